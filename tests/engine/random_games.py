"""Random whole games for property tests and benchmarks: every living player sends something."""

from __future__ import annotations

import random

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.resolution.requests import ability_for


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
                           if game.rs.abilities[a].get("phase") == "night" and game.rs.abilities[a].effect not in skip_effects]
                if not actions or rnd.random() > chatter:
                    continue
                ability = rnd.choice(actions)
                if ability_for(game, actor, ability.id) is None:
                    continue
                count = int(ability.get("targets"))
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


def unruly_game(ruleset: str, players: int, seed: int, max_phases: int = 30) -> Game:
    """A random game as a careless table plays it: any player, dead or alive, sends any ability of
    any role (of his own or not, in any phase), sometimes two or three in a row, with random
    targets (the dead, himself, too many or none), copies naming random roles; votes for anyone,
    withdrawals, abstentions, runoff votes; now and then a host's `inactive`, `shot` or modkill.
    Every entry goes through `Game.apply`; none is skipped, so every one must get a fate."""
    from moderator_app.engine.rolesets.roleset import load_roleset

    rnd = random.Random(seed)
    rs = load_roleset(ruleset)
    nicks = [f"P{i:02d}" for i in range(players)]
    game = Game()
    game.apply(Entry("setup", {"ruleset": ruleset, "seed": seed, "players": [{"nick": n} for n in nicks]}))
    abilities = sorted(rs.abilities.values(), key=lambda a: a.id)
    roles = sorted(rs.roles)
    rooms = list(game.table.get("rooms") or []) or ["Nowhere"]
    at = 0
    while game.winner is None and len(game.phases) < max_phases:
        kind = game.next_phase_kind()
        game.apply(Entry("phase", {"kind": kind}))
        for _ in range(rnd.randint(0, players + 4)):
            living = game.living() or nicks
            actor = rnd.choice(living if rnd.random() < 0.9 else nicks)
            own = [game.rs.abilities[a] for a in game.rs.roles[game.players[actor].role].abilities]
            ability = rnd.choice(own if own and rnd.random() < 0.9 else abilities)
            count = min(rnd.choice((0, 1, 1, 1, 1, 1, 2, 2, 3)), len(living))
            targets = [] if ability.get("target") == "room" else rnd.sample(living if rnd.random() < 0.9 else nicks, count)
            data = {"actor": actor, "action": ability.id, "targets": targets}
            if rnd.random() < 0.5:
                at += 1
                data["at"] = f"2026-01-01 {at // 60 % 24:02d}:{at % 60:02d}"
            if ability.effect == "copy" or rnd.random() < 0.05:
                role = rnd.choice(roles)
                data.update(role=role, as_action=rnd.choice([rs.abilities[a].id for a in rs.roles[role].abilities] or ["x"]))
            if ability.get("target") == "room" or rnd.random() < 0.05:
                data["room"] = rnd.choice(rooms)
            game.apply(Entry("action", data))
        for _ in range(rnd.randint(0, players + 3) if kind in ("day", "council") else rnd.randint(0, 1)):
            vote: dict[str, object] = {"voter": rnd.choice(nicks)}
            roll = rnd.random()
            if roll < 0.08:
                vote["abstain"] = True
            elif roll < 0.14:
                vote["cancel"] = True
            elif roll < 0.18:
                vote["no_lynch"] = True
            else:
                vote["target"] = rnd.choice(nicks)
            if rnd.random() < 0.08:
                vote["runoff"] = True
            game.apply(Entry("vote", vote))
        roll = rnd.random()
        if roll < 0.05:
            game.apply(Entry("host", {"event": "inactive", "player": rnd.choice(nicks)}))
        elif roll < 0.08:
            game.apply(Entry("host", {"event": "modkill", "player": rnd.choice(nicks), "reason": "rules"}))
        elif roll < 0.12:
            game.apply(Entry("host", {"event": "shot", "player": rnd.choice(nicks), "target": rnd.choice(nicks)}))
        game.apply(Entry("resolve", {}))
    return game
