"""#14 items 2 and 6 at the inbox, below the screens: a PM that belongs to a closed night is read
against the game as it stood that night, names that night, previews what it changes in the published
results, and is recorded there — never slipped into the open phase (C-MISC-3: the host's late
decision re-resolves the phase; C-ROLE-DOC: the doctor's protection saves the mafia's target)."""

from __future__ import annotations

from moderator_app.app.corrections import correction, published_facts
from moderator_app.app.inbox.past import home_phase, is_past
from moderator_app.app.inbox.record import preview_rows
from moderator_app.app.inbox.verdict import blocker
from moderator_app.app.inbox.record import entry_of
from moderator_app.app.inbox.paste import read_paste
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries

SEATS = [("Вася", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"), ("Дина", "putana"),
         ("Борис", "mafioso"), ("Оля", "citizen"), ("Sailor", "citizen")]
#: the doctor's PM, sent at 22:40 on night 1 (deadline 02.12 09:00), seen by the host only on day 2
LATE_HEAL = "От: коля_acc\nТема: ход\nДата: 01.12.2026 22:40\n\nЛечу Машу"


def night_one_kills_masha() -> Game:
    doc = {"ruleset": "forum-mafia-classic", "seed": 3,
           "players": [{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in SEATS],
           "phases": [{"day": {"deadline": "2026-12-01 21:00", "tz": "Europe/Moscow"}},
                      {"night": {"deadline": "2026-12-02 09:00", "tz": "Europe/Moscow",
                                 "actions": [{"actor": "Петя", "action": "kill", "targets": ["Маша"]},
                                             {"actor": "Борис", "action": "kill", "targets": ["Маша"]}]}}]}
    game = Game.replay(script_entries(doc))
    game.apply(Entry("phase", {"kind": "day", "deadline": "2026-12-02 21:00", "tz": "Europe/Moscow"}))
    return game


def test_C_ROLE_DOC_late_heal_pasted_on_day_2_belongs_to_night_1_and_saves_masha():
    game = night_one_kills_masha()
    assert not game.players["Маша"].alive
    published = published_facts(game.phases[1])
    [row] = read_paste(game, LATE_HEAL, voting=True)  # the open day reads votes; this PM is night 1's request
    assert (row.phase, row.kind, row.actor, row.action, row.targets, row.late) == \
        ("night 1", "action", "Коля", "heal", ["Маша"], False)  # read against night 1: Маша was alive then
    assert is_past(game, row) and blocker(game, row) is None
    preview = preview_rows(game, [row])
    assert preview.recordable and preview.refused is None
    assert [(c.phase, [(i["change"], i["what"], i["nick"]) for i in c.public]) for c in preview.changes] == \
        [("night 1", [("removed", "death", "Маша")])]
    assert not game.players["Маша"].alive  # the preview is a copy
    kind, data = entry_of(row, game)
    assert data["phase"] == "night 1"
    game.apply(Entry(kind, data))
    assert game.players["Маша"].alive and game.current.label == "day 2" and game.current.requests == []
    assert [r.actor for r in game.phases[1].requests] == ["Петя", "Борис", "Коля"]
    fix = correction(game, 1, published)  # the Posts tab drafts this correction
    assert [(i["change"], i["nick"]) for i in fix.public] == [("removed", "Маша")]


def test_a_pm_sent_during_the_day_is_never_moved_into_that_day_by_its_time():
    """Night requests are often sent early, during the day before the night: such a PM stays with
    the open night; only a closed *night's* window moves a PM back."""
    game = night_one_kills_masha()
    assert home_phase(game, None) is None
    from datetime import datetime

    assert home_phase(game, datetime(2026, 12, 1, 20, 0)) is None  # day 1's window: a day, no move
    assert home_phase(game, datetime(2026, 12, 1, 22, 40)).label == "night 1"
    assert home_phase(game, datetime(2026, 12, 2, 9, 5)) is None  # after night 1's deadline: the open day's


def test_a_row_of_an_undone_phase_is_never_recorded_elsewhere():
    game = night_one_kills_masha()
    [row] = read_paste(game, LATE_HEAL, voting=True)
    row.phase = "night 7"
    assert blocker(game, row) == "phase_gone"


def test_C_ROLE_DOC_a_late_heal_the_rules_refuse_keeps_its_reason_and_is_not_recorded():
    """Night 2's late «Лечу Олю» after healing Оля on night 1: not the same player two nights in a row.
    The preview carries the engine's coded refusal; nothing is recorded."""
    doc = {"ruleset": "forum-mafia-classic", "seed": 3,
           "players": [{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in SEATS],
           "phases": [{"day": {"deadline": "2026-12-01 21:00"}},
                      {"night": {"deadline": "2026-12-02 09:00", "actions": [
                          {"actor": "Коля", "action": "heal", "targets": ["Оля"]},
                          {"actor": "Борис", "action": "kill", "targets": ["Маша"]}]}},
                      {"day": {"deadline": "2026-12-02 21:00"}},
                      {"night": {"deadline": "2026-12-03 09:00", "actions": [
                          {"actor": "Борис", "action": "kill", "targets": ["Оля"]}]}}]}
    game = Game.replay(script_entries(doc))
    game.apply(Entry("phase", {"kind": "day", "deadline": "2026-12-03 21:00"}))
    entries = list(game.entries)
    [row] = read_paste(game, "От: коля_acc\nДата: 02.12.2026 22:40\n\nЛечу Олю", voting=True)
    assert (row.phase, row.action, row.targets) == ("night 2", "heal", ["Оля"]) and blocker(game, row) is None
    preview = preview_rows(game, [row])
    assert preview.refused.code == "same_target_twice" and not game.players["Оля"].alive
    assert game.entries == entries


def test_C_ROLE_DOC_a_night_without_a_recorded_deadline_ends_at_the_sets_cycle_time():
    """Host findings #1: night 1 had no deadline (the board only suggested one), so the doctor's 07.12
    10:00 PM pasted by day 2 was not placed in night 1. Night 1 now ends at the classic cycle's 21:00
    after day 1's deadline."""
    from datetime import datetime

    doc = {"ruleset": "forum-mafia-classic", "seed": 3,
           "players": [{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in SEATS],
           "phases": [{"day": {"deadline": "2026-12-06 21:00", "tz": "Europe/Moscow"}},
                      {"night": {"actions": [{"actor": "Петя", "action": "kill", "targets": ["Маша"]}]}}]}
    game = Game.replay(script_entries(doc))
    game.apply(Entry("phase", {"kind": "day", "deadline": "2026-12-08 21:00", "tz": "Europe/Moscow"}))
    assert home_phase(game, datetime(2026, 12, 7, 10, 0)).label == "night 1"
    assert home_phase(game, datetime(2026, 12, 7, 21, 5)) is None  # past night 1's cycle time: the open day's
    [row] = read_paste(game, "От: коля_acc\nДата: 07.12.2026 10:00\n\nЛечу Машу", voting=True)
    assert (row.phase, row.kind, row.action, row.targets) == ("night 1", "action", "heal", ["Маша"])


def test_the_first_phase_without_a_deadline_places_nothing():
    from datetime import datetime

    doc = {"ruleset": "forum-mafia-classic", "seed": 3,
           "players": [{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in SEATS],
           "phases": [{"day": {}}, {"night": {}}]}
    game = Game.replay(script_entries(doc))
    game.apply(Entry("phase", {"kind": "day", "deadline": "2026-12-08 21:00", "tz": "Europe/Moscow"}))
    assert home_phase(game, datetime(2026, 12, 7, 10, 0)) is None
