"""S-ROUND-1 (each living player chooses a room) with S-ROLE-DOC: a doctor's PM «Chronię Ewę w Kuchni»
names her room beside the protection, and the host may set the room on the protect row. Both seat
her there; a room not on this table refuses the request with its reason, never silently."""

from __future__ import annotations

from moderator_app.app.inbox.record import entry_of
from moderator_app.app.inbox.paste import read_paste
from moderator_app.engine.model.journal import Entry

from .suspi_helpers import play

EIGHT = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"]


def _seat(game, nick: str) -> str:
    return next(room for room, nicks in game.phases[0].result.rooms.items() if nick in nicks)


def test_S_ROUND_1_a_room_set_on_the_protect_row_seats_the_doctor_there() -> None:
    for room in ("Kuchnia", "Gabinet"):
        game = play(EIGHT, [{"night": {"actions": [
            {"actor": "Celina", "action": "protect", "targets": ["Ewa"], "room": room.lower()}]}}])
        request = game.phases[0].requests[0]
        assert request.refused is None and request.extra["room"] == room  # stored by its id
        assert _seat(game, "Celina") == room
        assert any(e.kind == "room" and e.data == {"kind": "room", "target": "Celina", "room": room, "how": "chosen"}
                   for e in game.phases[0].result.events)


def test_S_ROUND_1_a_room_chosen_apart_wins_over_the_one_beside_a_request() -> None:
    game = play(EIGHT, [{"night": {"actions": [
        {"actor": "Celina", "action": "room", "room": "Biblioteka"},
        {"actor": "Celina", "action": "protect", "targets": ["Ewa"], "room": "Kuchnia"}]}}])
    assert _seat(game, "Celina") == "Biblioteka"


def test_S_ROUND_1_a_room_not_on_this_table_refuses_the_request_with_its_reason() -> None:
    game = play(EIGHT, [{"night": {"actions": [
        {"actor": "Celina", "action": "protect", "targets": ["Ewa"], "room": "Strych"}]}}])  # 8 players: 4 rooms
    assert game.phases[0].requests[0].refused.code == "no_such_room"


def test_S_ROUND_1_a_room_named_in_a_protect_pm_is_kept_from_the_inbox_to_the_seat() -> None:
    game = play(EIGHT, [])
    game.apply(Entry("phase", {"kind": "night"}))
    [row] = read_paste(game, "From: Celina\n\nChronię Ewę w Kuchni", voting=False)
    assert (row.action, row.targets, row.room) == ("protect", ["Ewa"], "Kuchnia")
    game.apply(Entry(*entry_of(row, game)))
    game.apply(Entry("resolve", {}))
    assert _seat(game, "Celina") == "Kuchnia"
