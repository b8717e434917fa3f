"""Who was in a day's vote as the day was played, when a later correction changed it (#23 item 5).

A correction entered late (the doctor's night-1 PM recorded after day 2) re-resolves the game from
its phase on (engine.model.phase_order), and may bring back players who were announced dead. On the days
between their announced death and the correction they could not vote — the thread and the host
counted them out — so no missed vote is charged for those days (C-FLOW-6 counts votes a living
player could cast). A day whose votes are counted after the correction was entered is judged on
the changed game: the revived player owes that vote.

"As played" is the journal up to the entry that counts the day's votes, resolved in phase order:
the game the host had then. It is rebuilt only when entries made later than that one were already
applied before it (a late correction); otherwise the game as it stands is the game as played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.errors import InputError

if TYPE_CHECKING:
    from ..model.game import Game
    from ..model.state import Phase


def out_as_played(game: "Game", day: "Phase") -> set[str]:
    """Players alive at the start of `day` in the game now who were not, as the game stood when the
    entry being applied (the result that counts the day's votes) was made; empty when no entry made
    after it has been applied already."""
    journal, at = game.replay_journal, game.applying_at
    if journal is None or at is None or not game.applied_later_entries or day not in game.phases:
        return set()
    then = type(game)()  # a new game of the same class: this module stays below the fold it serves
    then.base_dir, then.text_parser = game.base_dir, game.text_parser
    try:
        then.replay_in_phase_order(journal[:at])
    except InputError:
        return set()  # the journal then did not replay by itself: judge on the game as it stands
    index = game.phases.index(day)
    if index >= len(then.phases):
        return set()
    return set(day.alive_at_start) - set(then.phases[index].alive_at_start)
