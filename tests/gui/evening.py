"""A whole classic game of nine in sub-masks, as a host meets it: private messages copied one or
two at a time from the forum's PM pages (phpBB "Сообщение Nick » date" and "От:/Тема:/Дата:"
headers, one copied without its header), and the day's thread pages (phpBB prosilver and
Invision, as a browser copies them: profile columns, quotes, chatter, a changed vote).

`Host` performs every action through the window and counts it: a paste, a key press, a click
(a combo box choice counts as two clicks: open it, pick). The test and the benchmark share it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

#: real account -> (game nick, role); the table plays under the game nicks (C-FLOW-8)
TABLE = {
    "Kroshka_Enot": ("Ночной Сокол", "commissar"), "vasiliy1987": ("Серый Волк", "mafioso"),
    "Marta_K": ("Белая Лилия", "doctor"), "olegator": ("Рыжий Кот", "boss"),
    "Snusmumrik": ("Тихий Омут", "putana"), "Dark_Lady": ("Старый Дуб", "maniac"),
    "pavel_s": ("Синяя Птица", "citizen"), "Tikhon": ("Зелёный Чай", "citizen"), "Gerda": ("Лунный Свет", "citizen"),
}
#: the host's forum account (learnt from the sign-up thread): his posts on a page are his, not votes
HOST = "Котофей"
SETUP = {"ruleset": "forum-mafia-classic", "seed": 11,
         "players": [{"nick": nick, "role": role, "account": account} for account, (nick, role) in TABLE.items()]}


def pm(sender: str, when: str, text: str, subject: str = "ход") -> str:
    """A PM as copied from phpBB's message view."""
    return f"{subject}\nСообщение {sender} » {when}\n{text}\n"


def pm_headers(sender: str, when: str, text: str) -> str:
    """A PM as copied from a forum that lists From/Subject/Date headers."""
    return f"От: {sender}\nТема: ночь\nДата: {when}\n\n{text}\n"


def phpbb_page(title: str, posts: list[tuple[str, str, str]]) -> str:
    """A phpBB prosilver thread page as a browser copies it."""
    out = []
    for author, when, text in posts:
        out += [f"Re: {title}", f"Сообщение {author} » {when}", text, author, "Игрок", "Сообщения: 57",
                "Зарегистрирован: 03 фев 2024, 12:00", "Вернуться к началу", ""]
    return "\n".join(out)


def invision_page(posts: list[tuple[str, str, str]]) -> str:
    """An Invision Power Board page as a browser copies it."""
    out = []
    for author, when, text in posts:
        out += [author, "", "Группа: Игроки", "Сообщений: 212", "Регистрация: 12.05.2021", "", f"Отправлено {when}",
                text, "", "Жалоба  Цитировать", ""]
    return "\n".join(out)


@dataclass
class Phase:
    kind: str
    deadline: str  #: the phase's deadline (set by the host on the board in the test's setup)
    pastes: list[tuple[str, int]] = field(default_factory=list)  #: (pasted text, messages in it)
    fixes: list[tuple[int, str, str]] = field(default_factory=list)  #: (row, column, value) the host corrects
    ticks: list[str] = field(default_factory=list)  #: the players whose unticked row the host ticks


