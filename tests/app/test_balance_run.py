"""The balance preview as one operation below the screens (app/balance.py, #24 item 4): the host's table
first, then each player count of the deal table; a stop keeps the games played and sweeps no further; the
preview is what the panel draws and the command line prints."""

from __future__ import annotations

import pytest

from moderator_app.app.balance import Played, play, preview, vote_policies
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.simulation import balance

DEAL = {"commissar": 1, "doctor": 1, "mafioso": 2, "citizen": 4}  # eight, no maniac


def test_the_hosts_table_comes_first_then_each_count_of_the_deal_table():
    seen: list[tuple[int, int]] = []
    played = play("forum-mafia-classic", 3, players=8, deal=DEAL, progress=lambda done, total: seen.append((done, total)) or True)
    counts = balance.sweep_counts("forum-mafia-classic")
    assert played.focus is not None and played.focus.players == 8 and played.focus.games == 3
    assert [s.players for s in played.sweep] == counts and played.summaries == [played.focus, *played.sweep]
    assert seen[-1] == (3 * (len(counts) + 1), 3 * (len(counts) + 1)) and [d for d, _ in seen] == list(range(1, len(seen) + 1))


def test_a_stop_keeps_the_games_played_and_sweeps_no_further():
    played = play("forum-mafia-classic", 50, players=8, deal=DEAL, progress=lambda done, _total: done < 4)
    assert played.focus is not None and played.focus.cancelled and played.focus.games == 4 and played.sweep == []
    assert "остановлено" in "\n".join(preview("forum-mafia-classic", played, "ru").lines)


def test_one_table_alone_and_nothing_to_play():
    alone = play("forum-mafia-classic", 2, players=6, sweep=False)
    assert alone.sweep == [] and alone.summaries == [alone.focus]
    with pytest.raises(InputError):
        play("forum-mafia-classic", 2, sweep=False)  # no table named and no sweep: nothing to play


def test_the_preview_names_the_seated_teams_keeps_their_colours_and_says_the_focus_run():
    played = play("forum-mafia-classic", 4, players=8, deal=DEAL)
    shown = preview("forum-mafia-classic", played, "ru")
    assert [(team, name) for team, name, _points in shown.series] == [("town", "Мирные жители"), ("mafia", "Мафия")]
    assert shown.teams == ["town", "mafia", "maniac"]  # the maniac the deal does not seat keeps its place (colour)
    assert shown.lines[0].startswith("Классическая форумная мафия · 8 игроков · 4 партий")  # the focus run's text
    assert preview("forum-mafia-classic", Played(), "ru").lines == []
    assert [policy for _words, policy in vote_policies("ru")] == ["random", "team_aware"]
