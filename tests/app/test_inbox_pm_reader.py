"""The PM reader's defects a host found at the window (host findings 2 items 2, 2b, 2c, 9, 14), headless: no request
vanishes, a quote is no request, a check is never read as a one-shot kill, a guess waits for the host's tick, a
condition is no request for now, a case form of a nick is no guess. Made-up PMs in the shapes the host pasted; the
tolkien.su maniac's line from ../shared/corpus (skipped when absent)."""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.app.inbox import aliases
from moderator_app.app.inbox.fate import ready
from moderator_app.app.inbox.paste import read_paste
from moderator_app.app.inbox.verdict import blocker
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.parsing import parse_message
from parsing.real_corpus import load_pms
from shared_corpus import or_skip
from tests.engine.suspi_helpers import play

NOW = datetime(2026, 12, 6, 22, 0)
SEATS = {"Дикий Кабан": "doctor", "Тихий Лось": "balamut", "Смелый Ворон": "citizen", "Оле Педерсен": "commissar",
         "Кот в бороде": "mafioso", "Зловолосов": "boss", "Эскубидей Чакур": "maniac", "Эрик": "citizen"}


def _classic() -> Game:
    game = Game()
    game.apply(Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 2,
                               "players": [{"nick": n, "role": r} for n, r in SEATS.items()]}))
    for entry in (Entry("phase", {"kind": "day"}), Entry("resolve", {}), Entry("phase", {"kind": "night"})):
        game.apply(entry)
    return game


def _suspi_night() -> Game:
    game = play(["killer", "guest", "investigator", "guest", "guest", "guest", "investigator", "guest"], [])
    game.apply(Entry("phase", {"kind": game.next_phase_kind()}))
    return game


def _rows(game: Game, text: str):
    return read_paste(game, text, False, now=NOW)


# ----- item 2: every part of a PM is a row ------------------------------------------------------------------------
def test_S_ROUND_1_a_room_before_an_inspection_is_a_room_choice_row_and_the_inspected_room_kept():
    """«Biblioteka, sprawdzam Kuchnię» (Ewa, Śledczy): the room choice and the inspection, never one row at 100%."""
    game = _suspi_night()
    rows = _rows(game, "Od: Ewa\nBiblioteka, sprawdzam Kuchnię")
    assert sorted((r.action, r.room) for r in rows) == [("inspect", "Kuchnia"), ("room", "Biblioteka")]
    assert {r.post for r in rows} == {0} and all(ready(game, r) for r in rows)


def test_S_ROUND_1_a_second_room_no_request_takes_is_listed_not_dropped():
    """A room after the verb beside the one it inspects: said to the host, not silently lost."""
    game = _suspi_night()
    [row] = _rows(game, "Od: Ewa\nsprawdzam Kuchnię i Bibliotekę")
    assert row.room == "Kuchnia" and "Bibliotek" in str(row.problem) and not ready(game, row)


# ----- item 2b: a quote is no request; a check is never read as a one-shot kill -------------------------------------
def test_C_ROLE_DOC_a_quoted_line_is_no_request_of_the_doctor():
    game = _classic()
    for text in ("> Проверяю Тихого Лося\nэто мне комиссар написал?? ошибся адресом. Я лечу Смелого Ворона",
                 "Лечу Смелого Ворона\n> Проверяю Тихого Лося"):
        rows = _rows(game, "От: Дикий Кабан\n\n" + text)
        assert [(r.action, r.targets) for r in rows] == [("heal", ["Смелый Ворон"])], text


def test_C_ROLE_DOC_a_check_from_the_doctor_is_never_read_as_the_lethal_injection():
    """The heal claims one of the doctor's two abilities; the check left was fitted onto the other, the once-per-game
    injection, ticked at 75%. Another stage of the night, limited uses: the host picks."""
    game = _classic()
    rows = _rows(game, "От: Дикий Кабан\n\nПроверяю Тихого Лося. Я лечу Смелого Ворона")
    assert [(r.action, r.note) for r in rows] == [("check", None), ("heal", None)]
    assert blocker(game, rows[0]) == "not_own_ability" and not ready(game, rows[0])


def test_C_ROLE_MAF_a_check_from_a_mafioso_is_not_read_as_his_kill():
    """The mafia's kill has no limit of uses, but a check is another stage of the night: the host picks."""
    game = _classic()
    [row] = _rows(game, "От: Кот в бороде\n\nПроверяю Смелого Ворона")
    assert (row.action, row.note, blocker(game, row)) == ("check", None, "not_own_ability")


def test_C_ROLE_DOC_a_kill_word_from_the_doctor_is_never_spent_as_his_one_injection():
    """The same stage (a kill) but the injection has one use a game: the host says whether it was meant."""
    game = _classic()
    rows = _rows(game, "От: Дикий Кабан\n\nУбиваю Тихого Лося. Лечу Смелого Ворона")
    assert [(r.action, r.note) for r in rows] == [("kill", None), ("heal", None)]
    assert blocker(game, rows[0]) == "not_own_ability"


