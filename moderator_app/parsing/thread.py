"""Reading a pasted thread page: every post, every vote in it, and each player's standing vote.

A page (or several pages pasted at once) is split into posts by `thread_posts.split_posts` (phpBB 2/3,
Invision 2, 3 and 4, vBulletin 3/4/5 with their print view and archive, SMF 1/2 and SMF 2's print view, XenForo
1/2, MyBB, Curse, UBB, ProBoards, Discourse's crawler/print view and its JavaScript view, NodeBB without dates, as a
browser copies them, in Russian, Polish and English: the engines of the real pages in ../shared/corpus/forum/;
Invision 3 and Discourse's JavaScript view are proven on one real English page each, Invision 3 on its header only:
a quote whose author has no post on the page ends at its first blank line, a signature with no separator stays).
A post is read for votes only when it looks like one: a vote word (vote,
unvote, abstain, no lynch), a colour word ("СИНИМ"), a bold or coloured nick, a vote tag, or
nothing but a nick. Each of its
votes is read on its own ("##unvote ##vote X": a withdrawal, then a vote). A post that looks like a
vote but yields none carries `ignored` with the reason, so nothing is dropped silently. What counts
is decided by the game's forum rules (`rules.VoteRules`) in `thread_count`. `read_thread` serves
both the `thread` command and the app's page paste.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta, timezone, tzinfo
from typing import Any

from . import lexicon
from .context import context_for, detect_lang, language_words
from .joins import quoted_vote
from .message import parse_votes
from .messages import Named, say
from .paste_marks import Mark, mark_bodies
from .pieces import VOTE_KINDS, expand_vote_tags
from .result import ParseResult
from .rules import VoteRules, load_rules
from .text import strip_quotes, tokenize
from .thread_count import count_votes
from .thread_posts import split_posts
from .triggers import find_hits, with_opening_votes
from .votes import SHORT_POST


COLOR_WORDS = lexicon.RED_WORDS | lexicon.BLUE_WORDS


@dataclass
class ThreadVote:
    """One vote found in a pasted thread page."""

    voter: str
    """The post's author, as in the player list when he is a player."""
    target: str | None
    """The nick voted for (None for a cancel, an abstention or a no-lynch vote)."""
    color: str | None
    """"red" or "blue" where the role set has colours."""
    posted: datetime | None
    """When the vote was made: the post's date, or its last edit when later."""
    counted: bool
    """True for the vote that counts: the voter's last valid vote before the deadline."""
    reason: str | None
    """Why it does not count (late, replaced, edited, unmarked, not a player…), else None."""
    early: bool = False
    """Marked "досрочно"."""
    cancel: bool = False
    """Withdraws the voter's vote."""
    abstain: bool = False
    """An explicit abstention: counts for nobody."""
    confidence: float = 1.0
    """How sure the parser is about the target and colour."""
    problem: str | None = None
    """The parser's problem sentence, if any."""
    text: str = ""
    """The post's own text (quotes removed)."""
    is_player: bool = True
    """False when the author is not on the player list (host, spectator, guest)."""
    edited: datetime | None = None
    """When the post was last edited, if the page says so."""
    no_lynch: bool = False
    """A vote for "no lynch" ("ННВ", "скип", "##vote: no lynch")."""
    marks: list[str] = field(default_factory=list)
    """How the vote was set apart: "bold", "color", "tag"."""
    alternatives: list[str] = field(default_factory=list)
    """Other players the written target could mean."""
    written: str | None = None
    """The target as the post wrote it (the host may confirm it once as an alias)."""
    refused: bool = False
    """Refused by a rule (late, not a player, edited, unmarked, changes used…), not merely replaced by
    the voter's later vote: such a vote must not reach the tally."""

    def to_json(self) -> dict[str, Any]:
        """The vote as the `thread` command prints it (shared/spec/game-script.md)."""
        return {"target": self.target, "color": self.color, "cancel": self.cancel, "abstain": self.abstain,
                "no_lynch": self.no_lynch, "counted": self.counted, "reason": self.reason,
                "confidence": round(float(self.confidence), 3)}


#: the parser's reasons that say a post casts no vote at all (not a vote it could not finish reading): on a thread
#: page such a post is chatter («Read as a night action (Protect), not a vote» is a day post about protecting someone)
NO_VOTE = frozenset({"night_action", "vote_talked_of", "vote_told", "vote_listed", "negated_vote", "chatter_abstain",
                     "tally"})


