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
