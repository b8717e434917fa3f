"""The host's events from the phase board, entered as a host would: the commissar's pistol after
the result (the engine re-resolves the night), a death note once per game, vote deprivation, a
fixed draw picked from the last resolution's draws, an early close, the answer to the Baron's
bribed question with its warning, and the unmasking guesses. Each shows in the log with its reason."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import SEATS, to_night


def _pick(board, qtbot, event: str, player: str | None = None, target: str | None = None,
          text: str = "", reason: str = "") -> None:
    board.host_action.setCurrentIndex(board.host_action.findData(event))
    if player is not None:
        board.host_player.setCurrentText(player)
    if target is not None:
        board.host_target.setCurrentText(target)
    board.host_detail.clear()
    board.host_reason.clear()
    for field, typed in ((board.host_detail, text), (board.host_reason, reason)):
        field.insert(typed)  # keyClicks types ASCII only; the host's text is Russian
    qtbot.mouseClick(board.host_apply, Qt.MouseButton.LeftButton)


def _journal(window) -> list[str]:
    log = window.game_view.log
    window.game_view.tabs.setCurrentWidget(log)
    return [log.journal.item(i).text() for i in range(log.journal.count())]


def test_C_ROLE_COM_pistol_entered_after_the_result_re_resolves_the_night(small_game, qtbot):
    controller, board = small_game.controller, small_game.game_view.board
    to_night(small_game)
    controller.apply("action", actor="Петя", action="kill", targets=["Вася"])
    controller.apply("action", actor="Борис", action="kill", targets=["Вася"])
    controller.apply("resolve")
    small_game.game_view.tabs.setCurrentWidget(board)
    offered = [board.host_action.itemData(i) for i in range(board.host_action.count())]
    assert "shot" in offered and "guess" not in offered and "answer" not in offered
    board.host_action.setCurrentIndex(board.host_action.findData("shot"))
    shooters = [board.host_player.itemText(i) for i in range(board.host_player.count())]
    assert shooters == ["Вася"]  # only the commissar's role has a `shoot` ability; dead, he may still fire
    assert board.host_apply.isEnabled()  # a shot may come after the result
    _pick(board, qtbot, "shot", "Вася", "Петя", reason="PM after the deadline")
    game = controller.game
    assert not game.players["Петя"].alive and not game.players["Вася"].alive and game.current.resolved
    assert any("⚑ Выстрел:" in line and "PM after the deadline" in line for line in _journal(small_game))


def test_C_ROLE_COM_pistol_prompt_survives_the_next_phase_and_fires_in_the_night_of_the_death(small_game, qtbot):
    """#14 item 2: the day opened before the commissar's PM came; the board still asks for the shot,
    the form names night 1, and the shot is recorded into night 1 (the day is resolved again)."""
    controller, board = small_game.controller, small_game.game_view.board
    to_night(small_game)
    controller.apply("action", actor="Петя", action="kill", targets=["Вася"])
    controller.apply("action", actor="Борис", action="kill", targets=["Вася"])
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    controller.apply("vote", voter="Коля", target="Борис")
    small_game.game_view.tabs.setCurrentWidget(board)
    assert "Вася" in board.prompts_box.itemAt(0).layout().itemAt(0).widget().text()
    qtbot.mouseClick(board.prompt_buttons[0], Qt.MouseButton.LeftButton)
    assert board.host.acts_on.text() == "→ Ночь 1 (итоги пересчитаются, и следующих фаз тоже)"
    _pick(board, qtbot, "shot", "Вася", "Петя", reason="ЛС пришло утром")
    game = controller.game
    assert [d.nick for d in game.phases[1].result.deaths] == ["Вася", "Петя"]
    assert game.entries[-1].data["phase"] == "night 1" and not game.current.resolved
    assert game.phases[2].alive_at_start == [n for n, _ in SEATS if n not in ("Вася", "Петя")]
    from moderator_app.app.pending import pending_decisions

    assert [d.kind for d in pending_decisions(game, opening_published=True)] == []  # the prompt is answered


def test_C_MISC_1_death_note_once_per_game(small_game, qtbot):
    board = small_game.game_view.board
    small_game.game_view.tabs.setCurrentWidget(board)
    board.host_action.setCurrentIndex(board.host_action.findData("note"))
    assert "One death note" in board.host.warning.text() or "одна" in board.host.warning.text().lower()
    _pick(board, qtbot, "note", "Маша", "Вася", text="Петя лжёт")
    assert small_game.controller.game.players["Маша"].note == {"to": "Вася", "text": "Петя лжёт"}
    _pick(board, qtbot, "note", "Маша", "Коля", text="другое")
    assert small_game.controller.game.players["Маша"].note["to"] == "Вася"
    assert "уже" in small_game.statusBar().currentMessage() or "already" in small_game.statusBar().currentMessage()


def test_C_LYNCH_1_deprived_voter_and_early_close_from_the_board(small_game, qtbot):
    controller, board = small_game.controller, small_game.game_view.board
    to_night(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")  # day 2: day 1 has no lynch
    small_game.game_view.tabs.setCurrentWidget(board)
    _pick(board, qtbot, "deprive_vote", "Маша", reason="insulted a player")
    change = controller.apply("vote", voter="Маша", target="Петя")
    assert change.refused == "deprived of the vote"
    _pick(board, qtbot, "early_close", reason="everyone voted")
    host = controller.game.current.host
    assert [(h["event"], h.get("reason")) for h in host] == [("deprive_vote", "insulted a player"),
                                                             ("early_close", "everyone voted")]
    assert any("⚑ Лишение голоса:" in line and "insulted a player" in line for line in _journal(small_game))


def test_C_LYNCH_3_host_fixes_a_draw_listed_from_the_last_resolution(window, qtbot):
    controller = window.controller
    players = [{"nick": nick, "role": role} for nick, role in SEATS]
    assert controller.new_game("Жребий", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players,
                                          "options": {"tie_rule": "random"}})
    for kind in ("day", "night", "day", "night"):  # the classic execution is carried out as the night resolves
        controller.apply("phase", kind=kind)
        if kind == "day" and controller.game.current.number == 2:
            for voter, target in (("Маша", "Борис"), ("Оля", "Борис"), ("Sailor", "Борис"),
                                  ("Вася", "Петя"), ("Коля", "Петя"), ("Дина", "Петя")):
                controller.apply("vote", voter=voter, target=target)
        controller.apply("resolve")
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    board.host_action.setCurrentIndex(board.host_action.findData("draw"))
    draws = [board.host.draw.itemData(i) for i in range(board.host.draw.count())]
    assert draws[0] == "tie:day 2" and board.host.draw.isVisible()
    executed = controller.game.phases[-1].result.executed[0].nick
    other = "Петя" if executed == "Борис" else "Борис"
    _pick(board, qtbot, "draw", text=other, reason="the seed picked a dead link")
    game = controller.game
    assert game.players[executed].alive and not game.players[other].alive


def test_H_HOL_BARON_answer_shows_the_warning_and_reaches_the_asker(window, qtbot):
    from .test_other_sets import HYPER_ACCOUNTS, _deal, _open_next_phase

    game = _deal(window, qtbot, "hypermafia-peregrine", HYPER_ACCOUNTS, 5)
    _open_next_phase(window, qtbot)
    baron = next(n for n, p in game.players.items() if p.role == "baron")
    window.controller.apply("action", actor=baron, action="question", targets=[])
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    board.host_action.setCurrentIndex(board.host_action.findData("answer"))
    assert "запрещены" in board.host.warning.text() or "not allowed" in board.host.warning.text()
    assert [board.host_player.itemText(i) for i in range(board.host_player.count())] == [baron]
    _pick(board, qtbot, "answer", baron, text="Да, их двое")
    window.controller.apply("resolve")
    private = [p for p in window.controller.game.phases[-1].result.private if p.to == baron]
    assert any(p.fact.get("text") == "Да, их двое" for p in private)


def test_a_day_shot_and_a_mayors_reveal_are_entered_from_the_board(open_window, qtbot):
    """Host findings #1: the board's host events had no day shot and no mayor's reveal, so a reveal
    made in the thread could not be recorded in the GUI. The form records a `phase: day` ability as
    its owner's request in the open day."""
    from moderator_app import paths

    window = open_window("ru")
    controller = window.controller
    seats = [("May", "mayor"), ("Dv", "day_vigilante"), ("Gus", "goon"), ("Gia", "godfather"), ("Van", "vanilla"),
             ("Vic", "vanilla"), ("Ann", "vanilla")]
    assert controller.new_game("Мафиаскам", {"ruleset": str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"),
                                             "seed": 1, "players": [{"nick": n, "role": r} for n, r in seats]})
    controller.apply("phase", kind="night")
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    board.refresh()
    board.host_action.setCurrentIndex(board.host_action.findData("day_ability"))
    assert not board.host_apply.isEnabled()  # by night: the inbox takes requests
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    board.refresh()
    board.host_action.setCurrentIndex(board.host_action.findData("day_ability"))
    assert board.host_action.currentText() == "Дневная способность (выстрел днём, раскрытие)"
    assert [board.host_player.itemText(i) for i in range(board.host_player.count())] == ["May", "Dv"]
    board.host_player.setCurrentText("May")
    assert board.host.ability.currentText() == "Раскрытие мэра" and not board.host_target.isVisible()
    qtbot.mouseClick(board.host_apply, Qt.MouseButton.LeftButton)
    board.host_player.setCurrentText("Dv")
    assert board.host.ability.currentText() == "Дневной выстрел" and board.host_target.isVisible()
    board.host_target.setCurrentText("Gus")
    board.grab().save("/tmp/play/board_day_ability.png")
    qtbot.mouseClick(board.host_apply, Qt.MouseButton.LeftButton)
    day = controller.game.current
    assert [(r.actor, r.action, r.targets) for r in day.requests] == [("May", "reveal", []), ("Dv", "day_shot", ["Gus"])]
    board.refresh()
    receipts = [d.text for d in board.mail.drafts if d.kind == "receipt"]
    assert receipts[0] == "Принято: раскрытие мэра."  # no «— —» for a request without a target
    controller.apply("resolve")
    assert not controller.game.players["Gus"].alive
