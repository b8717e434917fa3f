"""Russian first, Polish and English switchable: widget strings come from the catalogue, Qt's own
dialogs from Qt's shipped translations; switching the language rebuilds the window in it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from moderator_app.gui import i18n


@pytest.mark.parametrize("lang, look_in, cancel", [("ru", "Перейти к:", "Отмена"), ("pl", "Szukaj w:", "Anuluj")])
def test_qts_own_dialog_words_are_translated(qapp, lang, look_in, cancel):
    """#15 item 4: "Look in:", "Files of type:" were English in a Russian file dialog."""
    translators = i18n.Translators()
    try:
        assert translators.switch(lang) == lang
        assert QCoreApplication.translate("QFileDialog", "Look in:") == look_in
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel
    finally:
        translators.switch("en")
    assert QCoreApplication.translate("QFileDialog", "Look in:") == "Look in:"


def test_widget_strings_come_from_the_catalogue(qapp):
    translators = i18n.Translators()
    try:
        translators.switch("pl")
        assert i18n.current_lang() == "pl"
        assert QCoreApplication.translate("BoardModel", "Player") == "Gracz"
        assert QCoreApplication.translate("BoardModel", "no such text") == "no such text"  # the source shows
    finally:
        translators.switch("en")


def test_language_switch_rebuilds_the_window(window):
    assert window.menuBar().actions()[0].text() == "&Игра"
    window.set_language("pl")
    assert window.menuBar().actions()[0].text() == "&Gra"
    assert "Klasyczna mafia forumowa" in window.game_view.heading.text()
    window.set_language("en")
    assert window.menuBar().actions()[0].text() == "&Game"
    assert window.controller.settings.lang == "en"


def test_language_switch_keeps_the_open_game_shown(small_game):
    """hostdrill: mid-game, Язык → Polski showed the list of games, unfilled: «Nie ma jeszcze gier»
    (there are no games yet) while the host's game was open."""
    window = small_game
    assert window.stack.currentWidget() is window.game_view
    window.set_language("pl")
    assert window.stack.currentWidget() is window.game_view
    assert "Тестовая игра" in window.windowTitle()
    window.show_start()
    window.set_language("ru")
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.games.count() >= 1


def test_posts_and_game_nicks_follow_the_interface_language_until_the_host_picks_one(window):
    """hostdrill: a Polish host switched the interface to Polski and started a game from a Polish
    sign-up thread: the role PMs came out in Russian and the sub-mask nicks in Cyrillic («Смелый Орёл»)."""
    settings = window.controller.settings
    assert settings.data.get("post_lang") is None
    window.set_language("pl")
    assert settings.post_lang == "pl"
    page = window.new_game_page
    window.show_new_game()
    assert page.players.lang == "pl"
    page.players.set_accounts(["Kasia", "Łukasz", "Zośka"])
    page.players.use_masks.setChecked(True)  # the game nicks are issued
    nicks = [page.players.table.item(row, 1).text() for row in range(3)]
    assert all(nick and not any("а" <= ch.lower() <= "я" for ch in nick) for nick in nicks), nicks
    settings.post_lang = "ru"  # the host's own choice on the posts screen wins
    window.set_language("en")
    assert settings.post_lang == "ru"


@pytest.mark.parametrize("lang, look_in, file_type", [("ru", "&Перейти к:", "&Типы файлов:"),
                                                       ("pl", "&Szukaj w:", "Pliki &rodzaju:")])
def test_the_file_dialog_labels_are_translated(qapp, lang, look_in, file_type):
    """hostdrill: the Import dialog read «Look in:» and «Files of type:» in English on a Russian and a
    Polish screen (Qt 6 labels them "&Look in:", which Qt's shipped translations miss)."""
    from PySide6.QtWidgets import QFileDialog, QLabel

    translators = i18n.Translators()
    try:
        translators.switch(lang)
        dialog = QFileDialog(None, "x")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        labels = [label.text() for label in dialog.findChildren(QLabel)]
        assert look_in in labels and file_type in labels, labels
    finally:
        translators.switch("en")


def test_each_game_keeps_its_own_post_language(window):
    """hostplay: the host ran a Russian game and a Polish one; picking Polish for the second turned the
    first one's receipts Polish too. The pick on the Posts tab belongs to the open game."""
    controller, posts = window.controller, window.game_view.posts
    russian = controller.game_id
    polish = controller.duplicate_game(russian)
    assert polish is not None and controller.open_game(polish)
    window.game_view.tabs.setCurrentWidget(posts)
    posts.lang_pick.setCurrentIndex(posts.lang_pick.findData("pl"))
    assert controller.open_game(russian)
    controller.settings.post_lang = "ru"
    assert controller.open_game(polish)
    window.game_view.tabs.setCurrentWidget(posts)
    assert controller.settings.post_lang == "pl" and posts.lang_pick.currentData() == "pl"
    assert controller.open_game(russian)
    window.game_view.tabs.setCurrentWidget(posts)
    assert controller.settings.post_lang == "ru" and posts.lang_pick.currentData() == "ru"


def test_switching_the_language_keeps_the_new_game_form(window):
    """hostplay: switching the language on the New game page dropped the sign-up, the nicks and the
    deal the host had entered. Nothing the host entered is lost: the form comes back in the new language."""
    window.show_new_game()
    page = window.new_game_page
    page.title.setText("Мафия №47")
    page.signup.setPlainText("Kasia\nŁukasz\nZośka\nBorys\nOla\nPiotr\nAnia")
    page.players.use_masks.setChecked(True)
    page.players.table.item(0, 1).setText("Cichy Wilk")
    page.seed.setValue(4242)
    before = page.form_state()
    window.set_language("pl")
    page = window.new_game_page
    assert window.stack.currentWidget() is page
    assert page.form_state() == before
    assert page.players.table.item(0, 1).text() == "Cichy Wilk" and page.deal_button.text() == "&Rozdaj role"
