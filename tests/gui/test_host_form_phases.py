"""#14 item 2 at the host form: an answer and a fixed draw act on the phase they belong to, named beside
the button before they are recorded (they acted on the last phase only; the pistol already named its
own). C-LYNCH-3 (a tie drawn at random: the host fixes the draw), H-HOL-BARON (the bribed question's
answer goes to the asker with the question's phase)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import SEATS
from .test_host_events import _pick


def _random_tie_game(window):
    """Day 2 ties Борис and Петя; the tie is drawn when night 2 resolves (the classic lynch)."""
    controller = window.controller
    players = [{"nick": nick, "role": role} for nick, role in SEATS]
    assert controller.new_game("Жребий", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players,
                                          "options": {"tie_rule": "random"}})
    for kind in ("day", "night", "day", "night"):
        controller.apply("phase", kind=kind)
        if kind == "day" and controller.game.current.number == 2:
            for voter, target in (("Маша", "Борис"), ("Оля", "Борис"), ("Sailor", "Борис"),
                                  ("Вася", "Петя"), ("Коля", "Петя"), ("Дина", "Петя")):
                controller.apply("vote", voter=voter, target=target)
        controller.apply("resolve")
    return controller


def test_C_LYNCH_3_a_draw_fixed_after_the_next_phase_opened_acts_on_the_phase_that_drew_it(window, qtbot):
    controller = _random_tie_game(window)
    executed = controller.game.phases[-1].result.executed[0].nick
    other = "Петя" if executed == "Борис" else "Борис"
    controller.apply("phase", kind="day")  # day 3 is open: the draw was night 2's
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    board.host_action.setCurrentIndex(board.host_action.findData("draw"))
    assert board.host.draw.itemText(0).startswith("Ночь 2: ") and board.host.draw.itemData(0) == "tie:day 2"
    assert board.host.acts_on.text() == "→ Ночь 2 (итоги пересчитаются, и следующих фаз тоже)"
    _pick(board, qtbot, "draw", text=other, reason="the seed picked a dead link")
    game = controller.game
    assert game.players[executed].alive and not game.players[other].alive
    fixed = next(h for h in game.phases[3].host if h.get("event") == "draw")
    assert fixed["phase"] == "night 2" and game.current.label == "day 3" and game.current.host == []


def test_H_HOL_BARON_an_answer_after_the_next_phase_opened_goes_to_the_question_s_phase(window, qtbot):
    from .test_other_sets import HYPER_ACCOUNTS, _deal, _open_next_phase

    game = _deal(window, qtbot, "hypermafia-peregrine", HYPER_ACCOUNTS, 5)
    _open_next_phase(window, qtbot)
    controller = window.controller
    baron = next(n for n, p in game.players.items() if p.role == "baron")
    asked = controller.game.current.label
    controller.apply("action", actor=baron, action="question", targets=[])
    controller.apply("resolve")
    _open_next_phase(window, qtbot)
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    prompt = next(b for b in board.prompt_buttons if b.text() == "Ввести ответ")  # still asked for
    qtbot.mouseClick(prompt, Qt.MouseButton.LeftButton)
    assert board.host_action.currentData() == "answer" and board.host_player.currentText() == baron
    label = next(p for p in controller.game.phases if p.label == asked)
    from moderator_app.gui import texts

    assert board.host.acts_on.text() == f"→ {texts.phase_label(label)} (итоги пересчитаются, и следующих фаз тоже)"
    board.host.grab().save("/tmp/phases-host-answer-ru.png")
    _pick(board, qtbot, "answer", baron, text="Да, их двое")
    game = controller.game
    phase = next(p for p in game.phases if p.label == asked)
    assert any(p.to == baron and p.fact.get("text") == "Да, их двое" for p in phase.result.private)
    assert not any(h.get("event") == "answer" for h in game.current.host)
    assert not any(b.text() == "Ввести ответ" for b in board.prompt_buttons)
