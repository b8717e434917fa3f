"""Where each forum engine prints a post's author, found from the line that opens the post.

Split out of `thread_posts` (which walks the page): the nick above a date header (Invision, SMF,
subsilver; past the subject, profile fields, bulleted menus, button rows and SMF's personal text under the
profile column), under it (vBulletin), on a "by Nick"
line, above vBulletin 5's "#12", above XenForo's profile pairs or its date and "#1" (XenForo 2), and
XenForo 1's "<nick>, <date>  Report" line under the post with the nick standing alone above the text.
Each returns the line index of the nick and the nick, or None when the lines do not fit.
"""

from __future__ import annotations

import re
from datetime import date, datetime

from . import thread_lines as tl


def nick_above(lines: list[str], anchor_at: int, floor: int, smf: bool,
                players: dict[str, str]) -> tuple[int, str] | None:
    """(line index, nick) of the author above a date header: past the subject, profile fields and
    blank lines, the top of the short block of lines there (a nick and maybe a user title)."""
    i = anchor_at - 1
    while i >= floor and not lines[i].strip():
        i -= 1
    if smf and i >= floor and not tl.SUBJECT.match(lines[i]) and not tl.is_meta(lines[i]):
        i -= 1  # SMF's subject line, whatever it says
    past = _past_chrome(lines, i, floor)
    if isinstance(past, tuple):
        return past
    i = past
    personal = _personal_text(lines, i, floor)
    if personal is not None:  # SMF: a member's personal text under his profile column, over the buttons
        past = _past_chrome(lines, personal, floor)
        if isinstance(past, tuple):
            return past
        i = past
    for j in range(i, max(floor, i - 6) - 1, -1):
        if players and (nick := known_in(lines[j], players)):
            return j, nick
    block: list[int] = []
    while i >= floor and lines[i].strip() and not tl.is_meta(lines[i]) and len(block) < 3:
        block.append(i)
        i -= 1
    if not block:
        return None
    top = block[-1]
    return top, _STATUS.sub("", lines[top].strip())


# An online-status icon's caption glued before the nick (SMF 2 skins: " Offline yangdigi"; SMF 1's ru skin:
# "Оффлайн Селин", held-out worlds-to-be.ru page).
_STATUS = re.compile(r"^(?:offline|online|оффлайн|онлайн|не в сети|в сети|niedostępny|dostępny)\s+(?=\S)", re.I)


def _past_chrome(lines: list[str], i: int, floor: int) -> int | tuple[int, str]:
    """The first line at or above `i` that is neither blank, chrome nor a bulleted menu item; or the
    (line index, nick) of a phpBB 2 subject line that carries the nick ("Nick<Tab>Post subject: …")."""
    while i >= floor and (not lines[i].strip() or tl.is_meta(lines[i]) or tl.is_bulleted(lines[i])):
        subject = tl.SUBJECT.match(lines[i])
        if subject and subject.group("nick"):
            return i, subject.group("nick").strip()
        i -= 1
    return i


def _personal_text(lines: list[str], i: int, floor: int) -> int | None:
    """The line above a personal text at `i` (SMF prints it under the profile column: "Posts: 4033",
    blank lines, "Carpe diem, or so they say ..."), when a profile field stands over
    it (a nick never sits under a profile field); else None."""
    top = i - 1 if i - 1 >= floor and lines[i - 1].strip() else i  # a personal text of two lines
    above = next((j for j in range(top - 1, max(floor, top - 4) - 1, -1) if lines[j].strip()), None)
    return above if above is not None and tl.is_profile(lines[above]) else None


def known_in(line: str, players: dict[str, str]) -> str | None:
    """The known nick a header line is, or ends with ("United States littlelum": a flag's caption
    glued to the nick)."""
    folded = line.strip().casefold()
    if folded in players:
        return players[folded]
    return next((nick for key, nick in players.items() if folded.endswith(" " + key)), None)


