"""S-ROUND-5 below the screens: a council whose votes tie is settled by a runoff among the tied; the
app says so before the host resolves (app.runoff), instead of resolving at once with an empty runoff."""

from __future__ import annotations

from moderator_app.app.inbox.verdict import blocker
from moderator_app.app.inbox.record import entry_of
from moderator_app.app.inbox.paste import read_paste
from moderator_app.app.runoff import runoff_due
from moderator_app.engine.model.journal import Entry

from tests.engine.suspi_helpers import play, rooms

EIGHT = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"]
#: Kasia, the killer, with two others: nobody dies (S-KILL-3), so the council has all eight
CALM = rooms(Kasia="Gabinet", Tomek="Gabinet", Celina="Gabinet", Jacek="Biblioteka", Zosia="Biblioteka",
             Bartek="Oranżeria", Ewa="Oranżeria", Marek="Kuchnia")
TIED = [("Kasia", "Ewa"), ("Celina", "Ewa"), ("Jacek", "Marek"), ("Zosia", "Marek")]


def council_with(votes):
    game = play(EIGHT, [CALM])
    game.apply(Entry("phase", {"kind": "council"}))
    for voter, target in votes:
        game.apply(Entry("vote", {"voter": voter, "target": target}))
    return game


def test_S_ROUND_5_a_tied_council_asks_for_a_runoff_among_the_tied():
    game = council_with(TIED)
    due = runoff_due(game)
    assert (due.phase, due.candidates, due.places, due.votes) == ("council 1", ["Ewa", "Marek"], 1, 0)
    assert not game.current.resolved  # asked on a copy


def test_S_ROUND_5_no_tie_or_no_votes_asks_for_nothing():
    assert runoff_due(council_with(TIED[:3])) is None
    assert runoff_due(council_with([])) is None


def test_S_ROUND_5_runoff_votes_read_from_the_inbox_decide_and_one_outside_the_runoff_is_listed():
    game = council_with(TIED)
    rows = read_paste(game, "From: Kasia\n\nGłosuję na Marka\n\nFrom: Bartek\n\nGłosuję na Olę", voting=True)
    for row in rows:
        row.runoff = True  # the host started the runoff: the inbox reads runoff votes
    rows[1].targets = ["Celina"]
    assert blocker(game, rows[0]) is None and blocker(game, rows[1]) == "not_in_runoff"
    game.apply(Entry(*entry_of(rows[0], game)))
    assert runoff_due(game).votes == 1
    game.apply(Entry("resolve", {}))
    assert [d.nick for d in game.current.result.executed] == ["Marek"]