@dataclass
class ThreadPost:
    """One post of the page with the votes read in it."""

    author: str
    player: str | None
    """The nick the author plays; None for the host, a guest or a spectator."""
    posted: datetime | None
    edited: datetime | None
    text: str
    votes: list[ThreadVote] = field(default_factory=list)
    ignored: str | None = None
    """Why a post that looks like a vote was not read as one."""
    unmarked: bool = False
    """An ignored post whose vote words are not set apart as the forum's rules require (mafiascum: bold or a
    tag): under those rules it holds no vote at all, whatever `ignored` read in it (host-findings-3 item 3)."""

    @property
    def no_vote(self) -> bool:
        """The post holds no vote: unmarked under the forum's rules, or read as none at all (`NO_VOTE`: a night action
        in a public post, a vote word only talked of or negated, a count) — chatter, not a vote to fix."""
        return self.unmarked or getattr(self.ignored, "key", None) in NO_VOTE

    def to_json(self) -> dict[str, Any]:
        return {"author": self.author, "player": self.player, "posted": _iso(self.posted), "edited": _iso(self.edited),
                "text": self.text, "votes": [v.to_json() for v in self.votes], "ignored": self.ignored}


@dataclass
class ThreadReading:
    """A whole pasted page: posts, each player's standing vote, page-level problems."""

    posts: list[ThreadPost]
    standing: dict[str, str | None]
    problems: list[str]

    @property
    def votes(self) -> list[ThreadVote]:
        return [v for post in self.posts for v in post.votes]

    def to_json(self) -> dict[str, Any]:
        return {"posts": [p.to_json() for p in self.posts], "standing": dict(self.standing),
                "problems": list(self.problems)}


def read_thread(text: str, *, roleset: dict[str, Any], players: list[str], deadline: datetime | None = None,
                lang: str | None = None, today: date | None = None, aliases: dict[str, str] | None = None,
                rules: str | dict[str, Any] | VoteRules | None = None,
                names: dict[str, str] | None = None, zone: tzinfo | None = None,
                marks: list[Mark] | None = None, recorded: list[ThreadVote] | None = None) -> ThreadReading:
    """Read a pasted page. `today` dates "Сегодня, 21:05" (the deadline's day by default); given as the
    paste moment (a datetime) it also dates "2 hours ago", "5 минут назад", "A moment ago"; `aliases`
    maps forum accounts to the nicks they play; `names` maps what the host confirmed a player is
    called ("Робик") to the nick; `lang` is the host's language for every sentence (by default the
    page's own language); `zone` is the deadline's zone: a post whose header prints its own zone
    ("1:42 am UTC+3") is moved into it (without `zone`, or without a printed zone, times stay as
    the page prints them, which is the deadline's zone when the host's forum profile uses it); `marks` are
    the bold and coloured runs of the browser's HTML copy of the same page (`paste_marks`); `recorded` are the day's votes already
    recorded from earlier pastes, in order (`text` and `posted` as the page gives them): those not on
    this page stand before it, so the forum's rules count the whole day (a change limit, an early
    lock, "Присоединяюсь к X"), while a grown page pasted again reads its old posts itself."""
    vote_rules = load_rules(rules)
    today = today or (deadline.date() if deadline else None)
    accounts = {k.casefold(): v for k, v in (aliases or {}).items()} | {p.casefold(): p for p in players}
    posts: list[ThreadPost] = []
    split = split_posts(text, [*players, *(aliases or {})], today)
    for post in split:
        if zone is not None and post.zone is not None:
            post.posted, post.edited = _moved(post.posted, post.zone, zone), _moved(post.edited, post.zone, zone)
    if marks:
        mark_bodies(text, split, marks)
    earlier = _not_on_page(recorded or [], split, accounts)
    last_target: dict[str, str | None] = {v.voter: v.target for v in earlier}  # for "Присоединяюсь к X"
    host_lang = lang or detect_lang(tokenize("\n".join(p.body for p in split)[:4000])[1], language_words(roleset))
    for post in split:
        own = strip_quotes(expand_vote_tags(post.body))
        player = accounts.get(post.author.casefold())
        player = player if player in players else None
        read = ThreadPost(post.author, player, post.posted, post.edited, own)
        posts.append(read)
        if post.quote_only:
            read.ignored = say("quote_only", host_lang)
            continue
        if not _looks_like_vote(own, roleset, players, names):
            continue
        when = max(post.posted, post.edited) if post.posted and post.edited else post.posted or post.edited
        results = parse_votes(own, roleset=roleset, players=players, actor=player or post.author, lang=host_lang,
                              expect="vote", aliases=names)
        votes = [r for r in results if r.kind == "vote" and (r.targets or r.cancel or r.abstain or r.no_lynch)]
        if joins := next((r.joins for r in votes if r.joins), None):  # "Присоединяюсь к Кабану": the host decides
            votes = [r for r in votes if not r.joins]
            read.ignored = _joins_listed(joins, post.body, last_target.get(joins), roleset, players, names, host_lang)
        elif not votes:
            read.ignored = _why_not(results[-1], host_lang, roleset)
            read.unmarked = not vote_rules.marked(results[-1].marks)
        for r in votes:
            last_target[player or post.author] = r.targets[0] if r.targets else None
        read.votes = [_vote(r, player or post.author, when, own, player is not None, post.edited) for r in votes]
    problems: list[str] = [] if posts or not text.strip() else [say("no_posts", host_lang)]
    standing = count_votes(posts, players, deadline, vote_rules, host_lang, problems, earlier)
    return ThreadReading(posts, standing, problems)


