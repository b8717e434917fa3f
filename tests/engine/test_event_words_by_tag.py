"""The host's log words an event's field as its shape's tag says (engine/model/events.py, #24 item 1):
a room in the host's language, a reason in words, each nick of a list as its seat's gender declines it."""

from __future__ import annotations

import pytest

from moderator_app.engine.model.events import AttackEvent, DrawEvent, HolyGroundEvent, NoExecutionEvent, RefusedEvent
from moderator_app.engine.model.state import Event
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.engine.wording.explain import explain
from moderator_app.i18n.refusal import refuse


@pytest.mark.parametrize("lang, line", [("ru", "Ewa освящает комнату Библиотека"), ("en", "Ewa makes Library holy ground")])
def test_a_room_field_reads_as_the_rooms_name_in_the_hosts_language(lang: str, line: str) -> None:
    event = Event(HolyGroundEvent(kind="holy_ground", actor="Ewa", room="Biblioteka"))
    assert explain(event, lang, load_roleset("suspi")) == line


@pytest.mark.parametrize("lang, refused, no_execution", [
    ("ru", "Ewa: заявка «shot» отклонена — игрок мёртв", "Суд линча: никто не казнён (ничья)"),
    ("pl", "Ewa: zgłoszenie „shot” odrzucone — gracz nie żyje", "Lincz: nikt nie ginie (remis)"),
])
def test_a_reason_field_reads_in_words(lang: str, refused: str, no_execution: str) -> None:
    assert explain(Event(RefusedEvent(kind="refused", actor="Ewa", action="shot", reason=refuse("dead_actor"))), lang) == refused
    assert explain(Event(NoExecutionEvent(kind="no_execution", reason="tie")), lang) == no_execution


def test_each_nick_of_a_list_declines_as_its_seats_declared_gender() -> None:
    attack = Event(AttackEvent(kind="attack", target="Маша", by=["Кэт", "Петя"], cause="kill", healable=True))
    assert explain(attack, "ru", said={"Кэт": "f"}) == "Маша: нападение от Кэт, Пети — убийство"
    assert explain(attack, "ru") == "Маша: нападение от Кэта, Пети — убийство"


@pytest.mark.parametrize("lang, room, other", [
    ("ru", "Жребий «комната — Ночь 1, Ewa»: Библиотека (задан ведущим)", "Жребий «ничья — День 2»: Biblioteka"),
    ("en", "Draw 'room — Night 1, Ewa': Library (fixed by the host)", "Draw 'tie — Day 2': Biblioteka")])
def test_a_draws_variant_retags_its_value_a_room_where_a_room_is_drawn(lang: str, room: str, other: str) -> None:
    """The draw's words choose their line on its declaration (EventDecl variants, variant_tags), not by
    the kind's name in explain.py: a room's draw names the room in the language, a fixed one says so;
    any other draw's value prints as drawn (a nick that is also a room's id stays that nick)."""
    suspi = load_roleset("suspi")
    drawn = DrawEvent(kind="draw", name="room:night 1:Ewa", value="Biblioteka", fixed=True)
    assert explain(Event(drawn), lang, suspi) == room
    assert explain(Event(DrawEvent(kind="draw", name="tie:day 2", value="Biblioteka", fixed=False)), lang, suspi) == other
