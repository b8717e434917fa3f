"""#16 item 1: simulated games go through the engine (`Game.apply`) with declared, legal play."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from moderator_app.app.cli import main
from moderator_app.engine.simulation import balance
from moderator_app.engine.model.game import Game
from moderator_app.engine.simulation.simulate import Policy, play_game

ROOT = Path(__file__).resolve().parents[2]
HOST_MADE = str(ROOT / "examples" / "host-made" / "village-of-wolves.yaml")


@pytest.mark.parametrize("ruleset, players", [
    ("forum-mafia-classic", 12), ("forum-mafia-classic", 5), ("hypermafia-peregrine", 15),
    ("hypermafia-peregrine", 11), ("suspi", 8), ("suspi", 16), (HOST_MADE, 9),
])
def test_every_set_plays_to_an_end(ruleset, players):
    summary = balance.run(ruleset, players, 25, seed=3)
    assert summary.games == 25
    assert summary.unfinished < 25 and sum(summary.wins.values()) + summary.unfinished == 25
    assert sum(summary.dealt.values()) == 25 * players
    assert summary.average_phases >= 1


def _host_made_sets() -> list[str]:
    """Every role set in examples/host-made (the folder also holds game scripts on them)."""
    import yaml

    return sorted(str(f) for f in (ROOT / "examples" / "host-made").glob("*.yaml")
                  if "id" in (yaml.safe_load(f.read_text(encoding="utf-8")) or {}))


@pytest.mark.parametrize("path", _host_made_sets(), ids=lambda p: Path(p).stem)
def test_every_host_made_set_plays_at_every_count_of_its_deal_table(path):
    summaries = balance.sweep(path, 6, seed=2)
    assert summaries and [s.players for s in summaries] == balance.sweep_counts(path)
    for summary in summaries:
        assert summary.games == 6 and sum(summary.wins.values()) + summary.unfinished == 6


def test_same_seed_same_game():
    first = play_game("forum-mafia-classic", 10, 42)
    assert play_game("forum-mafia-classic", 10, 42) == first
    others = {tuple(play_game("forum-mafia-classic", 10, s).seats) for s in range(43, 53)}
    assert len(others) > 1  # other seeds deal and play other games


def test_the_simulation_is_a_journal_the_engine_folds():
    outcome = play_game("hypermafia-peregrine", 15, 5, record=True)
    applied = outcome.game.entries
    game = Game.replay(applied)
    assert [(p.original_role, p.team, p.alive) for p in sorted(game.players.values(), key=lambda p: p.seat)] == outcome.seats
    assert len(game.phases) == outcome.phases
    kinds = {e.kind for e in applied}
    assert kinds >= {"setup", "phase", "action", "vote", "resolve"}


def test_C_ROLE_MAF_the_mafia_agrees_and_never_aims_at_itself():
    for seed in range(20):
        game = Game.replay(play_game("forum-mafia-classic", 12, seed, record=True).game.entries)
        for phase in game.phases:
            kills = [r for r in phase.requests if r.action == "kill"]
            assert len({tuple(r.targets) for r in kills}) <= 1
            # judged by the role dealt: a Foundling turns mafioso later, after he was fair game
            assert all(game.rs.roles[game.players[t].original_role].team != "mafia" for r in kills for t in r.targets)
            assert not [r for r in phase.requests if r.refused]  # only legal requests are sent


def test_team_aware_votes_spare_teammates():
    game = play_game("forum-mafia-classic", 12, 9, policy=Policy(votes="team_aware"), record=True).game
    votes = [v for ph in game.phases for v in ph.votes]
    assert votes and all(not (game.players[v.voter].team == game.players[v.target].team == "mafia") for v in votes)


def test_wilson_interval():
    low, high = balance.wilson(0, 10)
    assert low == 0 and 0.27 < high < 0.28  # the textbook value 0.2775
    low, high = balance.wilson(50, 100)
    assert abs(low - 0.4038) < 1e-3 and abs(high - 0.5962) < 1e-3


def test_cancel_keeps_the_games_played():
    seen = []
    summary = balance.run("forum-mafia-classic", 8, 100, progress=lambda done, total: seen.append(done) or done < 7)
    assert summary.cancelled and summary.games == 7 and seen == list(range(1, 8))


def test_a_summary_names_the_set_and_seed_it_was_played_with():
    summary = balance.run("suspi", 6, 1, seed=9)
    assert (summary.ruleset, summary.players, summary.seed) == ("suspi", 6, 9)
    assert {k: summary.to_json([])[k] for k in ("ruleset", "players", "seed")} == {"ruleset": "suspi", "players": 6, "seed": 9}


def test_sweep_runs_every_count_of_the_deal_table():
    summaries = balance.sweep("forum-mafia-classic", 5)
    assert [s.players for s in summaries] == [5, 6, 8, 10, 12]
    assert balance.sweep_counts("suspi") == list(range(6, 19))


def test_cli_simulate_prints_the_numbers(capsys):
    assert main(["simulate", "forum-mafia-classic", "--players", "8", "--games", "40", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)["results"][0]
    assert result["games"] == 40 and result["players"] == 8
    assert set(result["teams"]) == {"town", "mafia", "maniac"}
    for team in result["teams"].values():
        low, high = team["interval95"]
        assert low <= team["share"] <= high
    assert sum(t["wins"] for t in result["teams"].values()) + result["unfinished"] == 40
    assert set(result["survival"]) >= {"commissar", "mafioso"}
    assert main(["simulate", "suspi", "--players", "9", "--games", "10", "--lang", "pl"]) == 0
    text = capsys.readouterr().out
    assert "Mordercy" in text and "przedział 95%" in text and "Szur " not in text.split("średnia")[0]


def test_cli_simulate_refuses_bad_input(capsys):
    assert main(["simulate", "no-such-set", "--games", "3"]) == 1
    assert "unknown role set" in capsys.readouterr().err
    assert main(["simulate", "suspi", "--players", "3", "--games", "3"]) == 1
    assert "3 players" in capsys.readouterr().err


def test_C_ROLE_COM_a_dying_commissar_shoots_through_the_hosts_shot_event():
    fired = 0
    for seed in range(30):
        game = play_game("forum-mafia-classic", 12, seed, record=True).game
        for phase in game.phases:
            for host in phase.host:
                if host.get("event") != "shot":
                    continue
                assert not host.get("refused"), host
                assert game.players[host["player"]].original_role in ("commissar", "sergeant")
                victim = game.players[host["target"]]
                assert victim.died is not None and victim.died[1] == "pistol"
                fired += 1
    assert fired >= 10
    quiet = play_game("forum-mafia-classic", 12, 1, policy=Policy(death_shots=False), record=True).game
    assert not [h for ph in quiet.phases for h in ph.host if h.get("event") == "shot"]


def test_sweep_reports_its_progress_over_every_count_and_a_cancel_stops_it():
    seen = []
    summaries = balance.sweep("forum-mafia-classic", 3, counts=[6, 8], progress=lambda done, total: seen.append((done, total)) or True)
    assert seen == [(1, 6), (2, 6), (3, 6), (4, 6), (5, 6), (6, 6)] and [s.games for s in summaries] == [3, 3]
    stopped = balance.sweep("forum-mafia-classic", 3, counts=[6, 8], progress=lambda done, total: done < 2)
    assert [(s.players, s.games, s.cancelled) for s in stopped] == [(6, 2, True)]


def test_H_HOL_SUCC_simulated_hollows_use_the_barons_rights_only_through_their_holder():
    from moderator_app.engine.resolution.succession import holder, is_rights_ability

    used = 0
    for seed in range(3):
        game = Game.replay(play_game("hypermafia-peregrine", 15, seed, record=True).game.entries)
        for phase in game.phases:
            for req in phase.requests:
                ability = game.rs.abilities.get(req.action)
                if game.players[req.actor].team == "hollows" and ability is not None and is_rights_ability(game, "hollows", ability):
                    assert req.actor == holder(game, "hollows", phase.alive_at_start), (phase.label, req.actor)
                    used += 1
    assert used >= 3   # the rights are used, night after night
