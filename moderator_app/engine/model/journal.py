"""The journal: every host input is an entry; a game is rebuilt by applying them in order.

An entry's `data` is what the host (a script, the inbox, a form) gave, kept as written (JSON in
the journal). The engine reads the setup's, a phase's, a request's and a vote's data through their
TypedDicts (`SetupData`, `PhaseData`, `ActionData`, `VoteData`, #24 item 1): mypy knows each key's type,
indexing a key they do not declare is an error and `.get` of one gives `object`, unusable as a value.
The same declarations check the data when an entry is applied (payloads.py), so the views below are
casts of data already checked: a key of the wrong shape is a message naming the entry and the key; a key
they do not declare is kept as written. The spec's game-script format (`../shared/spec/game-script.md`)
writes the same keys.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Required, TypedDict, cast

from .phase_order import HOST_EVENT_DECL


class PhaseData(TypedDict, total=False):
    kind: Required[str]  #: night | day | council | unmask
    story: str  #: the host's own text for the result post
    deadline: str  #: when the phase closes (app/deadlines.py), with its time zone
    tz: str


class ActionPart(TypedDict, total=False):
    """A further request of the same message («Лечу Машу. И укол Пете»): its own action and targets."""

    action: str
    targets: list[str]
    target: str
    room: str


class ActionData(TypedDict, total=False):
    """A night (or day ability) request. Free `text` goes through the PM parser, which fills the rest."""

    actor: Required[str]
    action: str
    targets: list[str]
    target: str  #: one target, as a script may write it
    at: str  #: the receive time
    text: str
    room: str  #: a room night (SUSPI)
    role: str  #: a copy: the role copied …
    as_action: str  #: … and the action performed as it
    also: list[ActionPart]
    phase: str  #: the earlier phase it belongs to (engine/model/phase_order.py)


class VoteData(TypedDict, total=False):
    voter: Required[str]
    target: str | None
    text: str
    at: str
    color: str  #: red | blue where the role set has colours
    abstain: bool
    early: bool
    runoff: bool
    cancel: bool  #: withdraws the voter's earlier vote
    no_lynch: bool
    confirmed: bool  #: S-ROUND-4: False for a draft vote where the rules ask for a confirmation
    phase: str


class PlayerSpec(TypedDict, total=False):
    """A seat of the setup: its nick, and what the host gave (else the deal decides the role)."""

    nick: Required[str]
    role: str
    account: str  #: the forum account, when the nick differs
    goal: str  #: SUSPI: the goal dealt to him (else drawn)
    goal_target: str  #: … and whom it names
    gender: str  #: m | f: how the posts decline his nick («ЛС для Кэт»)
    password: str  #: the role card's password
    team: str  #: as a script may note it (the role decides the team)
    out: bool  #: already out when the app took the game over mid-game: not among the living, owes no vote


class SetupData(TypedDict, total=False):
    """The first entry: the role set, the seed, the table. The rules text is kept with the game."""

    ruleset: Required[str]  #: a shipped id, a host's id or a file path
    seed: int | str  #: a whole number (a script may quote it)
    options: dict[str, Any]  #: the set's options (rulings' switches)
    players: Required[list[PlayerSpec]]
    deal: dict[str, int]  #: roles for the players given none
    draws: dict[str, Any]  #: random draws the host fixed
    deal_salt: str  #: the provable deal's salt (docs/provable-deal.md)
    ruleset_text: str  #: the role set's text as the game plays it (engine/model/kept_rules.py)
    ruleset_sha256: str
    ruleset_kept_since: str  #: when an older game adopted its file's text
    rules_history: list[Any]  #: the rules updates applied (app/rules_update.py)


#: Entry kinds and what their data holds: a TypedDict, or in words where the keys are open.
KINDS: dict[str, type | str] = {
    "setup": SetupData,
    "phase": PhaseData,
    "action": ActionData,
    "vote": VoteData,
    "host": f"event ({', '.join(HOST_EVENT_DECL)}) and its fields",
    "resolve": "resolve the open phase",
}


def phase_data(data: Mapping[str, Any]) -> PhaseData:
    """A `phase` entry's data as the engine reads it (the journal keeps what was written)."""
    return cast(PhaseData, data)


def action_data(data: Mapping[str, Any]) -> ActionData:
    """An `action` entry's data as the engine reads it (after the PM parser filled it in)."""
    return cast(ActionData, data)


def vote_data(data: Mapping[str, Any]) -> VoteData:
    """A `vote` entry's data as the engine reads it (after the PM parser filled it in)."""
    return cast(VoteData, data)


@dataclass(frozen=True)
class Entry:
    """One host input. `line` points back into a script file for error messages."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    line: int | None = None

    def to_json(self) -> str:
        return json.dumps({"kind": self.kind, "data": self.data}, ensure_ascii=False, default=str)

    @staticmethod
    def from_json(text: str) -> "Entry":
        obj = json.loads(text)
        return Entry(obj["kind"], obj.get("data") or {})
