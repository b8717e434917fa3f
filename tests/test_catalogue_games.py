"""The public catalogue, played (#22 item 5): the common roles of mafiascum's Normal games and the
Russian forum staples, as host-made sets in examples/host-made/, each in a whole game whose outcome
was worked out by hand before it ran (the game files' headers say it; these tests hold it)."""

from __future__ import annotations


import pytest

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report
from moderator_app.engine.rolesets.checker import check_file

HOST_MADE = paths.examples_dir() / "host-made"
CATALOGUE_SETS = ("mafiascum-normal.yaml", "lovers-and-yakuza.yaml")


def played(name: str, lang: str = "en") -> dict:
    return game_report(replay_script(HOST_MADE / name), lang)


def outcome(report: dict) -> list[tuple[str, list[tuple[str, str]]]]:
    """Per phase: who died or was executed, and of what."""
    return [(p["phase"], [(d["nick"], d["cause"]) for d in p["deaths"] + p["executed"]]) for p in report["phases"]]


def facts(phase: dict) -> list[tuple[str, dict]]:
    return [(p["to"], p["fact"]) for p in phase["private"]]


def fates(phase: dict) -> list[tuple[str, str, str, str | None]]:
    return [(r["actor"], r["action"], r["fate"], r.get("code")) for r in phase["requests"] if r["action"] != "vote"]


@pytest.mark.parametrize("name", CATALOGUE_SETS)
def test_catalogue_sets_check_without_problems(name: str) -> None:
    assert [p for p in check_file(HOST_MADE / name) if "warning" not in str(p)] == []


def test_jailkeeper_protects_and_blocks_in_one_request_and_insane_cop_is_told_the_opposite() -> None:
    report = played("mafiascum-normal-jail-game.yaml")
    assert outcome(report) == [
        ("night 1", []), ("day 1", [("Jes", "execution")]), ("night 2", [("Cop", "kill:goon")]),
        ("day 2", [("Gus", "execution")]), ("night 3", []), ("day 3", [("Gia", "execution")])]
    assert (report["winner"], report["winners"]) == ("town", ["town", "Jes"])
    n1, _d1, n2, _d2, n3, _d3 = report["phases"]
    # "Jail Van" (free text) is one request that both blocks and protects
    assert "Jay blocks Van" in n1["log"] and "Van survived: saved by Jay" in n1["log"]
    assert facts(n1) == [("Cop", {"kind": "check", "target": "Gia", "result": "innocent"}),   # a godfather
                         ("Ian", {"kind": "check", "target": "Gus", "result": "innocent"})]   # insane: a goon
    # the jailed goon's kill is void (blocked); the godfather's goes on
    assert ("Gus", "mafia_kill", "void", "blocked") in fates(n2) and ("Gia", "mafia_kill", "applied", None) in fates(n2)
    assert facts(n2)[1] == ("Ian", {"kind": "check", "target": "Gia", "result": "guilty"})
    # a jailed doctor is saved and his own protection is blocked
    assert ("Doc", "protect", "void", "blocked") in fates(n3) and "Doc survived: saved by Jay" in n3["log"]


def test_janitor_hides_the_victims_role_from_every_public_post_and_learns_it_alone() -> None:
    report = played("mafiascum-normal-janitor-game.yaml")
    assert outcome(report) == [
        ("night 1", [("Ma1", "kill:goon"), ("Bod", "serial")]), ("day 1", [("Fra", "execution")]),
        ("night 2", [("Wat", "kill:goon"), ("Jan", "serial")]), ("day 2", [("Sk", "execution")])]
    assert report["winners"] == ["town"]
    n1, _d1, n2, _d2 = report["phases"]
    assert [d["role_revealed"] for d in n1["deaths"]] == [None, "bodyguard"]
    assert sorted(facts(n1), key=str) == sorted([
        ("Jan", {"kind": "role", "target": "Ma1", "role": "mason"}),                 # the janitor alone
        ("Tra", {"kind": "track", "target": "Jan", "visited": ["Ma1"]}),
        ("Wat", {"kind": "watch", "target": "Ma1", "visitors": ["Jan", "Fra"]}),
        ("Cop", {"kind": "check", "target": "Tra", "result": "guilty"}),             # framed
        ("Pco", {"kind": "check", "target": "Mil", "result": "guilty"})], key=str)   # paranoid
    for lang, mason in (("en", "Mason"), ("ru", "Масон"), ("pl", "Mason")):
        posts = [p["public_post"] for p in played("mafiascum-normal-janitor-game.yaml", lang)["phases"]]
        assert all(mason not in post for post in posts), lang
    # the bodyguard died in the miller's place; a second cleaning is refused
    assert "Mil" not in [d["nick"] for d in n1["deaths"]]
    assert ("Jan", "clean", "refused", "used_once") in fates(n2)


