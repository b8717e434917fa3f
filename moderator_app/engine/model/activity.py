"""Who has posted, from the thread pages the host pasted (#28): the journal's `activity` host
events folded into one record, and H-GEN-5's count of a player's posts on a game day.

An `activity` event (bookkeeping: engine.model.phase_order) holds the new posts of one pasted page, each
`{key, by, seat, at, phase}`: `by` the author as the page shows him, `seat` the nick he played when
the page was read (a former holder's nick once a substitute took the seat), `at` the forum time in
the deadline's zone ("YYYY-MM-DD HH:MM[:SS]", or null on a page without dates), `tz` that zone,
`phase` the phase whose window held that time when pasted, `key` the post's identity. The app reads
all of it once, when the page is pasted (app.activity); the engine counts, placing a dated post by
the deadlines as they stand (`phase_at`), so the inbox, the board and the night's refusal read one
record that follows a moved deadline. A page pasted twice counts once: the fold keeps the first post of a key.

An event may name its paste (`paste`, an id); a later `activity` event `{withdraw: <that id>}` takes the
posts that paste added out of the record: the host removed every row of a page and said it was not this
game's (host-findings-4 item 18). Pasted again later, they count again.

A seat's holders are its players in turn (`replace`: the substitute starts his own record); each
post belongs to the holder who wrote it, never to the slot's later holder.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import datetime, timedelta
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Iterable, Mapping

from ...i18n.refusal import refuse
from .deadlines import deadline, setting
from ..rolesets.decl import Refs
from ..wording.check_words import say
from .errors import InputError
from ..rolesets.kinds import judge
from ..rolesets.schema_vote_rules import ACTIVITY, PRESETS_DIR
from ..rolesets.yamlio import load_plain
from ...i18n.zones import zone

if TYPE_CHECKING:
    from .context import GameContext as Game
    from .state import Phase, Player

EVENT = "activity"
POST_KEYS = ("key", "by", "seat", "at", "phase", "tz")
#: Refusals H-GEN-5 gives; a request refused only by one of them is judged again when counts change.
COUNT_REFUSALS = ("too_few_posts",)
#: The longest a forum phase runs: mafiascum's long days run about two weeks (its hosts' vote counts,
#: ../shared/corpus/measured/2026-12-06). A post dated more than this before the game's earliest deadline
#: is older than the game (`older_than_game`): a wrong page pasted, not the game's first posts.
LONGEST_PHASE = timedelta(days=31)


@dataclass(frozen=True)
class ActivityRules:
    """A forum's activity rules (the `activity` key of its vote rules, engine.rolesets.schema_vote_rules):
    all off when the forum says nothing."""

    min_posts: int | None = None
    prod_after: int | None = None  #: hours of silence before a prod
    answer_within: int | None = None  #: hours a prodded player has to post
    prods: int | None = None  #: prods a player may get before the rules call for `then`
    absent_after: int | None = None  #: hours of silence after a missed vote that allow `then`
    then: str | None = None  #: "replace" or "modkill"
    post_counts: bool = False  #: the vote count lists each player's posts of the day

    @classmethod
    def of(cls, mapping: Mapping[str, Any] | None) -> "ActivityRules":
        known = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in (mapping or {}).items() if k in known})

    @property
    def asked(self) -> bool:
        """Whether the forum asks anything of activity at all."""
        return any(getattr(self, f.name) not in (None, False) for f in fields(self))


def rules_of(choice: Any) -> ActivityRules:
    """The activity rules of a game's `vote_rules` option: a shipped preset's id, the host's own mapping
    (or anything with an `activity` attribute); all off when it says nothing or cannot be read (the
    role-set checker names that mistake). Read here, not through the parser: the board asks at its
    first frame, before the parser loads."""
    found = forum_rule(choice, "activity")
    if found is None or judge(ACTIVITY, found, Refs()) is not None:
        return ActivityRules()
    return ActivityRules.of(found)


def forum_rule(choice: Any, key: str) -> Any:
    """One key of a game's `vote_rules` option (a shipped preset's id, the host's own mapping, or
    anything with that attribute), unchecked; None when it says nothing."""
    if isinstance(choice, str):
        return _preset_key(choice, key)
    if isinstance(choice, dict):
        return choice.get(key)
    return getattr(choice, key, None)


@lru_cache(maxsize=64)
def _preset_key(rules_id: str, key: str) -> Any:
    path = PRESETS_DIR / f"{rules_id}.yaml"
    if "/" in rules_id or not path.is_file():
        return None
    data = load_plain(path.read_text(encoding="utf-8"))
    return data.get(key) if isinstance(data, dict) else None


@dataclass(frozen=True)
class Post:
    """One post of the record (see the module docstring)."""

    key: str | None
    by: str
    seat: str | None
    at: str | None
    phase: str


def check_event(data: Mapping[str, Any]) -> None:
    """An `activity` event as a script or a hand-edited journal may hold it: `posts` a list of
    mappings with the module's keys (a wrong shape is a message, never a traceback later), or a
    withdrawal naming a paste by its id and holding no posts."""
    if data.get("withdraw") is not None:
        if not isinstance(data["withdraw"], str) or data.get("posts"):
            raise InputError(say("replay.activity_withdraw"))
        return
    posts = data.get("posts")
    if not isinstance(posts, list):
        raise InputError(say("replay.activity_needs_posts"))
    for number, post in enumerate(posts, 1):
        if not isinstance(post, dict) or not (post.get("by") or post.get("seat")):
            raise InputError(say("replay.activity_post_author", number=number))
        if stray := sorted(set(post) - set(POST_KEYS)):
            raise InputError(say("replay.activity_post_keys", number=number, keys=", ".join(stray),
                                 known=", ".join(POST_KEYS)))


def phase_at(game: "Game", at: str | datetime | None, tz: str | None = None) -> str | None:
    """The phase whose deadline window holds a forum time read in the zone `tz` (the deadlines as set
    last, each in its own zone): the first whose deadline is at or after it, the last phase after every
    deadline; None for no time, or where a phase before it has no deadline to tell."""
    return _placed(_windows(game), at, tz)


def older_than_game(game: "Game", at: str | datetime | None, tz: str | None = None) -> bool:
    """A forum time read in `tz` earlier than the game could have begun: more than `LONGEST_PHASE` before
    its earliest deadline (the first phase's, or an earlier one the host set later). Such a post is no
    post of this game (host-findings-4 item 10: a page of 2023 read into a day of 2026). A later phase
    opens at the deadline before it, and `phase_at` places an earlier post there. False where no phase
    has a deadline to tell."""
    when = at if isinstance(at, datetime) else when_of(at)
    ends = [_moved(end, window_tz, tz) for _, end, window_tz in _windows(game) if end is not None]
    return when is not None and bool(ends) and when < min(ends) - LONGEST_PHASE


def _windows(game: "Game") -> list[tuple[str, datetime | None, str | None]]:
    """Each phase's (label, deadline, zone), read once for a whole record."""
    return [(phase.label, deadline(phase), setting(phase)[1]) for phase in game.phases]


def _placed(windows: list[tuple[str, datetime | None, str | None]], at: str | datetime | None,
            tz: str | None) -> str | None:
    when = at if isinstance(at, datetime) else when_of(at)
    if when is None or not windows:
        return None
    for label, end, window_tz in windows:
        if end is None:
            return None
        if _moved(when, tz, window_tz) <= end:
            return label
    return windows[-1][0]


def _moved(when: datetime, read_in: str | None, into: str | None) -> datetime:
    """A naive time read in one zone as the clock of another shows it (the host moved the deadline's zone
    after the page was read); as it is where either is unknown."""
    if not read_in or not into or read_in == into:
        return when

    return when.replace(tzinfo=zone(read_in)).astimezone(zone(into)).replace(tzinfo=None)


def when_of(at: str | None) -> datetime | None:
    """A recorded time ("YYYY-MM-DD HH:MM[:SS]") as a datetime; None when there is none or it is not one."""
    try:
        return datetime.fromisoformat(at) if at else None
    except ValueError:
        return None


def recorded(game: "Game") -> list[Post]:
    """Every post recorded so far, in the order pasted; a key seen before is the same post. A dated
    post belongs to the phase its time falls in by the deadlines as they stand now (a deadline moved
    after the page was pasted moves its posts too); an undated one, or one no deadline can place, to
    the phase it was recorded in. A withdrawn paste's posts are not in it."""
    return _fold(game)[0]


def pasted_posts(game: "Game", paste: str) -> list[Post]:
    """The posts a named paste holds in the record now (none once withdrawn)."""
    return _fold(game)[1].get(paste, [])


def _fold(game: "Game") -> tuple[list[Post], dict[str, list[Post]]]:
    """The record, and each named paste's posts in it."""
    seen: set[str] = set()
    out: list[Post] = []
    placed: dict[tuple[str | None, str | None], str | None] = {}
    windows = _windows(game)
    pasted: dict[str, list[Post]] = {}  # each named paste's posts, as a withdrawal finds them
    for phase in game.phases:
        for host in phase.host:
            if host.get("event") != EVENT:
                continue
            if host.get("withdraw") is not None:
                gone = {id(post): post for post in pasted.pop(str(host["withdraw"]), [])}
                out = [post for post in out if id(post) not in gone]
                seen -= {str(post.key) for post in gone.values() if post.key is not None}
                continue
            mine = pasted.setdefault(str(host["paste"]), []) if host.get("paste") is not None else []
            for raw in host.get("posts") or []:
                key = raw.get("key")
                if key is not None and key in seen:
                    continue
                if key is not None:
                    seen.add(str(key))
                by = str(raw.get("by") or raw.get("seat"))
                seat = raw.get("seat") if raw.get("seat") is not None else (by if by in game.players else None)
                at = None if raw.get("at") is None else str(raw["at"])
                where = (at, None if raw.get("tz") is None else str(raw["tz"]))
                if where not in placed:
                    placed[where] = _placed(windows, *where)
                out.append(Post(None if key is None else str(key), by, None if seat is None else str(seat), at,
                                placed[where] or str(raw.get("phase") or phase.label)))
                mine.append(out[-1])
    return out, pasted


def holders(player: "Player") -> list[str]:
    """The nicks that held a seat in turn, the present one last."""
    return [*map(str, player.extra.get("replaced") or []), player.nick]


def seat_since(game: "Game", nick: str) -> int:
    """The index of the phase from which `nick` holds his seat (0: he was dealt it)."""
    for index, phase in enumerate(game.phases):
        if any(h.get("event") == "replace" and h.get("by") == nick and not h.get("refused") for h in phase.host):
            return index
    return 0


def by_holder(posts: Iterable[Post], phase: str | None = None) -> dict[str, int]:
    """Posts per holder nick (of one phase, or of the whole game)."""
    counts: dict[str, int] = {}
    for post in posts:
        if post.seat is not None and (phase is None or post.phase == phase):
            counts[post.seat] = counts.get(post.seat, 0) + 1
    return counts


def day_posts(game: "Game", label: str, nick: str) -> int | None:
    """`nick`'s posts in the phase `label`; None when no post of that phase was recorded at all
    (no page of it was pasted: nothing is known, so nothing is judged)."""
    posts = [p for p in recorded(game) if p.phase == label]
    if not posts:
        return None
    return sum(1 for p in posts if p.seat == nick)


def too_few_day_posts(game: "Game", phase: "Phase", nick: str) -> str | None:
    """H-GEN-5: fewer posts than the role set's option `min_day_posts` on the day just before this
    night refuse the night action. The count is the host's own where he entered one (host event
    `posts`: player, count — on that day or this night), else the pasted pages' record; a holder
    who took the seat after that day began is not judged on it."""
    need = game.rs.option("min_day_posts")
    if not need or phase.kind == "day" or phase not in game.phases:
        return None
    index = game.phases.index(phase)
    before = game.phases[index - 1] if index > 0 and game.phases[index - 1].kind == "day" else None
    if before is None:
        return None
    counts = [h for h in before.host + phase.host if h.get("event") == "posts" and h.get("player") == nick]
    if counts:
        count: int | None = int(counts[-1].get("count") or 0)
    elif seat_since(game, nick) >= index - 1:
        count = None  # a substitute is judged on the days he played from their start
    else:
        count = day_posts(game, before.label, nick)
    if count is None or count >= int(need):
        return None
    return refuse("too_few_posts", count=count, need=int(need), number=before.number)



def slot_totals(game: "Game") -> list[dict[str, Any]]:
    """Each seat's holders in turn with their post totals (the final reveal's list); empty when no
    page was ever pasted."""
    posts = recorded(game)
    if not posts:
        return []
    totals = by_holder(posts)
    return [{"seat": player.seat + 1, "nick": player.nick, "account": player.account,
             "holders": [{"nick": nick, "posts": totals.get(nick, 0)} for nick in holders(player)],
             "posts": sum(totals.get(nick, 0) for nick in holders(player))}
            for player in sorted(game.players.values(), key=lambda p: p.seat)]


def day_totals(game: "Game", label: str) -> dict[str, int] | None:
    """Posts of each living player in one phase (the vote count's post counts); None when no page of
    that phase was pasted."""
    posts = [p for p in recorded(game) if p.phase == label]
    if not posts:
        return None
    counts = by_holder(posts)
    return {nick: counts.get(nick, 0) for nick, player in game.players.items() if player.alive}
