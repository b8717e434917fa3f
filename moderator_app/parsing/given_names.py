"""Pet forms that change a name's root: «Маша», «Машку», «Машеньку» for «Мария», «Сашу», «Санька» for
«Александр», «Вову» for «Владимир», Polish «Gosię» for «Małgorzata», «Jaśka» for «Jan».

No dictionary links a full name to such a short form, so `given_names.yaml` declares the common given names
with their first-degree short forms (language facts, like a dictionary; never a nick's own list). Everything
further is derived: a word is a form of a short form when the dictionaries read both as names of one root
(«Сашу» / «Саша»), or the word's root is the short form's with a diminutive suffix («Машеньку»: «маш» +
«еньк», «Ванюшу»: «ван» + «юш», «Gośkę»: «gos» + «k»), or a word no dictionary knows starts with that
root and goes on with such a suffix («Лёшку»). Two words are one person's name when both are forms of one
given name's family. A nick read that way is a guess (`NAME_FAMILY`), below a pet form of the nick's own root.
"""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache
from pathlib import Path

import yaml

from . import morph
from .nick_shapes import PET_ENDINGS
from .pet_forms import PET_FORM, name_first, name_roots
from .text import fold, unaccent

NAME_FAMILY = PET_FORM - 0.04
"""How sure a nick read through its given name's short form is («Сашу» for «Александр»): a guess the host looks
at, below a pet form of the nick's own root (a player «Маша» wins «Машку» over a player «Мария»)."""
GIVEN_NAMES = Path(__file__).with_name("given_names.yaml")
_SHORT_ROOT = 3  # a shorter root grows a pet form only of a name of its gender (`_grows`)
#: how a pet form's root goes on from its short form's, by language's script: diminutive suffixes
#: (Russian «-к-», «-еньк-», «-ушк-», «-юш-», «-ул-», «-ян», «-ёк» (folded «ек»), «-чик»…, each as short as a
#: paradigm's common start keeps it: «Машенька», «Машенек» start «машен»; Polish «-k-», «-ienk-», «-iun-»,
#: «-ul-», «-ek», diacritics dropped)
_SUFFIX_STARTS = {
    "ru": ("к", "еч", "оч", "ен", "он", "юш", "уш", "ул", "юл", "ун", "юн", "ус", "юс", "ик", "ек", "ок", "чик", "ян",
           "ух", "юх", "ох", "ех"),
    "pl": ("k", "ienk", "iun", "iul", "un", "ul", "us", "ut", "ek", "eczk", "ecz"),
}


@lru_cache(maxsize=1)
def _by_start() -> dict[str, list[tuple[str, str]]]:
    """Each declared form (full or short), folded, with its full name, by the form's first two letters."""
    data = yaml.safe_load(GIVEN_NAMES.read_text(encoding="utf-8"))
    index: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for names in data.values():
        for full, shorts in names.items():
            for form in (full, *shorts):
                folded = fold(form)
                index[unaccent(folded[:2])].append((folded, fold(full)))
    return dict(index)


@lru_cache(maxsize=50_000)
def families(word: str, as_nick: bool = False) -> frozenset[str]:
    """The declared given names a folded word is, or is a short or pet form of («сашу», «санька» →
    александр and александра). A nick (`as_nick`) is its name's dictionary form: "Aleksander" is no plural
    genitive of «Aleksandra» there."""
    if len(word) < 3 or not word.isalpha():
        return frozenset()
    return frozenset(full for form, full in _by_start().get(unaccent(word[:2]), ())
                     if word == form or _of_form(word, form, as_nick))


def _of_form(word: str, form: str, as_nick: bool) -> bool:
    """The folded word is a case form or a pet form of the declared (short) form: both dictionary names, or a
    word whose root as a guessed name (a word no dictionary knows: «Ванюшу», «Коляна») or whose lemma with a
    diminutive ending («Лёшку»: «лешка»; «санки» has none) is the form's root with a diminutive suffix."""
    theirs = name_roots(form, own=True)
    known = morph.known(word)
    if known and (mine := name_roots(word, own=as_nick)):
        return any(_grown(a, b, word) for a in mine for b in theirs)
    guessed = {root for root, _gender in name_roots(word)} if not known else set()  # pymorphy3's guess «ванюш»
    shaped = {unaccent(lemma) for lemma in morph.lemmas(word) if lemma.endswith(PET_ENDINGS)}
    return any(_grows(root, short, word) for root in guessed | shaped for short, _gender in theirs)


def _grown(mine: tuple[str, str], theirs: tuple[str, str], word: str) -> bool:
    """Two dictionary names' (root, gender): one name, or the first a pet form of the second by a suffix."""
    (root, gender), (short, short_gender) = mine, theirs
    same_gender = gender == short_gender or "ms-f" in (gender, short_gender)  # Polish «Ola» (f) is no «Olek» (m1)
    return same_gender if root == short else _grows(root, short, word, same_gender)


def _grows(root: str, short: str, word: str, same_gender: bool = False) -> bool:
    """`root` is `short` going on with a diminutive suffix of the word's language; a root of two letters only for a
    name of its gender («Олечку» of «Оля»), a longer one whatever the dictionary says the gender is (pymorphy3 has
    «Ванюша» feminine)."""
    if len(short) < (2 if same_gender else _SHORT_ROOT) or not root.startswith(short):
        return False
    rest = root[len(short):]
    suffixes = _SUFFIX_STARTS["ru" if morph.is_cyrillic(word) else "pl"]
    return any(rest.startswith(s) for s in suffixes)


@lru_cache(maxsize=200_000)
def same_name(token: str, word: str, loose: bool) -> bool:
    """True when the folded `token` and the folded nick word `word` are forms of one declared given name
    («машку» / «мария», «сашу» / «александр», «gosię» / «małgorzata»). A word written in lower case must read
    first as a name (`pet_forms`), not as a word that is also one («женя» of «женить»)."""
    if token == word or len(token) < 3:
        return False
    theirs = families(word, as_nick=True)
    if not theirs:
        return False  # most nick words are no given name: nothing more to look up
    if not (loose or name_first(token)):
        return False
    return bool(theirs & families(token))
