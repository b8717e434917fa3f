"""Splitting a copied thread page into posts: author, date, last edit, and only what the author wrote.

`split_posts` finds each post's header (see `thread_lines` for the four engines' forms), takes the
nick from the header itself, from the line above the date (Invision, SMF, subsilver) or from the
line under it (vBulletin), and keeps of the post's text only the author's own words: profile
columns, buttons, subjects, plain-text quotes ("Nick писал(а):" up to the next blank line), edit
notes and signatures (after a "____"/"-----" line, or trailing lines the same author repeats
under several posts) are dropped. An edit note's date is kept: a vote changed by editing
counts from when it was edited.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from . import thread_lines as tl


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


def _nick_above(lines: list[str], anchor_at: int, floor: int, smf: bool,
                players: dict[str, str]) -> tuple[int, str] | None:
    """(line index, nick) of the author above a date header: past the subject, profile fields and
    blank lines, the top of the short block of lines there (a nick and maybe a user title)."""
    i = anchor_at - 1
    while i >= floor and not lines[i].strip():
        i -= 1
    if smf and i >= floor and not tl.SUBJECT.match(lines[i]) and not tl.is_meta(lines[i]):
        i -= 1  # SMF's subject line, whatever it says
    while i >= floor and (not lines[i].strip() or tl.is_meta(lines[i]) or tl.is_bulleted(lines[i])):
        subject = tl.SUBJECT.match(lines[i])
        if subject and subject.group("nick"):
            return i, subject.group("nick").strip()
        i -= 1
    for j in range(i, max(floor, i - 6) - 1, -1):
        if players and (nick := _known_in(lines[j], players)):
            return j, nick
    block: list[int] = []
    while i >= floor and lines[i].strip() and not tl.is_meta(lines[i]) and len(block) < 3:
        block.append(i)
        i -= 1
    if not block:
        return None
    top = block[-1]
    return top, lines[top].strip()


def _known_in(line: str, players: dict[str, str]) -> str | None:
    """The known nick a header line is, or ends with ("United States littlelum": a flag's caption
    glued to the nick)."""
    folded = line.strip().casefold()
    if folded in players:
        return players[folded]
    return next((nick for key, nick in players.items() if folded.endswith(" " + key)), None)


def _xenforo_nick(lines: list[str], label_at: int, floor: int, players: dict[str, str]) -> tuple[int, str] | None:
    """(line index, nick) above XenForo's profile pairs: "Nick", a blank line, then the user title
    ("Jacob" / "" / "· · · ☆ · · ·"); a known player's line wins."""
    above = [j for j in range(label_at - 1, max(floor, label_at - 6) - 1, -1) if lines[j].strip()]
    for j in above[:3]:
        if not tl.is_meta(lines[j]) and (nick := _known_in(lines[j], players)):  # not "Reactions: Alice"
            return j, nick
    if not above or tl.is_meta(lines[above[0]]):
        return None
    title = above[0]
    if len(above) > 1 and not lines[title - 1].strip() and not tl.is_meta(lines[above[1]]) and len(lines[above[1]]) <= 40:
        return above[1], lines[above[1]].strip()
    return title, lines[title].strip()


# XenForo's default user titles (the "trophy" ladder), as a copy carries them under the nick.
_XF_TITLES = {"new member", "member", "active member", "well-known member", "новичок", "nowy użytkownik"}


def _nick_twice(lines: list[str], at: int, floor: int, players: dict[str, str]) -> tuple[int, int, str, None, bool] | None:
    """XenForo with neither date nor counts in the copy (animes.pl): a player's nick twice (the avatar's
    name, then the name link), then a default user title ("New member"): (first line, body, nick, None,
    False), else None."""
    nick = players.get(lines[at].strip().casefold())
    seen = [j for j in range(at + 1, min(len(lines), at + 6)) if lines[j].strip()][:2]
    if nick is None or at < floor or len(seen) < 2 or lines[seen[0]].strip() != lines[at].strip():
        return None
    return (at, seen[1] + 1, nick, None, False) if lines[seen[1]].strip().casefold() in _XF_TITLES else None


def _signed_below(lines: list[str], at: int, floor: int,
                  today: date | None) -> tuple[tuple[int, int, str, datetime | None, bool], int] | None:
    """XenForo 1's post, found from the line under it ("Crow, Oct 30, 2014  Report Bookmark" then "#1327"):
    ((first line, body, nick, date, False), the line after its number), the body starting under the
    nick's own line above the text; None for any other line."""
    below = next((j for j in range(at + 1, min(len(lines), at + 3)) if lines[j].strip()), None)
    signed = tl.signed_footer(lines[at], lines[below], today) if below is not None else None
    if signed is None:
        return None
    nick, when = signed
    top = next((j for j in range(floor, at) if lines[j].strip().casefold() == nick.casefold()), None)
    if top is None:
        return None
    body = next((j for j in range(top + 1, at) if not lines[j].strip()), at)  # past the user title under the nick
    return (top, body, nick, when, False), below + 1


