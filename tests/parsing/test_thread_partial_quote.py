"""A plain-text quote copied from a phpBB page has no end mark: "Ласка писал(а):", the quoted piece,
then the author's own words on the next line. hostdrill found the whole reply read as the quote
(the quoted piece was part of a longer line, so it was not recognised as an earlier post's line):
"Мой голос: Смелый Лось" vanished without a word. Now a quoted piece of an earlier line ends the
quote where the author's own words begin, and a post read wholly as a quote is listed with a reason."""

from __future__ import annotations

from moderator_app.parsing.thread import read_thread

from .corpus import load_roleset

PLAYERS = ["Старая Ласка", "Серый Сокол", "Смелый Лось", "Дикая Выдра"]


def read(page: str):
    return read_thread(page, roleset=load_roleset("forum-mafia-classic"), players=PLAYERS)


def test_a_quoted_piece_of_a_longer_line_ends_where_the_reply_begins():
    reading = read("Сообщение Старая Ласка » 01 дек 2026, 10:12\n"
                   "Жалко комиссара. Голосую против Серого Сокола, он вчера очень странно молчал.\n\n"
                   "Сообщение Серый Сокол » 01 дек 2026, 10:40\n"
                   "Старая Ласка писал(а):\nГолосую против Серого Сокола\nЭто смешно. Мой голос: Смелый Лось\n")
    reply = reading.posts[1]
    assert reply.text == "Это смешно. Мой голос: Смелый Лось"
    assert [(v.voter, v.target) for v in reply.votes] == [("Серый Сокол", "Смелый Лось")]


def test_a_post_read_wholly_as_a_quote_is_listed_with_its_reason():
    reading = read("Сообщение Дикая Выдра » 01 дек 2026, 11:00\nНу что, кого сегодня?\n\n"
                   "Сообщение Серый Сокол » 01 дек 2026, 11:40\n"
                   "Смелый Лось писал(а):\nпро вчерашнее, с прошлой страницы\nМой голос: Старая Ласка\n")
    post = reading.posts[1]
    assert post.votes == [] and post.ignored and "цитата" in post.ignored


def test_a_reply_under_a_quote_that_joins_a_vote_with_toje_za_counts():
    """hostplay: "+1, тоже за Куницу" under a quoted vote gave no vote and no listing ("я за" was a vote
    form, "тоже за" was not)."""
    reading = read("Сообщение Старая Ласка » 01 дек 2026, 10:12\nГолосую против Дикой Выдры\n\n"
                   "Сообщение Серый Сокол » 01 дек 2026, 10:40\n"
                   "Старая Ласка писал(а):\nГолосую против Дикой Выдры\n+1, тоже за Выдру\n")
    assert [(v.voter, v.target) for v in reading.posts[1].votes] == [("Серый Сокол", "Дикая Выдра")]
    assert reading.standing["Серый Сокол"] == "Дикая Выдра"


def test_C_LYNCH_1_a_mail_quote_right_after_a_closed_quote_box_ends_at_its_own_end():
    """A reply quoting two players: a XenForo box ("said:" … "Click to expand..."), then a mail-style quote
    ("wrote:", "> " lines) with no box of its own. Only the box's own end closes a box: the author's vote after
    the mail quote is his (#24 item 3: a mutant that took the box end above the second quote for its own
    survived; the vote vanished with the quote)."""
    reading = read("Сообщение Старая Ласка » 01 дек 2026, 10:12\nЯ мирная.\n\n"
                   "Сообщение Серый Сокол » 01 дек 2026, 10:20\nГолосую против Смелого Лося\n\n"
                   "Сообщение Дикая Выдра » 01 дек 2026, 10:40\n"
                   "Старая Ласка said:\nЯ мирная.\nClick to expand...\n"
                   "Серый Сокол wrote:\n> Голосую против Смелого Лося\n\nГолосую против Старой Ласки\n")
    reply = reading.posts[2]
    assert reply.text == "Голосую против Старой Ласки"
    assert [(v.voter, v.target) for v in reply.votes] == [("Дикая Выдра", "Старая Ласка")]
