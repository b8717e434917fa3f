"""The inbox reads the sender and the time from the headers #23 named: «Сообщение от X» with the date on
the next line (the sender was guessed from the role at 60%, the time lost), Invision's «X» / «Отправлено
06 Декабрь 2026 - 22:40» (sender «?»), and a typed «Дикий Олень: против Совы» — at night and by day."""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.app.inbox.paste import read_paste
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

SEATS = {"Дикий Олень": "commissar", "Сова": "boss", "Lena_Sky": "doctor", "Маша": "citizen", "Дина": "putana",
         "Борис": "mafioso", "Оля": "citizen"}
NOW = datetime(2026, 12, 7, 1, 0)


def game(*phases: str) -> Game:
    entries = [Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 3,
                               "players": [{"nick": n, "role": r} for n, r in SEATS.items()]})]
    for kind in phases[:-1]:
        entries += [Entry("phase", {"kind": kind}), Entry("resolve")]
    return Game.replay([*entries, Entry("phase", {"kind": phases[-1]})])


@pytest.mark.parametrize("text", ["Сообщение от Lena_Sky\n06 дек 2026, 22:40\nЛечу Машу",
                                  "Lena_Sky\nОтправлено 06 Декабрь 2026 - 22:40\nЛечу Машу",
                                  # XenForo 2's conversation (the name, his title, the date, "#1"), MyBB's and
                                  # vBulletin's PM postbits: made-up messages in their layouts
                                  "Lena_Sky\nУчастник\n06.12.2026 в 22:40\n#1\nЛечу Машу",
                                  "Lena_Sky\nПользователь\nСообщений: 12\nРегистрация: 10.2020\n06.12.2026, 22:40\nЛечу Машу",
                                  "06.12.2026, 22:40\nLena_Sky\nУчастник\nРегистрация: 12.10.2020\nСообщений: 345\nЛечу Машу"])
def test_a_night_pm_keeps_its_sender_and_time(text):
    [row] = read_paste(game("day", "night"), text, voting=False, now=NOW)
    assert (row.actor, row.action, row.targets, row.at, row.note) == ("Lena_Sky", "heal", ["Маша"], "2026-12-06 22:40", None)
    assert row.confidence > 0.9


def test_a_typed_sender_label_by_night_and_by_day():
    [night] = read_paste(game("day", "night"), "Дикий Олень: проверяю Сову", voting=False, now=NOW)
    [day] = read_paste(game("day"), "Дикий Олень: против Совы", voting=True, now=NOW)
    assert (night.actor, night.action, night.targets) == ("Дикий Олень", "check", ["Сова"])
    assert (day.actor, day.kind, day.targets, day.problem) == ("Дикий Олень", "vote", ["Сова"], None)
