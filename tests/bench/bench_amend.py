"""Amendment benchmark (#14 item 2; prints figures, asserts nothing): what an entry into a resolved
phase costs. Every amendment resolves the game again in phase order from the whole journal
(engine.model.phase_order), so its cost is one replay whichever phase it names; this prints a replay, an
override into the last phase, one into the first night, the preview the result tab shows first
(app.amend_preview), and the simulated games' death shots (each an amendment) on and off.

Run: .venv/bin/python tests/bench/bench_amend.py [PLAYERS]
"""

from __future__ import annotations

import sys
import time

from moderator_app.app.amend_preview import preview_entry
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.simulation.simulate import Policy, play_game

from played import best_ms, played_classic  # tests/bench/played.py, beside this script


def main() -> None:
    players = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    game = played_classic(players)
    entries = list(game.entries)
    night = next(p for p in game.phases if p.kind == "night" and p.result and p.result.deaths)
    victim = night.result.deaths[0].nick
    last = game.phases[-1]
    into_last = {"event": "override", "what": "die", "player": next(n for n in game.living()), "reason": "bench",
                 "phase": last.label}
    into_first = {"event": "override", "what": "survive", "player": victim, "reason": "bench", "phase": night.label}
    print(f"classic, {players} players, {len(game.phases)} phases, {len(entries)} journal entries")
    print(f"{'replay of the journal':<44} {best_ms(lambda: Game.replay(entries)):8.2f} ms")
    for label, data in (("override into the last phase", into_last), (f"override into {night.label}", into_first)):
        def amend(data=data):
            copy = Game.replay(entries)
            copy.apply(Entry("host", dict(data)))
        replay_ms = best_ms(lambda: Game.replay(entries))
        print(f"{label:<44} {best_ms(amend) - replay_ms:8.2f} ms")
        print(f"{'  its preview (app.amend_preview)':<44} {best_ms(lambda data=data: preview_entry(game, 'host', data)):8.2f} ms")
    for shots in (False, True):
        cpu = time.process_time()
        for seed in range(200):
            play_game("forum-mafia-classic", 12, seed=seed, policy=Policy(death_shots=shots))
        cpu = time.process_time() - cpu
        print(f"{'200 simulated 12-player games, death shots ' + ('on' if shots else 'off'):<44} {cpu:8.2f} CPU s")


if __name__ == "__main__":
    main()
