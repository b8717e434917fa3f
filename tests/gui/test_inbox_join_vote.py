"""«Присоединяюсь к Кабану» on a pasted page (issue #13, the hostplay evening): neither counted nor dropped —
the inbox lists the post unticked with the reason, naming Кабан and his vote, in the host's language
(H-VOTE-5: votes counted from pasted posts; nothing vanishes silently)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

PAGES = {
    "ru": ("""Сообщение Кабан 17 сен 2009, 21:51
Голосую против Васи

Сообщение Петя 17 сен 2009, 22:01
[quote="Кабан"]Голосую против Васи[/quote]
Присоединяюсь к Кабану
""", ["Кабан", "Вася", "Петя", "Маша", "Оля"]),
    "pl": ("""Post przez Kabal » 2014-01-23, 19:48
Głosuję na Olę

Post przez Piotr » 2014-01-23, 19:58
[quote="Kabal"]Głosuję na Olę[/quote]
Dołączam do Kabala
""", ["Kabal", "Ola", "Piotr", "Kasia", "Tomek"]),
}


def _page_pasted_on_day_two(open_window, lang):
    """A classic game of the page's five players on day 2, the page pasted into its inbox as a host does."""
    window = open_window(lang)
    players = [{"nick": n, "role": r} for n, r in zip(PAGES[lang][1], ["citizen", "mafioso", "citizen", "doctor", "citizen"])]
    assert window.controller.new_game("Страница", {"ruleset": "forum-mafia-classic", "seed": 2, "players": players})
    for entry in (("phase", "day"), ("resolve", None), ("phase", "night"), ("resolve", None), ("phase", "day")):
        # the page's game ran long ago: no deadline of today, which would make its posts older than the game (mark_older)
        window.controller.apply(entry[0], **({"kind": entry[1], "deadline": None} if entry[1] else {}))
    view = window.game_view.inbox
    window.game_view.tabs.setCurrentWidget(view)
    QApplication.clipboard().setText(PAGES[lang][0])
    view.paste.setFocus()
    view.paste.paste()
    return window, view


@pytest.mark.parametrize(("lang", "word"), [("ru", "Присоединение"), ("pl", "Dołączenie")])
def test_H_VOTE_5_a_join_on_a_pasted_page_is_listed_unticked_with_its_reason(open_window, qtbot, lang, word):
    """The sentence is in the page's language, as every page problem is (the page reader's default)."""
    leader, target, joiner, *_rest = PAGES[lang][1]
    window, view = _page_pasted_on_day_two(open_window, lang)
    rows = {r.actor: r for r in view.table.rows}
    assert rows[leader].targets == [target] and view.ready(rows[leader])
    joined = rows[joiner]
    assert not joined.include and not joined.targets
    assert word in joined.problem and leader in joined.problem and target in joined.problem
    window.grab().save(f"/tmp/rupl-join-{lang}.png")


def test_H_VOTE_5_a_join_the_host_answers_by_picking_the_target_no_longer_asks(open_window, qtbot):
    """host-findings-4 item 6: after the host picked the target of a join by hand, the row still said «… решите
    вручную» at 100%. The pick answers the question: the row follows the rules."""
    _leader, target, joiner, *_rest = PAGES["ru"][1]
    window, view = _page_pasted_on_day_two(open_window, "ru")
    index = next(i for i, r in enumerate(view.table.rows) if r.actor == joiner)
    assert "вручную" in view.table.problem_text(view.table.rows[index])[0]
    combo = view.table.combo(index, "target")
    combo.setCurrentIndex(combo.findData(target))
    combo.activated.emit(combo.currentIndex())
    row = view.table.rows[index]
    words, problem = view.table.problem_text(row)
    assert row.targets == [target] and row.problem is None and "вручную" not in words and not problem
