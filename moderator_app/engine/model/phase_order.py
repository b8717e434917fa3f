"""Which phase each journal entry belongs to, and the order the game is resolved in (#14 item 2).

The journal keeps the host's true order. An entry may name the phase it belongs to
(`phase: "night 1"`): a request that arrived in time but was entered late, an override of an
earlier result, the commissar's pistol PM'd after the next phase opened. Such an entry belongs
*before that phase's resolve*, so the game is resolved in phase order — each phase's opening, its
own entries in the order the host made them, its resolve, then the next phase — and every phase
after the amended one is resolved again from there. An untagged decision in `AMENDS` made after the
last phase's result (the old way) belongs to that phase the same way.

`phase_order(entries)` gives that order as journal positions. `Game.replay` applies the journal in
it (one pass), and `Game.apply` of an amendment rebuilds the game by it; replaying any prefix of the
journal gives the same game as entering it entry by entry, so a game stays a fold over its journal.
An entry keeps its journal position as its `seq` (the "last request counts" order) in either path.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from ..wording.check_words import InLangs, phase_words, say
from .errors import InputError

@dataclass(frozen=True)
class HostEventDecl:
    """When a host event may be entered, and the fields it cannot do without."""

    timing: str
    required: tuple[str, ...] = ()


#: the host removes a player (a modkill): he leaves at the phase's result (engine/resolution/resolve.py); until
#: then the board owes him nothing and drafts him no reminder (app.correspondence.modkill_pending)
MODKILL = "modkill"

#: Every host event, declared once with when it may be entered and what it needs:
#: - "phase": it belongs to the open phase (or to the earlier one it names);
#: - "amends": a decision that may come after its phase's result: the phase is resolved again with it;
#: - "bookkeeping": the host's own records (app.deadlines, app.correspondence, aliases, the pasted pages'
#:   posts: engine.model.activity): it changes no resolved phase; it is recorded on the last phase, after its
#:   result too, and a `phase` it names does not move it;
#: - "from_now": it cannot be entered into an earlier phase (a substitute takes the seat from now on).
#: `required`: a guess without its guesser is a message naming the field, not a KeyError.
HOST_EVENT_DECL: dict[str, HostEventDecl] = {
    MODKILL: HostEventDecl("phase"), "inactive": HostEventDecl("phase"),
    "missed_vote": HostEventDecl("phase"), "penalty": HostEventDecl("phase"),
    "early_close": HostEventDecl("phase"), "guess": HostEventDecl("phase", ("player", "target", "goal")),
    "note": HostEventDecl("phase", ("player", "to")), "deprive_vote": HostEventDecl("phase"),
    "story": HostEventDecl("phase"), "posts": HostEventDecl("phase"),
    "no_action": HostEventDecl("phase", ("player",)), "inbox_overruled": HostEventDecl("phase", ("reason",)),
    "override": HostEventDecl("amends"), "draw": HostEventDecl("amends"),
    "answer": HostEventDecl("amends"), "shot": HostEventDecl("amends"),
    "deadline": HostEventDecl("bookkeeping"), "mail": HostEventDecl("bookkeeping"),
    "alias": HostEventDecl("bookkeeping"), "activity": HostEventDecl("bookkeeping"),  # its posts or a withdrawal: activity.check_event
    "replace": HostEventDecl("from_now", ("player", "by")),
}
#: a player's own word that he does nothing this phase («хода нет», "no action", «nie wykonuję akcji»): kept
#: in the journal as his declared skip, so the board stops waiting for him and the reveal lists it (#23)
NO_ACTION = "no_action"
#: the host resolved the phase while rows of it waited in the inbox, and said why (gui.resolve_hold, #23)
INBOX_OVERRULED = "inbox_overruled"
HOST_EVENT_TIMING: dict[str, str] = {event: decl.timing for event, decl in HOST_EVENT_DECL.items()}
HOST_REQUIRED: dict[str, tuple[str, ...]] = {event: decl.required for event, decl in HOST_EVENT_DECL.items() if decl.required}
AMENDS = {event for event, timing in HOST_EVENT_TIMING.items() if timing == "amends"}
BOOKKEEPING = {event for event, timing in HOST_EVENT_TIMING.items() if timing == "bookkeeping"}
NOT_INTO_THE_PAST = {event for event, timing in HOST_EVENT_TIMING.items() if timing == "from_now"}
#: The entry kinds a `phase` key may send back to an earlier phase.
PHASE_ENTRIES = ("action", "vote", "host")


def named_phase(data: dict[str, Any]) -> str | None:
    """The phase label ("night 1") an entry names, or None."""
    value = data.get("phase")
    return None if value in (None, "") else str(value)


def is_bookkeeping(kind: str, data: dict[str, Any]) -> bool:
    return kind == "host" and str(data.get("event")) in BOOKKEEPING


def home_index(kind: str, data: dict[str, Any], labels: Sequence[str], line: int | None = None) -> int | None:
    """The phase (index into `labels`, the phases opened so far) an entry belongs to; None for the
    last one. A label no phase has yet, or an event that cannot go back, is an InputError."""
    label = named_phase(data)
    if label is None or kind not in PHASE_ENTRIES or is_bookkeeping(kind, data):
        return None
    if label not in labels:
        opened = InLangs({lang: ", ".join(phase_words(each).words.get(lang, each) for each in labels) for lang in ("ru", "pl")},
                         ", ".join(labels)) if labels else say("replay.no_phases")
        raise InputError(say("replay.no_such_phase", phase=phase_words(label), phases=opened), line=line)
    index = list(labels).index(label)
    if index == len(labels) - 1:
        return None
    if kind == "host" and str(data.get("event")) in NOT_INTO_THE_PAST:
        raise InputError(say("replay.from_now_on", event=str(data.get("event")), phase=phase_words(label)), line=line)
    return index


@dataclass
class _Group:
    """One phase's journal positions: its opening, its own entries, its resolve, what came after."""

    opening: int
    own: list[int] = field(default_factory=list)
    resolve: int | None = None
    after: list[int] = field(default_factory=list)


