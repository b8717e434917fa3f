"""What a host tripped over playing a whole evening at the real window (Xvfb, xdotool), in Russian
and in Polish: each test drives the screen as the host did and checks what the host sees."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from moderator_app.gui.app import FRAME_ALLOWANCE, fit_to_screen

from .conftest import dated, to_night

LAPTOP_FREE = QRect(0, 0, 1366, 740)  # a 1366×768 screen under a 28-pixel taskbar


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_first_window_fits_a_laptop_screen_with_its_deal_button(open_window, qtbot, lang):
    """The first start on a 1366×768 laptop: the window was 1200×800, so the new-game page's
    "Раздать роли" button sat below the screen's edge."""
    window = open_window(lang)
    fit_to_screen(window, LAPTOP_FREE)
    window.show_new_game()
    qtbot.wait(1)
    assert window.height() + FRAME_ALLOWANCE <= LAPTOP_FREE.height()
    assert window.width() <= LAPTOP_FREE.width()
    button = window.new_game_page.deal_button
    bottom = button.mapTo(window, QPoint(0, button.height()))
    assert button.isVisible() and bottom.y() <= window.height(), button.text()


def test_log_declines_every_attacker_and_nests_no_brackets(small_game, qtbot):
    """Two mafiosi's kill PMs pasted at once, accepted, resolved: the result tab read "нападение
    (убийство (Мафиози)) от Петя, Борис" — the list was declined as one word."""
    from .test_inbox import _inbox, _paste

    to_night(small_game)
    inbox = _inbox(small_game)
    _paste(qtbot, inbox, "От: петя_acc\nДата: 14.03.2026 20:10\n\nУбиваем Машу\n\n"
                         "От: борис_acc\nДата: 14.03.2026 20:30\n\nсогласен, Машу")
    assert inbox.table.rowCount() == 2
    assert not inbox.table.rows[1].include  # no kill word: a guess the host ticks (host findings 2 item 2c)
    inbox.table.cellWidget(1, 0).click()
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    small_game.controller.apply("resolve")
    view = small_game.game_view.resolve
    small_game.game_view.tabs.setCurrentWidget(view)
    lines = [view.log.item(i).text() for i in range(view.log.count())]
    # the attributed role is said as such, not as the attackers' role (host-findings-2 item 13)
    assert "1. Маша: нападение от Пети, Бориса — убийство (засчитывается роли «Мафиози»)" in lines, lines
    assert any("Маша погибает — убийство" in line and "; роль: Мирный житель" in line for line in lines), lines
    assert not any("((" in line or "))" in line for line in lines), lines


def test_opening_post_rule_line_has_no_stray_comma(window, qtbot):
    """The host copies the opening post from the board's prompt: the rule line read
    "Пропустивший голосование 2 раза, выбывает." (a comma between subject and verb)."""
    from .conftest import SEATS

    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in SEATS]
    assert window.controller.new_game("Мафия №47", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    qtbot.mouseClick(board.prompt_buttons[-1], Qt.MouseButton.LeftButton)
    posts = window.game_view.posts
    assert window.game_view.tabs.currentWidget() is posts
    qtbot.mouseClick(posts.copy_button, Qt.MouseButton.LeftButton)
    from PySide6.QtWidgets import QApplication

    text = QApplication.clipboard().text()
    assert "— Пропустивший голосование 2 раза выбывает." in text, text


def test_day_closed_early_leaves_the_night_until_the_next_evening(small_game, qtbot):
    """Day 1 "до 21:00" closed at 17:00: the night got the same 21:00 as the day (pasted night PMs
    were all late), and the greyed deadline box showed the current time beside the next deadline."""
    from datetime import timedelta

    from moderator_app.app import deadlines

    game = small_game.controller.game
    day_deadline = deadlines.phase_deadline(game)
    assert day_deadline is not None
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)  # resolve day 1
    assert small_game.controller.game.current.resolved
    box = board.deadlines
    night_deadline = day_deadline + timedelta(days=1)
    assert night_deadline.strftime("%d.%m %H:%M") in box.countdown.text()
    assert not box.when.isEnabled() and box.when.dateTime().toPython() == night_deadline
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)  # open the night
    game = small_game.controller.game
    assert game.current.kind == "night" and deadlines.phase_deadline(game) == night_deadline


