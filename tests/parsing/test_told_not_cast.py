"""Rules lines and narration that name votes cast nothing (C-LYNCH-1: only a player's own vote counts):
the game's words in lower case are not the placeholder players spelled like them, a third person or a
participle tells of votes, a vote form in quotation marks is named, a count in any case is a count.
Each case is made up in the shape of a real line of the held-out corpus (../shared/corpus/forum, sources there;
those real lines are read one by one in test_real_corpus)."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

from .corpus import load_roleset


@pytest.fixture(scope="module")
def roleset():
    return load_roleset("forum-mafia-classic")


def _vote(text, roleset, players, actor=None):
    result = parse_message(text, roleset=roleset, players=players, actor=actor, expect="vote")
    return result.targets[0] if result.kind == "vote" and result.targets else None


@pytest.mark.parametrize(("text", "players"), [
    ("3. Сменить голос можно, кроме таких случаев:\n– игрок голосовал с пометкой \"окончательно\";",
     ["silverbronzethorium", "Игрок"]),
    ("Пишите имя игрока, против которого голосуете (с причиной) - ведущий учтёт голос по правилам.",
     ["Ведущий", "Игрок"]),
    ("Sędzia może wskazać wszystkich graczy i w ten sposób anulować lincz.", ["Antura", "Gracz"]),
])
def test_C_LYNCH_1_the_games_words_in_lower_case_are_not_placeholder_players(roleset, text, players):
    assert _vote(text, roleset, players) is None


def test_C_LYNCH_1_a_nick_that_is_a_word_still_counts_when_written_as_a_nick(roleset):
    assert _vote("Голосую против Игрока", roleset, ["Ведущий", "Игрок"]) == "Игрок"
    assert _vote("голосую за кабана", roleset, ["Кабан", "Вася"]) == "Кабан"  # no word of the game
    # a post of the nick alone, in lower case, is a vote for him: there is no text around it for the word to be
    # the game's (#24 item 3: a mutant that read it as the game's word survived)
    assert _vote("игрок", roleset, ["Ведущий", "Игрок"]) == "Игрок"


@pytest.mark.parametrize("text", [
    "Три голоса горожан за мафиозного Зловолосова, доктор лечит Эрика. Маньяк и мафиози голосуют за мирных.",
    "- Если игрок не проголосовал, ему будет засчитан голос в себя, АС не принят",
    "2. Пропуск голоса на казни равен двум голосам против себя.",
    "6. Голос можно поменять или снять. Для этого пишите \"меняю голос на (ник)\" или "
    "\"снимаю голос\". Иначе смена/отмена не засчитывается.",
])
def test_C_LYNCH_1_narration_counts_and_named_forms_cast_nothing(roleset, text):
    players = ["Зловолосов", "Эрик", "Ведущий"]
    result = parse_message(text, roleset=roleset, players=players, actor="Ведущий", expect="vote")
    assert not (result.kind == "vote" and (result.targets or result.cancel or result.abstain))


def test_C_LYNCH_1_a_hosts_tally_with_voters_in_brackets_casts_nothing(roleset):
    """forum.heroesworld.ru (showpost 302178): "Казнить\\nZybr-а - 8 голосов (Wedma, …)" was read as a vote."""
    text = "Казнить\nZybr-а - 8 голосов (Wedma, Kyle, Revan)\nКазнить\nRevan-а - 1 (Kash)\nНа казнь нужно 7 голосов"
    result = parse_message(text, roleset=roleset, players=["Zybr", "Wedma", "Kyle", "Revan", "Kash"], expect="vote")
    assert result.kind != "vote" and result.problem
    assert _vote("Казнить Zybr-а", roleset, ["Zybr", "Wedma"]) == "Zybr"  # a vote names no count


def test_C_ROLE_MAN_a_night_pm_in_the_games_own_words_reads_as_the_roles_only_ability(roleset):
    """tolkien.su, in its shape: "Маньяк спокойно обривает горожанина Эскубидея Чакура." — the theme's verb is no word of
    the role set; the maniac has one night ability, so the one player named is its target, flagged for the host."""
    players = ["Дурин XII", "Эскубидей Чакур", "Dwarf"]
    result = parse_message("Маньяк спокойно обривает горожанина Эскубидея Чакура.", roleset=roleset,
                           players=players, actor="Dwarf", actor_role="maniac", expect="action")
    assert (result.action, result.targets) == ("poison", ["Эскубидей Чакур"])
    assert result.confidence <= 0.5 and "Отравление" in result.problem
    citizen = parse_message("Эскубидей Чакур", roleset=roleset, players=players, actor="Dwarf", actor_role="citizen",
                            expect="action")
    assert citizen.kind == "unknown"  # a citizen's hunt is optional: a bare nick is no request


def test_an_author_credit_inside_a_post_is_no_post_header():
    """forum.vsol.info: "Автор: Федор Алеев" in the rules post credits the game's author; an "Автор: X" header
    has its "Дата:" line under it."""
    from moderator_app.parsing.thread_posts import split_posts

    page = "Сообщение Albelda 4 дек 2020, 05:25\nЗима в Средиземье\n\nАвтор: Федор Алеев\n\nНабор участников:\n"
    assert [p.author for p in split_posts(page)] == ["Albelda"]
    assert [p.author for p in split_posts("Автор: Вася\nДата: 12.03.2026 20:00\nГолосую против Пети\n")] == ["Вася"]


def test_a_xenforo_copy_with_only_the_nick_twice_and_its_user_title_is_a_post():
    """animes.pl (XenForo 2): "Egil", "Egil", "New member", then the text — no date, no counts in the copy."""
    from moderator_app.parsing.thread_posts import split_posts

    page = "Mafia 2\n\nEgil\n\nEgil\n\nNew member\nFABUŁA\nWitam.\n\nOla\n\nOla\n\nNew member\nGłosuję na Egila\n"
    posts = split_posts(page, ["Egil", "Ola"])
    assert [(p.author, p.body.strip().splitlines()[0]) for p in posts] == [("Egil", "FABUŁA"), ("Ola", "Głosuję na Egila")]
    assert [p.author for p in split_posts("Egil\n\nEgil\n", ["Egil"])] == []  # a nick twice alone is no header
