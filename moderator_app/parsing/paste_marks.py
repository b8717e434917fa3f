"""Bold and colour kept from a browser's copy of a page (the clipboard's HTML beside its plain text).

Why: a host copies a thread page from the browser; its plain text has lost every mark, yet many forums
count a vote only in bold or in colour (forum rule profiles, `rules.VoteRules.mark`: mirf's «Голос
выделяется полужирным», HyperMafia's «голосовать цветом», mafiascum's bold "Vote"). Read from the plain
text alone, every real vote would be refused as unmarked. The browser also puts the page's HTML on the
clipboard: `html_marks` lists its bold and coloured runs in page order, and `mark_bodies` writes them as
[b]…[/b] / [color=…]…[/color] into the posts' bodies that `thread_posts.split_posts` found in the plain
text. Only runs inside a body are marked: a post header keeps its plain form (its bold nick would hide
the header from the splitter). A run not found stays unmarked: the reading is then the plain text's.
Uses the standard library's html.parser (no new dependency; BeautifulSoup would add one for a walk
this small).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

CONTEXT = 3
"""How many words before a run place it (a nick in a post header and the same nick in a post differ there)."""
SKIPPED = {"head", "script", "style", "noscript", "template", "svg", "select", "textarea", "iframe"}
VOID = {"br", "hr", "img", "input", "meta", "link", "area", "base", "col", "embed", "source", "track", "wbr"}
_BOLD_STYLE = re.compile(r"font-weight\s*:\s*(bold|bolder|[6-9]00)", re.I)
_COLOR_STYLE = re.compile(r"(?<![-\w])color\s*:\s*([^;\"']+)", re.I)


@dataclass(frozen=True)
class Mark:
    """A run of text the page shows in bold ("b") or in a colour ("color", with its CSS value)."""

    text: str
    kind: str
    value: str | None = None
    order: int = field(default=0, compare=False)
    """Where the run starts among the page's elements."""
    within: int | None = field(default=None, compare=False)
    """The `order` of the marked run this one lies inside ("<font><b>Vote X</b></font>"), if any."""
    before: str = field(default="", compare=False)
    """The last words the page shows before the run: where the same words stand twice (a nick in a post
    header, then in a post), the run is the one after these words."""

    def wrap(self, words: str) -> str:
        return f"[b]{words}[/b]" if self.kind == "b" else f"[color={self.value}]{words}[/color]"


#: marked elements inside marked elements beyond this depth are not runs of their own (a page nests
#: `<font><b><i>` a few deep; a hostile one nests `<b>` a hundred thousand deep, #26 item 3)
MARKED_DEPTH = 8


