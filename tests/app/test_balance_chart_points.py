"""The balance chart at "this table" draws the very games the text beside it counts, and only the
teams the host's deal seats (#23 item 5: the chart read ~60% there — the sweep's suggested deal —
while the text said 89.5% for the host's own deal, and it drew a team the deal does not have)."""

from __future__ import annotations

from moderator_app.app.balance_text import chart_points, summary_lines
from moderator_app.engine.simulation import balance
from moderator_app.engine.rolesets.roleset import load_roleset

DEAL = {"commissar": 1, "doctor": 1, "mafioso": 2, "citizen": 4}  # eight, no maniac


def test_the_chart_at_this_table_is_the_focus_run_and_draws_only_the_seated_teams():
    rs = load_roleset("forum-mafia-classic")
    focus = balance.run("forum-mafia-classic", 8, 6, seed=1, deal=DEAL)
    sweep = balance.sweep("forum-mafia-classic", 4, seed=1, counts=[6, 8])
    points = chart_points(rs, focus, sweep)
    assert sorted(points) == ["mafia", "town"]  # the maniac is in the set, not in this deal
    at_eight = {team: next(p for p in found if p[0] == 8) for team, found in points.items()}
    for team, (_n, share, _low, _high) in at_eight.items():
        assert share == focus.share(team)
        assert f"{focus.share(team):.1%}" in "\n".join(summary_lines(focus, rs, "ru"))  # the same number as the text
    assert [p[0] for p in points["town"]] == [6, 8]


def test_without_a_focus_the_chart_is_the_sweep():
    rs = load_roleset("forum-mafia-classic")
    sweep = balance.sweep("forum-mafia-classic", 3, seed=1, counts=[6, 10])
    points = chart_points(rs, None, sweep)
    assert "maniac" in points and [p[0] for p in points["maniac"]] == [6, 10]
