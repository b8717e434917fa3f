"""Activity from what is pasted (no Qt here, #28): every thread page the host pastes — for votes or
not — adds its new posts to the game's record as one `activity` journal event (engine.model.activity),
and the game's forum rules (`activity` of its vote rules) say what the record means: who is below
the day's minimum, whose prod is due, when the rules call for a replacement or a modkill.

A post is dated in the deadline's zone (a time the page prints with its own zone is moved into it)
and belongs to the phase whose deadline window holds that time: a page of day 1 pasted during night 2
still counts for day 1. The same post pasted again is the same author with the same words within
`SAME_POST` (a relative date — "2 hours ago" — reads a little differently at every paste; a post
shorter than `SHORT_WORDS` within `SAME_SHORT_POST`), or an edited post at the same minute; so a page pasted twice, or a grown page pasted again, counts once.

Prods are PM drafts in the game's language, addressed to the forum account and tracked like the
receipts: a `mail` host event of kind `prod` marks one sent, with the moment (app.correspondence).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from ..engine.model.activity import (EVENT, ActivityRules, Post, when_of, by_holder, holders, older_than_game, pasted_posts,
                                     phase_at, recorded, rules_of, seat_since)
from ..i18n import t
from .correspondence import Draft, mark
from .deadlines import phase_setting, zone

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase, Player

SAME_POST = timedelta(hours=36)
"""How far apart two readings of one post's date may be ("2 hours ago" and "Yesterday, 21:05")."""
SAME_SHORT_POST = timedelta(hours=2)
SHORT_WORDS = 20
"""Posts with fewer characters of their own are the same only within SAME_SHORT_POST (a bare vote is
said again the same day); a post that is all quote, with no words of its own, only at the same minute."""
SHORT, EMPTY = "~", "!"  # not hex digits: a digest never begins with them
AT = "%Y-%m-%d %H:%M:%S"
PROD = "prod"
SENT = ("sent", "confirmed")


def rules(game: "Game") -> ActivityRules:
    """The game's forum activity rules (its vote rules' `activity`)."""
    return rules_of(game.rs.options.get("vote_rules"))


def minimum(game: "Game") -> int | None:
    """Posts a player must make in a game day: the forum's minimum, else the role set's H-GEN-5 one."""
    return rules(game).min_posts or game.rs.option("min_day_posts") or None


def rules_words(r: ActivityRules, lang: str, minimum: int | None = None) -> str:
    """The activity rules in the host's words ("at least 3 posts a day, a prod after 48 h of silence…");
    `minimum` is the game's own day minimum where the role set has one (H-GEN-5)."""
    parts = []
    if minimum := minimum or r.min_posts:
        parts.append(t("activity.rule.min_posts", lang, n=minimum))
    then = t(f"activity.then.{r.then or 'replace'}", lang)
    for key, value in (("prod_after", r.prod_after), ("answer_within", r.answer_within), ("prods", r.prods),
                       ("absent_after", r.absent_after)):
        if value is not None:
            parts.append(t(f"activity.rule.{key}", lang, n=value, then=then))
    if r.then and (r.prod_after or r.answer_within):
        parts.append(t("activity.rule.then", lang, then=then))
    if r.post_counts:
        parts.append(t("activity.rule.post_counts", lang))
    return ", ".join(parts)


# ----- reading a page ---------------------------------------------------------------------------
def page_event(game: "Game", text: str, now: datetime | None = None, shape: str | None = None) -> dict[str, Any] | None:
    """The `activity` host event a pasted page adds: its posts not recorded yet (nothing for a paste
    of PMs, or a page read before); None when it adds none. Page or PMs is the paste's shape
    (parsing.paste_shape, by day and by night alike), or `shape`, the host's own reading of it. The event
    names its paste (`paste`: an id from its posts), so removing the page's rows can withdraw them."""
    # lazy: parsing.paste_shape costs ~0 ms CPU, not needed to show the last game (bench_startup)
    from ..parsing.paste_shape import PAGE
    # lazy: app.inbox.paste costs ~230 ms CPU, not needed to show the last game (bench_startup)
    from .inbox.paste import paste_shape

    if game.ruleset is None or not game.phases or not text.strip():
        return None
    if (shape or paste_shape(game, text, now).kind) != PAGE:
        return None
    known = recorded(game)
    new: list[dict[str, Any]] = []
    for post in read_page(game, text, now):
        if not post["older"] and not any(_same(post, old) for old in known):
            known.append(_as_post(post))
            new.append({k: v for k, v in post.items() if k not in ("edited", "older")})
    if not new:
        return None
    paste = hashlib.sha1("\n".join(post["key"] for post in new).encode()).hexdigest()[:12]
    return {"event": EVENT, "paste": paste, "posts": new}


