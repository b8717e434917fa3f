"""The final reveal's night moves (host-findings-4 item 19): each request under the role its player
held that night (a recruit acts as a goon from the next night), and a request that did nothing
says why («не сработало: блокировка»), as the engine's fate has it. Every language.
Set: examples/host-made/mafiascum-normal.yaml (recruit, jail)."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.posts import render_final_reveal

from .post_helpers import LANGS

SET = paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"
SCRIPT = f"""ruleset: {SET}
seed: 1
players:
  - {{nick: Rec, role: recruiter}}
  - {{nick: Van, role: vanilla}}
  - {{nick: Jay, role: jailkeeper}}
  - {{nick: Cop, role: cop}}
  - {{nick: Vic, role: vanilla}}
  - {{nick: Ann, role: vanilla}}
  - {{nick: Bob, role: vanilla}}
phases:
  - night:
      actions:
        - {{actor: Rec, action: recruit, target: Van}}
        - {{actor: Van, action: vig_kill, target: Bob}}
  - day: {{}}
  - night:
      actions:
        - {{actor: Van, action: mafia_kill, target: Vic}}
        - {{actor: Jay, action: jail, target: Cop}}
        - {{actor: Cop, action: investigate, target: Rec}}
"""
RECRUITED = {"ru": "— Van (Мафиози): Убийство мафии → Vic", "pl": "— Van (Mafiozo): Zabójstwo mafii → Vic",
             "en": "— Van (Mafia goon): Mafia kill → Vic"}
VOID = {"ru": "— Cop (Комиссар): Проверка → Rec [i](не сработало: блокировка)[/i]",
        "pl": "— Cop (Komisarz): Śledztwo → Rec [i](nieważne: blokada)[/i]",
        "en": "— Cop (Cop): Investigate → Rec [i](void: blocked)[/i]"}
VANILLA = {"ru": "Мирный", "pl": "Mieszkaniec", "en": "Vanilla townie"}
JAIL = {"ru": "— Jay (Тюремщик): Тюрьма → Cop\n", "pl": "— Jay (Strażnik więzienny): Areszt → Cop\n",
        "en": "— Jay (Jailkeeper): Jail → Cop\n"}


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    script = Path(tmp_path_factory.mktemp("moves")) / "game.yaml"
    script.write_text(SCRIPT, encoding="utf-8")
    return replay_script(script)


@pytest.mark.parametrize("lang", LANGS)
def test_a_recruits_move_is_listed_under_the_role_he_held_that_night(game, lang):
    text = render_final_reveal(game, lang)
    assert RECRUITED[lang] in text
    assert f"— Van ({VANILLA[lang]}): " in text.split(RECRUITED[lang])[0]  # night 1, before the recruit took


@pytest.mark.parametrize("lang", LANGS)
def test_a_void_request_says_why_it_did_nothing(game, lang):
    text = render_final_reveal(game, lang)
    assert VOID[lang] in text
    assert JAIL[lang] in text  # an applied request carries no note
