"""A whole paste as the inbox's rows (no Qt here): a thread page post by post (`thread`), else every PM
of it in any mix of header styles (parsing.pm), each read against the game as it stood in the phase it
belongs to (a late request of a closed night goes there: `past`).

Page or mail is told by the paste's shape (parsing.paste_shape), never by the phase: a night's page is
read post by post like a day's, and its posts are shown as posts — never as requests: a vote in the thread
at night («Голосую против Ежа» by the mafioso) is listed unticked, and the engine says it counts in no
night (`no_vote_in_phase`)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from ...parsing.paste_shape import MAIL, PAGE, Shape, read_shape
from ...parsing.pm import split_messages
from .past import game_in, home_phase, voting as votes_in
from .read import read_row
from .rows import NIGHT_POST, Row
from .seats import seat_names
from .thread import thread_rows
from ...i18n import t

if TYPE_CHECKING:
    from ...engine.model.game import Game



def paste_shape(game: "Game", text: str, now: datetime | None = None, host_names: tuple[str, ...] = ()) -> Shape:
    """Page or mail, and the signs that say so (parsing.paste_shape), with the game's names to find the authors."""
    names = [*game.living(), *(p.account for p in game.players.values() if p.account)]
    return read_shape(text, names, host_names, now or datetime.now())


def shape_words(shape: Shape, lang: str, voting: bool) -> str:
    """What the host reads about the decision: «Прочитано как страница темы: разных авторов: 3, ссылки
    «Наверх».», and at night that the page's posts are no requests."""
    why = ", ".join(t(f"paste_shape.sign.{sign}", lang, n=shape.authors) for sign in shape.signs)
    said = t(f"paste_shape.{shape.kind}", lang, why=why)
    return f"{said} {t('paste_shape.night', lang)}" if shape.kind == PAGE and not voting else said


def read_paste(game: "Game", text: str, voting: bool, now: datetime | None = None,
               host_names: tuple[str, ...] = (), html: str | None = None, shape: str | None = None) -> list[Row]:
    """Every message of a paste as review rows, in the order pasted; a page's posts by one of
    `host_names` (the host's own accounts) are one row each, marked as the host's. `html` is the
    browser's HTML copy of a page beside its text: a page's bold and colour are read from it. `shape`
    (PAGE or MAIL) is the host's reading of the paste; None: the paste's shape decides."""
    if not text.strip():
        return []
    now = now or datetime.now()  # one paste moment for both readings ("2 hours ago"; page lines read once)
    kind = shape or paste_shape(game, text, now, host_names).kind
    rows = _page_rows(game, text, voting, now, host_names, html) if kind == PAGE else _mail_rows(game, text, voting, now)
    for row in rows:
        if row.phase is None:
            row.phase = game.current.label if game.current is not None else None
    return rows


def _page_rows(game: "Game", text: str, voting: bool, now: datetime, host_names: tuple[str, ...],
               html: str | None) -> list[Row]:
    """A page's rows; while no vote is due (a night) each is a post to see, unticked: never a request."""
    rows = thread_rows(game, text, now, host_names, html)
    if not voting:
        for row in rows:
            row.include = False
            if not row.host_post:
                row.note = NIGHT_POST
    return rows


def _mail_rows(game: "Game", text: str, voting: bool, now: datetime) -> list[Row]:
    """Every PM of the paste, each a row at least (#23 item 2); a PM with two requests gives two."""
    rows: list[Row] = []
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
            row.post = number
    return rows


__all__ = ["MAIL", "NIGHT_POST", "PAGE", "paste_shape", "read_paste", "shape_words"]
