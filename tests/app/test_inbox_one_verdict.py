"""One verdict (#23 item 1): what the inbox says a row will become is the fate the engine gives it.

Careless random tables (tests/engine/random_games.py `unruly_game`) on every shipped and host-made
set: each phase's requests and votes are pasted into the inbox as rows, the inbox asks the engine
(app.inbox.fate), and the phase is then played with them; the inbox's verdict on every row it would
record equals the fate the engine gave the entry at the result.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from moderator_app.app.inbox.fate import is_good, ready, row_verdicts
from moderator_app.app.inbox.record import entry_of
from moderator_app.app.inbox.rows import Row
from moderator_app.app.inbox.verdict import blocker
from moderator_app.engine.model import fates
from moderator_app.engine.model.dry_run import Verdict
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.rolesets.roleset import load_roleset
from tests.engine.random_games import unruly_game
from tests.engine.test_fates import ALL_SETS

#: a blocker that stands for a rule: the engine would not let such a row act either
RULE_BLOCKERS = ("not_own_ability", "host_event", "no_target", "no_role", "not_in_runoff")


def row_of(entry: Entry) -> Row:
    """The inbox row a host would have for this entry (as read and corrected)."""
    data: dict[str, Any] = entry.data
    if entry.kind == "vote":
        return Row("", "", "vote", actor=data["voter"], targets=[data["target"]] if data.get("target") else [],
                   abstain=bool(data.get("abstain")), no_lynch=bool(data.get("no_lynch")),
                   cancel=bool(data.get("cancel")), runoff=bool(data.get("runoff")), at=data.get("at"))
    return Row("", "", "action", actor=data["actor"], action=data["action"], targets=list(data.get("targets") or []),
               room=data.get("room"), role=data.get("role"), as_action=data.get("as_action"), at=data.get("at"))


def batches(journal: list[Entry]) -> list[tuple[int, int]]:
    """Each run of requests and votes that a `resolve` closes: (first position, the resolve's position)."""
    found, start = [], None
    for position, entry in enumerate(journal):
        if entry.kind in ("action", "vote"):
            start = position if start is None else start
        elif entry.kind == "resolve" and start is not None:
            found.append((start, position))
            start = None
        else:
            start = None
    return found


@pytest.mark.parametrize("ruleset", ALL_SETS, ids=lambda r: Path(r).stem)
def test_the_inbox_verdict_on_random_rows_is_the_fate_the_engine_gives(ruleset: str) -> None:
    low = min(load_roleset(ruleset).deal_table)
    compared = blocked = 0
    for seed in range(8):
        played = unruly_game(ruleset, low + seed % 3, seed, max_phases=6)
        for start, end in batches(played.entries):
            before = Game.replay(played.entries[:start])
            rows = [row_of(entry) for entry in played.entries[start:end]]
            for row in rows:
                row.phase = before.current.label
            said = row_verdicts(before, rows)
            recorded = Game.replay(played.entries[:start])  # «Accept all», then the host resolves the phase
            seqs = {}
            for row in rows:
                if ready(before, row):
                    seqs[id(row)] = len(recorded.entries)
                    recorded.apply(Entry(*entry_of(row, before)))
            recorded.apply(Entry("resolve", {}))
            for offset, row in enumerate(rows):
                stop = blocker(before, row)
                if stop is not None:  # not recorded: listed with its reason, and a rule's reason is the engine's too
                    assert said[id(row)] is None
                    if stop in RULE_BLOCKERS:
                        alone = fates.fate_of(played, start + offset)
                        assert alone is not None and alone["fate"] != fates.APPLIED, (stop, alone)
                    blocked += 1
                    continue
                verdict = said[id(row)]
                assert isinstance(verdict, Verdict)
                if id(row) not in seqs:
                    continue  # unticked: asked as if recorded after the others
                got = fates.fate_of(recorded, seqs[id(row)])
                assert got is not None
                if got["fate"] == fates.PENDING:
                    continue
                assert (verdict.fate, verdict.code) == (got["fate"], got.get("code")), (seed, start + offset, row)
                assert is_good(verdict) == (got["fate"] in (fates.APPLIED, fates.COUNTED))
                compared += 1
    assert compared >= 10, (compared, blocked)
