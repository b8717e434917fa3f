"""Sub-masks: the host enters real forum accounts; the app issues game nicks and passwords.

Players play under anonymous game accounts (C-FLOW-8, H-GEN-7); the host registers them, sends
each player his nick and password with the role card, and the final reveal pairs every real
account with its game nick.

Randomness: passwords always come from `secrets` — they guard accounts on a real forum and must
not be derivable from anything stored with the game (the journal holds the seed). Which account
gets which nick is secret during the game too, so by default it is drawn from the system's
secure generator as well; a test or a host who wants a reproducible table passes `chooser`
(any `random.Random`). The issued table goes into the game's setup (players' `account`,
`nick` and `password`), so a replay never draws it again.
"""

from __future__ import annotations

import re
import secrets
import string
from dataclasses import dataclass
from random import Random
from typing import Iterable, Sequence

from ..engine.model.errors import InputError
from ..engine.model.state import Player
from ..i18n.grammar import agree

#: Look-alike characters left out, so a password read from a post is typed right the first time.
PASSWORD_ALPHABET = "".join(c for c in string.ascii_letters + string.digits if c not in "0O1lIo")

_ADJECTIVES = {
    "ru": ["Серый", "Тихий", "Рыжий", "Старый", "Хмурый", "Лунный", "Северный", "Ночной", "Быстрый", "Смелый",
           "Мудрый", "Дикий"],
    "pl": ["Szary", "Cichy", "Rudy", "Stary", "Ponury", "Księżycowy", "Północny", "Nocny", "Szybki", "Śmiały",
           "Mądry", "Dziki"],
    "en": ["Grey", "Quiet", "Red", "Old", "Gloomy", "Lunar", "Northern", "Night", "Swift", "Bold", "Wise", "Wild"],
}
_NOUNS = {
    "ru": ["Волк", "Филин", "Ворон", "Лис", "Барсук", "Ёж", "Медведь", "Кот", "Сокол", "Олень", "Бобр", "Рысь",
           "Сова", "Куница", "Белка", "Выдра", "Цапля", "Сорока", "Ястреб", "Орёл", "Зубр", "Лось", "Заяц",
           "Лебедь", "Соболь", "Енот", "Сыч", "Ласка", "Тигр", "Кабан"],
    "pl": ["Wilk", "Puchacz", "Kruk", "Lis", "Borsuk", "Jeż", "Niedźwiedź", "Kot", "Sokół", "Jeleń", "Bóbr", "Ryś",
           "Sowa", "Kuna", "Wiewiórka", "Wydra", "Czapla", "Sroka", "Jastrząb", "Orzeł", "Żubr", "Łoś", "Zając",
           "Łabędź", "Soból", "Szop", "Puszczyk", "Łasica", "Tygrys", "Dzik"],
    "en": ["Wolf", "Owl", "Raven", "Fox", "Badger", "Hedgehog", "Bear", "Cat", "Falcon", "Stag", "Beaver", "Lynx",
           "Crow", "Marten", "Squirrel", "Otter", "Heron", "Magpie", "Hawk", "Eagle", "Bison", "Elk", "Hare",
           "Swan", "Sable", "Raccoon", "Lark", "Weasel", "Tiger", "Boar"],
}


@dataclass(frozen=True)
class SubMask:
    """One player's disguise: his real account, the game nick he plays under, its password."""

    account: str
    nick: str
    password: str


def new_password(length: int = 10) -> str:
    return "".join(secrets.choice(PASSWORD_ALPHABET) for _ in range(length))


def default_nicks(lang: str = "ru") -> list[str]:
    """The built-in pool: adjective + animal, the adjective in the animal's gender ("Ночная Рысь",
    never "Ночной Рысь": pymorphy3 / morfeusz2 agree them, `i18n.grammar.agree`)."""
    adjectives, nouns = _ADJECTIVES.get(lang, _ADJECTIVES["ru"]), _NOUNS.get(lang, _NOUNS["ru"])
    return [f"{agree(a, n, lang)} {n}" for a in adjectives for n in nouns]


