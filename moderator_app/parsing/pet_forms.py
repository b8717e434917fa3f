"""Pet and short forms of first names, derived from the dictionaries, never listed per nick.

«Васёк» and «Василий» for «Вася», «Машка» and «Машенька» for «Маша», Polish «Mareczek» for «Marek» and
«Kaśka» for «Kasia». Both dictionaries mark first names — pymorphy3's `Name` grammeme, morfeusz2's
«imię» class — with their gender. A name's root is what all forms of its paradigm start with («вас» of
вася/васи/васю…, «mar» of Marek/Marka/Markowi…, diacritics dropped). Two first names of one gender are
one person's name and its pet form when the shorter root stands whole at the start of the other
(rapidfuzz's common prefix), at least three letters («Оля» → «Ольга» is two: those need both dictionary
names). A word no dictionary knows (a home-made «Васятка») may be the pet form of a dictionary name by
the same test, and so may one made of any nick's first three letters or more and a diminutive ending
(«Ромку» for «Ромео», `_first_syllables`). A short form of another root («Маша» for «Мария») is
`given_names`'. Nicks that are creatures («Сова», «Кот»: pymorphy3's animate common nouns) are called by
diminutives too («Совёнок», «Котика», Polish «Kotek», «Sówka»): a capitalised word whose root extends the nick's by a short suffix
(`_diminutive`; «Котлета» is no creature, «Советник» too long a way from «Сова»). The parser reads such a word as the nick at `PET_FORM`, below the inbox's «sure», so the
host sees it is a guess and confirms it once (`aliases`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from rapidfuzz.distance import Prefix

from ..i18n.analysers import polish as _pl
from ..i18n.analysers import russian as _ru
from . import morph
from .nick_shapes import PET_ENDINGS
from .text import unaccent

PET_FORM = 0.78
"""How sure a nick read from a pet or short form is: a guess the host looks at (below the inbox's 0.8)."""
_SHORT_ROOT = 3  # a root this long may be matched across a word no dictionary knows
_NAME_SCORE = 0.05  # a dictionary reading less likely than this is not taken
_SUFFIX = 4  # a creature's diminutive adds at most this many letters to its root («лис» → «лисичк»)
_COMMON = "ms-f"  # pymorphy3's gender of names worn by both («Саша», «Женя»)


@lru_cache(maxsize=50_000)
def name_roots(word: str, own: bool = False) -> frozenset[tuple[str, str]]:
    """(root, gender) of each first name a folded word can be a form of, by the dictionaries; `own`: only the
    name the word is the dictionary form of (Polish «Olek» is «Olek», not the plural genitive of «Olka»)."""
    if morph.is_cyrillic(word):
        return _russian_roots(word, own)
    if word.isalpha():
        return _polish_roots(word, own)
    return frozenset()


def _russian_roots(word: str, own: bool) -> frozenset[tuple[str, str]]:
    found = set()
    for parse in _ru().parse(word)[:4]:
        if ("Name" in parse.tag and parse.score >= _NAME_SCORE
                and not (own and parse.normal_form.replace("ё", "е") != word)):
            forms = [unaccent(f.word.replace("ё", "е")) for f in parse.lexeme]
            found.add((_common_start(forms), str(parse.tag.gender or _COMMON)))
    return frozenset(found)


#: pymorphy3's marks of a proper name or a shortening: such a noun is no creature's pet form
_NOT_CREATURE = {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad", "Abbr"}


@lru_cache(maxsize=50_000)
def creature_roots(word: str, as_nick: bool = False) -> frozenset[tuple[str, str]]:
    """(root, gender) of each animate common noun a folded Russian word can be a form of (Polish: `_polish_creatures`)
    («сова» → «сов», «котика» → «котик»): nicks are often creatures, and players call them by diminutives («Совёнок»,
    «Котик»). The gender is the noun's own (pymorphy3's, of its normal form), "" for a young one's («совёнок»,
    «мышонок»: masculine whatever the animal) or one the dictionary gives none. A nick (`as_nick`) is the noun's own
    dictionary form: "Marek" is no form of «marka» there."""
    if not morph.is_cyrillic(word):
        return _polish_creatures(word, as_nick) if word.isalpha() else frozenset()
    return frozenset((_common_start([unaccent(f.word.replace("ё", "е")) for f in parse.lexeme]), _creature_gender(parse))
                     for parse in _ru().parse(word)[:4]
                     if {"NOUN", "anim"} <= set(str(parse.tag).replace(" ", ",").split(","))
                     and not _NOT_CREATURE & set(str(parse.tag).replace(" ", ",").split(","))
                     and parse.score >= _NAME_SCORE and not (as_nick and parse.normal_form.replace("ё", "е") != word))


#: the endings of a Russian young animal's noun («совёнок», «котёнок», «мышонок»): masculine whatever the animal is
_YOUNG = ("енок", "онок")


def _creature_gender(parse: Any) -> str:
    """A Russian creature noun's gender as `_diminutive` compares it: a diminutive keeps it («котик» / «кот», «лисичка»
    / «лиса»), a female's noun has its own («лисица» / «лис», «медведица» / «медведь»: another noun, no pet form)."""
    if parse.normal_form.replace("ё", "е").endswith(_YOUNG):
        return ""
    return str(parse.tag.gender or "")


def _polish_creatures(word: str, as_nick: bool) -> frozenset[tuple[str, str]]:
    """Polish common nouns of an animal's gender (morfeusz2's m2) or a feminine one («kot» / «kotek», «sowa» /
    «sówka»), with the gender: a diminutive keeps it."""
    found = set()
    for _start, _end, (_orth, lemma, tag, kinds, *_rest) in _pl().analyse(word):
        gender = tag.split(":")[-1]
        if (tag.startswith("subst") and "nazwa_pospolita" in kinds and gender in ("m2", "f")
                and not (as_nick and lemma.split(":")[0].lower() != word)):
            found.add((morph.stem(unaccent(lemma.split(":")[0].lower())), gender))  # «kot» keeps its t («kocie»)
    return frozenset(found)


def _polish_roots(word: str, own: bool) -> frozenset[tuple[str, str]]:
    found = set()
    for variant in {word, word.capitalize()}:
        for _start, _end, (_orth, lemma, tag, names, *_rest) in _pl().analyse(variant):
            if "imię" in names and not (own and lemma.split(":")[0].lower() != word):
                forms = [unaccent(orth.lower()) for orth, lem, _t, kinds, *_r in _pl().generate(lemma)
                         if lem == lemma and "imię" in kinds]
                found.add((_common_start(forms or [unaccent(word)]), tag.split(":")[-1]))
    return frozenset(found)


def _common_start(forms: list[str]) -> str:
    """What every form starts with: the root the paradigm's endings are added to."""
    start = forms[0]
    for form in forms[1:]:
        start = start[: int(Prefix.similarity(start, form))]
    return start


@lru_cache(maxsize=200_000)
def pet_form(token: str, word: str, loose: bool) -> bool:
    """True when the folded `token` is a pet or short form of the folded nick word `word`, or the other
    way round («васек» / «вася» / «василий», «kaśkę» / «kasia»), by `name_roots`. A word written in
    lower case must read first as a name («машку»), not as a word that is also one («вера», «marka»)."""
    if token == word or len(token) < 3 or len(word) < 3 or unaccent(token[:2]) != unaccent(word[:2]):
        return False  # a pet form starts as its name does: most pairs end here, before any dictionary
    if not (loose or name_first(token)):
        return False
    if loose and not morph.known(token) and _first_syllables(token, word):
        return True  # «Ромку» for «Ромео»: the nick's start and a diminutive ending, whatever the nick is
    mine, theirs = name_roots(token), name_roots(word)
    if mine and theirs and any(_related(a, b) for a in mine for b in theirs):
        return True
    creatures = creature_roots(word, as_nick=True) if loose else frozenset()  # «Сова», «Кот»: «Совёнок», «Котика», «Kotek»
    if creatures and (own := creature_roots(token)):
        return any(_diminutive(a, b) for a in own for b in creatures)
    if mine and theirs:
        return False
    theirs = theirs or creatures
    if not theirs or morph.known(token) or not token.isalpha():
        return False  # a dictionary word that is no name («машина», «вас») is never a nick's pet form
    plain = unaccent(token)
    return any(len(root) >= _SHORT_ROOT and plain.startswith(root) and len(plain) - len(root) <= 6
               for root, _gender in theirs)


def _first_syllables(token: str, word: str) -> bool:
    """A Russian word no dictionary knows made of the nick's start, three letters or more, and a diminutive
    ending («Ромку», «Ромочка» for «Ромео»: the dictionary's «Ромео» is indeclinable, so its root is the whole
    word; «Ларочку» for «Ларианта»)."""
    if not morph.is_cyrillic(token):
        return False
    for lemma in morph.lemmas(token):
        for ending in PET_ENDINGS:
            start = lemma[: -len(ending)]
            if lemma.endswith(ending) and len(start) >= _SHORT_ROOT and len(word) > len(start) and word.startswith(start):
                return True
    return False


#: morfeusz2's kinds of a proper name: a lower-case Polish word read only as these is a name written small
_PROPER = {"imię", "nazwisko", "nazwa_geograficzna"}


def name_first(word: str) -> bool:
    """A Russian word whose likeliest reading is a first name («машку», «васек»), or a Polish one that morfeusz2
    reads only as a proper name, a first name among them («gosię», «kaśkę»; not «mania», «marka», common nouns)."""
    if morph.is_cyrillic(word):
        parses = _ru().parse(word)
        return bool(parses) and "Name" in parses[0].tag
    kinds = [set(found[3]) for *_span, found in _pl().analyse(word)] if word.isalpha() else []
    return bool(kinds) and all(k and k <= _PROPER for k in kinds) and any("imię" in k for k in kinds)


def _diminutive(a: tuple[str, str], b: tuple[str, str]) -> bool:
    """Two creatures' roots: one the other's with a short suffix («кот» / «котик», «сов» / «совен»)."""
    if a[1] != b[1] and a[1] and b[1]:
        return False  # a diminutive keeps its gender («kotek», m2 like «kot»; «sówka», f like «sowa»; «котик», «лисичка»)
    short, long = sorted((a[0], b[0]), key=len)
    return len(short) >= _SHORT_ROOT and long.startswith(short) and len(long) - len(short) <= _SUFFIX


def _related(a: tuple[str, str], b: tuple[str, str]) -> bool:
    """Two dictionary names' (root, gender): one name and its pet form."""
    (root_a, gender_a), (root_b, gender_b) = a, b
    if gender_a != gender_b and _COMMON not in (gender_a, gender_b):
        return False  # «Марек» is no pet form of «Марина»
    short, long = sorted((root_a, root_b), key=len)
    if len(short) < 2 or Prefix.similarity(short, long) < len(short):
        return False
    return len(short) >= _SHORT_ROOT or gender_a == gender_b  # «Оля» / «Ольга», never «Оля» / «Олег»
