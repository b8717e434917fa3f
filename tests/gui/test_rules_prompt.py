"""#11 item 4 in the window: opening a game whose role-set file was edited asks the host, listing
the outcomes that would change; keeping is the default and changes nothing, applying changes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.app.session import GameSession
from moderator_app.gui import rules_prompt

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = (ROOT / "rolesets" / "forum-mafia-classic.yaml").read_text(encoding="utf-8")
SEATS = [("A", "commissar"), ("B", "mafioso"), ("C", "doctor"), ("D", "citizen"), ("E", "citizen"), ("F", "citizen")]


def _stored_game(window) -> int:
    (paths.user_rolesets_dir() / "my-classic.yaml").write_text(SHIPPED, encoding="utf-8")
    session = GameSession.new(window.controller.store, "Правила", {
        "ruleset": "my-classic", "seed": 5, "players": [{"nick": n, "role": r} for n, r in SEATS]})
    for kind, data in [("phase", {"kind": "day"}), ("resolve", {}), ("phase", {"kind": "night"}),
                       ("action", {"actor": "B", "action": "kill", "target": "D"}),
                       ("action", {"actor": "C", "action": "heal", "target": "D"}), ("resolve", {})]:
        session.apply(kind, **data)
    edited = SHIPPED.replace("    abilities: [heal, inject, hunt]\n    one_action_per_night: [heal, inject, hunt]",
                             "    abilities: [inject, hunt]\n    one_action_per_night: [inject, hunt]", 1)
    assert edited != SHIPPED
    (paths.user_rolesets_dir() / "my-classic.yaml").write_text(edited, encoding="utf-8")
    window.refresh()
    return session.game_id


@pytest.mark.parametrize("lang,apply", [("ru", True), ("pl", False)])
def test_opening_a_game_with_an_edited_role_set_asks_and_shows_what_changes(open_window, monkeypatch, lang, apply):
    window = open_window(lang, start=False)
    window.controller.store  # noqa: B018 - open the database as the start does
    _stored_game(window)
    seen: list[str] = []
    original = rules_prompt.offer_rules_update

    def click(box) -> bool:
        seen.append(box.text())
        box.show()
        box.adjustSize()
        box.grab().save(f"/tmp/storage-rules-prompt-{lang}.png")
        box.hide()
        return apply

    monkeypatch.setattr(rules_prompt, "offer_rules_update", lambda parent, controller: original(parent, controller, ask=click))
    page = window.start_page
    page._open_item(page.games.item(0))
    assert seen, "no question was asked"
    expected = {"ru": "Ночь 1: погибли: — → D", "pl": "Noc 1: zginęli: — → D"}[lang]
    assert expected in seen[0]
    assert window.controller.game.players["D"].alive is (not apply)
    assert window.controller.session.rules_update().changed is (not apply)


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_opening_a_game_made_by_the_previous_version_asks_nothing(open_window, monkeypatch, lang):
    """An older game (no kept text) adopts the file's text on opening; the Log notes it, no question."""
    from moderator_app.gui.texts import journal_lines
    from tests.storage.test_kept_rules_older_games import older_game

    window = open_window(lang, start=False)
    older_game(window.controller.store)
    window.refresh()
    asked: list[str] = []
    original = rules_prompt.offer_rules_update

    def click(box) -> bool:
        asked.append(box.text())
        return False

    monkeypatch.setattr(rules_prompt, "offer_rules_update", lambda parent, controller: original(parent, controller, ask=click))
    page = window.start_page
    page._open_item(page.games.item(0))
    assert window.controller.session is not None
    assert asked == []  # not «Zasady się zmieniły (w grze: —)»
    assert window.controller.game.players["D"].alive
    note = {"ru": "правила хранятся с этого момента", "pl": "zasady zachowane od teraz"}[lang]
    assert note in journal_lines(window.controller.game, lang)[0]
