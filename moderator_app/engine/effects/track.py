"""Effect `track` (the tracker): whom the target visited tonight, as a private fact `track`
(target, visited: [nick]); visits are recorded and answered in effects/_visits.py."""

from __future__ import annotations

from ..model.context import Visit
from ..model.events import TrackEvent
from ..rolesets.decl import EffectDecl, EventDecl, FactDecl, Hooks
from ..model.facts import TrackFact
from ._common import w
from ._visits import follow, once, record


def tracks(actor: str, target: str) -> TrackEvent:
    return TrackEvent(kind="track", actor=actor, target=target)


def visited(visits: list[Visit], _tracker: str, target: str, own: int) -> TrackFact:
    """Whom the target visited tonight (this tracking is no visit of his)."""
    seen = [to for by, to, act in visits if by == target and act != own]
    return TrackFact(kind="track", target=target, visited=once(seen))


EFFECT = EffectDecl(
    name="track", priority=600, stage="info", handler=follow(tracks, visited),
    hooks=Hooks(acted=record),
    doc=w("Learn whom the target visited tonight (private fact `track`).",
          "Узнаёт, к кому цель ходила этой ночью (личный факт).",
          "Poznaje, kogo cel odwiedził tej nocy (prywatny fakt)."),
    facts=(FactDecl("track", TrackFact, {
        "visited": w("You followed [b]{target}[/b]: visited {visited}.",
                     "Вы следили за [b]{target:case:ins}[/b]: визиты к {visited:case:dat}.",
                     "Śledzenie: [b]{target}[/b] — cele wizyt: {visited}."),
        "nowhere": w("You followed [b]{target}[/b]: went nowhere.", "Вы следили за [b]{target:case:ins}[/b]: визитов не было.",
                     "Śledzenie: [b]{target}[/b] — bez wizyt.")},
        lambda fact: ("visited",) if fact.get("visited") else ("nowhere",)),),
    events=(
        EventDecl("track", TrackEvent, w("{actor} tracks {target}",
                                         "{actor} следит за перемещениями цели: {target}",
                                         "{actor} śledzi {target:case:acc}")),
    ),
    request_words={"ru": ("слежу за", "слежу", "следую за", "иду следом за", "слежка"),
                   "pl": ("śledzę", "tropię", "idę za", "trop"),
                   "en": ("track", "follow", "tracking")},
)
