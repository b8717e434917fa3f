"""parse_message: the issue's examples, self targets, copies, hires, rooms, problems, JSON shape."""

from __future__ import annotations

import copy

import pytest

from moderator_app.parsing import ParseResult, parse_message

from .conftest import CLASSIC_PLAYERS, HYPER_PLAYERS, SUSPI_PLAYERS

SPEC_KEYS = {"kind", "action", "targets", "room", "role", "as_action", "color", "confidence", "alternatives",
             "problem"}


def classic_parse(text, roleset, **kw):
    return parse_message(text, roleset=roleset, players=CLASSIC_PLAYERS, actor="Маша", **kw)


def test_issue_examples_classic(classic):
    assert classic_parse("Лечу Васю", classic).targets == ["Вася"]
    assert classic_parse("Лечу Васю", classic).action == "heal"
    r = classic_parse("Проверка: Маша", classic)
    assert (r.kind, r.action, r.targets) == ("action", "check", ["Маша"])
    r = classic_parse("Убийство мафии 1 - Диму", classic)
    assert (r.action, r.targets) == ("kill", ["Дима"])
    r = classic_parse("Охочусь на Sailor'а", classic)
    assert (r.action, r.targets) == ("hunt", ["Sailor"])


def test_subject_line_chatter_and_case(classic):
    r = classic_parse("Тема: НОЧЬ 2\n\nДобрый вечер, ведущий! ПРОВЕРЯЮ дИМУ. Удачи всем.", classic)
    assert (r.action, r.targets) == ("check", ["Дима"])
    assert r.confidence > 0.9 and r.problem is None


def test_self_target_in_three_languages(classic, suspi):
    assert classic_parse("лечу себя", classic).targets == ["Маша"]
    r = parse_message("Chronię siebie", roleset=suspi, players=SUSPI_PLAYERS, actor="Ewa")
    assert (r.action, r.targets) == ("protect", ["Ewa"])
    r = parse_message("protect myself", roleset=suspi, players=SUSPI_PLAYERS, actor="Ewa")
    assert r.targets == ["Ewa"]


def test_targets_keep_message_order(hyper):
    r = parse_message("Убиваю Юну и Эсми", roleset=hyper, players=HYPER_PLAYERS, actor="Рики")
    assert r.targets == ["Юна", "Эсми"]


def test_copy_reads_role_and_action(hyper):
    r = parse_message("копирую Еноха, лечу себя", roleset=hyper, players=HYPER_PLAYERS, actor="Рики")
    assert (r.action, r.role, r.as_action, r.targets) == ("copy", "enoch", "heal", ["Рики"])
    assert r.to_json()["role"] == "enoch"


def test_H_ABR_1_a_copy_of_an_ability_aimed_at_a_room_keeps_the_room(suspi):
    """A host's set where the copier may copy the investigator, whose check is aimed at a room: the room is the
    copy's target (#24 item 3: a mutant that dropped it survived; the copy then said it had no target)."""
    custom = copy.deepcopy(suspi)
    custom["abilities"]["copy"] = {"effect": "copy", "names": {"ru": "Копирование", "pl": "Kopia", "en": "Copy"},
                                   "words": {"ru": ["копирую"], "pl": ["kopiuję"], "en": ["copy"]}}
    r = parse_message("копирую Следователя, проверяю Оранжерею", roleset=custom, players=SUSPI_PLAYERS, actor="Ewa")
    assert (r.action, r.role, r.as_action, r.room, r.problem) == ("copy", "investigator", "inspect", "Oranżeria", None)


def test_an_action_word_two_abilities_share_is_the_one_the_set_declares_first(classic):
    """«стреляю» is both the mafia's kill and the commissar's pistol in the classic set: a sender whose role is
    not known gets the ability the set declares first, not the first id in spelling order (#24 item 3: a mutant
    that skipped the set's order survived: the shipped order and the spelling order agree)."""
    assert classic_parse("стреляю в Петю", classic).action == "kill"
    pistol_first = copy.deepcopy(classic)
    pistol_first["abilities"] = {"pistol": classic["abilities"]["pistol"],
                                 **{k: v for k, v in classic["abilities"].items() if k != "pistol"}}
    assert classic_parse("стреляю в Петю", pistol_first).action == "pistol"


