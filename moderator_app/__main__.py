"""The `moderator-app` command: the desktop window, or one of the headless commands (app/cli.py).

This is where the two meet, so neither imports the other: the command line never imports Qt, and
the window never goes through the command line. A plain start (no arguments) reads no options at
all: it paints the window first (#14 item 9). A game file given alone (a double-click on an exported
`.mafia.json`, the .desktop file's `%f`) opens it in the window.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        if not argv:
            from .gui.app import run_app  # lazy: a headless command never loads Qt and the window

            return run_app()
        from .app import cli  # lazy: the plain start (no arguments) skips the command line

        args = cli.parse(_opened_file_as_option(argv))
        if not cli.wants_window(args):
            return cli.run(args)
        from .gui.app import run_app  # lazy: a headless command never loads Qt and the window

        return run_app(smoke=args.smoke, screenshot=args.screenshot, lang=args.lang, open_file=args.open)
    except BrokenPipeError:  # `moderator-app replay … | head` closed the pipe: not an error
        sys.stderr.close()
        return 0


def _opened_file_as_option(argv: list[str]) -> list[str]:
    """`moderator-app GAME.mafia.json` is `moderator-app --open GAME.mafia.json`: a file's name is never
    a command's, so an existing file as the only plain argument is the one to open."""
    plain = [arg for arg in argv if not arg.startswith("-")]
    if len(plain) == 1 and Path(plain[0]).is_file() and plain[0] == argv[-1] and "--screenshot" not in argv[-2:-1]:
        return [*argv[:-1], "--open", plain[0]]
    return argv


if __name__ == "__main__":
    sys.exit(main())
