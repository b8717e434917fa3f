"""The words the new effects declare (#22 item 3: `request_words` of clean, recruit, self_reveal) read a PM
in every language, beside the role set's own words: a host who writes a set without `words` still gets them."""

from __future__ import annotations

import pytest

from moderator_app import paths
from moderator_app.engine.rolesets.yamlio import load_yaml
from moderator_app.parsing import parse_message

RAW = load_yaml((paths.examples_dir() / "host-made" / "mafiascum-normal.yaml").read_text(encoding="utf-8"))
for _ability in RAW["abilities"].values():
    _ability.pop("words", None)  # only the effects' own words are left


@pytest.mark.parametrize(("text", "actor", "action", "targets"), [
    ("Убираю Васю", "Jan", "clean", ["Вася"]), ("sprzątam Ann", "Jan", "clean", ["Ann"]), ("clean Ann", "Jan", "clean", ["Ann"]),
    ("Вербую Васю", "Rec", "recruit", ["Вася"]), ("werbuję Ann", "Rec", "recruit", ["Ann"]), ("convert Ann", "Rec", "recruit", ["Ann"]),
    ("Раскрываюсь", "May", "reveal", []), ("Ujawniam się", "May", "reveal", []), ("I am the mayor", "May", "reveal", []),
])
def test_a_new_effects_own_words_read_the_request(text: str, actor: str, action: str, targets: list[str]) -> None:
    result = parse_message(text, roleset=RAW, players=["Вася", "Ann", "Jan", "Rec", "May"], actor=actor)
    assert (result.action, result.targets) == (action, targets)
