"""#14 item 2: every override, late request and host decision acts on the phase it names. The
journal keeps the entry in the host's order with its phase; the game is resolved again from that
phase on (engine.model.phase_order), so the later phases' results are recomputed; the result is the one a
script with the entry written into that phase gives (the game-script contract)."""

from __future__ import annotations

import pytest

from moderator_app.app.report import game_report
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import KINDS, Entry
from moderator_app.engine.model.phase_order import HOST_EVENT_DECL, HOST_EVENT_TIMING, HOST_REQUIRED, in_phase_order, phase_order

from .classic_helpers import DAY1, act, day, deaths, night, play, vote

NIGHT1 = night(act("Maf", "kill", "Com"))
SAVE_COM = {"event": "override", "what": "survive", "player": "Com", "reason": "the doctor's PM came in time"}


def day2_open() -> Game:
    """Day 1, night 1 (the mafia kills the commissar), day 2 open with two votes (one by the dead Com)."""
    game = play([DAY1, NIGHT1])
    for entry in (Entry("phase", {"kind": "day"}), Entry("vote", {"voter": "Com", "target": "Maf"}),
                  Entry("vote", {"voter": "Serg", "target": "Maf"})):
        game.apply(entry)
    return game


def test_C_MISC_3_override_on_an_earlier_phase_acts_on_that_phase():
    game = day2_open()
    assert deaths(game, 1) == {"Com": "kill:mafioso"}
    assert game.phases[2].votes[0].refused  # a dead commissar cannot vote
    change = game.apply(Entry("host", dict(SAVE_COM, phase="night 1")))
    assert deaths(game, 1) == {}  # night 1 re-resolved with the override
    assert game.players["Com"].alive
    assert [h["event"] for h in game.phases[1].host] == ["override"]
    assert game.phases[2].host == []  # never recorded against the open day
    assert game.phases[2].votes[0].refused is None  # the later phase recomputed: Com's vote now stands
    assert game.entries[-1].data["phase"] == "night 1"  # the journal keeps the host's order and the phase
    assert change.refused is None and "re-resolved night 1" in change.summary
    assert not game.phases[2].resolved  # the open day stays open


def test_C_MISC_3_amended_journal_replays_to_the_same_game():
    game = day2_open()
    game.apply(Entry("host", dict(SAVE_COM, phase="night 1")))
    game.apply(Entry("resolve", {}))
    again = Game.replay(game.entries)
    assert game_report(again) == game_report(game)
    step_by_step = Game()
    for entry in game.entries:
        step_by_step.apply(entry)
    assert game_report(step_by_step) == game_report(game)


def test_contract_an_override_named_for_night_1_plays_as_the_script_with_it_in_night_1():
    """shared/spec/game-script.md: host events belong to a phase (`phases[].host`); the app's late
    override gives exactly the result JSON of the script that carries it in night 1's host list."""
    late = play([DAY1, NIGHT1, day(vote("Com", "Maf"), vote("Serg", "Maf"))])
    late.apply(Entry("host", dict(SAVE_COM, phase="night 1")))
    in_place = play([DAY1, night(act("Maf", "kill", "Com"), host=[SAVE_COM]),
                     day(vote("Com", "Maf"), vote("Serg", "Maf"))])
    assert game_report(late) == game_report(in_place)


def test_C_FLOW_2_a_late_request_entered_into_night_1_is_resolved_there():
    game = day2_open()
    game.apply(Entry("action", {"actor": "Doc", "action": "heal", "targets": ["Com"], "phase": "night 1"}))
    assert deaths(game, 1) == {} and game.players["Com"].alive
    assert [r.actor for r in game.phases[1].requests] == ["Maf", "Doc"]


def test_C_ROLE_COM_pistol_named_for_night_1_after_the_day_opened():
    game = day2_open()
    game.apply(Entry("host", {"event": "shot", "player": "Com", "target": "Boss", "phase": "night 1"}))
    assert deaths(game, 1) == {"Com": "kill:mafioso", "Boss": "pistol"}
    assert game.phases[2].alive_at_start == [n for n in game.players if n not in ("Com", "Boss")]


def test_seq_is_the_journal_position_so_receipts_keep_their_ids():
    game = day2_open()
    before = [(v.voter, v.seq) for v in game.phases[2].votes]
    game.apply(Entry("action", {"actor": "Doc", "action": "heal", "targets": ["Com"], "phase": "night 1"}))
    assert [(v.voter, v.seq) for v in game.phases[2].votes] == before
    assert game.phases[1].requests[-1].seq == len(game.entries) - 1


def test_phase_order_puts_an_amendment_before_its_phase_s_resolve():
    game = day2_open()
    game.apply(Entry("host", dict(SAVE_COM, phase="night 1")))
    kinds = [(e.kind, e.data.get("event") or e.data.get("kind")) for e in in_phase_order(game.entries)]
    resolve_night = [i for i, k in enumerate(kinds) if k[0] == "resolve"][1]
    assert kinds[resolve_night - 1] == ("host", "override")
    assert sorted(phase_order(game.entries)) == list(range(len(game.entries)))  # nothing dropped