def noun_of(nick: str) -> str:
    """The word a generated nick is known by (its animal): two players never share one."""
    return nick.split()[-1].casefold() if nick.split() else nick.casefold()


#: An adjective's gender ending ("Ночной/Ночная", "Nocny/Nocna"): two forms are one adjective.
_GENDER_ENDING = re.compile(r"(?:ый|ий|ой|ая|яя|ое|ее|y|a|e|i)$")


def adjective_of(nick: str) -> str | None:
    """The adjective of a two-word nick, without its gender ending; None for a one-word nick."""
    words = nick.split()
    return _GENDER_ENDING.sub("", words[0].casefold()) if len(words) > 1 else None


def _distinct_nouns(pool: list[str], count: int, chooser: Random, taken: Iterable[str] = ()) -> list[str]:
    """`count` nicks drawn from `pool`: no noun twice and none a nick on the table already has,
    and no adjective twice while unused ones remain ("Ночной Сокол" and "Ночная Рысь" in one game
    read as a pair); with too few nouns in a host's own pool the rest repeat rather than leave a seat empty."""
    order = chooser.sample(pool, len(pool))
    nouns = {noun_of(n) for n in taken}
    adjectives = {adjective_of(n) for n in taken} - {None}
    chosen: list[str] = []
    for fresh_adjective_only in (True, False):
        for nick in order:
            if len(chosen) == count:
                break
            if nick in chosen or noun_of(nick) in nouns or (fresh_adjective_only and adjective_of(nick) in adjectives):
                continue
            chosen.append(nick)
            nouns.add(noun_of(nick))
            adjectives.add(adjective_of(nick))
    chosen += [n for n in order if n not in chosen][: count - len(chosen)]
    return chosen


def issue(
    accounts: Sequence[str],
    *,
    nicks: Iterable[str] | None = None,
    lang: str = "ru",
    chooser: Random | None = None,
    passwords: dict[str, str] | None = None,
    taken: Iterable[str] = (),
) -> list[SubMask]:
    """A game nick and a password for every real account, in the accounts' order.

    `nicks` is the host's own pool (default: the built-in one); no two nicks share a noun, nor
    with the nicks already `taken` at the table; `passwords` maps an account to the password the
    host already chose, the others get a fresh one.
    """
    clean = [str(a).strip() for a in accounts]
    for index, account in enumerate(clean):
        if not account:
            raise InputError(f"account #{index + 1} is empty")
    duplicates = sorted({a for a in clean if clean.count(a) > 1})
    if duplicates:
        raise InputError(f"duplicate account '{duplicates[0]}'")
    pool = list(dict.fromkeys(n.strip() for n in (nicks if nicks is not None else default_nicks(lang)) if n.strip()))
    clash = sorted(set(pool) & set(clean))
    if clash:
        raise InputError(f"the game nick '{clash[0]}' is a real account: a mask must not be the face")
    if len(pool) < len(clean):
        raise InputError(f"{len(clean)} accounts but only {len(pool)} game nicks to give out")
    chosen = _distinct_nouns(pool, len(clean), chooser or secrets.SystemRandom(), taken)
    given = passwords or {}
    return [SubMask(account, nick, given.get(account) or new_password()) for account, nick in zip(clean, chosen)]


def setup_players(masks: Sequence[SubMask]) -> list[dict[str, str]]:
    """The masks as a game setup's players (`nick` the game nick, `account` the real one)."""
    return [{"nick": m.nick, "account": m.account, "password": m.password} for m in masks]


def reveal_pairs(players: Iterable[Player]) -> list[tuple[str, str]]:
    """(real account, game nick) for every player who plays under a mask, in seat order: an account
    that is the nick itself hides nothing, and «X → X» lines only make the reveal longer."""
    seated = sorted(players, key=lambda p: p.seat)
    return [(str(p.account), str(p.nick)) for p in seated
            if p.account and str(p.account).strip().casefold() != str(p.nick).strip().casefold()]
