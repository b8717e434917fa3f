"""A game is a fold over the journal: `Game.replay(entries)` rebuilds it; undo drops the last entry.

Every host input goes through `Game.apply`, which validates it, records it in the phase it names
(the open one unless it names another: engine.model.phase_order) — refusing rule violations with a reason
rather than raising — and returns what changed. An entry into a resolved phase re-resolves the game
from that phase on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, cast

from ...i18n import LANGS
from ...i18n.refusal import refuse

from . import activity
from ..resolution import requests as request_rules
from ..wording.check_words import InLangs, Message, phase_words, say
from .setup_shape import check_setup, is_word, shown
from .errors import InputError
from .journal import KINDS, ActionData, SetupData, ActionPart, Entry, action_data, phase_data, vote_data
from .payloads import check_payload
from ..resolution.resolve import resolve_phase
from .rng import GameRandom
from .kept_rules import KEPT_SINCE_KEY, roleset_for_setup, short_hash
from .nicks import check_nick
from .phase_order import BOOKKEEPING, HOST_EVENT_TIMING, HOST_REQUIRED, PHASE_ENTRIES, amends, home_index, phase_order
from ..rolesets.roles import RoleSet
from .state import HostEvent, Phase, Player, PlayerExtra, Request, Vote, host_event, request_extra
from ..tables.table import set_table
from ..tables.scoring import score_game
from ..voting.votes import counted_day

#: host-event fields that name one player, goal or name: a word, never a mapping or a list
WORD_KEYS = ("player", "target", "to", "goal", "by", "name")
HOST_EVENTS = set(HOST_EVENT_TIMING)  #: declared once, with when each may be entered (engine.model.phase_order)
#: `alias` (player, written): what the host confirmed a player is called ("Robik" = IAmRobik); the
#: app's parser reads it as that nick in every later paste of the game. It is bookkeeping
#: (engine.model.phase_order.BOOKKEEPING): no rule reads it, and it may come after the last result.


@dataclass
class Change:
    """What one entry did, for the GUI to refresh and show."""

    entry: Entry
    summary: str
    refused: str | None = None
    #: the entry's data with what the PM parser read filled in, when it read free text: storing
    #: this instead of the raw entry lets a reload rebuild the game without the parser
    understood: dict[str, Any] | None = None


class Game:
    """All state of one game, derived from its journal and nothing else."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.ruleset: RoleSet | None = None
        self.players: dict[str, Player] = {}
        self.phases: list[Phase] = []
        self.rng = GameRandom(0)
        self.seed = 0
        self.winner: str | None = None
        self.setup_data: dict[str, Any] = {}
        #: Table facts fixed at setup (SUSPI: rooms, the announced killer count, goal cards).
        self.table: dict[str, Any] = {}
        #: Points per player where the role set scores games (S-WIN-4), else empty.
        self.scores: dict[str, int] = {}
        self.base_dir: Path | None = None
        #: Turns a free-text request or vote into fields (kind, text, actor, living) -> dict; set by the app.
        self.text_parser: Callable[[str, str, str, list[str]], dict[str, Any]] | None = None
        #: The host's confirmed aliases {as written: nick}, in the order confirmed (host event `alias`).
        self.aliases: dict[str, str] = {}
        #: the journal position of the entry being applied when the game is resolved in phase order
        self._seq_at: int | None = None
        #: while resolved in phase order: the journal, and whether an entry made after the one being
        #: applied was applied before it (a late correction: engine.voting.as_played judges days by the game then)
        self.replay_journal: list[Entry] | None = None
        self.applied_later_entries = False
        #: the host's name for this game (the app's games list), for post headings; None in a script
        self.title: str | None = None

    # ----- building -----------------------------------------------------------------------
    @classmethod
    def replay(cls, entries: Iterable[Entry], base_dir: Path | None = None, text_parser: Any = None) -> "Game":
        game = cls()
        game.base_dir = base_dir
        game.text_parser = text_parser
        game.replay_in_phase_order(list(entries))
        return game

    def replay_in_phase_order(self, journal: list[Entry]) -> dict[int, Change]:
        """Apply the journal to this fresh game in phase order (engine.model.phase_order), each entry
        keeping its journal position as its seq; the changes of the last entry are returned by position.
        A failing entry's InputError carries its journal position (`position`)."""
        changes: dict[int, Change] = {}
        self.replay_journal, latest = journal, -1
        try:
            for position in phase_order(journal):
                self._seq_at = position
                self.applied_later_entries = latest > position
                latest = max(latest, position)
                try:
                    change = self.apply(journal[position])
                except InputError as err:
                    err.position = position
                    raise
                if position == len(journal) - 1:
                    changes[position] = change
        finally:
            self._seq_at, self.replay_journal, self.applied_later_entries = None, None, False
        self.entries = journal
        return changes

    def apply(self, entry: Entry) -> Change:
        """Validate and record one entry. Bad input raises InputError and changes nothing."""
        handler: Callable[[Entry], Change] | None = getattr(self, f"_apply_{entry.kind}", None)
        if handler is None:
            raise InputError(say("replay.unknown_entry", kind=entry.kind), line=entry.line)
        if entry.kind != "setup" and self.ruleset is None:
            raise InputError(say("replay.no_setup"), line=entry.line)
        try:
            self._check_shape(entry)
            if self._is_amendment(entry):
                return self._amend(entry)
            change = handler(entry)
        except InputError as err:
            err.located(line=entry.line)
            raise
        self.entries.append(entry)
        return change

    def _check_shape(self, entry: Entry) -> None:
        """The entry's data against its declared TypedDict (journal.KINDS): a key of the wrong shape is a
        message naming the entry and the key; an undeclared key is kept, read by nobody."""
        shape = HostEvent if entry.kind == "host" else KINDS.get(entry.kind)  # a host event: its fields by event
        if isinstance(shape, type) and entry.kind != "setup":  # the setup: after its own checks (_apply_setup)
            check_payload(entry.data, shape, self._place(entry))

    def _place(self, entry: Entry) -> Message:
        """The entry as a message names it: `entry 3 (action)` (1-based: as the host counts)."""
        return say("replay.entry_place", position=self._next_seq() + 1, kind=entry.kind)

    @property
    def applying_at(self) -> int | None:
        """The journal position of the entry being applied in a phase-order replay, else None."""
        return self._seq_at

    def _next_seq(self) -> int:
        """The entry's journal position: its place in the host's order, also when resolved in phase order."""
        return self._seq_at if self._seq_at is not None else len(self.entries)

    def _is_amendment(self, entry: Entry) -> bool:
        """An entry into an earlier phase, or one made after the last phase's result that belongs to it."""
        if entry.kind not in PHASE_ENTRIES or self.current is None:
            return False
        if home_index(entry.kind, entry.data, [p.label for p in self.phases], entry.line) is not None:
            return True
        return self.current.resolved and amends(entry.kind, entry.data)

    def _amend(self, entry: Entry) -> Change:
        """A request or a host decision that belongs to a resolved phase (the commissar's shot PM'd
        once he is dead, an override, a late request, a fixed draw) re-resolves the game from that
        phase on, as if entered before its resolve. The journal keeps the true order; replaying it
        takes the same phase order, so the game stays a fold. Later entries that no longer fit the
        changed game (a phase after a win) refuse the change, naming them."""
        journal = [*self.entries, entry]
        rebuilt = Game()
        rebuilt.base_dir, rebuilt.text_parser, rebuilt.title = self.base_dir, self.text_parser, self.title
        try:
            changes = rebuilt.replay_in_phase_order(journal)
        except InputError as err:
            position = err.position
            if position is None or position == len(journal) - 1:
                raise
            raise InputError(say("replay.does_not_fit", position=position, kind=journal[position].kind,
                                 why=err.message)) from err
        self.__dict__.update(rebuilt.__dict__)
        change = changes[len(journal) - 1]
        refused = change.refused or self.refusal_at(len(journal) - 1)  # a void override is known at its resolve
        return Change(entry, f"{change.summary} (re-resolved {self._home_label(entry)})", refused,
                      understood=change.understood)

    def refusal_at(self, seq: int) -> str | None:
        """The refusal the entry at this journal position carries now, wherever it was recorded."""
        for phase in self.phases:
            for req in phase.requests:
                if req.seq == seq:
                    return req.refused
            for vote in phase.votes:
                if vote.seq == seq:
                    return vote.refused
            for host in phase.host:
                if host.get("seq") == seq:
                    return host.get("refused")
        return None

    def _team_words(self, team_id: str) -> InLangs:
        """A team by its name in each language of the set (a loner's win is his nick, as it is)."""
        team = self.rs.teams.get(team_id)
        return InLangs({lang: team.name(lang) for lang in LANGS} if team else {}, team_id)

    def _home_label(self, entry: Entry) -> str:
        label = entry.data.get("phase")
        return str(label) if label else self.phases[-1].label

    # ----- queries ------------------------------------------------------------------------
    @property
    def rs(self) -> RoleSet:
        assert self.ruleset is not None, "no setup"
        return self.ruleset

    def player(self, nick: str) -> Player:
        if nick not in self.players:
            raise InputError(say("replay.unknown_player", nick=nick))
        return self.players[nick]

    def living(self) -> list[str]:
        return [p.nick for p in self.players.values() if p.alive]

    @property
    def current(self) -> Phase | None:
        return self.phases[-1] if self.phases else None

    def open_phase(self) -> Phase:
        phase = self.current
        if phase is None or phase.resolved:
            raise InputError(say("replay.no_open_phase"))
        return phase

    def next_phase_kind(self) -> str:
        """The phase the role set's cycle runs next."""
        cycle: list[str] = self.rs.cycle.get("phases") or ["night", "day"]
        if not self.phases:
            start: str = self.rs.cycle.get("start", cycle[0])
            return start
        last = self.phases[-1].kind
        return cycle[(cycle.index(last) + 1) % len(cycle)] if last in cycle else cycle[0]

    # ----- entries ------------------------------------------------------------------------
    def _apply_setup(self, entry: Entry) -> Change:
        if self.ruleset is not None:
            raise InputError(say("replay.set_up_already"))
        data = entry.data
        check_setup(data)  # a field of the wrong shape is a message, not a TypeError in the deal (#26)
        check_payload(data, SetupData, self._place(entry))  # the rest of its declared keys
        options = dict(data.get("options") or {})
        self.ruleset = roleset_for_setup(data, options, self.base_dir)  # the copy kept with the game
        self.seed = int(data["seed"]) if data.get("seed") is not None else random.SystemRandom().randrange(10**9)
        self.rng = GameRandom(self.seed)
        self.setup_data = dict(data, seed=self.seed)
        for name, value in (data.get("draws") or {}).items():
            self.rng.fix(name, value)
        self._seat_players(list(data.get("players") or []), dict(data.get("deal") or {}))

        set_table(self)
        kept = short_hash(data)
        since = " (kept from now on, " + str(data[KEPT_SINCE_KEY]) + ")" if data.get(KEPT_SINCE_KEY) else ""
        rules = f", rules sha256 {kept}{since}" if kept else ""
        return Change(entry, f"{len(self.players)} players, role set {self.rs.id}, seed {self.seed}{rules}")

    def _seat_players(self, specs: list[dict[str, Any]], deal: dict[str, int]) -> None:
        if not specs:
            raise InputError(say("replay.no_players"))
        seen: set[str] = set()
        for spec in specs:
            nick = str(spec.get("nick") or "").strip()
            if not nick:
                raise InputError(say("replay.no_nick"), line=getattr(spec, "line", None))
            check_nick(nick, line=getattr(spec, "line", None))  # no line breaks or control characters
            if nick in seen:
                raise InputError(say("replay.duplicate_nick", nick=nick), line=getattr(spec, "line", None))
            seen.add(nick)
            role = spec.get("role")
            if role is not None and role not in self.rs.roles:
                raise InputError(say("replay.unknown_role", role=role, nick=nick), line=getattr(spec, "line", None))
        unassigned = [s for s in specs if not s.get("role")]
        if unassigned:
            if not deal:
                deal = self.rs.suggested_deal(len(specs)) or {}
                taken = [s["role"] for s in specs if s.get("role")]
                for role in taken:
                    if deal.get(role):
                        deal[role] -= 1
            for role in deal:
                if role not in self.rs.roles:
                    raise InputError(say("replay.deal_unknown_role", role=role))
            pool = [role for role, n in deal.items() for _ in range(int(n))]
            if len(pool) != len(unassigned):
                raise InputError(say("replay.deal_count", roles=len(pool), players=len(unassigned)))
            pool = self.rng.shuffled("deal", sorted(pool))
        else:
            pool = []
        for seat, spec in enumerate(specs):
            role = spec.get("role") or pool.pop(0)
            nick = str(spec["nick"]).strip()
            extra = cast(PlayerExtra, {k: v for k, v in spec.items() if k not in ("nick", "role", "account")})  # checked: PlayerSpec
            self.players[nick] = Player(
                nick=nick, seat=seat, role=role, original_role=role, team=self.rs.roles[role].team,
                account=spec.get("account"), extra=extra, alive=not spec.get("out"),  # out before the app took over
            )

    def _apply_phase(self, entry: Entry) -> Change:
        if self.current is not None and not self.current.resolved:
            raise InputError(say("replay.not_resolved", phase=phase_words(self.current)))
        data = phase_data(entry.data)
        kind = str(data.get("kind"))
        if self.winner is not None and kind != "unmask":
            raise InputError(say("replay.game_over", winner=self._team_words(self.winner)))
        if kind == "unmask" and (self.winner is None or any(p.kind == "unmask" for p in self.phases)):
            raise InputError(say("replay.unmask_once"))
        expected = self.next_phase_kind()
        if kind != expected and kind != "unmask":
            raise InputError(say("replay.cycle", expected=expected, kind=kind))
        number = 1 + sum(1 for p in self.phases if p.kind == kind)
        opened_with = {k: v for k, v in (("deadline", data.get("deadline")), ("tz", data.get("tz"))) if v}
        phase = Phase(kind=kind, number=number, alive_at_start=self.living(), story=str(data.get("story") or ""),
                      opened_with=opened_with)
        self.phases.append(phase)
        return Change(entry, f"{phase.label} opened")

    def _parsed(self, kind: str, data: dict[str, Any], who: str) -> tuple[dict[str, Any], str | None]:
        """Fill an entry given as free text from the PM parser; the raw text stays in the journal."""
        if data.get("text") is None or (kind == "action" and data.get("action")) or (kind == "vote" and ("target" in data or data.get("abstain") or data.get("no_lynch"))):
            return data, None
        if self.text_parser is None:
            return data, refuse("needs_parser")
        parsed = self.text_parser(kind, str(data["text"]), str(data.get(who)), self.living())
        if parsed.get("problem") and not (parsed.get("targets") or parsed.get("room")):
            parsed = self._naming_the_dead(kind, data, who) or parsed
        if parsed.get("problem") and not (parsed.get("targets") or parsed.get("room")):
            return data, refuse("not_understood_detail", detail=parsed["problem"])
        merged = dict(data)
        for key in PARSED_KEYS:
            if parsed.get(key) not in (None, [], False):
                merged[key] = parsed[key]
        if kind == "vote" and parsed.get("targets"):
            merged["target"] = parsed["targets"][0]
        return merged, None

    def _naming_the_dead(self, kind: str, data: dict[str, Any], who: str) -> dict[str, Any] | None:
        """The text read against every seat, when that reading names a player who is out: the entry
        then gets its rule's refusal (`target_dead`), as a named target does, not "not understood"
        (host findings #7: «лечу Вана» after Ван died)."""
        if self.text_parser is None:
            return None
        living = set(self.living())
        parsed = self.text_parser(kind, str(data["text"]), str(data.get(who)), list(self.players))
        named = parsed.get("targets") or []
        return parsed if any(nick not in living for nick in named) else None

    def _apply_action(self, entry: Entry) -> Change:
        phase = self.open_phase()
        understood, problem = self._parsed("action", entry.data, "actor")
        data = action_data(understood)
        actor = self.player(str(data.get("actor"))).nick
        if problem or not data.get("action"):
            req = Request(actor=actor, action="", targets=[], seq=self._next_seq(), text=data.get("text"),
                          refused=problem or refuse("not_understood"))
            phase.requests.append(req)
            return Change(entry, f"{actor}: ?", req.refused)
        action = str(data.get("action") or "")
        targets = [self.player(str(t)).nick for t in _targets_of(data)]
        req = Request(
            actor=actor, action=action, targets=targets, seq=self._next_seq(), at=_str_or_none(data.get("at")),
            text=data.get("text"),
            extra=request_extra(data),
        )
        req.refused = request_rules.refusal(self, phase, req)
        phase.requests.append(req)
        summary = f"{actor}: {action} → {', '.join(targets) or '—'}"
        for part, item in enumerate(data.get("also") or [], 1):  # «Лечу Машу. И укол Пете»: each request is kept
            further = Request(actor=actor, action=str(item.get("action") or ""), seq=req.seq, part=part, at=req.at,
                              targets=[self.player(str(t)).nick for t in _targets_of(item)],
                              extra=request_extra(item, copy=False))
            further.refused = request_rules.refusal(self, phase, further) if further.action else refuse("not_understood")
            phase.requests.append(further)
            summary += f"; {further.action} → {', '.join(further.targets) or '—'}"
        return Change(entry, summary, req.refused, understood=understood if understood is not entry.data else None)

    def _apply_vote(self, entry: Entry) -> Change:
        phase = self.open_phase()
        understood, problem = self._parsed("vote", entry.data, "voter")
        data = vote_data(understood)
        voter = self.player(str(data.get("voter"))).nick
        if problem or not ("target" in data or data.get("abstain") or data.get("cancel") or data.get("no_lynch")):
            vote = Vote(voter=voter, target=None, seq=self._next_seq(), refused=problem or refuse("not_understood"))
            phase.votes.append(vote)
            return Change(entry, f"{voter} → ?", vote.refused)
        no_target = data.get("abstain") or data.get("no_lynch") or data.get("target") in (None, "")
        target = None if no_target else self.player(str(data["target"])).nick
        vote = Vote(
            voter=voter, target=target, seq=self._next_seq(), at=_str_or_none(data.get("at")),
            color=data.get("color"), abstain=bool(data.get("abstain")), early=bool(data.get("early")),
            runoff=bool(data.get("runoff")), cancel=bool(data.get("cancel")), no_lynch=bool(data.get("no_lynch")),
        )
        vote.refused = request_rules.vote_refusal(self, phase, vote)
        if vote.refused is None and data.get("confirmed") is False and self.rs.vote.get("confirm"):
            vote.refused = refuse("not_confirmed")  # S-ROUND-4: a draft vote does not count
        phase.votes.append(vote)
        return Change(entry, f"{voter} → {target or ('no lynch' if vote.no_lynch else '—')}", vote.refused, understood=understood if understood is not entry.data else None)

    def _apply_host(self, entry: Entry) -> Change:
        event = str(entry.data.get("event"))
        phase = self.current if event in BOOKKEEPING and self.current is not None else self.open_phase()
        if event not in HOST_EVENTS:
            raise InputError(say("replay.unknown_host_event", event=event))
        missing = [key for key in HOST_REQUIRED.get(event, ()) if key not in entry.data]
        if missing:
            raise InputError(say("replay.host_event_needs", event=event, key=missing[0]))
        for key in WORD_KEYS:  # `goal: {a: 1}` is a message naming the field, not a TypeError later (#26)
            if entry.data.get(key) is not None and not is_word(entry.data[key]):
                raise InputError(say("script.not_word", field=key, value=shown(entry.data[key])))
        for key in ("player", "target", "to"):
            if key in entry.data:
                self.player(str(entry.data[key]))
        if event == "draw":
            self.rng.fix(str(entry.data.get("name")), entry.data.get("value"))
        elif event == "replace":
            self._replace(str(entry.data["player"]), str(entry.data["by"]))
        elif event == "alias":
            self._alias(entry.data)
        elif event == activity.EVENT:
            activity.check_event(entry.data)
        refused = None
        if event == "note":
            refused = request_rules.record_note(self, entry.data)
        elif event == "story":
            phase.story = str(entry.data.get("text") or "")
        phase.host.append(host_event(entry.data, self._next_seq(), refused))
        if event in (activity.EVENT, "posts"):  # H-GEN-5: a count that came after the night's requests
            request_rules.rejudge(self, phase)
        return Change(entry, f"host: {event}", refused)

    def _alias(self, data: dict[str, Any]) -> None:
        """The host confirmed once that `written` means the seat `player` (refused: no player, no words)."""
        written = str(data.get("written") or "").strip()
        if "player" not in data or not any(ch.isalnum() for ch in written):
            raise InputError(say("replay.alias_needs"))
        self.aliases.pop(written, None)
        self.aliases[written] = str(data["player"])

    def _replace(self, old: str, new: str) -> None:
        """A substitute takes over the slot: role, history and charges stay with the seat."""
        check_nick(new)
        if new in self.players:
            raise InputError(say("replay.already_plays", nick=new))
        player = self.players.pop(old)
        player.extra.setdefault("replaced", []).append(old)
        player.nick = new
        self.players = dict(sorted({**self.players, new: player}.items(), key=lambda kv: kv[1].seat))
        counting = counted_day(self, self.phases[-1]) if self.phases and not self.phases[-1].resolved else None
        for phase in self.phases:
            phase.alive_at_start = [new if n == old else n for n in phase.alive_at_start]
            # the open phase's votes and requests are the slot's (H-GEN-2), and so are the votes of a day the
            # open night still counts (C-FLOW-3: else his vote were a «dead voter» and the seat's a missed
            # vote); past ones stay his
            if not phase.resolved or phase is counting:
                for vote in phase.votes:
                    vote.voter = new if vote.voter == old else vote.voter
                    vote.target = new if vote.target == old else vote.target
            if not phase.resolved:
                for req in phase.requests:
                    req.actor = new if req.actor == old else req.actor
                    req.targets = [new if t == old else t for t in req.targets]

    def _apply_resolve(self, entry: Entry) -> Change:
        phase = self.open_phase()
        phase.result = resolve_phase(self, phase)
        if phase.result.winner:
            self.winner = phase.result.winner
        if self.winner and self.rs.raw.get("scoring"):
            self.scores = score_game(self)
        return Change(entry, f"{phase.label} resolved")


#: what the PM parser fills into an action's or a vote's data (journal.ActionData, VoteData declare them)
PARSED_KEYS = ("action", "targets", "room", "role", "as_action", "color", "abstain", "early", "cancel", "no_lynch", "also")


def _targets_of(data: "ActionData | ActionPart") -> list[str]:
    if data.get("targets") is not None:
        return [t for t in data["targets"] if t not in (None, "", "none")]
    if data.get("target") not in (None, "", "none"):
        return [data["target"]]
    return []


def _str_or_none(value: Any) -> str | None:
    return None if value is None else str(value)
