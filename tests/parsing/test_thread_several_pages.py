"""Several real pages pasted at once (#13): each page's footer and the next page's top chrome belong to no
post, so every page's last post keeps only its own words (XenForo 2, vBulletin 3 and 4 pages of the real
corpus, pasted twice over)."""

from __future__ import annotations

import pytest

from moderator_app.parsing.thread_posts import split_posts

from .real_corpus import REAL


@pytest.mark.parametrize(("name", "posts", "last_words"), [
    ("xenforo-xenforo2-en.txt", 8, "i want this added to xenforo.com itself"),
    ("animesuki-vb3-en.txt", 20, "Voice acting is totally re-recorded for the movie."),
    ("militarytimes-vb4-en.txt", 10, "I'm waiting for an RFD marathon on The History Channel. He was on there quite a few "
                                     "times."),
])
def test_two_pages_pasted_at_once_split_into_both_pages_posts(name, posts, last_words):
    page = (REAL / "pages" / name).read_text(encoding="utf-8")
    split = split_posts(page + "\n" + page)
    assert len(split) == 2 * posts
    assert split[posts - 1].body == last_words == split[-1].body
