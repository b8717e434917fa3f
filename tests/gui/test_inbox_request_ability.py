"""The inbox reads a request's ability as its sender's (hypermafia-peregrine keys Jacob's kill `jacob_kill`, Emma's
block `emma_block`, by ids `kill` and `block`), as a host drives it: «Accept all» records Golan's stand-in kill
(H-HOL-ORDER) and Emma's block (H-TOWN-EMMA), and leaves Jacob's «kill two» for the host to pick, as Jacob kills
one (H-TOWN-JACOB) — it used to read the Baron's two-target kill, record it refused, and refuse Golan's kill as
not his."""

from __future__ import annotations

from .test_inbox import _inbox, _paste


def test_H_HOL_ORDER_H_TOWN_JACOB_accept_all_reads_each_senders_own_ability(window, qtbot) -> None:
    controller = window.controller
    seats = {"Baron": "baron", "Golan": "golan", "Jacob": "jacob", "Emma": "emma",
             **{f"Kid{i}": "peculiar" for i in range(1, 6)}}
    players = [{"nick": n, "role": r} for n, r in seats.items()]
    assert controller.new_game("Якоб", {"ruleset": "hypermafia-peregrine", "seed": 1, "players": players})
    controller.apply("phase", kind="night")
    view = _inbox(window)
    _paste(qtbot, view, "От: Jacob\n\nубиваю Kid1 и Kid2\n\nОт: Golan\n\nубиваем Kid3\n\nОт: Emma\n\nблокирую Kid4")
    assert [(r.actor, r.action, r.targets) for r in view.table.rows] == [
        ("Jacob", "kill", ["Kid1", "Kid2"]), ("Golan", "kill", ["Kid3"]), ("Emma", "block", ["Kid4"])]
    jacob_problem = view.table.item(0, 9).text()
    window.grab().save("/tmp/ak/inbox_request_ability.png")
    view.accept_all()
    recorded = [(r.actor, r.action, r.targets, r.refused) for r in controller.game.current.requests]
    assert recorded == [("Golan", "kill", ["Kid3"], None), ("Emma", "block", ["Kid4"], None)]
    assert [(r.actor, r.targets) for r in view.table.rows] == [("Jacob", ["Kid1", "Kid2"])]  # the host picks
    assert jacob_problem and view.table.item(0, 9).text() == jacob_problem
