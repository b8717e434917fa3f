"""A sign-up THREAD pasted into the new game: the players are the posts' authors, never the posts'
words ("я в деле", "Записываюсь!"); the host's announcement and a player who signs out again are
left out and listed with the reason. The page follows phpBB 3.3 prosilver as a browser copies it
(the layout of tests/parsing/fixtures/threads/phpbb-prosilver-ru.yaml)."""

from __future__ import annotations

from moderator_app.app.signup import signup_nicks, signup_thread

from .conftest import paste_signup

PAGE = """Мафия #12: набор игроков
Сообщение Ведущий » 01 дек 2026, 12:00
Открываю запись на классическую мафию. Правила по ссылке. Набор до 20:00, нужно 8 человек.
Ведущий
Администратор
Сообщения: 1520
Зарегистрирован: 10 янв 2019, 18:00
Вернуться к началу

Re: Мафия #12: набор игроков
Сообщение Вася » 01 дек 2026, 12:05
я в деле
Вася
Сообщения: 312
Зарегистрирован: 03 фев 2020, 12:00
Вернуться к началу

Re: Мафия #12: набор игроков
Сообщение Петя » 01 дек 2026, 12:07
Записываюсь!
Петя
Сообщения: 88
Зарегистрирован: 11 ноя 2024, 20:00
Вернуться к началу

Re: Мафия #12: набор игроков
Сообщение Ольга Петровна » 01 дек 2026, 12:30
+
Ольга Петровна
Сообщения: 5
Зарегистрирован: 01 дек 2026, 11:00
Вернуться к началу

Re: Мафия #12: набор игроков
Сообщение Петя » 01 дек 2026, 13:00
Вася писал(а): ↑ 01 дек 2026, 12:05
я в деле

Блин, выписываюсь, работа
Петя
Сообщения: 89
Зарегистрирован: 11 ноя 2024, 20:00
Вернуться к началу

Re: Мафия #12: набор игроков
Сообщение Sailor » 01 дек 2026, 13:10
Тоже хочу
Sailor
Сообщения: 40
Зарегистрирован: 01 мар 2022, 10:00
Вернуться к началу
"""


def test_signup_thread_takes_post_authors_not_post_bodies():
    players, left_out = signup_thread(PAGE)
    assert players == ["Вася", "Ольга Петровна", "Sailor"]
    assert left_out == [("Ведущий", "host"), ("Петя", "signed_out")]
    assert not {"я в деле", "Записываюсь!", "Тоже хочу"} & set(signup_nicks(PAGE))


def test_a_plain_list_is_still_read_line_by_line():
    assert signup_thread("Вася\nПетя\nКоля") is None
    assert signup_nicks("Вася\nПетя\nКоля") == ["Вася", "Петя", "Коля"]


def test_new_game_page_lists_who_the_thread_left_out(window, qtbot):
    page = paste_signup(window, qtbot, PAGE)
    assert page.accounts() == ["Вася", "Ольга Петровна", "Sailor"]
    assert page.signup_note.text() == ("Страница темы: игроки — авторы постов (3). Не включены: Ведущий — первый пост "
                                       "темы (ведущий), Петя — отказ от участия.")


def test_real_forum_pages_give_post_authors_only():
    """Real pages nobody here wrote (../shared/corpus/forum, sources in pages.yaml): a pasted page of
    several posts yields their authors, the long opening post's author set aside as the host."""
    from shared_corpus import load, read

    pages = load("forum", "pages.yaml")["pages"]
    tried = 0
    for page in pages:
        authors = [post[0] for post in page.get("posts", [])]
        if len(authors) < 2:
            continue
        players, left_out = signup_thread(read("forum", "pages", page["file"]))
        assert set(players) | {nick for nick, _ in left_out} == set(authors), page["file"]
        tried += 1
    assert tried >= 3


def test_a_sign_out_post_from_someone_never_signed_up_is_listed_not_dropped():
    """hostdrill: «Пётр: - не смогу в этот раз» (he never wrote «+») vanished from the page's reading
    without a word; the host could not tell it was read."""
    page = ("Сообщение Ведущий » 29 ноя 2026, 18:00\nОткрываю запись на новую партию, правила в первом посте.\n\n"
            "Сообщение Максим » 29 ноя 2026, 18:04\n+\n\n"
            "Сообщение Лиса » 30 ноя 2026, 09:15\nиграю\n\n"
            "Сообщение Пётр » 30 ноя 2026, 11:30\n-  не смогу в этот раз, удачи\n")
    players, left_out = signup_thread(page)
    assert players == ["Максим", "Лиса"]
    assert left_out == [("Ведущий", "host"), ("Пётр", "signed_out")]
