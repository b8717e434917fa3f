"""Effect `recruit` (a recruiter, a cult leader, the Russian forums' yakuza): the target changes side
instead of dying.

Judged once the night has settled: a target who died tonight, who is immune (`immune: [{effect:
recruit}]`; with `from_team`, only to recruiters of that team when they act), already on the actor's
team, or kept on his side by a protection that stops conversions (`stops_conversion: true`, the
`keeps_side` hook: a jail) stays as he is. Otherwise he takes the role `become` and
its team — the `became` event and private fact of the contract — and, where that team knows each
other, is told its living members (`met`). He wins, or loses, with his new team. With `actor_dies:
true` the recruiter gives his life for it (a yakuza), dying this night of the ability's `cause`.
"""

from __future__ import annotations

from typing import Any

from ..resolution import stages
from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, Hooks, Param
from ..model.facts import BECAME, MET, BecameFact, MetFact
from ..rolesets.kinds import BOOL, ROLE
from ._common import immunities, w
from ..model.events import BecameEvent, RecruitEvent, RecruitFailedEvent, RecruitProtectedEvent


def recruit(night: NightContext, action: Action) -> bool:
    recruits = night.state.setdefault("recruits", [])
    for target in action.targets:
        recruits.append((action.actor, night.game.players[action.actor].team, target, action.ability))
        night.res.event(RecruitEvent(kind="recruit", actor=action.actor, target=target))
    return True


def settled(night: NightContext, killed: dict[str, Any]) -> None:
    game = night.game
    for actor, actor_team, target, ability in night.state.get("recruits", []):
        player, role_id = game.players[target], str(ability.get("become"))
        immune = bool(immunities(game.rs.roles[player.role], EFFECT.name, actor_team))
        team = game.rs.roles[role_id].team
        if target in killed or immune or player.team == team or not player.alive:
            night.res.event(RecruitFailedEvent(kind="recruit_failed", actor=actor, target=target))
            continue
        if stages.keeps_side(night, target):
            night.res.event(RecruitProtectedEvent(kind="recruit_protected", actor=actor, target=target))
            continue
        old, player.role, player.team = player.role, role_id, team
        night.res.event(BecameEvent(kind="became", target=target, old=old, role=role_id))
        night.res.private(target, BecameFact(kind="became", role=role_id))
        if game.rs.teams[team].traits.get("knows_each_other"):
            mates = [p.nick for p in game.players.values()
                     if p.alive and p.team == team and p.nick != target and p.nick not in killed]
            night.res.private(target, MetFact({"kind": "met", "with": mates}))
        if ability.get("actor_dies"):
            night.res.kill(actor, str(ability.get("cause") or "recruit"), [actor])


EFFECT = EffectDecl(
    name="recruit", stage="kill", hooks=Hooks(settled=settled), priority=460, handler=recruit, facts=(BECAME, MET),
    doc=w("The target joins the actor's side: he takes the given role and its team (unless he died tonight).",
          "Цель переходит на сторону действующего: получает назначенную роль и её команду (если не погибла этой ночью).",
          "Cel przechodzi na stronę działającego: dostaje wskazaną rolę i jej drużynę (o ile nie zginął tej nocy)."),
    params=(
        Param("become", ROLE, w("the role the recruit takes (its team is his new team)",
                                "роль, которую получает завербованный (её команда — его новая команда)",
                                "rola, którą dostaje zwerbowany (jej drużyna to jego nowa drużyna)"), required=True,
              example="goon"),
        Param("actor_dies", BOOL, w("the recruiter gives his life for it (a yakuza)", "вербовщик отдаёт за это жизнь (якудза)",
                                    "werbujący oddaje za to życie (yakuza)"), default=False),
    ),
    events=(
        EventDecl("recruit", RecruitEvent, w("{actor} tries to recruit {target}",
                                             "{actor} вербует: {target}",
                                             "{actor} werbuje {target:case:acc}")),
        EventDecl("recruit_failed", RecruitFailedEvent, w("{target} is not recruited",
                                                          "{target}: вербовка не удалась",
                                                          "{target}: werbunek się nie udał")),
        EventDecl("recruit_protected", RecruitProtectedEvent, w("{target} is protected tonight: the recruitment fails",
                                "{target} под защитой этой ночью: вербовка сорвана",
                                "{target} jest tej nocy pod ochroną: werbunek się nie udał")),
    ),
    request_words={"ru": ("вербую", "завербовать", "обращаю", "вербовка"), "pl": ("werbuję", "nawracam", "werbunek"),
                   "en": ("recruit", "convert")},
)
