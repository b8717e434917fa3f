"""The host picks the forum's vote rules in the new-game wizard (#13 item 4): each preset by name
with its one line, stored as the game's option, shown in the journal, and the inbox's page paste
reads by it (mafiascum: an unmarked vote is listed, not recorded)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from moderator_app.parsing import shipped_rules
from shared_corpus import read as read_corpus

from .test_inbox import _inbox, _paste

ACCOUNTS = ["Вася", "Петя", "Коля", "Маша", "Дина", "Борис", "Оля", "Гена"]
PAGE = ("Сообщение Вася » 01 дек 2026, 12:00\n\nГолосую против Бориса\n\n"
        "Сообщение Петя » 01 дек 2026, 12:01\n\n[b]##vote Борис[/b]")


def _create(window, qtbot, shot: str) -> str:
    window.show_new_game()
    page = window.new_game_page
    page.roleset.setCurrentIndex(page.roleset.findData("forum-mafia-classic"))
    page.signup.setPlainText("\n".join(ACCOUNTS))
    names = [page.vote_rules.itemText(i) for i in range(page.vote_rules.count())]
    assert len(names) == len(shipped_rules()) + 1 and page.vote_rules.currentData() == "default"  # and «Own rules…»
    assert page.vote_rules.isEnabled()
    page.vote_rules.setCurrentIndex(page.vote_rules.findData("mafiascum"))
    note = page.vote_rules_note.text()
    window.resize(1100, 700)
    window.grab().save(shot)
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game.setup_data["options"] == {"vote_rules": "mafiascum"} and game.rs.options["vote_rules"] == "mafiascum"
    return note


def test_C_VOTE_RULES_chosen_in_the_wizard_govern_the_inbox_page_in_russian(window, qtbot):
    note = _create(window, qtbot, "/tmp/wiring-wizard-ru.png")
    assert note.startswith("голос — жирным или тегом; смены без ограничений")
    controller = window.controller
    journal = window.game_view.log  # the setup line names the rules
    window.game_view.tabs.setCurrentWidget(journal)
    assert "Правила голосования форума: mafiascum (жирным или тегом)" in journal.journal.item(0).text()
    controller.apply("phase", kind="day")
    controller.apply("resolve")
    controller.apply("phase", kind="night")
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    view = _inbox(window)
    _paste(qtbot, view, PAGE)
    rows = view.table.rows
    assert [(r.actor, r.targets, r.include) for r in rows] == [("Вася", ["Борис"], False), ("Петя", ["Борис"], True)]
    assert "не выделен" in view.table.item(0, 9).text()


def test_wizard_vote_rules_in_polish(open_window, qtbot):
    window = open_window("pl")
    assert _create(window, qtbot, "/tmp/wiring-wizard-pl.png").startswith("głos pogrubiony lub tagiem")


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_mafia_universe_preset_is_offered_with_its_line(open_window, qtbot, lang):
    """The Mafia Universe preset (its own guide: votes in the [V] tag) is in the wizard's list, in the host's language."""
    from moderator_app.i18n import t

    window = open_window(lang)
    window.show_new_game()
    page = window.new_game_page
    page.roleset.setCurrentIndex(page.roleset.findData("forum-mafia-classic"))
    page.vote_rules.setCurrentIndex(page.vote_rules.findData("mafiauniverse"))
    assert page.vote_rules.currentText().startswith("Mafia Universe")
    assert page.vote_rules_note.text().startswith(t("vote_rules.mark.tag", lang))
    window.resize(1100, 700)
    window.grab().save(f"/tmp/enpages-wizard-mu-{lang}.png")


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_hosts_own_rules_in_the_wizard_are_the_games_option_and_act_on_a_page(open_window, qtbot, lang):
    """«Own rules…»: the form starts from the preset chosen before (mirf: bold, edits void), the host sets
    one change a day and what a missed vote costs; the game's option is that mapping, the journal names it,
    and a pasted page is read by it (a second change is listed with its reason, an unbolded vote too)."""
    from moderator_app.i18n import t

    window = open_window(lang)
    window.show_new_game()
    page = window.new_game_page
    page.roleset.setCurrentIndex(page.roleset.findData("forum-mafia-classic"))
    page.signup.setPlainText("\n".join(ACCOUNTS))
    page.vote_rules.setCurrentIndex(page.vote_rules.findData("mirf"))
    assert page.own_rules.isHidden()
    page.vote_rules.setCurrentIndex(page.vote_rules.count() - 1)
    assert page.vote_rules.currentText() == t("vote_rules.own", lang) and not page.own_rules.isHidden()
    own = page.own_rules.inputs
    assert own["mark"].currentData() == "bold" and own["edited"].currentData() == "void"  # mirf's, to adjust
    own["changes"].setValue(1)
    own["votes_against"].setValue(2)
    own["repeat"].setCurrentIndex(own["repeat"].findData("modkill"))
    assert own["points"].text() == t("vote_rules.cost_none", lang)
    window.resize(1100, 800)
    window.grab().save(f"/tmp/window-own-rules-{lang}.png")
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    controller = window.controller
    rules = controller.game.setup_data["options"]["vote_rules"]
    assert rules == {"mark": "bold", "changes": 1, "edited": "void", "deadline": "before", "self_vote": "allowed",
                     "missed_vote": {"votes_against": 2, "repeat": "modkill"}}
    window.game_view.tabs.setCurrentWidget(window.game_view.log)
    journal = window.game_view.log.journal.item(0).text()
    assert t("vote_rules.own_name", lang) in journal and t("vote_rules.changes", lang, n=1) in journal
    for kind in ("day", "night", "day"):
        if controller.game.phases:
            controller.apply("resolve")
        controller.apply("phase", kind=kind)
    view = _inbox(window)
    _paste(qtbot, view, "Сообщение Вася » 01 дек 2026, 12:00\n\n[b]Борис[/b]\n\n"
                        "Сообщение Вася » 01 дек 2026, 12:05\n\n[b]Гена[/b]\n\n"
                        "Сообщение Вася » 01 дек 2026, 12:09\n\n[b]Оля[/b]\n\n"
                        "Сообщение Петя » 01 дек 2026, 12:10\n\nГолосую против Бориса")
    rows = [(r.actor, r.targets, r.include) for r in view.table.rows]
    assert rows == [("Вася", ["Борис"], True), ("Вася", ["Гена"], True), ("Вася", ["Оля"], False),
                    ("Петя", ["Борис"], False)]
    assert t("parser.changes_used", lang, limit=1) in view.table.item(2, 9).text()


@pytest.mark.parametrize(("lang", "said"), [("ru", "пропуск голосования: 2 голоса против себя, при повторе — модкилл"),
                                            ("pl", "brak głosu: 2 głosy przeciw sobie"),
                                            ("en", "a missed vote: 2 votes against them")])
def test_the_board_says_what_a_missed_vote_costs_under_the_forums_rules(open_window, qtbot, lang, said):
    """HyperMafia's rule (gipermafia.rolka.me, the preset): a missed vote costs 2 votes against oneself, a second
    miss a modkill — beside who has not voted on a day; a night's list says nothing of it."""
    window = open_window(lang)
    players = [{"nick": n, "role": "mafioso" if n == "Борис" else "citizen"} for n in ACCOUNTS]
    assert window.controller.new_game("ГМ", {"ruleset": "forum-mafia-classic", "seed": 1, "players": players,
                                             "options": {"vote_rules": "gipermafia"}})
    controller = window.controller
    board = window.game_view.board
    for kind in ("day", "night"):
        if controller.game.phases:
            controller.apply("resolve")
        controller.apply("phase", kind=kind)
    window.game_view.tabs.setCurrentWidget(board)
    assert "—" not in board.missing.text().split(":", 1)[1]  # the night's list: no price of a vote
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    board.refresh()
    qtbot.waitUntil(lambda: said in board.missing.text())  # a turn after the board (test_first_frame_lean)
    assert "Вася" in board.missing.text()
    window.resize(1100, 700)
    window.grab().save(f"/tmp/window-board-missed-{lang}.png")


