"""Host-made sets benchmark (prints figures, asserts nothing): replay of each whole host-made game,
and one 42-player night of the open-town set where every player acts (bus drivers, blocks,
bodyguards, heals, kills, checks, trackers and watchers), the night the new mechanics cost most.

Run: .venv/bin/python tests/bench/bench_host_made.py
"""

from __future__ import annotations

import statistics
import time

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

HOST_MADE = paths.examples_dir() / "host-made"
ROLES = ["busdriver", "roleblocker", "bodyguard", "elite_bodyguard", "doctor", "cop", "tracker", "watcher",
         "vigilante", "villager", "goon", "godfather", "enforcer", "joker"]
ACTION = {"busdriver": "busdrive", "roleblocker": "roleblock", "bodyguard": "guard", "elite_bodyguard": "elite_guard",
          "doctor": "protect", "cop": "investigate", "tracker": "follow", "watcher": "watch", "vigilante": "vig_kill",
          "goon": "mafia_kill", "godfather": "mafia_kill", "enforcer": "roleblock"}


def big_night(copies: int = 3) -> list[Entry]:
    players = [{"nick": f"{role}{i}", "role": role} for i in range(copies) for role in ROLES]
    nicks = [p["nick"] for p in players]
    entries = [Entry("setup", {"ruleset": str(HOST_MADE / "open-town.yaml"), "seed": 1, "players": players}),
               Entry("phase", {"kind": "night"})]
    for index, player in enumerate(players):
        action = ACTION.get(player["role"])
        if action is None:
            continue
        if action == "mafia_kill":
            targets = ["villager0"]
        elif action == "busdrive":
            targets = [nicks[(index + 3) % len(nicks)], nicks[(index + 7) % len(nicks)]]
        elif action == "roleblock":  # blocks fall on the plain roles, so the trackers and watchers act
            targets = [f"villager{index % copies}"]
        else:
            targets = [nicks[(index + 5) % len(nicks)]]
        entries.append(Entry("action", {"actor": player["nick"], "action": action, "targets": targets}))
    return [*entries, Entry("resolve", {})]


def timed(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    for script in sorted(HOST_MADE.glob("*-game.yaml")) + sorted(HOST_MADE.glob("*-jester.yaml")):
        median = timed(lambda s=script: replay_script(s), 10)
        print(f"replay {script.name}: median {median * 1000:.1f} ms")
    entries = big_night()
    game = Game.replay(entries)
    night = game.phases[-1].result
    median = timed(lambda: Game.replay(entries), 10)
    print(f"42-player open-town night, {len(entries) - 3} requests: median {median * 1000:.1f} ms for the whole "
          f"replay; {len(night.events)} events, {len(night.deaths)} deaths, {len(night.private)} private facts")


if __name__ == "__main__":
    main()
