"""Sub-masks, the provable deal and the host's own templates, driven as a host would: New game
issues game nicks and passwords for the sign-up accounts, the Posts tab offers the opening post with
the deal's hash and, at the end, the final reveal with the salt that proves it; a template copied
from the Tools menu into the host's folder is what the Posts tab renders from then on."""

from __future__ import annotations

import hashlib
import re

from PySide6.QtCore import Qt

from moderator_app.posts.commitment import canonical_deal, commit

ACCOUNTS = ["Вася", "Петя", "Коля", "Маша", "Дина", "Борис", "Оля", "Sailor"]


def _masked_game(window, qtbot):
    window.show_new_game()
    page = window.new_game_page
    page.signup.setPlainText("\n".join(ACCOUNTS))
    qtbot.mouseClick(page.players.use_masks, Qt.MouseButton.LeftButton)
    table = page.players.table
    nicks = [table.item(r, 1).text() for r in range(table.rowCount())]
    assert all(nicks) and len(set(nicks)) == len(ACCOUNTS) and not set(nicks) & set(ACCOUNTS)
    table.item(2, 1).setText("Sailor")  # the host types a nick that is somebody's real account
    assert "маска не должна совпадать с лицом" in page.warning.text() and not page.deal_button.isEnabled()
    table.item(2, 1).setText("Ночной Гость")
    assert page.warning.text() == "" and page.deal_button.isEnabled()
    qtbot.mouseClick(page.deal_button, Qt.MouseButton.LeftButton)
    return window.controller.game


def test_C_FLOW_8_sub_masks_issued_at_new_game_reach_the_role_cards(window, qtbot):
    game = _masked_game(window, qtbot)
    assert game.players["Ночной Гость"].account == "Коля"
    seats = [p.nick for p in sorted(game.players.values(), key=lambda p: p.seat)]
    assert seats == sorted(seats, key=str.casefold)  # seats by game nick: the sign-up order unmasks nobody
    pms = window.game_view.role_pms
    for row, player in enumerate(sorted(game.players.values(), key=lambda p: p.seat)):
        assert pms.table.item(row, 1).text() == player.account
        assert f"[b]{player.nick}[/b]" in pms.texts[row] and f"[code]{player.extra['password']}[/code]" in pms.texts[row]


def test_provable_deal_opening_hash_and_final_reveal_salt(window, qtbot):
    game = _masked_game(window, qtbot)
    salt = game.setup_data["deal_salt"]
    assert re.fullmatch(r"[0-9a-f]{32}", salt)
    view = window.game_view
    view.tabs.setCurrentWidget(view.posts)
    posts = view.posts
    assert posts.phase_pick.currentData() == "opening" and posts.phase_pick.count() == 1
    opening = posts.posts[0][1]
    digest = commit(canonical_deal(game), salt)
    assert digest in opening and salt not in opening
    assert posts.source.toPlainText() == opening
    # the host ends the game: modkills of the mafia, and the final reveal appears with the salt
    controller = window.controller
    controller.apply("phase", kind=game.next_phase_kind())
    for nick in [n for n, p in controller.game.players.items() if p.team == "mafia"]:
        controller.apply("host", event="modkill", player=nick, reason="test")
    controller.apply("resolve")
    assert controller.game.winner == "town"
    assert posts.phase_pick.itemData(posts.phase_pick.count() - 1) == "final"
    posts.phase_pick.setCurrentIndex(posts.phase_pick.count() - 1)
    reveal = posts.posts[0][1]
    assert salt in reveal
    committed = re.search(r"printf '%s' '(deal:v2;[^']*;salt=" + salt + ")'", reveal)
    assert committed is not None and hashlib.sha256(committed.group(1).encode()).hexdigest() == digest
    for player in controller.game.players.values():  # real account paired with its game nick
        assert f"{player.account} → {player.nick}" in reveal


