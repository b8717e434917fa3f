"""What the phase board shows, worked out below the screens (app/board.py, #24 item 4): the day's count and
whether it is shown, a player's votes with their days, what a seat sent as the engine's fates have it, who
still owes a vote, the pending lynch's no-execution words and the victim a role is told."""

from __future__ import annotations

from types import SimpleNamespace

from moderator_app.app import board
from moderator_app.app.correspondence import waiting_for
from moderator_app.app.pending import pending_lynch
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.i18n import t
from tests.engine.suspi_helpers import play

SEATS = [("Вася", "commissar"), ("Петя", "boss"), ("Коля", "doctor"), ("Маша", "citizen"), ("Дина", "putana"),
         ("Борис", "mafioso"), ("Оля", "citizen"), ("Sailor", "citizen")]


def _game(*entries: tuple[str, dict], ruleset: str = "forum-mafia-classic") -> Game:
    game = Game()
    game.apply(Entry("setup", {"ruleset": ruleset, "seed": 3, "players": [{"nick": n, "role": r} for n, r in SEATS]}))
    for kind, data in entries:
        game.apply(Entry(kind, data))
    return game


DAY2 = (("phase", {"kind": "day"}), ("resolve", {}), ("phase", {"kind": "night"}), ("resolve", {}), ("phase", {"kind": "day"}))


def test_C_FLOW_1_day_one_has_no_count_day_two_counts_each_candidate():
    day1 = _game(("phase", {"kind": "day"}))
    assert board.vote_count(day1, day1.current) is None and not board.shows_count(day1, day1.current)
    assert not board.waits_for_anything(day1, day1.current) and waiting_for(day1) == []
    game = _game(*DAY2, ("vote", {"voter": "Маша", "target": "Борис"}), ("vote", {"voter": "Оля", "target": "Борис"}),
                 ("vote", {"voter": "Вася", "target": "Петя"}))
    counted = board.vote_count(game, game.current)
    assert counted is not None and counted.day is game.current and counted.quorum > 0
    assert [(c.nick, c.votes) for c in counted.candidates] == [("Борис", 2), ("Петя", 1)]
    assert board.vote_count(game, None) == counted  # no open phase named: the last one
    assert board.waits_for_anything(game, game.current) and "Маша" not in waiting_for(game) and "Sailor" in waiting_for(game)
    assert not board.shows_count(game, None) and not board.waits_for_anything(game, None)


def test_a_players_votes_carry_their_day_and_fate():
    game = _game(*DAY2, ("vote", {"voter": "Маша", "target": "Борис"}), ("vote", {"voter": "Маша", "target": "Петя"}))
    votes = board.votes_of(game, "Маша")
    assert [(v.day, v.target, v.state) for v in votes] == [(game.current, "Борис", "replaced"), (game.current, "Петя", "counts")]
    assert board.votes_of(game, "Оля") == []


def test_a_deprived_seat_owes_no_vote_and_a_refused_vote_is_owed_again():
    """The board's «Ещё не прислали» is the reminders' list (app.correspondence.waiting_for): one reading."""
    game = _game(*DAY2, ("host", {"event": "deprive_vote", "player": "Маша", "reason": "insult"}))
    assert "Маша" not in waiting_for(game) and "Оля" in waiting_for(game)
    game.apply(Entry("vote", {"voter": "Оля", "target": "Оля"}))  # C-LYNCH-1: no vote for oneself
    assert game.current.votes[-1].refused and "Оля" in waiting_for(game)


def test_the_board_lists_the_requests_that_stand_and_a_skip_that_withdrew_them():
    game = _game(("phase", {"kind": "day"}), ("resolve", {}), ("phase", {"kind": "night"}),
                 ("action", {"actor": "Коля", "action": "heal", "targets": ["Маша"]}),
                 ("action", {"actor": "Коля", "action": "heal", "targets": ["Оля"]}))
    night = game.current
    fates = board.entry_fates(game, night)
    mine = [r for r in night.requests if r.actor == "Коля"]
    shown, withdrawn = board.standing_requests(mine, fates)
    assert [r.targets for r in shown] == [["Оля"]] and not withdrawn  # the later heal replaced the first
    assert board.request_aim(game, shown[0], "ru") == "Оля"
    game.apply(Entry("host", {"event": "no_action", "player": "Коля"}))
    night = game.current
    fates = board.entry_fates(game, night)
    mine = [r for r in night.requests if r.actor == "Коля"]
    shown, withdrawn = board.standing_requests(mine, fates)
    assert withdrawn and shown == mine[-1:]  # nothing stands: his last is shown, withdrawn


