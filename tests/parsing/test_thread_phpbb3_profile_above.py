"""phpBB 3 as tawerna.rpg.pl prints a post: the author's profile ABOVE its header — «Nick / Posty: N / Rejestracja: … /
Re: subject / Post autor: Nick » date / text». The post used to start at its header, so the next author's nick stayed
at the end of the post above and a vote with no clear target went to the next poster (host-findings-5 item 6, the
tawerna layout of it). Made-up page of that shape."""

from __future__ import annotations

from datetime import datetime

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import read_thread
from moderator_app.parsing.thread_posts import split_posts

PLAYERS = ["Kasia_K", "Tomek89", "Zośka", "Bartek", "Ola"]


def _post(nick: str, when: str, text: str, rank: str = "") -> str:
    return (f"{nick}\n{rank + chr(10) if rank else ''}Posty: 87\nRejestracja: czwartek, 5 stycznia 2020, 10:31\n\n"
            f"Re: Mafia #3 — Dzień 1\n\nPost autor: {nick} » {when}\n\n{text}\n\n")


PAGE = ("Mafia #3 — Dzień 1\n\nODPOWIEDZ\n\n" + _post("Kasia_K", "12 gru 2026, 12:05", "Głosuję na Bartka, coś kręci.")
        + _post("Tomek89", "12 gru 2026, 12:40", "głos: Bartek")
        + _post("Ola", "12 gru 2026, 12:50", "Hmm, coś tu nie gra.", rank="Gracz")
        + _post("Zośka", "12 gru 2026, 13:10", "Tomek89") + _post("Bartek", "12 gru 2026, 13:55", "Ej, to nie ja."))


def test_each_post_starts_at_its_profile_and_keeps_only_its_own_text() -> None:
    posts = split_posts(PAGE, PLAYERS, today=datetime(2026, 12, 12).date())
    assert [(p.author, p.body.strip()) for p in posts] == [
        ("Kasia_K", "Głosuję na Bartka, coś kręci."), ("Tomek89", "głos: Bartek"), ("Ola", "Hmm, coś tu nie gra."),
        ("Zośka", "Tomek89"), ("Bartek", "Ej, to nie ja.")]


def test_C_LYNCH_1_no_post_votes_for_the_next_poster_by_his_profile() -> None:
    roleset = load_roleset("forum-mafia-classic").raw
    reading = read_thread(PAGE, roleset=roleset, players=PLAYERS, today=datetime(2026, 12, 12).date())
    assert reading.standing["Kasia_K"] == "Bartek" and reading.standing["Tomek89"] == "Bartek"
    assert reading.standing["Ola"] is None
    assert reading.standing["Zośka"] == "Tomek89"  # a bare nick as the post's own vote stays the vote
