"""The host-facing words of engine values below the screens (app/host_words.py, #24 item 4): the journal's
lines and a phase's title come in the language asked for, without Qt and without the window's language."""

from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace

from moderator_app.app import host_words
from moderator_app.app.amend_preview import preview_entry
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.i18n.refusal import refuse

from tests.app.test_amend_preview import SAVE_COM, three_phases

SIX = [{"nick": n, "role": r} for n, r in (("A", "doctor"), ("B", "mafioso"), ("C", "citizen"), ("D", "citizen"),
                                            ("E", "putana"), ("F", "commissar"))]


def _night() -> Game:
    game = Game()
    for entry in (Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 1, "players": SIX}),
                  Entry("phase", {"kind": "day"}), Entry("resolve", {}), Entry("phase", {"kind": "night"}),
                  Entry("action", {"actor": "A", "action": "heal", "targets": ["C"]})):
        game.apply(entry)
    return game


def test_a_phase_reads_in_the_language_asked_and_an_unknown_kind_by_its_label():
    night = _night().current
    assert (host_words.phase_label(night, "ru"), host_words.phase_label(night, "pl")) == ("Ночь 1", "Noc 1")
    assert host_words.phase_label(SimpleNamespace(kind="séance", number=1, label="séance 1"), "ru") == "séance 1"
    assert host_words.phase_kind("night", "pl") == "noc"


def test_a_phase_is_named_one_way():
    """A Phase is named by words.phase_label (app/host_words offers it to the GUI); nothing else builds its
    title from its kind and number (app/cli, corrections and deadlines did, beside phase_label)."""
    package = Path(__file__).resolve().parents[2] / "moderator_app"
    again = []
    for path in package.rglob("*.py"):
        for call in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(call, ast.Call) and getattr(call.func, "attr", getattr(call.func, "id", "")) == "phase_title" \
                    and call.args and isinstance(call.args[0], ast.Attribute) and call.args[0].attr == "kind":
                again.append(f"{path.relative_to(package)}:{call.lineno}")
    assert [where for where in again if not where.startswith("engine/wording/words.py")] == []
    assert len(again) == 1


def test_the_journal_names_roles_and_phases_in_each_language():
    game = _night()
    ru, en = host_words.journal_lines(game, "ru"), host_words.journal_lines(game, "en")
    assert len(ru) == len(en) == len(game.entries)
    assert ru[3] == "3. Ночь 1" and en[3] == "3. Night 1"
    assert ru[4].startswith("4. A: ") and "→ C" in ru[4] and ru[4] != en[4]  # the doctor's action by its name


def test_a_refusal_reads_in_the_language_asked():
    refused = refuse("no_lynch_not_allowed")
    assert host_words.reason(refused, "en") == "no 'no lynch' vote in these rules"
    assert host_words.reason(refused, "ru") not in (refused.code, host_words.reason(refused, "en"))
    assert host_words.reason("a plain text", "pl") == "a plain text"


def test_C_MISC_3_an_amendment_names_its_phases_in_words_in_each_language():
    """The preview's phase and each changed phase's facts read «Ночь 1» / «Noc 1», never the label «night 1»."""
    game = three_phases()
    found = preview_entry(game, "host", SAVE_COM)
    ru, _ = host_words.amend_preview_text(game, found, "ru", "Записать")
    pl = host_words.fact_changes(game, found.changes[0], "pl")
    assert "night 1" not in ru + pl and ru.count("Ночь 1") == 2 and pl.startswith("Noc 1:"), (ru, pl)
