"""The role set editor's model without Qt: clone, edit, check live, save, and load back."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.engine.rolesets.checker import WIN_KINDS
from moderator_app.authoring.rolesets_fields import WIN_FIELDS, ability_keys, addable_keys, priority_band, priority_bands
from moderator_app.authoring.rolesets_model import RolesetModel, format_value, parse_value


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
    heal = roleset.abilities["heal"]
    assert "no_repeat_target" not in heal.params and heal.get("no_repeat_target") is False  # removed: the declared default
    assert roleset.roles["sergeant"].get("triggers")[0]["on"] == "death_of_role"


def test_checker_lines_point_into_the_saved_text() -> None:
    model = RolesetModel.clone_of("forum-mafia-classic", "broken")
    model.set_deal(8, "citizen", 5)
    [problem] = model.problems()
    assert problem.message == "deal.8: the roles add up to 10 players, not 8"
    assert model.to_yaml().splitlines()[problem.line - 1].startswith("  8:")


def test_empty_set_grows_into_a_valid_one() -> None:
    model = RolesetModel.empty("duel")
    model.add_team("light", "eliminate")
    model.add_team("dark")
    model.section("teams")["light"]["win"]["enemies"] = ["dark"]
    model.add_ability("strike", "kill")
    model.set_ability_param("strike", "evidence_chance", 0.5)
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
    assert [p.message for p in model.problems()] == [  # the dark team lost its only role: it can never win (#22 item 6)
        "teams.dark: the team can never win: no role belongs to it", "deal.3: the roles add up to 2 players, not 3"]


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


def test_C_ROLE_DOC_a_protect_ability_picked_from_the_library_keeps_only_its_parameters() -> None:
    model = RolesetModel.clone_of("forum-mafia-classic", "guarded")
    model.add_ability("guard", "protect")
    model.set_ability_param("guard", "no_self", True)
    model.set_ability_param("guard", "against", "healable")
    model.set_effect("guard", "block")  # another effect: `against` is protect's own, no_self is common
    assert model.section("abilities")["guard"] == {"effect": "block", "names": {"ru": "guard", "pl": "guard", "en": "guard"},
                                                   "no_self": True}
    with pytest.raises(InputError, match="unknown effect"):
        model.set_effect("guard", "lightning")


def test_C_WIN_1_win_kind_change_drops_the_parameters_the_new_kind_does_not_read() -> None:
    model = RolesetModel.clone_of("forum-mafia-classic", "wins")
    model.set_win_kind("maniac", "only_left")
    assert model.section("teams")["maniac"]["win"] == {"kind": "only_left"}
    model.set_win_param("maniac", "or_alive_after_last_round", True)
    model.set_team_field("maniac", "loner", False)
    assert "loner" not in model.section("teams")["maniac"]
    with pytest.raises(InputError, match="unknown win kind"):
        model.set_win_kind("maniac", "domination")
    with pytest.raises(InputError, match="still the team of: maniac"):
        model.remove_team("maniac")
    assert load_roleset_from(model).teams["maniac"].win == {"kind": "only_left", "or_alive_after_last_round": True}


def test_C_ROLE_SGT_triggers_and_immunities_are_rule_lists_on_a_role() -> None:
    model = RolesetModel.clone_of("forum-mafia-classic", "rules")
    index = model.add_rule("doctor", "triggers")
    assert model.rules("doctor", "triggers")[index] == {"on": "death_of_role", "role": "citizen", "become": "doctor"}
    model.set_rule("doctor", "triggers", index, "role", "commissar")
    model.set_rule("doctor", "triggers", index, "become", "commissar")
    immunity = model.add_rule("doctor", "immune")
    model.set_rule("doctor", "immune", immunity, "from_team", "mafia")
    assert model.problems() == []
    model.set_rule("doctor", "immune", immunity, "from_team", "aliens")
    assert [p.message for p in model.problems()] == ["roles.doctor.immune[0].from_team: unknown team 'aliens' (known: mafia, maniac, town)"]
    model.remove_rule("doctor", "immune", immunity)
    assert "immune" not in model.section("roles")["doctor"]
    assert load_roleset_from(model).roles["doctor"].get("triggers") == [{"on": "death_of_role", "role": "commissar", "become": "commissar"}]


def test_checker_messages_point_at_the_place_to_edit() -> None:
    model = RolesetModel.clone_of("forum-mafia-classic", "places")
    model.set_deal(8, "citizen", 5)
    model.set_ability_param("inject", "charges", -1)
    model.set_rule("foundling", "immune", 0, "from_team", "aliens")
    assert [model.place_of(p) for p in model.problems()] == [
        ("abilities", "inject", "charges"), ("roles", "foundling", "immune", 0, "from_team"), ("deal", 8)]
    model.add_deal_row(7)
    assert list(model.section("deal")) == [5, 6, 7, 8, 10, 12]
    with pytest.raises(InputError, match="already has a row for 7"):
        model.add_deal_row(7)


def test_every_priority_band_is_told_in_each_language() -> None:
    """#15 item 6: the band the editor shows is the table's row in the host's language (i18n `editor.band.<low>`)."""
    from moderator_app.i18n import LANGS, catalogue

    for low, _high, _what in priority_bands():
        assert all(catalogue(lang).get(f"editor.band.{low}") for lang in LANGS), low
    assert priority_band(430, "pl").startswith("400-499: główne akcje nocy")
    assert priority_band(905, "ru") == ""


