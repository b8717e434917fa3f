"""The bounded loader (engine/rolesets/textfile.py, engine/rolesets/yamlio.py): a host's file in any encoding an
editor saves is read or refused with a message; a hostile file (alias bomb, self-containing alias,
deep nesting, a list instead of a mapping) is a message, never a hang or a traceback."""

from __future__ import annotations

import codecs
import subprocess
import sys
from pathlib import Path

import pytest

from moderator_app.engine.rolesets.checker import check_file
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.engine.rolesets.textfile import decode
from moderator_app.engine.rolesets.yamlio import load_file, load_mapping

ROOT = Path(__file__).resolve().parents[2]
VILLAGE = ROOT / "examples" / "host-made" / "village-of-wolves.yaml"

#: 599 bytes: nine levels of nine aliases, 9**9 strings once expanded (the issue's bomb size).
BOMB = "\n".join(
    [f"# an alias bomb{' ' * 20}", "id: bomb", 'l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    + [f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, 9)]
) + "\n"


def test_the_bomb_is_refused_with_a_message_at_once(tmp_path: Path) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_text(BOMB, encoding="utf-8")
    assert 500 <= len(BOMB.encode()) <= 700
    with pytest.raises(InputError, match="expands to more than"):
        load_file(path, "role_set")
    problems = check_file(path)
    assert len(problems) == 1 and "expands to more than" in problems[0].message and problems[0].line


def test_the_bomb_does_not_hang_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_text(BOMB, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "moderator_app", "rolesets", "check", str(path)],
                          capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 1
    assert "expands to more than" in done.stdout + done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("text, message", [
    ("a: &a [*a]\n", "refers to a part that contains it"),
    ("a: " + "[" * 200 + "]" * 200 + "\n", "nest"),
    ("- id: x\n- teams: {}\n", "but the file is a list"),
    ("", "but the file is empty"),
    ("just words\n", "but the file is a single text"),
    ("42\n", "but the file is a number"),
])
def test_hostile_shapes_are_messages(text: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        load_mapping(text, "role_set")


def test_merge_keys_and_a_few_aliases_still_work() -> None:
    doc = load_mapping("base: &b {targets: 1}\nkill: {<<: *b, effect: kill}\n", "role_set")
    assert doc["kill"] == {"targets": 1, "effect": "kill"}


@pytest.mark.parametrize("encoding, expected", [
    ("utf-8", "utf-8"), ("utf-8-sig", "utf-8-sig"), ("utf-16", "utf-16"), ("utf-16-le", "utf-16"),
    ("utf-16-be", "utf-16"),
])
def test_a_set_saved_in_any_editor_encoding_loads(tmp_path: Path, encoding: str, expected: str) -> None:
    path = tmp_path / "village.yaml"
    path.write_bytes(VILLAGE.read_text(encoding="utf-8").encode(encoding))
    assert decode(path.read_bytes()).encoding == expected
    rs = load_roleset(str(path))
    assert rs.roles["werewolf"].name("ru") == load_roleset(str(VILLAGE)).roles["werewolf"].name("ru")
    assert check_file(path) == [] or all(p.severity == "warning" for p in check_file(path))


RUSSIAN_ONLY = """id: деревня
names: {ru: Деревня — «волки»}
teams:
  город: {names: {ru: Город}, win: {kind: eliminate, enemies: [волки]}}
  волки: {names: {ru: Волки}, win: {kind: parity}}
abilities:
  съесть: {effect: kill, agreement: team, words: {ru: [съедаю, ем]}}
roles:
  житель: {team: город, names: {ru: Житель}}
  волк: {team: волки, names: {ru: Волк}, abilities: [съесть]}
deal:
  3: {житель: 2, волк: 1}
"""


def test_a_russian_set_saved_as_windows_1251_loads(tmp_path: Path) -> None:
    path = tmp_path / "derevnya.yaml"
    path.write_bytes(RUSSIAN_ONLY.encode("cp1251"))
    assert decode(path.read_bytes()).encoding == "cp1251"
    assert load_roleset(str(path)).roles["волк"].name("ru") == "Волк"
    assert check_file(path) == []


def test_koi8_and_binary_are_refused_with_what_to_do(tmp_path: Path) -> None:
    koi8 = tmp_path / "koi8.yaml"
    koi8.write_bytes("id: деревня\nnames: {ru: Деревня волков}\n".encode("koi8-r"))
    problems = check_file(koi8)
    assert len(problems) == 1 and "save it as UTF-8" in problems[0].message and problems[0].line == 1
    picture = tmp_path / "picture.yaml"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    with pytest.raises(InputError, match="not a text file|save it"):
        load_file(picture, "role_set")


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"# x\n" * 600_000)
    with pytest.raises(InputError, match="at most"):
        load_file(path, "role_set")


def test_a_truncated_bom_file_says_so() -> None:
    with pytest.raises(InputError, match="save it again as UTF-8"):
        decode(codecs.BOM_UTF8 + "деревня".encode("utf-8")[:-1])


def test_a_game_script_in_utf16_replays(tmp_path: Path) -> None:
    script = (ROOT / "examples" / "classic-8.yaml").read_text(encoding="utf-8")
    path = tmp_path / "game.yaml"
    path.write_bytes(script.encode("utf-16"))
    done = subprocess.run([sys.executable, "-m", "moderator_app", "replay", str(path), "--json"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
