"""#14 items 2 and 6 at the inbox, as a host meets them: the doctor's night-1 PM turns up while day 2
is open. The row names «Ночь 1» (never the open day), «Принять всё» leaves it, «Принять выбранные»
first shows what the published results lose (Маша no longer dies), then records it into night 1; the
correction post is drafted on the Posts tab (C-ROLE-DOC, C-MISC-3)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from moderator_app.gui.inbox_table import COLUMNS

from .conftest import inbox_tab as _inbox, paste_text as _paste

LATE_HEAL = "От: коля_acc\nТема: ход\nДата: 01.12.2026 22:40\n\nЛечу Машу"


def _night_one_kills_masha(window) -> None:
    controller = window.controller
    controller.apply("host", event="deadline", at="2026-12-01 21:00", tz="Europe/Moscow")
    controller.apply("resolve")
    controller.apply("phase", kind="night", deadline="2026-12-02 09:00", tz="Europe/Moscow")
    controller.apply("action", actor="Петя", action="kill", targets=["Маша"])
    controller.apply("action", actor="Борис", action="kill", targets=["Маша"])
    controller.apply("resolve")
    controller.apply("phase", kind="day", deadline="2026-12-02 21:00", tz="Europe/Moscow")
    assert not controller.game.players["Маша"].alive



def _text(view, row: int, column: str) -> str:
    return view.table.item(row, COLUMNS.index(column)).text()


def test_C_ROLE_DOC_late_night_pm_on_day_2_previewed_then_recorded_into_night_1(small_game, qtbot):
    _night_one_kills_masha(small_game)
    game_view, controller = small_game.game_view, small_game.controller
    view = _inbox(small_game)
    _paste(view, LATE_HEAL)
    assert view.table.rowCount() == 1 and not view.table.isColumnHidden(COLUMNS.index("phase"))
    assert _text(view, 0, "phase") == "Ночь 1" and view.table.combo(0, "action").currentData() == "heal"
    assert _text(view, 0, "problem").startswith("относится к фазе «Ночь 1», она уже подведена: «Принять выбранные» "
                                                "сначала покажет, что изменится в опубликованных итогах")
    view.accept_all()  # «Принять всё» never records into a resolved phase
    assert controller.game.current.requests == [] and len(controller.game.phases[1].requests) == 2
    view.table.selectRow(0)
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)
    assert view.amend_note.isVisible() and view.amend_note.text() == (
        "Запись пересчитает «Ночь 1» и изменит опубликованные итоги — Ночь 1: − Маша (гибель); "
        "«День 2» теперь ждёт также, до 02.12 21:00 МСК: Маша. "  # later: the open day waits for her vote (#23)
        "Нажмите «Записать в Ночь 1», чтобы записать.")
    assert view.accept_row.text() == "Записать в Ночь 1" and not controller.game.players["Маша"].alive
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)
    game = controller.game
    assert game.players["Маша"].alive and game.current.label == "day 2" and game.current.requests == []
    assert [r.actor for r in game.phases[1].requests] == ["Петя", "Борис", "Коля"]
    assert view.table.rowCount() == 0 and view.accept_row.text().replace("&", "") == "Принять выбранные"
    assert view.amend_note.text().startswith("Записано в Ночь 1: фаза пересчитана.")
    qtbot.mouseClick(view.show_fix, Qt.MouseButton.LeftButton)
    posts = game_view.posts
    assert game_view.tabs.currentWidget() is posts
    label, text = posts.posts[0]
    assert label == "Исправление итогов (в тему) — только если итоги уже выложены" and "Маша" in text  # never copied


def test_a_row_the_engine_refuses_into_its_phase_keeps_the_reason(small_game, qtbot):
    """Night 2's late «Лечу Олю» after Оля was healed on night 1: not recorded, the row says why."""
    controller = small_game.controller
    controller.apply("host", event="deadline", at="2026-12-01 21:00", tz="Europe/Moscow")
    controller.apply("resolve")
    controller.apply("phase", kind="night", deadline="2026-12-02 09:00", tz="Europe/Moscow")
    controller.apply("action", actor="Коля", action="heal", targets=["Оля"])
    controller.apply("resolve")
    controller.apply("phase", kind="day", deadline="2026-12-02 21:00", tz="Europe/Moscow")
    controller.apply("resolve")
    controller.apply("phase", kind="night", deadline="2026-12-03 09:00", tz="Europe/Moscow")
    controller.apply("action", actor="Борис", action="kill", targets=["Оля"])
    controller.apply("resolve")
    controller.apply("phase", kind="day", deadline="2026-12-03 21:00", tz="Europe/Moscow")
    entries = len(controller.game.entries)
    view = _inbox(small_game)
    _paste(view, "От: коля_acc\nДата: 02.12.2026 23:00\n\nЛечу Олю")
    assert _text(view, 0, "phase") == "Ночь 2"
    assert _text(view, 0, "problem").startswith("нарушает правило фазы «Ночь 2»:")
    view.table.selectRow(0)
    qtbot.mouseClick(view.accept_row, Qt.MouseButton.LeftButton)
    assert view.amend_note.text().startswith("Не записано:") and len(controller.game.entries) == entries
    assert view.table.rowCount() == 1 and view.accept_row.text().replace("&", "") == "Принять выбранные"


def test_the_host_names_the_phase_of_a_pm_without_a_date(small_game, qtbot):
    """A PM with no date is read for the open day; the host names «Ночь 1» in the Phase column: the row
    is read again as night 1's request (its target as he was then), shown before anything is recorded."""
    _night_one_kills_masha(small_game)
    view = _inbox(small_game)
    _paste(view, "От: коля_acc\n\nЛечу Машу")
    assert _text(view, 0, "phase") == "День 2" and view.table.rows[0].kind == "action"  # a heal, not a vote (host finding 1)
    combo = view.table.combo(0, "phase")
    combo.setCurrentIndex(combo.findData("night 1"))
    combo.activated.emit(combo.currentIndex())
    row = view.table.rows[0]
    assert (row.phase, row.kind, row.action, row.targets) == ("night 1", "action", "heal", ["Маша"])
    assert _text(view, 0, "phase") == "Ночь 1" and small_game.controller.game.phases[1].requests[-1].actor == "Борис"
