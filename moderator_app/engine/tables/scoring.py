"""Points per game (S-WIN-4/5) and the unmasking (S-ROUND-7), from the role set's `scoring:`.

+team_win to the winners who may take it (`team_point: living` or `all_members`; a team with
`members:` — the ghosts — takes in every ghost and every possessed, who then lose their former
team's point), +goal_done per completed goal, a shot's `scores` for a hit on the named team,
+guessed_right for guessing the goal of someone who completed it, guessed_penalty once for a
player whose completed goal anyone guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n.refusal import refuse

from ..model.facts import GoalFact
from ..resolution import traits
from .goals import goal_specs, player_goals
from .table import option_value
from ..model.events import GuessEvent, RefusedEvent

if TYPE_CHECKING:
    from ..model.game import Game
    from ..resolution.resolve import Resolution
    from ..model.state import HostEvent, Player


def _member_rule_teams(game: "Game") -> dict[str, dict[str, Any]]:
    """Teams joined by state rather than by role: {team: {dead: bool, flag: name}}."""
    return {t.id: {k: option_value(game, v) for k, v in t.traits["members"].items()}
            for t in game.rs.teams.values() if t.traits.get("members")}


def joined_team(game: "Game", player: "Player") -> str | None:
    """The state-joined team (the ghosts) a player now belongs to, if any."""
    for team, rule in _member_rule_teams(game).items():
        if (rule.get("dead") and not player.alive) or (rule.get("flag") and player.flags.get(rule["flag"])):
            return team
    return None


def credited_winners(game: "Game", team_point: str, joined_keep_team: bool = False) -> list[str]:
    """Who takes the team point; a living player who joined a state team (the possessed) keeps
    his former team's point only when `joined_keep_team` (S-WIN-5 ruling, an option)."""
    winner = game.winner
    if winner is None:
        return []
    if winner in game.players:
        return [winner]
    out = []
    for p in game.players.values():
        joined = joined_team(game, p)
        if winner in _member_rule_teams(game):
            if joined == winner:
                out.append(p.nick)
        elif p.team == winner and (team_point == "all_members" or (p.alive and (joined is None or joined_keep_team))):
            out.append(p.nick)
    return out


def guesses(game: "Game") -> list[HostEvent]:
    return [h for ph in game.phases if ph.kind == "unmask" and ph.result is not None
            for h in ph.host if h.get("event") == "guess" and not h.get("refused")]


def score_game(game: "Game") -> dict[str, int]:
    rules = {k: option_value(game, v) for k, v in (game.rs.raw.get("scoring") or {}).items()}
    points = {nick: 0 for nick in game.players}
    details: dict[str, list[dict[str, Any]]] = {nick: [] for nick in game.players}

    def add(nick: str, why: str, value: int) -> None:
        points[nick] += value
        details[nick].append({"why": why, "points": value})

    keep = bool(rules.get("joined_keep_team", False))
    for nick in credited_winners(game, str(rules.get("team_point", "living")), keep):
        add(nick, "team", int(rules.get("team_win", 1)))
    done: dict[str, set[str]] = {}
    for nick in game.players:
        for goal in player_goals(game, nick):
            if goal["done"]:
                done.setdefault(nick, set()).add(goal["goal"])
                add(nick, f"goal:{goal['goal']}", int(rules.get("goal_done", 2)))
    for p in game.players.values():
        for shot in p.flags.get("shots", []):
            ability = traits.ability_of(game, p.nick, str(shot["ability"]))  # the shot keeps the id: the shooter's
            reward = (ability.get_if_declared("scores") if ability is not None else None) or {}
            if reward and shot["team"] == reward.get("team"):
                add(p.nick, "shot", int(reward.get("points", 0)))
    penalised: set[str] = set()
    for guess in guesses(game):
        if guess.get("right"):
            add(str(guess["player"]), "guess", int(rules.get("guessed_right", 1)))
            if guess["target"] not in penalised:
                penalised.add(str(guess["target"]))
                add(str(guess["target"]), "guessed", int(rules.get("guessed_penalty", -1)))
    game.table["score_details"] = details
    return points


def resolve_unmask(res: "Resolution") -> None:
    """Each player's one guess (target, goal); then the goals are revealed to everyone's card."""
    game = res.game
    specs = goal_specs(game)
    seen: set[str] = set()
    for host in res.phase.host:
        if host.get("event") != "guess":
            continue
        player, target, goal = str(host.get("player")), str(host.get("target")), host.get("goal")
        reason = None
        if player in seen:
            reason = refuse("one_guess")
        elif target == player:
            reason = refuse("guess_other")
        elif goal not in specs:
            reason = refuse("unknown_goal", goal=goal)
        if reason:
            host["refused"] = reason
            res.event(RefusedEvent(kind="refused", actor=player, action="guess", reason=reason))
            continue
        seen.add(player)
        host["right"] = any(g["done"] and g["goal"] == goal for g in player_goals(game, target))
        res.event(GuessEvent(kind="guess", actor=player, target=target, goal=goal, right=host["right"]))
    for nick in game.players:
        for held in player_goals(game, nick):
            res.private(nick, GoalFact(kind="goal", goal=held["goal"], done=held["done"]))
    game.table["revealed"] = True
