"""Roles told something before they decide (host-prompted): a witch learns the wolves' victim.

A role with the trait `told_victim_of: [ability key, …]` is told, during the open night, the
target of those abilities' standing requests (a team kill once every member who sent one names the
same player). The host sends it by PM before the role decides; `victim_prompts` is what the host
must send now (the phase board and `replay --json` of an open phase show it), and the night's
result keeps what was told as private facts `victim` (target, action). The prompt reads the
request, not the outcome: a blocked or guarded kill still tells its target (as at a real table).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict

from ..model.facts import VictimFact
from . import traits
from .replacement import standing_requests
from ..rolesets.roles import AbilityKey
from ..model.events import VictimToldEvent

if TYPE_CHECKING:
    from ..model.game import Game
    from ..model.state import Phase


class VictimPrompt(TypedDict):
    to: str
    fact: VictimFact


def victim_prompts(game: "Game", phase: "Phase") -> list[VictimPrompt]:
    """[{to, fact: {kind: victim, target, action}}] for every living role told a victim now."""
    if phase.kind != "night":
        return []
    standing = standing_requests(game, phase)
    prompts: list[VictimPrompt] = []
    for nick in phase.alive_at_start:
        player = game.players[nick]
        if not player.alive:
            continue
        told = game.rs.roles[player.role].get("told_victim_of") or []
        for key in [told] if isinstance(told, str) else told:  # the set's keys (`told_victim_of: [devour]`)
            ability = game.rs.abilities.get(AbilityKey(str(key)))  # the checker names a key the set lacks
            if ability is None:
                continue
            asked = [r for r in standing if traits.ability_of(game, r.actor, r.action) is ability]  # not another role's of its id
            for target in _agreed_targets(game, asked):
                prompts.append({"to": nick, "fact": VictimFact(kind="victim", target=target, action=ability.id)})
    return prompts


def _agreed_targets(game: "Game", requests: list[Any]) -> list[str]:
    """The named targets when every sender agrees (one sender, or a team naming the same)."""
    choices = {tuple(sorted(r.targets)) for r in requests}
    return list(next(iter(choices))) if len(choices) == 1 else []


def tell_victims(res: Any) -> None:
    """At the night's resolution: what was told stays in the result (private facts `victim`)."""
    for prompt in victim_prompts(res.game, res.phase):
        res.private(prompt["to"], prompt["fact"])
        res.event(VictimToldEvent(kind="victim_told", to=prompt["to"], target=prompt["fact"]["target"]))
