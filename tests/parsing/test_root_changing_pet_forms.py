"""Pet forms that change a name's root (#27 item 3): «Машку» for «Мария», «Сашу» for «Александр», «Gosię» for
«Małgorzata» — through the declared given names and their short forms (`given_names.yaml`), the rest derived
by the dictionaries; «Ромку» for a nick no dictionary declines («Ромео»); «Ваську» for a Latin nick that is a
Russian name ("Vasya_2000"). Each is a guess the host sees, never a sure reading. All messages are made up."""

from __future__ import annotations

import pytest
import yaml

from moderator_app import paths
from moderator_app.app.inbox.aliases import UNSURE
from moderator_app.engine.rolesets.yamlio import load_yaml
from moderator_app.parsing import parse_message
from moderator_app.parsing.given_names import GIVEN_NAMES, same_name
from moderator_app.parsing.names import ACCEPT, russian_name_spelling
from moderator_app.parsing.pet_forms import name_first, name_roots, pet_form
from moderator_app.parsing.text import fold

RU = ["Мария", "Александр", "Иван", "Владимир", "Екатерина", "Николай", "Евгений", "Алексей", "Ольга", "Olreg"]
PL = ["Małgorzata", "Aleksander", "Jan", "Katarzyna", "Tomasz", "Olreg"]


def _vote(classic: dict, text: str, players: list[str]):
    return parse_message(text, roleset=classic, players=players, actor="Olreg", expect="vote")


@pytest.mark.parametrize(("text", "nick"), [
    ("голосую за Машку", "Мария"), ("голос против Машеньки", "Мария"), ("Голос: Маруся", "Мария"),
    ("Голосую за Маню", "Мария"), ("голосую за Машулю", "Мария"), ("Голос: Сашка", "Александр"),
    ("##vote Сашенька", "Александр"), ("голосую за Ванечку", "Иван"),
    ("голосую за Сашу", "Александр"), ("голосую за Санька", "Александр"), ("голосую за Шуру", "Александр"),
    ("голосую за Ваню", "Иван"), ("голосую за Ванюшу", "Иван"), ("голосую за Вову", "Владимир"),
    ("голосую за Вовчика", "Владимир"), ("голосую за Катю", "Екатерина"), ("голосую за Колю", "Николай"),
    ("голосую за Коляна", "Николай"), ("голосую за Женю", "Евгений"), ("голосую за Лёшу", "Алексей"),
    ("голосую за Лёшку", "Алексей"), ("голосую за Лёху", "Алексей"), ("голосую за Олечку", "Ольга"),  # «Оля» + «-ечк-»
])
def test_a_russian_short_form_of_another_root_is_a_vote_guessed_for_the_host(classic, text, nick):
    result = _vote(classic, text, RU)
    assert result.kind == "vote" and result.targets == [nick]
    assert ACCEPT <= result.confidence < UNSURE


@pytest.mark.parametrize(("text", "nick"), [
    ("głosuję na Gosię", "Małgorzata"), ("głos na Gośkę", "Małgorzata"), ("głosuję na Olka", "Aleksander"),
    ("głosuję na Jaśka", "Jan"), ("głos na Jasia", "Jan"), ("głosuję na Kasię", "Katarzyna"),
    ("głos na Kaśkę", "Katarzyna"),
])
def test_a_polish_short_form_of_another_root_is_a_vote_guessed_for_the_host(classic, text, nick):
    result = _vote(classic, text, PL)
    assert result.kind == "vote" and result.targets == [nick]
    assert ACCEPT <= result.confidence < UNSURE


@pytest.mark.parametrize(("text", "nick"), [("głosuję na gosię", "Małgorzata"), ("głos na kasię", "Katarzyna")])
def test_a_polish_short_form_written_small_is_read_when_it_is_only_a_name(classic, text, nick):
    result = _vote(classic, text, PL)
    assert result.targets == [nick] and result.confidence < UNSURE


@pytest.mark.parametrize(("written", "nick"), [("manię", "Maria"), ("jaśka", "Jan")])  # «mania», «jasiek» (a pillow)
def test_a_polish_word_written_small_that_is_also_a_common_noun_is_no_short_form(written, nick):
    assert not same_name(fold(written), fold(nick), False)
    assert same_name(fold(written.capitalize()), fold(nick), True)


def test_a_polish_word_written_small_is_a_name_only_when_morfeusz_reads_it_as_nothing_else():
    assert name_first("gosię") and name_first("olka")  # a first name, a surname, a place: all proper names
    assert not name_first("roma") and not name_first("mania")  # also (or only) common nouns


def test_a_night_action_on_a_short_form_names_its_player(classic):
    result = parse_message("лечу Сашу", roleset=classic, players=RU, actor="Olreg")
    assert (result.action, result.targets) == ("heal", ["Александр"]) and result.confidence < UNSURE
    result = parse_message("лечу Машеньку", roleset=classic, players=RU, actor="Olreg")
    assert (result.action, result.targets) == ("heal", ["Мария"])


