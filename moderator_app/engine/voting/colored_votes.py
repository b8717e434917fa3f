"""Red and blue votes (H-VOTE-1..4, H-GEN-2): weights, silently void votes, missed-vote penalty.

A role set with `vote: colors: {red: 1, blue: -1}` counts each final vote as its colour's weight
(a vote without a colour has `default_color`), times the voter's role trait
`vote_multiplier: {colour: n}` (Enoch's blue counts 3). A voter whose flags hold the day in
`silent_void_days` (exposure.py) votes as usual but his vote weighs 0 — the public tally lists
names and colours only, so neither a weight nor a void vote shows. `missed_penalty: n` adds n to
the count against each living voter who missed the vote.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..wording.check_words import say
from ..model.errors import InputError
from ..resolution.exposure import SILENT_VOID
from ..model.events import MissedPenaltyEvent, VoteVoidEvent

if TYPE_CHECKING:
    from ..resolution.resolve import Resolution
    from ..model.state import Phase, Tally, Vote


def colors(res: "Resolution") -> dict[str, int]:
    table = res.game.rs.vote.get("colors")
    return dict(table) if isinstance(table, dict) else {}


#: Player.flags key: the vote weight a public reveal gave him (effect self_reveal: a mayor), over his role's
REVEALED_WEIGHT = "revealed_vote_weight"


def color_of(res: "Resolution", vote: "Vote") -> str | None:
    table = colors(res)
    if not table:
        return None
    return vote.color or str(res.game.rs.vote.get("default_color") or next(iter(table)))


def public_weight(game: object, nick: str) -> int:
    """The role trait `vote_weight` (a mayor's double vote), or the weight a reveal gave the player
    (effect self_reveal): public — the tally shows it."""
    player = game.players.get(nick)  # type: ignore[attr-defined]
    role = game.rs.roles.get(player.role) if player else None  # type: ignore[attr-defined]
    if role is None:
        return 1
    if REVEALED_WEIGHT in player.flags:
        return int(player.flags[REVEALED_WEIGHT])
    value = role.get("vote_weight", 1)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise InputError(say("replay.bad_vote_weight", role=role.id, value=repr(value)))
    return value


def weight(res: "Resolution", vote: "Vote", day: "Phase") -> int:
    """What a vote counts in the tally: the voter's public `vote_weight` (a mayor's 2; default 1),
    times its colour's weight where the role set has colours."""
    table = colors(res)
    voter = res.game.players[vote.voter]
    if not table:
        return public_weight(res.game, vote.voter)
    if day.number in voter.flags.get(SILENT_VOID, []):
        res.event(VoteVoidEvent(kind="vote_void", voter=vote.voter))
        return 0
    color = color_of(res, vote) or ""
    multiplier = (res.game.rs.roles[voter.role].get("vote_multiplier") or {}).get(color, 1)
    return int(table.get(color, 1)) * int(multiplier) * public_weight(res.game, vote.voter)


def annotate(res: "Resolution", tally: "Tally", votes: list["Vote"]) -> None:
    """Colours per voter for the public list (the weights stay in the host's counts)."""
    if colors(res):
        tally.colors = {v.voter: str(color_of(res, v)) for v in votes if v.target}


def missed_penalty(res: "Resolution", missed: list[str], counts: dict[str, int]) -> None:
    """H-GEN-2: a player who did not vote gets `missed_penalty` red votes against himself."""
    penalty = int(res.game.rs.vote.get("missed_penalty") or 0)
    if not penalty:
        return
    for nick in missed:
        counts[nick] = counts.get(nick, 0) + penalty
        res.event(MissedPenaltyEvent(kind="missed_penalty", target=nick, votes=penalty))


def announce_carried_deprivations(res: "Resolution") -> None:
    """H-TOWN-ENOCH: a deprivation for several days is announced again before each of them."""
    coming = sum(1 for p in res.game.phases if p.kind == "day") + 1
    for nick in res.phase.alive_at_start:
        player = res.game.players[nick]
        if coming in player.flags.get("deprived_on_days", []) and nick not in res.result.vote_deprived:
            res.result.vote_deprived.append(nick)
