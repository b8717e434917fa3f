"""#11 item 2: a broken file in the host's role-set folder (an alias bomb, a set the checker
refuses, a cp1251 file of the wrong shape) is listed on the New game page with its problem, and a
game with another set still starts."""

from __future__ import annotations

from PySide6.QtCore import Qt

from moderator_app import paths
from tests.rolesets.test_bounded_loader import BOMB

ACCOUNTS = ["Вася", "Петя", "Коля", "Маша", "Дина", "Борис", "Ольга", "Sailor"]


def test_C_ROLE_DOC_broken_host_sets_are_listed_with_their_problem_and_never_block_new_game(open_window, qtbot) -> None:
    folder = paths.user_rolesets_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "bomb.yaml").write_text(BOMB, encoding="utf-8")
    (folder / "typo.yaml").write_text("id: typo\nteams: {town: {win: {kind: parity}}}\nabilities: {}\n"
                                      "roles: {villager: {team: twn}}\n", encoding="utf-8")
    (folder / "list.yaml").write_bytes("- один\n- два\n".encode("cp1251"))
    window = open_window()
    window.show_new_game()
    page = window.new_game_page
    shown = {page.roleset.itemData(i): page.roleset.itemText(i) for i in range(page.roleset.count())}
    assert "bomb — нельзя использовать: YAML разворачивается больше чем в 200000 значений" in shown["bomb"]
    assert "typo — нельзя использовать: roles.villager.team: неизвестная команда 'twn' (может быть, 'town'?)" == shown["typo"]
    assert shown["list"] == "list — нельзя использовать: набор ролей должен быть словарём ключей (строки «ключ: значение»), а в файле список"
    page.roleset.setCurrentIndex(page.roleset.findData("typo"))
    assert not page.deal_button.isEnabled() or "twn" in page.warning.text()
    window.grab().save("/tmp/schema-newgame-broken.png")
    page.roleset.setCurrentIndex(page.roleset.findData("forum-mafia-classic"))
    page.signup.setPlainText("\n".join(ACCOUNTS))
    assert page.deal_button.isEnabled(), page.warning.text()
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    assert window.controller.game is not None and window.controller.game.rs.id == "forum-mafia-classic"
