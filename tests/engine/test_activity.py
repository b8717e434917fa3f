"""Activity from pasted pages in the engine (#28): the `activity` host event's record, H-GEN-5's day
count taken from it (the host's own count overrules it), a page pasted twice counted once, a count
that arrives after the night's request judging it again, and a substitute's own record."""

from __future__ import annotations

from typing import Any

import pytest

from moderator_app.engine.model.activity import ActivityRules, by_holder, day_totals, pasted_posts, recorded, slot_totals
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries

from .hypermafia_helpers import RULESET, TABLE, act, everyone_red, night, phase, play, refusal

QUIET = night()


def page(*posts: tuple[str, str, str], key: str = "p") -> dict[str, Any]:
    """An `activity` event: (author, forum time, phase) per post, each with a key of its own."""
    return {"event": "activity", "posts": [{"by": by, "at": at, "phase": label, "key": f"{key}{n}"}
                                           for n, (by, at, label) in enumerate(posts)]}


def day1_posts(jacob: int, enoch: int) -> dict[str, Any]:
    posts = [("Jacob", f"2026-03-12 1{n}:00", "day 1") for n in range(jacob)]
    posts += [("Enoch", f"2026-03-12 1{n}:30", "day 1") for n in range(enoch)]
    return page(*posts)


def test_H_GEN_5_posts_read_from_pasted_pages_refuse_the_next_night_action() -> None:
    game = play([QUIET, {"day": {"votes": everyone_red("Kid4"), "host": [day1_posts(jacob=2, enoch=3)]}},
                 night(act("Jacob", "kill", "Kid1"), act("Enoch", "heal", "Kid2"))])
    assert refusal(game, "night 2", "Jacob") == "too few posts on day 1: 2 of 3"
    assert refusal(game, "night 2", "Enoch") is None
    assert phase(game, "night 2").requests[0].refused.code == "too_few_posts"


def test_H_GEN_5_the_hosts_own_count_overrules_the_pages() -> None:
    own = {"event": "posts", "player": "Jacob", "count": 3}
    game = play([QUIET, {"day": {"votes": everyone_red("Kid4"), "host": [day1_posts(jacob=1, enoch=3), own]}},
                 night(act("Jacob", "kill", "Kid1"))])
    assert refusal(game, "night 2", "Jacob") is None
    lower = {"event": "posts", "player": "Enoch", "count": 1}
    game = play([QUIET, {"day": {"votes": everyone_red("Kid4"), "host": [day1_posts(jacob=3, enoch=3)]}},
                 night(act("Enoch", "heal", "Kid2"), host=[lower])])
    assert refusal(game, "night 2", "Enoch") == "too few posts on day 1: 1 of 3"


def test_H_GEN_5_no_page_of_the_day_pasted_judges_nobody() -> None:
    game = play([QUIET, {"day": {"votes": everyone_red("Kid4"), "host": [page(("Enoch", "2026-03-12 10:00", "night 1"))]}},
                 night(act("Jacob", "kill", "Kid1"))])
    assert refusal(game, "night 2", "Jacob") is None  # nothing of day 1 is known: nothing is refused


def _open_night_two(*host: dict[str, Any]) -> Game:
    """Night 2 open with Jacob's kill already recorded; `host` events come after it."""
    doc = {"ruleset": RULESET, "seed": 1, "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
           "phases": [QUIET, {"day": {"votes": everyone_red("Kid4")}}]}
    game = Game.replay(script_entries(doc))
    game.apply(Entry("phase", {"kind": "night"}))
    game.apply(Entry("action", act("Jacob", "kill", "Kid1")))
    for event in host:
        game.apply(Entry("host", event))
    return game


def test_H_GEN_5_a_page_of_the_day_pasted_after_the_night_request_refuses_it_then_the_host_overrules() -> None:
    game = _open_night_two(day1_posts(jacob=2, enoch=0))
    assert refusal(game, "night 2", "Jacob") == "too few posts on day 1: 2 of 3"
    game.apply(Entry("host", {"event": "posts", "player": "Jacob", "count": 4}))
    assert refusal(game, "night 2", "Jacob") is None  # judged again: the host counted 4
    again = Game.replay(game.entries)  # the fold gives the same on a reload
    assert refusal(again, "night 2", "Jacob") is None
    game.apply(Entry("resolve", {}))
    assert not game.players["Kid1"].alive


def test_a_page_pasted_twice_counts_once() -> None:
    twice = day1_posts(jacob=3, enoch=1)
    game = _open_night_two(twice, twice)
    assert by_holder(recorded(game), "day 1") == {"Jacob": 3, "Enoch": 1}
    assert refusal(game, "night 2", "Jacob") is None


