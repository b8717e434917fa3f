"""Inbox rows of a resolved phase (#14 items 2 and 6; prints figures, asserts nothing): what it costs
to read a late night PM against the game as it stood that night (app.inbox.past.game_in: one replay of
the journal cut at that night's resolve, kept per journal length), to judge the row again on a refresh
(the cached copy), and to preview what recording it changes (one more replay with the row added).

Run: .venv/bin/python tests/bench/bench_inbox_past.py [PLAYERS]
"""

from __future__ import annotations

import sys

from moderator_app.app.inbox.past import game_in
from moderator_app.app.inbox.record import preview_rows
from moderator_app.app.inbox.verdict import blocker
from moderator_app.app.inbox.read import read_row
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

from played import best_ms, played_classic  # tests/bench/played.py, beside this script


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    game = played_classic(players)
    if game.current is not None and game.current.resolved and game.winner is None:
        game.apply(Entry("phase", {"kind": game.next_phase_kind()}))
    night = next(p for p in game.phases if p.kind == "night" and p.result and p.result.deaths)
    victim = night.result.deaths[0].nick
    doctor = next(n for n, p in game.players.items() if p.role == "doctor")
    print(f"classic, {players} players, {len(game.phases)} phases, {len(game.entries)} journal entries; "
          f"a late «Лечу {victim}» for {night.label}")
    entries = list(game.entries)
    print(f"{'replay of the journal (for scale)':<52} {best_ms(lambda: Game.replay(entries)):8.2f} ms")

    def cold():
        game.__dict__.pop("_inbox_past_games", None)
        return game_in(game, night.label)

    print(f"{'the game as it stood in ' + night.label + ' (cold)':<52} {best_ms(cold):8.2f} ms")
    past = game_in(game, night.label)
    assert past is not None
    row = read_row(past, f"Лечу {victim}", f"Лечу {victim}", doctor, None, False)
    row.phase = night.label
    print(f"{'read the PM against it (parser)':<52} "
          f"{best_ms(lambda: read_row(past, row.body, row.body, doctor, None, False)):8.2f} ms")
    print(f"{'judge the row again on a refresh (cached copy)':<52} {best_ms(lambda: blocker(game, row)):8.2f} ms")
    print(f"{'preview what recording it changes':<52} {best_ms(lambda: preview_rows(game, [row])):8.2f} ms")


if __name__ == "__main__":
    main()
