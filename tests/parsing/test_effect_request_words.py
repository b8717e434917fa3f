"""The newer effects' PM words are declared once, beside the effect (engine/effects/swap.py, track.py,
watch.py `request_words`): a host's role set that names a swap, track or watch ability without words
of its own is still read in Russian, Polish and English."""

from __future__ import annotations

import pytest
import yaml

from moderator_app.engine.effects import EFFECTS
from moderator_app.parsing import parse_message

from .corpus import ROOT

PLAYERS = ["Вася", "Кот", "Петя", "Kasia", "Ola"]


@pytest.fixture(scope="module")
def wordless():
    """open-town (written from the docs by a host) with its swap, track and watch words taken out."""
    roleset = yaml.safe_load((ROOT / "examples" / "host-made" / "open-town.yaml").read_text(encoding="utf-8"))
    for key in ("busdrive", "follow", "watch"):
        roleset["abilities"][key].pop("words", None)
    return roleset


@pytest.mark.parametrize(("text", "action", "targets"), [
    ("меняю местами Васю и Петю", "busdrive", ["Вася", "Петя"]),
    ("zamieniam Kasię i Olę", "busdrive", ["Kasia", "Ola"]),
    ("swap Kasia and Ola", "busdrive", ["Kasia", "Ola"]),
    ("слежу за Котом", "follow", ["Кот"]),
    ("śledzę Kasię", "follow", ["Kasia"]),
    ("track Kasia", "follow", ["Kasia"]),
    ("наблюдаю за Васей", "watch", ["Вася"]),
    ("obserwuję Olę", "watch", ["Ola"]),
    ("watch Ola", "watch", ["Ola"]),
])
def test_swap_track_watch_read_from_the_effects_declared_words(wordless, text, action, targets):
    result = parse_message(text, roleset=wordless, players=PLAYERS, actor="Петя", expect="action")
    assert (result.kind, result.action, result.targets, result.problem) == ("action", action, targets, None)


def test_every_newer_effect_declares_its_words_in_every_language():
    for name in ("swap", "track", "watch"):
        assert set(EFFECTS[name].request_words) == {"ru", "pl", "en"}
        assert all(EFFECTS[name].request_words.values())
