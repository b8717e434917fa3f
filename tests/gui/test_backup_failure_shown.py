"""#14 item 7 (storage leftover): a backup that fails — at start or in the middle of the evening,
in the backup thread — is kept in view in the status bar in the host's language, and goes away when
a later backup succeeds. The drill is real: the backup folder is blocked by a file in its place."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.gui.conftest import SEATS
from tests.gui.test_storage_words import english_words
from tests.storage import damage

WORDS = {
    "ru": ("резервная копия (при запуске) не создана", "резервная копия (после фазы) не создана", "лежит файл", "записи игр сохранены"),
    "pl": ("kopia zapasowa (przy starcie) nie powstała", "kopia zapasowa (po fazie) nie powstała", "jest plik", "wpisy gier są zapisane"),
    "en": ("the start backup failed", "the phase backup failed", "a file is where the folder", "entries are saved"),
}


def _data() -> Path:
    return Path(os.environ["MODERATOR_APP_DATA"])


def _block_backups() -> Path:
    backups = _data() / "backups"
    shutil.rmtree(backups)
    backups.write_text("not a folder")
    return backups


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_a_blocked_backup_folder_is_shown_at_start_and_mid_session_until_a_backup_succeeds(lang, open_window, qtbot):
    damage.played_folder(_data(), games=1)  # closed after an entry the last backup lacks: a start backup is due
    backups = _block_backups()
    window = open_window(lang)
    warning = window.storage_warning
    start_words, phase_words, why_words, saved_words = WORDS[lang]
    qtbot.waitUntil(warning.isVisible, timeout=10_000)
    assert start_words in warning.full_text and why_words in warning.full_text and saved_words in warning.full_text
    assert str(backups) in warning.full_text
    if lang == "ru":
        assert not english_words(warning.full_text, str(backups)), warning.full_text
    if lang == "pl":
        assert not {"backup", "failed", "exists", "file"} & set(warning.full_text.replace(str(backups), "").split())
    window.resize(1000, 500)
    warning.retranslate(lang)  # fitted to the window's width: the words before and after a long path stay in view
    assert warning.text().startswith(warning.full_text[:20]) and warning.text().endswith(warning.full_text[-20:])
    window.grab().save(f"/tmp/store-backup-warning-start-{lang}.png")

    controller = window.controller
    players = [{"nick": nick, "role": role} for nick, role in SEATS]
    assert controller.new_game("Вечер", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    controller.apply("phase", kind="day")
    controller.apply("vote", voter="Вася", target="Маша")
    warning.show_problem(None)  # the host read it; the next failure must bring it back
    controller.apply("resolve")  # the phase backup, in the background
    qtbot.waitUntil(warning.isVisible, timeout=10_000)
    assert phase_words in warning.full_text
    window.grab().save(f"/tmp/store-backup-warning-phase-{lang}.png")

    backups.unlink()  # the host freed the folder: the next backup succeeds and the warning goes
    controller.apply("phase", kind="night")
    controller.apply("action", actor="Борис", action="kill", target="Оля")
    controller.apply("resolve")
    assert controller.last_error is None, controller.last_error
    qtbot.waitUntil(lambda: not warning.isVisible(), timeout=10_000)
    assert any(p.name.endswith("-phase.sqlite3") for p in backups.iterdir())


def test_the_warning_follows_a_language_switch(open_window, qtbot):
    damage.played_folder(_data(), games=1)
    _block_backups()
    window = open_window("ru")
    qtbot.waitUntil(window.storage_warning.isVisible, timeout=10_000)
    window.set_language("pl")
    assert WORDS["pl"][0] in window.storage_warning.full_text