def test_moving_the_deadline_unmarks_rows_that_are_no_longer_late(small_game, qtbot):
    """A day's page pasted against a deadline set too early: every vote "опоздал" and unticked. The
    host moves the deadline on the board; the inbox rows kept saying "опоздал" until pasted again."""
    from datetime import datetime

    from PySide6.QtCore import QDateTime

    from .test_inbox import _cells, _inbox, _paste

    controller = small_game.controller
    to_night(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    controller.apply("host", event="deadline", at="2027-12-01 21:00", tz="UTC+00:00")
    inbox = _inbox(small_game)
    _paste(qtbot, inbox, "Сообщение Маша » 02 дек 2027, 10:00\nГолосую за Бориса\n\n"
                         "Сообщение Вася » 02 дек 2027, 11:30\nпротив Бориса")
    assert [_cells(inbox, n)["time"].rsplit(" ", 1)[-1] for n in range(2)] == ["опоздала", "опоздал"]  # Маша, Вася
    assert not any(row.include for row in inbox.table.rows)
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    board.deadlines.when.setDateTime(QDateTime(datetime(2027, 12, 2, 21, 0)))
    qtbot.mouseClick(board.deadlines.set_button, Qt.MouseButton.LeftButton)
    inbox = _inbox(small_game)
    assert [_cells(inbox, n)["time"] for n in range(2)] == ["02.12 10:00", "02.12 11:30"]
    assert all(row.include for row in inbox.table.rows)
    assert "после дедлайна" not in _cells(inbox, 0)["problem"]
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    assert [(v.voter, v.target) for v in controller.game.current.votes] == [("Маша", "Борис"), ("Вася", "Борис")]


def test_one_ability_role_with_a_target_and_no_action_word_gets_its_ability(small_game, qtbot):
    """A mafioso writes "голосую за Машу" at night: the target was read, the action left "—" with
    "какое действие? выберите" — the role has one ability, so that is the one. No kill word was written: the
    row waits for the host's tick (host findings 2 item 2c)."""
    from .test_inbox import _cells, _inbox, _paste

    to_night(small_game)
    inbox = _inbox(small_game)
    _paste(qtbot, inbox, "От: борис_acc\nДата: 14.03.2026 20:30\n\nЯ голосую за Машу")
    cells = _cells(inbox, 0)
    assert (cells["sender"], cells["action"], cells["target"]) == ("борис_acc (Борис)", "kill", "Маша")
    assert "какое действие" not in cells["problem"] and not inbox.table.rows[0].include
    inbox.table.cellWidget(0, 0).click()
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    request = small_game.controller.game.current.requests[-1]
    assert (request.actor, request.action, request.targets) == ("Борис", "kill", ["Маша"])


def test_picking_the_target_clears_the_parsers_which_one_question(small_game, qtbot):
    """"отравляю ежика лунного" fitted two nicks; the host picked one and the red «fits several
    players — pick by hand» stayed beside his pick."""
    from .test_inbox import _cells, _inbox, _paste, _pick

    to_night(small_game)
    inbox = _inbox(small_game)
    _paste(qtbot, inbox, "От: вася_acc\nДата: 14.03.2026 20:30\n\nпроверяю кого-нибудь")
    assert _cells(inbox, 0)["target"] is None and inbox.table.rows[0].problem
    _pick(inbox, 0, "target", "Борис")
    cells = _cells(inbox, 0)
    assert cells["target"] == "Борис" and cells["problem"] == "правила соблюдены", cells


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_post_labels_wrap_instead_of_being_cut(open_window, qtbot, lang):
    """The Posts list cut "Исправленное ЛС для ЛесникЪ (Бы…" behind a horizontal scroll bar."""
    small_game = open_window(lang)
    controller = small_game.controller
    players = [{"nick": "Очень Длинный Ник Игрока", "role": "commissar", "account": "очень_длинный_аккаунт_форума"},
               *[{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in
                 [("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"), ("Дина", "putana"), ("Борис", "mafioso")]]]
    assert controller.new_game("Длинные ники", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    controller.apply("phase", kind="day")
    to_night(small_game)
    controller.apply("action", actor="Очень Длинный Ник Игрока", action="check", targets=["Борис"])
    controller.apply("resolve")
    view = small_game.game_view.posts
    small_game.game_view.tabs.setCurrentWidget(view)
    small_game.resize(1366, 700)
    qtbot.wait(5)
    labels = [view.items.item(i).text() for i in range(view.items.count())]
    assert any("очень_длинный_аккаунт_форума" in label for label in labels), labels
    view.grab().save(f"/tmp/hostplay-posts-wrap-{lang}.png")
    for row in range(view.items.count()):
        rect = view.items.visualItemRect(view.items.item(row))
        assert rect.right() <= view.items.viewport().width(), labels[row]
    assert not view.items.horizontalScrollBar().isVisible()


def test_keeping_the_games_rules_is_not_asked_again_at_every_start(open_window, monkeypatch):
    """The shipped set changed with an update; the host chose «Оставить правила игры» — and the
    same question came back at the next start, and the next."""
    from moderator_app.gui import rules_prompt

    from .test_rules_prompt import _stored_game

    window = open_window("ru", start=False)
    window.controller.store  # noqa: B018 - open the database as the start does
    _stored_game(window)
    asked: list[str] = []
    original = rules_prompt.offer_rules_update

    def keep(box) -> bool:
        asked.append(box.text())
        return False

    monkeypatch.setattr(rules_prompt, "offer_rules_update", lambda parent, controller: original(parent, controller, ask=keep))
    page = window.start_page
    page._open_item(page.games.item(0))
    assert len(asked) == 1
    again = open_window("ru", start=False)  # the next start
    again.controller.store  # noqa: B018
    again.refresh()
    again.start_page._open_item(again.start_page.games.item(0))
    assert len(asked) == 1, "asked again about the same file"
    assert again.controller.game.players["D"].alive  # still the game's own rules: the doctor saved D


def test_copying_a_post_after_switching_the_language_raises_nothing(small_game, qtbot):
    """Język → Polski, then «Pokaż pierwszy post» and «Kopiuj ten post»: an error box said
    "Internal C++ object (QTabWidget) already deleted" — the old view's lambda was still connected."""
    from PySide6.QtWidgets import QApplication

    small_game.set_language("pl")
    posts = small_game.game_view.posts
    small_game.game_view.tabs.setCurrentWidget(posts)
    qtbot.mouseClick(posts.copy_button, Qt.MouseButton.LeftButton)
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    qtbot.wait(1)
    assert small_game.error_guard.last_message is None, small_game.error_guard.last_message
    assert QApplication.clipboard().text()
    assert board.next_phase.text().startswith(("Rozstrzygnij", "Otwórz")), board.next_phase.text()


SUSPI_SEATS = [("Cicha Sroka", "guest"), ("Cicha Łasica", "investigator"), ("Cichy Szop", "guest"),
               ("Księżycowy Orzeł", "killer"), ("Mądra Kuna", "doctor"), ("Ponury Soból", "killer"),
               ("Rudy Puchacz", "exorcist"), ("Rudy Tygrys", "guest"), ("Szybka Czapla", "szur")]


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_suspi_night_log_names_rooms_outcomes_and_draws_in_words(open_window, qtbot, lang):
    """A SUSPI night resolved in the Polish window read "nocuje: Kuchnia (random)", "— kill" and
    "Losowanie „room:night 1:Cicha Łasica”": ids where the host reads words."""
    from .test_inbox import _inbox, _paste

    window = open_window(lang)
    players = [{"nick": n, "role": r, "account": n.split()[0].lower() + "_" + str(i)} for i, (n, r) in enumerate(SUSPI_SEATS)]
    assert window.controller.new_game("SUSPI", {"ruleset": "suspi", "seed": 7, "players": players})
    window.controller.apply("phase", kind="night")
    inbox = _inbox(window)
    _paste(qtbot, inbox, "Od: Cicha Sroka\nWysłano: 02 gru 2026, 00:12\n\nIdę do biblioteki.\n\n"
                         "Od: Ponury Soból\nWysłano: 02 gru 2026, 01:20\n\nBiblioteka")
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    window.controller.apply("resolve")
    view = window.game_view.resolve
    window.game_view.tabs.setCurrentWidget(view)
    lines = [view.log.item(i).text() for i in range(view.log.count())]
    view.grab().save(f"/tmp/hostplay-suspi-log-{lang}.png")
    text = "\n".join(lines)
    for word in ("(chosen)", "(random)", "(stayed)", "— kill", "— alibi" if lang == "ru" else "— nobody",
                 "room:", "presence:", "night 1"):
        assert word not in text, (word, text)
    chosen = {"pl": "Cicha Sroka nocuje: Biblioteka (z wyboru)", "ru": "Cicha Sroka ночует: Библиотека (по выбору)"}[lang]
    assert chosen in text, text
    if lang == "ru":  # the rooms by their Russian names, in the log and in the draws
        assert not any(room in text for room in ("Biblioteka", "Gabinet", "Kuchnia")), text
    assert {"pl": "(losowo)", "ru": "(по жребию)"}[lang] in text, text
    assert {"pl": "Losowanie „pokój — Noc 1, ", "ru": "Жребий «комната — Ночь 1, "}[lang] in text, text


def test_pm_list_with_subject_above_from_keeps_each_subject_with_its_own_pm(small_game, qtbot):
    """phpBB's PM view copied as "Тема / От / Кому / Отправлено": each "Тема:" line stuck to the
    PM above it, so a no-action PM read "Тема" as its target and the journal kept the next subject."""
    from .test_inbox import _cells, _inbox, _paste

    to_night(small_game)
    inbox = _inbox(small_game)
    _paste(qtbot, inbox, "Тема: проверка\nОт: вася_acc\nКому: Ведущий\nОтправлено: 14 мар 2026, 19:05\n\n"
                         "Проверяю Бориса, пожалуйста.\n\n"
                         "Тема: Лечение\nОт: коля_acc\nКому: Ведущий\nОтправлено: 14 мар 2026, 19:20\n\nлечу Машу\n")
    assert inbox.table.rowCount() == 2
    assert [row.body for row in inbox.table.rows] == ["Проверяю Бориса, пожалуйста.", "лечу Машу"]
    first, second = _cells(inbox, 0), _cells(inbox, 1)
    assert (first["sender"], first["action"], first["target"]) == ("вася_acc (Вася)", "check", "Борис")
    assert (second["sender"], second["action"], second["target"]) == ("коля_acc (Коля)", "heal", "Маша")
    assert "Тема" not in first["problem"] + second["problem"]


def test_pm_with_two_requests_gives_two_rows_and_both_are_recorded(open_window, qtbot):
    """The balamut's "Стреляем в Северного Тигра. Оговариваю Хмурую Куницу" became one row
    "⚠ Пистолет" and the slander was dropped unlisted; the parser had read both."""
    from .test_inbox import _cells, _inbox, _paste

    window = open_window("ru")
    seats = [("Быстрая Выдра", "balamut"), ("Северный Тигр", "citizen"), ("Хмурая Куница", "mafioso"),
             ("Серая Сорока", "commissar"), ("Лунный Ёж", "doctor"), ("Лунный Кабан", "citizen"), ("Ночной Волк", "citizen")]
    players = [{"nick": n, "role": r, "account": f"acc{i}"} for i, (n, r) in enumerate(seats)]
    assert window.controller.new_game("Два хода", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day")
    to_night(window)
    inbox = _inbox(window)
    _paste(qtbot, inbox, "От: acc0\nОтправлено: 01 дек 2026, 18:41\n\n"
                         "Стреляем в Северного Тигра. Оговариваю Лунного Кабана, пусть комиссар побегает)")
    assert inbox.table.rowCount() == 2
    kill, slander = _cells(inbox, 0), _cells(inbox, 1)
    assert (kill["sender"], kill["action"], kill["target"]) == ("acc0 (Быстрая Выдра)", "kill", "Северный Тигр")
    assert (slander["sender"], slander["action"], slander["target"]) == ("acc0 (Быстрая Выдра)", "slander", "Лунный Кабан")
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    requests = [(r.actor, r.action, r.targets) for r in window.controller.game.current.requests]
    assert requests == [("Быстрая Выдра", "kill", ["Северный Тигр"]), ("Быстрая Выдра", "slander", ["Лунный Кабан"])]


@pytest.mark.parametrize("lang,account,expected", [("ru", "Маргаритка", "ЛС для Маргаритки (Вася)"),
                                                    ("pl", "Ryszard", "PW do Ryszarda (Вася)")])
def test_pm_labels_decline_the_account(open_window, qtbot, lang, account, expected):
    """"PW do Ryszard", "ЛС для Маргаритка": the catalogue's "для %1" / "do %1" need the genitive."""
    from .conftest import SEATS

    window = open_window(lang)
    players = [{"nick": nick, "role": role, "account": nick.lower() + "_acc"} for nick, role in SEATS]
    players[0]["account"] = account
    assert window.controller.new_game("Склонения", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day")
    to_night(window)
    window.controller.apply("action", actor="Вася", action="check", targets=["Борис"])
    window.controller.apply("resolve")
    view = window.game_view.posts
    window.game_view.tabs.setCurrentWidget(view)
    labels = [view.items.item(i).text() for i in range(view.items.count())]
    assert expected in labels, labels


def test_alive_column_widens_when_someone_dies_and_a_finished_game_shows_no_deadline(small_game, qtbot):
    """«вне\\nигры» / «nie\\nżyje» wrapped in a column sized while everyone lived; a finished game's
    greyed deadline box showed the current time."""
    controller = small_game.controller
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    to_night(small_game)
    controller.apply("action", actor="Петя", action="kill", targets=["Маша"])
    controller.apply("action", actor="Борис", action="kill", targets=["Маша"])
    controller.apply("resolve")
    qtbot.wait(1)
    model = board.table.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) for c in range(model.columnCount())]
    column = headers.index("Жив")
    assert board.table.columnWidth(column) >= board.table.sizeHintForColumn(column), headers
    assert board.deadlines.when.text() != "—"  # a phase is still to come: its deadline is shown
    controller.apply("phase", kind="day")
    controller.apply("host", event="modkill", player="Петя", reason="тест")
    controller.apply("host", event="modkill", player="Борис", reason="тест")
    controller.apply("resolve")
    assert controller.game.winner
    qtbot.wait(1)
    assert board.deadlines.when.text() == "—"


def test_save_dialog_opens_in_the_documents_folder_not_the_program_folder(small_game, qtbot, monkeypatch):
    """«Сохранить всю игру» opened its dialog in the app's working directory (the program's folder)."""
    from pathlib import Path

    from moderator_app.gui import start_page as page_module

    asked: list[str] = []

    def dialog(parent, title, where, pattern):
        asked.append(where)
        return "", ""

    monkeypatch.setattr(page_module.QtWidgets.QFileDialog, "getSaveFileName", staticmethod(dialog))
    small_game.show_start()
    page = small_game.start_page
    page.games.setCurrentRow(0)
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    assert asked, "no dialog"
    where = Path(asked[0])
    assert where.is_absolute() and where.parent == page_module.documents_folder(), where
    assert where.name == "Тестовая игра.mafia.json"


@pytest.mark.parametrize("lang,expected", [("pl", "Drugi remis — miejsce zostaje puste."),
                                           ("ru", "Вторая ничья — место остаётся пустым.")])
def test_council_post_sentence_starts_with_a_capital(open_window, qtbot, lang, expected):
    """SUSPI's council post ended "drugi remis — miejsce zostaje puste." — a sentence in lower case."""
    window = open_window(lang)
    players = [{"nick": n, "role": r, "account": f"konto{i}"} for i, (n, r) in enumerate(SUSPI_SEATS)]
    controller = window.controller
    assert controller.new_game("SUSPI", {"ruleset": "suspi", "seed": 7, "players": players})
    controller.apply("phase", kind="night")
    controller.apply("resolve")
    controller.apply("phase", kind="council")
    controller.apply("vote", voter="Cicha Sroka", target="Cichy Szop")
    controller.apply("vote", voter="Cichy Szop", target="Mądra Kuna")
    controller.apply("resolve")
    posts = window.game_view.posts
    window.game_view.tabs.setCurrentWidget(posts)
    qtbot.mouseClick(posts.copy_button, Qt.MouseButton.LeftButton)
    from PySide6.QtWidgets import QApplication

    assert expected in QApplication.clipboard().text().splitlines(), QApplication.clipboard().text()


HOST_PAGE = ("Re: Мафия №47. День 1\nСообщение Ведущий_Кот » 14 мар 2026, 12:00\n"
             "[b]Промежуточный подсчёт голосов:[/b]\nБорис — 2 (Маша, Вася)\nПетя — 1 (Коля)\nДо конца дня 9 часов!\n"
             "Ведущий_Кот\nВедущий\nСообщения: 1204\nВернуться к началу\n\n"
             "Re: Мафия №47. День 1\nСообщение Оля » 14 мар 2026, 12:10\nГолосую за Бориса, он весь день молчит\n"
             "Оля\nИгрок\nСообщения: 57\nВернуться к началу\n\n"
             "Re: Мафия №47. День 1\nСообщение Sailor » 14 мар 2026, 12:20\nпротив Пети\n"
             "Sailor\nИгрок\nСообщения: 12\nВернуться к началу\n")


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_host_s_own_post_on_a_page_is_listed_as_his_not_as_a_row_of_question_marks(open_window, qtbot, lang):
    """A day page with the host's interim tally on it: the tally became a row "?" counted as
    needing the host (or votes of a non-player). The host's account is learnt from the sign-up
    thread (or typed on Settings): his post is one row, marked as his, unticked, needing nothing."""
    from .conftest import SEATS
    from .test_inbox import _inbox, _paste

    window = open_window(lang)
    window.show_new_game()
    page = window.new_game_page
    page.signup.setPlainText("Мафия №47: запись\nСообщение Ведущий_Кот » 10 мар 2026, 10:00\nНабор на игру открыт, "
                             "правила в первом посте.\n\nRe: запись\nСообщение Оля » 10 мар 2026, 10:30\nя в деле\n\n"
                             "Re: запись\nСообщение Sailor » 10 мар 2026, 11:00\nЗаписываюсь!\n")
    assert window.controller.settings.host_accounts == []  # asked, never kept unasked (host-findings-5 item 20)
    qtbot.mouseClick(page.own_account, Qt.MouseButton.LeftButton)  # «Ведущий_Кот — мой аккаунт: запомнить»
    assert window.controller.settings.host_accounts == ["Ведущий_Кот"]
    players = [{"nick": nick, "role": role} for nick, role in SEATS]
    assert window.controller.new_game("Мафия №47", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day")
    dated(window, "2026-03-14 21:00")
    inbox = _inbox(window)
    _paste(qtbot, inbox, HOST_PAGE)
    rows = inbox.table.rows
    host = [r for r in rows if r.host_post]
    assert len(host) == 1 and not host[0].include
    index = rows.index(host[0])
    sender = inbox.table.item(index, 1).text()
    assert sender == {"ru": "Ведущий_Кот (ведущий)", "pl": "Ведущий_Кот (prowadzący)"}[lang]
    assert inbox.table.item(index, 9).text().startswith({"ru": "ваш собственный пост", "pl": "twój własny post"}[lang])
    assert "?" not in [inbox.table.item(i, 1).text() for i in range(inbox.table.rowCount())]
    assert sorted((r.actor, r.targets[0]) for r in rows if inbox.ready(r)) == [("Sailor", "Петя"), ("Оля", "Борис")]
    assert inbox.summary.text().endswith({"ru": "ждут вас 0.", "pl": "czeka na ciebie 0."}[lang])
    assert inbox.next_step.isEnabled()  # two ready votes are recorded by the step itself (#23 item 6)
    assert inbox.next_step.text().startswith({"ru": "Записать 2 и ", "pl": "Zapisz 2 i "}[lang])
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    assert inbox.table.rows == []  # the votes recorded, the host's own post seen and gone with them
    assert inbox.next_step.isEnabled()


def test_settings_name_the_host_s_accounts(window, qtbot):
    from moderator_app.gui.settings_page import SettingsDialog

    dialog = SettingsDialog(window.controller, window)
    qtbot.addWidget(dialog)
    dialog.host_accounts.setText("Ведущий_Кот, GM_Kot ")
    dialog.save()
    assert window.controller.settings.host_accounts == ["Ведущий_Кот", "GM_Kot"]


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_tick_all_ticks_and_unticks_every_inbox_row(open_window, qtbot, lang):
    """Votes pasted after the deadline come unticked; there was no way to tick them all but one by one."""
    from .conftest import SEATS
    from .test_inbox import _inbox, _paste

    small_game = open_window(lang)
    players = [{"nick": nick, "role": role} for nick, role in SEATS]
    assert small_game.controller.new_game("Gra", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    small_game.controller.apply("phase", kind="day")
    inbox = _inbox(small_game)
    _paste(qtbot, inbox, "Сообщение Маша » 02 дек 2099, 10:00\nГолосую за Бориса\n\n"
                         "Сообщение Вася » 02 дек 2099, 11:30\nпротив Бориса\n\n"
                         "Сообщение Оля » 02 дек 2099, 11:40\nза Петю")
    rows = inbox.table.rows
    assert len(rows) == 3 and all(r.late and not r.include for r in rows)
    tick = inbox.tick_all
    assert tick.isVisible() and tick.text() == {"ru": "Отметить все", "pl": "Zaznacz wszystkie"}[lang] and tick.checkState() == Qt.CheckState.Unchecked
    qtbot.mouseClick(tick, Qt.MouseButton.LeftButton)
    assert all(r.include for r in rows) and tick.checkState() == Qt.CheckState.Checked
    assert all(inbox.table.cellWidget(i, 0).isChecked() for i in range(3))
    inbox.table.cellWidget(1, 0).click()  # the host unticks one: the box shows "some"
    assert tick.checkState() == Qt.CheckState.PartiallyChecked
    qtbot.mouseClick(tick, Qt.MouseButton.LeftButton)  # from "some": all ticked
    assert all(r.include for r in rows)
    qtbot.mouseClick(tick, Qt.MouseButton.LeftButton)  # all ticked: untick all
    assert not any(r.include for r in rows) and not inbox.accept.isEnabled()
    qtbot.mouseClick(tick, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    assert inbox.table.rows == [] and len(small_game.controller.game.current.votes) == 3


def _phpbb(posts: list[tuple[str, str, str]]) -> str:
    return "\n".join(f"Re: Мафия #52. День\n\nСообщение {who} » {when}\n\n{text}\n{who}\nИгрок\nСообщения: 3\n"
                     "Вернуться к началу\n" for who, when, text in posts)


def test_a_day_page_s_chatter_and_the_host_s_post_do_not_hold_up_the_resolve_or_the_night(open_window, qtbot):
    """Day 1 at the window: «Первый день же, суда нет, чего голосовать)» came ticked with "whom is the
    vote for?", so «Подвести итоги» stayed grey until the host removed it (3 clicks: the first one
    opened a combo box). The host's own post then stayed in the night's inbox and, being a day row,
    hid the night's Action column. Now chatter is listed unticked, the host's post leaves with its phase."""
    from .conftest import SEATS
    from .test_inbox import _inbox, _paste

    window = open_window("ru")
    window.controller.settings.host_accounts = ["Котофей"]
    players = [{"nick": nick, "role": role} for nick, role in SEATS]
    assert window.controller.new_game("Мафия #52", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day")
    inbox = _inbox(window)
    _paste(qtbot, inbox, _phpbb([("Котофей", "14 мар 2026, 10:00", "[b]День 1.[/b] Суда сегодня нет, знакомимся."),
                                 ("Маша", "14 мар 2026, 10:14", "Всем привет) кто мафия, признавайтесь"),
                                 ("Оля", "14 мар 2026, 11:02", "Первый день же, суда нет, чего голосовать)")]))
    chatter = [r for r in inbox.table.rows if not r.host_post]
    assert chatter and all(not r.include for r in chatter)  # listed, unticked
    assert "в посте нет голоса" in inbox.table.item(inbox.table.rows.index(chatter[0]), 9).text()  # #23 item 2: says so
    assert inbox.next_step.isEnabled()
    qtbot.mouseClick(inbox.next_step, Qt.MouseButton.LeftButton)  # resolve day 1
    qtbot.mouseClick(inbox.next_step, Qt.MouseButton.LeftButton)  # open night 1
    game = window.controller.game
    assert game.current.kind == "night" and not game.current.resolved
    assert not any(r.host_post for r in inbox.table.rows)
    _paste(qtbot, inbox, "Сообщение Вася » 14 мар 2026, 22:00\nпроверяю Бориса")
    assert not inbox.table.isColumnHidden(2)  # Действие: a night PM shows its action
    assert inbox.table.horizontalHeaderItem(2).text() == "Действие"


def test_a_plus_one_vote_the_page_reader_skipped_is_listed_not_dropped(small_game, qtbot):
    """«+1 за Бориса» on a day page gave no vote and no reason: it was in no row at all."""
    from .test_inbox import _inbox, _paste

    inbox = _inbox(small_game)
    _paste(qtbot, inbox, _phpbb([("Маша", "14 мар 2026, 10:14", "Голосую за Бориса"),
                                 ("Оля", "14 мар 2026, 12:30", "+1 за Бориса\nОля\nИгрок")]))
    olya = [r for r in inbox.table.rows if r.actor == "Оля"]
    assert len(olya) == 1 and olya[0].targets == ["Борис"] and not olya[0].include
    problem = inbox.table.item(inbox.table.rows.index(olya[0]), 9).text()
    assert "страница не засчитала этот пост голосом" in problem.lower()


def test_the_day_page_copied_again_as_it_grows_gives_only_its_new_posts(small_game, qtbot):
    """The host copies the day's page at 15:00, accepts, and copies it again at 20:00: every old
    post came again as a row (19 rows for 10 posts), and accepting would record each vote twice."""
    from .test_inbox import _inbox, _paste

    dated(small_game, "2026-03-14 21:00")
    inbox = _inbox(small_game)
    morning = [("Маша", "14 мар 2026, 10:14", "Голосую за Бориса"), ("Оля", "14 мар 2026, 11:30", "против Пети")]
    _paste(qtbot, inbox, _phpbb(morning))
    assert len(inbox.table.rows) == 2
    _paste(qtbot, inbox, _phpbb(morning))  # the same page again before accepting
    assert len(inbox.table.rows) == 2 and "пропущены" in small_game.statusBar().currentMessage()
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    phase = small_game.controller.game.current
    assert len(phase.votes) == 2
    _paste(qtbot, inbox, _phpbb(morning + [("Вася", "14 мар 2026, 19:40", "Голосую за Бориса")]))
    assert [(r.actor, r.targets) for r in inbox.table.rows] == [("Вася", ["Борис"])]
    assert "Уже были в почте или записаны в этой фазе: 2" in small_game.statusBar().currentMessage()
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    assert [v.voter for v in phase.votes] == ["Маша", "Оля", "Вася"]


def test_suspi_night_in_polish_problems_in_polish_and_no_action_holds_nothing_up(open_window, qtbot):
    """The Polish SUSPI night at the window: «salon» (no such room) said "Could not tell which action
    or vote this is." in a Polish inbox (the one-word PM was read as English), and «nie chodzę»
    (nothing to record) kept «Rozstrzygnij» grey until the host unticked it."""
    from .test_inbox import _inbox, _paste

    window = open_window("pl")
    players = [{"nick": n, "role": r, "account": f"konto{i}"} for i, (n, r) in enumerate(SUSPI_SEATS)]
    assert window.controller.new_game("SUSPI", {"ruleset": "suspi", "seed": 7, "players": players})
    window.controller.apply("phase", kind="night")
    inbox = _inbox(window)
    _paste(qtbot, inbox, "Od: Cicha Sroka\nData: 01.12.2026 21:40\n\nsalon\n\n"
                         "Od: Ponury Soból\nData: 01.12.2026 21:50\n\nnie chodzę nigdzie tej nocy\n\n"
                         "Od: Cichy Szop\nData: 01.12.2026 21:55\n\nidę do biblioteki\n\n"
                         "Od: Cicha Łasica\nData: 01.12.2026 21:58\n\nprzeszukuje salon")
    problems = [inbox.table.item(i, 9).text() for i in range(inbox.table.rowCount())]
    from moderator_app.i18n import t

    assert "Could not" not in " ".join(problems), problems  # both were read as English ("salon" has no Polish letter)
    from moderator_app.gui.inbox_table import in_lang

    assert problems[0] == "jaka akcja? wybierz", problems  # said once, not twice
    sroka_row = inbox.table.rows[0]  # one word no game knows: read as English, kept with its key, shown in Polish
    assert str(sroka_row.problem).startswith("Could not") and "Could not" not in in_lang(sroka_row.problem, "pl")
    # «przeszukuje salon» holds SUSPI's Polish word «przeszukuję»: the game's word makes it Polish (polish2, #13)
    assert inbox.table.rows[3].problem == in_lang(inbox.table.rows[3].problem, "pl") == t("parser.no_room", "pl")
    inbox.table.setCurrentCell(3, 0)
    window.activateWindow()  # the host's window is in front: its shortcuts work
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(inbox.table, Qt.Key.Key_Delete)  # the host will ask Łasica which room
    sroka = inbox.table.rows[0]
    inbox.table.cellWidget(0, 0).click()  # the host unticks the unreadable one: he will ask the player
    assert not sroka.include
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    assert [r.actor for r in inbox.table.rows] == ["Cicha Sroka"]  # «nie chodzę»: seen, gone with the others (#23)
    assert inbox.next_step.isEnabled()  # nothing ticked waits
    assert inbox.summary.text().endswith("czeka na ciebie 1.")  # «salon» needs him; «nie chodzę» does not
    qtbot.mouseClick(inbox.next_step, Qt.MouseButton.LeftButton)
    assert window.controller.game.current.resolved


def test_a_numbered_signup_list_s_heading_is_not_a_player(window, qtbot):
    """«Zapisy — SUSPI #3» above «1. Kasia_W …» became the player «Zapisy»."""
    window.show_new_game()
    page = window.new_game_page
    page.signup.setPlainText("Zapisy — SUSPI #3\n1. Kasia_W\n2. marek.z\n3. Ewa\n4. Tomek88")
    assert page.accounts() == ["Kasia_W", "marek.z", "Ewa", "Tomek88"]
    page.signup.setPlainText("Мафия #52 — запись\n1. Вася\n2. Петя (замена)\n3. Коля")
    assert page.accounts() == ["Вася", "Петя", "Коля"]


@pytest.mark.qt_log_ignore("raise", "grabbing the keyboard", "propagateSizeHints")  # the offscreen platform's own words about the popup
def test_clicking_a_row_s_box_selects_the_row_and_delete_removes_it(small_game, qtbot):
    """Removing a chatter row took three clicks: the click on the row opened its combo box and
    selected nothing, so «Убрать выбранные» removed nothing (or the current row)."""
    from .test_inbox import _inbox, _paste

    inbox = _inbox(small_game)
    _paste(qtbot, inbox, "Сообщение Маша » 14 мар 2026, 10:00\nГолосую за Бориса\n\n"
                         "Сообщение Оля » 14 мар 2026, 11:00\nпротив Пети")
    combo = inbox.table.combo(1, "sender")
    qtbot.mousePress(combo, Qt.MouseButton.LeftButton)
    combo.hidePopup()
    assert inbox.selected_rows() == [1]
    inbox.table.setFocus()
    qtbot.keyClick(inbox.table, Qt.Key.Key_Delete)
    assert [r.actor for r in inbox.table.rows] == ["Маша"]


@pytest.mark.parametrize("lang, words", [("ru", "кнопкой справа внизу"), ("pl", "przyciskiem w prawym dolnym rogu")])
def test_inbox_with_no_phase_points_to_its_own_button(open_window, lang, words):
    """"Нет открытой фазы: откройте её на доске фаз." while the button that opens it is right there."""
    from .conftest import SEATS
    from .test_inbox import _inbox

    window = open_window(lang)
    players = [{"nick": nick, "role": role} for nick, role in SEATS]
    assert window.controller.new_game("Gra", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    inbox = _inbox(window)
    assert words in inbox.phase_label.text() and inbox.next_step.isEnabled()


def test_a_vote_s_target_list_leaves_out_the_voter(small_game, qtbot):
    """C-LYNCH-1: the day's target box offered Маша her own name (a self-vote the rules refuse)."""
    from .test_inbox import _inbox, _paste

    inbox = _inbox(small_game)
    _paste(qtbot, inbox, "Сообщение Маша » 14 мар 2026, 10:00\nГолосую за Бориса")
    combo = inbox.table.combo(0, "target")
    names = [combo.itemText(i) for i in range(combo.count())]
    assert "Борис" in names and "Маша" not in names


def test_an_unreadable_post_says_its_problem_once(small_game, qtbot):
    """«за кого голос?; Не понял, за кого голос.» — the same thing twice in the Problem column."""
    from .test_inbox import _inbox, _paste

    dated(small_game, "2026-03-14 21:00")
    inbox = _inbox(small_game)
    _paste(qtbot, inbox, _phpbb([("Оля", "14 мар 2026, 11:02", "Первый день же, суда нет, чего голосовать)")]))
    problem = inbox.table.item(0, 9).text()
    assert problem.startswith("за кого голос?") and "Не понял" not in problem, problem


@pytest.mark.parametrize("lang, empty", [("ru", "0 ролей на 0 игроков"), ("pl", "0 ról dla 0 graczy")])
def test_an_empty_deal_line_ends_without_a_stray_separator(open_window, lang, empty):
    """New game before anything is pasted read «0 ролей на 0 игроков ·»."""
    window = open_window(lang)
    window.show_new_game()
    page = window.new_game_page
    assert page.deal_info.text() == empty
    page.signup.setPlainText("Вася\nПетя\nКоля\nМаша\nДина\nБорис\nОля\nSailor")
    text = page.deal_info.text()
    assert text.startswith("8 ") and " · " in text and not text.endswith("·")  # the teams follow the separator


@pytest.mark.parametrize("lang", ["pl", "ru"])
def test_one_pm_per_player_after_a_suspi_night(open_window, qtbot, lang):
    """The Polish SUSPI night listed «PW do Tomek88» twice (his dawn report, his search result):
    two PMs to send to one player, told apart by nothing. Now one PM holds both."""
    from .test_inbox import _inbox, _paste

    window = open_window(lang)
    players = [{"nick": n, "role": r, "account": f"konto{i}"} for i, (n, r) in enumerate(SUSPI_SEATS)]
    assert window.controller.new_game("SUSPI", {"ruleset": "suspi", "seed": 7, "players": players})
    window.controller.apply("phase", kind="night")
    inbox = _inbox(window)
    _paste(qtbot, inbox, "Od: Cicha Łasica\nData: 01.12.2026 21:58\n\nprzeszukuję bibliotekę")
    qtbot.mouseClick(inbox.accept, Qt.MouseButton.LeftButton)
    window.controller.apply("resolve")
    facts = [p for p in window.controller.game.phases[0].result.private if p.to == "Cicha Łasica"]
    assert len(facts) >= 2  # the dawn report and the search
    posts = window.game_view.posts
    window.game_view.tabs.setCurrentWidget(posts)
    labels = [label for label, _text in posts.posts]
    assert len(labels) == len(set(labels)), labels
    mine = [text for label, text in posts.posts if "konto1" in label]
    assert len(mine) == 1 and mine[0].count("\n\n") >= 1


@pytest.mark.parametrize("lang, line", [("pl", "Ola → (wstrzymuje się)"), ("ru", "Ola → (воздерживается)")])
def test_the_log_says_an_abstention_not_a_dash(open_window, qtbot, lang, line):
    """The Polish log read «Ola_K → —» for «wstrzymuję się» at the council."""
    window = open_window(lang)
    players = [{"nick": n, "role": r} for n, r in [("Ola", "guest"), ("Ewa", "killer"), ("Kasia", "guest"),
                                                   ("Marek", "guest"), ("Zosia", "doctor"), ("Tomek", "investigator")]]
    controller = window.controller
    assert controller.new_game("SUSPI", {"ruleset": "suspi", "seed": 7, "players": players})
    controller.apply("phase", kind="night")
    controller.apply("resolve")
    controller.apply("phase", kind="council")
    controller.apply("vote", voter="Ola", abstain=True)
    log = window.game_view.log
    window.game_view.tabs.setCurrentWidget(log)
    lines = [log.journal.item(i).text() for i in range(log.journal.count())]
    assert any(text.endswith(line) for text in lines), lines
