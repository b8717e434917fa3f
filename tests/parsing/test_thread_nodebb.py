"""NodeBB pages as a browser copies them, with no dates (its script writes them): posts found by the upvote count
then the nick line, quotes "@Bob said in <topic>:" taken out. The page below is made up in the shape of the held-out
page nodebb-community-en.txt (../shared/corpus/forum/pages, source in heldout-en.yaml, read in test_real_corpus);
a page of another engine with no dates is never split this way."""

from __future__ import annotations

from moderator_app.parsing.thread_posts import split_posts

PAGE = """Day two of the village game

anna_k   GNU/Linux

Who do we hang today, and why?

11

Bob

Not me, surely

Did anyone check the night post?

0

1 Reply Last reply

C
carol

same question !

0

anna_k   GNU/Linux      @Bob

@Bob said in Day two of the village game:

Not me, surely

That is what anyone would say

4

13
Posts

Suggested Topics
"""


def test_nodebb_posts_split_by_count_then_nick_without_dates():
    posts = split_posts(PAGE, players=["anna_k", "Bob"])
    assert [(p.author, p.posted) for p in posts] == [("anna_k", None), ("Bob", None), ("carol", None),
                                                      ("anna_k", None)]
    assert posts[1].body == "Not me, surely\n\nDid anyone check the night post?"
    assert posts[2].body == "same question !"  # the letter avatar and the nick under it are no text of the post
    assert posts[3].body == "That is what anyone would say"  # the quote of Bob is taken out
    assert all("Suggested" not in p.body and "Reply" not in p.body for p in posts)


def test_a_page_with_one_count_then_nick_is_not_read_as_nodebb():
    text = "Rules of the game\n\n3\n\nAlice\n\nVote: Bob\n"
    assert split_posts(text, players=["Alice", "Bob"]) == []
