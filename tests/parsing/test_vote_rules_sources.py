"""The shipped forum rule presets against the real hosts' rules posts in shared/forum-rules (#13 item 4):
every rules post there that states how votes are cast is a preset citing it, and what a preset sets from a
Russian or Polish source is what that post says; the English conventions (mafiascum, Mafia Universe,
a Discourse game) cite their own pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from moderator_app.parsing import load_rules, shipped_rules

ROOT = Path(__file__).resolve().parents[2]
RULES_POSTS = next((p for p in (ROOT.parent / "shared", ROOT.parent.parent / "shared") if p.is_dir()),
                   ROOT.parent / "shared") / "forum-rules" / "ru-pl-host-rules.md"  # beside the checkout or a worktree
ENGLISH = {"mafiascum", "mafiauniverse", "imperialconflict"}
"""Presets of English conventions: their sources are those sites' own pages, not the ru/pl rules posts."""
NO_VOTE_RULE = {
    "ne-kurim.ru/threads/mafija-127.70137/page-17": "the host explains day 1 («Все голосуют в пас»): no way to vote",
    "magicnet.ee/ru/forum/": "night moves by PM only: the inbox's PMs, no thread vote",
    "bayern.vot.pl/viewtopic.php?f=31&t=2754": "votes go to the host by PM: the inbox's PMs, no thread vote",
}
"""Rules posts of shared/forum-rules that state no convention of thread votes, with why."""

pytestmark = pytest.mark.skipif(not RULES_POSTS.is_file(), reason="shared/forum-rules is not beside the checkout")


def _bare(url: str) -> str:
    return re.sub(r"^https?://(www\.)?", "", url.split(" ")[0])


def _cited() -> dict[str, str]:
    return {_bare(source): rules_id for rules_id in shipped_rules() for source in load_rules(rules_id).sources}


def test_every_rules_post_about_votes_is_a_preset_that_cites_it():
    posts = re.findall(r"^\*\*([^*]+)\*\*", RULES_POSTS.read_text(encoding="utf-8"), flags=re.M)
    assert len(posts) >= 13
    cited = _cited()
    for post in posts:
        head = post.split("…")[0]
        if any(head.startswith(left) or left.startswith(head) for left in NO_VOTE_RULE):
            continue
        assert any(source == head or source.startswith(head) for source in cited), f"no preset cites {post}"


def test_every_ru_pl_preset_cites_a_rules_post_of_shared_forum_rules():
    text = RULES_POSTS.read_text(encoding="utf-8")
    for rules_id in set(shipped_rules()) - ENGLISH - {"default"}:
        assert any(_bare(source) in text for source in load_rules(rules_id).sources), rules_id


def _rules_post(source: str) -> str:
    """The quoted rules of the post whose header starts with `source` in shared/forum-rules."""
    blocks = re.split(r"^\*\*", RULES_POSTS.read_text(encoding="utf-8"), flags=re.M)
    return next(block for block in blocks if block.startswith(source))


@pytest.mark.parametrize(("rules_id", "source", "says", "settings"), [
    # a vote at hh:29:59 counts, at hh:30:00 it does not
    ("gipermafia", "gipermafia.rolka.me/viewtopic.php?id=1531", ["22:29:59 засчитываю", "22:30:00 уже нет"],
     {"deadline": "before"}),
    # a missed vote: two votes against oneself, a second miss a modkill
    ("gipermafia", "gipermafia.rolka.me/viewtopic.php?id=1531", ["Пропуск голосования", "2 голоса против себя",
                                                                 "повторном пропуске - модкилл"],
     {"missed_vote": {"votes_against": 2, "repeat": "modkill"}}),
    ("gipermafia", "gipermafia.rolka.me/viewtopic.php?id=1531", ["редактировать голос запрещено"], {"edited": "void"}),
    ("gipermafia", "gipermafia.rolka.me/viewtopic.php?id=1531", ["голосовать цветом"], {"mark": "color"}),
    ("dota2", "dota2.ru/forum/threads/", ["помечается зелёным", "изменять голос нельзя"], {"mark": "color", "changes": 0}),
    ("ne-kurim", "ne-kurim.ru/forum/threads/mafija-100", ["Менять голос можно один раз"], {"changes": 1}),
    ("ne-kurim", "ne-kurim.ru/forum/threads/mafija-100", ["не голосует", "голосует в себя", "минус 1"],
     {"self_vote": "missed"}),
    ("igromania", "forum.igromania.ru/printthread.php?pp=200", ["не более двух раз"], {"changes": 2}),
    ("mirf", "forum.mirf.ru", ["Голос выделяется полужирным", "Редактированные голоса"], {"mark": "bold", "edited": "void"}),
    ("mafiaforum-smf", "mafiaforum.org", ["переголосовать может два раза"], {"changes": 2}),
    ("smshadow", "smshadow.hutt.ru", ["его имя жирным шрифтом"], {"mark": "bold"}),
    ("animes", "animes.pl", ["Posty można edytować"], {"edited": "count"}),
])
def test_a_presets_setting_is_what_its_rules_post_says(rules_id, source, says, settings):
    """`says`: short words of the rule in the post (pointers into shared/forum-rules, whose posts stay there)."""
    post = _rules_post(source)
    assert all(words in post for words in says), (source, says)
    assert any(_bare(cited).startswith(source) for cited in load_rules(rules_id).sources)
    rules = load_rules(rules_id)
    assert {key: getattr(rules, key) for key in settings} == settings
