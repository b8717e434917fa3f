"""The result of a game as the spec's JSON (`replay --json`): the host's full view plus the posts.

Its shape is typed (`PhaseReport`, `PrivateItem`…, #24 item 1): a phase's private messages carry
the engine's typed facts (engine/model/facts.py) beside their text, as `../shared/spec/game-script.md`
describes them; host_view.py filters the same object for a host who plays.
"""

from __future__ import annotations

from typing import Any, Required, TypedDict

from ..engine.model import fates
from .explanations import log_lines
from ..engine.model.facts import PrivateFact
from ..engine.model.game import Game
from ..engine.model.state import Death, Exposure
from ..i18n import t
from ..i18n.refusal import code_of, refusal_text
from ..posts import render_phase_post, render_private
from .inbox.late import entry_late
from ..engine.resolution.win import player_won, winners
from ..engine.resolution.prompts import victim_prompts
from ..engine.tables.goals import player_goals


class PrivateItem(TypedDict):
    """A PM the host must send: to whom, its text in the posts' language, and the fact behind it."""

    to: str
    text: str
    fact: PrivateFact


class DeathItem(TypedDict):
    nick: str
    cause: str
    role_revealed: str | None


class RejectedItem(TypedDict):
    """A refused request, vote or host decision: its `reason` in words and its stable `code`."""

    actor: Any
    action: Any
    reason: str
    code: str | None


class PhaseReport(TypedDict, total=False):
    """One phase of the report; an open phase has empty lists and, at night, the `prompts` due now."""

    phase: Required[str]
    deaths: list[DeathItem]
    executed: list[DeathItem]
    vote_deprived: list[str]
    exposed: list[Exposure]
    rejected: list[RejectedItem]
    requests: list[fates.FateRow]  #: each request and vote with its fate
    private: list[PrivateItem]
    rooms: dict[str, list[str]]
    public_post: str
    log: list[str]
    prompts: list[PrivateItem]


class GameReport(TypedDict, total=False):
    """The spec's result object (`replay --json`)."""

    ruleset: Required[str]
    seed: Required[int]
    winner: Required[str | None]
    winners: Required[list[str]]
    players: Required[list[dict[str, Any]]]
    phases: Required[list[PhaseReport]]
    draws: Required[list[dict[str, Any]]]
    scores: dict[str, Any]
    table: dict[str, Any]


def _private(game: Game, to: str, fact: PrivateFact, lang: str) -> PrivateItem:
    return {"to": to, "text": render_private(game, fact, lang), "fact": fact}


def _death(d: Death) -> DeathItem:
    return {"nick": d.nick, "cause": d.cause, "role_revealed": d.role_revealed}


def phase_report(game: Game, index: int, lang: str = "ru", reasons_lang: str | None = None) -> PhaseReport:
    """One phase of the report: posts and private texts in `lang`, refusal reasons in `reasons_lang`
    (default: `lang`)."""
    phase = game.phases[index]
    reasons = reasons_lang or lang
    result = phase.result
    if result is None:
        # an open night: what the host must tell now, before some roles decide (a witch's victim)
        return {"phase": phase.label, "deaths": [], "executed": [], "vote_deprived": [], "exposed": [], "rejected": [],
                "requests": _requests(game, phase), "private": [], "rooms": {}, "public_post": "", "log": [],
                "prompts": [_private(game, p["to"], p["fact"], lang) for p in victim_prompts(game, phase)]}
    rejected = [_rejected(game, r.actor, r.action, r.refused, reasons) for r in phase.requests if r.refused]
    rejected += [_rejected(game, v.voter, "vote", v.refused, reasons) for v in phase.votes if v.refused]
    rejected += [_rejected(game, h.get("player"), h.get("event"), h["refused"], reasons) for h in phase.host if h.get("refused")]
    rejected += _outnumbered(game, phase, reasons)
    return {
        "phase": phase.label,
        "deaths": [_death(d) for d in result.deaths],
        "executed": [_death(d) for d in result.executed],
        "vote_deprived": list(result.vote_deprived),
        "exposed": list(result.exposed),
        "rejected": rejected,
        "requests": _requests(game, phase),
        "private": [_private(game, p.to, p.fact, lang) for p in result.private],
        "rooms": dict(result.rooms),
        "public_post": render_phase_post(game, phase, lang),
        "log": log_lines(game, result.events, lang),
    }


def _requests(game: Game, phase: Any) -> list[fates.FateRow]:
    """The phase's fate rows (engine.model.fates), each received after the phase's deadline marked `late: true`
    (host findings #13: the inbox says «опоздал», the JSON said nothing). Lateness does not change a fate."""
    entries = sorted([*phase.requests, *phase.votes], key=lambda e: e.key)
    rows = fates.rows(game, phase)
    for row, entry in zip(rows, entries):
        if entry_late(game, phase, entry):
            row["late"] = True
    return rows


def _outnumbered(game: Game, phase: Any, lang: str) -> list[RejectedItem]:
    """Requests a role's one-action rule set aside for a later one (a doctor's heal, then an injection):
    their fate is `replaced`, and they are listed here too, so a host never looks for them in vain."""
    return [{"actor": row["actor"], "action": row["action"], "reason": t("fate.code." + fates.ONE_ACTION, lang),
             "code": fates.ONE_ACTION}
            for row in fates.rows(game, phase) if row["fate"] == fates.REPLACED and row.get("code") == fates.ONE_ACTION]


def _rejected(game: Game, actor: Any, action: Any, reason: Any, lang: str) -> RejectedItem:
    """One refused request: its `reason` in the report's language, from the catalogue (host findings #8:
    a `--lang ru` run mixed English and Russian), and its `code`, the same in every language (the
    contract's rejected[])."""
    return {"actor": actor, "action": action, "reason": refusal_text(reason, lang, game.rs), "code": code_of(reason)}


def game_report(game: Game, lang: str = "ru", reasons_lang: str | None = None) -> GameReport:
    """The spec's result object (refusal reasons in `reasons_lang`, default `lang`)."""
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

            item["goal"] = p.extra["goal"]
            item["goal_target"] = p.extra.get("goal_target")
            item["goals"] = [{"goal": g["goal"], "done": g["done"], "phase": g["done_in"]} for g in player_goals(game, p.nick)]
        players.append(item)
    report: GameReport = {
        "ruleset": game.rs.id,
        "seed": game.seed,
        "winner": game.winner,
        "winners": winning,
        "players": players,
        "phases": [phase_report(game, i, lang, reasons_lang) for i in range(len(game.phases))],
        "draws": [{"name": d.name, "value": d.value, "fixed": d.fixed} for d in game.rng.log],
    }
    scores = getattr(game, "scores", None)
    if scores:
        report["scores"] = dict(scores)
    if getattr(game, "table", None):
        report["table"] = {k: v for k, v in game.table.items() if k != "score_details"}
    return report
