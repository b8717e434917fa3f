"""#14 item 7 (storage leftover): the one-time upgrade of an older data folder is shown to the host
while it runs — a modal dialog in the host's language saying what is done and how many games' rules
are moved out of how many — and the games are all there afterwards."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QProgressDialog

from moderator_app.gui.app import _open_host_data
from moderator_app.storage import migrate
from tests.gui.test_storage_words import english_words
from tests.storage.legacy_layout import played, write_legacy_folder

WORDS = {
    "ru": ("Обновление хранилища", "Правила игр перенесены: 4 из 12", "Резервная копия перед обновлением", "один раз"),
    "pl": ("Aktualizacja przechowywania", "Przeniesione zasady gier: 4 z 12", "Kopia zapasowa przed aktualizacją", "raz"),
    "en": ("Upgrading the storage", "Games' rules moved: 4 of 12", "Backing up before the upgrade", "once"),
}


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_the_upgrade_of_an_older_folder_shows_its_progress(lang, open_window, monkeypatch):
    games = [(f"classic {seed}", played("forum-mafia-classic", 9, seed)) for seed in range(3)]
    write_legacy_folder(Path(os.environ["MODERATOR_APP_DATA"]), games, copies=4)
    monkeypatch.setattr(migrate, "PROGRESS_EVERY", 1)
    window = open_window(lang, start=False)
    seen: list[tuple[str, str, str, int, int]] = []

    def look(stage: str, _count: int) -> None:  # runs before the dialog takes this step: shows the previous one
        dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]
        if dialogs:
            seen.append((stage, dialogs[0].windowTitle(), dialogs[0].labelText(), dialogs[0].value(), dialogs[0].maximum()))
            if stage == "moving" and _count == 5:
                dialogs[0].grab().save(f"/tmp/store-migration-{lang}.png")

    migrate.PROGRESS.append(look)
    try:
        _open_host_data(QApplication.instance(), window.controller, window)
    finally:
        migrate.PROGRESS.remove(look)
    title, moved, backup, once = WORDS[lang]
    assert seen and all(s[1] == title for s in seen)
    labels = [s[2] for s in seen]
    assert any(backup in label for label in labels) and all(once in label for label in labels)
    assert (title, moved) and any(moved in s[2] and s[3] == 4 and s[4] == 12 for s in seen), labels
    if lang == "ru":
        assert not any(english_words(label) for label in labels), labels
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QProgressDialog) and w.isVisible()]
    assert migrate.schema_version(Path(os.environ["MODERATOR_APP_DATA"]) / "games.sqlite3") == migrate.SCHEMA_VERSION
    assert len(window.controller.store.list_games()) == 12


def test_no_dialog_when_the_folder_is_already_upgraded(open_window):
    from moderator_app.gui.migration_progress import MigrationProgress
    from moderator_app.storage.startup import open_data

    games = [(f"classic {seed}", played("forum-mafia-classic", 9, seed)) for seed in range(2)]
    folder = Path(os.environ["MODERATOR_APP_DATA"])
    write_legacy_folder(folder, games)
    with MigrationProgress(None, "ru") as first:
        opened = open_data(folder)
    opened.store.close()
    with MigrationProgress(None, "ru") as again:
        reopened = open_data(folder)
    reopened.store.close()
    assert first.shown and again.dialog is None and again.shown == []
