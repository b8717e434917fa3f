"""A host's numbered list under an unnumbered title (host-findings-5 item 2, real material read from
../shared/corpus, source in its YAML): heroeswm.ru «Мафия № 318» — «Список игроков» above «1) Каламадеа …
14) Im_So_Sick». The title was a fifteenth seat and the deal was proposed for fifteen; now it is listed as
a heading and the deal is for fourteen."""

from __future__ import annotations

from shared_corpus import load, need

from moderator_app.app.signup import read_signup_list

from .conftest import paste_signup

ROSTER_FILE = ("forum", "heldout-ru2.yaml")


def test_the_unnumbered_lines_above_a_numbered_list_are_its_title():
    nicks, skipped = read_signup_list("Состав на игру\n\n1) Ваня\n2) Оля\n3) Кот")
    assert nicks == ["Ваня", "Оля", "Кот"] and skipped == [("Состав на игру", "heading")]
    assert read_signup_list("Lista graczy\n1. Ewa\n2. Rewik\n3. Nami\n4. Antura")[0] == ["Ewa", "Rewik", "Nami", "Antura"]


def test_a_plain_list_or_a_short_numbered_one_keeps_its_first_line():
    assert read_signup_list("Вася\nПетя\nКоля")[0] == ["Вася", "Петя", "Коля"]  # no numbers: every line a nick
    assert read_signup_list("Вася\n1. Петя\n2. Коля")[0] == ["Вася", "Петя", "Коля"]  # two numbered lines: no list to title


def test_the_real_heroeswm_list_gives_its_fourteen_players(open_window, qtbot):
    need(*ROSTER_FILE)
    item = next(i for i in load(*ROSTER_FILE)["items"] if i["text"].startswith("Список игроков"))
    page = paste_signup(open_window(), qtbot, item["text"])
    assert page.accounts() == item["players"]  # the label: the fourteen players the host listed
    assert len(page.accounts()) == 14 and "Список игроков" in page.signup_note.text()
    assert sum(page.deal_counts().values()) in (0, 14)
