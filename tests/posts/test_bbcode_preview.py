"""Escaping (a nick or host text never becomes a tag) and the BBCode -> HTML preview."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from moderator_app.posts import render_phase_post
from moderator_app.posts.bbcode import escape_bbcode, unescape_bbcode
from moderator_app.posts.preview import to_html

from .post_helpers import play

EVIL = "[/b][url=http://evil.example]x"


def test_escape_reads_the_same_and_is_idempotent():
    once = escape_bbcode(EVIL)
    assert unescape_bbcode(once) == EVIL
    assert escape_bbcode(once) == once
    assert escape_bbcode(None) == ""


@given(st.text(alphabet="[]/=bu url:x", max_size=30))
def test_no_escaped_text_opens_a_tag_in_the_preview(text):
    html = to_html(f"[b]{escape_bbcode(text)}[/b]")
    assert html.startswith("<strong>") and html.endswith("</strong>")
    assert "<a " not in html and html.count("<strong>") == 1 and "<u>" not in html


def test_an_evil_nick_and_story_print_literally_in_the_post():
    table = {EVIL: "citizen", "Boss": "boss", "Maf": "mafioso", "Com": "commissar", "Doc": "doctor",
             "Cit1": "citizen", "Cit2": "citizen", "Cit3": "citizen"}
    game = play([{"day": {"story": "[color=red]Конец[/color]"}}, {"night": {"actions": [
        {"actor": "Boss", "action": "kill", "target": EVIL}, {"actor": "Maf", "action": "kill", "target": EVIL}]}}], table)
    night = render_phase_post(game, game.phases[1], "ru")
    assert EVIL in unescape_bbcode(night) and EVIL not in night
    html = to_html(night)
    # the nick stays inside its bold tag as text; a bare address is linked as forums link it
    assert "<strong>[\u200b/b][\u200burl=" in html and html.count("<strong>") == html.count("</strong>")
    assert "[/b][url" not in night
    story = to_html(render_phase_post(game, game.phases[0], "ru"))
    assert "<span" not in story and "Конец" in story


def test_preview_renders_forum_tags():
    html = to_html("[b]Итоги[/b]\n[quote=Вася]привет[/quote][spoiler=Роли]x[/spoiler][size=150]big[/size] a--b <i>")
    assert "<strong>Итоги</strong><br />" in html
    assert "<blockquote><cite>Вася:</cite><br />привет</blockquote>" in html
    assert "<b>Роли:</b><br />x</div>" in html
    assert '<span style="font-size:150%;">big</span>' in html
    assert "a--b &lt;i&gt;" in html


def test_preview_drops_a_bad_size_value():
    assert to_html("[size=expression(alert(1))]x[/size]") == "x"


def test_preview_keeps_blocks_apart_and_code_literal():
    html = to_html("[spoiler]роли[/spoiler]\nпосле\n[code]x = [b]1[/b]\ny[/code]\nтекст")
    assert "</div>после" in html
    assert "<pre>x = [b]1[/b]\ny</pre>" in html