def test_a_room_night_names_the_room_beside_the_target():
    game = _game()
    aim = board.request_aim(game, SimpleNamespace(targets=["Marek"], extra={"room": "kitchen"}), "ru")
    assert aim == "Marek (kitchen)"  # a set without that room: its id, beside the target
    assert board.request_aim(game, SimpleNamespace(targets=[], extra={}), "ru") == "—"


def test_M4_the_pending_lynch_says_whom_it_executes_or_why_nobody():
    game = _game(("phase", {"kind": "day"}), ("resolve", {}), ("phase", {"kind": "night"}), ("resolve", {}),
                 ("phase", {"kind": "day"}), ("resolve", {}))
    pending = pending_lynch(game)  # the classic lynch is published with the next night's result
    assert pending is not None and pending.executed is None and pending.reason
    assert board.lynch_outcome(pending, "ru") == t(f"no_execution.{pending.reason}", "ru") == "голосов нет"
    executed = SimpleNamespace(executed="Борис", votes=3, reason=None)
    assert board.lynch_outcome(executed, "ru") == "казнь: Борис (голосов: 3)"
    assert board.lynch_outcome(executed, "en") == "Борис is executed (3 votes)"
    assert board.lynch_outcome(SimpleNamespace(executed=None, votes=0, reason=None), "pl") == "nikt nie zostaje stracony"


def test_a_council_counts_no_thread_wide_tally_though_its_votes_are_due():
    from moderator_app.engine.voting.vote_count import vote_due
    from tests.app.test_runoff_due import TIED, council_with

    game = council_with(TIED)
    assert vote_due(game, game.current)  # the council votes…
    assert not board.shows_count(game, game.current) and board.vote_count(game, game.current) is None  # …by rooms
    assert board.waits_for_anything(game, game.current)


def test_the_witch_is_told_the_packs_victim_once_it_agrees(tmp_path):
    """The board's «Copy the PM» copies the fact the engine tells before the witch decides (werewolf-village)."""
    from moderator_app import paths
    from moderator_app.app.replay import replay_script
    from tests.engine.test_host_mechanics import WEREWOLF

    script = tmp_path / "open.yaml"
    seats = "\n".join(f"  - {{nick: {n}, role: {r}}}" for n, r in WEREWOLF.items())
    script.write_text(f"ruleset: {paths.examples_dir() / 'host-made' / 'werewolf-village.yaml'}\nseed: 1\n"
                      f"players:\n{seats}\nphases: []\n", encoding="utf-8")
    game = replay_script(script)
    game.apply(Entry("phase", {"kind": "night"}))
    game.apply(Entry("action", {"actor": "Gus", "action": "devour", "target": "Joe"}))
    game.apply(Entry("action", {"actor": "Hal", "action": "devour", "target": "Ann"}))
    assert board.victim_told(game, "Cat", "Joe") is None  # the pack does not agree yet
    game.apply(Entry("action", {"actor": "Hal", "action": "devour", "target": "Joe"}))
    assert board.victim_told(game, "Cat", "Joe") == {"kind": "victim", "target": "Joe", "action": "devour"}
    assert board.victim_told(game, "Cat", "Ann") is None and board.victim_told(game, "Ann", "Joe") is None



def test_S_ROUND_7_after_a_win_with_secret_goals_the_board_opens_the_unmasking_then_nothing(tmp_path):
    from moderator_app import paths
    from moderator_app.app.replay import replay_script

    text = (paths.examples_dir() / "suspi-evening-1.yaml").read_text(encoding="utf-8")
    won = tmp_path / "won.yaml"
    won.write_text(text[: text.index("  - unmask:")], encoding="utf-8")
    game = replay_script(won)
    assert game.winner is not None and board.next_phase_kind(game) == "unmask"
    assert board.next_phase_kind(replay_script(paths.examples_dir() / "suspi-evening-1.yaml")) is None  # unmasked
    assert board.next_phase_kind(_game()) == "day" and board.next_phase_kind(_game(*DAY2)) == "night"


def test_a_goal_reads_by_the_sets_name_for_it():
    from moderator_app.app.host_words import goal_choices, goal_name

    game = play(["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest"], [])
    assert goal_name(game, "thief", "ru") == "Вор" and goal_name(game, "nonesuch", "ru") == "nonesuch"
    assert ("Złodziej", "thief") in goal_choices(game, "pl") and goal_choices(_game(), "ru") == []