def withdrawal(game: "Game", paste: str | None) -> tuple[dict[str, Any], int] | None:
    """The `activity` host event that takes a paste's posts out of the record, and how many: the host
    removed every row of that page from the inbox, none recorded, and says it is not this game's page
    (a page of 2023 counted «Antura — 5» in the final reveal, host-findings-4 item 18). None when the
    paste holds no post now (a paste of PMs, or withdrawn already)."""
    posts = pasted_posts(game, paste) if paste else []
    return ({"event": EVENT, "withdraw": paste}, len(posts)) if posts else None


def pastes_gone(removed: list[Any], left: list[Any]) -> list[str]:
    """The pastes (`paste` of the inbox's rows) none of whose rows is left after the host removed
    `removed`: the inbox offers to withdraw their posts (removing may be tidying up, so it asks). A row
    of a paste some of whose rows were recorded holds no `paste` (the page is the game's: nothing offered)."""
    keep = {row.paste for row in left}
    return list(dict.fromkeys(row.paste for row in removed if row.paste and row.paste not in keep))


def read_page(game: "Game", text: str, now: datetime | None = None) -> list[dict[str, Any]]:
    """Every post of a page as the record keeps it (engine.model.activity), plus `edited` and `older`
    (dated before the game could begin: engine.model.activity.older_than_game; never recorded); the authors
    who play no seat (the host, a guest) are left out."""
    # lazy: parsing.thread costs ~172 ms CPU, not needed to show the last game (bench_startup)
    from ..parsing.thread import _moved
    # lazy: parsing.thread_posts costs ~171 ms CPU, not needed to show the last game (bench_startup)
    from ..parsing.thread_posts import split_posts

    tz = phase_setting(game)[1]
    into = zone(tz) if tz else None
    names = [n for p in game.players.values() for n in (*holders(p), p.account) if n]
    out = []
    for post in split_posts(text, names, now or datetime.now()):
        seat = holder_of(game, post.author)
        if seat is None:
            continue
        posted, edited = post.posted, post.edited
        if into is not None and post.zone is not None:
            posted, edited = _moved(posted, post.zone, into), _moved(edited, post.zone, into)
        at = posted.strftime(AT) if posted else None
        words = " ".join(post.body.split())
        digest = hashlib.sha1(f"{post.author.casefold()}\n{words}".encode()).hexdigest()[:16]
        short = EMPTY if not words else SHORT if len(words) < SHORT_WORDS else ""  # all quote; "VOTE: X"
        out.append({"key": f"{short}{digest}@{at or '-'}", "by": post.author, "seat": seat, "at": at,
                    "phase": phase_of(game, posted, tz), "edited": edited is not None,
                    "older": older_than_game(game, posted, tz), **({"tz": tz} if tz and at else {})})
    return out


def holder_of(game: "Game", author: str) -> str | None:
    """The nick an author held his seat as: a former holder's own nick once a substitute took the seat
    (his posts stay his), else the seat by nick, forum account or a confirmed alias."""
    # lazy: app.inbox.seats costs ~171 ms CPU, not needed to show the last game (bench_startup)
    from .inbox.seats import sender_nick

    folded = author.casefold().strip()
    for player in game.players.values():
        for old in holders(player)[:-1]:
            if old.casefold() == folded:
                return old
    return sender_nick(game, author)


def phase_of(game: "Game", at: datetime | None, tz: str | None = None) -> str:
    """The phase whose deadline window holds a forum time read in `tz` (engine.model.activity.phase_at); the
    last one for an undated post or where a phase has no deadline to tell."""
    return phase_at(game, at, tz) or game.phases[-1].label


