"""The mechanics #22 item 3 adds, each held at the engine (tests/test_catalogue_games.py plays them in
whole games): compound abilities (a jail), …"""

from __future__ import annotations

from pathlib import Path

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report

SET = paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"


def play(tmp_path: Path, players: dict[str, str], phases: str, roleset: Path = SET) -> dict:
    seats = "\n".join(f"  - {{nick: {n}, role: {r}}}" for n, r in players.items())
    script = tmp_path / "game.yaml"
    script.write_text(f"ruleset: {roleset}\nseed: 1\nplayers:\n{seats}\nphases:\n{phases}", encoding="utf-8")
    return game_report(replay_script(script), "en")


def night(*actions: str) -> str:
    return "  - night:\n      actions:\n" + "".join(f"        - {{{a}}}\n" for a in actions)


def fates(phase: dict) -> list[tuple[str, str, str, str | None]]:
    return [(r["actor"], r["action"], r["fate"], r.get("code")) for r in phase["requests"] if r["action"] != "vote"]


JAIL_TABLE = {"Jay": "jailkeeper", "Rob": "roleblocker", "Gus": "goon", "Van": "vanilla", "Cop": "cop", "Vic": "vanilla"}


def test_a_blocked_jailkeeper_neither_protects_nor_blocks(tmp_path: Path) -> None:
    n1 = play(tmp_path, JAIL_TABLE, night("actor: Rob, action: roleblock, target: Jay", "actor: Jay, action: jail, target: Van",
                                          "actor: Gus, action: mafia_kill, target: Van"))["phases"][0]
    assert ("Jay", "jail", "void", "blocked") in fates(n1)
    assert [(d["nick"], d["cause"]) for d in n1["deaths"]] == [("Van", "kill:goon")]


def test_a_jailed_player_is_blocked_and_saved_by_one_request(tmp_path: Path) -> None:
    n1 = play(tmp_path, JAIL_TABLE, night("actor: Jay, action: jail, target: Cop", "actor: Cop, action: investigate, target: Gus",
                                          "actor: Gus, action: mafia_kill, target: Cop"))["phases"][0]
    assert fates(n1) == [("Jay", "jail", "applied", None), ("Cop", "investigate", "void", "blocked"),
                         ("Gus", "mafia_kill", "applied", None)]
    assert n1["deaths"] == [] and n1["private"] == []


def test_a_part_of_a_compound_ability_is_no_request_of_its_own(tmp_path: Path) -> None:
    n1 = play(tmp_path, JAIL_TABLE, night("actor: Jay, action: jail_block, target: Cop"))["phases"][0]
    assert fates(n1) == [("Jay", "jail_block", "refused", "not_role_ability")]


CLEAN_TABLE = {"Jan": "janitor", "Doc": "doctor", "Van": "vanilla", "Cop": "cop", "Vic": "vanilla", "Ann": "vanilla"}


def test_a_cleaned_target_who_survives_keeps_nothing_hidden_and_the_janitor_learns_nothing(tmp_path: Path) -> None:
    n1 = play(tmp_path, CLEAN_TABLE, night("actor: Jan, action: mafia_kill, target: Van", "actor: Jan, action: clean, target: Van",
                                           "actor: Doc, action: protect, target: Van"))["phases"][0]
    assert n1["deaths"] == [] and n1["private"] == []
    assert ("Jan", "clean", "void", "target_survived") in fates(n1)


def test_a_clean_whose_target_lives_keeps_its_once_a_game_charge(tmp_path: Path) -> None:
    """Host findings #3: a protected target lived, the clean read "applied" and the next night's was refused."""
    report = play(tmp_path, CLEAN_TABLE, night("actor: Jan, action: mafia_kill, target: Van", "actor: Jan, action: clean, target: Van",
                                               "actor: Doc, action: protect, target: Van")
                  + "  - day: {}\n" + night("actor: Jan, action: mafia_kill, target: Van", "actor: Jan, action: clean, target: Van"))
    n1, n2 = report["phases"][0], report["phases"][2]
    assert "Jan has nothing to clean: Van did not die; the clean is not spent" in n1["log"]
    assert ("Jan", "clean", "applied", None) in fates(n2)
    assert n2["deaths"] == [{"nick": "Van", "cause": "kill:goon", "role_revealed": None}]
    assert [(p["to"], p["fact"]) for p in n2["private"]] == [("Jan", {"kind": "role", "target": "Van", "role": "vanilla"})]


