"""S-ROUND-4..7: the council's secret vote, who leaves, the last round and the unmasking."""

from __future__ import annotations

import pytest

from pathlib import Path
from types import SimpleNamespace

from moderator_app.engine.voting.council import live_counts, seats_to_fill
from moderator_app.engine.wording.explain import explain
from moderator_app.posts import render_phase_post
from moderator_app.app.replay import replay_script

from .suspi_helpers import NICKS, facts, play, rooms

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
EIGHT = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"]
TWELVE = EIGHT + ["guest"] * 4
VOTES = [{"voter": "Kasia", "target": "Ewa"}, {"voter": "Celina", "target": "Ewa"},
         {"voter": "Jacek", "target": "Marek"}, {"voter": "Zosia", "target": "Marek"},
         {"voter": "Bartek", "abstain": True}, {"voter": "Ewa", "target": "Kasia", "confirmed": False}]
QUIET = rooms(Kasia="Gabinet")   # Kasia, the killer, is alone in the Gabinet unless chance seats someone


def _first_night_kills_tomek() -> dict:
    return rooms(Kasia="Gabinet", Tomek="Gabinet", Celina="Biblioteka", Jacek="Biblioteka", Zosia="Oranżeria",
                 Bartek="Oranżeria", Ewa="Kuchnia", Marek="Kuchnia")


def test_S_ROUND_4_live_counts_confirmed_votes_abstention_and_no_ghost_votes() -> None:
    votes = VOTES + [{"voter": "Tomek", "target": "Kasia"}]
    game = play(EIGHT, [_first_night_kills_tomek(), {"council": {"votes": votes}}])
    council = game.phases[1]
    assert live_counts(game, council) == {"Ewa": 2, "Marek": 2}     # the unconfirmed draft does not count
    assert council.votes[-1].refused == "dead voter"                 # Tomek is a ghost now
    tally = council.result.tally
    assert tally.abstained == ["Bartek"] and "Ewa" not in tally.by_voter
    assert tally.totals_only is True and game.rs.vote["secret"] is True


def test_S_ROUND_5_a_tie_goes_to_a_runoff_among_the_tied_and_the_log_names_them() -> None:
    runoff = [{"voter": "Kasia", "target": "Marek"}, {"voter": "Celina", "target": "Ewa"},
              {"voter": "Jacek", "target": "Marek"}]
    game = play(EIGHT, [_first_night_kills_tomek(), {"council": {"votes": VOTES, "runoff": runoff}}])
    assert [d.nick for d in game.phases[1].result.executed] == ["Marek"]
    runoff_event = next(e for e in game.phases[1].result.events if e.kind == "runoff")
    assert runoff_event.data == {"kind": "runoff", "candidates": ["Ewa", "Marek"], "counts": {"Marek": 2, "Ewa": 1}, "chosen": ["Marek"]}
    assert explain(runoff_event, "en") == "Runoff between Ewa, Marek: Marek: 2; Ewa: 1 → Marek"


def test_S_ROUND_5_a_second_tie_or_no_votes_leaves_the_seat_empty() -> None:
    tied = play(EIGHT, [_first_night_kills_tomek(), {"council": {"votes": VOTES}}])
    assert tied.phases[1].result.executed == [] and tied.phases[1].result.no_execution_reason == "tie"
    silent = play(EIGHT, [_first_night_kills_tomek(), {"council": {}}])
    assert silent.phases[1].result.executed == [] and silent.phases[1].result.no_execution_reason == "no_votes"
    abstaining = play(EIGHT, [_first_night_kills_tomek(), {"council": {"votes": [{"voter": "Kasia", "abstain": True}]}}])
    assert abstaining.phases[1].result.no_execution_reason == "no_votes"


def test_S_ROUND_5_two_leave_when_12_started_and_8_alive() -> None:
    twelve = play(TWELVE, [QUIET, {"council": {"votes": VOTES}}])
    assert len(twelve.phases[1].alive_at_start) >= 8
    assert sorted(d.nick for d in twelve.phases[1].result.executed) == ["Ewa", "Marek"]
    eleven = play(TWELVE[:11], [QUIET, {"council": {"votes": VOTES}}])
    assert seats_to_fill(eleven, eleven.phases[1]) == 1
    seven_alive = SimpleNamespace(alive_at_start=NICKS[:7])
    assert seats_to_fill(twelve, seven_alive) == 1 and seats_to_fill(twelve, twelve.phases[1]) == 2


