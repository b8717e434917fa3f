"""Corrections with consequences (#14 item 6): when the host changes a phase whose result is
already published, which published facts change, and the correction post that says so.

What was published is, in order of trust: the facts the host copied from the Posts tab (the GUI
keeps them, `published`), else the phase's result as its resolve first made it (the journal up to
that resolve, replayed). The facts compared are the ones posts carry: deaths and executions with
the role shown, roles revealed, and each private result (checks and the like) per addressee.
Public facts go into a thread post; a changed private result is listed for its addressee only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from ..engine.model.game import Game as GameClass
from ..engine.model.phase_order import AMENDS, amends, named_phase
from ..engine.wording import words

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase


def published_facts(phase: "Phase") -> dict[str, list[Any]]:
    """The facts of a resolved phase's posts, as plain JSON-ready lists (kept by the GUI on copy)."""
    result = phase.result
    if result is None:
        return {"deaths": [], "executed": [], "revealed": [], "private": []}
    return {
        "deaths": [[d.nick, d.cause.split(":", 1)[0], d.role_revealed] for d in result.deaths],
        "executed": [[d.nick, d.role_revealed] for d in result.executed],
        "revealed": [[e.get("nick"), e.get("role")] for e in result.exposed],
        "private": [[p.to, json.dumps(p.fact, ensure_ascii=False, sort_keys=True, default=str)] for p in result.private],
    }


def first_result_facts(game: "Game", phase_index: int) -> dict[str, list[Any]] | None:
    """The phase's facts as its resolve first made them, before any later amendment."""
    resolves = [i for i, e in enumerate(game.entries) if e.kind == "resolve"]
    if phase_index >= len(resolves):
        return None
    # the journal up to that resolve never changes under later entries (undo rebuilds a new game), so
    # the board's look at every amended phase replays each prefix once per game, not once per refresh
    cache: dict[tuple[int, int], dict[str, list[Any]]] = game.__dict__.setdefault("_first_result_facts", {})
    key = (phase_index, resolves[phase_index])
    if key not in cache:
        replayed = GameClass.replay(game.entries[:resolves[phase_index] + 1], base_dir=game.base_dir,
                                    text_parser=game.text_parser)
        cache[key] = published_facts(replayed.phases[phase_index])
    return cache[key]


def amended(game: "Game", phase_index: int) -> bool:
    """Whether the host entered something into this phase after its resolve: an entry naming it
    (engine.model.phase_order), or an unnamed decision in AMENDS made while it was the last phase."""
    resolves = [i for i, e in enumerate(game.entries) if e.kind == "resolve"]
    if phase_index >= len(resolves):
        return False
    label, still_last = game.phases[phase_index].label, True
    for entry in game.entries[resolves[phase_index] + 1:]:
        if entry.kind == "phase":
            still_last = False
        named = named_phase(entry.data)
        if named == label and amends(entry.kind, entry.data):
            return True
        if still_last and named is None and entry.kind == "host" and entry.data.get("event") in AMENDS:
            return True
    return False


@dataclass
class Correction:
    phase: str
    public: list[dict[str, Any]] = field(default_factory=list)  #: {change: added|removed, what, nick, …}
    private: list[dict[str, Any]] = field(default_factory=list)  #: {to, before: [facts], now: [facts]}

    def __bool__(self) -> bool:
        return bool(self.public or self.private)


def correction(game: "Game", phase_index: int, published: dict[str, list[Any]] | None = None) -> Correction:
    phase = game.phases[phase_index]
    if published is None and not amended(game, phase_index):
        return Correction(phase.label)
    before = published if published is not None else first_result_facts(game, phase_index)
    if before is None or phase.result is None:
        return Correction(phase.label)
    return facts_diff(phase.label, before, published_facts(phase))


def facts_diff(label: str, before: dict[str, list[Any]], now: dict[str, list[Any]]) -> Correction:
    """What changed between two sets of a phase's published facts."""
    fix = Correction(label)
    for what in ("deaths", "executed", "revealed"):
        old = [tuple(x) for x in before.get(what, [])]
        new = [tuple(x) for x in now[what]]
        for item in new:
            if item not in old:
                fix.public.append(_public_item("added", what, item))
        for item in old:
            if item not in new:
                fix.public.append(_public_item("removed", what, item))
    old_private = _by_addressee(before.get("private", []))
    new_private = _by_addressee(now["private"])
    for to in sorted(set(old_private) | set(new_private)):
        if old_private.get(to, []) != new_private.get(to, []):
            fix.private.append({"to": to, "before": old_private.get(to, []), "now": new_private.get(to, [])})
    return fix


def _public_item(change: str, what: str, item: tuple[Any, ...]) -> dict[str, Any]:
    if what == "deaths":
        return {"change": change, "what": "death", "nick": item[0], "cause": item[1], "role": item[2]}
    if what == "executed":
        return {"change": change, "what": "execution", "nick": item[0], "role": item[1]}
    return {"change": change, "what": "reveal", "nick": item[0], "role": item[1]}


def _by_addressee(items: list[Any]) -> dict[str, list[dict[str, Any]]]:
    found: dict[str, list[dict[str, Any]]] = {}
    for to, fact in items:
        found.setdefault(str(to), []).append(json.loads(fact))
    return found


def render_correction(game: "Game", fix: Correction, lang: str = "ru") -> str:
    """The thread post that corrects a published result: what no longer stands and what does now,
    each role named only as the rules show it (a removed or added death shows its published role)."""
    from ..posts.render import render  # lazy: posts.render costs ~144 ms CPU, not needed to show the last game (bench_startup)
    from ..posts.view import role_name  # lazy: posts.view costs ~146 ms CPU, not needed to show the last game (bench_startup)

    phase = next(p for p in game.phases if p.label == fix.phase)
    items = []
    for item in fix.public:
        items.append(dict(item, role_name=role_name(game, item.get("role"), lang) if item.get("role") else None,
                          cause_text=words.cause_text(item["cause"], lang) if item.get("cause") else None))
    return render("correction.bbcode.j2", lang, fix={
        "title": words.phase_label(phase, lang), "changes": items,
        "private_to": [p["to"] for p in fix.private],
    })
