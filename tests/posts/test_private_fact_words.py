"""Every private fact the engine produces has its own words in every language (#24 item 2): a fact
kind nobody worded used to fall to the templates' last branch and print its bare id ("redirected:
Маша") in every language, and no other test noticed. Now the words come with the fact's declaration
(engine/model/facts.py, `EffectDecl.facts`) and the private template prints them (`fact.words`)."""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.engine.rolesets.decl import FactDecl
from moderator_app.engine.effects import FACTS
from moderator_app.engine.model.game import Game
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.i18n import LANGS
from moderator_app.posts import render_private
from moderator_app.posts.bbcode import unescape_bbcode
from moderator_app.posts.fact_words import WORDED
from moderator_app.posts.render import draft

from tests.engine.random_games import unruly_game
from tests.engine.test_fates import ALL_SETS, HOST_MADE

GAMES = 6


def _games(ruleset: str) -> list[Game]:
    low = min(load_roleset(ruleset).deal_table)
    return [unruly_game(ruleset, low + seed % 5, seed) for seed in range(GAMES)]


def _examples() -> list[Game]:
    return [replay_script(p) for p in sorted([*paths.examples_dir().glob("*.yaml"), *HOST_MADE.glob("*-game.yaml")])]


def _bare(game: Game, fact: dict, lang: str) -> bool:
    """The fallback branch: the fact's kind, a colon, a value — its id where words should be."""
    return render_private(game, fact, lang).strip().startswith(f"{fact['kind']}:")


@pytest.mark.parametrize("ruleset", ALL_SETS, ids=lambda r: Path(r).stem)
def test_every_private_fact_of_random_games_is_worded_in_every_language(ruleset: str) -> None:
    unworded: dict[str, set[str]] = defaultdict(set)
    for game in _games(ruleset):
        for phase in game.phases:
            for private in phase.result.private if phase.result else []:
                for lang in LANGS:
                    if _bare(game, private.fact, lang):
                        unworded[private.fact["kind"]].add(lang)
    assert not unworded, dict(unworded)


def test_every_private_fact_of_the_example_games_is_worded_in_every_language() -> None:
    unworded: dict[str, set[str]] = defaultdict(set)
    kinds: set[str] = set()
    for game in _examples():
        for phase in game.phases:
            for private in phase.result.private if phase.result else []:
                kinds.add(private.fact["kind"])
                for lang in LANGS:
                    if _bare(game, private.fact, lang):
                        unworded[private.fact["kind"]].add(lang)
    assert kinds and not unworded, dict(unworded)


def _sample(decl: FactDecl, nick: str) -> dict[str, Any]:
    values = {"nick": nick, "nicks": [nick, "Маша"], "role": "citizen", "room": "Study", "answer": "not_mafia",
              "causes": "kill:mafioso+poison", "goal": "thief", "action": "kill", "text": "Да", "number": 2, "flag": True}
    return {"kind": decl.kind, **{name: values[tag] for name, tag in decl.fields.items()}}


def test_every_declared_fact_kind_prints_its_own_words_in_every_language() -> None:
    game = _examples()[0]
    nick = next(iter(game.players))
    for kind, decl in FACTS.items():
        texts = {lang: render_private(game, _sample(decl, nick), lang) for lang in LANGS}
        for lang, text in texts.items():
            assert text and not _bare(game, _sample(decl, nick), lang), (kind, lang, text)
            assert "{" not in text and "None" not in text, (kind, lang, text)
        assert len(set(texts.values())) == len(LANGS), (kind, texts)  # each language its own words


def test_a_nick_in_a_fact_cannot_open_a_tag_while_the_words_keep_theirs() -> None:
    game = _examples()[0]
    text = render_private(game, {"kind": "track", "target": "[b]Evil[/url]", "visited": ["[i]x"]}, "en")
    assert text.startswith("You followed [b]") and "[/b]: visited" in text
    assert unescape_bbcode(text) != text and "[b]Evil" not in text and "[i]x" not in text


def test_the_private_template_is_one_layout_in_every_language_without_a_chain_of_kinds() -> None:
    bodies = set()
    for lang in LANGS:
        source = (paths.templates_dir() / lang / "private.bbcode.j2").read_text(encoding="utf-8")
        body = re.sub(r"\{#.*?#\}", "", source, flags=re.S).strip()
        assert "fact.kind" not in body and "{% if" not in body, lang
        bodies.add(body)
    assert bodies == {"{{ fact.words }}"}


def test_each_field_tag_is_worded_as_the_post_language_reads_it() -> None:
    """A role by its name, a room by its name, a check's answer, a cause, a goal and an action in
    words; a player's declared gender reaches the verb ("убита"), not the nick's guess."""
    suspi = next(g for g in _examples() if g.rs.id == "suspi")
    classic = next(g for g in _examples() if g.rs.id == "forum-mafia-classic")
    assert (WORDED["room"](suspi, "Gabinet", "en"), WORDED["room"](suspi, "Gabinet", "ru")) == ("Study", "Кабинет")
    assert WORDED["goal"](suspi, "thief", "ru") == "Вор" and WORDED["goal"](suspi, "thief", "pl") == "Złodziej"
    assert WORDED["role"](classic, "doctor", "ru") == classic.rs.roles["doctor"].name("ru") != "doctor"
    assert WORDED["answer"](classic, "not_mafia", "ru") == "не мафия"
    assert WORDED["causes"](classic, "kill:mafioso+poison", "ru") == "убийство, яд"
    assert WORDED["action"](classic, "check", "en") == classic.rs.abilities["check"].name("en") != "check"
    nick = next(iter(classic.players))
    classic.players[nick].extra["gender"] = "f"
    try:
        text = render_private(classic, {"kind": "check", "target": nick, "result": "not_mafia", "killers": ["Маша"],
                                        "method": "kill:mafioso"}, "ru")
    finally:
        del classic.players[nick].extra["gender"]
    assert f"Этой ночью {nick} убита. Убийцы: Маша (убийство)." in text


def test_a_hosts_own_private_template_still_lays_out_the_facts_fields() -> None:
    """A host who copied the old chain of kinds keeps his layout: the view still has the fields in
    words (fact.role_name, fact.result_text, fact.with_nicks…) beside `fact.words`."""
    game = _examples()[0]
    nick = next(iter(game.players))
    own = ('{% if fact.kind == "check" %}Проверка {{ fact.target }}: {{ fact.result_text }}'
           '{% elif fact.kind == "became" %}Роль: {{ fact.role_name }}{% else %}{{ fact.words }}{% endif %}')
    facts = [{"kind": "check", "target": nick, "result": "not_mafia"}, {"kind": "became", "role": "doctor"},
             {"kind": "vest", "left": 0}]
    with draft("private.bbcode.j2", "ru", own, "own.bbcode.j2"):
        texts = [render_private(game, fact, "ru") for fact in facts]
    assert texts == [f"Проверка {nick}: не мафия", f"Роль: {game.rs.roles['doctor'].name('ru')}",
                     "Этой ночью бронежилет спас вас от нападения. Больше он не защитит."]