def test_S_ROUND_5_ruling_a_tie_for_the_second_place_goes_to_a_runoff_for_that_place() -> None:
    votes = [{"voter": v, "target": "Ewa"} for v in ("Kasia", "Tomek", "Celina")]
    votes += [{"voter": v, "target": "Marek"} for v in ("Jacek", "Zosia")]
    votes += [{"voter": v, "target": "Ola"} for v in ("Bartek", "Piotr")]
    runoff = [{"voter": "Kasia", "target": "Ola"}, {"voter": "Tomek", "target": "Ola"}, {"voter": "Jacek", "target": "Marek"},
              {"voter": "Celina", "target": "Ewa"}]            # Ewa is not in this runoff: the vote is ignored
    game = play(TWELVE, [QUIET, {"council": {"votes": votes, "runoff": runoff}}])
    result = game.phases[1].result
    assert sorted(d.nick for d in result.executed) == ["Ewa", "Ola"]
    tie = next(e for e in result.events if e.kind == "council_tie")
    assert tie.data == {"kind": "council_tie", "candidates": ["Marek", "Ola"], "places": 1}
    again = play(TWELVE, [QUIET, {"council": {"votes": votes, "runoff": runoff[:3] + [{"voter": "Zosia", "target": "Marek"}]}}])
    assert [d.nick for d in again.phases[1].result.executed] == ["Ewa"]   # a second tie: the seat stays empty
    assert [e.data for e in again.phases[1].result.events if e.kind == "empty_seat"] == [{"kind": "empty_seat", "seats": 1, "reason": "tie"}]


def test_S_ROUND_5_the_log_words_a_council_as_a_council_not_a_lynch() -> None:
    game = play(EIGHT, [_first_night_kills_tomek(), {"council": {"votes": VOTES, "runoff": [{"voter": "Kasia", "target": "Marek"}]}}])
    events = game.phases[1].result.events
    lines = {lang: "\n".join(explain(e, lang) for e in events) for lang in ("ru", "en", "pl")}
    assert "Совет: стол покидает Marek" in lines["ru"] and "линч" not in lines["ru"].lower()
    assert "Council: Marek leaves the table" in lines["en"] and "lynch" not in lines["en"].lower()
    assert "Rada: Marek opuszcza stół" in lines["pl"] and "lincz" not in lines["pl"].lower()
    assert "Rada: remis — Ewa, Marek" in lines["pl"]


def test_S_ROUND_6_the_last_round_starts_at_four_alive_and_ends_the_game() -> None:
    game = replay_script(EXAMPLES / "suspi-evening-2.yaml")
    nights = [ph for ph in game.phases if ph.kind == "night"]
    assert len(nights[-1].alive_at_start) <= 4 < len(nights[-2].alive_at_start)
    assert [ph.kind for ph in game.phases[-3:]] == ["night", "council", "unmask"]
    assert game.phases[-2].result.winner == "killers"            # killers alive after the last round
    assert all(ph.result.winner is None for ph in game.phases[:-2])


def test_S_ROUND_6_a_round_starting_with_five_alive_is_not_the_last() -> None:
    six = ["killer", "investigator", "doctor", "guest", "guest", "guest"]
    first = rooms(Kasia="Gabinet", Tomek="Biblioteka", Celina="Biblioteka", Jacek="Oranżeria", Zosia="Oranżeria",
                  Bartek="Oranżeria")
    game = play(six, [first, {"council": {"votes": [{"voter": n, "target": "Bartek"} for n in ("Tomek", "Celina", "Jacek")]}}])
    assert len(game.phases[0].alive_at_start) == 6 and game.winner is None
    assert len([p for p in game.players.values() if p.alive]) == 5
    game = play(six, [first, {"council": {}}, {"night": {}}, {"council": {}}])
    assert len(game.phases[2].alive_at_start) > 4 and game.winner is None


