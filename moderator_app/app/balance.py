"""The balance preview as a host operation (#16 items 1-2, #24 item 4): play a role set's games — the
table the host is setting up (its player count and deal), then every player count of its deal table — and
say what they show, as the balance panel draws it and `moderator-app simulate` prints it. The engine plays
(engine/simulation/balance.py); the words are app/balance_text.py's. No Qt: the panel runs `play` in its
worker thread and shows `preview`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..engine.model.errors import InputError
from ..engine.rolesets.roleset import load_roleset
from ..engine.simulation import balance
from ..engine.simulation.balance import Summary
from ..engine.simulation.simulate import VOTE_POLICIES, Policy
from .balance_text import chart_points, shown_teams, summary_lines, word

#: told after each game: (games played, games in all); False stops the run after that game
Progress = Callable[[int, int], bool]


def vote_policies(lang: str) -> list[tuple[str, str]]:
    """How the simulated players may vote, as the host picks it: (its words, its id)."""
    return [(word(f"policy_{policy}", lang), policy) for policy in VOTE_POLICIES]


@dataclass
class Played:
    """A run's summaries: the host's table (`focus`, when he named a player count) and the sweep."""

    focus: Summary | None = None
    sweep: list[Summary] = field(default_factory=list)

    @property
    def summaries(self) -> list[Summary]:
        return ([self.focus] if self.focus is not None else []) + self.sweep


def play(ruleset: str, games: int, votes: str = "random", players: int | None = None, deal: dict[str, int] | None = None,
         sweep: bool = True, seed: int = 1, progress: Progress | None = None, lang: str = "ru") -> Played:
    """The host's table first (`players`, dealt as `deal`), then — with `sweep` — every player count of the
    deal table. A stopped run keeps the games played (its summary says `cancelled`) and sweeps no further."""
    policy = Policy(votes=votes)
    counts = balance.sweep_counts(ruleset) if sweep else []
    if not counts and not players:
        raise InputError(word("no_counts", lang))
    total = games * (len(counts) + (1 if players else 0))
    done = 0

    def step(_done: int, _total: int) -> bool:
        nonlocal done
        done += 1
        return progress(done, total) if progress is not None else True

    played = Played()
    if players:
        played.focus = balance.run(ruleset, players, games, seed=seed, deal=deal, policy=policy, progress=step)
    if counts and not (played.focus is not None and played.focus.cancelled):
        played.sweep = balance.sweep(ruleset, games, seed=seed, policy=policy, progress=step, counts=counts)
    return played


@dataclass(frozen=True)
class Preview:
    """What the panel shows of a run: per team that can win, its name and the chart's points (players,
    share, low, high); the team ids in their lasting order (a team keeps its colour); the text beside it."""

    series: list[tuple[str, str, list[tuple[float, ...]]]]  #: (team id, its name, points)
    teams: list[str]
    lines: list[str]


def preview(ruleset: str, played: Played, lang: str) -> Preview:
    """The run as the host reads it: at "this table" the chart shows the focus run itself, the very games
    the text counts; the text is the focus run's (else the largest table's), and says when a run was stopped."""
    rs = load_roleset(ruleset)
    points = chart_points(rs, played.focus, played.sweep)
    shown = played.focus or (played.sweep[-1] if played.sweep else None)
    lines = summary_lines(shown, rs, lang) if shown is not None else []
    if any(s.cancelled for s in played.sweep) and not (shown and shown.cancelled):
        lines.append(word("cancelled", lang))
    return Preview([(team, rs.teams[team].name(lang), found) for team, found in points.items()], shown_teams(rs), lines)
