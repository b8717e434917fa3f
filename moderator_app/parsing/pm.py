"""`parse_pm`: a forum private message pasted with its headers, split into sender/subject/date/body.

Handles the header blocks of phpBB, Invision, vBulletin and SMF in Russian, Polish and English
("От:"/"From:"/"Od:", "Тема:"/"Subject:"/"Temat:", "Дата:"/"Sent:"/"Data:"…), and SMF's
"« Sent to: X on: <date> »" line. Header lines may come in any order before the body.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from .dates import parse_date

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


def parse_pm(text: str) -> PastedPm:
    """Split a pasted PM into headers and body; text without headers is all body."""
    lines = text.replace("\r\n", "\n").split("\n")
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
