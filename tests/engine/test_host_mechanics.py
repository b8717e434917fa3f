"""The mechanics hosts use (#11 item 3), each proved on a host-made set or a shipped one:
several abilities a night, unblockable roles, death shots that cannot fire, no-lynch votes,
the witch's prompt during the open night, vote colours in the tally, the set's own words."""

from __future__ import annotations

from pathlib import Path

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report

HOST_MADE = paths.examples_dir() / "host-made"
WEREWOLF = {"Ann": "seer", "Ben": "bodyguard", "Cat": "witch", "Dan": "hunter", "Eve": "mayor", "Fay": "jester",
            "Gus": "werewolf", "Hal": "werewolf", "Ivy": "temptress", "Joe": "villager"}


def play(tmp_path: Path, ruleset: str, players: dict[str, str], phases: str, lang: str = "en", resolve_last: bool = True) -> dict:
    seats = "\n".join(f"  - {{nick: {n}, role: {r}}}" for n, r in players.items())
    script = tmp_path / "game.yaml"
    script.write_text(f"ruleset: {ruleset}\nseed: 1\nplayers:\n{seats}\nphases:\n{phases}", encoding="utf-8")
    return game_report(replay_script(script), lang)


def test_witch_heals_and_poisons_in_one_night_each_at_its_own_priority(tmp_path: Path) -> None:
    report = play(tmp_path, str(HOST_MADE / "werewolf-village.yaml"), WEREWOLF, """\
  - night:
      actions:
        - {actor: Gus, action: devour, target: Joe}
        - {actor: Hal, action: devour, target: Joe}
        - {actor: Cat, action: elixir, target: Joe}
        - {actor: Cat, action: poison, target: Hal}
""")
    night = report["phases"][0]
    assert [(d["nick"], d["cause"]) for d in night["deaths"]] == [("Hal", "potion")]
    assert night["rejected"] == []


def test_a_later_request_of_the_same_ability_replaces_the_earlier(tmp_path: Path) -> None:
    report = play(tmp_path, str(HOST_MADE / "werewolf-village.yaml"), WEREWOLF, """\
  - night:
      actions:
        - {actor: Cat, action: poison, target: Hal}
        - {actor: Cat, action: poison, target: Gus}
""")
    assert [d["nick"] for d in report["phases"][0]["deaths"]] == ["Gus"]


def test_C_ROLE_DOC_one_action_per_night_keeps_the_doctors_last_request(tmp_path: Path) -> None:
    """The classic doctor heals OR injects: `one_action_per_night: [heal, inject, hunt]`."""
    report = play(tmp_path, "forum-mafia-classic", {"A": "doctor", "B": "mafioso", "C": "citizen", "D": "citizen",
                                                    "E": "citizen"}, """\
  - day: {}
  - night:
      actions:
        - {actor: B, action: kill, target: C}
        - {actor: A, action: heal, target: C}
        - {actor: A, action: inject, target: D}
""")
    assert {d["nick"] for d in report["phases"][1]["deaths"]} == {"C", "D"}  # the heal was replaced


def test_the_temptress_kills_with_the_pack_and_blocks_in_the_same_night(tmp_path: Path) -> None:
    report = play(tmp_path, str(HOST_MADE / "werewolf-village.yaml"), WEREWOLF, """\
  - night:
      actions:
        - {actor: Ivy, action: devour, target: Joe}
        - {actor: Ivy, action: seduce, target: Ann}
        - {actor: Ann, action: see, target: Ivy}
""")
    night = report["phases"][0]
    assert [d["nick"] for d in night["deaths"]] == ["Joe"]
    assert [p["fact"]["kind"] for p in night["private"]] == ["victim"]  # the witch is told; the blocked seer learns nothing


def test_an_unblockable_role_ignores_a_block(tmp_path: Path) -> None:
    report = play(tmp_path, str(HOST_MADE / "open-town.yaml"), {"Enf": "enforcer", "Rob": "roleblocker", "Vic": "villager",
                                                                "Cora": "cop", "Val": "villager"}, """\
  - night:
      actions:
        - {actor: Enf, action: mafia_kill, target: Vic}
        - {actor: Enf, action: roleblock, target: Cora}
        - {actor: Rob, action: roleblock, target: Enf}
        - {actor: Cora, action: investigate, target: Enf}
""")
    night = report["phases"][0]
    assert [d["nick"] for d in night["deaths"]] == ["Vic"] and night["private"] == []
    assert any("immune" in line for line in night["log"])


