"""The host's correspondence for the open phase (no Qt here): a receipt PM draft for each request
recorded ("Принято: проверка Васи."; "Принято: проверка — Sailor." where the nick is no word), a reminder draft for each player the phase still waits
for, in the game's language, addressed to the forum account; and what the host has done with
each draft (drafted → sent → confirmed), kept in the journal as `mail` host events so it is
saved, undone and exported with the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..i18n.grammar import Nick, inflect
from .deadlines import phase_deadline, phase_setting, when_text
from ..engine.resolution.requests import is_deprived
from ..engine.resolution import traits
from ..engine.voting.majority import ends_at_majority
from ..engine.voting.vote_count import count, vote_due
from ..i18n import has, t
from ..i18n.refusal import refusal_text
from ..engine.model import fates
from ..engine.model.phase_order import MODKILL, NO_ACTION

if TYPE_CHECKING:
    from ..engine.model.fates import FateRow
    from ..engine.model.game import Game

STATUSES = ("drafted", "sent", "confirmed")


@dataclass
class Draft:
    to: str  #: the seat (nick)
    account: str  #: where to send it: the forum account, or the nick when there is none
    kind: str  #: "receipt" or "reminder"
    ref: str  #: the request's journal number (receipt) or the phase label (reminder)
    text: str
    status: str = "drafted"


def shown_name(game: "Game", nick: str) -> str:
    """A sender or addressee as the host finds him on the forum: "account (nick)" under sub-masks."""
    account = game.players[nick].account if nick in game.players else None
    return f"{account} ({nick})" if account and account != nick else nick


def declared_skip(game: "Game", nick: str) -> bool:
    """The player said he does nothing in the open phase («хода нет»: the host event no_action, #23)."""
    phase = game.current
    return phase is not None and any(h.get("event") == NO_ACTION and h.get("player") == nick for h in phase.host)


def modkill_pending(game: "Game", nick: str) -> bool:
    """The host modkilled him in the open phase: he leaves at its result, so nothing is owed by him till then
    (a reminder went to a modkilled player, and the board called him «ещё не прислал»: host-findings-5 item 12)."""
    phase = game.current
    return phase is not None and not phase.resolved and any(
        h.get("event") == MODKILL and h.get("player") == nick and not h.get("refused") for h in phase.host)


def owes_night_action(game: "Game", player: Any) -> bool:
    """Whether the board waits for this player tonight: a night ability he still can use and
    may not skip (`optional: true` marks a citizen's hunt or a one-time card as skippable), unless he
    declared he does nothing tonight («хода нет»)."""
    if declared_skip(game, player.nick):
        return False
    for ability in game.rs.role_abilities(player.role):
        phases = ability.get("phase")
        if "night" not in (phases if isinstance(phases, (list, tuple)) else [phases]):
            continue
        if ability.get("optional") or ability.get("enabled") is False or ability.get("actor") == "dead":
            continue
        if player.charges_left(ability) == 0:
            continue
        return True
    return False


def waiting_for(game: "Game") -> list[str]:
    """Living seats the open phase still waits for: the board's «Ещё не прислали», the reminders, what an
    amendment changes in who is owed — one list (a night action he owes, or a lynch vote: C-FLOW-1)."""
    phase = game.current
    if phase is None or phase.resolved:
        return []
    # what the engine refused does not count as sent (one verdict, #23 item 1): the player may send again
    sent = {r.actor for r in phase.requests if r.refused is None} | {v.voter for v in phase.votes if v.refused is None}
    # the hammer fell (vote.ends_at_majority): the day is over, a vote sent now is refused, none is owed
    votes_owed = vote_due(game, phase) and not (ends_at_majority(game.rs.vote) and count(game, phase).closed)
    owed = []
    for nick in phase.alive_at_start:
        player = game.players.get(nick)
        if player is None or not player.alive or nick in sent or modkill_pending(game, nick):
            continue
        if phase.kind == "night" and owes_night_action(game, player) or votes_owed and not is_deprived(game, phase, nick):
            owed.append(nick)
    return owed


def _in_sentence(name: str) -> str:
    """A role set's action name ("Проверка") inside a sentence ("проверка"); "ЛС" stays as it is."""
    return name[:1].lower() + name[1:] if name[1:2].islower() else name


def _say(lang: str, key: str, **values: Any) -> str:
    return t(f"mail.{key}", lang, **values)


def _governed(effect: str | None) -> str | None:
    """The catalogue key of how an action's noun takes its target, where a bare genitive would read
    as the target's own action ("охота Кота" is the cat hunting): `mail.object.<effect>`."""
    return f"object.{effect}" if effect and has(f"mail.object.{effect}") else None


def _gendered(game: "Game", nick: str) -> Nick:
    """The nick with its seat's declared gender, which its declension follows."""
    player = game.players.get(nick)
    return Nick(nick, player.extra.get("gender") if player is not None else None)


def drafts(game: "Game", lang: str, in_inbox: frozenset[str] = frozenset()) -> list[Draft]:
    """Receipts for the requests of the current phase, then reminders for who has not sent — never to a
    seat whose message waits in the host's inbox (`in_inbox`): he has sent, the host has not recorded it."""
    phase = game.current
    if phase is None:
        return []
    out = []
    said = _fates(game, phase)  # the engine's own word on each request: one verdict (#23 item 1)
    for req in phase.requests:
        ability = traits.ability_of(game, req.actor, req.action)
        action = _in_sentence(game.rs.ability_name(req.action, lang))
        gendered = [_gendered(game, nick) for nick in req.targets]  # «Принято: блокировка Кэт», a woman
        targets: list[str] = [*gendered] or [str(req.extra.get("room") or "—")]
        # "проверка Бориса" where every target declines; "проверка — Sailor" where one is not a word, and
        # after a name of several words ("убийство мафии — Борис": a second genitive would misread)
        declined = bool(req.targets) and " " not in action.strip() \
            and all(inflect(nick, "gen", lang) != nick for nick in gendered)
        reason = _not_counted(said.get(req.key), req, lang)
        key = ("refused" if reason else "ok") + ("" if declined else "_plain")
        governed = _governed(ability.effect if ability is not None else None)
        if not req.targets and not req.extra.get("room"):  # a mayor's reveal: «Принято: раскрытие мэра.», not «— —»
            text = _say(lang, ("refused" if reason else "ok") + "_bare", action=action, reason=reason)
        elif governed and req.targets:  # «охота на Рыжего Кота», not «охота Рыжего Кота» (his own hunt)
            key, said_targets = ("refused" if reason else "ok") + "_phrase", _say(lang, governed, targets=targets)
            text = _say(lang, key, action=action, targets=said_targets, reason=reason)
        else:
            text = _say(lang, key, action=action, targets=targets, reason=reason)
        out.append(_draft(game, req.actor, "receipt", str(req.seq) + (f".{req.part}" if req.part else ""), text))
    deadline = phase_deadline(game)  # «до 07.12 21:00 МСК»: the zone as the player reads it (app.deadlines)
    until = _say(lang, "until", time=when_text(deadline, phase_setting(game)[1], lang)) if deadline else ""
    for nick in (n for n in waiting_for(game) if n not in in_inbox):
        out.append(_draft(game, nick, "reminder", phase.label, _say(lang, "night" if phase.kind == "night" else "vote",
                                                                     until=until)))
    marks = {(h.get("to"), h.get("kind"), str(h.get("ref"))): h.get("status") for h in phase.host if h.get("event") == "mail"}
    for draft in out:
        draft.status = marks.get((draft.to, draft.kind, draft.ref)) or "drafted"
    return out


def _fates(game: "Game", phase: Any) -> "dict[tuple[int, int], FateRow]":
    """Each request's fate as the engine records it now (engine.model.fates): refused, replaced by a later
    one of the same player, or waiting for the result. No forecast of the night: a receipt never tells
    a player that he will be blocked."""
    ordered: list[Any] = sorted([*phase.requests, *phase.votes], key=lambda e: e.key)
    return {entry.key: row for entry, row in zip(ordered, fates.rows(game, phase))}


def _not_counted(row: "FateRow | None", req: Any, lang: str) -> str:
    """Why the request does not count, in words, or "" when it stands."""
    if req.refused:
        return refusal_text(req.refused, lang)
    if row is not None and row.get("fate") == fates.REPLACED and row.get("code"):
        return _say_fate(str(row["code"]), lang)
    return ""


def _say_fate(code: str, lang: str) -> str:
    return t(f"fate.code.{code}", lang)


def _draft(game: "Game", nick: str, kind: str, ref: str, text: str) -> Draft:
    return Draft(nick, game.players[nick].account or nick, kind, ref, text)


def mark(draft: Draft, status: str) -> dict[str, Any]:
    """The host event that records a draft's new status."""
    assert status in STATUSES
    return {"event": "mail", "to": draft.to, "kind": draft.kind, "ref": draft.ref, "status": status}
