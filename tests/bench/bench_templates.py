"""The worst case of a host's template under the bounds (#26 item 3): for each hostile template of the
suite's list, the CPU time it takes before it is stopped, the peak memory it allocates (tracemalloc)
and the message; then a normal post's time for scale.

Run as `python tests/bench/bench_templates.py` (not collected by pytest). Before the bounds counted
during rendering, `indent`/`center` with a huge width ran 5–15 s and 1–2 GB, and a chain of `~` built
10⁹ characters with exit 0."""

from __future__ import annotations

import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> None:
    os.environ.setdefault("MODERATOR_APP_DATA", tempfile.mkdtemp())
    os.environ.setdefault("MODERATOR_APP_CONFIG", tempfile.mkdtemp())
    from moderator_app.engine.model.errors import InputError
    from moderator_app.posts import render
    from tests.posts.test_template_limits import HOSTILE, _game

    game = _game()
    print(f"bounds: {render.RENDER_SECONDS:g} s of the thread's CPU, {render.MAX_OUTPUT:,} characters")
    print(f"{'template':<34}{'CPU s':>8}{'peak MB':>10}  message")
    for name, body in sorted(HOSTILE.items()):
        with render.draft("opening.bbcode.j2", "ru", body, "hostile.bbcode.j2"):
            tracemalloc.start()
            started = time.thread_time()
            try:
                render.render("opening.bbcode.j2", "ru", post=None, game=game)
                said = "rendered (no bound needed)"
            except InputError as err:
                said = str(err)[:70]
            cpu = time.thread_time() - started
            peak = tracemalloc.get_traced_memory()[1] / 2**20
            tracemalloc.stop()
        print(f"{name:<34}{cpu:>8.2f}{peak:>10.1f}  {said}")
    from moderator_app.posts import render_opening_post

    render._environment.cache_clear()
    started = time.thread_time()
    for _ in range(20):
        render_opening_post(game, "ru")
    print(f"a normal opening post: {(time.thread_time() - started) / 20 * 1000:.1f} ms CPU")


if __name__ == "__main__":
    main()
