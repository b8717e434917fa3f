"""Words a host met at the window (#23 item 5, "Words"): each reads as the language says it."""

from __future__ import annotations

import random

import pytest

from moderator_app.app import correspondence
from moderator_app.engine.wording.explain import explain
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries
from moderator_app.engine.model.state import Event
from moderator_app.i18n import t
from moderator_app.i18n.grammar import Nick, inflect
from moderator_app.posts import render_final_reveal
from moderator_app.posts.submasks import issue, setup_players

SEATS = {"Рыжий Кот": "citizen", "Петя": "boss", "Коля": "doctor", "Ночная Рысь": "citizen", "Дина": "putana",
         "Борис": "mafioso", "Оля": "citizen", "Желудь": "commissar"}


def _night_of_hunts() -> Game:
    players = [{"nick": n, "role": r} for n, r in SEATS.items()]
    game = Game.replay([Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players}),
                        Entry("phase", {"kind": "day"}), Entry("resolve"), Entry("phase", {"kind": "night"})])
    game.apply(Entry("action", {"actor": "Ночная Рысь", "action": "hunt", "targets": ["Рыжий Кот"], "at": "2026-12-02 13:00"}))
    return game


def test_a_hunt_receipt_names_whom_it_hunts_not_whose_hunt_it_is():
    receipts = {lang: next(d.text for d in correspondence.drafts(_night_of_hunts(), lang) if d.kind == "receipt")
                for lang in ("ru", "pl", "en")}
    assert "охота на Рыжего Кота" in receipts["ru"] and "охота Рыжего Кота" not in receipts["ru"]
    assert "polowanie na Рыжий Кот" in receipts["pl"]  # a Cyrillic nick stays as typed in Polish
    assert "hunt on Рыжий Кот" in receipts["en"]


def test_a_nick_keeps_the_hosts_spelling_when_declined():
    assert inflect("Желудь", "gen", "ru") == "Желудя"  # not the dictionary's «Жёлудя»
    assert inflect("Совёнок", "acc", "ru") == "Совёнка"


@pytest.mark.parametrize("kind, values, said", [
    ("guard", {"actor": "Желудь", "target": "Совёнок"}, "Желудь охраняет Совёнка своим телом"),
    ("guarded", {"by": "Желудь", "target": "Совёнок", "cause": "убийство"}, "Желудь закрывает собой Совёнка (убийство)"),
    ("swap", {"actor": "Дина", "first": "Совёнок", "second": "Тихий Волк"}, "Дина меняет местами Совёнка и Тихого Волка"),
    ("watch", {"actor": "Дина", "target": "Совёнок"}, "Дина наблюдает, кто приходил к Совёнку"),
])
def test_effect_log_lines_decline_the_nicks(kind, values, said):
    assert explain(Event({"kind": kind, **values}), "ru") == said


def test_a_late_mark_agrees_with_the_senders_gender():
    assert t("deadline.late", "ru", nick=Nick("Ночная Рысь")) == "опоздала"
    assert t("deadline.late", "ru", nick=Nick("Тихий Волк")) == "опоздал"
    assert t("deadline.late", "ru", nick=Nick("Sailor", "f")) == "опоздала"  # the gender declared for the seat
    assert t("deadline.late_at", "pl", nick=Nick("Kasia"), time="21:40") == "(spóźniona: 21:40)"
    assert t("deadline.late", "ru", nick=Nick("xXx")) == "после дедлайна"


def test_the_final_reveal_says_sub_masks_as_the_interface_does():
    accounts = ["vasiliy1987", "Lena_Sky", "Marek", "Ola", "Piotr"]
    masks = issue(accounts, chooser=random.Random(1))
    players = [dict(p, role=r) for p, r in zip(setup_players(masks), ["commissar", "mafioso", "citizen", "citizen", "citizen"])]
    game = Game.replay(script_entries({"ruleset": "forum-mafia-classic", "seed": 1, "players": players, "phases": []}))
    ui = {"ru": "Подмаски", "pl": "Podmaski", "en": "Sub-masks"}
    for lang, word in ui.items():
        assert f"[b]{word}:[/b]" in render_final_reveal(game, lang)
        if lang != "en":
            assert t("qt.MasksTable.Sub-masks: players play under game nicks with passwords", lang).startswith(word + ":")


def test_polish_says_the_game_is_over_one_way():
    from moderator_app.i18n import catalogue

    texts = " ".join(str(v) for v in catalogue("pl").values()) + open_templates("pl")
    assert "skończona" not in texts.replace("nieskończona", "")  # «Gra zakończona» beside «Gra skończona»


def open_templates(lang: str) -> str:
    from moderator_app import paths

    return " ".join(p.read_text(encoding="utf-8") for p in sorted((paths.templates_dir() / lang).glob("*.j2")))


