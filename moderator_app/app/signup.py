"""Reading a pasted sign-up list: one nick a line, a whole sign-up post with numbers, bullets,
BBCode and a heading, or a sign-up THREAD page copied from the forum — then the players are the
posts' authors (parsing.thread_posts finds them in phpBB, Invision, vBulletin and SMF pages), never
the posts' words ("я в деле", "Записываюсь!"); the opening announcement's author (the host) and
those who sign out ("выписываюсь") are left out and listed with the reason. Pure Python, so it is
tested without Qt."""

from __future__ import annotations

import math
import re
from typing import Any
from ..parsing.pm_headers import date_under, from_line
from ..parsing.thread_posts import split_posts
from ..engine.model.nicks import nick_warnings as nick_warnings  # the engine's own, offered to the window as it is
from ..i18n import t

_TAGS = re.compile(r"\[/?[a-z*]+(?:=[^\]]*)?\]", re.I)
_LEAD = re.compile(r"^\s*(?:\d{1,3}(?:\s*[.)\]]|\s*[:-](?=\s)|\s+)|[-—–*•·+])\s*")
"""A list's number ("1.", "2)", "3 -", "4 ") or bullet; a digit that begins a nick ("3к узник") is no number."""
_AT = re.compile(r"^@")
_NUMBER = re.compile(r"^\s*\d{1,3}\s*[.)]")
"""A numbered line of a list («1. Ежик», «2) Глюк»)."""


def _mention(line: str) -> str:
    """The account of a bare «@nick» line, else ""."""
    return line[1:].strip() if line.startswith("@") and len(line) > 1 else ""


#: a post that takes its author out of the game again
_SIGN_OUT = re.compile(r"выписыва|передумал|не смогу|не успеваю|wypisuj|rezygnuj|nie dam rady|sign(?:ing)? out|"
                       r"can'?t make it|withdraw", re.I)
#: an opening post announcing the sign-up (the host's, not a player's)
_ANNOUNCE = re.compile(r"запис[ьи] |набор|правила|регистрац|zapisy|nabór|zasady|sign[- ]?ups?\b|rules", re.I)


def author_name(written: str) -> str:
    """A post's author as a nick: vBulletin's «Сообщение от Lena_Sky» / "Message from X" / «Wiadomość od X»
    header is Lena_Sky (parsing.pm_headers), any other name as it is."""
    return (from_line(written) or written).strip()


def signup_thread(text: str, hosts: list[str] | tuple[str, ...] = ()) -> tuple[list[str], list[tuple[str, str]]] | None:
    """A pasted sign-up thread page: (players in order of their first post, [(nick, why left out)]),
    or None when the text is not a thread page (then it is a list: `signup_nicks`). A post by one of
    `hosts` (the host's own accounts, Settings) is his, wherever it stands ("host_account")."""
    posts = split_posts(text)
    if len(posts) < 2:
        return None
    players: list[str] = []
    left_out: list[tuple[str, str]] = []
    own = {name.casefold().strip() for name in hosts}
    opening = author_name(posts[0].author)
    host = opening if _announces(posts[0]) else None
    for post in posts:
        author = author_name(post.author)
        if author.casefold() in own:
            if (author, "host_account") not in left_out:
                left_out.append((author, "host_account"))
            continue
        if author == host:
            if (author, "host") not in left_out:
                left_out.append((author, "host"))
            continue
        if _SIGN_OUT.search(post.body):
            if author in players:
                players.remove(author)
            if (author, "signed_out") not in left_out:  # never signed up, or out again: said, not dropped
                left_out.append((author, "signed_out"))
            continue
        if author not in players:
            players.append(author)
            left_out = [item for item in left_out if item != (author, "signed_out")]
    return players, left_out


def one_post_list(text: str) -> tuple[list[str], list[tuple[str, str]]] | None:
    """The list in ONE forum post copied with its author column (SMF: «Оффлайн Селин», rank, stars,
    «Сообщений: 2 092», «Карма: +224/-0», then a numbered list of players): (nicks, skipped) of its body, its
    author skipped as "list_author". Before, each profile line became a player (host-findings-2
    item 8). None when the text is no single post with a header, or its body is no list (a player's
    «я в деле» under his header stays a list of one line each, as before)."""
    posts = split_posts(text)
    if len(posts) != 1 or not posts[0].author.strip():
        return None
    nicks, skipped = read_signup_list(posts[0].body)
    if len(nicks) < 3:
        # the host's opening announcement copied alone (lastinn.info's «Wyświetl Pojedyńczy Post»):
        # no list in it, so no players — its title, «traveller's Avatar» and the host were four (host-findings-4)
        return ([], [(author_name(posts[0].author), "host")]) if _announces(posts[0]) else None
    return nicks, [(author_name(posts[0].author), "list_author"), *skipped]


def _announces(post: Any) -> bool:
    """A post that announces the game (rules, «набор», a long opening): its author is the host."""
    return bool(_ANNOUNCE.search(post.body)) or len(post.body) > 300


_NUMBERED = re.compile(r"^\s*(\d{1,3})\s*[.)]\s*\S")


