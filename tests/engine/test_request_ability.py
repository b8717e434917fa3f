"""A request names its ability by id (`request.action`); the role set keys its abilities by its own keys. In
hypermafia-peregrine `hollow_block` and `emma_block` are both `id: block` and `jacob_kill` is `id: kill` beside
the Hollows' `kill`: the ability a request means is its sender's (his role's, or his team's rights:
engine.resolution.succession.ability_for, offered as traits.ability_of), never `rs.abilities.get(id)` — that
finds another role's ability (the Baron's kill for Jacob's) or none (Emma's block). A role whose two
abilities share an id could not be told apart by its requests: the checker refuses it."""

from __future__ import annotations

import ast
from pathlib import Path

from moderator_app import paths
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.resolution import traits
from moderator_app.engine.resolution.prompts import victim_prompts
from moderator_app.engine.rolesets.checker import check_text

from .classic_helpers import day, play as play_classic
from .hypermafia_helpers import TABLE, play
from .suspi_helpers import NICKS

PACKAGE = Path(__file__).resolve().parents[2] / "moderator_app"


def test_H_RULE_1_each_senders_kill_and_block_is_his_own_ability() -> None:
    """Night order (H-RULE-1): the Hollow's block before Emma's, the Baron's kill before Jacob's — their
    priorities are their own abilities', found through the sender."""
    game = play([])
    hollow, emma = traits.ability_of(game, "Hollow", "block"), traits.ability_of(game, "Emma", "block")
    baron, jacob = traits.ability_of(game, "Baron", "kill"), traits.ability_of(game, "Jacob", "kill")
    assert hollow is game.rs.abilities["hollow_block"] and emma is game.rs.abilities["emma_block"]
    assert baron is game.rs.abilities["kill"] and jacob is game.rs.abilities["jacob_kill"]
    assert (hollow.priority, emma.priority, baron.priority, jacob.priority) == (200, 210, 400, 410)
    assert jacob.get("evidence_chance") == 0.5 and "targets_at_alive" not in jacob.params  # H-TOWN-JACOB, not the Baron's
    assert traits.ability_of(game, "Golan", "kill") is game.rs.abilities["kill"]  # H-HOL-ORDER: the rights' kill
    assert traits.ability_of(game, "Kid1", "kill") is None and traits.ability_of(game, "Emma", "kill") is None
    assert traits.ability_of(game, None, "block") is None and traits.ability_of(game, "Emma", None) is None


def _enoch_told_of(tmp_path: Path, key: str) -> Path:
    text = (paths.rolesets_dir() / "hypermafia-peregrine.yaml").read_text(encoding="utf-8")
    marker = "  enoch:\n    team: town\n"
    assert marker in text
    path = tmp_path / "hyper.yaml"
    path.write_text(text.replace(marker, marker + f"    told_victim_of: [{key}]\n"), encoding="utf-8")
    return path


def test_told_victim_of_names_an_ability_by_key_and_tells_only_its_requests(tmp_path: Path) -> None:
    """`told_victim_of: [jacob_kill]` tells Jacob's victim — not the Baron's, whose kill shares the id `kill`
    (the two different targets read as a disagreement told nothing)."""
    for key, told in (("jacob_kill", ["Kid2"]), ("kill", ["Kid1"])):
        doc = {"ruleset": str(_enoch_told_of(tmp_path, key)), "seed": 1,
               "players": [{"nick": n, "role": r} for n, r in TABLE.items()], "phases": []}
        game = Game.replay(script_entries(doc))
        game.apply(Entry("phase", {"kind": "night"}))
        game.apply(Entry("action", {"actor": "Baron", "action": "kill", "targets": ["Kid1"]}))
        game.apply(Entry("action", {"actor": "Jacob", "action": "kill", "targets": ["Kid2"]}))
        prompts = victim_prompts(game, game.phases[-1])
        assert [(p["to"], p["fact"]["target"], p["fact"]["action"]) for p in prompts] == \
            [("Enoch", target, "kill") for target in told], key