def test_private_results_decline_the_employer_and_the_visited():
    from moderator_app.posts import render_private

    game = _night_of_hunts()
    hired = render_private(game, {"kind": "hire", "employer": "Желудь", "ok": True}, "ru")
    assert "Найм у [b]Желудя[/b] удался" in hired
    tracked = render_private(game, {"kind": "track", "target": "Совёнок", "visited": ["Желудь", "Ночная Рысь"]}, "ru")
    assert "Вы следили за [b]Совёнком[/b]: визиты к Желудю, Ночной Рыси." in tracked
    assert "Wynajęcie (pracodawca: [b]Желудь[/b]) nieudane" in render_private(game, {"kind": "hire", "employer": "Желудь", "ok": False}, "pl")


#: the lines where a nick after a word is its subject («выживает — спасает {by}»: the saviour saves),
#: not an object that must be declined; a nick after «игрок/игрока/игроком» stands beside the declined
#: word and keeps its form («вслед за игроком Совёнок»). Which fields are nicks, each event's shape says.
SUBJECTS = {("saved", "by"), ("council_removal", "target"), ("cleaned", "actor"),
            ("haunt", "ghosts")}  # «призраки {ghosts}»: the nicks name the ghosts (an apposition), no object


def test_a_runoff_is_between_its_candidates_in_the_instrumental():
    """«Переголосование между Тихий Волк, Маша» read as a list pasted after a preposition."""
    runoff = {"kind": "runoff", "candidates": ["Тихий Волк", "Маша", "Sailor"], "chosen": ["Маша"]}
    assert explain(Event(dict(runoff, counts={"Маша": 2})), "ru").startswith("Переголосование между Тихим Волком, Машей, Sailor: ")
    assert explain(Event(dict(runoff, counts={})), "ru").startswith("Переголосование между Тихим Волком, Машей, Sailor: голосов не было")


def test_no_log_line_leaves_a_nick_undeclined_after_a_verb():
    """«чинит/охраняет Совёнок»: a nick after a Russian verb or preposition takes its case
    ({target:case:acc}); every line of the log — the catalogue's and each effect's own — is checked,
    so a new line cannot bring the nominative back."""
    import re

    from moderator_app.engine.effects import EVENTS

    found = []
    for kind, decl in EVENTS.items():  # the engine's own lines and each effect's
        nicks = [name for name, tag in decl.fields.items() if tag in ("nick", "nicks")]
        bare = re.compile(r"(?<![а-яё])(?!игрок)[а-яё]+\s+\{(" + "|".join(nicks) + r")\}")
        for text in (decl.words["ru"], *(v["ru"] for v in decl.variants.values())):
            found += [(kind, match[1], text) for match in bare.finditer(text) if nicks and (kind, match[1]) not in SUBJECTS]
    assert found == []


def test_every_replay_error_is_said_in_each_language_with_the_same_fields():
    """A game's own errors (engine/model/game.py and its helpers) reach the status bar in the host's
    language: each `checker.replay.*` text is in ru, pl and en, naming the same fields."""
    import re

    from moderator_app.i18n import catalogue

    fields = {lang: {key: set(re.findall(r"(?<!\{)\{(\w+)", text)) for key, text in catalogue(lang).items()
                     if key.startswith("checker.replay.")} for lang in ("ru", "pl", "en")}
    assert len(fields["en"]) >= 38 and fields["ru"] == fields["en"] and fields["pl"] == fields["en"]


def test_a_table_too_small_for_its_set_is_said_in_russian():
    from moderator_app.engine.model.errors import InputError

    players = [{"nick": n, "role": "guest"} for n in ("Аня", "Борис", "Вика")]
    try:
        Game.replay([Entry("setup", {"ruleset": "suspi", "seed": 1, "players": players})])
    except InputError as err:
        said = err.text("ru")
    else:
        raise AssertionError("three players seated at SUSPI")
    assert said.startswith("игроков за столом 3, а в suspi играют от ") and "played by" not in said


@pytest.mark.parametrize(("lang", "count", "line"), [
    ("ru", 23, "⚑ Посты со страницы: 23 новых поста (DoctorPepper 23)"),
    ("ru", 5, "⚑ Посты со страницы: 5 новых постов (DoctorPepper 5)"),
    ("ru", 1, "⚑ Посты со страницы: 1 новый пост (DoctorPepper 1)"),
    ("pl", 23, "⚑ Posty ze strony: 23 nowe posty (DoctorPepper 23)"),
    ("en", 1, "⚑ Posts from a page: 1 new post (DoctorPepper 1)"),
])
def test_a_pasted_pages_posts_read_with_the_number_before_the_noun(lang, count, line):
    """host-findings-2: the status line read «Посты со страницы: новых поста: 23» (the plural form of
    a number put after the noun)."""
    from moderator_app.gui.texts import entry_text

    data = {"event": "activity", "posts": [{"seat": "DoctorPepper"} for _ in range(count)]}
    assert entry_text(None, "host", data, lang) == line
