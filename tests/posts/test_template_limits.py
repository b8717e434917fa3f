"""#12 item 6: a host's template cannot run without a limit — nested huge loops, huge repetition
and powers stop with a message naming the template file and line; normal posts are unaffected."""

from __future__ import annotations

import time

import pytest

from moderator_app import paths
from moderator_app.engine.errors import InputError
from moderator_app.engine.game import Game
from moderator_app.engine.journal import Entry
from moderator_app.posts import render, render_opening_post

HOSTILE = {
    "nested loops with output": "{% for i in range(100000) %}{% for j in range(100000) %}x{% endfor %}{% endfor %}",
    "nested loops without output": "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
    "nested loops over players": "{% for i in range(100000) %}{% for p in post.players * 1000 %}{{ p }}{% endfor %}{% endfor %}",
    "huge repetition": "{{ 'x' * 1000000000 }}",
    "huge power": "{{ 2 ** 100000000 }}",
    "list repetition": "{% for x in [1] * 1000000000 %}{% endfor %}",
}


def _game() -> Game:
    game = Game()
    game.apply(Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 1, "players": [
        {"nick": n, "role": r} for n, r in [("A", "commissar"), ("B", "mafioso"), ("C", "doctor"), ("D", "citizen")]]}))
    return game


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_host_template_stops_with_a_message_naming_file_and_line(case, monkeypatch):
    monkeypatch.setattr(render, "RENDER_SECONDS", 0.5)
    own = paths.user_templates_dir() / "ru" / "opening.bbcode.j2"
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text("Начало игры\n" + HOSTILE[case] + "\n", encoding="utf-8")
    render._environment.cache_clear()
    started = time.monotonic()
    with pytest.raises(InputError) as caught:
        render_opening_post(_game(), "ru")
    message = str(caught.value)
    assert message.startswith(f"{own}:2: template error: ") or message.startswith(f"{own}: template error: "), message
    assert any(word in message for word in ("longer than", "grow past", "grew past", "too big", "range too big")), message
    assert time.monotonic() - started < 10


def test_shipped_posts_render_within_the_bounds():
    render._environment.cache_clear()
    post = render_opening_post(_game(), "ru")
    assert "A" in post and "D" in post