def test_a_substitute_starts_his_own_record_and_is_not_judged_on_his_predecessors_day() -> None:
    replace = {"event": "replace", "player": "Jacob", "by": "Sub"}
    game = _open_night_two(day1_posts(jacob=0, enoch=3), replace,
                           page(("Sub", "2026-03-13 01:00", "night 2"), key="s"))
    game.apply(Entry("action", act("Sub", "kill", "Kid2")))
    assert refusal(game, "night 2", "Sub") is None  # day 1 was Jacob's
    seat = next(s for s in slot_totals(game) if s["nick"] == "Sub")
    assert seat["holders"] == [{"nick": "Jacob", "posts": 0}, {"nick": "Sub", "posts": 1}]
    assert "Jacob" not in day_totals(game, "night 2") and day_totals(game, "night 2")["Sub"] == 1


def test_a_withdrawn_paste_counts_no_more_and_counts_again_when_pasted_again() -> None:
    """host-findings-4 item 18: the host removed every row of a page that was not this game's; the posts
    its paste recorded leave the record (the final reveal's list and H-GEN-5's count read it), the other
    pastes' stay; a withdrawal is kept on reload, undone by its own removal, and the page pasted again counts."""
    wrong = dict(page(*[("Enoch", f"2023-07-0{n} 10:00", "day 1") for n in range(1, 6)], key="old"), paste="A")
    right = dict(day1_posts(jacob=3, enoch=1), paste="B")
    game = _open_night_two(wrong, right)
    assert by_holder(recorded(game)) == {"Enoch": 6, "Jacob": 3}
    game.apply(Entry("host", {"event": "activity", "withdraw": "A"}))
    assert by_holder(recorded(game)) == {"Jacob": 3, "Enoch": 1}
    assert next(s for s in slot_totals(game) if s["nick"] == "Enoch")["posts"] == 1
    assert pasted_posts(game, "A") == [] and len(pasted_posts(game, "B")) == 4
    assert by_holder(recorded(Game.replay(game.entries))) == {"Jacob": 3, "Enoch": 1}
    assert by_holder(recorded(Game.replay(game.entries[:-1]))) == {"Enoch": 6, "Jacob": 3}
    game.apply(Entry("host", wrong))  # pasted again, deliberately: its posts count again
    assert by_holder(recorded(game)) == {"Enoch": 6, "Jacob": 3}


def test_withdrawing_a_paste_that_holds_nothing_changes_nothing() -> None:
    game = _open_night_two(dict(day1_posts(jacob=3, enoch=1), paste="B"), {"event": "activity", "withdraw": "Z"})
    assert by_holder(recorded(game)) == {"Jacob": 3, "Enoch": 1}


@pytest.mark.parametrize(("event", "says"), [
    ({"event": "activity", "withdraw": 7}, "`withdraw` names a paste"),
    ({"event": "activity", "withdraw": "A", "posts": [{"by": "Jacob"}]}, "holds no posts"),
    ({"event": "activity"}, "needs `posts`"),
    ({"event": "activity", "posts": "Jacob"}, "a list"),
    ({"event": "activity", "posts": [{"at": "2026-03-12 10:00"}]}, "post 1 needs `by` or `seat`"),
    ({"event": "activity", "posts": [{"by": "Jacob", "when": "x"}]}, "unknown keys: when"),
])
def test_a_malformed_activity_event_is_a_message_naming_what_is_wrong(event: dict[str, Any], says: str) -> None:
    game = play([QUIET])
    with pytest.raises(InputError, match=None) as err:
        game.apply(Entry("host", event))
    assert says in str(err.value)


def test_activity_rules_are_off_unless_the_forum_asks() -> None:
    assert not ActivityRules().asked and not ActivityRules.of(None).asked
    assert ActivityRules.of({"prod_after": 48, "then": "replace"}).asked


def test_the_rules_are_read_from_a_preset_or_the_hosts_mapping_and_a_wrong_one_asks_nothing() -> None:
    from moderator_app.engine.model.activity import rules_of

    assert rules_of("mafiascum") == ActivityRules(prod_after=48, answer_within=24, prods=2, then="replace",
                                                  post_counts=True)
    assert rules_of("gipermafia").min_posts == 3 and rules_of("default") == ActivityRules()
    assert rules_of({"mark": "bold", "activity": {"min_posts": 2}}) == ActivityRules(min_posts=2)
    assert rules_of({"activity": {"prod_after": "soon"}}) == ActivityRules() == rules_of("../nosuch") == rules_of(None)


