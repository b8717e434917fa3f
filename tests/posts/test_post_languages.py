"""#15 item 3: every post kind renders in each language without a word of another language.

The walk renders every post of every example game (and the suspi evening posts through their
role set's templates) in ru, pl and en. What the host or players typed (nicks, the host's story,
a check's free answer) is taken out first; what is left is ours and must be in the post's language:
no Cyrillic letter in a Polish or English post, no Latin word in a Russian one.
"""

from __future__ import annotations

import re

import pytest

from moderator_app.posts import (
    render_final_reveal,
    render_interim_tally,
    render_opening_post,
    render_phase_post,
    render_private,
    render_role_card,
)
from moderator_app.posts.commitment import Commitment

from .post_helpers import example_games

GAMES = example_games()
_CODE = re.compile(r"\[code\].*?\[/code\]", re.S)  # machine text: the deal line a player hashes
_BBCODE = re.compile(r"\[/?[a-z*]+(=[^\]]*)?\]")
_HEX = re.compile(r"\b[0-9a-f]{16,}\b")
_URL = re.compile(r"https?://\S+")
#: Latin words a Russian post may carry: BBCode colour names the forum draws, the word SHA-256.
_RU_LATIN_OK = {"SHA", "SHA-"}


def _typed(game) -> list[str]:
    """What people typed: nicks, the host's stories and answers, free request texts, accounts."""
    typed = list(game.players)
    typed += [str(p.account) for p in game.players.values() if p.account]
    for phase in game.phases:
        typed.append(phase.story or "")
        typed += [str(h.get(k) or "") for h in phase.host for k in ("text", "reason", "answer", "question")]
        typed += [str(r.text or "") for r in phase.requests]
    return sorted((t for t in typed if t), key=len, reverse=True)


def _posts(game, lang: str) -> list[str]:
    commitment = Commitment.of(game, salt="0" * 32)
    texts = [render_opening_post(game, lang, commitment), render_final_reveal(game, lang, commitment)]
    texts += [render_role_card(game, nick, lang) for nick in game.players]
    for phase in game.phases:
        texts.append(render_phase_post(game, phase, lang))
        if phase.kind in ("day", "council"):
            texts.append(render_interim_tally(game, phase, lang))
        texts += [render_private(game, p.fact, lang) for p in (phase.result.private if phase.result else [])]
    return texts


def foreign_words(text: str, lang: str, typed: list[str]) -> list[str]:
    for piece in typed:
        text = text.replace(piece, " ")
    text = _URL.sub(" ", _HEX.sub(" ", _BBCODE.sub(" ", _CODE.sub(" ", text))))
    if lang == "ru":
        return [w for w in re.findall(r"[A-Za-z][A-Za-z'’-]+", text) if w not in _RU_LATIN_OK]
    return re.findall(r"\w*[А-Яа-яЁё]\w*", text)


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
@pytest.mark.parametrize("name, game", GAMES, ids=[n for n, _ in GAMES])
def test_every_post_speaks_only_its_language(name, game, lang):
    typed = _typed(game) + [game.rs.name(lang)]  # the set's own title (SUSPI) is a name
    found = {w for text in _posts(game, lang) for w in foreign_words(text, lang, typed)}
    assert found == set()
