"""Sub-masks (C-FLOW-8, H-GEN-7): game nicks and passwords for real accounts, paired at the end."""

from __future__ import annotations

import random

import pytest

from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries
from moderator_app.posts import render_final_reveal, render_role_card
from moderator_app.posts.submasks import PASSWORD_ALPHABET, default_nicks, issue, reveal_pairs, setup_players

ACCOUNTS = ["vasya1987", "petr_ivanov", "kolyan", "masha_m", "dina_k"]


def test_issue_gives_distinct_nicks_and_strong_passwords():
    masks = issue(ACCOUNTS)
    assert [m.account for m in masks] == ACCOUNTS
    assert len({m.nick for m in masks}) == len(ACCOUNTS)
    assert all(m.nick in default_nicks("ru") for m in masks)
    assert all(len(m.password) == 10 and set(m.password) <= set(PASSWORD_ALPHABET) for m in masks)
    assert len({m.password for m in masks}) == len(ACCOUNTS)


def test_issue_is_reproducible_with_a_seeded_chooser_but_passwords_never_are():
    first = issue(ACCOUNTS, chooser=random.Random(3), lang="en")
    second = issue(ACCOUNTS, chooser=random.Random(3), lang="en")
    assert [m.nick for m in first] == [m.nick for m in second]
    assert [m.password for m in first] != [m.password for m in second]


def test_host_nicks_and_passwords_are_used():
    masks = issue(["a", "b"], nicks=["Ghost", "Shadow"], passwords={"a": "hunter2"})
    assert {m.nick for m in masks} == {"Ghost", "Shadow"}
    assert masks[0].password == "hunter2" and masks[1].password != "hunter2"


@pytest.mark.parametrize("accounts, nicks, message", [
    (["a", "a"], None, "duplicate account 'a'"),
    (["a", ""], None, "account #2 is empty"),
    (["a", "b", "c"], ["X", "Y"], "3 accounts but only 2 game nicks"),
    (["a", "X"], ["X", "Y"], "the game nick 'X' is a real account"),
])
def test_bad_sub_mask_input_is_a_clear_error(accounts, nicks, message):
    with pytest.raises(InputError, match=message):
        issue(accounts, nicks=nicks)


def test_C_FLOW_8_card_carries_the_account_and_the_reveal_pairs_the_masks():
    masks = issue(ACCOUNTS, chooser=random.Random(1))
    players = [dict(p, role=r) for p, r in zip(setup_players(masks), ["commissar", "mafioso", "citizen", "citizen", "citizen"])]
    game = Game.replay(script_entries({"ruleset": "forum-mafia-classic", "seed": 1, "players": players, "phases": []}))
    card = render_role_card(game, masks[0].nick, "ru")
    assert masks[0].nick in card and masks[0].password in card
    reveal = render_final_reveal(game, "ru")
    for mask in masks:
        assert f"{mask.account} → {mask.nick}" in reveal
        assert mask.password not in reveal
    assert reveal_pairs(game.players.values()) == [(m.account, m.nick) for m in masks]


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_generated_nicks_agree_in_gender_and_never_repeat_a_noun(lang):
    """#15 item 7: "Ночной Рысь" and two "Филин" in one game were possible."""
    from moderator_app.i18n.grammar import gender
    from moderator_app.posts.submasks import noun_of

    pool = default_nicks(lang)
    if lang == "ru":
        assert "Ночная Рысь" in pool and "Ночной Рысь" not in pool and "Ночной Филин" in pool
    if lang == "pl":
        assert "Nocna Sowa" in pool and "Nocny Sowa" not in pool
    if lang in ("ru", "pl"):
        assert all(gender(nick, lang) in ("m", "f") for nick in pool)  # each a grammatical phrase
    accounts = [f"account{i}" for i in range(24)]
    for seed in range(20):
        masks = issue(accounts, lang=lang, chooser=random.Random(seed))
        nouns = [noun_of(m.nick) for m in masks]
        assert len(set(nouns)) == len(nouns)


def test_nicks_already_at_the_table_keep_their_noun():
    pool = ["Серый Волк", "Тихий Волк", "Рыжий Кот", "Старый Лис"]
    for seed in range(10):
        masks = issue(["a", "b"], nicks=pool, chooser=random.Random(seed), taken=["Мудрый Лис"])
        assert sorted(m.nick.split()[-1] for m in masks) == ["Волк", "Кот"]


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_generated_nicks_never_repeat_an_adjective_while_unused_ones_remain(lang):
    """Hostplay: «Ночной Сокол» and «Ночная Рысь» were dealt in one game of 9 (12 adjectives exist)."""
    from moderator_app.posts.submasks import _ADJECTIVES, adjective_of, noun_of

    assert len({adjective_of(f"{a} X") for a in _ADJECTIVES[lang]}) == len(_ADJECTIVES[lang])  # the stems stay apart
    for seed in range(30):
        masks = issue([f"account{i}" for i in range(12)], lang=lang, chooser=random.Random(seed))
        assert len({adjective_of(m.nick) for m in masks}) == 12
        taken = [masks[0].nick]
        more = issue(["x", "y", "z"], lang=lang, chooser=random.Random(seed), taken=taken)
        assert adjective_of(taken[0]) not in {adjective_of(m.nick) for m in more}
    big = issue([f"account{i}" for i in range(20)], lang=lang, chooser=random.Random(1))
    assert len({noun_of(m.nick) for m in big}) == 20  # past 12 players adjectives repeat, nouns never


@pytest.mark.parametrize("lang, heading", [("ru", "Подмаски"), ("pl", "Podmaski"), ("en", "Sub-masks")])
def test_C_FLOW_8_an_account_that_is_its_own_nick_is_no_mask_in_the_reveal(lang, heading):
    """A host saw ten «Дурин XII → Дурин XII» lines in a game played without sub-masks."""
    players = [{"nick": n, "account": n, "role": r} for n, r in
               zip(["Дурин XII", "Эрик", "Кот"], ["commissar", "mafioso", "citizen"])]
    plain = Game.replay(script_entries({"ruleset": "forum-mafia-classic", "seed": 1, "players": players, "phases": []}))
    assert reveal_pairs(plain.players.values()) == []
    assert heading not in render_final_reveal(plain, lang) and "Эрик → Эрик" not in render_final_reveal(plain, lang)
    players[1]["account"] = "eric_real"
    one = Game.replay(script_entries({"ruleset": "forum-mafia-classic", "seed": 1, "players": players, "phases": []}))
    assert reveal_pairs(one.players.values()) == [("eric_real", "Эрик")]
    assert "eric_real → Эрик" in render_final_reveal(one, lang) and heading in render_final_reveal(one, lang)
