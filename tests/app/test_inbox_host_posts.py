"""The host's own posts marked below the screens (app/inbox/rows.mark_host_posts, host-findings-3 item 4): only
rows no seat sent become his, and a marked row keeps where it came from — its post and the page's paste id, so
removing the page's rows can still offer to withdraw its posts (app.activity.withdrawal, host-findings-4 item 18)."""

from __future__ import annotations

from moderator_app.app.inbox.rows import Row, mark_host_posts


def _rows() -> list[Row]:
    return [Row("s0", "Vote count: Carl 1", "vote", sender="Hosty ", at="2026-12-07 10:00", phase="day 1", post=0,
                paste="p1"),
            Row("s1", "Vote: Carl", "vote", sender="hosty", actor="Alice", phase="day 1", post=1, paste="p1"),
            Row("s2", "Vote: Bob", "vote", sender="Dana", actor="Dana", phase="day 1", post=2, paste="p1")]


def test_only_the_rows_no_seat_sent_from_his_account_become_the_hosts_posts() -> None:
    rows = _rows()
    assert mark_host_posts(rows, "HOSTY") == [0]  # the account as written, any case and spacing
    assert rows[0].host_post and not rows[0].include and rows[0].not_player
    assert not rows[1].host_post and rows[1].actor == "Alice"  # a seat's row stays the seat's
    assert len(rows) == 3  # nothing vanishes


def test_a_marked_row_keeps_its_post_time_phase_and_paste() -> None:
    rows = _rows()
    mark_host_posts(rows, "Hosty")
    assert (rows[0].post, rows[0].at, rows[0].phase, rows[0].paste) == (0, "2026-12-07 10:00", "day 1", "p1")
    assert mark_host_posts(rows, "Hosty") == []  # marked once
