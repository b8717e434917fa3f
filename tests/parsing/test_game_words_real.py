"""The game's own words, as real hosts write them, read a request and tell its language.

- The mafia's kill under its real nouns (C-ROLE-MAF): «Mord Mafii» (bayern.vot.pl, "Forumowa Mafia - edycja 3",
  http://www.bayern.vot.pl/viewtopic.php?f=31&t=2754: one way out of the game is the «Mord Mafii»), "night kill"
  (wiki.mafiascum.net "Night-kill": often shortened to NK), «завалят» (ne-kurim.ru's big mafia rules: at night the
  mafia decide together whom «они завалят»). They are the role sets' declared words, so every
  shipped set whose mafia picks a victim reads them; "Mord: Sild" was a flagged guess at 0.4.
- A short Polish request with no Polish letter ("Mord: Sild", "Lincz: Kasia", "Cel: Ewa"; Sild is a real nick of
  forum.mmorpg.org.pl "Wilkołaki" season 15, heldout-pl.yaml) was taken for English, and its problem sentence came
  back in English; the game's words of one language (role set and lexicon) now count for that language.
"""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.parsing import parse_message, read_thread
from moderator_app.parsing.context import language_words

from .corpus import load_roleset

PLAYERS = ["Ola", "Kasia", "Ewa", "Sild", "MG"]
SHIPPED = ["forum-mafia-classic", "hypermafia-peregrine", "suspi"]


def _mafia_kill(roleset):
    """The role that holds the mafia's chosen kill (an ability of effect kill among the set's abilities), or None."""
    kills = {key for key, ab in (roleset.get("abilities") or {}).items() if ab.get("effect") == "kill"}
    return next((str(role_id) for role_id, role in (roleset.get("roles") or {}).items()
                 if kills & set(role.get("abilities") or [])), None)


@pytest.mark.parametrize("roleset_id", SHIPPED)
@pytest.mark.parametrize(("text", "lang"), [
    ("Mord: Sild", "pl"), ("Mord Mafii: Sild", "pl"), ("Night kill: Sild", "en"), ("Завалить Sild", "ru"),
])
def test_C_ROLE_MAF_the_kill_reads_under_the_nouns_real_hosts_use(roleset_id, text, lang):
    roleset = load_roleset(roleset_id)
    role = _mafia_kill(roleset)
    if role is None:
        assert roleset_id == "suspi"  # rooms kill by presence: nobody names a victim
        return
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Ola", actor_role=role, expect="action")
    assert (result.kind, result.action, result.targets) == ("action", "kill", ["Sild"]), vars(result)
    assert result.confidence >= 0.9 and result.problem is None and result.lang == lang, vars(result)


@pytest.mark.parametrize("text", ["Mord: Sild", "Lincz: Kasia", "Cel: Ewa", "Mord Mafii: Sild"])
def test_a_short_polish_request_without_polish_letters_is_polish(text):
    roleset = load_roleset("forum-mafia-classic")
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Ola", expect="action")
    assert result.lang == "pl", vars(result)


def test_the_problem_of_a_short_polish_pm_is_said_in_polish():
    """"Cel: Ewa" names no action: the host is asked to check the guess, in Polish."""
    roleset = load_roleset("forum-mafia-classic")
    result = parse_message("Cel: Ewa", roleset=roleset, players=PLAYERS, actor="Ola", actor_role="mafioso",
                           expect="action")
    assert result.lang == "pl" and result.problem and "sprawdź" in result.problem, vars(result)


def test_a_page_of_short_polish_posts_is_read_in_polish():
    """`moderator-app thread` on a page whose posts carry no Polish letter: the reasons are Polish."""
    page = "\n\n".join(f"Post przez {a} » 12 mar 2026, {t}\n\n{text}" for a, t, text in [
        ("Ola", "20:00", "Lincz: Kasia"), ("Kasia", "20:05", "Lincz: Ola"), ("Ewa", "20:10", "Lincz: Sild")])
    reading = read_thread(page, roleset=load_roleset("forum-mafia-classic"), players=PLAYERS,
                          deadline=datetime(2026, 3, 12, 20, 3), rules="default")
    late = next(v for v in reading.votes if v.voter == "Kasia")
    assert late.target == "Ola" and "po terminie" in late.reason.lower(), late


@pytest.mark.parametrize("text", ["Kill Sild", "vote: Kasia", "I think Sild is mafia"])
def test_english_requests_stay_english(text):
    roleset = load_roleset("forum-mafia-classic")
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Ola")
    assert result.lang == "en", vars(result)


def test_a_word_two_languages_share_tells_nothing():
    """"mafia" is Polish and English, "i" joins both "i vote" and "zabijam i zastraszam": neither counts."""
    words = language_words(load_roleset("hypermafia-peregrine"))
    assert "mafia" not in words and "i" not in words and words["mord"] == "pl" and words["nightkill"] == "en"
