"""The host's inbox parser (pure Python, no Qt): private messages, votes, pasted PMs and threads.

`parse_message` reads one request or vote in Russian, Polish or English against a role set's own
trigger words and the living players' nicks; `parse_pm` splits a pasted forum PM into headers and
body; `parse_thread` collects the votes of a pasted thread page, last vote per author counting;
`thread_votes_to_entries` turns those votes into the engine's `vote` journal entries.
"""

from .message import parse_message
from .pm import PastedPm, parse_pm
from .result import ParseResult
from .thread import ThreadVote, parse_thread
from .thread_entries import thread_votes_to_entries

__all__ = ["ParseResult", "PastedPm", "ThreadVote", "parse_message", "parse_pm", "parse_thread",
           "thread_votes_to_entries"]
