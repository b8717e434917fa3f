"""Night resolution: standing requests, sorted by priority, run through the ability library.

Two passes (C-ORDER-5): the first walks the actions in order, recording attacks, protections and
blocks, and answers "is X dead when his turn comes?" from what is known so far; the second settles
which attacks land. Every step is written as a typed Event. Which blocks stand is settled before
the walk (blocks.py); the effects' stages and hooks (stages.py) are called at their moments — this
module names no effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, cast

from ...i18n.refusal import refuse

from . import blocks, compound, copying, stages, succession, traits
from ..voting import colored_votes
from ..model import fates
from . import replacement
from . import requests as request_rules
from ..tables import room_nights, rooms
from ..model.context import Action, Attack, NightState
from ..effects import HANDLERS
from ..rolesets.roles import Ability
from ..model.state import DelayedDeath, Request
from ..model.events import ActorDeadEvent, AttackEvent, BlockedEvent, CuredEvent, NoEffectEvent, RefusedEvent, ReplacedEvent, SavedEvent, TeamDisagreedEvent, WithdrawnEvent

__all__ = ["Action", "Attack", "Night"]

if TYPE_CHECKING:
    from ..model.context import NightContext
    from .resolve import Resolution


class Night:
    """The working state of one night's resolution."""

    def __init__(self, res: "Resolution"):
        self.res = res
        self.game = res.game
        self.phase = res.phase
        self.attacks: list[Attack] = []
        self.protections: dict[str, list[tuple[str, Ability]]] = {}
        self.blocked: dict[str, str] = {}
        self.appearance: dict[str, str] = {}
        self.delayed_new: list[DelayedDeath] = []
        self.block_ability: dict[str, Ability] = {}  #: target -> the block that hit him
        self.void_blocks: set[int] = set()  #: id() of block actions that do not stand (blocks.py)
        self.actions: list[Action] = []  #: tonight's actions in resolution order
        self.after_settle: list[Callable[[dict[str, list[Attack]]], None]] = []  #: callables run once attacks are settled (evidence, hire)
        self.state = NightState()  #: what a mechanism keeps between its moments (context.NightState)

    @property
    def ctx(self) -> "NightContext":
        """This night as effects type it (Night meets NightContext at run time)."""
        return cast("NightContext", self)

    # ----- pass 1 -------------------------------------------------------------------------
    def run(self) -> None:
        actions = self.collect()
        actions.sort(key=lambda a: (a.ability.priority, a.seq))
        for order, action in enumerate(actions):
            action.order = order
        self.actions = actions
        self.void_blocks = blocks.void_blocks(actions)  # blocks settle before the actions they stop
        for action in actions:
            self.step(action)
        room_night = self.phase.kind == "night" and rooms.is_room_night(self.game)
        if room_night:  # a room night (SUSPI): seat players, then the room table
            room_nights.before_settle(self)
        self.settle()
        if room_night:
            room_nights.after_settle(self)

    def collect(self) -> list[Action]:
        """Standing requests become actions; team kills need agreement; only the first hunt. The
        requests that do not stand are explained first: refused ones, and those a later one replaced."""
        self.explain_unused()
        standing: list[Request] = []
        for req in replacement.standing_requests(self.game, self.phase):
            req.refused = request_rules.refusal(self.game, self.phase, req)
            if req.refused:
                self.res.event(RefusedEvent(kind="refused", actor=req.actor, action=req.action, reason=req.refused))
            else:
                standing.append(req)
        standing = succession.pick_team_actions(self.game, self.res, standing)
        actions: list[Action] = []
        teams: dict[tuple[str, str], list[Request]] = {}
        firsts: dict[str, list[Request]] = {}
        for req in standing:
            ability = request_rules.ability_for(self.game, req.actor, req.action)
            assert ability is not None
            player = self.game.players[req.actor]
            player.last_targets[req.action] = (self.phase.number, tuple(req.targets))
            if ability.get_if_declared("agreement") == "team":
                teams.setdefault((req.action, player.team), []).append(req)
            elif ability.get_if_declared("first_only"):
                firsts.setdefault(req.action, []).append(req)
            else:
                ability, extra = copying.as_copied(self.game, req, ability)
                actions.append(Action([req.actor], ability, list(req.targets), req.seq, [req], extra))
                actions.extend(compound.parts_of(self.game, req, ability))  # a jail also blocks
        for (action_id, team), reqs in teams.items():
            # agreement is judged at the action's turn, among the members still able to act (C-HUNT-5)
            ability = request_rules.ability_for(self.game, reqs[0].actor, action_id)
            assert ability is not None  # the request stood, so its ability exists
            actions.append(Action([r.actor for r in reqs], ability, list(reqs[0].targets), reqs[0].seq, reqs,
                                  {"team": team}))
        for action_id, reqs in firsts.items():
            reqs.sort(key=lambda r: (r.at or "9999", r.seq))
            first, rest = reqs[0], reqs[1:]
            for r in rest:
                r.refused = refuse("another_first")
                self.res.event(RefusedEvent(kind="refused", actor=r.actor, action=r.action, reason=r.refused))
            ability = request_rules.ability_for(self.game, first.actor, action_id)
            assert ability is not None
            actions.append(Action([first.actor], ability, list(first.targets), first.seq, [first]))
        return actions

    def explain_unused(self) -> None:
        """The log says what became of every request that will not act: refused when entered
        (the night re-checks only those that stand) or replaced by a later one (fates.rows)."""
        replaced = replacement.replaced_by(self.game, self.phase)
        for req in sorted(self.phase.requests, key=lambda r: r.key):
            if req.refused is not None:
                self.res.event(RefusedEvent(kind="refused", actor=req.actor, action=req.action or "?", reason=req.refused))
            elif req.key in replaced:
                later = replaced[req.key]
                fates.mark_replaced(self.game, req, later)
                if isinstance(later, Request):
                    self.res.event(ReplacedEvent(kind="replaced", actor=req.actor, action=req.action, by_action=later.action,
                                   targets=list(req.targets), by_targets=list(later.targets)))
                else:  # his later «хода нет»
                    self.res.event(WithdrawnEvent(kind="withdrawn", actor=req.actor, action=req.action, targets=list(req.targets)))

    def step(self, action: Action) -> None:
        if not stages.blockable(action.ability):
            self.act(action)
            return
        if id(action) in self.void_blocks and not blocks.unblockable(self.game, action.actor):
            self.res.event(BlockedEvent(kind="blocked", actor=action.actor, action=action.ability.id, by=blocks.who_blocks(self, action)))
            self.void(action, fates.BLOCKED)
            return
        free = [a for a in action.actors
                if blocks.blocker_of(self, action, a) is None or blocks.unblockable(self.game, a)]
        if not free:
            self.res.event(BlockedEvent(kind="blocked", actor=action.actor, action=action.ability.id, by=blocks.blocker_of(self, action, action.actor)))
            self.void(action, fates.BLOCKED)
            return
        for member in action.actors:  # a team action goes on without its blocked members
            if member not in free:
                self.res.event(BlockedEvent(kind="blocked", actor=member, action=action.ability.id, by=blocks.blocker_of(self, action, member)))
        self.void(action, fates.BLOCKED, keep=free)
        action.actors = free
        self.act(action)

    def act(self, action: Action) -> None:
        """The action's actors are free to act: it takes place unless they died or disagree."""
        if not self.actor_can_act(action) or not self.team_agrees(action):
            return
        stages.target_chosen(self.ctx, action)
        handler = HANDLERS.get(action.ability.effect)
        if handler is None:  # an effect the host enters elsewhere: said, never silently dropped
            self.res.event(NoEffectEvent(kind="no_effect", actor=action.actor, action=action.ability.id))
            self.void(action, fates.NO_EFFECT)
            return
        if handler(self, action) is not False:
            stages.acted(self.ctx, action)
            for actor in action.actors:
                self.game.players[actor].spend(action.ability)
            for req in action.requests:
                if req.actor in action.actors:
                    fates.mark(req, fates.APPLIED)
        else:
            self.void(action, str(action.extra.get("void") or fates.NO_EFFECT))

    def void(self, action: Action, code: str, keep: list[str] | None = None) -> None:
        """The requests of this action (but those of the `keep` actors) could not act: `code`."""
        for req in action.requests:
            if keep is None or req.actor not in keep:
                fates.mark(req, fates.VOID, code)

    def team_agrees(self, action: Action) -> bool:
        """C-ROLE-MAF: every member who sent the team's request and can still act names the same
        targets; members blocked or killed earlier this night do not count."""
        if action.ability.get_if_declared("agreement") != "team":
            return True
        standing = [r for r in action.requests if r.actor in action.actors]
        choices = {tuple(sorted(r.targets)) for r in standing}
        if len(choices) > 1:
            for r in action.requests:
                r.refused = refuse("team_disagreed")
            self.res.event(TeamDisagreedEvent(kind="team_disagreed", team=action.extra.get("team"), action=action.ability.id,
                           choices={r.actor: r.targets for r in standing}))
            return False
        action.targets = list(standing[0].targets)
        return True

    def actor_can_act(self, action: Action) -> bool:
        """C-ORDER-3/4, C-HUNT-5: an actor killed earlier this night may be void; in a team action
        (C-ROLE-MAF) only that member drops out and the others still act."""
        able = [actor for actor in action.actors if self._able(action, actor)]
        self.void(action, fates.ACTOR_KILLED, keep=able)
        if able:
            action.actors = able
        return bool(able)

    def _able(self, action: Action, actor: str) -> bool:
        if not self.dead_now(actor):
            return True
        rule = "void" if self.dead_now(actor, unhealable_only=True) else action.ability.get("when_actor_killed")
        if rule == "act" or (rule == "self_only" and action.targets == [actor]):
            return True
        if not self.dead_now(actor, unhealable_only=True) and self._saved_later(action, actor):
            return True  # attacked, but a heal still to come this night saves him: not killed
        self.res.event(ActorDeadEvent(kind="actor_dead", actor=actor, action=action.ability.id))
        return False

    def _saved_later(self, action: Action, nick: str) -> bool:
        """A protection later in tonight's order covers `nick` and its actor is free to act."""
        if self.game.rs.roles[self.game.players[nick].role].get("unhealable"):
            return False
        for later in self.actions[action.order + 1:]:
            if (traits.has(later.ability, "protects") and nick in later.targets
                    and later.ability.get_if_declared("against") in ("healable", None)
                    and any(blocks.blocker_of(self, later, a) is None and (a == nick or not self.dead_now(a))
                            for a in later.actors)):
                return True
        return False

    # ----- helpers for effects --------------------------------------------------------------
    def dead_now(self, nick: str, unhealable_only: bool = False) -> bool:
        """Is `nick` dead at this point of the night, by what is known so far?"""
        for attack in self.attacks:
            if attack.target != nick or attack.cancelled_by:
                continue
            if not attack.healable or (not unhealable_only and not self.protected(nick) and not stages.covers(self.ctx, nick)):
                return True
        return False

    def protected(self, nick: str) -> list[str]:
        if self.game.rs.roles[self.game.players[nick].role].get("unhealable"):
            return []
        return [who for who, ability in self.protections.get(nick, []) if ability.get_if_declared("against") in ("healable", None)]

    def curers(self, nick: str) -> list[str]:
        """Who protected `nick` this night with an ability that also cures a poisoning (`cures_delayed`, C-ROLE-MAN)."""
        protectors = set(self.protected(nick))
        return [who for who, ability in self.protections.get(nick, [])
                if who in protectors and ability.get_if_declared("cures_delayed") is not False]

    def attack(self, target: str, by: list[str], cause: str, healable: bool, order: int, **extra: Any) -> Attack:
        attack = Attack(target, list(by), cause, healable, order, extra=extra)
        self.attacks.append(attack)
        self.res.event(AttackEvent(kind="attack", target=target, by=list(by), cause=cause, healable=healable))
        return attack

    def appears_as(self, nick: str) -> str:
        player = self.game.players[nick]
        lasting = player.flags.get("appears_as_until")  # an appearance set for several nights
        if not self.appearance.get(nick) and lasting and self.phase.number <= int(lasting[1]):
            return str(lasting[0])
        return self.appearance.get(nick) or self.game.rs.roles[player.role].get("appears_as") or player.team

    # ----- pass 2 -------------------------------------------------------------------------
    def settle(self) -> None:
        """The effects see each attack (a bodyguard takes it); protections cancel the attacks they
        cover; the rest land; delayed deaths fall due; the effects answer from the settled night."""
        stages.attacked(self.ctx)
        for attack in self.attacks:
            if attack.healable and not attack.cancelled_by:
                savers = self.protected(attack.target)
                if savers:
                    attack.cancelled_by = savers
                    self.res.event(SavedEvent(kind="saved", target=attack.target, by=savers, cause=attack.cause))
        killed: dict[str, list[Attack]] = {}
        for attack in self.attacks:
            if not attack.cancelled_by:
                killed.setdefault(attack.target, []).append(attack)
        for target, attacks in killed.items():
            causes = _merge_causes([a.cause for a in attacks])
            by = [who for a in attacks for who in a.by]
            self.res.kill(target, causes, by)
        for entry in self.delayed_new:
            curers = self.curers(entry["target"])
            if curers and entry.get("curable", True):
                self.res.event(CuredEvent(kind="cured", target=entry["target"], by=curers))
            else:
                self.game.players[entry["target"]].delayed.append(entry)
        for hook in self.after_settle:
            hook(killed)
        colored_votes.announce_carried_deprivations(self.res)
        stages.settled(self.ctx, killed)


def _merge_causes(causes: list[str]) -> str:
    """Several killers on one player: one death, cause `kill:A+B` (H-RULE-3)."""
    kills = [c.split(":", 1)[1] for c in causes if c.startswith("kill:")]
    others = [c for c in causes if not c.startswith("kill:")]
    if kills and not others:
        return "kill:" + "+".join(dict.fromkeys(kills))
    return others[0] if others else causes[0]
