"""#26: hostile role sets, scripts, game files and `verify` inputs are messages — `FILE:LINE: message`
or `FILE: message`, exit 1 — never a traceback; a draw published as the host's decision that the
replay draws by luck (or the reverse) is a mismatch. The issue's cases one by one, then seeded
mutants of a game file (`GAME_MUTANTS=400` runs the issue's count; the suite runs fewer)."""

from __future__ import annotations

import copy
import json
import os
import random
import re
import traceback
from pathlib import Path

import pytest
import yaml

from moderator_app.app.cli import main
from moderator_app.app.game_file import read_game_file, store_document, write_game_file
from moderator_app.app.session import GameSession, script_journal
from moderator_app.engine.model.errors import InputError
from moderator_app.posts.commitment import canonical_deal, commit
from moderator_app.storage import GameStore

ROOT = Path(__file__).resolve().parents[2]
CLASSIC = (ROOT / "examples" / "classic-8.yaml").read_text(encoding="utf-8")
SUSPI = (ROOT / "examples" / "suspi-evening-1.yaml").read_text(encoding="utf-8")
SALT = "ab" * 16


def run(args: list[str], capsys) -> tuple[int, str]:
    code = main(args)
    return code, capsys.readouterr().err


# ----- role sets ------------------------------------------------------------------------------
ROLESET_CASES = {
    "options: 2": lambda raw: raw.__setitem__("options", 2),
    "option_presets as a string": lambda raw: raw.__setitem__("option_presets", "abc"),
    "a preset's values as a list": lambda raw: raw.__setitem__("option_presets", {"x": [1, 2]}),
}


@pytest.mark.parametrize("case", sorted(ROLESET_CASES))
def test_a_role_set_of_the_wrong_shape_fails_check_and_replay_with_a_message(case, tmp_path, capsys):
    raw = yaml.safe_load((ROOT / "rolesets" / "forum-mafia-classic.yaml").read_text(encoding="utf-8"))
    ROLESET_CASES[case](raw)
    roleset = tmp_path / "set.yaml"
    roleset.write_text(yaml.safe_dump(raw, allow_unicode=True, sort_keys=False), encoding="utf-8")
    script = tmp_path / "game.yaml"
    script.write_text(CLASSIC.replace("ruleset: forum-mafia-classic", f"ruleset: {roleset}"), encoding="utf-8")
    code, err = run(["rolesets", "check", str(roleset)], capsys)
    assert code == 1 and re.match(re.escape(str(roleset)) + r":\d+: ", err), err
    code, err = run(["replay", str(script)], capsys)
    assert code == 1 and "Traceback" not in err
    assert re.match(re.escape(str(roleset)) + r":\d+: ", err), err


# ----- scripts --------------------------------------------------------------------------------
SCRIPT_CASES = {
    "a player's role as a mapping": (CLASSIC.replace("role: commissar", "role: {a: 1}"), r":5: Вася: role must be a single word"),
    "a player's goal as a mapping": (SUSPI.replace("goal: suspect}", "goal: {a: 1}}", 1), r":\d+: \w+: goal must be a single word"),
    "an unmask guess with goal as a mapping": (
        SUSPI.replace("{event: guess, player: Tomek, target: Jacek, goal: suspect}",
                      "{event: guess, player: Tomek, target: Jacek, goal: {a: 1}}"), r":\d+: "),
    "a deal count as a word": (CLASSIC.replace("players:", "deal: {citizen: many}\nplayers:"), r":\d+: deal.citizen must be"),
    # #24 item 1: an entry's keys against its declared TypedDict (engine/model/payloads.py)
    "an action's target as a list of lists": (
        CLASSIC.replace("{actor: Вася, action: check, target: Борис}", "{actor: Вася, action: check, target: [[Борис]]}"),
        r":20: entry \d+ \(action\): `target` must be a single word or name"),
    "a further request as a word": (
        CLASSIC.replace("{actor: Дина, action: block, target: Петя}", "{actor: Дина, action: block, target: Петя, also: Петя}"),
        r":22: entry \d+ \(action\): `also` must be a list"),
}


