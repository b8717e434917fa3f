"""Every private fact the engine produces has its own words in every language (#24 item 2): a fact
kind a template does not word falls to the templates' last branch, which prints its bare id
("redirected: Маша") — in every language, and no other test noticed."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.engine.model.game import Game
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.i18n import LANGS
from moderator_app.posts import render_private

from tests.engine.random_games import unruly_game
from tests.engine.test_fates import ALL_SETS, HOST_MADE

GAMES = 6


def _games(ruleset: str) -> list[Game]:
    low = min(load_roleset(ruleset).deal_table)
    return [unruly_game(ruleset, low + seed % 5, seed) for seed in range(GAMES)]


def _examples() -> list[Game]:
    return [replay_script(p) for p in sorted([*paths.examples_dir().glob("*.yaml"), *HOST_MADE.glob("*-game.yaml")])]


def _bare(game: Game, fact: dict, lang: str) -> bool:
    """The fallback branch: the fact's kind, a colon, a value — its id where words should be."""
    return render_private(game, fact, lang).strip().startswith(f"{fact['kind']}:")


@pytest.mark.parametrize("ruleset", ALL_SETS, ids=lambda r: Path(r).stem)
def test_every_private_fact_of_random_games_is_worded_in_every_language(ruleset: str) -> None:
    unworded: dict[str, set[str]] = defaultdict(set)
    for game in _games(ruleset):
        for phase in game.phases:
            for private in phase.result.private if phase.result else []:
                for lang in LANGS:
                    if _bare(game, private.fact, lang):
                        unworded[private.fact["kind"]].add(lang)
    assert not unworded, dict(unworded)


def test_every_private_fact_of_the_example_games_is_worded_in_every_language() -> None:
    unworded: dict[str, set[str]] = defaultdict(set)
    kinds: set[str] = set()
    for game in _examples():
        for phase in game.phases:
            for private in phase.result.private if phase.result else []:
                kinds.add(private.fact["kind"])
                for lang in LANGS:
                    if _bare(game, private.fact, lang):
                        unworded[private.fact["kind"]].add(lang)
    assert kinds and not unworded, dict(unworded)
