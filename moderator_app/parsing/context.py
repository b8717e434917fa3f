"""Everything the parser derives from a role set and a player list, built once and cached.

`Context` holds the phrase index, the nick index, ability order and which actions aim at a room
or at nobody. The cache is keyed by the role set object's identity and the player tuple, so
parsing a whole inbox against one game costs one build (a role set edited in place must be
passed as a new object, e.g. reloaded or copied, for its new words to count).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..engine.effects import EFFECTS
from . import lexicon, morph
from .names import NickIndex
from .text import Token, unaccent
from .triggers import Phrase, build_index

_POLISH_HINTS = set("ąćęłńóśźż")
# Words that tell the language of a message with no Cyrillic or Polish letters ("I" is a Polish word
# too, so it says nothing alone).
_POLISH_WORDS = {"na", "do", "sie", "nie", "ide", "jest", "glosuje", "z", "dzis", "dzisiaj", "jak", "ale", "czy",
                 "mnie", "tak", "ten", "ta", "jestem", "bo", "co", "ze", "juz", "tylko", "glos", "wstrzymuje",
                 "cofam", "sprawdzam", "zabijam", "moj", "twoj", "dla", "przez", "od", "po", "cel"}
_ENGLISH_WORDS = {"the", "is", "i", "you", "vote", "unvote", "and", "to", "of", "a", "an", "it", "that", "this", "for",
                  "not", "he", "she", "my", "me", "we", "are", "was", "be", "have", "on", "with", "what", "why", "no",
                  "lynch", "abstain", "just", "think", "if", "so", "but", "at", "they", "check", "heal", "kill"}
_cache: dict[tuple[int, tuple[str, ...], tuple[tuple[str, str], ...]], tuple[dict[str, Any], "Context"]] = {}


@dataclass
class Context:
    """A role set and a player list, prepared for parsing."""

    roleset: dict[str, Any]
    phrases: list[Phrase]
    nicks: NickIndex
    order: dict[str, int]
    """Action id -> its place in the role set (earlier wins an ambiguous word)."""
    room_actions: set[str]
    no_target_actions: set[str]
    copy_actions: set[str]
    """Action ids whose effect's request names a role and its action (`request_shape: copy`)."""
    hire_actions: set[str]
    """Action ids whose effect's request names an employer, then a victim (`request_shape: hire`)."""
    room_choice: str | None
    """The action a bare room name means ("Кухня"): the one with effect `room_choice`, if any."""
    role_actions: dict[str, list[str]]
    """Role id -> the action ids of its abilities."""

    @cached_property
    def action_phrases(self) -> list[Phrase]:
        """Phrases other than role names (role names only count inside a copy)."""
        shared = _indexes.get(id(self.roleset))
        if shared is not None and shared[1] is self.phrases:
            return shared[2]
        return [p for p in self.phrases if p.kind != "role"]

    @cached_property
    def role_phrases(self) -> list[Phrase]:
        """Role names, for Abraham's copy."""
        shared = _indexes.get(id(self.roleset))
        if shared is not None and shared[1] is self.phrases:
            return shared[3]
        return [p for p in self.phrases if p.kind == "role"]

    @cached_property
    def game_words(self) -> frozenset[str]:
        """Dictionary forms of the game's words for its people and of the role names (`lexicon.GAME_WORDS`)."""
        words = {w for ws in lexicon.GAME_WORDS.values() for w in ws} | {w for p in self.role_phrases for w in p.words}
        return frozenset(lemma for w in words for lemma in morph.lemmas(w) | {w})

    @cached_property
    def lang_words(self) -> dict[str, str]:
        """Latin words of the game that belong to one language only: the role set's declared words (vote and ability
        words, ability names) and the lexicon's (`language_words`). "Mord: Sild" and "Lincz: Kasia" carry no Polish
        letter; their game word tells the language."""
        return language_words(self.roleset)

    def colors(self) -> bool:
        """True when the role set's vote has red and blue colours."""
        return bool((self.roleset.get("vote") or {}).get("colors"))


#: per role set object: (it, its phrases, those without role names, role names)
_indexes: dict[int, tuple[dict[str, Any], list[Phrase], list[Phrase], list[Phrase]]] = {}


def _index_for(roleset: dict[str, Any]) -> list[Phrase]:
    """The role set's phrase index, built once per role set object, like the Context itself: a new
    player list (after a death, or read against every seat) needs a new Context, not a new index,
    and the lists kept the same keep what the phrase matcher remembers about them (#14 item 9)."""
    cached = _indexes.get(id(roleset))
    if cached is None or cached[0] is not roleset:
        if len(_indexes) > 16:
            _indexes.clear()
        phrases = build_index(roleset)
        cached = _indexes[id(roleset)] = (roleset, phrases, [p for p in phrases if p.kind != "role"],
                                          [p for p in phrases if p.kind == "role"])
    return cached[1]


