"""Finding players' nicks in a message's tokens.

A nick is recognised across declensions (dictionary lemmas, then a stem for nicks no dictionary
knows), written in part ("Ольгу" for "Ольга Петровна"), with a Russian ending glued to a Latin
nick ("Sailor'а"), in Latin letters for a Cyrillic nick ("Vasya", "Vasia" for «Вася», "Kot" for
«Кот»: the published transliteration schemes of `iuliia`, at a lower score so the host sees the
guess), with a typo (rapidfuzz; a word about the nick's length), as a pet form of its root (`pet_forms`)
or of another root («Сашу» for «Александр»: `given_names`), as a Russian pet name or by a seat
number (`nick_shapes`). Each mention carries a score in 0..1 and the other
players it could also be; a mention that fits several players equally well is `ambiguous` and
names nobody, so the parser never makes a confident wrong guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

import iuliia
from rapidfuzz import fuzz

from . import morph
from .lexicon import STOP
from .nick_shapes import in_time_or_date, number_name, pet_name_roots, shared_words
from .given_names import NAME_FAMILY, same_name
from .pet_forms import PET_FORM, name_first, name_roots, pet_form
from .text import EN_TRANSLIT, TOKEN_RE, Token, fold, from_translit, to_cyrillic, unaccent

ACCEPT = 0.72  # below this a word is not taken for a nick
_NICK_PARTS = re.compile(r"[A-ZА-ЯЁ]?[a-zа-яё]+|[A-ZА-ЯЁ]+(?![a-zа-яё])|\d+")  # "IAmRobik" -> I, Am, Robik
TIE = 0.03  # two players closer than this are a tie
LATIN_SPELLING = 0.85  # a Cyrillic nick written in Latin letters: a guess the host should see
TYPO_GUESS = 70  # rapidfuzz ratio: the word after a vote word this close to one nick is offered as a guess
START_GUESS = 0.75  # `guess`: initials or the start of a nick ("NS", "toad" for "Toadsteem"); a part or a typo is less
SEAT_NUMBER = 0.9  # "7" for "Игрок 7" when the other players are "Игрок 1", "Игрок 2"…: the number is the name
# The schemes Russian speakers actually type in: Wikipedia's (Vasya, Yozhik), the passport's ICAO 9303
# (Vasia, Ezhik), Telegram's (Jenia), Yandex Maps' (Ryzhiy) and the Moscow metro's (Nochnoy).
_SCHEMES = (iuliia.WIKIPEDIA, iuliia.ICAO_DOC_9303, iuliia.TELEGRAM, iuliia.YANDEX_MAPS, iuliia.MOSMETRO)


@lru_cache(maxsize=10_000)
def latin_spellings(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """A Cyrillic nick's words as players write them in Latin letters, one tuple per distinct scheme."""
    out = []
    for scheme in _SCHEMES:
        latin = tuple(fold(scheme.translate(w)) for w in words)
        if latin != words and latin not in out and all(w.isascii() for w in latin):
            out.append(latin)
    return out


def russian_name_spelling(words: list[str]) -> list[str]:
    """A Latin nick that is a Russian name typed in Latin letters, back in Cyrillic ("Vasya_2000" -> «вася_2000»),
    so its pet forms read as the Cyrillic name's («Васька»); [] when no letter run of it reads as a Russian name
    (the Polish-spelled `to_cyrillic` gives «васыа», no name)."""
    if any(morph.is_cyrillic(w) for w in words):
        return []
    spelled = [from_translit(w) for w in words]
    runs = [run for w in spelled for run in re.split(r"[\d_\-']+", w) if len(run) >= 3]
    return spelled if any(morph.known(run) and name_roots(run, own=True) for run in runs) else []


def _distinct(*spellings: list[str]) -> list[list[str]]:
    return [s for n, s in enumerate(spellings) if s not in spellings[:n]]


@dataclass
class Mention:
    """A place in the message that names a player (or fails to)."""

    start: int
    """Index of the first token."""
    end: int
    """Index after the last token."""
    player: str | None
    """The player's nick as in the player list; None when ambiguous."""
    score: float
    """How sure the match is, 0..1."""
    written: str
    """The words as the sender wrote them."""
    alternatives: list[str] = field(default_factory=list)
    """Other players the words could mean, best first."""