def test_an_unknown_phase_or_a_substitute_into_the_past_is_refused_with_the_reason():
    game = day2_open()
    with pytest.raises(InputError, match="no phase 'night 5'") as unknown:
        game.apply(Entry("host", dict(SAVE_COM, phase="night 5")))
    assert unknown.value.text("ru") == "фазы «Ночь 5» в этой игре ещё нет (фазы: День 1, Ночь 1, День 2)"
    with pytest.raises(InputError, match="from now on") as past:
        game.apply(Entry("host", {"event": "replace", "player": "Cit1", "by": "New", "phase": "night 1"}))
    assert past.value.text("ru") == "'replace' действует с этого момента: его нельзя записать в фазу «Ночь 1»"
    assert len(game.entries) == len(day2_open().entries)


def test_a_change_the_later_phases_cannot_follow_is_refused_and_changes_nothing():
    """Killing the last two mafiosi on night 1 ends the game there: day 2 could not have been opened."""
    small = {"Com": "commissar", "Maf": "mafioso", "Cit1": "citizen", "Cit2": "citizen"}
    game = play([DAY1, night(act("Maf", "kill", "Cit1"))], players=small)
    game.apply(Entry("phase", {"kind": "day"}))
    entries = list(game.entries)
    with pytest.raises(InputError, match="does not fit what the journal holds after it"):
        game.apply(Entry("host", {"event": "override", "what": "die", "player": "Maf", "reason": "x",
                                  "phase": "night 1"}))
    assert game.entries == entries and game.players["Maf"].alive


def test_an_override_named_for_the_open_phase_is_an_ordinary_entry():
    game = day2_open()
    game.apply(Entry("host", {"event": "override", "what": "execute", "player": "Maf", "reason": "r", "phase": "day 2"}))
    assert [h["event"] for h in game.phases[2].host] == ["override"] and not game.phases[2].resolved


def test_C_MISC_3_survive_for_a_player_nobody_attacked_is_refused_with_its_reason():
    game = play([DAY1, night(act("Maf", "kill", "Com"),
                             host=[{"event": "override", "what": "survive", "player": "Cit1", "reason": "r"}])])
    assert deaths(game) == {"Com": "kill:mafioso"}  # the kill stands; the void override touched nothing
    host = game.phases[-1].host[0]
    assert host["refused"].code == "override_nobody_attacked"
    rejected = game_report(game)["phases"][-1]["rejected"]
    assert {"actor": "Cit1", "action": "override", "code": "override_nobody_attacked"}.items() <= rejected[0].items()
    assert not [e for e in game.phases[-1].result.events if e.kind == "override"]  # no "host: survives" line


def test_C_MISC_3_a_late_void_survive_says_why_at_once():
    game = day2_open()
    change = game.apply(Entry("host", dict(SAVE_COM, player="Cit2", phase="night 1")))
    assert change.refused is not None and change.refused.code == "override_nobody_attacked"
    assert deaths(game, 1) == {"Com": "kill:mafioso"}


def test_C_MISC_3_survive_on_the_attacked_and_die_on_the_dead():
    saved = play([DAY1, night(act("Maf", "kill", "Com"), host=[SAVE_COM])])
    assert deaths(saved) == {} and saved.phases[-1].host[0]["refused"] is None
    game = play([DAY1, NIGHT1, day(host=[{"event": "override", "what": "die", "player": "Com", "reason": "r"}])])
    assert game.phases[-1].host[0]["refused"].code == "override_already_dead"


def test_C_MISC_3_a_modkill_that_changes_nothing_is_refused_with_its_reason():
    """A second modkill of one player in a phase, or a modkill of a player already out, is listed in
    `rejected` with its code; the first one stands and the log tells of one removal."""
    modkill = {"event": "modkill", "player": "Cit1", "reason": "r"}
    game = play([DAY1, night(host=[dict(modkill), dict(modkill)])])
    first, second = game.phases[-1].host
    assert first["refused"] is None and second["refused"].code == "modkill_twice"
    assert len([e for e in game.phases[-1].result.events if e.kind == "modkill"]) == 1
    again = play([DAY1, night(host=[dict(modkill)]), day(host=[dict(modkill)])])
    assert again.phases[-1].host[0]["refused"].code == "modkill_already_out"
    rejected = game_report(again)["phases"][-1]["rejected"]
    assert {"actor": "Cit1", "action": "modkill", "code": "modkill_already_out"}.items() <= rejected[0].items()


@pytest.mark.parametrize("event", sorted(HOST_REQUIRED))
def test_a_host_event_without_a_declared_field_is_a_message_naming_it(event):
    """Required fields come from the one host-event declaration (phase_order.HOST_EVENT_DECL), no second table."""
    assert HOST_REQUIRED[event] == HOST_EVENT_DECL[event].required and HOST_EVENT_TIMING[event] == HOST_EVENT_DECL[event].timing
    game = day2_open()
    full = {"player": "Serg", "target": "Maf", "goal": "mafia", "to": "Maf", "by": "Newcomer"}
    for missing in HOST_EVENT_DECL[event].required:
        data = {"event": event, **{k: full[k] for k in HOST_EVENT_DECL[event].required if k != missing}}
        with pytest.raises(InputError, match=f"needs `{missing}`"):
            game.apply(Entry("host", data))
    assert set(HOST_EVENT_TIMING) == set(HOST_EVENT_DECL) and event in KINDS["host"]