def test_host_edits_a_template_from_the_menu_previews_it_and_the_posts_use_it(window, qtbot, tmp_path):
    """The menu opens a real editor (it only copied the .j2 file): edit, preview the BBCode on the open
    game before saving, a mistake named by file and line with the text kept, save to the host's folder."""
    window.controller.settings.post_lang = "ru"
    window.action_edit_template.trigger()
    editor = window.template_window
    assert editor.choice.currentText() == "Первый пост игры — Русский"  # the posts' language first, in words
    copy = tmp_path / "data" / "templates" / "ru" / "opening.bbcode.j2"  # every setting and own file: the data folder
    shipped = editor.text.toPlainText()
    editor.text.setPlainText("[b]Наш клуб[/b] {{ post.set_name }}\n" + shipped)
    qtbot.mouseClick(editor.preview_button, Qt.MouseButton.LeftButton)
    assert editor.bbcode.toPlainText().startswith("[b]Наш клуб[/b] ") and "Наш клуб" in editor.rendered.toPlainText()
    assert not copy.exists()  # a preview saves nothing
    editor.text.setPlainText("строка\n{{ post.no_such_key }}\n")
    qtbot.mouseClick(editor.preview_button, Qt.MouseButton.LeftButton)
    assert f"{copy}:2:" in editor.status.text() and editor.text.toPlainText().startswith("строка")  # file:line, text kept
    assert editor.text.textCursor().blockNumber() == 1  # the cursor waits on the line named
    editor.text.setPlainText("[b]Наш клуб[/b] {{ post.set_name }}\n" + shipped)
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert copy.is_file() and editor.where.text() == str(copy) and editor.status.text().startswith("Сохранено")
    view = window.game_view
    view.tabs.setCurrentWidget(view.posts)
    view.posts.phase_pick.setCurrentIndex(0)
    assert view.posts.posts[0][1].startswith("[b]Наш клуб[/b]")
    editor.grab().save(str(tmp_path / "template_editor.png"))
    qtbot.mouseClick(editor.shipped_button, Qt.MouseButton.LeftButton)
    assert not copy.exists() and editor.text.toPlainText() == shipped


def test_copying_a_role_pm_says_whose_it_is_and_to_whom_without_breaking_case(window, qtbot):
    """hostdrill: «ЛС с ролью для Старый Кабан скопировано: отправьте его Татьяна Викторовна» — nicks
    cannot be declined, so the sentence names them in the nominative, labelled."""
    game = _masked_game(window, qtbot)
    pms = window.game_view.role_pms
    pms.copy(0)
    player = sorted(game.players.values(), key=lambda p: p.seat)[0]
    assert window.statusBar().currentMessage() == (
        f"ЛС с ролью скопировано (игрок: {player.nick}) — отправьте адресату: {player.account}, "
        "затем отметьте «Отправлено».")


def test_new_game_masks_for_nine_accounts_never_share_an_adjective(window, qtbot):
    """Hostplay: a 9-player game was dealt «Ночной Сокол» and «Ночная Рысь» (a pair at a glance)."""
    from moderator_app.posts.submasks import adjective_of

    window.show_new_game()
    page = window.new_game_page
    page.signup.setPlainText("\n".join(ACCOUNTS + ["Глеб"]))
    qtbot.mouseClick(page.players.use_masks, Qt.MouseButton.LeftButton)
    table = page.players.table
    nicks = [table.item(r, 1).text() for r in range(table.rowCount())]
    assert len(nicks) == 9 and len({adjective_of(n) for n in nicks}) == 9
    table.item(0, 1).setText("")  # the host clears one nick and asks again: the new one avoids the others' adjectives
    qtbot.mouseClick(page.players.issue_button, Qt.MouseButton.LeftButton)
    again = [table.item(r, 1).text() for r in range(table.rowCount())]
    assert again[1:] == nicks[1:] and len({adjective_of(n) for n in again}) == 9
