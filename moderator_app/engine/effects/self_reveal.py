"""Effect `self_reveal` (mafiascum's mayor): the actor shows his role to everyone, and from then on his
vote counts `vote_weight` times.

A day ability (`phase: day`): it resolves with the day's result, before the day's votes are counted,
so the day's own tally already weighs the revealed vote. The reveal is public (an announcement in the
result: nick and role) and the weight is public too (the tally shows it, as a role's `vote_weight`
does: colored_votes.public_weight reads the player's `REVEALED_WEIGHT`).
"""

from __future__ import annotations

from ..voting.colored_votes import REVEALED_WEIGHT
from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, Param
from ..rolesets.kinds import Int
from ._common import w
from ..model.events import SelfRevealEvent


def self_reveal(night: NightContext, action: Action) -> bool:
    player = night.game.players[action.actor]
    weight = action.ability.get("vote_weight")
    if weight is not None:
        player.flags[REVEALED_WEIGHT] = int(weight)
    night.res.result.announcements.append({"kind": "self_reveal", "nick": action.actor, "role": player.role})
    night.res.event(SelfRevealEvent(kind="self_reveal", actor=action.actor, role=player.role, weight=weight if weight is not None else "—"))
    return True


EFFECT = EffectDecl(
    name="self_reveal", stage="vote", priority=100, handler=self_reveal,
    doc=w("The actor reveals his role to all; with a vote weight his vote counts that many times from then on.",
          "Действующий открывает всем свою роль; если задан вес голоса, с этого момента голос считается столько раз.",
          "Działający ujawnia wszystkim swoją rolę; z wagą głosu jego głos liczy się odtąd tyle razy."),
    params=(
        Param("vote_weight", Int(0), w("the actor's vote counts this many times once revealed (a mayor: 2)",
                                       "после раскрытия голос считается столько раз (мэр: 2)",
                                       "po ujawnieniu głos liczy się tyle razy (burmistrz: 2)"), example=2),
    ),
    events=(
        EventDecl("self_reveal", SelfRevealEvent, w("{actor} reveals himself: {role}; his vote now counts {weight}",
                          "{actor} раскрывается: {role}; вес голоса теперь {weight}",
                          "{actor} ujawnia się: {role}; waga głosu teraz {weight}")),
    ),
    request_words={"ru": ("раскрываюсь", "вскрываюсь", "я мэр"), "pl": ("ujawniam się", "jestem burmistrzem"),
                   "en": ("reveal", "i am the mayor", "mayor reveal")},
)
