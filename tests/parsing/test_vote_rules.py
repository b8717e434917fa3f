"""Forum vote rules (parsing/vote_rules/*.yaml) applied to a pasted page: marks required, changes
limited, edited votes void, the deadline's exact second, self-votes, missed votes; and a page's votes
read as a host reads them (several votes in one post, "Я за X", abstentions in chatter, ignored posts)."""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.parsing import load_rules, read_thread, shipped_rules
from moderator_app.parsing.rules import PRESETS

from .corpus import load_roleset

PLAYERS = ["Вася", "Петя", "Маша", "Ёж", "Ночной Сокол"]
DEADLINE = datetime(2026, 3, 12, 22, 30)


@pytest.fixture(scope="module")
def classic():
    return load_roleset("forum-mafia-classic")


def page(*posts: tuple[str, str, str]) -> str:
    """A phpBB prosilver page: (author, "HH:MM", text) per post."""
    return "\n\n".join(f"Сообщение {a} » 12 мар 2026, {t}\n\n{text}" for a, t, text in posts)


def read(classic, text, rules=None, lang="ru"):
    return read_thread(text, roleset=classic, players=PLAYERS, deadline=DEADLINE, rules=rules, lang=lang)


def test_every_shipped_preset_loads_and_cites_its_source():
    assert {"default", "gipermafia", "mirf", "ne-kurim", "mafiascum"} <= set(shipped_rules())
    for rules_id in shipped_rules():
        rules = load_rules(rules_id)
        assert rules.id == rules_id and set(rules.name) == {"ru", "pl", "en"}
        assert rules_id == "default" or rules.sources, rules_id
        assert "#" in (PRESETS / f"{rules_id}.yaml").read_text(encoding="utf-8")  # each setting's rule quoted


def test_host_rules_with_a_wrong_key_are_refused_by_name():
    with pytest.raises(ValueError, match="colour"):
        load_rules({"colour": "red"})
    assert load_rules({"mark": "bold", "changes": 1}).changes == 1


def test_unvote_and_vote_in_one_post_the_last_counts(classic):
    reading = read(classic, page(("Вася", "20:00", "##Unvote ##Vote: Петя"),
                                 ("Маша", "20:05", "Отменяю голос. Голосую против Пети.")))
    assert [(v.voter, v.cancel, v.target, v.counted) for v in reading.votes] == [
        ("Вася", True, None, False), ("Вася", False, "Петя", True),
        ("Маша", True, None, False), ("Маша", False, "Петя", True)]
    assert reading.standing["Вася"] == reading.standing["Маша"] == "Петя"


def test_M3_short_votes_on_a_page_are_read_not_dropped(classic):
    reading = read(classic, page(("Вася", "20:00", "Я за Ночного Сокола"), ("Петя", "20:01", "Линчуем Ночного Сокола"),
                                 ("Маша", "20:02", "Голосую против Ежа")))
    assert reading.standing == {"Вася": "Ночной Сокол", "Петя": "Ночной Сокол", "Маша": "Ёж", "Ёж": None,
                                "Ночной Сокол": None}


def test_no_lynch_and_abstain_differ_and_chatter_is_listed_not_counted(classic):
    reading = read(classic, page(("Вася", "20:00", "ННВ"), ("Петя", "20:01", "Пас"),
                                 ("Маша", "20:02", "Я не голосую за Петю, пусть поговорит"),
                                 ("Ёж", "20:03", "Кто-то говорит, что пас сегодня лучше всего")))
    assert reading.standing["Вася"] == "no_lynch" and reading.standing["Петя"] is None
    petya = reading.posts[1].votes[0]
    assert petya.abstain and petya.counted and not petya.no_lynch
    assert reading.posts[2].votes == [] and reading.posts[2].ignored
    assert reading.posts[3].votes == [] and "обсуждении" in reading.posts[3].ignored


def test_bold_required_then_chatter_never_counts(classic):
    text = page(("Вася", "20:00", "Голосую против Пети"), ("Петя", "20:01", "[b]Вася[/b]"))
    reading = read(classic, text, rules="mirf")
    vasya, petya = reading.votes
    assert not vasya.counted and "не выделен" in vasya.reason
    assert petya.counted and reading.standing["Петя"] == "Вася"


def test_changes_are_limited_and_the_same_target_is_no_change(classic):
    text = page(("Вася", "20:00", "Голосую против Пети"), ("Вася", "20:01", "Голосую против Пети"),
                ("Вася", "20:02", "Голосую против Маши"), ("Вася", "20:03", "Голосую против Ежа"))
    reading = read(classic, text, rules="ne-kurim")
    assert [v.counted for v in reading.votes] == [False, False, True, False]
    assert "исчерпаны" in reading.votes[-1].reason and reading.standing["Вася"] == "Маша"


