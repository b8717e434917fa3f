"""Splitting a copied thread page into posts: author, date, last edit, and only what the author wrote.

`split_posts` finds each post's header (see `thread_lines` for the engines' forms), takes the
nick from the header itself or where its engine prints it (`thread_nicks`: above the date for Invision
and SMF, under it for vBulletin, above "#1" for XenForo 2, XenForo 1's line under the post), and keeps
of the post's text only the author's own words: profile columns, buttons, subjects, plain-text quotes
("Nick писал(а):", Discourse's "Nick:" over an earlier post's lines, up to the next blank line, on through the quoted author's earlier lines, or to
XenForo's "Click to expand...", or, mail-style, its "> " lines), edit notes, signatures (after a "____"/"-----" line, or trailing lines
the same author repeats under several posts: `thread_signatures`) and the page's footer are dropped. An edit note's date is kept: a vote changed by editing
counts from when it was edited.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from . import thread_dateless as td
from . import thread_lines as tl
from . import thread_nicks as tn
from . import thread_signatures as ts


@dataclass
class Post:
    """One post of a pasted page."""

    author: str
    """The nick as the page shows it."""
    posted: datetime | None
    """When the post was made, if its header had a date."""
    body: str
    """The author's own text: no quotes, profile, signature or edit note."""
    edited: datetime | None = None
    quote_only: bool = False
    """Every line of the post was read as a quote: its own words, if any, are the host's to check."""
    zone: timedelta | None = None
    """The zone its header printed after the time ("UTC+3", "(MSK)"), as an offset from UTC."""


def _clean(lines: list[str], author: str, today: date | None, inline: bool,
           earlier: dict[str, set[str]]) -> tuple[str, datetime | None]:
    """The author's own text of a post's lines, and the date of its last edit. With an `inline`
    header (phpBB) the profile comes after the text, else (Invision, vBulletin, SMF) before it.
    `earlier` holds the lines of the page's earlier posts by author: a quote runs on, across blank lines,
    as long as its lines are theirs — the quoted author's, when the intro names one who posted on the page
    (else it ends at its first blank line)."""
    edited: datetime | None = None
    kept: list[str] = []
    for line in lines:
        note = tl.edit_date(line, today)
        if note is False:
            kept.append(line)
            continue
        if isinstance(note, datetime):
            edited = max(edited, note) if edited else note
        if before := tl.text_before_edit(line):
            kept.append(before)
    cut = next((n for n, line in enumerate(kept) if tl.SEPARATOR.match(line)), len(kept))
    kept = kept[:cut]
    chrome = 0  # buttons and counters under the text ("Reactions: A, B", "Report"), taken off first
    buttons = 0
    while kept and (not kept[-1].strip() or tl.is_meta(kept[-1])):
        buttons += bool(kept[-1].strip())
        chrome += tl.is_profile(kept.pop())
    first = [n for n, line in enumerate(kept) if line.strip()][:16]  # a profile column spaced by blank lines
    head = [n for n in first if tl.is_profile(kept[n])]
    if head and not inline:
        label = head[-1]
        if kept[label].rstrip().endswith(":"):  # a label whose value is on the next line ("Location:" / "Sol System")
            label = next((n for n in first if n > label), label)
        kept = kept[label + 1 :]  # the profile column printed before the text
    tail = [n for n in range(max(0, len(kept) - 3), len(kept)) if kept[n].strip().casefold() == author.casefold()]
    if tail and inline and (chrome or (buttons and tail[0] == len(kept) - 1)):
        # prosilver's profile under the text starts with the nick; a select-all copy of mafiascum's
        # keeps the nick alone over "Top" (a «VOTE: ?» read it as a vote for the author)
        kept = kept[: tail[0]]
    return "\n".join(_outside_quotes(kept, author, earlier)).strip(), edited


