"""The inbox's rows, headless: how a paste divides, how a message is fitted to its sender's role,
what blocks a row, the entry it records; deadlines dated per phase; receipts and reminders."""

from __future__ import annotations

from datetime import datetime, timedelta

from moderator_app.app import correspondence, deadlines
from moderator_app.app.inbox.verdict import blocker
from moderator_app.app.inbox.record import entry_of
from moderator_app.app.inbox.paste import read_paste
from moderator_app.parsing.pm import has_mail_headers, split_messages as split_pms
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry

SEATS = {"Вася": "commissar", "Петя": "boss", "Коля": "doctor", "Маша": "citizen", "Дина": "putana",
         "Борис": "mafioso", "Оля": "citizen", "Sailor": "citizen", "Гена": "maniac"}


def classic(*entries: Entry) -> Game:
    players = [{"nick": n, "role": r, "account": f"{n.lower()}_acc"} for n, r in SEATS.items()]
    return Game.replay([Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players}),
                        Entry("phase", {"kind": "day"}), Entry("resolve"), *entries])


def test_split_a_pm_list_of_three_forum_header_styles():
    pieces = split_pms("От: вася_acc\nДата: 01.12.2026 20:01\n\nпроверяю Бориса\n\n"
                       "Сообщение Максим » 01 дек 2026, 20:31\nСегодня стреляем в Бориса\n\n"
                       "From: Sailor\nSubject: night\n\nI check Petya")
    assert [(p.sender, p.body) for p in pieces] == [("вася_acc", "проверяю Бориса"),
                                                           ("Максим", "Сегодня стреляем в Бориса"),
                                                           ("Sailor", "I check Petya")]
    assert pieces[1].received == datetime(2026, 12, 1, 20, 31)


def test_phpbb_pm_view_subject_above_the_header_belongs_to_its_pm():
    pieces = split_pms("ход\nСообщение Рыжий Кот » 01 дек 2026, 22:00\nУбиваем Синюю Птицу\n"
                       "Re: ход\nСообщение vasiliy1987 » 01 дек 2026, 22:05\nСегодня стреляем в Синюю Птицу\n")
    assert [(p.sender, p.subject, p.body) for p in pieces] == [
        ("Рыжий Кот", "ход", "Убиваем Синюю Птицу"), ("vasiliy1987", "Re: ход", "Сегодня стреляем в Синюю Птицу")]


def test_a_paste_without_headers_is_one_message():
    assert [p.body for p in split_pms("лечу Машу\n\nи себя потом")] == ["лечу Машу\n\nи себя потом"]


def test_M5_a_mafiosos_shot_is_his_own_kill_word():
    """«стреляем» is the mafia's word for its kill in Russian forum games (parsing/test_shot_words.py)."""
    game = classic(Entry("phase", {"kind": "night"}))
    [row] = read_paste(game, "От: борис_acc\n\nСегодня стреляем в Бориса", voting=False)
    assert (row.actor, row.action, row.targets, row.note) == ("Борис", "kill", ["Борис"], None)


def test_M5_another_roles_word_of_the_same_stage_becomes_the_senders_own_ability():
    """«отравляю» (the maniac's poison) from a mafioso: his own kill, of the same stage; a guess, so unticked."""
    game = classic(Entry("phase", {"kind": "night"}))
    [row] = read_paste(game, "От: борис_acc\n\nСегодня отравляю Бориса", voting=False)
    assert (row.actor, row.action, row.targets, row.note) == ("Борис", "kill", ["Борис"], "read_as:poison")
    assert not row.include and row.held
    kind, data = entry_of(row)
    assert game.apply(Entry(kind, data)).refused is None  # the host's tick records the kill, not lost


def test_M5_another_roles_check_is_never_read_as_a_kill():
    """«проверяем» from a mafioso: a check is of another stage than his kill; the host picks (host findings 2 2b)."""
    game = classic(Entry("phase", {"kind": "night"}))
    [row] = read_paste(game, "От: борис_acc\n\nСегодня проверяем Бориса", voting=False)
    assert (row.actor, row.action, row.targets, row.note) == ("Борис", "check", ["Борис"], None)
    assert blocker(game, row) == "not_own_ability"