def test_H_ABR_1_a_copy_naming_no_action_takes_the_roles_one_ability_by_its_id(hyper):
    """«копирую Эмму, Юну»: Emma has one ability, declared under the key `emma_block` with the id `block`; a request
    carries the id, as the engine reads it (#24 item 3: a mutant reading every ability's key as its id survived)."""
    r = parse_message("копирую Эмму, Юну", roleset=hyper, players=HYPER_PLAYERS, actor="Рики")
    assert (r.action, r.role, r.as_action, r.targets) == ("copy", "emma", "block", ["Юна"])


def test_copy_without_role_is_a_problem(hyper):
    r = parse_message("копирую, лечу Юну", roleset=hyper, players=HYPER_PLAYERS, actor="Рики")
    assert r.action == "copy" and r.role is None and r.problem


def test_hire_employer_then_victim_or_none(hyper):
    r = parse_message("нанимаюсь у Юны, убиваю Фредди", roleset=hyper, players=HYPER_PLAYERS, actor="Рики")
    assert (r.action, r.targets) == ("hire", ["Юна", "Фредди"])
    r = parse_message("нанимаюсь у Юны, никого не убиваю", roleset=hyper, players=HYPER_PLAYERS, actor="Рики")
    assert (r.action, r.targets) == ("hire", ["Юна"])


def test_room_choice_and_room_abilities(suspi):
    r = parse_message("Idę do Biblioteki", roleset=suspi, players=SUSPI_PLAYERS, actor="Ewa")
    assert (r.kind, r.action, r.room, r.targets) == ("action", "room", "Biblioteka", [])
    r = parse_message("Sprawdzam Oranżerię", roleset=suspi, players=SUSPI_PLAYERS, actor="Ewa")
    assert (r.action, r.room) == ("inspect", "Oranżeria")
    r = parse_message("Иду в кабинет", roleset=suspi, players=SUSPI_PLAYERS, actor="Ewa")
    assert r.room == "Gabinet"


def test_polish_protect_and_vote(suspi):
    r = parse_message("Chronię Celinę", roleset=suspi, players=SUSPI_PLAYERS, actor="Ewa")
    assert (r.action, r.targets) == ("protect", ["Celina"])
    r = parse_message("Głosuję na Tomka", roleset=suspi, players=SUSPI_PLAYERS, actor="Ewa")
    assert (r.kind, r.targets) == ("vote", ["Tomek"])


def test_unknown_name_gives_problem_not_a_guess(classic):
    r = classic_parse("Лечу Гошу", classic)
    assert r.targets == [] and r.problem and "Гошу" in r.problem
    assert r.confidence <= 0.4


def test_problem_language_follows_message(suspi):
    r = parse_message("Chronię Grzegorza", roleset=suspi, players=SUSPI_PLAYERS, actor="Ewa")
    assert r.problem and "Grzegorza" in r.problem and "Nie" in r.problem
    r = parse_message("Chronię Grzegorza", roleset=suspi, players=SUSPI_PLAYERS, actor="Ewa", lang="ru")
    assert r.problem.startswith("Не нашёл")


def test_no_action_word(classic):
    r = classic_parse("Привет, как дела?", classic)
    assert r.kind == "unknown" and r.problem and r.confidence == 0


def test_words_come_from_the_roleset(classic):
    custom = copy.deepcopy(classic)
    custom["abilities"]["heal"]["words"] = {"ru": ["бинтую"]}
    custom["abilities"]["heal"]["names"] = {"ru": "Перевязка"}
    custom["abilities"]["bandage"] = {"id": "heal2", "words": {"ru": ["зашиваю"]}}
    assert classic_parse("Бинтую Васю", custom).action == "heal"
    assert classic_parse("Зашиваю Петю", custom).action == "heal2"
    assert classic_parse("Лечу Васю", custom).action != "heal"


