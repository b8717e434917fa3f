"""The host's inbox parser (pure Python, no Qt): private messages, votes, pasted PMs and threads.

`parse_message` reads one request or vote in Russian, Polish or English against a role set's own
trigger words and the living players' nicks; `parse_pm` splits a pasted forum PM into headers and
body (`split_pms`: several PMs pasted at once → (sender, sent-at, body) each); `read_thread` reads a pasted thread page (posts, votes, standing votes) under the game's forum
rules (`load_rules`); `parse_thread` is its flat list of votes;
`thread_votes_to_entries` turns those votes into the engine's `vote` journal entries.

The names load on first use: a module that needs one part of the parser (`rules`, `text`, `aliases`:
the board's vote rules line, the inbox page) does not load the rest with this package — the message
and thread readers took ~90 ms of CPU to import, which the window's first click waited for (#25).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the checker sees the real names (else each was an unchecked Any to its callers)
    from . import aliases as aliases
    from .message import parse_message as parse_message
    from .pm import PastedPm as PastedPm, parse_pm as parse_pm, split_pms as split_pms
    from .result import ParseResult as ParseResult
    from .rules import VoteRules as VoteRules, load_rules as load_rules, shipped_rules as shipped_rules
    from .thread import ThreadPost as ThreadPost, ThreadReading as ThreadReading, ThreadVote as ThreadVote
    from .thread import parse_thread as parse_thread, read_thread as read_thread
    from .thread_entries import thread_votes_to_entries as thread_votes_to_entries

_EXPORTS = {
    "aliases": None, "parse_message": "message", "PastedPm": "pm", "parse_pm": "pm", "split_pms": "pm",
    "ParseResult": "result", "VoteRules": "rules", "load_rules": "rules", "shipped_rules": "rules",
    "ThreadPost": "thread", "ThreadReading": "thread", "ThreadVote": "thread", "parse_thread": "thread",
    "read_thread": "thread", "thread_votes_to_entries": "thread_entries",
}


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(name)
    module = _EXPORTS[name]
    if module is None:
        return import_module(f"{__name__}.{name}")
    return getattr(import_module(f"{__name__}.{module}"), name)


__all__ = sorted(_EXPORTS)
