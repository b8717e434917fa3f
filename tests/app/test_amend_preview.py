"""#14 items 2 and 6 below the screens: an entry into an earlier phase is previewed on a copy — the
published facts that would change, phase by phase — before it is recorded (C-MISC-3, C-ROLE-COM)."""

from __future__ import annotations

from moderator_app.app.amend_preview import preview_entry
from moderator_app.app.corrections import amended, correction, published_facts
from moderator_app.app.pending import pending_lynch
from moderator_app.engine.model.journal import Entry

from tests.engine.classic_helpers import DAY1, act, day, night, play, vote

SAVE_COM = {"event": "override", "what": "survive", "player": "Com", "reason": "лаг форума", "phase": "night 1"}


def three_phases():
    game = play([DAY1, night(act("Maf", "kill", "Com")), day(vote("Com", "Maf"))])
    game.apply(Entry("phase", {"kind": "night"}))
    return game


def test_C_MISC_3_preview_lists_what_changes_and_leaves_the_game_alone():
    game = three_phases()
    entries = list(game.entries)
    preview = preview_entry(game, "host", SAVE_COM)
    assert preview.recordable and preview.refused is None and preview.phase == "night 1"
    assert [(c.phase, [(i["change"], i["nick"]) for i in c.public]) for c in preview.changes] == \
        [("night 1", [("removed", "Com")])]
    assert game.entries == entries and not game.players["Com"].alive


def test_C_MISC_3_preview_of_a_void_survive_carries_its_refusal():
    preview = preview_entry(three_phases(), "host", dict(SAVE_COM, player="Cit3"))
    assert preview.refused.code == "override_nobody_attacked" and preview.changes == []


def test_preview_says_where_the_changed_game_would_end():
    small = {"Com": "commissar", "Maf": "mafioso", "Cit1": "citizen", "Cit2": "citizen"}
    game = play([DAY1, night(act("Maf", "kill", "Cit1"))], players=small)
    game.apply(Entry("phase", {"kind": "day"}))
    preview = preview_entry(game, "host", {"event": "override", "what": "die", "player": "Maf", "reason": "r",
                                           "phase": "night 1"})
    assert not preview.recordable and preview.ended_at == "night 1"


def test_an_amended_earlier_phase_gets_its_correction():
    game = three_phases()
    published = published_facts(game.phases[1])
    assert not amended(game, 1)
    game.apply(Entry("host", SAVE_COM))
    assert amended(game, 1) and not amended(game, 2)
    fix = correction(game, 1, published)
    assert [(i["change"], i["what"], i["nick"]) for i in fix.public] == [("removed", "death", "Com")]
    assert correction(game, 1).public == fix.public  # without a copy the first resolve is the baseline


def test_C_FLOW_3_a_vote_named_for_the_day_after_the_night_opened_counts_in_the_pending_lynch():
    game = play([DAY1, night(), day(vote("Serg", "Maf"), vote("Doc", "Maf"), vote("Cit1", "Maf"))])
    game.apply(Entry("phase", {"kind": "night"}))
    assert pending_lynch(game).executed == "Maf" and pending_lynch(game).votes == 3
    game.apply(Entry("vote", {"voter": "Cit2", "target": "Maf", "phase": "day 2"}))
    assert pending_lynch(game).votes == 4
