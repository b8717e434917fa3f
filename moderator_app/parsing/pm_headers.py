"""The header lines of a pasted private message, as the forum engines' own PM views print them and
as chat apps copy them, in Russian, Polish and English (no splitting here: `pm.py` does that).

Each word below is the engine's own, from its public template or language pack:

- phpBB 3 (`ucp_pm_viewmessage.html`; `language/{en,ru,pl}/ucp.php`, `common.php`): "Sent:/Отправлено:/
  Wysłano:" then "From:/От:/Od:" then "Recipient:/Получатель:/Odbiorca:" (and "BCC:/Скрытая копия:/Ukryta
  kopia:"), the subject above them, the author's column ("Posts:/Сообщения:/Posty:", "Joined:/
  Зарегистрирован:/Rejestracja:") before it; its history list prints "Сообщение X » date" / "by X » date" /
  "autor: X » date" (MESSAGE_BY_AUTHOR).
- phpBB 2 (`privmsgs_read_body.tpl`; `lang_main.php`): a table of "From/От/Od", "To/Кому/Do",
  "Posted/Добавлено/Wysłany", "Subject/Тема/Temat" — a copied table puts each value after a tab, or on the
  next line.
- SMF 1.1/2.0/2.1 (`PersonalMessage.template.php`; `PersonalMessage.*.php`, `index.*.php`): the sender's
  column, the subject, then "« Sent to: X on: date »" — Russian "« Получатель: X : date »" ($txt['on'] is
  empty there), SMF 1.1's Polish "« Wysłane do: X …: date »" ($txt['sent_to']; its "on", $txt[176], is a
  word, a dash or nothing by language pack).
- Invision 3 (`skin_messaging`, `members_public_messaging`: pc_sent) and Invision 4/5 (core `lang.php`:
  messenger_inline_date "Sent", date_replied "Posted %s"): the author's name, his info pane, then
  "Sent/Отправлено <date>" or "Posted <date>" on a line of its own; "06 Декабрь 2026 - 22:40" is
  Invision 3's long date (`class_localization`: '%d %B %Y - %I:%M %p').
- Telegram Desktop (`history_inner_widget.cpp`, getSelectedText): "Name, [date]" over each message's text.
- Discord: "Name — Today at 10:40 PM" (moment.js calendar words: "Сегодня, в 22:40", "Dziś o 22:40").
- vBulletin's "Сообщение от X" (its Russian quote and PM header, "Originally Posted by X") with the date
  on the next line.

vBulletin, XenForo and MyBB print a PM with the same post templates as a thread (vBulletin's `pm`
postbit, XenForo's conversation message, MyBB's `build_postbit` for private.php): `pm.py` hands a paste
with no header of its own to the page reader (`thread_posts.split_posts`), which knows those.
"""

from __future__ import annotations

import re
from datetime import date, datetime

from .dates import parse_date, parse_day
from .thread_lines import classify_anchor, is_meta, is_profile

#: the words of a mail header's keys, by what the value is
SENDER_KEYS = {"от", "отправитель", "автор", "from", "sender", "author", "od", "nadawca", "autor"}
SUBJECT_KEYS = {"тема", "заголовок", "тема сообщения", "заголовок сообщения", "subject", "title", "message subject",
                "temat", "tytuł", "temat wiadomości"}
DATE_KEYS = {"дата", "отправлено", "отправлено в", "добавлено", "время", "получено", "sent", "posted", "date",
             "received", "data", "wysłano", "wysłana", "wysłany", "czas"}
RECIPIENT_KEYS = {"кому", "получатель", "получатели", "копия", "скрытая копия", "to", "recipient", "recipients",
                  "sent to", "cc", "bcc", "do", "odbiorca", "odbiorcy", "wysłano do", "ukryta kopia"}
KEYS = SENDER_KEYS | SUBJECT_KEYS | DATE_KEYS | RECIPIENT_KEYS
#: the From line of a mail header block: a thread page never has one, so it tells mail from a page
MAIL_SENDER_KEYS = {"от", "отправитель", "from", "sender", "od", "nadawca"}

_KEY_LINE = re.compile(r"^\s*(?:\[b\])?\s*(?P<key>[^\W\d_][^\W\d_ ]*(?: [^\W\d_]+)?)\s*(?:\[/b\])?\s*:\s*(?P<value>.*)$")
_SMF = re.compile(r"«\s*(?:sent to|отправлено|получатель|wysłano do|wysłane do)\s*:\s*(?P<to>.*?)\s*(?:(?:\b(?:on|в|dnia)|-)\s*)?:\s*"
                  r"(?P<date>[^:»]*\d.*?)\s*»", re.I)
_TELEGRAM = re.compile(r"^\s*(?P<nick>[^\[\]\n]{1,64}?),\s*\[(?P<date>[^\[\]]{6,40})\]\s*$")
_DISCORD = re.compile(r"^\s*(?P<nick>[^\n—]{1,40}?)\s+—\s+(?P<date>.{4,40})$")
_DISCORD_COMPACT = re.compile(r"^\s*\[(?P<time>\d{1,2}:\d{2}(?:\s*[AP]M)?)\]\s*(?P<nick>[^:\n]{1,40}?):\s*(?P<text>.*)$", re.I)
_FROM_LINE = re.compile(r"^\s*(?:сообщение|личное сообщение|message|private message|wiadomość|prywatna wiadomość)\s+"
                        r"(?:от|from|od)\s+(?P<nick>[^»\[\]\n]{1,40}?)\s*(?:»\s*(?P<date>.+))?$", re.I)
