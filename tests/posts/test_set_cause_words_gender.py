"""A role set's own cause words follow the victim's declared gender as the catalogue's do
(`{nick:gender:застрелен|застрелена|застрелен(а)}`): «Кэт застрелена средь бела дня», not
«застрелен(а)» for a seat with `gender: f` (found playing host on mafiascum-normal, host-findings-3)."""

from __future__ import annotations

from moderator_app import paths
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.wording import words
from moderator_app.posts import render_phase_post

SET = str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml")
SEATS = [("Кэт", "goon", "f"), ("Рыжий Кот", "godfather", None), ("Мэри", "mayor", "f"), ("Стрелок", "day_vigilante", "m"),
         ("Ольга", "doctor", "f"), ("Вася", "vanilla", "m"), ("Bob", "vanilla", None)]


def _shot(target: str) -> Game:
    players = [{"nick": n, "role": r, **({"gender": g} if g else {})} for n, r, g in SEATS]
    day = {"actions": [{"actor": "Стрелок", "action": "day_shot", "target": target}]}
    return Game.replay(script_entries({"ruleset": SET, "seed": 1, "players": players, "phases": [{"night": {}}, {"day": day}]}))


def test_the_sets_cause_words_follow_her_declared_gender():
    game = _shot("Кэт")
    assert "[b]Кэт[/b] застрелена средь бела дня" in render_phase_post(game, game.phases[1], "ru")
    assert "[b]Кэт[/b] zastrzelona w biały dzień" in render_phase_post(game, game.phases[1], "pl")


def test_the_sets_cause_words_follow_his_declared_gender_and_are_neutral_without_one():
    assert "[b]Вася[/b] застрелен средь бела дня" in render_phase_post(_shot("Вася"), _shot("Вася").phases[1], "ru")
    game = _shot("Bob")
    assert "[b]Bob[/b] застрелен(а) средь бела дня" in render_phase_post(game, game.phases[1], "ru")


def test_the_logs_noun_takes_the_third_form_and_plain_words_stay_as_written():
    game = _shot("Кэт")
    assert words.cause_noun("day_shot", "ru", game.rs) == "застрелен(а) средь бела дня"
    assert words.cause_text("day_shot", "en", game.rs, "Кэт") == "was shot in broad daylight"