def _not_on_page(recorded: list[ThreadVote], split: list[Any], accounts: dict[str, str]) -> list[ThreadVote]:
    """The recorded votes whose post is not on this page: the same voter, words and minute."""
    def key(who: str, text: str, when: datetime | None) -> tuple[str, str, datetime | None]:
        return who.casefold(), " ".join(text.split()), when.replace(second=0, microsecond=0) if when else None

    on_page = {key(accounts.get(p.author.casefold(), p.author), strip_quotes(expand_vote_tags(p.body)),
                   max(filter(None, (p.posted, p.edited)), default=None)) for p in split}
    return [v for v in recorded if key(v.voter, v.text, v.posted) not in on_page]


def _moved(when: datetime | None, printed: timedelta, into: tzinfo) -> datetime | None:
    """A page's time printed in the zone `printed` (an offset from UTC), as the naive time in `into`."""
    if when is None:
        return None
    return when.replace(tzinfo=timezone(printed)).astimezone(into).replace(tzinfo=None)


def parse_thread(text: str, *, roleset: dict[str, Any], players: list[str], deadline: datetime | None = None,
                 lang: str | None = None, today: date | None = None, aliases: dict[str, str] | None = None,
                 rules: str | dict[str, Any] | VoteRules | None = None) -> list[ThreadVote]:
    """Every vote on the page in post order (see `read_thread`); only each voter's last valid one
    is `counted`."""
    return read_thread(text, roleset=roleset, players=players, deadline=deadline, lang=lang, today=today,
                       aliases=aliases, rules=rules).votes


def _vote(r: ParseResult, voter: str, when: datetime | None, own: str, is_player: bool,
          edited: datetime | None) -> ThreadVote:
    return ThreadVote(voter, r.targets[0] if r.targets else None, r.color, when, True, None, r.early, r.cancel,
                      r.abstain, r.confidence, r.problem, own, is_player, edited, r.no_lynch, list(r.marks),
                      list(r.alternatives), r.written)


def _looks_like_vote(own: str, roleset: dict[str, Any], players: list[str], names: dict[str, str] | None) -> bool:
    """A vote word (negated too), a vote tag, a bold or coloured nick, a colour word where votes have
    colours, or a post that is only a nick."""
    plain, tokens = tokenize(own)
    if not tokens:
        return False
    ctx = context_for(roleset, players, names)
    colour_word = ctx.colors() and any(t.low in COLOR_WORDS for t in tokens)  # "red" is a word where votes have no colour
    if find_hits(tokens, ctx.action_phrases, kinds=VOTE_KINDS) or with_opening_votes(tokens, [], plain) or colour_word:
        return True
    mentions = ctx.nicks.find(tokens, set())
    if any(t.color or t.tinted or t.bold for m in mentions for t in tokens[m.start : m.end]):
        return True
    covered = sum(m.end - m.start for m in mentions)
    return bool(mentions) and len(tokens) <= SHORT_POST and covered >= len(tokens) - 1


def _joins_listed(joins: str, body: str, earlier: str | None, roleset: dict[str, Any], players: list[str],
                  names: dict[str, str] | None, lang: str) -> str:
    """Why «Присоединяюсь к Кабану» is listed, not counted: it is a vote for Кабан or a vote like his —
    his vote as the quote in the post shows it, else his latest vote on the page, when known."""
    target = quoted_vote(body, joins, parse_votes, roleset=roleset, players=players, aliases=names) or earlier
    if target and target != joins:
        return say("joins_listed_of", lang, name=joins, target=target)
    return say("joins_listed", lang, name=joins)


def _why_not(result: ParseResult, lang: str, roleset: dict[str, Any]) -> str:
    if result.kind == "action":  # the ability by the set's own name for it, never its id ("slander")
        ability = (roleset.get("abilities") or {}).get(result.action) or {}
        return say("night_action", lang, action=Named(ability.get("names"), lang, str(result.action)))
    return result.problem or say("no_vote_target", lang)


def _iso(when: datetime | None) -> str | None:
    return when.isoformat() if when else None
