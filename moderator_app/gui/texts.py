"""Host-facing words for engine values: phase labels, refusal reasons, role and team names.

The engine speaks English ids and reasons; the GUI shows them in the interface language.
Reasons are marked with QT_TRANSLATE_NOOP so lupdate collects them into the .ts files.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.state import Phase

_PHASES = {
    "day": QT_TRANSLATE_NOOP("Texts", "Day %1"),
    "night": QT_TRANSLATE_NOOP("Texts", "Night %1"),
    "council": QT_TRANSLATE_NOOP("Texts", "Council %1"),
    "unmask": QT_TRANSLATE_NOOP("Texts", "Unmasking %1"),
}
_PHASE_KINDS = {
    "day": QT_TRANSLATE_NOOP("Texts", "day"),
    "night": QT_TRANSLATE_NOOP("Texts", "night"),
    "council": QT_TRANSLATE_NOOP("Texts", "council"),
    "unmask": QT_TRANSLATE_NOOP("Texts", "unmasking"),
}
_REASONS = [
    QT_TRANSLATE_NOOP("Texts", "dead actor"),
    QT_TRANSLATE_NOOP("Texts", "not this role's ability"),
    QT_TRANSLATE_NOOP("Texts", "inactive"),
    QT_TRANSLATE_NOOP("Texts", "already used (once per game)"),
    QT_TRANSLATE_NOOP("Texts", "no charges left"),
    QT_TRANSLATE_NOOP("Texts", "no target"),
    QT_TRANSLATE_NOOP("Texts", "cannot target himself"),
    QT_TRANSLATE_NOOP("Texts", "same target two nights in a row"),
    QT_TRANSLATE_NOOP("Texts", "no lynch on day 1"),
    QT_TRANSLATE_NOOP("Texts", "dead voter"),
    QT_TRANSLATE_NOOP("Texts", "deprived of the vote"),
    QT_TRANSLATE_NOOP("Texts", "self-vote"),
    QT_TRANSLATE_NOOP("Texts", "not understood"),
    QT_TRANSLATE_NOOP("Texts", "a death note was already sent; it cannot be changed"),
]
_PATTERNS = [
    (re.compile(r"^(?P<a>.+) is already dead$"), QT_TRANSLATE_NOOP("Texts", "%1 is already dead")),
    (re.compile(r"^not a (?P<a>\w+) action$"), QT_TRANSLATE_NOOP("Texts", "not a %1 action")),
    (re.compile(r"^too many targets \((?P<a>\d+), at most (?P<b>\d+)\)$"),
     QT_TRANSLATE_NOOP("Texts", "too many targets (%1, at most %2)")),
    (re.compile(r"^no vote in a (?P<a>\w+)$"), QT_TRANSLATE_NOOP("Texts", "no vote in a %1")),
    (re.compile(r"^not understood: (?P<a>.+)$"), QT_TRANSLATE_NOOP("Texts", "not understood: %1")),
]


def tr(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


def phase_label(phase: "Phase") -> str:
    return tr(_PHASES.get(phase.kind, "%1")).replace("%1", str(phase.number)) if phase.kind in _PHASES \
        else phase.label


def phase_kind(kind: str) -> str:
    return tr(_PHASE_KINDS[kind]) if kind in _PHASE_KINDS else kind


def reason(text: str | None) -> str:
    """An engine refusal reason in the interface language (unknown reasons pass unchanged)."""
    if not text:
        return ""
    if text in _REASONS:
        return tr(text)
    for pattern, template in _PATTERNS:
        match = pattern.match(text)
        if match:
            groups = match.groupdict()
            values = [phase_kind(v) if k == "a" and v in _PHASE_KINDS else v for k, v in groups.items()]
            out = tr(template)
            for n, value in enumerate(values, 1):
                out = out.replace(f"%{n}", value)
            return out
    return text


def role_name(game: "Game", role_id: str, lang: str) -> str:
    role = game.rs.roles.get(role_id)
    return role.name(lang) if role is not None else role_id


def team_name(game: "Game", team_id: str | None, lang: str) -> str:
    if not team_id:
        return "—"
    team = game.rs.teams.get(team_id)
    return team.name(lang) if team is not None else team_id


def action_name(game: "Game", action_id: str, lang: str) -> str:
    for ability in game.rs.abilities.values():
        if ability.id == action_id:
            return ability.name(lang)
    return action_id or "?"


def entry_text(game: "Game", kind: str, data: dict[str, Any], lang: str, phase: str = "") -> str:
    """One journal entry as the host reads it (names, not ids); `phase` labels phase/resolve lines."""
    if kind == "action":
        targets = data.get("targets") or ([data["target"]] if data.get("target") else [])
        where = data.get("room") or ", ".join(targets) or "—"
        text = f"{data.get('actor')}: {action_name(game, str(data.get('action') or ''), lang)} → {where}"
        return text + (f" «{data['text']}»" if data.get("text") else "")
    if kind == "vote":
        target = "—" if data.get("abstain") or data.get("cancel") else str(data.get("target") or data.get("text") or "—")
        return f"{data.get('voter')} → {target}" + (f" ({data['color']})" if data.get("color") else "")
    if kind in ("phase", "resolve"):
        return (phase or str(data.get("kind", ""))) + (" ✓" if kind == "resolve" else "")
    if kind == "host":
        rest = ", ".join(f"{v}" for k, v in data.items() if k not in ("event", "seq", "refused", "done") and v not in ("", None))
        return f"⚑ {data.get('event')}: {rest}"
    if kind == "setup":
        return f"{game.rs.name(lang)} · {len(data.get('players') or [])} · seed {data.get('seed')}"
    return kind


def journal_lines(game: "Game", lang: str) -> list[str]:
    """The whole journal, numbered, with each phase labelled as the host saw it."""
    lines, counts, label = [], {}, ""
    for number, entry in enumerate(game.entries):
        if entry.kind == "phase":
            phase_kind_id = str(entry.data.get("kind"))
            counts[phase_kind_id] = counts.get(phase_kind_id, 0) + 1
            label = f"{phase_kind(phase_kind_id)} {counts[phase_kind_id]}"
        lines.append(f"{number}. {entry_text(game, entry.kind, entry.data, lang, label)}")
    return lines


def change_text(game: "Game", change: Any, lang: str) -> str:
    """The status line after a host input, in the interface language (names, not ids)."""
    label = phase_label(game.phases[-1]) if game is not None and game.phases else ""
    text = entry_text(game, change.entry.kind, change.understood or change.entry.data, lang, label)
    return text + (f" — {reason(change.refused)}" if change.refused else "")
