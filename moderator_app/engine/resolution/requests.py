"""Rules a request or a vote must meet when the host enters it: a violation is a refusal with a
reason (the request is kept and shown), never an error."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...i18n.refusal import code_of, refuse

from ..model.activity import COUNT_REFUSALS, too_few_day_posts
from ..effects import EFFECTS
from ..wording.check_words import say
from ..model.errors import InputError
from ..model.state import Phase, Request, Vote
from .succession import ability_for
from .targets import max_targets, target_refusal

__all__ = ["ability_for", "known_action", "refusal", "max_targets", "target_refusal", "vote_refusal", "record_note", "is_deprived"]

if TYPE_CHECKING:
    from ..model.context import GameContext as Game


def known_action(game: "Game", action: str) -> bool:
    return any(ab.id == action for ab in game.rs.abilities.values())


def refusal(game: "Game", phase: Phase, req: Request) -> str | None:
    """Why this request cannot take effect, or None when it stands (for now)."""
    if not known_action(game, req.action):
        raise InputError(say("replay.unknown_action", action=req.action, ruleset=game.rs.id))
    actor = game.players[req.actor]
    ability = ability_for(game, req.actor, req.action)
    if ability is not None and ability.get("actor") == "dead":  # S-GHOST-2: only ghosts haunt
        if req.actor in phase.alive_at_start:
            return refuse("only_dead")
    elif req.actor not in phase.alive_at_start or not actor.alive:
        return refuse("dead_actor")
    if ability is None:
        return refuse("not_role_ability")
    if ability.get("enabled") is False:
        return refuse("switched_off")
    wanted_phase = ability.get("phase")
    wanted = wanted_phase if isinstance(wanted_phase, list) else [wanted_phase]
    if wanted == ["passive"]:  # a vest, a lovers' link: it works by itself, nobody sends it
        return refuse("passive_ability")
    if "any" not in wanted and phase.kind not in wanted:
        return refuse("wrong_phase", phase=phase.kind)
    if any(h.get("event") == "inactive" and h.get("player") == req.actor for h in phase.host):
        return refuse("inactive")
    too_few = too_few_day_posts(game, phase, req.actor)  # H-GEN-5 (engine.model.activity)
    if too_few:
        return too_few
    sent_at = _time_of_day(req.at)
    if ability.get("not_before") and sent_at and sent_at < str(ability.get("not_before")).zfill(5):
        return refuse("too_early", time=str(ability.get("not_before")))
    if actor.charges_left(ability) == 0:
        return refuse("used_once") if ability.get("charges") == 1 else refuse("no_charges")
    decl = EFFECTS.get(ability.effect)
    if decl is not None and decl.refusal is not None:  # an effect's own entry rule (copy, hire)
        return decl.refusal(game, phase, req, ability)
    return target_refusal(game, phase, req, ability)


def vote_refusal(game: "Game", phase: Phase, vote: Vote) -> str | None:
    """C-LYNCH-1: living, not deprived, not himself; the last vote counts (decided at the tally)."""
    if phase.kind not in ("day", "council"):
        return refuse("no_vote_in_phase", phase=phase.kind)
    if phase.kind == "day" and phase.number == 1 and game.rs.cycle.get("first_day_vote") is False:
        return refuse("no_lynch_day1")
    if vote.voter not in phase.alive_at_start:
        return refuse("dead_voter")
    if is_deprived(game, phase, vote.voter):
        return refuse("deprived")
    if vote.target is not None:
        if vote.target not in phase.alive_at_start:
            return refuse("target_dead", target=vote.target)
        if vote.target == vote.voter and not game.rs.vote.get("self_vote", False):
            return refuse("self_vote")
    elif vote.no_lynch and not game.rs.vote.get("no_lynch"):
        return refuse("no_lynch_not_allowed")
    elif vote.abstain and not game.rs.vote.get("abstain", False):  # `vote.abstain`, declared default false
        return refuse("abstain_not_allowed")
    elif not (vote.abstain or vote.cancel or vote.no_lynch):
        return refuse("no_target")
    if vote.color and vote.color not in (game.rs.vote.get("colors") or {}):
        return refuse("no_such_color", color=vote.color)
    return None


def record_note(game: "Game", data: dict[str, Any]) -> str | None:
    """C-MISC-1: one death note per game, never changed once sent; returns a refusal reason."""
    author = game.player(str(data.get("player")))
    addressee = game.player(str(data.get("to")))
    if author.note is not None:
        return refuse("note_sent")
    if not author.alive:
        return refuse("dead_actor")
    if addressee.nick == author.nick:
        return refuse("note_to_self")
    author.note = {"to": addressee.nick, "text": str(data.get("text") or "")}
    return None


def is_deprived(game: "Game", phase: Phase, nick: str) -> bool:
    """C-LYNCH-1: is the SEAT `nick` holds deprived of its vote in `phase` — by a night effect (its days,
    kept on the seat's flags) or by the host in this phase. H-GEN-2: a substitute takes over the seat and
    its history, so he inherits the deprivation, and a vote refused for it stays refused at the tally."""
    vote_kind = game.rs.cycle.get("vote_phase", "day")
    if phase.kind == vote_kind and phase.number in game.players[nick].flags.get("deprived_on_days", []):
        return True
    return nick in _host_deprived(game, phase)


def _host_deprived(game: "Game", phase: Phase) -> set[str]:
    """The present nicks of the seats the host deprived of the vote in `phase`: his `deprive_vote` names
    the holder of that moment, followed through the substitutes (`replace`) entered after it."""
    at = next((i for i, p in enumerate(game.phases) if p is phase), len(game.phases))
    seats: set[str] = set()
    for later in [phase, *game.phases[at + 1:]]:
        for h in later.host:
            if later is phase and h.get("event") == "deprive_vote":
                seats.add(str(h.get("player")))
            elif h.get("event") == "replace" and h.get("player") in seats:
                seats.remove(str(h.get("player")))
                seats.add(str(h.get("by")))
    return seats


def _time_of_day(at: str | None) -> str | None:
    """"2026-03-12 09:30" or "9:30" -> "09:30"; None when the receive time has no clock time."""
    if not at:
        return None
    match = re.search(r"(\d{1,2}):(\d{2})", at)
    return f"{int(match.group(1)):02d}:{match.group(2)}" if match else None


def rejudge(game: "Game", phase: "Phase") -> None:
    """The open night's requests judged again once the counts changed (a page of the day pasted, or
    the host's own count entered, after the request came): a standing request the count now refuses
    is refused; one refused only by the count, which the count no longer refuses, is judged anew."""
    if phase.resolved or phase.kind == "day":
        return
    for req in phase.requests:
        if req.refused is None and req.action:
            req.refused = too_few_day_posts(game, phase, req.actor)
        elif code_of(req.refused) in COUNT_REFUSALS and too_few_day_posts(game, phase, req.actor) is None:
            req.refused = refusal(game, phase, req)