def _xenforo2_header(lines: list[str], at: int, floor: int, players: dict[str, str],
                     today: date | None) -> tuple[int, int, str, datetime | None, bool] | None:
    """XenForo 2's header as copied: the nick, its user title, the date alone ("Nov 21, 2010",
    "Yesterday at 9:14 PM"), then "#1" on the next line: (first line, body, nick, date, False), else None."""
    below = next((j for j in range(at + 1, min(len(lines), at + 3)) if lines[j].strip()), None)
    if below is None or not tl.is_post_number(lines[below]) or not lines[at].strip():
        return None
    is_date, when = tl.date_alone(lines[at], today)
    found = _xenforo_nick(lines, at, floor, players) if is_date else None
    if found is None:
        return None
    return found[0], below + 1, found[1], when, False


def _by_line_below(lines: list[str], anchor_at: int) -> tuple[int, str] | None:
    """(line index, nick) of a "by Nick" line among the next two non-empty lines."""
    seen = [j for j in range(anchor_at + 1, min(len(lines), anchor_at + 5)) if lines[j].strip()][:2]
    for j in seen:
        if nick := tl.by_line_nick(lines[j]):
            return j, nick.strip()
    return None


def _number_above(lines: list[str], date_at: int, floor: int) -> int | None:
    """The "#12" line among the two non-empty lines over a date line (a subject may stand between),
    when profile lines stand above it: vBulletin 5's header."""
    over = [j for j in range(date_at - 1, max(floor, date_at - 8) - 1, -1) if lines[j].strip()][:2]
    number = next((j for j in over if tl.is_post_number(lines[j])), None)
    if number is None:
        return None
    profile = [j for j in range(number - 1, max(floor, number - 14) - 1, -1) if lines[j].strip()][:5]
    return number if any(tl.is_profile(lines[j]) for j in profile) else None


