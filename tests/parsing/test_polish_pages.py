"""Real Polish pages as a browser copies them (held-out batch ../shared/corpus/forum/heldout-pl.yaml):
phpBB 2's topic bar ("Zamknięty przez: Mirenium", its date, the title over the "Autor Wiadomość" column
header) is no post; the post is Ewa's "Wysłany: 2006-01-24, 22:29" under her profile."""

from __future__ import annotations

from datetime import datetime

from moderator_app.parsing.thread_posts import split_posts

from .real_corpus import needs, page_text


@needs("chorzow-phpbb2-pl.txt")
def test_phpbb2_topic_bar_date_over_the_column_header_is_no_post():
    text = page_text("chorzow-phpbb2-pl.txt")
    posts = split_posts(text, players=["Ewa", "Mirenium"])
    assert [(p.author, p.posted) for p in posts] == [("Ewa", datetime(2006, 1, 24, 22, 29))]
    assert "Zasady ogólne" in posts[0].body and "Skąd: Chorzów" not in posts[0].body


def test_a_vbulletin_date_header_without_a_column_header_still_starts_a_post():
    page = "\n".join(["12.03.2026, 20:45", "Kasia", "Gracz", "Rejestracja: 01.01.2020", "Posty: 12", "",
                      "Głosuję na Olę.", "", "13.03.2026, 09:10", "Ola", "Gracz", "Rejestracja: 02.01.2020", "Posty: 7",
                      "", "cofam głos"])
    posts = split_posts(page, players=["Kasia", "Ola"])
    assert [p.author for p in posts] == ["Kasia", "Ola"]
