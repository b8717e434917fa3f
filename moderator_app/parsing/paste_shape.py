"""Whether a paste is a thread page or private mail, read from its shape — never from the phase (#23).

A night's thread page read as PMs made a mafioso's «Голосую против Ежа» a ready kill request; reading
every paste as a page made phpBB's PM history («Сообщение X » date», the same header as a post) a post.
What tells them apart is what the copy carries besides the text. Every sign is declared once in `SIGNS`
(its id is the key of its words in the catalogue: `inbox.shape.sign.<id>`), and `read_shape` weighs them:

- no post header at all: mail (the PM reader takes any header style, or none);
- a mail header's From or recipient line («От:», "To:", «Odbiorca:»), phpBB's «История сообщений» over a
  PM's earlier messages, or a paste that opens with a subject right over «Сообщение X » date» (phpBB's PM
  view; a thread's post has "Re: <title>" there): mail;
- any sign of a page (several authors; "Re: <title>"; «Наверх»/"Back to top"; a quote's «X писал(а):»;
  a post number «#12»; «Ответить с цитатой»; «Страница 1 из 3»): a page;
- else one block by one sender: mail.

The host may read a paste the other way (the inbox's switch); the decision only proposes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from . import pm_headers as ph
from .thread_lines import is_meta, is_quote_intro
from .thread_posts import Post, split_posts

PAGE, MAIL = "page", "mail"
SHAPES = (PAGE, MAIL)


@dataclass(frozen=True)
class Sign:
    """One thing a copy shows that says page or mail: `found(lines)` tells whether this paste has it."""

    id: str
    side: str
    found: Callable[[list[str]], bool]


def _any_line(pattern: str) -> Callable[[list[str]], bool]:
    rx = re.compile(pattern, re.I)
    return lambda lines: any(rx.match(line.strip()) for line in lines)


#: "#12", "Post #12": a thread post's number (XenForo 2's conversation prints "#1" by its date too: not that one)
_POST_NUMBER = re.compile(r"^(?:(?:post|сообщение|пост|wpis)\s*)?#\s*\d+$", re.I)


def _dated(lines: list[str], n: int) -> bool:
    """Line n is a date alone: vBulletin's «Сообщение от X» over its date is a PM's header, not a quote's
    intro; XenForo 2's "#1" under its date is a conversation's message number."""
    return 0 <= n < len(lines) and ph.date_under(lines[n], None)[0]


def _subject_over_header(lines: list[str]) -> bool:
    """phpBB's PM view as copied: the paste opens with the message's subject right over its «Сообщение X »
    date» line (a thread's post there has "Re: <title>" over it, and a page copied from its top the forum's
    head: several lines)."""
    filled = [n for n, line in enumerate(lines) if line.strip()][:2]
    if len(filled) < 2 or filled[1] != filled[0] + 1:
        return False
    first, header = lines[filled[0]], lines[filled[1]]
    return (ph.one_line(header, None) is not None and ph.one_line(first, None) is None and not is_meta(first)
            and ph.key_line(first) is None and not _dated(lines, filled[0]) and len(first.strip()) <= 80)


def _mail_key(keys: set[str]) -> Callable[[list[str]], bool]:
    """A mail header line of these keys whose value is a name (or on the next line): prose such as
    «From: "a quoted sentence" - what it implies» is no header (a real post's shape: heldout-draw3.yaml)."""
    def found(lines: list[str]) -> bool:
        for n, line in enumerate(lines):
            key = ph.key_line(line)
            if key is None or key[0] not in keys:
                continue
            value = key[1] or (lines[n + 1] if n + 1 < len(lines) else "")
            if ph.name_like(value) or "<" in value or "@" in value:
                return True
        return False
    return found


#: every sign, declared once; the words saying each are `inbox.shape.sign.<id>` in the catalogue
SIGNS: tuple[Sign, ...] = (
    Sign("re_title", PAGE, _any_line(r"^(?:re|odp|ответ|post subject|temat postu|заголовок сообщения)\s*(?:\[\d+\])?\s*:\s*\S")),
    Sign("post_by", PAGE, _any_line(r"^(?:#\d+\s*)?(?:post by|posted by|postprzez|post autorstwa)\s+\S.*(?:»|\bon\b|\d)")),
    Sign("top_link", PAGE, _any_line(r"^(?:наверх|вернуться к началу|к началу|top|back to top|go to top|"
                                     r"do góry|na górę|powrót do góry)$")),
    Sign("quote_intro", PAGE, lambda lines: any(is_quote_intro(line) and not _dated(lines, n + 1)
                                                for n, line in enumerate(lines))),
    Sign("post_number", PAGE, lambda lines: any(_POST_NUMBER.match(line.strip()) and not _dated(lines, n - 1)
                                                for n, line in enumerate(lines))),
    Sign("reply_quote", PAGE, _any_line(r"^(?:ответить с цитатой|reply with quote|odpowiedz z cytatem|"
                                        r"цитировать|multiquote|мультицитата)$")),
    Sign("page_nav", PAGE, _any_line(r"^(?:.*\s)?(?:страница|стр\.|page|strona)\s*\d+\s*(?:из|of|z)\s*\d+\b.*$")),
    Sign("mail_keys", MAIL, _mail_key(ph.MAIL_SENDER_KEYS | {"кому", "получатель", "получатели", "to", "recipient",
                                                             "recipients", "sent to", "odbiorca", "odbiorcy",
                                                             "wysłano do"})),
    Sign("pm_history", MAIL, _any_line(r"^(?:история сообщений|message history|historia wiadomości)\s*(?::.*)?$")),
    Sign("pm_subject", MAIL, lambda lines: _subject_over_header(lines)),
)
#: signs read from the posts rather than from lines: their ids, also words of the catalogue
AUTHORS = "authors"  #: several different authors (the host's own accounts left out): a page
ONE_SENDER = "one_sender"  #: one block by one sender, nothing else of a page: mail
NO_POSTS = "no_posts"  #: no post header anywhere: mail in any header style, or none
TOPIC_HEAD = "topic_head"  #: words above the first post (the topic's title, the forum's name): a page


@dataclass(frozen=True)
class Shape:
    """What a paste was read as, and the signs that said so (ids of `SIGNS`, `AUTHORS`, `ONE_SENDER`, `NO_POSTS`)."""

    kind: str
    signs: tuple[str, ...]
    authors: int = 0
    """How many different authors its post headers name (the host's accounts left out)."""
    posts: int = 0
    """How many posts the page reader found in it."""


def read_shape(text: str, names: list[str] | tuple[str, ...] = (), hosts: tuple[str, ...] = (),
               today: date | None = None, posts: list[Post] | None = None) -> Shape:
    """Page or mail, by the signs above; `names` help the page reader find the authors, `hosts` are the
    host's own accounts (his replies in a PM conversation make no second author). `posts`: the page
    reader's posts of this text, when the caller has them already."""
    posts = split_posts(text, list(names), today) if posts is None else posts
    if not posts:
        return Shape(MAIL, (NO_POSTS,))
    lines = text.replace("\r\n", "\n").replace("\u00a0", " ").split("\n")
    own = {h.casefold().strip() for h in hosts}
    authors = len({p.author.casefold().strip() for p in posts if p.author.casefold().strip() not in own})
    found = [sign.id for sign in SIGNS if sign.found(lines)]
    if _head_above(lines, posts[0].author):
        found.append(TOPIC_HEAD)
    mail = [s for s in found if _side(s) == MAIL]
    if mail:
        return Shape(MAIL, tuple(mail), authors, len(posts))
    page = ([AUTHORS] if authors >= 2 else []) + [s for s in found if _side(s) == PAGE]
    if page:
        return Shape(PAGE, tuple(page), authors, len(posts))
    return Shape(MAIL, (ONE_SENDER,), authors, len(posts))


def forced(shape: Shape, kind: str) -> Shape:
    """The host's own reading of a paste (the inbox's switch): his choice, the signs kept for the record."""
    return shape if kind == shape.kind else Shape(kind, ("host",), shape.authors, shape.posts)


def _side(sign_id: str) -> str:
    return next((sign.side for sign in SIGNS if sign.id == sign_id), PAGE)  # AUTHORS, TOPIC_HEAD: a page's


def _head_above(lines: list[str], author: str) -> bool:
    """Words above the line naming the first post's author: a copied page starts with its topic's title
    or its forum's name; a PM's mail header lines (which say mail) and its date over the sender's name
    (vBulletin's PM) are not such words, nor a post's own subject or buttons (signs of their own)."""
    folded = author.casefold()
    first = next((n for n, line in enumerate(lines) if folded in line.casefold()), 0)
    return any(line.strip() and ph.key_line(line) is None and not is_meta(line) and not _dated(lines, n)
               for n, line in enumerate(lines[:first]))
