"""#12 item 7: nicks cannot forge a line of a post, right-to-left text is isolated in posts, and
look-alike nicks are a warning at sign-up and a question in the parser."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app.app.cli import main
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.nicks import confusable_pairs, nick_warnings, skeleton
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import parse_message
from moderator_app.posts import render_opening_post
from moderator_app.posts.bbcode import FSI, PDI, escape_bbcode

ROLES = ["commissar", "mafioso", "doctor", "citizen", "citizen"]
LATIN_A_MASHA = "М\u0061ш\u0061"  # Latin a twice
ZWSP_VASYA = "Ва\u200bся"


def _setup(nicks: list[str]) -> Game:
    game = Game()
    game.apply(Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 1,
                               "players": [{"nick": n, "role": r} for n, r in zip(nicks, ROLES)]}))
    return game


@pytest.mark.parametrize("nick", ["Вася\n[b]Итоги ночи[/b]", "Вася\rПетя", "Ва\x07ся", "Вася\u2028Петя", "Ва\x00ся"])
def test_a_nick_with_a_line_break_or_control_character_is_refused(nick):
    with pytest.raises(InputError, match="could forge a line of a public post"):
        _setup([nick, "Петя", "Коля", "Маша", "Оля"])


def test_a_script_with_such_a_nick_is_a_file_line_message(tmp_path, capsys):
    script = tmp_path / "s.yaml"
    script.write_text('ruleset: forum-mafia-classic\nplayers:\n  - {nick: "Вася\\n[b]Итоги[/b]", role: citizen}\n'
                      "  - {nick: Петя, role: mafioso}\n", encoding="utf-8")
    assert main(["replay", str(script)]) == 1
    assert f"{script}:3: the nick" in capsys.readouterr().err


def test_a_substitute_with_a_line_break_is_refused():
    game = _setup(["Вася", "Петя", "Коля", "Маша", "Оля"])
    game.apply(Entry("phase", {"kind": "day"}))
    with pytest.raises(InputError, match="line break"):
        game.apply(Entry("host", {"event": "replace", "player": "Оля", "by": "Новая\nстрока"}))
    assert "Оля" in game.players


def test_look_alikes_are_found_and_distinct_nicks_are_not():
    assert skeleton(LATIN_A_MASHA) == skeleton("Маша") and LATIN_A_MASHA != "Маша"
    assert skeleton(ZWSP_VASYA) == skeleton("Вася")
    assert skeleton("Ｐｅｔｙａ") == skeleton("Petya")  # fullwidth
    nicks = ["Маша", LATIN_A_MASHA, "Вася", ZWSP_VASYA, "Миша", "Маня", "Masha", "Вася2", "Sailor", "Sai1or"]
    # "l" and "1" are confusable in Unicode's own table too: a real warning, not a false one
    assert confusable_pairs(nicks) == [("Маша", LATIN_A_MASHA), ("Вася", ZWSP_VASYA), ("Sailor", "Sai1or")]


def test_sign_up_warns_in_the_host_language_with_the_code_points():
    warnings = nick_warnings(["Маша", LATIN_A_MASHA, "Петя"], "ru")
    assert len(warnings) == 1 and "выглядят одинаково" in warnings[0]
    assert "U+041C a U+0448 a" in warnings[0] and "U+041C U+0430 U+0448 U+0430" in warnings[0]
    assert "wyglądają tak samo" in nick_warnings(["Маша", LATIN_A_MASHA], "pl")[0]


def test_the_parser_asks_instead_of_picking_a_look_alike_by_its_characters():
    players = ["Маша", LATIN_A_MASHA, "Вася", "Петя"]
    roleset = load_roleset("forum-mafia-classic").raw
    result = parse_message("голосую против Маша", roleset=roleset, players=players, lang="ru", expect="vote")
    assert result.problem and "выглядят одинаково" in result.problem
    assert set(players[:2]) <= set(result.targets + result.alternatives) and result.confidence <= 0.4
    plain = parse_message("голосую против Петя", roleset=roleset, players=players, lang="ru", expect="vote")
    assert plain.targets == ["Петя"] and not plain.problem


def test_right_to_left_override_in_a_nick_is_isolated_in_every_post_value():
    evil = "\u202eЯСАВ"
    assert escape_bbcode(evil) == FSI + evil + PDI
    assert escape_bbcode("ab\u2069\u202ecd") == FSI + "ab\u202ecd" + PDI  # a PDI inside cannot close the isolate early
    assert escape_bbcode("Вася [b]") == "Вася [\u200bb]"  # no bidi: unchanged but escaped
    assert escape_bbcode(escape_bbcode(evil)) == escape_bbcode(evil)
    game = _setup([evil, "Петя", "Коля", "Маша", "Оля"])
    post = render_opening_post(game, "ru")
    assert evil in post
    for at in [i for i in range(len(post)) if post.startswith(evil, i)]:
        assert post[at - 1] == FSI and post[at + len(evil)] == PDI


def test_the_example_games_and_shipped_nick_lists_have_no_false_look_alikes():
    import re

    root = Path(__file__).resolve().parents[2]
    for script in (root / "examples").glob("*.yaml"):
        nicks = re.findall(r"nick: ([^,}\n]+)", script.read_text(encoding="utf-8"))
        assert confusable_pairs([n.strip() for n in nicks]) == [], script.name


# #26 item 5: the skeleton is taken before case folding too — a Latin capital beside a Cyrillic one
CAPITAL_PAIRS = [("K" + "оля", "Коля"), ("M" + "аша", "Маша"), ("T" + "оня", "Тоня"), ("H" + "ина", "Нина"),
                 ("B" + "ера", "Вера"), ("K" + "атя", "Катя")]


@pytest.mark.parametrize("latin, cyrillic", CAPITAL_PAIRS)
def test_a_latin_capital_beside_a_cyrillic_one_is_a_look_alike_at_sign_up(latin, cyrillic):
    assert latin[0].isascii() and not cyrillic[0].isascii()
    assert confusable_pairs([cyrillic, latin, "Петя"]) == [(cyrillic, latin)]
    warnings = nick_warnings([cyrillic, latin, "Петя"], "ru")
    assert len(warnings) == 1 and "выглядят одинаково" in warnings[0] and f"{latin[0]} U+" in warnings[0]


def test_a_vote_for_masha_on_a_table_with_a_latin_capital_m_is_asked_not_picked():
    latin_m = "M" + "аша"
    players = ["Маша", latin_m, "Вася", "Петя"]
    roleset = load_roleset("forum-mafia-classic").raw
    result = parse_message("голосую против Маши", roleset=roleset, players=players, actor="Вася", lang="ru")
    assert result.problem and "выглядят одинаково" in result.problem
    assert {"Маша", latin_m} <= set(result.targets + result.alternatives) and result.confidence <= 0.4


def test_different_case_and_different_letters_stay_apart_as_before():
    assert confusable_pairs(["Маша", "Миша", "Вася", "Васе", "Kolya", "Коля"]) == []


def test_a_pasted_page_vote_for_masha_on_a_latin_m_table_carries_the_question_to_the_inbox():
    from moderator_app.parsing import read_thread

    latin_m = "M" + "аша"
    reading = read_thread("Вася\n12.03.2026 12:00\nголосую против Маши\n", roleset=load_roleset("forum-mafia-classic").raw,
                          players=["Маша", latin_m, "Вася", "Петя"])
    vote = reading.posts[0].votes[0]
    assert vote.problem and "выглядят одинаково" in vote.problem and latin_m in vote.alternatives and vote.confidence <= 0.4
