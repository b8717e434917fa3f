"""host-findings-5 item 17: a Polish phpBB 2 page («Autor Wiadomość» over the first post; under each nick a rank,
then «Imię:», «Dołączyła:» / «Dołączył:», «Posty:»). A woman's «Dołączyła: 11 Mar 2019» was her post's author (three
women became players named so in a sign-up), «Imię: Ewa» the author of the real chorzow.pl page, and the column
header «Autor Wiadomość» the first post's author (so «the host») — whenever no player is known yet, as in a sign-up."""

from __future__ import annotations

from shared_corpus import need, read

from moderator_app.app.signup import signup_thread
from moderator_app.parsing.thread_posts import split_posts

CHORZOW = ("forum", "pages", "chorzow-phpbb2-pl.txt")


def _post(nick: str, rank: str, joined: str, when: str, body: str) -> str:
    return f"{nick}\n{rank}\n\n\n\n{joined}\nPosty: 12\n  Wysłany: {when}   Temat: Re: Mafia #7 — zapisy\n\n{body}\n\n"


SIGNUP = ("Mafia #7 — zapisy\nAutor Wiadomość\n"
          + _post("MistrzGry", "Moderator", "Dołączył: 02 Lut 2015", "2026-12-10, 18:00",
                  "Zapisy na Mafię #7 otwarte! Zasady jak zawsze, zapisujemy się w tym temacie do piątku.")
          + _post("Kasia_K", "", "Dołączyła: 11 Mar 2019", "2026-12-10, 18:12", "wchodzę!")
          + _post("Tomek89", "", "Dołączył: 05 Sty 2020", "2026-12-10, 18:40", "Zapisuję się")
          + _post("Zośka", "Bywalczyni", "Zarejestrowana: 21 Cze 2018", "2026-12-10, 19:02", "ja też :)"))


def test_a_womans_joined_line_is_her_profile_and_the_table_header_no_author():
    assert [p.author for p in split_posts(SIGNUP)] == ["MistrzGry", "Kasia_K", "Tomek89", "Zośka"]
    players, left_out = signup_thread(SIGNUP) or ([], [])
    assert players == ["Kasia_K", "Tomek89", "Zośka"] and left_out == [("MistrzGry", "host")]


def test_the_real_chorzow_page_is_by_ewa():
    need(*CHORZOW)
    posts = split_posts(read(*CHORZOW))
    assert [p.author for p in posts] == ["Ewa"]  # the page's one post; its profile: «Imię: Ewa», «Dołączyła: 13 Sty 2006»
    assert str(posts[0].posted) == "2006-01-24 22:29:00"
