"""Trigger words, taken from the role set data, and finding them in a message.

Every ability's `words` (and its `names`, and the head word of each name: `head_word`) in every
language, and its effect's declared `request_words` (engine/effects/, declared once beside the effect),
become phrases that trigger that action id (`ability.get("id", key)`); the vote's words trigger a vote; room and role names are
phrases too. Generic glue (abstain, cancel, early, self) comes from `lexicon`. A phrase matches
word by word, by spelling or by a shared dictionary form, longest phrase first.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..engine.effects import EFFECTS
from . import lexicon, morph
from rapidfuzz import fuzz
from rapidfuzz.distance import Levenshtein

from .text import TOKEN_RE, Token, fold, unaccent

TITLES = {"мистер", "мисс", "доктор", "mr", "dr", "miss", "pan", "pani", "и", "i", "and", "the"}


@dataclass(frozen=True)
class Phrase:
    """A run of folded words that means something: kind is action, vote, room, role, cancel…"""

    words: tuple[str, ...]
    kind: str
    value: str


@dataclass
class Hit:
    """Where a phrase stands in the message; `values` holds every id the same words mean."""

    start: int
    end: int
    kind: str
    values: list[str]
    word: str
    score: float = 1.0
    negated: bool = False
    told: bool = False  #: negated because it tells of a vote (past tense, a count, a rule, «голосуйте»), no "не"
    extra: dict[str, Any] = field(default_factory=dict)


def _words(text: str) -> tuple[str, ...]:
    return tuple(fold(m.group()) for m in TOKEN_RE.finditer(str(text)))


_SELFISH = {fold(w) for ws in lexicon.SELF.values() for p in ws for w in p.split()}


def _self_free(words: tuple[str, ...]) -> tuple[str, ...]:
    """Drop a trailing "себя" ("лечу себя" triggers heal; "себя" stays a target), unless the
    phrase would then end on a preposition ("забираю с собой")."""
    trimmed = words
    while trimmed and trimmed[-1] in _SELFISH:
        trimmed = trimmed[:-1]
    return trimmed if trimmed and trimmed[-1] not in lexicon.STOP else words


def build_index(roleset: dict[str, Any]) -> list[Phrase]:
    """Every phrase of the role set and the lexicon, longest first."""
    phrases: set[Phrase] = set()

    def add(text: Any, kind: str, value: str) -> None:
        words = _self_free(_words(text)) if kind == "action" else _words(text)
        if words:
            phrases.add(Phrase(words, kind, value))

    for key, ability in (roleset.get("abilities") or {}).items():
        action = str(ability.get("id", key))
        decl = EFFECTS.get(str(ability.get("effect")))
        for lang_words in [*(ability.get("words") or {}).values(), *(decl.request_words.values() if decl else [])]:
            for word in lang_words or []:
                add(word, "action", action)
        for lang, name in (ability.get("names") or {}).items():
            add(name, "action", action)
            if (head := head_word(str(name), str(lang))) and not _names_a_side(head, roleset):
                add(head, "action", action)
    for lang_words in ((roleset.get("vote") or {}).get("words") or {}).values():
        for word in lang_words or []:
            add(word, "vote", "vote")
    for kind, table in (("vote", lexicon.VOTE), ("cancel", lexicon.CANCEL), ("abstain", lexicon.ABSTAIN),
                        ("no_lynch", lexicon.NO_LYNCH), ("join", lexicon.JOIN), ("early", lexicon.EARLY), ("self", lexicon.SELF),
                        ("no_action", lexicon.NO_ACTION)):
        for lang_words in table.values():
            for word in lang_words:
                add(word, kind, kind)
    rooms = roleset.get("rooms") or []
    if isinstance(rooms, dict):
        rooms = rooms.get("list") or []
    for room in rooms:
        room_id = str(room["id"]) if isinstance(room, dict) else str(room)
        add(room_id, "room", room_id)
        for name in (room.get("names") or {}).values() if isinstance(room, dict) else []:
            add(name, "room", room_id)
    for role_id, role in (roleset.get("roles") or {}).items():
        add(role_id, "role", str(role_id))
        for name in (role.get("names") or {}).values():
            add(name, "role", str(role_id))
            for word in _words(name):
                if len(word) >= 3 and word not in TITLES:
                    add(word, "role", str(role_id))
    return sorted(phrases, key=lambda p: (-len(p.words), p.kind, p.value))


_BRACKETED = re.compile(r"\([^)]*\)|\[[^\]]*\]")


def head_word(name: str, lang: str) -> str | None:
    """The word an ability's name is about, which players write alone for it («Mirenium, potwierdzam
    zabójstwo.», host-findings-4 item 21): in a Russian or Polish name its first noun in the nominative
    («Убийство» of «Убийство мафии», «strzał» of «Dzienny strzał»), in an English one its last word
    ("kill" of "Mafia kill"); words in brackets are left out, and a one-word name is its own phrase already."""
    words = [w for w in TOKEN_RE.findall(_BRACKETED.sub(" ", name)) if len(w) >= 3]
    if len(words) < 2 and len(TOKEN_RE.findall(name)) < 2:
        return None
    if lang == "en":
        return words[-1] if words else None
    return next((w for w in words if morph.nominative_noun(fold(w))), None)


def _names_a_side(word: str, roleset: dict[str, Any]) -> bool:
    """The word names a team or a role of the set («мафии», "Yakuza", "Mayor's"): it tells whose
    ability it is, not what it does."""
    folded = fold(word)
    sides = [*(roleset.get("teams") or {}).items(), *(roleset.get("roles") or {}).items()]
    for key, side in sides:
        names = [str(key), *((side.get("names") or {}).values() if isinstance(side, dict) else [])]
        for other in (w for n in names for w in _words(n)):
            if other == folded or morph.lemmas(other) & morph.lemmas(folded):
                return True
    return False


@lru_cache(maxsize=200_000)
def word_match(token: str, word: str, fuzzy: bool = False) -> float:
    """1 for the same spelling; 0.95 for a shared dictionary form (long words only) or the same
    letters without diacritics; with `fuzzy` (room names), 0.85 for a close typo; else 0."""
    if token == word:
        return 1.0
    if len(word) >= 4 and len(token) >= 3 and morph.lemmas(token) & morph.lemmas(word):
        return 0.95
    if unaccent(token) == unaccent(word) and len(word) >= 2:
        return 0.95
    if fuzzy and len(word) >= 5 and fuzz.ratio(unaccent(token), unaccent(word)) >= 85:
        return 0.85
    return 0.0


@lru_cache(maxsize=200_000)
def typo_match(token: str, word: str) -> float:
    """0.8 for a one-letter slip in an action or vote word ("лечю", "проверяб") that no dictionary
    knows as a word of its own; else 0."""
    if len(word) < 4 or len(token) < 4 or token[0] != word[0] or morph.known(token) or token in (
            word + "s", word + "d", word + "ed"):
        return 0.0  # "votes", "voted" are talk about votes, not a slip in "vote"
    return 0.8 if Levenshtein.distance(token, word) == 1 else 0.0


_TYPO_KINDS = {"action", "vote"}
_CAST_KINDS = {"vote", "cancel", "abstain", "no_lynch", "join"}


def _tells_of_votes(tokens: list[Token], i: int, n: int, score: float) -> bool:
    """The vote word at i tells of votes instead of casting one: a past tense or participle
    ("повешен жителями", "игрок проголосовал"), a count ("2 голоса против себя"), or an infinitive
    beside a modal ("голосовать обязан любой", "nie może anulować głosu"), a vote put off by a later-time word right
    after it («голос позже», "vote later", host-findings-5 item 7), or a word alone in quotation marks inside a sentence."""
    low = tokens[i].low
    counted = low in lexicon.COUNTED_VOTES and i > 0 and (tokens[i - 1].low.isdigit() or tokens[i - 1].low in lexicon.NUMERALS)
    if tokens[i].quoted and len(tokens) > 3:  # 'Писать "воздерживаюсь" нельзя': the word is named
        return True
    if i > 0 and tokens[i - 1].clause == tokens[i].clause and morph.participle(tokens[i - 1].low):
        return True  # "будет засчитан голос в себя": a vote counted by the rules, not cast
    near = {t.low for t in tokens[max(0, i - 2) : i + n + 3] if t.clause == tokens[i].clause}
    ruled = bool(near & lexicon.MODALS) and morph.infinitive(low)
    put_off = i + n < len(tokens) and tokens[i + n].clause == tokens[i].clause and tokens[i + n].low in lexicon.LATER_WORDS
    return counted or ruled or put_off or low in lexicon.PLURAL_VOTE_NOUNS or (score < 1.0 and morph.narrative(low))
_SEEN: dict[int, tuple[list[Phrase], int, "_IndexMemo"]] = {}


@dataclass
class _IndexMemo:
    """What find_hits and merge_pairs work out from a phrase index, once per index (they did it on
    every call, several times per post: #14 item 9)."""

    firsts: set[str]
    room_firsts: set[str]
    combos: list[Phrase]  #: "X и Y" action phrases (merge_pairs)
    seen: dict[str, list[Phrase]] = field(default_factory=dict)  #: the phrases a token may start, in index order
    #: the first words by what word_match / typo_match can match them on: a shared dictionary form
    #: (words of 4 letters or more), the letters without diacritics, the first letter (typos, 4+ letters);
    #: room words (fuzzy) are always tried
    by_lemma: dict[str, set[str]] = field(default_factory=dict)
    by_unaccent: dict[str, set[str]] = field(default_factory=dict)
    by_initial: dict[str, set[str]] = field(default_factory=dict)
    fuzzy: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        for word in self.firsts:
            if len(word) >= 4:
                for lemma in morph.lemmas(word):
                    self.by_lemma.setdefault(lemma, set()).add(word)
                self.by_initial.setdefault(word[0], set()).add(word)
            if len(word) >= 2:
                self.by_unaccent.setdefault(unaccent(word), set()).add(word)
        self.fuzzy = {word for word in self.room_firsts if len(word) >= 5}

    def starts(self, low: str) -> set[str]:
        """The first words `low` matches (word_match or typo_match above 0). Only the first words it
        could match are tried — the same answer as trying every one (tests/parsing/test_first_words.py),
        with a hundred times fewer calls for each new word of a long post (#14 item 9)."""
        maybe = set(self.fuzzy)
        if low in self.firsts:
            maybe.add(low)
        if len(low) >= 3:
            for lemma in morph.lemmas(low):
                maybe |= self.by_lemma.get(lemma, set())
        maybe |= self.by_unaccent.get(unaccent(low), set())
        if len(low) >= 4:
            maybe |= self.by_initial.get(low[0], set())
        return {w for w in maybe if word_match(low, w, w in self.room_firsts) or typo_match(low, w)}


def _memo(index: list[Phrase]) -> _IndexMemo:
    """The index's memo (the index object is held so its id stays its own; its length is checked
    so a list that grew is worked out again)."""
    cached = _SEEN.get(id(index))
    if cached is None or cached[0] is not index or cached[1] != len(index):
        if len(_SEEN) > 64:
            _SEEN.clear()
        memo = _IndexMemo({p.words[0] for p in index}, {p.words[0] for p in index if p.kind == "room"},
                          [p for p in index if p.kind == "action" and len(p.words) >= 3 and p.words[1] in CONJUNCTIONS])
        cached = _SEEN[id(index)] = (index, len(index), memo)
    return cached[2]


def find_hits(tokens: list[Token], index: list[Phrase], kinds: set[str] | None = None) -> list[Hit]:
    """Non-overlapping phrase hits in token order (longest phrase wins at each place)."""
    hits: list[Hit] = []
    memo = _memo(index)
    seen = memo.seen  # the phrases a token may start, once per distinct token
    i = 0
    while i < len(tokens):
        best: list[tuple[Phrase, float]] = []
        low = tokens[i].low
        if low not in seen:
            words = memo.starts(low)
            seen[low] = [phrase for phrase in index if phrase.words[0] in words] if words else []
        starting = seen[low]
        if not starting:
            i += 1
            continue
        for phrase in starting:
            n = len(phrase.words)
            if best and n < len(best[0][0].words):
                break
            if (kinds and phrase.kind not in kinds) or i + n > len(tokens):
                continue
            fuzzy = phrase.kind == "room"
            typos = phrase.kind in _TYPO_KINDS
            scores = [word_match(tokens[i + k].low, w, fuzzy) or (typo_match(tokens[i + k].low, w) if typos else 0.0)
                      for k, w in enumerate(phrase.words)]
            if min(scores) > 0:
                best.append((phrase, min(scores)))
        if not best:
            i += 1
            continue
        top = max(s for _, s in best)
        best = [(p, s) for p, s in best if s == top]
        kind = best[0][0].kind
        n = len(best[0][0].words)
        values = list(dict.fromkeys(p.value for p, _ in best if p.kind == kind))
        negated = _after(tokens, i, lexicon.NEGATION)
        told = not negated and kind in _CAST_KINDS and _tells_of_votes(tokens, i, n, top)
        hits.append(Hit(i, i + n, kind, values, " ".join(t.text for t in tokens[i : i + n]), top,
                        negated=negated or told, told=told))
        i += n
    return hits


_OPENING = {fold(w) for ws in lexicon.VOTE_OPENING.values() for w in ws}
_ASKING = {fold(w) for ws in lexicon.VOTE_OPENING_ASKED.values() for w in ws}
_LABEL = {fold(w) for ws in lexicon.VOTE_LABEL.values() for w in ws}
_ASKED_END = re.compile(r"^[^.!?\n,;:—–]*\?")  # the clause ends asking: «Против Соболя?», not «Против Соболя, кто со мной?»


def _after(tokens: list[Token], i: int, words: set[str]) -> bool:
    """The word before token i, in its clause, is one of `words` (a negation: «не голосую», "not vote")."""
    return i > 0 and tokens[i - 1].low in words and tokens[i - 1].clause == tokens[i].clause


def with_opening_votes(tokens: list[Token], hits: list[Hit], plain: str) -> list[Hit]:
    """`hits` and a vote hit, where no hit is and a word follows, for each opening vote word (lexicon.VOTE_OPENING:
    «Против Совы.») that opens its sentence — the first word of the message or of a clause, capitalised — and each
    vote label (lexicon.VOTE_LABEL) right before a colon («Głos: Mirenium»). The opening word after a negation
    («Не против Соболя.», «Я не против Соболя»: no objection) is negated as any vote word is (`find_hits`); after a
    question word («Кто против Соболя?») or in a clause that ends asking («Против Соболя?») it casts nothing either:
    the post asks (`extra["asked"]`: the vote word is talked of, and the host learns so)."""
    covered = {i for hit in hits for i in range(hit.start, max(hit.end, hit.start + 1))}
    found = []
    for i, token in enumerate(tokens[:-1]):
        if i in covered:
            continue
        negated, asked = _after(tokens, i, lexicon.NEGATION), _after(tokens, i, _ASKING)
        opens = token.text[:1].isupper() and (i == 0 or tokens[i - 1].clause != token.clause)
        if token.low in _OPENING and (opens or negated or asked):
            asked = asked or bool(_ASKED_END.match(plain[token.start:]))
            found.append(Hit(i, i + 1, "vote", ["vote"], token.text, 0.9, negated=negated or asked,
                             extra={"asked": True} if asked and not negated else {}))
        elif token.low in _LABEL and plain[token.start + len(token.text):].lstrip(" \t").startswith(":"):
            found.append(Hit(i, i + 1, "vote", ["vote"], token.text, 0.9))
    return sorted([*hits, *found], key=lambda hit: hit.start) if found else hits


_CORRECTIONS = sorted({Phrase(_words(w), "correction", "correction") for ws in lexicon.CORRECTION.values() for w in ws},
                      key=lambda p: (-len(p.words), p.words))


def corrections(tokens: list[Token]) -> list[Hit]:
    """Where a message corrects itself ("no wait", «хотя нет», «передумал»: lexicon.CORRECTION), in token order."""
    return find_hits(tokens, _CORRECTIONS)


CONJUNCTIONS = {"и", "i", "and", "а", "oraz", "plus"}


def merge_pairs(hits: list[Hit], index: list[Phrase]) -> list[Hit]:
    """Join two action words into one action when the role set has "X и Y" as a phrase of its
    own ("убиваю Васю и запугиваю Петю" -> kill_intimidate over both targets)."""
    combos = _memo(index).combos
    merged: list[Hit] = []
    for hit in hits:
        previous = merged[-1] if merged else None
        if previous and previous.kind == hit.kind == "action" and not previous.negated and not hit.negated:
            first, second = fold(previous.word).split(), fold(hit.word).split()
            for phrase in combos:
                head, tail = phrase.words[:1], phrase.words[2:]
                if len(first) == len(head) and len(second) == len(tail) and all(
                    word_match(a, b) for a, b in zip(first + second, head + tail)
                ):
                    merged[-1] = Hit(previous.start, previous.end, "action", [phrase.value], previous.word,
                                     min(previous.score, hit.score), extra={"joined": hit})
                    break
            else:
                merged.append(hit)
            continue
        merged.append(hit)
    return merged
