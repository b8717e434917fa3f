"""The engine is plain Python: no module under moderator_app/engine imports Qt."""

from __future__ import annotations

import re
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "moderator_app" / "engine"


def test_engine_imports_no_qt():
    offenders = [
        path.name for path in ENGINE.rglob("*.py")
        if re.search(r"^\s*(from|import)\s+(PySide6|PyQt|shiboken)", path.read_text(encoding="utf-8"), re.MULTILINE)
    ]
    assert offenders == []


def test_every_event_kind_is_explained_in_every_language():
    """Every kind the engine writes (`SomethingEvent(kind="x", …)`) is declared with a line in each language."""
    from moderator_app.engine.effects import EVENTS
    from moderator_app.i18n import LANGS

    for kind, decl in EVENTS.items():
        for words in (decl.words, *decl.variants.values()):
            assert all(str(words.get(lang) or "").strip() for lang in LANGS), kind
    used = set()
    for path in ENGINE.rglob("*.py"):
        used |= set(re.findall(r"Event\(kind=\"(\w+)\"", path.read_text(encoding="utf-8")))
    assert len(used) >= 75 and used <= set(EVENTS), sorted(used - set(EVENTS))


def test_explanations_name_roles_actions_causes_and_teams_in_the_hosts_language():
    from moderator_app.engine.wording.explain import explain
    from moderator_app.app.replay import replay_script

    game = replay_script(ENGINE.parents[1] / "examples" / "classic-8.yaml")
    lines = [explain(e, "ru", game.rs) for e in game.phases[-1].result.events]
    assert "Коля погибает — убийство (засчитывается роли «Мафиози»); роль: Доктор" in lines
    assert "Коля: заявка «Лечение» не сработала — к своему ходу игрок уже мёртв" in lines
    assert lines[-1] == "Победа: Мирные жители"
    assert not any(word in " ".join(lines) for word in ("kill:mafioso", "doctor", "town"))
