"""The inbox's review rows (no Qt here): every request or vote a paste holds, read against the
game, fitted to the sender's own abilities, with what stops it from being recorded.

A row is built only from pasted text, never from a previous form, so nothing stale is recorded.
A row the app cannot record (no sender, no action, an ability the sender's role lacks, no
target) stays listed with its `blocker`; a rule refusal does not block: the engine records the
request as refused, with its reason. Reading fits the parse to the sender's role: a word that
names another role's ability ("стреляем" = the commissar's pistol, from a mafioso) becomes the
sender's own matching ability, and a bare nick from a role with one main ability fills it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from . import inbox_aliases
from .deadlines import phase_deadline
from .inbox_gone import check_row
from .runoff import runoff_due, runoff_problem

if TYPE_CHECKING:
    from ..engine.game import Game


@dataclass
class Row:
    source: str  #: the message as pasted (its text is kept in the journal)
    body: str  #: the message without headers
    kind: str  #: "action" or "vote"
    sender: str | None = None  #: the sender as written (account or nick)
    actor: str | None = None  #: the seat (nick) it is from
    action: str | None = None
    targets: list[str] = field(default_factory=list)
    role: str | None = None  #: a copy's role
    as_action: str | None = None  #: a copy's action
    room: str | None = None
    color: str | None = None
    abstain: bool = False
    no_lynch: bool = False  #: a vote for "no lynch" ("ННВ", "скип", "##vote: no lynch")
    cancel: bool = False
    early: bool = False
    skip: bool = False  #: a night PM that does nothing on purpose ("хода нет", "пас", "nie chodzę")
    at: str | None = None  #: "YYYY-MM-DD HH:MM[:SS]" when the forum says it was sent
    late: bool = False
    confidence: float = 0.0
    problem: str | None = None  #: the parser's sentence
    note: str | None = None  #: a fitting the app made: ("read_as", parsed action id)
    include: bool = True  #: recorded by "accept all"
    not_player: bool = False  #: a thread author who does not play
    phase: str | None = None  #: the label of the phase it was read in (it is recorded only there)
    written: str | None = None  #: the target as the message wrote it (an alias the host may confirm)
    read_targets: list[str] = field(default_factory=list)  #: the targets as the parser read them
    read_confidence: float = 0.0  #: how sure the parser was, before the host edited the row
    target_by_host: bool = False  #: the host picked the target himself
    sender_by_host: bool = False  #: the host picked the sender the parser could not tell
    held_late: bool = False  #: unticked only because it came after the deadline
    runoff: bool = False  #: a vote of the runoff the host started (app.runoff)
    host_post: bool = False  #: the host's own post on a pasted page: listed as his, never recorded


def sender_nick(game: "Game", name: str | None) -> str | None:
    """The seat a sender is: by nick or by forum account (sub-masks), ignoring case."""
    folded = (name or "").casefold().strip()
    for player in game.players.values():
        if folded and (player.nick.casefold() == folded or (player.account or "").casefold() == folded):
            return player.nick
    return inbox_aliases.seat_of(game, name)  # a name the host confirmed once for this seat


def night_abilities(game: "Game", nick: str | None) -> list[Any]:
    """The abilities a seat may send as a request (the host's own `phase: host` ones excluded)."""
    if nick not in game.players:
        return []
    return [ab for ab in game.rs.role_abilities(game.players[nick].role) if ab.get("phase", "night") != "host"]


def main_abilities(game: "Game", nick: str | None) -> list[str]:
    return [ab.id for ab in night_abilities(game, nick) if not ab.get("optional")]


def read_paste(game: "Game", text: str, voting: bool, now: datetime | None = None,
               host_names: tuple[str, ...] = (), html: str | None = None) -> list[Row]:
    """Every message of a paste as review rows, in the order pasted; a page's posts by one of
    `host_names` (the host's own accounts) are one row each, marked as the host's. `html` is the
    browser's HTML copy of a page beside its text: a page's bold and colour are read from it."""
    if not text.strip():
        return []
    from ..parsing.pm import has_mail_headers, split_messages
    from ..parsing.thread_posts import split_posts

    names = [*game.living(), *(p.account for p in game.players.values() if p.account)]
    now = now or datetime.now()  # one paste moment for both readings ("2 hours ago"; page lines read once)
    posts = split_posts(text, names, now) if voting else []
    if posts and not has_mail_headers(text):  # a day's page; a PM's From/От lines say it is mail
        from .inbox_thread import thread_rows

        rows = thread_rows(game, text, now, host_names, html)
    else:
        from .inbox_past import game_in, home_phase
        from .inbox_past import voting as votes_in

        rows = []
        seats = [name for p in game.players.values() for name in (p.nick, p.account) if name]
        for pm in split_messages(text, seats, now):
            more: list[Row] = []  # a PM with two requests ("Стреляем в X. Оговариваю Y") gives two rows
            home = home_phase(game, pm.received)  # a late request of a closed night goes there, never here
            where = game_in(game, home.label) if home is not None else None
            if home is None or where is None:
                rows.append(read_row(game, pm.body, pm.body, pm.sender, pm.received, voting, more=more))
            else:
                rows.append(read_row(where, pm.body, pm.body, pm.sender, pm.received, votes_in(home), more=more))
                for row in (rows[-1], *more):
                    row.phase = home.label
            rows.extend(more)
    for row in rows:
        if row.phase is None:
            row.phase = game.current.label if game.current is not None else None
    return rows


def read_row(game: "Game", source: str, body: str, sender: str | None, received: datetime | None,
             voting: bool, actor: str | None = None, more: list[Row] | None = None) -> Row:
    """One message read with its sender's role words (a chosen `actor` wins over the header); the
    further requests the same PM makes (the parser's `also`) are added to `more` as rows of their own."""
    from ..parsing import parse_message

    actor = actor or sender_nick(game, sender)
    role = game.players[actor].role if actor in game.players else None
    result = parse_message(body, roleset=game.rs.raw, players=game.living(), actor=actor, actor_role=role,
                           expect="vote" if voting else "action", aliases=inbox_aliases.book(game))
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
        row.written = inbox_aliases.bare_name(body)
    check_row(game, row)
    mark_late(game, row)
    row.read_targets, row.read_confidence = list(row.targets), row.confidence
    if more is not None and not voting:
        for item in result.also:
            also = Row(source, body, "action", sender=sender, actor=actor, action=item.get("action"),
                       targets=list(item.get("targets") or []), room=item.get("room"), confidence=result.confidence,
                       at=row.at)
            check_row(game, also)
            mark_late(game, also)
            also.read_targets, also.read_confidence = list(also.targets), also.confidence
            more.append(also)
    return row


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
    if result.kind == "unknown" and len(main) == 1:  # a bare nick from a one-ability role
        from ..parsing import parse_message

        named = parse_message(body, roleset=game.rs.raw, players=game.living(), actor=row.actor, expect="vote",
                              aliases=inbox_aliases.book(game))
        if named.targets:
            row.action, row.targets, row.problem = main[0], named.targets[:1], None
            row.confidence, row.note, row.written = min(named.confidence, 0.8), "bare_nick", named.written
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


def mark_late(game: "Game", row: Row) -> None:
    """Late or not against the open phase's deadline."""
    _judge_late(row, phase_deadline(game), _vote_rules(game))


def _vote_rules(game: "Game") -> Any:
    """The game's forum vote rules (parsing.rules.VoteRules), or None where they cannot be read."""
    from ..parsing.rules import load_rules

    try:
        return load_rules(game.rs.options.get("vote_rules"))
    except (ValueError, TypeError):
        return None


def _judge_late(row: Row, deadline: datetime | None, rules: Any = None) -> None:
    """A row only lateness kept out is ticked again when the host moves the deadline past it (and
    unticked when it moves before it); the same deadline again changes nothing (a late row the
    host ticked stays ticked). A vote is late as the forum's rules say (`deadline`: a vote at
    hh:mm:00 of the deadline is late, counts, or the whole minute counts); a night request by the minute."""
    if deadline is None or not row.at:
        return
    try:
        at = datetime.fromisoformat(row.at)
    except ValueError:
        at = None
    if rules is not None and row.kind == "vote" and at is not None:
        late = rules.late(at, deadline)
    else:
        late = row.at[:16] > deadline.strftime("%Y-%m-%d %H:%M")
    if late and not row.late and row.include:
        row.include, row.held_late = False, True
    elif not late and row.held_late:
        row.include, row.held_late = True, False
    row.late = late


def deadline_moved(game: "Game", rows: list[Row]) -> None:
    """The open phase's deadline changed: its rows are judged against the new one."""
    if game.current is None or game.current.resolved:
        return
    deadline, rules = phase_deadline(game), _vote_rules(game)
    for row in rows:
        if row.phase == game.current.label:
            _judge_late(row, deadline, rules)


def blocker(game: "Game", row: Row) -> str | None:
    """Why this row cannot be recorded as it stands (a key of inbox words), or None. A row of an
    earlier phase is judged against the game as it stood then (app.inbox_past)."""
    from .inbox_past import game_in

    if row.host_post:
        return "host_post"
    if row.not_player:
        return "not_player"
    if game.current is None or row.phase is not None and row.phase not in [p.label for p in game.phases]:
        return "phase_gone"  # its phase was undone: it is never slipped into another one
    if row.phase is not None and row.phase != game.current.label or game.current.resolved:
        game = game_in(game, str(row.phase or game.current.label)) or game
    if row.actor not in game.players:
        return "no_sender"
    if row.kind == "vote":
        if row.runoff and runoff_problem(runoff_due(game), row.targets[0] if row.targets else None, True):
            return "not_in_runoff"  # the engine would pass over it: the host sees it first
        return None if row.targets or row.abstain or row.no_lynch or row.cancel else "no_vote_target"
    if row.skip and not row.targets and not row.room:
        return "skipped"  # listed, not recorded: the sender sent no action tonight (a target the host picks wins)
    own = [ab.id for ab in night_abilities(game, row.actor)]
    if not row.action:
        return "no_action"
    if row.action not in own:
        every = [ab.id for ab in game.rs.role_abilities(game.players[row.actor].role)]
        return "host_event" if row.action in every else "not_own_ability"
    ability = game.rs.abilities.get(row.action)
    aims = str((ability.get("target", "player") if ability is not None else "player") or "player")
    if row.action == "copy" and not row.role:
        return "no_role"
    if not row.targets and not row.room and aims not in ("none", "0", "room") and row.action != "copy":
        return "no_target"
    return None


def entry_of(row: Row, game: "Game | None" = None) -> tuple[str, dict[str, Any]]:
    """The journal entry a row records: ("action" | "vote", data); a row of a resolved phase names
    it (`phase`), so the engine records it there and resolves the game again from it."""
    from .inbox_past import is_past

    extra: dict[str, Any] = {"text": row.body} if row.body else {}
    if game is not None and is_past(game, row):
        extra["phase"] = row.phase
    if row.at:
        extra["at"] = row.at
    if row.kind == "vote":
        data: dict[str, Any] = {"voter": row.actor}
        if row.abstain:
            data["abstain"] = True
        elif row.no_lynch:
            data["no_lynch"] = True
        else:
            data["target"] = row.targets[0] if row.targets else None
        for key in ("color", "early", "cancel", "runoff"):
            if getattr(row, key):
                data[key] = getattr(row, key)
        return "vote", data | extra
    data = {"actor": row.actor, "action": row.action, "targets": list(row.targets)}
    for key in ("room", "role", "as_action"):
        if getattr(row, key):
            data[key] = getattr(row, key)
    return "action", data | extra


def _key(who: Any, text: Any, at: Any) -> tuple[str, str, str]:
    return (str(who or "").casefold(), " ".join(str(text or "").split()), str(at or "")[:16])


def without_repeats(game: "Game", waiting: list[Row], rows: list[Row]) -> tuple[list[Row], int]:
    """The rows of a new paste minus those already waiting in the inbox or already recorded this
    phase (the host copies the day's page again as it grows: its old posts must not come twice);
    and how many were left out, for the host to be told. A post is the same when its author, its
    text and its time are."""
    seen = {_key(r.sender or r.actor, r.body, r.at) for r in waiting} | {_key(r.actor, r.body, r.at) for r in waiting}
    phase = game.current
    if phase is not None and not phase.resolved:
        opened = max((i for i, e in enumerate(game.entries) if e.kind == "phase"), default=-1)
        for entry in game.entries[opened + 1:]:  # this phase's entries (one naming an earlier phase aside)
            if entry.kind in ("vote", "action") and entry.data.get("text") and (
                    str(entry.data.get("phase") or phase.label) == phase.label):
                who = entry.data.get("voter") or entry.data.get("actor")
                seen.add(_key(who, entry.data["text"], entry.data.get("at")))
    fresh = [r for r in rows if _key(r.sender, r.body, r.at) not in seen and _key(r.actor, r.body, r.at) not in seen]
    return fresh, len(rows) - len(fresh)
