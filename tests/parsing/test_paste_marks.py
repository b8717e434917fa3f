"""A browser's copy keeps a page's bold and colour in its HTML (#13 item 4): on a real page (mtgsalvation's
"Unreliable Cops Mafia", its saved HTML and the text a browser copies, ../shared/corpus/forum/pages/),
mafiascum's rule "a vote in bold or as a tag" refuses every vote of the plain text as unmarked, and counts
the players' bold "Vote X" once the HTML's marks are read; the post headers still split as before."""

from __future__ import annotations

from moderator_app.parsing import read_thread
from moderator_app.parsing.messages import in_lang
from moderator_app.parsing.paste_marks import Mark, html_marks, mark_bodies
from moderator_app.parsing.thread_posts import split_posts

from .corpus import load_roleset
from .real_corpus import needs, page_label, page_text

PAGE = page_label("mtgsalvation-cobalt-en.txt")
TEXT = page_text("mtgsalvation-cobalt-en.txt")
HTML = page_text("mtgsalvation-cobalt-en.html")
REAL_PAGE = needs("mtgsalvation-cobalt-en.txt", "mtgsalvation-cobalt-en.html")


def _read(marks, rules="mafiascum"):
    return read_thread(TEXT, roleset=load_roleset("forum-mafia-classic"), players=PAGE["players"], lang="en",
                       rules=rules, marks=marks)


@REAL_PAGE
def test_real_page_bold_votes_count_under_bold_rules_only_with_the_html():
    plain = _read(None)
    assert set(plain.standing.values()) == {None}  # the plain text alone: every vote refused as unmarked
    assert all("a vote in bold or as a tag" in in_lang(v.reason, "en") for v in plain.votes if not v.cancel)
    marked = _read(html_marks(HTML))
    assert marked.standing == PAGE["standing"]  # as the host labelled the page
    counted = [(v.voter, v.target) for v in marked.votes if v.counted]
    assert sorted(counted) == sorted(tuple(pair) for pair in PAGE["counted"])
    assert [p.author for p in marked.posts] == [p.author for p in plain.posts]  # headers split the same


@REAL_PAGE
def test_the_unmarked_reason_names_the_rule_in_the_hosts_words():
    reason = next(v.reason for v in _read(None).votes if v.reason)
    assert in_lang(reason, "ru") == "Голос не выделен так, как требуют правила (голос — жирным или тегом) — не засчитан."
    assert "pogrubiony lub tagiem" in in_lang(reason, "pl") and "bold_or_tag" not in in_lang(reason, "pl")


def test_html_runs_in_page_order_nested_colour_and_bold():
    runs = html_marks('<p>a <font color="red"><b>Vote Kasia</b> now</font></p><span style="font-weight:700">Ola</span>'
                      '<script>var b = "<b>x</b>";</script>')
    assert runs == [Mark("Vote Kasia now", "color", "red"), Mark("Vote Kasia", "b"), Mark("Ola", "b")]


def test_a_bold_nick_in_a_header_is_not_marked_only_the_body():
    text = "Post by Vivax » Sun Oct 04, 2020 1:42 am\n\nVote Damdred\n\nPost by Damdred » Sun Oct 04, 2020 1:50 am\n\nhi"
    posts = split_posts(text, ["Vivax", "Damdred"], None)
    mark_bodies(text, posts, [Mark("Vivax", "b"), Mark("Vote Damdred", "b"), Mark("Damdred", "b")])
    assert [p.body.strip() for p in posts] == ["[b]Vote Damdred[/b]", "hi"]


def test_bold_and_colour_of_one_element_both_mark_the_vote():
    text = "Post by Vivax » Sun Oct 04, 2020 1:42 am\n\nI vote Damdred today"
    posts = split_posts(text, ["Vivax", "Damdred"], None)
    mark_bodies(text, posts, html_marks('<p>I <span style="color: #f00; font-weight: bold">vote Damdred</span> today'))
    assert posts[0].body.strip() == "I [b][color=#f00]vote Damdred[/color][/b] today"


@REAL_PAGE
def test_a_post_read_as_a_night_action_names_the_ability_in_the_hosts_words():
    """The real page's Mete0rShower post that reads as slander says so by the set's own word, not its id."""
    post = next(p for p in _read(html_marks(HTML), rules=None).posts if p.ignored and "slander" in p.ignored.lower())
    assert in_lang(post.ignored, "en") == "Read as a night action (Slander), not a vote."
    assert in_lang(post.ignored, "ru") == "Прочитано как ночное действие (Клевета), а не голос."


def test_a_green_vote_is_a_vote_in_colour_under_dota2s_rules():
    """dota2.ru's published rule (shared/forum-rules): one vote a day, marked
    in green, never changed; «скип» once. Green was no colour to the reader (only red and blue are), so every vote was refused
    as unmarked; from a browser's HTML copy the same."""
    page = ("Сообщение Вася » 01 дек 2026, 12:00\n\nБорис\n\nСообщение Петя » 01 дек 2026, 12:01\n\n"
            "Голосую против Бориса\n\nСообщение Вася » 01 дек 2026, 12:05\n\nПетя\n\n"
            "Сообщение Коля » 01 дек 2026, 12:06\n\nскип")
    html = ('<div>Сообщение Вася » 01 дек 2026, 12:00</div><p><span style="color: green">Борис</span></p>'
            '<div>Сообщение Петя » 01 дек 2026, 12:01</div><p>Голосую против Бориса</p>'
            '<div>Сообщение Вася » 01 дек 2026, 12:05</div><p><font color="#00aa00">Петя</font></p>'
            '<div>Сообщение Коля » 01 дек 2026, 12:06</div><p><span style="color:#0a0">скип</span></p>')
    reading = read_thread(page, roleset=load_roleset("forum-mafia-classic"), players=["Вася", "Петя", "Борис", "Коля"],
                          rules="dota2", lang="ru", marks=html_marks(html))
    assert reading.standing == {"Вася": "Борис", "Петя": None, "Борис": None, "Коля": "no_lynch"}
    reasons = [in_lang(v.reason, "en") for v in reading.votes if v.reason]
    assert reasons == ["The vote is not marked as the rules require (a vote only in colour) — not counted.",
                       "No vote changes left (0) — not counted."]
