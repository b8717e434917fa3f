"""Where the real forum material lives, and what of it is text others wrote.

The pages, posts and hosts' accounts nobody here wrote are kept outside the repository, in
`../shared/corpus/` beside the project root (or the folder `$MODERATOR_APP_CORPUS` names). Tests read
them from there by file and id, and skip saying why when the folder is absent, so a fresh clone
without it still passes. `corpus_lines()` is the text of every item (posts, pages — never the labels),
for the test that keeps that text out of the repository.
"""

from __future__ import annotations

import html
import json
import os
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import yaml

PROJECT = Path(__file__).resolve().parents[1]
ENV = "MODERATOR_APP_CORPUS"
TEXT_KEYS = frozenset({"text", "html", "bbcode", "snippet"})
"""The keys whose values are an item's own text (a post, a page, a quote of it); every other key is a label."""
MIN_LINE = 30
"""A line of this many characters or more shared with a corpus item counts as copied text."""


def corpus_dir() -> Path:
    """The corpus folder: `$MODERATOR_APP_CORPUS`, else `../shared/corpus` beside the project root."""
    chosen = os.environ.get(ENV)
    return Path(chosen) if chosen else PROJECT.parent / "shared" / "corpus"


def absent_reason(path: Path | None = None) -> str:
    """Why a test that needs real material is skipped."""
    where = path or corpus_dir()
    return (f"real forum corpus not found at {where} (kept outside the repository: ../shared/corpus beside "
            f"the project, or set {ENV})")


def corpus_path(*parts: str) -> Path:
    """A file or folder of the corpus, e.g. corpus_path("forum", "pages", "x.txt"); it may be absent."""
    return corpus_dir().joinpath(*parts)


def present(*parts: str) -> bool:
    return corpus_path(*parts).exists()


def need(*parts: str) -> Path:
    """The corpus file, or the calling test is skipped with the reason."""
    import pytest

    path = corpus_path(*parts)
    if not path.exists():
        pytest.skip(absent_reason(path))
    return path


def read(*parts: str) -> str:
    """The text of a corpus file (the test is skipped when it is absent)."""
    return need(*parts).read_text(encoding="utf-8")


def load(*parts: str) -> Any:
    """A corpus YAML or JSON file, parsed (the test is skipped when it is absent)."""
    text = read(*parts)
    return json.loads(text) if parts[-1].endswith(".json") else yaml.safe_load(text)


def forum_item(file: str, index: int, key: str = "items") -> dict[str, Any]:
    """Item `index` (0-based, the id the labels keep) of a forum/ YAML file's list `key` ("items", "pages", "pms")."""
    return load("forum", file)[key][index]


def or_skip(params: list[Any], width: int = 1) -> list[Any]:
    """pytest parameters of corpus items, or one skipped parameter saying why when the corpus is absent
    (`width`: how many names the test's parametrize has, so the skipped one still fits them)."""
    import pytest

    if corpus_dir().is_dir():
        return params
    return [pytest.param(*[None] * width, marks=pytest.mark.skip(reason=absent_reason()), id="no-corpus")]


_SPACES = re.compile(r"\s+")
_TAG = re.compile(r"<[^>]*>")


def normal(line: str) -> str:
    """A line as compared: runs of white space made one space, ends stripped."""
    return _SPACES.sub(" ", line).strip()


def _lines_of(text: str, markup: bool) -> Iterator[str]:
    if markup:  # a saved HTML page: the text between its tags, entities read
        text = html.unescape(_TAG.sub("\n", text))
    for line in text.splitlines():
        line = normal(line)
        if len(line) >= MIN_LINE and _has_words(line):
            yield line


def _has_words(line: str) -> bool:
    """A rule of dashes or a row of numbers is no one's text."""
    return sum(char.isalpha() for char in line) >= MIN_LINE // 3


def _texts(value: Any) -> Iterator[tuple[str, bool]]:
    """(text, is HTML) of every item text in a parsed YAML or JSON file, skipping the labels."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key in TEXT_KEYS and isinstance(inner, str):
                yield inner, key == "html" or inner.lstrip().startswith("<")
            else:
                yield from _texts(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _texts(inner)


@cache
def corpus_lines(root: Path | None = None) -> frozenset[str]:
    """Every line of MIN_LINE characters or more of every corpus item's text: saved pages (.txt, .html)
    and the text fields of the YAML and JSON files (their labels left out)."""
    root = root or corpus_dir()
    found: set[str] = set()
    for path in sorted(root.rglob("*")):
        if path.suffix in (".txt", ".html"):
            found.update(_lines_of(path.read_text(encoding="utf-8", errors="replace"), path.suffix == ".html"))
        elif path.suffix in (".yaml", ".yml", ".json"):
            raw = path.read_text(encoding="utf-8")
            data = json.loads(raw) if path.suffix == ".json" else yaml.safe_load(raw)
            for text, markup in _texts(data):
                found.update(_lines_of(text, markup))
    return frozenset(found)


_QUOTES = re.compile(r"[\"'`«»“”„]")
_ESCAPES = re.compile(r"\\[nt]")
_KEY = re.compile(r"^(?:[-#*>]+\s*)*(?:[\w-]+:\s+)?")


def _word_starts(line: str) -> Iterator[int]:
    for i, char in enumerate(line):
        if char.isalnum() and (i == 0 or not line[i - 1].isalnum()):
            yield i


class CopiedText:
    """Finds corpus text in a file's lines, both ways: a whole corpus line of MIN_LINE characters or more
    inside a line, and a line (or a quoted piece of one) of MIN_LINE or more that is part of a corpus line."""

    def __init__(self, lines: frozenset[str]) -> None:
        self.heads: dict[str, list[str]] = {}
        for line in lines:
            tail = line[next(_word_starts(line), 0):]
            if len(tail) >= MIN_LINE:
                self.heads.setdefault(tail[:MIN_LINE], []).append(tail)
        self.windows = {line[i:i + MIN_LINE] for line in lines for i in _word_starts(line)}
        self.text = "\n".join(sorted(lines))

    def in_line(self, raw: str) -> str | None:
        """The corpus text the line holds, or None."""
        whole = normal(_ESCAPES.sub(" ", raw))
        for i in _word_starts(whole):
            for tail in self.heads.get(whole[i:i + MIN_LINE], ()):
                if whole.startswith(tail, i):
                    return tail
        for piece in {whole, *_QUOTES.split(whole)}:
            for part in {normal(piece), normal(_KEY.sub("", normal(piece)))}:
                if len(part) >= MIN_LINE and _has_words(part) and self._part_of_corpus(part):
                    return part
        return None

    def _part_of_corpus(self, part: str) -> bool:
        inner = [i for i in _word_starts(part) if 0 < i <= len(part) - MIN_LINE]
        if any(part[i:i + MIN_LINE] not in self.windows for i in inner):
            return False
        return part in self.text