@pytest.mark.parametrize("case", sorted(SCRIPT_CASES))
def test_a_script_value_of_the_wrong_shape_is_a_file_line_message(case, capsys):
    text, expected = SCRIPT_CASES[case]
    path = ROOT / "examples" / f".hostile-{os.getpid()}.yaml"  # beside the examples: their role sets resolve
    path.write_text(text, encoding="utf-8")
    try:
        code, err = run(["replay", str(path)], capsys)
    finally:
        path.unlink()
    assert code == 1 and "Traceback" not in err
    assert re.match(re.escape(str(path)) + expected, err), err


# ----- game files and verify ------------------------------------------------------------------
@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> tuple[dict, str]:
    """The classic example played through the app and exported as a game file; its opening hash."""
    folder = tmp_path_factory.mktemp("export")
    journal = script_journal(ROOT / "examples" / "classic-8.yaml")
    store = GameStore(folder / "games.sqlite3")
    session = GameSession.new(store, "classic", dict(journal[0].data, deal_salt=SALT))
    for entry in journal[1:]:
        session.apply(entry.kind, **entry.data)
    path = folder / "game.mafia.json"
    write_game_file(store, session.game_id, path)
    digest = commit(canonical_deal(session.game), SALT)
    store.close()
    return json.loads(path.read_text(encoding="utf-8")), digest


def _set(path: list, value):
    def change(document: dict) -> None:
        target = document
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def _every_action_target(value):
    def change(document: dict) -> None:
        for entry in document["entries"]:
            if entry["kind"] == "action":
                entry["data"]["targets"] = value
    return change


GAME_FILE_CASES = {
    '"entries": ["setup"]': (_set(["entries"], ["setup"]), "entry 1 must be a mapping"),
    '"version": "one"': (_set(["version"], "one"), "version must be a whole number"),
    "a string seed": (_set(["entries", 0, "data", "seed"], "abc"), "seed must be a whole number"),
    "integer targets": (_every_action_target([1, 2]), "unknown player '1'"),
    "targets as a number": (_every_action_target(5), "(action): `targets` must be a list (- …), not 5"),
    "an entry's data as a list": (_set(["entries", 3, "data"], [1]), "entry 4 must be a mapping"),
    "the role set as a number": (_set(["roleset"], 5), "`roleset` of the game file must be a mapping"),
    "a player as a string": (_set(["entries", 0, "data", "players", 0], "Вася"), "a player needs a nick"),
}


