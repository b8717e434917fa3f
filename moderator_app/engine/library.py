"""The ability library: every effect a role set may use, its parameters and its priority band.

Priorities are integers; lower resolves first. One table for every role set:

| band    | what                                                                  |
|---------|-----------------------------------------------------------------------|
| 100-199 | hunts and other actions that must land before anything else (C-HUNT-5) |
| 200-299 | blocks (they stop what comes later; a later block by a blocked actor is void) |
| 300-399 | shields, appearance changes (slander) and protections that must exist before kills |
| 400-499 | the main night actions in the set's own order: kills, checks, heals, poison |
| 500-599 | triggered kills (revenge) and effects that read who died |
| 600-699 | information that reads the settled night (role checks, interviews) |
| 700-799 | vote effects for the coming day (deprive, intimidate) |
| 900     | actions the host enters outside the night (a pistol shot on death) |

A heal (effect `protect`) cancels matching kills whenever it resolves (two-pass model, C-ORDER-5):
kills are collected as attacks, protections are collected, then attacks apply.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import bodyguard, swap, visits


@dataclass(frozen=True)
class EffectSpec:
    """What an effect accepts and where it resolves by default."""

    params: frozenset[str]
    default_priority: int
    doc: str


def _spec(priority: int, doc: str, *params: str) -> EffectSpec:
    return EffectSpec(frozenset(params), priority, doc)


EFFECTS: dict[str, EffectSpec] = {
    "hunt": _spec(100, "Kill the target if its team is prey, else the hunter dies.", "prey_teams", "first_only"),
    "block": _spec(200, "The target's actions this night are void.", "wins_mutual", "stops_team_action_only_on_holder",
                   "vote_loss_chance"),
    "appearance": _spec(300, "The target appears as another team to checks.", "appear_as", "nights"),
    "protect": _spec(430, "Cancel attacks on the target that it covers.", "against", "cures_delayed", "self_limit"),
    "kill": _spec(400, "Attack the target; dies unless protected.", "agreement", "unstoppable", "penalty_targets", "max_targets",
                  "evidence_chance", "reveal_victim_chance", "silent_vote_loss", "shares_kills"),
    "delayed_kill": _spec(420, "The target dies at the next result unless cured that night.", "delay"),
    "check": _spec(410, "Learn the target's side or role.", "reveals", "side_team", "answer", "killer_info", "killer_info_earlier_only",
                   "public_only"),
    "shoot": _spec(900, "Entered by the host as a `shot` event: the target dies at once.", "when", "scores"),
    # Room nights (cycle.night_mode: rooms, engine/rooms.py): these record intents the rooms module reads.
    "sleep": _spec(250, "The target sleeps: in no room, actions void, no vote at the next council.", "days"),
    "room_choice": _spec(310, "Spend the night in the named room.", ),
    "holy_ground": _spec(320, "Ghosts possess nobody in the named room tonight."),
    "haunt": _spec(330, "A ghost points at a room; a majority of ghosts possesses someone there."),
    "inspect_room": _spec(440, "Learn at dawn whether a player with the trait was in the room.", "finds_trait"),
    "bribe": _spec(700, "The target must abstain at the next council; an extra goal for doing so.", "goal"),
    "deprive_vote": _spec(700, "The target cannot vote for some days.", "days", "silent_vote_loss"),
    # HyperMafia mechanisms (exposure.py, shields.py, revenge.py, public_reveal.py, hire.py, copying.py):
    "kill_and_deprive": _spec(400, "Kill the first target, take the second one's vote.", "days", "silent_vote_loss",
                              "unstoppable"),
    "execution_shield": _spec(300, "The target cannot be executed on the next day."),
    "revenge": _spec(500, "If the actor is attacked this night, the pointed player dies too.", "unstoppable"),
    "reveal_role": _spec(450, "The target's role is made public in the night's result."),
    "question": _spec(650, "The host answers a yes/no question by PM (host event `answer`)."),
    "hire": _spec(440, "Hire with a fighting employer; then kill anyone but him, or postpone.", "shares_kills"),
    # mechanics hosts use (one module each): bodyguard.py, swap.py, visits.py
    "bodyguard": _spec(bodyguard.PRIORITY, bodyguard.DOC, *bodyguard.PARAMS),
    "swap": _spec(swap.PRIORITY, swap.DOC),
    "track": _spec(visits.PRIORITY, visits.TRACK_DOC),
    "watch": _spec(visits.PRIORITY, visits.WATCH_DOC),
    "copy": _spec(0, "Resolve as another role's action (`role`, `as_action`), weaker than the original.",
                  "change_each_night"),
}

