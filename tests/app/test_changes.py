"""What an operation changed (app/changes.py, #24 item 4): read off the game before and after, so a
view redraws only for the phases and players it shows."""

from __future__ import annotations

from moderator_app.app.changes import (EVERYTHING, MARKS, NOTHING, POST_LANG, Changes, between, in_phase, inbox_waiting,
                                      snapshot)
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

SIX = [{"nick": n, "role": r} for n, r in (("A", "doctor"), ("B", "mafioso"), ("C", "citizen"), ("D", "citizen"),
                                            ("E", "putana"), ("F", "commissar"))]


def _night() -> Game:
    game = Game()
    for entry in (Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 1, "players": SIX}),
                  Entry("phase", {"kind": "day"}), Entry("resolve", {}), Entry("phase", {"kind": "night"})):
        game.apply(entry)
    return game


def _apply(game: Game, entry: Entry) -> Changes:
    before = snapshot(game)
    game.apply(entry)
    return between(before, snapshot(game))


def test_a_request_changes_its_phase_and_the_journal_not_the_players():
    game = _night()
    night = game.current.label
    changes = _apply(game, Entry("action", {"actor": "B", "action": "kill", "targets": ["C"]}))
    assert changes == Changes(phases=frozenset({night}), journal=True, journal_kept=len(game.entries) - 1)


def test_a_resolve_names_the_phase_and_whom_it_killed():
    game = _night()
    _apply(game, Entry("action", {"actor": "B", "action": "kill", "targets": ["C"]}))
    night = game.current.label
    changes = _apply(game, Entry("resolve", {}))
    assert changes.phases == {night} and changes.players == {"C"} and changes.journal


def test_a_new_phase_is_named_and_nothing_else_is():
    game = _night()
    game.apply(Entry("resolve", {}))
    changes = _apply(game, Entry("phase", {"kind": "day"}))
    assert changes.phases == {game.current.label} and not changes.players


def test_changes_add_up_and_say_whether_anything_changed():
    assert not NOTHING and MARKS and EVERYTHING
    both = Changes(phases=frozenset({"day 1"})) | Changes(players=frozenset({"A"}), marks=True)
    assert both == Changes(phases=frozenset({"day 1"}), players=frozenset({"A"}), marks=True)
    assert between(snapshot(None), snapshot(None)) == NOTHING


def test_only_the_hosts_bookkeeping_is_marks_only():
    """A copied post (MARKS) leaves what the game shows as it was: the board redraws its prompts, not its table."""
    assert MARKS.marks_only and (MARKS | MARKS).marks_only
    assert not any(c.marks_only for c in (NOTHING, EVERYTHING, MARKS | Changes(journal=True),
                                           MARKS | Changes(players=frozenset({"A"})), MARKS | Changes(phases=frozenset({"day 1"}))))


def test_the_journal_says_how_many_first_entries_it_kept():
    """The log appends what an operation added and drops what undo took back (gui.log_view): the change says
    from which position the journal differs, an undo then a new entry included."""
    game = _night()
    shown = len(game.entries)
    added = _apply(game, Entry("action", {"actor": "B", "action": "kill", "targets": ["C"]}))
    assert added.journal_kept == shown and added.entries_from(shown) == shown
    before = snapshot(game)
    undone = Game.replay(game.entries[:-1])
    taken_back = between(before, snapshot(undone))
    assert taken_back.journal and taken_back.journal_kept == shown
    other = _apply(undone, Entry("action", {"actor": "B", "action": "kill", "targets": ["D"]}))
    both = taken_back | other
    assert both.journal_kept == shown and both.entries_from(shown + 1) == shown
    assert EVERYTHING.entries_from(shown) == 0 and NOTHING.entries_from(shown) == shown


def test_a_vote_leaves_the_deal_and_a_resolve_kills_no_card():
    """The role PMs redraw for the deal only: a kill changes a seat (players) but not its card (deal)."""
    game = _night()
    _apply(game, Entry("action", {"actor": "B", "action": "kill", "targets": ["C"]}))
    changes = _apply(game, Entry("resolve", {}))
    assert changes.players == {"C"} and not changes.deal and not changes.unmasked


def test_a_replaced_seat_changes_the_deal():
    game = _night()
    changes = _apply(game, Entry("host", {"event": "replace", "player": "C", "by": "Z"}))
    assert {"C", "Z"} <= changes.deal


def test_a_posts_language_switch_and_a_runoff_say_what_they_changed():
    """Neither is a journal entry; each says what it touched: the posts' words, the open phase."""
    assert POST_LANG and not POST_LANG.journal and (MARKS | POST_LANG).post_lang and not (MARKS | POST_LANG).marks_only
    assert in_phase("day 2") == Changes(phases=frozenset({"day 2"}))


def test_rows_waiting_in_the_inbox_name_their_phases_and_nothing_of_the_game():
    said = inbox_waiting({"night 1": (1, "B")}, {"night 1": (2, "B", "E"), "day 1": (1, "A")})
    assert said == Changes(waiting=frozenset({"night 1", "day 1"})) and not said.marks_only and not said.journal
    assert not inbox_waiting({"night 1": (1, "B")}, {"night 1": (1, "B")})
