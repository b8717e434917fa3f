"""#13 item 4 / #24 item 4: the host's own vote rules form, described from the declaration of the
`vote_rules` option (app/vote_rules_form.py): every declared key has one input, every choice has
words in each language, and a preset read into the inputs and back is the preset's own mapping."""

from __future__ import annotations

import pytest

from moderator_app.app.vote_rules_form import PARAMS, declared_values, form_values, option_mapping, rule_inputs, value_words
from moderator_app.engine.rolesets.schema_vote_rules import VOTE_RULES
from moderator_app.i18n import catalogue, t
from moderator_app.parsing.rules import load_rules
from moderator_app.app.vote_rules_text import preset_choices


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_one_input_per_declared_key_each_value_worded(lang: str) -> None:
    inputs = {rule.key: rule for rule in rule_inputs(lang)}
    nested = {"missed_vote", "activity"}
    assert set(VOTE_RULES.keys()) - nested <= set(inputs)  # a mapping's parts take its place
    assert inputs["mark"].shape == "choice" and inputs["mark"].label == t("vote_rules.field.mark", lang)
    assert all(words and not words.startswith("vote_rules.") for rule in inputs.values() for _v, words in rule.choices)
    repeat = inputs["repeat"].choices
    assert repeat[0][0] is None  # "nothing" first
    changes = inputs["changes"]
    assert changes.shape == "number" and changes.lowest == -1 and changes.none_words == t("vote_rules.changes_free", lang)
    assert inputs["self_vote"].shape == "choice"
    assert any(rule.shape == "switch" for rule in inputs.values())


@pytest.mark.parametrize("preset", [rid for rid, _name, _text in preset_choices("en")])
def test_a_preset_read_into_the_form_and_back_loads_as_the_same_rules(preset: str) -> None:
    rules = load_rules(preset)
    values = form_values(rules)
    assert set(values) == {rule.key for rule in rule_inputs("en")}
    back = load_rules(option_mapping(values))
    for key in VOTE_RULES.keys():  # a part switched off (False) or unset reads as absent
        assert _set(getattr(back, key)) == _set(getattr(rules, key)), key


def _set(value: object) -> object:
    if isinstance(value, dict):
        return {k: v for k, v in value.items() if v not in (None, False)} or None
    return value


def test_the_mapping_keeps_a_cost_only_where_the_host_set_one() -> None:
    values = form_values(load_rules("default"))
    mapping = option_mapping(values)
    assert "activity" not in mapping and mapping["missed_vote"] is None
    values["repeat"] = "modkill"
    assert option_mapping(values)["missed_vote"] == {"repeat": "modkill"}


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_every_declared_choice_value_has_its_own_words_in_each_language(lang: str) -> None:
    """The values are the declaration's (no second list of them): each has words in this language's
    catalogue itself, not by falling back to another language."""
    values = {(key, v) for key in PARAMS if (declared := declared_values(key)) for v in declared}
    assert ("edited", "void") in values and ("repeat", None) in values and ("then", "replace") in values
    assert [(key, v) for key, v in sorted(values, key=str) if catalogue(lang).get(value_words(key, v)) is None] == []
