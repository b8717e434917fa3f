"""A seat's own nick in another case form («Олю» for Оля, «Olę» for Ola) is that seat's name, never an alias of another
player (host-findings-5 item 9: after a pick of Петя for «Голосую за Олю», Оля out, the inbox offered «Олю» = Петя).
The guard reads the words as the parser reads nicks (parsing.names), not letter for letter."""

from __future__ import annotations

import pytest

from moderator_app.parsing.aliases import remember, seat_named

RU = ["Оля", "Петя", "Эскубидей Чакур", "IAmRobik"]
PL = ["Ola", "Marek", "Kasia", "Toadsteem"]


@pytest.mark.parametrize(("written", "seat", "players"), [
    ("Олю", "Оля", RU), ("олей", "Оля", RU), ("Пете", "Петя", RU), ("Эскубидея Чакура", "Эскубидей Чакур", RU),
    ("Olę", "Ola", PL), ("Olą", "Ola", PL), ("Ole", "Ola", PL), ("Marka", "Marek", PL), ("Kasię", "Kasia", PL),
])
def test_a_case_form_of_a_seats_nick_is_his_own_name(written, seat, players):
    assert seat_named(written, players) == seat
    other = next(p for p in players if p != seat)
    with pytest.raises(ValueError, match="own nick"):
        remember({}, written, other, players)
    assert remember({"x": seat}, written, seat, players) == {"x": seat}  # his own form: nothing to remember


@pytest.mark.parametrize(("written", "seat", "players"), [
    ("Робика", "IAmRobik", RU), ("Петьку", "Петя", RU), ("Toad", "Toadsteem", PL), ("Kaśkę", "Kasia", PL),
])
def test_a_short_or_pet_form_is_no_seats_own_name_and_may_be_remembered(written, seat, players):
    """A part, a start or a pet form is what aliases are for: the parser reads it only as a guess."""
    assert seat_named(written, players) is None
    assert remember({}, written, seat, players) == {" ".join(written.casefold().split()): seat}
