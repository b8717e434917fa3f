"""English vote words that only talk about votes, so that chatter is never counted as a vote.

Why: real English game threads (TeamLiquid, mafiascum) say "vote" far more often than they vote: "your vote on
him", "Bob's vote of Anna", "Can we lynch Bob now?", "Voting X randomly … makes no sense",
"You both vote without reasons", "whatever the lynch today" (made-up lines in their shape). Split out of `message` (which asks `vote_talk`
of every English vote word); the word lists live in `lexicon`.
"""

from __future__ import annotations

import re

from . import lexicon, morph
from .pieces import tag_before
from .text import Token
from .triggers import Hit


def example_vote(hit: Hit, tokens: list[Token], plain: str) -> bool:
    """A vote word a rules post gives as an example, in any language: an example marker ("ex.", "Example:",
    «например:», "np.") at most three words before it on the same line ("(ex. Vote Anna, Vote Nobody)")."""
    line_start = plain.rfind("\n", 0, tokens[hit.start].start) + 1
    for k in range(max(0, hit.start - 4), hit.start):
        if tokens[k].start >= line_start and tokens[k].low.rstrip(".:") in lexicon.EXAMPLE_MARKERS:
            return True
    return False


def vote_talk(hit: Hit, tokens: list[Token], plain: str) -> bool:
    """An English vote word that only talks about votes. Even in bold: a noun after an article or a possessive
    ("the lynch today", "a good vote", "Bob's vote of Anna", "Vote Count", "votes until majority"), a kind of vote ("why the
    self vote?", "self voting is never town"), a passive ("has
    been lynched"), or a word in a question its clause opens
    with "can", "should", "why"… ("Can we lynch X now?"). Unmarked also: after "to", "your", "should", "you"… in its
    clause, the subject of its sentence ("Voting Stefan randomly … makes no sense"), or inside a question it does
    not open. A tagged vote word ("##vote", "vote:") is cast whatever follows."""
    first = tokens[hit.start]
    if not first.low.isascii() or hit.end <= hit.start:
        return False
    last = tokens[hit.end - 1]
    if tag_before(plain, first.start) or plain[last.start + len(last.text) :].lstrip().startswith(":"):
        return False
    at = hit.start - 1 if hit.start and plain[first.start - 1 : first.start] == "/" else hit.start  # "a suspicion/vote
    previous = tokens[at - 1] if at else None  # on Aero": the word paired by a slash stands in the vote word's place
    two = tokens[at - 2] if at > 1 else None  # "a good vote", "the first lynch"
    noun = previous is not None and previous.clause == first.clause and (
        previous.low in lexicon.VOTE_NOUN_BEFORE or previous.low.endswith("'s")  # "the lynch", "X's vote of Y"
        or two is not None and two.clause == first.clause and two.low in lexicon.VOTE_NOUN_BEFORE
        and previous.text.isalpha() and previous.text.islower())
    noun = noun or previous is not None and previous.clause == first.clause and previous.low in lexicon.VOTE_KIND_BEFORE
    following = tokens[hit.end] if hit.end < len(tokens) else None
    compound = following is not None and following.clause == last.clause and following.low in lexicon.VOTE_NOUN_AFTER
    passive = (previous is not None and previous.clause == first.clause and previous.low in lexicon.PASSIVE_BEFORE
               and first.low.endswith("ed"))  # "Watchme has been lynched!": the host tells what happened
    if noun or compound or passive or _asked(hit, tokens, plain) or _my_vote_talked_of(hit, tokens, plain):
        return True  # even in bold: "[b]Can we lynch X now? … regardless of the lynch today[/b]"
    if first.bold or first.color:
        return False
    if previous is not None and previous.clause == first.clause and previous.low in lexicon.VOTE_TALK_BEFORE:
        return True
    opens = previous is None or previous.clause != first.clause or previous.low in ("i", "im", "i'm")
    tail = plain[last.start + len(last.text) :]
    stop = min((n for n in (tail.find(c) for c in ".!\n?") if n >= 0), default=len(tail))
    if opens and first.low.endswith("ing") and _gerund_subject(tail[:stop]):
        return True
    return not opens and tail[stop : stop + 1] == "?"


def _gerund_subject(rest: str) -> bool:
    """"Voting Stefan randomly … makes no sense", "Voting him at this point is a good vote": the -ing vote word is
    the subject its sentence's verb says something of. A reason first ("Voting X because he is scum") casts it."""
    for word in re.findall(r"[a-z']+", rest.lower()):
        if word in lexicon.VOTE_REASONS:
            return False
        if word in lexicon.GERUND_VERBS:
            return True
    return False


def _asked(hit: Hit, tokens: list[Token], plain: str) -> bool:
    """The vote word stands in a question its clause opens with "can", "should", "why"… ("Can we lynch X now?")."""
    start = hit.start
    while start and tokens[start - 1].clause == tokens[hit.start].clause:
        start -= 1
    if start == hit.start or tokens[start].low not in lexicon.QUESTION_OPENERS:
        return False
    last = tokens[hit.end - 1]
    tail = plain[last.start + len(last.text) :]
    stop = min((n for n in (tail.find(c) for c in ".!\n?") if n >= 0), default=len(tail))
    return tail[stop : stop + 1] == "?"


def _my_vote_talked_of(hit: Hit, tokens: list[Token], plain: str) -> bool:
    """"my vote" that names no one: the sentence ends on it ("… liking my vote."), a joining word follows ("not
    withholding my vote or anything"), or the rest of its clause is English's common words in lower case, no
    preposition of a target among them ("I'm liking my vote right now", "keeping my vote where it is": no name, and a
    vote is set apart as a name, mafiascum's bold or tag); "my vote is/goes/: X", "my vote X", "my vote is bob" cast."""
    if hit.end - hit.start != 2 or tokens[hit.start].low != "my":
        return False
    last = tokens[hit.end - 1]
    after = plain[last.start + len(last.text) :]
    if after.lstrip(" \t")[:1] in (".", "!", "?", "\n", ""):
        return True
    if hit.end < len(tokens) and tokens[hit.end].low in lexicon.AFTER_TALKED_VOTE:
        return True
    rest = [t for t in tokens[hit.end :] if t.clause == last.clause]
    return all(t.text.islower() and t.low not in lexicon.VOTE_TARGET_PREPS
               and (t.low in lexicon.STOP or morph.english_word(t.low)) for t in rest)
