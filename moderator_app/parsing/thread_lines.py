"""What one line of a copied forum page is: a post header, profile chrome, a quote intro, an edit note.

A host copies a thread page from the browser, so the text holds more than the posts: the author's
profile column ("Сообщений: 12", "Регистрация: …", "Group: Members"), buttons ("Цитировать",
"Report post", "Вернуться к началу"), subjects ("Re: День 2"), edit notes and plain-text quote
intros. The four engines put the author's nick and the date in different places:

- phpBB prosilver: "Сообщение Nick » 12 мар 2026, 20:45" / "Post by Nick »" / "Post autor: Nick »";
  subsilver: "Nick<Tab>Заголовок сообщения: …" then "Добавлено: <date>" / "Posted:" / "Wysłany:";
- Invision: the nick on a line above "Отправлено <date>" / "Posted <date>" / "Napisano <date>";
- vBulletin: a bare date line ("12.03.2026, 20:45", "Сегодня, 21:05", "#12"), then the nick,
  the user title and "Регистрация:"/"Сообщений:" lines;
- SMF: nick and profile above "« Ответ #5 : <date> »" / "« Reply #5 on: <date> »" /
  "« Odpowiedź #5 dnia: <date> »".

`classify_anchor` says which of these a line is; the walking about is in `thread_posts`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime

from .dates import parse_date

_NICK = r"(?P<nick>[^\s»:\[][^»:\[\]]{0,40}?)"
_INLINE = [
    re.compile(r"^\s*(?:сообщение|post by|by|post autor:?|post napisał:?|posted by|автор сообщения:?)\s+"
               + _NICK + r"\s*»\s*(?P<date>.*)$", re.I),
    re.compile(r"^\s*(?:автор|author|autor)\s*:\s*(?P<nick>[^:]+?)\s*$", re.I),
    re.compile(r"^\s*" + _NICK + r"\s+(?:написал|написала|написал\(а\)|wrote|napisał|napisała|napisał\(a\))"
               r"\s+(?P<date>[^:].*\d{1,2}:\d{2}.*?):?\s*$", re.I),
    re.compile(r"^\s*" + _NICK + r"\s*»\s*(?P<date>.*\d{1,2}:\d{2}.*)$"),
]
_ABOVE = re.compile(
    r"^\s*(?:отправлено|опубликовано|posted|napisano|wysłano|wysłany|добавлено|dodano)\s*:?\s+(?P<date>.+)$", re.I)
_SMF = re.compile(r"^\s*«\s*(?:(?:ответ|reply|odpowiedź|odpowiedz)\s*#\s*\d+\s*)?(?:on|dnia)?\s*:\s*"
                  r"(?P<date>[^»]+?)\s*»\s*$", re.I)
_BARE_DATE = re.compile(r"^[\s#\d.,:/\-]*(?:(?:сегодня|вчера|today|yesterday|dzisiaj|dziś|wczoraj)[\s,]*"
                        r"(?:в|at|o)?)?[\s#\d.,:/\-]*(?:[ap]m)?[\s#\d]*$", re.I)
_DATE_LINE = re.compile(r"^\s*(?:дата|date|data)\s*:\s*(?P<date>.+)$", re.I)
SUBJECT = re.compile(r"^\s*(?:(?P<nick>[^\t]+?)\t+)?(?:заголовок сообщения|тема сообщения|post subject|temat postu|"
                     r"re|odp|ответ)\s*(?:\[\d+\])?\s*:", re.I)
_META = re.compile(
    r"^\s*(?:(?:сообщени[йяе]|posts?|postów|posty|wiadomości|регистрация|зарегистрирован|join date|joined|"
    r"registered|dołączył|rejestracja|zarejestrowany|откуда|адрес|location|skąd|lokalizacja|группа|group|"
    r"grupa|репутация|reputation|reputacja|пол|gender|płeć|возраст|age|wiek|город|ранг|rank|ranga|"
    r"статус|status)\s*:.*|\d+\s+(?:сообщени\w*|posts?|postów|posty|wiadomości)|#\d+|[*★☆]+|offline|online|"
    r"не в сети|в сети|просмотр профиля|view profile|zobacz profil|профиль|profile|profil|лс|pm|pw|"
    r"вернуться к началу|наверх|top|back to top|do góry|na górę|góra|цитировать|цитата|quote|cytuj|мультицитата|"
    r"multiquote|ответить|reply|odpowiedz|жалоба|report|report post|zgłoś|пожаловаться|изменить|edit|"
    r"edytuj|удалить|delete|usuń|ip|поделиться|share|udostępnij)\s*$", re.I)
_QUOTE_INTRO = [
    re.compile(r"^\s*.{1,40}?\s+(?:писал|писала|писал\(а\)|написал|написала|написал\(а\)|wrote|said|сказал|"
               r"сказала|сказал\(а\)|napisał|napisała|napisał\(a\)|powiedział|powiedziała)\s*:.*$", re.I),
    re.compile(r"^\s*(?:цитата|quote|cytat|cytuj)\s*\(.*@.*\)", re.I),
    re.compile(r"^\s*(?:цитата|quote|cytat|cytuj)\s*:?\s*$", re.I),
    re.compile(r"^\s*(?:сообщение от|originally posted by|wiadomość od|oryginalnie napisane przez)\s+\S", re.I),
    re.compile(r"^\s*(?:цитата|quote|cytat)\s*(?:from)?\s*:\s*.+?\s+(?:от|on|w|dnia)\s+.*\d{1,2}:\d{2}", re.I),
]
_EDIT = re.compile(r"(?:последний раз редактировал|последнее редактирование|сообщение отредактировал|"
                   r"отредактировано|last edited by|last edit|this post has been edited|edited by|"
                   r"ostatnio edytowan|ostatnia zmiana|ten post był edytowany|post edytowany)", re.I)
SEPARATOR = re.compile(r"^\s*(?:_{3,}|-{3,}|—{2,}|={3,})\s*$")


@dataclass
class Anchor:
    """A line that opens a post: where the nick is ("inline", "above", "below") and the date."""

    kind: str
    nick: str | None
    posted: datetime | None
    smf: bool = False


def classify_anchor(line: str, today: date | None) -> Anchor | None:
    """The post header this line is, if it is one."""
    for rx in _INLINE:
        if (m := rx.match(line)) and "[" not in m.group("nick"):
            when = parse_date(m.groupdict().get("date") or "", today)
            if rx is _INLINE[2] and when is None:
                return None
            return Anchor("inline", m.group("nick").strip(), when)
    if (m := _SMF.match(line)) and (when := parse_date(m.group("date"), today)):
        return Anchor("above", None, when, smf=True)
    if (m := _ABOVE.match(line)) and (when := parse_date(m.group("date"), today)):
        return Anchor("above", None, when)
    if _BARE_DATE.match(line) and re.search(r"\d", line):
        when = parse_date(line, today)
        if when or re.fullmatch(r"\s*#\d+\s*", line):
            return Anchor("below", None, when)
    return None


def date_line(line: str, today: date | None) -> datetime | None:
    """The date of a "Дата: …" / "Date: …" / "Data: …" line under an "Автор:" header."""
    m = _DATE_LINE.match(line)
    return parse_date(m.group("date"), today) if m else None


def is_meta(line: str) -> bool:
    """Profile, buttons or subject: page chrome that is never part of what the author wrote."""
    return bool(_META.match(line) or SUBJECT.match(line))


def is_profile(line: str) -> bool:
    """A profile field or counter ("Сообщений: 12", "Joined:", "#12"), not a subject or a button."""
    return bool(_META.match(line)) and ":" in line or bool(re.fullmatch(r"\s*(?:#\d+|\d+\s+\w+)\s*", line))


def is_quote_intro(line: str) -> bool:
    """A plain-text quote header: "Nick писал(а):", "Цитата(Nick @ date)", "Originally Posted by Nick"."""
    return any(rx.match(line) for rx in _QUOTE_INTRO)


def edit_date(line: str, today: date | None) -> datetime | None | bool:
    """For an edit note ("Последний раз редактировалось …"): its date, or True when it has none;
    False for any other line."""
    if not _EDIT.search(line):
        return False
    return parse_date(line, today) or True