def test_bare_nick_fills_the_one_ability_but_not_a_two_ability_role():
    game = classic(Entry("phase", {"kind": "night"}))
    [check] = read_paste(game, "От: Вася\n\nБориса", voting=False)
    assert (check.action, check.targets) == ("check", ["Борис"])
    [doctor] = read_paste(game, "От: Коля\n\nБориса", voting=False)  # heal or injection: the host picks
    assert blocker(game, doctor) == "no_action"


def test_a_row_without_sender_or_with_another_roles_ability_is_blocked_not_dropped():
    game = classic(Entry("phase", {"kind": "night"}))
    rows = read_paste(game, "убиваем Олю", voting=False)  # the boss or the mafioso?
    assert [blocker(game, r) for r in rows] == ["no_sender"]
    [citizen] = read_paste(game, "От: Маша\n\nпроверяю Петю", voting=False)
    assert blocker(game, citizen) == "not_own_ability"


def test_a_pm_without_sender_is_given_to_the_only_seat_able_to_send_it():
    game = classic(Entry("phase", {"kind": "night"}))
    [row] = read_paste(game, "Иду в гости к Оле :)", voting=False)
    assert (row.actor, row.action, row.note, row.confidence) == ("Дина", "block", "sender_guess", 0.6)
    game.apply(Entry("action", {"actor": "Дина", "action": "block", "targets": ["Оля"]}))
    [again] = read_paste(game, "Иду в гости к Оле :)", voting=False)  # she has sent: no guess
    assert again.actor is None


def test_copy_keeps_role_and_action():
    players = [{"nick": n, "role": r} for n, r in {"Алтея": "abraham", "Рики": "baron", "Энни": "enoch",
                                                    "Юна": "emma", "Фиона": "peculiar", "Бронвин": "peculiar",
                                                    "Сэйба": "peculiar"}.items()]
    game = Game.replay([Entry("setup", {"ruleset": "hypermafia-peregrine", "seed": 1, "players": players}),
                        Entry("phase", {"kind": "night"})])
    [row] = read_paste(game, "От: Алтея\n\nКопирую Еноха, лечу Юну", voting=False)
    kind, data = entry_of(row)
    assert (kind, data["action"], data["role"], data["as_action"], data["targets"]) == ("action", "copy", "enoch", "heal", ["Юна"])


def test_deadline_is_dated_when_the_phase_opens_and_a_page_after_midnight_is_not_late():
    game = classic()
    evening = datetime(2026, 12, 1, 21, 30)
    at = deadlines.default_deadline(game, "night", evening)
    assert at == "2026-12-02 21:00"  # 21:00 has passed: tomorrow's
    assert deadlines.default_deadline(game, "night", evening, host_time="23:30") == "2026-12-01 23:30"  # the host's own time
    game.apply(Entry("phase", {"kind": "night", "deadline": at, "tz": "Europe/Moscow"}))
    assert deadlines.phase_deadline(game) == datetime(2026, 12, 2, 21, 0)
    after_midnight = evening + timedelta(hours=3)
    [row] = read_paste(game, "От: Вася\nДата: 02.12.2026 00:40\n\nпроверяю Бориса", voting=False, now=after_midnight)
    assert not row.late and row.include
    [late] = read_paste(game, "От: Вася\nДата: 02.12.2026 21:05\n\nпроверяю Бориса", voting=False)
    assert late.late and not late.include


def test_deadline_event_moves_it_and_the_countdown_follows():
    game = classic(Entry("phase", {"kind": "night", "deadline": "2026-12-02 21:00", "tz": "UTC+03:00"}))
    game.apply(Entry("host", {"event": "deadline", "at": "2026-12-02 23:00", "tz": "Europe/Warsaw"}))
    assert deadlines.phase_setting(game) == ("2026-12-02 23:00", "Europe/Warsaw")
    now = datetime(2026, 12, 2, 20, 0, tzinfo=deadlines.zone("Europe/Warsaw"))
    assert deadlines.remaining(game, now) == timedelta(hours=3)


