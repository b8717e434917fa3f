"""English votes as mafiascum players write them (C-LYNCH-1: the player's own last vote counts), each case made up
in the shape of a real line of the held-out batch ../shared/corpus/forum/heldout-en2.yaml (games 1146, 1211,
1338, 1159; the real lines are read one by one in test_real_corpus): the set-apart vote beats chatter after it, a "---" between answers is no signature, a bold question or
a noun "lynch" casts nothing, "Voting X … makes no sense" talks of a vote, a nick three sentences away is no
target, an unvote tag is a tag, the same letters in another order are a typo, and "l-2 (??? l-2?)" is no tally."""

from __future__ import annotations

import pytest

from moderator_app.parsing import load_rules, parse_message
from moderator_app.parsing.text import strip_signature

from .corpus import load_roleset

PLAYERS = ["Otolia", "gandalf5166", "Amrun", "RedCoyote", "bvoigt", "BBmolla", "Jase", "StefanB", "yabbaguy",
           "tarsonisocelot", "Empking", "DarthYoshi"]


@pytest.fixture(scope="module")
def roleset():
    return load_roleset("forum-mafia-classic")


def _vote(text, roleset, rules="mafiascum"):
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="CooLDoG", expect="vote")
    if result.kind != "vote" or not load_rules(rules).marked(result.marks):
        return None
    return "cancel" if result.cancel else result.targets[0] if result.targets else None


def test_C_LYNCH_1_the_bold_vote_beats_a_nick_in_the_chatter_after_it(roleset):
    text = ("If anyone calls my vote a bandwagon, I will say it again.\n\nSo, [b]unvote[/b] "
            "[b]vote: Otolia[/b]\n\nWelcome, Amrun! Glad you replaced in.\n\nI had no time for a post "
            "or a vote switch, but I'm fine with an Otolia vote for now.")
    assert _vote(text, roleset, rules=None) == "Otolia"


def test_C_LYNCH_1_dashes_between_answers_are_no_signature(roleset):
    text = ("This sort of drama is why we keep pressing you.\n\n---\nYou open a whole new can of "
            "worms, gandalf.\n\n---\nSo, [b]unvote[/b]; [b]vote: Otolia[/b]\n\n---\nWelcome, Amrun!")
    assert _vote(text, roleset) == "Otolia"
    assert strip_signature("Vote: Otolia\n--\nMy sig line") == "Vote: Otolia"  # one short tail is a signature


@pytest.mark.parametrize("text", [
    "[b]Can we lynch BBmolla today? [Well, maybe not today - tomorrow, no matter the lynch today] I needed only "
    "a minute to quote the posts that show why I call him scum.[/b]",
    "Jase: RVS is over, I think. Voting StefanB at random - and this late - makes no sense.",
    "Voting him now is a fine vote, but there is yabbaguy.",
    "Empking's vote of Otolia really got my attention. [b]IGMEOY, Empking.[/b]",
    "@Jase and Vox: why the votes on Otolia?  You both vote without giving any reasons.",
])
def test_C_LYNCH_1_talk_about_votes_casts_nothing(roleset, text):
    assert _vote(text, roleset, rules=None) is None


def test_C_LYNCH_1_a_reason_after_voting_still_casts(roleset):
    assert _vote("[b]Voting Otolia because she is scummy.[/b]", roleset) == "Otolia"
    assert _vote("Voting Otolia because she is scummy.", roleset, rules=None) == "Otolia"


def test_C_LYNCH_1_a_nick_three_sentences_above_is_not_the_target(roleset):
    text = ("Jase: Hm, voting first in RVS and then finding someone he thinks is scum.\nAnd then he says he is a good "
            "player.\nYou reacted; it reads scum to me, not town, liking my vote.")
    assert _vote(text, roleset, rules=None) is None


def test_C_LYNCH_1_an_unvote_tag_is_a_tag(roleset):
    assert _vote("I'd hammer DY, sure.\n\n[unvote]RedCoyote[/unvote]\n\nLet me look again.", roleset) == "cancel"


def test_C_LYNCH_1_a_vote_tag_alone_is_a_set_apart_vote(roleset):
    """mafiascum's [vote]X[/vote] with no other tag in the post is tagged and bold (#24 item 3: a mutant that
    left the tags unread unless a Mafia Universe [V] tag was in the post too survived)."""
    assert _vote("Nothing new from me today.\n\n[vote]Otolia[/vote]", roleset) == "Otolia"
    assert _vote("[unvote][/unvote]", roleset) == "cancel"


def test_C_LYNCH_1_the_same_letters_in_another_order_are_a_typo(roleset):
    result = parse_message("[b]Vote: bvgoit[/b]", roleset=roleset, players=PLAYERS, actor="VasudeVa", expect="vote")
    assert result.targets == ["bvoigt"] and result.confidence < 1  # the host sees it was a guess


def test_C_LYNCH_1_an_aside_in_brackets_is_no_tally(roleset):
    text = ("Says he worries about l-2 (??? l-2?)\n\nSheeping, much? This one is worth a vote.\n"
            "[b]uunvote,vote: Redcoy[/b]")
    assert _vote(text, roleset) == "RedCoyote"


def test_C_LYNCH_1_an_unmarked_vote_right_after_a_marked_unvote_is_still_his(roleset):
    assert _vote("[b]Unvote[/b] vote Otolia", roleset, rules=None) == "Otolia"


def test_C_LYNCH_1_my_vote_that_names_no_one_is_talk(roleset):
    text = ("[b]Unvote \n\nVote: bvgoit[/b]\nThat is a placeholder so I'm not holding back my vote. \n\n"
            "Jase, your read on StefanB? \nEmpking, what do you make of Amrun, DarthYoshi, and Otolia?")
    assert _vote(text, roleset) == "bvoigt"
    assert _vote("my vote goes to Otolia", roleset, rules=None) == "Otolia"


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_C_LYNCH_1_a_post_that_only_talks_of_a_vote_is_listed_with_its_reason(roleset, lang):
    from moderator_app.i18n import t
    from moderator_app.parsing import read_thread

    page = ("Posted: Mon Mar 5, 2012 3:08 am\nby HezLucky\n\n[b]Can we lynch BBmolla today? [Well, not today - "
            "tomorrow, no matter the lynch today][/b]\n")
    reading = read_thread(page, roleset=roleset, players=["HezLucky", "BBmolla"], lang=lang)
    post = reading.posts[0]
    assert post.votes == [] and post.ignored == t("parser.vote_talked_of", lang)
