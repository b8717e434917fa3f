"""Rules whose breaking the mutation bench found no test noticing (tests/bench/bench_mutation.py):
a substitute takes over only the targets naming his seat (H-GEN-2); a draw the host fixed is said
fixed in the resolution log (H-HOL-BARON's exposure draw)."""

from __future__ import annotations

from moderator_app.engine.journal import Entry

from .hypermafia_helpers import act, phase, play, small


def test_H_GEN_2_a_substitute_takes_over_the_targets_naming_his_seat_and_no_other():
    game = play([], players=small("Baron", "Enoch", "Jacob", kids=4))
    game.apply(Entry("phase", {"kind": "night"}))
    game.apply(Entry("action", act("Baron", "kill", "Kid3", "Kid4")))
    game.apply(Entry("host", {"event": "replace", "player": "Kid4", "by": "Sub"}))
    baron = next(r for r in phase(game, "night 1").requests if r.actor == "Baron")
    assert baron.targets == ["Kid3", "Sub"]


def test_H_HOL_BARON_a_double_kills_exposure_draw_the_host_fixed_is_said_fixed_in_the_log():
    from moderator_app.engine.explain import explain

    from .hypermafia_helpers import draw, night

    game = play([night(act("Baron", "kill", "Kid3", "Kid4"), host=[draw("exposure:night 1:Baron", False)])],
                players=small("Baron", "Enoch", "Jacob", kids=4))
    lines = [explain(e, "en", game.rs) for e in phase(game, "night 1").result.events if e.kind == "draw"]
    assert lines == ["Draw 'exposure — Night 1, Baron': no (fixed by the host)"]