class _Runs(HTMLParser):
    """The page's marked runs in one pass, linear in the page whatever its nesting (#26 item 3).

    The text pieces are kept once, in page order, each boundary between two pieces with the depth of the
    deepest element holding both; a marked element's text is its pieces, a space at each boundary that
    lies inside one of its children (a child's own pieces are spaced) and none at its own. No element
    copies its children's text, and the nearest marked ancestor is kept on a stack, not searched for."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        #: (tag, its marks, its order, where its pieces start, the nearest marked element's order at or above it)
        self.open: list[tuple[str, list[Mark], int, int, int | None]] = []
        self.counts: dict[str, int] = {}  # open elements per tag: an end tag nothing matches costs nothing
        self.marked = 0  # open elements with marks
        self.skip = 0
        self.runs: list[tuple[int, Mark]] = []  # (order of the run's start, mark)
        self.started = 0
        self.shown: list[str] = []  # the words shown so far, in page order
        self.pieces: list[str] = []
        self.joints: list[int] = []  # joints[i]: the depth of the deepest element holding pieces i-1 and i
        self.low = 0  # the lowest depth since the last piece

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            return
        if tag in SKIPPED:
            self.skip += 1
        marks = []
        if self.marked < MARKED_DEPTH:
            found = dict(attrs)
            style = found.get("style") or ""
            if tag in ("b", "strong") or _BOLD_STYLE.search(style):
                marks.append(Mark("", "b"))
            colour = found.get("color") if tag == "font" else None
            if colour or (m := _COLOR_STYLE.search(style)):
                marks.append(Mark("", "color", (colour or m.group(1)).strip()))  # type: ignore[union-attr]
        within = self.open[-1][4] if self.open else None
        before = " ".join(self.shown[-CONTEXT:])
        marks = [Mark("", m.kind, m.value, self.started, within if n == 0 else self.started, before)  # one element's
                 for n, m in enumerate(marks)]                                                 # second mark: inside
        self.open.append((tag, marks, self.started, len(self.pieces), self.started if marks else within))
        self.counts[tag] = self.counts.get(tag, 0) + 1
        self.marked += bool(marks)
        self.started += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID or not self.counts.get(tag):
            return
        while self.open[-1][0] != tag:  # close up to the matching tag (HTML forgives)
            self._close()
        self._close()

    def _close(self) -> None:
        tag, marks, order, first, _nearest = self.open.pop()
        self.counts[tag] -= 1
        self.marked -= bool(marks)
        self.low = min(self.low, len(self.open))
        if tag in SKIPPED:
            self.skip -= 1
        if first == len(self.pieces) and self.open:  # an empty element is still a part of its parent: spaced there
            self._piece("")
        if not marks:
            return
        depth = len(self.open) + 1  # this element's own pieces lie at this depth
        joined = [self.pieces[first]] if first < len(self.pieces) else []
        for i in range(first + 1, len(self.pieces)):
            joined.append((" " if self.joints[i] > depth else "") + self.pieces[i])
        text = " ".join("".join(joined).split())
        for mark in marks:
            if text:
                self.runs.append((order, Mark(text, mark.kind, mark.value, mark.order, mark.within, mark.before)))

    def handle_data(self, data: str) -> None:
        if self.skip:
            return
        self.shown.extend(data.split())
        if self.open:
            self._piece(data)

    def _piece(self, data: str) -> None:
        self.joints.append(min(self.low, len(self.open)))
        self.pieces.append(data)
        self.low = len(self.open)


def html_marks(html: str) -> list[Mark]:
    """The bold and coloured runs of an HTML copy, in the order they start on the page (outer first)."""
    parser = _Runs()
    parser.feed(html)
    parser.close()
    while parser.open:
        parser._close()
    return [mark for _start, mark in sorted(parser.runs, key=lambda run: run[0])]


def _pattern(words: str) -> re.Pattern[str]:
    return re.compile(r"\s+".join(re.escape(w) for w in words.split()))


def _after(mark: Mark, text: str, cursor: int) -> re.Match[str] | None:
    """The run where the plain text shows it after the same words as the page (else its next occurrence)."""
    if mark.before:
        joined = re.compile(_pattern(mark.before).pattern + r"\s*(" + _pattern(mark.text).pattern + ")")
        if found := joined.search(text, cursor):
            return _pattern(mark.text).search(text, found.start(1))
    return _pattern(mark.text).search(text, cursor)


def mark_bodies(text: str, posts: list[Any], marks: list[Mark]) -> None:
    """Write `marks` into the `body` of each post (split from `text`, in page order) whose body holds them."""
    found: list[tuple[int, int, Mark]] = []
    spans: dict[int, tuple[int, int]] = {}  # where each run was found, by its order
    cursor = 0
    for mark in marks:  # each run where the plain text shows it, in page order; a nested one inside its outer
        outer = spans.get(mark.within) if mark.within is not None else None
        if mark.within is not None and outer is None:
            continue  # its outer run was not found: nor is it
        m = _pattern(mark.text).search(text, *outer) if outer else _after(mark, text, cursor)
        if m:
            found.append((m.start(), m.end(), mark))
            spans[mark.order] = (m.start(), m.end())
            cursor = cursor if outer else m.end()
    at = 0
    for post in posts:
        span = _span(text, post.body, at)
        if span is None:
            continue
        start, end = span
        at = end
        inside = [(s - start, e - start, mark) for s, e, mark in found if start <= s and e <= end]
        post.body = _wrapped(text[start:end], inside)


def _span(text: str, body: str, at: int) -> tuple[int, int] | None:
    """Where a post's body stands in the page: itself, or from its first line to its last (a signature or
    quote the splitter removed lies between)."""
    lines = [line for line in body.strip().splitlines() if line.strip()]
    if not lines:
        return None
    if (start := text.find(body.strip(), at)) >= 0:
        return start, start + len(body.strip())
    if (start := text.find(lines[0], at)) < 0:
        return None
    last = text.find(lines[-1], start)
    return (start, last + len(lines[-1])) if last >= 0 else None


def _wrapped(span: str, inside: list[tuple[int, int, Mark]]) -> str:
    """The span with each run wrapped; a run overlapping one already wrapped (not nested in it) is left out."""
    inserts: list[tuple[int, int, str]] = []  # (position, order, tag text)
    kept: list[tuple[int, int]] = []
    for n, (s, e, mark) in enumerate(inside):
        if any(s < ke and ks < e and not (ks <= s and e <= ke) and not (s <= ks and ke <= e) for ks, ke in kept):
            continue
        kept.append((s, e))
        opening, closing = mark.wrap("\0").split("\0")
        inserts += [(s, n, opening), (e, -n - 1, closing)]
    out, pos = [], 0
    for where, _order, tag in sorted(inserts, key=lambda i: (i[0], i[1] >= 0, i[1])):
        out.append(span[pos:where])
        out.append(tag)
        pos = where
    out.append(span[pos:])
    return "".join(out)