_PM_INLINE = re.compile(r"^\s*(?:wiadomość|wiadomosc|message)\s+(?P<nick>[^»\[\]]{1,40}?)\s*»\s*(?P<date>.+)$", re.I)
_SENTENCE = re.compile(r"[.,!?;:()«»\"]|\s-\s")


def key_line(line: str) -> tuple[str, str] | None:
    """(key, value) of a mail header line ("От: Вася", "From:\tSailor", "[b]From:[/b] X", "Получатель:" with
    its value on the next line); None for any other line."""
    m = _KEY_LINE.match(line.strip())
    if not m or m.group("key").casefold() not in KEYS:
        return None
    return m.group("key").casefold(), re.sub(r"\[/?\w+[^\]]*\]", "", m.group("value")).strip()


def smf_line(line: str) -> tuple[str, datetime | None] | None:
    """SMF's "« Sent to: Host on: date »" (Russian: "« Получатель: Host : date »"): (recipient, date)."""
    m = _SMF.search(line)
    return (m.group("to"), parse_date(m.group("date"))) if m else None


def one_line(line: str, today: date | None) -> tuple[str, datetime | None] | None:
    """(sender, date) of a header that is one line: phpBB's "Сообщение Максим » 01 дек 2026, 20:31", Telegram's
    "Lena Sky, [06.12.2026 22:40]", Discord's "Lena_Sky — Today at 10:40 PM", "Сообщение от X » date"."""
    if m := _PM_INLINE.match(line):
        return m.group("nick").strip(), parse_date(m.group("date"), today)
    if (m := _FROM_LINE.match(line)) and m.group("date"):
        return m.group("nick").strip(), parse_date(m.group("date"), today)
    anchor = classify_anchor(line, today)
    if anchor and anchor.kind == "inline" and anchor.nick and "»" in line:
        return anchor.nick, anchor.posted
    for chat in (_TELEGRAM, _DISCORD):
        if (m := chat.match(line)) and (when := parse_date(m.group("date"), today)) and name_like(m.group("nick")):
            return m.group("nick").strip(), when
    return None


def compact_chat(line: str, today: date | None) -> tuple[str, datetime | None, str] | None:
    """Discord's compact copy "[22:40] Lena_Sky: text": (sender, the time on `today`, the text)."""
    m = _DISCORD_COMPACT.match(line)
    if not m or not name_like(m.group("nick")):
        return None
    when = parse_date(f"today {m.group('time')}", today) if today else None
    return m.group("nick").strip(), when, m.group("text")


def from_line(line: str) -> str | None:
    """The sender of a "Сообщение от X" / "Message from X" / "Wiadomość od X" line (its date on the next line)."""
    m = _FROM_LINE.match(line)
    return m.group("nick").strip() if m and not m.group("date") else None


def date_under(line: str, today: date | None) -> tuple[bool, datetime | None]:
    """(True, date) for a line that is only a PM's date: "Отправлено 06 Декабрь 2026 - 22:40" (Invision 3),
    "Posted December 6, 2026" (Invision 4), "06 дек 2026, 22:40", "Сегодня, 22:40"."""
    if key_line(line) or is_profile(line) or len(line) > 60:  # "Joined: Oct 12, 2020" is the author's, not the PM's
        return False, None
    anchor = classify_anchor(line, today)
    if anchor is not None and anchor.kind in ("above", "below") and anchor.posted is not None:
        return True, anchor.posted
    when = parse_date(line, today) or parse_day(line)
    if when is None:
        return False, None
    rest = re.sub(r"[\d\s.,:/\-]|\b(?:am|pm|в|at|o)\b", "", line, flags=re.I)
    return (len(rest) <= 12, when)  # a month's or a weekday's name at most


def prose(value: str) -> bool:
    """A header key's value that is a sentence, not a name: a post's «From: "a quoted line" - what it says»
    (a real mafiascum post was split in two there: heldout-draw3.yaml, Game 1094 post by Carrotcake)."""
    value = value.strip()
    return bool(value) and value[0] in "\"'«“„" or len(value.split()) > 4 or len(value) > 40


def name_like(text: str) -> bool:
    """A line that could be a nick alone: short, a few words, no sentence punctuation, no header key."""
    text = text.strip()
    return (0 < len(text) <= 40 and len(text.split()) <= 4 and not _SENTENCE.search(text) and key_line(text) is None
            and not is_profile(text) and not is_meta(text) and not re.fullmatch(r"[\d\s.,:/\-#]+", text))


def profile_line(line: str) -> bool:
    """A line of the author's column between a name and its date (counters, group, joined…)."""
    return is_profile(line) or (bool(_KEY_LINE.match(line.strip())) and len(line) <= 60)


def label(line: str, names: dict[str, str]) -> tuple[str, str] | None:
    """A message typed with its sender's name in front, "Дикий Олень: против Совы": (the name as written,
    the text after it) when the words before the colon are one of `names` (folded name -> name)."""
    head, colon, rest = line.partition(":")
    if not colon or not head.strip():
        return None
    name = names.get(fold_name(head))
    return (head.strip(), rest.strip()) if name else None


def fold_name(text: str) -> str:
    """A name as `names_folded` keys it."""
    return " ".join(text.replace("ё", "е").replace("Ё", "Е").casefold().split())


def names_folded(names: list[str] | tuple[str, ...]) -> dict[str, str]:
    """Nicks and accounts, folded as `label` compares them."""
    return {fold_name(n): n for n in names if n and n.strip()}
