"""The amend preview lists every later consequence of a correction (#23 item 5): a late night-1 PM
that revives two players after day 2 listed only night 1, though it charged both a missed vote at
the next result and made the open day wait for their votes."""

from __future__ import annotations

from moderator_app.app.amend_preview import preview_entries
from moderator_app.engine.journal import Entry
from moderator_app.gui.texts import amend_preview_text

from tests.engine.classic_helpers import DAY1, act, all_vote, night, play, day

LATE = [("action", {"actor": "Doc", "action": "heal", "targets": ["Com"], "phase": "night 1"}),
        ("action", {"actor": "Doc", "action": "heal", "targets": ["Cit2"], "phase": "night 2"})]


def _after_day_3():
    """Com killed on night 1, Cit2 on night 2; the doctor's PMs for both nights come late, at day 4."""
    game = play([DAY1, night(act("Maf", "kill", "Com")), day(*all_vote("Bal", skip=("Com",))),
                 night(act("Maf", "kill", "Cit2")), day(*all_vote("Cit3", skip=("Com", "Bal", "Cit2"))), night()])
    game.apply(Entry("phase", {"kind": "day"}))
    return game


def test_C_FLOW_6_a_late_pm_that_revives_two_lists_their_missed_votes_and_what_the_open_day_waits_for():
    game = _after_day_3()
    preview = preview_entries(game, LATE)
    assert [c.phase for c in preview.changes][:2] == ["night 1", "night 2"]
    charged = [(label, event["target"]) for label, change, event in preview.later
               if change == "added" and event.kind == "missed_vote"]
    # the days they were alive for and cast no vote, at the results that count them (C-FLOW-3)
    assert ("night 2", "Com") in charged and ("night 3", "Cit2") in charged
    assert ("night 3", "Com") in charged  # his second: the rules remove him (C-FLOW-6), a death at night 3
    assert preview.owed == ["Cit2"]  # the open day waits for her vote now
    text, _recordable = amend_preview_text(game, preview, "ru", "Записать")
    assert "Ночь 2: + Com не голосует (пропусков: 1)" in text and "Ночь 3: + Cit2 не голосует (пропусков: 1)" in text
    assert "Ночь 3: + Com (гибель)" in text and "«День 4» теперь ждёт также: Cit2" in text


def test_a_correction_that_changes_nothing_later_lists_nothing_later():
    game = _after_day_3()
    preview = preview_entries(game, [("action", {"actor": "Doc", "action": "heal", "targets": ["Cit3"], "phase": "night 1"})])
    assert preview.later == [] and preview.owed == [] and preview.winner is None
