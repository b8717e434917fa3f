"""A host's roster that names each player and then his @account, and a host's opening post copied alone
(host-findings-4 items 1 and 2, real material read from ../shared/corpus, sources in its YAML):

- ne-kurim.ru «Мафия 119», page 5: «Состав игроков: 1. Ежик / @Ёжикツ︎ / 2. Глюк / @Глюк …» — nine players
  became fifteen seats (each name beside its account), and the deal was made for fifteen;
- lastinn.info «[Mafia] Świąteczna Gorączka», the host's opening post in vBulletin's single-post view: its
  page title, «traveller's Avatar», the host and the game's title became four players.
"""

from __future__ import annotations

from shared_corpus import load, need, read

from moderator_app.app.signup import one_post_list, read_signup_list

from .conftest import paste_signup

ROSTER_FILE = ("forum", "heldout-ru2.yaml")
LASTINN = ("forum", "pages", "lastinn-vb-post-pl.txt")


def _real_roster() -> dict:
    need(*ROSTER_FILE)
    return next(item for item in load(*ROSTER_FILE)["items"] if item["text"].startswith("Состав игроков"))


def test_a_numbered_name_with_its_account_under_it_is_one_player_the_account():
    nicks, skipped = read_signup_list("Играют:\n1. Ваня\n@IvanTheGreat\n2. Оля\n@Оля\n3. Кот\n4. Лена\n@lenochka_77")
    assert nicks == ["IvanTheGreat", "Оля", "Кот", "lenochka_77"]
    assert ("Ваня → @IvanTheGreat", "named") in skipped and ("Лена → @lenochka_77", "named") in skipped
    assert ("@Оля", "repeated") in skipped  # the same name twice: said, as before


def test_an_at_line_with_no_numbered_name_above_stays_a_player():
    assert read_signup_list("@Вася\n@Петя\nКоля")[0] == ["Вася", "Петя", "Коля"]
    nicks, skipped = read_signup_list("1. Вася\n2. Петя\n@Коля")  # paired, and the note says so
    assert nicks == ["Вася", "Коля"] and ("Петя → @Коля", "named") in skipped
    assert read_signup_list("1. Ежик\n@Ёжик\n@Глюк")[0] == ["Ёжик", "Глюк"]  # one account a name: the next @ plays too


def test_the_real_ne_kurim_roster_gives_its_nine_accounts(open_window, qtbot):
    item = _real_roster()
    page = paste_signup(open_window(), qtbot, item["text"])
    assert page.accounts() == item["players"]  # the label: the nine accounts the host tagged
    assert "«Леди → @Lady Brave spirit» — имя в списке; играет аккаунт с @ под ним" in page.signup_note.text()
    assert sum(page.deal_counts().values()) in (0, 9)


def test_the_hosts_opening_post_copied_alone_gives_no_players_and_says_who_wrote_it(open_window, qtbot):
    text = read(*LASTINN)
    assert one_post_list(text) == ([], [("traveller", "host")])
    page = paste_signup(open_window(), qtbot, text)
    assert page.accounts() == []
    assert "«traveller» — первый пост темы (ведущий)" in page.signup_note.text()


def test_a_made_up_announcement_alone_is_the_host_and_a_players_post_alone_stays_read_as_before():
    announcement = ("Сообщение Ведущий » 01 дек 2026, 12:00\nНабор на Мафию #3 открыт! Правила ниже, "
                    "записывайтесь в теме до пятницы.")
    assert one_post_list(announcement) == ([], [("Ведущий", "host")])
    assert one_post_list("Сообщение от Lena_Sky\n06 дек 2026, 20:05\nЯ в деле!") is None
