"""The row a pasted message becomes in the inbox (no Qt here): what it asks, as read and as the host
edited it. A row is built only from pasted text, never from a previous form, so nothing stale is
recorded."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: the note of a thread post pasted while no vote is due (a night): shown as a post, never a request
NIGHT_POST = "night_post"


@dataclass
class Row:
    source: str  #: the message as pasted (its text is kept in the journal)
    body: str  #: the message without headers
    kind: str  #: "action" or "vote"
    sender: str | None = None  #: the sender as written (account or nick)
    actor: str | None = None  #: the seat (nick) it is from
    action: str | None = None
    targets: list[str] = field(default_factory=list)
    role: str | None = None  #: a copy's role
    as_action: str | None = None  #: a copy's action
    room: str | None = None
    color: str | None = None
    abstain: bool = False
    no_lynch: bool = False  #: a vote for "no lynch" ("ННВ", "скип", "##vote: no lynch")
    cancel: bool = False
    early: bool = False
    skip: bool = False  #: a night PM that does nothing on purpose ("хода нет", "пас", "nie chodzę")
    at: str | None = None  #: "YYYY-MM-DD HH:MM[:SS]" when the forum says it was sent
    late: bool = False
    confidence: float = 0.0
    problem: str | None = None  #: the parser's sentence
    note: str | None = None  #: a fitting the app made: ("read_as", parsed action id)
    include: bool = True  #: recorded by "accept all"
    not_player: bool = False  #: a thread author who does not play
    phase: str | None = None  #: the label of the phase it was read in (it is recorded only there)
    written: str | None = None  #: the target as the message wrote it (an alias the host may confirm)
    read_targets: list[str] = field(default_factory=list)  #: the targets as the parser read them
    read_confidence: float = 0.0  #: how sure the parser was, before the host edited the row
    target_by_host: bool = False  #: the host picked the target himself
    sender_by_host: bool = False  #: the host picked the sender the parser could not tell
    held_late: bool = False  #: unticked only because it came after the deadline
    held: bool = False  #: unticked by the reader: a guess waits for the host (read.hold_unsure)
    runoff: bool = False  #: a vote of the runoff the host started (app.runoff)
    host_post: bool = False  #: the host's own post on a pasted page: listed as his, never recorded
    post: int | None = None  #: which post of the page (or PM of the paste) it came from, 0-based: none is lost
    paste: str | None = None  #: the id of the page's posts in the activity record (app.activity.withdrawal)
    #: what each alias the host confirmed changed in the row, to give it back when the alias is undone
    #: (app.inbox.aliases.read_again / follow_book): {"words", "nick", "targets", "confidence"} or {"words", "nick", "actor"}
    by_alias: list[dict[str, Any]] = field(default_factory=list)


def mark_host_posts(rows: list[Row], account: str) -> list[int]:
    """The host says the forum account `account` is his own (host-findings-3 item 4): every row no seat sent
    from it becomes his post, listed as his with that reason, never recorded. The indexes of the rows changed."""
    changed = []
    for index, row in enumerate(rows):
        if row.actor is None and not row.host_post and (row.sender or "").casefold().strip() == account.casefold().strip():
            rows[index] = Row(row.source, row.body, "vote", sender=row.sender, confidence=1.0, not_player=True,
                              host_post=True, at=row.at, phase=row.phase, post=row.post, paste=row.paste)
            rows[index].include = False
            changed.append(index)
    return changed