def test_receipts_reminders_and_their_status_in_the_journal():
    game = classic(Entry("phase", {"kind": "night"}),
                   Entry("action", {"actor": "Вася", "action": "check", "targets": ["Борис"]}),
                   Entry("action", {"actor": "Коля", "action": "heal", "targets": ["Коля"]}))
    drafts = correspondence.drafts(game, "ru")
    receipts = [d for d in drafts if d.kind == "receipt"]
    assert [(d.account, d.text) for d in receipts] == [("вася_acc", "Принято: проверка Бориса."),
                                                       ("коля_acc", "Принято: лечение Коли.")]
    reminders = {d.to for d in drafts if d.kind == "reminder"}
    assert reminders == {"Петя", "Дина", "Борис", "Гена"}  # citizens' hunt is optional
    game.apply(Entry("host", correspondence.mark(receipts[0], "sent")))
    game.apply(Entry("host", correspondence.mark(receipts[0], "confirmed")))
    assert [d.status for d in correspondence.drafts(game, "pl") if d.kind == "receipt"] == ["confirmed", "drafted"]
    assert correspondence.drafts(game, "pl")[0].text == "Przyjęto: sprawdzenie — Борис."  # a Russian nick is no Polish word


def test_no_vote_reminders_on_a_classic_day_one():
    players = [{"nick": n, "role": r} for n, r in SEATS.items()]
    game = Game.replay([Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 3, "players": players}),
                        Entry("phase", {"kind": "day"})])
    assert correspondence.waiting_for(game) == []


def test_bookkeeping_events_change_no_result_and_are_allowed_after_it():
    plain = classic(Entry("phase", {"kind": "night"}), Entry("action", {"actor": "Петя", "action": "kill", "targets": ["Оля"]}),
                    Entry("resolve"))
    kept = classic(Entry("phase", {"kind": "night", "deadline": "2026-12-02 21:00", "tz": "Europe/Moscow"}),
                   Entry("host", {"event": "deadline", "at": "2026-12-02 22:00", "tz": "Europe/Moscow"}),
                   Entry("action", {"actor": "Петя", "action": "kill", "targets": ["Оля"]}),
                   Entry("host", {"event": "mail", "to": "Петя", "kind": "receipt", "ref": "5", "status": "sent"}),
                   Entry("resolve"),
                   Entry("host", {"event": "mail", "to": "Петя", "kind": "receipt", "ref": "5", "status": "confirmed"}))
    assert [d.cause for d in kept.phases[-1].result.deaths] == [d.cause for d in plain.phases[-1].result.deaths]
    assert [d.nick for d in kept.phases[-1].result.deaths] == ["Оля"]
    assert correspondence.drafts(kept, "ru")[0].status == "confirmed"


def test_a_game_script_dates_its_phases():
    from moderator_app.engine.model.script import script_entries

    doc = {"ruleset": "forum-mafia-classic", "seed": 1,
           "players": [{"nick": n, "role": r} for n, r in SEATS.items()],
           "phases": [{"day": {}}, {"night": {"deadline": "2026-12-02 21:00", "tz": "Europe/Warsaw",
                                           "actions": [{"actor": "Вася", "action": "check", "target": "Петя",
                                                        "at": "2026-12-02 21:30"}]}}]}
    game = Game.replay(script_entries(doc))
    assert deadlines.phase_setting(game) == ("2026-12-02 21:00", "Europe/Warsaw")
    assert deadlines.phase_deadline(game, game.phases[0]) is None  # day 1 had none


