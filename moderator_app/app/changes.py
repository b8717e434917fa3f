"""What one host operation changed — which phases, which players, the journal (and from which entry),
the deal, the unmasking, the host's marks, the posts' language, the inbox's waiting rows — so each view
redraws only what it shows, in the manner of Anki's `OpChanges` (#24 item 4; gui.game_view.SHOWS says
which page shows what).

A change to the game is read off the game itself (a snapshot before the operation, one after), not
guessed from the entry's kind: an entry into a resolved phase that resolves it and every later phase
again names all of them, and no list of entry kinds has to follow the engine. What changes beside the
journal is said by the operation that makes it (`in_phase`, `inbox_waiting`, `POST_LANG`, `MARKS`). No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping

from .host_view import is_revealed

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.journal import Entry


@dataclass(frozen=True)
class Changes:
    """What an operation changed. `everything` stands for an operation that changes what a view
    cannot compare (another game opened, the language switched, a rename): every view redraws."""

    phases: frozenset[str] = frozenset()  #: labels of the phases added, removed or changed (entries, result)
    players: frozenset[str] = frozenset()  #: nicks whose seat changed (alive, role, team, account)
    journal: bool = False  #: entries were added or taken back
    marks: bool = False  #: the host's bookkeeping beside the journal (published posts, sent PMs, his seat)
    everything: bool = False
    deal: frozenset[str] = frozenset()  #: nicks whose seat as dealt changed (account, role dealt, card's keys)
    unmasked: bool = False  #: the unmasking was resolved or taken back: a playing host now sees (or not) the secrets
    #: with `journal`: how many of the journal's first entries are as they were (a view keeps their lines)
    journal_kept: int = 0
    post_lang: bool = False  #: the game's posts language switched: what is written for the forum is worded anew
    #: labels of the phases whose rows waiting in the inbox changed (pasted, ticked, removed: not yet recorded)
    waiting: frozenset[str] = frozenset()

    def __or__(self, other: "Changes") -> "Changes":
        kept = [c.journal_kept for c in (self, other) if c.journal]  # the prefix both kept: the shorter
        return Changes(self.phases | other.phases, self.players | other.players, self.journal or other.journal,
                       self.marks or other.marks, self.everything or other.everything, self.deal | other.deal,
                       self.unmasked or other.unmasked, min(kept, default=0), self.post_lang or other.post_lang,
                       self.waiting | other.waiting)

    def __bool__(self) -> bool:
        return bool(self.phases or self.players or self.journal or self.marks or self.everything or self.deal
                    or self.unmasked or self.post_lang or self.waiting)

    @property
    def marks_only(self) -> bool:
        """Only the host's bookkeeping changed (a post copied): the game itself shows as it did."""
        return self.marks and not (self.everything or self.phases or self.players or self.journal or self.deal
                                   or self.unmasked or self.post_lang or self.waiting)

    def entries_from(self, shown: int) -> int:
        """The first journal position a view that shows `shown` entries must redraw from (all: 0)."""
        if self.everything:
            return 0
        return min(shown, self.journal_kept) if self.journal else shown


EVERYTHING = Changes(everything=True)
MARKS = Changes(marks=True)
NOTHING = Changes()
POST_LANG = Changes(post_lang=True)


def inbox_waiting(before: Mapping[str, object], after: Mapping[str, object]) -> Changes:
    """The inbox's waiting rows changed (a fingerprint per phase, before and after): the board's owed moves and
    reminders, and what holds Resolve, follow them; the journal is as it was."""
    return Changes(waiting=_differ(before, after))


def in_phase(label: str) -> Changes:
    """A phase changed beside its journal: the runoff the rules call for started (app.runoff), so its votes
    pasted now are runoff votes."""
    return Changes(phases=frozenset({label}))


@dataclass(frozen=True)
class Snapshot:
    """A game's state as far as the views tell changes apart: a fingerprint per phase and per seat."""

    entries: "tuple[Entry, ...]"  #: the journal (the entries themselves: the views compare positions)
    phases: dict[str, str]
    players: dict[str, tuple[object, ...]]
    deal: dict[str, tuple[object, ...]]  #: per seat, what its role card is made of
    revealed: bool = False  #: the unmasking is resolved (app.host_view)


def snapshot(game: "Game | None") -> Snapshot:
    if game is None:
        return Snapshot((), {}, {}, {})
    return Snapshot(tuple(game.entries),
                    {phase.label: repr(phase) for phase in game.phases},
                    {p.nick: (p.role, p.team, p.account, p.alive, p.died) for p in game.players.values()},
                    {p.nick: (p.seat, p.account, p.original_role, repr(p.extra)) for p in game.players.values()},
                    is_revealed({"table": game.table}))


def between(before: Snapshot, after: Snapshot) -> Changes:
    """The changes from one snapshot to the next (the same game)."""
    kept = _common_start(before.entries, after.entries)
    return Changes(phases=_differ(before.phases, after.phases), players=_differ(before.players, after.players),
                   journal=not kept == len(before.entries) == len(after.entries),
                   deal=_differ(before.deal, after.deal), unmasked=before.revealed != after.revealed, journal_kept=kept)


def _differ(before: Mapping[str, object], after: Mapping[str, object]) -> frozenset[str]:
    return frozenset(key for key in before.keys() | after.keys() if before.get(key) != after.get(key))


def _common_start(before: "tuple[Entry, ...]", after: "tuple[Entry, ...]") -> int:
    """How many first entries the two journals share (the same entry, or an equal one after a rebuild)."""
    kept = 0
    for old, new in zip(before, after):
        if old is not new and old != new:
            break
        kept += 1
    return kept
