"""The inbox at night, as a host: a thread page pasted while the night is open is read as a page — its line says
so and why («Прочитано как страница темы: разных авторов: 2…»), the mafioso's «Голосую против Маши» is a post
to see, never a kill request — and the host may read the paste as PMs with one click (and back) (#23)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from moderator_app.engine.model.activity import recorded
from moderator_app.gui.inbox_table import COLUMNS
from moderator_app.i18n import t

from .conftest import inbox_tab, paste_text, to_night

PAGE = ("Мафия. Ночь первая\n\n"
        "Сообщение Борис » 06 дек 2026, 23:05\nГолосую против Маши\n\n"
        "Сообщение Оля » 06 дек 2026, 23:10\nНочь длинная, спать пора")


def test_a_page_pasted_at_night_shows_posts_and_the_host_switches_it(small_game, qtbot):
    window = small_game
    to_night(window)
    view = inbox_tab(window)
    paste_text(view, PAGE)
    said = view.shape_line.said.text()
    assert view.shape_line.isVisible() and said.startswith("Прочитано как страница темы: разных авторов: 2")
    assert t("paste_shape.night", "ru") in said
    assert [(row.actor, row.action, row.include) for row in view.table.rows] == [("Борис", None, False), ("Оля", None, False)]
    problem = view.table.item(0, COLUMNS.index("problem")).text()
    assert problem == "Пост в теме ночью — не заявка: показан и учтён для активности. В этой фазе не голосуют (Ночь)."
    assert len(recorded(window.controller.game)) == 2  # both posts counted for activity, as by day
    assert not view.accept.isEnabled()  # nothing to record: no request
    window.resize(1200, 700)
    window.grab().save("/tmp/night-shape-page.png")

    qtbot.mouseClick(view.shape_line.other, Qt.MouseButton.LeftButton)  # «Читать как ЛС»: the host's reading
    assert view.shape_line.said.text() == "Прочитано как ЛС: так выбрали вы."
    assert view.shape_line.other.text() == "Читать как страницу темы"
    read = [(row.actor, row.action, row.targets) for row in view.table.rows]
    assert ("Борис", "kill", ["Маша"]) in read and (None, None, []) in read  # the topic's title: a PM of its own
    assert recorded(window.controller.game) == []  # the posts it had counted are taken back with it
    window.grab().save("/tmp/night-shape-mail.png")

    qtbot.mouseClick(view.shape_line.other, Qt.MouseButton.LeftButton)  # and back
    assert [row.action for row in view.table.rows] == [None, None] and len(recorded(window.controller.game)) == 2


def test_a_page_read_again_as_pms_after_something_else_was_recorded_takes_its_posts_back(small_game, qtbot):
    """The page's posts were taken back only when its entry was the journal's last; a deadline set in
    between kept them counted for a paste that was PMs (host-findings-4 item 18's withdrawal now)."""
    window = small_game
    to_night(window)
    view = inbox_tab(window)
    paste_text(view, PAGE)
    assert len(recorded(window.controller.game)) == 2
    window.controller.apply("host", event="deadline", at="2026-12-07 10:00", tz="Europe/Moscow")
    qtbot.mouseClick(view.shape_line.other, Qt.MouseButton.LeftButton)  # «Читать как ЛС»
    assert recorded(window.controller.game) == []
    assert [h["event"] for h in window.controller.game.current.host] == ["activity", "deadline", "activity"]  # not undone
    qtbot.mouseClick(view.shape_line.other, Qt.MouseButton.LeftButton)  # and back: counted again
    assert len(recorded(window.controller.game)) == 2


def test_a_pm_pasted_at_night_is_read_as_a_pm_and_said_so(small_game, qtbot):
    window = small_game
    to_night(window)
    view = inbox_tab(window)
    paste_text(view, "Сообщение Коля » 06 дек 2026, 23:05\nЛечу Машу")
    assert view.shape_line.said.text() == ("Прочитано как ЛС: одно сообщение одного отправителя, признаков "
                                           "страницы нет.")
    assert [(row.actor, row.action, row.targets, row.include) for row in view.table.rows] == [
        ("Коля", "heal", ["Маша"], True)]
    assert recorded(window.controller.game) == []
