"""One pasted message as the inbox's row (no Qt here), read against the game and fitted to the
sender's own abilities, with what the parser said.

Reading fits the parse to the sender's role: a word that names another role's ability of the same stage of the
night («отравляю», the maniac's, from a mafioso) becomes the sender's own matching ability (never one of limited
uses), and a bare nick from a role with one main ability fills it. A guess waits for the host's tick
(`hold_unsure`). A PM with two requests gives two rows. A row the app cannot record stays listed
(`verdict.blocker` says why); a rule refusal does not block: the engine records the request as refused, with
its reason.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ...engine.resolution import traits
from ...engine.resolution.succession import abilities_of
from ...engine.tables.rooms import is_room_night
from ...parsing import parse_message
from . import aliases
from .gone import check_row
from .late import mark_late
from .rows import Row
from .seats import main_abilities, night_abilities, sender_nick
from .verdict import blocker

#: how sure a row the parser had a problem with is, at most (parsing.message: a problem caps it the same)
PROBLEM_SURE = 0.4
#: where a PM's sentences end: "kuchnia. i usypiam Marka" is a room and a card
SENTENCE = re.compile(r"[.;!?\n]+")

if TYPE_CHECKING:
    from ...engine.model.game import Game


def read_row(game: "Game", source: str, body: str, sender: str | None, received: datetime | None,
             voting: bool, actor: str | None = None, more: list[Row] | None = None, said: str | None = None,
             by_mail: bool = True) -> Row:
    """One message read with its sender's role words (a chosen `actor` wins over the header); the
    further requests the same PM makes (the parser's `also`) are added to `more` as rows of their own.
    `said`: the words to read, where only a part of the body is (a post's last sentence). A PM sent
    while votes are due keeps the parser's reading of a request (a day shot, a reveal, a night action
    sent by day): it is a request row the engine judges, never a vote for its target; a thread post
    (`by_mail=False`) is read as a vote, and one read as a night action as a vote for nobody."""
    actor = actor or sender_nick(game, sender)
    role = game.players[actor].role if actor in game.players else None
    result = parse_message(said or body, roleset=game.rs.raw, players=game.living(), actor=actor, actor_role=role,
                           expect="vote" if voting else "action", aliases=aliases.book(game))
    voting = voting and not (by_mail and result.kind == "action" and result.action)
    row = Row(source, body, "vote" if voting else "action", sender=sender, actor=actor, action=result.action,
              targets=list(result.targets), role=result.role, as_action=result.as_action, room=result.room,
              color=result.color, abstain=result.abstain, no_lynch=result.no_lynch, cancel=result.cancel, early=result.early,
              confidence=result.confidence, problem=result.problem, skip=result.skip and not voting,
              at=received.strftime("%Y-%m-%d %H:%M") if received else None, written=result.written)
    if voting and not by_mail and result.kind == "action" and result.action:
        row.targets = []  # a public post read as a night action («protect Carl tonight, he is town») names no vote
    if voting:
        row.action = None
    elif actor is None and (guess := _only_sender_of(game, result.action)):
        row = read_row(game, source, body, sender, received, voting, actor=guess, more=more)
        row.note, row.confidence = "sender_guess", min(row.confidence, 0.6)
        hold_unsure(game, row)  # a guessed sender is a guess too
        row.read_confidence = row.confidence
        return row
    else:
        _fit_to_actor(game, row, result, body)
    if not row.targets and not row.written and result.kind == "unknown":  # "Чтотик" alone: the words the host
        row.written = aliases.bare_name(body)  # may confirm as a name; never a request with its word («оговариваю X»)
    _settle(game, row, by_mail)
    if more is not None and not voting:
        _room_apart(game, row, result, body, more)
        for item in result.also:
            also = Row(source, body, "action", sender=sender, actor=actor, action=item.get("action"),
                       targets=list(item.get("targets") or []), room=item.get("room"), confidence=result.confidence,
                       at=row.at, problem=item.get("problem"))
            if also.problem:  # a request said under a condition («если меня убьют — стреляю в Кота»)
                also.confidence = min(also.confidence, PROBLEM_SURE)
            _settle(game, also, by_mail)
            more.append(also)
    return row


def _settle(game: "Game", row: Row, by_mail: bool) -> None:
    """A row as read: judged against every seat and the deadline, and held unticked when the reading is a guess."""
    check_row(game, row)
    mark_late(game, row)
    if by_mail:
        hold_unsure(game, row)
    row.read_targets, row.read_confidence = list(row.targets), row.confidence


def hold_unsure(game: "Game", row: Row) -> None:
    """A PM's request that could be recorded as it stands, read below `aliases.UNSURE` (a nick alone read as the
    role's kill, a condition, a guessed sender or name) or with its action guessed from a bare nick, waits for
    the host, unticked: «Accept all» never records a guess (host findings 2 items 2c, 9). The host's tick records
    it as it stands. A row that cannot be recorded yet (`verdict.blocker`) waits for the host's pick anyway. A vote
    is read as a page's vote is («Marek» alone is a vote for him, as heroeswm.ru players vote)."""
    unsure = row.confidence < aliases.UNSURE or row.note == "bare_nick"
    if row.kind == "action" and (row.include or row.held_late) and unsure and blocker(game, row) is None:
        row.include, row.held, row.held_late = False, True, False  # a deadline moved later does not tick a guess


def _room_apart(game: "Game", row: Row, result: Any, body: str, more: list[Row]) -> None:
    """On a room night a PM names the room and a card ("kuchnia. i usypiam Marka"): the room is where
    the sender spends the night and must not be lost (#23 item 2). Each sentence is read alone; a room
    the whole reading missed goes on the card's row (as the host sets it there: S-ROUND-1), or, where
    the card aims at a room itself (an inspection), becomes a room choice row of its own."""
    if row.actor is None or row.action is None or not is_room_night(game):
        return
    if row.room or any(item.get("room") for item in result.also):
        return  # the reading has the room already
    ability = traits.ability_of(game, row.actor, row.action)
    role = game.players[row.actor].role
    for piece in (piece for piece in SENTENCE.split(body) if piece.strip()):
        alone = parse_message(piece, roleset=game.rs.raw, players=game.living(), actor=row.actor, actor_role=role,
                              expect="action", aliases=aliases.book(game))
        if not alone.room or alone.targets or alone.action == row.action:
            continue
        if ability is not None and ability.get("target") != "room":
            row.room = alone.room
            return
        room = Row(row.source, body, "action", sender=row.sender, actor=row.actor, action=alone.action,
                   room=alone.room, confidence=min(row.confidence, alone.confidence), at=row.at)
        _settle(game, room, True)
        more.append(room)
        return


def _only_sender_of(game: "Game", action: str | None) -> str | None:
    """The one living seat who can send this action and has not sent yet tonight, if just one."""
    phase = game.current
    if not action or phase is None:
        return None
    sent = {r.actor for r in phase.requests}
    able = [n for n in game.living() if n not in sent and action in main_abilities(game, n)]
    return able[0] if len(able) == 1 else None


def _fit_to_actor(game: "Game", row: Row, result: Any, body: str) -> None:
    """The parse, fitted to what this sender's role can do."""
    if row.actor is None:
        return
    own = [ab.id for ab in night_abilities(game, row.actor)]
    main = main_abilities(game, row.actor)
    if result.kind == "unknown" and main:  # a bare nick: the target is read, the action too for a one-ability role
        named = parse_message(body, roleset=game.rs.raw, players=game.living(), actor=row.actor, expect="vote",
                              aliases=aliases.book(game))
        if named.targets:  # a doctor's «Борис.»: the target stays read, the host picks heal or inject
            row.targets, row.problem = named.targets[:1], None
            row.confidence, row.written = min(named.confidence, 0.8), named.written
            if len(main) == 1:
                row.action, row.note = main[0], "bare_nick"
        return
    if row.action is None and row.targets and len(main) == 1:  # a target, no action word ("голосую за Сороку")
        row.action, row.note, row.confidence = main[0], "bare_nick", min(row.confidence, 0.8)
        return
    every = [ab.id for ab in abilities_of(game, row.actor)]
    if row.action is None or row.action in every:  # his own (a host-entered one is named by blocker)
        return
    claimed = {item.get("action") for item in result.also}  # the PM's other requests take those abilities
    left = [a for a in main if a not in claimed]
    fitting = [a for a in [*result.other_actions] if a in own] or (left if len(left) == 1 else [])
    fitting = [a for a in fitting if _stands_for(game, row.actor, row.action, a)]
    if fitting:
        row.note, row.action = f"read_as:{row.action}", fitting[0]
        row.confidence = min(row.confidence, 0.75)


def _stands_for(game: "Game", actor: str, written: str, own: str) -> bool:
    """May the sender's own ability `own` be read for another role's `written` one without the host? Only one of
    the same stage of the night (a shot for the mafia's kill), and never one of limited uses: a check is never read
    as a doctor's one lethal injection (host findings 2 item 2b)."""
    mine = traits.ability_of(game, actor, own)
    if mine is None or mine.get("charges") is not None:
        return False
    stage = getattr(traits.decl_of(mine), "stage", None)
    theirs = {getattr(traits.decl_of(ability), "stage", None) for ability in game.rs.abilities_with_id(written)}
    return stage is not None and stage in theirs