def test_a_cleaned_victim_dies_with_his_role_closed_and_the_janitor_told(tmp_path: Path) -> None:
    report = play(tmp_path, CLEAN_TABLE, night("actor: Jan, action: mafia_kill, target: Cop", "actor: Jan, action: clean, target: Cop")
                  + "  - day: {}\n")
    n1 = report["phases"][0]
    assert n1["deaths"] == [{"nick": "Cop", "cause": "kill:goon", "role_revealed": None}]
    assert [(p["to"], p["fact"]) for p in n1["private"]] == [("Jan", {"kind": "role", "target": "Cop", "role": "cop"})]
    assert all("[i]Cop[/i]" not in p["public_post"] for p in report["phases"])
    assert "Role not revealed" in n1["public_post"]


RECRUIT_TABLE = {"Rec": "recruiter", "Gus": "goon", "Van": "vanilla", "Bp": "bulletproof", "Vic": "vanilla",
                 "Ann": "vanilla", "Cop": "cop"}


def test_a_recruit_killed_the_same_night_stays_town(tmp_path: Path) -> None:
    n1 = play(tmp_path, RECRUIT_TABLE, night("actor: Rec, action: recruit, target: Van",
                                             "actor: Gus, action: mafia_kill, target: Van"))["phases"][0]
    assert n1["private"] == [] and "Van is not recruited" in n1["log"]
    assert [(d["nick"], d["role_revealed"]) for d in n1["deaths"]] == [("Van", "vanilla")]


def test_a_recruit_is_checked_as_his_new_team_and_counts_for_it(tmp_path: Path) -> None:
    report = play(tmp_path, RECRUIT_TABLE, night("actor: Rec, action: recruit, target: Vic")
                  + "  - day: {}\n" + night("actor: Cop, action: investigate, target: Vic"))
    assert [(p["to"], p["fact"]) for p in report["phases"][2]["private"]] == [
        ("Cop", {"kind": "check", "target": "Vic", "result": "guilty"})]
    assert {p["nick"]: p["team"] for p in report["players"]}["Vic"] == "mafia"


def test_an_immune_role_is_not_recruited(tmp_path: Path) -> None:
    text = SET.read_text(encoding="utf-8").replace("immune: [{effect: kill}]", "immune: [{effect: kill}, {effect: recruit}]")
    roleset = tmp_path / "immune.yaml"
    roleset.write_text(text, encoding="utf-8")
    n1 = play(tmp_path, RECRUIT_TABLE, night("actor: Rec, action: recruit, target: Bp"), roleset)["phases"][0]
    assert n1["private"] == [] and "Bp is not recruited" in n1["log"]


MAYOR_TABLE = {"May": "mayor", "Gus": "goon", "Van": "vanilla", "Vic": "vanilla", "Ann": "vanilla"}


def day(actions: tuple[str, ...] = (), votes: tuple[str, ...] = ()) -> str:
    text = "  - day:\n" if actions or votes else "  - day: {}\n"
    if actions:
        text += "      actions:\n" + "".join(f"        - {{{a}}}\n" for a in actions)
    if votes:
        text += "      votes:\n" + "".join(f"        - {{{v}}}\n" for v in votes)
    return text


def test_a_mayors_vote_counts_once_before_his_reveal_and_twice_from_it(tmp_path: Path) -> None:
    votes = ("voter: May, target: Gus", "voter: Van, target: Vic", "voter: Vic, target: Van", "voter: Ann, target: Gus")
    before = play(tmp_path, MAYOR_TABLE, night() + day(votes=votes))["phases"][1]
    assert before["executed"] == []                                  # 2-1-1: a majority of 5 is 3, no lynch
    revealed = play(tmp_path, MAYOR_TABLE, night() + day(("actor: May, action: reveal",), votes))["phases"][1]
    assert [d["nick"] for d in revealed["executed"]] == ["Gus"]       # 3-1-1: the revealed mayor's 2 make the majority
    assert "[b]May[/b]'s role is revealed: [i]Mayor[/i]." in revealed["public_post"]


