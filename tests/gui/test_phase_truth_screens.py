"""#14 item 2, 5, 6 and M4, M6, M7 as a host meets them on the board, the resolve tab and the posts:
the pending lynch of a classic day, no "not sent yet" on a day without a vote, prompts for the
host's decisions, one next-step button, vote counts and histories, corrections of a published
result, overrides that name their phase."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from moderator_app.app import deadlines

from .conftest import SEATS, to_night


def _board(window):
    view = window.game_view
    view.tabs.setCurrentWidget(view.board)
    return view.board


def _kill_vasya_tonight(window):
    controller = window.controller
    to_night(window)
    controller.apply("action", actor="Петя", action="kill", targets=["Вася"])
    controller.apply("action", actor="Борис", action="kill", targets=["Вася"])


def test_C_FLOW_1_day_one_owes_no_vote_and_the_next_step_is_one_button(small_game, qtbot):
    board = _board(small_game)
    assert board.model.missing() == [] and board.missing.text() == "Сегодня суда линча нет: голосовать никто не должен."
    assert board.next_phase.text() == "Подвести итоги: День 1" and board.next_phase.isEnabled()
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    assert small_game.controller.game.current.resolved
    assert board.next_phase.text() == "Открыть: ночь"
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)
    assert "Ночь 1" in board.heading.text()
    assert board.next_reason.text().startswith("Ещё не прислали: 5")  # resolving now is allowed, and says what it means


def test_M4_pending_lynch_on_the_day_result_and_the_next_night_board(small_game, qtbot):
    controller = small_game.controller
    to_night(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    for voter in ("Вася", "Коля", "Маша", "Оля"):
        controller.apply("vote", voter=voter, target="Борис")
    controller.apply("vote", voter="Борис", target="Вася")
    board = _board(small_game)
    # the classic tie rule executes the one who reached the top first: equalling Борис is enough
    assert "Борис — 4 (достаточно)" in board.count.text() and "Вася — 1 (не хватает 3, чтобы догнать лидера)" in board.count.text()
    qtbot.mouseClick(board.copy_count, Qt.MouseButton.LeftButton)
    copied = QApplication.clipboard().text()
    assert copied.startswith("[b]Промежуточный подсчёт голосов: день 2[/b]") and "Борис — 4 (для казни достаточно)" in copied
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)  # resolve day 2
    assert board.lynch.isVisible() and "Борис" in board.lynch.text() and "ночи 2" in board.lynch.text()
    posts = small_game.game_view.posts
    small_game.game_view.tabs.setCurrentWidget(posts)
    assert posts.items.item(0).text() == "Пост итогов — публиковать нечего"
    posts.items.setCurrentRow(0)
    assert not posts.copy_button.isEnabled()  # an explanation for the host, not a post to copy
    assert "казнь: Борис (голосов: 4)" in posts.posts[0][1]
    assert any(label == "Итоговый подсчёт голосов (в тему)" for label, _ in posts.posts)
    resolve = small_game.game_view.resolve
    small_game.game_view.tabs.setCurrentWidget(resolve)
    assert "Суд линча публикуется с итогами ночи 2" in resolve.log.item(resolve.log.count() - 1).text()
    board = _board(small_game)
    qtbot.mouseClick(board.next_phase, Qt.MouseButton.LeftButton)  # open night 2
    assert "Ночь 2" in board.heading.text() and "Борис" in board.lynch.text()


def test_vote_history_of_the_selected_player(small_game, qtbot):
    controller = small_game.controller
    to_night(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    controller.apply("vote", voter="Маша", target="Борис")
    controller.apply("vote", voter="Маша", target="Петя")
    board = _board(small_game)
    board.table.selectRow(3)  # Маша
    assert board.history.text() == "Голоса игрока Маша: День 2: → Борис — заменён следующим; День 2: → Петя — засчитан"


def test_C_ROLE_COM_pistol_prompt_fills_the_form_and_a_published_result_gets_a_correction(small_game, qtbot):
    controller = small_game.controller
    _kill_vasya_tonight(small_game)
    controller.apply("resolve")
    posts = small_game.game_view.posts
    small_game.game_view.tabs.setCurrentWidget(posts)
    posts.items.setCurrentRow(0)
    qtbot.mouseClick(posts.copy_button, Qt.MouseButton.LeftButton)  # the host publishes night 1
    board = _board(small_game)
    assert "Вася: гибель и право на выстрел" in board.prompts_box.itemAt(0).layout().itemAt(0).widget().text()
    assert "выстрел Вася" in board.next_reason.text()
    qtbot.mouseClick(board.prompt_buttons[0], Qt.MouseButton.LeftButton)
    assert board.host_action.currentData() == "shot" and board.host_player.currentText() == "Вася"
    assert board.host.acts_on.text() == "→ Ночь 1 (итоги пересчитаются)"
    board.host_target.setCurrentText("Петя")
    qtbot.mouseClick(board.host_apply, Qt.MouseButton.LeftButton)
    assert not controller.game.players["Петя"].alive
    # item 6: the board says which published facts changed, and one click shows the correction
    changed = board.prompts_box.itemAt(0).layout().itemAt(0).widget().text()
    assert "Опубликованные итоги изменились: Ночь 1: + Петя (гибель)." in changed
    assert [b.text() for b in board.prompt_buttons] == ["Показать исправление"]
    qtbot.mouseClick(board.prompt_buttons[0], Qt.MouseButton.LeftButton)
    assert small_game.game_view.tabs.currentWidget() is posts and posts.items.currentRow() == 0
    labels = [label for label, _ in posts.posts]
    assert labels[0] == "Исправление итогов (в тему)"
    assert "Добавляется:" in posts.posts[0][1] and "[b]Петя[/b]" in posts.posts[0][1]
    posts.items.setCurrentRow(0)
    qtbot.mouseClick(posts.copy_button, Qt.MouseButton.LeftButton)  # the correction is published
    posts.refresh()
    assert [label for label, _ in posts.posts][0] == "Пост итогов (в тему)"


def test_M7_override_on_an_earlier_phase_shows_what_changes_then_records_into_that_phase(small_game, qtbot):
    """#14 item 2 (C-MISC-3): the result tab's phase selector names night 1 while night 2 is open; the
    first click shows which published facts change, «Записать» records it into night 1, the later
    phases are resolved again, and the board and the posts offer the correction."""
    controller = small_game.controller
    _kill_vasya_tonight(small_game)
    controller.apply("resolve")
    posts = small_game.game_view.posts
    small_game.game_view.tabs.setCurrentWidget(posts)
    posts.items.setCurrentRow(0)
    qtbot.mouseClick(posts.copy_button, Qt.MouseButton.LeftButton)  # the host publishes night 1
    controller.apply("phase", kind="day")
    controller.apply("vote", voter="Вася", target="Борис")  # refused: Вася is dead
    controller.apply("resolve")
    controller.apply("phase", kind="night")  # night 2 is open
    resolve = small_game.game_view.resolve
    small_game.game_view.tabs.setCurrentWidget(resolve)
    resolve.phase_pick.setCurrentIndex(1)  # night 1
    assert resolve.override_button.isEnabled()
    assert resolve.acts_on.text().startswith("Решение ведущего относится к фазе «Ночь 1»: итоги «Ночь 1» и следующих")
    entries = len(controller.game.entries)
    resolve.player.setCurrentText("Вася")
    resolve.what.setCurrentIndex(resolve.what.findData("survive"))
    resolve.reason.setText("доктор прислал ЛС вовремя")
    qtbot.mouseClick(resolve.override_button, Qt.MouseButton.LeftButton)
    assert len(controller.game.entries) == entries  # nothing recorded yet: first what it changes
    by = deadlines.when_text(deadlines.phase_deadline(controller.game), deadlines.phase_setting(controller.game)[1], "ru")
    assert resolve.acts_on.text() == ("Запись пересчитает «Ночь 1» и изменит опубликованные итоги — "
                                      f"Ночь 1: − Вася (гибель); «Ночь 2» теперь ждёт также, до {by}: Вася. "  # later (#23)
                                      "Нажмите «Записать», чтобы записать.")
    assert resolve.override_button.text() == "Записать"
    qtbot.mouseClick(resolve.override_button, Qt.MouseButton.LeftButton)
    game = controller.game
    assert len(game.entries) == entries + 1 and game.entries[-1].data["phase"] == "night 1"
    assert game.players["Вася"].alive and [h["event"] for h in game.phases[1].host] == ["override"]
    assert game.phases[2].votes[0].refused is None  # day 2 resolved again: Вася's vote now counts
    assert not game.phases[3].resolved and game.phases[3].host == []  # never recorded against night 2
    assert resolve.phase_pick.currentIndex() == 1 and resolve.override_button.text() == "Переиграть"
    board = _board(small_game)
    changed = board.prompts_box.itemAt(0).layout().itemAt(0).widget().text()
    assert "Опубликованные итоги изменились: Ночь 1: − Вася (гибель)" in changed
    qtbot.mouseClick(board.prompt_buttons[-1], Qt.MouseButton.LeftButton)
    assert small_game.game_view.tabs.currentWidget() is posts
    assert posts.posts[0][0] == "Исправление итогов (в тему)" and "[b]Вася[/b]" in posts.posts[0][1]


def test_override_that_would_change_nothing_or_end_the_game_early_is_not_recorded(small_game, qtbot):
    controller = small_game.controller
    _kill_vasya_tonight(small_game)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    resolve = small_game.game_view.resolve
    small_game.game_view.tabs.setCurrentWidget(resolve)
    resolve.phase_pick.setCurrentIndex(1)
    resolve.player.setCurrentText("Маша")  # nobody attacked her
    resolve.what.setCurrentIndex(resolve.what.findData("survive"))
    resolve.reason.setText("проверка")
    entries = len(controller.game.entries)
    qtbot.mouseClick(resolve.override_button, Qt.MouseButton.LeftButton)
    assert resolve.acts_on.text() == ("Не записано: на Машу в этой фазе никто не покушался: «выживает» ничего бы "
                                      "не изменило")
    qtbot.mouseClick(resolve.override_button, Qt.MouseButton.LeftButton)
    assert len(controller.game.entries) == entries and resolve.override_button.text() == "Переиграть"


def test_opening_post_prompt_shows_the_post_with_the_deal_hash(window, qtbot):
    from .conftest import SEATS

    controller = window.controller
    assert controller.new_game("Новая", {"ruleset": "forum-mafia-classic", "seed": 5,
                                         "players": [{"nick": n, "role": r} for n, r in SEATS]})
    board = _board(window)
    assert board.prompt_buttons and board.prompt_buttons[0].text() == "Показать первый пост"
    qtbot.mouseClick(board.prompt_buttons[0], Qt.MouseButton.LeftButton)
    posts = window.game_view.posts
    assert window.game_view.tabs.currentWidget() is posts and posts.phase_pick.currentData() == "opening"
    from moderator_app.posts.commitment import Commitment

    digest = Commitment.of(controller.game, controller.game.setup_data["deal_salt"]).digest
    assert digest in posts.source.toPlainText()
    controller.apply("phase", kind="day")
    board = _board(window)
    assert board.prompt_buttons[0].text() == "Показать первый пост"  # not published yet: still asked on day 1
    window.game_view.tabs.setCurrentWidget(posts)
    posts.phase_pick.setCurrentIndex(0)
    qtbot.mouseClick(posts.copy_button, Qt.MouseButton.LeftButton)  # the host publishes it
    board = _board(window)
    assert board.prompt_buttons == []


def test_the_end_disables_the_next_step_with_its_reason(small_game, qtbot):
    controller = small_game.controller
    to_night(small_game)
    for nick in ("Петя", "Борис"):
        controller.apply("host", event="modkill", player=nick, reason="тест")
    controller.apply("resolve")
    board = _board(small_game)
    assert controller.game.winner and not board.next_phase.isEnabled()
    assert board.next_reason.text() == "Игра окончена: итоговое раскрытие — на вкладке «Посты»."


def test_C_LYNCH_3_under_a_no_lynch_tie_rule_the_board_says_the_votes_are_to_overtake_the_leader(window, qtbot):
    """host-findings-2 item 20: «notSakura — 1 (не хватает 2)» under «для казни нужно не меньше 1» read
    as a wrong number; the missing votes are to beat the leader, and the words say so."""
    controller = window.controller
    players = [{"nick": nick, "role": role} for nick, role in SEATS]
    assert controller.new_game("Ничья без казни", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players,
                                                    "options": {"tie_rule": "no_lynch"}})
    controller.apply("phase", kind="day")
    to_night(window)
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    for voter, target in (("Вася", "Борис"), ("Коля", "Борис"), ("Борис", "Вася")):
        controller.apply("vote", voter=voter, target=target)
    board = _board(window)
    text = board.count.text()
    assert text.startswith("Голоса (для казни нужно не меньше 2): "), text  # the classic quorum: a quarter of 8
    assert "Борис — 2 (достаточно)" in text and "Вася — 1 (не хватает 2, чтобы обойти лидера)" in text, text
