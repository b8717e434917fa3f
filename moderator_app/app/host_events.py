"""The host's own events as the board's form offers them (#24 item 4): which events this game takes, whom
each one offers, which phase an event goes to and whether it may be entered now — asked of the game and the
engine's declarations (engine.model.phase_order: which decisions amend a resolved phase), so the form
(gui/host_events.py) and the Resolve hold (gui/resolve_hold.py) only show and record. No Qt here.

A shot, an answer and a fixed draw may come after the result: the engine resolves that phase again with
them. Each belongs to a phase of its own: a pistol to its owner's death, an answer to the phase of the
question, a fixed draw to the phase that drew it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import yaml

from ..engine.model.phase_order import AMENDS, INBOX_OVERRULED
from ..engine.resolution import traits
from ..engine.resolution.targets import max_targets

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase

#: event -> (whom the player list offers, whom the target list offers, what the text field holds)
EVENTS: dict[str, tuple[str | None, str | None, str | None]] = {
    "modkill": ("living", None, None),
    "replace": ("living", None, "by"),
    "inactive": ("living", None, None),
    "penalty": (None, None, None),
    "missed_vote": ("living", None, None),
    "shot": ("shooters", "living", None),
    "note": ("living", "to", "text"),
    "answer": ("askers", None, "text"),
    "deprive_vote": ("living", None, None),
    "draw": (None, None, "value"),
    "early_close": (None, None, None),
    "guess": ("all", "all", None),
    "day_ability": ("day_actors", "living", None),  #: a request, not a host event (gui/host_events.py)
}


def offered(game: "Game") -> list[str]:
    """The events this game can take: a shot only where a role shoots, an answer only where a role
    asks, guesses only in a set with secret goals, a day ability only where a role has one."""
    keep = []
    for key in EVENTS:
        if key == "shot" and not people(game, "shooters"):
            continue
        if key == "answer" and not people(game, "askers"):
            continue
        if key == "guess" and not game.rs.raw.get("goals"):
            continue
        if key == "day_ability" and not any(day_abilities(game, n) for n in game.players):
            continue
        keep.append(key)
    return keep


def people(game: "Game", which: str | None) -> list[str]:
    """The nicks a list of the form offers (`EVENTS`' "living", "shooters", "askers", "day_actors", "all")."""
    if which in ("living", "to"):
        return game.living()
    if which == "shooters":  # a pistol fires on its owner's death: the dead are offered too
        return [n for n in game.players if traits.abilities_with(game, n, "host_enters")]
    if which == "askers":
        return [n for n in game.players if traits.abilities_with(game, n, "host_answers")]
    if which == "day_actors":
        return [n for n in game.living() if day_abilities(game, n)]
    return list(game.players) if which == "all" else []


def day_abilities(game: "Game | None", nick: str) -> list[Any]:
    """The abilities of `nick`'s role used by day (`phase: day`: a day shot, a mayor's reveal)."""
    player = game.players.get(nick) if game is not None else None
    if game is None or player is None:
        return []
    return [ab for ab in game.rs.role_abilities(player.role) if ab.get("phase") == "day"]


def takes_target(game: "Game", nick: str, ability_id: str | None) -> bool:
    """Whether `nick`'s day ability names a target in the open phase (a mayor's reveal does not)."""
    ability = traits.ability_of(game, nick, ability_id)
    return ability is not None and game.current is not None and max_targets(game, game.current, ability) > 0


def question_phase(game: "Game", nick: str) -> "Phase | None":
    """The latest phase in which `nick` asked a question (an ability the host answers: trait `host_answers`)."""
    for phase in reversed(game.phases):
        for request in phase.active_requests():
            if request.actor == nick and traits.has(traits.ability_of(game, nick, request.action), "host_answers"):
                return phase
    return None


def earlier_phase(game: "Game | None", key: str, player: str = "", draw_phase: str | None = None) -> "Phase | None":
    """The earlier resolved phase the event belongs to (None: the last phase): a shot's phase is its
    shooter's death, an answer's the question's, a fixed draw's (`draw_phase`, a label) the phase that drew it."""
    if game is None or game.current is None:
        return None
    label = None
    if key == "shot":
        seat = game.players.get(player)
        label = seat.died[0] if seat is not None and seat.died is not None else None
    elif key == "answer":
        asked = question_phase(game, player)
        label = asked.label if asked is not None else None
    elif key == "draw":
        label = draw_phase
    phase = next((p for p in game.phases if p.label == label), None) if label else None
    return phase if phase is not None and phase is not game.current and phase.resolved else None


def goes_to(game: "Game | None", key: str, earlier: "Phase | None") -> tuple[str, "Phase | None"]:
    """Where the event is recorded, said before the host applies it (M7): ("earlier", that phase — resolved
    again with the phases after it), ("open", the open phase), ("again", the last phase, resolved again),
    ("over", None: the game is over), ("next", None: open the next phase first), or ("", None): no game."""
    phase = game.current if game is not None else None
    if game is None or phase is None:
        return "", None
    if earlier is not None:
        return "earlier", earlier
    if not phase.resolved:
        return "open", phase
    if key in AMENDS:
        return "again", phase
    if game.winner is not None and key != "guess":
        return "over", None
    return "next", None


def may_enter(game: "Game | None", key: str, draws: bool = True) -> bool:
    """Whether the event can be entered now: into the open phase, or — a decision that amends — after the
    last phase's result; a guess only in the open unmasking, a day ability only in an open day, a fixed draw
    only when a resolution made one (`draws`)."""
    phase = game.current if game is not None else None
    if phase is None:
        return False
    if key == "guess":
        return phase.kind == "unmask" and not phase.resolved
    if key == "draw" and not draws:
        return False
    if key == "day_ability":  # a request of the open day (the engine refuses it in any other phase)
        return not phase.resolved and phase.kind != "night"
    return not phase.resolved or key in AMENDS


@dataclass(frozen=True)
class Filled:
    """What the host filled in the form for one event (the fields its `EVENTS` row shows)."""

    player: str = ""
    target: str = ""
    text: str = ""  #: the substitute's nick, the note's or answer's text, a draw's new value as typed
    draw: str | None = None  #: the draw fixed (its name)
    draw_phase: str | None = None  #: the phase that made it (its label)
    goal: str | None = None  #: the goal guessed
    reason: str = ""


def event_data(game: "Game | None", key: str, filled: Filled) -> dict[str, Any]:
    """The host event as the journal keeps it: the fields its row shows, a draw's value read as typed (3 is a
    number, a nick stays text), the earlier phase it belongs to (`earlier_phase`), the host's reason (a modkill
    always has one: "host"). Raises ValueError naming the text field when the event needs it and it is empty."""
    players, targets, text_key = EVENTS[key]
    data: dict[str, Any] = {"event": key}
    if players is not None:
        data["player"] = filled.player
    if targets is not None:
        data["to" if targets == "to" else "target"] = filled.target
    if text_key is not None:
        if not filled.text.strip():
            raise ValueError(text_key)
        data[text_key] = _typed(filled.text.strip()) if text_key == "value" else filled.text.strip()
    if key == "draw":
        data["name"] = filled.draw
    if key == "guess":
        data["goal"] = filled.goal
    if key == "penalty":
        data["kind"] = "double_kill"
    earlier = earlier_phase(game, key, filled.player, filled.draw_phase)
    if earlier is not None:
        data["phase"] = earlier.label  # the pistol fires in its owner's death, an answer goes to its question…
    if filled.reason.strip() or key == "modkill":
        data["reason"] = filled.reason.strip() or "host"
    return data


def _typed(text: str) -> Any:
    """A draw's value as typed: 3 is a number, a nick stays text."""
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def inbox_overruled(reason: str) -> dict[str, str]:
    """The host event that resolves the open phase although rows of it wait in the inbox (#23): his
    bookkeeping with his reason, which the journal keeps (C-MISC-3)."""
    return {"event": INBOX_OVERRULED, "reason": reason}