def xenforo_nick(lines: list[str], label_at: int, floor: int, players: dict[str, str]) -> tuple[int, str] | None:
    """(line index, nick) above XenForo's profile pairs: "Nick", a blank line, then the user title
    ("Jacob" / "" / "· · · ☆ · · ·"); a known player's line wins, from the avatar's line where the nick is
    written twice ("Nick" / "" / "Nick" / "Сообщения": else the avatar's name stays at the end of the post above,
    host-findings-5 item 6)."""
    above = [j for j in range(label_at - 1, max(floor, label_at - 6) - 1, -1) if lines[j].strip()]
    if len(above) > 1 and above[0] - above[1] <= 2 and lines[above[0]].strip() == lines[above[1]].strip() \
            and not tl.is_meta(lines[above[0]]):  # the name link under the avatar's name: whoever it is
        return above[1], known_in(lines[above[1]], players) or lines[above[1]].strip()
    for j in above[:3]:
        if not tl.is_meta(lines[j]) and (nick := known_in(lines[j], players)):  # not "Reactions: Alice"
            return j, nick
    if not above or tl.is_meta(lines[above[0]]):
        return None
    title = above[0]
    if len(above) > 1 and not lines[title - 1].strip() and not tl.is_meta(lines[above[1]]) and len(lines[above[1]]) <= 40:
        return above[1], lines[above[1]].strip()
    return title, lines[title].strip()


# XenForo's default user titles (the "trophy" ladder), as a copy carries them under the nick.
_XF_TITLES = {"new member", "member", "active member", "well-known member", "новичок", "nowy użytkownik"}


def nick_twice(lines: list[str], at: int, floor: int, players: dict[str, str]) -> tuple[int, int, str, None, bool] | None:
    """XenForo with neither date nor counts in the copy (animes.pl): a player's nick twice (the avatar's
    name, then the name link), then a default user title ("New member"): (first line, body, nick, None,
    False), else None."""
    nick = players.get(lines[at].strip().casefold())
    seen = [j for j in range(at + 1, min(len(lines), at + 6)) if lines[j].strip()][:2]
    if nick is None or at < floor or len(seen) < 2 or lines[seen[0]].strip() != lines[at].strip():
        return None
    return (at, seen[1] + 1, nick, None, False) if lines[seen[1]].strip().casefold() in _XF_TITLES else None


def signed_below(lines: list[str], at: int, floor: int,
                  today: date | None) -> tuple[tuple[int, int, str, datetime | None, bool], int] | None:
    """XenForo 1's post, found from the line under it ("Anna, Oct 3, 2014  Report Bookmark" then "#1327"):
    ((first line, body, nick, date, False), the line after its number), the body starting under the
    nick's own line above the text; None for any other line."""
    below = next((j for j in range(at + 1, min(len(lines), at + 3)) if lines[j].strip()), None)
    signed = tl.signed_footer(lines[at], lines[below], today) if below is not None else None
    if signed is None or below is None:
        return None
    nick, when = signed
    top = next((j for j in range(floor, at) if lines[j].strip().casefold() == nick.casefold()), None)
    if top is None:
        return None
    body = next((j for j in range(top + 1, at) if not lines[j].strip()), at)  # past the user title under the nick
    return (top, body, nick, when, False), below + 1


def xenforo2_header(lines: list[str], at: int, floor: int, players: dict[str, str],
                     today: date | None) -> tuple[int, int, str, datetime | None, bool] | None:
    """XenForo 2's header as copied: the nick, its user title, the date alone ("Nov 21, 2010",
    "Yesterday at 9:14 PM"), then "#1" on the next line: (first line, body, nick, date, False), else None."""
    below = next((j for j in range(at + 1, min(len(lines), at + 3)) if lines[j].strip()), None)
    if below is None or not tl.is_post_number(lines[below]) or not lines[at].strip():
        return None
    is_date, when = tl.date_alone(lines[at], today)
    found = xenforo_nick(lines, at, floor, players) if is_date else None
    if found is None:
        return None
    return found[0], below + 1, found[1], when, False


