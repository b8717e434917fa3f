"""Nicks inflected where they are words, and their grammatical gender: pymorphy3 for Russian,
morfeusz2 for Polish (the analysers the parser already loads, so nothing new to ship).

A nick is inflected only when every word of it is a dictionary word forming "adjectives + noun"
("Тихий Волк" -> "Тихого Волка", "Mądry Jeleń" -> "Mądrego Jelenia"), a Polish first name and
surname ("Jacek Wolski" -> "Jacka Wolskiego"), or such a name closed by initials kept as typed
("Ewa M." -> "Ewę M."); anything else ("Sailor",
"Коля_2000") stays as typed, so a catalogue text must read well with an uninflected nick too.
English has no cases. Results are cached: a game has a dozen nicks.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .analysers import polish as _pl
from .analysers import russian as _ru

_RU_CASE = {"nom": "nomn", "gen": "gent", "dat": "datv", "acc": "accs", "ins": "ablt", "loc": "loct"}
_PL_CASE = {"nom": "nom", "gen": "gen", "dat": "dat", "acc": "acc", "ins": "inst", "loc": "loc"}


def _keep_case(word: str, like: str) -> str:
    if like.isupper() and len(like) > 1:
        return word.upper()
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


# ----- Russian ----------------------------------------------------------------------------------
def _ru_phrase(nick: str) -> list[Any] | None:
    """Parses of "adjective… noun" in the nominative singular, or None when the nick is not that."""
    words = nick.split()
    if not words or not all(w.isalpha() for w in words):
        return None
    morph = _ru()
    nouns = [p for p in morph.parse(words[-1]) if {"NOUN", "nomn", "sing"} <= p.tag.grammemes]
    nouns.sort(key=lambda p: (not ({"Name", "Surn", "Patr"} & p.tag.grammemes), -p.score))
    if not nouns or not morph.word_is_known(words[-1].lower()):
        return None
    noun, parses = nouns[0], []
    for word in words[:-1]:
        agreeing = [p for p in morph.parse(word) if {"nomn", "sing", noun.tag.gender} <= p.tag.grammemes
                    and ("ADJF" in p.tag.grammemes or {"NOUN", "Name"} <= p.tag.grammemes)]
        if not agreeing or _fixed_but_declines(word, agreeing[0]):
            return None
        parses.append(agreeing[0])
    return [*parses, noun]


def _fixed_but_declines(word: str, parse: Any) -> bool:
    """A first name the dictionary marks as not declining although its -а/-я ending declines
    («Афоня»): inflecting the rest gave «блокирует Афоня Лопатина», half a nick in the accusative
    (host-findings-2 item 13); the whole nick then stays as typed."""
    return "Fixd" in parse.tag.grammemes and word[-1:].lower() in ("а", "я")


#: A one-word nick the dictionary cannot read as a noun in the nominative ("Коп", "Зорг") declines as
#: this masculine noun does when it ends in a hard consonant: a Russian host writes «ЛС для Копа».
_RU_MODEL = "кот"
_RU_HARD = frozenset("бвгдзклмнпрстфх")
_CYRILLIC = frozenset("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def _ru_like_model(nick: str, case: str) -> str | None:
    """The nick declined like `_RU_MODEL` (host findings #10), or None where that would be a guess:
    not one Cyrillic word ending in a hard consonant, or a known word that is not only a noun."""
    word = nick.lower()
    if " " in nick or not word.isalpha() or word[-1] not in _RU_HARD or not _CYRILLIC.issuperset(word):
        return None
    morph = _ru()
    if morph.word_is_known(word) and not all("NOUN" in p.tag.grammemes for p in morph.parse(word)):
        return None
    model = next(p for p in morph.parse(_RU_MODEL) if {"NOUN", "nomn", "sing"} <= p.tag.grammemes)
    grams = "gent" if _RU_CASE[case] == "accs" else _RU_CASE[case]  # a person: the animate accusative
    form = model.inflect({grams})
    return nick + form.word[len(_RU_MODEL):] if form is not None else None


def _ru_inflect(nick: str, case: str) -> str:
    phrase = _ru_phrase(nick)
    if phrase is None:
        return _ru_like_model(nick, case) or nick
    noun, grams = phrase[-1], _RU_CASE[case]
    if grams == "accs" and noun.tag.gender == "masc" and "inan" in noun.tag.grammemes:
        grams = "gent"  # a nick names a person: the animate accusative ("блокирует Бублика")
    out = []
    for word, parse in zip(nick.split(), phrase):
        wanted = {grams}
        form = parse.inflect(wanted)
        out.append(_keep_case(_host_yo(form.word, word), word) if form is not None else word)
    return " ".join(out)


def _host_yo(form: str, typed: str) -> str:
    """The nick spelt as the host spells it: «Желудь» -> «Желудя», not the dictionary's «Жёлудя»."""
    return form if "ё" in typed.lower() else form.replace("ё", "е")


# ----- Polish -----------------------------------------------------------------------------------
def _tag_has(tag: str, position: int, value: str) -> bool:
    parts = tag.split(":")
    return len(parts) > position and value in parts[position].split(".")


def _pl_noun(word: str) -> tuple[str, str] | None:
    """(lemma, gender) of a common or proper noun reading of `word` in the nominative singular."""
    nouns = [(lemma, tag, labels) for _, _, (_, lemma, tag, labels, _) in _pl().analyse(word)
             if tag.startswith("subst:") and _tag_has(tag, 1, "sg") and _tag_has(tag, 2, "nom")]
    rank = {"m1": 0, "m2": 1, "f": 2, "n": 3, "m3": 4}
    nouns.sort(key=lambda n: (0 if "imię" in n[2] else 1 if "nazwa_pospolita" in n[2] else 2,
                              rank.get(n[1].split(":")[3].split(".")[0], 5)))
    if not nouns:
        return None
    lemma, tag, _ = nouns[0]
    return lemma, tag.split(":")[3].split(".")[0]


def _pl_inflect(nick: str, case: str) -> str:
    words = nick.split()
    if not words or not all(w.isalpha() for w in words):
        return nick
    named = _pl_named(words, _PL_CASE[case])
    if named is not None:
        return named
    noun = _pl_noun(words[-1])
    if noun is None:
        return nick
    lemma, gender = noun
    grams = _PL_CASE[case]
    out = []
    for word in words[:-1]:
        lemmas = [lem for _, _, (_, lem, tag, _, _) in _pl().analyse(word) if tag.startswith("adj:") and _tag_has(tag, 2, "nom")]
        form = _pl_form(lemmas[0], "adj", grams, gender) if lemmas else None
        if form is None:
            return nick
        out.append(_keep_case(form, word))
    form = _pl_form(lemma, "subst", grams, gender)
    return " ".join([*out, _keep_case(form, words[-1])]) if form else nick


def _pl_proper(word: str, label: str) -> list[tuple[str, str]]:
    """(lemma, gender) of each reading of `word` as a first name or surname (`label`) in the nominative singular."""
    return [(lemma, tag.split(":")[3]) for _, _, (_, lemma, tag, labels, _) in _pl().analyse(word)
            if label in labels and tag.startswith("subst:") and _tag_has(tag, 1, "sg") and _tag_has(tag, 2, "nom")]


def _pl_name_surname(words: list[str]) -> tuple[str, str, str] | None:
    """(first name's lemma, surname's lemma, gender) of a nick that is a first name and a surname of
    one gender («Jacek Wolski», «Ewa Nowak»), else None."""
    if len(words) != 2:
        return None
    for name, gender in _pl_proper(words[0], "imię"):
        for surname, its in _pl_proper(words[1], "nazwisko"):
            if gender in its.split("."):
                return name, surname, gender
    return None


def _pl_named(words: list[str], case: str) -> str | None:
    """A first name and a surname, both declined as a host writes them («Jacka Wolskiego», «Ewę Nowak»:
    her surname in -ak has one form); None when the nick is not that."""
    found = _pl_name_surname(words)
    if found is None:
        return None
    name, surname, gender = found
    first, last = _pl_form(name, "subst", case, gender), _pl_form(surname, "subst", case, gender)
    return f"{_keep_case(first, words[0])} {_keep_case(last, words[1])}" if first and last else None


def _pl_form(lemma: str, pos: str, case: str, gender: str) -> str | None:
    for form, _, tag, _, _ in _pl().generate(lemma):
        if tag.startswith(pos + ":") and _tag_has(tag, 1, "sg") and _tag_has(tag, 2, case) and _tag_has(tag, 3, gender) \
                and (pos != "adj" or tag.endswith(":pos")):
            found: str = form  # Morfeusz ships no types
            return found
    return None


# ----- the API ----------------------------------------------------------------------------------
class Nick(str):
    """A nick with a gender known from elsewhere (`gender: f` in the players, or the role's)."""

    gender: str | None

    def __new__(cls, nick: str, gender: str | None = None) -> "Nick":
        self = super().__new__(cls, nick)
        self.gender = gender if gender in ("m", "f") else None
        return self


def inflect(nick: str, case: str, lang: str, gender: str | None = None) -> str:
    """`nick` in grammatical `case` (nom gen dat acc ins loc) where it is a word; else unchanged.
    `gender` (or a `Nick`'s own) is the player's declared one: a woman's one-word nick that is no
    dictionary feminine noun stays as typed («блокирует Кэт», not «Кэта»)."""
    declared = gender if gender in ("m", "f") else getattr(nick, "gender", None)
    return _inflect(str(nick), case, lang, declared)


#: an initial or a short abbreviation closing a nick («W.», «Ż.», «St.», a bare «K»): a host declines
#: the name before it and keeps it as typed («blokuje Ewę M.», «блокирует Машу К.»; host-findings-5 item 21)
_CLOSING = re.compile(r"(\s+)([^\W\d_][^\W\d_]?\.|[^\W\d_])$")


def _split_initials(nick: str) -> tuple[str, str]:
    """(the name, its closing initials): "Jacek W." -> ("Jacek", " W."); a nick without them -> (nick, "")."""
    name, initials = nick, ""
    while (found := _CLOSING.search(name)) and found[2][:1].isupper():
        name, initials = name[:found.start()], name[found.start():] + initials
    return (name, initials) if name.strip() else (nick, "")


@lru_cache(maxsize=4096)
def _inflect(nick: str, case: str, lang: str, gender: str | None) -> str:
    if case == "nom" or lang not in ("ru", "pl"):
        return nick
    name, initials = _split_initials(nick)
    if initials:
        return _inflect(name, case, lang, gender) + initials
    try:
        if gender == "f" and _indeclinable_for_her(nick, lang):
            return nick
        return _ru_inflect(nick, case) if lang == "ru" else _pl_inflect(nick, case)
    except Exception:  # an analyser missing or failing must never cost the host a post
        return nick


def _indeclinable_for_her(nick: str, lang: str) -> bool:
    """A woman's one-word nick that is not a feminine noun in the dictionary («Кэт», «Волк», «Kat»):
    Russian and Polish leave such a woman's name undeclined."""
    if " " in nick.strip():
        return False
    if lang == "ru":
        return not any({"NOUN", "nomn", "sing", "femn"} <= p.tag.grammemes for p in _ru().parse(nick))
    found = _pl_noun(nick)
    return found is None or found[1] != "f"


@lru_cache(maxsize=1024)
def agree(adjective: str, noun: str, lang: str) -> str:
    """The adjective in the noun's gender, nominative singular ("Ночной" + "Рысь" -> "Ночная");
    unchanged where the language or the dictionary cannot tell."""
    try:
        if lang == "ru":
            nouns = [p for p in _ru().parse(noun) if {"NOUN", "nomn", "sing"} <= p.tag.grammemes]
            adjs = [p for p in _ru().parse(adjective) if {"ADJF", "nomn", "sing"} <= p.tag.grammemes]
            if nouns and adjs:
                form = adjs[0].inflect({"nomn", "sing", nouns[0].tag.gender})
                return _keep_case(form.word, adjective) if form is not None else adjective
        if lang == "pl":
            found = _pl_noun(noun)
            lemmas = [lem for _, _, (_, lem, tag, _, _) in _pl().analyse(adjective) if tag.startswith("adj:")]
            if found and lemmas:
                form = _pl_form(lemmas[0], "adj", "nom", found[1])
                return _keep_case(form, adjective) if form else adjective
    except Exception:  # no dictionary: the adjective as written
        return adjective
    return adjective


@lru_cache(maxsize=4096)
def gender(nick: str, lang: str) -> str | None:
    """"m" or "f" when the nick's head noun (or first name) says so, else None."""
    nick = _split_initials(nick)[0]  # «Ewa M.» is a woman as «Ewa» is
    try:
        if lang == "ru":
            phrase = _ru_phrase(nick)
            found = phrase[-1].tag.gender if phrase else None
            return {"masc": "m", "femn": "f"}.get(found or "")
        if lang == "pl" and nick.split() and all(w.isalpha() for w in nick.split()):
            named = _pl_name_surname(nick.split())
            if named is not None:  # «Ewa Nowak» is a woman whatever «nowak» is
                return "f" if named[2] == "f" else "m"
            noun = _pl_noun(nick.split()[-1])
            return None if noun is None else ("f" if noun[1] == "f" else "m" if noun[1].startswith("m") else None)
    except Exception:  # as above: no gender is a valid answer
        return None
    return None
