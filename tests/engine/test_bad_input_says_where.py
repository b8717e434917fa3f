"""Bad input gets a clear message saying what and where (the developers' guide): the file and line
travel with an InputError, and each refusal of a broken YAML text reads the same to the host
whatever the file (mutation bench survivors: a dropped file, a lost message code)."""

from __future__ import annotations

import pytest

from moderator_app.engine.model.errors import InputError
from moderator_app.engine.rolesets.yamlio import load_yaml


@pytest.mark.parametrize("file, line, says", [
    ("set.yaml", 3, "set.yaml:3: wrong"),
    ("set.yaml", None, "set.yaml: wrong"),
    (None, 3, "line 3: wrong"),
    (None, None, "wrong"),
])
def test_bad_input_error_says_the_file_and_line_it_knows(file, line, says) -> None:
    assert InputError("wrong", file=file, line=line).text("en") == says


def test_bad_input_error_located_fills_only_the_place_the_raiser_did_not_know() -> None:
    err = InputError("wrong", line=7).located("game.yaml", 9)
    assert (err.file, err.line) == ("game.yaml", 7)
    assert str(InputError("wrong", file="a.yaml").located("b.yaml", 2)) == "a.yaml:2: wrong"


@pytest.mark.parametrize("text, en, ru", [
    ("a: 1\nb: [1, 2\n", "set.yaml:3: broken YAML: did not find expected ',' or ']' (while parsing a flow sequence from line 2)",
     "set.yaml:3: ошибка в YAML: не найдено ожидаемое ',' или ']' (скобка не закрыта?) (список […] — начало на строке 2)"),
    ("? [a, b]\n: 1\n", "set.yaml:1: a mapping key must be a plain value", "set.yaml:1: ключ словаря должен быть простым значением"),
    ("a: 1\na: 2\n", "set.yaml:2: duplicate key 'a'", "set.yaml:2: ключ 'a' повторяется"),
])
def test_bad_input_broken_yaml_is_refused_naming_file_line_and_what(text, en, ru) -> None:
    with pytest.raises(InputError) as err:
        load_yaml(text, file="set.yaml")
    assert (err.value.text("en"), err.value.text("ru")) == (en, ru)


def _classic_with(change) -> dict:
    import copy

    from moderator_app.engine.rolesets.roleset import roleset_path
    from moderator_app.engine.rolesets.yamlio import load_file

    raw = copy.deepcopy(load_file(roleset_path("forum-mafia-classic"), "role_set"))
    raw.setdefault("options", {})
    change(raw)
    return raw


@pytest.mark.parametrize("change, says", [
    (lambda r: r["abilities"]["hunt"].update(effect="fly"), "abilities.hunt.effect: unknown effect 'fly'"),
    (lambda r: r["abilities"]["hunt"].update(wings=2), "abilities.hunt: unknown key 'wings'"),
    (lambda r: r["abilities"]["hunt"].update(priority="high"), "abilities.hunt.priority: must be a whole number 0 or more, not 'high'"),
    (lambda r: r["roles"]["citizen"].pop("team"), "roles.citizen: missing key 'team'"),
    (lambda r: r["roles"]["citizen"].update(abilities=["fly"]), "roles.citizen.abilities[0]: unknown ability 'fly'"),
    (lambda r: r["deal"].update({5: {"wizard": 1}}), "deal.5: unknown role 'wizard'"),
    (lambda r: r.update(win_order=["aliens"]), "win_order[0]: unknown team 'aliens'"),
    (lambda r: r["teams"]["town"].pop("win"), "teams.town: missing key 'win'"),
    (lambda r: (r["options"].update(tt="aliens"), r["roles"]["citizen"].update(team="$tt")),
     "roles.citizen.team: unknown team 'aliens' (from option 'tt')"),
])
def test_bad_input_a_role_set_the_engine_could_not_play_is_refused_saying_where(change, says) -> None:
    """The loader builds only what the checker's walk passed (roleset._refuse_undeclared): one place refuses."""
    from moderator_app.engine.rolesets.roleset import build_roleset

    with pytest.raises(InputError) as err:
        build_roleset(_classic_with(change), source="classic.yaml")
    assert str(err.value).startswith("classic.yaml:") and says in str(err.value)


@pytest.mark.parametrize("setup, says", [
    ({"seed": list(range(40))}, "seed must be a whole number, not '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16…'"),
    ({"seed": "abc"}, "seed must be a whole number, not 'abc'"),
    ({"deal": {"wolf": "two"}}, 'deal.wolf must be a number of seats (a whole number), not "two"'),
])
def test_bad_input_a_setup_field_of_the_wrong_shape_quotes_it_shortened(setup, says) -> None:
    from moderator_app.engine.model.setup_shape import check_setup

    with pytest.raises(InputError) as err:
        check_setup(setup)
    assert str(err.value) == says


@pytest.mark.parametrize("ruleset", ["x" * 5000, ["classic"], None, ""])
def test_bad_input_a_script_ruleset_that_is_no_name_says_what_a_name_is(ruleset) -> None:
    from moderator_app.engine.model.script import script_entries

    with pytest.raises(InputError) as err:
        script_entries({"ruleset": ruleset, "players": []})
    assert str(err.value) == "ruleset must be a role set id or file name of at most 200 characters"


def test_bad_input_a_script_whose_phases_are_no_list_says_so_at_their_line() -> None:
    from moderator_app.engine.model.script import script_entries

    doc = load_yaml("ruleset: forum-mafia-classic\nplayers: [{nick: A}, {nick: B}]\nphases:\n  night: {}\n")
    with pytest.raises(InputError) as err:
        script_entries(doc)
    assert err.value.line == 3 and str(err.value).endswith("phases must be a list")


def test_bad_input_a_deal_count_that_is_no_number_is_refused_at_the_deals_line() -> None:
    from moderator_app.engine.model.setup_shape import check_setup

    setup = load_yaml("ruleset: forum-mafia-classic\nseed: 1\ndeal:\n  citizen: many\n")
    with pytest.raises(InputError) as err:
        check_setup(setup)
    assert err.value.line == 3 and str(err.value).endswith('deal.citizen must be a number of seats (a whole number), not "many"')