def test_S_ROUND_7_one_secret_guess_each_then_goals_and_roles_are_revealed() -> None:
    game = replay_script(EXAMPLES / "suspi-evening-1.yaml")
    unmask = game.phases[-1]
    assert unmask.kind == "unmask" and game.table["revealed"] is True
    assert {h["player"]: h["right"] for h in unmask.host} == {"Tomek": True, "Ewa": True, "Zosia": True,
                                                                "Jacek": False, "Celina": True}
    goals = facts(game, len(game.phases) - 1, "goal")
    assert set(goals) == set(game.players) and goals["Kasia"] == {"kind": "goal", "goal": "thief", "done": True}
    assert game.rs.cycle["timers"]["unmask"] == 90
    assert game.rs.reveal["on_death"] == "never"
    dawn = render_phase_post(game, game.phases[0], "en")
    reveal = render_phase_post(game, unmask, "en")
    assert "Killer" not in dawn and "Investigator" not in dawn
    assert "Killer" in reveal and "Investigator" in reveal


def test_S_ROUND_7_a_second_guess_a_self_guess_and_an_unknown_goal_are_refused_in_the_log_too(tmp_path: Path) -> None:
    text = (EXAMPLES / "suspi-evening-1.yaml").read_text(encoding="utf-8")
    text += ("        - {event: guess, player: Tomek, target: Kasia, goal: thief}\n"
             "        - {event: guess, player: Marek, target: Marek, goal: romance}\n"
             "        - {event: guess, player: Bartek, target: Kasia, goal: treasure}\n")
    script = tmp_path / "guesses.yaml"
    script.write_text(text, encoding="utf-8")
    game = replay_script(script)
    host = game.phases[-1].host
    assert [h.get("refused") for h in host[-3:]] == ["one guess per player", "a guess names another player",
                                                     "unknown goal 'treasure'"]
    log = [explain(e, "en", game.rs) for e in game.phases[-1].result.events if e.kind == "refused"]
    assert log == ["Tomek: request 'guess' refused — one guess per player",
                   "Marek: request 'guess' refused — a guess names another player",
                   "Bartek: request 'guess' refused — unknown goal 'treasure'"]


@pytest.mark.parametrize("lang, word", [("pl", "Rada"), ("ru", "Совет"), ("en", "Council")])
def test_S_ROUND_4_the_council_post_and_the_app_name_the_council_with_one_word(lang, word) -> None:
    """The seed calls it «Rada»; the post said «Rada» while the app said «Narada». Both read the catalogue now."""
    from moderator_app.engine.wording.words import phase_title

    game = play(EIGHT, [_first_night_kills_tomek(), {"council": {"votes": VOTES, "runoff": [{"voter": "Kasia", "target": "Marek"}]}}])
    council = game.phases[1]
    assert phase_title("council", council.number, lang) == f"{word} {council.number}"
    assert render_phase_post(game, council, lang).splitlines()[0] == f"[b]{word} {council.number}[/b]"
    assert all(explain(e, lang).startswith(word) for e in council.result.events if e.kind == "council_removal")


def test_S_ROUND_5_a_runoff_vote_for_someone_outside_the_runoff_is_refused_not_dropped() -> None:
    runoff = [{"voter": "Kasia", "target": "Marek"}, {"voter": "Celina", "target": "Bartek"},
              {"voter": "Jacek", "target": "Marek"}]
    game = play(EIGHT, [_first_night_kills_tomek(), {"council": {"votes": VOTES, "runoff": runoff}}])
    council = game.phases[1]
    assert [d.nick for d in council.result.executed] == ["Marek"]
    outside = [v for v in council.votes if v.runoff and v.voter == "Celina"][0]
    assert outside.refused.code == "runoff_not_candidate" and outside.refused.params == {"target": "Bartek"}
    assert [(v.voter, v.refused and v.refused.code) for v in council.votes if v.runoff] == [
        ("Kasia", None), ("Celina", "runoff_not_candidate"), ("Jacek", None)]  # the runoff was held: counted


def test_S_ROUND_5_runoff_votes_where_no_runoff_was_held_are_refused() -> None:
    clear = [{"voter": "Kasia", "target": "Ewa"}, {"voter": "Celina", "target": "Ewa"}]
    game = play(EIGHT, [_first_night_kills_tomek(), {"council": {"votes": clear,
                                                                 "runoff": [{"voter": "Jacek", "target": "Ewa"}]}}])
    council = game.phases[1]
    assert [d.nick for d in council.result.executed] == ["Ewa"]
    assert [v.refused.code for v in council.votes if v.runoff] == ["no_runoff"]
