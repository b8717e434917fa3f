"""The host's evening misses, through the inbox as a pasted PM list is read and recorded (issue #14/#13):
the mafioso's kill with his partners asked a question afterwards is one target and is recorded, not refused
for too many targets (C-ROLE-MAF)."""

from __future__ import annotations

from moderator_app.app.inbox.record import entry_of
from moderator_app.app.inbox.paste import read_paste
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

SEATS = {"Дикий Тигр": "citizen", "Смелый Бобр": "mafioso", "Хмурый Орёл": "mafioso", "Старый Сокол": "boss",
         "Вася": "commissar", "Петя": "doctor", "Маша": "citizen", "Гена": "citizen"}


def test_C_ROLE_MAF_a_kill_with_partners_asked_afterwards_is_recorded_with_one_target():
    players = [{"nick": n, "role": r, "account": n} for n, r in SEATS.items()]
    game = Game.replay([Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players}),
                        Entry("phase", {"kind": "day"}), Entry("resolve"), Entry("phase", {"kind": "night"})])
    [row] = read_paste(game, "От: Смелый Бобр\n\nУбиваем Дикого Тигра. Сокол, Орёл — согласны?", voting=False)
    assert (row.actor, row.action, row.targets) == ("Смелый Бобр", "kill", ["Дикий Тигр"])
    kind, data = entry_of(row)
    assert game.apply(Entry(kind, data)).refused is None
