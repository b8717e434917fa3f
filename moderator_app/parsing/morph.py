"""Dictionary forms of words, offline: pymorphy3 for Cyrillic words, morfeusz2 for Latin ones.

Everything here is cached; the analysers load lazily on first use (about half a second).
Besides dictionary lemmas, `base` cuts a Russian case ending glued to a Latin nick
("Sailor'а", "Sailorу") and `stem` strips a common Russian or Polish ending, so a nick the
dictionaries have never seen still matches across declensions.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..i18n.analysers import english_common as _en
from ..i18n.analysers import polish as _pl
from ..i18n.analysers import russian as _ru

_CYR = re.compile(r"[а-яё]", re.I)
_LAT_THEN_CYR = re.compile(r"^([\w\d_]*[a-z0-9_])['\-]?([а-яё]{1,3})$", re.I)
_RU_ENDINGS = sorted(
    "а я у ю е и ы о ь й ой ей ою ею ом ем ам ям ами ями ах ях ов ев ий ый ая яя ого его ому ему им ым".split(),
    key=len, reverse=True,
)
_PL_ENDINGS = sorted(
    "a ę y i ie ą u o e owi em iem ego emu ia ię ii iu io ą om ami ach ów ka ku kiem".split(),
    key=len, reverse=True,
)


def is_cyrillic(word: str) -> bool:
    """True when the word holds a Cyrillic letter."""
    return bool(_CYR.search(word))


@lru_cache(maxsize=100_000)
def base(word: str) -> str:
    """A Latin/digit nick with a short Russian ending cut off ("sailor'а" -> "sailor")."""
    m = _LAT_THEN_CYR.match(word)
    if m and not is_cyrillic(m.group(1)):
        return m.group(1).lower()
    return word


@lru_cache(maxsize=100_000)
def lemmas(word: str) -> frozenset[str]:
    """Dictionary forms of a folded word (lower case), the word itself included."""
    forms = {word}
    core = base(word)
    forms.add(core)
    if is_cyrillic(core):
        for parse in _ru().parse(core)[:4]:
            if parse.score >= 0.05:
                forms.add(parse.normal_form.replace("ё", "е"))
    elif core.isalpha():
        for variant in {core, core.capitalize()}:
            for _start, _end, (_orth, lemma, _tag, *_rest) in _pl().analyse(variant):
                forms.add(lemma.split(":")[0].lower())
    return frozenset(forms)


@lru_cache(maxsize=100_000)
def stem(word: str) -> str:
    """The word without its longest common Russian/Polish ending, never shorter than 3 letters."""
    core = base(word)
    endings = _RU_ENDINGS if is_cyrillic(core) else _PL_ENDINGS
    for ending in endings:
        if core.endswith(ending) and len(core) - len(ending) >= 3:
            return core[: -len(ending)]
    return core


@lru_cache(maxsize=100_000)
def with_ogonek(word: str) -> str | None:
    """A Latin word no dictionary knows read as a Polish one typed without the ogonek of its ending («Ewe» for «Ewę»,
    the accusative players type on keyboards without Polish letters: host-findings-5 item 19), or None."""
    if is_cyrillic(word) or not word.isalpha() or known(word):
        return None
    restored = word[:-1] + "ę" if word.endswith("e") else word[:-1] + "ą" if word.endswith("a") else None
    return restored if restored is not None and known(restored) else None


def ending(tail: str, word: str) -> bool:
    """`tail` is a common Russian or Polish ending (of the word's script), or nothing: what a declension adds."""
    return not tail or tail in (_RU_ENDINGS if is_cyrillic(word) else _PL_ENDINGS)


@lru_cache(maxsize=100_000)
def known(word: str) -> bool:
    """True when a dictionary knows the folded word (so its ending must not be guessed at)."""
    core = base(word)
    if core != word or not core.isalpha():
        return False
    if is_cyrillic(core):
        return bool(_ru().word_is_known(core))
    return any(tag[2][2] != "ign" for tag in _pl().analyse(core))


#: the dictionaries' marks of a proper name (pymorphy3 grammemes, morfeusz2 name kinds): such a word may be a nick
_RU_PROPER = {"Name", "Surn", "Patr", "Geox", "Orgn", "Trad"}
_PL_PROPER = {"imię", "nazwisko", "nazwa_geograficzna", "nazwa_organizacji", "marka"}


@lru_cache(maxsize=100_000)
def common_word(word: str) -> bool:
    """A folded word a dictionary knows only as a common word, never as a name («ясно», «jasne», «wyraźnie»), or one of
    English's most common words no Polish dictionary knows ("clearly", "right", `english_word`): written after a vote
    word it means itself, it is no misspelt nick (names.NickIndex.guess). "Rasputin", «Матвея» (names) are not."""
    if not known(word):
        return english_word(word)
    if is_cyrillic(word):
        return not any(_RU_PROPER & set(parse.tag.grammemes) for parse in _ru().parse(word)[:4])
    return not any(_PL_PROPER & set(found[3]) for *_span, found in _pl().analyse(word))


def english_word(word: str) -> bool:
    """A folded word among English's most common ("clearly", "right", "would", "liking"; not "bob", "admiral"): it is
    itself, never a nick typed a letter wrong ("right" for "Wight", names.word_score), whatever its capital."""
    return word.isascii() and word in _en()


_PL_NARRATIVE = {"praet", "ppas", "pact", "pcon", "pant"}
# A Polish verbal noun ("głosowanie na siebie jest zakazane", "linczowanie") names the act; morfeusz
# reads it as a gerund and often as a plain noun too, never as a verb form that casts.
_PL_VERBAL_NOUN = {"ger", "subst"}
_PL_SECOND_PERSON = ("fin:sg:sec", "fin:pl:sec", "impt:sg:sec", "impt:pl:sec")
_PL_FIRST_PERSON = ("łem", "łam", "liśmy", "łyśmy")


@lru_cache(maxsize=100_000)
def narrative(word: str) -> bool:
    """A verb form that tells of a vote rather than casts it: a participle or gerund ("повешен",
    "проголосовавший", a Polish verbal noun "głosowanie"), a past tense ("проголосовал", "zagłosował") —
    but not a Polish first person ("zagłosowałem" casts) — a Russian third person ("голосуют",
    "присоединится": what others do) or second person / imperative ("голосуйте", "голосуете"), a Polish third person plural ("głosują") or second person
    ("głosujecie", "Głosujcie!": telling others how to vote)."""
    core = base(word)
    if is_cyrillic(core):
        tag = _ru().parse(core)[0].tag
        # the second person and the imperative tell others how to vote («Голосуйте!» under the night's dead,
        # forum.riverrise.ru; «голосуй», «проголосуйте», «вы голосуете»); «голосуем», «проголосуем» still cast
        told = "2per" in tag or ("impr" in tag and "excl" in tag)
        return bool({"PRTF", "PRTS", "GRND"} & {tag.POS}) or ("VERB" in tag and ("past" in tag or "3per" in tag or told))
    if not core.isalpha() or core.endswith(_PL_FIRST_PERSON):
        return False
    full = [tag for _s, _e, (_o, _l, tag, *_r) in _pl().analyse(core)]
    tags = {tag.split(":")[0] for tag in full}
    # a third person plural ("głosują", "linczują") tells what others do; the singular "głosuje" is
    # too often "głosuję" typed without its ogonek to count as narration
    plural_ter = bool(full) and all(t.startswith("fin:pl:ter") for t in full)
    verbal_noun = "ger" in tags and tags <= _PL_VERBAL_NOUN
    # the second person tells others how to vote ("piszcie wyraźnie, na kogo głosujecie",
    # "Głosujcie!" under the night's dead): a vote is cast in the first person or with a noun ("głos na")
    second = bool(full) and all(t.startswith(_PL_SECOND_PERSON) for t in full)
    return plural_ter or verbal_noun or second or (bool(tags) and tags <= _PL_NARRATIVE)


@lru_cache(maxsize=10_000)
def nominative_noun(word: str) -> bool:
    """A Russian or Polish noun that may stand in the nominative and is no adjective first («убийство»,
    «выстрел», «strzał»; not «дневной», «Śmiertelny», «mafii»): the head of a name like «Дневной выстрел»."""
    core = base(word)
    if is_cyrillic(core):
        parses = _ru().parse(core)
        return bool(parses) and parses[0].tag.POS == "NOUN" and any("nomn" in p.tag for p in parses if p.tag.POS == "NOUN")
    tags = [tag for _s, _e, (_o, _l, tag, *_r) in _pl().analyse(core)] if core.isalpha() else []
    nominative = any(t.startswith("subst:") and "nom" in t.split(":")[2].split(".") for t in tags)
    return nominative and not any(t.startswith("adj") for t in tags)


@lru_cache(maxsize=100_000)
def full_adjective(word: str) -> bool:
    """A Russian full adjective ("серая", "лунный"): declined as the first word of a nick ("серую")."""
    core = base(word)
    return is_cyrillic(core) and _ru().parse(core)[0].tag.POS == "ADJF"


@lru_cache(maxsize=100_000)
def participle(word: str) -> bool:
    """A participle ("засчитан", "учтённый", "policzony"): a vote beside it is spoken of, not cast."""
    core = base(word)
    if is_cyrillic(core):
        return _ru().parse(core)[0].tag.POS in ("PRTF", "PRTS")
    return core.isalpha() and any(tag.startswith(("ppas", "pact")) for _s, _e, (_o, _l, tag, *_r) in _pl().analyse(core))


@lru_cache(maxsize=100_000)
def infinitive(word: str) -> bool:
    """A Russian or Polish infinitive ("голосовать", "anulować")."""
    core = base(word)
    if is_cyrillic(core):
        return bool(_ru().parse(core)[0].tag.POS == "INFN")  # pymorphy3 ships no types
    return core.isalpha() and any(tag.startswith("inf") for _s, _e, (_o, _l, tag, *_r) in _pl().analyse(core))


@lru_cache(maxsize=100_000)
def animate_nominative(word: str) -> bool:
    """A Russian word read first as an animate noun in the nominative ("бобр", "вася"): its accusative
    ("бобра", "васю") differs, so written so it is not a verb's object but someone spoken to."""
    if not is_cyrillic(word):
        return False
    parses = _ru().parse(word)
    return bool(parses) and {"NOUN", "anim", "nomn"} <= set(str(parses[0].tag).replace(" ", ",").split(","))
