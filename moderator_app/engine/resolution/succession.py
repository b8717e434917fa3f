"""A team leader's rights and who holds them (H-HOL-SUCC, H-HOL-ORDER).

A team may declare `rights:` in its role set data: the abilities that belong to the team's leader
(`abilities`), the order in which living members inherit them (`order`, role ids), and the roles
that inherit only as the team's last living member (`last_alive_only`). The holder uses the rights
abilities as his own and loses the abilities his role lists in `lose_with_rights`; the other
members of the order may send a rights action as a stand-in, used only when nobody before them in
the order sent one that night (H-HOL-ORDER).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n.refusal import refuse

from ..model.facts import BecameFact
from ..model.events import RefusedEvent, RightsPassedEvent, StandInEvent

if TYPE_CHECKING:
    from ..model.context import GameContext as Game
    from .resolve import Resolution
    from ..rolesets.roles import Ability
    from ..model.state import Request


def rights_of(game: "Game", team: str) -> dict[str, Any]:
    """The team's `rights:` as the role set declares them (read only: shared, not copied — this
    runs for every request of every simulated game)."""
    spec = game.rs.teams.get(team)
    return (spec.traits.get("rights") or _NO_RIGHTS) if spec else _NO_RIGHTS


_NO_RIGHTS: dict[str, Any] = {}


def holder(game: "Game", team: str, living: list[str] | None = None) -> str | None:
    """The living member who holds the team's rights, or None."""
    rights = rights_of(game, team)
    if not rights:
        return None
    alive = set(living if living is not None else game.living())
    members = [p for p in game.players.values() if p.team == team and p.nick in alive]
    for role_id in rights.get("order") or []:
        for player in members:
            if player.role != role_id:
                continue
            if role_id in (rights.get("last_alive_only") or []) and len(members) > 1:
                continue
            return player.nick
    return None


def is_rights_ability(game: "Game", team: str, ability: "Ability") -> bool:
    keys = rights_of(game, team).get("abilities") or []
    return any(game.rs.abilities.get(k) is ability for k in keys)


def abilities_of(game: "Game", nick: str) -> list["Ability"]:
    """The abilities a player may use now: his role's, plus or minus the team's rights."""
    player = game.players[nick]
    rs = game.rs
    role = rs.roles[player.role]
    own = [rs.abilities[k] for k in role.abilities]
    rights = rights_of(game, player.team)
    if not rights or player.role not in (rights.get("order") or []):
        return own
    extra = [rs.abilities[k] for k in rights.get("abilities") or [] if rs.abilities[k] not in own]
    if holder(game, player.team) == nick:
        lost = set(role.get("lose_with_rights") or [])
        own = [rs.abilities[k] for k in role.abilities if k not in lost]
    return own + extra


def stand_in_rank(game: "Game", req: "Request") -> tuple[int, str, int]:
    """Sort key among a team's rights requests: the holder first, then the order (H-HOL-ORDER)."""
    player = game.players[req.actor]
    rights = rights_of(game, player.team)
    order = list(rights.get("order") or [])
    first = 0 if holder(game, player.team) == req.actor else 1
    rank = order.index(player.role) if player.role in order else len(order)
    return (first * 100 + rank, req.at or "9999", req.seq)


def pick_team_actions(game: "Game", res: "Resolution", standing: list["Request"]) -> list["Request"]:
    """Keep one rights request per team; refuse the others with a reason."""
    by_team: dict[str, list["Request"]] = {}
    kept: list["Request"] = []
    for req in standing:
        team = game.players[req.actor].team
        ability = ability_for(game, req.actor, req.action)
        if ability is not None and is_rights_ability(game, team, ability):
            by_team.setdefault(team, []).append(req)
        else:
            kept.append(req)
    for team, reqs in by_team.items():
        reqs.sort(key=lambda r: stand_in_rank(game, r))
        kept.append(reqs[0])
        if reqs[0].actor != holder(game, team):
            res.event(StandInEvent(kind="stand_in", actor=reqs[0].actor, action=reqs[0].action, holder=holder(game, team)))
        for other in reqs[1:]:
            other.refused = refuse("team_member_first")
            res.event(RefusedEvent(kind="refused", actor=other.actor, action=other.action, reason=other.refused))
    return sorted(kept, key=lambda r: r.seq)


def pass_rights(res: "Resolution", before: dict[str, str | None]) -> None:
    """After deaths: a new holder of a team's rights learns it (fact `became`)."""
    for team, old in before.items():
        new = holder(res.game, team)
        if new and new != old:
            res.event(RightsPassedEvent(kind="rights_passed", target=new, team=team, old=old))
            res.private(new, BecameFact(kind="became", role=_leader_role(res.game, team)))


def holders_now(game: "Game") -> dict[str, str | None]:
    return {team: holder(game, team) for team in game.rs.teams if rights_of(game, team)}


def _leader_role(game: "Game", team: str) -> str:
    order = rights_of(game, team).get("order") or []
    return str(order[0]) if order else team


def ability_for(game: "Game", actor: str, action: str) -> "Ability | None":
    """The ability `action` of the actor's current role (or his team's rights), or None."""
    for ability in abilities_of(game, actor):
        if ability.id == action:
            return ability
    return None