EVENING = [
    Phase("day", "2026-12-01 21:00"),  # day 1: no lynch (C-FLOW-1), nothing to enter
    Phase("night", "2026-12-02 21:00", [
        (pm("Ночной Сокол", "01 дек 2026, 21:10", "Добрый вечер! Сегодня проверяю Серого Волка. Спасибо"), 1),
        (pm_headers("Marta_K", "01.12.2026 21:20", "лечу себя"), 1),
        (pm("Рыжий Кот", "01 дек 2026, 22:00", "Убиваем Синюю Птицу") +
         pm("vasiliy1987", "01 дек 2026, 22:05", "Сегодня стреляем в Синюю Птицу"), 2),  # a mafioso's shot: the mafia kill
        ("Иду в гости к Старому Дубу :)", 1),  # copied without its header: the host picks the sender
        (pm("Старый Дуб", "02 дек 2026, 09:40", "травлю Зелёный Чай"), 1),
    ], ticks=["Тихий Омут"]),  # the header-less PM: the only one who can block is the sender, a guess the host ticks
    Phase("day", "2026-12-02 21:00", [
        (phpbb_page("День 2", [
            ("Ночной Сокол", "02 дек 2026, 12:00", "Голосую за [b]Серого Волка[/b]"),
            ("Серый Волк", "02 дек 2026, 12:10", "Что за наезд? Я за [b]Зелёного Чая[/b]"),
            ("Белая Лилия", "02 дек 2026, 12:30", "[b]Серый Волк[/b]"),
            ("Зелёный Чай", "02 дек 2026, 13:00", "Не понимаю, почему меня. Подумаю до вечера."),
            ("Рыжий Кот", "02 дек 2026, 13:30", "Голосую за [b]Зелёного Чая[/b]"),
        ]), 4),
        (invision_page([
            ("Тихий Омут", "02 Декабрь 2026 - 15:00", "Голосую [b]Серый Волк[/b]"),
            ("Старый Дуб", "02 Декабрь 2026 - 16:10", "Я за [b]Тихого Омута[/b]"),
            ("Зелёный Чай", "02 Декабрь 2026 - 17:00", "Голосую [b]Серый Волк[/b]"),
            ("Лунный Свет", "02 Декабрь 2026 - 18:40", "Линчуем [b]Серого Волка[/b]"),
            ("Старый Дуб", "02 Декабрь 2026 - 20:30", "Меняю голос на [b]Серого Волка[/b]"),
        ]), 5),
    ]),
    Phase("night", "2026-12-03 21:00", [
        (pm("Kroshka_Enot", "02 дек 2026, 21:15", "Рыжего Кота"), 1),  # a bare nick: the commissar's one ability
        (pm("Белая Лилия", "02 дек 2026, 21:30", "Лечу Ночного Сокола, а то мало ли") +
         pm("Снусмумрик", "02 дек 2026, 21:40", "блок на Лунный Свет"), 2),
        (pm_headers("olegator", "02.12.2026 23:10", "Ночного Сокола валим"), 1),
        (pm("Dark_Lady", "03 дек 2026, 08:05", "отравить Рыжего Кота"), 1),
    ], ticks=["Ночной Сокол", "Тихий Омут"]),  # "Снусмумрик" is no account: the only one who can block is the
    # sender; that and the bare nick are guesses the host checks and ticks (host findings 2 item 2c)
    Phase("day", "2026-12-03 21:00", [
        (phpbb_page("День 3", [
            ("Ночной Сокол", "03 дек 2026, 11:00", "Проверил Рыжего Кота — мафия. Голосую [b]Рыжий Кот[/b]"),
            ("Рыжий Кот", "03 дек 2026, 11:20", "Врёт! Голосую за [b]Ночного Сокола[/b]"),
            ("Белая Лилия", "03 дек 2026, 12:00", "Верю комиссару. [b]Рыжий Кот[/b]"),
            ("Лунный Свет", "03 дек 2026, 13:00", "[b]Рыжий Кот[/b]"),
            ("Зелёный Чай", "03 дек 2026, 14:00", "Голосую [b]Рыжий Кот[/b]"),
            ("Старый Дуб", "03 дек 2026, 15:00", "Я за [b]Рыжего Кота[/b]"),
            (HOST, "03 дек 2026, 16:00", "[b]Промежуточный подсчёт:[/b]\nРыжий Кот — 5 (Ночной Сокол, Белая Лилия, "
                                        "Лунный Свет, Зелёный Чай, Старый Дуб)\nНочной Сокол — 1 (Рыжий Кот)"),
        ]), 6),  # the host's own tally on the page: listed as his, needing nothing
    ]),  # "Проверил… Голосую …" in a day is a vote (a vote is expected), not a check
    Phase("night", "2026-12-04 21:00", [
        (pm("Ночной Сокол", "03 дек 2026, 21:05", "проверяю Старого Дуба") +
         pm("Белая Лилия", "03 дек 2026, 21:10", "лечу Лунный Свет"), 2),
        (pm("Старый Дуб", "03 дек 2026, 22:00", "травлю Белую Лилию"), 1),
    ]),
    Phase("day", "2026-12-04 21:00", [
        (phpbb_page("День 4", [
            ("Ночной Сокол", "04 дек 2026, 11:00", "Старый Дуб — маньяк. Голосую [b]Старый Дуб[/b]"),
            ("Старый Дуб", "04 дек 2026, 11:30", "[b]Ночной Сокол[/b]"),
            ("Лунный Свет", "04 дек 2026, 12:00", "[b]Старый Дуб[/b]"),
            ("Зелёный Чай", "04 дек 2026, 12:30", "Голосую [b]Старый Дуб[/b]"),
        ]), 4),
    ]),
    Phase("night", "2026-12-05 21:00", [
        (pm("Ночной Сокол", "04 дек 2026, 21:05", "проверяю Лунный Свет"), 1),
    ]),
]


