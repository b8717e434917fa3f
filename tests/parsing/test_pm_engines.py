"""PM and conversation headers as the forum engines' own PM views print them (parsing.pm_headers names
each template and language pack the words come from), and as chat apps copy them, in ru/pl/en: the
sender, the time and the message's own text each time. The texts are our own, in those shapes."""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.parsing.pm import has_mail_headers, parse_pm, split_messages

NOW = datetime(2026, 12, 7, 1, 0)
AT = datetime(2026, 12, 6, 22, 40)
NAMES = ["Lena_Sky", "Дикий Олень", "Сова", "Максим"]

ENGINES = {
    # phpBB 3 prosilver ucp_pm_viewmessage.html: the author's column, the subject, Sent / From / Recipient
    "phpbb3-ru": "Lena_Sky\nСообщения: 345\nЗарегистрирован: 12 окт 2020, 10:00\nНочь 2\n"
                 "Отправлено: 06 дек 2026, 22:40\nОт: Lena_Sky\nПолучатель: Ведущий\nЛечу Сову",
    "phpbb3-pl": "Lena_Sky\nPosty: 345\nRejestracja: 12 paź 2020, 10:00\nNoc 2\n"
                 "Wysłano: 06 gru 2026, 22:40\nOd: Lena_Sky\nOdbiorca: Prowadzący\nLeczę Sowę",
    "phpbb3-en": "Lena_Sky\nPosts: 345\nJoined: Oct 12, 2020 10:00 am\nNight 2\n"
                 "Sent: Sun Dec 06, 2026 10:40 pm\nFrom: Lena_Sky\nRecipient: Host\nI heal Sova",
    # phpBB 3 message history: "Сообщение X » date" / "by X » date" / "autor: X » date"
    "phpbb3-history-ru": "Re: ночь\nСообщение Lena_Sky » 06 дек 2026, 22:40\nЛечу Сову",
    "phpbb3-history-en": "Re: night\nby Lena_Sky » Sun Dec 06, 2026 10:40 pm\nI heal Sova",
    "phpbb3-history-pl": "Re: noc\nautor: Lena_Sky » 06 gru 2026, 22:40\nLeczę Sowę",
    # phpBB 2 privmsgs_read_body.tpl, a table copied with tabs, or each cell on its own line
    "phpbb2-ru": "От:\tLena_Sky\nКому:\tВедущий\nДобавлено:\t06 Дек 2026 22:40\nТема:\tночь\nЛечу Сову",
    "phpbb2-pl": "Od:\nLena_Sky\nDo:\nProwadzący\nWysłany:\n06 Gru 2026 22:40\nTemat:\nnoc\nLeczę Sowę",
    "phpbb2-en": "From:\tLena_Sky\nTo:\tHost\nPosted:\tSun Dec 06, 2026 10:40 pm\nSubject:\tnight\nI heal Sova",
    # SMF 2.0 PersonalMessage.template.php: the sender's column, the subject, «« Sent to: X on: date »»
    "smf2-ru": "Lena_Sky\nНочь 2\n« Получатель: Ведущий : 06 Декабря 2026, 22:40:00 »\nЛечу Сову",
    "smf2-en": "Lena_Sky\nNight 2\n« Sent to: Host on: December 06, 2026, 10:40:00 PM »\nI heal Sova",
    "smf2-pl": "Lena_Sky\nNoc 2\n« Wysłano do: Prowadzący dnia: 06 Grudzień 2026, 22:40:00 »\nLeczę Sowę",
    # SMF 1.1: the same line; its Polish pack says "Wysłane do" ($txt['sent_to']), its "on" ($txt[176]) varies
    "smf1-en": "Lena_Sky\nNight 2\n« Sent to: Host on: December 06, 2026, 10:40:00 PM »\nI heal Sova",
    "smf1-ru": "Lena_Sky\nНочь 2\n« Получатель: Ведущий : 06 Декабря 2026, 22:40:00 »\nЛечу Сову",
    "smf1-pl": "Lena_Sky\nNoc 2\n« Wysłane do: Prowadzący -: 06 grudnia 2026, 22:40:00 »\nLeczę Sowę",
    # Invision 3 skin_messaging: the name, the info pane, "Отправлено <long date>" (pc_sent)
    "invision3-ru": "Lena_Sky\nНовичок\nГруппа: Пользователи\nСообщений: 12\n"
                    "Отправлено 06 Декабрь 2026 - 22:40\nЛечу Сову",
    "invision3-en": "Lena_Sky\nSent 06 December 2026 - 10:40 PM\nI heal Sova",
    # Invision 4/5: "Posted %s" (date_replied); the messenger's pop-up "Sent <date>"
    "invision4-en": "Lena_Sky\nPosted Yesterday at 10:40 PM\nI heal Sova",
    "invision4-pl": "Lena_Sky\nOpublikowano wczoraj o 22:40\nLeczę Sowę",
    "invision3-pl": "Lena_Sky\nWysłano 06 grudzień 2026 - 22:40\nLeczę Sowę",
    "invision4-ru": "Lena_Sky\nОпубликовано Вчера в 22:40\nЛечу Сову",
    "invision5-en": "Lena_Sky\nMember\nPosted Yesterday at 10:40 PM\nI heal Sova",
    "invision5-ru": "Lena_Sky\nУчастник\nОпубликовано 6 декабря 2026 в 22:40\nЛечу Сову",
    "invision5-pl": "Lena_Sky\nUżytkownik\nOpublikowano 6 grudnia 2026 o 22:40\nLeczę Sowę",
    # XenForo 2 conversation message: the name, his title, the date and "#1" (message_macros), ru/pl packs' words
    "xenforo2-en": "Lena_Sky\nMember\nDec 6, 2026 at 10:40 PM\n#1\nI heal Sova",
    "xenforo2-ru": "Lena_Sky\nУчастник\nВчера в 22:40\n#1\nЛечу Сову",
    "xenforo2-pl": "Lena_Sky\nUżytkownik\nWczoraj o 22:40\n#1\nLeczę Sowę",
    # MyBB private.php?action=read: the PM in its postbit (author, title, counters, the date over the text)
    "mybb-en": "Lena_Sky\nMember\nPosts: 345\nJoined: Oct 2020\n12-06-2026, 10:40 PM\nI heal Sova",
    "mybb-ru": "Lena_Sky\nПользователь\nСообщений: 345\nРегистрация: Oct 2020\n06.12.2026, 22:40\nЛечу Сову",
    "mybb-pl": "Lena_Sky\nUżytkownik\nPostów: 345\nDołączył: Oct 2020\n06-12-2026, 22:40\nLeczę Sowę",
    # MyBB's PM export (private.lang.php: "Subject:", "From:", "To:", "Sent:")
    "mybb-export-en": "Subject: night 2\nFrom: Lena_Sky\nTo: Host\nSent: 12-06-2026, 10:40 PM\nI heal Sova",
    # vBulletin: «Сообщение от X» (its "Originally Posted by"), the date under it; its postbit: the date, then the name
    "vbulletin-ru": "Сообщение от Lena_Sky\n06.12.2026, 22:40\nЛечу Сову",
    "vbulletin-en": "Message from Lena_Sky\n12-06-2026, 10:40 PM\nI heal Sova",
    "vbulletin-postbit-ru": "06.12.2026, 22:40\nLena_Sky\nРегистрация: 12.10.2020\nСообщений: 345\nЛечу Сову",
    # vBulletin 3/4 private.php: the pm postbit (the date, then the name and his column); vBulletin 5: name, date
    "vbulletin3-pm-en": "12-06-2026, 10:40 PM\nLena_Sky\nMember\nJoin Date: Oct 2020\nPosts: 345\nI heal Sova",
    "vbulletin3-pm-pl": "06-12-2026, 22:40\nLena_Sky\nUżytkownik\nDołączył: Oct 2020\nPostów: 345\nLeczę Sowę",
    "vbulletin5-en": "Lena_Sky\nDecember 6th, 2026, 10:40 PM\nI heal Sova",
    "vbulletin5-ru": "Lena_Sky\n6 декабря 2026, 22:40\nЛечу Сову",
    "vbulletin5-pl": "Lena_Sky\n6 grudnia 2026, 22:40\nLeczę Sowę",
    # Telegram Desktop getSelectedText: "Name, [date]"
    "telegram-ru": "Lena_Sky, [06.12.2026 22:40]\nЛечу Сову",
    "telegram-en": "Lena_Sky, [12/6/26 10:40 PM]\nI heal Sova",
    "telegram-pl": "Lena_Sky, [6.12.2026 22:40]\nLeczę Sowę",
    # Discord: "Name — Today at 10:40 PM" (moment's calendar words)
    "discord-en": "Lena_Sky — Yesterday at 10:40 PM\nI heal Sova",
    "discord-ru": "Lena_Sky — Вчера, в 22:40\nЛечу Сову",
    "discord-pl": "Lena_Sky — Wczoraj o 22:40\nLeczę Sowę",
    # Discord's full date, as it prints messages older than yesterday, by the app's language
    "discord-date-ru": "Lena_Sky — 06.12.2026 22:40\nЛечу Сову",
    "discord-date-en": "Lena_Sky — 12/06/2026 10:40 PM\nI heal Sova",
}