def test_ambiguous_word_uses_actor_role(classic):
    r = classic_parse("Убиваю Петю", classic)
    assert r.action == "kill" and "poison" in r.other_actions and r.confidence < 0.9
    r = classic_parse("Убиваю Петю", classic, actor_role="maniac")
    assert r.action == "poison" and not r.other_actions


def test_second_action_in_same_message(hyper):
    r = parse_message("Лечу Эсми и проверяю Юну", roleset=hyper, players=HYPER_PLAYERS, actor="Рики")
    assert (r.action, r.targets) == ("heal", ["Эсми"])
    assert r.also == [{"action": "check", "targets": ["Юна"], "room": None}]


def test_two_words_joined_by_a_roleset_phrase(hyper):
    """The role set's "убиваю и запугиваю" is one action (kill_intimidate) over both targets."""
    custom = copy.deepcopy(hyper)
    custom["abilities"]["both"] = {"id": "kill_intimidate", "words": {"ru": ["убиваю и запугиваю"]}}
    r = parse_message("Убиваю Фредди и запугиваю Эсми", roleset=custom, players=HYPER_PLAYERS, actor="Рики")
    assert (r.action, r.targets, r.also) == ("kill_intimidate", ["Фредди", "Эсми"], [])


def test_negated_action_is_a_skip(classic):
    r = classic_parse("Никого не лечу этой ночью", classic)
    assert (r.kind, r.action, r.skip, r.targets) == ("action", "heal", True, [])


def test_quotes_are_ignored(classic):
    r = classic_parse("[quote=\"Маша\"]Лечу Петю[/quote]\nЛечу Диму", classic)
    assert r.targets == ["Дима"]


def test_to_json_has_exactly_the_spec_keys_plus_extras(classic):
    data = classic_parse("Лечу Васю", classic).to_json()
    assert set(data) == SPEC_KEYS
    data = classic_parse("отменяю голос", classic).to_json()
    assert set(data) == SPEC_KEYS | {"cancel"} and data["cancel"] is True
    assert ParseResult().to_json()["kind"] == "unknown"


def test_empty_and_markup_only_messages(classic):
    assert classic_parse("", classic).kind == "unknown"
    assert classic_parse("[b][/b]", classic).kind == "unknown"


def test_parser_imports_no_qt():
    import subprocess
    import sys

    code = "import sys, moderator_app.parsing; sys.exit('PySide6' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_every_problem_sentence_exists_in_russian_polish_and_english():
    """Every `say("key")` of the parser has its sentence in the catalogue in all three languages."""
    import re
    from pathlib import Path

    from moderator_app.i18n import LANGS, catalogue
    from moderator_app.parsing import messages

    used = set()
    for source in Path(messages.__file__).parent.glob("*.py"):
        used |= set(re.findall(r"\bsay\(\s*[\"'](\w+)[\"']", source.read_text(encoding="utf-8")))
    assert used
    for lang in LANGS:
        assert not {k for k in used if f"parser.{k}" not in catalogue(lang)}, lang


def test_the_senders_own_nick_as_a_label_is_not_a_target(classic):
    r = parse_message("Маша: лечение на Петю", roleset=classic, players=CLASSIC_PLAYERS, actor="Маша")
    assert (r.action, r.targets) == ("heal", ["Петя"])
    r = parse_message("Маша: лечение на Петю", roleset=classic, players=CLASSIC_PLAYERS, actor="Вася")
    assert r.targets[0] == "Маша"  # someone else's name before a colon is still a name


@pytest.mark.parametrize("lang, says", [("en", "Could not tell whom the action “копирую” is aimed at."),
                                        ("pl", "Nie rozumiem, na kogo jest akcja „копирую”."),
                                        ("ru", "Не понял, на кого направлено действие «копирую».")])
def test_H_ABR_1_a_copy_without_a_target_says_so_in_the_hosts_language(hyper, lang, says):
    r = parse_message("копирую Еноха", roleset=hyper, players=HYPER_PLAYERS, actor="Рики", lang=lang)
    assert (r.action, r.role, r.targets, str(r.problem)) == ("copy", "enoch", [], says)
