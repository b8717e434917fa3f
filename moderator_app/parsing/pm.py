"""`parse_pm`: a forum private message pasted with its headers, split into sender/subject/date/body;
`split_pms`: several PMs pasted at once, split at their headers (`split_messages`: without empty pieces);
`has_mail_headers`: whether a paste is mail at all (a From line no thread page has).

Handles the header blocks of phpBB, Invision, vBulletin and SMF in Russian, Polish and English
("От:"/"From:"/"Od:", "Тема:"/"Subject:"/"Temat:", "Дата:"/"Sent:"/"Data:"…), SMF's
"« Sent to: X on: <date> »" line, and phpBB's one-line header "Сообщение Максим » 01 дек 2026,
20:31" / "Post by X »" / "Post autor: X »" / "Wiadomość X »". Header lines may come in any order
before the body.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from .dates import parse_date
from .thread_lines import classify_anchor

_PM_INLINE = re.compile(r"^\s*(?:wiadomość|wiadomosc|message)\s+(?P<nick>[^»\[\]]{1,40}?)\s*»\s*(?P<date>.+)$", re.I)

SENDER_KEYS = {"от", "отправитель", "автор", "from", "sender", "author", "od", "nadawca", "autor"}
SUBJECT_KEYS = {"тема", "заголовок", "subject", "title", "temat", "tytuł"}
DATE_KEYS = {"дата", "отправлено", "отправлено в", "время", "sent", "date", "data", "wysłano", "wysłana",
             "czas", "received", "получено"}
OTHER_KEYS = {"кому", "получатель", "получатели", "to", "recipient", "recipients", "do", "odbiorca",
              "odbiorcy", "cc", "копия"}
_HEADER_RE = re.compile(r"^\s*(?:\[b\])?\s*([^\W\d_][^\W\d_ ]*(?: [^\W\d_]+)?)\s*(?:\[/b\])?\s*:\s*(.*)$")
_SMF_RE = re.compile(r"«\s*(?:sent to|отправлено|wysłano do)\s*:?\s*(.*?)\s+(?:on|в|dnia)\s*:\s*(.*?)\s*»", re.I)


@dataclass
class PastedPm:
    """A pasted private message: who sent it, its subject, when, and the text."""

    sender: str | None
    """The sender's nick from the From/От/Od header."""
    subject: str | None
    """The subject line, "Re:" prefixes kept."""
    received: datetime | None
    """When it was sent, if a date header could be read."""
    body: str
    """The message text without the headers."""


def _inline_header(line: str) -> tuple[str, datetime | None] | None:
    """(sender, date) of a one-line PM header ("Сообщение Максим » 01 дек 2026, 20:31")."""
    if m := _PM_INLINE.match(line):
        return m.group("nick").strip(), parse_date(m.group("date"))
    anchor = classify_anchor(line, None)
    if anchor and anchor.kind == "inline" and anchor.nick and "»" in line:
        return anchor.nick, anchor.posted
    return None


#: The From line of a mail header block ("От:", "From:", "Od:"…). A thread page never has one (a
#: post's author line says "Автор"/"Author" or is a one-line header), so it tells a PM list from a page.
MAIL_SENDER_KEYS = {"от", "отправитель", "from", "sender", "od", "nadawca"}


def has_mail_headers(text: str) -> bool:
    """Whether the paste has a mail header block's From line, which no thread page has."""
    for line in text.replace("\r\n", "\n").split("\n"):
        m = _HEADER_RE.match(line.strip())
        if m and m.group(1).lower() in MAIL_SENDER_KEYS:
            return True
    return False


def split_messages(text: str) -> list[PastedPm]:
    """`split_pms` without empty pieces (a header with no sender and no text)."""
    return [pm for pm in split_pms(text) if pm.body.strip() or pm.sender]


def _starts_pm(lines: list[str], n: int) -> bool:
    """A PM begins here: a one-line header, or a From/От/Od line opening a header block."""
    if _inline_header(lines[n]):
        return True
    m = _HEADER_RE.match(lines[n].strip())
    return bool(m and m.group(1).lower() in SENDER_KEYS)


def _block_start(lines: list[str], n: int) -> int:
    """A From line below its own Subject/Date/To lines ("Тема: ход / От: Вася / Дата: …"): the PM
    starts at the first of them, not at the From line (they stuck to the previous PM's text,
    where "Тема" was then read as a target)."""
    while n > 0:
        m = _HEADER_RE.match(lines[n - 1].strip())
        if not m or m.group(1).lower() not in SUBJECT_KEYS | DATE_KEYS | OTHER_KEYS:
            return n
        n -= 1
    return n


def split_pms(text: str) -> list[PastedPm]:
    """Several pasted PMs, split where each one's header begins (a subject line just above a
    one-line header goes with it); text with no header is one PM without a sender."""
    lines = text.replace("\r\n", "\n").split("\n")
    starts = [n for n in range(len(lines)) if _starts_pm(lines, n)]
    starts = [n - 1 if n and _inline_header(lines[n]) and re.match(r"^\s*(?:re|odp|ответ)\s*:", lines[n - 1], re.I)
              else _block_start(lines, n) for n in starts]
    if not starts:
        return [parse_pm(text)]
    bounds = [0, *starts[1:]] if starts[0] <= 1 or not "\n".join(lines[: starts[0]]).strip() else [0, *starts]
    return [parse_pm("\n".join(lines[a:b])) for a, b in zip(bounds, [*bounds[1:], len(lines)])]


def parse_pm(text: str) -> PastedPm:
    """Split a pasted PM into headers and body; text without headers is all body."""
    lines = text.replace("\r\n", "\n").split("\n")
    head = [n for n, line in enumerate(lines[:4]) if line.strip()]
    for n in head[:2]:
        if found := _inline_header(lines[n]):
            subject = lines[head[0]].strip() if head[0] < n else None
            return PastedPm(found[0], subject, found[1], "\n".join(lines[n + 1 :]).strip())
    sender = subject = None
    received = None
    body_start = 0
    seen = 0
    for n, line in enumerate(lines):
        stripped = line.strip()
        if not stripped:
            if seen:
                body_start = n + 1
            continue
        smf = _SMF_RE.search(stripped)
        if smf:
            received = received or parse_date(smf.group(2))
            seen += 1
            body_start = n + 1
            continue
        m = _HEADER_RE.match(stripped)
        key = m.group(1).lower() if m else ""
        if not m or key not in SENDER_KEYS | SUBJECT_KEYS | DATE_KEYS | OTHER_KEYS:
            break
        value = m.group(2).strip()
        if key in SENDER_KEYS:
            sender = re.sub(r"\[/?\w+[^\]]*\]", "", value).strip() or sender
        elif key in SUBJECT_KEYS:
            subject = value
        elif key in DATE_KEYS:
            received = parse_date(value) or received
        seen += 1
        body_start = n + 1
    if not (sender or subject) or seen < 2 and not sender:
        return PastedPm(None, None, None, text.strip())
    return PastedPm(sender, subject, received, "\n".join(lines[body_start:]).strip())
