"""Each page redraws for what it shows (#24 item 4, app/changes.py): an operation's changes mark
only the pages showing them stale; the others keep their drawing."""

from __future__ import annotations

from moderator_app.gui.game_view import PAGES

from .test_council_runoff import _tied_council


def _count_refreshes(view) -> dict[str, int]:
    counts = {name: 0 for name, _module, _cls in PAGES}
    for name in counts:
        page = view.page(name)
        original = page.refresh

        def counted(*changes, original=original, name=name) -> None:  # a page that takes_changes is told them
            counts[name] += 1
            original(*changes)

        page.refresh = counted
    return counts


def _visit_every_tab(view) -> None:
    for name, _module, _cls in PAGES:
        view.tabs.setCurrentWidget(view.page(name))


def test_a_vote_redraws_the_phase_pages_and_the_log_not_the_role_pms(small_game):
    view = small_game.game_view
    _visit_every_tab(view)
    counts = _count_refreshes(view)
    small_game.controller.apply("vote", voter="Вася", target="Петя")
    _visit_every_tab(view)
    assert counts["role_pms"] == 0  # no seat changed: the role cards stand
    assert all(counts[name] == 1 for name in ("board", "inbox", "resolve", "posts", "log")), counts


def test_a_published_post_redraws_what_shows_the_marks_not_the_log(small_game):
    view = small_game.game_view
    _visit_every_tab(view)
    view.tabs.setCurrentWidget(view.page("board"))
    counts = _count_refreshes(view)
    small_game.controller.marked.emit()  # the host copied a post: it is published
    _visit_every_tab(view)
    assert counts["posts"] == 1  # the published mark
    # the role PMs show the deal and their own sent ticks (set on that page), not what is published
    assert counts["role_pms"] == 0 and counts["log"] == 0 and counts["inbox"] == 0 and counts["resolve"] == 0, counts


def test_S_ROUND_5_a_runoff_started_says_its_phase_the_inbox_and_board_redraw_not_the_log(open_window, qtbot):
    """Starting the runoff is no journal entry, but it changes the open phase (votes pasted now are runoff
    votes): the change names that phase (app.changes.in_phase), not everything."""
    window = _tied_council(open_window, "ru")
    view = window.game_view
    _visit_every_tab(view)
    view.tabs.setCurrentWidget(view.page("board"))
    counts = _count_refreshes(view)
    window.controller.resolve_open_phase()  # a tie: the runoff starts, nothing is resolved
    assert not window.controller.game.current.resolved
    _visit_every_tab(view)
    assert counts["board"] == 1 and counts["inbox"] == 1 and counts["resolve"] == 1, counts
    assert counts["role_pms"] == 0 and counts["log"] == 0, counts
    assert "переголосование среди Ewa, Marek" in view.inbox.phase_label.text()
