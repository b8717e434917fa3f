"""A game file of an older game (no kept rules) takes the role set's text through the bounded,
encoding-aware reader, so a set a host saved in Windows-1251 exports like any other (#11)."""

from __future__ import annotations

import unicodedata
from pathlib import Path

from moderator_app.app.game_file import game_document
from moderator_app.engine.model.journal import Entry
from moderator_app.paths import rolesets_dir
from moderator_app.storage import GameStore

def _in_cp1251(char: str) -> str:
    """The Russian as it is; a Polish letter cp1251 lacks loses its mark (ś → s, ł → l)."""
    try:
        char.encode("cp1251")
        return char
    except UnicodeEncodeError:
        plain = unicodedata.normalize("NFKD", char.replace("ł", "l").replace("Ł", "L"))
        return "".join(c for c in plain if not unicodedata.combining(c)).encode("cp1251", errors="replace").decode("cp1251")


TABLE = {"Com": "commissar", "Doc": "doctor", "Maf": "mafioso", "Cit1": "citizen", "Cit2": "citizen", "Cit3": "citizen"}


def test_a_cp1251_role_set_of_an_older_game_exports_with_its_cyrillic_text(tmp_path: Path) -> None:
    text = "".join(map(_in_cp1251, (rolesets_dir() / "forum-mafia-classic.yaml").read_text(encoding="utf-8")))
    data = text.encode("cp1251")
    path = tmp_path / "classic-cp1251.yaml"
    path.write_bytes(data)
    store = GameStore()
    setup = {"ruleset": str(path), "seed": 3, "options": {},
             "players": [{"nick": n, "role": r} for n, r in TABLE.items()]}
    game_id = store.create_game("older game", Entry("setup", setup))
    document = game_document(store, game_id)
    assert document["roleset"]["text"] == text and "Комиссар" in document["roleset"]["text"]


def test_a_broken_game_file_is_refused_in_the_host_language_naming_the_entry(tmp_path: Path) -> None:
    """#15: the import's messages are catalogue codes: a bad entry is named by its number and kind
    in Russian and Polish, and a file of another program says so, not a traceback or English."""
    import json

    import pytest

    from moderator_app.app.game_file import read_game_file, store_document
    from moderator_app.engine.model.errors import InputError

    store = GameStore()
    setup = {"ruleset": "forum-mafia-classic", "seed": 3, "options": {},
             "players": [{"nick": n, "role": r} for n, r in TABLE.items()]}
    document = game_document(store, store.create_game("g", Entry("setup", setup)))
    document["entries"].append({"kind": "action", "data": {"actor": "Nobody", "action": "kill", "targets": ["Com"]}})
    with pytest.raises(InputError) as caught:
        store_document(store, document)
    assert caught.value.message.render("ru").startswith("запись 2 (action): ")
    assert caught.value.message.render("pl").startswith("wpis 2 (action): ")
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"format": "something-else"}), encoding="utf-8")
    with pytest.raises(InputError) as caught:
        read_game_file(other)
    assert caught.value.message.render("ru").startswith("это не файл игры этой программы")
