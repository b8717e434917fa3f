"""HyperMafia "Peregrine": votes and general rules (H-GEN-*, H-VOTE-*)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.rolesets.roles import DeclaredSection
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.engine.rolesets.schema_parts import VOTE
from moderator_app.posts import render_phase_post
from moderator_app.app.report import game_report

from .hypermafia_helpers import TABLE, act, blue, day, dead, draw, events, everyone_red, night, phase, play, red, small

QUIET = night()


def test_H_GEN_1_the_game_starts_with_a_night() -> None:
    game = play([])
    assert game.next_phase_kind() == "night"
    with pytest.raises(InputError, match="runs a night next"):
        game.apply(Entry("phase", {"kind": "day"}))


def test_H_GEN_2_self_votes_red_or_blue_are_refused() -> None:
    game = play([QUIET, day(red("Kid1", "Kid1"), blue("Kid2", "Kid2"), *everyone_red("Kid3", skip=("Kid1", "Kid2")))])
    votes = {v.voter: v.refused for v in phase(game, "day 1").votes}
    assert votes["Kid1"] == "self-vote" and votes["Kid2"] == "self-vote"


def test_H_GEN_2_a_missed_vote_is_two_red_votes_and_the_second_removes() -> None:
    # Kid4 never votes. Day 1: 13 red on Kid3 against 2 penalty reds on Kid4.
    game = play([QUIET, day(*everyone_red("Kid3", skip=("Kid4",))), QUIET, day(*everyone_red("Kid2", skip=("Kid4", "Kid3")))])
    assert events(game, "day 1", "missed_penalty") == [{"target": "Kid4", "votes": 2}]
    assert phase(game, "day 1").result.tally.counts["Kid4"] == 2
    assert game.players["Kid4"].died == ("day 2", "modkill")


def test_H_GEN_2_two_missed_votes_alone_can_execute_the_absentee() -> None:
    voters = [red("Kid1", "Kid2")]  # one red on Kid2, everyone else but Kid1 misses
    game = play([QUIET, day(*voters)], players=small("Baron", "Jacob", kids=3))
    counts = phase(game, "day 1").result.tally.counts
    assert counts["Kid2"] == 2 + 1 and counts["Baron"] == 2


def test_H_GEN_2_a_substitute_keeps_the_slot_role_and_history() -> None:
    game = play([
        QUIET, day(*everyone_red("Kid3", skip=("Kid4",))),
        night(host=[{"event": "replace", "player": "Kid4", "by": "Sub"}]),
        day(*everyone_red("Kid2", skip=("Kid3", "Kid4"))),
    ])
    sub = game.players["Sub"]
    assert sub.role == "peculiar" and sub.seat == 14 and sub.missed_votes == 2 and not sub.alive
    assert sub.extra["replaced"] == ["Kid4"]


def test_H_GEN_3_a_missed_night_action_marked_by_the_host_counts_as_the_miss() -> None:
    game = play([night(host=[{"event": "missed_vote", "player": "Jacob"}]), day(*everyone_red("Kid3", skip=("Jacob",)))])
    assert [e["target"] for e in events(game, "day 1", "missed_vote")] == ["Jacob"]
    assert game.players["Jacob"].missed_votes == 1


def test_H_GEN_4_a_tie_executes_nobody() -> None:
    votes = [red(n, "Kid1") for n in ("Baron", "Golan", "Archer")] + [red(n, "Kid2") for n in ("Jacob", "Enoch", "Emma")]
    others = [blue(n, "Kid3") for n in TABLE if n not in ("Baron", "Golan", "Archer", "Jacob", "Enoch", "Emma", "Kid3")]
    game = play([QUIET, day(*votes, *others, blue("Kid3", "Kid4"))])
    assert phase(game, "day 1").result.no_execution_reason == "tie" and not dead(game)


def test_H_GEN_5_an_inactive_player_has_his_night_action_refused() -> None:
    game = play([night(act("Jacob", "kill", "Baron"), host=[{"event": "inactive", "player": "Jacob"}])])
    assert phase(game, "night 1").requests[0].refused == "inactive" and not dead(game)


def test_H_GEN_5_a_request_sent_before_the_host_ticks_inactive_is_refused_at_the_night_and_logged() -> None:
    entries = script_entries({"ruleset": "hypermafia-peregrine", "seed": 1, "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
                              "phases": [night(act("Jacob", "kill", "Baron"))]})
    resolve = entries.pop()
    game = Game.replay([*entries, Entry("host", {"event": "inactive", "player": "Jacob"}), resolve])
    assert phase(game, "night 1").requests[0].refused == "inactive" and not dead(game)
    assert events(game, "night 1", "refused") == [{"actor": "Jacob", "action": "kill", "reason": "inactive"}]


def _early_days(day3_votes: list, host: list | None = None) -> Game:
    players = small("Baron", "Jacob", "Enoch", kids=4)
    filler = [QUIET, day(*everyone_red("Kid4", players)), QUIET, day(*everyone_red("Kid3", players, skip=("Kid4",))), QUIET]
    return play(filler + [day(*day3_votes, host=host)], players=players)


def test_H_GEN_6_a_majority_of_early_votes_closes_day_3() -> None:
    early = [red("Baron", "Kid1", early=True), red("Jacob", "Kid1", early=True), red("Enoch", "Kid1", early=True)]
    game = _early_days(early + [red("Kid1", "Baron"), red("Kid2", "Baron")])
    refused = {v.voter: v.refused for v in phase(game, "day 3").votes}
    assert refused["Kid1"] == refused["Kid2"] == "the day closed early"
    assert game.players["Kid1"].died == ("day 3", "execution")


def test_H_GEN_6_an_early_vote_cannot_be_changed() -> None:
    votes = [red("Baron", "Kid1", early=True), red("Baron", "Kid2"), red("Jacob", "Kid1")]
    game = _early_days(votes)
    assert phase(game, "day 3").votes[1].refused == "an early vote cannot be changed"


def test_H_GEN_6_no_early_close_before_day_3() -> None:
    game = play([QUIET, day(red("Baron", "Kid1", early=True), red("Baron", "Kid2"), *everyone_red("Kid2", skip=("Baron",)),
                            host=[{"event": "early_close"}])])
    assert all(v.refused is None for v in phase(game, "day 1").votes if v.voter == "Baron")
    assert phase(game, "day 1").host[0]["refused"].startswith("early close only from day 3")


def test_H_GEN_6_the_host_closes_day_3_early() -> None:
    game = _early_days([red("Baron", "Kid1"), red("Jacob", "Kid1"), red("Enoch", "Kid1")], host=[{"event": "early_close"}])
    assert all(v.refused == "the day closed early" for v in phase(game, "day 3").votes)


def test_H_GEN_7_sub_masks_are_in_the_host_report() -> None:
    doc_players = [{"nick": n, "role": r, "account": f"acc-{n}"} for n, r in small("Baron", "Jacob", kids=2).items()]
    from moderator_app.engine.model.script import script_entries

    game = Game.replay(script_entries({"ruleset": "hypermafia-peregrine", "seed": 1, "players": doc_players, "phases": []}))
    assert {p["nick"]: p["account"] for p in game_report(game)["players"]}["Baron"] == "acc-Baron"


def test_H_GEN_8_deadlines_are_host_editable_options() -> None:
    assert load_roleset("hypermafia-peregrine").cycle["deadlines"] == {
        "first_night": "22:00 of the day after the start", "day": "22:30", "night": "23:00"}
    assert load_roleset("hypermafia-peregrine", {"day_deadline": "21:00"}).cycle["deadlines"]["day"] == "21:00"


def test_H_GEN_9_roles_open_above_10_alive_and_close_at_10() -> None:
    game = play([night(act("Baron", "kill", "Kid1", "Kid2"), act("Jacob", "kill", "Kid3"), act("Twins", "hire", "Jacob", "Kid4"),
                       host=[draw("exposure:night 1:Baron", False), draw("evidence:night 1:Kid3", False)]),
                 day(*everyone_red("Enoch", skip=("Kid1", "Kid2", "Kid3", "Kid4"))),
                 night(act("Baron", "kill", "Emma"), act("Jacob", "kill", "Twins"),
                       host=[draw("evidence:night 2:Twins", False), draw("reveal:night 2:Twins", False)])])
    assert [d.role_revealed for d in phase(game, "night 1").result.deaths] == ["peculiar"] * 4
    assert phase(game, "day 1").result.executed[0].role_revealed == "enoch"  # 11 alive at its start
    assert [d.role_revealed for d in phase(game, "night 2").result.deaths] == [None, None]  # 10 alive


def test_H_GEN_9_millard_is_always_revealed() -> None:
    players = small("Baron", "Millard", "Jacob", kids=3)
    game = play([night(act("Baron", "kill", "Millard"))], players=players)
    assert phase(game, "night 1").result.deaths[0].role_revealed == "millard"


def test_H_VOTE_1_the_last_vote_counts() -> None:
    game = play([QUIET, day(red("Kid1", "Kid2"), red("Kid1", "Kid3"), *everyone_red("Kid3", skip=("Kid1",)))])
    assert phase(game, "day 1").result.tally.by_voter["Kid1"] == "Kid3"


def test_H_VOTE_2_blue_subtracts_and_enochs_blue_counts_three_unannounced() -> None:
    reds = [red(n, "Kid1") for n in ("Baron", "Golan", "Archer", "Hollow")]  # +4
    game = play([QUIET, day(*reds, blue("Enoch", "Kid1"), blue("Kid2", "Kid1"),  # -3 -1 -> 0
                            *[red(n, "Kid4") for n in ("Jacob", "Emma")],
                            *[blue(n, "Kid3") for n in ("Abe", "Olivia", "Twins", "Millard", "Kid1", "Kid3", "Kid4")])])
    result = phase(game, "day 1").result
    assert result.tally.counts["Kid1"] == 0 and result.executed[0].nick == "Kid4"
    post = render_phase_post(game, phase(game, "day 1"))
    assert "3" not in post.replace("Kid3", "")


def test_H_VOTE_3_a_top_total_of_zero_or_less_executes_nobody() -> None:
    game = play([QUIET, day(*[blue(n, "Kid1" if n != "Kid1" else "Kid2") for n in TABLE])])
    assert phase(game, "day 1").result.executed == [] and not dead(game)


def test_H_VOTE_4_a_deprived_voters_vote_is_refused() -> None:
    game = play([night(act("Baron", "intimidate", "Kid1")), day(*everyone_red("Kid2"))])
    assert {v.voter: v.refused for v in phase(game, "day 1").votes}["Kid1"] == "deprived of the vote"
    assert events(game, "night 1", "deprived") == [{"target": "Kid1", "days": 1, "by": "Baron"}]   # the host's log says who


@pytest.mark.parametrize("action,targets", [
    ("kill", ("Kid1", "Kid2")), ("kill_intimidate", ("Kid1", "Kid2")),
])
def test_H_VOTE_4_the_barons_vote_is_silently_void_after_two_victims(action: str, targets: tuple[str, str]) -> None:
    players = small("Baron", "Jacob", "Enoch", kids=4)
    votes = [red("Baron", "Jacob"), red("Enoch", "Baron"), red("Kid3", "Kid4"), red("Kid4", "Kid3"), red("Jacob", "Kid3")]
    game = play([night(act("Baron", action, *targets), host=[draw("exposure:night 1:Baron", False)]), day(*votes)],
                players=players)
    result = phase(game, "day 1").result
    assert result.tally.counts["Jacob"] == 0 and result.executed[0].nick == "Kid3"
    assert result.tally.by_voter["Baron"] == "Jacob"  # listed as a vote: nothing tells why it did not count
    assert "Baron" not in result.vote_deprived and "Baron" not in render_phase_post(game, phase(game, "day 1")).split("выбывает")[0].replace("Kid", "")


def test_H_VOTE_4_intimidating_half_the_living_voids_the_barons_vote() -> None:
    players = small("Baron", "Jacob", kids=2)
    game = play([night(act("Baron", "intimidate", "Kid1", "Kid2")), day(red("Baron", "Jacob"), red("Jacob", "Baron"))],
                players=players)
    assert phase(game, "day 1").result.tally.counts["Jacob"] == 0


def test_H_VOTE_4_a_single_kill_keeps_the_barons_vote() -> None:
    players = small("Baron", "Jacob", kids=4)
    game = play([night(act("Baron", "kill", "Kid1")), day(red("Baron", "Jacob"), red("Jacob", "Kid2"))], players=players)
    assert phase(game, "day 1").result.tally.counts["Jacob"] == 1


def test_H_VOTE_5_red_and_blue_are_read_from_thread_markup() -> None:
    from moderator_app.app.replay import text_parser_for

    game = play([QUIET], players=small("Baron", "Jacob", kids=2))
    parse = text_parser_for([game])
    assert parse("vote", "[color=red]Jacob[/color]", "Baron", game.living())["color"] == "red"
    assert parse("vote", "Jacob СИНИМ", "Baron", game.living())["color"] == "blue"


@pytest.mark.parametrize("falls_on,silenced", [("holder", "Baron"), ("actor", "Golan")])
def test_H_VOTE_4_a_stand_ins_double_kill_costs_the_vote_of_whom_the_option_says(falls_on: str, silenced: str) -> None:
    players = small("Baron", "Golan", "Jacob", "Enoch", kids=5)
    votes = [red("Baron", "Jacob"), red("Golan", "Jacob"), red("Enoch", "Kid5"), red("Jacob", "Kid5"), red("Kid5", "Kid4"),
             red("Kid4", "Kid5"), red("Kid3", "Kid5")]
    game = play([night(act("Golan", "kill", "Kid1", "Kid2"), host=[draw("exposure:night 1:Golan", False)]), day(*votes)],
                players=players, options={"vote_loss_falls_on": falls_on})
    assert phase(game, "day 1").result.tally.counts["Jacob"] == 1
    voided = {e.data["target"] for e in phase(game, "night 1").result.events if e.kind == "silent_vote_loss"}
    assert voided == {silenced}


def test_H_VOTE_2_vote_publish_by_voter_prints_names_without_colours() -> None:
    from moderator_app.posts import render_interim_tally

    game = play([night(), day(red("Baron", "Jacob"), blue("Jacob", "Baron"), red("Kid1", "Jacob"))],
                players=small("Baron", "Jacob", kids=2))
    day1 = phase(game, "day 1")
    assert game.rs.vote.get("publish") == "by_voter_colors"  # the shipped set (H-VOTE-2)
    coloured = render_interim_tally(game, day1)
    assert "Baron → [color=red]Jacob[/color]" in coloured and "Jacob → [color=blue]Baron[/color]" in coloured
    game.ruleset = replace(game.rs, vote=DeclaredSection(VOTE, {**game.rs.vote, "publish": "by_voter"}))  # this game's own
    plain = render_interim_tally(game, day1)
    assert "[color=" not in plain and "Baron → Jacob" in plain and "Jacob → Baron" in plain
