"""A player who quotes a vote cast on him answers it: in a plain copy (mafiascum's print view) the quote's end is not
shown, and a vote for the quoter himself after a blank line in the quote is still the quoted post's, not his
self-vote (C-LYNCH-1: only a player's own vote counts). Real posts of mafiascum Game 1159 (held-out page
mafiascum-print-g1159-en.txt, source in heldout-en2.yaml)."""

from __future__ import annotations

from moderator_app.parsing.thread_posts import split_posts

PAGE = """Posted: Sat Apr 23, 2011 2:00 am
by tarsonisocelot

imaginality wrote:
andrew94 is onto something but not for the reasons he thinks.

Vote: tarsonisocelot

Or there were only two [insert faction here] slots in the template text.

Posted: Sat Apr 23, 2011 2:20 am
by -L-

Suspicious ocelot is suspicious.

Vote: tarsonisocelot
"""


def test_C_LYNCH_1_a_quoted_vote_on_the_quoter_is_not_his_self_vote():
    posts = split_posts(PAGE, players=["tarsonisocelot", "imaginality", "-L-"])
    assert [p.author for p in posts] == ["tarsonisocelot", "-L-"]
    assert "Vote: tarsonisocelot" not in posts[0].body
    assert posts[0].body.endswith("slots in the template text.")
    assert posts[1].body.endswith("Vote: tarsonisocelot")  # another player's own vote stays his
