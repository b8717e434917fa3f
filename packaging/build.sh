#!/bin/sh
# Build the one-folder bundle in dist/moderator-app/ and check it with --smoke.
# Usage: packaging/build.sh   (from anywhere; uses the project's .venv when there is one)
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
PY="${PYTHON:-$ROOT/.venv/bin/python}"
BIN=$(dirname "$PY")
cd "$ROOT"
"$PY" -m pip show pyinstaller >/dev/null 2>&1 || "$PY" -m pip install pyinstaller
for lang in ru pl en; do
    "$BIN/pyside6-lrelease" -silent "moderator_app/gui/i18n/moderator_$lang.ts" -qm "moderator_app/gui/i18n/moderator_$lang.qm"
done
"$PY" packaging/make_icon.py packaging
"$PY" -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/moderator-app.spec
QT_QPA_PLATFORM=offscreen dist/moderator-app/moderator-app --smoke --screenshot build/bundle-smoke.png
echo "bundle ok: dist/moderator-app/ (smoke screenshot: build/bundle-smoke.png)"
