"""English votes as mafiascum players write them (C-LYNCH-1: the player's own last vote counts), each case a real
line of the held-out batch tests/parsing/corpus/real/heldout-en2.yaml (games 1146, 1211, 1338, 1159; sources
there): the set-apart vote beats chatter after it, a "---" between answers is no signature, a bold question or
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
    text = ("If someone calls your vote OMGUS, you just throw it back in their face.\n\nAnyways, [b]unvote[/b]; "
            "[b]vote: Otolia[/b]\n\nHi, Amrun! Thanks for replacing in.\n\nWell, I haven't been here to make a post "
            "or a vote switch, but I'm content with an Otolia vote right now.")
    assert _vote(text, roleset, rules=None) == "Otolia"


def test_C_LYNCH_1_dashes_between_answers_are_no_signature(roleset):
    text = ("It's this kind of drama that is keeping us on your case.\n\n---\nYou're really opening up a big can of "
            "worms here, gandalf.\n\n---\nAnyways, [b]unvote[/b]; [b]vote: Otolia[/b]\n\n---\nHi, Amrun!")
    assert _vote(text, roleset) == "Otolia"
    assert strip_signature("Vote: Otolia\n--\nMy sig line") == "Vote: Otolia"  # one short tail is a signature


@pytest.mark.parametrize("text", [
    "[b]Can we lynch BBmolla now? [Actually, not now - tomorrow, regardless of the lynch today] It took me exactly "
    "2 minutes to quote something like 8 posts that explain why I have called him scum.[/b]",
    "Jase: I'd say RVS is over. Voting StefanB randomly - and late like you did makes no sense.",
    "Voting him at the point is a good vote, but there is yabbaguy.",
    "Tarsonisocelot's vote of Otolia in particular caught my attention. [b]IGMEOY, Tarsonisocelot.[/b]",
    "@Emp and Vox: Why your votes on Otolia?  You both vote without really giving reasons.",
])
def test_C_LYNCH_1_talk_about_votes_casts_nothing(roleset, text):
    assert _vote(text, roleset, rules=None) is None


def test_C_LYNCH_1_a_reason_after_voting_still_casts(roleset):
    assert _vote("[b]Voting Otolia because she is scummy.[/b]", roleset) == "Otolia"
    assert _vote("Voting Otolia because she is scummy.", roleset, rules=None) == "Otolia"


def test_C_LYNCH_1_a_nick_three_sentences_above_is_not_the_target(roleset):
    text = ("Jase: Hm, voting first RVS but having found someone who he thinks is scum.\nUnd then stats he is a good "
            "player.\nYou reacted, your reaction doesn't read town, it reads scum, liking my vote.")
    assert _vote(text, roleset, rules=None) is None


def test_C_LYNCH_1_an_unvote_tag_is_a_tag(roleset):
    assert _vote("I would hammer DY, yes.\n\n[unvote]RedCoyote[/unvote]\n\nI'm going to take a look.", roleset) == "cancel"


def test_C_LYNCH_1_the_same_letters_in_another_order_are_a_typo(roleset):
    result = parse_message("[b]Vote: bvgoit[/b]", roleset=roleset, players=PLAYERS, actor="VasudeVa", expect="vote")
    assert result.targets == ["bvoigt"] and result.confidence < 1  # the host sees it was a guess


def test_C_LYNCH_1_an_aside_in_brackets_is_no_tally(roleset):
    text = ("Claims is worried about l-2 (??? l-2?)\n\nSheeping much?. This dude is worth a vote.\n"
            "[b]uunvote,vote: Redcoy[/b]")
    assert _vote(text, roleset) == "RedCoyote"


def test_C_LYNCH_1_an_unmarked_vote_right_after_a_marked_unvote_is_still_his(roleset):
    assert _vote("[b]Unvote[/b] vote Otolia", roleset, rules=None) == "Otolia"


def test_C_LYNCH_1_my_vote_that_names_no_one_is_talk(roleset):
    text = ("[b]Unvote \n\nVote: bvgoit[/b]\nThere's my placeholder so I'm not witholding my vote or anything. \n\n"
            "Jase, Your read on StefanB? \nEmpking, your read on Amrun, DarthYoshi, and Otolia?")
    assert _vote(text, roleset) == "bvoigt"
    assert _vote("my vote goes to Otolia", roleset, rules=None) == "Otolia"


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_C_LYNCH_1_a_post_that_only_talks_of_a_vote_is_listed_with_its_reason(roleset, lang):
    from moderator_app.i18n import t
    from moderator_app.parsing import read_thread

    page = ("Posted: Wed Mar 21, 2012 3:08 am\nby HezLucky\n\n[b]Can we lynch BBmolla now? [Actually, not now - "
            "tomorrow, regardless of the lynch today][/b]\n")
    reading = read_thread(page, roleset=roleset, players=["HezLucky", "BBmolla"], lang=lang)
    post = reading.posts[0]
    assert post.votes == [] and post.ignored == t("parser.vote_talked_of", lang)
