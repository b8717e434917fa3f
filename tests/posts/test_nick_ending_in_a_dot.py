"""A nick that ends in a full stop («Вася.») closes the sentence itself: a post or a message never
prints a second one after it («Также победили: Вася..»). The rule is one (i18n.format.after_value),
used by the catalogue's texts (fill) and by the posts' templates (posts/render.py), every language."""

from __future__ import annotations

import re

import pytest

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.i18n import t
from moderator_app.i18n.format import after_value
from moderator_app.posts import render_phase_post

from .post_helpers import LANGS

ALSO_WON = {"ru": "Также победили: Вася.", "pl": "Wygrywają też: Вася.", "en": "Also won: Вася."}
RECEIPT = {"ru": "Принято: проверка — Kot, Вася.", "pl": "Przyjęto: sprawdzenie — Kot, Вася.",
           "en": "Received: check — Kot, Вася."}


@pytest.fixture(scope="module")
def recruit_game(tmp_path_factory):
    """examples/host-made/mafiascum-normal-recruit-game.yaml with its survivor (a co-winner) named «Вася.»."""
    source = paths.examples_dir() / "host-made" / "mafiascum-normal-recruit-game.yaml"
    text = re.sub(r"\bSur\b", '"Вася."', source.read_text(encoding="utf-8"))
    text = text.replace("ruleset: mafiascum-normal.yaml", f"ruleset: {source.parent / 'mafiascum-normal.yaml'}")
    script = tmp_path_factory.mktemp("dot") / "game.yaml"
    script.write_text(text, encoding="utf-8")
    return replay_script(script)


@pytest.mark.parametrize("lang", LANGS)
def test_a_co_winner_whose_nick_ends_in_a_dot_gets_no_second_one(recruit_game, lang):
    post = render_phase_post(recruit_game, recruit_game.phases[1], lang)
    assert ALSO_WON[lang] in post and ".." not in post


@pytest.mark.parametrize("lang", LANGS)
def test_a_receipt_naming_a_nick_that_ends_in_a_dot_gets_no_second_one(lang):
    action = {"ru": "проверка", "pl": "sprawdzenie", "en": "check"}[lang]
    assert t("mail.ok_plain", lang, action=action, targets=["Kot", "Вася."]) == RECEIPT[lang]


def test_after_value_keeps_an_ellipsis_and_the_stop_after_a_nick_without_one():
    assert after_value("Вася.", "[/b]. Дальше") == "[/b] Дальше"
    assert after_value("Вася.", "...") == "..."
    assert after_value("Вася", ".") == "."
    assert after_value("Вася.\u2069", ".") == ""  # a bidi-isolated value keeps the rule
