"""A game whose stored role-set text is damaged, as the host meets it (storage.rules_texts): the start
page marks it, opening it names the game and offers the shipped file with the same sha256, and one
click puts the text back and opens the game — in Russian and in Polish."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.gui import data_dialog
from moderator_app.gui.data_dialog import open_host_data
from tests.storage import damage

WORDS = {"ru": ("текст её набора ролей повреждён", "тот же самый текст"),
         "pl": ("tekst jej zestawu ról jest uszkodzony", "dokładnie ten sam tekst")}


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_damaged_rules_text_is_marked_named_and_mended_from_the_shipped_file(open_window, qtbot, monkeypatch, lang):
    folder = Path(os.environ["MODERATOR_APP_DATA"])
    counts = damage.played_folder(folder, games=2)
    conn = sqlite3.connect(folder / "games.sqlite3")
    conn.execute("UPDATE rules_text SET text = replace(text, 'commissar', 'komisarz')")
    conn.commit()
    conn.close()
    window = open_window(lang, start=False)
    opened = open_host_data(window)
    window.controller.use_store(opened.store)
    window.refresh()
    page = window.start_page
    items = [page.games.item(i) for i in range(page.games.count())]
    assert len(items) == 2 and all("⚠" in item.text() and WORDS[lang][0] in item.text() for item in items)
    window.resize(1000, 500)
    window.grab().save(f"/tmp/store-rules-text-damaged-{lang}.png")
    asked: list[str] = []

    def answer(parent, title, text, action):
        asked.append(text)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=parent)
        box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.show()
        box.grab().save(f"/tmp/store-rules-text-offer-{lang}.png")
        box.close()
        return True

    monkeypatch.setattr(data_dialog, "confirm", answer)
    page._open_item(items[0])
    title = items[0].text().split(" — ")[0]
    assert asked and title in asked[0] and WORDS[lang][1] in asked[0]
    assert load_roleset("forum-mafia-classic").name(lang) in asked[0]  # the set by its name, not its id
    controller = window.controller
    assert controller.game is not None and len(controller.game.entries) == counts[controller.game_id]
    controller.session = None
    window.refresh()
    assert not any("⚠" in page.games.item(i).text() for i in range(page.games.count()))  # one text, both games mended
    opened.lock.release()