@pytest.mark.parametrize("engine", list(ENGINES))
def test_each_engines_pm_view_gives_sender_time_and_text(engine):
    [pm] = split_messages(ENGINES[engine], NAMES, NOW)
    assert pm.sender == "Lena_Sky"
    assert pm.received is not None and pm.received.date() == AT.date() and (pm.received.hour, pm.received.minute) == (22, 40)
    assert pm.body in ("Лечу Сову", "Leczę Sowę", "I heal Sova")


def test_all_styles_pasted_at_once_split_in_order():
    """An evening's PMs copied from wherever each arrived, one paste: every one is a message of its own."""
    order = ["phpbb3-ru", "invision3-ru", "telegram-ru", "phpbb2-pl", "vbulletin-ru", "discord-en", "smf2-ru",
             "phpbb3-history-ru", "invision4-en"]
    pms = split_messages("\n\n".join(ENGINES[e] for e in order), NAMES, NOW)
    assert [p.sender for p in pms] == ["Lena_Sky"] * len(order)
    assert [p.body for p in pms] == [ENGINES[e].rsplit("\n", 1)[1] for e in order]


def test_the_issues_three_headers():
    """#23: «Сообщение от X» with the date on the next line; Invision's «X» / «Отправлено 06 Декабрь 2026 -
    22:40»; a typed «Дикий Олень: против Совы»."""
    [vb] = split_messages("Сообщение от Lena_Sky\n06 дек 2026, 22:40\nЛечу Сову", NAMES, NOW)
    [ipb] = split_messages("Lena_Sky\nОтправлено 06 Декабрь 2026 - 22:40\nЛечу Сову", NAMES, NOW)
    [typed] = split_messages("Дикий Олень: против Совы", NAMES, NOW)
    assert (vb.sender, vb.received, vb.body) == ("Lena_Sky", AT, "Лечу Сову")
    assert (ipb.sender, ipb.received, ipb.body) == ("Lena_Sky", AT, "Лечу Сову")
    assert (typed.sender, typed.received, typed.body) == ("Дикий Олень", None, "против Совы")