def phase_order(entries: Sequence[Any]) -> list[int]:
    """Journal positions in the order the game is resolved in (see the module's docstring)."""
    head: list[int] = []
    groups: list[_Group] = []
    counts: dict[str, int] = {}
    labels: list[str] = []
    for position, entry in enumerate(entries):
        kind, data = entry.kind, entry.data
        if kind == "phase":
            phase_kind = str(data.get("kind"))
            counts[phase_kind] = counts.get(phase_kind, 0) + 1
            labels.append(f"{phase_kind} {counts[phase_kind]}")
            groups.append(_Group(position))
            continue
        if not groups:
            head.append(position)
            continue
        last = groups[-1]
        if kind == "resolve":
            if last.resolve is None:
                last.resolve = position
            else:
                last.after.append(position)  # a second resolve: apply refuses it in its place
            continue
        home = home_index(kind, data, labels, getattr(entry, "line", None))
        if home is not None:
            groups[home].own.append(position)
        elif last.resolve is None or amends(kind, data):
            last.own.append(position)
        else:
            last.after.append(position)
    order = list(head)
    for group in groups:
        order += [group.opening, *group.own]
        order += [group.resolve] if group.resolve is not None else []
        order += group.after
    return order


def amends(kind: str, data: dict[str, Any]) -> bool:
    """Whether an entry made after its phase's result resolves that phase again: an entry naming its
    phase (a late request, a vote, any host decision but bookkeeping), or an unnamed `AMENDS` one."""
    if kind not in PHASE_ENTRIES or is_bookkeeping(kind, data) or str(data.get("event")) in NOT_INTO_THE_PAST:
        return False
    return named_phase(data) is not None or (kind == "host" and str(data.get("event")) in AMENDS)


def in_phase_order(entries: Sequence[Any]) -> list[Any]:
    """The entries themselves in phase order (app.pending and app.corrections cut it by phase)."""
    return [entries[i] for i in phase_order(entries)]
