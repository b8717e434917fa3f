"""Chances a night action leaves traces, and the vote its actor silently loses (H-HOL-BARON,
H-TOWN-JACOB, H-TOWN-ENOCH, H-RULE-3).

Every draw goes through the game's seeded generator with a readable name (`exposure:night 1:Nick`),
so the log shows it and the host can fix it with a `draw` event.

Parameters (ability data):
- `exposure: {targets: p}` — the actor's nick is revealed to the town with probability p, by the
  number of targets of the action (a double kill 0.75, a single one 0);
- `evidence_chance: p` — for each victim the kill landed on, the town learns whose victim he is;
- `reveal_victim_chance: p` — while roles are closed (H-GEN-9), the victim's role opens;
- `silent_vote_loss: {targets: n}` or `{share_of_alive: s}` — the acting leader's vote is not
  counted on the next day, and nobody is told (H-VOTE-4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import succession
from .shields import SHIELD, next_day
from ..model.events import EvidenceEvent, ExposedEvent, KillerShieldEvent, RoleOpenedEvent, SilentVoteLossEvent

if TYPE_CHECKING:
    from ..model.context import Action, Attack
    from ..model.context import NightContext as Night

SILENT_VOID = "silent_void_days"  #: Player.flags key: day numbers on which his vote is void
REVEAL_ON_DEATH = "reveal_on_death"  #: Player.flags key: his role opens at his death whatever the count
ROLE_HIDDEN = "role_hidden"  #: Player.flags key: his role stays closed at his death (a janitor cleaned him)


def acted_as(night: "Night", action: "Action") -> str:
    """The role whose action this is (a copier acts as the copied role)."""
    return str(action.extra.get("copied_role") or night.game.players[action.actor].role)


def draw_exposure(night: "Night", action: "Action", count: int | None = None) -> None:
    odds = action.ability.get_if_declared("exposure") or {}
    count = len(action.targets) if count is None else count
    p = float(odds.get(count, odds.get(str(count), 0)) or 0)
    if p <= 0:
        return
    if night.game.rng.chance(f"exposure:{night.phase.label}:{action.actor}", p):
        night.res.result.exposed.append({"nick": action.actor, "role": acted_as(night, action), "kind": "exposure"})
        night.res.event(ExposedEvent(kind="exposed", target=action.actor, role=acted_as(night, action)))


def silent_vote_loss(night: "Night", action: "Action") -> None:
    rule = action.ability.get_if_declared("silent_vote_loss") or {}
    if not rule:
        return
    count = len(action.targets)
    hit = count >= int(rule.get("targets", 10**6))
    share = rule.get("share_of_alive")
    if share is not None and count >= float(share) * len(night.phase.alive_at_start):
        hit = True
    if not hit:
        return
    team = night.game.players[action.actor].team
    loser = action.actor
    if rule.get("who", "holder") == "holder" and succession.is_rights_ability(night.game, team, action.ability):
        loser = succession.holder(night.game, team) or action.actor
    days = night.game.players[loser].flags.setdefault(SILENT_VOID, [])
    days.append(next_day(night))
    night.res.event(SilentVoteLossEvent(kind="silent_vote_loss", target=loser, day=next_day(night)))


def after_kill(night: "Night", action: "Action", victims: list[str]) -> None:
    """Register the draws that depend on whether the kill landed (evidence, a closed role)."""
    evidence = float(action.ability.get_if_declared("evidence_chance") or 0)
    reveal = float(action.ability.get_if_declared("reveal_victim_chance") or 0)
    if not evidence and not reveal:
        return

    def settle(killed: dict[str, list["Attack"]]) -> None:
        for victim in victims:
            if not any(action.actor in a.by for a in killed.get(victim, [])):
                continue
            label = night.phase.label
            if evidence and night.game.rng.chance(f"evidence:{label}:{victim}", evidence):
                night.res.result.exposed.append({"nick": victim, "role": acted_as(night, action), "kind": "evidence"})
                night.res.event(EvidenceEvent(kind="evidence", target=victim, role=acted_as(night, action)))
            if reveal and roles_closed(night) and night.game.rng.chance(f"reveal:{label}:{victim}", reveal):
                night.game.players[victim].flags[REVEAL_ON_DEATH] = True
                night.res.event(RoleOpenedEvent(kind="role_opened", target=victim))

    night.after_settle.append(settle)


def roles_closed(night: "Night") -> bool:
    closed_at = night.game.rs.reveal.get("closed_at_alive")
    return closed_at is not None and len(night.phase.alive_at_start) <= int(closed_at)


def killer_shield(night: "Night", action: "Action", victims: list[str]) -> None:
    """H-TOWN-MILLARD: whoever kills a role with `killer_shield` is shielded from the next execution."""
    def settle(killed: dict[str, list["Attack"]]) -> None:
        for victim in victims:
            if not night.game.rs.roles[night.game.players[victim].role].get("killer_shield"):
                continue
            for attack in killed.get(victim, []):
                if action.actor in attack.by:
                    night.game.players[action.actor].flags.setdefault(SHIELD, []).append(next_day(night))
                    night.res.event(KillerShieldEvent(kind="killer_shield", actor=action.actor, target=victim))

    night.after_settle.append(settle)
