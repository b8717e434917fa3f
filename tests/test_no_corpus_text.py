"""Text written by others stays out of the repository (#27 item 1): no line of 30 characters or more of
a real corpus item's text (a post or a page in ../shared/corpus, not its labels) appears in the project's
files — neither a whole corpus line inside a file's line, nor a file's line or quoted piece that is part
of a corpus line. Tests read the real material from ../shared/corpus by file and id instead."""

from __future__ import annotations

import subprocess

import pytest

from shared_corpus import MIN_LINE, PROJECT, CopiedText, absent_reason, corpus_dir, corpus_lines

FORMATS = frozenset({"You must log in or register to reply here."})
"""Lines a forum engine itself prints on every page (XenForo's footer): its format, nobody's post."""
SKIPPED_DIRS = {".git", ".venv", "__pycache__", ".mypy_cache", ".ruff_cache", ".pytest_cache", "build", "dist"}


def _project_files() -> list[str]:
    """The files git would commit (tracked and new, not ignored); every file when this is no checkout."""
    done = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], cwd=PROJECT,
                          capture_output=True, text=True)
    if done.returncode == 0:
        return [name for name in done.stdout.split("\0") if name and (PROJECT / name).is_file()]
    return [str(p.relative_to(PROJECT)) for p in PROJECT.rglob("*")
            if p.is_file() and not SKIPPED_DIRS.intersection(p.relative_to(PROJECT).parts)]


@pytest.fixture(scope="module")
def finder() -> CopiedText:
    if not corpus_dir().is_dir():
        pytest.skip(absent_reason())
    return CopiedText(corpus_lines())


def test_no_line_of_a_corpus_item_is_in_the_repository(finder):
    found = []
    for name in _project_files():
        try:
            text = (PROJECT / name).read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue  # binary files (icons) hold no forum text
        for number, line in enumerate(text.splitlines(), 1):
            copied = finder.in_line(line)
            if copied and copied not in FORMATS:
                found.append(f"{name}:{number}: {copied[:80]!r}")
    assert not found, "text of real corpus items in the repository (read it from ../shared/corpus):\n" + "\n".join(found)


def test_the_check_finds_a_corpus_line_however_it_is_quoted(finder):
    """The check itself: a corpus line found whole inside a test's string, a quoted part of one found too,
    a made-up sentence of the same length not."""
    line = max(corpus_lines(), key=lambda s: (sum(c.isalpha() for c in s[:60]), s))
    part = line[len(line) // 4:][:MIN_LINE + 5]
    assert finder.in_line(f'    text = "{line}\\nVote X"')
    assert finder.in_line(f"# an example: «{part}»") or finder.in_line(part.strip())
    assert finder.in_line("x = 'Голосую за Васю, потому что он вчера молчал весь день, а это подозрительно'") is None
