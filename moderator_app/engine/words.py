"""The words posts and explanations share: phase titles, causes of death, reasons, answers.

The words themselves live in the catalogue (`moderator_app/i18n/*.yaml`, keys `phase.`, `cause.`,
`no_execution.`, `answer.`, `refusal.`); these are the engine-facing lookups. Templates get them
already translated (the views fill `*_text` fields). A code the catalogue does not know prints as
the code itself, so a new engine cause shows up in a post instead of crashing it; a test checks
that every cause and reason the engine emits has its words.
"""

from __future__ import annotations

from ..i18n import has, t
from ..i18n.refusal import refusal_text as _refusal_text

PHASE_KINDS = ("night", "day", "council", "unmask")


def _word(prefix: str, code: object, lang: str, **params: object) -> str:
    if code is None:
        return ""
    key = f"{prefix}.{code}"
    return t(key, lang, **params) if has(key) else str(code)


def phase_name(kind: str, lang: str) -> str:
    """"Ночь", "Dzień": the name of a phase kind."""
    return _word("phase.kind", kind, lang)


def phase_title(kind: str, number: int, lang: str) -> str:
    return t("phase.title", lang, kind=kind, number=number) if has(f"phase.kind.{kind}") else f"{kind} {number}"


def cause_text(cause: str, lang: str, nick: str = "") -> str:
    """`kill:mafioso` -> "убит" / "убита" (by the nick's gender): the killer's role never reaches a public post."""
    return _word("cause", cause.split(":", 1)[0], lang, nick=nick)


def cause_noun(cause: str, lang: str) -> str:
    """The cause as the host's log names it ("убийство")."""
    return _word("cause_noun", cause.split(":", 1)[0], lang)


def no_execution_text(reason: str | None, lang: str) -> str:
    return _word("no_execution", reason, lang) if reason else ""


def answer_text(answer: object, lang: str) -> str:
    if isinstance(answer, bool):
        answer = "yes" if answer else "no"
    return _word("answer", answer, lang)


def refusal_text(reason: object, lang: str, rs: object = None) -> str:
    """A refusal (a code with parameters) in `lang`."""
    return _refusal_text(reason, lang, rs)
