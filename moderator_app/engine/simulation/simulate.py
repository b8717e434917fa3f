"""Simulated games for the balance preview (#16): random but legal play through the real engine.

A simulated game is built exactly like a real one: a `setup` entry, then for each phase of the
role set's cycle the requests and votes simple players would send, then `resolve` — every entry
goes through `Game.apply`, so the rules, the priority table, the seeded draws and the win check are
the ones a host's game uses. There is no second rules engine here, only players.

The players' policies are declared in `Policy` and nowhere else:
- a night request: each living player picks one of his role's abilities usable in this phase
  (an optional one — a hunt, a one-off card — only with `optional_chance`) and random targets the
  engine accepts (the request is tried against the engine's own refusal rules);
- a team that knows each other (`knows_each_other`) agrees on one target for its team action,
  and its members never aim at a teammate except to help him (an effect with the trait `helps`);
- a team's leader rights (HyperMafia) are used by the holder only;
- room nights (SUSPI): every living player walks into a random room, the dead haunt a random one;
- day votes: `random` — every voter for a random other living player; `team_aware` — the same,
  but never for a known teammate; a tied council or runoff day votes again among the tied;
- a death shot (trait `host_enters` with `when: own_death`: the commissar's pistol, a hunter) fires at a
  random living player right after the result that killed its owner (`death_shots`); an
  anytime bullet (SUSPI's Szur) stays in its holder's pocket;
- the host does nothing of his own: no modkills, no overrides, no fixed draws.

Two random sources are kept apart: the players' choices come from their own generator, the
rules' chances (exposures, ties by lot, the deal) from the game's seeded generator, as in play.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ..resolution import requests as request_rules
from ..resolution import traits
from ..model.game import Game
from ..model.journal import Entry
from ..model.state import Phase, Request, request_extra
from .simulate_votes import send_votes
from ..resolution.succession import abilities_of, holder, is_rights_ability

#: Vote policies, declared once (the GUI and the CLI list these; simulate_votes.py plays them).
VOTE_POLICIES = ("random", "team_aware")


@dataclass(frozen=True)
class Policy:
    votes: str = "random"
    optional_chance: float = 0.0  #: how often an optional ability (a hunt, a one-off card) is used
    max_phases: int = 80  #: a game still open after this many phases counts as unfinished
    tries: int = 12  #: random target picks tried against the engine's refusals before giving up
    death_shots: bool = True  #: a dying pistol owner shoots (entered as the host's `shot` event)


@dataclass
class Outcome:
    """What one simulated game ended with."""

    winner_team: str | None  #: a team id (a loner's team, not his nick), None when unfinished
    phases: int
    seats: list[tuple[str, str, bool]]  #: (original role, team, alive at the end) per seat
    seed: int
    game: Game | None = field(default=None, compare=False, repr=False)


def play_game(ruleset: str, players: int, seed: int, options: dict[str, Any] | None = None,
              deal: dict[str, int] | None = None, policy: Policy | None = None, record: bool = False) -> Outcome:
    """Play one game with `players` seats; `seed` fixes both the rules' draws and the players'.
    With `record`, the outcome keeps the game (its journal, `game.entries`, replays it)."""
    policy = policy or Policy()
    game = Game()
    nicks = [f"P{i + 1}" for i in range(players)]
    game.apply(Entry("setup", {"ruleset": ruleset, "seed": seed, "options": dict(options or {}),
                               "players": [{"nick": n} for n in nicks], "deal": dict(deal or {})}))
    chooser = random.Random(seed * 7919 + 1)
    while game.winner is None and len(game.phases) < policy.max_phases:
        kind = game.next_phase_kind()
        game.apply(Entry("phase", {"kind": kind}))
        phase = game.phases[-1]
        _send_requests(game, phase, chooser, policy)
        if kind in ("day", "council"):
            send_votes(game, phase, chooser, policy)
        game.apply(Entry("resolve", {}))
        if policy.death_shots:
            _death_shots(game, chooser)
    return Outcome(
        winner_team=_team_of_winner(game),
        phases=len(game.phases),
        seats=[(p.original_role, p.team, p.alive) for p in sorted(game.players.values(), key=lambda p: p.seat)],
        seed=seed,
        game=game if record else None,
    )


def _team_of_winner(game: Game) -> str | None:
    if game.winner is None:
        return None
    if game.winner in game.players:  # a loner wins by his nick
        return game.players[game.winner].team
    return game.winner


# ----- requests -------------------------------------------------------------------------------
def _send_requests(game: Game, phase: Phase, chooser: random.Random, policy: Policy) -> None:
    room_night = game.rs.cycle.get("night_mode") == "rooms" and phase.kind == "night"
    team_choice: dict[tuple[str, str], list[str]] = {}
    for nick in list(game.players):
        usable = [a for a in abilities_of(game, nick) if _usable_now(game, phase, nick, a)]
        if room_night and nick in phase.alive_at_start:
            rooms = [a for a in usable if traits.has(a, "seats")]
            if rooms:
                _send(game, phase, nick, rooms[0], chooser, policy, team_choice)
            usable = [a for a in usable if not traits.has(a, "seats")]
        usable = [a for a in usable if not a.get("optional") or chooser.random() < policy.optional_chance]
        chooser.shuffle(usable)
        for ability in usable:
            if _send(game, phase, nick, ability, chooser, policy, team_choice):
                break


def _usable_now(game: Game, phase: Phase, nick: str, ability: Any) -> bool:
    wanted = ability.get("phase")
    wanted = wanted if isinstance(wanted, list) else [wanted]
    if "any" not in wanted and phase.kind not in wanted:
        return False
    if ability.get("enabled") is False:
        return False
    if (ability.get("actor") == "dead") == (nick in phase.alive_at_start):
        return False
    player = game.players[nick]
    if is_rights_ability(game, player.team, ability) and holder(game, player.team) != nick:
        return False  # the holder of the team's rights acts for it
    return True


def _send(game: Game, phase: Phase, nick: str, ability: Any, chooser: random.Random, policy: Policy,
          team_choice: dict[tuple[str, str], list[str]]) -> bool:
    """Try random legal targets for one ability; send the first the engine accepts."""
    team = game.players[nick].team
    agreed = ability.get_if_declared("agreement") == "team" and game.rs.teams[team].traits.get("knows_each_other")
    key = (ability.id, team)
    targets: list[str] | None
    extra: dict[str, Any]
    for _ in range(policy.tries):
        if agreed and key in team_choice:
            targets, extra = list(team_choice[key]), {}
        else:
            targets, extra = _random_targets(game, phase, nick, ability, chooser)
            if targets is None:
                return False
        req = Request(actor=nick, action=ability.id, targets=targets, seq=len(game.entries), extra=request_extra(extra))
        if request_rules.refusal(game, phase, req) is None:
            if agreed:
                team_choice[key] = targets
            game.apply(Entry("action", {"actor": nick, "action": ability.id, "targets": targets, **extra}))
            return True
        if agreed and key in team_choice:
            return False
    return False


def _random_targets(game: Game, phase: Phase, nick: str, ability: Any,
                    chooser: random.Random) -> tuple[list[str] | None, dict[str, Any]]:
    extra: dict[str, Any] = {}
    if traits.is_copy(ability):
        copied = _random_copy(game, chooser)
        if copied is None:
            return None, extra
        role_id, original = copied
        extra = {"role": role_id, "as_action": original.id}
        ability = original
    if ability.get("target") == "room":
        rooms = list(game.table.get("rooms") or [])
        return ([], {**extra, "room": chooser.choice(rooms)}) if rooms else (None, extra)
    most = request_rules.max_targets(game, phase, ability)
    least = int(ability.get("min_targets", 1 if most else 0))
    if most < least:
        return None, extra
    pool = _target_pool(game, phase, nick, ability if not extra else None)
    count = chooser.randint(least, most)
    if count > len(pool):
        return None, extra
    return chooser.sample(pool, count), extra


def _random_copy(game: Game, chooser: random.Random) -> tuple[str, Any] | None:
    """A copy aims at a random action of a role in the setup (H-ABR-1)."""
    options = []
    for role_id in sorted({p.original_role for p in game.players.values()}):
        for key in game.rs.roles[role_id].abilities:
            ability = game.rs.abilities[key]
            if not traits.is_copy(ability) and ability.get("phase") == "night":
                options.append((role_id, ability))
    return chooser.choice(options) if options else None


def _target_pool(game: Game, phase: Phase, nick: str, ability: Any | None) -> list[str]:
    """The living; a member of a team that knows each other leaves his teammates out unless
    the ability helps them (a copy — `ability` None — aims anywhere)."""
    team = game.players[nick].team
    if ability is None or traits.has(ability, "helps") or not game.rs.teams[team].traits.get("knows_each_other"):
        return list(phase.alive_at_start)
    return [n for n in phase.alive_at_start if game.players[n].team != team]


def _death_shots(game: Game, chooser: random.Random) -> None:
    """The host enters the shot of each player who died in this result and holds a death shot; the
    engine resolves the phase again with it (an amendment, as in play)."""
    result = game.phases[-1].result
    dead = [d.nick for d in (result.deaths + result.executed)] if result else []
    for nick in dead:
        player = game.players.get(nick)
        if player is None or player.alive:
            continue
        shots = [a for a in abilities_of(game, nick) if traits.has(a, "host_enters") and a.get_if_declared("when") == "own_death"]
        if not shots or player.charges_left(shots[0]) == 0:
            continue
        living = [n for n in game.living() if n != nick]
        team = player.team
        if game.rs.teams[team].traits.get("knows_each_other"):
            living = [n for n in living if game.players[n].team != team]
        if living:
            game.apply(Entry("host", {"event": "shot", "player": nick, "target": chooser.choice(living)}))
