"""The child of the migration drills: opens an older data folder the app's way (lock, check,
migrate) and prints where the upgrade is: `BACKUP 0` before its backup, `MOVING <n>` as it moves
each setup row (sleeping `delay` seconds after each, so the parent can kill it or start a second
copy in the middle), `VACUUM <n>` after the commit, then `OPENED`.

Run: python migrate_child.py FOLDER DELAY
"""

from __future__ import annotations

import sys
import time
from pathlib import Path


def main(folder: str, delay: float) -> None:
    from moderator_app.storage import db, migrate  # noqa: F401 - SQLAlchemy imported up front
    from moderator_app.storage.startup import open_data

    migrate.PROGRESS_EVERY = 1

    def moved(stage: str, rows: int) -> None:
        print(f"{stage.upper()} {rows}", flush=True)
        if stage == "moving":
            time.sleep(delay)

    migrate.PROGRESS.append(moved)
    opened = open_data(Path(folder))
    print(f"OPENED {opened.state.status} {len(opened.store.list_games()) if opened.store else -1}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]))
