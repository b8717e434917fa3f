"""The dry run (engine/model/dry_run.py): the engine's own fate for an entry not yet recorded (#23 item 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app.app.report import game_report
from moderator_app.engine.model import fates
from moderator_app.engine.model.dry_run import verdict
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

from .random_games import unruly_game
from .test_fates import ALL_SETS

SIX = [{"nick": n, "role": r} for n, r in (("A", "doctor"), ("B", "mafioso"), ("C", "citizen"), ("D", "citizen"),
                                            ("E", "putana"), ("F", "commissar"))]


def classic_night() -> Game:
    """Classic, day 1 over (no vote on day 1), night 1 open."""
    game = Game()
    for entry in (Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 1, "players": SIX}),
                  Entry("phase", {"kind": "day"}), Entry("resolve", {}), Entry("phase", {"kind": "night"})):
        game.apply(entry)
    return game


def action(actor: str, name: str, *targets: str, **extra: str) -> Entry:
    return Entry("action", {"actor": actor, "action": name, "targets": list(targets), **extra})


def test_C_ROLE_DOC_a_second_request_is_forecast_and_the_host_game_is_untouched() -> None:
    game = classic_night()
    game.apply(action("A", "heal", "C"))
    before = game_report(game, "en")
    v = verdict(game, action("A", "inject", "D"))
    assert (v.fate, v.code, v.settled, v.phase) == ("applied", None, False, "night 1")
    assert game_report(game, "en") == before and len(game.entries) == 5
    game.apply(action("A", "inject", "D"))
    game.apply(Entry("resolve", {}))
    assert fates.rows(game, game.phases[-1])[0] == {"actor": "A", "action": "heal", "targets": ["C"],
                                                    "fate": "replaced", "by": 1, "code": "one_action_per_night"}


def test_a_rule_break_is_refused_and_settled_with_the_refusal_apply_records() -> None:
    game = classic_night()
    v = verdict(game, action("C", "check", "B"))
    assert (v.fate, v.code, v.settled) == ("refused", "not_role_ability", True)
    assert str(v.reason) == str(game.apply(action("C", "check", "B")).refused)


def test_C_ORDER_1_a_block_already_entered_forecasts_the_check_void() -> None:
    game = classic_night()
    game.apply(action("E", "block", "F"))
    v = verdict(game, action("F", "check", "B"))
    assert (v.fate, v.code, v.settled) == ("void", "blocked", False)


def test_C_LYNCH_1_a_vote_with_an_earlier_forum_time_is_replaced_by_the_later_one_already_there() -> None:
    game = classic_night()
    game.apply(Entry("resolve", {}))
    game.apply(Entry("phase", {"kind": "day"}))
    game.apply(Entry("vote", {"voter": "A", "target": "B", "at": "2026-01-02 20:00"}))
    v = verdict(game, Entry("vote", {"voter": "A", "target": "E", "at": "2026-01-02 19:00"}))
    assert (v.fate, v.code, v.replaced_by["targets"]) == ("replaced", "changed_vote", ["B"])
    # the classic day's votes are counted by the next night: the copy resolves it to say `counted`
    assert verdict(game, Entry("vote", {"voter": "C", "target": "B"})).fate == "counted"


def test_an_entry_into_a_resolved_phase_is_settled() -> None:
    game = classic_night()
    game.apply(action("B", "kill", "C"))
    game.apply(Entry("resolve", {}))
    game.apply(Entry("phase", {"kind": "day"}))
    v = verdict(game, Entry("action", {"actor": "A", "action": "heal", "targets": ["C"], "phase": "night 1"}))
    assert (v.fate, v.settled, v.phase) == ("applied", True, "night 1")
    assert [p.nick for p in game.players.values() if not p.alive] == ["C"]  # still dead in the host's game


def test_bad_input_is_an_error_not_a_verdict() -> None:
    with pytest.raises(InputError):
        verdict(classic_night(), action("Nobody", "heal", "C"))


@pytest.mark.parametrize("ruleset", ALL_SETS, ids=lambda r: Path(r).stem)
def test_the_verdict_on_a_phases_last_entry_is_the_fate_it_gets(ruleset: str) -> None:
    """One verdict: for every entry followed by the phase's resolve, the dry run before it was
    recorded says what the resolution then gave it (random careless games of every set)."""
    from moderator_app.engine.rolesets.roleset import load_roleset

    low = min(load_roleset(ruleset).deal_table)
    compared = 0
    for seed in range(12):
        played = unruly_game(ruleset, low + seed % 3, seed, max_phases=8)
        journal = played.entries
        for position in range(1, len(journal) - 1):
            if journal[position].kind not in ("action", "vote") or journal[position + 1].kind != "resolve":
                continue
            before = Game.replay(journal[:position])
            expected = fates.fate_of(played, position)
            got = verdict(before, journal[position])
            if expected is None or expected["fate"] == fates.PENDING:
                continue
            assert (got.fate, got.code) == (expected["fate"], expected.get("code")), (seed, position, journal[position])
            compared += 1
    assert compared >= 5
