"""What the amendment benches share: the best of a few timed runs, and a recorded 40-player classic
game played to its twelfth phase with the first night that killed someone."""

from __future__ import annotations

import time

from moderator_app.engine.simulation.simulate import Policy, play_game


def best_ms(action, rounds: int = 7) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        action()
        best = min(best, time.perf_counter() - start)
    return best * 1000


def played_classic(players: int):
    """The game as played (a recording: every entry kept)."""
    outcome = play_game("forum-mafia-classic", players, seed=3, record=True,
                        policy=Policy(death_shots=False, max_phases=12))
    game = outcome.game
    assert game is not None
    return game
