"""Names the host confirmed once for a game: "Робик" is IAmRobik, "Сокол" is Ночной Сокол.

When the parser guesses a short form (initials, the start or a part of a nick) it says so with a
lower confidence and the alternatives; the host confirms or corrects the target, and the app
remembers what was written for that player with `remember`. The book is a plain mapping
{written: nick} the game's session stores with the game; `parse_message(aliases=book)` and
`read_thread(names=book)` then read the word as that nick at full confidence, across declension.
"""

from __future__ import annotations

from .text import TOKEN_RE, fold


def remember(book: dict[str, str], written: str, nick: str, players: list[str]) -> dict[str, str]:
    """A new book with `written` meaning `nick`. Refuses (ValueError) a nick not on the player list,
    a word with no letters, or another player's own nick (host-findings-5 item 9: «PolotnoTolya» remembered as
    типо transvaal made PolotnoTolya's own posts типо transvaal's); the exact nick itself is nothing to remember."""
    if nick not in players:
        raise ValueError(f"«{nick}» is not on the player list")
    words = _words(written)
    if not words:
        raise ValueError(f"«{written}» has no letters to remember")
    owner = seat_named(written, players)
    if owner == nick:
        return dict(book)
    if owner is not None:
        raise ValueError(f"«{written}» is {owner}'s own nick")
    return {**{k: v for k, v in book.items() if fold(k) != words}, words: nick}


def seat_named(written: str, players: list[str]) -> str | None:
    """The player whose own nick the words are, or None: spelled as his words («polotnotolya» for PolotnoTolya), or
    a form of it as the parser reads nicks (`names.written_score` >= `names.OWN_FORM`: «Олю» for Оля, «Olę» for Ola —
    the host's pick for a vote for «Олю», Оля out, offered «Олю» = Петя: host-findings-5 item 9)."""
    words = _words(written)
    if not words:
        return None
    spelled = next((player for player in players if _words(player) == words), None)
    if spelled is not None:
        return spelled
    # lazy: parsing.names costs ~17 ms CPU (with iuliia, rapidfuzz), not needed for the first click (test_first_click_lean)
    from .names import OWN_FORM, written_score

    scores = [(written_score(written, player), player) for player in players]
    best = max(scores, default=(0.0, ""))
    return best[1] if best[0] >= OWN_FORM else None


def _words(text: str) -> str:
    return " ".join(fold(m.group()) for m in TOKEN_RE.finditer(text))


def forget(book: dict[str, str], nick: str) -> dict[str, str]:
    """The book without the names of a player who left (replaced or dead players keep theirs)."""
    return {written: who for written, who in book.items() if who != nick}
