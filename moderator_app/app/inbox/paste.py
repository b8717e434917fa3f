"""A whole paste as the inbox's rows (no Qt here): a day's thread page post by post (`thread`), else
every PM of it in any mix of header styles (parsing.pm), each read against the game as it stood in the
phase it belongs to (a late request of a closed night goes there: `past`)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from ...parsing.pm import has_mail_headers, split_messages
from ...parsing.thread_posts import split_posts
from .past import game_in, home_phase, voting as votes_in
from .read import read_row
from .rows import Row
from .seats import seat_names
from .thread import thread_rows

if TYPE_CHECKING:
    from ...engine.model.game import Game


def read_paste(game: "Game", text: str, voting: bool, now: datetime | None = None,
               host_names: tuple[str, ...] = (), html: str | None = None) -> list[Row]:
    """Every message of a paste as review rows, in the order pasted; a page's posts by one of
    `host_names` (the host's own accounts) are one row each, marked as the host's. `html` is the
    browser's HTML copy of a page beside its text: a page's bold and colour are read from it."""
    if not text.strip():
        return []
    names = [*game.living(), *(p.account for p in game.players.values() if p.account)]
    now = now or datetime.now()  # one paste moment for both readings ("2 hours ago"; page lines read once)
    posts = split_posts(text, names, now) if voting else []
    if posts and not has_mail_headers(text):  # a day's page; a PM's From/От lines say it is mail
        rows = thread_rows(game, text, now, host_names, html)
    else:
        rows = []
        for number, pm in enumerate(split_messages(text, seat_names(game), now)):
            more: list[Row] = []  # a PM with two requests ("Стреляем в X. Оговариваю Y") gives two rows
            home = home_phase(game, pm.received)  # a late request of a closed night goes there, never here
            where = game_in(game, home.label) if home is not None else None
            if home is None or where is None:
                rows.append(read_row(game, pm.body, pm.body, pm.sender, pm.received, voting, more=more))
            else:
                rows.append(read_row(where, pm.body, pm.body, pm.sender, pm.received, votes_in(home), more=more))
                for row in (rows[-1], *more):
                    row.phase = home.label
            rows.extend(more)
            for row in (rows[-1 - len(more)], *more):
                row.post = number  # every PM is a row at least (#23 item 2)
    for row in rows:
        if row.phase is None:
            row.phase = game.current.label if game.current is not None else None
    return rows