class Host:
    """Drives the window as the host would and counts each action."""

    def __init__(self, window):
        self.window = window
        self.actions: Counter[str] = Counter()
        self.messages = 0

    @property
    def inbox(self):
        return self.window.game_view.inbox

    def key(self, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier, widget=None) -> None:
        QTest.keyClick(widget or self.inbox.paste, key, modifiers)
        self.actions["key"] += 1

    def paste(self, text: str, messages: int) -> None:
        QApplication.clipboard().setText(text)
        self.inbox.paste.setFocus()
        self.inbox.paste.paste()  # Ctrl+V
        self.actions["paste"] += 1
        self.messages += messages

    def pick(self, row: int, column: str, value: str) -> None:
        combo = self.inbox.table.combo(row, column)
        combo.setCurrentIndex(combo.findData(value))
        combo.activated.emit(combo.currentIndex())
        self.actions["click"] += 2  # open the list, pick the item

    def tick(self, row: int) -> None:
        QApplication.processEvents()  # the freshly pasted rows laid out where the host sees them
        box = self.inbox.table.cellWidget(row, 0)
        QTest.mouseClick(box, Qt.MouseButton.LeftButton)
        self.actions["click"] += 1

    def next_step(self) -> None:
        self.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)

    def accept_all(self) -> None:
        self.key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    @property
    def total(self) -> int:
        return sum(self.actions.values())

    def per_message(self) -> float:
        return self.total / max(self.messages, 1)


def play_evening(window, set_deadline) -> Host:
    """The whole game from the inbox: open each phase, paste what arrived, fix, accept, resolve.
    `set_deadline(phase)` dates the phase as the evening had it (not a host action counted here:
    the app dates a phase itself when it opens; the test pins the dates of its pages)."""
    host = Host(window)
    window.controller.settings.host_accounts = [HOST]  # set once (Settings, or the sign-up thread): not an evening's action
    window.game_view.tabs.setCurrentWidget(host.inbox)
    host.actions["key"] += 1  # Alt+3: to the inbox, once
    for phase in EVENING:
        host.next_step()  # open the phase
        set_deadline(phase)
        for text, messages in phase.pastes:
            host.paste(text, messages)
        for row, column, value in phase.fixes:
            host.pick(row, column, value)
        _tick(host, phase.ticks)
        host.next_step()  # record what is ready and resolve it («Записать N и подвести итоги»)
    return host


# ----- a messy evening (#23 item 6): the same table, PMs and pages as they really come in ----------------

#: the balamut (a mafioso who also slanders) in place of the boss: a PM may carry two requests
MESSY_SETUP = dict(SETUP, seed=12, players=[{**p, "role": "balamut"} if p["role"] == "boss" else p
                                            for p in SETUP["players"]])
NIGHT_PMS = (pm("Ночной Сокол", "01 дек 2026, 21:10", "провиряю Сирого Волка") +  # typos in the verb and the nick
             pm_headers("Gerda", "01.12.2026 21:30", "хода нет") +  # no action tonight
             "Marta_K\nОтправлено 01 Декабрь 2026 - 22:40\nлечу Тихого Омута\n")  # an Invision-style header
