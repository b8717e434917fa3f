"""A private fact in words: the wordings its declaration picks (engine/model/facts.py, `EffectDecl.facts`),
filled with its fields as their tags say (a role by its name, a room by its name in the post's
language, a check's answer in words, a nick as typed), every value escaped for BBCode.

Templates print the result as `{{ fact.words }}` (posts/cards.py private_fact): no template repeats a
chain of `if fact.kind == …` per language, and a new effect's fact has words the day it is declared.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ..engine.wording import words
from ..engine.rolesets.decl import FactDecl, word
from ..engine.effects import FACTS
from ..engine.tables.rooms import room_name
from ..i18n import name_in
from ..i18n.format import fill, plain
from ..i18n.grammar import Nick
from .bbcode import Written, escape_bbcode
from .view import role_name

if TYPE_CHECKING:
    from ..engine.model.game import Game


def _nick(game: "Game", nick: Any) -> Nick:
    """The nick with the gender the players declare (`gender: f`), for `{target:gender:…}`."""
    player = game.players.get(str(nick))
    return Nick(str(nick), str(player.extra.get("gender")) if player and player.extra.get("gender") else None)


def _goal(game: "Game", goal: Any, lang: str) -> str:
    return name_in(((game.rs.raw.get("goals") or {}).get(goal) or {}).get("names"), lang, str(goal))


def _action(game: "Game", action: Any, lang: str) -> str:
    return game.rs.ability_name(str(action), lang)


#: field tag (decl.FIELD_TAGS) -> the value as a post in `lang` reads it
WORDED: dict[str, Callable[["Game", Any, str], Any]] = {
    "nick": lambda game, value, lang: _nick(game, value),
    "nicks": lambda game, value, lang: [_nick(game, v) for v in value or []],
    "role": lambda game, value, lang: role_name(game, str(value), lang) if value else "",
    "room": lambda game, value, lang: room_name(game.rs, str(value), lang) if value else "",
    "answer": lambda game, value, lang: words.answer_text(value, lang, game.rs),
    "causes": lambda game, value, lang: ", ".join(words.cause_noun(m, lang, game.rs) for m in str(value or "").split("+") if m),
    "goal": lambda game, value, lang: _goal(game, value, lang),
    "action": _action,
    "text": lambda game, value, lang: "" if value is None else str(value),
    "number": lambda game, value, lang: value,
    "flag": lambda game, value, lang: value,
}


def fact_text(game: "Game", fact: Mapping[str, Any], lang: str) -> Written:
    """The fact's words in `lang`, BBCode ready to paste (one line per wording its declaration picks).
    A kind nobody declared (the engine refuses to make one) prints its id and values bare."""
    decl: FactDecl | None = FACTS.get(str(fact.get("kind")))
    if decl is None:
        rest = [plain(v) for k, v in fact.items() if k != "kind"]
        return Written(escape_bbcode(f"{fact.get('kind')}: {', '.join(rest)}"))
    values = {name: WORDED[tag](game, fact[name], lang) for name, tag in decl.fields.items() if name in fact}
    lines = [fill(word(decl.words[key], lang), lang, values, escape=escape_bbcode) for key in decl.pick(fact)]
    return Written("\n".join(lines))
