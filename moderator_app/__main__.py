"""The `moderator-app` command: the desktop app, or the headless commands of the spec."""

from __future__ import annotations

import sys

from .app.cli import main as cli_main


def main(argv: list[str] | None = None) -> int:
    try:
        return cli_main(sys.argv[1:] if argv is None else argv)
    except BrokenPipeError:  # `moderator-app replay … | head` closed the pipe: not an error
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
