"""Signatures without a separator line: the trailing lines an author prints under every post.

Split out of `thread_posts`: found on the page as copied (before quotes are taken out) by what most of
an author's posts end with, and again on the posts' own texts; a double post (the same text twice) does
not hide one.
"""

from __future__ import annotations

from collections import Counter
from datetime import datetime
from typing import TYPE_CHECKING

from . import thread_lines as tl

if TYPE_CHECKING:
    from .thread_posts import Post


def signature_cuts(lines: list[str], starts: list[tuple[int, int, str, datetime | None, bool]]) -> list[int]:
    """Where each post's text ends: before the next post, less the trailing lines its author prints
    under every post (a signature with no separator line, quotes in it included), found on the page
    as copied, before quotes are taken out (a quote is read differently once its text was seen). The
    signature is what most of his posts end with; a post with more under it (the page's footer after
    the last post, a tag line) has it cut where it stands, with what follows."""
    ends = [starts[n + 1][0] if n + 1 < len(starts) else len(lines) for n in range(len(starts))]
    for n, start in enumerate(starts):  # a page's footer (the last post's, or a page's of several pasted) is no post's
        ends[n] = next((j for j in range(start[1], ends[n]) if tl.is_footer(lines[j])), ends[n])
    by_author: dict[str, list[int]] = {}
    for n, start in enumerate(starts):
        by_author.setdefault(start[2].casefold(), []).append(n)
    last = len(starts) - 1
    for own in by_author.values():
        # the buttons under a post are chrome (meta lines), not the signature's last line
        rows = {n: [j for j in range(starts[n][1], ends[n]) if lines[j].strip() and not tl.is_meta(lines[j])]
                for n in own}
        said = {n: [lines[j].strip() for j in rows[n]] for n in own}
        endings = Counter(said[n][-1] for n in own if n != last and said[n])
        if not endings or endings.most_common(1)[0][1] < 2:
            continue
        ending = endings.most_common(1)[0][0]
        signature = _common_tail([said[n] for n in own if n != last and said[n] and said[n][-1] == ending])
        for n in own if signature else []:  # a post with more under it (tags, the page's footer) too
            at = next((k for k in range(1, len(said[n]) - len(signature) + 1)
                       if said[n][k : k + len(signature)] == signature), None)
            if at is not None:
                ends[n] = rows[n][at]
    return ends


def _common_tail(bodies: list[list[str]]) -> list[str]:
    """The trailing lines every body ends with, when each keeps its own different words above them."""
    common = 0
    while all(len(b) > common + 1 for b in bodies) and len({b[-1 - common] for b in bodies}) == 1:
        common += 1
    if not common or len({"\n".join(b[:-common]) for b in bodies}) < len({"\n".join(b) for b in bodies}):
        return []
    return bodies[0][-common:]


def drop_repeated_signatures(posts: list[Post]) -> None:
    """Cut the trailing lines an author repeats under all his posts (a signature without a rule)."""
    by_author: dict[str, list[Post]] = {}
    for post in posts:
        by_author.setdefault(post.author.casefold(), []).append(post)
    for own in by_author.values():
        if len(own) < 2:
            continue
        bodies = [[line for line in post.body.split("\n") if line.strip()] for post in own]
        common = 0
        while all(len(b) > common + 1 for b in bodies) and len({b[-1 - common] for b in bodies}) == 1:
            common += 1
        if common and len({"\n".join(b[:-common]) for b in bodies}) == len({"\n".join(b) for b in bodies}):
            for post, body in zip(own, bodies):
                post.body = "\n".join(body[:-common])
