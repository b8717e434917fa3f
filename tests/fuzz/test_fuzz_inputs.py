"""#26 item 4: a fuzz suite over everything a host or a player hands the app — role sets, game scripts,
game files, `verify` inputs, post templates, pasted pages and PMs. The invariant: a message
(InputError, `FILE[:LINE]: message`) or a clean result, never a traceback and never a hang.

Hypothesis draws the inputs (mutations of the shipped examples, and free text); each example runs
under a CPU-time guard (ITIMER_PROF: the process's own CPU, so a loaded machine trips nothing) instead
of a wall-clock deadline. The suite runs few examples, derandomized (about a minute in all);
`FUZZ_SCALE=20` (tests/bench/bench_fuzz.py) runs twenty times as many, freshly random."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from moderator_app.engine.model.errors import InputError
from tests.cpu_guard import cpu_guard as guard

ROOT = Path(__file__).resolve().parents[2]
SCALE = int(os.environ.get("FUZZ_SCALE", "1"))
CPU_GUARD = 15.0


def fuzz(examples: int):
    """Hypothesis settings: `examples` × FUZZ_SCALE, no wall-clock deadline; derandomized in the suite."""
    return settings(max_examples=examples * SCALE, deadline=None, derandomize=SCALE == 1, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                           HealthCheck.data_too_large])


def cpu_guard(seconds: float = CPU_GUARD):
    return guard(seconds, "a hang")


def message_or_result(run, where: str | None = None) -> Any:
    """Run; an InputError must be a message (naming `where` when given), anything else escapes."""
    with cpu_guard():
        try:
            return run()
        except InputError as err:
            text = str(err)
            assert text and "Traceback" not in text
            assert where is None or text.startswith(where), text
            return err


NASTY = st.one_of(
    st.sampled_from(["", "setup", "abc", "*", "$x", "ё" * 300, "\u202e", "\x00", "1e308", "-1", "None"]),
    st.integers(min_value=-10**30, max_value=10**30), st.floats(allow_nan=True), st.booleans(), st.none(),
    st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.recursive(st.lists(st.none(), max_size=1), lambda inner: st.lists(inner, max_size=2), max_leaves=4),
)


@st.composite
def mutated(draw, document: Any, changes: int = 3) -> Any:
    """`document` with 1..`changes` places changed: a value replaced by a nasty one, a key or item deleted,
    an item duplicated — each place found by walking down from the top."""
    document = copy.deepcopy(document)
    for _ in range(draw(st.integers(1, changes))):
        node, path = document, []
        while isinstance(node, (dict, list)) and node and draw(st.integers(0, 7)):  # mostly down to a leaf
            key = draw(st.sampled_from(sorted(node, key=str) if isinstance(node, dict) else range(len(node))))
            path.append(key)
            node = node[key]
        if not path:
            continue
        parent = document
        for key in path[:-1]:
            parent = parent[key]
        move = draw(st.integers(0, 5))
        if move == 0:
            del parent[path[-1]]
        elif move == 1 and isinstance(parent, list):
            parent.insert(path[-1], copy.deepcopy(parent[path[-1]]))
        else:
            parent[path[-1]] = draw(NASTY)
    return document


def _yaml(document: Any) -> str:
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False)


# ----- role sets ----------------------------------------------------------------------------------
CLASSIC_SET = yaml.safe_load((ROOT / "rolesets" / "forum-mafia-classic.yaml").read_text(encoding="utf-8"))


@fuzz(40)
@given(document=mutated(CLASSIC_SET))
def test_fuzzed_role_sets_are_checked_and_loaded_with_messages(document, tmp_path_factory):
    from moderator_app.engine.rolesets.checker import check_file
    from moderator_app.engine.rolesets.roleset import load_roleset

    path = tmp_path_factory.mktemp("rs") / "set.yaml"
    path.write_text(_yaml(document), encoding="utf-8")
    problems = message_or_result(lambda: check_file(path))
    assert all(str(p.text("en")).startswith(str(path)) for p in problems if not isinstance(problems, InputError))
    message_or_result(lambda: load_roleset(str(path)), str(path))


# ----- game scripts -------------------------------------------------------------------------------
CLASSIC_SCRIPT = yaml.safe_load((ROOT / "examples" / "classic-8.yaml").read_text(encoding="utf-8"))


@fuzz(150)
@given(document=mutated(CLASSIC_SCRIPT, changes=2))
def test_fuzzed_scripts_replay_or_say_where(document):
    from moderator_app.app.replay import replay_script

    path = ROOT / "examples" / f".fuzz-{os.getpid()}.yaml"  # beside the examples: their role sets resolve
    path.write_text(_yaml(document), encoding="utf-8")
    try:
        message_or_result(lambda: replay_script(path), str(path))
    finally:
        path.unlink(missing_ok=True)


# ----- game files and verify ----------------------------------------------------------------------
@pytest.fixture(scope="module")
def game_file(tmp_path_factory) -> tuple[dict, str]:
    from tests.cli.test_hostile_game_files import exported

    return exported.__wrapped__(tmp_path_factory)


@fuzz(40)
@given(data=st.data())
def test_fuzzed_game_files_import_and_verify_or_say_where(game_file, data, tmp_path_factory):
    from moderator_app.app.game_file import read_game_file, store_document
    from moderator_app.app.verify import verify_file
    from moderator_app.storage import GameStore

    document = data.draw(mutated(game_file[0]))
    folder = tmp_path_factory.mktemp("gf")
    path = folder / "game.mafia.json"
    path.write_text(json.dumps(document, ensure_ascii=False, default=str), encoding="utf-8")
    store = GameStore(folder / "games.sqlite3")
    try:
        message_or_result(lambda: store_document(store, read_game_file(path), file=str(path)), str(path))
    finally:
        store.close()
    commitment = data.draw(st.one_of(st.just(game_file[1]), st.text(max_size=70)))
    message_or_result(lambda: verify_file(path, commitment))


# ----- templates ----------------------------------------------------------------------------------
FRAGMENTS = st.sampled_from([
    "{{ post.players|length }}", "{% for p in post.players %}{{ p }}{% endfor %}", "{{ 'x' * N }}",
    "{{ 'ab\\n'|indent(N) }}", "{{ 'x'|center(N) }}", "{% set s = 'xy' * N %}{% set s = s ~ s ~ s %}{{ s|length }}",
    "{{ range(N)|list|join(',') }}", "{% for i in range(N) %}{% for j in range(N) %}.{% endfor %}{% endfor %}",
    "{{ N ** N }}", "{{ ('x' * N).ljust(N) }}", "{{ '%*d'|format(N, 1) }}", "{{ 'a'|replace('', 'b' * N) }}",
    "{{ undefined_name }}", "{% if %}", "{{ post.__class__ }}", "{{ [1] * N }}", "{{ 'x' + 'y' * N }}", "text",
])


@fuzz(60)
@given(parts=st.lists(st.tuples(FRAGMENTS, st.sampled_from([0, 1, 7, 1000, 10**6, 10**9])), min_size=1, max_size=4))
def test_fuzzed_templates_render_within_bounds_or_say_where(parts, monkeypatch):
    from moderator_app.posts import render

    monkeypatch.setattr(render, "RENDER_SECONDS", 0.5)
    source = "\n".join(fragment.replace("N", str(n)) for fragment, n in parts)
    with render.draft("opening.bbcode.j2", "ru", source, "fuzz.bbcode.j2"):
        result = message_or_result(lambda: render.render("opening.bbcode.j2", "ru", post=_Post()), "fuzz.bbcode.j2")
    assert isinstance(result, InputError) or len(result) <= render.MAX_OUTPUT


class _Post:
    players = ["Вася", "Петя", "Маша"]


# ----- pasted pages and PMs -----------------------------------------------------------------------
WORDS = st.sampled_from(["голосую", "против", "Вася", "Петя", "Маша", "Mаша", "лечу", "проверяю", "[b]", "[/b]",
                         "[color=red]", "[/color]", "--", "\n", "\n\n", " ", "12.03.2026 12:00", "Сегодня, 21:05",
                         "снимаю", "голос", "vote", "unvote", "@", ">", "Цитата", "\u200b", "\u202e", "ё" * 50])
TEXT = st.one_of(st.lists(WORDS, max_size=80).map(" ".join), st.text(max_size=400))
PLAYERS = ["Вася", "Петя", "Маша", "Коля"]


@fuzz(300)
@given(text=TEXT)
def test_fuzzed_pms_are_read_or_said(text):
    from moderator_app.engine.rolesets.roleset import load_roleset
    from moderator_app.parsing import parse_message

    roleset = load_roleset("forum-mafia-classic").raw
    message_or_result(lambda: parse_message(text, roleset=roleset, players=PLAYERS, actor="Вася"))


@fuzz(200)
@given(text=TEXT, html=st.one_of(st.none(), st.lists(st.sampled_from(
    ["<b>", "</b>", "<div>", "</div>", "<font color=red>", "</font>", "<span style='font-weight:700'>", "</span>",
     "<script>", "</script>", "<br>", "голосую против Пети", "Вася", "&amp;", "<", ">"]), max_size=60).map("".join)))
def test_fuzzed_pasted_pages_are_read_or_said(text, html):
    from moderator_app.engine.rolesets.roleset import load_roleset
    from moderator_app.parsing import read_thread
    from moderator_app.parsing.paste_marks import html_marks

    roleset = load_roleset("forum-mafia-classic").raw
    marks = html_marks(html) if html is not None else None
    message_or_result(lambda: read_thread(text, roleset=roleset, players=PLAYERS, marks=marks))
