"""A death the lynch caused (a lover's heartbreak) is told after the lynch, cause before effect (host findings #9)."""

from __future__ import annotations

from pathlib import Path

import pytest

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report

SET = paths.examples_dir() / "host-made" / "mafiascum-normal.yaml"
PLAYERS = {"Лёва": "town_lover", "Лиза": "mafia_lover", "Гас": "goon", "Ван": "vanilla", "Вик": "vanilla",
           "Аня": "vanilla", "Коп": "cop"}


def day_one_post(tmp_path: Path, lang: str, lynched: str) -> str:
    seats = "\n".join(f"  - {{nick: {n}, role: {r}}}" for n, r in PLAYERS.items())
    votes = "".join(f"        - {{voter: {v}, target: {lynched}}}\n" for v in ("Ван", "Вик", "Аня", "Коп"))
    script = tmp_path / "game.yaml"
    script.write_text(f"ruleset: {SET}\nseed: 1\nplayers:\n{seats}\nphases:\n  - night: {{}}\n  - day:\n"
                      f"      votes:\n{votes}", encoding="utf-8")
    return str(game_report(replay_script(script), lang)["phases"][1]["public_post"])


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_a_heartbreak_is_told_after_the_lynch_that_caused_it(tmp_path: Path, lang: str) -> None:
    post = day_one_post(tmp_path, lang, "Лиза")
    assert "Лёва" in post and "Лиза" in post
    assert post.index("[b]Лиза[/b]") < post.index("[b]Лёва[/b]")
    assert post.index("Лиза — 4" if lang != "en" else "Лиза") < post.index("[b]Лёва[/b]")


def test_the_follow_on_death_is_not_under_the_nights_dead_heading(tmp_path: Path) -> None:
    post = day_one_post(tmp_path, "ru", "Лёва")
    assert "Трупы" not in post
    assert post.index("казнён [b]Лёва[/b]") < post.index("[b]Лиза[/b] умерла от разбитого сердца")


def test_a_hosts_own_older_template_still_shows_the_follow_on_death(tmp_path: Path) -> None:
    """A host's copy of phase_result written before `deaths_after` existed prints only `deaths`: the
    heartbreak stays there for it, so nothing vanishes from his post."""
    own = paths.user_templates_dir() / "ru" / "phase_result.bbcode.j2"
    own.parent.mkdir(parents=True, exist_ok=True)
    own.write_text("Трупы: {{ post.deaths | map(attribute='nick') | join(', ') }}; "
                   "казнь: {{ post.executed | map(attribute='nick') | join(', ') }}", encoding="utf-8")
    assert day_one_post(tmp_path, "ru", "Лиза") == "Трупы: Лёва; казнь: Лиза"
