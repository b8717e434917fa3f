"""#14 noticed defects, as a host meets them (each screen looked at in ru and pl): the correction
preview strikes out the replaced facts, a copied role PM is "copied" until the host ticks it sent,
the Log's setup line wraps at 1366×768, a disabled deadline box shows the phase's own deadline or
nothing (never "now"), a finished SUSPI game says it is over, and posts are headed by the game's title."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor

from moderator_app.posts.preview import to_html

from .conftest import to_night

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _struck(editor, word: str) -> bool:
    found = editor.document().find(word)
    assert not found.isNull(), word
    cursor = QTextCursor(editor.document())
    cursor.setPosition(found.selectionStart() + 1)
    return cursor.charFormat().fontStrikeOut()


def test_correction_preview_strikes_out_the_replaced_facts(small_game, qtbot):
    assert to_html("[s]Вася[/s]") == "<s>Вася</s>"  # Qt draws <s>, not the package's <strike>
    controller = small_game.controller
    to_night(small_game)
    controller.apply("action", actor="Петя", action="kill", targets=["Оля"])
    controller.apply("action", actor="Борис", action="kill", targets=["Оля"])
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    controller.apply("host", event="override", what="survive", player="Оля", reason="лаг", phase="night 1")
    posts = small_game.game_view.posts
    small_game.game_view.tabs.setCurrentWidget(posts)
    posts.phase_pick.setCurrentIndex(posts.phase_pick.findData(1))
    # night 1's result was never copied: the correction says when it is due (host-findings-2 item 6)
    assert posts.posts[0][0] == "Исправление итогов (в тему) — только если итоги уже выложены"
    posts.items.setCurrentRow(0)
    assert "[s]" in posts.source.toPlainText()
    assert _struck(posts.preview, "Оля")
    posts.grab().save("/tmp/phases-correction-ru.png")


def test_a_copied_role_pm_is_copied_until_the_host_ticks_it_sent(small_game, qtbot):
    pms = small_game.game_view.role_pms
    small_game.game_view.tabs.setCurrentWidget(pms)
    qtbot.mouseClick(pms.table.cellWidget(0, 3), Qt.MouseButton.LeftButton)
    assert not pms.is_sent(0) and pms.table.item(0, 4).text() == "скопировано, не отправлено"
    assert pms.progress.text() == "Отправлено: 0 из 8 · скопировано, но не отмечено отправленным: 1"
    assert small_game.statusBar().currentMessage() == ("ЛС с ролью скопировано (игрок: Вася) — отправьте адресату: "
                                                       "вася_acc, затем отметьте «Отправлено».")
    pms.table.item(0, 4).setCheckState(Qt.CheckState.Checked)  # the host sent it
    assert pms.is_sent(0) and pms.table.item(0, 4).text() == ""
    assert pms.progress.text() == "Отправлено: 1 из 8"
    assert small_game.controller.settings.sent_pms(small_game.controller.game_id) == {"Вася"}


def test_the_log_setup_line_wraps_on_a_laptop_screen(small_game, qtbot):
    small_game.resize(1366, 768)
    log = small_game.game_view.log
    small_game.game_view.tabs.setCurrentWidget(log)
    qtbot.wait(10)
    setup = log.journal.item(0)
    assert "хеш правил" in setup.text()
    assert log.journal.horizontalScrollBar().maximum() == 0
    assert log.journal.visualItemRect(setup).width() <= log.journal.viewport().width()
    log.grab().save("/tmp/phases-log-ru.png")


def test_the_disabled_deadline_box_shows_the_next_deadline_or_nothing_never_the_clock(small_game, monkeypatch):
    controller, box = small_game.controller, small_game.game_view.board.deadlines
    small_game.game_view.tabs.setCurrentWidget(small_game.game_view.board)
    controller.apply("resolve")
    upcoming = box._next_deadline()
    assert upcoming is not None and not box.when.isEnabled()
    assert box.when.text() == upcoming.strftime("%d.%m.%Y %H:%M")  # what the next phase will get
    monkeypatch.setattr(box, "_next_deadline", lambda: None)  # a set with no cycle time and no host default
    box.refresh()
    assert box.when.text() == "—"  # blank, not the clock


def test_a_finished_suspi_game_says_it_is_over(window, qtbot):
    controller = window.controller
    assert controller.import_script(EXAMPLES / "suspi-evening-2.yaml")
    assert controller.game.winner is not None and controller.game.phases[-1].kind == "unmask"
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    assert board.next_phase.text() == "Игра окончена" and not board.next_phase.isEnabled()
    inbox = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(inbox)
    assert inbox.phase_label.text() == "Игра окончена: вставлять больше нечего."
    assert inbox.next_step.text() == "Игра окончена"
    assert board.deadlines.when.text() == "—" and not board.deadlines.when.isEnabled()
    board.host.action.setCurrentIndex(board.host.action.findData("modkill"))
    assert board.host.acts_on.text() == "→ игра окончена"


def test_posts_are_headed_by_the_game_title(small_game, qtbot):
    posts = small_game.game_view.posts
    small_game.game_view.tabs.setCurrentWidget(posts)
    posts.phase_pick.setCurrentIndex(0)
    opening = posts.posts[0][1]
    assert opening.startswith("[b]Тестовая игра[/b]\nКлассическая форумная мафия")
    controller = small_game.controller
    controller.rename_game(controller.game_id, "Мафия у камина")
    posts.refresh()
    posts.phase_pick.setCurrentIndex(0)
    assert posts.posts[0][1].startswith("[b]Мафия у камина[/b]")
    pms = small_game.game_view.role_pms
    small_game.game_view.tabs.setCurrentWidget(pms)
    assert pms.texts[0].startswith("[b]Мафия у камина[/b]")