def context_for(roleset: dict[str, Any], players: list[str], aliases: dict[str, str] | None = None) -> Context:
    """The cached Context for this role set object, player list and the host's confirmed aliases."""
    cache_key = (id(roleset), tuple(players), tuple(sorted((aliases or {}).items())))
    cached = _cache.get(cache_key)
    if cached and cached[0] is roleset:
        return cached[1]
    abilities = roleset.get("abilities") or {}
    ids = {key: str(ab.get("id", key)) for key, ab in abilities.items()}
    order: dict[str, int] = {}
    for n, action in enumerate(ids.values()):
        order.setdefault(action, n)
    # what a request carries is read from the effect's declaration, never from the action's id:
    # a host's `mimic` with effect `copy` reads as a copy
    shapes: dict[str, set[str]] = {"room": set(), "copy": set(), "hire": set()}
    no_target: set[str] = set()
    for key, ab in abilities.items():
        decl = EFFECTS.get(str(ab.get("effect")))
        shape = decl.request_shape if decl else "targets"
        target = str(ab.get("target", ab.get("targets", "")))
        if target == "room":
            shape = "room"
        elif target in ("none", "0"):
            no_target.add(ids[key])
        if shape in shapes:
            shapes[shape].add(ids[key])
    room_actions = shapes["room"]
    role_actions = {
        str(role_id): [ids.get(a, str(a)) for a in (role.get("abilities") or [])]
        for role_id, role in (roleset.get("roles") or {}).items()
    }
    ctx = Context(roleset, _index_for(roleset), NickIndex(players, aliases), order, room_actions, no_target,
                  shapes["copy"], shapes["hire"],
                  next((ids[k] for k, ab in abilities.items()
                        if getattr(EFFECTS.get(str(ab.get("effect"))), "seats", False)), None), role_actions)
    if len(_cache) > 64:
        _cache.clear()
    _cache[cache_key] = (roleset, ctx)
    return ctx


_LEXICON_TABLES = (lexicon.VOTE, lexicon.CANCEL, lexicon.ABSTAIN, lexicon.NO_LYNCH, lexicon.JOIN, lexicon.EARLY,
                   lexicon.NO_ACTION, lexicon.GAME_WORDS)
_lang_words: dict[int, tuple[dict[str, Any] | None, dict[str, str]]] = {}


def language_words(roleset: dict[str, Any] | None) -> dict[str, str]:
    """Folded, unaccented Latin words of two letters or more -> the one language whose game words hold them: every
    per-language word list of the role set (`words`, `names` of its vote and abilities) and of the lexicon. A word
    two languages share ("i" of "i vote" and "zabijam i zastraszam") tells nothing and is left out."""
    cached = _lang_words.get(id(roleset))
    if cached is not None and cached[0] is roleset:
        return cached[1]
    tables: list[dict[str, Any]] = list(_LEXICON_TABLES)
    if roleset:
        tables.append((roleset.get("vote") or {}).get("words") or {})
        for ability in (roleset.get("abilities") or {}).values():
            tables += [ability.get("words") or {}, ability.get("names") or {}]
    seen: dict[str, set[str]] = {}
    for table in tables:
        for lang, phrases in table.items():
            for phrase in phrases if isinstance(phrases, (list, tuple)) else [phrases]:
                for word in str(phrase).split():
                    word = unaccent(word.casefold().strip(".,:;!?()"))
                    if len(word) >= 2 and word.isalpha() and not morph.is_cyrillic(word):
                        seen.setdefault(word, set()).add(str(lang))
    words = {word: lang for word, (lang, *more) in seen.items() if not more and _tells(word, lang)}
    if len(_lang_words) > 16:
        _lang_words.clear()
    _lang_words[id(roleset)] = (roleset, words)
    return words


def _tells(word: str, lang: str) -> bool:
    """A game word tells its language unless it is glue ("do", "na", "to": `lexicon.STOP`) or a word of the other
    Latin language too: an English game word the Polish dictionary knows ("mafia", "no", "as"), a Polish one among
    the common English words."""
    if word in lexicon.STOP:
        return False
    if lang == "en":
        return not morph.known(word)
    return word not in _ENGLISH_WORDS


def has_english(tokens: list[Token]) -> bool:
    """Common English words in it ("shuts down not really bad"): no Russian typed in Latin letters."""
    return sum(t.low in _ENGLISH_WORDS for t in tokens) >= 2


def detect_lang(tokens: list[Token], game_words: dict[str, str] | None = None) -> str:
    """ru for a mostly Cyrillic message, pl for Polish letters or words, else en. `game_words` (`language_words`:
    the role set's and the lexicon's words of one language) count as that language's words too."""
    cyrillic = sum(morph.is_cyrillic(t.low) for t in tokens)
    if cyrillic * 2 >= len(tokens) and cyrillic:
        return "ru"
    game = [(game_words or {}).get(unaccent(t.low)) for t in tokens]
    polish = sum(2 if set(t.low) & _POLISH_HINTS else unaccent(t.low) in _POLISH_WORDS or lang == "pl"
                 for t, lang in zip(tokens, game))
    english = sum(t.low in _ENGLISH_WORDS or lang == "en" for t, lang in zip(tokens, game))
    if polish > english or polish and not english:
        return "pl"
    return "en" if tokens else "ru"
