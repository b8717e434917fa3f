"""#26 item 3: PMs and pasted pages are read in linear time on every input shape. Before: a PM of blank
lines was quadratic (the signature rule's `\\s*` crossed every following blank line from each newline:
9 s at 20k lines) and `thread --html` with 100,000 nested <div>s gave no answer in 2 minutes (each
element searched its ancestors and copied its children's text).

The figures are tests/bench/bench_linear.py's; here each issue's shape runs under a CPU-time guard
(ITIMER_PROF: the process's own CPU, so a loaded machine does not trip it) far above the linear time
and far below the quadratic one; the HTML runs keep the old reading's exact text on tricky nesting."""

from __future__ import annotations

import pytest

from moderator_app.app.cli import main
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import parse_message
from moderator_app.parsing.paste_marks import html_marks
from moderator_app.parsing.text import strip_signature
from tests.cpu_guard import cpu_guard as guard

CPU_GUARD = 20.0  # seconds of CPU: the linear readers take well under one on each shape


def cpu_guard(seconds: float = CPU_GUARD):
    return guard(seconds, "not linear")


def test_a_pm_of_60k_blank_lines_is_read_in_linear_time():
    roleset = load_roleset("forum-mafia-classic").raw
    with cpu_guard():
        result = parse_message("\n" * 60_000, roleset=roleset, players=["Вася", "Петя"], actor="Вася")
    assert result is not None


def test_the_signature_rule_still_parts_a_short_signature_after_blank_lines():
    assert strip_signature("лечу Машу\n\n\n--\nВася из Твери\n") == "лечу Машу\n\n"
    assert strip_signature("лечу Машу\n  ---  \n\nподпись\n").rstrip() == "лечу Машу"
    assert strip_signature("a\n--\nb\n--\nc") == "a\n--\nb\n--\nc"  # two rules part sections: kept whole


@pytest.mark.parametrize("shape, html", [
    ("nested divs", "<div>" * 100_000 + "голосую против Пети" + "</div>" * 100_000),
    ("nested divs, text in each", "<div>a" * 100_000 + "</div>" * 100_000),
    ("nested bold", "<b>a" * 100_000),
    ("unmatched end tags", "<div>" * 50_000 + "</span>" * 50_000),
])
def test_thread_html_of_a_hostile_nesting_is_read_in_linear_time(shape, html, tmp_path, capsys):
    page, copy = tmp_path / "page.txt", tmp_path / "page.html"
    page.write_text("Вася\n12.03.2026 12:00\nголосую против Пети\n", encoding="utf-8")
    copy.write_text(html, encoding="utf-8")
    with cpu_guard():
        code = main(["thread", "--ruleset", "forum-mafia-classic", "--player", "Вася", "--player", "Петя",
                     "--html", str(copy), str(page)])
    assert code == 0, capsys.readouterr().err


@pytest.mark.parametrize("html, expected", [
    # an empty element (here a script) is still a part of its parent: spaced there, as the old reading did
    ("<font color=red>Vote<i></i>Вася<font color=red><script></script>Вася</font> ",
     [("VoteВася Вася", "color"), ("Вася", "color")]),
    ("<b>Vo<i>te</i> X</b>", [("Vote X", "b")]),
    ("<b><span>Vo</span><span>te</span></b>", [("Vote", "b")]),
    ("<b><span>a<br>b</span>c</b>", [("a bc", "b")]),
])
def test_marked_runs_keep_their_text_exactly(html, expected):
    assert [(m.text, m.kind) for m in html_marks(html)] == expected