# ----- item 2c: a guess is never ready ------------------------------------------------------------------------------
@pytest.mark.parametrize("sender", ["Зловолосов", "Кот в бороде"])
def test_C_ROLE_MAF_a_pm_that_is_only_a_nick_is_no_ready_kill(sender):
    game = _classic()
    [row] = _rows(game, f"От: {sender}\n\nСмелый Ворон")
    assert (row.action, row.targets) == ("kill", ["Смелый Ворон"])  # the reading is offered
    assert row.confidence < aliases.UNSURE and not row.include and row.held and not ready(game, row)


def test_a_sure_reading_stays_ticked_and_ready():
    game = _classic()
    [row] = _rows(game, "От: Зловолосов\n\nубиваем Смелого Ворона")
    assert row.include and not row.held and ready(game, row)


# ----- item 9: a condition is no request for now --------------------------------------------------------------------
def test_C_ROLE_COM_if_i_die_i_shoot_is_a_conditional_row_that_waits_not_a_mafia_kill():
    game = _classic()
    rows = _rows(game, "От: Оле Педерсен\n\nПроверяю Зловолосова. И да, если меня убьют — стреляю в Кота в бороде!")
    assert [(r.action, r.targets) for r in rows] == [("check", ["Зловолосов"]), ("pistol", ["Кот в бороде"])]
    check, pistol = rows
    assert ready(game, check) and not ready(game, pistol) and blocker(game, pistol) == "host_event"
    assert getattr(pistol.problem, "key", None) == "conditional" and "если меня убьют" in str(pistol.problem)


@pytest.mark.parametrize("text", ["если меня убьют, то стреляю в Кота в бороде", "Стреляю в Кота в бороде, если меня убьют"])
def test_a_condition_before_or_after_its_request_makes_it_conditional(text):
    result = parse_message(text, roleset=_classic().rs.raw, players=list(SEATS), actor="Оле Педерсен",
                           actor_role="commissar", expect="action")
    assert (result.action, result.targets) == ("pistol", ["Кот в бороде"])
    assert getattr(result.problem, "key", None) == "conditional" and result.confidence < aliases.UNSURE


@pytest.mark.parametrize("text", ["Проверяю Зловолосова, если что — пишите", "Проверяю Зловолосова, если можно"])
def test_manners_are_no_condition(text):
    result = parse_message(text, roleset=_classic().rs.raw, players=list(SEATS), actor="Оле Педерсен",
                           actor_role="commissar", expect="action")
    assert (result.action, result.targets, result.problem) == ("check", ["Зловолосов"], None)


# ----- item 14: a case form of a nick is no guess -------------------------------------------------------------------
def test_a_nick_in_the_accusative_is_no_guess_but_a_pet_form_is():
    game = _classic()
    [row] = _rows(game, "От: Эскубидей Чакур\n\nЭскубидея Чакура")  # unsure: no action word, not the name
    assert row.written == "Эскубидея Чакура" and row.confidence < aliases.UNSURE and not aliases.name_guess(row)
    [pet] = _rows(game, "От: Зловолосов\n\nубиваем Эскубидеечку")
    assert pet.targets == ["Эскубидей Чакур"] and aliases.name_guess(pet)


@pytest.mark.parametrize("pm", or_skip([p for p in load_pms() if "Эскубидея" in p["text"]]),
                         ids=lambda p: "tolkien-maniac" if p else "none")
def test_the_real_maniacs_line_names_its_target_in_the_accusative_no_guess(pm):
    """tolkien.su's host account, pasted as the maniac's PM: read as his one ability (a guess, unticked), its
    target a case form of the nick, not a guess from how the nick is written."""
    seats = {nick: ("maniac" if nick == pm["sender"] else "citizen") for nick in pm["players"]}
    game = Game()
    game.apply(Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 2,
                               "players": [{"nick": n, "role": r} for n, r in seats.items()]}))
    for entry in (Entry("phase", {"kind": "day"}), Entry("resolve", {}), Entry("phase", {"kind": "night"})):
        game.apply(entry)
    [row] = _rows(game, f"От: {pm['sender']}\n\n{pm['text']}")
    assert row.targets == pm["targets"] and not aliases.name_guess(row)
    assert not row.include and not ready(game, row)


def test_a_conditional_request_of_an_ability_the_sender_has_waits_unticked():
    game = _classic()
    [row] = _rows(game, "От: Оле Педерсен\n\nЕсли меня не убьют, проверяю Зловолосова")
    assert (row.action, row.targets) == ("check", ["Зловолосов"]) and blocker(game, row) is None
    assert getattr(row.problem, "key", None) == "conditional" and not row.include and not ready(game, row)


def test_a_guessed_sender_waits_for_the_host():
    """A PM copied without its header, given to the only seat who can send it: a guess, unticked."""
    game = _classic()
    [row] = _rows(game, "Сегодня отравляю Эрика")
    assert (row.actor, row.note) == ("Эскубидей Чакур", "sender_guess")
    assert not row.include and row.held and not ready(game, row)


def test_a_bare_nick_vote_by_pm_is_a_vote_as_on_a_page_and_stays_ticked():
    """Only requests are held: «Смелый Ворон» alone by day is a vote, as a page's post of the nick alone is."""
    game = _classic()
    game.apply(Entry("resolve", {}))
    game.apply(Entry("phase", {"kind": "day"}))
    [row] = read_paste(game, "От: Эрик\n\nСмелый Ворон", True, now=NOW)
    assert (row.kind, row.targets, row.include, row.held) == ("vote", ["Смелый Ворон"], True, False)
