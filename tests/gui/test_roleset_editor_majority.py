"""The editor's vote form reads the vote's declaration (schema_parts.VOTE): the majority quorum and the
`ends_at_majority` switch appear there in the host's words with no code of their own, and picking them
writes the set (tests named after the options: no ../shared/rules checklist covers them)."""

from __future__ import annotations

import pytest

from moderator_app.authoring.rolesets_fields import VOTE_FIELDS

from .test_roleset_editor_declared import _editor
from .test_roleset_editor import _clone_classic

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")]


@pytest.mark.parametrize("lang, switch_words, quorum_words", [
    ("ru", "День кончается, как только кандидат набрал большинство живых", "лидеру нужно большинство"),
    ("pl", "Dzień kończy się, gdy tylko kandydat ma większość żywych", "lider potrzebuje większości"),
    ("en", "The day ends as soon as a candidate has a majority of the living", "the leader needs a majority")])
def test_ends_at_majority_and_quorum_majority_are_in_the_vote_form(qtbot, lang, switch_words, quorum_words) -> None:
    editor = _editor(qtbot, lang)
    _clone_classic(qtbot, editor)
    vote = editor.pages["vote"]
    editor.tabs.setCurrentWidget(vote)
    switch = vote.switches["ends_at_majority"]
    assert switch.text().startswith(switch_words) and not switch.isChecked()  # declared default: off
    index = vote.quorum.findData("majority")
    assert index >= 0 and vote.quorum.itemText(index).startswith(quorum_words)
    assert VOTE_FIELDS["quorum"].choice_text("majority", lang) == vote.quorum.itemText(index)
    switch.click()
    vote.quorum.setCurrentIndex(index)
    vote.quorum.activated.emit(index)
    assert editor.model.section("vote")["ends_at_majority"] is True
    assert editor.model.vote_value("quorum") == "majority"  # the classic set keeps it in its option $lynch_quorum
