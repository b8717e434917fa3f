#!/usr/bin/env bash
# Set up (the first time) and start the moderator app with the example game loaded.
# On a machine with no display (a server, CI) it runs the app's offscreen smoke check instead.
# It says what it does; pip's own output goes to .venv/install.log and is shown only when it fails.
set -euo pipefail
cd "$(dirname "$0")"
say() { printf '%s\n' "$*"; }

# (re)install when there is no venv yet or the project's requirements changed since the last install
if [ ! -x .venv/bin/moderator-app ] || [ pyproject.toml -nt .venv/.installed ] || [ setup.py -nt .venv/.installed ]; then
  if [ ! -x .venv/bin/python ]; then
    if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      say "The app needs Python 3.11 or newer as python3; this machine has: $(python3 --version 2>&1 || echo none)." >&2
      exit 1
    fi
    say "Creating the Python environment in .venv ..."
    python3 -m venv .venv
  fi
  say "Installing the app and its test tools into .venv (the first time takes a few minutes) ..."
  if ! { .venv/bin/python -m pip install --upgrade pip && .venv/bin/python -m pip install -e '.[test]'; } \
      > .venv/install.log 2>&1; then
    tail -n 30 .venv/install.log >&2
    say "The installation failed; the whole log is in .venv/install.log." >&2
    exit 1
  fi
  touch .venv/.installed
  say "Installed (the log is in .venv/install.log)."
fi

if [ "${QT_QPA_PLATFORM:-}" = offscreen ] || { [ "$(uname -s)" = Linux ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; }; then
  say "No display: checking the app's start offscreen instead of opening a window (moderator-app --smoke) ..."
  QT_QPA_PLATFORM=offscreen exec .venv/bin/moderator-app --smoke
fi
say "Starting the moderator app ..."
exec .venv/bin/moderator-app "$@"