def _suspi_with_keyed_inspect(tmp_path: Path) -> Path:
    text = (paths.rolesets_dir() / "suspi.yaml").read_text(encoding="utf-8")
    marker, role = "  inspect:\n    effect: inspect_room\n", "abilities: [room, inspect, haunt]"
    assert marker in text and role in text
    text = text.replace(marker, "  investigator_inspect:\n    id: inspect\n    effect: inspect_room\n") \
               .replace(role, "abilities: [room, investigator_inspect, haunt]")
    path = tmp_path / "suspi.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_S_ROUND_1_an_inspected_room_is_no_room_choice_under_any_key(tmp_path: Path) -> None:
    """S-ROUND-1: the investigator's inspection names a room it looks at, not one he sleeps in; read as a room
    named beside another request it seated him in the room he inspected."""
    roles = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"]
    doc = {"ruleset": str(_suspi_with_keyed_inspect(tmp_path)), "seed": 5,
           "players": [{"nick": NICKS[i], "role": r} for i, r in enumerate(roles)],
           "phases": [{"night": {"actions": [{"actor": "Tomek", "action": "inspect", "room": "Kuchnia"}]}}]}
    game = Game.replay(script_entries(doc))
    result = game.phases[0].result
    assert result is not None
    [seat] = [e.data for e in result.events if e.kind == "room" and e.data["target"] == "Tomek"]
    assert seat["how"] == "random", seat  # his own room: none chosen on the first night


def _with_role_abilities(abilities: str) -> str:
    text = (paths.rolesets_dir() / "hypermafia-peregrine.yaml").read_text(encoding="utf-8")
    marker = "abilities: [check, jacob_kill]"
    assert marker in text
    return text.replace(marker, f"abilities: [{abilities}]")


def test_H_TOWN_JACOB_two_abilities_of_one_role_sharing_an_id_are_refused_by_the_checker() -> None:
    """Jacob's request says `kill`: were a second `kill` his too (the Hollows' here), no request could say which."""
    problems = check_text(_with_role_abilities("check, jacob_kill, kill"))
    shared = [p for p in problems if p.code == "ability_id_shared"]
    assert shared and shared[0].severity == "error", [p.text("en") for p in problems]
    said = shared[0].text("en")
    assert "jacob" in said and "jacob_kill" in said and "'kill'" in said, said
    assert shared[0].path == ("roles", "jacob", "abilities")
    assert not [p for p in check_text(_with_role_abilities("check, jacob_kill")) if p.code == "ability_id_shared"]


def test_H_HOL_ORDER_a_rights_ability_sharing_an_id_with_a_members_own_is_refused() -> None:
    """The Hollow keeps his block and stands in for the Baron (H-HOL-HOLLOW, H-HOL-ORDER): a rights ability
    with his block's id would make his `block` request name either."""
    text = (paths.rolesets_dir() / "hypermafia-peregrine.yaml").read_text(encoding="utf-8")
    rights = "abilities: [kill, intimidate, kill_intimidate, question]"
    assert rights in text
    problems = check_text(text.replace(rights, "abilities: [kill, intimidate, kill_intimidate, question, emma_block]"))
    shared = [p for p in problems if p.code == "ability_id_shared"]
    assert any("hollow" in p.text("en") and "emma_block" in p.text("en") for p in shared), [p.text("en") for p in problems]


