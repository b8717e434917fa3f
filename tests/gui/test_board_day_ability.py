"""The phase board on a set with day abilities (examples/host-made/mafiascum-normal.yaml): a mayor's
reveal recorded through the host form counts as sent, and the host form's fields stay usable at a
narrow window with long nicks (the host-event row wraps instead of squeezing the text fields)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from moderator_app import paths

SEATS = [("Эддисон МакГє Длинноникова", "recruiter"), ("Gus", "goon"), ("May", "mayor"), ("Dv", "day_vigilante"),
         ("Александра Константиновна-Длиннофамильная", "survivor"), ("Bus", "bus_driver"), ("Rob", "roleblocker"),
         ("Nai", "naive_cop"), ("Vig", "vigilante"), ("Bp", "bulletproof"), ("Van", "vanilla")]


def _day_one(window):
    controller = window.controller
    ruleset = str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml")
    assert controller.new_game("Игра", {"ruleset": ruleset, "seed": 7,
                                        "players": [{"nick": n, "role": r} for n, r in SEATS]})
    controller.apply("phase", kind="night")
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    board = window.game_view.board
    window.game_view.tabs.setCurrentWidget(board)
    return board


def _sent_cell(board, nick: str) -> str:
    model = board.model
    row = next(i for i, r in enumerate(model.rows) if r["nick"] == nick)
    return model.data(model.index(row, 3))


def test_a_mayors_reveal_entered_by_the_host_counts_as_sent(window, qtbot):
    board = _day_one(window)
    form = board.host
    assert _sent_cell(board, "May") == "ещё не прислал"
    form.action.setCurrentIndex(form.action.findData("day_ability"))
    form.player.setCurrentText("May")
    qtbot.mouseClick(form.apply_button, Qt.MouseButton.LeftButton)
    assert [r.action for r in window.controller.game.current.requests] == ["reveal"]
    assert _sent_cell(board, "May") == "Раскрытие мэра → —"
    assert "May" not in board.model.missing() and "Gus" in board.model.missing()
    window.controller.apply("vote", voter="May", target="Gus")
    assert _sent_cell(board, "May") == "→ Gus; Раскрытие мэра → —"
    window.grab().save("/tmp/polish-board-mayor-sent.png")


def test_the_host_event_fields_stay_usable_at_1024_wide(window, qtbot):
    board = _day_one(window)
    form = board.host
    window.resize(1024, 700)
    for key in ("note", "replace", "shot", "draw", "day_ability"):
        form.action.setCurrentIndex(form.action.findData(key))
        qtbot.wait(1)
        fields = (form.action, form.player, form.ability, form.target, form.draw, form.goal, form.text,
                  form.reason, form.acts_on, form.apply_button)
        squeezed = [(f.objectName() or type(f).__name__, f.width(), f.sizeHint().width())
                    for f in fields if f.isVisible() and f.width() < f.sizeHint().width()]
        assert not squeezed, (key, squeezed)
    form.action.setCurrentIndex(form.action.findData("note"))
    window.grab().save("/tmp/polish-board-1024-note.png")
