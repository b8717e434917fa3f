"""Pasted thread pages of phpBB (prosilver, subsilver), Invision, vBulletin and SMF: who posted when,
which votes count, and the votes recorded through the engine's tally (fixtures/threads/*.yaml)."""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest
import yaml

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries
from moderator_app.parsing import parse_thread, thread_votes_to_entries
from moderator_app.parsing.dates import parse_date
from moderator_app.parsing.thread_posts import split_posts

from .corpus import load_roleset

THREADS = Path(__file__).resolve().parent / "fixtures" / "threads"
PAGES = sorted(THREADS.glob("*.yaml"))
TABLE = {"Эсми": "enoch", "Рики": "baron", "Юна": "jacob", "Фредди": "twins", "Клэр Денсмор": "olivia",
         "Виктор Бонтли": "archer", "Бронвин Бонтли": "peculiar", "Алтея": "emma"}


def load(name: str) -> dict[str, Any]:
    page = yaml.safe_load((THREADS / name).read_text(encoding="utf-8"))
    page.setdefault("players", list(TABLE))
    page["deadline"] = datetime.fromisoformat(str(page["deadline"]))
    return page


def votes_of(page: dict[str, Any]) -> list[Any]:
    return parse_thread(page["page"], roleset=load_roleset(page["roleset"]), players=page["players"],
                        deadline=page["deadline"], today=page["today"])


def test_every_engine_has_a_page():
    assert {yaml.safe_load(p.read_text(encoding="utf-8"))["engine"] for p in PAGES} == {
        "phpbb", "invision", "vbulletin", "smf"}


@pytest.mark.parametrize("path", PAGES, ids=[p.stem for p in PAGES])
def test_thread_page_votes_and_what_counts(path):
    page = load(path.name)
    found = [[v.voter, v.target, v.color, v.counted] for v in votes_of(page)]
    assert found == page["votes"]


@pytest.mark.parametrize("path", PAGES, ids=[p.stem for p in PAGES])
def test_thread_page_bodies_hold_no_page_chrome(path):
    page = load(path.name)
    posts = split_posts(page["page"], page["players"], page["today"])
    assert posts and all(post.posted for post in posts)
    chrome = ("Сообщени", "Регистрац", "Posts:", "Posty:", "Группа:", "Offline", "View Profile", "Вернуться",
              "Na górę", "писал(а)", "napisał(a)", "Quote from", "Цитата", "редактирова", "Last Edit",
              "Ostatnio edytowany", "Лучник", "Enoch fan", "Странные дети", "Kasia z", "Мистер Барон в отставке")
    for post in posts:
        assert not [word for word in chrome if word in post.body], (post.author, post.body)


def test_edit_dates_and_relative_days():
    page = load("invision-ru.yaml")
    posts = split_posts(page["page"], page["players"], page["today"])
    assert [p.posted.day for p in posts[-2:]] == [12, 13]  # "Вчера", "Сегодня" against 13 March
    assert posts[-1].edited == datetime(2026, 3, 13, 22, 10)
    assert parse_date("Вчера, 21:05") is None  # no day to count from
    assert parse_date("Wczoraj, 21:05", date(2026, 3, 1)) == datetime(2026, 2, 28, 21, 5)
    assert parse_date("« Odpowiedź #5 dnia: 12 Października 2026, 20:45:12 »") == datetime(2026, 10, 12, 20, 45, 12)


def test_nick_that_is_a_common_word_is_still_the_author_and_the_target():
    page = load("phpbb-subsilver-pl.yaml")
    votes = votes_of(page)
    assert (votes[1].voter, votes[1].target) == ("Maj", "Lis")
    assert "nie ma na liście" in votes[-1].reason  # the host's post: a Polish page gets Polish reasons


def test_forum_accounts_map_to_player_nicks():
    page = load("smf-en.yaml")
    votes = parse_thread(page["page"], roleset=load_roleset(page["roleset"]), players=["Esmi", *list(TABLE)[1:]],
                         deadline=page["deadline"], today=page["today"], aliases={"Эсми": "Esmi"})
    assert votes[0].voter == "Esmi" and votes[0].is_player