def _outside_quotes(kept: list[str], author: str, earlier: dict[str, set[str]]) -> list[str]:
    """The lines of a post that are the author's own: past every quote (a box that closes on its own
    line, a mail-style "> " block, or lines of the page's earlier posts after a quote's intro)."""
    own: list[str] = []
    quote = "none"  # "intro": after a quote header, before its text; "in": inside the quoted text ("mail": "> " lines)
    boxed = False  # the quote closes with its box's own line ("Click to expand..."), not at a blank line
    for at, line in enumerate(kept):
        key = line.strip()
        if tl.is_quote_end(line):
            quote, boxed = "none", False  # XenForo's quote box closes: what follows is the author's again
        elif boxed:
            continue
        elif tl.is_quote_intro(line) or _names_quoted(kept, at, earlier):
            boxed = any(tl.is_quote_end(later) for later in kept[at + 1 :])
            if boxed:
                continue
            # the quoted words on the intro's own line ("X wrote: …"), else they follow (blank lines between)
            quote = "in" if ":" in key and len(key.rsplit(":", 1)[-1].strip()) > 20 else "intro"
            quoted_known, said = False, _quoted_lines(key, earlier)
        elif quote == "intro" and key:
            quote, quoted_known = "mail" if key.startswith(">") else "in", _from_earlier(key, said)
        elif quote == "mail":  # a mail-style quote ("X wrote:", then "> " lines) ends at its first other line
            if not key.startswith(">"):
                quote = "none"
                if key and not tl.is_meta(line):
                    own.append(line)
        elif quote == "in" and key and quoted_known and not _from_earlier(key, said):
            quote = "none"
            own.append(line)
        elif quote == "in" and key:
            quoted_known = quoted_known or _from_earlier(key, said)
        elif quote == "in" and not key and not quoted_known and not _votes_for(kept, at, author):
            quote = "none"  # (a vote for the quoter himself after the blank line is still the quoted post's)
        elif quote == "none" and not tl.is_meta(line):
            own.append(line)
    return own


# A vote line ("Vote: X", "голосую за X", "głosuję na X"): a player who quotes a post that votes for him answers it,
# so such a line for the quoter himself, after a blank line in a quote, is the quote going on (mafiascum print view:
# "imaginality wrote: … (blank) Vote: tarsonisocelot (blank) …" in tarsonisocelot's post).
_VOTE_LINE = re.compile(r"^\W*(?:##\s*)?(?:vote|голосую(?:\s+(?:за|против))?|głosuję(?:\s+na)?)\s*:?\s*(?P<name>.+?)\s*[.!]?$",
                        re.I)


def _names_quoted(lines: list[str], at: int, earlier: dict[str, set[str]]) -> bool:
    """Discourse's quote title as a browser copies it: "Meatball:" alone on its line, the nick of an author who
    posted earlier on the page, and the next line with words is one of that author's lines (else it is the
    author addressing that player: "Meatball:" / "vote Meatball" stays his own text)."""
    key = lines[at].strip()
    said = earlier.get(key[:-1].strip().casefold()) if key.endswith(":") else None
    following = next((line.strip() for line in lines[at + 1 :] if line.strip()), "")
    return bool(said) and _from_earlier(following, said or set())


def _votes_for(lines: list[str], at: int, author: str) -> bool:
    """The next line with words after `at` votes for `author`."""
    following = next((line.strip() for line in lines[at + 1 :] if line.strip()), "")
    match = _VOTE_LINE.match(following)
    return match is not None and match.group("name").casefold() == author.casefold()


def _quoted_lines(intro: str, earlier: dict[str, set[str]]) -> set[str]:
    """The earlier lines a quote may be made of: those of the author its intro names (the longest such
    nick: a double post's own words are not taken for the quote of someone else), else every author's."""
    folded = intro.casefold()
    named = max((nick for nick in earlier if re.search(r"(?<!\w)" + re.escape(nick) + r"(?!\w)", folded)),
                key=len, default=None)
    return earlier[named] if named else set().union(*earlier.values())


def _from_earlier(line: str, earlier: set[str]) -> bool:
    """A quoted line is an earlier post's line, or a piece of one (a quote cut out of a longer line)."""
    return line in earlier or (len(line) >= 12 and any(line in said for said in earlier))


def split_posts(text: str, players: list[str] | tuple[str, ...] = (), today: date | None = None) -> list[Post]:
    """The posts of a pasted page in order; `players` helps pick the nick line out of a profile
    column, `today` resolves "Сегодня"/"Вчера" dates."""
    lines = text.replace("\r\n", "\n").replace("\u00a0", " ").split("\n")
    known = {p.casefold(): p for p in players}
    starts: list[tuple[int, int, str, datetime | None, bool]] = []  # (first line, body, nick, date, inline)
    header_edits: dict[int, datetime] = {}
    stops: dict[int, int] = {}  # a post's last line when a line under it closes it (XenForo 1)
    zones: dict[int, timedelta] = {}
    floor = 0
    for i, line in enumerate(lines):
        if starts and i < starts[-1][1]:
            continue
        if starts and starts[-1][3] is None and (when := tl.date_line(line, today)) and i - starts[-1][1] <= 1:
            first, _body, nick, _none, inline = starts[-1]
            starts[-1] = (first, i + 1, nick, when, inline)
            continue
        if (signed := tn.signed_below(lines, i, floor, today)) is not None:  # XenForo 1
            starts.append(signed[0])
            stops[len(starts) - 1] = i
            floor = signed[1]
            continue
        if (twice := tn.nick_twice(lines, i, floor, known)) is not None:
            starts.append(twice)
            floor = twice[1]
            continue
        if (xf2 := tn.xenforo2_header(lines, i, floor, known, today)) is not None:
            starts.append(xf2)
            floor = xf2[1]
            continue
        anchor = tl.classify_anchor(line, today)
        if anchor and anchor.posted is None and anchor.kind == "below" and starts and i - starts[-1][1] <= 1:
            continue  # the "#1" right under a date header already read
        if anchor is None and (pairs := tl.profile_pairs(lines, i)):
            if (found_xf := tn.xenforo_nick(lines, i, floor, known)) is not None:  # XenForo: no date in the copy
                starts.append((found_xf[0], i + pairs, found_xf[1], None, False))
                floor = i + pairs
            continue
        if anchor is None:
            continue
        author = _author_of(lines, i, anchor, floor, known, today)
        if author is None:
            continue
        found, body = author
        if anchor.edited:
            header_edits[len(starts)] = anchor.edited
        if anchor.zone is not None:
            zones[len(starts)] = anchor.zone
        starts.append((min(found[0], i), body, found[1], anchor.posted, anchor.kind == "inline"))
        floor = body
    if not starts:  # no dated header anywhere: NodeBB's copy, whose times its script writes
        starts, stops = td.nodebb_starts(lines, known)
    return _posts_between(lines, starts, stops, header_edits, zones, today)