def test_a_living_hunters_shot_is_refused_with_a_code(tmp_path: Path) -> None:
    report = play(tmp_path, str(HOST_MADE / "werewolf-village.yaml"), WEREWOLF, """\
  - night:
      host:
        - {event: shot, player: Dan, target: Gus}
""")
    night = report["phases"][0]
    assert night["deaths"] == []
    assert night["rejected"] == [{"actor": "Dan", "action": "shot", "code": "shooter_alive",
                                  "reason": "the shooter is alive: a death shot fires only when he dies"}]


def test_a_shot_of_a_role_without_one_is_refused(tmp_path: Path) -> None:
    report = play(tmp_path, str(HOST_MADE / "werewolf-village.yaml"), WEREWOLF, """\
  - night:
      actions:
        - {actor: Gus, action: devour, target: Joe}
        - {actor: Hal, action: devour, target: Joe}
      host:
        - {event: shot, player: Joe, target: Gus}
""")
    assert [r["code"] for r in report["phases"][0]["rejected"]] == ["no_shot"]


def test_a_no_lynch_vote_is_refused_where_the_rules_have_none(tmp_path: Path) -> None:
    report = play(tmp_path, str(HOST_MADE / "werewolf-village.yaml"), WEREWOLF, """\
  - night: {}
  - day:
      votes:
        - {voter: Ann, no_lynch: true}
""")
    assert report["phases"][1]["rejected"] == [{"actor": "Ann", "action": "vote", "code": "no_lynch_not_allowed",
                                                "reason": "no 'no lynch' vote in these rules"}]


def test_a_tie_between_no_lynch_and_a_player_executes_nobody(tmp_path: Path) -> None:
    players = {"Ala": "mieszkaniec", "Bartek": "mafiozo", "Czesiek": "mieszkaniec", "Darek": "mieszkaniec"}
    report = play(tmp_path, str(HOST_MADE / "wioska-burmistrza.yaml"), players, """\
  - day:
      votes:
        - {voter: Ala, target: Bartek}
        - {voter: Czesiek, no_lynch: true}
""", lang="pl")
    day = report["phases"][0]
    assert day["executed"] == [] and "większość głosuje „bez linczu”" in day["public_post"]


def test_the_witch_is_prompted_with_the_victim_while_the_night_is_open(tmp_path: Path) -> None:
    from moderator_app.engine.resolution.prompts import victim_prompts

    script = tmp_path / "open.yaml"
    seats = "\n".join(f"  - {{nick: {n}, role: {r}}}" for n, r in WEREWOLF.items())
    script.write_text(f"ruleset: {HOST_MADE / 'werewolf-village.yaml'}\nseed: 1\nplayers:\n{seats}\nphases: []\n",
                      encoding="utf-8")
    game = replay_script(script)
    from moderator_app.engine.model.journal import Entry

    game.apply(Entry("phase", {"kind": "night"}))
    game.apply(Entry("action", {"actor": "Gus", "action": "devour", "target": "Joe"}))
    game.apply(Entry("action", {"actor": "Hal", "action": "devour", "target": "Ann"}))
    assert victim_prompts(game, game.phases[-1]) == []  # the pack does not agree yet: nothing to tell
    game.apply(Entry("action", {"actor": "Hal", "action": "devour", "target": "Joe"}))
    assert victim_prompts(game, game.phases[-1]) == [{"to": "Cat", "fact": {"kind": "victim", "target": "Joe", "action": "devour"}}]
    open_night = game_report(game, "ru")["phases"][-1]
    assert open_night["prompts"][0]["to"] == "Cat" and "Joe" in open_night["prompts"][0]["text"]


def test_the_sets_own_cause_words_print_in_every_language(tmp_path: Path) -> None:
    phases = """\
  - night:
      actions:
        - {actor: Cat, action: poison, target: Joe}
"""
    posts = {lang: play(tmp_path, str(HOST_MADE / "werewolf-village.yaml"), WEREWOLF, phases, lang)["phases"][0]["public_post"]
             for lang in ("ru", "pl", "en")}
    assert "отравлен(а) зельем ведьмы" in posts["ru"]
    assert "otruty(-a) eliksirem wiedźmy" in posts["pl"]
    assert "was poisoned by the witch" in posts["en"]


