"""A living player's nick wins over an ability word where a target stands (host findings #2): on
mafiascum-normal the `vest` ability is called "Vest", and a player called Vest could not be targeted."""

from __future__ import annotations

from moderator_app import paths
from moderator_app.engine.rolesets.yamlio import load_yaml
from moderator_app.parsing import parse_message

RAW = load_yaml((paths.examples_dir() / "host-made" / "mafiascum-normal.yaml").read_text(encoding="utf-8"))
PLAYERS = ["Vest", "Jan", "Bob"]


def test_a_nick_spelt_as_an_ability_is_the_target_after_an_action_word() -> None:
    result = parse_message("kill Vest", roleset=RAW, players=PLAYERS, actor="Jan")
    assert (result.action, result.targets, result.problem) == ("mafia_kill", ["Vest"], None)


def test_two_requests_on_that_nick_are_both_read() -> None:
    result = parse_message("kill Vest. clean Vest", roleset=RAW, players=PLAYERS, actor="Jan")
    assert (result.action, result.targets) == ("mafia_kill", ["Vest"])
    assert result.also == [{"action": "clean", "targets": ["Vest"], "room": None}]


def test_the_ability_word_still_reads_when_no_player_is_called_so() -> None:
    result = parse_message("kill Bob", roleset=RAW, players=["Bob", "Jan"], actor="Jan")
    assert (result.action, result.targets) == ("mafia_kill", ["Bob"])


def test_a_further_request_without_a_target_is_still_read() -> None:
    """Nothing vanishes: «clean» whose target the parser does not know is a request of its own, with no target."""
    result = parse_message("kill Bob. clean Zzz", roleset=RAW, players=PLAYERS, actor="Jan")
    assert (result.action, result.targets) == ("mafia_kill", ["Bob"])
    assert result.also == [{"action": "clean", "targets": [], "room": None}]
