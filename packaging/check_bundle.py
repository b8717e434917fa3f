"""Checks a built one-folder bundle as a host uses it (#25 item 4), and prints its size and start time.

Run by packaging/build.sh with the project's Python (which has the package, to compare against):

1. `--smoke` passes (offscreen): the bundle starts, shows the example game, answers a click, quits;
2. `replay` of the example script prints the very posts the installed package prints;
3. `thread` reads a pasted thread page to the very JSON the installed package reads;
4. a game file exported by the package (`.mafia.json`) opens in the bundle's window (`--smoke --open`);
5. its size on disk, and its start (first frame, last game shown) over a few fresh starts.
Exit 1 with what differed when any check fails.

Usage: python packaging/check_bundle.py dist/moderator-app [--starts N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: a thread page as a browser copies phpBB's prosilver style (the layout tests/gui/evening.py builds)
PAGE_POSTS = [("Вася", "02 дек 2026, 10:00", "Голосую за [b]Петю[/b]"), ("Петя", "02 дек 2026, 10:20", "Голосую против Васи"),
              ("Маша", "02 дек 2026, 11:05", "Петя, голос")]
PLAYERS = ["Вася", "Петя", "Маша", "Коля", "Дина"]


def page_text() -> str:
    lines = []
    for author, when, text in PAGE_POSTS:
        lines += ["Re: День 1", f"Сообщение {author} » {when}", text, author, "Игрок", "Сообщения: 57",
                  "Зарегистрирован: 03 фев 2024, 12:00", "Вернуться к началу", ""]
    return "\n".join(lines)


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(args, capture_output=True, text=True, env=env, timeout=600)


def folder_size(folder: Path) -> int:
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file() and not f.is_symlink())


def exported_game(scratch: Path) -> tuple[Path, str]:
    """The example game stored and exported by the installed package, as a host's Save-to-file does."""
    from moderator_app.app.game_file import write_game_file
    from moderator_app.app.session import GameSession
    from moderator_app.storage.db import GameStore

    store = GameStore(scratch / "export.sqlite3")
    title = "Игра из файла"
    session = GameSession.import_script(store, ROOT / "examples" / "classic-8.yaml", title=title)
    path = scratch / "exported.mafia.json"
    write_game_file(store, session.game_id, path)
    store.close()
    return path, title


def _load() -> str:
    load = f"load {os.getloadavg()[0]:.2f} " if hasattr(os, "getloadavg") else ""
    return f"{load}on {os.cpu_count()} cores"


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("bundle", type=Path)
    parser.add_argument("--starts", type=int, default=3)
    args = parser.parse_args()
    # the console program: on Windows the window's program has nowhere to print (moderator-app.spec)
    exe = args.bundle / ("moderator-app-cli.exe" if os.name == "nt" else "moderator-app-cli")
    scratch = Path(tempfile.mkdtemp(prefix="moderator-bundle-"))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", MODERATOR_APP_DATA=str(scratch / "data"),
               MODERATOR_APP_CONFIG=str(scratch / "config"), MODERATOR_APP_CACHE=str(scratch / "cache"))
    env.pop("PYTHONPATH", None)
    package = [sys.executable, "-m", "moderator_app"]
    failures: list[str] = []

    def check(name: str, ok: bool, detail: str = "") -> None:
        print(f"{'ok  ' if ok else 'FAIL'} {name}")
        if not ok:
            failures.append(f"{name}: {detail[-2000:]}")

    smoke = run([str(exe), "--smoke", "--lang", "en"], env)
    # the start loader imports the window's modules by name in the background and only logs a failure
    # (gui/start_loader.py): a module the bundle lacks shows as a traceback on stderr, not as a failed start
    check("--smoke", smoke.returncode == 0 and "last game shown" in smoke.stdout and "Traceback" not in smoke.stderr,
          smoke.stdout + smoke.stderr)
    for line in smoke.stdout.splitlines():
        print(f"     {line}")

    script = str(ROOT / "examples" / "classic-8.yaml")
    ours, theirs = run([str(exe), "replay", script], env), run([*package, "replay", script], env)
    check("replay (the same posts as the installed package)", ours.returncode == 0 and ours.stdout == theirs.stdout,
          ours.stderr or "the output differs")

    page = scratch / "page.txt"
    page.write_text(page_text(), encoding="utf-8")
    thread = ["thread", "--ruleset", "forum-mafia-classic", *[f"--player={p}" for p in PLAYERS], "--today", "2026-12-02", str(page)]
    ours, theirs = run([str(exe), *thread], env), run([*package, *thread], env)
    check("thread (the same reading as the installed package)",
          ours.returncode == 0 and ours.stdout == theirs.stdout and '"votes"' in ours.stdout, ours.stderr or ours.stdout)

    game_file, title = exported_game(scratch)
    opened = run([str(exe), "--smoke", "--lang", "en", "--open", str(game_file)], env)
    check("an exported game file opens", opened.returncode == 0 and title in opened.stdout, opened.stdout + opened.stderr)

    from moderator_app.gui.smoke import start_measured

    starts = [f for f in (start_measured(env, command=[str(exe)]) for _ in range(args.starts)) if f]
    size = folder_size(args.bundle)
    print(f"\nbundle: {args.bundle} — {size / 1e6:.0f} MB in {sum(1 for _ in args.bundle.rglob('*'))} files")
    if starts:
        frame = statistics.median(f["first frame"] for f in starts)
        shown = statistics.median(f["last game shown"] for f in starts if "last game shown" in f)
        print(f"start (median of {len(starts)} fresh starts, offscreen, an empty data folder: the example game): "
              f"first frame {frame:.0f} ms, game shown {shown:.0f} ms; {_load()}")
    if failures:
        print("\n" + "\n".join(failures), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
