"""A player who quotes a vote cast on him answers it: in a plain copy (mafiascum's print view) the quote's end is not
shown, and a vote for the quoter himself after a blank line in the quote is still the quoted post's, not his
self-vote (C-LYNCH-1: only a player's own vote counts). Made up in the shape of real posts of mafiascum Game
1159 (held-out page mafiascum-print-g1159-en.txt in ../shared/corpus/forum/pages, source in heldout-en2.yaml,
read whole in test_real_corpus)."""

from __future__ import annotations

from moderator_app.parsing.thread_posts import split_posts

PAGE = """Posted: Mon Apr 4, 2011 1:00 am
by tarsonisocelot

imaginality wrote:
bob is right here, only for the wrong reasons.

Vote: tarsonisocelot

Or the setup simply had two mafia slots in it.

Posted: Mon Apr 4, 2011 1:20 am
by -L-

A quiet cat is a scummy cat.

Vote: tarsonisocelot
"""


def test_C_LYNCH_1_a_quoted_vote_on_the_quoter_is_not_his_self_vote():
    posts = split_posts(PAGE, players=["tarsonisocelot", "imaginality", "-L-"])
    assert [p.author for p in posts] == ["tarsonisocelot", "-L-"]
    assert "Vote: tarsonisocelot" not in posts[0].body
    assert posts[0].body.endswith("had two mafia slots in it.")
    assert posts[1].body.endswith("Vote: tarsonisocelot")  # another player's own vote stays his
