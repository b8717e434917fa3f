"""The host's own events below the screens (app/host_events.py, #24 item 4): which events a game takes,
whom each offers, where an event goes and whether it may be entered now — the board's form only shows it."""

from __future__ import annotations

from moderator_app.app import host_events as events
from moderator_app.app.explanations import draw_lines, log_lines, override_line
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.phase_order import INBOX_OVERRULED

SEATS = [("Вася", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"), ("Дина", "putana"),
         ("Борис", "mafioso"), ("Оля", "citizen"), ("Sailor", "citizen")]


def _game(*entries: tuple[str, dict], options: dict | None = None, genders: dict | None = None) -> Game:
    players = [{"nick": n, "role": r, **({"gender": genders[n]} if genders and n in genders else {})} for n, r in SEATS]
    game = Game()
    game.apply(Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players, **({"options": options} if options else {})}))
    for kind, data in entries:
        game.apply(Entry(kind, data))
    return game


def _night_killing_the_commissar() -> Game:
    return _game(("phase", {"kind": "day"}), ("resolve", {}), ("phase", {"kind": "night"}),
                 ("action", {"actor": "Петя", "action": "kill", "targets": ["Вася"]}),
                 ("action", {"actor": "Борис", "action": "kill", "targets": ["Вася"]}), ("resolve", {}))


def test_C_ROLE_COM_the_shot_is_offered_where_a_role_shoots_and_goes_to_its_owners_death():
    game = _night_killing_the_commissar()
    offered = events.offered(game)
    assert "shot" in offered and "guess" not in offered and "answer" not in offered and "modkill" in offered
    assert events.people(game, "shooters") == ["Вася"]  # dead, he may still fire
    assert "Вася" not in events.people(game, "living") and events.people(game, "all")[0] == "Вася"
    night = game.current
    # the night is the last phase and resolved: the shot amends it, it is not the "earlier" phase
    assert events.earlier_phase(game, "shot", "Вася") is None
    assert events.goes_to(game, "shot", None) == ("again", night)
    assert events.may_enter(game, "shot") and not events.may_enter(game, "modkill")
    assert events.goes_to(game, "modkill", None) == ("next", None)
    game.apply(Entry("phase", {"kind": "day"}))
    assert events.earlier_phase(game, "shot", "Вася") is night  # a day later: the night of his death
    assert events.goes_to(game, "shot", night) == ("earlier", night)
    assert events.goes_to(game, "modkill", None) == ("open", game.current) and events.may_enter(game, "modkill")


def test_a_guess_only_in_an_open_unmasking_and_a_draw_only_when_one_was_made():
    game = _game(("phase", {"kind": "day"}))
    assert not events.may_enter(game, "guess") and not events.may_enter(game, "draw", draws=False)
    assert events.may_enter(game, "draw", draws=True) and not events.may_enter(None, "modkill")
    assert events.goes_to(None, "modkill", None) == ("", None)


def test_C_LYNCH_3_a_fixed_draw_belongs_to_the_phase_that_drew_it():
    game = _game(options={"tie_rule": "random"})
    for kind in ("day", "night", "day", "night"):
        game.apply(Entry("phase", {"kind": kind}))
        if kind == "day" and game.current.number == 2:
            for voter, target in (("Маша", "Борис"), ("Оля", "Борис"), ("Sailor", "Борис"),
                                  ("Вася", "Петя"), ("Коля", "Петя"), ("Дина", "Петя")):
                game.apply(Entry("vote", {"voter": voter, "target": target}))
        game.apply(Entry("resolve", {}))
    drawn = draw_lines(game, "ru")
    phase, line, name = drawn[0]
    value = next(e.data["value"] for e in phase.result.events if e.kind == "draw")
    assert name == "tie:day 2" and phase is game.phases[-1] and line == f"Жребий «ничья — День 2»: {value}"
    game.apply(Entry("phase", {"kind": "day"}))
    assert events.earlier_phase(game, "draw", draw_phase=phase.label) is phase
    assert events.earlier_phase(game, "draw", draw_phase=None) is None


def test_the_overruled_inbox_is_the_host_event_with_his_reason():
    assert events.inbox_overruled("PMs came late") == {"event": INBOX_OVERRULED, "reason": "PMs came late"}


def test_the_log_reads_each_nick_in_its_seats_gender():
    """«блокирует Дину» is right for a woman; for a seat declared a man the nick declines as his (Дина → Дины
    is the feminine genitive either way; the accusative tells them apart: Дину / Дина)."""
    entries = (("phase", {"kind": "day"}), ("resolve", {}), ("phase", {"kind": "night"}),
               ("action", {"actor": "Дина", "action": "block", "targets": ["Коля"]}), ("resolve", {}))
    plain = _game(*entries)
    as_woman = _game(*entries, genders={"Коля": "f"})
    lines, hers = log_lines(plain, plain.current.result.events, "ru"), log_lines(as_woman, as_woman.current.result.events, "ru")
    assert len(lines) == len(hers) and lines != hers  # the same events, Коля declined as her seat says
    assert any("Колю" in line for line in lines) and not any("Колю" in line for line in hers)


def test_the_journals_override_line_is_the_logs():
    line = override_line({"what": "survives", "player": "Эрик", "reason": "ошибка", "seq": 4}, "ru")
    assert "Эрик" in line and "ошибка" in line


def test_the_journal_keeps_the_fields_the_event_shows_its_phase_and_the_hosts_reason():
    game = _night_killing_the_commissar()
    game.apply(Entry("phase", {"kind": "day"}))
    night = game.phases[-2]
    shot = events.event_data(game, "shot", events.Filled(player="Вася", target="Петя", text="ignored", reason=" PM late "))
    assert shot == {"event": "shot", "player": "Вася", "target": "Петя", "phase": night.label, "reason": "PM late"}
    assert events.event_data(game, "modkill", events.Filled(player="Маша")) == {"event": "modkill", "player": "Маша",
                                                                                "reason": "host"}
    assert events.event_data(game, "penalty", events.Filled()) == {"event": "penalty", "kind": "double_kill"}
    note = events.event_data(game, "note", events.Filled(player="Маша", target="Оля", text=" прощайте "))
    assert note == {"event": "note", "player": "Маша", "to": "Оля", "text": "прощайте"}
    try:
        events.event_data(game, "replace", events.Filled(player="Маша", text="  "))
    except ValueError as err:
        assert str(err) == "by"  # the substitute's nick is the field to fill
    else:
        raise AssertionError("a substitute without a nick was made")


def test_a_fixed_draw_keeps_its_value_as_typed_and_its_phase():
    game = _game(("phase", {"kind": "day"}))
    three = events.event_data(game, "draw", events.Filled(text="3", draw="tie:day 2", draw_phase=None))
    nick = events.event_data(game, "draw", events.Filled(text="Борис", draw="tie:day 2"))
    assert (three["value"], nick["value"], three["name"]) == (3, "Борис", "tie:day 2") and "phase" not in three
