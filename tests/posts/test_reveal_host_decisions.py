"""C-MISC-3 in the final reveal (host-findings-2 item 10): a host read «Зловолосов (Босс): Убийство
мафии → Эрик» in «Ходы» with Эрик alive to the end and no reason. Each override the engine applied is
listed in its phase with its reason; one the engine refused (it changed nothing) is not."""

from __future__ import annotations

import pytest

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries
from moderator_app.posts import render_final_reveal

TABLE = {"Эрик": "sergeant", "Com": "commissar", "Doc": "doctor", "Found": "foundling", "Зловолосов": "boss",
         "Maf": "mafioso", "Cit1": "citizen", "Cit2": "citizen"}
REASON = "доктор писал в ЛС до дедлайна"
SAVED = {"ru": f"— Ведущий: Эрик выживает ({REASON})", "pl": f"— Prowadzący: Эрик przeżywa ({REASON})",
         "en": f"— Host: Эрик survives ({REASON})"}
DAY2 = {"ru": "[u]День 2[/u]", "pl": "[u]Dzień 2[/u]", "en": "[u]Day 2[/u]"}
EXECUTED = {"ru": "— Ведущий: казнь — Cit2 (ничья, решает ведущий)", "pl": "— Prowadzący: egzekucja — Cit2 (ничья, решает ведущий)",
            "en": "— Host: Cit2 is executed (ничья, решает ведущий)"}


def _game() -> Game:
    doc = {"ruleset": "forum-mafia-classic", "seed": 1, "options": {},
           "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
           "phases": [{"day": {}}, {"night": {"actions": [{"actor": "Зловолосов", "action": "kill", "targets": ["Эрик"]}]}},
                      {"day": {}}]}
    game = Game.replay(script_entries(doc))
    assert not game.players["Эрик"].alive
    game.apply(Entry("host", {"event": "override", "what": "survive", "player": "Эрик", "reason": REASON, "phase": "night 1"}))
    game.apply(Entry("host", {"event": "override", "what": "survive", "player": "Cit1", "reason": "никто не нападал",
                              "phase": "night 1"}))  # refused by the engine: nobody attacked Cit1
    game.apply(Entry("host", {"event": "override", "what": "execute", "player": "Cit2", "reason": "ничья, решает ведущий"}))
    return game


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_C_MISC_3_the_reveal_lists_each_applied_override_with_its_reason_in_its_phase(lang: str) -> None:
    game = _game()
    assert game.players["Эрик"].alive
    text = render_final_reveal(game, lang)
    moves = text[text.index("[spoiler="):text.index("[/spoiler]")]
    night = moves[:moves.index(DAY2[lang])]
    assert "Эрик" in night.split(SAVED[lang])[0], night  # the kill, then the host's decision in the same night
    assert SAVED[lang] in night, moves
    assert EXECUTED[lang] in moves[moves.index(DAY2[lang]):], moves  # a day with no requests is listed for it
    assert "Cit1" not in moves, moves  # the refused override changed nothing