def _write(tmp_path: Path, document: dict | str) -> Path:
    path = tmp_path / "hostile.mafia.json"
    path.write_text(document if isinstance(document, str) else json.dumps(document, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize("case", sorted(GAME_FILE_CASES))
def test_a_hostile_game_file_is_a_message_on_import_and_in_verify(case, exported, tmp_path, capsys):
    document, digest = exported
    hostile = copy.deepcopy(document)
    change, expected = GAME_FILE_CASES[case]
    change(hostile)
    path = _write(tmp_path, hostile)
    with pytest.raises(InputError) as caught:
        store_document(GameStore(tmp_path / "games.sqlite3"), read_game_file(path), file=str(path))
    assert str(caught.value).startswith(f"{path}: ") and expected in str(caught.value), str(caught.value)
    code, err = run(["verify", str(path), "--commitment", digest], capsys)
    assert code == 1 and err.startswith(f"{path}: ") and expected in err, err


def test_json_nested_a_hundred_thousand_deep_is_not_a_game_file(tmp_path, capsys):
    path = _write(tmp_path, '{"format": "moderator-app-game", "entries": ' + "[" * 100_000 + "]" * 100_000 + "}")
    code, err = run(["verify", str(path), "--commitment", "0" * 64], capsys)
    assert code == 1 and err.startswith(f"{path}: not a game file (JSON: "), err
    with pytest.raises(InputError, match="not a game file"):
        read_game_file(path)


def test_a_non_ascii_commitment_is_a_message(exported, tmp_path, capsys):
    path = _write(tmp_path, exported[0])
    code, err = run(["verify", str(path), "--commitment", "ёжик" * 16], capsys)
    assert code == 1 and "--commitment must be the 64 hexadecimal digits" in err, err
    assert run(["verify", str(path), "--commitment", exported[1]], capsys)[0] == 0


@pytest.fixture(scope="module")
def hypermafia(tmp_path_factory) -> tuple[dict, str]:
    """A whole HyperMafia game (it makes draws) exported, and its opening hash (test_verify's game)."""
    from tests.cli.test_verify import _finished_game_file

    path, digest = _finished_game_file(tmp_path_factory.mktemp("hypermafia"))
    return json.loads(path.read_text(encoding="utf-8")), digest


@pytest.mark.parametrize("published_fixed", [True, False])
def test_a_draw_published_as_the_other_kind_is_a_mismatch(published_fixed, hypermafia, tmp_path, capsys):
    """A draw the replay makes by luck published as the host's decision (or the reverse: the file's
    setup fixes a draw its published list calls luck) never passes as "Everything matches"."""
    document, digest = copy.deepcopy(hypermafia[0]), hypermafia[1]
    index = next(i for i, d in enumerate(document["draws"]) if d["name"] != "deal")
    draw = document["draws"][index]
    if published_fixed:
        draw["fixed"] = True
    else:  # the replay fixes it (the host's decision, same value); the published list says luck
        document["entries"][0]["data"]["draws"] = {draw["name"]: draw["value"]}
    code = main(["verify", str(_write(tmp_path, document)), "--commitment", digest, "--lang", "en"])
    out = capsys.readouterr().out
    assert code == 1 and "Everything matches." not in out
    assert f"{draw['name']} → " in out and f"does NOT match, published as {'the host' if published_fixed else 'luck'}" in out, out


_NASTY = ["setup", "", 0, -1, 10**30, 1.5, True, None, [], {}, [1, 2], {"a": 1}, "ё" * 300, "\u202e", "*", [[[]]]]


def _mutate(value, rng: random.Random):
    """One random value somewhere inside the document replaced, deleted or duplicated."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(list(value))
        roll = rng.random()
        if roll < 0.15:
            del value[key]
        elif roll < 0.45:
            value[key] = copy.deepcopy(rng.choice(_NASTY))
        else:
            value[key] = _mutate(value[key], rng)
        return value
    if isinstance(value, list) and value and rng.random() < 0.8:
        index = rng.randrange(len(value))
        roll = rng.random()
        if roll < 0.15:
            del value[index]
        elif roll < 0.25:
            value.insert(index, copy.deepcopy(value[rng.randrange(len(value))]))
        elif roll < 0.45:
            value[index] = copy.deepcopy(rng.choice(_NASTY))
        else:
            value[index] = _mutate(value[index], rng)
        return value
    return copy.deepcopy(rng.choice(_NASTY))


def test_mutated_game_files_are_never_a_traceback(exported, tmp_path, capsys):
    document, digest = exported
    rng = random.Random(26)
    count = int(os.environ.get("GAME_MUTANTS", "60"))
    failures, refused = [], 0
    for number in range(count):
        hostile = copy.deepcopy(document)
        for _ in range(rng.randint(1, 3)):
            hostile = _mutate(hostile, rng) if isinstance(hostile, dict) else hostile
        if not isinstance(hostile, dict):
            continue
        hostile["format"] = document["format"]  # a file of ours, damaged inside
        path = _write(tmp_path, hostile)
        try:
            try:
                store_document(GameStore(tmp_path / f"games-{number}.sqlite3"), read_game_file(path), file=str(path))
            except InputError as err:
                refused += 1
                assert str(err).startswith(f"{path}"), str(err)
            code, err = run(["verify", str(path), "--commitment", digest], capsys)
            assert code in (0, 1) and (code == 0 or err.startswith(f"{path}")), err
        except Exception as err:  # noqa: BLE001 - every escape is a failure to list
            where = traceback.extract_tb(err.__traceback__)[-1]
            failures.append(f"#{number}: {type(err).__name__}: {err} ({where.filename}:{where.lineno})")
            (tmp_path / f"mutant-{number}.mafia.json").write_text(json.dumps(hostile, ensure_ascii=False), encoding="utf-8")
    print(f"game-file mutants: {count}, refused with a message: {refused}")
    assert failures == [], "\n".join(failures[:20])
