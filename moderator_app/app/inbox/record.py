"""What recording rows does (no Qt here): the journal entry a row records, the rows of a new paste
that are not repeats, and what rows of a resolved phase would change before they are recorded."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.model.phase_order import NO_ACTION
from ..amend_preview import AmendPreview, preview_entries
from .past import is_past
from .seats import sender_nick

if TYPE_CHECKING:
    from ...engine.model.game import Game
    from .rows import Row


def is_skip(row: "Row") -> bool:
    """A PM that says the sender does nothing tonight («хода нет», «пас», "no action") and names no target
    or room (a target the host picks makes it a request)."""
    return row.kind == "action" and row.skip and not row.targets and not row.room


def entry_of(row: "Row", game: "Game | None" = None) -> tuple[str, dict[str, Any]]:
    """The journal entry a row records: ("action" | "vote" | "host", data); a row of a resolved phase names
    it (`phase`), so the engine records it there and resolves the game again from it."""
    extra: dict[str, Any] = {"text": row.body} if row.body else {}
    if game is not None and is_past(game, row):
        extra["phase"] = row.phase
    if row.at:
        extra["at"] = row.at
    if is_skip(row):  # «хода нет»: the sender's declared skip (a host event), never an action
        return "host", {"event": NO_ACTION, "player": row.actor} | extra
    if row.kind == "vote":
        data: dict[str, Any] = {"voter": row.actor}
        if row.abstain:
            data["abstain"] = True
        elif row.no_lynch:
            data["no_lynch"] = True
        else:
            data["target"] = row.targets[0] if row.targets else None
        for key in ("color", "early", "cancel", "runoff"):
            if getattr(row, key):
                data[key] = getattr(row, key)
        return "vote", data | extra
    data = {"actor": row.actor, "action": row.action, "targets": list(row.targets)}
    for key in ("room", "role", "as_action"):
        if getattr(row, key):
            data[key] = getattr(row, key)
    return "action", data | extra


def preview_rows(game: "Game", rows: list["Row"]) -> AmendPreview:
    """What recording these rows of earlier phases would change (computed on a copy)."""
    return preview_entries(game, [entry_of(row, game) for row in rows])


def _key(who: Any, text: Any, at: Any) -> tuple[str, str, str]:
    return (str(who or "").casefold(), " ".join(str(text or "").split()), str(at or "")[:16])


def without_repeats(game: "Game", waiting: list["Row"], rows: list["Row"]) -> tuple[list["Row"], int]:
    """The rows of a new paste minus those already waiting in the inbox or already recorded this
    phase (the host copies the day's page again as it grows: its old posts must not come twice);
    and how many were left out, for the host to be told. A post is the same when its author, its
    text and its time are; from an account no seat has (the host named the sender when it first came,
    the app may guess another now), when its text and time are."""
    seen = {_key(r.sender or r.actor, r.body, r.at) for r in waiting} | {_key(r.actor, r.body, r.at) for r in waiting}
    said = {_key(None, r.body, r.at) for r in waiting}  #: the words and time alone, whoever sent them
    phase = game.current
    if phase is not None and not phase.resolved:
        opened = max((i for i, e in enumerate(game.entries) if e.kind == "phase"), default=-1)
        for entry in game.entries[opened + 1:]:  # this phase's entries (one naming an earlier phase aside)
            if (entry.kind in ("vote", "action") or entry.data.get("event") == NO_ACTION) and entry.data.get("text") and (
                    str(entry.data.get("phase") or phase.label) == phase.label):
                who = entry.data.get("voter") or entry.data.get("actor") or entry.data.get("player")
                seen.add(_key(who, entry.data["text"], entry.data.get("at")))
                said.add(_key(None, entry.data["text"], entry.data.get("at")))
    fresh = [r for r in rows if _key(r.sender, r.body, r.at) not in seen and _key(r.actor, r.body, r.at) not in seen
             and not (sender_nick(game, r.sender) is None and r.at and _key(None, r.body, r.at) in said)]
    return fresh, len(rows) - len(fresh)
