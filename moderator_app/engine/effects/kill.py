"""Effect `kill`: attack the target; he dies unless protected (or the kill is unstoppable).

Immunity (a role's `immune: [{effect: kill, from_team: …}]`) stops it; the kill's traces (exposure,
evidence, a silent vote loss, the killer's shield) are drawn by exposure.py.
"""

from __future__ import annotations

from ..resolution import exposure
from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, Param
from ..rolesets.kinds import CHANCE, COUNT, Choice
from ._common import EXPOSURE, SHARES_KILLS, SILENT_VOTE_LOSS, UNSTOPPABLE, immunities, void_if_target_dead, w
from ..model.events import ImmuneEvent


def kill(night: NightContext, action: Action) -> bool:
    if not action.ability.get_if_declared("shares_kills") and void_if_target_dead(night, action):
        return False
    ability = action.ability
    actor_team = night.game.players[action.actor].team
    for target in action.targets:
        role = night.game.rs.roles[night.game.players[target].role]
        immune = immunities(role, EFFECT.name, actor_team, unnamed=True)
        if immune and not ability.get_if_declared("unstoppable"):
            night.res.event(ImmuneEvent(kind="immune", actor=action.actor, target=target, action=ability.id))
            continue
        role_of_cause = ability.get("cause_role") or action.extra.get("copied_role") or night.game.players[action.actor].role
        cause = ability.get("cause") or "kill:" + role_of_cause
        night.attack(target, action.actors, cause, healable=not ability.get_if_declared("unstoppable"), order=action.order)
    exposure.draw_exposure(night, action)
    exposure.silent_vote_loss(night, action)
    exposure.after_kill(night, action, list(action.targets))
    exposure.killer_shield(night, action, list(action.targets))
    return True


EFFECT = EffectDecl(
    name="kill", priority=400, stage="kill", handler=kill,
    doc=w("Attack the target; dies unless protected.", "Нападение на цель: она умирает, если её не защитили.",
          "Atak na cel: ginie, jeśli nie jest chroniony."),
    params=(
        Param("agreement", Choice(("team",), {"team": w("the whole team names one target",
                                                        "вся команда называет одну цель", "cała drużyna wskazuje jeden cel")}),
              w("a team's shared kill: members must agree", "общее убийство команды: нужно согласие",
                "wspólne zabójstwo drużyny: potrzebna zgoda"), example="team"),
        UNSTOPPABLE,
        Param("penalty_targets", COUNT, w("targets allowed after the host's `penalty` event",
                                          "сколько целей после штрафа ведущего", "ile celów po karze prowadzącego"), example=2),
        Param("max_targets", COUNT, w("at most this many targets", "не больше стольких целей", "najwyżej tyle celów")),
        Param("evidence_chance", CHANCE, w("odds the town learns whose victim he is", "шанс улик: чья это жертва",
                                           "szansa dowodów: czyja to ofiara"), example=0.5),
        Param("reveal_victim_chance", CHANCE, w("odds the victim's closed role opens", "шанс раскрыть закрытую роль жертвы",
                                                "szansa ujawnienia zamkniętej roli ofiary"), example=0.5),
        SILENT_VOTE_LOSS,
        SHARES_KILLS,
        EXPOSURE,
    ),
)
