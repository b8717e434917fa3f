"""English is read as English (#13 item 5): a real English post with no vote in it is not taken for Russian typed in
Latin letters, so the host's note about it comes in English (TeamLiquid's "The Void Mafia", post of Holyflare in
../shared/corpus/forum/heldout-en.yaml, item 51, read from there; every English post of the real corpus is checked the same way)."""

from __future__ import annotations

from moderator_app.parsing import parse_message

from .corpus import load_roleset
from shared_corpus import forum_item

from .real_corpus import load_posts


def test_english_chatter_is_not_read_as_russian_in_latin_letters():
    item = forum_item("heldout-en.yaml", 51)
    result = parse_message(item["text"], roleset=load_roleset("forum-mafia-classic"), players=item["players"],
                           actor=item["author"], expect="vote")
    assert result.lang == "en"


def test_every_real_english_post_is_read_as_english():
    roleset = load_roleset("forum-mafia-classic")
    wrong = [item["text"][:60] for item in load_posts() if item["lang"] == "en" and parse_message(
        item["text"], roleset=roleset, players=item["players"], actor=item.get("author"), expect="vote").lang != "en"]
    assert wrong == []