DAY_PAGE = [
    ("Ночной Сокол", "02 дек 2026, 12:00", "Голосую за [b]Сирого Волка[/b]"),
    ("Серый Волк", "02 дек 2026, 12:10", "[quote=\"Ночной Сокол\"]Голосую за Сирого Волка[/quote]\n"
                                         "Ага, как же. Почему молчал вчера? Против Зелёного Чая."),  # the vote after a quote
    ("Зелёный Чай", "02 дек 2026, 13:00", "Не понимаю, почему меня. Подумаю до вечера."),  # chatter
    ("Белая Лилия", "02 дек 2026, 13:30", "[quote=\"Серый Волк\"]Против Зелёного Чая[/quote]\nНет уж. [b]Серый Волк[/b]"),
    ("Лунный Свет", "02 дек 2026, 14:00", "гол за Серого Волка"),  # a clipped word the page reader passes over
]
LATER_POSTS = [
    ("Рыжий Кот", "02 дек 2026, 16:00", "Голосую за [b]Зелёного Чая[/b]"),
    ("Старый Дуб", "02 дек 2026, 17:00", "Я за [b]Серого Волка[/b]"),
]

MESSY = [
    Phase("day", "2026-12-01 21:00"),
    Phase("night", "2026-12-02 21:00", [
        (NIGHT_PMS, 3),  # three header styles in one paste
        (pm("Рыжий Кот", "01 дек 2026, 22:00", "Убиваем Синюю Птицу. Оговариваю Лунный Свет") +  # two requests
         pm("vasiliy1987", "01 дек 2026, 22:05", "стреляем в Синюю Птицу"), 2),
        (pm_headers("Zmeyka_77", "01.12.2026 21:50", "хожу к Старому Дубу"), 1),  # an account no seat has
        (pm("Ночной Сокол", "01 дек 2026, 21:10", "провиряю Сирого Волка"), 0),  # the same PM copied again
        (pm("Старый Дуб", "02 дек 2026, 09:40", "травлю Зелёный Чай") +
         pm_headers("pavel_s", "01.12.2026 21:31", "я пас сегодня"), 2),
    ], fixes=[(-1, "sender", "Тихий Омут")], ticks=["Тихий Омут"]),  # the unknown account: the host says who (the
    # putana); «хожу к» is no block word of the set: read as her one ability, a guess the host ticks
    Phase("day", "2026-12-02 21:00", [
        (phpbb_page("День 2", DAY_PAGE), 4),  # four votes, one post of chatter
        (phpbb_page("День 2", DAY_PAGE + LATER_POSTS), 2),  # the page copied again as it grew: two new votes
    ], ticks=["Лунный Свет"]),  # «гол за …»: listed unticked to check; the vote after a quote, a sentence
    # opening «Против …», is read outright (b4c17d9)
]


def play_messy(window, set_deadline) -> Host:
    """The messy evening from the inbox; a fix's row -1 is the row the last paste that needs one gave."""
    host = Host(window)
    window.controller.settings.host_accounts = [HOST]
    window.game_view.tabs.setCurrentWidget(host.inbox)
    host.actions["key"] += 1  # Alt+3: to the inbox, once
    for phase in MESSY:
        host.next_step()
        set_deadline(phase)
        for text, messages in phase.pastes:
            host.paste(text, messages)
        rows = host.inbox.table.rows
        for _row, column, value in phase.fixes:
            index = next(i for i, r in enumerate(rows) if r.actor is None and not r.host_post and r.kind == "action")
            host.pick(index, column, value)
        _tick(host, phase.ticks)
        host.next_step()  # «Записать N и подвести итоги»
    return host


def _tick(host: Host, nicks: list[str]) -> None:
    """The host ticks each named player's unticked row, having checked it."""
    for nick in nicks:
        rows = host.inbox.table.rows
        index = next(i for i, r in enumerate(rows) if r.actor == nick and not r.include)
        host.tick(index)
