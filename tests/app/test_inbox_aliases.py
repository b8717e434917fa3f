"""Confirmed aliases (#13 item 3): the host event `alias` is journalled, survives a reload, and every
later paste of the game (one PM, several PMs, a thread page) reads the words at full confidence."""

from __future__ import annotations

from datetime import datetime

import pytest

from moderator_app.app.inbox.aliases import book, offer
from moderator_app.app.inbox.paste import read_paste
from moderator_app.app.session import GameSession
from moderator_app.engine.model.errors import InputError
from moderator_app.storage import GameStore

SEATS = [("IAmRobik", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"),
         ("Toadsteem", "mafioso"), ("Оля", "citizen"), ("Sailor", "citizen")]
SETUP = {"ruleset": "forum-mafia-classic", "seed": 3,
         "players": [{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in SEATS]}
PAGE = ("Маша » 01 дек 2026, 20:31\nДумаю, это он.\n[b]Голосую за Робика[/b]\n\n"
        "Оля » 01 дек 2026, 20:40\n[b]голосую за Robik[/b]\n")


def day_session() -> GameSession:
    session = GameSession.new(GameStore(), "aliases", SETUP)
    session.apply("phase", kind="day")
    return session


def test_an_unsure_short_form_is_offered_once_the_host_corrects_it():
    session = day_session()
    [row] = read_paste(session.game, "От: маша_acc\n\nГолосую за Робика", voting=True)
    assert row.targets == ["IAmRobik"] and row.confidence < 0.8 and row.written == "Робика"
    assert offer(session.game, row) is None  # nothing the host did yet
    row.target_by_host = True  # the host picked IAmRobik in the table
    assert offer(session.game, row) == ("Робика", "IAmRobik")


def test_a_confirmed_alias_is_journalled_replayed_and_read_at_full_confidence_everywhere():
    session = day_session()
    session.apply("host", event="alias", player="IAmRobik", written="Робика")
    session.apply("host", event="alias", player="IAmRobik", written="Robik")
    reopened = GameSession(GameStore(session.store.path), session.game_id)
    assert reopened.game.aliases == {"Робика": "IAmRobik", "Robik": "IAmRobik"}
    assert book(reopened.game) == {"робика": "IAmRobik", "robik": "IAmRobik"}
    game = reopened.game
    [one] = read_paste(game, "От: маша_acc\n\nГолосую за Робика", voting=True)
    assert (one.targets, one.confidence) == (["IAmRobik"], 1.0)
    several = read_paste(game, "От: маша_acc\n\nГолосую за Робика\n\nFrom: sailor_acc\n\n##vote Robik", voting=True)
    assert [(r.actor, r.targets, r.confidence) for r in several] == [("Маша", ["IAmRobik"], 1.0),
                                                                     ("Sailor", ["IAmRobik"], 1.0)]
    page = read_paste(game, PAGE, voting=True, now=datetime(2026, 12, 1, 21, 0))
    assert [(r.actor, r.targets, r.confidence) for r in page] == [("Маша", ["IAmRobik"], 1.0),
                                                                  ("Оля", ["IAmRobik"], 1.0)]
    assert all(offer(game, r) is None for r in [one, *several, *page])  # nothing left to offer


def test_without_the_alias_the_same_page_stays_a_guess():
    game = day_session().game
    page = read_paste(game, PAGE, voting=True, now=datetime(2026, 12, 1, 21, 0))
    assert [r.targets for r in page] == [["IAmRobik"], ["IAmRobik"]]
    assert all(r.confidence < 0.8 for r in page)


def test_an_unknown_sender_the_host_names_is_remembered_for_later_pms():
    session = day_session()
    [row] = read_paste(session.game, "От: Robin Hood\n\nГолосую за Петю", voting=True)
    assert row.actor is None
    row.actor, row.sender_by_host = "Маша", True
    assert offer(session.game, row) == ("Robin Hood", "Маша")
    session.apply("host", event="alias", player="Маша", written="Robin Hood")
    [again] = read_paste(session.game, "От: robin hood\n\nГолосую за Колю", voting=True)
    assert (again.actor, again.targets) == ("Маша", ["Коля"])


def test_alias_refused_without_a_player_or_words_and_forgotten_when_the_seat_is_replaced():
    session = day_session()
    with pytest.raises(InputError):
        session.apply("host", event="alias", player="Никто", written="Робик")
    with pytest.raises(InputError):
        session.apply("host", event="alias", player="IAmRobik", written=" !? ")
    assert len(session.game.entries) == 2  # nothing refused was stored
    session.apply("host", event="alias", player="IAmRobik", written="Робик")
    session.apply("host", event="replace", player="IAmRobik", by="NewGuy")
    assert book(session.game) == {}  # the words meant the player who left, not his substitute


def test_another_seats_own_nick_is_never_offered_nor_read_as_an_alias():
    """host-findings-5 item 9: a row whose written words were another player's own nick («PolotnoTolya», the next
    poster's name leaked into a post) was offered as the name of the seat the host picked; one click made every post
    of PolotnoTolya his. The offer leaves such words out, and the book ignores such an alias kept in a journal."""
    session = day_session()
    [row] = read_paste(session.game, "От: маша_acc\n\nГолосую за Робика", voting=True)
    row.written, row.target_by_host, row.targets = "Toadsteem", True, ["IAmRobik"]
    assert offer(session.game, row) is None
    row.written = "toadsteem!"  # the same nick as its words
    assert offer(session.game, row) is None
    session.apply("host", event="alias", player="IAmRobik", written="Toadsteem")  # a journal from before the guard
    assert book(session.game) == {}
    [vote] = read_paste(session.game, "От: оля_acc\n\nГолосую за Toadsteem", voting=True)
    assert vote.targets == ["Toadsteem"]


def test_an_unknown_sender_named_by_another_seats_nick_is_not_offered():
    session = day_session()
    [row] = read_paste(session.game, "От: Toadsteem\n\nГолосую за Петю", voting=True)
    row.actor, row.sender_by_host = "Маша", True
    assert offer(session.game, row) is None


def test_the_offer_for_a_request_without_a_target_is_its_word_not_the_request():
    """host-findings-5 item 8: «оговариваю полотно» offered «Запомнить «оговариваю полотно» = PolotnoTolya» — the whole
    PM, action word too, which never matches a bare «полотно». The word after the request's own is offered."""
    session = day_session()
    session.apply("resolve")
    session.apply("phase", kind="night")
    [row] = read_paste(session.game, "От: iamrobik_acc\n\nпроверяю стенку", voting=False)
    assert (row.action, row.targets, row.written) == ("check", [], "стенку")
    row.targets, row.target_by_host = ["Sailor"], True
    assert offer(session.game, row) == ("стенку", "Sailor")
    [bare] = read_paste(session.game, "От: iamrobik_acc\n\nпроверяю его", voting=False)
    assert bare.written is None  # no word but the request's and glue: nothing to offer as a name


def test_another_seats_nick_declined_is_never_offered_for_a_living_or_a_dead_seat():
    """host-findings-5 item 9: after the host picked Петя for «Голосую за Олю» (Оля modkilled: «уже вне игры») the
    inbox offered «Олю» = Петя — her own nick in another case, compared letter for letter. Read as the parser reads
    nicks, a case form is the seat's own name, alive or out, and a journalled one is ignored."""
    session = day_session()
    session.apply("host", event="modkill", player="Оля", reason="нарушение")
    session.apply("resolve")
    session.apply("phase", kind="night")
    session.apply("resolve")
    session.apply("phase", kind="day")
    assert "Оля" not in session.game.living()
    [row] = read_paste(session.game, "От: маша_acc\n\nГолосую за Робика", voting=True)
    row.target_by_host, row.targets = True, ["Петя"]
    for written in ("Олю", "Оле", "Машу", "Toadsteem'а"):  # out, out, living, living with a Russian ending
        row.written = written
        assert offer(session.game, row) is None, written
    row.written = "Робика"  # a short form of IAmRobik is what an alias is for
    assert offer(session.game, row) == ("Робика", "Петя")
    session.apply("host", event="alias", player="Петя", written="Олю")  # a journal from before the guard
    assert book(session.game) == {}
