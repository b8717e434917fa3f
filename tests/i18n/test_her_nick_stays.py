"""A woman's one-word nick that is no dictionary feminine noun («Кэт», «Kat») stays as typed where a
nick is declined — the resolution log, a receipt, «ЛС для …», the command line's replay — once her
seat declares `gender: f`; without it «Кэт» declines like «кот» (host findings #10), and a feminine
noun («Лиса», «Маша») declines for her as before (polish item d)."""

from __future__ import annotations

import pytest

from moderator_app.app.correspondence import drafts
from moderator_app.engine.wording.explain import explain, genders
from moderator_app.i18n import t
from moderator_app.i18n.grammar import Nick, inflect

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries


@pytest.mark.parametrize("nick, gender, case, expected", [
    ("Кэт", None, "acc", "Кэта"), ("Кэт", "f", "acc", "Кэт"), ("Кэт", "f", "gen", "Кэт"),
    ("Волк", "f", "gen", "Волк"), ("Волк", "m", "gen", "Волка"), ("Лиса", "f", "acc", "Лису"),
    ("Маша", "f", "gen", "Маши"), ("Тихая Лиса", "f", "gen", "Тихой Лисы"),
])
def test_russian_her_nick_declines_only_as_a_feminine_noun(nick, gender, case, expected):
    assert inflect(nick, case, "ru", gender) == expected
    assert inflect(Nick(nick, gender), case, "ru") == expected


@pytest.mark.parametrize("nick, gender, expected", [
    ("Kat", None, "Kata"), ("Kat", "f", "Kat"), ("Ewa", "f", "Ewy"), ("Marek", "m", "Marka"),
])
def test_polish_her_nick_declines_only_as_a_feminine_noun(nick, gender, expected):
    assert inflect(nick, "gen", "pl", gender) == expected


def test_catalogue_words_keep_her_nick():
    assert t("cli.pm_for", "ru", nick=Nick("Кэт", "f")) == "ЛС для Кэт"
    assert t("cli.pm_for", "ru", nick="Кэт") == "ЛС для Кэта"
    assert t("cli.pm_for", "pl", nick=Nick("Kat", "f")) == "PW dla Kat"
    from moderator_app.engine.model.state import Event
    from moderator_app.engine.wording.explain import explain

    assert explain(Event({"kind": "block", "actor": "Дина", "target": "Кэт"}), "ru", said={"Кэт": "f"}) == "Дина блокирует Кэт"


TABLE = {"Com": "commissar", "Doc": "doctor", "Дина": "putana", "Boss": "boss", "Maf": "mafioso",
         "Кэт": "citizen", "Cit2": "citizen", "Cit3": "citizen"}


ON_HER = [{"actor": "Дина", "action": "block", "target": "Кэт"}, {"actor": "Com", "action": "check", "target": "Кэт"}]


def _game(phases):
    players = [{"nick": n, "role": r, **({"gender": "f"} if n == "Кэт" else {})} for n, r in TABLE.items()]
    return Game.replay(script_entries({"ruleset": "forum-mafia-classic", "seed": 1, "players": players, "phases": phases}))


def _night_on_her():
    return _game([{"day": {}}, {"night": {"actions": ON_HER}}])


def test_the_resolution_log_keeps_her_nick():
    game = _night_on_her()
    lines = [explain(e, "ru", game.rs, genders(game)) for e in game.phases[1].result.events]
    assert "Дина блокирует Кэт" in lines, lines
    assert not any("Кэта" in line for line in lines)
    plain = [explain(e, "ru", game.rs) for e in game.phases[1].result.events]
    assert "Дина блокирует Кэта" in plain  # without the seats' genders: declined like «кот»


def test_the_receipt_keeps_her_nick():
    game = _game([{"day": {}}])
    game.apply(Entry("phase", {"kind": "night"}))  # the receipts are drafted while the night is open
    for action in ON_HER:
        game.apply(Entry("action", {"actor": action["actor"], "action": action["action"], "targets": [action["target"]]}))
    texts = [d.text for d in drafts(game, "ru") if d.kind == "receipt"]
    assert texts and all("Кэта" not in text for text in texts) and any("Кэт" in text for text in texts), texts
