"""Declarations: how one role-set concept (an effect, a section, a key, an option) is described once.

A `Param` names a key, its `Kind` (which values it accepts: a whole number, one of some choices, a
team of the set, a list of roles…), its default, an example and the words a host reads. The loader,
the checker, the editor's forms, the generated reference and the parser all read these declarations
(the shape of qutebrowser's `configdata.yml` + `configtypes.py`). This module declares nothing by
itself: `effects/` declares each effect, `schema.py` the sections, traits and cycle keys.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Annotated, Any, NotRequired, Protocol, Required, get_args, get_origin, get_type_hints

from ..wording.check_words import Message
from ...i18n import name_in

#: Words per language: {"ru": …, "pl": …, "en": …}.
Words = Mapping[str, str]


def w(en: str, ru: str, pl: str) -> Words:
    """Words in the three languages (English first here, as the code reads)."""
    return {"en": en, "ru": ru, "pl": pl}


def word(words: Words, lang: str) -> str:
    """The text for `lang` along the catalogue's one fallback chain (i18n.chain), then any."""
    return name_in(words, lang, "") or next(iter(words.values()), "")


@dataclass(frozen=True)
class Refs:
    """What a value in one role set may name: its teams, roles, abilities, options and so on."""

    teams: frozenset[str] = frozenset()
    roles: frozenset[str] = frozenset()
    abilities: frozenset[str] = frozenset()
    effects: frozenset[str] = frozenset()
    options: Mapping[str, Any] = field(default_factory=dict)
    rooms: frozenset[str] = frozenset()
    goals: frozenset[str] = frozenset()
    traits: frozenset[str] = frozenset()  #: role traits and flags a set uses (free names)
    languages: tuple[str, ...] = ()  #: the set's `languages`: every name/words mapping must have each

    def of(self, what: str) -> frozenset[str]:
        return {"team": self.teams, "role": self.roles, "ability": self.abilities, "effect": self.effects,
                "option": frozenset(self.options), "room": self.rooms, "goal": self.goals}.get(what, frozenset())


class Kind(Protocol):
    """The values a key accepts. `problem` returns why a value does not fit (None: it fits)."""

    def problem(self, value: Any, refs: Refs) -> Message | None: ...

    def describe(self) -> str: ...


@dataclass(frozen=True)
class Param:
    """One key: what it accepts, its default, an example and its words."""

    name: str
    kind: Kind
    doc: Words  #: what the key means, per language
    default: Any = None
    example: Any = None  #: a value as written in YAML (docs); the default when None
    required: bool = False
    #: required while another key of the same mapping reads this value, its default included: a check that
    #: tells the side (`reveals: side`, the default) needs `side_team`, else every answer is «нет»
    needed_when: tuple[str, Any] | None = None


@dataclass(frozen=True)
class Section:
    """A mapping in a role set (the top level, `cycle`, `vote`, a team, a role's traits…)."""

    name: str  #: where it is, as the docs write it ("cycle", "teams.<id>")
    doc: Words
    params: tuple[Param, ...]
    open_keys: bool = False  #: keys are names the set chooses (options, goals): not checked by name

    def keys(self) -> dict[str, Param]:
        return {p.name: p for p in self.params}

    @property
    def param_names(self) -> frozenset[str]:
        return frozenset(p.name for p in self.params)


#: A night effect's handler: (night, action) -> False when the action did not take place.
Handler = Callable[[Any, Any], bool]
#: An effect's own entry rule: (game, phase, request, ability) -> refusal reason or None.
Refusal = Callable[[Any, Any, Any, Any], "str | None"]