def test_priority_bands_come_from_the_library_table() -> None:
    assert priority_band(430).startswith("400-499: the main night actions")
    assert priority_band(900).startswith("900: actions the host enters")
    assert priority_band(850) == ""
    assert ability_keys("protect", ["effect", "names", "heal_note"])[-5:] == ["against", "cures_delayed", "self_limit", "stops_conversion", "heal_note"]
    assert "no_self" not in addable_keys("protect", ability_keys("protect", []))


def test_every_win_kind_of_the_engine_has_an_editor_form() -> None:
    assert set(WIN_FIELDS) == set(WIN_KINDS)
    assert {f.key for f in WIN_FIELDS["eliminate"]} == {"enemies", "enemies_optional"}


def load_roleset_from(model: RolesetModel):
    return load_roleset(str(model.save()))


def test_C_WIN_4_proposed_deals_are_the_rows_the_min_team_share_changes() -> None:
    """#24 item 4: the editor's Deal tab reads New game's proposal from the model, not the engine."""
    model = RolesetModel.clone_of("forum-mafia-classic", "shares")
    for role, n in (("citizen", 5), ("commissar", 1), ("doctor", 1), ("mafioso", 2)):
        model.set_deal(9, role, n)
    assert model.proposed_deals() == {9: {"citizen": -1, "mafioso": +1}}  # the inherited 25% mafia share
    model.set_min_share("mafia", None)
    assert model.proposed_deals() == {}
    model.data["roles"] = "not a mapping"  # a set that does not build proposes nothing (the checker says why)
    assert model.proposed_deals() == {}


def test_check_lines_word_each_problem_with_its_place_and_weight() -> None:
    model = RolesetModel.clone_of("forum-mafia-classic", "broken")
    model.set_deal(8, "citizen", 5)
    [line] = model.check_lines("en")
    assert line.text.endswith("deal.8: the roles add up to 10 players, not 8") and line.text.startswith("broken.yaml:")
    assert line.place[:2] == ("deal", 8) and line.error
    empty = RolesetModel.empty().check_lines("en")  # a problem of the whole set: no scratch file's name
    assert empty and not any("my-roleset.yaml" in line.text for line in empty)
    named = RolesetModel.clone_of("forum-mafia-classic", "named")
    named.set_deal(8, "citizen", 5)
    assert named.check_lines("ru", lambda kind, item, _lang: f"<{item}>")[0].text != line.text


def test_the_effect_catalogue_as_the_editor_offers_it() -> None:
    from moderator_app.authoring.rolesets_fields import default_priority, effect_ids, effect_words, own_params
    from moderator_app.engine.effects import EFFECTS

    assert effect_ids() == sorted(EFFECTS) and "kill" in effect_ids()
    assert effect_words("kill", "ru") != effect_words("kill", "en") and effect_words("kill", "en")
    assert default_priority("kill") == EFFECTS["kill"].priority and default_priority("no-such") == 0
    assert own_params("kill") == EFFECTS["kill"].param_names and own_params("no-such") == frozenset()
    assert effect_words("no-such", "ru") == ""


def test_an_options_input_follows_its_value_and_a_lynch_rule_reads_as_its_choice() -> None:
    from moderator_app.authoring.rolesets_fields import VOTE_FIELDS, option_field

    assert [option_field("x", v).kind for v in (True, 2, 0.5, "word", [1])] == ["bool", "int", "float", "yaml", "yaml"]
    tie = option_field("tie_rule", "runoff")
    assert tie.kind == "choice" and tie.choices == VOTE_FIELDS["tie"].choices and "runoff" in tie.choices
    assert tie.choice_text("runoff", "ru") == VOTE_FIELDS["tie"].choice_text("runoff", "ru") != "runoff"
    assert option_field("q", "quarter").choices == VOTE_FIELDS["quorum"].choices
