"""#15 item 1: the role-set checker's and loader's messages are catalogue codes with parameters,
rendered in the reader's language at the edge (editor, New game, `rolesets check --lang`)."""

from __future__ import annotations

import ast
import copy
import pickle
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from moderator_app.engine.wording import check_words
from moderator_app.engine.rolesets.checker import check_text
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.rolesets.roleset import build_roleset
from moderator_app.engine.rolesets.yaml_words import CONTEXTS, PROBLEMS
from moderator_app.engine.rolesets.yamlio import load_yaml
from moderator_app.i18n import LANGS, catalogue
from tests.rolesets.test_checker_misses_nothing import CASES
from tests.test_checker import SMALL

ENGINE = Path(__file__).resolve().parents[2] / "moderator_app" / "engine"
#: The modules whose messages a host reads when a role set is wrong.
SPEAKERS = ("rolesets/kinds.py", "rolesets/checkwalk.py", "rolesets/checker.py", "rolesets/roleset.py",
            "rolesets/retired.py", "rolesets/yamlio.py", "rolesets/textfile.py",
            "../authoring/rolesets_model.py", "../authoring/rolesets_role_edits.py")  # and the editor's refused edits
#: Calls whose first argument is the message; `at(where, what)` and `hinted(what, hint)` carry message parts.
MESSAGE_CALLS = {"Problem": (0,), "Found": (0,), "_found": (1,), "InputError": (0,), "at": (1,), "hinted": (0, 1)}
#: Functions that return a message part.
MESSAGE_RETURNS = {"problem", "judge", "hint", "_value_hint", "_key_hint", "reason"}


