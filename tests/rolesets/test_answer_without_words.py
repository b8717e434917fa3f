"""A check's `answer` names answer codes; their words come from the set's `answers:` or the catalogue's `answer.*`.
A host writing a paranoid and a sane cop from docs/rolesets.md typed `answer: {true: guilty, false: inocent}`:
`rolesets check` and the editor said «Проблем нет», and the cop's PM read «Результат проверки: Bob — inocent.»
(host-findings-4). Now the checker names the code and the known ones."""

from __future__ import annotations

from moderator_app.engine.rolesets.checker import check_text
import yaml

from moderator_app.engine.rolesets.roleset import build_roleset
from moderator_app.engine.wording.words import answer_text
from tests.test_checker import SMALL

OWN = SMALL.replace("    side_team: wolves\n", "    side_team: wolves\n    answer: {true: guilty, false: innocent}\n") + \
    "answers:\n  guilty: {ru: виновен, pl: winny, en: guilty}\n  innocent: {ru: невиновен, pl: niewinny, en: innocent}\n"


def _found(text: str) -> list:
    return [p for p in check_text(text, source="set.yaml") if p.code == "answer_without_words"]


def test_an_answer_code_with_no_words_is_an_error_naming_the_known_ones() -> None:
    [problem] = _found(OWN.replace("false: innocent}", "false: inocent}"))
    line = next(i for i, row in enumerate(OWN.splitlines(), 1) if row.startswith("    answer:"))
    assert (problem.severity, problem.line, problem.path) == ("error", line, ("abilities", "look", "answer"))
    assert "«inocent» нет слов" in problem.text("ru") and "innocent" in problem.text("ru")
    assert "„inocent” nie ma słów" in problem.text("pl")
    assert problem.text("en").startswith(f"set.yaml:{line}: abilities.look.answer: the answer 'inocent' has no words")


def test_declared_and_catalogue_answers_are_clean() -> None:
    assert _found(OWN) == []
    assert _found(SMALL.replace("    side_team: wolves\n", "    side_team: wolves\n    answer: {true: mafia, false: not_mafia}\n")) == []


def test_the_clean_sets_answers_are_the_words_the_cop_reads() -> None:
    """What the checker passes reads as words in the PM (not the code), in each language."""
    rs = build_roleset(yaml.safe_load(OWN))
    assert [answer_text("innocent", lang, rs) for lang in ("ru", "pl", "en")] == ["невиновен", "niewinny", "innocent"]
    assert answer_text("not_mafia", "ru", rs) == "не мафия"
