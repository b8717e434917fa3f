"""What the app, the board, the parser and the simulator ask of an ability, answered from the
declaration of its effect (`EffectDecl` in engine/rolesets/decl.py) — never from an ability or effect id.

The traits (fields of `EffectDecl`):
- `request_shape` — what a request carries besides targets: "targets", "room", "copy", "hire";
- `blocks` — it stops the target's actions; `protects` — it stops healable attacks on the target
  (a heal, a bodyguard): one still to come tonight keeps an attacked actor acting;
- `helps` — it is aimed at a teammate to help him (the simulator may aim it at one);
- `host_enters` — the host enters it as a `shot` event when its owner dies;
- `host_answers` — the host answers it by PM (host event `answer`);
- `seats` — the request places its actor for the night (the room he spends it in).

A renamed ability keeps its traits: they follow its effect. tests/engine/test_no_ids.py fails when
app/, gui/ or the engine core compares with an effect or ability id instead of asking here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..rolesets.registry import EFFECTS
from .succession import ability_for

if TYPE_CHECKING:
    from ..rolesets.decl import EffectDecl
    from ..rolesets.roles import Ability

TRAITS = ("blocks", "protects", "helps", "host_enters", "host_answers", "seats")


def decl_of(ability: "Ability | None") -> "EffectDecl | None":
    """The declaration of the ability's effect (None: no ability, or an effect the library lacks)."""
    return EFFECTS.get(ability.effect) if ability is not None else None


def has(ability: "Ability | None", trait: str) -> bool:
    """Does the ability's effect declare `trait` (one of TRAITS)?"""
    if trait not in TRAITS:
        raise KeyError(f"unknown trait '{trait}' (engine/resolution/traits.py: TRAITS)")
    decl = decl_of(ability)
    return bool(decl is not None and getattr(decl, trait))


def shape(ability: "Ability | None") -> str:
    """What a request for this ability carries besides targets ("targets" when unknown)."""
    decl = decl_of(ability)
    return decl.request_shape if decl is not None else "targets"


def is_copy(ability: "Ability | None") -> bool:
    """The request names a role and its action to resolve as (the copy's shape)."""
    return shape(ability) == "copy"


def ability_of(game: Any, actor: str | None, action_id: str | None) -> "Ability | None":
    """The ability a request or an inbox row means: the id it carries read as its sender's ability — his
    current role's or his team's rights' (succession.ability_for), as the night resolves it. Never the
    set's ability KEYED like the id: hypermafia-peregrine's `emma_block` and `hollow_block` are both
    `block`, its `jacob_kill` is a `kill` beside the Baron's. None: no sender, no id, or not his."""
    if not actor or not action_id or actor not in game.players:
        return None
    return ability_for(game, actor, action_id)


def abilities_with(game: Any, nick: str, trait: str) -> "list[Ability]":
    """The player's (current role's) abilities whose effect declares `trait`."""
    player = game.players[nick]
    return [a for a in game.rs.role_abilities(player.role) if has(a, trait)]
