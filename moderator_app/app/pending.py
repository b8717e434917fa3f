"""What the phase board must tell the host that the engine only implies (#14 item 2, M4):

- the pending lynch: in a set whose day is published with the next night (`vote_resolves_with:
  next_night`, C-FLOW-3), a resolved day has an empty result of its own; `pending_lynch` runs the
  engine on a copy of the journal (the day, then an empty night resolved) to say whom the votes
  execute — the same rules, quorum and tie draw the real night will apply — without touching the game;
- the decisions waiting for the host: a pistol of a player who just died (C-ROLE-COM), a bribed
  question with no answer yet, a death note to pass on, the opening post with the deal's hash, and
  during a night the victim a role must be told before it decides (`told_victim_of`: a witch).

Plain Python: the board shows these, the tests read them directly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.resolution import traits
from ..engine.model.journal import Entry
from ..engine.voting.vote_count import vote_due
from ..engine.model.game import Game as GameClass
from ..engine.model.phase_order import in_phase_order
from ..engine.resolution.prompts import victim_prompts

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase


@dataclass
class PendingLynch:
    day: "Phase"
    night_label: str  #: the night whose result will publish it
    executed: str | None
    votes: int
    reason: str | None  #: why nobody is executed (no_votes, below_quorum, tie…)
    counts: dict[str, int]


def lynch_day(game: "Game") -> "Phase | None":
    """The resolved day whose lynch is still unpublished, in a set that publishes it with the night."""
    if game.rs.cycle.get("vote_resolves_with") != "next_night" or game.winner:
        return None
    days = [i for i, p in enumerate(game.phases) if p.kind == "day" and p.resolved]
    if not days:
        return None
    index = days[-1]
    later = game.phases[index + 1:]
    if any(p.kind == "night" and p.resolved for p in later) or not vote_due(game, game.phases[index]):
        return None
    return game.phases[index]


def pending_lynch(game: "Game") -> PendingLynch | None:
    day = lynch_day(game)
    if day is None:
        return None
    day_index = game.phases.index(day)

    ordered = in_phase_order(game.entries)  # an entry named for the day after the night opened belongs to it
    phase_entries = [i for i, e in enumerate(ordered) if e.kind == "phase"]
    cut = phase_entries[day_index + 1] if day_index + 1 < len(phase_entries) else len(ordered)
    trial = GameClass.replay([*ordered[:cut], Entry("phase", {"kind": "night"}), Entry("resolve", {})],
                             base_dir=game.base_dir, text_parser=game.text_parser)
    night = trial.phases[-1]
    result = night.result
    assert result is not None  # the trial ends with its resolve entry
    executed = result.executed[0].nick if result.executed else None
    counts = dict(result.tally.counts) if result.tally else {}
    return PendingLynch(day, night.label, executed, counts.get(executed, 0) if executed else 0,
                        result.no_execution_reason, counts)


@dataclass
class Decision:
    kind: str  #: shot | answer | note | opening | victim
    player: str | None = None
    to: str | None = None


def pending_decisions(game: "Game", opening_published: bool = False) -> list[Decision]:
    """The host's open decisions, in the order he meets them. The opening post with the deal's
    hash is asked for until the host has published it (`opening_published`: the GUI knows it from
    the copy) and before any result goes out — after that the hash would come too late to prove anything."""
    opening = (bool(game.setup_data.get("deal_salt")) and not opening_published
               and not any(p.resolved for p in game.phases))
    if not game.phases:
        return [Decision("opening")] if opening else []
    phase = game.phases[-1]
    found: list[Decision] = [Decision("opening")] if opening else []
    resolved = [(p, p.result) for p in game.phases[-2:] if p.result is not None]
    if resolved:  # a pistol is still asked for while the next phase is open: it is entered into its death's phase
        died_in, died_result = resolved[-1]
        shot_entered = {h.get("player") for h in died_in.host if h.get("event") == "shot"}
        for death in died_result.deaths + died_result.executed:
            if death.nick not in shot_entered and _death_shot(game, death.nick):
                found.append(Decision("shot", death.nick))
    if phase.result is not None:
        for private in phase.result.private:
            if private.fact["kind"] == "note":
                found.append(Decision("note", private.fact["from"], private.to))
    else:  # an open night: roles told the victim before they decide (engine/resolution/prompts.py: a witch)

        found += [Decision("victim", p["to"], p["fact"]["target"]) for p in victim_prompts(game, phase)]
    for asked_in in game.phases[-2:]:  # still asked while the next phase is open: it goes into the question's phase
        answered = {h.get("player") for h in asked_in.host if h.get("event") == "answer"}
        for request in asked_in.active_requests():
            ability = traits.ability_of(game, request.actor, request.action)
            if traits.has(ability, "host_answers") and request.actor not in answered:
                found.append(Decision("answer", request.actor))
    return found


def _death_shot(game: "Game", nick: str) -> Any:
    """The player's unspent shot that fires on his own death (a classic commissar's pistol)."""
    player = game.players[nick]
    for ability in traits.abilities_with(game, nick, "host_enters"):
        if (ability.get_if_declared("when") != "anytime"
                and player.charges_left(ability) != 0):
            return ability
    return None
