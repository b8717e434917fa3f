"""What the inbox's table offers a row, below the screens (app/inbox/choices.py, #24 item 4): the seats, the
living, the set's rooms by name and its colours, a room as written read as the set spells it, a copy's role,
an action that aims at two; and the rule the engine would refuse a row by (app/inbox/fate.refusal)."""

from __future__ import annotations

from types import SimpleNamespace

from moderator_app.app.inbox.choices import aims_two, copies_a_role, game_choices, has_colors, has_rooms, row_room
from moderator_app.app.inbox.fate import refusal
from moderator_app.engine.model.journal import Entry
from moderator_app.i18n.refusal import refuse
from tests.engine import hypermafia_helpers as hyper
from tests.engine.suspi_helpers import play

EIGHT = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"]


def test_S_TAB_1_a_room_night_offers_this_tables_rooms_by_name_and_reads_a_written_one():
    game = play(EIGHT, [])
    offered = game_choices(game, "pl")
    assert has_rooms(game) and offered.rooms == [(r, r) for r in ("Gabinet", "Biblioteka", "Oranżeria", "Kuchnia")]
    assert offered.no_lynch == "bez linczu" and offered.colors == [] and offered.default_color is None
    assert offered.self_vote  # SUSPI's council takes a vote for oneself
    assert row_room(game, "kuchnia") == "Kuchnia" and row_room(game, "Nowhere") is None and row_room(game, None) is None


def test_a_seat_that_is_out_is_marked_and_not_offered_as_a_target():
    game = hyper.play([], hyper.small("Baron", "Golan", "Archer", kids=3))
    game.apply(Entry("phase", {"kind": game.next_phase_kind()}))
    game.apply(Entry("host", {"event": "modkill", "player": "Kid1", "reason": "host"}))
    game.apply(Entry("resolve", {}))
    offered = game_choices(game, "ru")
    assert ("Kid1 †", "Kid1") in offered.people and ("Kid2", "Kid2") in offered.people
    assert "Kid1" not in offered.living and "Kid2" in offered.living
    assert not has_rooms(game) and offered.rooms == [] and offered.colors == ["red", "blue"]  # HyperMafia votes in colours
    assert offered.default_color in offered.colors and has_colors(game) and not has_colors(None)
    assert not offered.self_vote  # C-LYNCH-1: not for himself
    assert not has_rooms(None)


def test_a_copy_names_its_role_and_a_two_target_kill_shows_the_second_column():
    game = hyper.play([], hyper.small("Baron", "Golan", "Abe", "Jacob", kids=2))  # the sender's ability, by its id
    assert copies_a_role(game, "Abe", "copy") and not copies_a_role(game, "Baron", "kill")
    assert not copies_a_role(game, None, "copy") and not copies_a_role(game, "Abe", None)
    assert aims_two(game, "Baron", "kill") and aims_two(game, "Golan", "kill")  # H-HOL-ORDER: the rights' kill
    assert not aims_two(game, "Jacob", "kill") and not aims_two(game, "Abe", "copy") and not aims_two(game, None, None)


def test_the_refusal_is_the_engines_reason_for_a_refused_row_only():
    reason = refuse("no_lynch_not_allowed")
    assert refusal(SimpleNamespace(fate="refused", reason=reason)) is reason
    assert refusal(SimpleNamespace(fate="applied", reason=None)) is None and refusal(None) is None
