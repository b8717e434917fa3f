"""An ability's keys and a role set's sections (cycle, vote, reveal) are read only by their declared names
(#24 item 1): a key no declaration has
(a typo such as "self_limt") is an error where it is read, not None for ever."""

from __future__ import annotations

import copy

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset


def test_an_ability_key_no_effect_declares_is_an_error():
    rs = load_roleset("forum-mafia-classic")
    heal = next(a for a in rs.abilities.values() if a.effect == "protect")
    with pytest.raises(KeyError, match="self_limt"):
        heal.get("self_limt")


def test_S_ROLE_DOC_a_declared_key_reads_its_value_or_the_default_where_the_effect_has_none():
    rs = load_roleset("suspi")
    heal = next(a for a in rs.abilities.values() if a.effect == "protect" and "self_limit" in a.params)
    inspect = next(a for a in rs.abilities.values() if a.effect == "inspect_room")
    assert heal.get("self_limit") == 1  # S-ROLE-DOC: herself at most once per game
    assert not inspect.declares("self_limit")  # declared by protect only
    with pytest.raises(KeyError, match="inspect_room.*self_limit"):
        inspect.get("self_limit")  # another effect's key read as this one's: an error at the call site
    assert inspect.get_if_declared("self_limit") is None  # read on any ability: said so where it is read
    with pytest.raises(KeyError, match="self_limt"):
        inspect.get_if_declared("self_limt")  # a typo is an error there too


def test_a_callers_default_beside_a_declared_one_is_an_error():
    """A pistol's `charges` is declared once (1): a caller's own default there would be a second verdict."""
    rs = load_roleset("forum-mafia-classic")
    pistol = next(a for a in rs.abilities.values() if a.effect == "shoot")
    with pytest.raises(TypeError, match="charges.*pass none"):
        pistol.get("charges", 2)
    assert pistol.get("charges") == 1

def test_H_VOTE_2_a_vote_rule_no_declaration_has_is_an_error_and_a_declared_one_reads():
    rs = load_roleset("hypermafia-peregrine")
    assert rs.vote.get("colors") == {"red": 1, "blue": -1}  # red against, blue in defence
    with pytest.raises(KeyError, match="kidn"):
        rs.vote.get("kidn")
    with pytest.raises(KeyError, match="rounds_per_day"):
        rs.cycle["rounds_per_day"]


def test_H_VOTE_2_a_built_role_set_is_never_changed_its_games_share_it():
    rs = load_roleset("hypermafia-peregrine")
    with pytest.raises(TypeError, match="never changed"):
        rs.vote["publish"] = "by_voter"  # it would turn the colours off in every game of the set
    assert load_roleset("hypermafia-peregrine").vote.get("publish") == "by_voter_colors"
    copied = copy.deepcopy(rs.vote)
    assert copied == rs.vote and copied.declared == rs.vote.declared


def test_S_ROLE_DOC_another_effects_key_in_a_role_set_is_a_load_error_naming_it(tmp_path) -> None:
    """The other half of "declared for its effect": a heal's `self_limit` written on a check is refused
    when the set loads (the checker walks each ability against its own effect's keys), with the line."""
    from moderator_app import paths
    from moderator_app.engine.model.errors import InputError

    text = (paths.rolesets_dir() / "forum-mafia-classic.yaml").read_text(encoding="utf-8")
    marker = "  check:\n    effect: check\n"
    assert marker in text
    path = tmp_path / "typo.yaml"
    path.write_text(text.replace(marker, marker + "    self_limit: 1\n", 1), encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_roleset(str(path))
    said = str(caught.value)
    assert "self_limit" in said and "check" in said, said
