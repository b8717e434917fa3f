"""What one line of a copied forum page is: a post header, profile chrome, a quote intro, an edit note.

A host copies a thread page from the browser, so the text holds more than the posts: the author's
profile column ("Сообщений: 12", "Регистрация: …", "Group: Members"), buttons ("Цитировать",
"Report post", "Вернуться к началу"), subjects ("Re: День 2"), edit notes and plain-text quote
intros. The four engines put the author's nick and the date in different places:

- phpBB prosilver: "Сообщение Nick » 12 мар 2026, 20:45" / "Post by Nick »" / "Post autor: Nick »";
  subsilver (phpBB 2): "Nick<Tab>Заголовок сообщения: …" then "Добавлено: <date>" / "Posted:" / "Wysłany:",
  the post icon's "Post"/"Сообщение" glued on ("PostPosted: Mon Oct 1, 2007 9:05 pm    Post subject: …");
- Invision: the nick (and its member group) on lines above "Отправлено <date>" / "Posted <date>" /
  "Napisano <date>" / "Opublikowano <date>"; Invision 4 prints the day only ("Posted January 8, 2020");
- vBulletin: a bare date line ("12.03.2026, 20:45", "Сегодня, 21:05", "#12"), then the nick,
  the user title and "Регистрация:"/"Сообщений:" lines;
- SMF: nick and profile above "« Ответ #5 : <date> »" / "« Reply #5 on: <date> »" /
  "« Odpowiedź #5 dnia: <date> »"; SMF 1 keeps its buttons on that line ("… » Reply with quote Modify
  message") and a row of them above the subject ("View Profile Email … (Offline)");
- vBulletin's archive (archive/index.php): the nick, then the date on its own line ("17-Sep-2008, 15:06");
- Curse (MTG Salvation) and vBulletin 4 skins: "#12  Nov 10, 2016" (a day, no time), then the nick;
- vBulletin 5: nick, user title and profile, "Share" "Tweet", then "#12", the subject, and the date
  line ("04-09-2019, 10:37 AM"); "Comment" under the post.
- Discourse's crawler view (what a browser without JavaScript and the print view show): "nick (Full Name)
  June 19, 2015, 6:45am  2" on one line, "8 Likes" under the text, "Powered by Discourse" at the page's foot;
  Discourse as a browser shows it with JavaScript: the nick, the edit count ("1"), a reply's replied-to nick,
  then the tiny date alone ("Feb 1" this year, "Feb '22" before, "5h", "3d"); "2 Replies", "Solution" and the
  like count under the text, the topic map ("created", "last reply", "7 replies", ...) under the first post.

A zone printed after a header's time ("UTC+3", "GMT -5", "(MSK)") is taken off the line before it is
classified and kept on the anchor (`Anchor.zone`); a page's own zone line ("All times are GMT-5.",
"Часовой пояс: UTC + 3 часа", "Strefa czasowa: UTC+1") gives the zone of every post that prints none.

`classify_anchor` says which of these a line is; the walking about is in `thread_posts`.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import lru_cache


from .dates import ZONE, is_relative, month_number, parse_date, parse_day, parse_zone

_NICK = r"(?P<nick>[^\s»:\[][^»:]{0,40}?)"  # brackets allowed: "Artanis[Xp]" (a BBCode tag is refused below)
_BBCODE = re.compile(r"\[/?(?:b|i|u|s|color|size|url|quote|img|font|center|spoiler)(?:=[^\]]*)?\]", re.I)
_NUMERIC_DATE = r"\d{1,2}[./\-]\d{1,2}[./\-]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?"
_INLINE = [
    re.compile(r"^\s*(?:#\d+\s+)?(?:сообщение|post\s*by|by|post\s*autor:?|post\s*przez|post\s*napisał:?|posted by|"
               r"автор сообщения:?)\s+" + _NICK + r"\s*»\s*(?P<date>.*)$", re.I),
    # Forumotion: "Post by Anna on Mon 3 Aug 2009, 5:25 am"
    # SMF's print view: "Post by: anna on December 1, 2015, 11:10:39 am"
    re.compile(r"^\s*(?:post\s*by|posted by|post\s*przez|сообщение)\s*:?\s+" + _NICK + r"\s+(?:on|dnia|в)\s+"
               r"(?P<date>.*\d{1,2}:\d{2}.*)$", re.I),
    # phpBB 3 whose "»" did not come along: "Сообщение маша_к 7 сен 2009, 21:51"
    re.compile(r"^\s*(?:сообщение|post\s*by|post\s*autor:?|post\s*przez|wiadomość)\s+" + _NICK +
               r"\s+(?P<date>(?:[^\W\d_]{2,3},?\s+)?(?:\d{1,2}\s+[^\W\d_]+\.?\s+\d{4}|[^\W\d_]+\.?\s+\d{1,2},?\s+\d{4})"
               r",?\s+\d{1,2}:\d{2}.*)$", re.I),
    _AUTHOR_LABEL := re.compile(r"^\s*(?:автор|author|autor)\s*:\s*(?P<nick>[^:]+?)\s*$", re.I),
    re.compile(r"^\s*" + _NICK + r"\s+(?:написал|написала|написал\(а\)|wrote|napisał|napisała|napisał\(a\))"
               r"\s+(?P<date>[^:].*\d{1,2}:\d{2}.*?):?\s*$", re.I),
    re.compile(r"^\s*" + _NICK + r"\s*»\s*(?P<date>.*\d{1,2}:\d{2}.*)$"),
    # Discourse's crawler view (no JavaScript, the print view): "annaK (Anna K)  June 9, 2015, 6:45am  1"
    _DISCOURSE := re.compile(r"^\s*(?P<nick>[\w.\-]{1,40})(?:\s+\([^()]{1,60}\))?\s+(?P<date>[^\W\d_]{3,9}\.?\s+\d{1,2},?\s+"
                             r"\d{4},?\s+\d{1,2}:\d{2}\s*[ap]\.?m\.?)\s+#?\d+\s*$", re.I),
    # vBulletin's print view and archive: "Nick 26.12.2014 00:26", "Nick 12-26-2014, 12:26 AM"
    re.compile(r"^\s*" + _NICK + r"\s+(?P<date>" + _NUMERIC_DATE + r")\s*$", re.I),
]
_PRINT_VIEW = _INLINE[-1]
_NEEDS_DATE = [_INLINE[1], _INLINE[2], _INLINE[4], _DISCOURSE, _PRINT_VIEW]  # a header only when its date reads
_POST_NUMBER = re.compile(r"^(?:post\s+)*post\s*#\s*\d+", re.I)
_BY_LINE = re.compile(r"^\s*(?:post\s*)?(?:by|przez|автор:?)\s+(?P<nick>[^»\[\]]{1,40}?)\s*»?\s*$", re.I)
_ABOVE = re.compile(  # phpBB 2 glues its post icon's alt text on: "PostPosted:", "СообщениеДобавлено:"
    r"^\s*(?:(?:(?:(?:unread|new|новое|nowy)\s+)?(?:post|сообщение|wiadomość)\s*)?"
    r"(?:отправлено|опубликовано|posted|napisano|wysłano|wysłany|добавлено|dodano|opublikowano)\s*:?|"
    r"сообщение(?=\s+(?:\d|сегодня|вчера)))\s+(?P<date>.+)$",
    re.I)  # Invision 2's Russian skin: the nick, then "сообщение 27.9.2012, 19:05" (a date right after the word)
_HEADER_WORDS = {"сообщение", "post", "posted", "wiadomość", "отправлено", "napisano", "добавлено", "dodano"}
_SMF = re.compile(r"^\s*«\s*(?:(?:ответ|reply|odpowiedź|odpowiedz)\s*#\s*\d+\s*)?(?:on|dnia)?\s*:\s*"
                  r"(?P<date>[^»]+?)\s*»(?:\s+[^\d»]{0,80})?\s*$", re.I)  # SMF 1: buttons after the "»"
_BARE_DATE = re.compile(r"^\s*(?:старый|old|stary|new|новый|nowy)?[\s#\d.,:/\-]*(?:(?:сегодня|вчера|today|yesterday|"
                        r"dzisiaj|dziś|wczoraj)[\s,]*(?:в|at|o)?)?[\s#\d.,:/\-]*(?:[ap]m)?\s*(?:link\s*(?=#))?[\s#\d]*"
                        r"(?:\((?P<edit>[^)]*)\))?\s*$", re.I)
# A line that is only a date with the month in words: Invision 2 "May 24 2008, 19:36", vBulletin 4
# "Nov 10, 2016, 08:45 PM #1", vBulletin's archive "17-Sep-2008, 15:06", "Сегодня" aside ("Today, 21:05" is
# _BARE_DATE's).
_WORD_DATE_LINE = re.compile(r"^\s*(?:[^\W\d_]{2,9}\.?,?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?(?:\.?\s+|-)[^\W\d_]{3,12}(?:\.?,?\s+|-)\d{4}|"
                             r"[^\W\d_]{3,12}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}),?\s*(?:at|в|o|-)?\s*"
                             r"\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?\s*(?:#\s*\d+)?\s*$", re.I)
# Curse / vBulletin 4: "#12  Nov 10, 2016", the post's number and its day (no time), the nick under it.
_NUMBERED_DAY = re.compile(r"^\s*#\s*\d+\s+(?:[^\W\d_]{3,12}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|"
                           r"\d{1,2}\.?\s+[^\W\d_]{3,12}\.?\s+\d{4})\s*$")
_ZONE_TAIL = re.compile(r"^\s*(?:»\s*)?(?:#\s*\d+)?\s*$")
_POSTED_ALONE = re.compile(r"^\s*(?:posted|отправлено|napisano)\s*$", re.I)
_DATE_LINE = re.compile(r"^\s*(?:дата|date|data)\s*:\s*(?P<date>.+)$", re.I)
SUBJECT = re.compile(r"^\s*(?:(?P<nick>[^\t]+?)\t+)?(?:заголовок сообщения|тема сообщения|post subject|temat postu|"
                     r"re|odp|ответ)\s*(?:\[\d+\])?\s*:", re.I)
_META = re.compile(
    r"^\s*(?:(?:сообщени[йяе]|posts?|postów|posty|wiadomości|регистрация|зарегистрирован|join date|joined|"
    r"registered|dołączył[ao]?|imię|rejestracja|zarejestrowan[ya]|откуда|адрес|location|skąd|lokalizacja|группа|group|"
    r"grupa|репутация|reputation|reputacja|пол|gender|płeć|возраст|age|wiek|город|ранг|rank|ranga|"
    r"статус|status)\s*:.*|\d+\s+(?:сообщени\w*|posts?|postów|posty|wiadomości)|#\d+|[*★☆]+|(?:offline|online|оффлайн|онлайн)(?:\s+(?:offline|online|оффлайн|онлайн))?|"
    r"не в сети|в сети|просмотр профиля|view profile|zobacz profil|профиль|profile|profil|лс|pm|pw|"
    r"autor\s+wiadomość|author\s+message|автор\s+сообщение|"  # phpBB 2's column header over the first post
    r"вернуться к началу|наверх|top|back to top|do góry|na górę|góra|цитировать|цитата|quote|cytuj|мультицитата|"
    r"multiquote|ответить|reply|odpowiedz|жалоба|report|report post|zgłoś|пожаловаться|изменить|edit|"
    r"edytuj|удалить|delete|usuń|ip|поделиться|share|udostępnij|joined|join date|posts|сообщения|реакции|reactions|"
    r"location|откуда|\|.*|#\s*\d+|\(\s*\)|\d[\d.,\s]*|.{1,40}\s(?:вне форума|на форуме|is offline|is online|"
    r"jest offline|jest online)|\d+\s+likes?|\|?\s*ip:\s*logged.*|posts:.*\|.*|сверху снизу|назад|статус|в теме:.*|"
    r"в этой теме нельзя размещать новые ответы\.?|not open for further replies\.?|back|last edited:?|"
    r"ostatnio edytowane:?|последнее редактирование:?|zobacz profil|wyślij wiadomość|просмотр профиля|личное сообщение|"
    r"send private message|реакции:.*|reactions:.*|аватара пользователя|user avatar|"
    r"awatar użytkownika|[cс]пасибо (?:сказано|получено):.*|thanks (?:given|received):.*|"
    r"view user profile|view posts|send message|follow user|ignore user|member details|multi-quote|tools|"
    r"post history|tweet|comment|reply with quote|all times are .*|(?:сообщение|post|wiadomość)\s*#\s*\d+|"
    r"e-?mail|www|title:\s*re:.*|\d+\s+repl(?:y|ies)|solution|created|last reply|replies|views|users|likes|links|(?:prywatna wiadomość|personal message|private message|личное сообщение)(?:\s*\([^)]*\))?|часовой пояс:.*|strefa czasowa:.*)\s*$", re.I)
# XenForo's author column as a browser copies it: a label alone on its line, its value on the next.
_PROFILE_LABEL = re.compile(r"^\s*(?:сообщения|реакции|баллы|регистрация|messages|posts|reaction score|reactions|points|"
                            r"joined|bells|wiadomości|posty|reakcje|punkty|dołączył[ao]?|rejestracja)\s*$", re.I)
_PROFILE_VALUE = re.compile(r"^\s*(?:[\d.,\s]+|\w{3,9}\.?\s+\d{1,2},\s+\d{4}|\d{1,2}[./]\d{1,2}[./]\d{2,4}|"
                            r"\d{1,2}\s+\w+\s+\d{4})\s*$")
# vBulletin 4's profile column as copied: each label alone on its line ("Join Date" / "Oct 2010"), "39 Post(s)".
_PROFILE_ALONE = re.compile(r"^\s*(?:join date|location|mentioned|tagged|rep power|\d[\d,]*\s+post\(s\)|"
                            r"\d[\d,]*\s+thread\(s\))\s*$", re.I)
_AVATAR = re.compile(r"^\s*(?:аватар для|awatar)\s+(?P<nick>.+?)\s*$|^\s*(?P<en>.+?)'s avatar\s*$", re.I)
_QUOTE_INTRO = [
    re.compile(r"^\s*.{1,40}?\s+(?:писал|писала|писал\(а\)|написал|написала|написал\(а\)|wrote|said|сказал|"
               r"сказала|сказал\(а\)|napisał|napisała|napisał\(a\)|powiedział|powiedziała)\s*:.*$", re.I),
    re.compile(r"^\s*(?:цитата|quote|cytat|cytuj)\s*\(.*@.*\)", re.I),
    re.compile(r"^\s*(?:цитата|quote|cytat|cytuj)\s*:?\s*$", re.I),
    re.compile(r"^\s*(?:(?:quote|цитата|cytat)\s*:\s*)?(?:сообщение от|originally posted by|wiadomość od|"
               r"oryginalnie napisane przez)\s+\S", re.I),
    re.compile(r"^\s*(?:цитата|quote|cytat)\s*(?:from)?\s*:\s*.+?\s+(?:от|on|w|dnia)\s+.*\d{1,2}:\d{2}", re.I),
    re.compile(r"^\s*quote from\s+.{1,40}?\s*»\s*$", re.I),  # Curse: "Quote from Gentleman Johnny »"
    re.compile(r"^\s*@\S{1,40}\s+said in\s+.+:\s*$", re.I),  # NodeBB: "@Ann said in Day 2 of the game:"
    re.compile(r"^\s*solved by\s+.{1,40}?\s+in post\s*#\s*\d+\s*$", re.I),  # Discourse's accepted answer under post 1
]
_EDIT = re.compile(r"(?:\[\s*[^\]]*message edited by|this post was last modified|последний раз редактировал|последнее редактирование|сообщение отредактировал|"
                   r"отредактировано|last edited by|last edit|this post has been edited|edited by|"
                   r"ostatnio edytowan|ostatnia zmiana|ten post był edytowany|post edytowany|"
                   # Invision 4: "Edited January 9, 2020 by X", "Изменено 9 января 2020 пользователем X",
                   # "Edytowane 9 Stycznia 2020 przez X"
                   r"^\s*(?:edited|изменено|edytowane)\s+.{0,30}?(?:\d{4}|\d{1,2}:\d{2}|ago|назад|temu).{0,12}?\s+"
                   r"(?:by|пользователем|przez)\s+\S)", re.I)
# The page's chrome after its last post (a browser copies it too): pager, thread navigation, reply box, who is
# viewing. The last post ends at the first such line.
_FOOTER = re.compile(
    # phpBB 3 prosilver's counter prints the posts first ("1200 posts • Page 2 of 48") under its "Post a reply"
    r"^\s*(?:(?:[\d\s.,]+\w+\s*[•·]\s*)?(?:page\s+\d+\s+of\s+\d+\b.*|страница\s+\d+\s+из\s+\d+\b.*|strona\s+\d+\s+z\s+\d+\b.*)|post a reply|"
    r"«\s*previous thread\s*\|\s*next thread\s*»|quick navigation\b.*|posting (?:permissions|rules)|quick reply|"
    r"(?:currently active )?users? (?:who are )?viewing this thread.*|you must log in or register to reply here\.?|"
    r"loading more posts|suggested topics|home\s+categories\b.*|powered by discourse\b.*|[\d,]+ more messages?\.*|log in to reply|reply as topic)\s*$", re.I)
_BULLET = re.compile(r"^\s*[•·▪◦]\s*")
SEPARATOR = re.compile(r"^\s*(?:_{3,}|-{2,}|—{2,}|={3,})\s*$|^\s*(?:_{8,}|-{8,})\s")  # "--": mail's signature line


@dataclass
class Anchor:
    """A line that opens a post: where the nick is ("inline", "above", "below") and the date."""

    kind: str
    nick: str | None
    posted: datetime | None
    smf: bool = False
    edited: datetime | None = None
    """An edit date printed on the header line itself (MyBB's "(This post was last modified: …)")."""
    zone: timedelta | None = None
    """The zone printed after the header's time ("UTC+3"), as an offset from UTC."""


def classify_anchor(line: str, today: date | None) -> Anchor | None:
    """The post header this line is, if it is one (a zone after its time read apart). Read once per
    distinct line and day: a page repeats its chrome on every post, and a paste is split twice (to
    tell a page from mail, then to read it) (#14 item 9); each caller gets its own copy."""
    anchor = _classify_anchor(line, today)
    return copy.copy(anchor) if anchor is not None else None


@lru_cache(maxsize=8192)
def _classify_anchor(line: str, today: date | None) -> Anchor | None:
    line, zone = _without_zone(line)
    anchor = _classify(line, today)
    if anchor is not None and zone is not None and anchor.posted is not None:
        anchor.zone = zone
    return anchor


def _without_zone(line: str) -> tuple[str, timedelta | None]:
    """The line without a zone printed right after a time at its end ("… 1:42 am UTC+3", "… 20:45 (MSK) #3")."""
    for match in ZONE.finditer(line):
        before = line[: match.start()].rstrip(" ,(")
        if re.search(r"(?:\d{1,2}:\d{2}(?::\d{2})?|[ap]\.?m\.?)$", before, re.I) and _ZONE_TAIL.match(line[match.end():]):
            return before + line[match.end():], parse_zone(match.group())
    return line, None


def _chrome_nick(m: re.Match[str], today: date | None) -> bool:
    """The header's nick is page chrome (a post count, "Top", "Quote"…), not an author. A number alone before the
    header's date is a nick (Town of Salem's forum, in its shape: "by 1984 » Mon Apr 6, 2020 9:53 pm")."""
    nick = m.group("nick").strip()
    if nick.isdigit() and parse_date(m.groupdict().get("date") or "", today) is not None:
        return False
    return bool(_META.match(m.group("nick")))


def _classify(line: str, today: date | None) -> Anchor | None:
    for rx in _INLINE:
        if (m := rx.match(line)) and not _BBCODE.search(m.group("nick")) and not _chrome_nick(m, today) \
                and m.group("nick").strip().casefold() not in _HEADER_WORDS:
            when = parse_date(m.groupdict().get("date") or "", today)
            if rx in _NEEDS_DATE and when is None:
                return None
            if _POST_NUMBER.match(m.group("nick")):
                return Anchor("next", None, when)  # mafiascum: "Post #0 (ISO) » <date>", the nick on a line below
            return Anchor("inline", m.group("nick").strip(), when)
    if (m := _SMF.match(line)) and (when := parse_date(m.group("date"), today)):
        return Anchor("above", None, when, smf=True)
    if (m := _ABOVE.match(line)) and (when := parse_date(m.group("date"), today) or _day_only(m.group("date"), today)):
        return Anchor("above", None, when)
    if (bare := _BARE_DATE.match(line)) and re.search(r"\d", line):
        edit = bare.group("edit")
        head = line[: bare.start("edit") - 1] if edit else line
        when = parse_date(head, today)
        if when or re.fullmatch(r"\s*#\d+\s*", line):
            edited = parse_date(edit, today) if edit and _EDIT.search(edit) else None
            return Anchor("below", None, when, edited=edited)
    if _WORD_DATE_LINE.match(line) and (when := parse_date(line, today)):
        return Anchor("below", None, when)
    if _NUMBERED_DAY.match(line) and (day := parse_day(line)):
        return Anchor("below", None, day)
    if _POSTED_ALONE.match(line):
        return Anchor("above", None, None)
    if (tiny := discourse_date(line, today))[0]:
        return Anchor("discourse", None, tiny[1])
    return None


# Discourse with JavaScript: the post's date alone in its tiny form, as its locale files (client.en/ru/pl_PL.yml
# "dates: tiny") write it: a day of the paste's year, month first ("Feb 1", "апр. 14": date_month "MMM D") or day
# first ("14 kwi": "D MMM"); a month of an earlier year, no day ("Feb '22", "kwi 2022"); an age: "12m", "5мин",
# "3h", "3ч", "2d", "2д" (a skin may space it: "3 h", "30 min"), or months and years ("4mon", "4mies", "1y", "1г",
# "5лет", "1r"), which give no day.
_TINY = re.compile(r"^\s*(?:(?P<mon>[^\W\d_]{3,9})\.?\s+(?:(?P<d>\d{1,2})|'(?P<yy>\d{2})|(?P<yyyy>\d{4}))|"
                   r"(?P<n>\d{1,2})\s?(?P<unit>min|мин|mon|mies|лет|[mhdyrчдг])|"
                   r"(?P<d2>\d{1,2})\.?\s+(?P<mon2>[^\W\d_]{3,9})\.?)\s*$")  # an age before a day first ("30 min")
_TINY_UNITS = {"m": "minutes", "min": "minutes", "мин": "minutes", "h": "hours", "ч": "hours", "d": "days", "д": "days"}


def discourse_date(line: str, today: date | None) -> tuple[bool, datetime | None]:
    """(True, its date) for Discourse's tiny date alone on a line; the date is None when the paste's day (for
    "5h", its moment) is not known, or when no day is printed ("Feb '22", "1y")."""
    m = _TINY.match(line)
    month = m and (m.group("mon") or m.group("mon2"))
    if m is None or (month and month_number(month) is None):
        return False, None
    if m.group("d") or m.group("d2"):
        return True, _day_only(line, today)
    unit = _TINY_UNITS.get(m.group("unit") or "")
    if unit is None or today is None:
        return True, None
    back = timedelta(**{unit: int(m.group("n"))})
    if isinstance(today, datetime):
        return True, (today - back).replace(second=0, microsecond=0)
    if unit == "days":
        day = today - back
        return True, datetime(day.year, day.month, day.day)
    return True, None
    back = timedelta(**{_TINY_UNITS[m.group("unit")]: int(m.group("n"))})
    if isinstance(today, datetime):
        return True, (today - back).replace(second=0, microsecond=0)
    if m.group("unit") == "d":
        day = today - back
        return True, datetime(day.year, day.month, day.day)
    return True, None


def profile_pairs(lines: list[str], at: int) -> int:
    """How many lines from `at` are XenForo's label/value profile pairs ("Сообщения" / "2.415");
    0 when `at` does not start one."""
    n = at
    while n + 1 < len(lines) and _PROFILE_LABEL.match(lines[n]) and _PROFILE_VALUE.match(lines[n + 1]):
        n += 2
    return n - at


def by_line_nick(line: str) -> str | None:
    """The nick of a "by Montosh" / "Post by Mizzytastic »" line under a date header."""
    m = _BY_LINE.match(line)
    return m.group("nick") if m else None


def avatar_nick(line: str) -> str | None:
    """The nick of an avatar's caption ("Аватар для Teo:)", "Askthepizzaguy's Avatar")."""
    m = _AVATAR.match(line)
    return (m.group("nick") or m.group("en")) if m else None


def author_label(line: str) -> bool:
    """An "Автор: X" / "Author: X" line: a post header only with its "Дата:" line under it (inside a post
    it is a credit, "Автор: Федор Алеев", forum.vsol.info)."""
    return bool(_AUTHOR_LABEL.match(line))


def date_line(line: str, today: date | None) -> datetime | None:
    """The date of a "Дата: …" / "Date: …" / "Data: …" line under an "Автор:" header."""
    m = _DATE_LINE.match(line)
    return parse_date(m.group("date"), today) if m else None


# A row of buttons copied as one line (SMF 1: "View Profile Email … (Offline)", "Report to moderator
# 10.0.0.1", "Report to moderator   Logged"; SMF 2 skins: "QuoteMulti-Quote"), the buttons glued or spaced.
_BUTTON = (r"view profile|e-?mail|www|(?:personal|private) message(?:\s*\([^)]*\))?|pm|reply with quote|quote|"
           r"multi-?quote|modify(?:\s+message)?|remove(?:\s+message)?|report to moderator|logged|\d{1,3}(?:\.\d{1,3}){3}|"
           r"просмотр профиля|личное сообщение(?:\s*\([^)]*\))?|цитировать|изменить|удалить|сообщить модератору|"
           r"записан|zobacz profil|prywatna wiadomość(?:\s*\([^)]*\))?|cytuj|modyfikuj|usuń|zgłoś do moderatora|zapisane")
_BUTTON_ROW = re.compile(rf"^\s*(?:(?:{_BUTTON})\s*){{2,}}$", re.I)


@lru_cache(maxsize=8192)
def is_meta(line: str) -> bool:
    """Profile, buttons or subject: page chrome that is never part of what the author wrote (also as
    a bulleted menu item: SMF's "• Zobacz profil", or a row of buttons on one line)."""
    bare = _BULLET.sub("", line)
    return bool(_META.match(line) or SUBJECT.match(line) or bare != line and _META.match(bare) or _BUTTON_ROW.match(line))


_PAGE_ZONE = re.compile(r"(?:^|[•|·]\s*)(?:all times are|часовой пояс|strefa czasowa|wszystkie czasy(?: są)?(?: w strefie)?)"
                        r"\s*:?\s*(?P<zone>.{1,80})$", re.I)


def page_zone(line: str) -> timedelta | None:
    """The zone a page says all its times are in ("All times are GMT-5."; phpBB's "UTC [ DST ]" is an
    hour on, summer time), else None."""
    m = _PAGE_ZONE.search(line.strip())
    zone = parse_zone(m.group("zone")) if m else None
    return zone + timedelta(hours=1) if zone is not None and re.search(r"\[\s*dst\s*\]", line, re.I) else zone


_DAY_ALONE = re.compile(r"^\s*(?:[^\W\d_]{3,12}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|"
                        r"\d{1,2}\.?\s+[^\W\d_]{3,12}\.?\s+\d{4})\s*$")


def _day_only(text: str, today: date | None) -> datetime | None:
    """The day of a header that prints no time (Invision 4: "Posted January 8, 2020", "(edited)" after it);
    a day of the paste's own year printed without its year ("Posted January 8", "Опубликовано 8 января") is
    read in that year (the year before, when it would lie after the paste)."""
    text = re.sub(r"\(\s*(?:edited|изменено|edytowane)\s*\)\s*$", "", text, flags=re.I)
    if _DAY_ALONE.match(text):
        return parse_day(text)
    m = _YEARLESS_DAY.match(text)
    month = month_number(m.group("mon") or m.group("mon2")) if m else None
    if today is None or m is None or month is None:
        return None
    for year in (today.year, today.year - 1):
        try:
            day = datetime(year, month, int(m.group("d") or m.group("d2")))
        except ValueError:
            continue
        if day.date() <= (today.date() if isinstance(today, datetime) else today):
            return day
    return None


_YEARLESS_DAY = re.compile(r"^\s*(?:(?P<mon>[^\W\d_]{3,12})\.?\s+(?P<d>\d{1,2})|(?P<d2>\d{1,2})\.?\s+(?P<mon2>[^\W\d_]{3,12})\.?)\s*$")


def date_alone(line: str, today: date | None) -> tuple[bool, datetime | None]:
    """(True, its date) for a line that is nothing but a post's date: a day in words ("Nov 21, 2010",
    XenForo 2's header), a date and time, or a relative date ("Yesterday at 9:14 PM", "A moment ago"; the
    date is None when it needs `today`, or the paste moment, to be read)."""
    if _DAY_ALONE.match(line):
        return (day := parse_day(line)) is not None, day
    if is_relative(line):  # "Yesterday at 9:14 PM", "5 minutes ago", "A moment ago"
        return True, parse_date(line, today)
    anchor = _classify(line, today) if not re.search(r"#\s*\d", line) else None
    if anchor is not None and anchor.kind == "below" and (anchor.posted or re.search(r"[^\W\d_]", line)):
        return True, anchor.posted
    return False, None


# XenForo 1: the author and the date come UNDER the post ("Anna, Oct 3, 2014  Report Bookmark", then
# "#1327 + Quote Reply"); the nick also stands alone above the text.
_SIGNED_FOOTER = re.compile(r"^\s*(?P<nick>[^,\t]{1,40}?),\s+(?P<date>.+?)(?:\s{2,}(?:report|edit|delete|ip|bookmark|warn|"
                            r"жалоба|изменить|удалить|zgłoś|edytuj|usuń)\b.*)?\s*$", re.I)
_QUOTE_END = re.compile(r"^\s*(?:click to expand\.*|click to shrink\.*|нажмите для раскрытия\.*|"
                        r"нажмите,? чтобы раскрыть\.*|kliknij,? aby rozwinąć\.*)\s*(?:click to shrink\.*)?\s*$", re.I)


def signed_footer(line: str, next_line: str, today: date | None) -> tuple[str, datetime | None] | None:
    """(nick, date) of XenForo 1's line under a post ("Anna, Oct 3, 2014  Report Bookmark"), when the
    post's number ("#1327 …") follows it; None for any other line."""
    if not re.match(r"^\s*#\s*\d+\b", next_line):
        return None
    return signature_line(line, today)


def signature_line(line: str, today: date | None) -> tuple[str, datetime | None] | None:
    """(nick, date) of a "<nick>, <date>" line, its controls after it ("Anna, Oct 3, 2014  Report"): XenForo 1
    prints it under a post and under a conversation message (`message` template's privateControls)."""
    if not (m := _SIGNED_FOOTER.match(line)):
        return None
    is_date, when = date_alone(m.group("date"), today)
    return (m.group("nick").strip(), when) if is_date else None


def is_quote_end(line: str) -> bool:
    """The line that closes a XenForo quote box ("Click to expand...", "Нажмите для раскрытия...")."""
    return bool(_QUOTE_END.match(line))


def is_footer(line: str) -> bool:
    """A line of the page's chrome under its last post ("Page 152 of 155", "Quick Reply", "Suggested Topics")."""
    return bool(_FOOTER.match(line))


def is_bulleted(line: str) -> bool:
    """A line of a bulleted profile column (SMF: "• Minion", "• *****", "• Offline Offline")."""
    return bool(_BULLET.match(line))


def is_post_number(line: str) -> bool:
    """A "#12" line alone (vBulletin 5 prints it above the subject and the date)."""
    return bool(re.fullmatch(r"\s*#\s*\d+\s*", line))


@lru_cache(maxsize=8192)
def is_profile(line: str) -> bool:
    """A profile field or counter ("Сообщений: 12", "Joined:", "#12"), not a subject or a button."""
    return (bool(_META.match(line)) and ":" in line or bool(re.fullmatch(r"\s*(?:#\d+|\d+\s+\w+)\s*", line))
            or bool(_PROFILE_ALONE.match(line)))


@lru_cache(maxsize=8192)
def is_quote_intro(line: str) -> bool:
    """A plain-text quote header: "Nick писал(а):", "Цитата(Nick @ date)", "Originally Posted by Nick"."""
    return any(rx.match(line) for rx in _QUOTE_INTRO)


def edit_date(line: str, today: date | None) -> datetime | None | bool:
    """For an edit note ("Последний раз редактировалось …"): its date, or True when it has none;
    False for any other line."""
    if not _EDIT.search(line):
        return False
    return parse_date(line, today) or parse_day(line) or True


def text_before_edit(line: str) -> str:
    """The author's words on a line that ends with an inline edit note ("… [ 21. November 2006,
    11:05: Message edited by: X ]"), else ""."""
    m = _EDIT.search(line)
    return line[: m.start()].rstrip() if m and m.start() > 0 and line[m.start()] == "[" else ""