def test_the_commissars_pistol_is_his_own_but_a_host_event_not_a_request():
    game = classic(Entry("phase", {"kind": "night"}))
    [row] = read_paste(game, "От: Вася\n\nстреляю в Петю", voting=False)
    assert (row.action, row.note, blocker(game, row)) == ("pistol", None, "host_event")


def test_mail_headers_tell_a_pm_list_from_a_thread_page():
    """The inbox's own splitter is gone (parsing.pm is the one): its header test moved with it."""
    for mail in ("От: вася_acc\n\nпроверяю", "From: Sailor\nSubject: x\n\nI check", "Od: Ola\n\nsprawdzam",
                 "  отправитель : X\n\nтекст", "Nadawca: Ola\n\nleczę", "[b]От:[/b] Вася\n\nтекст"):
        assert has_mail_headers(mail), mail
    for page in ("Сообщение Максим » 01 дек 2026, 20:31\nГолосую за Бориса", "Автор: Вася\nГолосую за Бориса",
                 "Вася wrote:\nот Пети всё"):
        assert not has_mail_headers(page), page


def test_a_page_header_zone_is_moved_into_the_deadline_zone_before_lateness_is_judged():
    """A header printing its zone ("UTC", "UTC+3") is read in the phase deadline's zone (Europe/Moscow)."""
    from moderator_app.app.inbox.thread import thread_rows

    game = classic(Entry("phase", {"kind": "night"}), Entry("resolve"),
                   Entry("phase", {"kind": "day", "deadline": "2026-12-02 21:00", "tz": "Europe/Moscow"}))
    page = ("Post by Вася » Wed Dec 02, 2026 6:30 pm UTC\n\nГолосую против Бориса\n\n"
            "Post by Маша » Wed Dec 02, 2026 8:30 pm UTC+3\n\nГолосую против Бориса\n")
    late, on_time = thread_rows(game, page, now=datetime(2026, 12, 2, 22, 0))
    assert (late.actor, late.at, late.late) == ("Вася", "2026-12-02 21:30:00", True)
    assert (on_time.actor, on_time.at, on_time.late) == ("Маша", "2026-12-02 20:30:00", False)


def test_a_pm_saying_no_action_is_recorded_as_a_skip_never_as_a_target():
    """#23: «хода нет» was listed and never recorded; it is the sender's declared skip now (a host event)."""
    from moderator_app.app.inbox.record import entry_of

    game = classic(Entry("phase", {"kind": "night"}))
    for body in ("Пас", "хода нет", "nie chodzę"):
        [row] = read_paste(game, f"От: Дина\n\n{body}", voting=False)
        assert (row.actor, row.skip, row.targets) == ("Дина", True, [])
        assert blocker(game, row) is None
        assert entry_of(row, game)[0] == "host" and entry_of(row, game)[1]["event"] == "no_action"


def test_a_pm_with_two_requests_on_a_nick_spelt_as_an_ability_gives_two_rows():
    """Host findings #2: on mafiascum-normal the `vest` ability is called Vest; «kill Vest. clean Vest»
    made one row with no target, and the clean vanished."""
    from moderator_app import paths

    seats = {"Jan": "janitor", "Vest": "vanilla", "Doc": "doctor", "Cop": "cop", "Ann": "vanilla"}
    players = [{"nick": n, "role": r, "account": f"{n.lower()}_acc"} for n, r in seats.items()]
    game = Game.replay([Entry("setup", {"ruleset": str(paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"),
                                        "seed": 3, "players": players}), Entry("phase", {"kind": "night"})])
    rows = read_paste(game, "From: jan_acc\n\nkill Vest. clean Vest", voting=False)
    assert [(row.actor, row.action, row.targets) for row in rows] == [("Jan", "mafia_kill", ["Vest"]), ("Jan", "clean", ["Vest"])]
    rows = read_paste(game, "From: jan_acc\n\nkill Ann. clean Zzz", voting=False)  # no target: a row still
    assert [(row.action, row.targets, blocker(game, row) is not None) for row in rows] == [
        ("mafia_kill", ["Ann"], False), ("clean", [], True)]