def test_a_mayor_reveals_once_and_not_by_night(tmp_path: Path) -> None:
    report = play(tmp_path, MAYOR_TABLE, night("actor: May, action: reveal") + day(("actor: May, action: reveal",))
                  + night() + day(("actor: May, action: reveal",)))
    assert fates(report["phases"][0]) == [("May", "reveal", "refused", "wrong_phase")]
    assert fates(report["phases"][1]) == [("May", "reveal", "applied", None)]
    assert fates(report["phases"][3]) == [("May", "reveal", "refused", "used_once")]


VEST_TABLE = {"Ves": "one_shot_bulletproof", "Gus": "goon", "Sk": "serial_killer", "Doc": "doctor", "Van": "vanilla",
              "Vic": "vanilla", "Bod": "bodyguard"}


def test_a_vest_is_spent_by_the_first_attack_that_would_kill_and_the_wearer_told(tmp_path: Path) -> None:
    report = play(tmp_path, VEST_TABLE, night("actor: Gus, action: mafia_kill, target: Ves") + day()
                  + night("actor: Gus, action: mafia_kill, target: Ves"))
    n1, _d1, n2 = report["phases"]
    assert n1["deaths"] == [] and [(p["to"], p["fact"]) for p in n1["private"]] == [("Ves", {"kind": "vest", "left": 0})]
    assert "Ves" not in n1["public_post"]
    assert [d["nick"] for d in n2["deaths"]] == ["Ves"]          # spent: the second attack kills


def test_a_vest_is_not_spent_when_a_doctor_saves_the_wearer(tmp_path: Path) -> None:
    report = play(tmp_path, VEST_TABLE, night("actor: Gus, action: mafia_kill, target: Ves", "actor: Doc, action: protect, target: Ves")
                  + day() + night("actor: Gus, action: mafia_kill, target: Ves"))
    n1, _d1, n2 = report["phases"]
    assert n1["private"] == [] and n2["deaths"] == []            # the vest still stood on night 2
    assert [(p["to"], p["fact"]) for p in n2["private"]] == [("Ves", {"kind": "vest", "left": 0})]


def test_a_vest_stops_every_attack_of_the_night_it_is_spent(tmp_path: Path) -> None:
    n1 = play(tmp_path, VEST_TABLE, night("actor: Gus, action: mafia_kill, target: Ves",
                                          "actor: Sk, action: serial_kill, target: Ves"))["phases"][0]
    assert n1["deaths"] == [] and len(n1["private"]) == 1


def test_a_guarded_wearer_keeps_his_vest_and_the_bodyguard_dies(tmp_path: Path) -> None:
    n1 = play(tmp_path, VEST_TABLE, night("actor: Gus, action: mafia_kill, target: Ves",
                                          "actor: Bod, action: guard, target: Ves"))["phases"][0]
    assert [d["nick"] for d in n1["deaths"]] == ["Bod"] and n1["private"] == []


def test_a_vest_is_never_sent(tmp_path: Path) -> None:
    n1 = play(tmp_path, VEST_TABLE, night("actor: Ves, action: vest"))["phases"][0]
    assert fates(n1) == [("Ves", "vest", "refused", "passive_ability")]


LOVERS_TABLE = {"Lov": "town_lover", "Mlo": "mafia_lover", "Gus": "goon", "Ven": "vengeful", "Van": "vanilla",
                "Vic": "vanilla", "Ann": "vanilla"}


def test_lovers_a_night_kill_takes_both_in_the_same_night(tmp_path: Path) -> None:
    n1 = play(tmp_path, LOVERS_TABLE, night("actor: Gus, action: mafia_kill, target: Lov",
                                            "actor: Mlo, action: mafia_kill, target: Lov"))["phases"][0]
    assert [(d["nick"], d["cause"]) for d in n1["deaths"]] == [("Lov", "kill:goon"), ("Mlo", "heartbreak")]


