"""Several real pages pasted at once (#13): each page's footer and the next page's top chrome belong to no
post, so every page's last post keeps only its own words (XenForo 2, vBulletin 3 and 4 pages of the real
corpus in ../shared/corpus/forum/pages, pasted twice over)."""

from __future__ import annotations

import pytest

from moderator_app.parsing.thread_posts import split_posts

from shared_corpus import read


@pytest.mark.parametrize(("name", "posts", "last_words"), [
    ("xenforo-xenforo2-en.txt", 8, "to xenforo.com itself"),  # the last post's last words: a label, not its text
    ("animesuki-vb3-en.txt", 20, "for the movie."),
    ("militarytimes-vb4-en.txt", 10, "quite a few times."),
])
def test_two_pages_pasted_at_once_split_into_both_pages_posts(name, posts, last_words):
    page = read("forum", "pages", name)
    split = split_posts(page + "\n" + page)
    assert len(split) == 2 * posts
    assert split[posts - 1].body == split[-1].body == split_posts(page)[-1].body
    assert split[-1].body.endswith(last_words) and len(split[-1].body.splitlines()) <= 2