def _same(post: dict[str, Any], old: Post) -> bool:
    if old.key == post["key"]:
        return True
    if old.key is None or old.by.casefold() != post["by"].casefold():
        return False
    if post["edited"] and old.at == post["at"]:
        return True  # the same post, edited since it was read
    base = post["key"].split("@")[0]
    if old.key.split("@")[0] != base or base.startswith(EMPTY):
        return False  # no words of its own: only its minute tells it from the author's other such posts
    first, second = when_of(old.at), when_of(post["at"])
    near = SAME_SHORT_POST if base.startswith(SHORT) else SAME_POST  # "VOTE: X" may well be said twice a day
    return first is None or second is None or abs(first - second) <= near


def _as_post(post: dict[str, Any]) -> Post:
    return Post(post["key"], post["by"], post["seat"], post["at"], post["phase"])


# ----- what the record means ----------------------------------------------------------------------
@dataclass
class Standing:
    """One living player's activity as the board shows it."""

    nick: str
    account: str | None
    day: int | None  #: posts in the board's day (None: no page of it pasted)
    total: int  #: posts in the whole game, as this holder
    last: datetime | None  #: his last post
    silent: timedelta | None  #: since his last post (or since the record began for him)
    prods: int  #: prods sent to him
    call: str | None = None  #: "low", "prod", "prodded", "replace", "modkill"
    reason: str = ""  #: why, in the host's words


def board_day(game: "Game") -> "Phase | None":
    """The day the board counts: the open day, else the last one."""
    for phase in reversed(game.phases):
        if phase.kind in ("day", "council"):
            return phase
    return None


def horizon(game: "Game") -> datetime | None:
    """The latest forum time the record holds: the pages were read up to then."""
    times = [w for p in recorded(game) if (w := when_of(p.at)) is not None]
    return max(times) if times else None


def now_in_zone(game: "Game", now: datetime | None = None) -> datetime:
    """`now` (the computer's time when naive) as a naive time in the deadline's zone, as forum times are."""
    tz = phase_setting(game)[1]
    moment = (now or datetime.now()).astimezone()
    return moment.astimezone(zone(tz)).replace(tzinfo=None) if tz else moment.replace(tzinfo=None)


def standings(game: "Game", lang: str, now: datetime | None = None) -> list[Standing]:
    """Every living player's activity against the game's rules, in seat order. `now` is the moment
    silence is measured to (the computer's time by default), read in the deadline's zone."""
    moment = now_in_zone(game, now)
    posts = recorded(game)
    day = board_day(game)
    day_counts = by_holder(posts, day.label) if day is not None else {}
    day_known = day is not None and any(p.phase == day.label for p in posts)
    totals = by_holder(posts)
    out = []
    for player in sorted(game.players.values(), key=lambda p: p.seat):
        if not player.alive:
            continue
        mine = [w for p in posts if p.seat == player.nick and (w := when_of(p.at)) is not None]
        last = max(mine) if mine else None
        start = last or _record_start(game, player, posts)
        standing = Standing(player.nick, player.account, day_counts.get(player.nick, 0) if day_known else None,
                            totals.get(player.nick, 0), last, moment - start if start else None,
                            len(_prods_sent(game, player.nick)))
        _judge(game, player, standing, moment, lang)
        out.append(standing)
    return out


def _record_start(game: "Game", player: "Player", posts: list[Post]) -> datetime | None:
    """Where a player's silence begins when he has not posted: the first post recorded in the phase he
    took the seat in, or later (the record's own beginning for a player dealt his seat)."""
    labels = [p.label for p in game.phases[seat_since(game, player.nick):]]
    times = [w for p in posts if p.phase in labels and (w := when_of(p.at)) is not None]
    return min(times) if times else None


def _prods_sent(game: "Game", nick: str) -> dict[str, datetime | None]:
    """The prods marked sent to this holder: {ref: when}."""
    sent: dict[str, datetime | None] = {}
    for phase in game.phases:
        for host in phase.host:
            if host.get("event") == "mail" and host.get("kind") == PROD and host.get("to") == nick \
                    and host.get("status") in SENT:
                sent.setdefault(str(host.get("ref")), when_of(host.get("at")))
    return sent


