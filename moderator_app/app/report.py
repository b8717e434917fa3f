"""The result of a game as the spec's JSON (`replay --json`): the host's full view plus the posts."""

from __future__ import annotations

import re
from typing import Any

from ..engine import shots

from ..engine.explain import explain
from ..engine.game import Game
from ..posts import render_phase_post, render_private


def phase_report(game: Game, index: int, lang: str = "ru") -> dict[str, Any]:
    phase = game.phases[index]
    result = phase.result
    entry: dict[str, Any] = {"phase": phase.label}
    if result is None:
        from ..engine.prompts import victim_prompts

        entry.update(deaths=[], executed=[], vote_deprived=[], exposed=[], rejected=[], private=[], rooms={},
                     public_post="", log=[])
        # an open night: what the host must tell now, before some roles decide (a witch's victim)
        entry["prompts"] = [{"to": p["to"], "text": render_private(game, p["fact"], lang), "fact": p["fact"]}
                            for p in victim_prompts(game, phase)]
        return entry
    rejected = [{"actor": r.actor, "action": r.action, "reason": r.refused} for r in phase.requests if r.refused]
    rejected += [{"actor": v.voter, "action": "vote", "reason": v.refused} for v in phase.votes if v.refused]
    rejected += [{"actor": h.get("player"), "action": h.get("event"), "reason": h["refused"]}
                 for h in phase.host if h.get("refused")]
    for item in rejected:
        item["code"] = refusal_code(item["reason"])
    entry.update(
        deaths=[{"nick": d.nick, "cause": d.cause, "role_revealed": d.role_revealed} for d in result.deaths],
        executed=[{"nick": d.nick, "cause": d.cause, "role_revealed": d.role_revealed} for d in result.executed],
        vote_deprived=list(result.vote_deprived),
        exposed=list(result.exposed),
        rejected=rejected,
        private=[{"to": p.to, "text": render_private(game, p.fact, lang), "fact": p.fact} for p in result.private],
        rooms=dict(result.rooms),
        public_post=render_phase_post(game, phase, lang),
        log=[explain(e, lang, game.rs) for e in result.events],
    )
    return entry


#: The contract's `rejected[].code`: a refusal's id, stable across languages.
REFUSAL_CODES = {
    "dead actor": "dead_actor", "not this role's ability": "not_role_ability", "inactive": "inactive",
    "already used (once per game)": "already_used", "no charges left": "no_charges", "no target": "no_target",
    "cannot target himself": "self_target", "same target two nights in a row": "same_target_twice",
    "not understood": "not_understood", "deprived of the vote": "vote_deprived", "dead voter": "dead_voter",
    "self-vote": "self_vote", "no lynch on day 1": "no_day1_vote", "another request came first": "hunt_taken",
    "the team named different targets": "team_disagreed", "only the dead may do this": "dead_only",
    "switched off by the role set's options": "switched_off", "not confirmed": "not_confirmed",
    "the day closed early": "day_closed", "an early vote cannot be changed": "early_vote_locked",
    "no 'no lynch' vote in these rules": "no_lynch_not_allowed",
    shots.SHOOTER_ALIVE: "shooter_alive", shots.TOO_LATE: "shot_too_late", shots.TARGET_DEAD: "target_dead",
    shots.NO_SHOT: "no_shot",
}
#: Refusals whose text names a player or a number: their code by the text's fixed part.
REFUSAL_PATTERNS = (("is already dead", "target_dead"), ("too many targets", "too_many_targets"),
                    ("not a ", "wrong_phase"), ("accepted from", "too_early"), ("room", "room"),
                    ("copied", "copy_repeat"), ("target must change", "copy_repeat"))


def refusal_code(reason: str) -> str:
    """A refusal's stable code: known texts by table, texts naming a player by their fixed part,
    anything else by its words joined with `_` (never empty, never translated)."""
    if reason in REFUSAL_CODES:
        return REFUSAL_CODES[reason]
    for part, code in REFUSAL_PATTERNS:
        if part in reason:
            return code
    return re.sub(r"[^a-z0-9]+", "_", reason.lower()).strip("_") or "refused"


def game_report(game: Game, lang: str = "ru") -> dict[str, Any]:
    """The spec's result object."""
    from ..engine.win import player_won, winners

    winning = winners(game, game.winner)
    players = []
    for p in game.players.values():
        item: dict[str, Any] = {
            "nick": p.nick, "role": p.role, "team": p.team, "alive": p.alive,
            "died": {"phase": p.died[0], "cause": p.died[1]} if p.died else None,
            "account": p.account,
        }
        if game.winner is not None:  # the game has ended
            item["won"] = player_won(game, p.nick, winning)
        if "possessed" in p.flags:
            item["possessed"] = bool(p.flags["possessed"])
        if p.extra.get("goal"):  # SUSPI goal cards, with what the engine tracked
            from ..engine.goals import player_goals

            item["goal"] = p.extra["goal"]
            item["goal_target"] = p.extra.get("goal_target")
            item["goals"] = [{"goal": g["goal"], "done": g["done"], "phase": g["done_in"]} for g in player_goals(game, p.nick)]
        players.append(item)
    report: dict[str, Any] = {
        "ruleset": game.rs.id,
        "seed": game.seed,
        "winner": game.winner,
        "winners": winning,
        "players": players,
        "phases": [phase_report(game, i, lang) for i in range(len(game.phases))],
    }
    report["draws"] = [{"name": d.name, "value": d.value, "fixed": d.fixed} for d in game.rng.log]
    scores = getattr(game, "scores", None)
    if scores:
        report["scores"] = dict(scores)
    if getattr(game, "table", None):
        report["table"] = {k: v for k, v in game.table.items() if k != "score_details"}
    return report
