"""Every template in every language compiles, and renders on every example game (qutebrowser's
walk over its config data, applied to templates/)."""

from __future__ import annotations

import pytest

from moderator_app import paths
from moderator_app.posts import (
    render_final_reveal,
    render_interim_tally,
    render_opening_post,
    render_phase_post,
    render_private,
    render_role_card,
)
from moderator_app.posts.commitment import Commitment
from moderator_app.posts.render import KINDS, SUFFIX, environment
from moderator_app.posts.preview import to_html

from .post_helpers import LANGS, example_games

GAMES = example_games()
ALL_TEMPLATES = sorted(p.relative_to(paths.templates_dir()).as_posix() for p in paths.templates_dir().glob(f"*/*{SUFFIX}"))


@pytest.mark.parametrize("name", ALL_TEMPLATES)
def test_every_template_compiles_in_the_sandbox(name):
    environment().get_template(name)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_generic_post_kind_exists_in_every_language(kind, lang):
    assert (paths.templates_dir() / lang / KINDS[kind]).is_file()


def test_the_examples_are_there():
    assert {name for name, _ in GAMES} >= {"classic-8.yaml", "hypermafia-peregrine-night1.yaml", "suspi-evening-1.yaml",
                                            "suspi-evening-2.yaml", "host-made-game.yaml"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name, game", GAMES, ids=[n for n, _ in GAMES])
def test_every_post_renders_on_every_example_game(name, game, lang):
    """Each post kind, through the role set's own template where it names one."""
    commitment = Commitment.of(game, salt="0" * 32)
    texts = [render_opening_post(game, lang, commitment), render_final_reveal(game, lang, commitment)]
    texts += [render_role_card(game, nick, lang) for nick in game.players]
    for phase in game.phases:
        texts.append(render_phase_post(game, phase, lang))
        if phase.kind in ("day", "council"):
            texts.append(render_interim_tally(game, phase, lang))
        texts += [render_private(game, p.fact, lang) for p in phase.result.private]
    for text in texts:
        assert "None" not in text.split()
        to_html(text)
    assert all(nick in texts[1] for nick in game.players)
