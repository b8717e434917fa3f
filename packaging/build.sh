#!/bin/sh
# Build the one-folder bundle in dist/moderator-app/ and check it with --smoke.
# Usage: packaging/build.sh   (from anywhere; uses the project's .venv when there is one)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY="${PYTHON:-$ROOT/.venv/bin/python}"
cd "$ROOT"
"$PY" -m pip show pyinstaller >/dev/null 2>&1 || "$PY" -m pip install pyinstaller
"$PY" packaging/make_icon.py packaging
"$PY" -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/moderator-app.spec
QT_QPA_PLATFORM=offscreen dist/moderator-app/moderator-app --smoke --screenshot build/bundle-smoke.png
echo "bundle ok: dist/moderator-app/ (smoke screenshot: build/bundle-smoke.png)"
