"""The game's state: players, phases, requests, votes and the typed results of each phase.

The payloads inside them are typed too (#24 item 1): a request's extra (`RequestExtra`), a death
note, a poisoning's pending death, what a result exposes or announces; private facts have a
TypedDict per kind in engine/model/facts.py, resolution events in engine/model/events.py. mypy checks every producer and reader against them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, NotRequired, Required, TypedDict, Union, cast

from .events import EventData
from .facts import Causes, Nick, Nicks, PrivateFact, RoleId
from .phase_order import NO_ACTION

if TYPE_CHECKING:
    from ..rolesets.roles import Ability


class DeathNote(TypedDict):
    """C-MISC-1: the note a player leaves, delivered when he dies (host event `note`)."""

    to: str
    text: str


class DelayedDeath(TypedDict):
    """A poisoning: the target dies at night `due` unless cured (effects/delayed_kill.py)."""

    target: str
    due: int
    cause: str
    by: list[str]
    curable: bool


class RequestExtra(TypedDict, total=False):
    """What a request carries besides its targets (EffectDecl.request_shape): a room, a copy's role
    and action."""

    room: str
    role: str
    as_action: str


def request_extra(data: Mapping[str, Any], copy: bool = True) -> RequestExtra:
    """A request's extra from its entry's data: the room, and a copy's role and action unless
    `copy` is False (a further request of the same message carries a room only)."""
    extra = RequestExtra()
    if data.get("room") is not None:
        extra["room"] = str(data["room"])
    if copy and data.get("role") is not None:
        extra["role"] = str(data["role"])
    if copy and data.get("as_action") is not None:
        extra["as_action"] = str(data["as_action"])
    return extra


class HostEvent(TypedDict, total=False):
    """A host decision as its phase keeps it: the `host` entry's data (the events and the fields
    each needs: model/phase_order.py HOST_EVENT_DECL) and what the resolution wrote on it."""

    event: Required[str]
    player: str  #: whom it concerns (modkill, replace, inactive, shot, guess, note…)
    target: str  #: a shot's, a guess's, an override's target
    to: str  #: a note's or a mail's addressee
    by: str  #: a substitute (replace)
    text: str  #: a note, an answer, a story
    question: str
    reason: str
    what: str  #: an override: what it overrules
    cause: str
    kind: str  #: a penalty's kind, a mail's kind
    goal: str
    name: str  #: a draw's name …
    value: Any  #: … and the value the host fixed
    days: int
    written: str  #: an alias: the name as written
    posts: list[Any]  #: activity: the pasted pages' posts
    paste: str  #: activity: the id of the paste the posts came from
    withdraw: str  #: activity: the paste whose posts leave the record (the host removed its rows)
    count: int  #: a `posts` event: the player's posts of the day
    ref: str
    status: str
    deadline: str
    tz: str
    at: str
    phase: str  #: the earlier phase it belongs to (model/phase_order.py)
    # written by the resolution
    seq: int
    refused: Any  #: why it is not applied (a Refusal)
    done: bool  #: a shot fired
    right: bool  #: a guess was right


def host_event(data: Mapping[str, Any], seq: int, refused: Any) -> HostEvent:
    """A `host` entry's data as its phase keeps it, with its journal place and its refusal (None)."""
    return cast(HostEvent, {**data, "seq": seq, "refused": refused})


class Exposure(TypedDict):
    """A player the result names publicly, with the role his action showed (a serum, evidence)."""

    nick: str
    role: str | None
    kind: Literal["serum", "exposure", "evidence"]


class SelfReveal(TypedDict):
    kind: Literal["self_reveal"]
    nick: str
    role: str


class Shielded(TypedDict):
    kind: Literal["shielded"]
    nick: str


class PublicCheck(TypedDict):
    """A check announced instead of PM'd (`public_only`, Golan's interview): the posts show only
    the roles (posts/view.py), never the target."""

    kind: Literal["check", "role"]
    target: Nick
    actor_role: RoleId
    result: NotRequired[str]
    role: NotRequired[RoleId]
    killers: NotRequired[Nicks]
    method: NotRequired[Causes]


#: Public role-name-only news of a result (a tagged union: `item["kind"]` narrows it).
Announcement = Union[SelfReveal, Shielded, PublicCheck]


