"""Turn a saved forum page (HTML) into the text a browser gives for select-all, copy as plain text.

Why: hosts paste pages as their browser copies them, so the real corpus stores that text, never the
HTML. This converter stands in for the browser on saved pages (open-source vote counters' test
fixtures): only what a reader sees, in the page's order — no <head>, scripts, styles, templates or
elements marked hidden (`hidden`, `display:none`); images give no text; paragraph-like blocks
(p, headings, quotes, lists, tables) stand apart by a blank line, other blocks (div, li, tr, br) start a
new line, table cells are joined by a tab; spaces collapse as the browser collapses them (not in <pre>).

A site's own stylesheet can show an inline element as a block (XenForo 1's user title under the nick)
or hide one (its "Click to shrink..." link): `--block CLASS` and `--hide CLASS` say so, per page, as that
site's CSS does; the item's source note names the options used.

Usage: python tests/parsing/corpus/tools/html_to_text.py PAGE.html [--block CLASS]... [--hide CLASS]... > PAGE.txt
"""

from __future__ import annotations

import argparse
import codecs
import re
import sys
from html.parser import HTMLParser

SKIPPED = {"head", "script", "style", "noscript", "template", "svg", "select", "textarea", "iframe", "object"}
PARAGRAPHS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol", "dl", "table", "pre", "hr",
              "form", "fieldset", "figure"}
LINES = {"div", "li", "tr", "br", "dt", "dd", "article", "section", "header", "footer", "nav", "aside", "main",
         "address", "caption", "figcaption", "tbody", "thead", "legend", "details", "summary", "option"}
VOID = {"br", "hr", "img", "input", "meta", "link", "area", "base", "col", "embed", "source", "track", "wbr"}
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)


class _Copy(HTMLParser):
    def __init__(self, block: set[str], hide: set[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.block, self.hide = block, hide
        self.out: list[str] = []
        self.skip: list[str] = []  # the tag names of open skipped elements (innermost last)
        self.styled: list[str] = []  # open elements the site's CSS shows as blocks (innermost last)
        self.pre = 0

    def _classes(self, attrs: list[tuple[str, str | None]]) -> set[str]:
        return set((dict(attrs).get("class") or "").split())

    def _hidden(self, tag: str, attrs: list[tuple[str, str | None]]) -> bool:
        values = dict(attrs)
        return (tag in SKIPPED or bool(self.hide & self._classes(attrs)) or "hidden" in values
                or bool(_HIDDEN_STYLE.search(values.get("style") or "")) or values.get("type") == "hidden")

    def _break(self, tag: str) -> None:
        if tag in PARAGRAPHS:
            self.out.append("\n\n")
        elif tag in LINES:
            self.out.append("\n")
        elif tag in ("td", "th"):
            self.out.append("\t")

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.skip:
            if tag == self.skip[-1] and tag not in VOID:
                self.skip.append(tag)
            return
        if self._hidden(tag, attrs):
            if tag not in VOID:
                self.skip.append(tag)
            return
        self._break(tag)
        if tag not in VOID and self.block & self._classes(attrs):
            self.out.append("\n")
            self.styled.append(tag)
        if tag == "pre":
            self.pre += 1
        if tag == "input" and dict(attrs).get("type") in ("submit", "button"):
            self.out.append(f" {dict(attrs).get('value') or ''} ")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if not self.skip and not self._hidden(tag, attrs):
            self._break(tag)

    def handle_endtag(self, tag: str) -> None:
        if self.skip:
            if tag == self.skip[-1]:
                self.skip.pop()
            return
        self._break(tag)
        if self.styled and tag == self.styled[-1]:
            self.styled.pop()
            self.out.append("\n")
        if tag == "pre":
            self.pre = max(0, self.pre - 1)

    def handle_data(self, data: str) -> None:
        if self.skip:
            return
        self.out.append(data.replace("\n", "\x00") if self.pre else re.sub(r"\s+", " ", data))


def html_to_text(html: str, block: set[str] = frozenset(), hide: set[str] = frozenset()) -> str:
    """The page's visible text as a browser copies it (see the module's docstring)."""
    copy = _Copy(set(block), set(hide))
    copy.feed(html)
    copy.close()
    text = "".join(copy.out).replace("\xa0", " ")
    lines = [line.strip(" ") if line.strip() else "" for line in text.split("\n")]
    lines = [line.replace("\x00", "\n") for line in lines]
    blocks = re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
    return blocks + "\n"


def _cp1252_bytes(error: UnicodeDecodeError) -> tuple[str, int]:
    """A byte that is not UTF-8 in a page saved as UTF-8 (a stray Windows-1252 quote) reads as Windows-1252,
    as the page's own charset declares for such sites (a browser shows the quote, not a replacement mark)."""
    bad = error.object[error.start:error.end]
    return bad.decode("cp1252", errors="replace"), error.end


codecs.register_error("cp1252-bytes", _cp1252_bytes)


def main(argv: list[str]) -> int:
    options = argparse.ArgumentParser(description="A saved page's text as a browser copies it.")
    options.add_argument("page")
    options.add_argument("--block", action="append", default=[], help="a class the site's CSS shows as a block")
    options.add_argument("--hide", action="append", default=[], help="a class the site's CSS hides")
    args = options.parse_args(argv)
    with open(args.page, encoding="utf-8", errors="cp1252-bytes") as page:
        sys.stdout.write(html_to_text(page.read(), set(args.block), set(args.hide)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