def test_a_recruit_of_a_pet_form_names_its_player():
    roleset = load_yaml((paths.examples_dir() / "host-made" / "mafiascum-normal.yaml").read_text(encoding="utf-8"))
    result = parse_message("вербую Машку", roleset=roleset, players=["Мария", "Ann", "Rec"], actor="Rec")
    assert (result.action, result.targets) == ("recruit", ["Мария"]) and result.confidence < UNSURE


def test_a_player_named_by_the_short_form_wins_it_over_the_full_name(classic):
    assert _vote(classic, "голосую за Машку", ["Маша", "Мария", "Olreg"]).targets == ["Маша"]
    assert _vote(classic, "голосую за Машу", ["Маша", "Мария", "Olreg"]).targets == ["Маша"]


def test_two_players_of_one_family_are_a_tie_nobody_is_named_by(classic):
    result = _vote(classic, "голосую за Сашу", ["Александр", "Александра", "Olreg"])
    assert result.targets == []


@pytest.mark.parametrize(("written", "nick", "loose"), [
    ("Сашу", "Алексей", True),  # another name's family
    ("Ванессу", "Иван", True),  # a root that goes on with no diminutive suffix
    ("Санки", "Александр", True), ("машину", "Мария", False),  # dictionary words that are no names
    ("Марину", "Мария", True),  # a name of its own
    ("Olę", "Aleksander", True),  # «Ola» is Aleksandra's, though «Olek» shares its root
    ("Olkę", "Aleksander", True),  # «Olka» is Aleksandra's too
    ("Олежку", "Ольга", True),  # «Олег» is no «Оля»
    ("Олчика", "Ольга", True),  # a word no dictionary knows on a two-letter root («ол»): too little to go on
    ("Kasię", "Krystyna", True),
    ("тома", "Тамара", False),  # «два тома»: a word in lower case must read first as a name
])
def test_words_near_a_family_are_no_short_forms(written, nick, loose):
    assert not same_name(fold(written), fold(nick), loose)


def test_a_capitalised_short_form_that_is_also_a_word_is_a_name():
    assert same_name(fold("Тома"), fold("Тамара"), True)


def test_a_short_form_is_found_both_ways():
    assert same_name(fold("Мария"), fold("Маша"), True) and same_name(fold("Маша"), fold("Мария"), True)
    assert same_name(fold("Małgorzata"), fold("Gosia"), True) and same_name(fold("Gosię"), fold("Małgorzata"), True)


@pytest.mark.parametrize(("text", "nick"), [("голосую за Ромку", "Ромео"), ("голос: Ромочка", "Ромео"),
                                            ("голосую за Ларочку", "Ларианта")])
def test_a_pet_form_of_a_nick_no_dictionary_declines_is_a_guess(classic, text, nick):
    result = _vote(classic, text, ["Ромео", "Ларианта", "Петя", "Olreg"])
    assert result.targets == [nick] and ACCEPT <= result.confidence < UNSURE


def test_a_latin_nick_no_dictionary_declines_takes_a_russian_pet_form_too(classic):
    result = _vote(classic, "голосую за Ромку", ["Romeo", "Петя", "Olreg"])
    assert result.targets == ["Romeo"] and ACCEPT <= result.confidence < UNSURE


@pytest.mark.parametrize(("written", "nick"), [
    ("Ромашку", "Ромео"),  # a dictionary word
    ("Ромку", "Рмео"),  # the start must be the nick's own
    ("Роману", "Ромео"),  # no diminutive ending
    ("Рочку", "Ромео"),  # a start of one letter («р» + «очка») is no start of a name
    ("Кошку", "Кошмар"),  # a dictionary word, though «кош» + «ка» starts the nick
])
def test_words_near_a_nicks_start_are_no_pet_forms(written, nick):
    assert not pet_form(fold(written), fold(nick), True)


@pytest.mark.parametrize(("text", "nick"), [("голосую за Ваську", "Vasya_2000"), ("голосую за Васю", "Vasya_2000"),
                                            ("голосую за Машеньку", "masha"), ("лечу Сашу", "Sasha")])
def test_a_latin_nick_of_a_russian_name_takes_its_russian_forms(classic, text, nick):
    result = parse_message(text, roleset=classic, players=[nick, "Петя", "Olreg"], actor="Olreg")
    assert result.targets == [nick]


def test_a_latin_nick_that_is_no_russian_name_gets_no_russian_spelling():
    assert russian_name_spelling(["vasya_2000"]) == ["вася_2000"]
    assert russian_name_spelling(["sailor"]) == [] and russian_name_spelling(["вася"]) == []


def test_every_declared_given_name_and_short_form_is_a_first_name_in_the_dictionaries():
    declared = yaml.safe_load(GIVEN_NAMES.read_text(encoding="utf-8"))
    assert set(declared) == {"ru", "pl"}
    not_names = [form for names in declared.values() for full, shorts in names.items() for form in (full, *shorts)
                 if not name_roots(fold(form))]
    assert not_names == []