def _nick_below(lines: list[str], anchor_at: int) -> tuple[int, str] | None:
    """(line index, nick) of the author under a vBulletin date line; None unless profile fields
    follow within a few lines (a bare date in a post's text is not a header)."""
    seen = [j for j in range(anchor_at + 1, min(len(lines), anchor_at + 30)) if lines[j].strip()][:12]
    for j in seen[:6]:
        if avatar := tl.avatar_nick(lines[j]):
            last_profile = max([k for k in seen[:10] if tl.is_profile(lines[k])], default=j)
            return last_profile, avatar
    nick = next((j for j in seen if not tl.is_meta(lines[j]) and not tl.classify_anchor(lines[j], None)), None)
    if nick is not None and any((a := tl.classify_anchor(lines[j], None)) and a.posted for j in seen if j < nick):
        return None  # "#12" over a date line (vBulletin 5): the date line is the header
    # the profile follows within a few lines; buttons ("View User Profile", "Send Message") are not counted
    near = [j for j in seen if j > nick and not (tl.is_meta(lines[j]) and not tl.is_profile(lines[j]))] if nick else []
    if nick is None or not any(tl.is_profile(lines[j]) for j in near[:6]):
        return None
    return nick, lines[nick].strip()


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
    while kept and (not kept[-1].strip() or tl.is_meta(kept[-1])):
        chrome += tl.is_profile(kept.pop())
    first = [n for n, line in enumerate(kept) if line.strip()][:16]  # a profile column spaced by blank lines
    head = [n for n in first if tl.is_profile(kept[n])]
    if head and not inline:
        label = head[-1]
        if kept[label].rstrip().endswith(":"):  # a label whose value is on the next line ("Location:" / "Sol System")
            label = next((n for n in first if n > label), label)
        kept = kept[label + 1 :]  # the profile column printed before the text
    tail = [n for n in range(max(0, len(kept) - 3), len(kept)) if kept[n].strip().casefold() == author.casefold()]
    if tail and chrome and inline:
        kept = kept[: tail[0]]  # prosilver's profile under the text starts with the nick
    own: list[str] = []
    quote = "none"  # "intro": after a quote header, before its text; "in": inside the quoted text
    boxed = False  # the quote closes with its box's own line ("Click to expand..."), not at a blank line
    for at, line in enumerate(kept):
        key = line.strip()
        if tl.is_quote_end(line):
            quote, boxed = "none", False  # XenForo's quote box closes: what follows is the author's again
        elif boxed:
            continue
        elif tl.is_quote_intro(line):
            boxed = any(tl.is_quote_end(later) for later in kept[at + 1 :])
            if boxed:
                continue
            # the quoted words on the intro's own line ("X wrote: …"), else they follow (blank lines between)
            quote = "in" if ":" in key and len(key.rsplit(":", 1)[-1].strip()) > 20 else "intro"
            quoted_known, said = False, _quoted_lines(key, earlier)
        elif quote == "intro" and key:
            quote, quoted_known = "in", _from_earlier(key, said)
        elif quote == "in" and key and quoted_known and not _from_earlier(key, said):
            quote = "none"
            own.append(line)
        elif quote == "in" and key:
            quoted_known = quoted_known or _from_earlier(key, said)
        elif quote == "in" and not key and not quoted_known:
            quote = "none"
        elif quote == "none" and not tl.is_meta(line):
            own.append(line)
    return "\n".join(own).strip(), edited


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
        if (signed := _signed_below(lines, i, floor, today)) is not None:  # XenForo 1
            starts.append(signed[0])
            stops[len(starts) - 1] = i
            floor = signed[1]
            continue
        if (twice := _nick_twice(lines, i, floor, known)) is not None:
            starts.append(twice)
            floor = twice[1]
            continue
        if (xf2 := _xenforo2_header(lines, i, floor, known, today)) is not None:
            starts.append(xf2)
            floor = xf2[1]
            continue
        anchor = tl.classify_anchor(line, today)
        if anchor and anchor.posted is None and anchor.kind == "below" and starts and i - starts[-1][1] <= 1:
            continue  # the "#1" right under a date header already read
        if anchor is None and (pairs := tl.profile_pairs(lines, i)):
            if (found_xf := _xenforo_nick(lines, i, floor, known)) is not None:  # XenForo: no date in the copy
                starts.append((found_xf[0], i + pairs, found_xf[1], None, False))
                floor = i + pairs
            continue
        if anchor is None:
            continue
        by = _by_line_below(lines, i) if anchor.kind in ("above", "next") else None
        if by is not None:  # "Posted: <date>" / "Post #0 » <date>", then "by Nick" under it
            found: tuple[int, str] | None = (i, by[1])
            body = by[0] + 1
        elif anchor.kind == "next":
            continue
        elif anchor.kind == "inline":
            if tl.author_label(line) and not (i + 1 < len(lines) and tl.date_line(lines[i + 1], today)):
                continue
            found = (i, str(anchor.nick))
            body = i + 1
        elif anchor.kind == "above":
            found = _nick_above(lines, i, floor, anchor.smf, known)
            body = i + 1
        else:
            above = next((j for j in range(i - 1, max(floor, i - 3) - 1, -1) if lines[j].strip()), None)
            number = _number_above(lines, i, floor) if anchor.posted else None
            if above is not None and lines[above].strip().casefold() in known:  # Invision 2: nick, date, "#1"
                found, body = (above, known[lines[above].strip().casefold()]), i + 1
            elif number is not None:  # vBulletin 5: nick and profile above "#12", the subject, the date
                found, body = _nick_above(lines, number, floor, False, known), i + 1
            else:
                found = _nick_below(lines, i)
                body = found[0] + 1 if found else i + 1
            if found is None and anchor.posted:  # MyBB, UBB: "#1" or a nick above the date line
                found = _nick_above(lines, i, floor, False, known)
                body = i + 1
        if found is None:
            continue
        if anchor.edited:
            header_edits[len(starts)] = anchor.edited
        if anchor.zone is not None:
            zones[len(starts)] = anchor.zone
        starts.append((min(found[0], i), body, found[1], anchor.posted, anchor.kind == "inline"))
        floor = body
    posts: list[Post] = []
    earlier: dict[str, set[str]] = {}
    ends = _signature_cuts(lines, starts)
    page = next((z for line in lines if (z := tl.page_zone(line)) is not None), None)  # "All times are GMT-5."
    for n, (_first, body, nick, when, inline) in enumerate(starts):
        end = min(ends[n], stops.get(n, ends[n]))
        own, edited = _clean(lines[body:end], nick, today, inline, earlier)
        edited = max(filter(None, [edited, header_edits.get(n)]), default=None)
        quoted = any(tl.is_quote_intro(line) for line in lines[body:end])
        posts.append(Post(nick, when, own, edited, quote_only=quoted and not own, zone=zones.get(n, page)))
        earlier.setdefault(nick.casefold(), set()).update(line.strip() for line in lines[body:end] if line.strip())
    _drop_repeated_signatures(posts)
    return posts


def _signature_cuts(lines: list[str], starts: list[tuple[int, int, str, datetime | None, bool]]) -> list[int]:
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


def _drop_repeated_signatures(posts: list[Post]) -> None:
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