def test_a_vengefuls_shot_after_a_night_death_is_refused_with_its_reason(tmp_path: Path) -> None:
    report = play(tmp_path, LOVERS_TABLE, night("actor: Gus, action: mafia_kill, target: Ven")
                  + "  - day:\n      host:\n        - {event: shot, player: Ven, target: Gus}\n")
    n1, d1 = report["phases"]
    assert [d["nick"] for d in n1["deaths"]] == ["Ven"]
    assert d1["deaths"] == [] and [r["code"] for r in d1["rejected"]] == ["shot_too_late"]


def test_a_vengefuls_shot_in_the_night_of_his_death_is_refused_as_no_execution(tmp_path: Path) -> None:
    n1 = play(tmp_path, LOVERS_TABLE, night("actor: Gus, action: mafia_kill, target: Ven")[:-1]
              + "\n      host:\n        - {event: shot, player: Ven, target: Gus}\n")["phases"][0]
    assert [d["nick"] for d in n1["deaths"]] == ["Ven"]
    assert [r["code"] for r in n1["rejected"]] == ["shot_not_on_execution"]


DAY_TABLE = {"Dv": "day_vigilante", "Gus": "goon", "Gia": "godfather", "Van": "vanilla", "Vic": "vanilla", "Ann": "vanilla"}


def test_a_day_shot_takes_effect_at_once_the_victims_vote_and_the_votes_on_him_do_not_count(tmp_path: Path) -> None:
    report = play(tmp_path, DAY_TABLE, night() + day(("actor: Dv, action: day_shot, target: Gus",), (
        "voter: Gus, target: Van", "voter: Gia, target: Van", "voter: Van, target: Gus", "voter: Vic, target: Gia",
        "voter: Ann, target: Gia", "voter: Dv, target: Gia")))
    d1 = report["phases"][1]
    assert [(d["nick"], d["cause"]) for d in d1["deaths"]] == [("Gus", "day_shot")]
    # 3 to 1: without the shot's votes; 3 is a majority of the 5 living at the count (of the day's 6 it would not be)
    assert [d["nick"] for d in d1["executed"]] == ["Gia"]
    assert [(r["actor"], r["code"]) for r in d1["rejected"]] == [("Gus", "voter_killed_by_day"), ("Van", "target_killed_by_day")]
    assert [(r["actor"], r["fate"]) for r in d1["requests"] if r["action"] == "vote"] == [
        ("Gus", "refused"), ("Gia", "counted"), ("Van", "refused"), ("Vic", "counted"), ("Ann", "counted"), ("Dv", "counted")]
    assert report["winner"] == "town"


def test_a_yakuza_who_gives_his_life_recruits_and_dies_the_same_night(tmp_path: Path) -> None:
    source = SET.parent / "lovers-and-yakuza.yaml"
    text = source.read_text(encoding="utf-8").replace("    become: kobun\n", "    become: kobun\n    actor_dies: true\n")
    roleset = tmp_path / "sacrifice.yaml"
    roleset.write_text(text, encoding="utf-8")
    report = play(tmp_path, {"Tak": "oyabun", "Vas": "citizen", "Don": "don", "Luk": "mafioso", "Doc": "doctor",
                             "Pua": "commissar"}, night("actor: Tak, action: recruit, target: Vas"), roleset)
    n1 = report["phases"][0]
    assert [(d["nick"], d["cause"]) for d in n1["deaths"]] == [("Tak", "recruit")]
    assert {p["nick"]: p["team"] for p in report["players"]}["Vas"] == "yakuza"
    assert "[b]Tak[/b] gave his life for a recruitment" in n1["public_post"]


