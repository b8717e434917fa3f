"""The forum rules count a whole day, not one paste (#13 item 4): a host who pastes page 2 of a day's
thread on its own must meet the votes already recorded from page 1 — the change limit, the early lock
and «Присоединяюсь к X» read them from the journal. Real material: mafiascum Game 1321's day 1 page
(../shared/corpus/forum, with its source), split where page 2 would begin, under a host's own rule
profile that allows no change of vote (as dota2.ru's "изменять голос нельзя")."""

from __future__ import annotations

from datetime import datetime

from moderator_app.app.inbox.record import entry_of
from moderator_app.app.inbox.thread import recorded_votes, thread_rows
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import read_thread
from parsing.real_corpus import needs, page_label, page_text

PAGE = page_label("mafiascum-print-g1321-en.txt")
TEXT = page_text("mafiascum-print-g1321-en.txt")
PAGE_TWO_STARTS = datetime(2012, 3, 21, 7, 59)  # the first post of page 2 (its header, as the print view prints it)
_HOUR = f"{PAGE_TWO_STARTS.hour % 12 or 12}:{PAGE_TWO_STARTS:%M} {'am' if PAGE_TWO_STARTS.hour < 12 else 'pm'}"
SPLIT = TEXT.find(f"Posted: {PAGE_TWO_STARTS:%a %b %d, %Y} {_HOUR}")
PAGE_1, PAGE_2 = TEXT[:SPLIT], TEXT[SPLIT:]
pytestmark = needs("mafiascum-print-g1321-en.txt")
NO_CHANGES = {"changes": 0}
NOW = datetime(2012, 3, 21, 21, 0)


def _refused(reading) -> set[tuple[str, str | None]]:
    return {(v.voter, v.target) for v in reading.votes if v.refused}


def test_C_VOTE_RULES_changes_count_the_votes_recorded_before_the_paste():
    roleset = load_roleset("forum-mafia-classic").raw
    whole = read_thread(TEXT, roleset=roleset, players=PAGE["players"], rules=NO_CHANGES)
    first = read_thread(PAGE_1, roleset=roleset, players=PAGE["players"], rules=NO_CHANGES)
    recorded = [v for v in first.votes if v.counted or v.reason and not v.refused]
    alone = read_thread(PAGE_2, roleset=roleset, players=PAGE["players"], rules=NO_CHANGES)
    second = read_thread(PAGE_2, roleset=roleset, players=PAGE["players"], rules=NO_CHANGES, recorded=recorded)
    assert ("Matias", "triangle123") in _refused(whole) and ("Gertrude", "DCLXVI") in _refused(whole)
    assert _refused(alone) == set()  # page 2 on its own knows nothing of page 1: the defect
    assert _refused(second) == _refused(whole)
    assert second.standing == whole.standing
    # the whole grown page pasted again over the recorded page 1 reads page 1's posts itself, not twice
    again = read_thread(TEXT, roleset=roleset, players=PAGE["players"], rules=NO_CHANGES, recorded=recorded)
    assert _refused(again) == _refused(whole)


def _game() -> Game:
    players = [{"nick": n, "role": "mafioso" if n == "DCLXVI" else "citizen"} for n in PAGE["players"]]
    return Game.replay([Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 2, "players": players,
                                        "options": {"vote_rules": NO_CHANGES}}),
                        Entry("phase", {"kind": "day"}), Entry("resolve"), Entry("phase", {"kind": "night"}),
                        Entry("resolve"), Entry("phase", {"kind": "day"})])


def _record(game: Game, rows) -> None:
    for row in rows:
        if row.include and row.actor:
            kind, data = entry_of(row, game)
            game.apply(Entry(kind, data))


def test_C_VOTE_RULES_page_two_pasted_alone_after_page_one_was_recorded():
    game = _game()
    _record(game, thread_rows(game, PAGE_1, NOW))
    assert [v.voter for v in recorded_votes(game)][:2] == ["farside22", "Matias"]
    rows = thread_rows(game, PAGE_2, NOW)
    changed = {(r.actor, r.targets[0]) for r in rows if r.targets and not r.include}
    assert {("Matias", "triangle123"), ("Gertrude", "DCLXVI")} <= changed
    assert all("No vote changes left" in r.problem for r in rows if (r.actor, r.targets[:1]) in (
        ("Matias", ["triangle123"]), ("Gertrude", ["DCLXVI"])))
    ready = {(r.actor, r.targets[0]) for r in rows if r.include and r.targets}
    assert ("Elias_the_thief", "DCLXVI") in ready  # a first vote of the day still counts


def test_C_VOTE_RULES_a_withdrawal_goes_with_the_refused_change_of_its_post():
    """DCLXVI's real "unvote … vote Elias" is one change: with no change left, neither part is recorded
    (the withdrawal alone would have taken his standing vote away)."""
    game = _game()
    rows = thread_rows(game, TEXT, NOW)
    dclxvi = [r for r in rows if r.actor == "DCLXVI" and r.at and r.at.startswith("2012-03-21 09:41")]
    assert [r.cancel for r in dclxvi] == [True, False]
    assert not any(r.include for r in dclxvi)
    assert all("No vote changes left" in r.problem for r in dclxvi)


def test_H_VOTE_5_a_join_on_page_two_names_the_vote_recorded_from_page_one():
    """«Присоединяюсь к Кабану» with no quote on a page pasted alone: Кабан's vote is the one recorded
    from the page before (no real page with a join is in the corpus: the hostplay evening's words)."""
    nicks = ["Кабан", "Вася", "Петя", "Маша", "Оля"]
    players = [{"nick": n, "role": "mafioso" if n == "Вася" else "citizen"} for n in nicks]
    game = Game.replay([Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 2, "players": players}),
                        Entry("phase", {"kind": "day"}), Entry("resolve"), Entry("phase", {"kind": "night"}),
                        Entry("resolve"), Entry("phase", {"kind": "day"})])
    _record(game, thread_rows(game, "Сообщение Кабан 17 сен 2009, 21:51\nГолосую против Васи\n", NOW))
    [join] = thread_rows(game, "Сообщение Петя 17 сен 2009, 22:01\nПрисоединяюсь к Кабану\n", NOW)
    assert "Вас" in join.problem and not join.include  # «как у него, за игрока Васю»
