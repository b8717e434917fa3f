"""The phrase matcher's lookup of the first words a token may start (triggers._IndexMemo.starts,
#14 item 9) gives exactly what trying every first word gives, for words of the real corpus and of our
own messages, their slips and unaccented forms, under every shipped role set."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing.context import context_for
from moderator_app.parsing.text import tokenize, unaccent
from moderator_app.parsing.triggers import _memo, typo_match, word_match

CORPUS = Path(__file__).resolve().parent / "corpus"
SETS = sorted(p.stem for p in (Path(__file__).resolve().parents[2] / "rolesets").glob("*.yaml"))


def _words() -> set[str]:
    words: set[str] = set()
    for path in sorted(CORPUS.rglob("*.txt")) + sorted(CORPUS.rglob("*.yaml")):
        words |= {t.low for t in tokenize(path.read_text(encoding="utf-8"))[1]}
    slips = {w[:-1] + "ю" for w in words if len(w) > 4} | {w[1:] for w in words if len(w) > 5}
    return words | slips | {unaccent(w) for w in words}


WORDS = sorted(_words())[::10]  # ~1,500 words of every kind (every tenth in spelling order): a short test


@pytest.mark.parametrize("ruleset", SETS)
def test_first_words_lookup_is_the_same_as_trying_every_first_word(ruleset):
    ctx = context_for(load_roleset(ruleset).raw, ["Вася", "Петя"])
    for index in (ctx.action_phrases, ctx.role_phrases):
        memo = _memo(index)
        for low in WORDS:
            every = {w for w in memo.firsts if word_match(low, w, w in memo.room_firsts) or typo_match(low, w)}
            assert memo.starts(low) == every, low


@pytest.mark.parametrize("ruleset", SETS)
def test_first_words_lookup_finds_a_slip_in_a_four_letter_word(ruleset):
    """A one-letter slip in a four-letter vote or action word ("vite" for "vote") is a typo_match from four
    letters on, so the lookup by first letter must start there too (#24 item 3: a mutant starting it at five
    survived the sampled words, none of which is such a slip)."""
    ctx = context_for(load_roleset(ruleset).raw, ["Вася", "Петя"])
    memo = _memo(ctx.action_phrases)
    slips = {w[0] + ("ъ" if "а" <= w[1] <= "я" else "q") + w[2:] for w in memo.firsts if len(w) == 4}
    assert slips
    for low in sorted(slips):
        every = {w for w in memo.firsts if word_match(low, w, w in memo.room_firsts) or typo_match(low, w)}
        assert memo.starts(low) == every, low