def _author_of(lines: list[str], i: int, anchor: tl.Anchor, floor: int, known: dict[str, str],
               today: date | None) -> tuple[tuple[int, str], int] | None:
    """((line, nick) of the author, first body line) of the post whose header line `i` is a date
    anchor of, by where each forum engine prints the nick around its date; None: no post starts here."""
    line = lines[i]
    by = tn.by_line_below(lines, i) if anchor.kind in ("above", "next") else None
    if by is not None:  # "Posted: <date>" / "Post #0 » <date>", then "by Nick" under it
        return (i, by[1]), by[0] + 1
    if anchor.kind == "next":
        return None
    if anchor.kind == "discourse":  # the nick over the tiny date, past the edit count and a reply's tab
        found = tn.discourse_nick(lines, i, floor, known)
        return (found, i + 1) if found is not None else None
    if anchor.kind == "inline":
        if tl.author_label(line) and not (i + 1 < len(lines) and tl.date_line(lines[i + 1], today)):
            return None
        top = tn.profile_nick_above(lines, i, floor, str(anchor.nick))  # its profile above it is the post's too
        return (i if top is None else top, str(anchor.nick)), i + 1
    if anchor.kind == "above":
        found = tn.nick_above(lines, i, floor, anchor.smf, known)
        return (found, i + 1) if found is not None else None
    if tn.over_column_header(lines, i):
        return None
    above = next((j for j in range(i - 1, max(floor, i - 3) - 1, -1) if lines[j].strip()), None)
    number = tn.number_above(lines, i, floor) if anchor.posted else None
    if above is not None and lines[above].strip().casefold() in known:  # Invision 2: nick, date, "#1"
        found, body = (above, known[lines[above].strip().casefold()]), i + 1
    elif number is not None:  # vBulletin 5: nick and profile above "#12", the subject, the date
        found, body = tn.nick_above(lines, number, floor, False, known), i + 1
    else:
        found = tn.nick_below(lines, i)
        body = found[0] + 1 if found else i + 1
    if found is None and anchor.posted:  # MyBB, UBB: "#1" or a nick above the date line
        found, body = tn.nick_above(lines, i, floor, False, known), i + 1
    return (found, body) if found is not None else None


def _posts_between(lines: list[str], starts: list[tuple[int, int, str, datetime | None, bool]], stops: dict[int, int],
                   header_edits: dict[int, datetime], zones: dict[int, timedelta], today: date | None) -> list[Post]:
    """The posts whose headers were found (`starts`), each its own text up to the next one's header, its
    signature or the line that closes it (`stops`)."""
    posts: list[Post] = []
    earlier: dict[str, set[str]] = {}
    ends = ts.signature_cuts(lines, starts)
    page = next((z for line in lines if (z := tl.page_zone(line)) is not None), None)  # "All times are GMT-5."
    for n, (_first, body, nick, when, inline) in enumerate(starts):
        end = min(ends[n], stops.get(n, ends[n]))
        own, edited = _clean(lines[body:end], nick, today, inline, earlier)
        edited = max(filter(None, [edited, header_edits.get(n)]), default=None)
        quoted = any(tl.is_quote_intro(line) for line in lines[body:end])
        posts.append(Post(nick, when, own, edited, quote_only=quoted and not own, zone=zones.get(n, page)))
        earlier.setdefault(nick.casefold(), set()).update(line.strip() for line in lines[body:end] if line.strip())
    ts.drop_repeated_signatures(posts)
    return posts