@dataclass(frozen=True)
class Hooks:
    """The moments of a phase an effect acts at besides its own action (engine/resolution/stages.py lists them
    with their signatures). None: the effect does not use that moment."""

    target_chosen: Callable[[Any, Any], None] | None = None  #: (night, action): may change its targets
    acted: Callable[[Any, Any], None] | None = None  #: (night, action): an action took place
    covers: Callable[[Any, str], bool] | None = None  #: (night, nick): a healable attack on him fails
    attacked: Callable[[Any, Any], None] | None = None  #: (night, attack): at settling, before protections
    settled: Callable[[Any, Any], None] | None = None  #: (night, killed): the night's deaths are known
    keeps_side: Callable[[Any, str], bool] | None = None  #: (night, nick): a conversion of him fails tonight
    died: Callable[[Any, Any], None] | None = None  #: (res, death): a death or execution is applied


#: How the posts word a fact's field (posts/fact_words.py), tagged on its type: `Annotated[str, "nick"]`.
FIELD_TAGS = ("nick", "nicks", "role", "room", "answer", "causes", "goal", "action", "text", "number", "flag")


@dataclass(frozen=True)
class FactDecl:
    """A kind of private fact (what a player learns by PM): its fields and its words per language.

    `shape` is the fact's TypedDict (engine/model/facts.py): mypy checks every producer against it, and
    each field's `Annotated` tag tells the posts how to word it. `words` maps a wording's name to its
    text per language (i18n/format.py placeholders over the fields; BBCode tags only in the literal
    text); `pick(fact)` names the wordings a fact prints, in order (several lines: one each)."""

    kind: str
    shape: type
    words: Mapping[str, Words]
    pick: Callable[[Mapping[str, Any]], tuple[str, ...]] = lambda _fact: ("text",)

    @cached_property
    def fields(self) -> dict[str, str]:
        """Field name -> its tag (FIELD_TAGS), read from the shape's annotations; `kind` left out."""
        hints = get_type_hints(self.shape, include_extras=True)
        return {name: _tag(hint, FIELD_TAGS) for name, hint in hints.items() if name != "kind"}


#: How the host's log words an event's field (engine/wording/explain.py), tagged on its type the same way.
LOG_TAGS = ("nick", "nicks", "role", "team", "action", "cause", "room", "draw", "reason", "tie_rule", "number", "flag",
            "text")


@dataclass(frozen=True)
class EventDecl:
    """A kind of resolution event (one line of the host's log): its fields and its words per language.

    `shape` is the event's TypedDict (engine/model/events.py): mypy checks every producer and reader
    against it, and each field's `Annotated` tag (LOG_TAGS) tells the log how to word it. `words` is
    its line per language (i18n/format.py placeholders over the fields); a kind
    that words some events its own way names those lines in `variants`, and `pick(data)` chooses one
    (None: `words`). `consequence`: a consequence the host must see beyond the published facts (a
    missed vote's charge, a lost vote, the win): an amend that adds or removes one lists it
    (app/amend_preview.py). `runoff(data)`: when the event is a tie the rules settle by a runoff
    (S-ROUND-5: a council's; a day's under `tie: runoff`), who is in that runoff and how many places it
    decides; None when it is not (app/runoff.py asks it of the trial count's events). `role_change(data)`:
    the player whose role the event changes and his new role (a recruit), else None (posts/reveal.py
    tells each request by the role its player held then). `draw_name(data)`: the name of the draw the
    event tells, which the host may fix (host event `draw`), else None (app/explanations.py lists them)."""

    kind: str
    shape: type
    words: Words
    variants: Mapping[str, Words] = field(default_factory=dict)
    pick: Callable[[Mapping[str, Any]], str | None] = lambda _data: None
    consequence: bool = False
    runoff: Callable[[Mapping[str, Any]], tuple[list[str], int] | None] = lambda _data: None
    role_change: Callable[[Mapping[str, Any]], tuple[str, str] | None] = lambda _data: None
    draw_name: Callable[[Mapping[str, Any]], str | None] = lambda _data: None
    #: a variant's own tags for some fields: a room's draw reads its value as a room («Кухня»), not as text
    variant_tags: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    @cached_property
    def fields(self) -> dict[str, str]:
        """Field name -> its tag (LOG_TAGS), read from the shape's annotations; `kind` left out."""
        hints = get_type_hints(self.shape, include_extras=True)
        return {name: _tag(hint, LOG_TAGS) for name, hint in hints.items() if name != "kind"}

    @cached_property
    def required(self) -> frozenset[str]:
        """The fields every event of the kind carries, `kind` among them."""
        return frozenset(getattr(self.shape, "__required_keys__", ()))

    def line(self, data: Mapping[str, Any]) -> Words:
        """The words this event prints: its variant's, else the kind's own."""
        variant = self.pick(data)
        return self.variants[variant] if variant is not None else self.words

    def tags(self, data: Mapping[str, Any]) -> dict[str, str]:
        """Field name -> its tag for this event: the shape's, as its variant retags them."""
        variant = self.pick(data)
        return {**self.fields, **(self.variant_tags.get(variant, {}) if variant is not None else {})}


