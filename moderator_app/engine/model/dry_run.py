"""The engine's verdict on an entry not yet recorded: "what would become of this request or vote?"

The inbox, the receipts and the board ask this before the host accepts a row (#23 "one verdict"),
so what they say is the engine's own resolution, never a second copy of the rules:

    from moderator_app.engine.model.dry_run import verdict
    v = verdict(game, Entry("action", {"actor": "Коля", "action": "heal", "targets": ["Маша"]}))
    v.fate, v.code, v.settled     # "replaced", "one_action_per_night", False

How: the game is copied (the role set shared, never changed by play), the entry is applied to the
copy exactly as `Game.apply` would record it, and — while its phase is still open — the copy's
phase is resolved (and, for a day whose votes the next night counts, that night too) so the fate
is the one the engine gives at the result. The host's game is never touched.

What is certain and what is a forecast (`settled`):
- `refused` at entry is certain: a rule refused it now (the same refusal `Game.apply` records);
- an entry into a resolved phase re-resolves it at once: its fate is certain too;
- in an open phase every other fate is a forecast — "if nothing else changes": a later request of
  the same player replaces it, a block or a kill entered later voids it. `void` (blocked, actor
  killed, target gone) in particular can only be known at the resolution; `replaced` is shown
  when a later entry of the same player is already there (a vote with an earlier forum time).
Bad input (an unknown player or action) raises `InputError`, as `Game.apply` does.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import fates
from .errors import InputError
from .journal import Entry
from .phase_order import NO_ACTION

if TYPE_CHECKING:
    from .game import Game
    from .state import Phase, Request, Vote

#: Phases resolved on the copy at most, looking for the fate (the open one, then the night that
#: counts a day's votes).
MAX_LOOKAHEAD = 2


@dataclass(frozen=True)
class Verdict:
    """The engine's fate for a prospective request or vote."""

    fate: str  #: one of fates.FATES (never `pending` unless no resolution could be run on the copy)
    code: str | None  #: the refusal's, the void's or the replacement's code
    settled: bool  #: True: decided now; False: a forecast for the phase's result (see the module doc)
    phase: str  #: the phase the entry goes into ("night 2")
    row: "fates.FateRow | None" = None  #: the contract's requests[] row, as the report lists it
    reason: Any = None  #: the Refusal (i18n.refusal.refusal_text turns it into words), when refused
    replaced_by: "fates.FateRow | None" = None  #: the row that takes its place, when replaced


def verdict(game: "Game", entry: Entry) -> Verdict:
    """What the engine would do with `entry` (an `action` or `vote` entry) if the host recorded it now."""
    found = verdicts(game, [entry])[0]
    if isinstance(found, InputError):
        raise found
    if found is None:
        raise ValueError("a declared skip is no request: it has no verdict of its own")
    return found


def verdicts(game: "Game", entries: list[Entry]) -> list["Verdict | InputError | None"]:
    """What the engine would do with these entries recorded one after the other (the inbox's «Accept
    all»: a later request of the same player may replace an earlier one, and so may his «хода нет», the host
    event `no_action`, which is recorded among them and judged not: None in its place). Bad input is not
    raised but given in the entry's place (`InputError`): the other entries still get their verdicts."""
    if any(entry.kind not in ("action", "vote") and not _declared_skip(entry) for entry in entries):
        raise ValueError("a verdict is given on a request or a vote, not on another entry")
    trial = fork(game)
    placed: list[tuple[int, bool] | InputError | None] = []  #: each entry's journal position and whether it was settled then
    for entry in entries:
        seq = len(trial.entries)
        try:
            change = trial.apply(entry)
        except InputError as err:
            placed.append(err)
            continue
        placed.append(None if _declared_skip(entry) else (seq, _phase_of(trial, seq).resolved or change.refused is not None))
    _resolve_ahead(trial, [item[0] for item in placed if isinstance(item, tuple)])
    return [_verdict_at(trial, *item) if isinstance(item, tuple) else item for item in placed]


def _declared_skip(entry: Entry) -> bool:
    """A player's «хода нет» (the host event `no_action`): no request, but it withdraws his earlier ones."""
    return entry.kind == "host" and entry.data.get("event") == NO_ACTION


def _verdict_at(trial: "Game", seq: int, settled: bool) -> Verdict:
    phase = _phase_of(trial, seq)
    rows = fates.rows(trial, phase)
    position: list[Request | Vote] = sorted([*phase.requests, *phase.votes], key=lambda e: e.key)
    index = next(i for i, e in enumerate(position) if e.key == (seq, 0))
    row = rows[index]
    return Verdict(
        fate=row.get("fate", fates.PENDING), code=row.get("code"), settled=settled or row["fate"] == fates.REFUSED,
        phase=phase.label, row=row, reason=getattr(position[index], "refused", None),
        replaced_by=rows[row["by"]] if "by" in row else None,
    )


def fork(game: "Game") -> "Game":
    """A copy of the game to play on; the role set (read-only in play) is shared, not copied."""
    memo: dict[int, Any] = {}
    if game.ruleset is not None:
        memo[id(game.ruleset)] = game.ruleset
    return copy.deepcopy(game, memo)


def _phase_of(game: "Game", seq: int) -> "Phase":
    for phase in game.phases:
        entries: list[Request | Vote] = [*phase.requests, *phase.votes]
        if any(e.seq == seq for e in entries):
            return phase
    raise ValueError("the entry was not recorded in any phase")  # Game.apply records every one


def _resolve_ahead(trial: "Game", seqs: list[int]) -> None:
    """Resolve the copy's open phase — and the next, while an entry still waits for its tally."""
    for _ in range(MAX_LOOKAHEAD):
        wanted = set(seqs)
        entries: list[Request | Vote] = []
        for phase in trial.phases:
            entries += [*phase.requests, *phase.votes]
        open_ones = [e.seq for e in entries if e.seq in wanted and e.refused is None and e.fate is None]  # no fate yet
        if all((row := fates.fate_of(trial, seq)) is None or row.get("fate") != fates.PENDING for seq in open_ones):
            return
        try:
            if trial.current is not None and trial.current.resolved:
                trial.apply(Entry("phase", {"kind": trial.next_phase_kind()}))
            trial.apply(Entry("resolve", {}))
        except InputError:  # the game is over, or the cycle has no next phase: the fate stays pending
            return