@pytest.mark.parametrize(("deadline", "late"), [("before", True), ("at", False), ("minute", False)])
def test_the_deadlines_second_follows_the_forums_rule_on_a_real_page(open_window, qtbot, deadline, late):
    """forum.igromania.ru's real page: Teo:)'s vote «Паркер» is dated 06.12.2020, 21:10. With the deadline at
    21:10, HyperMafia's rule (a vote at hh:mm:59 counts, one at the deadline's hh:mm:00 does not: before) makes it late; up to the
    deadline's second (at) or its whole minute (minute) it is on time. The inbox judged every forum by the minute."""
    page_text = read_corpus("forum", "pages", "igromania-vb3-ru.txt")
    window = open_window("pl")
    players = [{"nick": n, "role": "mafioso" if n == "Гена" else "citizen"} for n in ["Teo:)", "Паркер", *ACCOUNTS]]
    assert window.controller.new_game("Covid-114", {"ruleset": "forum-mafia-classic", "seed": 1, "players": players,
                                                    "options": {"vote_rules": {"deadline": deadline}}})
    controller = window.controller
    for kind in ("day", "night"):
        if controller.game.phases:
            controller.apply("resolve")
        controller.apply("phase", kind=kind)
    controller.apply("resolve")
    controller.apply("phase", kind="day", deadline="2020-12-06 21:10", tz="Europe/Moscow")
    view = _inbox(window)
    _paste(qtbot, view, page_text)
    row = next(n for n, r in enumerate(view.table.rows) if r.actor == "Teo:)")
    assert view.table.rows[row].targets == ["Паркер"] and view.table.rows[row].late is late
    assert view.table.rows[row].include is not late
    assert ("po terminie: zaznacz, by mimo to zapisać" in view.table.item(row, 9).text().lower()) is late
    assert ("głos o hh:mm:00 terminu jest już spóźniony" in view.table.item(row, 9).text().lower()) is late  # why, at 21:10
    window.resize(1100, 600)
    window.grab().save(f"/tmp/window-deadline-{deadline}-pl.png")
