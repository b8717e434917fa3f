"""PyInstaller's entry script: the same `moderator-app` command as the installed package."""

import sys

from moderator_app.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
