"""«хода нет» is the player's last word like a request (#23 leftover 2): a no_action recorded after his request
withdraws it (fate `replaced`, code `withdrawn`, no `by`: a skip is no row), a request after his no_action stands,
and the dry run, the explanation and the board read the same verdict (engine/resolution/replacement.py)."""

from __future__ import annotations

from moderator_app.engine.model import fates
from moderator_app.engine.model.dry_run import verdict, verdicts
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.resolution.replacement import standing_requests
from moderator_app.app.inbox.fate import fate_words

from .test_dry_run import action, classic_night


def skip(player: str) -> Entry:
    return Entry("host", {"event": "no_action", "player": player})


def test_a_later_no_action_withdraws_the_players_earlier_request() -> None:
    game = classic_night()
    game.apply(action("F", "check", "B"))
    game.apply(skip("F"))
    night = game.phases[-1]
    assert standing_requests(game, night) == [] and night.active_requests() == []
    row = fates.rows(game, night)[0]
    assert (row["fate"], row["code"], "by" in row) == (fates.REPLACED, fates.WITHDRAWN, False)
    game.apply(Entry("resolve", {}))
    row = fates.rows(game, night)[0]
    assert (row["fate"], row["code"]) == (fates.REPLACED, fates.WITHDRAWN)
    assert not any(p.to == "F" for p in night.result.private)  # the check was never made
    assert any(e.kind == "withdrawn" and e.data["actor"] == "F" for e in night.result.events)


def test_a_later_no_action_withdraws_every_ability_of_the_night() -> None:
    game = classic_night()
    game.apply(action("A", "heal", "C"))
    game.apply(action("A", "inject", "D"))
    game.apply(skip("A"))
    rows = fates.rows(game, game.phases[-1])
    assert [(r["fate"], r["code"]) for r in rows] == [(fates.REPLACED, fates.ONE_ACTION), (fates.REPLACED, fates.WITHDRAWN)]


def test_a_request_after_the_players_no_action_stands() -> None:
    game = classic_night()
    game.apply(skip("F"))
    game.apply(action("F", "check", "B"))
    night = game.phases[-1]
    assert [r.actor for r in standing_requests(game, night)] == ["F"]
    game.apply(Entry("resolve", {}))
    assert fates.rows(game, night)[0]["fate"] == fates.APPLIED


def test_another_players_no_action_leaves_the_request_standing() -> None:
    game = classic_night()
    game.apply(action("F", "check", "B"))
    game.apply(skip("A"))
    assert fates.rows(game, game.phases[-1])[0]["fate"] == fates.PENDING


def test_the_dry_run_gives_a_request_after_a_no_action_its_own_fate_and_says_a_withdrawal_in_words() -> None:
    game = classic_night()
    game.apply(skip("F"))
    v = verdict(game, action("F", "check", "B"))
    assert (v.fate, v.code) == (fates.APPLIED, None)
    game.apply(action("F", "check", "B"))
    game.apply(skip("F"))
    row = fates.fate_of(game, len(game.entries) - 2)
    assert row is not None and (row["fate"], row["code"]) == (fates.REPLACED, fates.WITHDRAWN)
    assert fate_words(row["fate"], row["code"], "ru") == "заменено: её отозвал более поздний «хода нет» того же игрока"


def test_the_dry_run_of_a_batch_applies_a_no_action_to_the_players_earlier_request() -> None:
    """The inbox asks one dry run of the pasted batch (app/inbox/fate.row_verdicts): a «хода нет» in it is recorded
    there like the requests, so the earlier request's forecast is the engine's `replaced`/`withdrawn`, not `applied`."""
    game = classic_night()
    check, heal = action("F", "check", "B"), action("A", "heal", "C")
    first, nothing, second = verdicts(game, [check, skip("F"), heal])
    assert first is not None and not isinstance(first, Exception)
    assert (first.fate, first.code) == (fates.REPLACED, fates.WITHDRAWN) and nothing is None
    assert second is not None and not isinstance(second, Exception) and second.fate == fates.APPLIED
    [alone] = verdicts(game, [check])
    assert alone is not None and not isinstance(alone, Exception) and alone.fate == fates.APPLIED  # the skip made it
    assert game.phases[-1].requests == [] and game.phases[-1].host == []  # the host's game untouched


def test_the_dry_run_of_a_batch_keeps_a_request_sent_after_the_no_action() -> None:
    game = classic_night()
    nothing, later = verdicts(game, [skip("F"), action("F", "check", "B")])
    assert nothing is None and later is not None and not isinstance(later, Exception) and later.fate == fates.APPLIED
