"""Test set-up: offscreen Qt, host folders in a temporary place, never the host's real data."""

from __future__ import annotations

import os
from datetime import datetime, timezone

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
import time_machine

SUITE_NOW = datetime(2026, 12, 7, 12, 0, tzinfo=timezone.utc)


@pytest.fixture(autouse=True)
def _suite_clock():
    """Every test starts at SUITE_NOW, the clock ticking on from there. The app dates a game's phases
    by the wall clock (app.deadlines, app.activity, app.inbox.paste), and a made-up page's fixed dates
    («07.12.2026», "Dec 02, 2026") must stay the game's own days: a post dated more than 31 days before
    the game's earliest deadline reads «старше игры» (app.inbox.late.mark_older), so without a pinned
    clock those tests would start failing in January 2027. A test of time itself travels on from here
    (time_machine.travel inside it)."""
    with time_machine.travel(SUITE_NOW, tick=True):
        yield


@pytest.fixture(autouse=True)
def _host_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("MODERATOR_APP_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("MODERATOR_APP_CONFIG", str(tmp_path / "config"))


def pytest_collection_modifyitems(items):
    """Tests that use qtbot are GUI tests: `pytest -m "not gui"` runs the core alone."""
    for item in items:
        if "qtbot" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.gui)


@pytest.fixture(autouse=True)
def _no_backup_thread_outlives_its_test(monkeypatch):
    """Every background backup a test starts ends with it: a copy finishing after the test's window
    is gone would signal a deleted object from another thread (a crash far from its cause)."""
    from moderator_app.storage import backup_worker

    made: list = []
    original = backup_worker.BackupWorker.__init__

    def recording_init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(backup_worker.BackupWorker, "__init__", recording_init)
    yield
    for worker in made:
        worker._stop.set()  # a copy under way stops at its next step
        worker.close()
