"""The host-facing words of engine values (app/host_words.py) in the interface language the window shows
(`gui.i18n.current_lang`): a phase's title, a phase kind inside a sentence, an engine refusal. The rest of
the words take their language from the caller and are app/host_words' own, named here for the screens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..app import host_words
from ..app.host_words import (action_name, amend_preview_text, among, change_text, entry_text, fact_changes,
                              forum_time, gendered, journal_lines, last_entry_line, later_changes, pm_addressee,
                              role_name, team_name)
from .i18n import current_lang

if TYPE_CHECKING:
    from ..engine.model.game import Game
    from ..engine.model.state import Phase

__all__ = ["action_name", "amend_preview_text", "among", "change_text", "entry_text", "fact_changes", "forum_time",
           "gendered", "journal_lines", "label_title", "last_entry_line", "later_changes", "phase_kind", "phase_label", "pm_addressee",
           "reason", "role_name", "team_name"]


def phase_label(phase: "Phase") -> str:
    """"Ночь 2": the phase's title in the interface language."""
    return host_words.phase_label(phase, current_lang())


def label_title(label: str) -> str:
    """"Noc 2" for a phase's label, where the phase itself may be gone, in the interface language."""
    return host_words.label_title(label, current_lang())


def phase_kind(kind: str) -> str:
    """"ночь", "dzień": a phase kind inside a sentence, in the interface language."""
    return host_words.phase_kind(kind, current_lang())


def reason(text: object, game: "Game | None" = None) -> str:
    """An engine refusal in the interface language (a code with parameters; a plain text as it is)."""
    return host_words.reason(text, current_lang(), game)
