"""The lynch: tally, quorum, tie rule, missed votes (C-LYNCH-*, C-FLOW-3/6/7).

A role set whose turn publishes the vote with the following night (`vote_resolves_with:
next_night`) has its day's votes counted when that night resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from . import as_played, colored_votes
from .ballots import arrival_order, final_votes, refuse_idle_runoff, runoff_votes, voters_at_count
from .majority import by_majority, hammer, quorum_of
from .council import resolve_council
from ..model import fates
from ..model.activity import forum_rule, rules_of
from ..resolution import requests as request_rules, shields
from ..rolesets.schema_parts import VOTE
from ..model.state import Phase, Tally, Vote
from ..model.events import ExecutionEvent, MissedVoteEvent, ModkillEvent, NoExecutionEvent, TallyWeightEvent, TieEvent

if TYPE_CHECKING:
    from ..model.game import Game
    from ..resolution.resolve import Resolution

#: what a tie does when the set does not say (the vote's declaration, schema_parts.VOTE)
TIE_DEFAULT = VOTE.keys()["tie"].default


def voting_day(res: "Resolution") -> Phase | None:
    """The day whose votes this resolution counts, if any."""
    return counted_day(res.game, res.phase)


def counted_day(game: "Game", phase: Phase) -> Phase | None:
    """The day whose votes `phase` (the game's last) counts when it is resolved, if any: itself, or with
    `vote_resolves_with: next_night` the day before the night (C-FLOW-3)."""
    with_night = game.rs.cycle.get("vote_resolves_with") == "next_night"
    if phase.kind in ("day", "council") and not with_night:
        day = phase
    elif phase.kind == "night" and with_night and len(game.phases) >= 2 and game.phases[-2].kind == "day":
        day = game.phases[-2]
    else:
        return None
    if day.kind == "day" and day.number == 1 and game.rs.cycle.get("first_day_vote") is False:
        return None
    return day


def lynch_day(game: "Game", label: str) -> str:
    """The phase a lynch belongs to: a set whose day is published with the next night applies the
    execution in that night's resolution, but the lynch is the day's (a reveal says «казнь (день 3)»)."""
    index = next((i for i, p in enumerate(game.phases) if p.label == label), None)
    if (index is None or index == 0 or game.rs.cycle.get("vote_resolves_with") != "next_night"
            or game.phases[index].kind != "night" or game.phases[index - 1].kind != "day"):
        return label
    return game.phases[index - 1].label


def mark_fates(votes: list[Vote]) -> None:
    """At the tally (fates.py): each voter's last standing vote is counted (a withdrawal applied),
    his earlier ones replaced by the next, in the order `last_votes` reads them; a runoff's votes
    likewise among themselves, in entry order. Refused votes keep their refusal."""
    for runoff in (False, True):
        valid = arrival_order([v for v in votes if v.refused is None and v.runoff == runoff], by_time=not runoff)
        last: dict[str, Vote] = {}
        for vote in valid:
            if vote.voter in last:
                fates.mark(last[vote.voter], fates.REPLACED, "changed_vote", vote.seq)
            last[vote.voter] = vote
        for vote in last.values():
            fates.mark(vote, fates.APPLIED if vote.cancel else fates.COUNTED)


def resolve_votes(res: "Resolution") -> None:
    day = voting_day(res)
    if day is None:
        return
    try:
        _tally(res, day)
    finally:
        mark_fates(day.votes)


def _tally(res: "Resolution", day: Phase) -> None:
    if res.game.rs.vote.get("kind") == "council":  # SUSPI's council: engine/voting/council.py
        resolve_council(res, day)
        return
    res.tallied_day = day
    votes = final_votes(res, day)
    counts: dict[str, int] = {}
    for vote in votes:
        if vote.target:
            counts[vote.target] = counts.get(vote.target, 0) + colored_votes.weight(res, vote, day)
    no_lynch = [v for v in votes if v.no_lynch]
    for vote in votes:  # a public weight (a mayor's 2) is written in the host's log
        public = colored_votes.public_weight(res.game, vote.voter)
        if public != 1 and (vote.target or vote.no_lynch):
            res.event(TallyWeightEvent(kind="tally_weight", voter=vote.voter, weight=public))
    voters = voters_at_count(res.game, day)  # a day shot's victim is out before the count
    colored_votes.missed_penalty(res, missed_voters(res, day, voters), counts)
    deprived = [n for n in day.alive_at_start if request_rules.is_deprived(res.game, day, n)]
    quorum = quorum_of(res.game, day, voters)
    tally = Tally(
        counts=counts, by_voter={v.voter: v.target for v in votes if v.target},
        totals_only=bool(deprived) and bool(res.game.rs.option("totals_only_when_deprived")),
        quorum=quorum, abstained=[v.voter for v in votes if v.abstain],
        no_lynch=[v.voter for v in no_lynch], no_lynch_count=sum(colored_votes.weight(res, v, day) for v in no_lynch),
        voters=voters,
    )
    colored_votes.annotate(res, tally, votes)
    res.result.tally = tally
    for nick in deprived:
        if nick not in res.result.vote_deprived:
            res.result.vote_deprived.append(nick)
    chosen, reason = _choose(res, day, votes, counts, quorum)
    refuse_idle_runoff(day, res.result.events)
    if tally.no_lynch_count and tally.no_lynch_count >= max(counts.values(), default=0):
        chosen, reason = None, "no_lynch"  # "no lynch" has the most votes (a tie with it executes nobody)
    chosen, reason = _host_decides(res, day, chosen, reason)
    chosen, reason = shields.stops_execution(res, day, chosen, reason)
    tally.leader = chosen
    if chosen and any(p[0] == chosen for p in res.pending):
        chosen, reason = None, "died_that_night"  # C-FLOW-3 ruling
    if chosen:
        res.event(ExecutionEvent(kind="execution", target=chosen, votes=counts.get(chosen, 0)))
        res.kill(chosen, "execution", [])
    else:
        res.result.no_execution_reason = reason
        res.event(NoExecutionEvent(kind="no_execution", reason=reason))


def _choose(res: "Resolution", day: Phase, votes: list[Vote], counts: dict[str, int], quorum: int) -> tuple[str | None, str | None]:
    if not counts:
        return None, "no_votes"
    top = max(counts.values())
    if top < quorum:
        return None, "below_majority" if by_majority(res.game.rs.vote) else "below_quorum"  # C-LYNCH-2
    leaders = [n for n, c in counts.items() if c == top]
    if len(leaders) == 1:
        return leaders[0], None
    rule = res.game.rs.vote.get("tie", TIE_DEFAULT)
    res.event(TieEvent(kind="tie", candidates=leaders, rule=rule))
    if rule == "second_reached":
        return _reached_last(votes, leaders, top, lambda vote: colored_votes.weight(res, vote, day)), None
    if rule == "random":
        return res.game.rng.choice(f"tie:{day.label}", sorted(leaders)), None
    if rule == "runoff":
        return _runoff(res, day, leaders)
    return None, "tie"


def _reached_last(votes: list[Vote], leaders: list[str], top: int, weight: Callable[[Vote], int]) -> str:
    """C-LYNCH-3 ruling: among the tied, the one who reached the top count last. Each vote adds its
    weight (a mayor's 2), as in the count; a leader reaches the top with the vote that first takes
    his running count to it (one whose votes alone never do — a missed-vote penalty — counts as
    having reached it first, as before)."""
    running: dict[str, int] = {}
    reached: dict[str, int] = {}
    for index, vote in enumerate(votes):
        if vote.target is None:  # an abstention counts for nobody
            continue
        running[vote.target] = running.get(vote.target, 0) + weight(vote)
        if vote.target in leaders and vote.target not in reached and running[vote.target] >= top:
            reached[vote.target] = index
    return max(leaders, key=lambda n: reached.get(n, -1))


def _runoff(res: "Resolution", day: Phase, leaders: list[str]) -> tuple[str | None, str | None]:
    last: dict[str, str] = {}
    for vote in runoff_votes(day, leaders):
        if vote.target in leaders:
            last[vote.voter] = vote.target
    counts: dict[str, int] = {}
    for target in last.values():
        counts[target] = counts.get(target, 0) + 1
    if not counts:
        return None, "tie"
    top = max(counts.values())
    winners = [n for n, c in counts.items() if c == top]
    return (winners[0], None) if len(winners) == 1 else (None, "tie")


def _host_decides(res: "Resolution", day: Phase, chosen: str | None, reason: str | None) -> tuple[str | None, str | None]:
    """C-MISC-3 / tie rule `host`: an override entered on the day or at its result decides."""
    for host in day.host + ([] if day is res.phase else res.phase.host):
        if host.get("event") == "override" and host.get("what") == "execute":
            return str(host["player"]), None
        if host.get("event") == "override" and host.get("what") == "no_execution":
            return None, "host"
    return chosen, reason


def count_missed_votes(res: "Resolution") -> None:
    """C-FLOW-6: a second missed lynch vote removes the player."""
    day = getattr(res, "tallied_day", None)
    if day is None or res.result.tally is None:
        return
    game = res.game
    limit = game.rs.vote.get("missed_limit")
    for nick in missed_voters(res, day, res.result.tally.voters):
        player = game.players[nick]
        player.missed_votes += 1
        res.event(MissedVoteEvent(kind="missed_vote", target=nick, count=player.missed_votes))
        if limit and player.missed_votes >= int(limit) and player.alive:
            res.kill(nick, "modkill", [])
            res.event(ModkillEvent(kind="modkill", target=nick, reason="missed_votes"))


def missed_voters(res: "Resolution", day: Phase, voters: list[str]) -> list[str]:
    """Who missed this vote: marked by the host, or (automatically) one of the day's `voters` at the
    count (alive then: a player shot earlier that day owed no vote) with no valid vote."""
    game = res.game
    voted = {v.voter for v in day.votes if v.refused is None}
    missed = {h["player"] for h in day.host + ([] if day is res.phase else res.phase.host) if h.get("event") == "missed_vote"}
    if charges_missed_votes(game) and not _hammered(game, day, voters):
        out = as_played.out_as_played(game, day)  # dead then, brought back by a later correction: no vote was owed
        missed |= {n for n in voters
                   if n not in voted and n not in out and not request_rules.is_deprived(game, day, n)}
    return sorted((n for n in missed if n in game.players), key=lambda n: game.players[n].seat)


def charges_missed_votes(game: "Game") -> bool:
    """Whether a missed vote is charged by itself: as the set's `missed_votes_auto` says when it says,
    else only where the set or its forum's rules put a price on one (a missed-vote limit, red votes
    against, the forum's `missed_vote` cost or its `absent_after`). mafiascum prices none (its
    inactive players are prodded and replaced: parsing/vote_rules/mafiascum.yaml), so its games charge none."""
    declared = game.rs.option("missed_votes_auto")
    if declared is not None:
        return bool(declared)
    forum = game.rs.option("vote_rules")
    return bool(game.rs.vote.get("missed_limit") or game.rs.vote.get("missed_penalty")
                or forum_rule(forum, "missed_vote") or rules_of(forum).absent_after)


def _hammered(game: "Game", day: Phase, voters: list[str]) -> bool:
    """The day ended at a majority's hammer (`vote.ends_at_majority`) before its deadline: whoever had
    not voted by then was cut short, not silent, so no missed vote is charged by itself (a host's own
    `missed_vote` still counts). Our ruling: the rule files do not cover a day closed at the hammer."""
    valid = arrival_order([v for v in day.votes if v.refused is None and not v.runoff])
    return hammer(game, valid, voters) is not None


def owes_explanation(game: "Game") -> list[str]:
    """C-LYNCH-4: after a lynch every voter explains his vote in the thread (not enforced)."""
    for phase in reversed(game.phases):
        tally = phase.result.tally if phase.result else None
        if tally is not None:
            return sorted(tally.by_voter) if tally.leader else []
    return []
