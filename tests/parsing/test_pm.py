"""parse_pm and parse_date: pasted private messages from phpBB, Invision, vBulletin and SMF."""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.parsing import parse_pm, split_pms
from moderator_app.parsing.dates import parse_date

WHEN = datetime(2026, 3, 12, 20, 45)


@pytest.mark.parametrize(
    "text",
    [
        "Тема: Ночь 2\nОт: Вася\nКому: Ведущий\nОтправлено: 12 мар 2026, 20:45\n\nЛечу Петю",
        "Subject: Ночь 2\nFrom: Вася\nSent: Thu Mar 12, 2026 8:45 pm\nTo: Host\n\nЛечу Петю",
        "От: Вася\nДата: 12.03.2026 20:45\nТема: Ночь 2\nЛечу Петю",
        "Od: Вася\nDo: Gospodarz\nTemat: Ночь 2\nData: 12 marca 2026, o 20:45\n\nЛечу Петю",
        "Sender: Вася\nTitle: Ночь 2\nDate: March 12, 2026, 08:45:00 PM\n\nЛечу Петю",
        "[b]From:[/b] Вася\nSubject: Ночь 2\n« Sent to: Host on: March 12, 2026, 08:45:00 PM »\n\nЛечу Петю",
    ],
)
def test_headers_of_forum_engines(text):
    pm = parse_pm(text)
    assert (pm.sender, pm.subject, pm.received, pm.body) == ("Вася", "Ночь 2", WHEN, "Лечу Петю")


def test_text_without_headers_is_all_body():
    pm = parse_pm("Проверка: Маша\nспасибо")
    assert (pm.sender, pm.subject, pm.received) == (None, None, None)
    assert pm.body == "Проверка: Маша\nспасибо"


def test_subject_only_is_not_a_header_block():
    assert parse_pm("Тема: лечу Васю").sender is None


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("12.03.2026 20:45", WHEN), ("2026-03-12 20:45", WHEN), ("12 марта 2026 г., 20:45", WHEN),
        ("Mar 12, 2026 8:45 pm", WHEN), ("3 maja 2026 10:00", datetime(2026, 5, 3, 10)),
        ("15 мая 2026, 9:05", datetime(2026, 5, 15, 9, 5)), ("12 am", None), ("вчера", None),
    ],
)
def test_dates(text, when):
    assert parse_date(text) == when


def test_M2_phpbb_one_line_pm_header_gives_the_sender_not_a_target():
    from moderator_app.parsing import parse_message

    from .corpus import load_roleset

    pm = parse_pm("Сообщение Максим » 01 дек 2026, 20:31\nПроверяю Ежа")
    assert (pm.sender, pm.received, pm.body) == ("Максим", datetime(2026, 12, 1, 20, 31), "Проверяю Ежа")
    result = parse_message("Сообщение Максим » 01 дек 2026, 20:31\nПроверяю Ежа",
                           roleset=load_roleset("forum-mafia-classic"), players=["Максим", "Ёж", "Ольга"])
    assert (result.action, result.targets) == ("check", ["Ёж"])  # "Ежа" is the nick "Ёж", "Сообщение" no target


def test_M2_several_pms_pasted_at_once_split_at_their_headers():
    pms = split_pms("Сообщение Максим » 01 дек 2026, 20:31\nПроверяю Ежа\n\nRe: ночь 2\n"
                    "Post by Olga » Tue Dec 01, 2026 8:40 pm\nHealing Maks\n\n"
                    "От: Kasia\nTemat: noc\nData: 01.12.2026 21:00\n\nSprawdzam Olgę")
    assert [(p.sender, p.received, p.body) for p in pms] == [
        ("Максим", datetime(2026, 12, 1, 20, 31), "Проверяю Ежа"),
        ("Olga", datetime(2026, 12, 1, 20, 40), "Healing Maks"),
        ("Kasia", datetime(2026, 12, 1, 21, 0), "Sprawdzam Olgę")]
    assert pms[1].subject == "Re: ночь 2"
    assert [p.body for p in split_pms("Лечу Васю")] == ["Лечу Васю"]


def test_messages_typed_after_their_senders_names_keep_every_line():
    """A paste of messages typed with the sender's name in front: each message is its lines as written, the
    second line too (#24 item 3: a mutant that glued the lines with other text survived)."""
    pms = split_pms("Вася: лечу Петю\nесли жив, то проверяю Машу\nМаша: голосую за Васю", names=["Вася", "Петя", "Маша"])
    assert [(p.sender, p.body) for p in pms] == [("Вася", "лечу Петю\nесли жив, то проверяю Машу"),
                                                  ("Маша", "голосую за Васю")]
