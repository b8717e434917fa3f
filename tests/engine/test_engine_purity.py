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
    from moderator_app.engine.wording.explain import EFFECT_LOG
    from moderator_app.i18n import LANGS, catalogue

    kinds = {key.split(".", 1)[1] for key in catalogue("en") if key.startswith("explain.")}
    for lang in LANGS:
        assert {key.split(".", 1)[1] for key in catalogue(lang) if key.startswith("explain.")} == kinds, lang
    for kind, lines in EFFECT_LOG.items():  # an effect module's own log words
        assert set(lines) == set(LANGS), kind
    kinds |= set(EFFECT_LOG)
    used = set()
    for path in ENGINE.rglob("*.py"):
        used |= set(re.findall(r"\.event\(\s*\"(\w+)\"", path.read_text(encoding="utf-8")))
    assert used <= kinds, sorted(used - kinds)


def test_explanations_name_roles_actions_causes_and_teams_in_the_hosts_language():
    from moderator_app.engine.wording.explain import explain
    from moderator_app.app.replay import replay_script

    game = replay_script(ENGINE.parents[1] / "examples" / "classic-8.yaml")
    lines = [explain(e, "ru", game.rs) for e in game.phases[-1].result.events]
    assert "Коля погибает — убийство (засчитывается роли «Мафиози»); роль: Доктор" in lines
    assert "Коля: заявка «Лечение» не сработала — к своему ходу игрок уже мёртв" in lines
    assert lines[-1] == "Победа: Мирные жители"
    assert not any(word in " ".join(lines) for word in ("kill:mafioso", "doctor", "town"))
