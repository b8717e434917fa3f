"""The stages of a night and the hooks effects use to act on other actions.

A night resolves its actions one by one in the role set's order (each ability's `priority`, the
set's own order: library.py). Every effect also declares its **stage** — what kind of action it is,
in the order mafiascum's Natural Action Resolution and its Serial Night Action Resolution Framework
use — and the **hooks** it needs at the moments of the night when it acts on *other* actions. The
core (night.py, resolve.py, blocks.py) runs the stages' rules and calls the hooks; it never names an
effect.

Stages, in order (`STAGES`, declared in rolesets/registry.py beside the effects that name them):

| stage        | what                                                                 | examples          |
|--------------|----------------------------------------------------------------------|-------------------|
| passive      | where a player is, what he carries; set before anyone acts           | room_choice       |
| redirect     | changes where other actions land                                     | swap              |
| block        | stops the target's actions (settled before the night is walked)       | block, sleep      |
| protect      | protections, shields and disguises kills and checks will meet        | protect, bodyguard|
| kill         | attacks and deaths                                                   | kill, hunt        |
| info         | answers read from the settled night                                  | check, track      |
| vote         | effects on the coming day's vote                                     | deprive_vote      |
| after_death  | triggers of a death or an execution                                  | (lovers, vengeful)|

Rules the stages give:
- **Blocks settle before the actions they stop.** Which blocks stand is decided before the night is
  walked (blocks.py). A blockable action of a stage before `block` (a redirection) is stopped by a
  standing block even though it resolves earlier; later actions are stopped when their turn comes.
- **Every effect is blockable** unless it declares `blockable=False`.

Hooks (all optional, fields of `Hooks` on the effect's `EffectDecl`; each is called for every effect
of the library that declares it, in the library's order — the effect decides whether it concerns it):

| hook            | called                                                    | signature                      |
|-----------------|-----------------------------------------------------------|--------------------------------|
| target_chosen   | for every action, just before its handler: may change its targets | (night, action) -> None |
| acted           | for every action that took place                          | (night, action) -> None        |
| covers          | is a healable attack on `nick` stopped tonight, as known so far? | (night, nick) -> bool   |
| attacked        | for each attack at settling, before protections cancel it  | (night, attack) -> None       |
| settled         | once the night's deaths are known (answers, reports)       | (night, killed) -> None       |
| keeps_side      | does something of tonight keep `nick` on his side (a conversion of him fails)? | (night, nick) -> bool |
| died            | for each death or execution of a phase, as it is applied   | (res, death) -> None          |

`night` is a `NightContext`, `res` a `ResolutionContext` (context.py); `killed` maps a nick to
the attacks that killed him; `death` is a `state.Death`. Effects keep their working data in
`night.state` (a dict for the night) and write what happens as events and private facts.

Order within a night: actions step in priority order (each: block check, `target_chosen`, its
handler, `acted`); at settling, `attacked` for each attack, then protections cancel what they cover,
deaths are decided, the callbacks handlers queued on `night.after_settle` run, then `settled`. A
`died` hook may call `res.kill(...)`: that death is applied in the same phase and its own `died`
calls follow (a lover, a vengeful shot). An effect with no handler (a vest, a link: `phase:
passive` abilities) acts through its hooks only. Which of tonight's effects a hook concerns, and
what an effect is for the app (blocks, protects, helps…), are its traits: engine/resolution/traits.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..rolesets.registry import EFFECTS, index
from .traits import decl_of

if TYPE_CHECKING:
    from ..model.context import Action, Attack, NightContext, ResolutionContext
    from ..rolesets.roles import Ability
    from ..model.state import Death

def before_blocks(ability: "Ability") -> bool:
    """A blockable action of a stage before `block`: the standing blocks stop it ahead of their turn."""
    decl = decl_of(ability)
    return decl is not None and decl.stage is not None and decl.blockable and index(decl.stage) < index("block")


def blockable(ability: "Ability") -> bool:
    decl = decl_of(ability)
    return decl is None or decl.blockable


def _with(hook: str) -> Iterator[Any]:
    """The functions declared for `hook`, each once (two effects may share one, as track and watch)."""
    seen: list[Any] = []
    for decl in EFFECTS.values():
        fn = getattr(decl.hooks, hook)
        if fn is not None and fn not in seen:
            seen.append(fn)
            yield fn


def target_chosen(night: "NightContext", action: "Action") -> None:
    for fn in _with("target_chosen"):
        fn(night, action)


def acted(night: "NightContext", action: "Action") -> None:
    for fn in _with("acted"):
        fn(night, action)


def covers(night: "NightContext", nick: str) -> bool:
    return any(fn(night, nick) for fn in _with("covers"))


def attacked(night: "NightContext") -> None:
    """Walk the attacks (those a hook adds are walked too) through every `attacked` hook."""
    hooks = list(_with("attacked"))
    index_ = 0
    while index_ < len(night.attacks):
        attack: "Attack" = night.attacks[index_]
        index_ += 1
        for fn in hooks:
            fn(night, attack)


def settled(night: "NightContext", killed: "dict[str, list[Attack]]") -> None:
    for fn in _with("settled"):
        fn(night, killed)


def keeps_side(night: "NightContext", nick: str) -> bool:
    """A protection that covers conversions (a jail with `stops_conversion`) stands on `nick` tonight."""
    return any(fn(night, nick) for fn in _with("keeps_side"))


def died(res: "ResolutionContext", death: "Death") -> None:
    for fn in _with("died"):
        fn(res, death)
