"""Effects `track` and `watch` share one mechanism (effects/_visits.py: every action that took place
is a visit; a follower is answered once the night has settled); each effect declares what its
follower learns. No rule file names the tracker or the watcher (../shared/rules/ has no ID for them),
so the tests are named by what each effect does: each holds its own effect, so breaking the shared
mechanism fails both."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .one_night import night_result

SET = """\
abilities:
  bite: {effect: kill}
  heal: {effect: protect}
  follow: {effect: track}
  stake_out: {effect: watch}
roles:
  villager: {team: town}
  doctor: {team: town, abilities: [heal]}
  tracker: {team: town, abilities: [follow]}
  watcher: {team: town, abilities: [stake_out]}
  wolf: {team: wolves, abilities: [bite]}
deal:
  6: {villager: 2, doctor: 1, tracker: 1, watcher: 1, wolf: 1}
"""
PLAYERS = {"Ann": "villager", "Bob": "villager", "Doc": "doctor", "Tra": "tracker", "Wat": "watcher", "Wolf": "wolf"}


def _facts(tmp_path: Path, actions: list[dict[str, Any]]) -> list[tuple[str, Any]]:
    """The private facts of one night in which `actions` were sent."""
    return [(p.to, dict(p.fact)) for p in night_result(tmp_path, SET, PLAYERS, actions).private]


NIGHT = [{"actor": "Wolf", "action": "bite", "targets": ["Ann"]},
         {"actor": "Doc", "action": "heal", "targets": ["Ann"]}]


def test_track_tells_the_tracker_whom_his_target_visited(tmp_path: Path) -> None:
    facts = _facts(tmp_path, [*NIGHT, {"actor": "Tra", "action": "follow", "targets": ["Wolf"]}])
    assert facts == [("Tra", {"kind": "track", "target": "Wolf", "visited": ["Ann"]})]


def test_track_of_a_player_who_stayed_home_says_he_went_nowhere(tmp_path: Path) -> None:
    facts = _facts(tmp_path, [*NIGHT, {"actor": "Tra", "action": "follow", "targets": ["Bob"]}])
    assert facts == [("Tra", {"kind": "track", "target": "Bob", "visited": []})]


def test_watch_tells_the_watcher_who_visited_his_target_but_not_himself(tmp_path: Path) -> None:
    facts = _facts(tmp_path, [*NIGHT, {"actor": "Wat", "action": "stake_out", "targets": ["Ann"]}])
    assert facts == [("Wat", {"kind": "watch", "target": "Ann", "visitors": ["Wolf", "Doc"]})]


def test_watch_of_a_player_nobody_visited_says_nobody_came(tmp_path: Path) -> None:
    facts = _facts(tmp_path, [*NIGHT, {"actor": "Wat", "action": "stake_out", "targets": ["Bob"]}])
    assert facts == [("Wat", {"kind": "watch", "target": "Bob", "visitors": []})]


def test_track_and_watch_in_one_night_each_learn_their_own(tmp_path: Path) -> None:
    facts = _facts(tmp_path, [*NIGHT, {"actor": "Tra", "action": "follow", "targets": ["Doc"]},
                              {"actor": "Wat", "action": "stake_out", "targets": ["Doc"]}])
    assert sorted(facts, key=str) == sorted([("Tra", {"kind": "track", "target": "Doc", "visited": ["Ann"]}),
                                            ("Wat", {"kind": "watch", "target": "Doc", "visitors": ["Tra"]})], key=str)


def test_track_of_himself_does_not_count_the_tracking_as_a_visit(tmp_path: Path) -> None:
    facts = _facts(tmp_path, [*NIGHT, {"actor": "Tra", "action": "follow", "targets": ["Tra"]}])
    assert facts == [("Tra", {"kind": "track", "target": "Tra", "visited": []})]

