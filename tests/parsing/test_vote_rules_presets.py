"""Every shipped vote-rules preset against the game's declared vote-rule keys
(engine/rolesets/schema_vote_rules.py, the role set option `vote_rules`): every preset key is declared,
every value is one the declaration allows, the parser's `VoteRules` holds exactly the declared keys
and reads each of them, a preset's setting that differs from the default quotes the rule it follows,
and the role-set checker accepts what the parser accepts (a preset id, or the host's own mapping)
and refuses the rest. Nothing in a preset is silently ignored."""

from __future__ import annotations

import copy
import re
from dataclasses import fields
from pathlib import Path

import pytest
import yaml

from moderator_app.engine.rolesets.checker import check_roleset
from moderator_app.engine.rolesets.decl import Refs
from moderator_app.engine.rolesets.kinds import judge
from moderator_app.engine.rolesets.schema_vote_rules import PRESET_IDS, PRESET_ONLY, PRESETS_DIR, VOTE_RULES
from moderator_app.parsing import load_rules, read_thread, shipped_rules
from moderator_app.parsing.rules import MARKS, VoteRules

from .corpus import load_roleset

APP = Path(__file__).resolve().parents[2] / "moderator_app"
PRESETS = sorted(PRESETS_DIR.glob("*.yaml"))


@pytest.mark.parametrize("path", PRESETS, ids=[p.stem for p in PRESETS])
def test_every_preset_key_is_a_declared_vote_rule_key_with_an_allowed_value(path):
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    declared = VOTE_RULES.keys()
    assert set(data) - set(PRESET_ONLY) <= set(declared), path.name
    for key, value in data.items():
        if key in declared:
            assert judge(declared[key].kind, value, Refs()) is None, (path.name, key, value)
    assert load_rules(path.stem).id == path.stem


@pytest.mark.parametrize("path", PRESETS, ids=[p.stem for p in PRESETS])
def test_a_setting_that_differs_from_the_default_quotes_its_rule(path):
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    cited = " ".join(re.findall(r"->\s*([^#\n]*)", text))
    for key, param in VOTE_RULES.keys().items():
        if key in data and data[key] != param.default:
            assert key in cited, f"{path.name}: '{key}: {data[key]}' names no rule it follows"


def test_the_parser_holds_exactly_the_declared_keys_and_the_declared_values():
    assert {f.name for f in fields(VoteRules)} == set(VOTE_RULES.keys()) | set(PRESET_ONLY)
    assert set(VOTE_RULES.keys()["mark"].kind.values) == set(MARKS)
    defaults = VoteRules()
    assert all(getattr(defaults, key) == param.default for key, param in VOTE_RULES.keys().items())


def test_every_declared_key_is_read_by_the_parser():
    """A guard like tests/test_declared_keys_are_read.py: each key is read as `.key` outside its declaration."""
    code = "\n".join(p.read_text(encoding="utf-8") for p in APP.rglob("*.py") if p.name != "schema_vote_rules.py")
    unread = [key for key in VOTE_RULES.keys() if not re.search(rf"\.{key}\b", code)]
    assert unread == []


def test_the_option_names_exactly_the_shipped_presets():
    assert set(PRESET_IDS.values) == set(shipped_rules())


def test_the_checker_accepts_what_the_parser_accepts_and_refuses_the_rest():
    base = load_roleset("forum-mafia-classic")
    for value in [*shipped_rules(), {"mark": "bold", "changes": 1, "missed_vote": {"repeat": "modkill"}}]:
        rs = copy.deepcopy(base)
        rs["options"]["vote_rules"] = value
        assert not [p for p in check_roleset(rs) if "vote_rules" in str(p)], value
        load_rules(value)
    for value, word in (({"mark": "bold", "colour": "red"}, "colour"), ({"mark": "italic"}, "italic"),
                        ("nosuchpreset", "nosuchpreset")):
        rs = copy.deepcopy(base)
        rs["options"]["vote_rules"] = value
        assert any(word in str(p) for p in check_roleset(rs)), value
        with pytest.raises(ValueError, match=word):
            load_rules(value)


def test_mafia_universe_preset_reads_its_vote_and_unvote_tags():
    rules = load_rules("mafiauniverse")
    page = ("Post by Vivax » Sun Oct 04, 2020 1:42 am\n\n[V]Damdred[/V]\n\n"
            "Post by Damdred » Sun Oct 04, 2020 1:50 am\n\nVote Vivax, he is scum\n\n"
            "Post by Koshi » Sun Oct 04, 2020 1:55 am\n\n[V]Vivax[/V]\n\n"
            "Post by Koshi » Sun Oct 04, 2020 2:05 am\n\n[UNV]Vivax[/UNV]\n")
    reading = read_thread(page, roleset=load_roleset("forum-mafia-classic"), players=["Vivax", "Damdred", "Koshi"],
                          rules=rules)
    assert reading.standing == {"Vivax": "Damdred", "Damdred": None, "Koshi": None}
    untagged = next(v for v in reading.votes if v.voter == "Damdred")
    assert not untagged.counted and untagged.reason  # listed with the reason, not dropped
