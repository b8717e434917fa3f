"""Reading a vote: its target, its colour (red/blue), and the early/cancel/abstain marks.

A correction in the same post ("хотя нет", "no wait") leaves only the nicks after it; among them a
target written in colour or bold wins; then one after "на"/"na"/"for"; a nick after "с"/"z"
("меняю голос с Пети на Васю") is the old vote and is dropped. Colour comes from the colour tag
on the nick, else from the words "КРАСНЫМ"/"СИНИМ" (and Polish/English equivalents).
"""

from __future__ import annotations

from typing import Any

from . import lexicon, morph
from .messages import say
from .names import Mention, looks_like_name
from .result import ParseResult
from .text import Token, fold
from .triggers import Hit, corrections, word_match

FROM_PREPS = {"с", "со", "от", "z", "ze", "od", "from"}


def _color_of(mention: Mention, tokens: list[Token]) -> str | None:
    return next((t.color for t in tokens[mention.start : mention.end] if t.color), None)


def _marked(mention: Mention, tokens: list[Token]) -> bool:
    return any(t.color or t.tinted or t.bold for t in tokens[mention.start : mention.end])


NEAR = 12  # words: a nick its vote word does not own counts only this close ("Jase: …" three sentences up does not)


def _near(mention: Mention, hit: Hit) -> bool:
    return mention.start - hit.end <= NEAR and hit.start - mention.end <= NEAR


def read_vote(result: ParseResult, ctx: Any, hit: Hit, objects: list[Any], mentions: list[Mention],
              tokens: list[Token], flags: set[str], lang: str) -> None:
    """Fill `result` as a vote from the vote word `hit` and the nicks around it."""
    result.kind = "vote"
    result.early = "early" in flags
    result.cancel = "cancel" in flags
    result.no_lynch = "no_lynch" in flags and not result.cancel
    result.abstain = "abstain" in flags and not (result.cancel or result.no_lynch)
    confidence = hit.score
    candidates = [m for m in objects if isinstance(m, Mention)] or [m for m in mentions if _near(m, hit)]
    at = _target_at(hit, tokens)
    candidates = [m for m in candidates if not _far_self(m, hit, at, tokens)]
    if (guess := _written_after(ctx, hit, at, candidates, tokens)) is not None:
        result.targets, result.alternatives, result.written = [guess[0]], guess[1], tokens[at].text
        result.confidence = min(confidence, guess[2])  # "Vote GJ … Trust me.": the initials right after the word
        return
    if at < len(tokens) and tokens[at].low in lexicon.YOU.get(lang, ()):  # "Dana, my vote for you stays"
        candidates = ([m for m in candidates if m.end <= hit.start] or [m for m in candidates if m.start == at + 1])[-1:]
        if not candidates:
            _for_you(result, tokens[at], confidence, lang)
            return
    if len(candidates) > 1:  # a correction in the same post stands over a bold or coloured nick before it
        candidates = _after_correction(candidates, hit, tokens)  # («голосую [b]Петя[/b], хотя нет, Вася»)
    marked = [m for m in candidates if _marked(m, tokens)]
    after = [m for m in candidates if m.start >= hit.end]
    if marked:
        candidates = marked
    elif after and hit.end > hit.start:
        candidates = after  # the formal vote's own target beats a nick named in the chatter before it
    elif hit.end > hit.start and at < len(tokens) and looks_like_name(tokens[at]) and tokens[at].low not in lexicon.STOP:
        candidates = []  # "… KSC is misrepresenting him. ##vote: KSC": the word after the vote, guessed below
    if not marked and len(candidates) > 1:
        fresh = [m for m in candidates if m.start == 0 or tokens[m.start - 1].low not in FROM_PREPS]
        candidates = fresh or candidates
        after_prep = [m for m in candidates if m.start > 0 and tokens[m.start - 1].low in lexicon.VOTE_TARGET_PREPS]
        candidates = after_prep[-1:] or candidates
    if result.cancel or result.abstain or result.no_lynch:
        result.confidence = confidence
        return
    chosen = candidates[0] if candidates else None
    if chosen is None:
        _guess_unnamed(result, ctx, hit, at, tokens, confidence, lang)
        return
    confidence = min(confidence, chosen.score)
    result.written = chosen.written
    if chosen.player is None:
        result.problem = say("ambiguous", lang, name=chosen.written, options=", ".join(chosen.alternatives))
        result.alternatives = list(chosen.alternatives)
    else:
        result.targets = [chosen.player]
        result.alternatives = list(chosen.alternatives)
    if ctx.colors():
        _read_color(result, chosen, tokens, lang)
    result.confidence = min(confidence, 0.5) if result.problem else confidence


def _after_correction(candidates: list[Mention], hit: Hit, tokens: list[Token]) -> list[Mention]:
    """The nicks after the last correction word that has one after it ("vote Anna, no wait, Bob" -> Bob): a vote
    corrected in one post counts for its last nick. All of them when no correction stands between two."""
    last_start = max(m.start for m in candidates)
    fixes = [c.end for c in corrections(tokens) if hit.end <= c.start and c.end <= last_start]
    if not fixes:
        return candidates
    return [m for m in candidates if m.start >= fixes[-1]]


