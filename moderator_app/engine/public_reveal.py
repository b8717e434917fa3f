"""Night actions that tell the town something or ask the host (H-TOWN-ENOCH serum,
H-HOL-BARON bribe): effects `reveal_role` and `question`.

`reveal_role` makes the target's role public in the night's result (`exposed`, reason `serum`),
unless the target's role is immune to it (`immune: [{effect: reveal_role}]`); the actor may be
exposed too (`exposure` odds, exposure.py). `question` delivers the host's answer (host event
`answer`, text) to the asker by PM and warns that questions about a role or a night action are
not allowed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .exposure import draw_exposure

if TYPE_CHECKING:
    from .night import Action, Night


def reveal_role(night: "Night", action: "Action") -> bool:
    for target in action.targets:
        if night.dead_now(target):
            night.res.event("target_dead", actor=action.actor, action=action.ability.id, target=target)
            continue
        role = night.game.rs.roles[night.game.players[target].role]
        if any(rule.get("effect") == "reveal_role" for rule in role.get("immune") or []):
            night.res.event("immune", actor=action.actor, target=target, action=action.ability.id)
            continue
        night.res.result.exposed.append({"nick": target, "role": role.id, "kind": "serum"})
        night.res.event("role_revealed", actor=action.actor, target=target, role=role.id)
    draw_exposure(night, action, count=1)
    return True


def question(night: "Night", action: "Action") -> bool:
    answers = [h for h in night.phase.host if h.get("event") == "answer" and h.get("player", action.actor) == action.actor]
    if not answers:
        night.res.event("question_unanswered", actor=action.actor)
        return True
    answer = answers[-1]
    night.res.private(action.actor, kind="answer", text=str(answer.get("text") or ""), question=answer.get("question"))
    night.res.event("question", actor=action.actor, question=answer.get("question") or "—", text=answer.get("text") or "")
    return True
