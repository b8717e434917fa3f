"""The role set editor's model without Qt: clone, edit, check live, save, and load back."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.engine.errors import InputError
from moderator_app.engine.roleset import load_roleset
from moderator_app.rolesets_model import RolesetModel, format_value, parse_value


def test_clone_edit_save_and_load_back() -> None:
    model = RolesetModel.clone_of("forum-mafia-classic", "night-city")
    assert model.problems() == []
    model.set_role_field("doctor", "names", "Медбрат", lang="ru")
    model.set_vote("tie", "random")  # the classic vote's tie is `$tie_rule`: the option changes
    model.set_ability_param("heal", "no_repeat_target", None)
    path = model.save()
    assert path == paths.user_rolesets_dir() / "night-city.yaml"
    roleset = load_roleset("night-city")
    assert roleset.roles["doctor"].name("ru") == "Медбрат"
    assert roleset.options["tie_rule"] == "random" and roleset.vote["tie"] == "random"
    assert roleset.abilities["heal"].get("no_repeat_target") is None
    assert roleset.roles["sergeant"].get("triggers")[0]["on"] == "death_of_role"


def test_checker_lines_point_into_the_saved_text() -> None:
    model = RolesetModel.clone_of("forum-mafia-classic", "broken")
    model.set_deal(8, "citizen", 5)
    [problem] = model.problems()
    assert problem.message == "deal for 8: the roles add up to 10 players, not 8"
    assert model.to_yaml().splitlines()[problem.line - 1].startswith("  8:")


def test_empty_set_grows_into_a_valid_one() -> None:
    model = RolesetModel.empty("duel")
    model.add_team("light", "eliminate")
    model.add_team("dark")
    model.section("teams")["light"]["win"]["enemies"] = ["dark"]
    model.add_ability("strike", "kill")
    model.set_ability_param("strike", "chance", 0.5)
    model.add_role("knight", "light")
    model.add_role("shade", "dark")
    model.set_role_field("shade", "abilities", ["strike"])
    model.set_deal(3, "knight", 2)
    model.set_deal(3, "shade", 1)
    assert model.problems() == []
    model.remove_ability("strike")
    assert model.section("roles")["shade"]["abilities"] == []
    model.remove_role("shade")
    assert model.section("deal")[3] == {"knight": 2}
    assert [p.message for p in model.problems()] == ["deal for 3: the roles add up to 2 players, not 3"]


def test_bad_ids_and_duplicates_are_refused() -> None:
    model = RolesetModel.clone_of("forum-mafia-classic", "x")
    with pytest.raises(InputError, match="cannot be an id"):
        model.add_role("Big Boss", "mafia")
    with pytest.raises(InputError, match="already exists"):
        model.add_role("boss", "mafia")
    with pytest.raises(InputError, match="unknown effect"):
        model.add_ability("zap", "lightning")
    with pytest.raises(InputError, match="cannot be a role set id"):
        model.set_id("../../etc")


def test_import_refuses_python_tags(tmp_path: Path) -> None:
    evil = tmp_path / "evil.yaml"
    evil.write_text("id: x\nroles: !!python/object/new:os.system ['true']\n", encoding="utf-8")
    with pytest.raises(InputError, match="is refused: a role set is data only"):
        RolesetModel.from_file(evil)


@pytest.mark.parametrize("text, value", [("2", 2), ("0.5", 0.5), ("true", True), ("[a, b]", ["a", "b"]),
                                         ("$tie_rule", "$tie_rule"), ("", None), ("два слова", "два слова")])
def test_typed_values_round_trip(text: str, value: object) -> None:
    assert parse_value(text) == value
    if value is not None:
        assert parse_value(format_value(value)) == value
