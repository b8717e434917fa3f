"""View models: what a post may show. Public views carry only public facts (secrecy by construction)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.state import Phase


def role_name(game: "Game", role_id: str | None, lang: str) -> str | None:
    return game.rs.roles[role_id].name(lang) if role_id else None


def public_phase(game: "Game", phase: "Phase", lang: str) -> dict[str, Any]:
    """Everything the thread may learn from this phase's result, and nothing else."""
    result = phase.result
    assert result is not None
    show_deprived = bool(game.rs.vote.get("announce_deprived", False))
    tally = result.tally
    public_tally = None
    if tally is not None:
        totals = sorted(tally.counts.items(), key=lambda kv: (-kv[1], game.players[kv[0]].seat))
        public_tally = {
            "totals_only": tally.totals_only,
            "totals": [{"nick": n, "count": c} for n, c in totals],
            "by_voter": [] if tally.totals_only else [
                {"voter": v, "target": t} for v, t in sorted(tally.by_voter.items(), key=lambda kv: game.players[kv[0]].seat)
            ],
            "quorum": tally.quorum,
        }
    winner = result.winner
    winner_name = None
    if winner:
        winner_name = game.rs.teams[winner].name(lang) if winner in game.rs.teams else winner
    return {
        "label": phase.label,
        "kind": phase.kind,
        "number": phase.number,
        "story": phase.story,
        "deaths": [_public_death(game, d, lang) for d in result.deaths],
        "executed": [_public_death(game, d, lang) for d in result.executed],
        "no_execution_reason": result.no_execution_reason if public_tally is not None else None,
        "tally": public_tally,
        "vote_deprived": list(result.vote_deprived) if show_deprived else [],
        "exposed": [dict(e) for e in result.exposed],
        "announcements": [
            {"kind": a.get("kind"), "actor_role": role_name(game, a.get("actor_role"), lang),
             "role": role_name(game, a.get("role"), lang)} for a in result.announcements
        ],
        "winner": winner_name,
    }


def _public_death(game: "Game", death: Any, lang: str) -> dict[str, Any]:
    return {
        "nick": death.nick,
        "cause": death.cause.split(":", 1)[0],
        "role": role_name(game, death.role_revealed, lang),
    }