def test_H_GEN_2_the_open_days_vote_of_a_replaced_player_stays_with_his_slot() -> None:
    """The substitute takes over the slot and its history: the vote cast before he came counts as the
    slot's (no missed-vote penalty for it), a vote against the old nick is against the slot; a closed
    day's votes stay the old player's."""
    from .hypermafia_helpers import red

    doc = {"ruleset": RULESET, "seed": 1, "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
           "phases": [QUIET, {"day": {"votes": everyone_red("Kid3")}}, QUIET]}
    game = Game.replay(script_entries(doc))
    game.apply(Entry("phase", {"kind": "day"}))
    game.apply(Entry("vote", red("Kid4", "Kid1")))
    game.apply(Entry("vote", red("Kid2", "Kid4")))
    game.apply(Entry("host", {"event": "replace", "player": "Kid4", "by": "Sub"}))
    votes = [(v.voter, v.target) for v in phase(game, "day 2").votes]
    assert votes == [("Sub", "Kid1"), ("Kid2", "Sub")]
    assert ("Kid4", "Kid3") in [(v.voter, v.target) for v in phase(game, "day 1").votes]
    game.apply(Entry("resolve", {}))
    penalties = [e.data["target"] for e in phase(game, "day 2").result.events if e.kind == "missed_penalty"]
    assert "Sub" not in penalties and "Kid1" in penalties


def _day_one_then_night_two(*day_host: dict[str, Any]) -> Game:
    """Day 1 (deadline 12 Mar 21:00) with `day_host` entered in it, then night 2 open with Jacob's kill."""
    doc = {"ruleset": RULESET, "seed": 1, "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
           "phases": [dict(QUIET, night={"deadline": "2026-03-12 06:00", "tz": "UTC"}),
                      {"day": {"deadline": "2026-03-12 21:00", "tz": "UTC", "votes": everyone_red("Kid4"),
                               "host": list(day_host)}}]}
    game = Game.replay(script_entries(doc))
    game.apply(Entry("phase", {"kind": "night", "deadline": "2026-03-13 06:00", "tz": "UTC"}))
    game.apply(Entry("action", act("Jacob", "kill", "Kid1")))
    return game


THREE_OF_JACOB = page(("Jacob", "2026-03-12 10:00", "day 1"), ("Jacob", "2026-03-12 11:00", "day 1"),
                      ("Jacob", "2026-03-12 20:00", "day 1"))


def test_H_GEN_5_a_moved_deadline_moves_the_posts_recorded_before_it() -> None:
    """The host closed day 1 at 18:00 instead of 21:00 after its page was pasted: Jacob's 20:00 post
    is of night 2 now, and day 1 holds two of his posts, too few."""
    moved = {"event": "deadline", "at": "2026-03-12 18:00", "tz": "UTC"}
    game = _day_one_then_night_two(THREE_OF_JACOB, moved)
    assert by_holder(recorded(game), "day 1") == {"Jacob": 2}
    assert by_holder(recorded(game), "night 2") == {"Jacob": 1}
    assert refusal(game, "night 2", "Jacob") == "too few posts on day 1: 2 of 3"
    kept = _day_one_then_night_two(THREE_OF_JACOB)
    assert refusal(kept, "night 2", "Jacob") is None


def test_posts_pasted_between_phases_belong_to_the_phase_their_time_falls_in() -> None:
    """Day 1 resolved, night 2 not opened yet: a post after day 1's deadline is recorded (on day 1, the
    last phase) and counts for night 2 once it opens, not for day 1."""
    late = page(("Jacob", "2026-03-12 20:00", "day 1"), ("Jacob", "2026-03-12 22:00", "day 1"), key="late")
    doc = {"ruleset": RULESET, "seed": 1, "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
           "phases": [dict(QUIET, night={"deadline": "2026-03-12 06:00", "tz": "UTC"}),
                      {"day": {"deadline": "2026-03-12 21:00", "tz": "UTC", "votes": everyone_red("Kid4")}}]}
    game = Game.replay(script_entries(doc))
    game.apply(Entry("host", late))  # no phase open: the journal's last phase holds the entry
    assert by_holder(recorded(game)) == {"Jacob": 2}
    game.apply(Entry("phase", {"kind": "night", "deadline": "2026-03-13 06:00", "tz": "UTC"}))
    assert by_holder(recorded(game), "day 1") == {"Jacob": 1}
    assert by_holder(recorded(game), "night 2") == {"Jacob": 1}


def test_H_GEN_5_a_deadline_moved_into_another_zone_places_the_posts_read_in_the_old_one() -> None:
    """The page was read while the deadline was Moscow's; day 1's deadline is now 21:00 UTC. Jacob's third
    post, 23:30 in Moscow, is 20:30 UTC: of day 1 (three posts, enough)."""
    moscow = page(("Jacob", "2026-03-12 13:00", "day 1"), ("Jacob", "2026-03-12 14:00", "day 1"),
                  ("Jacob", "2026-03-12 23:30", "night 2"), key="msk")
    for post in moscow["posts"]:
        post["tz"] = "Europe/Moscow"
    game = _day_one_then_night_two(moscow)
    assert by_holder(recorded(game), "day 1") == {"Jacob": 3}
    assert refusal(game, "night 2", "Jacob") is None
