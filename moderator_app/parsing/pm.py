"""Pasted private messages split into (sender, subject, date, body): `split_messages` (several at once, in
any mix of header styles), `parse_pm` (the header at the top of one), `has_mail_headers` (whether a
paste is mail at all: a From line no thread page has).

The header shapes and their words are `pm_headers`' (each from an engine's own PM view or a chat app's
copy). A message typed with its sender's name in front ("Дикий Олень: против Совы") is one when the
name is a player's (`names`). Text with no header of its own is handed to the page reader
(`thread_posts.split_posts`): vBulletin, XenForo and MyBB print a PM with their post templates. Nothing
is dropped: text before the first header is a message of its own, without a sender.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime

from . import pm_headers as ph
from .thread_lines import is_post_number, signature_line
from .dates import parse_date
from .thread_posts import split_posts


@dataclass
class PastedPm:
    """A pasted private message: who sent it, its subject, when, and the text."""

    sender: str | None
    """The sender as the header (or the typed label) names him."""
    subject: str | None
    """The subject line, "Re:" prefixes kept."""
    received: datetime | None
    """When it was sent, if a date could be read."""
    body: str
    """The message text without the headers."""


@dataclass
class _Head:
    """A header found at lines[start:end]; `text` is what its last line carries after it (a typed label)."""

    start: int
    end: int
    sender: str | None
    received: datetime | None = None
    subject: str | None = None
    text: str = ""


def has_mail_headers(text: str) -> bool:
    """Whether the paste has a mail header block's From line, which no thread page has."""
    return any((found := ph.key_line(line)) and found[0] in ph.MAIL_SENDER_KEYS and not ph.prose(found[1])
               for line in _lines(text))


def split_messages(text: str, names: list[str] | tuple[str, ...] = (), today: date | None = None) -> list[PastedPm]:
    """`split_pms` without empty pieces (a header with no sender and no text)."""
    return [pm for pm in split_pms(text, names, today) if pm.body.strip() or pm.sender]


def split_pms(text: str, names: list[str] | tuple[str, ...] = (), today: date | None = None) -> list[PastedPm]:
    """Every PM of a paste, in order, split where each one's header begins; text with no header is one
    PM without a sender (or, with `names`, the typed labels' or the page reader's messages)."""
    lines = _lines(text)
    if names and (signed := _signed_below(lines, ph.names_folded(names), today)):
        return signed  # XenForo 1: its "<name>, <date>" under the message would read as a date line
    heads = _heads(lines, today, names=ph.names_folded(names))
    if not heads:
        return _without_header(text, names, today)
    found = []
    if "\n".join(lines[: heads[0].start]).strip():
        before = lines[: heads[0].start]
        if heads[0].start <= 1 and heads[0].subject is None:
            heads[0].subject, heads[0].start = next(line.strip() for line in before if line.strip()), 0
        else:
            found.extend(_without_header("\n".join(before), names, today))
    for head, after in zip(heads, [*heads[1:], None]):
        below = lines[head.end : after.start if after else len(lines)]
        if not head.text and below and is_post_number(below[0]):
            below = below[1:]  # XenForo 2's "#1" beside the date: the message's number, not its text
        body = "\n".join([head.text, *below]).strip()
        found.append(PastedPm(head.sender, head.subject, head.received, body))
    return found


def parse_pm(text: str, today: date | None = None) -> PastedPm:
    """The header at the top of a pasted PM and everything under it; text without one is all body."""
    lines = _lines(text)
    heads = _heads(lines, today, top=True)
    if not heads or "\n".join(lines[: heads[0].start]).strip().count("\n") > 0:
        return PastedPm(None, None, None, text.strip())
    head = heads[0]
    subject = head.subject
    if subject is None and (above := "\n".join(lines[: head.start]).strip()):
        subject = above
    return PastedPm(head.sender, subject, head.received, "\n".join([head.text, *lines[head.end :]]).strip())


def _lines(text: str) -> list[str]:
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _heads(lines: list[str], today: date | None, top: bool = False, names: dict[str, str] | None = None) -> list[_Head]:
    """Every header of the paste in order (`top`: the first one only); `names` (folded) tell a sender's
    name from his title under it."""
    heads: list[_Head] = []
    n = 0
    while n < len(lines):
        floor = heads[-1].end if heads else 0
        head = _head_at(lines, n, floor, today, first=not heads, names=names or {})
        if head is not None:
            heads.append(head)
            if top:
                break
            n = head.end
        else:
            n += 1
    return heads