def test_C_VOTE_RULES_a_change_past_the_limit_is_refused_not_merely_replaced(classic):
    """A vote refused by the forum's rule never reaches the tally (the inbox leaves its row unticked); a vote
    merely replaced by the voter's later one is no refusal (#24 item 3: a mutant that marked the change past
    the limit as replaced survived)."""
    text = page(("Вася", "20:00", "Голосую против Пети"), ("Вася", "20:01", "Голосую против Маши"),
                ("Вася", "20:02", "Голосую против Ежа"))
    first, second, third = read(classic, text, rules={"changes": 1}).votes
    assert (first.counted, first.refused) == (False, False)
    assert (second.counted, second.refused) == (True, False)
    assert (third.counted, third.refused) == (False, True) and "исчерпаны" in third.reason


def test_C_VOTE_RULES_page_two_alone_meets_the_votes_recorded_from_page_one(classic):
    """The host pastes page 2 of the day on its own: the votes recorded from page 1 stand before it, so a change
    past the limit on page 2 is refused, and the standing counts page 1's votes (#24 item 3: a mutant that
    forgot the recorded votes survived the parser's tests; only a corpus test held it)."""
    page_one = read(classic, page(("Вася", "20:00", "Голосую против Пети"), ("Маша", "20:01", "Голосую против Ежа")),
                    rules={"changes": 0})
    page_two = page(("Вася", "21:00", "Голосую против Маши"), ("Петя", "21:01", "Голосую против Васи"))
    alone = read_thread(page_two, roleset=classic, players=PLAYERS, deadline=DEADLINE, rules={"changes": 0}, lang="ru")
    after = read_thread(page_two, roleset=classic, players=PLAYERS, deadline=DEADLINE, rules={"changes": 0},
                        lang="ru", recorded=page_one.votes)
    assert [v.refused for v in alone.votes] == [False, False]
    assert [(v.voter, v.refused) for v in after.votes] == [("Вася", True), ("Петя", False)]
    assert (after.standing["Вася"], after.standing["Маша"], after.standing["Петя"]) == ("Петя", "Ёж", "Вася")


def test_C_LYNCH_1_an_abstention_named_in_a_sentence_is_chatter_and_says_so(classic):
    """«Если четверо скажут пас…», "If 4 people abstain…": no vote at all (listed as chatter, not a vote to fix), with
    the reason in the host's words (#24 item 3: a mutant naming a reason the catalogue lacks survived: the tests that
    run this line are slow ones, past the bench's cap)."""
    reading = read(classic, page(("Вася", "20:00", "Если четверо скажут пас, то никого не казнят, верно?"),
                                 ("Петя", "20:01", "If 4 people abstain today, nobody gets lynched.")), lang="en")
    for post in reading.posts:
        assert post.votes == [] and post.no_vote
        assert str(post.ignored) == "“No lynch”/abstaining is mentioned in the discussion, not cast as a vote."


def test_deadline_second_before_versus_at(classic):
    text = page(("Вася", "22:30", "Голосую против Пети"))
    assert not read(classic, text, rules="gipermafia").votes[0].counted  # "в 22:30:00 уже нет"
    assert read(classic, text, rules="igromania").votes[0].counted


def test_edited_votes_void_and_missed_votes_cost(classic):
    text = page(("Вася", "20:00", "[color=red]Петя[/color]\n\nПоследний раз редактировалось Вася 12 мар 2026, 20:10"))
    reading = read(classic, text, rules="gipermafia")
    assert not reading.votes[0].counted and "отредактирован" in reading.votes[0].reason
    assert any("Маша: голоса нет" in p and "модкилл" in p for p in reading.problems)


def test_self_vote_counts_as_none_where_the_rules_say_so(classic):
    reading = read(classic, page(("Вася", "20:00", "Голосую против Васи")), rules="ne-kurim", lang="en")
    assert not reading.votes[0].counted and "oneself" in reading.votes[0].reason


def test_english_page_is_read_in_english(classic):
    reading = read_thread(page(("Вася", "20:00", "I think Петя is scum. vote Петя")), roleset=classic,
                          players=PLAYERS, deadline=datetime(2026, 3, 12, 19, 59), rules="default")
    assert "after the deadline" in reading.votes[0].reason and reading.votes[0].target == "Петя"