def _tag(hint: Any, known: tuple[str, ...]) -> str:
    while get_origin(hint) in (NotRequired, Required):
        hint = get_args(hint)[0]
    tags = [m for m in getattr(hint, "__metadata__", ()) if m in known] if get_origin(hint) is Annotated else []
    if not tags:
        raise TypeError(f"a field needs a tag of {', '.join(known)}: {hint!r}")
    return str(tags[0])


@dataclass(frozen=True)
class EffectDecl:
    """One effect of the ability library, declared in its own module under `engine/effects/`."""

    name: str
    priority: int  #: default priority (see engine/resolution/library.py's table)
    doc: Words
    #: its stage of the night (engine/resolution/stages.py: STAGES), required; None only for an effect that
    #: resolves as another action and so takes that action's stage (`copy`)
    stage: str | None = ""
    params: tuple[Param, ...] = ()
    #: its own defaults for keys every ability may carry (schema_parts.ABILITY_COMMON): a pistol has one
    #: charge where a check has no limit. Every reader takes them through `Ability.get` (roles.py).
    defaults: Mapping[str, Any] = field(default_factory=dict)
    handler: Handler | None = None  #: None: resolved elsewhere (a host event, a copy, the rooms)
    refusal: Refusal | None = None  #: entry rule of its own (it calls target_refusal itself)
    #: the resolution events only it writes (their fields and log lines; engine/model/events.py has the shared ones)
    events: tuple[EventDecl, ...] = ()
    #: the private facts it produces (their fields and words): its own, or shared ones (engine/model/facts.py)
    facts: tuple[FactDecl, ...] = ()
    #: what a PM naming this effect's action carries besides targets ("room", "copy", "hire"):
    #: the parser dispatches by it, never by the ability's id.
    request_shape: str = "targets"
    #: what players write in a night PM for this effect, per language ({"ru": ("слежу за", …)}): the
    #: parser adds them to every ability with this effect, beside the role set's own `words`.
    request_words: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    blockable: bool = True  #: a standing block on the actor stops it (engine/resolution/stages.py)
    hooks: Hooks = Hooks()
    # ----- traits the app, the board and the simulator read (engine/resolution/traits.py), never an id -----
    blocks: bool = False  #: stops the target's actions; blocks.py settles blocks on blockers
    protects: bool = False  #: stops healable attacks on the target: one still to come tonight keeps him acting
    helps: bool = False  #: aimed at a teammate to help him (the simulator may aim it at one)
    host_enters: bool = False  #: the host may enter it as a `shot` event when its owner dies
    host_answers: bool = False  #: the host answers it by PM (host event `answer`)
    seats: bool = False  #: the request places its actor for the night (the room he spends it in)
    #: a role's `immune` rules naming it stop it (effects/_common.immunities, which refuses any other effect);
    #: the checker reports a rule naming an effect without it, as such a rule would do nothing
    honours_immunity: bool = False

    def keys(self) -> dict[str, Param]:
        return {p.name: p for p in self.params}

    @property
    def param_names(self) -> frozenset[str]:
        return frozenset(p.name for p in self.params)