def _head_at(lines: list[str], n: int, floor: int, today: date | None, first: bool,
             names: dict[str, str]) -> _Head | None:
    line = lines[n]
    if not line.strip():
        return None
    if found := ph.one_line(line, today):
        start = n - 1 if n > floor and re.match(r"^\s*(?:re|odp|ответ)\s*:", lines[n - 1], re.I) else n
        return _Head(start, n + 1, found[0], found[1], lines[start].strip() if start < n else None)
    if chat := ph.compact_chat(line, today):
        return _Head(n, n + 1, chat[0], chat[1], text=chat[2])
    if ph.key_line(line) or ph.smf_line(line):
        return _block(lines, n, floor, first)
    if (nick := ph.from_line(line)) and (at := _next_filled(lines, n)) is not None:
        dated, when = ph.date_under(lines[at], today)
        if dated:
            return _Head(n, at + 1, nick, when)
    dated, when = ph.date_under(line, today)
    return _dated(lines, n, floor, when, names) if dated else None


def _block(lines: list[str], n: int, floor: int, first: bool) -> _Head | None:
    """A mail header block from line n ("Тема: …", "От: …", "Дата: …", in any order; a value alone on the
    next line; SMF's "« Sent to: … on: … »"): a PM when it names the sender (or, atop the paste, has two
    lines). The author's column and the subject just above it go with it (phpBB 3's PM view)."""
    head = _Head(n, n, None)
    keys = 0
    at = n
    while at < len(lines):
        smf = ph.smf_line(lines[at])
        found = None if smf else ph.key_line(lines[at])
        if found is None and smf is None:
            if not lines[at].strip() and keys and at + 1 < len(lines) and ph.key_line(lines[at + 1]):
                at += 1  # a table copied with a blank line between its rows
                continue
            break
        if smf is not None:
            head.received = head.received or smf[1]
        elif found is not None:  # always, past the break above
            key, value = found
            if not value and at + 1 < len(lines) and lines[at + 1].strip() and not ph.key_line(lines[at + 1]):
                at, value = at + 1, lines[at + 1].strip()  # "От:" / "Вася"
            _take(head, key, value)
        keys, at = keys + 1, at + 1
    if head.sender is None and head.received is not None:
        head.sender = _name_above(lines, n, floor)  # SMF: the sender's column, then "« Sent to: … on: … »"
    if head.sender is None and not (first and keys >= 2 and n <= 2):
        return None
    if keys == 1 and head.sender is not None and ph.prose(head.sender):
        return None  # a lone «From: "…" - …» line of a post's text, not a header
    head.end = at
    head.start = _column_above(lines, n, floor, head)
    return head


def _name_above(lines: list[str], n: int, floor: int) -> str | None:
    """The name heading the author's column over line n (counters and a subject line between them)."""
    up = n - 1
    while up >= floor and (ph.profile_line(lines[up]) or not lines[up].strip()):
        up -= 1
    if up - 1 >= floor and ph.name_like(lines[up - 1]) and lines[up].strip():
        up -= 1  # the subject under the name
    return lines[up].strip() if up >= floor and ph.name_like(lines[up]) else None


def _take(head: _Head, key: str, value: str) -> None:
    if key in ph.SENDER_KEYS:
        nick, mark, when = value.partition("»")  # phpBB 3's history, Polish: "autor: X » 06 gru 2026, 22:40"
        head.sender = nick.strip() or head.sender
        if mark:
            head.received = parse_date(when.strip()) or head.received
    elif key in ph.SUBJECT_KEYS:
        head.subject = value
    elif key in ph.DATE_KEYS:
        head.received = parse_date(value) or head.received


def _column_above(lines: list[str], n: int, floor: int, head: _Head) -> int:
    """Where a header block's PM starts: above it, its author's column (the nick, counters) and the subject
    line phpBB 3 prints over "Отправлено:" — taken only where a blank line or the paste's start is above."""
    start = n
    nick = (head.sender or "").casefold()
    subject = start - 1 if start > floor and lines[start - 1].strip() and not ph.profile_line(lines[start - 1]) \
        and lines[start - 1].strip().casefold() != nick else None
    if subject is not None:
        start -= 1
    while start > floor and ph.profile_line(lines[start - 1]):
        start -= 1
    if start > floor and nick and lines[start - 1].strip().casefold() == nick:
        start -= 1
    if subject is not None and (start < subject or subject == 0):
        head.subject = head.subject or lines[subject].strip()
        return start
    return n if subject is not None else start


