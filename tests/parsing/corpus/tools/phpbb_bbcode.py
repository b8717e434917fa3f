"""Turn a phpBB 3 post's HTML (as mafiascum.net renders it) back into the BBCode its author typed.

Why: a host who copies ONE post for the inbox gets it from the forum's "Quote" button or the
post's source — BBCode, with the bold and colour that mafiascum's rules ask of a vote — not the
page's plain text. The real posts we have (github.com/Computational-Mafia/donbot, data/posts/*.jsonl)
are stored as the rendered HTML; this gives each one's BBCode back: the site's bold/colour/strike
`<div style=...>` become [b], [color=X], [s]; its vote tag `<span class="bbvote">VOTE: X</span>`
becomes [vote]X[/vote] ("UNVOTE: X" → [unvote]X[/unvote]); `<blockquote><cite>X wrote:</cite>`
becomes [quote="X"]…[/quote]; a spoiler's box becomes [spoiler]…[/spoiler]; smilies become their code
(":eek:"), links their text, images nothing, <br> a new line. Sizes and fonts only change the look
and are left out (their text kept).

Usage: python tests/parsing/corpus/tools/phpbb_bbcode.py POSTS.jsonl NUMBER... (prints each post's BBCode)
"""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser

# phpBB's inline styles back to their BBCode, first match wins
_STYLE_TAGS = (("font-weight:bold", "b"), ("font-style:italic", "i"), ("line-through", "s"),
               ("text-decoration:underline", "u"))
_COLOR = re.compile(r"color:\s*([#\w]+)")


class _BBCode(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.closers: list[str] = []  # what each open element closes with, innermost last
        self.vote: list[int] = []  # where an open vote span's text starts in `out`
        self.cite = False
        self.skip = 0  # inside an element whose text is no part of the post (a spoiler's button)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        style, cls = a.get("style", ""), a.get("class", "")
        closer = ""
        if tag == "br":
            self.out.append("\n")
            return
        if tag == "img":
            if "smilies" in cls:
                self.out.append(a.get("alt", ""))
            return
        if tag == "input":
            return
        if tag == "cite":
            self.cite = True
            self.out.append("\0cite\0")
            closer = "\0/cite\0"
        elif tag == "blockquote":
            self.out.append("[quote]")
            closer = "[/quote]\n"
        elif tag == "span" and "bbvote" in cls:
            self.vote.append(len(self.out))
            closer = "\0/vote\0"
        elif tag == "div" and "quotetitle" in cls:
            self.skip += 1
            closer = "\0/skip\0"
        elif tag == "div" and "quotecontent" in cls:
            self.out.append("[spoiler]")
            closer = "[/spoiler]"
        elif styled := next((bb for css, bb in _STYLE_TAGS if css in style), None):
            self.out.append(f"[{styled}]")
            closer = f"[/{styled}]"
        elif (m := _COLOR.search(style)) and "display:inline" in style:
            self.out.append(f"[color={m.group(1)}]")
            closer = "[/color]"
        if tag not in ("br", "img", "input"):
            self.closers.append(closer)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("br", "img", "input") or not self.closers:
            return
        closer = self.closers.pop()
        if closer == "\0/skip\0":
            self.skip -= 1
        elif closer == "\0/vote\0":
            start = self.vote.pop()
            text = "".join(self.out[start:])
            del self.out[start:]
            word, _, name = text.partition(":")
            tag = "unvote" if word.strip().lower() == "unvote" else "vote"
            self.out.append(f"[{tag}]{name.strip()}[/{tag}]")
        elif closer:
            self.out.append(closer)

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.out.append(data.replace("\n", ""))  # phpBB writes "<br>\n": the <br> is the line

    def text(self) -> str:
        joined = "".join(self.out)
        joined = re.sub(r"\[quote\]\0cite\0(.*?) wrote:\0/cite\0", r'[quote="\1"]', joined)
        joined = joined.replace("\0cite\0", "").replace("\0/cite\0", "")
        return re.sub(r"\n{3,}", "\n\n", joined).strip()


def bbcode(html: str) -> str:
    parser = _BBCode()
    parser.feed(html)
    parser.close()
    return parser.text()


if __name__ == "__main__":
    wanted = {int(n) for n in sys.argv[2:]}
    for line in open(sys.argv[1], encoding="utf-8"):
        post = json.loads(line)
        if post["number"] in wanted:
            print(f"--- #{post['number']} {post['user']} {post['time']}\n{bbcode(post['content'])}")