def _judge(game: "Game", player: "Player", standing: Standing, now: datetime, lang: str) -> None:
    """What the rules call for now: the gravest first (a replacement or modkill, then a prod, then a
    day below the minimum)."""
    r = rules(game)
    then = r.then or "replace"
    hours = int(standing.silent.total_seconds() // 3600) if standing.silent is not None else None
    sent = _prods_sent(game, player.nick)
    last_prod = max((w for w in sent.values() if w is not None), default=None)
    unanswered = last_prod is not None and (standing.last is None or standing.last < last_prod)
    if unanswered and r.answer_within and last_prod is not None and now - last_prod >= timedelta(hours=r.answer_within):
        _call(standing, then, t("activity.why.unanswered", lang, when=_shown(last_prod), hours=r.answer_within))
    elif r.absent_after and player.missed_votes and hours is not None and hours >= r.absent_after:
        _call(standing, then, t("activity.why.absent", lang, hours=hours, missed=player.missed_votes))
    elif unanswered and last_prod is not None:
        until = _shown(last_prod + timedelta(hours=r.answer_within)) if r.answer_within else None
        _call(standing, "prodded", t("activity.why.prodded", lang, when=_shown(last_prod))
              + (t("activity.why.until", lang, until=until) if until else ""))
    elif r.prod_after and hours is not None and hours >= r.prod_after:
        if r.prods is not None and len(sent) >= r.prods:
            _call(standing, then, t("activity.why.prods_used", lang, prods=len(sent), hours=hours))
        else:
            _call(standing, "prod", t("activity.why.silent", lang, hours=hours))
    elif (need := minimum(game)) and standing.day is not None and standing.day < need:
        _call(standing, "low", t("activity.why.low", lang, count=standing.day, need=need))


def _call(standing: Standing, call: str, reason: str) -> None:
    standing.call, standing.reason = call, reason


def _shown(when: datetime) -> str:
    return when.strftime("%d.%m %H:%M")


# ----- prods --------------------------------------------------------------------------------------
def prod_drafts(game: "Game", lang: str, now: datetime | None = None) -> list[Draft]:
    """A prod PM for each player whose prod is due (or was drafted and not yet sent), in `lang`,
    addressed to his forum account; its status from the journal's `mail` marks."""
    r = rules(game)
    out = []
    for standing in standings(game, lang, now):
        if standing.call != "prod":
            continue
        number = standing.prods + 1
        hours = int(standing.silent.total_seconds() // 3600) if standing.silent else r.prod_after
        until = t("activity.prod_until", lang, hours=r.answer_within) if r.answer_within else ""
        text = t("activity.prod", lang, nick=standing.nick, hours=hours, until=until)
        out.append(Draft(standing.nick, standing.account or standing.nick, PROD, f"{standing.nick}#{number}", text))
    return out


def prod_mark(draft: Draft, now: datetime | None = None, game: "Game | None" = None,
              status: str = "sent") -> dict[str, Any]:
    """The `mail` host event that marks a prod sent (with the moment: its answer is due from then, and
    the words sent, which the Correspondence table shows later), or confirmed."""
    if status != "sent":
        return mark(draft, status)
    moment = now_in_zone(game, now) if game is not None else (now or datetime.now())
    return dict(mark(draft, "sent"), at=moment.strftime(AT), text=draft.text)


def prod_mail(game: "Game", lang: str, now: datetime | None = None) -> list[Draft]:
    """The prods as the Correspondence table lists them beside the receipts: each one marked in the
    current phase, with its status (sent, confirmed; the words sent), then each one due and not sent yet."""
    phase = game.current
    if phase is None:
        return []
    marked: dict[str, Draft] = {}
    for host in phase.host:
        if host.get("event") == "mail" and host.get("kind") == PROD and host.get("to") in game.players:
            ref, to = str(host.get("ref")), str(host["to"])
            draft = marked.get(ref) or Draft(to, game.players[to].account or to, PROD, ref, str(host.get("text") or ""))
            draft.status = str(host.get("status") or draft.status)
            marked[ref] = draft
    due = [d for d in prod_drafts(game, lang, now) if d.ref not in marked]
    return [*marked.values(), *due]