def _lookups_by_id(tree: ast.AST) -> list[int]:
    """Lines where `….abilities.get(X)` or `….abilities[X]` looks up an id: X names an action."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get" \
                and isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "abilities" and node.args:
            looked = node.args[0]
        elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "abilities":
            looked = node.slice
        else:
            continue
        if "action" in ast.unparse(looked) or "ability" in ast.unparse(looked):  # request.action, as_action, shot["ability"]
            found.append(node.lineno)
    return found


def test_no_code_looks_an_action_id_up_as_the_sets_key() -> None:
    """The set's `abilities` is keyed by its keys (typed `AbilityKey`, so mypy refuses a plain id there too);
    a request's id goes through traits.ability_of (the sender's ability)."""
    wrong = {str(path.relative_to(PACKAGE)): lines for path in sorted(PACKAGE.rglob("*.py"))
             if (lines := _lookups_by_id(ast.parse(path.read_text(encoding="utf-8"))))}
    assert wrong == {}


def test_the_guard_sees_a_lookup_by_id() -> None:
    assert _lookups_by_id(ast.parse("a = game.rs.abilities.get(request.action)\nb = rs.abilities[row.action]\n"
                                    "c = game.rs.abilities[shot['ability']]")) == [1, 2, 3]
    assert _lookups_by_id(ast.parse("a = rs.abilities[key]\nb = rs.abilities.get(k)")) == []


def _suspi_with_keyed_shot(tmp_path: Path) -> Path:
    text = (paths.rolesets_dir() / "suspi.yaml").read_text(encoding="utf-8")
    marker, role = "\n  shot:\n", "abilities: [room, shot, haunt]"
    assert text.count(marker) == 1 and role in text
    text = text.replace(marker, "\n  szur_shot:\n    id: shot\n").replace(role, "abilities: [room, szur_shot, haunt]")
    path = tmp_path / "suspi.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_S_ROLE_SZUR_a_shot_scores_by_the_shooters_ability_under_any_key(tmp_path: Path) -> None:
    """The Szur's hit on a killer scores 3 (S-ROLE-SZUR): the shot kept for scoring names its ability by id,
    read back through the shooter — by key it was a KeyError where the set keys the shot otherwise."""
    roles = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"]
    doc = {"ruleset": str(_suspi_with_keyed_shot(tmp_path)), "seed": 5,
           "players": [{"nick": NICKS[i], "role": r} for i, r in enumerate(roles)],
           "phases": [{"night": {"host": [{"event": "shot", "player": "Zosia", "target": "Kasia"}]}}]}
    game = Game.replay(script_entries(doc))
    assert game.players["Kasia"].died == ("night 1", "shot")
    assert game.table["score_details"]["Zosia"] == [{"why": "shot", "points": 3}]


def _classic_with_keyed_check(tmp_path: Path) -> Path:
    text = (paths.rolesets_dir() / "forum-mafia-classic.yaml").read_text(encoding="utf-8")
    marker, role, one = "\n  check:\n    effect: check\n", "abilities: [check, pistol, hunt]", "one_action_per_night: [check, hunt]"
    assert marker in text and role in text and one in text
    text = text.replace(marker, "\n  com_check:\n    id: check\n    effect: check\n") \
               .replace(role, "abilities: [com_check, pistol, hunt]").replace(one, "one_action_per_night: [com_check, hunt]")
    path = tmp_path / "classic.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_C_HUNT_1_a_hunt_replaces_the_check_named_by_its_key(tmp_path: Path) -> None:
    """`one_action_per_night` lists the set's keys (`com_check`); the requests carry the id `check`: the later
    hunt still replaces the commissar's check (C-HUNT-1), as it does where key and id are one."""
    from moderator_app.engine.resolution.replacement import replaced_by  # lazy: this test alone reads it
    for ruleset in ("forum-mafia-classic", str(_classic_with_keyed_check(tmp_path))):
        game = play_classic([day()], ruleset=ruleset)  # a day with no votes: nobody lynched
        game.apply(Entry("phase", {"kind": "night"}))
        game.apply(Entry("action", {"actor": "Com", "action": "check", "targets": ["Maf"]}))
        game.apply(Entry("action", {"actor": "Com", "action": "hunt", "targets": ["Boss"]}))
        check, hunt = game.phases[-1].requests
        assert replaced_by(game, game.phases[-1]).get(check.key) is hunt, ruleset


def test_H_TOWN_EMMA_a_shared_id_with_other_names_is_a_warning() -> None:
    """Emma's and the Hollow's block share the id `block` and their names; were Emma's called «Визит», every
    receipt and post would still call it «Блок» (named by id): the checker says so."""
    text = (paths.rolesets_dir() / "hypermafia-peregrine.yaml").read_text(encoding="utf-8")
    marker = "  emma_block:\n    effect: block\n    id: block\n    priority: 210\n    names: {ru: Блок,"
    assert marker in text
    assert not [p for p in check_text(text) if p.code == "ability_id_names_differ"]
    problems = [p for p in check_text(text.replace(marker, marker.replace("{ru: Блок,", "{ru: Визит,")))
                if p.code == "ability_id_names_differ"]
    assert [(p.severity, p.path) for p in problems] == [("warning", ("abilities", "emma_block", "names"))]
    assert "hollow_block" in problems[0].text("en") and "'block'" in problems[0].text("en")
