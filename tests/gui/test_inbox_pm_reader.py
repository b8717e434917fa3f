"""What the host sees at the window when the PM reader meets the PMs of host findings 2 (items 2, 2b, 2c, 9, 14):
pasted as the host pasted them, read as rows, counted, and their problem texts read as sentences."""

from __future__ import annotations

from PySide6.QtCore import Qt

from moderator_app.gui.inbox_table import COLUMNS, sentences

from .test_inbox import _cells, _inbox, _paste

CLASSIC = [("Дикий Кабан", "doctor"), ("Тихий Лось", "balamut"), ("Смелый Ворон", "citizen"),
           ("Оле Педерсен", "commissar"), ("Кот в бороде", "mafioso"), ("Зловолосов", "boss"),
           ("Эскубидей Чакур", "maniac"), ("Эрик", "citizen")]
NIGHT = ("От: Дикий Кабан\nДата: 07.12.2026 22:30\n\n> Проверяю Тихого Лося\n"
         "это мне комиссар написал?? ошибся адресом наверное. Я лечу Смелого Ворона\n\n"
         "От: Зловолосов\nДата: 07.12.2026 22:40\n\nСмелый Ворон\n\n"
         "От: Оле Педерсен\nДата: 07.12.2026 22:50\n\nПроверяю Зловолосова. И да, если меня убьют — стреляю в Кота в бороде!\n\n"
         "От: Эскубидей Чакур\nДата: 07.12.2026 23:00\n\nМаньяк беспрепятственно обривает Эрика.\n")


def _night(window) -> None:
    controller = window.controller
    players = [{"nick": n, "role": r} for n, r in CLASSIC]
    assert controller.new_game("Ночь хоста", {"ruleset": "forum-mafia-classic", "seed": 2, "players": players})
    for kind in ("day", "night"):
        if controller.game.phases:
            controller.apply("resolve")
        controller.apply("phase", kind=kind)


def test_host_findings_2_night_pms_give_their_rows_and_only_sure_ones_are_ready(window, qtbot):
    _night(window)
    view = _inbox(window)
    _paste(qtbot, view, NIGHT)
    table = view.table
    read = [(r.actor, r.action, tuple(r.targets), r.include) for r in table.rows]
    assert read == [("Дикий Кабан", "heal", ("Смелый Ворон",), True),  # the quoted check is not his (2b)
                    ("Зловолосов", "kill", ("Смелый Ворон",), False),  # only a nick: a guess, unticked (2c)
                    ("Оле Педерсен", "check", ("Зловолосов",), True),
                    ("Оле Педерсен", "pistol", ("Кот в бороде",), True),  # for later: the host's event (9)
                    ("Эскубидей Чакур", "poison", ("Эрик",), False)]  # no action word: read as his one ability
    problems = [table.item(n, COLUMNS.index("problem")).text() for n in range(table.rowCount())]
    assert problems[1].startswith("Слова действия не нашёл; прочитано как единственное ночное действие роли "
                                  "(Убийство мафии) — проверьте. Не отмечено: это догадка")
    assert "Условная заявка («если меня убьют…»)" in problems[3] and "; " not in problems[3].replace("; п", "")
    assert "Убийство мафии" not in " ".join(problems[2:4])  # «убьют» in the condition asks for nothing
    assert view.summary.text() == "В почте 5: к записи готово 2, ждут вас 3."
    assert not view.next_step.isEnabled()  # the guesses hold the step up until the host answers them
    window.resize(1300, 520)
    window.grab().save("/tmp/window-inbox-pm-reader-ru.png")
    view.table.cellWidget(1, 0).click()  # the host checked the boss's bare nick: his kill
    qtbot.keyClick(view.paste, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    requests = [(r.actor, r.action, r.targets) for r in window.controller.game.current.requests]
    assert requests == [("Дикий Кабан", "heal", ["Смелый Ворон"]), ("Зловолосов", "kill", ["Смелый Ворон"]),
                        ("Оле Педерсен", "check", ["Зловолосов"])]


def test_C_ROLE_MAF_a_guess_alone_holds_the_step_until_the_host_ticks_or_unticks_it(window, qtbot):
    _night(window)
    view = _inbox(window)
    _paste(qtbot, view, "От: Зловолосов\nДата: 07.12.2026 22:40\n\nСмелый Ворон")
    assert not view.table.rows[0].include and not view.next_step.isEnabled()  # resolving now would lose it
    box = view.table.cellWidget(0, 0)
    box.click()
    assert view.next_step.isEnabled() and view.next_step.text().startswith("Записать 1 и подвести итоги")
    box.click()  # the host unticks it: he will ask the boss; nothing waits
    assert view.next_step.isEnabled() and view.next_step.text().startswith("Подвести итоги")


def test_S_ROUND_1_the_investigators_room_and_inspection_are_two_rows_in_polish(open_window, qtbot):
    window = open_window("pl")
    nicks = ["Kasia", "Tomek", "Celina", "Jacek", "Zosia", "Bartek", "Ewa", "Marek"]
    roles = ["killer", "guest", "investigator", "guest", "guest", "guest", "investigator", "guest"]
    assert window.controller.new_game("SUSPI", {"ruleset": "suspi", "seed": 5,
                                                "players": [{"nick": n, "role": r} for n, r in zip(nicks, roles)]})
    window.controller.apply("phase", kind="night")
    view = _inbox(window)
    _paste(qtbot, view, "Od: Ewa\nBiblioteka, sprawdzam Kuchnię")
    rooms = [view.table.item(n, COLUMNS.index("room")).text() for n in range(view.table.rowCount())]
    assert sorted(zip((r.action for r in view.table.rows), rooms)) == [("inspect", "Kuchnia"), ("room", "Biblioteka")]
    assert all(_cells(view, n)["problem"] == "zgodne z zasadami" for n in range(2))
    window.resize(1200, 420)
    window.grab().save("/tmp/window-inbox-pm-reader-pl.png")


def test_problem_parts_are_sentences_and_a_nick_keeps_its_case():
    assert sentences(["кто прислал? выберите отправителя", "Не понял, какое действие."]) == (
        "Кто прислал? выберите отправителя. Не понял, какое действие.")
    assert sentences(["правила соблюдены"]) == "правила соблюдены"  # one part is a label
    assert sentences(["после дедлайна", "iAmRobik прочитано как ник"], {"iAmRobik"}) == (
        "После дедлайна. iAmRobik прочитано как ник.")
