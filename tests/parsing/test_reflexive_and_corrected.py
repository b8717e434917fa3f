"""#22 item 6: two reading rules no test held (a mutation of either passed the suite).

- A reflexive particle right after the action word is the sender himself: «Leczę się» heals the
  doctor who wrote it (lexicon.SELF_AFTER_ACTION), as «лечу себя» and "heal myself" do.
- A vote corrected in the same post counts for the last nick named after a vote preposition:
  «голосую за Машу, ой нет, за Петю» is a vote for Петя, not for Маша; with no preposition, the nick
  after the last correction word (lexicon.CORRECTION: "no wait", «хотя нет», «передумал») wins.
"""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

PLAYERS = ["Маша", "Петя", "Вася", "Doc", "Kasia", "Ola", "Anna", "Bob"]


@pytest.mark.parametrize("text", ["Leczę się", "Tej nocy leczę się.", "лечу себя", "heal myself"])
def test_C_ROLE_DOC_a_reflexive_heal_names_the_doctor_himself(classic, text: str) -> None:
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Doc", actor_role="doctor")
    assert (result.kind, result.action, result.targets, result.problem) == ("action", "heal", ["Doc"], None)


def test_a_reflexive_particle_is_not_read_away_from_its_action_word(classic) -> None:
    result = parse_message("Leczę Kasię", roleset=classic, players=PLAYERS, actor="Doc", actor_role="doctor")
    assert result.targets == ["Kasia"]


@pytest.mark.parametrize(("text", "target"), [
    ("голосую за Машу, ой нет, за Петю", "Петя"),
    ("Голосую за Петю, ой нет, за Машу", "Маша"),
    ("Голосую против Маши, ой нет, против Пети", "Петя"),  # «против» is glue like «за» (addressing.bare_clauses)
    ("Голосую против Маши... хотя нет, против Пети", "Петя"),
    ("głosuję na Kasię, nie, jednak na Olę", "Ola"),  # «jednak» (after all) is a glue word (lexicon.STOP)
    ("Głosuję na Kasię. Nie, jednak na Olę", "Ola"),
    # no preposition after the correction: the nick after the last correction word (lexicon.CORRECTION)
    ("vote Маша, no wait, Петя", "Петя"),
    ("Vote: Anna. Actually, unvote, vote Bob", "Bob"),
    ("vote Anna... nah, Bob", "Bob"),
    ("lynch Anna — scratch that, Bob", "Bob"),
    ("Vote Anna. Actually, Bob", "Bob"),
    ("голосую за Машу… хотя нет, Петя", "Петя"),
    ("голосую за Машу. Передумал: Петя", "Петя"),
    ("За Машу. Передумал: Петя", "Петя"),
    ("Голосую за Машу. Передумала, Петя", "Петя"),
    ("Głosuję na Kasię... rozmyśliłem się, Ola", "Ola"),
    # a bold or coloured nick before the correction is corrected as a plain one (host findings: bold won)
    ("голосую [b]Маша[/b], хотя нет, Петя", "Петя"),
    ("голосую [b]Маша[/b], хотя нет, [b]Петя[/b]", "Петя"),
    ("vote [color=red]Anna[/color], no wait, Bob", "Bob"),
])
def test_C_LYNCH_1_a_vote_corrected_in_one_post_counts_for_the_last_nick(classic, text: str, target: str) -> None:
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Вася", expect="vote")
    assert (result.kind, result.targets, result.problem) == ("vote", [target], None)


@pytest.mark.parametrize(("text", "target"), [
    ("Vote Anna. Actually, Bob made a good point", "Anna"),  # the later nick talks in a clause of its own words
    ("голосую за Машу, хотя нет, Петя, за Машу", "Маша"),  # the nick after the last correction
    ("vote Anna, no wait, Bob. Actually I am sure", "Bob"),  # a correction after every nick corrects nothing
    ("голосую [b]Маша[/b], Петя молчит весь день", "Маша"),  # no correction: the bold nick is the vote
])
def test_C_LYNCH_1_a_correction_word_picks_only_a_bare_nick_after_it(classic, text: str, target: str) -> None:
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Вася", expect="vote")
    assert (result.kind, result.targets, result.problem) == ("vote", [target], None)
