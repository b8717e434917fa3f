#!/bin/sh
# Build the one-folder bundle in dist/moderator-app/ and check it as a host uses it: --smoke, replay,
# thread, an exported game file opened (packaging/check_bundle.py); its size and start time are printed.
# Usage: packaging/build.sh   (from anywhere; on a fresh clone it runs ./start.sh first for the .venv)
# Windows and macOS: packaging/README.md.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
if [ -z "${PYTHON:-}" ] && [ ! -x .venv/bin/python ]; then
  echo "No .venv yet: setting it up with ./start.sh ..."
  QT_QPA_PLATFORM=offscreen ./start.sh
fi
PY="${PYTHON:-$ROOT/.venv/bin/python}"
mkdir -p build
if ! "$PY" -m PyInstaller --version >/dev/null 2>&1; then
  # pip's own words (an index it skips, a newer pip) go to the log, as start.sh does, and show when it fails
  echo "Installing PyInstaller into the environment (the log is build/pip.log) ..."
  if ! "$PY" -m pip install "pyinstaller>=6.9" > build/pip.log 2>&1; then
    tail -n 30 build/pip.log >&2
    echo "Installing PyInstaller failed; the whole log is build/pip.log." >&2
    exit 1
  fi
fi
echo "Building the bundle (PyInstaller $("$PY" -m PyInstaller --version)); the log is build/pyinstaller.log ..."
"$PY" packaging/make_icon.py packaging
if ! "$PY" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/moderator-app.spec > build/pyinstaller.log 2>&1; then
  tail -n 40 build/pyinstaller.log >&2
  echo "The build failed; the whole log is build/pyinstaller.log." >&2
  exit 1
fi
echo "Checking the bundle ..."
QT_QPA_PLATFORM=offscreen "$PY" packaging/check_bundle.py dist/moderator-app
echo "bundle ok: dist/moderator-app/ (start it with dist/moderator-app/moderator-app)"
