"""S-TAB-2: the table hears only an approximate killer count — the opening post must not give the
true one away (a role list with ×N once did: «około 1» above «Morderca ×2»)."""

from __future__ import annotations

from moderator_app.posts import render_opening_post

from tests.engine.suspi_helpers import play

LANGS = ("ru", "pl", "en")
ONE_KILLER = ["killer", "investigator", "doctor", "guest", "guest", "guest", "guest", "guest"]
TWO_KILLERS = ["killer", "killer", "investigator", "doctor", "guest", "guest", "guest", "guest"]


def _by_announced(roles: list[str]) -> dict[int, object]:
    """One game per announced count the seeds give for this deal."""
    games = {}
    for seed in range(40):
        game = play(roles, [], seed=seed)
        games.setdefault(game.table["killers_announced"], game)
    return games


def test_S_TAB_2_the_opening_post_is_the_same_whatever_the_true_killer_count() -> None:
    one, two = _by_announced(ONE_KILLER), _by_announced(TWO_KILLERS)
    shared = set(one) & set(two)
    assert shared, "the seeds gave no announced count shared by a 1-killer and a 2-killer table"
    for announced in shared:
        for lang in LANGS:
            assert render_opening_post(one[announced], lang) == render_opening_post(two[announced], lang)


def test_S_TAB_2_the_opening_post_still_names_the_roles_in_play_without_counts() -> None:
    game = play(TWO_KILLERS, [], seed=3)
    post = render_opening_post(game, "pl")
    assert "Morderca" in post and "Gość" in post and "×" not in post
    assert f"około {game.table['killers_announced']}" in post


def test_an_exact_set_keeps_its_counts_in_the_opening_post() -> None:
    game = play(TWO_KILLERS, [], seed=3, options={"killers_spread": [0]})
    assert "×2" in render_opening_post(game, "pl")
