#!/usr/bin/env bash
# Set up (the first time) and start the moderator app with the example game loaded.
# On a machine with no display (a server, CI) it runs the app's offscreen smoke check instead.
set -euo pipefail
cd "$(dirname "$0")"
# (re)install when there is no venv yet or the project's requirements changed since the last install
if [ ! -x .venv/bin/moderator-app ] || [ pyproject.toml -nt .venv/.installed ] || [ setup.py -nt .venv/.installed ]; then
  [ -x .venv/bin/python ] || python3 -m venv .venv
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e '.[test]'
  touch .venv/.installed
fi
if [ "${QT_QPA_PLATFORM:-}" = offscreen ] || { [ "$(uname -s)" = Linux ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; }; then
  echo "No display: running the offscreen smoke check instead of opening a window." >&2
  QT_QPA_PLATFORM=offscreen exec .venv/bin/moderator-app --smoke
fi
exec .venv/bin/moderator-app "$@"
