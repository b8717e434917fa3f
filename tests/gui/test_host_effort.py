"""#14 item 10, measured host effort: a whole classic game of nine in sub-masks played from the
inbox by pasting PMs and thread pages (tests/gui/evening.py); every action the host performs is
counted. The figure is printed by tests/bench/bench_host_effort.py; here the game must come out
right and nothing pasted may be left unrecorded."""

from __future__ import annotations

from .evening import MESSY_SETUP, SETUP, play_evening, play_messy


def test_a_whole_classic_evening_from_the_inbox(window, qtbot):
    controller = window.controller
    assert controller.new_game("Вечер", SETUP)

    def set_deadline(phase):
        controller.apply("host", event="deadline", at=phase.deadline, tz="Europe/Moscow")

    host = play_evening(window, set_deadline)
    game = controller.game
    inbox = window.game_view.inbox
    assert inbox.table.rows == []  # everything pasted was recorded
    nights = [p for p in game.phases if p.kind == "night"]
    assert [(r.actor, r.action, r.refused) for r in nights[0].requests if r.actor == "Серый Волк"] == [
        ("Серый Волк", "kill", None)]  # the mafioso's "стреляем" is his kill
    assert [(r.actor, r.action, r.targets) for r in nights[1].requests][0] == ("Ночной Сокол", "check", ["Рыжий Кот"])
    days = [p for p in game.phases if p.kind == "day"]
    assert sum(len(d.votes) for d in days) == host.messages - sum(len(n.requests) for n in nights)
    assert not game.players["Синяя Птица"].alive and not game.players["Серый Волк"].alive
    assert game.winner == "town", [(p.label, p.result and p.result.deaths) for p in game.phases]
    assert host.per_message() <= 1.1, (host.actions, host.messages)  # #23 item 6: clean input


def test_a_messy_evening_from_the_inbox(window, qtbot):
    """#23 item 6: mixed header styles, an unknown account, a PM copied twice, «хода нет», two requests in one
    PM, typos, a page with quotes and chatter copied again as it grew — at most 1.4 host actions a message (1.3
    until host findings 2 item 2c: an action read only as the role's one ability is a guess the host ticks),
    and every message ends recorded once, or listed as needing nothing."""
    controller = window.controller
    assert controller.new_game("Грязный вечер", MESSY_SETUP)

    def set_deadline(phase):
        controller.apply("host", event="deadline", at=phase.deadline, tz="Europe/Moscow")

    host = play_messy(window, set_deadline)
    game = controller.game
    assert window.game_view.inbox.table.rows == []  # recorded, or seen and gone (chatter, «хода нет»)
    night = next(p for p in game.phases if p.kind == "night")
    sent = [(r.actor, r.action, tuple(r.targets)) for r in night.requests]
    assert sent.count(("Ночной Сокол", "check", ("Серый Волк",))) == 1  # typos read; the copy again not recorded
    assert ("Рыжий Кот", "kill", ("Синяя Птица",)) in sent and ("Рыжий Кот", "slander", ("Лунный Свет",)) in sent
    assert ("Тихий Омут", "block", ("Старый Дуб",)) in sent  # the unknown account, named by the host
    assert not any(r.actor in ("Лунный Свет", "Синяя Птица") for r in night.requests)  # «хода нет», «пас»
    day = [p for p in game.phases if p.kind == "day"][-1]
    votes = {v.voter: v.target for v in day.votes}
    assert votes == {"Ночной Сокол": "Серый Волк", "Серый Волк": "Зелёный Чай", "Белая Лилия": "Серый Волк",
                     "Лунный Свет": "Серый Волк", "Рыжий Кот": "Зелёный Чай", "Старый Дуб": "Серый Волк"}
    assert len(day.votes) == 6  # the page copied again: its old posts not recorded twice
    assert host.per_message() <= 1.4, (host.actions, host.messages)