def roster_post(text: str) -> tuple[str, int] | None:
    """(author, length) of a post in a pasted thread page that lists the players by number (a host's
    «Играют:» with 1 to 15), when its list is longer than the page's authors: the host then meant
    that list, and the screen says so rather than using the authors alone (host-findings-2 item 8)."""
    posts = split_posts(text)
    authors = {author_name(p.author) for p in posts}
    best: tuple[str, int] | None = None
    for post in posts:
        numbers = [int(m.group(1)) for m in map(_NUMBERED.match, post.body.splitlines()) if m]
        length = next((n for n in range(len(numbers), 0, -1) if numbers[:n] == list(range(1, n + 1))), 0)
        if length >= 4 and length > len(authors) and (best is None or length >= best[1]):
            best = (author_name(post.author), length)
    return best


def signup_nicks(text: str, hosts: list[str] | tuple[str, ...] = ()) -> list[str]:
    """Nicks in order of sign-up, each once (case-insensitive); headings and chatter skipped.
    A thread page gives its posts' authors (`signup_thread`)."""
    thread = signup_thread(text, hosts)
    if thread is not None:
        return thread[0]
    return signup_list(text)


def signup_list(text: str) -> list[str]:
    """One nick a line (a list, or the host's own sign-up post)."""
    return read_signup_list(text)[0]


SKIP_REASONS = ("heading", "too_long", "repeated", "quote", "date", "list_author", "named",
                "host", "signed_out", "host_account", "removed")
"""Why a pasted line or post is no player, each worded once in the catalogue (`skip_words`): a list's
lines (`read_signup_list`, `one_post_list`), a thread page's posts (`signup_thread`), and the new-game
screen's own: the host's account in a list, a player the host removed."""


def skip_words(reason: str, lang: str) -> str:
    """A reason of SKIP_REASONS in the host's words (tests/gui/test_signup_list_skipped.py: each in ru/pl/en)."""
    return t(f"new_game.left_out.{reason}", lang)


def read_signup_list(text: str) -> tuple[list[str], list[tuple[str, str]]]:
    """(nicks, [(line, why left out)]): one nick a line; a heading ("Игроки:", "Набор закрыт", "Zapisy —
    SUSPI #3"), a quoted line, a line too long for a nick (chatter) and a repeated nick are listed with
    their reason (one of `SKIP_REASONS`), never dropped unseen. A copied post header gives its author
    («Сообщение от Lena_Sky» is Lena_Sky) and its date line is no player ("date")."""
    nicks: list[str] = []
    skipped: list[tuple[str, str]] = []
    seen: set[str] = set()
    lines = [_TAGS.sub("", raw).strip() for raw in text.replace("\r\n", "\n").split("\n")]
    numbered = [i for i, line in enumerate(lines) if _NUMBER.match(line)]
    # a numbered list's unnumbered first lines are its title: heroeswm.ru's «Список игроков» above «1) Каламадеа»
    # was a fifteenth seat for fourteen players (host-findings-5 item 2)
    titled = numbered[0] if len(numbered) >= 3 else 0
    named = False  #: the last line was a numbered name: an «@account» line under it is that player's account
    for index, line in enumerate(lines):
        if not line:
            continue
        if index < titled:
            skipped.append((line, "heading"))
            continue
        if named and (account := _mention(line)) and account.casefold() not in seen:
            # «1. Ежик» then «@Ёжикツ︎» (ne-kurim.ru's roster): one player, the @account plays; before, both were seats
            seen.discard(nicks[-1].lower())
            skipped.append((f"{nicks[-1]} → @{account}", "named"))
            nicks[-1] = account
            seen.add(account.lower())
            named = False
            continue
        named = bool(_NUMBER.match(line))
        if date_under(line, None)[0] or re.fullmatch(r"[\d\s.,:/\-]+", line):
            skipped.append((line, "date"))
            continue
        if line.startswith(">"):
            skipped.append((line, "quote"))
            continue
        if line.endswith(":") or not _LEAD.match(line) and _ANNOUNCE.search(line + " "):
            skipped.append((line, "heading"))  # "Набор закрыт", "Zapisy — SUSPI #3": about the list, not in it
            continue
        nick = _AT.sub("", _LEAD.sub("", author_name(line), count=1)).strip().strip("\"'«»")
        nick = re.split(r"\s+[—–-]\s+|\s*\(", nick, maxsplit=1)[0].strip()  # "Вася — в деле", "Петя (замена)"
        if not nick:
            continue
        if len(nick) > 32 or len(nick.split()) > 3:
            skipped.append((line, "too_long"))
        elif nick.lower() in seen:
            skipped.append((line, "repeated"))
        else:
            seen.add(nick.lower())
            nicks.append(nick)
    return nicks, skipped


def team_shares(deal: dict[str, int], team_of: dict[str, str]) -> dict[str, int]:
    """How many seats each team gets from a deal."""
    shares: dict[str, int] = {}
    for role, count in deal.items():
        if count:
            shares[team_of[role]] = shares.get(team_of[role], 0) + int(count)
    return shares


def short_teams(deal: dict[str, int], team_of: dict[str, str], minimum: dict[str, float], players: int) -> dict[str, tuple[int, int]]:
    """Teams below the role set's `min_team_share` (a quarter, rounded up): team -> (have, need)."""
    shares = team_shares(deal, team_of)
    short = {}
    for team, share in minimum.items():
        need = math.ceil(float(share) * players)
        if shares.get(team, 0) < need:
            short[team] = (shares.get(team, 0), need)
    return short

