"""Resolving one phase: the night, the vote, host decisions, deaths and what they trigger, the win.

`Resolution` is the shared context: effects call `kill`, `event`, `private` and `deprive` on it,
and it turns them into the phase's typed result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n.refusal import refuse

from . import prompts, shots, stages, succession, traits, win
from ..tables import scoring
from ..voting import votes
from ..effects import EVENTS, FACTS
from .exposure import REVEAL_ON_DEATH, ROLE_HIDDEN
from ..model.events import EventData
from ..model.facts import BecameFact, NoteFact, PrivateFact
from .night import Night
from ..model.state import Death, Event, Phase, PhaseResult, Private
from ..rolesets.schema import NOTES
from ..model.events import BecameEvent, DeathEvent, DeprivedEvent, DrawEvent, ModkillEvent, OverrideEvent, RefusedEvent, ShotEvent, WinnerEvent

if TYPE_CHECKING:
    from ..model.game import Game


class Resolution:
    def __init__(self, game: "Game", phase: Phase):
        self.game = game
        self.phase = phase
        self.result = PhaseResult()
        self.pending: list[tuple[str, str, list[str]]] = []  #: deaths decided, not yet applied
        self.tallied_day: Phase | None = None  #: the day whose vote this resolution tallied (votes.py)
        self._draws_before = len(game.rng.log)

    # ----- primitives effects use -------------------------------------------------------------
    def event(self, data: EventData) -> Event:
        """A step of the resolution for the log; its kind must be declared with its fields and words
        (engine/model/events.py, `EffectDecl.events`), so every event has its line in every language."""
        decl = EVENTS.get(data["kind"])
        if decl is None:
            raise ValueError(f"event '{data['kind']}' is not declared (EffectDecl.events or engine/model/events.py)")
        if not decl.required <= set(data) <= {*decl.fields, "kind"}:
            raise ValueError(f"event '{data['kind']}' has fields {sorted(data)}, its shape {sorted(decl.fields)}")
        event = Event(data)
        self.result.events.append(event)
        return event

    def private(self, to: str, fact: PrivateFact) -> None:
        """A PM the host must send; its kind must be declared (engine/model/facts.py, `EffectDecl.facts`),
        so every fact has its fields and its words in every language."""
        if fact["kind"] not in FACTS:
            raise ValueError(f"private fact '{fact['kind']}' is not declared (EffectDecl.facts or engine/model/facts.py)")
        self.result.private.append(Private(to, fact))

    def kill(self, nick: str, cause: str, by: list[str] | None = None) -> None:
        if self.game.players[nick].alive and all(n != nick for n, _, _ in self.pending):
            self.pending.append((nick, cause, list(by or [])))

    def deprive(self, nick: str, days: int, by: str | None = None) -> None:
        """The player cannot vote on the next `days` days (announced in this phase's result)."""
        vote_kind = self.game.rs.cycle.get("vote_phase", "day")  # SUSPI: the next council
        days_so_far = sum(1 for p in self.game.phases if p.kind == vote_kind)
        first = days_so_far + 1  # a day phase is already counted, so this is always the next day
        deprived = self.game.players[nick].flags.setdefault("deprived_on_days", [])
        deprived.extend(d for d in range(first, first + days) if d not in deprived)
        if nick not in self.result.vote_deprived:
            self.result.vote_deprived.append(nick)
        self.event(DeprivedEvent(kind="deprived", target=nick, days=days, by=by))

    # ----- deaths -----------------------------------------------------------------------------
    def apply_deaths(self) -> None:
        """Apply pending deaths in order; each may trigger more (shots, conversions, notes, rights)."""
        holders_before = succession.holders_now(self.game)
        while self.pending:
            nick, cause, by = self.pending.pop(0)
            player = self.game.players[nick]
            if not player.alive:
                continue
            player.alive = False
            player.died = (self.phase.label, cause)
            death = Death(nick, cause, player.role, self.revealed_role(nick), by)
            (self.result.executed if cause == "execution" else self.result.deaths).append(death)
            self.event(DeathEvent(kind="death", target=nick, cause=cause, by=by, role=player.role))
            self._deliver_note(player, cause)
            self._shots_of(nick)
            stages.died(self, death)  # after-death triggers of the effects (engine/resolution/stages.py)
        self._conversions()
        succession.pass_rights(self, holders_before)

    def revealed_role(self, nick: str) -> str | None:
        """C-FLOW-4 / H-GEN-9: the role is public on death unless the set closes it."""
        player = self.game.players[nick]
        role = self.game.rs.roles[player.role]
        closed_at = self.game.rs.reveal.get("closed_at_alive")
        if self.game.rs.reveal.get("on_death") == "never" or player.flags.get(ROLE_HIDDEN):  # S-ROUND-7; a janitor
            return None
        if role.get("always_revealed") or player.flags.get(REVEAL_ON_DEATH) or closed_at is None:
            return player.role
        return player.role if len(self.phase.alive_at_start) > int(closed_at) else None

    def _deliver_note(self, player: Any, cause: str) -> None:
        """C-MISC-1: the note reaches its addressee when the author dies by a kill or execution."""
        deliver_on = (self.game.rs.raw.get("notes") or {}).get("deliver_on", NOTES.keys()["deliver_on"].default)
        if player.note and any(cause == c or cause.startswith(c + ":") for c in deliver_on):
            self.private(player.note["to"], NoteFact({"kind": "note", "from": player.nick, "text": player.note["text"]}))

    def _shots_of(self, nick: str) -> None:
        """C-ROLE-COM: a shot the host entered for a player who just died resolves at once."""
        for host in self.phase.host:
            if host.get("event") != "shot" or host.get("player") != nick or host.get("done"):
                continue
            ability = self.shoot_ability(nick)
            if ability is None:  # spent (its declared charges), or his role never had one
                host["refused"] = refuse("used_once" if traits.abilities_with(self.game, nick, "host_enters") else "no_shot")
                self.event(RefusedEvent(kind="refused", actor=nick, action="shot", reason=host["refused"]))
                continue
            if not shots.fits_death(ability, (self.game.players[nick].died or ("", ""))[1]):
                host["refused"] = refuse("shot_not_on_execution")
                self.event(RefusedEvent(kind="refused", actor=nick, action="shot", reason=host["refused"]))
                continue
            if str(host.get("target")) not in self.phase.alive_at_start:
                host["refused"] = refuse(shots.TARGET_DEAD)
                self.event(RefusedEvent(kind="refused", actor=nick, action="shot", reason=host["refused"]))
                continue
            host["done"] = True
            self.game.players[nick].spend(ability)
            self.event(ShotEvent(kind="shot", actor=nick, target=host["target"]))
            self.kill(str(host["target"]), ability.get("cause", "shot"), [nick])

    def shoot_ability(self, nick: str) -> Any:
        """The player's unspent ability the host fires as a `shot` event (trait `host_enters`)."""
        player = self.game.players[nick]
        for ability in traits.abilities_with(self.game, nick, "host_enters"):
            if player.charges_left(ability) != 0:
                return ability
        return None

    def _conversions(self) -> None:
        """Triggers `death_of_role`: the Sergeant becomes the Commissar, the Foundling a mafioso."""
        dead_now = {d.nick for d in self.result.deaths + self.result.executed}
        for player in list(self.game.players.values()):
            if not player.alive:
                continue
            for trig in self.game.rs.roles[player.role].get("triggers") or []:
                if trig.get("on") == "death_of_role" and self._trigger_fired(trig, dead_now):
                    self._become(player, str(trig["become"]))
                    break

    def _trigger_fired(self, trig: dict[str, Any], dead_now: set[str]) -> bool:
        holders = [p for p in self.game.players.values() if p.original_role == trig["role"]]
        if not holders and trig.get("fallback"):
            team = self.game.rs.roles[trig["become"]].team
            holders = [p for p in self.game.players.values() if self.game.rs.roles[p.original_role].team == team][:1]
        return bool(holders) and any(p.nick in dead_now for p in holders) and all(not p.alive for p in holders)

    def _become(self, player: Any, role_id: str) -> None:
        old = player.role
        player.role = role_id
        player.team = self.game.rs.roles[role_id].team
        self.event(BecameEvent(kind="became", target=player.nick, old=old, role=role_id))
        self.private(player.nick, BecameFact(kind="became", role=role_id))

    # ----- the end ------------------------------------------------------------------------------
    def finish(self) -> PhaseResult:
        for draw in self.game.rng.log[self._draws_before:]:
            self.event(DrawEvent(kind="draw", name=draw.name, value=draw.value, fixed=draw.fixed))
        self.result.winner = win.winner(self.game)
        if self.result.winner:
            self.event(WinnerEvent(kind="winner", winner=self.result.winner))
        return self.result


def resolve_phase(game: "Game", phase: Phase) -> PhaseResult:
    """The one path every phase takes: night, vote, host decisions, deaths, win."""
    res = Resolution(game, phase)
    for player in game.players.values():
        for entry in [d for d in player.delayed if d["due"] == phase.number and phase.kind == "night"]:
            player.delayed.remove(entry)
            res.kill(player.nick, entry["cause"], entry["by"])
    if phase.kind in game.rs.cycle.get("action_phases", ["night"]):
        prompts.tell_victims(res)
        Night(res).run()
    elif phase.requests:  # day abilities (`phase: day`) resolve with the phase, through the same order
        Night(res).run()
        _day_deaths_at_once(res)
    if phase.kind == "unmask":
        scoring.resolve_unmask(res)
    votes.resolve_votes(res)
    shots.anytime_shots(res)
    _host_removals(res)
    _overrides(res)
    res.apply_deaths()
    votes.count_missed_votes(res)
    res.apply_deaths()
    shots.refuse_unfired(res)
    return res.finish()


def _day_deaths_at_once(res: Resolution) -> None:
    """A death a day ability causes (a day shot) takes effect at once, before the day's tally: the
    victim's votes and the votes for him do not count, each refused with why. Answers (a day check)
    and reveals still come with the day's result."""
    if not res.pending:
        return
    alive = [p.nick for p in res.game.players.values() if p.alive]
    res.apply_deaths()  # and what they trigger: a lover follows at once too
    victims = [nick for nick in alive if not res.game.players[nick].alive]
    for vote in res.phase.votes:
        if vote.refused is None and vote.voter in victims:
            vote.refused = refuse("voter_killed_by_day")
        elif vote.refused is None and vote.target in victims:
            vote.refused = refuse("target_killed_by_day", target=vote.target)


def _host_removals(res: Resolution) -> None:
    """The host's modkills. A second modkill of the same player, or one of a player already out,
    would change nothing: it is refused with its reason instead of logging a second removal."""
    removed: set[str] = set()
    for host in res.phase.host:
        if host.get("event") != "modkill":
            continue
        nick = str(host["player"])
        if nick in res.game.players and not res.game.players[nick].alive:
            host["refused"] = refuse("modkill_already_out", player=nick)
            continue
        if nick in removed:
            host["refused"] = refuse("modkill_twice", player=nick)
            continue
        removed.add(nick)
        cause = "missing" if host.get("reason") == "missing" else "modkill"
        res.kill(nick, cause, [])
        res.event(ModkillEvent(kind="modkill", target=nick, reason=host.get("reason")))


def _overrides(res: Resolution) -> None:
    """C-MISC-3: the host overrules an automatic outcome; the reason stays in the log. An override
    that would change nothing (a survival nobody threatened, a death of someone already out) is not
    applied: the host's entry carries the refusal and its reason (nothing vanishes silently)."""
    for host in res.phase.host:
        if host.get("event") != "override":
            continue
        what, nick = host.get("what"), host.get("player")
        if what == "survive" and not any(p[0] == nick for p in res.pending):
            host["refused"] = refuse("override_nobody_attacked", player=nick)
            continue
        if what == "die" and nick in res.game.players and not res.game.players[str(nick)].alive:
            host["refused"] = refuse("override_already_dead", player=nick)
            continue
        if what == "survive":
            res.pending = [p for p in res.pending if p[0] != nick]
        elif what == "die":
            res.kill(str(nick), str(host.get("cause") or "modkill"), [])
        res.event(OverrideEvent(kind="override", what=what, player=nick, reason=host.get("reason", "")))
