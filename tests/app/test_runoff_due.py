"""S-ROUND-5 below the screens: a council whose votes tie is settled by a runoff among the tied; the
app says so before the host resolves (app.runoff), instead of resolving at once with an empty runoff.
C-LYNCH-3's `tie_rule: runoff` does the same for a day that is published on its own."""

from __future__ import annotations

from moderator_app.app.inbox.verdict import blocker
from moderator_app.app.inbox.record import entry_of
from moderator_app.app.inbox.paste import read_paste
from moderator_app.app.runoff import _runoff_tie, runoff_due
from moderator_app.engine.model.journal import Entry
from moderator_app.paths import rolesets_dir

from tests.engine.classic_helpers import DAY1, night
from tests.engine.classic_helpers import play as classic_play
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


def day_with_tie(tmp_path, tie_rule):
    """Day 2 of a classic game whose day is published on its own (not with the next night), its votes tied
    three to three between Maf and Boss, under `tie_rule`."""
    text = (rolesets_dir() / "forum-mafia-classic.yaml").read_text(encoding="utf-8")
    with_night = "  vote_resolves_with: next_night   # C-FLOW-3: a turn's lynch is published with its night\n"
    assert with_night in text
    ruleset = tmp_path / "classic-day-on-its-own.yaml"
    ruleset.write_text(text.replace(with_night, ""), encoding="utf-8")
    game = classic_play([DAY1, night()], ruleset=str(ruleset), options={"tie_rule": tie_rule})
    game.apply(Entry("phase", {"kind": "day"}))
    for voter, target in [("Cit1", "Maf"), ("Cit2", "Maf"), ("Cit3", "Maf"), ("Com", "Boss"), ("Doc", "Boss"),
                          ("Put", "Boss")]:
        game.apply(Entry("vote", {"voter": voter, "target": target}))
    return game


def test_C_LYNCH_3_a_day_tie_under_the_runoff_rule_asks_for_a_runoff_and_under_another_rule_for_nothing(tmp_path):
    due = runoff_due(day_with_tie(tmp_path, "runoff"))
    assert (due.phase, sorted(due.candidates), due.places, due.votes) == ("day 2", ["Boss", "Maf"], 1, 0)
    no_lynch = day_with_tie(tmp_path, "no_lynch")
    assert runoff_due(no_lynch) is None
    no_lynch.apply(Entry("resolve", {}))  # its tie is told, and its declaration calls for no runoff
    assert [e.data for e in no_lynch.current.result.events if e.kind == "tie"]
    assert _runoff_tie(no_lynch.current.result.events) is None
