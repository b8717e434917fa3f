"""#22 item 6: a written vote two nicks fit equally well names nobody: the host is asked (a problem
and both nicks as alternatives), never handed one of them as if it were read. Both ways a vote's
target is read: a nick mention (names.NickIndex.find: «Ольгу» for two Olgas) and the guess for a
word no nick matches (the start of two nicks: "Toadst")."""

from __future__ import annotations

import pytest

from moderator_app.parsing import parse_message

PLAYERS = ["Ольга Петровна", "Ольга Смирнова", "Toadsteem", "Toadstorm", "Вася"]


@pytest.mark.parametrize(("text", "fits"), [
    ("Голосую за Ольгу", {"Ольга Петровна", "Ольга Смирнова"}),
    ("##vote: Ольга", {"Ольга Петровна", "Ольга Смирнова"}),
    ("##vote: Toadst", {"Toadsteem", "Toadstorm"}),
    ("głosuję na toads", {"Toadsteem", "Toadstorm"}),
])
def test_C_LYNCH_1_a_vote_two_nicks_fit_equally_asks_the_host(classic, text: str, fits: set[str]) -> None:
    result = parse_message(text, roleset=classic, players=PLAYERS, actor="Вася", expect="vote")
    assert result.kind == "vote"
    assert result.targets == [] and result.problem
    assert set(result.alternatives) == fits
    assert all(nick in result.problem for nick in fits)


def test_a_vote_one_nick_fits_better_is_read_with_the_other_as_an_alternative(classic) -> None:
    result = parse_message("##vote: Toadste", roleset=classic, players=PLAYERS, actor="Вася", expect="vote")
    assert result.targets == ["Toadsteem"]
