"""The amend preview lists every later consequence of a correction (#23 item 5): missed votes
charged or no longer charged, the winner, and whom the open phase now waits for by its deadline. A
late night-1 PM that revived two players after day 2 listed only night 1 — and, recorded, charged
both a missed vote for the days they were dead (engine.voting.as_played: no vote was owed then)."""

from __future__ import annotations

from moderator_app.app.amend_preview import preview_entries, preview_entry
from moderator_app.engine.model.journal import Entry
from moderator_app.app.host_words import amend_preview_text

from tests.engine.classic_helpers import DAY1, act, all_vote, night, play, day

LATE = [("action", {"actor": "Doc", "action": "heal", "targets": ["Com"], "phase": "night 1"}),
        ("action", {"actor": "Doc", "action": "heal", "targets": ["Cit2"], "phase": "night 2"})]


def _after_day_3():
    """Com killed on night 1, Cit2 on night 2; the doctor's PMs for both nights come late, at day 4."""
    game = play([DAY1, night(act("Maf", "kill", "Com")), day(*all_vote("Bal", skip=("Com",))),
                 night(act("Maf", "kill", "Cit2")), day(*all_vote("Cit3", skip=("Com", "Bal", "Cit2"))), night()])
    game.apply(Entry("phase", {"kind": "day"}))
    game.apply(Entry("host", {"event": "deadline", "at": "2026-12-07 21:00", "tz": "Europe/Moscow"}))
    return game


def test_C_FLOW_6_a_late_pm_that_revives_two_charges_no_vote_of_the_days_they_were_dead_and_names_the_open_days_deadline():
    game = _after_day_3()
    preview = preview_entries(game, LATE)
    assert [c.phase for c in preview.changes][:2] == ["night 1", "night 2"]
    # announced dead on days 2 and 3, they could not vote: nothing charged (it charged Com twice, a removal)
    assert [(label, event.kind) for label, _change, event in preview.later] == []
    assert preview.owed == ["Com", "Cit2"]  # the open day waits for their votes now
    text, recordable = amend_preview_text(game, preview, "ru", "Записать")
    assert recordable and "не голосует" not in text
    assert "«День 4» теперь ждёт также, до 07.12 21:00 МСК: Com, Cit2" in text


def test_a_late_vote_for_a_day_lists_the_missed_vote_no_longer_charged():
    game = play([DAY1, night(act("Maf", "kill", "Com")), day(*all_vote("Bal", skip=("Com", "Cit3"))), night()])
    game.apply(Entry("phase", {"kind": "day"}))
    preview = preview_entry(game, "vote", {"voter": "Cit3", "target": "Bal", "phase": "day 2"})
    assert [(label, change, event.kind, event.data.get("target")) for label, change, event in preview.later] == \
        [("night 2", "removed", "missed_vote", "Cit3")]
    text, _recordable = amend_preview_text(game, preview, "ru", "Записать")
    assert "Ночь 2: − Cit3 не голосует (пропусков: 1)" in text


def test_a_correction_of_the_last_result_lists_the_winner_it_changes():
    small = {"Com": "commissar", "Maf": "mafioso", "Cit1": "citizen", "Cit2": "citizen", "Cit3": "citizen"}
    game = play([DAY1, night(act("Maf", "kill", "Cit1")), day(*all_vote("Maf", small, skip=("Cit1",))), night()],
                players=small)
    assert game.winner == "town"
    preview = preview_entry(game, "host", {"event": "override", "what": "no_execution", "reason": "подсчёт",
                                           "phase": "night 2"})
    assert preview.winner == ("town", None)
    # the winner's event declares itself a consequence (EventDecl.consequence): listed as gone
    assert [(label, change, event.kind) for label, change, event in preview.later] == [("night 2", "removed", "winner")]
    text, _recordable = amend_preview_text(game, preview, "ru", "Записать")
    assert "победитель: Мирные жители → никто" in text


def test_a_correction_that_changes_nothing_later_lists_nothing_later():
    game = _after_day_3()
    preview = preview_entries(game, [("action", {"actor": "Doc", "action": "heal", "targets": ["Cit3"], "phase": "night 1"})])
    assert preview.later == [] and preview.owed == [] and preview.winner is None