@lru_cache(maxsize=200_000)
def word_score(token: str, word: str, loose: bool) -> float:
    """How well a folded token matches a folded nick word; `loose` allows guessing endings."""
    if token == word or morph.base(token) == word:
        return 1.0
    if word in morph.lemmas(token) or unaccent(token) == unaccent(word):
        return 0.97
    if (polish := morph.with_ogonek(token)) is not None and word in morph.lemmas(polish):
        return 0.93  # «Ewe» for «Ewa»: «Ewę» typed without its ogonek
    if morph.full_adjective(word) and morph.lemmas(token) & morph.lemmas(word):
        return 0.96  # "серую" for the nick word "Серая": both are forms of "серый"
    if len(word) < 3 or len(token) < 3 or token in STOP or morph.english_word(token):
        return 0.0  # "right", "While", "crowd" are themselves, never "Wight", "Wile", "Crow" mistyped or declined
    # a stem for a nick no dictionary knows («холидея» / «холидей»); a dictionary word that is no form of a dictionary
    # nick word (the lemmas above) is another noun: «Медведицу» is «медведица», not «Медведь» declined
    if ((loose or not morph.known(token)) and not (morph.known(token) and morph.known(word))
            and (morph.stem(token) == morph.stem(word) or _same_root(token, word))):
        return 0.93
    if pet_form(token, word, loose):
        return PET_FORM  # «Васек», «Василий» for «Вася», «Kaśkę» for «Kasia»: a guess the host sees
    if same_name(token, word, loose):
        return NAME_FAMILY  # «Машку», «Сашу» for «Мария», «Александр»: a short form of another root, a guess too
    if len(word) < 4 or (not loose and morph.known(token)) or abs(len(token) - len(word)) > max(1, len(word) // 4):
        return 0.0  # a typo changes a letter or two, it does not wrap a short nick in a word («Феникс» ≠ «Никс»)
    if len(token) >= 5 and token[0] == word[0] and sorted(token) == sorted(word):
        return 0.8  # the same letters in another order, a slip of typing: "bvgoit" for "bvoigt" (mafiascum)
    ratio = max(fuzz.ratio(token, word), fuzz.ratio(morph.stem(token), morph.stem(word)))
    return ratio / 100 * 0.9 if ratio >= (80 if loose else 88) else 0.0


def _same_root(token: str, word: str) -> bool:
    """Both words share all but a short ending ("холидея" / "холидей"); where the token is the nick word and more,
    the more is a case ending («Vlad»'s "vladyka" is another word: host-findings-5 item 7 read it as Vlad700, not the
    Владыка-молний it spells)."""
    common = 0
    for a, b in zip(token, word):
        if a != b:
            break
        common += 1
    if common == len(word) and not morph.ending(token[common:].lstrip("'’-"), token):  # "Sailor'a" declines
        return False
    return common >= max(4, len(word) - 2) and len(token) - common <= 3


def _part_score(score: float) -> float:
    """A word's score for a part of a nick standing for all of it: a near-exact part, a little less sure
    ("Robik" for "IAmRobik"), or a pet form of a name part as sure as any pet form («Васек» for "Vasya_2000")."""
    return score * 0.9 if score >= 0.9 else score if score in (PET_FORM, NAME_FAMILY) else 0.0


#: A player's spelling ready for scoring: (score factor, words, parts usable alone or None).
Form = tuple[float, tuple[str, ...], list[str] | None]
#: What the candidates at a place depend on: the words from it on, which are read loosely, which skipped.
PlaceKey = tuple[tuple[str, ...], tuple[bool, ...], tuple[bool, ...]]


def _alone(words: list[str]) -> list[str] | None:
    """The parts of a nick a word can match alone (`_parts`), or None when that is the whole one-word nick."""
    parts = _parts(tuple(words))
    return parts if len(words) > 1 or parts != list(words) else None


@lru_cache(maxsize=10_000)
def _parts(words: tuple[str, ...]) -> list[str]:
    """Words of a nick usable alone: each word, and the letter runs of "Коля_2000"-like words."""
    parts = [w for w in words if (len(w) >= 3 or _short_noun(w)) and w not in STOP]
    for word in words:
        pieces = [p for p in re.split(r"[\d_\-']+", word) if len(p) >= 3 and p not in STOP]
        if len(pieces) >= 1 and pieces != [word]:
            parts.extend(pieces)
    return list(dict.fromkeys(parts))


def _short_noun(word: str) -> bool:
    """A two-letter Russian dictionary word of a nick («Ёж» of «Быстрый Ёж»): matched alone by its forms only
    («Ежа»), never as a typo or a stem (`word_score` guesses nothing under three letters; host-findings-4 item 7)."""
    return len(word) == 2 and morph.is_cyrillic(word) and morph.known(word)


class NickIndex:
    """The living players' nicks, split into words, ready to be looked up in tokens."""

    def __init__(self, players: list[str], aliases: dict[str, str] | None = None):
        self.players = list(players)
        self.words = {p: [fold(m.group()) for m in TOKEN_RE.finditer(p)] or [fold(p)] for p in self.players}
        self.spellings: dict[str, list[list[str]]] = {}
        self.factor: dict[tuple[str, int], float] = {}  # (player, spelling index) -> score factor
        shared = shared_words(self.words)
        for player, words in self.words.items():
            cyrillic = [w if morph.is_cyrillic(w) else to_cyrillic(w) for w in words]
            english = [w if morph.is_cyrillic(w) else to_cyrillic(w, EN_TRANSLIT) for w in words]
            russian = russian_name_spelling(words)
            self.spellings[player] = [words] + [s for s in _distinct(cyrillic, english, russian) if s and s != words]
            if any(morph.is_cyrillic(w) for w in words):
                for latin in latin_spellings(tuple(words)):
                    self.factor[(player, len(self.spellings[player]))] = LATIN_SPELLING
                    self.spellings[player].append(list(latin))
            if number := number_name(words, shared):
                self.factor[(player, len(self.spellings[player]))] = SEAT_NUMBER
                self.spellings[player].append([number])
        for written, player in (aliases or {}).items():
            if player in self.spellings:
                self.spellings[player].append([fold(m.group()) for m in TOKEN_RE.finditer(written)])
        #: per player, each spelling ready for `_score_at`: (score factor, words, parts usable alone or
        #: None when they are just the one word) — worked out once per index, not once per token (#14 item 9)
        self.forms: dict[str, list[Form]] = {player: [(self.factor.get((player, k), 1.0), tuple(words), _alone(words))
                               for k, words in enumerate(spellings)] for player, spellings in self.spellings.items()}
        self.longest = max((len(form[1]) for forms in self.forms.values() for form in forms), default=1)
        #: the candidates found at a place, by everything they depend on there (the words from it on, as
        #: long as the longest nick, with their case and which of them are skipped): a page names the
        #: same few players over and over, and the index lives as long as the player list (#14 item 9)
        self._seen: dict[PlaceKey, list[tuple[float, int, str]]] = {}
        self._could: dict[tuple[str, bool], list[tuple[str, list[Form]]]] = {}

    def _could_start(self, low: str, loose: bool) -> list[tuple[str, list[Form]]]:
        """The players, each with the spellings, that a word can start a mention of: a spelling scores
        at a place only when the place's word fits its first word (>= 0.7, a whole match needs every
        word to) or, alone, one of its parts (`_part_score`) — both known from the word itself. Most words of
        a long post start none, and are passed over without scoring every spelling (#14 item 9)."""
        key = (low, loose)
        could = self._could.get(key)
        if could is None:
            if len(self._could) > 20_000:
                self._could.clear()
            could = []
            for player, forms in self.forms.items():
                kept = [form for form in forms if word_score(low, form[1][0], loose) >= 0.7 or form[2] is not None
                        and _part_score(max((word_score(low, w, loose) for w in form[2]), default=0.0)) > 0]
                if kept:
                    could.append((player, kept))
            self._could[key] = could
        return could

    def _candidates(self, tokens: list[Token], i: int, skip: set[int], loose_at: list[bool]) -> list[tuple[float, int, str]]:
        if not self._could_start(tokens[i].low, loose_at[i]):
            return []
        end = min(i + self.longest, len(tokens))
        key = (tuple(t.low for t in tokens[i:end]), tuple(loose_at[i:end]), tuple(j in skip for j in range(i, end)))
        found = self._seen.get(key)  # kept with ends counted from the place
        if found is None:
            if len(self._seen) > 5_000:
                self._seen.clear()
            found = self._seen[key] = [(score, stop - i, player)
                                       for score, stop, player in self._candidates_at(tokens, i, skip, loose_at)]
        return [(score, i + stop, player) for score, stop, player in found]

    def _candidates_at(self, tokens: list[Token], i: int, skip: set[int], loose_at: list[bool]) -> list[tuple[float, int, str]]:
        found: list[tuple[float, int, str]] = []
        for player, forms in self._could_start(tokens[i].low, loose_at[i]):  # the others score None here
            best_here = None
            for factor, words, parts in forms:
                scored = self._score_at(tokens, i, skip, words, parts, loose_at)
                if scored and (best_here is None or (scored[0] * factor, scored[1]) > best_here):
                    best_here = (scored[0] * factor, scored[1])
            if best_here and best_here[0] >= ACCEPT:
                found.append((best_here[0], best_here[1], player))
        return found

    @staticmethod
    def _score_at(tokens: list[Token], i: int, skip: set[int], words: tuple[str, ...], parts: list[str] | None,
                  loose_at: list[bool]) -> tuple[float, int] | None:
        """Best (score, end) for one spelling of a nick starting at token i: whole or partial."""
        n = len(words)
        if n == 1:  # most nicks: one word, no window to slice
            if i < len(tokens) and i not in skip:
                score = word_score(tokens[i].low, words[0], loose_at[i])
                if score >= 0.7:
                    return score, i + 1
        elif i + n <= len(tokens) and not any(j in skip for j in range(i, i + n)):
            scores = [word_score(tokens[i + k].low, w, loose_at[i + k]) for k, w in enumerate(words)]
            if min(scores) >= 0.7:
                return sum(scores) / n, i + n
        if parts is not None:
            best = _part_score(max((word_score(tokens[i].low, w, loose_at[i]) for w in parts), default=0.0))
            if best:
                return best, i + 1
        return None

    def find(self, tokens: list[Token], skip: set[int]) -> list[Mention]:
        """All nick mentions in token order; tokens in `skip` (action words, rooms) are not nicks."""
        mentions: list[Mention] = []
        loose_at = [t.text[:1].isupper() or not t.text.isalpha() for t in tokens]
        i = 0
        while i < len(tokens):
            if i in skip or (tokens[i].low in STOP and not self._exact(tokens[i].low)) or in_time_or_date(tokens, i):
                i += 1
                continue
            found = [c for c in self._candidates(tokens, i, skip, loose_at) if c[0] >= ACCEPT]
            if not found:
                i += 1
                continue
            found.sort(key=lambda c: (-c[0], -(c[1] - i)))
            best_score, end, player = found[0]
            ranked = list(dict.fromkeys(p for _, _, p in found))
            rivals = [p for s, _, p in found if p != player and best_score - s < TIE]
            written = " ".join(t.text for t in tokens[i:end])
            mentions.append(
                Mention(i, end, None if rivals else player, best_score, written, ranked if rivals else ranked[1:])
            )
            i = end
        return mentions

    def guess(self, written: str) -> list[tuple[str, float]]:
        """Players a word the index did not match could be short for, best first, with a score:
        initials ("NS", "НС" for "Ночной Сокол", "IAR" for "IAmRobik", "KSC" for "KelsierSC", "gb" for "GlowingBear"),
        the start of the nick ("toad" for "Toadsteem", «Полотно» for "PolotnoTolya"), a part of it ("Robik" for "IAmRobik") or a looser typo. Used only for the word
        after a vote word, never in chatter."""
        low = fold(written)
        forms = {low, morph.stem(low)} if len(low) >= 3 and not morph.english_word(low) else {low}  # "clearly" keeps its y
        forms |= pet_name_roots(low)  # «Чтотик» for "Что_то_с_чем_то", «Ларианточка» for «Ларианта»
        if low.isascii():
            forms |= {to_cyrillic(f) for f in forms}  # "NS" for "Ночной Сокол", "Pet" for "Петя"
        elif morph.is_cyrillic(low):  # «Полотно» for "PolotnoTolya" (host-findings-5 item 7): the published schemes
            forms |= {latin[0] for f in forms for latin in latin_spellings((f,))}
        found: list[tuple[str, float]] = []
        for player in self.players:
            parts = [fold(p) for p in _NICK_PARTS.findall(player)]
            joined = "".join(parts)
            score = 0.0
            capitals = fold("".join(c for c in player if c.isupper()))  # "KSC" for "KelsierSC"
            if len(parts) >= 2 and "".join(p[0] for p in parts) in forms or len(capitals) >= 2 and capitals in forms:
                score = START_GUESS
            elif any(len(f) >= 3 and joined.startswith(f) and len(f) < len(joined) for f in forms):
                score = START_GUESS
            elif any(len(f) >= 4 and f in joined for f in forms):
                score = 0.7
            elif len(low) >= 4 and _typo_of(low, joined) and (ratio := fuzz.ratio(low, joined)) >= TYPO_GUESS:
                score = ratio / 100 * 0.75  # "Toadsteem" for "Toadesstern", "raoultin" for "rsoultin": a guess to look at
            if score:
                found.append((player, score))
        return sorted(found, key=lambda pair: -pair[1])

    def lone_guess(self, tokens: list[Token]) -> bool:
        """A message of one word that `guess` takes for exactly one player best: a bare-nick vote as players write it
        («Чтотик», heroeswm.ru Mafia 318), never a word like «Ок». A word a dictionary knows counts only capitalised
        and as the start of a nick («Полотно» for PolotnoTolya, host-findings-5 item 7), never as a looser guess."""
        if len(tokens) != 1 or not looks_like_name(tokens[0]):
            return False
        guesses = self.guess(tokens[0].text)
        if morph.known(tokens[0].low) and not (tokens[0].text[:1].isupper() and guesses and guesses[0][1] >= START_GUESS):
            return False
        return bool(guesses) and (len(guesses) == 1 or guesses[0][1] > guesses[1][1])

    def resolve(self, written: str) -> str | None:
        """The player a name written on its own means (a quote's author "Кабан"), or None."""
        found = self.find([Token(m.group(), fold(m.group()), m.start()) for m in TOKEN_RE.finditer(written)], set())
        return found[0].player if len(found) == 1 else None

    def _exact(self, low: str) -> bool:
        return any(words == [low] for words in self.words.values())


def _typo_of(low: str, joined: str) -> bool:
    """A written word that may be the nick mistyped: a letter or two more or less ("Toadsteem" for "Toadesstern"), not a
    word wrapped round a short nick ("clearly" for "Carl", as `word_score` rules), no common word of Russian, Polish or
    English («ясно», «jasne», "right": `morph.common_word`) and no given name a dictionary reads it as first («Матвея» is
    Матвей's, never «Алтея» mistyped: `name_first`) — a vote for such a word names nobody, or the name's own nick."""
    return (abs(len(low) - len(joined)) <= max(1, len(joined) // 4) and not morph.common_word(low)
            and not name_first(low))


def looks_like_name(token: Token) -> bool:
    """A word that is probably a nick the index did not know: capitalised, digits, or unknown."""
    if token.low in STOP or len(token.low) < 2:
        return False
    if not token.text.isalpha() or token.text[:1].isupper():
        return True
    return not morph.known(token.low)


@lru_cache(maxsize=4096)
def written_score(written: str, nick: str) -> float:
    """How surely words as written name this nick by themselves: a case form («Эскубидея Чакура» for Эскубидей
    Чакур) scores as the nick does, a pet form, a part or a typo lower, words that do not name it 0."""
    tokens = [Token(m.group(), fold(m.group()), m.start()) for m in TOKEN_RE.finditer(written)]
    return max((m.score for m in NickIndex([nick]).find(tokens, set()) if m.player == nick), default=0.0)
