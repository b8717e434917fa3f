"""A pasted thread page in the inbox reads as `moderator-app thread` does (parsing.read_thread): a post
that looks like a vote but is none, and a vote the game's forum rules refuse, are listed with the
reason and never recorded (#13 item 5, #14 M3)."""

from __future__ import annotations

from datetime import datetime

from moderator_app.app.inbox.verdict import blocker
from moderator_app.app.inbox.paste import read_paste
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

SEATS = {"Вася": "commissar", "Петя": "boss", "Коля": "doctor", "Маша": "citizen", "Ночной Сокол": "citizen",
         "Борис": "mafioso", "Ёж": "citizen"}


def day_two(vote_rules: str) -> Game:
    players = [{"nick": n, "role": r} for n, r in SEATS.items()]
    setup = {"ruleset": "forum-mafia-classic", "seed": 3, "players": players, "options": {"vote_rules": vote_rules}}
    return Game.replay([Entry("setup", setup), Entry("phase", {"kind": "day"}), Entry("resolve"),
                        Entry("phase", {"kind": "night"}), Entry("resolve"), Entry("phase", {"kind": "day"})])


def page(*posts: tuple[str, str]) -> str:
    return "\n\n".join(f"Сообщение {author} » 01 дек 2026, 12:0{n}\n\n{text}" for n, (author, text) in enumerate(posts))


def test_M3_page_votes_are_rows_and_a_non_vote_is_listed_with_its_reason():
    game = day_two("default")
    rows = read_paste(game, page(("Вася", "Я за Ночного Сокола"), ("Петя", "Линчуем Ночного Сокола"),
                                 ("Коля", "Я не голосую за Бориса, пусть оправдается")),
                      voting=True, now=datetime(2026, 12, 1, 13, 0))
    assert [(r.actor, r.targets, blocker(game, r)) for r in rows] == [
        ("Вася", ["Ночной Сокол"], None), ("Петя", ["Ночной Сокол"], None), ("Коля", [], "no_vote_target")]
    assert rows[2].problem


def test_a_vote_the_forum_rules_refuse_is_listed_not_recorded():
    rows = read_paste(day_two("mirf"), page(("Вася", "Голосую против Бориса"), ("Петя", "[b]Ёж[/b]")),
                      voting=True, now=datetime(2026, 12, 1, 13, 0))
    assert [(r.actor, r.targets, r.include) for r in rows] == [("Вася", ["Борис"], False), ("Петя", ["Ёж"], True)]
    assert "не выделен" in rows[0].problem


def test_a_no_lynch_vote_is_a_row_of_its_own_and_records_no_lynch():
    from moderator_app.app.inbox.record import entry_of

    game = day_two("default")
    rows = read_paste(game, page(("Вася", "ННВ"), ("Петя", "Пас")), voting=True, now=datetime(2026, 12, 1, 13, 0))
    assert [(r.actor, r.no_lynch, r.abstain, blocker(game, r)) for r in rows] == [
        ("Вася", True, False, None), ("Петя", False, True, None)]
    assert entry_of(rows[0])[1]["no_lynch"] is True and "target" not in entry_of(rows[0])[1]


def test_a_script_vote_given_as_text_keeps_no_lynch():
    from moderator_app.parsing import parse_message

    game = day_two("default")
    game.text_parser = lambda kind, text, who, living: parse_message(
        text, roleset=game.rs.raw, players=living, actor=who, expect=kind).to_json()
    change = game.apply(Entry("vote", {"voter": "Вася", "text": "голосую за ННВ"}))
    assert game.current.votes[-1].no_lynch and change.refused  # classic has no no-lynch vote: refused, not lost
