"""Rules whose breaking the mutation bench found no test noticing (tests/bench/bench_mutation.py):
a substitute takes over only the targets naming his seat (H-GEN-2); a draw the host fixed is said
fixed in the resolution log (H-HOL-BARON's exposure draw); a copied kill kills as the copied role (H-ABR-1); a
pistol shot entered too early is refused saying why (C-ROLE-COM)."""

from __future__ import annotations

from moderator_app.engine.model.journal import Entry

from .hypermafia_helpers import act, phase, play, small


def test_H_GEN_2_a_substitute_takes_over_the_targets_naming_his_seat_and_no_other():
    game = play([], players=small("Baron", "Enoch", "Jacob", kids=4))
    game.apply(Entry("phase", {"kind": "night"}))
    game.apply(Entry("action", act("Baron", "kill", "Kid3", "Kid4")))
    game.apply(Entry("host", {"event": "replace", "player": "Kid4", "by": "Sub"}))
    baron = next(r for r in phase(game, "night 1").requests if r.actor == "Baron")
    assert baron.targets == ["Kid3", "Sub"]


def test_H_HOL_BARON_a_double_kills_exposure_draw_the_host_fixed_is_said_fixed_in_the_log():
    from moderator_app.engine.wording.explain import explain

    from .hypermafia_helpers import draw, night

    game = play([night(act("Baron", "kill", "Kid3", "Kid4"), host=[draw("exposure:night 1:Baron", False)])],
                players=small("Baron", "Enoch", "Jacob", kids=4))
    lines = [explain(e, "en", game.rs) for e in phase(game, "night 1").result.events if e.kind == "draw"]
    assert lines == ["Draw 'exposure — Night 1, Baron': no (fixed by the host)"]


def test_H_ABR_1_a_copied_kill_kills_as_the_copied_role_does():
    from .hypermafia_helpers import copy, night

    game = play([night(copy("Abe", "baron", "kill", "Kid1"))], players=small("Abe", "Baron", "Jacob", kids=4))
    assert [(d.nick, d.cause) for d in phase(game, "night 1").result.deaths] == [("Kid1", "kill:baron")]  # not abraham's


def test_C_ROLE_COM_a_pistol_shot_entered_while_the_commissar_lives_is_refused_saying_why():
    from moderator_app.engine.wording.explain import explain
    from moderator_app.engine.model.game import Game

    seats = [{"nick": n, "role": r} for n, r in (("A", "doctor"), ("B", "mafioso"), ("C", "citizen"), ("D", "citizen"),
                                                  ("E", "putana"), ("F", "commissar"))]
    game = Game()
    for entry in (Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 1, "players": seats}),
                  Entry("phase", {"kind": "day"}), Entry("host", {"event": "shot", "player": "F", "target": "B"}),
                  Entry("resolve", {})):
        game.apply(entry)
    refused = [explain(e, "en", game.rs) for e in game.phases[-1].result.events if e.kind == "refused"]
    assert refused == ["F: request 'shot' refused — the shooter is alive: a death shot fires only when he dies"]
