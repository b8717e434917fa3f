"""The host's inbox parser (pure Python, no Qt): private messages, votes, pasted PMs and threads.

`parse_message` reads one request or vote in Russian, Polish or English against a role set's own
trigger words and the living players' nicks; `parse_pm` splits a pasted forum PM into headers and
body (`split_pms`: several PMs pasted at once → (sender, sent-at, body) each); `read_thread` reads a pasted thread page (posts, votes, standing votes) under the game's forum
rules (`load_rules`); `parse_thread` is its flat list of votes;
`thread_votes_to_entries` turns those votes into the engine's `vote` journal entries.
"""

from . import aliases
from .message import parse_message
from .pm import PastedPm, parse_pm, split_pms
from .result import ParseResult
from .rules import VoteRules, load_rules, shipped_rules
from .thread import ThreadPost, ThreadReading, ThreadVote, parse_thread, read_thread
from .thread_entries import thread_votes_to_entries

__all__ = ["ParseResult", "aliases", "PastedPm", "ThreadPost", "ThreadReading", "ThreadVote", "VoteRules", "load_rules",
           "parse_message", "parse_pm", "parse_thread", "read_thread", "shipped_rules", "split_pms", "thread_votes_to_entries"]
