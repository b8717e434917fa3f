"""S-GOAL-THIEF: a goal tracked in one room names a room of the set's `rooms.list`. The engine compares
the track's `room` with the room ids (tables/goals.py), so a misspelt room was a goal that could never
be done, said nowhere: the checker names it, with the closest room."""

from __future__ import annotations

from moderator_app import paths
from moderator_app.engine.rolesets.checker import check_text

SUSPI = (paths.rolesets_dir() / "suspi.yaml").read_text(encoding="utf-8")
THIEF_ROOM = "room: Gabinet, nights: 1"


def _errors(text: str) -> list[tuple[int | None, str]]:
    return [(p.line, p.message) for p in check_text(text, source="suspi.yaml") if p.severity == "error"]


def test_S_GOAL_THIEF_the_thiefs_room_is_one_of_the_sets_rooms() -> None:
    assert THIEF_ROOM in SUSPI
    assert _errors(SUSPI) == []


def test_S_GOAL_THIEF_a_misspelt_goal_room_is_named_with_the_closest_room() -> None:
    text = SUSPI.replace(THIEF_ROOM, "room: Gabnet, nights: 1")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if "room: Gabnet" in row)
    assert _errors(text) == [(line, "goals.thief.track.room: unknown room 'Gabnet' (did you mean 'Gabinet'?)")]
