"""A request or vote naming a player who is out of the game is never read as a living look-alike
(hostdrill: "Голосую за Смелого Енота" after Смелый Енот died was read as a vote for the living
Смелый Лось at 87% and shown as following the rules)."""

from __future__ import annotations

from datetime import datetime

from moderator_app.app.inbox.verdict import blocker
from moderator_app.app.inbox.paste import read_paste
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

SEATS = {"Смелый Енот": "commissar", "Старый Кабан": "boss", "Северный Лис": "doctor", "Смелый Лось": "citizen",
         "Серый Сокол": "mafioso", "Старая Ласка": "citizen", "Ночной Тигр": "citizen"}


def after_night_kill(*, day: bool) -> Game:
    """Night 1: the mafia kills Смелый Енот; then day 2 (or night 2) is open."""
    setup = {"ruleset": "forum-mafia-classic", "seed": 5, "players": [{"nick": n, "role": r} for n, r in SEATS.items()]}
    entries = [Entry("setup", setup), Entry("phase", {"kind": "day"}), Entry("resolve"), Entry("phase", {"kind": "night"}),
               Entry("action", {"actor": "Старый Кабан", "action": "kill", "targets": ["Смелый Енот"]}),
               Entry("action", {"actor": "Серый Сокол", "action": "kill", "targets": ["Смелый Енот"]}),
               Entry("resolve"), Entry("phase", {"kind": "day"})]
    if not day:
        entries += [Entry("resolve"), Entry("phase", {"kind": "night"})]
    game = Game.replay(entries)
    assert "Смелый Енот" not in game.living()
    return game


def test_a_thread_vote_for_a_dead_player_is_not_read_as_a_living_look_alike():
    game = after_night_kill(day=True)
    page = ("Сообщение Старый Кабан » 01 дек 2026, 15:00\n\nГолосую за Смелого Енота\n\n"
            "Сообщение Старая Ласка » 01 дек 2026, 15:10\n\nГолосую против Смелого Лося")
    rows = read_paste(game, page, voting=True, now=datetime(2026, 12, 1, 16, 0))
    dead_vote, living_vote = rows
    assert dead_vote.targets == [] and blocker(game, dead_vote) == "no_vote_target"
    assert "Смелый Енот" in dead_vote.problem and "вне игры" in dead_vote.problem
    assert not dead_vote.include and dead_vote.held  # waits for the host as a guess does: his pick ticks it (item 14)
    assert (living_vote.targets, blocker(game, living_vote), living_vote.problem) == (["Смелый Лось"], None, None)


def test_a_night_request_naming_a_dead_player_is_not_read_as_a_living_look_alike():
    game = after_night_kill(day=False)
    rows = read_paste(game, "Сообщение Северный Лис » 02 дек 2026, 20:40\nЛечу Смелого Енота", voting=False,
                      now=datetime(2026, 12, 2, 20, 50))
    assert rows[0].action == "heal" and rows[0].targets == [] and blocker(game, rows[0]) == "no_target"
    assert "Смелый Енот" in rows[0].problem


def test_a_pm_vote_naming_a_living_player_is_untouched_when_someone_is_dead():
    game = after_night_kill(day=True)
    rows = read_paste(game, "Сообщение Серый Сокол » 01 дек 2026, 12:00\nГолосую против Старой Ласки", voting=True,
                      now=datetime(2026, 12, 1, 13, 0))
    assert rows[0].targets == ["Старая Ласка"] and rows[0].problem is None
