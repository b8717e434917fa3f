"""Random whole games for property tests and benchmarks: every living player sends something."""

from __future__ import annotations

import random

from moderator_app.engine.game import Game
from moderator_app.engine.journal import Entry
from moderator_app.engine.requests import ability_for


def random_game(ruleset: str, players: int, seed: int, max_phases: int = 80, chatter: float = 0.9,
                vote_focus: float = 0.8, skip_effects: tuple[str, ...] = ()) -> Game:
    """Play a random game of the set's cycle until someone wins or `max_phases` pass."""
    rnd = random.Random(seed)
    game = Game()
    nicks = [f"P{i:02d}" for i in range(players)]
    game.apply(Entry("setup", {"ruleset": ruleset, "seed": seed, "players": [{"nick": n} for n in nicks]}))
    at = 0
    while game.winner is None and len(game.phases) < max_phases:
        kind = game.next_phase_kind()
        game.apply(Entry("phase", {"kind": kind}))
        living = game.living()
        if kind == "night":
            for actor in living:
                role = game.rs.roles[game.players[actor].role]
                actions = [game.rs.abilities[a] for a in role.abilities
                           if game.rs.abilities[a].get("phase", "night") == "night" and game.rs.abilities[a].effect not in skip_effects]
                if not actions or rnd.random() > chatter:
                    continue
                ability = rnd.choice(actions)
                if ability_for(game, actor, ability.id) is None:
                    continue
                count = int(ability.get("targets", 1))
                targets = rnd.sample(living, min(count, len(living)))
                at += 1
                game.apply(Entry("action", {"actor": actor, "action": ability.id, "targets": targets, "at": f"{at:06d}"}))
        else:
            favourite = rnd.choice(living)
            for voter in living:
                if rnd.random() > chatter:
                    continue
                target = favourite if rnd.random() < vote_focus else rnd.choice(living)
                if target == voter:
                    target = next(n for n in living if n != voter)
                at += 1
                game.apply(Entry("vote", {"voter": voter, "target": target, "at": f"{at:06d}"}))
        game.apply(Entry("resolve", {}))
    return game