def _guess_unnamed(result: ParseResult, ctx: Any, hit: Hit, at: int, tokens: list[Token], confidence: float,
                   lang: str) -> None:
    """A vote whose target names no player: the word written after the vote word (or the first word
    that looks like a name) guessed among the nicks — one clear guess is the target, several are
    offered, none is a problem. A common English word in lower case is not said to be a name no player has ("vote
    clearly" said «No living player matches "clearly"»): the vote names no target."""
    unknown = [t for t in tokens[hit.end :] if looks_like_name(t) and t.low not in _NOT_NAMES]
    own = _own_word(hit, at, tokens)  # "##vote gb": the word right after the vote word, a known word or not
    guesses = ctx.nicks.guess(own.text) if own is not None else []
    if guesses and own is not None:
        unknown = [own, *(t for t in unknown if t is not own)]
    else:
        guesses = ctx.nicks.guess(unknown[0].text) if unknown else []
    result.written = unknown[0].text if unknown else None
    if guesses and (len(guesses) == 1 or guesses[0][1] > guesses[1][1]):
        result.targets, result.alternatives = [guesses[0][0]], [p for p, _ in guesses[1:]]
        result.confidence = min(confidence, guesses[0][1])  # a short form: the host should look
        return
    if guesses:
        result.problem = say("ambiguous", lang, name=unknown[0].text, options=", ".join(p for p, _ in guesses))
        result.alternatives = [p for p, _ in guesses]
    else:
        named = bool(unknown) and not (unknown[0].text.islower() and morph.english_word(unknown[0].low))
        result.problem = say("no_player", lang, name=unknown[0].text) if named else say("no_vote_target", lang)
        result.written = result.written if named else None  # no word to confirm as a player's name (inbox.aliases)
    result.confidence = 0.3


def _for_you(result: ParseResult, you: Token, confidence: float, lang: str) -> None:
    """A vote "for you" with no name before it: for whoever the post speaks to, which the host knows, not the parser."""
    result.written = you.text
    result.problem = say("vote_for_you", lang, name=you.text)
    result.confidence = min(confidence, 0.3)


def _read_color(result: ParseResult, chosen: Mention, tokens: list[Token], lang: str) -> None:
    """A coloured vote's colour: marked on the target, else a colour word anywhere in the message."""
    result.color = _color_of(chosen, tokens)
    if result.color is None:
        words = {t.low for t in tokens}
        if words & lexicon.RED_WORDS:
            result.color = "red"
        elif words & lexicon.BLUE_WORDS:
            result.color = "blue"
    if result.color is None and not result.problem:
        result.problem = say("no_color", lang)


_NOT_NAMES = lexicon.RED_WORDS | lexicon.BLUE_WORDS | lexicon.STOP


def _own_word(hit: Hit, at: int, tokens: list[Token]) -> Token | None:
    """The word a vote word's target stands in ("##vote gb", "Vote HF"), when the vote word is written out."""
    if hit.end <= hit.start or at >= len(tokens) or tokens[at].low in _NOT_NAMES or not tokens[at].text[:1].isalnum():
        return None
    return tokens[at]


def _target_at(hit: Hit, tokens: list[Token]) -> int:
    """Where a vote word's own target starts: right after it, past "for"/"на"/":"."""
    at = hit.end
    while at < len(tokens) and tokens[at].low in lexicon.VOTE_TARGET_PREPS and at - hit.end < 1:
        at += 1
    return at


def _far_self(mention: Mention, hit: Hit, at: int, tokens: list[Token]) -> bool:
    """"me"/"мне" away from the vote word is chatter ("Vote GJ … Trust me."), not a self-vote; so is
    "me" in a post with no vote word at all ("one of them is town, the other one is me"), unless the post
    is hardly more than the word ("за себя")."""
    written = fold(mention.written or "")
    self_word = written in _SELF_WORDS or any(word_match(written, w) for w in _SELF_WORDS if " " not in w)
    if hit.end == hit.start:
        return self_word and len(tokens) > SHORT_POST
    return self_word and mention.start != at


def _written_after(ctx: Any, hit: Hit, at: int, candidates: list[Mention],
                   tokens: list[Token]) -> tuple[str, list[str], float] | None:
    """(nick, alternatives, confidence) of a short form written right after the vote word ("Vote GJ",
    initials or the start of a nick) when the nicks found are further on: the formal vote's own target
    wins over a name in the chatter after it. None when the word there is a found nick or no unique guess."""
    if hit.end == hit.start or at >= len(tokens) or any(m.start <= at < m.end for m in candidates):
        return None
    if not candidates or not looks_like_name(tokens[at]) or tokens[at].low in lexicon.STOP:
        return None
    guesses = ctx.nicks.guess(tokens[at].text)
    if guesses and (len(guesses) == 1 or guesses[0][1] > guesses[1][1]):
        return guesses[0][0], [p for p, _ in guesses[1:]], guesses[0][1]
    return None


SHORT_POST = 4
"""A post of this many words or fewer with no vote word may still be a vote by its nick alone."""
_SELF_WORDS = {w.casefold() for words in lexicon.SELF.values() for w in words}
