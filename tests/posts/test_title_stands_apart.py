"""The phase post's title line («Итоги: день 1») stands apart: a blank line follows it whatever comes
first (a mayor's reveal, an announced vote deprivation, an exposure), in every language, as the night's deaths
and the lynch already had (host-findings-3 c)."""

from __future__ import annotations

import pytest

from moderator_app import paths
from moderator_app.posts import render_phase_post
from moderator_app.posts.render import template_name

from .post_helpers import LANGS, example_games, play, random_game

MAFIASCUM = str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml")
SEATS = {"Rec": "recruiter", "Gus": "goon", "May": "mayor", "Dv": "day_vigilante", "Sur": "survivor",
         "Bus": "bus_driver", "Rob": "roleblocker", "Nai": "naive_cop", "Vig": "vigilante", "Bp": "bulletproof",
         "Van": "vanilla"}


def _title_apart(post: str) -> bool:
    lines = post.split("\n")
    return len(lines) == 1 or lines[1] == ""


@pytest.mark.parametrize("lang", LANGS)
def test_a_mayors_reveal_on_a_quiet_day_comes_after_a_blank_line(lang):
    game = play([{"night": {}}, {"day": {"actions": [{"actor": "May", "action": "reveal"}]}}], SEATS,
                ruleset=MAFIASCUM)
    post = render_phase_post(game, game.phases[1], lang)
    lines = post.split("\n")
    assert lines[0].startswith("[b]") and lines[1] == "" and "May" in lines[2], post


def test_every_phase_post_of_the_examples_and_random_games_keeps_its_title_apart():
    games = [game for _, game in example_games()]
    games += [random_game(MAFIASCUM, 11, seed) for seed in range(4)]
    seen = 0
    for game in games:
        for phase in game.phases:
            if template_name(game, "phase_result", phase.kind) != "phase_result.bbcode.j2":
                continue  # a set's own layout (HyperMafia's «ИТОГИ НОЧИ:») keeps its forum's habits
            for lang in LANGS:
                post = render_phase_post(game, phase, lang)
                if post:
                    seen += 1
                    assert _title_apart(post), (phase.label, lang, post)
    assert seen > 20
