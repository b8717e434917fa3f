"""The board's vote count under `vote.quorum: majority` and `vote.ends_at_majority` (mafiascum-normal): it
says the lynch needs a majority, and when the hammer fell that the day is over. It said only «для казни
нужно не меньше 5», as for a fixed minimum, and nothing once later votes were being refused (rulesfix's note)."""

from __future__ import annotations

from moderator_app import paths

SET = paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"
SEATS = [("Rec", "recruiter"), ("Gus", "goon"), ("May", "mayor"), ("Dv", "day_vigilante"), ("Van", "vanilla"),
         ("Bp", "bulletproof"), ("Sur", "survivor"), ("Vic", "vanilla")]  # 8 alive: a majority is 5


def _day_one(window):
    controller = window.controller
    players = [{"nick": nick, "role": role} for nick, role in SEATS]
    assert controller.new_game("Mafiascum", {"ruleset": str(SET), "seed": 1, "players": players})
    controller.apply("phase", kind="night")
    controller.apply("resolve")
    controller.apply("phase", kind="day")
    view = window.game_view
    view.tabs.setCurrentWidget(view.board)
    return controller, view.board


def test_quorum_majority_the_board_says_a_majority_is_needed(window):
    controller, board = _day_one(window)
    for voter in ("Rec", "May", "Van", "Bp"):
        controller.apply("vote", voter=voter, target="Gus")
    board.refresh()
    text = board.count.text()
    assert text.startswith("Голоса (для казни нужно большинство: 5): Gus — 4"), text
    assert "день окончен" not in text
    assert "Gus, Dv, Sur, Vic" in board.missing.text()  # before the hammer the votes are still owed
    assert sorted(d.to for d in board.mail.drafts if d.kind == "reminder") == ["Dv", "Gus", "Sur", "Vic"]


def test_ends_at_majority_the_board_says_the_day_is_over_at_the_hammer(window):
    controller, board = _day_one(window)
    for voter in ("Rec", "May", "Van", "Bp", "Sur"):  # the 5th vote is the hammer
        controller.apply("vote", voter=voter, target="Gus")
    board.refresh()
    assert board.count.text().endswith("Большинство набрано: день окончен."), board.count.text()
    # the day is over: nobody still owes a vote, and no reminder «жду ваш голос» is drafted
    assert "Ещё не прислали" not in board.next_reason.text() + board.missing.text(), board.missing.text()
    assert not [d.to for d in board.mail.drafts if d.kind == "reminder"]
