"""#15 item 1: the role-set editor's problem list speaks the host's language (ru, pl) — every message
of a set with several mistakes, with its FILE:LINE, the YAML path and key as written, the closest name,
and a role named by the set's own word; the New game page lists a broken file the same way."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from moderator_app.authoring.rolesets_model import RolesetModel
from moderator_app.engine.rolesets.yamlio import load_yaml
from tests.test_checker import SMALL

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

#: A set with an unknown team, a misspelt key, a wrong number, a deal row that does not add up and
#: an undealt role with its own names.
BROKEN = (SMALL.replace("side_team: wolves", "side_team: wolvs")
          .replace("  villager: {team: town}", "  villager: {team: town, unhealabel: true}")
          .replace("    effect: kill\n", "    effect: kill\n    charges: -1\n")
          .replace("3: {villager: 1, seer: 1, wolf: 1}", "3: {villager: 2, seer: 1, wolf: 1}")
          + "  4: {villager: 2, seer: 1, wolf: 1}\n")
BROKEN = BROKEN.replace("  wolf: {team: wolves, abilities: [bite]}",
                        "  wolf: {team: wolves, abilities: [bite]}\n"
                        "  hermit: {team: town, names: {ru: Отшельник, pl: Pustelnik, en: Hermit}}")

EXPECTED = {
    "ru": ["abilities.bite.charges: должно быть целым числом не меньше 0, а не '-1'",
           "abilities.look.side_team: неизвестная команда 'wolvs' (может быть, 'wolves'?)",
           "roles.villager: неизвестный ключ 'unhealabel' (может быть, 'unhealable'?)",
           "предупреждение: roles.hermit: роли «Отшельник» нет ни в одной строке раздачи",
           "deal.3: ролей в сумме 4, а игроков 3"],
    "pl": ["abilities.bite.charges: musi być liczbą całkowitą co najmniej 0, a nie '-1'",
           "abilities.look.side_team: nieznana drużyna 'wolvs' (czy chodziło o 'wolves'?)",
           "roles.villager: nieznany klucz 'unhealabel' (czy chodziło o 'unhealable'?)",
           "ostrzeżenie: roles.hermit: roli „Pustelnik” nie ma w żadnym wierszu rozdania",
           "deal.3: ról jest razem 4, a graczy 3"],
}
#: Words of the English messages that must not reach a Russian or Polish host.
ENGLISH = re.compile(r"\b(unknown|must be|did you mean|warning|add up|not one of|deal row|players)\b")


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_C_ROLE_DOC_the_editors_problem_list_is_in_the_hosts_language(open_window, qtbot, lang):
    window = open_window(lang)
    window.open_roleset_editor()
    editor = window.editor_window
    editor.load_model(RolesetModel(load_yaml(BROKEN)))
    shown = [editor.problems.item(i).text() for i in range(editor.problems.count())]
    assert all(re.match(r"tiny\.yaml:\d+: ", text) for text in shown), shown
    for expected in EXPECTED[lang]:
        assert any(text.endswith(expected) for text in shown), (expected, shown)
    assert [text for text in shown if ENGLISH.search(text)] == []
    editor.resize(1100, 760)
    editor.tabs.setCurrentWidget(editor.pages["deal"])
    QApplication.processEvents()
    editor.grab().save(f"/tmp/checkmsg-editor-{lang}.png")


@pytest.mark.gui
@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_C_ROLE_DOC_new_game_lists_a_broken_set_in_the_hosts_language(open_window, lang):
    from moderator_app import paths

    folder = paths.user_rolesets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "typo.yaml").write_text(SMALL.replace("side_team: wolves", "side_team: wolvs"), encoding="utf-8")
    (folder / "empty.yaml").write_text("", encoding="utf-8")
    window = open_window(lang)
    window.show_new_game()
    page = window.new_game_page
    shown = {page.roleset.itemData(i): page.roleset.itemText(i) for i in range(page.roleset.count())}
    expected = {"ru": ("typo — нельзя использовать: abilities.look.side_team: неизвестная команда 'wolvs' (может быть, 'wolves'?)",
                       "набор ролей должен быть словарём ключей (строки «ключ: значение»), а в файле пусто"),
                "pl": ("abilities.look.side_team: nieznana drużyna 'wolvs' (czy chodziło o 'wolves'?)",
                       "zestaw ról musi być słownikiem kluczy (wiersze „klucz: wartość”), a w pliku jest pusto")}[lang]
    assert shown["typo"].endswith(expected[0]) and shown["empty"].endswith(expected[1]), shown
    page.roleset.setCurrentIndex(page.roleset.findData("typo"))
    QApplication.processEvents()
    assert "'wolvs'" in page.warning.text() and ENGLISH.search(page.warning.text()) is None, page.warning.text()
    window.grab().save(f"/tmp/checkmsg-newgame-{lang}.png")  # the chosen broken set shows its problem


@pytest.mark.parametrize("lang, expected", [("ru", "set.yaml:3: неизвестная команда 'twn' (может быть, 'town'?)"),
                                            ("pl", "set.yaml:3: nieznana drużyna 'twn' (czy chodziło o 'town'?)")])
def test_the_balance_panel_says_why_a_set_cannot_be_simulated_in_the_hosts_language(qtbot, lang, expected):
    from moderator_app.engine.wording.check_words import did_you_mean, hinted, say
    from moderator_app.engine.model.errors import InputError
    from moderator_app.gui.balance_panel import BalancePanel

    def broken_source():
        raise InputError(hinted(say("unknown.team", value="twn"), did_you_mean("town")), file="set.yaml", line=3)

    panel = BalancePanel(broken_source, lang)
    qtbot.addWidget(panel)
    panel.start()
    assert panel.numbers.toPlainText() == expected and panel.worker is None