def _is_sentence(node: ast.AST | None) -> bool:
    """Text a human reads, written in place: an f-string, a string with a space, or such text joined."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return " " in node.value
    if isinstance(node, ast.BinOp):
        return _is_sentence(node.left) or _is_sentence(node.right)
    if isinstance(node, ast.IfExp):
        return _is_sentence(node.body) or _is_sentence(node.orelse)
    return False


def _offenders(source: str, name: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            called = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            for index in MESSAGE_CALLS.get(called, ()):
                if index < len(node.args) and _is_sentence(node.args[index]):
                    found.append(f"{name}:{node.lineno}")
            if called in ("Problem", "Found", "InputError"):
                found += [f"{name}:{node.lineno}" for k in node.keywords if k.arg == "message" and _is_sentence(k.value)]
        if isinstance(node, ast.FunctionDef) and node.name in MESSAGE_RETURNS:
            found += [f"{name}:{r.lineno}" for r in ast.walk(node) if isinstance(r, ast.Return) and _is_sentence(r.value)]
    return found


def test_C_ROLE_DOC_no_checker_module_writes_a_message_as_a_sentence():
    offenders = [o for module in SPEAKERS for o in _offenders((ENGINE / module).read_text(encoding="utf-8"), module)]
    assert offenders == []


def test_the_sentence_finder_finds_sentences():
    """The walk above would catch each way a message used to be written."""
    bad = ('Problem(f"deal.{n}: the roles add up", 3)\nraise InputError("a role set must be a mapping")\n'
           'yield _found(where, "must be a mapping with an effect", line)\nhinted(why, " (write true or false)")\n'
           'def problem(self, value, refs):\n    return f"must be text, not {value}"\n')
    assert sorted(_offenders(bad, "x")) == ["x:1", "x:2", "x:3", "x:4", "x:6"]
    good = 'Problem(say("deal_sum", total=3, count=4), 3)\nat(f"roles.{role_id}", say("not_dealt"))\n'
    assert _offenders(good, "x") == []


def _codes_used() -> set[str]:
    used = set()
    for module in (*SPEAKERS, "wording/check_words.py"):
        text = (ENGINE / module).read_text(encoding="utf-8")
        used |= set(re.findall(r"\b(?:say|Message)\(\s*\"([\w.]+)\"", text))
    return used


def test_every_checker_code_is_in_all_three_catalogues():
    used = _codes_used()
    assert len(used) > 40
    families = {f"{family}.{what}" for family in ("not_id", "unknown") for what in
                ("team", "role", "ability", "effect", "option", "room", "goal")}  # say(f"not_id.{self.what}")
    families |= {f"retired.abilities.{k}" for k in ("chance", "dead_before_night")} | {"retired.options.host_mode"}
    families |= {f"yaml.shape.{k}" for k in ("empty", "list", "text", "bool", "number")} | {"what.role_set", "what.game_script"}
    families |= {f"yaml.problem.{code}" for code, _ in PROBLEMS} | {f"yaml.while.{code}" for code in CONTEXTS.values()}
    for lang in LANGS:
        assert {c for c in used | families if f"checker.{c}" not in catalogue(lang)} == set(), lang


#: Three of the issue's cases, as a Russian and a Polish host read them (FILE:LINE kept).
IN_LANGUAGES = {
    "unknown team in side_team": {
        "ru": "abilities.look.side_team: неизвестная команда 'wolvs' (может быть, 'wolves'?)",
        "pl": "abilities.look.side_team: nieznana drużyna 'wolvs' (czy chodziło o 'wolves'?)"},
    "unknown vote key": {
        "ru": "vote: неизвестный ключ 'first_dya_vote' (может быть, 'first_day_vote'? Этот ключ пишется в разделе cycle)",
        "pl": "vote: nieznany klucz 'first_dya_vote' (czy chodziło o 'first_day_vote'? Ten klucz należy do sekcji cycle)"},
    "option value ten where a number is read": {
        "ru": "abilities.bite.targets: должно быть целым числом не меньше 0, а не 'ten' (из опции 'n')",
        "pl": "abilities.bite.targets: musi być liczbą całkowitą co najmniej 0, a nie 'ten' (z opcji 'n')"},
    "cycle.start: evening": {
        "ru": "cycle.start: 'evening' — недопустимое значение; можно: day, night, council",
        "pl": "cycle.start: 'evening' to niedozwolona wartość; można: day, night, council"},
}


@pytest.mark.parametrize("case", sorted(IN_LANGUAGES))
@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_C_ROLE_DOC_a_checker_case_reads_in_russian_and_polish(case: str, lang: str) -> None:
    text, needle, english = CASES[case]
    first = [p for p in check_text(text, source="set.yaml") if p.severity == "error"][0]
    line = next(i for i, row in enumerate(text.splitlines(), 1) if needle in row)
    assert first.text("en") == str(first) == f"set.yaml:{line}: {first.message}" and first.message.startswith(english)
    assert first.text(lang) == f"set.yaml:{line}: {IN_LANGUAGES[case][lang]}"


def test_a_problem_carries_its_code_params_path_and_suggestion():
    text, _, _ = CASES["misspelt trait appear_as"]
    [problem] = check_text(text, source="set.yaml")
    assert problem.code == "unknown_key" and problem.params["where"] == "roles.seer"
    assert problem.path == ("roles", "seer", "appear_as") and problem.suggestion == "appears_as"
    assert problem.message.render("pl").endswith("nieznany klucz 'appear_as' (czy chodziło o 'appears_as'?)")
    kept = pickle.loads(pickle.dumps(problem.message))
    assert kept.render("ru") == problem.message.render("ru") == copy.deepcopy(problem.message).render("ru")


def test_a_warning_says_so_in_the_readers_language_and_names_the_role_by_the_sets_word():
    text = SMALL.replace("  wolf: {team: wolves, abilities: [bite]}",
                         "  wolf: {team: wolves, abilities: [bite]}\n  hermit: {team: town, names: {ru: Отшельник, pl: Pustelnik}}")
    [problem] = check_text(text, source="set.yaml")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if "hermit" in row)
    assert problem.text("ru") == f"set.yaml:{line}: предупреждение: roles.hermit: роли «hermit» нет ни в одной строке раздачи"
    names = {"ru": "Отшельник", "pl": "Pustelnik"}
    assert problem.text("pl", lambda kind, item, lang: names[lang] if (kind, item) == ("role", "hermit") else item) == (
        f"set.yaml:{line}: ostrzeżenie: roles.hermit: roli „Pustelnik” nie ma w żadnym wierszu rozdania")


def test_the_loaders_first_problem_and_its_count_read_in_polish():
    raw = load_yaml(SMALL.replace("side_team: wolves", "side_team: wolvs").replace("effect: kill", "effect: kill\n    charges: many"))
    with pytest.raises(InputError) as caught:
        build_roleset(raw, source="set.yaml")
    assert caught.value.text("pl").startswith("set.yaml:")
    assert "(i jeszcze 1 problem: wszystkie wypisze `moderator-app rolesets check FILE`)" in caught.value.text("pl")
    assert "(and 1 more: `moderator-app rolesets check FILE` lists them)" in str(caught.value)


def test_cli_check_speaks_the_language_asked_and_english_by_default(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(SMALL.replace("side_team: wolves", "side_team: wolvs"), encoding="utf-8")
    line = next(i for i, row in enumerate(bad.read_text(encoding="utf-8").splitlines(), 1) if "wolvs" in row)

    def run(*options: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "moderator_app", *options], capture_output=True, text=True)

    english = run("rolesets", "check", str(bad))
    assert (english.returncode, english.stderr) == (1, f"{bad}:{line}: abilities.look.side_team: unknown team 'wolvs' "
                                                       "(did you mean 'wolves'?)\n")
    polish = run("rolesets", "check", "--lang", "pl", str(bad))
    assert (polish.returncode, polish.stderr) == (1, f"{bad}:{line}: abilities.look.side_team: nieznana drużyna 'wolvs' "
                                                     "(czy chodziło o 'wolves'?)\n")
    russian = run("--lang", "ru", "rolesets", "check", str(bad))  # the app's own --lang works too
    assert russian.returncode == 1 and "неизвестная команда 'wolvs'" in russian.stderr
    warned = tmp_path / "warned.yaml"  # a warning only: exit 0 whatever the language says "warning" in
    warned.write_text(SMALL.replace("  wolf: {team: wolves", "  hermit: {team: town}\n  wolf: {team: wolves"), encoding="utf-8")
    polish = run("rolesets", "check", "--lang", "pl", str(warned))
    assert polish.returncode == 0 and ": ostrzeżenie: roles.hermit: roli „hermit” nie ma" in polish.stderr


def test_a_refused_edit_in_the_editor_reads_in_the_hosts_language():
    from moderator_app.authoring.rolesets_model import RolesetModel

    model = RolesetModel.empty()
    model.add_deal_row(7)
    with pytest.raises(InputError) as caught:
        model.add_deal_row(7)
    assert (str(caught.value), caught.value.text("ru"), caught.value.text("pl")) == (
        "the deal already has a row for 7 players", "в раздаче уже есть строка для 7 игроков", "rozdanie ma już wiersz dla 7 graczy")


def test_every_place_and_hint_renders_in_every_language():
    """The pieces a message is built from fill in each language (no placeholder a language lacks)."""
    samples = [check_words.at("deal.8", check_words.say("deal_sum", total=9, count=8)),
               check_words.hinted(check_words.say("unknown_key", key="x"), check_words.known_names(["a"] * 20)),
               check_words.either([check_words.say("not_bool", value="x"), check_words.say("not_list", value="x")])]
    for message in samples:
        for lang in LANGS:
            assert "{" not in message.render(lang)
    assert samples[1].render("en").endswith("(known: a, a, a, a, a, a, a, a, a, a, a, a, …)")


SUITE = yaml.safe_load((Path(__file__).parent / "yaml_test_suite_cases.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", SUITE, ids=lambda case: case["id"])
def test_broken_yaml_from_the_yaml_test_suite_says_why_in_russian_and_polish(case):
    """Material nobody here wrote: yaml-test-suite's invalid inputs. PyYAML's (libyaml's) phrase is English
    only; the host reads it as a catalogue text, the English one staying PyYAML's own words."""
    [problem] = check_text(case["yaml"], source="set.yaml")
    detail = problem.message.part("yaml.broken").params["detail"]
    assert problem.line and detail.code == f"yaml.problem.{case['problem']}"
    assert str(problem).startswith(f"set.yaml:{problem.line}: broken YAML: ")
    ru, pl = problem.text("ru"), problem.text("pl")
    assert ru.startswith(f"set.yaml:{problem.line}: ошибка в YAML: ") and pl.startswith(f"set.yaml:{problem.line}: błąd w YAML: ")
    for text in (ru, pl):
        assert not re.search(r"\b(found|expected|while|not allowed|scanning|parsing)\b", text), text


def test_a_tab_and_a_colon_inside_a_text_say_what_to_do():
    tab = check_text("id: x\nteams:\n\ttown: {}\n", source="set.yaml")[0]
    assert tab.text("ru") == ("set.yaml:3: ошибка в YAML: с этого символа не может начинаться значение "
                              "(табуляция? для отступов ставьте пробелы) (элемент — начало на строке 3)")
    colon = check_text("id: x\ndescription: Мафия: ночь\n", source="set.yaml")[0]
    assert "ujmij tekst w cudzysłów" in colon.text("pl") and "возьмите текст в кавычки" in colon.text("ru")
