"""What one host operation changed — which phases, which players, the journal, the host's marks —
so each view redraws only what it shows, in the manner of Anki's `OpChanges` (#24 item 4).

The change is read off the game itself (a snapshot before the operation, one after), not guessed
from the entry's kind: an entry into a resolved phase that resolves it and every later phase again
names all of them, and no list of entry kinds has to follow the engine. No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping

if TYPE_CHECKING:
    from ..engine.model.game import Game


@dataclass(frozen=True)
class Changes:
    """What an operation changed. `everything` stands for an operation that changes what a view
    cannot compare (another game opened, the language switched, a rename): every view redraws."""

    phases: frozenset[str] = frozenset()  #: labels of the phases added, removed or changed (entries, result)
    players: frozenset[str] = frozenset()  #: nicks whose seat changed (alive, role, team, account)
    journal: bool = False  #: entries were added or taken back
    marks: bool = False  #: the host's bookkeeping beside the journal (published posts, sent PMs, his seat)
    everything: bool = False

    def __or__(self, other: "Changes") -> "Changes":
        return Changes(self.phases | other.phases, self.players | other.players, self.journal or other.journal,
                       self.marks or other.marks, self.everything or other.everything)

    def __bool__(self) -> bool:
        return bool(self.phases or self.players or self.journal or self.marks or self.everything)

    @property
    def marks_only(self) -> bool:
        """Only the host's bookkeeping changed (a post copied): the game itself shows as it did."""
        return self.marks and not (self.everything or self.phases or self.players or self.journal)


EVERYTHING = Changes(everything=True)
MARKS = Changes(marks=True)
NOTHING = Changes()


@dataclass(frozen=True)
class Snapshot:
    """A game's state as far as the views tell changes apart: a fingerprint per phase and per seat."""

    entries: tuple[int, str]  #: how many, and the last one
    phases: dict[str, str]
    players: dict[str, tuple[object, ...]]


def snapshot(game: "Game | None") -> Snapshot:
    if game is None:
        return Snapshot((0, ""), {}, {})
    return Snapshot((len(game.entries), repr(game.entries[-1]) if game.entries else ""),
                    {phase.label: repr(phase) for phase in game.phases},
                    {p.nick: (p.role, p.team, p.account, p.alive, p.died) for p in game.players.values()})


def between(before: Snapshot, after: Snapshot) -> Changes:
    """The changes from one snapshot to the next (the same game)."""
    return Changes(phases=_differ(before.phases, after.phases), players=_differ(before.players, after.players),
                   journal=before.entries != after.entries)


def _differ(before: Mapping[str, object], after: Mapping[str, object]) -> frozenset[str]:
    return frozenset(key for key in before.keys() | after.keys() if before.get(key) != after.get(key))
