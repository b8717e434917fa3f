"""The small typed view engine modules share: what an effect sees of the game, the phase's
resolution and the night, and the night's Action and Attack records.

Effects and mechanisms type against these Protocols instead of importing `game.py`, `resolve.py`
or `night.py` (which import them): no import cycles, and mypy checks every effect against the
same surface. `Game`, `Resolution` and `Night` meet these Protocols structurally.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol, TypedDict

from .facts import PrivateFact
from .rng import GameRandom
from ..rolesets.roles import Ability, RoleSet
from .events import EventData
from .state import DelayedDeath, Event, Phase, PhaseResult, Player, Request


class GameContext(Protocol):
    """The game as mechanisms read it."""

    @property
    def players(self) -> dict[str, Player]: ...

    @property
    def phases(self) -> list[Phase]: ...

    @property
    def rng(self) -> GameRandom: ...

    @property
    def rs(self) -> RoleSet: ...

    def player(self, nick: str) -> Player: ...

    def living(self) -> list[str]: ...


class ResolutionContext(Protocol):
    """One phase's resolution: the primitives effects call to change the outcome."""

    @property
    def game(self) -> GameContext: ...

    @property
    def phase(self) -> Phase: ...

    @property
    def result(self) -> PhaseResult: ...

    def event(self, data: EventData) -> Event: ...

    def private(self, to: str, fact: PrivateFact) -> None: ...

    def kill(self, nick: str, cause: str, by: list[str] | None = None) -> None: ...

    def deprive(self, nick: str, days: int, by: str | None = None) -> None: ...


@dataclass
class Action:
    """One resolvable action: a request, or a team's agreed request sent by several members."""

    actors: list[str]
    ability: Ability
    targets: list[str]
    seq: int
    requests: list[Request]
    extra: dict[str, Any] = field(default_factory=dict)
    order: int = 0

    @property
    def actor(self) -> str:
        return self.actors[0]

    def single(self, target: str) -> "Action":
        """The same action aimed at one of its targets."""
        return Action(list(self.actors), self.ability, [target], self.seq, self.requests, dict(self.extra), self.order)


@dataclass
class Attack:
    target: str
    by: list[str]
    cause: str
    healable: bool
    order: int
    cancelled_by: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)


#: one visit of a night (effects/_visits.py): (visitor, visited, the visiting action's id)
Visit = tuple[str, str, int]
#: what a follower (a tracker, a watcher: his effect's own rule) learns from the night's visits:
#: (visits, follower, followed, the following action's id) -> his private fact
Learn = Callable[[list[Visit], str, str, int], PrivateFact]


class NightState(TypedDict, total=False):
    """The night's scratch space, a key per mechanism that keeps something between its moments (the
    handler, then a hook at settling): each key is written by the module named beside it."""

    checks: list[tuple[Action, str]]  #: effects/check.py: (one check, the team it saw) — answered when settled
    recruits: list[tuple[str, str, str, Ability]]  #: effects/recruit.py: (actor, actor's team as he acts, target, ability)
    bodyguards: dict[str, list[tuple[str, Ability]]]  #: effects/bodyguard.py: guarded nick -> (guard, ability)
    visits: list[Visit]  #: effects/_visits.py: (visitor, visited, the action's id)
    followers: list[tuple[Learn, str, str, int]]  #: effects/_visits.py: (what he learns, actor, target, action id)
    holy: set[str]  #: effects/holy_ground.py: rooms where ghosts possess nobody
    asleep: dict[str, str]  #: effects/sleep.py: sleeper -> who put him to sleep
    haunt: dict[str, str]  #: effects/haunt.py: ghost -> room
    swaps: list[tuple[int, str, str]]  #: effects/swap.py: (order, one, the other)
    cleanings: list[Action]  #: effects/clean.py
    vests_worn: dict[str, Ability]  #: effects/vest.py: wearer -> the vest spent tonight
    inspect: list[tuple[str, str, str | None]]  #: effects/inspect_room.py: (actor, room, trait sought)
    room_choice: dict[str, str]  #: effects/room_choice.py: player -> room
    rooms: dict[str, list[str]]  #: tables/room_nights.py: room -> who spends the night there
    facts: list[tuple[str, PrivateFact]]  #: tables/room_nights.py: the room table's facts, sent after the dawn reports
    protect_worked: set[str]  #: tables/presence.py: protectors whose protection saved someone


class NightContext(Protocol):
    """The working state of one night, as an effect's handler sees it."""

    @property
    def res(self) -> ResolutionContext: ...

    @property
    def game(self) -> GameContext: ...

    @property
    def phase(self) -> Phase: ...

    attacks: list[Attack]
    protections: dict[str, list[tuple[str, Ability]]]
    blocked: dict[str, str]
    block_ability: dict[str, Ability]
    appearance: dict[str, str]
    delayed_new: list[DelayedDeath]
    actions: list[Action]
    after_settle: list[Callable[[dict[str, list[Attack]]], None]]
    state: NightState

    def dead_now(self, nick: str, unhealable_only: bool = False) -> bool: ...

    def protected(self, nick: str) -> list[str]: ...

    def attack(self, target: str, by: list[str], cause: str, healable: bool, order: int, **extra: Any) -> Attack: ...

    def appears_as(self, nick: str) -> str: ...