def test_the_host_log_names_a_death_by_the_sets_own_cause_words(tmp_path: Path) -> None:
    """The host's log says the death as the set words its cause, as the public post does (#24 item 3: a mutant that
    worded the log's cause without the set's words survived: the log then said «potion»)."""
    phases = "  - night:\n      actions:\n        - {actor: Cat, action: poison, target: Joe}\n"
    log = play(tmp_path, str(HOST_MADE / "werewolf-village.yaml"), WEREWOLF, phases, "ru")["phases"][0]["log"]
    assert "Joe погибает — отравлен(а) зельем ведьмы; роль: Селянин" in log


def test_a_vote_weight_that_is_no_number_is_a_clear_error_not_a_traceback(tmp_path: Path) -> None:
    import pytest
    import yaml

    from moderator_app.engine.model.errors import InputError

    raw = yaml.safe_load((HOST_MADE / "werewolf-village.yaml").read_text(encoding="utf-8"))
    raw["roles"]["mayor"]["vote_weight"] = "two"
    (tmp_path / "set.yaml").write_text(yaml.safe_dump(raw, allow_unicode=True), encoding="utf-8")
    with pytest.raises(InputError, match="vote_weight:? must be a whole number"):
        play(tmp_path, str(tmp_path / "set.yaml"), WEREWOLF, """\
  - night: {}
  - day:
      votes:
        - {voter: Eve, target: Gus}
""")


def test_an_actor_saved_by_a_later_heal_is_not_killed_for_when_actor_killed(tmp_path: Path) -> None:
    """Found while playing the werewolf village by hand: the seer (`when_actor_killed: void`) is
    attacked at 400 and saved by the witch's elixir at 430; she was not killed that night, so her
    vision at 410 stands. (A heal by a blocked healer does not count: see the temptress test.)"""
    report = play(tmp_path, str(HOST_MADE / "werewolf-village.yaml"), WEREWOLF, """\
  - night:
      actions:
        - {actor: Gus, action: devour, target: Ann}
        - {actor: Ann, action: see, target: Hal}
        - {actor: Cat, action: elixir, target: Ann}
""")
    night = report["phases"][0]
    assert night["deaths"] == []
    assert ("Ann", {"kind": "check", "target": "Hal", "result": "wolf"}) in [(p["to"], p["fact"]) for p in night["private"]]


def test_a_blocked_healer_does_not_keep_the_attacked_seer_acting(tmp_path: Path) -> None:
    report = play(tmp_path, str(HOST_MADE / "werewolf-village.yaml"), WEREWOLF, """\
  - night:
      actions:
        - {actor: Gus, action: devour, target: Ann}
        - {actor: Ivy, action: seduce, target: Cat}
        - {actor: Ann, action: see, target: Hal}
        - {actor: Cat, action: elixir, target: Ann}
""")
    night = report["phases"][0]
    assert [d["nick"] for d in night["deaths"]] == ["Ann"]
    assert [p["fact"]["kind"] for p in night["private"]] == ["victim"]  # the dead seer learns nothing


def test_the_boards_vote_count_counts_the_mayor_twice_and_no_lynch_as_a_rival(tmp_path: Path) -> None:
    from moderator_app.engine.model.journal import Entry
    from moderator_app.engine.voting.vote_count import count

    players = {"Ala": "burmistrz", "Bartek": "mafiozo", "Czesiek": "mieszkaniec", "Darek": "mieszkaniec",
               "Ela": "mieszkaniec"}
    script = tmp_path / "game.yaml"
    seats = "\n".join(f"  - {{nick: {n}, role: {r}}}" for n, r in players.items())
    script.write_text(f"ruleset: {HOST_MADE / 'wioska-burmistrza.yaml'}\nseed: 1\nplayers:\n{seats}\nphases: []\n",
                      encoding="utf-8")
    game = replay_script(script)
    game.apply(Entry("phase", {"kind": "day"}))
    game.apply(Entry("vote", {"voter": "Ala", "target": "Bartek"}))
    game.apply(Entry("vote", {"voter": "Czesiek", "no_lynch": True}))
    game.apply(Entry("vote", {"voter": "Darek", "no_lynch": True}))
    [bartek] = count(game, game.phases[-1]).candidates
    assert (bartek.nick, bartek.votes, bartek.needs) == ("Bartek", 2, 1)  # 2 against 2 for no lynch: one more
