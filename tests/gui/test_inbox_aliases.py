"""The inbox offers to remember a short form the host corrected ("Запомнить «Робика» = IAmRobik"),
one click records it in the game's journal, and the next paste reads it at full confidence."""

from __future__ import annotations

from PySide6.QtCore import Qt

from parsing.real_corpus import needs, page_label, page_text

from .test_inbox import _inbox, _paste, _pick

SEATS = [("IAmRobik", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"),
         ("Toadsteem", "mafioso"), ("Оля", "citizen"), ("Sailor", "citizen")]


def robik_day(window) -> None:
    players = [{"nick": n, "role": r, "account": n.lower() + "_acc"} for n, r in SEATS]
    assert window.controller.new_game("Робик", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players})
    window.controller.apply("phase", kind="day")


def _correct_and_remember(qtbot, window, shot: str) -> str:
    robik_day(window)
    view = _inbox(window)
    _paste(qtbot, view, "От: маша_acc\n\nГолосую за Робика")
    assert view.table.item(0, 8).text() == "75%" and not view.remember.isVisible()
    _pick(view, 0, "target", "IAmRobik")  # the host confirms the guess himself
    assert view.remember.isVisible()
    text = view.remember.text()
    window.resize(1100, 600)
    window.grab().save(shot)
    qtbot.mouseClick(view.remember, Qt.MouseButton.LeftButton)
    assert window.controller.game.aliases == {"Робика": "IAmRobik"}
    assert window.controller.game.entries[-1].data == {"event": "alias", "player": "IAmRobik", "written": "Робика"}
    assert not view.remember.isVisible()
    view.remove_row.click()
    _paste(qtbot, view, "От: оля_acc\n\nГолосую против Робика")
    assert view.table.combo(0, "target").currentData() == "IAmRobik" and view.table.item(0, 8).text() == "100%"
    return text


def test_alias_offered_remembered_and_read_at_once_in_russian(window, qtbot):
    assert _correct_and_remember(qtbot, window, "/tmp/wiring-alias-ru.png") == "Запомнить «Робика» = IAmRobik"


def test_alias_offer_in_polish(open_window, qtbot):
    window = open_window("pl")
    assert _correct_and_remember(qtbot, window, "/tmp/wiring-alias-pl.png") == "Zapamiętaj „Робика” = IAmRobik"


def _gj_rows(view) -> list[int]:
    """Rows of votes for "GJ" (a post the page reader passed over stays a guess: not these)."""
    return [n for n, r in enumerate(view.table.rows)
            if r.written and r.written.strip().casefold() == "gj" and r.note != "page_skipped"]


@needs("mtgsalvation-cobalt-en.txt")
def test_alias_confirmed_once_on_a_real_page_reads_every_row_and_survives_a_restart(open_window, qtbot):
    """mtgsalvation's real page (../shared/corpus/forum): two players vote "GJ" for Gentleman Johnny. The host
    confirms it on one row: the other row already listed reads it at 100% at once, and after a restart of the
    app (another UI language too) a new paste of the page reads both at 100% with nothing to confirm."""
    page = page_label("mtgsalvation-cobalt-en.txt")
    text = page_text("mtgsalvation-cobalt-en.txt")
    first = open_window("en")
    players = [{"nick": n, "role": "mafioso" if n == "D_V" else "citizen"} for n in page["players"]]
    assert first.controller.new_game("Unreliable Cops", {"ruleset": "forum-mafia-classic", "seed": 2,
                                                         "players": players})
    for kind in ("day", "night", "day"):
        if kind != "day" or first.controller.game.phases:
            first.controller.apply("resolve") if first.controller.game.phases else None
        first.controller.apply("phase", kind=kind)
    view = _inbox(first)
    _paste(qtbot, view, text)
    rows = _gj_rows(view)
    assert len(rows) >= 2 and all(view.table.item(n, 8).text() != "100%" for n in rows)
    _pick(view, rows[0], "target", "Gentleman Johnny")
    assert view.remember.text() == "Remember «GJ» = Gentleman Johnny"
    qtbot.mouseClick(view.remember, Qt.MouseButton.LeftButton)
    assert all(view.table.combo(n, "target").currentData() == "Gentleman Johnny" for n in _gj_rows(view))
    assert all(view.table.item(n, 8).text() == "100%" for n in _gj_rows(view))
    first.close()
    second = open_window("pl")  # a restart
    assert second.controller.game.aliases == {"GJ": "Gentleman Johnny"}
    view = _inbox(second)
    view.table.set_rows([])
    _paste(qtbot, view, text)
    assert len(_gj_rows(view)) >= 2
    assert all(view.table.item(n, 8).text() == "100%" for n in _gj_rows(view)) and not view.remember.isVisible()
    second.resize(1200, 700)
    second.grab().save("/tmp/window-alias-restart-pl.png")