def test_recruit_changes_side_and_loses_with_the_mafia_and_a_mayors_reveal_weighs_the_same_days_vote() -> None:
    report = played("mafiascum-normal-recruit-game.yaml")
    assert outcome(report) == [("night 1", [("Gus", "vigilante")]), ("day 1", [("Rec", "day_shot"), ("Van", "execution")])]
    assert (report["winner"], report["winners"]) == ("town", ["town", "Sur"])
    players = {p["nick"]: p for p in report["players"]}
    assert (players["Van"]["role"], players["Van"]["team"], players["Van"]["won"]) == ("goon", "mafia", False)
    assert players["Sur"]["won"] and players["Bp"]["alive"]
    n1, d1 = report["phases"]
    assert facts(n1) == [("Van", {"kind": "became", "role": "goon"}), ("Van", {"kind": "met", "with": ["Rec"]})]
    assert "Vig: 'Vigilante kill' lands on Gus instead of Sur" in n1["log"]       # the bus driver
    assert ("Nai", "investigate_naive", "void", "blocked") in fates(n1)           # the roleblocker
    assert "Bp: 'Mafia kill' by Gus has no effect (immune)" in n1["log"]           # bulletproof
    assert "[b]May[/b]'s role is revealed: [i]Mayor[/i]." in d1["public_post"]
    assert "May → Van (×2)" in d1["public_post"] and "Totals: Van — 5, May — 2, Bp — 2" in d1["public_post"]


def test_vest_spent_once_vengeful_takes_one_along_and_a_lover_follows_the_other_in_death() -> None:
    report = played("mafiascum-normal-lovers-game.yaml")
    assert outcome(report) == [
        ("night 1", []), ("day 1", [("Gus", "vengeance"), ("Ven", "execution")]), ("night 2", [("Ves", "kill:goon")]),
        ("day 2", [("Lov", "heartbreak"), ("Mlo", "execution")])]
    assert report["winners"] == ["town"]
    n1, d1, _n2, d2 = report["phases"]
    assert facts(n1) == [("Ves", {"kind": "vest", "left": 0})] and "Ves" not in n1["public_post"]
    assert "[b]Gus[/b] was taken along by the vengeful" in d1["public_post"]
    assert "Lov follows Mlo in death" in d2["log"] and "[b]Lov[/b] died of a broken heart" in d2["public_post"]


def test_lovers_die_together_and_the_yakuzas_recruit_loses_with_the_clan() -> None:
    report = played("lovers-and-yakuza-game.yaml", "ru")
    assert outcome(report) == [
        ("night 1", [("Ромео", "kill:mafioso"), ("Джульетта", "love")]), ("day 1", [("Такеши", "execution")]),
        ("night 2", [("Вася", "kill:mafioso"), ("Айболит", "kill:oyabun")])]
    assert report["winners"] == ["mafia"]
    players = {p["nick"]: p for p in report["players"]}
    assert (players["Вася"]["role"], players["Вася"]["team"], players["Вася"]["won"]) == ("kobun", "yakuza", False)
    n1 = report["phases"][0]
    # the PMs were read by the parser: «Лечу Джульетту», «Вербую Васю», «Проверяю Такеши»
    assert [(r["actor"], r["action"], r["targets"]) for r in n1["requests"]][2:] == [
        ("Айболит", "heal", ["Джульетта"]), ("Такеши", "recruit", ["Вася"]), ("Пуаро", "check", ["Такеши"])]
    assert sorted(facts(n1), key=str) == sorted([
        ("Пуаро", {"kind": "role", "target": "Такеши", "role": "oyabun"}), ("Вася", {"kind": "became", "role": "kobun"}),
        ("Вася", {"kind": "met", "with": ["Такеши"]})], key=str)
    assert "Джульетта уходит вслед за игроком Ромео" in n1["log"]          # healed, still dies of love
    assert "Теперь ваша роль: [b]Кобун[/b]." in [p["text"] for p in n1["private"]]


def test_miller_is_seen_guilty_by_the_cop_and_masons_know_each_other_from_their_cards() -> None:
    from moderator_app.posts.cards import role_card

    report = played("mafiascum-normal-janitor-game.yaml")
    assert ("Cop", {"kind": "check", "target": "Mil", "result": "guilty"}) in facts(report["phases"][2])
    game = replay_script(HOST_MADE / "mafiascum-normal-janitor-game.yaml")
    assert [k["nick"] for k in role_card(game, "Ma2", "en")["known"]] == ["Ma1"]
    assert role_card(game, "Pco", "en")["role"] == "Cop"            # the paranoid cop is told he is a cop