def test_a_lover_who_follows_a_day_shot_victim_loses_his_vote_at_once_too(tmp_path: Path) -> None:
    report = play(tmp_path, {"Dv": "day_vigilante", "Lov": "town_lover", "Mlo": "mafia_lover", "Gus": "goon",
                             "Van": "vanilla", "Vic": "vanilla"},
                  night() + day(("actor: Dv, action: day_shot, target: Mlo",), ("voter: Lov, target: Van", "voter: Gus, target: Van",
                                                                               "voter: Vic, target: Gus")))
    d1 = report["phases"][1]
    assert [(d["nick"], d["cause"]) for d in d1["deaths"]] == [("Mlo", "day_shot"), ("Lov", "heartbreak")]
    assert [(r["actor"], r["code"]) for r in d1["rejected"]] == [("Lov", "voter_killed_by_day")]
    assert d1["executed"] == []                                        # 1-1 tie: no lynch


def test_a_request_written_for_a_dead_player_is_refused_as_target_dead(tmp_path: Path) -> None:
    """Host findings #7: «лечу Вана» after Van died read "not understood"; a named target gets `target_dead`."""
    report = play(tmp_path, CLEAN_TABLE, night("actor: Jan, action: mafia_kill, target: Van") + "  - day: {}\n"
                  + night('actor: Doc, text: "protect Van"', 'actor: Cop, text: "check Van"'))
    assert fates(report["phases"][2]) == [("Doc", "protect", "refused", "target_dead"), ("Cop", "investigate", "refused", "target_dead")]


def test_a_further_request_without_a_target_is_refused_not_lost(tmp_path: Path) -> None:
    report = play(tmp_path, CLEAN_TABLE, night('actor: Jan, text: "kill Van. clean Zzz"'))
    [kill, clean_row] = fates(report["phases"][0])
    assert kill == ("Jan", "mafia_kill", "applied", None) and clean_row == ("Jan", "clean", "refused", "no_target")


JAIL_RECRUIT_TABLE = {"Jay": "jailkeeper", "Rec": "recruiter", "Doc": "doctor", "Van": "vanilla", "Vic": "vanilla",
                      "Ann": "vanilla", "Cop": "cop"}


def test_mafiascums_jail_protects_from_kills_only_and_the_prisoner_is_recruited(tmp_path: Path) -> None:
    """Host findings #4: the set says so in its description (mafiascum's jailkeeper: protect + block)."""
    n1 = play(tmp_path, JAIL_RECRUIT_TABLE, night("actor: Jay, action: jail, target: Van",
                                                  "actor: Rec, action: recruit, target: Van"))["phases"][0]
    assert [(p["to"], p["fact"]) for p in n1["private"]][:1] == [("Van", {"kind": "became", "role": "goon"})]
    assert "recruitment" in SET.read_text(encoding="utf-8").split("languages:")[0]


def test_a_jail_that_stops_conversions_keeps_its_prisoner_on_his_side(tmp_path: Path) -> None:
    """Host findings #4: `stops_conversion: true` on a protection (the `keeps_side` hook), never a name check."""
    text = SET.read_text(encoding="utf-8").replace("stops_conversion: false", "stops_conversion: true")
    roleset = tmp_path / "jail.yaml"
    roleset.write_text(text, encoding="utf-8")
    report = play(tmp_path, JAIL_RECRUIT_TABLE, night("actor: Jay, action: jail, target: Van",
                                                      "actor: Rec, action: recruit, target: Van"), roleset)
    n1 = report["phases"][0]
    assert n1["private"] == [] and "Van is protected tonight: the recruitment fails" in n1["log"]
    assert {p["nick"]: p["team"] for p in report["players"]}["Van"] == "town"


def test_a_doctors_protection_does_not_stop_a_recruitment(tmp_path: Path) -> None:
    text = SET.read_text(encoding="utf-8").replace("stops_conversion: false", "stops_conversion: true")
    roleset = tmp_path / "jail.yaml"
    roleset.write_text(text, encoding="utf-8")
    report = play(tmp_path, JAIL_RECRUIT_TABLE, night("actor: Doc, action: protect, target: Van",
                                                      "actor: Rec, action: recruit, target: Van"), roleset)
    assert {p["nick"]: p["team"] for p in report["players"]}["Van"] == "mafia"


