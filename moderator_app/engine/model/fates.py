"""Every request's and vote's fate (the contract's `requests[]`): what became of each entry.

A fate is one of
- `applied`: it took part in the resolution, whatever its outcome (a kill a doctor stopped too);
- `refused`: a rule refused it (its reason is `refused`, listed in `rejected` as well);
- `replaced`: a later request or vote of the same player took its place (`by`), or his later «хода нет»
  withdrew it (`withdrawn`: no `by`, a skip is no row);
- `void`: it stood but could not act (`code`: blocked, actor_killed, target_gone, …);
- `counted` / `not_counted`: a vote at the tally (`not_counted` with its `code`);
- `pending`: its phase (or the tally) has not been resolved yet.

The resolution records `applied` and `void` on the entry as it happens (`mark`); `refused` and
`replaced` are read from the entry's refusal and the phase's later entries (resolution/replacement.py),
so the rows below are the engine's own outcome, never a second reading of the rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Required, TypedDict

from ...i18n.refusal import code_of
from ..resolution.replacement import replaced_by
from .state import HostEvent, Request, Vote

if TYPE_CHECKING:
    from .game import Game
    from .state import Phase

APPLIED, REFUSED, REPLACED, VOID = "applied", "refused", "replaced", "void"
COUNTED, NOT_COUNTED, PENDING = "counted", "not_counted", "pending"
FATES = (APPLIED, REFUSED, REPLACED, VOID, COUNTED, NOT_COUNTED, PENDING)

#: void codes the night itself gives (an effect may give its own: `void(…, code)`)
BLOCKED, ACTOR_KILLED, TARGET_GONE, NO_EFFECT = "blocked", "actor_killed", "target_gone", "no_effect"
#: why a request was replaced: a later one of the same ability, or of a role's one-action group
CHANGED, ONE_ACTION, WITHDRAWN = "changed", "one_action_per_night", "withdrawn"
#: why a vote that was not refused did not count
NO_TALLY = "no_tally"  #: the game ended before this vote's tally


def mark(entry: "Request | Vote", fate: str, code: str | None = None, by: int | None = None, by_part: int = 0) -> None:
    """Record what the resolution did with a request or vote (the first word stands: a request
    applied for one target is not voided later by another branch)."""
    if entry.fate is None:
        entry.fate, entry.fate_code, entry.fate_by, entry.fate_by_part = fate, code, by, by_part


def came_to_nothing(entry: "Request | Vote", code: str) -> None:
    """An applied request that its effect judges only once the night has settled turned out to do
    nothing (a clean whose target lived): void with `code`, the one case where the first word yields."""
    if entry.fate == APPLIED:
        entry.fate, entry.fate_code = VOID, code


def mark_replaced(game: "Game", req: "Request", later: "Request | HostEvent") -> None:
    """`req` gave way to `later` (resolution/replacement.py)."""
    if isinstance(later, Request):
        mark(req, REPLACED, replacement_code(game, req, later), later.seq, later.part)
    else:
        mark(req, REPLACED, WITHDRAWN)


def replacement_code(game: "Game", req: "Request", later: "Request | HostEvent") -> str:
    """A later request of the same action, or another of the role's one-action group (only within
    such a group does a request give way to another action: resolution/replacement.py), or the
    player's later «хода нет» (`withdrawn`)."""
    if not isinstance(later, Request):
        return WITHDRAWN
    return CHANGED if later.action == req.action else ONE_ACTION


class FateRow(TypedDict, total=False):
    """One request or vote with its fate: the contract's requests[] row (`replay --json`), which the
    receipts, the inbox and the board read too."""

    actor: Required[str]
    action: Required[str]  #: "vote" for a vote
    targets: Required[list[str]]
    room: str
    vote: str  #: abstain | no_lynch | withdrawal | runoff
    fate: str  #: one of FATES
    code: str | None  #: why: a refusal's, a void's or a replacement's code
    by: int  #: the row that took its place
    late: bool  #: received after its phase's deadline (app/report.py)
    phase: str  #: its phase's label (fate_of)


def rows(game: "Game", phase: "Phase") -> list[FateRow]:
    """Every request and vote entered for the phase, in entry order, each with exactly one fate."""
    entries: list[Request | Vote] = sorted([*phase.requests, *phase.votes], key=lambda e: e.key)
    index = {e.key: i for i, e in enumerate(entries)}
    replaced = {} if phase.resolved else replaced_by(game, phase)  # resolved: recorded (`mark_replaced`)
    out: list[FateRow] = []
    for entry in entries:
        if isinstance(entry, Vote):
            out.append(_vote_row(game, entry, index))
            continue
        row: FateRow = {"actor": entry.actor, "action": entry.action, "targets": list(entry.targets)}
        if entry.extra.get("room"):
            row["room"] = entry.extra["room"]
        if entry.refused is None and entry.fate is None and entry.key in replaced:
            later = replaced[entry.key]  # what the open phase holds now
            row["fate"], row["code"] = REPLACED, replacement_code(game, entry, later)
            if isinstance(later, Request):
                row["by"] = index[later.key]
        elif entry.refused is not None or entry.fate is not None:
            _recorded(row, entry, index)
        elif not phase.resolved:  # a standing request without a recorded fate: its phase is still open …
            row["fate"] = PENDING
        else:  # … or, after the resolution, a path that forgot to say (the property test fails on it)
            row["fate"], row["code"] = VOID, "not_resolved"
        out.append(row)
    return out


def _recorded(row: FateRow, entry: "Request | Vote", index: dict[tuple[int, int], int]) -> None:
    """The fate recorded on the entry: its refusal first, else what the resolution marked."""
    if entry.refused is not None:
        row["fate"], row["code"] = REFUSED, code_of(entry.refused)
        return
    row["fate"] = str(entry.fate)
    if entry.fate_by is not None and (entry.fate_by, entry.fate_by_part) in index:
        row["by"] = index[(entry.fate_by, entry.fate_by_part)]
    if entry.fate_code:
        row["code"] = entry.fate_code


def _vote_row(game: "Game", vote: "Vote", index: dict[tuple[int, int], int]) -> FateRow:
    row: FateRow = {"actor": vote.voter, "action": "vote", "targets": [vote.target] if vote.target else []}
    for flag, word in (("abstain", "abstain"), ("no_lynch", "no_lynch"), ("cancel", "withdrawal"), ("runoff", "runoff")):
        if getattr(vote, flag):
            row["vote"] = word
    if vote.refused is not None or vote.fate is not None:
        _recorded(row, vote, index)
    elif game.winner is not None:
        row["fate"], row["code"] = NOT_COUNTED, NO_TALLY
    else:
        row["fate"] = PENDING
    return row


def fate_of(game: "Game", seq: int) -> FateRow | None:
    """The fate row of the request or vote at this journal position, wherever it was recorded
    (receipts and the inbox read it), or None when no request or vote has that position."""
    for phase in game.phases:
        entries: list[Request | Vote] = sorted([*phase.requests, *phase.votes], key=lambda e: e.key)
        for row, entry in zip(rows(game, phase), entries):
            if entry.key == (seq, 0):
                return {**row, "phase": phase.label}
    return None