def _dated(lines: list[str], n: int, floor: int, when: datetime | None, names: dict[str, str]) -> _Head | None:
    """A line that is only a date, its author's name above it (Invision: the name, his info pane, then
    "Отправлено <date>"; XenForo 2: the name, his title — "Member", «Участник» — then the date and "#1")
    or right under it (vBulletin: the date, then the name and his column)."""
    up = n - 1
    pane = False
    while up >= floor and (ph.profile_line(lines[up]) or not lines[up].strip() and pane):
        pane = pane or bool(lines[up].strip())
        up -= 1
    if up >= floor and ph.name_like(lines[up]) and (pane or up == n - 1):
        if up - 1 >= floor and ph.name_like(lines[up - 1]) and (up - 2 < floor or not lines[up - 2].strip()) and (
                pane or ph.fold_name(lines[up - 1]) in names and ph.fold_name(lines[up]) not in names):
            up -= 1  # the name, then his rank ("Новичок") over the pane, or his title right over the date
        return _Head(up, n + 1, lines[up].strip(), when)
    below = _next_filled(lines, n)
    if below is not None and below == n + 1 and ph.name_like(lines[below]):
        counters = below + 1
        if counters + 1 < len(lines) and ph.name_like(lines[counters]) and ph.profile_line(lines[counters + 1]):
            counters += 1  # his title ("Member", «Пользователь») over the counters
        end = counters
        while end < len(lines) and ph.profile_line(lines[end]):
            end += 1
        return _Head(n, end, lines[below].strip(), when) if end > counters else None
    return None


def _next_filled(lines: list[str], n: int) -> int | None:
    return next((i for i in range(n + 1, min(n + 3, len(lines))) if lines[i].strip()), None)


#: what follows a quote's title «Singer:[quote]…»: the name is the quoted player's, not a sender's
_QUOTE_TITLE = re.compile(r"^\s*(?:\[quote|>|«|\")", re.I)


def _without_header(text: str, names: list[str] | tuple[str, ...], today: date | None) -> list[PastedPm]:
    """Text with no header: messages typed with their senders' names in front (the paste starts with one;
    a «Nick:» line after a post's own words addresses or quotes that player — a real post was cut in four
    at «Singer:[quote]…», «Thor:[quote]…»: heldout-draw3.yaml), else the posts the page reader finds in it
    (a PM view printed with post templates), else one PM without a sender."""
    if not text.strip():
        return []
    if names:
        folded = ph.names_folded(names)
        lines = _lines(text)
        labelled = [(n, found) for n, line in enumerate(lines)
                    if (found := ph.label(line, folded)) and not _QUOTE_TITLE.match(found[1])]
        if labelled and not "\n".join(lines[: labelled[0][0]]).strip():  # typed messages start the paste
            found_pms = []
            for (n, (sender, first)), after in zip(labelled, [*labelled[1:], None]):
                rest = lines[n + 1 : after[0] if after else len(lines)]
                found_pms.append(PastedPm(sender, None, None, "\n".join([first, *rest]).strip()))
            return found_pms

        posts = [p for p in split_posts(text, list(names), today) if p.author]
        if posts:
            return [PastedPm(p.author, None, p.posted, p.body) for p in posts]
    return [PastedPm(None, None, None, text.strip())]


def _signed_below(lines: list[str], names: dict[str, str], today: date | None) -> list[PastedPm]:
    """XenForo 1's conversation: a player's name alone over each message (his title under it stays in the
    text) and "<name>, <date>  Report" under it. Text before the first message is one of its own."""
    found: list[PastedPm] = []
    start = 0
    seen: dict[str, int] = {}  # a name standing alone -> its line, since the last message
    for n, line in enumerate(lines):
        signed = signature_line(line, today) if "," in line and "[" not in line else None  # not Telegram's
        top = seen.get(ph.fold_name(signed[0])) if signed else None
        if signed is None or top is None:
            if (key := ph.fold_name(line)) in names:
                seen.setdefault(key, n)
            continue
        if before := "\n".join(lines[start:top]).strip():
            found.append(PastedPm(None, None, None, before))
        found.append(PastedPm(names.get(ph.fold_name(signed[0]), signed[0]), None, signed[1],
                              "\n".join(lines[top + 1 : n]).strip()))
        start, seen = n + 1, {}
    if found and (rest := "\n".join(lines[start:]).strip()):
        found.append(PastedPm(None, None, None, rest))
    return found
