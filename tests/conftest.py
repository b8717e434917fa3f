"""Test set-up: offscreen Qt, host folders in a temporary place, never the host's real data."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


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