_RANK_LINES = 2  # a profile's rank or title lines between the nick and its counts ("Wevewolf / Mat / Mat / Posty: 453")


def profile_nick_above(lines: list[str], header_at: int, floor: int, nick: str) -> int | None:
    """The line of the author's own nick heading his profile block above the post's header line — phpBB 3 as
    tawerna.rpg.pl prints it: «Nick / Posty: N / Rejestracja: … / (subject) / Post autor: Nick »» — or None. Without it
    the nick stays at the end of the post above, a bare-nick vote for the next poster (host-findings-5 item 6). Read
    upwards past blank and profile lines (`is_meta`) and at most two rank lines; the nearest nick line wins."""
    seen_meta, ranks = False, 0
    for j in range(header_at - 1, max(floor, header_at - 14) - 1, -1):
        text = lines[j].strip()
        if not text:
            continue
        if tl.is_meta(text):
            seen_meta = True
            continue
        if seen_meta and text.casefold() == nick.casefold():
            return j
        ranks += 1
        if not seen_meta or ranks > _RANK_LINES:
            return None
    return None


def by_line_below(lines: list[str], anchor_at: int) -> tuple[int, str] | None:
    """(line index, nick) of a "by Nick" line among the next two non-empty lines."""
    seen = [j for j in range(anchor_at + 1, min(len(lines), anchor_at + 5)) if lines[j].strip()][:2]
    for j in seen:
        if nick := tl.by_line_nick(lines[j]):
            return j, nick.strip()
    return None


def number_above(lines: list[str], date_at: int, floor: int) -> int | None:
    """The "#12" line among the two non-empty lines over a date line (a subject may stand between),
    when profile lines stand above it: vBulletin 5's header."""
    over = [j for j in range(date_at - 1, max(floor, date_at - 8) - 1, -1) if lines[j].strip()][:2]
    number = next((j for j in over if tl.is_post_number(lines[j])), None)
    if number is None:
        return None
    profile = [j for j in range(number - 1, max(floor, number - 14) - 1, -1) if lines[j].strip()][:5]
    return number if any(tl.is_profile(lines[j]) for j in profile) else None


# phpBB 2's column header over the posts ("Autor Wiadomość", "Author Message", "Автор Сообщение").
_COLUMN_HEADER = re.compile(r"^\s*(?:autor|author|автор)\s+(?:wiadomość|message|сообщение)\s*$", re.I)


def over_column_header(lines: list[str], date_at: int) -> bool:
    """A date line with phpBB 2's column header among the two non-empty lines under it is the topic bar's
    date, not a post's (forum.chorzow.slask.pl t=140: "Zamknięty przez: Mirenium", "2010-01-20, 19:54",
    "Zasady forum", "Autor Wiadomość"; the posts' own dates are "Wysłany: …" under the header)."""
    under = [j for j in range(date_at + 1, min(len(lines), date_at + 6)) if lines[j].strip()][:2]
    return any(_COLUMN_HEADER.match(lines[j]) for j in under)


def nick_below(lines: list[str], anchor_at: int) -> tuple[int, str] | None:
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


def discourse_nick(lines: list[str], date_at: int, floor: int, players: dict[str, str]) -> tuple[int, str] | None:
    """(line index, nick) of the author over Discourse's tiny date: up past blank lines, the edit count ("1") and
    a reply's replied-to nick, the highest nick of that short run (a player's nick, or, with no players, a
    one-word line); None when no nick stands there (the topic map's "created" / "Feb 1")."""
    found: tuple[int, str] | None = None
    for j in range(date_at - 1, max(floor, date_at - 7) - 1, -1):
        key = lines[j].strip()
        if not key or key.isdigit():
            continue
        if players:
            nick = known_in(key, players)
        else:
            nick = key if _ONE_WORD.fullmatch(key) and not tl.is_meta(key) else None
        if nick is None:
            break
        found = (j, nick)
    return found


_ONE_WORD = re.compile(r"[\w.\-]{1,40}")