def test_a_typed_label_needs_a_players_name():
    """«Проверка: Маша» is a request, not a message from «Проверка»; without names nothing is a label."""
    assert [(p.sender, p.body) for p in split_messages("Проверка: Сова", NAMES, NOW)] == [(None, "Проверка: Сова")]
    assert [p.sender for p in split_messages("Дикий Олень: против Совы")] == [None]
    typed = split_messages("Дикий Олень: против Совы\nМаксим: против Лены", NAMES, NOW)
    assert [(p.sender, p.body) for p in typed] == [("Дикий Олень", "против Совы"), ("Максим", "против Лены")]


def test_text_before_the_first_header_is_kept_as_its_own_message():
    pms = split_messages("лечу Сову\n\nLena_Sky, [06.12.2026 22:40]\nпроверяю Максима", NAMES, NOW)
    assert [(p.sender, p.body) for p in pms] == [(None, "лечу Сову"), ("Lena_Sky", "проверяю Максима")]


def test_a_message_body_is_not_cut_at_a_name_and_a_time_in_it():
    pm = parse_pm("От: Максим\n\nЛечу Сову\nвстречаемся в 22:40")
    assert (pm.sender, pm.body) == ("Максим", "Лечу Сову\nвстречаемся в 22:40")
    assert [p.sender for p in split_messages("Лечу Сову. Удачи!\n\nСова мафия", NAMES, NOW)] == [None]


