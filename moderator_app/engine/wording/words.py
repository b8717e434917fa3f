"""The words posts and explanations share: phase titles, causes of death, reasons, answers.

The words themselves live in the catalogue (`moderator_app/i18n/*.yaml`, keys `phase.`, `cause.`,
`no_execution.`, `answer.`, `refusal.`, `vote.`); these are the engine-facing lookups. A role set's
own codes (`causes:`, `answers:`) read with the role set's words first, through the catalogue's
fallback chain (`i18n.name_in`) — the one seam for a role set's words. Templates get them already
translated (the views fill `*_text` fields). A code nobody has words for prints as the code itself,
so a new engine cause shows up in a post instead of crashing it; a test checks that every cause
and reason the engine emits has its words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import catalogue, has, name_in, t
from ...i18n.format import fill

if TYPE_CHECKING:
    from ..model.state import Phase
    from ..rolesets.roles import Ability

PHASE_KINDS = ("night", "day", "council", "unmask")

#: Colour names BBCode forums draw as they are; any other colour id prints without a tag unless
#: the role set gives it one (`vote: color_tags: {zwykly: gray}`).
BBCODE_COLORS = {"red", "blue", "green", "black", "white", "yellow", "orange", "purple", "gray", "grey",
                 "brown", "pink", "navy", "maroon", "teal", "olive", "silver", "darkred", "darkblue", "darkgreen"}


def _word(prefix: str, code: object, lang: str, **params: object) -> str:
    if code is None:
        return ""
    key = f"{prefix}.{code}"
    return t(key, lang, **params) if has(key) else str(code)


def declared_word(rs: object, section: str, code: object, lang: str) -> str | None:
    """A word the role set declares for one of its own codes: `causes: {potion: {ru: …, pl: …,
    en: …}}` (how a death reads in a post), `answers: {innocent: {…}}` (a check's answer)."""
    table = (getattr(rs, "raw", None) or {}).get(section) or {}
    entry = table.get(code) if isinstance(table, dict) and isinstance(code, (str, bool)) else None
    if isinstance(entry, dict):
        return name_in(entry, lang, "") or next((str(v) for v in entry.values() if v), None)
    return str(entry) if isinstance(entry, str) else None


def phase_name(kind: str, lang: str) -> str:
    """"Ночь", "Dzień": the name of a phase kind."""
    return _word("phase.kind", kind, lang)


def phase_title(kind: str, number: int, lang: str) -> str:
    return t("phase.title", lang, kind=kind, number=number) if has(f"phase.kind.{kind}") else f"{kind} {number}"


def phase_label(phase: "Phase", lang: str) -> str:
    """"Ночь 2", "Dzień 1": a phase as the host, the log and the posts name it; a phase of a kind the
    words do not know, its label. The one way to name a phase (app/host_words offers it to the GUI)."""
    return phase_title(phase.kind, phase.number, lang) if phase.kind in PHASE_KINDS else phase.label


def label_title(label: str, lang: str) -> str:
    """"Noc 2" for a phase's label ("night 2") where the phase itself is gone (undone) or only its label
    is kept (a death's phase): a label of a kind the words do not know stays as it is. The inbox showed
    «⚠ night 2» and «jego fazy (night 2)» (host-findings-4)."""
    kind, _, number = str(label).partition(" ")
    return phase_title(kind, int(number), lang) if kind in PHASE_KINDS and number.isdigit() else str(label)


def cause_text(cause: str, lang: str, rs: object = None, nick: str = "") -> str:
    """`kill:mafioso` -> "убит" / "убита" (by the nick's gender): the killer's role never reaches a
    public post. A cause the role set declares under `causes:` reads with its own words; a cause
    only an ability of the set names (`cause: potion`) reads with that ability's name."""
    head = cause.split(":", 1)[0]
    declared = declared_word(rs, "causes", head, lang)
    if declared:
        return _with_victim(declared, lang, nick)
    if has(f"cause.{head}"):
        return t(f"cause.{head}", lang, nick=nick)
    by = _ability_with_cause(rs, head, lang)
    return t("cause.by_ability", lang, what=by) if by else head


def _with_victim(words_: str, lang: str, nick: str) -> str:
    """A set's own cause words may follow the victim's gender as the catalogue's do
    («{nick:gender:застрелен|застрелена|застрелен(а)} средь бела дня»); words without a placeholder,
    or with one the catalogue's grammar does not know, read as written."""
    if "{" not in words_:
        return words_
    try:
        return fill(words_, lang, {"nick": nick})
    except (KeyError, ValueError, IndexError):
        return words_


def cause_noun(cause: str, lang: str, rs: object = None) -> str:
    """The cause as the host's log names it ("убийство"); a set's gendered words in their third form."""
    head = cause.split(":", 1)[0]
    declared = declared_word(rs, "causes", head, lang)
    return (_with_victim(declared, lang, "") if declared else None) or (_word("cause_noun", head, lang) if has(f"cause_noun.{head}") else None) \
        or _ability_with_cause(rs, head, lang) or head


def _ability_with_cause(rs: object, cause: str, lang: str) -> str | None:
    abilities: dict[str, Ability] = getattr(rs, "abilities", None) or {}
    for ability in abilities.values():
        if ability.get("cause") == cause:
            return ability.name(lang)
    return None


def no_execution_text(reason: str | None, lang: str) -> str:
    return _word("no_execution", reason, lang) if reason else ""


def color_name(color: str, lang: str) -> str:
    """A vote colour as the post's language names it ("red" -> "красный"); a set's own id stays."""
    return _word("color", color, lang)


def no_lynch_vote(lang: str) -> str:
    """How a vote for "no lynch" reads in a public tally."""
    return t("vote.no_lynch", lang)


def catalogue_answers() -> tuple[str, ...]:
    """The answer codes the catalogue words (`answer.*`: mafia, not_mafia, yes, no…), for the checker."""
    return tuple(key.split(".", 1)[1] for key in catalogue("en") if key.startswith("answer."))


def answer_text(answer: object, lang: str, rs: object = None) -> str:
    declared = declared_word(rs, "answers", answer, lang)
    if declared:
        return declared
    if isinstance(answer, bool):
        answer = "yes" if answer else "no"
    return _word("answer", answer, lang)


def fate_text(fate: str, code: str | None, lang: str) -> str:
    """A request's or vote's fate in words, with its reason where the catalogue has one
    («не сработало: блокировка»): the inbox's rows and the final reveal's moves say it alike."""
    said = t(f"fate.kind.{fate}", lang)
    if code and has(f"fate.code.{code}"):
        said += ": " + t(f"fate.code.{code}", lang)
    return said
