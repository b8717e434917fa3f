"""The child of the kill harness: plays games into a data folder as fast as it can, and after each
acknowledged entry prints what the journal must now hold. The parent SIGKILLs it at random.

Lines: `TRY <game> <op>` before an operation, `ACK <game> <hash> <hash without the last entry>`
after it returned (committed). Run: python kill_child.py FOLDER SEED
"""

from __future__ import annotations

import hashlib
import random
import sys
from pathlib import Path


def journal_hash(entries) -> str:
    return hashlib.sha256("\n".join(e.to_json() for e in entries).encode()).hexdigest()[:16]


def main(folder: str, seed: int) -> None:
    from moderator_app.app.session import GameSession
    from moderator_app.engine.model.errors import InputError
    from moderator_app.storage.startup import open_data

    opened = open_data(Path(folder))
    assert opened.store is not None, opened.state.lines()
    store = opened.store
    rng = random.Random(seed)
    nicks = [f"P{i}" for i in range(9)]
    setup = {"ruleset": "forum-mafia-classic", "players": [{"nick": n} for n in nicks], "seed": seed}
    games = [g.id for g in store.list_games() if not g.damaged]
    session = GameSession(store, games[0]) if games and rng.random() < 0.7 else GameSession.new(store, f"kill {seed}", setup)

    def ack() -> None:
        stored = store.entries(session.game_id)
        print(f"ACK {session.game_id} {journal_hash(stored)} {journal_hash(stored[:-1])} {len(stored)}", flush=True)

    ack()
    while True:
        game = session.game
        if game.winner is not None:
            session = GameSession.new(store, f"kill {seed}", dict(setup, seed=rng.randrange(10**6)))
            ack()
            continue
        phase = game.current
        living = game.living()
        if rng.random() < 0.08 and session.can_undo:
            print(f"TRY {session.game_id} undo", flush=True)
            session.undo()
        elif phase is None or phase.resolved:
            print(f"TRY {session.game_id} append", flush=True)
            session.apply("phase", kind=game.next_phase_kind())
        elif rng.random() < 0.25:
            print(f"TRY {session.game_id} append", flush=True)
            session.apply("resolve")
        else:
            print(f"TRY {session.game_id} append", flush=True)
            actor, target = rng.choice(living), rng.choice(living)
            try:
                if phase.kind == "day":
                    session.apply("vote", voter=actor, target=target)
                else:
                    session.apply("action", actor=actor, action="kill", target=target)
            except InputError:
                print(f"NOOP {session.game_id}", flush=True)  # refused before the store: nothing pending
                continue
        ack()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
