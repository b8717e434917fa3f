"""The sign-up list from a real SMF page (worlds-to-be.ru «Мафия #14», ../shared/corpus/forum/pages,
source in pages.yaml): the host's post of the day's players, numbered 1 to 15, copied with its
author column gave 21 "players", among them «Оффлайн Селин», «Творец легенд»,
«*****», «Сообщений: 2 092», «Карма: +224/-0» and the signature; the whole page gave its three post
authors with not a word about the 15-name list (host-findings-2 item 8)."""

from __future__ import annotations

from shared_corpus import read

from moderator_app.app.signup import one_post_list, roster_post

from .conftest import paste_signup

PAGE = ("forum", "pages", "worlds-to-be-smf1-ru.txt")
LISTED = ["Луан", "Lucia", "Мефистошик", "Рашан Курин", "Шарин Налхара", "kpods", "София Шавро", "lionel",
          "Пингвинчег", "Тереза", "Рыжая", "Seahaya", "Nix", "Черная Тамада", "Bloody Mary"]


def _hosts_post() -> str:
    page = read(*PAGE)
    return page[page.index("Оффлайн Селин"):]


def test_one_post_copied_with_its_author_column_gives_its_list_not_the_column(open_window, qtbot):
    page = paste_signup(open_window(), qtbot, _hosts_post())
    assert page.accounts() == LISTED
    assert "Селин — автор поста со списком" not in page.signup_note.text()  # a list: lines are quoted
    assert "«Селин» — автор поста со списком" in page.signup_note.text()


def test_a_players_own_post_under_its_header_is_still_read_line_by_line():
    """One «я в деле» post under its header is no list: the author is the one player, as before."""
    assert one_post_list("Сообщение от Lena_Sky\n06 дек 2026, 20:05\nЯ в деле!") is None
    assert one_post_list("Вася\nПетя\nКоля") is None


def test_a_page_whose_post_lists_the_players_by_number_says_so(open_window, qtbot):
    assert roster_post(read(*PAGE)) == ("Селин", 15)
    assert roster_post("Сообщение Вася » 01 дек 2026, 12:05\nя в деле\n\nСообщение Петя » 01 дек 2026, 12:07\n+\n") is None
    page = paste_signup(open_window(), qtbot, read(*PAGE))
    assert "В посте Селин — нумерованный список из 15 игроков: чтобы играть по нему, вставьте только этот пост." \
        in page.signup_note.text()
