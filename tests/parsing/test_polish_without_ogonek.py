"""Polish typed on a keyboard without Polish letters: «blokuję Ewe» is «Ewę», the accusative of the nick «Ewa M.»
without its ogonek (host-findings-5 item 19: «Nie znalazłem … „Ewe”» while the longer «Ole», «Kasie» were read), and
«nie mam ruchu» says the sender does nothing tonight, as «хода нет» does (lexicon.NO_ACTION). Made-up PMs."""

from __future__ import annotations

import pytest

from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.parsing import morph, parse_message

PLAYERS = ["Ewa M.", "Ola", "Kasia_K", "Bartek"]


@pytest.fixture(scope="module")
def roleset() -> dict:
    return load_roleset("forum-mafia-classic").raw


@pytest.mark.parametrize("text, role", [("sprawdzam Ewe", "commissar"), ("leczę Ewe", "doctor"), ("sprawdzam Ewę", "commissar")])
def test_C_ROLE_COM_a_nick_in_the_accusative_without_its_ogonek_is_the_nick(text: str, role: str, roleset: dict) -> None:
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Bartek", actor_role=role, expect="action")
    assert result.targets == ["Ewa M."] and result.confidence >= 0.8


def test_only_an_unknown_word_has_its_ogonek_restored() -> None:
    assert morph.with_ogonek("ewe") == "ewę" and morph.with_ogonek("noga") is None and morph.with_ogonek("тебе") is None


@pytest.mark.parametrize("text", ["nie mam ruchu, jestem zwykłym mieszkańcem", "Brak ruchu tej nocy.", "nie mam akcji"])
def test_nie_mam_ruchu_is_an_explicit_no_action(text: str, roleset: dict) -> None:
    result = parse_message(text, roleset=roleset, players=PLAYERS, actor="Bartek", actor_role="citizen", expect="action")
    assert (result.kind, result.skip, result.targets) == ("action", True, [])
