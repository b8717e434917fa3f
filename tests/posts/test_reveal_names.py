"""The final reveal's deal check and draws speak the post's language: the committed deal line stays
ids (its SHA-256 is what players check, docs/provable-deal.md), the role set's names stand beside it
and beside every draw whose outcome is a role, goal or room id."""

from __future__ import annotations

import pytest

from moderator_app.posts import commitment, render_final_reveal
from moderator_app.posts.reveal import id_names

from .post_helpers import example_games

GAMES = [(name, game) for name, game in example_games() if any(
    isinstance(d.value, str) and d.value in id_names(game, "ru") for d in game.rng.log)]


@pytest.mark.parametrize("lang", ("ru", "pl", "en"))
def test_reveal_names_the_ids_of_the_deal_line_and_the_draws(lang):
    assert GAMES, "no example game draws a role, goal or room"
    for _, game in GAMES:
        names = id_names(game, lang)
        text = render_final_reveal(game, lang, salt="s4lt")
        canonical = commitment.canonical_deal(game)
        assert f"[code]{canonical}[/code]" in text  # the line to hash, exactly
        assert commitment.commit(canonical, "s4lt") in text
        for player in game.players.values():
            if player.original_role in names:
                assert f"{player.original_role} — {names[player.original_role]}" in text
        for draw in game.rng.log:
            if isinstance(draw.value, str) and draw.value in names:
                assert f"{draw.name} → {draw.value} ({names[draw.value]})" in text
