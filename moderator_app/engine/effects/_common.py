"""Helpers and parameters several effects share (declared once, used by each effect's module)."""

from __future__ import annotations

from typing import Any

from ..model.context import Action, NightContext
from ..rolesets.decl import Param, w as w
from ..model.fates import TARGET_GONE
from ..rolesets.kinds import BOOL, CHANCE, COUNT, Choice, Int, MapOf, Struct
from ..model.events import TargetDeadEvent
from ..rolesets.roles import Role


def void_if_target_dead(night: NightContext, action: Action) -> bool:
    """The action is void when a target is already dead at its turn (an event says so)."""
    for target in action.targets:
        if night.dead_now(target):
            night.res.event(TargetDeadEvent(kind="target_dead", actor=action.actor, action=action.ability.id, target=target))
            action.extra["void"] = TARGET_GONE
            return True
    return False


def immunities(role: Role, effect: str, acting_team: str, *, unnamed: bool = False) -> list[Any]:
    """The role's `immune` rules against `effect` (the caller's own name) used by `acting_team`: those
    naming it, and with `unnamed` those naming no effect (a kill's: `immune: [{}]` stops a kill); a rule
    with `from_team` counts only against that team, the same for every effect that honours immunity."""
    return [rule for rule in role.get("immune") or []
            if (rule.get("effect") == effect or (unnamed and rule.get("effect") is None))
            and rule.get("from_team") in (None, acting_team)]


UNSTOPPABLE = Param("unstoppable", BOOL, w(
    "cannot be healed, ignores immunity and goes through a bodyguard (the guarded player dies)",
    "нельзя вылечить, иммунитет не спасает, телохранитель не закрывает (охраняемый погибает)",
    "nie da się uleczyć, odporność nie chroni, ochroniarz nie zasłania (chroniony ginie)"), default=False)
DAYS = Param("days", Int(1), w("for how many days the vote is lost", "на сколько дней отнимается голос",
                                "na ile dni odbiera głos"), default=1)
SHARES_KILLS = Param("shares_kills", BOOL, w(
    "the kill may fall on a player another killer already attacked", "может бить в того, кого уже атаковали",
    "może trafić w kogoś już zaatakowanego"), default=False)
SILENT_VOTE_LOSS = Param("silent_vote_loss", Struct((
    Param("targets", COUNT, w("from this many targets", "от стольких целей", "od tylu celów")),
    Param("share_of_alive", CHANCE, w("or from this share of the living", "или от такой доли живых",
                                      "lub od takiej części żywych")),
    Param("who", Choice(("holder", "actor")), w("who loses the vote", "кто теряет голос", "kto traci głos")),
)), w("the acting player's vote silently does not count on the next day (H-VOTE-4)",
      "голос действовавшего молча не засчитывается на следующий день",
      "głos działającego po cichu nie liczy się następnego dnia"), example={"targets": 2, "who": "actor"})
EXPOSURE = Param("exposure", MapOf(Int(0), CHANCE), w(
    "odds the actor is exposed to the town, by the number of targets", "шанс засветить действующего, по числу целей",
    "szansa ujawnienia działającego, wg liczby celów"), example={1: 0, 2: 0.75})
