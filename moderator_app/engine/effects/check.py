"""Effect `check`: learn the target's side or role; the answer is given once the night has settled
(hook `settled`), from what the target appeared as at the check's turn."""

from __future__ import annotations

from ..model.context import Action, Attack, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, FactDecl, Hooks, Param
from ..model.facts import KILLERS_WORDS, ROLE, CheckFact, RoleFact, with_killers
from ..rolesets.kinds import BOOL, NAME, TEAM, Choice, MapOf
from ..model.state import PublicCheck
from ._common import w
from ..model.events import CheckEvent


def check(night: NightContext, action: Action) -> bool:
    for target in action.targets:
        night.state.setdefault("checks", []).append((action.single(target), night.appears_as(target)))
        night.res.event(CheckEvent(kind="check", actor=action.actor, target=target))
    return True


def answer_checks(night: NightContext, killed: dict[str, list[Attack]]) -> None:
    """Hook `settled`: each check's answer goes to its actor and to the roles that share his results."""
    for action, seen in night.state.get("checks", []):
        answer(night, action, seen, killed)


def answer(night: NightContext, action: Action, seen_team: str, killed: dict[str, list[Attack]]) -> None:
    game, res = night.game, night.res
    ability, target = action.ability, action.targets[0]
    fact: CheckFact | RoleFact
    if ability.get("reveals") == "role":
        fact = RoleFact(kind="role", target=target, role=game.players[target].role)
    else:
        answers = ability.get("answer") or {True: "yes", False: "no"}
        is_side = seen_team == ability.get("side_team")
        result = answers.get(is_side, answers.get(str(is_side).lower(), "yes" if is_side else "no"))
        fact = CheckFact(kind="check", target=target, result=str(result))
    earlier_only = ability.get("killer_info_earlier_only")  # else every kill of this night
    attacks = [a for a in killed.get(target, []) if not earlier_only or a.order < action.order]
    if ability.get("killer_info") and attacks:
        fact["killers"] = [who for a in attacks for who in a.by]
        fact["method"] = "+".join(a.cause for a in attacks)
    if ability.get("public_only"):
        res.result.announcements.append(PublicCheck({**fact, "actor_role": game.players[action.actor].role}))
        return
    roles = ability.get("share_with_roles") or []
    # C-ROLE-SGT: a sharer killed this night is sent nothing (the dead get no results)
    share = [p.nick for p in game.players.values()
             if p.alive and p.nick not in killed and p.role in roles and p.nick != action.actor]
    for to in [action.actor, *share]:
        res.private(to, fact)


CHECK = FactDecl("check", CheckFact, {
    "text": w("Check result: [b]{target}[/b] — {result}.", "Результат проверки: [b]{target}[/b] — {result}.",
              "Wynik sprawdzenia: [b]{target}[/b] — {result}."),
    "killers": KILLERS_WORDS}, with_killers)

EFFECT = EffectDecl(
    name="check", priority=410, stage="info", handler=check, hooks=Hooks(settled=answer_checks), facts=(CHECK, ROLE),
    doc=w("Learn the target's side or role.", "Узнаёт сторону или роль цели.", "Poznaje stronę lub rolę celu."),
    params=(
        Param("reveals", Choice(("side", "role"), {"side": w("whether the target is of `side_team`",
                                                              "из проверяемой ли команды цель", "czy cel jest ze sprawdzanej drużyny"),
                                                    "role": w("the target's role", "роль цели", "rola celu")}),
              w("what the check tells", "что сообщает проверка", "co mówi sprawdzenie"), default="side"),
        Param("side_team", TEAM, w("the team a side check asks about", "о какой команде спрашивает проверка",
                                   "o którą drużynę pyta sprawdzenie"), example="mafia", needed_when=("reveals", "side")),
        Param("answer", MapOf(Choice((True, False)), NAME), w(
            "the answer's name when the target is (true) or is not (false) of `side_team`",
            "название ответа, когда цель из проверяемой команды и когда нет",
            "nazwa odpowiedzi, gdy cel jest ze sprawdzanej drużyny i gdy nie"),
            example={True: "mafia", False: "not_mafia"}),
        Param("killer_info", BOOL, w("a dead target's killers are told too", "о погибшей цели сообщаются убийцы",
                                     "o martwym celu podaje się zabójców"), default=False),
        Param("killer_info_earlier_only", BOOL, w("only kills earlier in the night's order", "только убийства раньше по очереди",
                                                  "tylko zabójstwa wcześniej w kolejności"), default=False),
        Param("public_only", BOOL, w("the answer is announced publicly, not by PM", "ответ объявляется публично, не в ЛС",
                                     "odpowiedź ogłaszana publicznie, nie na PW"), default=False),
    ),
    events=(
        EventDecl("check", CheckEvent, w("{actor} checks {target}",
                                         "{actor} проверяет {target:case:acc}",
                                         "{actor} sprawdza {target:case:acc}")),
    ),
)
