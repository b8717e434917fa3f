"""Rebuild one page of a phpBB 3 topic's print view from scraped posts, as a browser copies it.

Why: the real mafiascum posts we have (github.com/Computational-Mafia/donbot, data/posts/*.jsonl: each
post's author, time and rendered HTML, scraped from forum.mafiascum.net) carry no page around them.
phpBB 3's print view (viewtopic.php?…&view=print, template viewtopic_print.html) puts each post under
"Posted: <date>" and "by <author>", with nothing else: this fills that template with the real posts of
one page (25 posts, the `start=` of their page) and copies it with html_to_text.py, as
pages/mafiascum-print-en.txt (a real print view) reads. A quote's "<nick> wrote:" stands on its own
line, as the site's CSS shows <cite> as a block; spoilers stay hidden (display:none), as the browser
shows them closed. Subjects are left out (the scrape has none).

Usage: python tests/parsing/corpus/tools/phpbb_print_page.py POSTS.jsonl START "TITLE" > PAGE.txt
"""

from __future__ import annotations

import html
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from html_to_text import html_to_text  # noqa: E402


def print_page(posts: list[dict], title: str) -> str:
    parts = [f"<html><body><h1>{html.escape(title)}</h1><div id='page-body'>"]
    for post in posts:
        message = post["content"].replace("</cite>", "</cite><br>")
        parts.append(f"<div class='post'><div class='date'>Posted: <strong>{html.escape(post['time'])}</strong><br>"
                     f"by <strong>{html.escape(post['user'])}</strong></div>"
                     f"<div class='content'>{message}</div></div><hr>")
    parts.append("</div></body></html>")
    return html_to_text("".join(parts))


if __name__ == "__main__":
    path, start, title = sys.argv[1], sys.argv[2], sys.argv[3]
    chosen = [p for line in open(path, encoding="utf-8") if (p := json.loads(line))["page"].endswith(f"start={start}")]
    sys.stdout.write(print_page(chosen, title))
