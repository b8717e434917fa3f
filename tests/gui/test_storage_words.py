"""#15 item 3 for the storage layer: the damage dialog, its restore report and a failed save speak the
host's language: no English sentence on a Russian or Polish screen (the storage words come from the
one catalogue as codes with parameters, `storage/words.py`)."""

from __future__ import annotations

import os
import re
import sqlite3
from pathlib import Path

import pytest

from moderator_app.gui import data_dialog
from moderator_app.gui.data_dialog import DataProblemDialog, open_host_data
from moderator_app.storage.errors import explain
from moderator_app.storage.words import said_in
from tests.storage import damage

ALLOWED = {"SQLite", "UTC", "zip"}  # names, not words of a language


def _data() -> Path:
    return Path(os.environ["MODERATOR_APP_DATA"])


def english_words(text: str, *names: str) -> list[str]:
    """Latin-letter words left in `text` once tags, paths and file names (data, not words) are gone."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"\S*games[-.]\S*", " ", text)  # backup and set-aside file names
    return [w for w in re.findall(r"[A-Za-z]{2,}", text) if w not in ALLOWED]


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_damage_dialog_and_restore_report_have_no_english_sentence(lang, open_window, monkeypatch):
    damage.played_folder(_data())
    damage.cut_to(_data())
    window = open_window(lang, start=False)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(data_dialog, "show_message", lambda parent, title, text, critical=False: shown.append((title, text)))
    seen: list[str] = []

    def click_restore(dialog: DataProblemDialog) -> None:
        dialog.grab().save(f"/tmp/storagewords-dialog-{lang}.png")
        seen.extend([dialog.windowTitle(), dialog.message.text(),
                     *(b.text() for b in (dialog.restore_button, dialog.fresh_button, dialog.quit_button))])
        dialog.restore_button.click()

    opened = open_host_data(window, ask=click_restore)
    assert opened is not None and shown, "the cut database was restored and the report shown"
    folder = str(_data())
    screen = "\n".join(seen + [text for pair in shown for text in pair])
    if lang == "ru":
        assert not english_words(screen, folder), screen
    else:  # Polish shares the Latin letters: no word of the English catalogue's storage sentences may appear
        english = set(re.findall(r"[a-z]{3,}", " ".join(_english_storage_texts()))) - ALLOWED - _polish_too()
        leaked = [w for w in english_words(screen, folder) if w.lower() in english]
        assert not leaked, (leaked, screen)
    opened.lock.release()


def _english_storage_texts() -> list[str]:
    from moderator_app.i18n import catalogue

    return [str(v) for k, v in catalogue("en").items() if k.startswith("storage.")]


def _polish_too() -> set[str]:
    """Latin words that are also Polish (or a name) and so prove nothing."""
    from moderator_app.i18n import catalogue

    return {w.lower() for k, v in catalogue("pl").items() if k.startswith("storage.") for w in re.findall(r"[A-Za-z]{3,}", str(v))}


@pytest.mark.parametrize("lang, words", [("ru", "не удалось сохранить"), ("pl", "nie udało się zapisać")])
def test_a_failed_save_reads_in_the_hosts_language(lang, words):
    err = explain(sqlite3.OperationalError("database or disk is full"), "save_entry")
    assert err.code == "disk_full" and str(err).startswith("could not save")  # logs and tests: English
    text = said_in(err, lang)
    assert text.startswith(words), text
    if lang == "ru":
        assert not english_words(text), text


def test_a_damaged_game_on_the_polish_start_page_says_why_in_polish(open_window):
    damage.played_folder(_data())
    damage.flip_in_row(_data())
    opened = open_host_data(None)
    window = open_window("pl", start=False)
    window.controller.use_store(opened.store)
    window.refresh()
    window.resize(1000, 400)
    window.grab().save("/tmp/storagewords-start-pl.png")
    page = window.start_page
    marked = [page.games.item(i).text() for i in range(page.games.count()) if "⚠" in page.games.item(i).text()]
    assert len(marked) == 1 and "wpisu nr 2 nie da się odczytać" in marked[0], marked
    assert "cannot" not in marked[0] and "entry" not in marked[0]
    opened.lock.release()
