"""One pasted message as the inbox's row (no Qt here), read against the game and fitted to the
sender's own abilities, with what the parser said.

Reading fits the parse to the sender's role: a word that names another role's ability ("стреляем" =
the commissar's pistol, from a mafioso) becomes the sender's own matching ability, and a bare nick from
a role with one main ability fills it. A PM with two requests gives two rows. A row the app cannot
record stays listed (`verdict.blocker` says why); a rule refusal does not block: the engine records the
request as refused, with its reason.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ...engine.tables.rooms import is_room_night
from ...parsing import parse_message
from . import aliases
from .gone import check_row
from .late import mark_late
from .rows import Row
from .seats import main_abilities, night_abilities, sender_nick

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
    (`by_mail=False`) is read as a vote."""
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
    if voting:
        row.action = None
    elif actor is None and (guess := _only_sender_of(game, result.action)):
        row = read_row(game, source, body, sender, received, voting, actor=guess, more=more)
        row.note, row.confidence = "sender_guess", min(row.confidence, 0.6)
        return row
    else:
        _fit_to_actor(game, row, result, body)
    if not row.targets and not row.written:  # "Чтотик" alone: the words the host may confirm as a name
        row.written = aliases.bare_name(body)
    check_row(game, row)
    mark_late(game, row)
    row.read_targets, row.read_confidence = list(row.targets), row.confidence
    if more is not None and not voting:
        _room_apart(game, row, result, body, more)
        for item in result.also:
            also = Row(source, body, "action", sender=sender, actor=actor, action=item.get("action"),
                       targets=list(item.get("targets") or []), room=item.get("room"), confidence=result.confidence,
                       at=row.at)
            check_row(game, also)
            mark_late(game, also)
            also.read_targets, also.read_confidence = list(also.targets), also.confidence
            more.append(also)
    return row


def _room_apart(game: "Game", row: Row, result: Any, body: str, more: list[Row]) -> None:
    """On a room night a PM names the room and a card ("kuchnia. i usypiam Marka"): the room is where
    the sender spends the night and must not be lost (#23 item 2). Each sentence is read alone; a room
    the whole reading missed goes on the card's row (as the host sets it there: S-ROUND-1), or, where
    the card aims at a room itself (an inspection), becomes a room choice row of its own."""
    if row.actor is None or row.action is None or not is_room_night(game):
        return
    if row.room or any(item.get("room") for item in result.also):
        return  # the reading has the room already
    ability = game.rs.abilities.get(row.action)
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
        check_row(game, room)
        mark_late(game, room)
        room.read_targets, room.read_confidence = [], room.confidence
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
    every = [ab.id for ab in game.rs.role_abilities(game.players[row.actor].role)]
    if row.action is None or row.action in every:  # his own (a host-entered one is named by blocker)
        return
    claimed = {item.get("action") for item in result.also}  # the PM's other requests take those abilities
    left = [a for a in main if a not in claimed]
    fitting = [a for a in [*result.other_actions] if a in own] or (left if len(left) == 1 else [])
    if fitting:
        row.note, row.action = f"read_as:{row.action}", fitting[0]
        row.confidence = min(row.confidence, 0.75)
