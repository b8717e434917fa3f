"""The corpus tool that turns a saved forum page into the text a browser copies (select all, copy as plain
text): only what a reader sees, in the page's order, blocks on lines of their own, the site's CSS classes
that show or hide a part as options, stray Windows-1252 bytes read as such."""

from __future__ import annotations

import importlib.util
from pathlib import Path

TOOL = Path(__file__).resolve().parent / "corpus" / "tools" / "html_to_text.py"
_spec = importlib.util.spec_from_file_location("html_to_text", TOOL)
html_to_text = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(html_to_text)

PAGE = """<html><head><title>Game</title><style>p{}</style></head><body>
<script>var x = 1;</script>
<div class="post"><h3><a>Crow</a> <em class="userTitle">Falling</em></h3>
<blockquote>vote   <b>bob</b><br/>second line</blockquote>
<div style="display: none">hidden text</div><span class="shrinker">Click to shrink...</span>
<table><tr><td>a</td><td>b</td></tr></table><input type="hidden" value="token"></div>
</body></html>"""


def test_visible_text_in_page_order_with_blocks_on_their_own_lines():
    text = html_to_text.html_to_text(PAGE)
    assert "Game" not in text and "var x" not in text and "hidden text" not in text and "token" not in text
    assert "Crow Falling\n\nvote bob\nsecond line\n\nClick to shrink...\n\n" in text
    assert [cell for cell in text.rstrip("\n").split("\n")[-1].split("\t") if cell] == ["a", "b"]  # cells by tabs


def test_the_sites_css_classes_as_options():
    text = html_to_text.html_to_text(PAGE, block={"userTitle"}, hide={"shrinker"})
    assert "Crow\nFalling\n" in text and "Click to shrink" not in text


def test_a_stray_windows_1252_byte_reads_as_its_character(tmp_path, capsys):
    page = tmp_path / "page.html"
    page.write_bytes("<p>argue for.\x94 – Ł</p>".encode("utf-8").replace(b"\xc2\x94", b"\x94"))
    assert html_to_text.main([str(page)]) == 0
    assert capsys.readouterr().out == "argue for.” – Ł\n"
