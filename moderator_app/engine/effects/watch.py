"""Effect `watch` (the watcher): who visited the target tonight, as a private fact `watch`
(target, visitors: [nick]); visits are recorded and answered in effects/_visits.py."""

from __future__ import annotations

from ..model.context import Visit
from ..model.events import WatchEvent
from ..rolesets.decl import EffectDecl, EventDecl, FactDecl, Hooks
from ..model.facts import WatchFact
from ._common import w
from ._visits import follow, once, record


def watches(actor: str, target: str) -> WatchEvent:
    return WatchEvent(kind="watch", actor=actor, target=target)


def visitors(visits: list[Visit], watcher: str, target: str, own: int) -> WatchFact:
    """Who visited the target tonight (not the watcher himself, nor this watching)."""
    seen = [by for by, to, act in visits if to == target and by != watcher and act != own]
    return WatchFact(kind="watch", target=target, visitors=once(seen))


EFFECT = EffectDecl(
    name="watch", priority=600, stage="info", handler=follow(watches, visitors),
    hooks=Hooks(acted=record),
    doc=w("Learn who visited the target tonight (private fact `watch`).",
          "Узнаёт, кто приходил к цели этой ночью (личный факт).",
          "Poznaje, kto odwiedził cel tej nocy (prywatny fakt)."),
    facts=(FactDecl("watch", WatchFact, {
        "visitors": w("You watched [b]{target}[/b]: visitors: {visitors}.",
                      "Вы наблюдали за [b]{target:case:ins}[/b]: приходили {visitors}.",
                      "Obserwacja: [b]{target}[/b] — goście: {visitors}."),
        "nobody": w("You watched [b]{target}[/b]: nobody came.", "Вы наблюдали за [b]{target:case:ins}[/b]: никто не приходил.",
                    "Obserwacja: [b]{target}[/b] — nikt nie przyszedł.")},
        lambda fact: ("visitors",) if fact.get("visitors") else ("nobody",)),),
    events=(
        EventDecl("watch", WatchEvent, w("{actor} watches {target}",
                                         "{actor} наблюдает, кто приходил к {target:case:dat}",
                                         "{actor} obserwuje {target:case:acc}")),
    ),
    request_words={"ru": ("наблюдаю за", "наблюдаю", "караулю", "смотрю за", "наблюдение"),
                   "pl": ("obserwuję", "obserwacja", "czatuję przy"),
                   "en": ("watch", "watching", "stake out")},
)
