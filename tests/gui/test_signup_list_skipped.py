"""An unnumbered sign-up list pasted into the new game (a host's real evening, issue #14/#13): a heading
line such as «Набор закрыт» is no player, and every line the list reader skips (heading, quote, chatter too
long for a nick, a repeated nick) is listed with its reason under the list, as a thread page's left-out are."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from moderator_app.app.signup import SKIP_REASONS, read_signup_list, signup_nicks
from moderator_app.i18n import catalogue

from .conftest import paste_signup

LIST = ("Набор закрыт\nДикий Тигр\nСмелый Бобр\n> Хмурый Орёл писал: беру\nХмурый Орёл\n"
        "я тоже хочу играть, но только если успею с работы\nСтарый Сокол\nдикий тигр\n")
PLAYERS = ["Дикий Тигр", "Смелый Бобр", "Хмурый Орёл", "Старый Сокол"]


def test_an_unnumbered_list_takes_no_heading_and_lists_every_skipped_line():
    nicks, skipped = read_signup_list(LIST)
    assert nicks == PLAYERS and signup_nicks(LIST) == PLAYERS
    assert skipped == [("Набор закрыт", "heading"), ("> Хмурый Орёл писал: беру", "quote"),
                       ("я тоже хочу играть, но только если успею с работы", "too_long"), ("дикий тигр", "repeated")]
    assert {reason for _line, reason in skipped} <= set(SKIP_REASONS)


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_every_skip_reason_has_its_words_in_each_language(lang):
    """One table of reasons (app/signup.SKIP_REASONS), worded once in each catalogue, not by falling back."""
    assert [reason for reason in SKIP_REASONS if not catalogue(lang).get(f"new_game.left_out.{reason}")] == []


def test_every_reason_a_sign_up_is_left_out_for_is_declared():
    """Each `(line, "reason")` the sign-up readers and the new-game screen list is one of SKIP_REASONS
    (a reason without words would stop the screen with MissingText)."""
    package = Path(__file__).resolve().parents[2] / "moderator_app"
    used = set()
    for path in (package / "app" / "signup.py", package / "gui" / "new_game.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        types = {id(node.slice) for node in ast.walk(tree) if isinstance(node, ast.Subscript)}
        used |= {pair.elts[1].value for pair in ast.walk(tree) if isinstance(pair, ast.Tuple) and id(pair) not in types
                 and len(pair.elts) == 2 and isinstance(pair.elts[1], ast.Constant) and isinstance(pair.elts[1].value, str)
                 and not isinstance(pair.elts[0], ast.Constant)}
    assert {"heading", "host", "signed_out", "removed", "host_account", "list_author", "named"} <= used
    assert used - set(SKIP_REASONS) == set()


@pytest.mark.parametrize("text", ["Zapisy zamknięte\nKasia\nTomek", "Kasia\nTomek\nNabór zakończony"])
def test_a_polish_heading_above_or_below_the_list_is_no_player(text):
    nicks, skipped = read_signup_list(text)
    assert nicks == ["Kasia", "Tomek"] and [reason for _line, reason in skipped] == ["heading"]


def test_a_plain_list_skips_nothing():
    assert read_signup_list("Вася\nПетя\n\nКоля") == (["Вася", "Петя", "Коля"], [])


@pytest.mark.parametrize(("lang", "expected"), [
    ("ru", "Не включены: «Набор закрыт» — заголовок, «> Хмурый Орёл писал: беру» — цитата, «я тоже хочу играть, "
           "но только если успе…» — слишком длинно для ника, «дикий тигр» — уже в списке."),
    ("pl", "Pominięci: «Набор закрыт» — nagłówek, «> Хмурый Орёл писал: беру» — cytat, «я тоже хочу играть, "
           "но только если успе…» — za długie na nick, «дикий тигр» — już na liście."),
    ("en", "Left out: «Набор закрыт» — a heading, «> Хмурый Орёл писал: беру» — a quoted line, «я тоже хочу играть, "
           "но только если успе…» — too long for a nick, «дикий тигр» — already listed.")])
def test_the_new_game_page_shows_the_skipped_lines_with_their_reason(open_window, qtbot, lang, expected):
    window = open_window(lang)
    page = paste_signup(window, qtbot, LIST)
    assert page.accounts() == PLAYERS
    assert page.signup_note.text() == expected
    window.resize(1100, 700)
    window.grab().save(f"/tmp/misses-signup-{lang}.png")
    page.signup.setPlainText("Вася\nПетя")
    assert page.signup_note.text() == ""


#: heroeswm.ru Mafia 318's real players (https://heroeswm.ru/forum_messages.php?tid=2977898), one a line
HWM318 = ["LuckyButterfly", "Что_то_с_чем_то", "Olreg", "Ларианта", "3к узник", "гадя_хренова", "паровоз Брюстер",
          "Jack Daniels", "FERRAR1st", "Ko4evnic", "nailia"]


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_a_real_nick_that_begins_with_a_digit_keeps_it(open_window, qtbot, lang):
    """«3к узник» was seated as «к узник»: a digit right before a letter is part of the nick, not a list number;
    numbered lists still lose their numbers."""
    window = open_window(lang)
    page = paste_signup(window, qtbot, "\n".join(HWM318))
    assert page.accounts() == HWM318 and page.signup_note.text() == ""
    window.resize(1100, 700)
    window.grab().save(f"/tmp/window-signup-digit-{lang}.png")
    numbered = "1. Вася\n2) Петя\n3 - Коля\n4 Маша\n5.Дина\n6: Гена\n- Борис"
    assert read_signup_list(numbered) == (["Вася", "Петя", "Коля", "Маша", "Дина", "Гена", "Борис"], [])
