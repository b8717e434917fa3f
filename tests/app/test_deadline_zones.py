"""Deadlines in the zone the host lives in (#23 item 3): a new phase inherits the previous deadline's
zone (a host who chose Moscow time got 21:00 UTC on every new phase, and every night PM was late),
the host's default zone (Settings) starts the game, times are printed as the forum's readers read
them, SUSPI's phases end when the table's timers run out, and a deadline before the previous
phase's is named, never taken silently."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from moderator_app.app import correspondence, deadlines
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.i18n.zones import reader_zone, when_text, zone_name

from .test_inbox_rows import classic
from tests.engine.suspi_helpers import NICKS


def test_a_new_phase_inherits_the_previous_deadlines_zone_not_the_computers():
    game = classic(Entry("phase", {"kind": "night", "deadline": "2026-12-01 21:00", "tz": "UTC"}),
                   Entry("host", {"event": "deadline", "at": "2026-12-01 21:00", "tz": "Europe/Moscow"}),
                   Entry("resolve"))
    # the computer says UTC and so does the default: the night was moved to Moscow time, the day keeps it
    at, tz = deadlines.opening(game, "day", now=datetime(2026, 12, 1, 18, 30, tzinfo=timezone.utc), default_zone="UTC")
    assert (at, tz) == ("2026-12-02 21:00", "Europe/Moscow")  # 18:30 UTC is 21:30 in Moscow: tomorrow's 21:00


def test_the_hosts_default_zone_dates_the_first_deadline_in_that_zone():
    game = classic()
    at, tz = deadlines.opening(game, "night", now=datetime(2026, 12, 1, 17, 0, tzinfo=timezone.utc),
                               default_zone="Europe/Moscow")
    assert (at, tz) == ("2026-12-01 21:00", "Europe/Moscow")  # 20:00 in Moscow: tonight's 21:00
    assert deadlines.opening(game, "night", now=datetime(2026, 12, 1, 17, 0, tzinfo=timezone.utc),
                             default_zone="Asia/Novosibirsk") == ("2026-12-02 21:00", "Asia/Novosibirsk")


@pytest.mark.parametrize("lang, tz, text", [
    ("ru", "Europe/Moscow", "07.12 21:00 МСК"),
    ("ru", "UTC+03:00", "07.12 21:00 (UTC+3)"),
    ("ru", "Asia/Yekaterinburg", "07.12 21:00 МСК+2"),
    ("pl", "Europe/Warsaw", "07.12 21:00 czasu polskiego"),
    ("pl", "Europe/Moscow", "07.12 21:00 czasu moskiewskiego"),
    ("en", "Europe/Berlin", "Dec 7, 9 PM CET"),
    ("en", "Europe/London", "Dec 7, 9 PM GMT"),
    ("en", "America/Chicago", "Dec 7, 9 PM (UTC−6)"),
])
def test_a_deadline_is_printed_as_the_forums_readers_read_it(lang, tz, text):
    assert when_text(datetime(2026, 12, 7, 21, 0), tz, lang) == text


def test_summer_time_changes_the_mark_and_a_half_hour_is_written():
    assert reader_zone("Europe/Warsaw", "en", datetime(2026, 7, 7, 21, 0)) == "CEST"
    assert when_text(datetime(2026, 7, 7, 9, 30), "Europe/London", "en", date=False) == "9:30 AM BST"


@pytest.mark.parametrize("lang, names", [
    ("ru", ["Москва (UTC+3)", "Варшава (UTC+1)", "UTC+3", "UTC"]),
    ("pl", ["Moskwa (UTC+3)", "Warszawa (UTC+1)", "UTC+3", "UTC"]),
    ("en", ["Moscow (UTC+3)", "Warsaw (UTC+1)", "UTC+3", "UTC"]),
])
def test_zones_are_named_in_the_interface_language_not_by_raw_ids(lang, names):
    winter = datetime(2026, 12, 7, 12, 0)
    assert [zone_name(z, lang, winter) for z in ("Europe/Moscow", "Europe/Warsaw", "UTC+03:00", "UTC")] == names


def test_reminders_say_the_deadline_with_its_zone():
    game = classic(Entry("phase", {"kind": "night", "deadline": "2026-12-07 21:00", "tz": "Europe/Moscow"}))
    reminder = next(d for d in correspondence.drafts(game, "ru") if d.kind == "reminder")
    assert reminder.text == "Напоминаю: жду ваш ночной ход до 07.12 21:00 МСК."
    polish = next(d for d in correspondence.drafts(game, "pl") if d.kind == "reminder")
    assert polish.text.endswith(" do 07.12 21:00 czasu moskiewskiego.")


def _suspi() -> Game:
    roles = ["killer", "killer", "investigator", "doctor", "guest", "guest", "guest", "guest"]
    players = [{"nick": NICKS[i], "role": r} for i, r in enumerate(roles)]
    return Game.replay([Entry("setup", {"ruleset": "suspi", "seed": 5, "players": players})])


def test_S_ROUND_3_a_suspi_phase_ends_when_the_tables_timers_run_out_not_at_21():
    game = _suspi()
    evening = datetime(2026, 12, 7, 20, 3, 40)
    # "Noc 2 min": the night ends two minutes on (to the whole minute, never earlier); the host's daily 21:00 is no SUSPI rule
    assert deadlines.default_deadline(game, "night", evening, host_time="21:00", tz="Europe/Warsaw") == "2026-12-07 20:06"
    # "Dzień 10 min", "Rada 90 s": the council follows the day's free talk
    assert deadlines.default_deadline(game, "council", evening, tz="Europe/Warsaw") == "2026-12-07 20:16"


def test_a_deadline_before_the_previous_phases_is_named():
    game = classic(Entry("phase", {"kind": "night", "deadline": "2026-12-02 21:00", "tz": "Europe/Moscow"}),
                   Entry("resolve"), Entry("phase", {"kind": "day", "deadline": "2026-12-03 21:00", "tz": "Europe/Moscow"}))
    problem = deadlines.earlier_than_previous(game, "2026-12-01 21:00", "Europe/Moscow", "ru")
    assert problem == "Дедлайн фазы «День 2» (01.12 21:00 МСК) раньше дедлайна предыдущей фазы (02.12 21:00 МСК)."
    assert deadlines.earlier_than_previous(game, "2026-12-02 21:00", "Europe/Moscow", "ru") is None  # the same minute: fine
    # compared in the zone asked: night 1 ended at 21:00 in Moscow, 19:00 in Warsaw
    assert deadlines.earlier_than_previous(game, "2026-12-02 20:00", "Europe/Warsaw", "en") is None
    assert "earlier than" in str(deadlines.earlier_than_previous(game, "2026-12-02 18:00", "Europe/Warsaw", "en"))
