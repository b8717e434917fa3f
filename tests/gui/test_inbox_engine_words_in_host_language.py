"""When the engine cannot take a row as it stands (a late vote whose re-resolve no longer fits the journal:
it would have ended the game), the inbox says why in the host's language. In a Polish window the row read
«This change does not fit what the journal holds after it: entry 19 (phase) — the game is over: Mafia won.»
(host-findings-4: a day-1 «Głos: Mirenium» left in the inbox would have lynched Mirenium and given the
mafia parity)."""

from __future__ import annotations

from moderator_app.engine.model.errors import InputError
from moderator_app.engine.wording.check_words import say

from .conftest import inbox_tab, paste_text


def test_the_engines_refusal_to_read_a_row_is_said_in_the_hosts_language(small_game):
    view = inbox_tab(small_game)
    paste_text(view, "Сообщение Вася » 07 дек 2026, 10:00\nГолосую против Бориса.")
    [row] = view.table.rows
    view.table.verdicts[id(row)] = InputError(say("replay.does_not_fit", position=19, kind="phase",
                                                  why=say("replay.game_over", winner="Мафия")))
    text, problem = view.table.problem_text(row)
    assert problem and text.startswith("это изменение не сходится с записями после него: запись 19 (phase) — ")
    assert "the game is over" not in text and "this change" not in text.lower()
