"""Secrecy by construction: no public post links a closed role to its player (H-GEN-9), and a
classic turn with a vote-deprived player publishes totals only (C-FLOW-7) — over random games."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from moderator_app.posts import render_phase_post
from moderator_app.posts.view import public_phase

from .post_helpers import LANGS, closed_classic, closing_sets, playable_counts, random_game


def _role_names(game, role_id):
    return {game.rs.roles[role_id].name(lang) for lang in LANGS}


def assert_no_closed_role_named(game):
    """For every death whose role the rules keep closed, no line of any public post naming the
    player carries his role's name, and the public view carries no role for him."""
    closed_seen = 0
    for phase in game.phases:
        result = phase.result
        closed = [d for d in result.deaths + result.executed if d.role_revealed is None]
        public = {e.get("nick") for e in result.exposed if isinstance(e, dict) and e.get("role")}
        public |= {a.get("nick") for a in result.announcements if a.get("nick")}
        for lang in LANGS:
            view = public_phase(game, phase, lang)
            for item in view["deaths"] + view["executed"]:
                if any(d.nick == item["nick"] for d in closed):
                    assert item["role"] is None
            post = render_phase_post(game, phase, lang)
            for death in closed:
                if death.nick in public:
                    continue
                for line in post.splitlines():
                    # a corpse list puts several deaths on one line: judge the part about this player
                    for part in re.split(r",\s+|;\s+", line):
                        if re.search(rf"(^|\W){re.escape(death.nick)}(\W|$)", part):
                            leaked = {n for n in _role_names(game, death.role) if n in part}
                            assert not leaked, f"{phase.label} {lang}: {part!r} names {leaked}"
        closed_seen += len(closed)
    return closed_seen


@pytest.mark.parametrize("ruleset", closing_sets())
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), seed=st.integers(min_value=0, max_value=10**6))
def test_H_GEN_9_no_public_post_names_a_closed_role_in_shipped_sets(ruleset, data, seed):
    players = data.draw(st.sampled_from(playable_counts(ruleset, low=8)), label="players")
    game = random_game(ruleset, players, seed)
    assert_no_closed_role_named(game)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(players=st.integers(min_value=8, max_value=14), seed=st.integers(min_value=0, max_value=10**6))
def test_H_GEN_9_generic_closed_reveal_never_leaks_in_posts(tmp_path_factory, players, seed):
    """The same reveal rule (`closed_at_alive`) put on the classic set: the posts obey it too."""
    ruleset = closed_classic(tmp_path_factory.mktemp("sets"), closed_at=players - 2)
    game = random_game(ruleset, players, seed)
    assert_no_closed_role_named(game)


def test_H_GEN_9_the_random_games_do_reach_closed_deaths(tmp_path):
    """The property above is not vacuous: random games with closed roles have closed deaths."""
    ruleset = closed_classic(tmp_path, closed_at=10)
    closed = sum(assert_no_closed_role_named(random_game(ruleset, 12, seed)) for seed in range(10))
    assert closed > 0


@settings(max_examples=30, deadline=None)
@given(players=st.integers(min_value=6, max_value=14), seed=st.integers(min_value=0, max_value=10**6))
def test_C_FLOW_7_deprived_turn_publishes_totals_only(players, seed):
    game = random_game("forum-mafia-classic", players, seed, deprive=0.7)
    for phase in game.phases:
        tally = phase.result.tally
        if tally is None or not phase.result.vote_deprived:
            continue
        assert tally.totals_only
        for lang in LANGS:
            post = render_phase_post(game, phase, lang)
            assert "→" not in post
            view = public_phase(game, phase, lang)
            assert view["tally"]["by_voter"] == [] and view["vote_deprived"] == []
