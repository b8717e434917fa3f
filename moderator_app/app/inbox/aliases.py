"""A game's confirmed aliases (no Qt here): what the host once said a player is called.

The parser reads "Robik" as IAmRobik only as a guess (a part of the nick, 70%), and an unknown
sender or target not at all. When the host corrects such a row himself, the inbox offers to
remember the words for that seat (`offer`); confirming records the host event `alias` in the
game's journal (so it is saved, undone and replayed like any entry), and every later paste of the
game reads the words as that nick at full confidence (`book`, handed to parse_message and
read_thread). A seat's aliases go with a replaced player: the substitute is someone else.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...parsing import aliases as alias_book
from ...parsing.text import TOKEN_RE, fold

if TYPE_CHECKING:
    from ...engine.model.game import Game
    from .rows import Row

UNSURE = 0.8  #: below this the parser's reading is a guess the host should look at (as the table shows)
SKIPPED_SURE = 0.5  #: at most this sure of a post the page reader passed over that reads as a vote on its own


def book(game: "Game") -> dict[str, str]:
    """The game's aliases as the parser takes them ({folded words: nick}), later ones winning; worked
    out once for the game as it stands (a paste reads every message with it)."""
    key = (tuple(game.aliases.items()), tuple(game.players))
    kept = game.__dict__.get("_inbox_alias_book")
    if kept is not None and kept[0] == key:
        return dict(kept[1])
    found: dict[str, str] = {}
    for written, nick in game.aliases.items():
        try:
            found = alias_book.remember(found, written, nick, list(game.players))
        except ValueError:  # the seat was taken over by a substitute: the words meant the old player
            continue
    game.__dict__["_inbox_alias_book"] = (key, found)
    return dict(found)


def words(written: str) -> str:
    """Written words as the book keys them ("Робик!" -> "робик")."""
    return " ".join(fold(m.group()) for m in TOKEN_RE.finditer(written))


def bare_name(body: str) -> str | None:
    """A message that is nothing but a name the parser could not place ("Чтотик": heroeswm.ru's voting
    posts are the nick alone, as players call each other): those words, for the host to confirm once
    when he picks the player himself; None for anything longer or with sentence punctuation."""
    plain = re.sub(r"\[/?[a-z*]+(?:=[^\]]*)?\]", "", body, flags=re.I).strip()
    found = TOKEN_RE.findall(plain)
    if not 1 <= len(found) <= 3 or len(plain) > 32 or re.search(r"[.,!?;:()\n]", plain):
        return None
    return plain


def name_guess(row: "Row") -> bool:
    """The row's target was guessed from how its nick is written — a pet or short form («Петька» for Петя,
    "Mareczek" for Marek), initials, a typo — and the parser is unsure of it: the table says so beside
    its confidence, so the host checks it (and may remember it, `offer`). A host's own pick is no guess, nor is a
    case form of the nick («Эскубидея Чакура») in a row unsure for another reason (host findings 2 item 14)."""
    if not (row.written and row.targets and not row.target_by_host and row.note is None and row.confidence < UNSURE
            and words(row.written) != words(row.targets[0])):
        return False
    # lazy: parsing.names costs ~17 ms CPU (with iuliia, rapidfuzz), not needed for the first click (test_first_click_lean)
    from ...parsing.names import written_score

    return written_score(row.written, row.targets[0]) < UNSURE


def seat_of(game: "Game", written: str | None) -> str | None:
    """The seat a sender's name is by the book, or None."""
    return book(game).get(words(written or "")) if written else None


def offer(game: "Game", row: "Row") -> tuple[str, str] | None:
    """(as written, nick) the host may confirm with one click: he picked the target or sender
    himself where the parser read it unsure or not at all, and the book does not say so yet."""
    known, players = book(game), list(game.players)
    if row.target_by_host and row.written and row.targets and row.targets[0] in game.players:
        unsure = not row.read_targets or row.read_confidence < UNSURE or row.read_targets[0] != row.targets[0]
        if unsure and _new(known, row.written, row.targets[0], players):
            return row.written, row.targets[0]
    if row.sender_by_host and row.sender and row.actor in game.players and _new(known, row.sender, row.actor, players):
        return row.sender, row.actor
    return None


def _new(known: dict[str, str], written: str, nick: str, players: list[str]) -> bool:
    """Words the book does not hold for the nick yet, and no seat's own nick (parsing.aliases.remember refuses
    another's: «PolotnoTolya» offered as типо transvaal's name, host-findings-5 item 9)."""
    key = words(written)
    return bool(key) and known.get(key) != nick and alias_book.seat_named(written, players) is None


def read_again(rows: list["Row"], written: str, nick: str) -> int:
    """Rows already in the table that wrote the same words, read by the alias the host has just
    confirmed (as the next paste would read them): a single target, or the sender. The host's own
    picks stay; a post the page reader passed over stays a guess (SKIPPED_SURE). Each row keeps what it
    was (Row.by_alias), so undoing the alias gives it back (`follow_book`). Returns how many rows changed."""
    key, changed = words(written), 0
    for row in rows:
        if not row.target_by_host and row.written and words(row.written) == key and len(row.targets) <= 1:
            sure = SKIPPED_SURE if row.note == "page_skipped" else 1.0
            if row.targets != [nick] or row.confidence < sure:
                row.by_alias.append({"words": key, "nick": nick, "targets": list(row.targets),
                                     "confidence": row.confidence})
                row.targets, row.confidence, changed = [nick], sure, changed + 1
        elif not row.sender_by_host and row.sender and words(row.sender) == key and row.actor != nick:
            row.by_alias.append({"words": key, "nick": nick, "actor": row.actor})
            row.actor, changed = nick, changed + 1
    return changed


def follow_book(game: "Game", rows: list["Row"]) -> int:
    """The rows as the game's journal says now: a row an alias changed gets back what it was when the alias is
    no longer there (undone: host-findings-5 item 9 — the rows stayed re-attributed), and every alias there reads
    the rows that write it (redone). What an alias changed is kept in the row, so this holds across a restart.
    The host's own picks stay. Returns how many rows changed."""
    known, changed = book(game), 0
    for row in rows:
        for mark in list(reversed(row.by_alias)):
            if known.get(str(mark.get("words"))) != mark.get("nick"):
                changed += _give_back(row, mark)
    for written, nick in game.aliases.items():
        if known.get(words(written)) == nick:  # not one the book refused (another seat's own nick)
            changed += read_again(rows, written, nick)
    return changed


def _give_back(row: "Row", mark: dict[str, Any]) -> int:
    """What `mark` says the row was before its alias, unless the host has picked that cell since; 1 if it changed."""
    row.by_alias.remove(mark)
    nick = mark.get("nick")
    if "actor" in mark:
        if row.sender_by_host or row.actor != nick:
            return 0
        row.actor = mark["actor"]
        return 1
    if row.target_by_host or row.targets != [nick]:
        return 0
    row.targets, row.confidence = list(mark.get("targets") or []), float(mark.get("confidence") or 0.0)
    return 1
