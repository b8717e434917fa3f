#!/usr/bin/env bash
# Set up (the first time) and start the moderator app with the example game loaded.
# On a machine with no display (a server, CI) it runs the app's offscreen smoke check instead.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -x .venv/bin/moderator-app ]; then
  python3 -m venv .venv
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e '.[test]'
fi
if [ "${QT_QPA_PLATFORM:-}" = offscreen ] || { [ "$(uname -s)" = Linux ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; }; then
  echo "No display: running the offscreen smoke check instead of opening a window." >&2
  QT_QPA_PLATFORM=offscreen exec .venv/bin/moderator-app --smoke
fi
exec .venv/bin/moderator-app "$@"
