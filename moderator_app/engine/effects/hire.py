"""Effect `hire` (H-TOWN-TWINS): hire with a fighting employer, then kill anyone but him, or postpone.

The rules of the hire (who is fighting, an employer already spent) live in engine/resolution/hire.py.
"""

from __future__ import annotations

from ..resolution import hire as hiring
from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, FactDecl
from ..model.facts import HireFact
from ._common import SHARES_KILLS, w
from .kill import kill
from ..model.events import HireEvent


def hire(night: NightContext, action: Action) -> bool:
    employer = action.targets[0]
    ok = hiring.is_fighting(night, employer)
    night.res.private(action.actor, HireFact(kind="hire", employer=employer, ok=ok))
    night.res.event(HireEvent(kind="hire", actor=action.actor, employer=employer, ok=ok))
    if not ok or len(action.targets) < 2:
        return True
    landed = kill(night, action.single(action.targets[1]))
    if landed:
        night.game.players[action.actor].flags.setdefault(hiring.USED, []).append(employer)
    return True


EFFECT = EffectDecl(
    name="hire", priority=440, stage="kill", helps=True, handler=hire, refusal=hiring.refusal, request_shape="hire",
    doc=w("Hire with a fighting employer; then kill anyone but him, or postpone.",
          "Наняться к боевой роли; затем убить кого угодно, кроме неё, или отложить.",
          "Zatrudnić się u roli bojowej; potem zabić kogokolwiek poza nią albo odłożyć."),
    params=(SHARES_KILLS,),
    facts=(FactDecl("hire", HireFact, {
        "ok": w("The hire with [b]{employer}[/b] succeeded: you may kill tonight.",
                "Найм у [b]{employer:case:gen}[/b] удался: этой ночью можно убить.",
                "Wynajęcie (pracodawca: [b]{employer}[/b]) udane: tej nocy możecie zabić."),
        "failed": w("The hire with [b]{employer}[/b] failed.", "Найм у [b]{employer:case:gen}[/b] не удался.",
                    "Wynajęcie (pracodawca: [b]{employer}[/b]) nieudane.")},
        lambda fact: ("ok",) if fact.get("ok") else ("failed",)),),
    events=(
        EventDecl("hire", HireEvent, w("{actor} hires with {employer}: {ok}",
                                       "{actor} нанимается к {employer:case:dat}: {ok}",
                                       "{actor} najmuje się u {employer:case:gen}: {ok}")),
    ),
)
