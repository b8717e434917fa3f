"""Effect `question`: the host answers a yes/no question by PM (host event `answer`, text).

Questions about a role or a night action are not allowed (the explanation says so).
"""

from __future__ import annotations

from ..model.context import Action, NightContext
from ..rolesets.decl import EffectDecl, EventDecl, FactDecl
from ..model.facts import AnswerFact
from ._common import w
from ..model.events import QuestionEvent, QuestionUnansweredEvent


def question(night: NightContext, action: Action) -> bool:
    answers = [h for h in night.phase.host if h.get("event") == "answer" and h.get("player", action.actor) == action.actor]
    if not answers:
        night.res.event(QuestionUnansweredEvent(kind="question_unanswered", actor=action.actor))
        return True
    answer = answers[-1]
    night.res.private(action.actor, AnswerFact(kind="answer", text=str(answer.get("text") or ""), question=answer.get("question")))
    night.res.event(QuestionEvent(kind="question", actor=action.actor, question=answer.get("question") or "—", text=answer.get("text") or ""))
    return True


EFFECT = EffectDecl(
    name="question", priority=650, stage="info", host_answers=True, handler=question,
    doc=w("The host answers a yes/no question by PM (host event `answer`).",
          "Ведущий отвечает в ЛС на вопрос «да/нет».",
          "Prowadzący odpowiada na PW na pytanie tak/nie."),
    facts=(FactDecl("answer", AnswerFact, {"text": w(
        "The host's answer to your question: [b]{text}[/b]", "Ответ ведущего на ваш вопрос: [b]{text}[/b]",
        "Odpowiedź prowadzącego na twoje pytanie: [b]{text}[/b]")}),),
    events=(
        EventDecl("question_unanswered", QuestionUnansweredEvent, w("{actor} bribes the Council: the host's answer is not entered yet",
                                                                    "{actor} подкупает Совет: ответ ведущего ещё не введён",
                                                                    "{actor} przekupuje Radę: brak jeszcze odpowiedzi prowadzącego")),
        EventDecl("question", QuestionEvent, w("{actor} asks: '{question}' — answer: {text} (questions about a role or a night action are not allowed)",
                                               "{actor} спрашивает: «{question}» — ответ: {text} (вопросы о роли или ночном действии запрещены)",
                                               "{actor} pyta: „{question}” — odpowiedź: {text} (pytania o rolę lub akcję nocną są zabronione)")),
    ),
)