LOVERS_RECRUIT_TABLE = {"Lov": "town_lover", "Mlo": "mafia_lover", "Rec": "recruiter", "Van": "vanilla",
                        "Vic": "vanilla", "Ann": "vanilla", "Cop": "cop"}


def test_a_recruited_lover_keeps_the_bond_and_dies_with_the_lynched_lover(tmp_path: Path) -> None:
    """Host findings #5: the bond stays with the person through a recruitment."""
    votes = tuple(f"voter: {v}, target: Mlo" for v in ("Van", "Vic", "Ann", "Cop")) + ("voter: Mlo, target: Van",)
    report = play(tmp_path, LOVERS_RECRUIT_TABLE, night("actor: Rec, action: recruit, target: Lov") + day(votes=votes))
    n1, d1 = report["phases"]
    assert ("Lov", {"kind": "became", "role": "goon"}) in [(p["to"], p["fact"]) for p in n1["private"]]
    assert [d["nick"] for d in d1["executed"]] == ["Mlo"]
    assert [(d["nick"], d["cause"]) for d in d1["deaths"]] == [("Lov", "heartbreak")]


def test_a_recruited_lovers_death_takes_the_other_lover(tmp_path: Path) -> None:
    votes = tuple(f"voter: {v}, target: Lov" for v in ("Van", "Vic", "Ann", "Cop"))
    report = play(tmp_path, LOVERS_RECRUIT_TABLE, night("actor: Rec, action: recruit, target: Lov") + day(votes=votes))
    d1 = report["phases"][1]
    assert [d["nick"] for d in d1["executed"]] == ["Lov"]
    assert [(d["nick"], d["cause"]) for d in d1["deaths"]] == [("Mlo", "heartbreak")]


def test_a_sleep_is_a_block_settled_before_the_night_a_blocker_put_to_sleep_blocks_nobody(tmp_path: Path) -> None:
    """The `sleep` effect declares the `blocks` trait (its stage is `block`): blocks settle before the
    actions they stop, so the roleblocker a sleeper puts to sleep does not block, whatever the priorities."""
    text = SET.read_text(encoding="utf-8").replace("\nroles:\n", (
        "\n  powder:\n    effect: sleep\n    names: {en: Powder, ru: Снотворное, pl: Proszek}\n"
        "\nroles:\n  sleeper: {team: mafia, names: {en: Sleeper, ru: Усыпитель, pl: Usypiacz}, abilities: [powder]}\n"))
    roleset = tmp_path / "sleep.yaml"
    roleset.write_text(text, encoding="utf-8")
    table = {"Sle": "sleeper", "Rob": "roleblocker", "Cop": "cop", "Van": "vanilla", "Vic": "vanilla", "Ann": "vanilla"}
    n1 = play(tmp_path, table, night("actor: Rob, action: roleblock, target: Cop", "actor: Sle, action: powder, target: Rob",
                                     "actor: Cop, action: investigate, target: Sle"), roleset)["phases"][0]
    assert ("Rob", "roleblock", "void", "blocked") in fates(n1)
    assert [(p["to"], p["fact"]["kind"]) for p in n1["private"]] == [("Cop", "check")]


def test_a_recruit_flips_as_his_new_role_and_the_set_says_so(tmp_path: Path) -> None:
    """Host findings #11: a recruited townie lynched flips «Мафиози», a role no one was dealt; mafiascum's
    usual rule, now written in the set's description (every language)."""
    votes = tuple(f"voter: {v}, target: Van" for v in ("Vic", "Ann", "Cop", "Gus"))
    report = play(tmp_path, RECRUIT_TABLE, night("actor: Rec, action: recruit, target: Van") + day(votes=votes))
    assert [(d["nick"], d["role_revealed"]) for d in report["phases"][1]["executed"]] == [("Van", "goon")]
    from moderator_app.engine.rolesets.yamlio import load_yaml

    description = load_yaml(SET.read_text(encoding="utf-8"))["description"]
    assert "flips as his new role" in description["en"] and "объявляется новой" in description["ru"] \
        and "ujawnia nową rolę" in description["pl"]
