"""#14 item 10, measured host effort: a whole classic game of nine in sub-masks played from the
inbox by pasting PMs and thread pages (tests/gui/evening.py); every action the host performs is
counted. The figure is printed by tests/bench/bench_host_effort.py; here the game must come out
right and nothing pasted may be left unrecorded."""

from __future__ import annotations

from .evening import SETUP, play_evening


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
    assert host.per_message() <= 1.2, (host.actions, host.messages)