def test_chat_copies_are_not_mail():
    """A day's paste is a page unless a From line says mail: chat copies do not turn a page into mail."""
    assert not has_mail_headers(ENGINES["telegram-ru"]) and not has_mail_headers(ENGINES["invision3-ru"])
    assert has_mail_headers(ENGINES["phpbb3-ru"]) and has_mail_headers(ENGINES["phpbb2-pl"])


def test_xenforo1_conversation_signs_each_message_under_it():
    """XenForo 1's conversation: the name alone over the message (his title under it stays in the text), and
    "<name>, <date>  Report" under it (the `message` template's privateControls)."""
    paste = ("Lena_Sky\nWell-Known Member\nI heal Sova\nLena_Sky, Yesterday at 10:40 PM  Report\n\n"
             "Максим\nУчастник\nЛечу Сову\nМаксим, Вчера в 23:00\n\n"
             "Сова\nUżytkownik\nLeczę Maksima\nСова, Wczoraj o 23:10  Zgłoś")
    pms = split_messages(paste, NAMES, NOW)
    assert [(p.sender, p.received, p.body) for p in pms] == [
        ("Lena_Sky", AT, "Well-Known Member\nI heal Sova"), ("Максим", AT.replace(hour=23, minute=0), "Участник\nЛечу Сову"),
        ("Сова", AT.replace(hour=23, minute=10), "Użytkownik\nLeczę Maksima")]


def test_a_title_over_the_date_is_no_sender_beside_a_players_name():
    """XenForo 2: the name, then his title over the date: the player's name is the sender; a subject over the
    name (Invision) is not taken for him either."""
    [pm] = split_messages("Lena_Sky\nModerator\nYesterday at 10:40 PM\nI heal Sova", NAMES, NOW)
    assert (pm.sender, pm.body) == ("Lena_Sky", "I heal Sova")
    [pm] = split_messages("Ночь 2\nLena_Sky\nОтправлено 06 Декабрь 2026 - 22:40\nЛечу Сову", NAMES, NOW)
    assert pm.sender == "Lena_Sky"


def test_the_new_engines_pasted_at_once_split_in_order():
    order = ["xenforo2-ru", "mybb-pl", "smf1-pl", "vbulletin3-pm-en", "phpbb3-history-pl", "telegram-pl",
             "invision4-ru", "mybb-export-en", "xenforo2-en"]
    pms = split_messages("\n\n".join(ENGINES[e] for e in order), NAMES, NOW)
    assert [p.sender for p in pms] == ["Lena_Sky"] * len(order)
    assert [p.body for p in pms] == [ENGINES[e].rsplit("\n", 1)[1] for e in order]