def test_entries_drop_late_and_non_players_and_keep_the_rest_in_order():
    page = load("phpbb-prosilver-ru.yaml")
    entries = thread_votes_to_entries(votes_of(page), page["deadline"])
    assert [(e["voter"], e["target"], e["color"], e["early"]) for e in entries] == [
        ("Рики", "Фредди", "red", False), ("Эсми", "Юна", "blue", True), ("Эсми", "Рики", "red", False),
        ("Рики", "Юна", "red", False), ("Юна", "Рики", "red", False)]
    assert entries[-1]["at"] == "2026-03-12 21:40:00"  # the edit's time, not the post's
    assert all(set(e) == {"voter", "target", "color", "at", "early", "cancel"} for e in entries)


def test_entries_of_a_cancel():
    page = load("smf-en.yaml")
    entries = thread_votes_to_entries(votes_of(page), page["deadline"])
    assert [e for e in entries if e["cancel"]] == [
        {"voter": "Эсми", "target": None, "color": None, "at": "2026-03-14 12:00:00", "early": False, "cancel": True}]


def replay_day(entries: list[dict[str, Any]], **options: Any) -> Game:
    doc = {"ruleset": "hypermafia-peregrine", "seed": 1, "options": options,
           "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
           "phases": [{"night": {"actions": []}}, {"day": {"votes": entries}}]}
    return Game.replay(script_entries(doc))


def test_H_VOTE_2_a_pasted_page_feeds_the_coloured_tally():
    page = load("phpbb-prosilver-ru.yaml")
    entries = thread_votes_to_entries(votes_of(page), page["deadline"])
    game = replay_day(entries, early_close_from_day=1)
    tally = game.phases[-1].result.tally
    # Юна: Рики's last vote red (+1) and Эсми's early blue, Enoch's blue weighing 3 (-3).
    # Рики: Юна's red; Эсми's later red is refused, her early vote being locked (H-GEN-6).
    assert tally.counts["Юна"] == 1 - 3 and tally.counts["Рики"] == 1
    assert tally.by_voter == {"Эсми": "Юна", "Рики": "Юна", "Юна": "Рики"}
    missed = {"Фредди", "Клэр Денсмор", "Бронвин Бонтли", "Алтея", "Виктор Бонтли"}  # Виктор voted too late
    assert all(tally.counts[nick] == 2 for nick in missed)  # H-GEN-2: two red votes each


def test_H_VOTE_1_last_vote_counts_when_early_votes_are_not_locked():
    page = load("phpbb-prosilver-ru.yaml")
    game = replay_day(thread_votes_to_entries(votes_of(page), page["deadline"]))  # early close from day 3
    tally = game.phases[-1].result.tally
    assert tally.by_voter["Эсми"] == "Рики" and tally.counts["Рики"] == 2 and tally.counts["Юна"] == 1


def test_headers_the_issue_names_nick_with_brackets_bullet_menu_and_word_month_date_line():
    """#13's list of unread headers (our regression text, not evidence): "Artanis[Xp]" as a nick,
    SMF's "• Zobacz profil" menu, Invision 2's nick / "May 24 2008, 19:36" / "#1"."""
    text = ("Artanis[Xp]\nMay 24 2008, 19:36\n#1\n\n\nPost autor: Kasia » 24 maja 2008, 20:01\n• Zobacz profil\n"
            "Głosuję na [b]Artanis[Xp][/b]\n\nСообщение Artanis[Xp] » Сегодня, 21:05\n[b]Голосую против Kasia[/b]\n")
    posts = split_posts(text, ["Artanis[Xp]", "Kasia"], date(2008, 5, 25))
    assert [(p.author, p.posted) for p in posts] == [("Artanis[Xp]", datetime(2008, 5, 24, 19, 36)),
                                                     ("Kasia", datetime(2008, 5, 24, 20, 1)),
                                                     ("Artanis[Xp]", datetime(2008, 5, 25, 21, 5))]
    assert posts[1].body == "Głosuję na [b]Artanis[Xp][/b]"
