"""C-LYNCH-3: a tie's log line names the set's tie rule in words, never its id («правило «no_lynch»»
in the Resolve tab's log, found playing host on mafiascum-normal; host-findings-3)."""

from __future__ import annotations

import pytest

from moderator_app.engine.model.state import Event
from moderator_app.engine.wording.explain import explain

RULES = ("second_reached", "no_lynch", "runoff", "random", "host")


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
@pytest.mark.parametrize("rule", RULES)
def test_C_LYNCH_3_the_tie_line_says_the_rule_in_words(lang, rule):
    line = explain(Event({"kind": "tie", "candidates": ["Кэт", "Мэри"], "rule": rule}), lang)
    quoted = {"ru": f"«{rule}»", "pl": f"„{rule}”", "en": f"'{rule}'"}[lang]  # the id as the line quotes a rule
    assert quoted not in line and "Кэт" in line, line


def test_C_LYNCH_3_no_lynch_reads_as_nobody_executed():
    assert explain(Event({"kind": "tie", "candidates": ["A", "B"], "rule": "no_lynch"}), "ru") == \
        "Ничья: A, B; правило «никого не казнят»"