class ExtraGoal(TypedDict):
    """A goal a player gets during the game (a bribe, SUSPI S-GOAL-*), for one council."""

    goal: str
    council: int
    by: str


class PlayerExtra(TypedDict, total=False):
    """What a seat carries besides its role: the setup's keys for it (journal.PlayerSpec, checked when
    the setup is applied) and what the game adds. A key the setup gave that neither declares is kept
    here as written (the journal never loses it) and read by nobody."""

    goal: str  #: SUSPI: the secret goal (dealt by the setup or drawn, tables/goals.py) …
    goal_target: str  #: … and whom it names
    gender: str  #: m | f: how the posts decline his nick
    password: str  #: the role card's password (posts/cards.py)
    team: str  #: as a script noted it (the role decides the team)
    out: bool  #: already out when the app took the game over (journal.PlayerSpec): seated dead, no death recorded
    replaced: list[str]  #: the nicks that held the seat before a substitute (game.py `replace`)
    extra_goals: list[ExtraGoal]  #: goals added in play (effects/bribe.py)


@dataclass
class Player:
    """A seat at the table; a substitute keeps the seat, role and history (`replace`)."""

    nick: str
    seat: int
    role: str  #: current role id (changes on conversion or succession)
    original_role: str
    team: str
    account: str | None = None
    alive: bool = True
    died: tuple[str, str] | None = None  #: (phase label, cause)
    extra: PlayerExtra = field(default_factory=lambda: PlayerExtra())  #: goal, gender, password… (PlayerExtra)
    charges_used: dict[str, int] = field(default_factory=dict)  #: action id -> times used
    last_targets: dict[str, tuple[int, tuple[str, ...]]] = field(default_factory=dict)  #: action -> (night no, targets)
    missed_votes: int = 0
    note: DeathNote | None = None
    delayed: list[DelayedDeath] = field(default_factory=list)  #: pending delayed deaths
    flags: dict[str, Any] = field(default_factory=dict)  #: effect state (deprived days, shield...)

    def charges_left(self, ability: "Ability") -> int | None:
        """How many more times he may use the ability: its `charges` (declared per effect: a pistol one, a
        check none) less those he spent. None: no limit. Every reader asks here: one verdict."""
        limit = ability.get("charges")
        return None if limit is None else max(0, int(limit) - self.charges_used.get(ability.id, 0))

    def spend(self, ability: "Ability") -> None:
        """One use of the ability is gone."""
        self.charges_used[ability.id] = self.charges_used.get(ability.id, 0) + 1


@dataclass
class Request:
    """A night request as the host recorded it, with its fate."""

    actor: str
    action: str
    targets: list[str]
    seq: int  #: journal position: ties in receive time break by entry order
    at: str | None = None
    text: str | None = None
    extra: RequestExtra = field(default_factory=lambda: RequestExtra())  #: room, role/as_action for a copy
    refused: str | None = None  #: the reason, when the request cannot take effect
    #: what the resolution did with it (engine.model.fates): applied, void or replaced; a refusal is
    #: `refused` itself
    fate: str | None = None
    fate_code: str | None = None  #: why it is void or replaced (blocked, actor_killed, one_action_per_night…)
    fate_by: int | None = None  #: the seq of the request that replaced it
    fate_by_part: int = 0  #: and its part (a further request of the same message)
    #: 0, or the place of a further request the same message made («Лечу Машу. И укол Пете»): one
    #: journal entry, so one seq; (seq, part) tells its requests apart
    part: int = 0

    @property
    def key(self) -> tuple[int, int]:
        """Where the request stands in the host's order: its entry, then its place in the message."""
        return (self.seq, self.part)


@dataclass
class Vote:
    voter: str
    target: str | None
    seq: int
    at: str | None = None
    color: str | None = None
    abstain: bool = False
    early: bool = False
    runoff: bool = False
    cancel: bool = False  #: "отменяю голос": withdraws the voter's earlier vote
    no_lynch: bool = False  #: a vote for "no lynch" (where the vote rules have `no_lynch: true`)
    refused: str | None = None
    fate: str | None = None  #: set at the tally (engine.model.fates): counted, applied, replaced, not_counted
    fate_code: str | None = None
    fate_by: int | None = None  #: the seq of the vote that took its place
    fate_by_part: int = 0

    @property
    def key(self) -> tuple[int, int]:
        """A vote is its entry's only item."""
        return (self.seq, 0)