def test_a_bare_pet_name_the_parser_cannot_place_is_offered_once_and_kept_after_a_restart(open_window, qtbot):
    """heroeswm.ru Mafia 318 (https://heroeswm.ru/forum_messages.php?tid=2977898, ../shared/corpus/forum/
    heldout-rupl.yaml): a voting post is the nick alone, and one player wrote «Чтотик» for Что_то_с_чем_то — a pet
    name the parser read not at all until it learnt pet names, and may still read only as a guess. The host picks
    the player himself; the row's «which action or vote?» goes, the inbox offers to remember the words (it
    offered nothing while the parser read no words as a name: `bare_name`), and after a restart the same post
    reads as the nick itself does."""
    from .test_signup_list_skipped import HWM318

    first = open_window("ru")
    players = [{"nick": n, "role": "mafioso" if n == "Olreg" else "citizen"} for n in HWM318]
    assert first.controller.new_game("Мафия 318", {"ruleset": "forum-mafia-classic", "seed": 2, "players": players})
    for kind in ("day", "night", "day"):
        if first.controller.game.phases:
            first.controller.apply("resolve")
        first.controller.apply("phase", kind=kind)
    view = _inbox(first)
    _paste(qtbot, view, "Чтотик")
    _pick(view, 0, "sender", "nailia")
    assert not view.remember.isVisible()  # read not at all, or as a guess (the parser's pet-name rule)
    _pick(view, 0, "target", "Что_то_с_чем_то")
    assert view.remember.text() == "Запомнить «Чтотик» = Что_то_с_чем_то"
    assert view.table.item(0, 9).text() == "правила соблюдены"  # the pick answered «Не понял…»
    first.resize(1100, 600)
    first.grab().save("/tmp/window-alias-pet-name-ru.png")
    qtbot.mouseClick(view.remember, Qt.MouseButton.LeftButton)
    first.close()
    second = open_window("en")  # a restart
    view = _inbox(second)
    view.table.set_rows([])
    _paste(qtbot, view, "Чтотик")
    _paste(qtbot, view, "Что_то_с_чем_то")  # the nick itself, alone in a post: a vote as sure as a bare nick is
    assert [view.table.combo(n, "target").currentData() for n in (0, 1)] == ["Что_то_с_чем_то"] * 2
    assert view.table.item(0, 8).text() == view.table.item(1, 8).text() and not view.remember.isVisible()


def test_a_post_that_is_only_a_name_offers_those_words_and_nothing_longer_does():
    from moderator_app.app.inbox.aliases import bare_name

    assert bare_name("Чтотик") == "Чтотик" and bare_name("[b]паровоз Брюстер[/b]") == "паровоз Брюстер"
    assert bare_name("Голосую против Бориса.") is None and bare_name("ну и что, Чтотик?") is None


def test_a_rows_choice_box_is_never_lower_than_it_needs_so_underscores_show(open_window, qtbot):
    """At the window the target «Что_то_с_чем_то» read «Что то с чем то»: the row was lower than its choice box,
    which clipped the underscores (real nicks of heroeswm.ru Mafia 318 and mtgsalvation: D_V)."""
    from .test_signup_list_skipped import HWM318

    window = open_window("ru")
    players = [{"nick": n, "role": "mafioso" if n == "Olreg" else "citizen"} for n in HWM318]
    assert window.controller.new_game("Мафия 318", {"ruleset": "forum-mafia-classic", "seed": 2, "players": players})
    window.controller.apply("phase", kind="day")
    view = _inbox(window)
    _paste(qtbot, view, "Что_то_с_чем_то")
    combo = view.table.combo(0, "target")
    assert view.table.rowHeight(0) >= combo.sizeHint().height()
    window.resize(1100, 600)
    window.grab().save("/tmp/window-underscore-ru.png")
