"""host-findings-5 item 5: the last game could not be rebuilt at a start (its kept role set refused by the
loader), and the window stayed on «Открываю ваши игры…» with an empty list for good — the reason only in the
terminal, the other games unreachable. The failed open now refreshes the window: the start page lists the games
and the status line says why the game did not open."""

from __future__ import annotations

from moderator_app.engine.model.errors import InputError


def test_a_game_that_cannot_be_rebuilt_leaves_the_start_page_listing_the_games(small_game, open_window, qtbot, monkeypatch):
    game_id = small_game.controller.game_id
    window = open_window("ru", start=False)
    controller, page = window.controller, window.start_page
    page.empty_hint.setText(page.tr("Opening your games…"))  # the first frame, painted before the store opened
    page.model.reset([])
    said: list[str] = []
    controller.notice.connect(said.append)

    def refused(*_args, **_kwargs):
        raise InputError("piter-318:44: abilities.check: no key 'side_team'")

    monkeypatch.setattr(controller, "_session_class", lambda: refused)
    controller.settings.last_game = game_id
    controller.open_where_left()
    assert controller.session is None and window.stack.currentWidget() is page
    listed = [page.games.item(i).text() for i in range(page.games.count())]
    assert any("Тестовая игра" in text for text in listed)
    assert page.empty_hint.text() != "Открываю ваши игры…"
    assert said[-1].startswith("Игру не удаётся восстановить из сохранённых записей:") and "side_team" in said[-1]
