"""A void request's log line names «заявка»/«zgłoszenie», so its verb agrees whatever the ability's name is
(host-findings-4: «Мудрая Ласка: «Проверка» не сработало», a feminine name with a neuter verb; Polish
«„Ochrona” nieważne» the same). One game of the classic example, every void line in ru and pl."""

from __future__ import annotations

from pathlib import Path

from moderator_app.app.replay import replay_script
from moderator_app.engine.wording.explain import explain

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "classic-8.yaml"


def test_void_lines_say_the_request_and_agree_with_it():
    game = replay_script(EXAMPLE)
    events = [e for phase in game.phases for e in phase.result.events if e.kind in ("blocked", "actor_dead", "target_dead", "no_effect")]
    assert events  # the example has a blocked kill and a dead doctor's heal
    ru = [explain(e, "ru", game.rs) for e in events]
    pl = [explain(e, "pl", game.rs) for e in events]
    assert "Петя: заявка «Убийство мафии» не сработала — блокировка от Дины" in ru
    assert all(": заявка «" in line and "» не сработала — " in line for line in ru)
    assert all(": zgłoszenie „" in line and "” nieważne — " in line for line in pl)