@dataclass
class Event:
    """One step of a resolution: its data is one of the declared kinds (engine/model/events.py), so the
    log, the posts and the explanations read its fields as typed (narrow by `data["kind"]`)."""

    data: EventData

    @property
    def kind(self) -> str:
        return self.data["kind"]


@dataclass
class Death:
    nick: str
    cause: str
    role: str
    role_revealed: str | None
    by: list[str] = field(default_factory=list)  #: killers' nicks (host view only)


@dataclass
class Private:
    """A private message the host must send; the text is rendered from `fact` by the posts layer."""

    to: str
    fact: PrivateFact  #: engine/model/facts.py: one TypedDict per kind


@dataclass
class Tally:
    """A lynch count: who voted for whom, and what the public may see of it."""

    counts: dict[str, int]
    by_voter: dict[str, str]  #: voter -> target (final votes that count)
    colors: dict[str, str] = field(default_factory=dict)  #: voter -> red/blue where colours are used
    totals_only: bool = False  #: C-FLOW-7: publish totals without names
    quorum: int = 0
    leader: str | None = None
    abstained: list[str] = field(default_factory=list)
    no_lynch: list[str] = field(default_factory=list)  #: voters for "no lynch"
    no_lynch_count: int = 0  #: their weight together
    #: the day's voters at the count: alive when it began and not killed before the count (a day
    #: shot); who did not vote among them missed the vote (votes.missed_voters, the posts' count)
    voters: list[str] = field(default_factory=list)


@dataclass
class PhaseResult:
    """What one phase's resolution made known (host view); posts pick public parts from it."""

    deaths: list[Death] = field(default_factory=list)
    executed: list[Death] = field(default_factory=list)
    vote_deprived: list[str] = field(default_factory=list)
    exposed: list[Exposure] = field(default_factory=list)
    announcements: list[Announcement] = field(default_factory=list)  #: public role-name-only news
    private: list[Private] = field(default_factory=list)
    rooms: dict[str, list[str]] = field(default_factory=dict)
    tally: Tally | None = None
    no_execution_reason: str | None = None
    events: list[Event] = field(default_factory=list)
    winner: str | None = None


def journal_place(entry: "Request | HostEvent") -> tuple[int, int]:
    """Journal order: a request's (seq, part); a host event's seq (its part is 0)."""
    return entry.key if isinstance(entry, Request) else (int(entry["seq"]), 0)


@dataclass
class Phase:
    """One phase of the cycle and everything the host entered in it."""

    kind: str  #: night | day | council | unmask
    number: int
    requests: list[Request] = field(default_factory=list)
    votes: list[Vote] = field(default_factory=list)
    host: list[HostEvent] = field(default_factory=list)
    alive_at_start: list[str] = field(default_factory=list)
    result: PhaseResult | None = None
    story: str = ""  #: the host's own story text for the result post
    opened_with: dict[str, Any] = field(default_factory=dict)  #: `deadline`, `tz` its opening entry set (engine.model.deadlines)

    @property
    def label(self) -> str:
        return f"{self.kind} {self.number}"

    @property
    def resolved(self) -> bool:
        return self.result is not None

    def declared_skips(self) -> list[HostEvent]:
        """The players' recorded «хода нет» (the host event `no_action`) that were not refused."""
        return [h for h in self.host if h.get("event") == NO_ACTION and not h.get("refused")]

    def active_requests(self) -> list[Request]:
        """The requests that stand: each actor's last request replaces his earlier ones (players
        may change them); a refused last request leaves that actor with none, and so does his later
        «хода нет» (the host event `no_action`: resolution/replacement.py)."""
        latest: dict[str, Request] = {}
        entries: list[Request | HostEvent] = [*self.requests, *self.declared_skips()]
        for item in sorted(entries, key=journal_place):
            if isinstance(item, Request):
                latest[item.actor] = item
            else:
                latest.pop(str(item["player"]), None)
        return sorted((r for r in latest.values() if r.refused is None), key=lambda r: r.seq)
