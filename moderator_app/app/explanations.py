"""The resolution log as the host reads it: each event of a result worded in his language, role-set ids
read as names and every nick declined as its seat's declared gender says («блокирует Кэт», a woman).
One place for what the result tab, the host form's list of draws, the amendment preview, the journal's
override line and the JSON report each put together from the engine's pieces (#24 item 4)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping

from ..engine.effects import EVENTS
from ..engine.model.events import OverrideEvent
from ..engine.model.state import Event
from ..engine.wording.explain import explain, genders

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase

def log_lines(game: "Game", events: Iterable[Event], lang: str) -> list[str]:
    """Each event as one line of the log, in `lang` (the seats' genders read once for all of them)."""
    said = genders(game)
    return [explain(event, lang, game.rs, said) for event in events]


def draw_lines(game: "Game", lang: str) -> list[tuple["Phase", str, str]]:
    """Every draw a resolution made, the latest phase first, as (its phase, its log line, the draw's
    name): the host fixes one, and the fix acts on the phase that drew it."""
    said = genders(game)
    return [(phase, explain(event, lang, game.rs, said), name)
            for phase in reversed(game.phases) if phase.result is not None
            for event in phase.result.events if (name := EVENTS[event.kind].draw_name(event.data)) is not None]


def override_line(data: Mapping[str, Any], lang: str) -> str:
    """The host's override as the resolution log words it («Ведущий: Эрик выживает (…)»)."""
    return explain(Event(OverrideEvent(kind="override", what=str(data.get("what") or ""), player=str(data.get("player") or ""),
                                       reason=str(data.get("reason") or ""))), lang)
