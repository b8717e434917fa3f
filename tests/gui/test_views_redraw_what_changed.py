"""#24 item 4: each view redraws what an operation changed (app.changes), in the manner of Anki's `OpChanges`:
a copied post redraws the board's prompts, not its table; a request in the open night keeps the Posts tab on
the resolved phase the host picked, its posts as they were; a substitute (his seat renamed in every phase) renders
them again, and a new phase to pick is shown."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .conftest import SEATS


def _counting(monkeypatch, obj, name: str) -> list[int]:
    calls: list[int] = []
    original = getattr(obj, name)
    monkeypatch.setattr(obj, name, lambda *args, **kwargs: calls.append(1) or original(*args, **kwargs))
    return calls


def test_a_copied_opening_post_redraws_the_boards_prompts_not_its_table(window, qtbot, monkeypatch):
    controller, view = window.controller, window.game_view
    assert controller.new_game("Новая", {"ruleset": "forum-mafia-classic", "seed": 5,
                                         "players": [{"nick": n, "role": r} for n, r in SEATS]})
    controller.apply("phase", kind="day")
    board = view.board
    view.tabs.setCurrentWidget(board)
    assert board.prompt_buttons and board.prompt_buttons[0].text() == "Показать первый пост"
    qtbot.mouseClick(board.prompt_buttons[0], Qt.MouseButton.LeftButton)  # to the opening post
    posts = view.posts
    loads = _counting(monkeypatch, board.model, "load")
    qtbot.mouseClick(posts.copy_button, Qt.MouseButton.LeftButton)  # published: the board stops asking
    view.tabs.setCurrentWidget(board)
    assert not board.prompt_buttons and loads == []  # the prompt went; the table was not filled again
    controller.apply("vote", voter="Маша", target="Борис")
    assert loads == [1]  # a vote: the table shows it


def test_a_request_in_the_open_night_keeps_the_posts_of_the_phase_the_host_picked(small_game, qtbot, monkeypatch):
    controller, view = small_game.controller, small_game.game_view
    controller.apply("resolve")
    controller.apply("phase", kind="night")
    controller.apply("action", actor="Петя", action="kill", targets=["Маша"])
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    controller.apply("resolve")
    controller.apply("phase", kind="night")
    posts = view.posts
    view.tabs.setCurrentWidget(posts)
    night = posts.phase_pick.findData(1)
    posts.phase_pick.setCurrentIndex(night)  # night 1, its result and PMs
    renders = _counting(monkeypatch, posts, "_collect")
    controller.apply("action", actor="Коля", action="heal", targets=["Оля"])  # night 2: not the picked phase
    assert posts.phase_pick.currentData() == 1 and renders == []
    controller.apply("host", event="replace", player="Оля", by="Новичок")  # a seat: its names may read otherwise
    assert posts.phase_pick.currentData() == 1 and renders == [1]
    controller.apply("resolve")  # night 2 resolved: a new phase to pick, shown
    assert posts.phase_pick.currentData() == 3 and renders == [1, 1]
