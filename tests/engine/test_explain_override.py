"""A host's override in the resolution log reads as a sentence, the player before what happens to him,
and an execution or «no execution» never shows its id (host-findings-2 item 15: «Ведущий: выживает —
Эрик (…)»; «Ведущий: execute — Эрик»)."""

from __future__ import annotations

import pytest

from moderator_app.engine.wording.explain import explain
from moderator_app.engine.model.state import Event


@pytest.mark.parametrize(("lang", "what", "player", "line"), [
    ("ru", "survive", "Эрик", "Ведущий: Эрик выживает (письмо опоздало)"),
    ("ru", "die", "Эрик", "Ведущий: Эрик погибает (письмо опоздало)"),
    ("ru", "execute", "Эрик", "Ведущий: казнь — Эрик (письмо опоздало)"),
    ("ru", "no_execution", "", "Ведущий: казни нет (письмо опоздало)"),
    ("pl", "survive", "Ewa", "Prowadzący: Ewa przeżywa (письмо опоздало)"),
    ("pl", "execute", "Ewa", "Prowadzący: egzekucja — Ewa (письмо опоздало)"),
    ("en", "die", "Jan", "Host: Jan dies (письмо опоздало)"),
    ("en", "no_execution", "", "Host: no execution (письмо опоздало)"),
])
def test_C_MISC_3_an_override_reads_player_then_what_happens(lang, what, player, line):
    assert explain(Event({"kind": "override", "what": what, "player": player, "reason": "письмо опоздало"}), lang) == line
