"""S-TAB-3/4, S-ROUND-3: host modes, remote-play links and talk timers shown to the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.app.host_view import host_view
from moderator_app.engine.rolesets.roleset import load_roleset
from moderator_app.posts import render_opening_post
from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report

from .suspi_helpers import play

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "suspi-evening-1.yaml"
SIX = ["killer", "investigator", "doctor", "guest", "guest", "guest"]


def _before_unmasking(tmp_path: Path) -> Game:
    """The first example evening game, finished but not yet unmasked."""
    text = EXAMPLE.read_text(encoding="utf-8")
    script = tmp_path / "suspi-no-unmask.yaml"
    script.write_text(text[: text.index("  - unmask:")], encoding="utf-8")
    return replay_script(script)


def test_S_TAB_3_playing_host_sees_only_his_seat_until_the_unmasking(tmp_path: Path) -> None:
    game = _before_unmasking(tmp_path)
    assert game.winner == "city" and not game.table.get("revealed")
    report = game_report(game, "pl")
    seat = host_view(report, "playing", "Tomek")
    others = [p for p in seat["players"] if p["nick"] != "Tomek"]
    assert others and all(not ({"role", "team", "possessed", "goal", "goals"} & set(p)) for p in others)
    own = next(p for p in seat["players"] if p["nick"] == "Tomek")
    assert own["role"] == "investigator"
    assert [c["nick"] for c in seat["table"]["cards"]] == ["Tomek"] and "draws" not in seat["table"]
    assert "scores" not in seat
    privates = [pm for ph in seat["phases"] for pm in ph["private"]]
    assert privates and all(pm["to"] == "Tomek" for pm in privates)
    for phase in seat["phases"]:
        assert all("Tomek" in nicks for nicks in phase["rooms"].values()) and phase["log"] == []
        assert all(d["cause"] is None for d in phase["deaths"])
    with pytest.raises(ValueError):
        host_view(report, "playing")


def test_S_TAB_3_secrets_open_after_the_unmasking_and_a_master_sees_everything(tmp_path: Path) -> None:
    before = game_report(_before_unmasking(tmp_path), "pl")
    master = host_view(before, "master")
    assert master is before and {p["nick"]: p["role"] for p in master["players"]}["Kasia"] == "killer"
    assert len(master["table"]["cards"]) == 8 and master["table"]["draws"] is not None
    cards = {c["nick"]: (c["role"], c["goal"], c["goal_target"]) for c in master["table"]["cards"]}
    assert cards["Tomek"] == ("investigator", "spy", "Celina") and cards["Ewa"] == ("guest", "romance", "Marek")  # S-GOAL-SPY, ROM
    after = game_report(replay_script(EXAMPLE), "pl")
    assert after["table"]["revealed"] is True
    seat = host_view(after, "playing", "Tomek")
    assert {p["nick"]: p["role"] for p in seat["players"]}["Kasia"] == "killer"
    assert {p["nick"]: p["possessed"] for p in seat["players"]}["Ewa"] is True
    assert len(seat["table"]["cards"]) == 8 and "scores" in seat


def test_S_TAB_4_remote_play_links_show_in_the_opening_post() -> None:
    links = ["https://discord.gg/suspi", {"label": "Zoom 1932", "url": "https://zoom.us/j/1932"},
             "https://meet.google.com/abc-defg-hij"]
    game = play(SIX, [], options={"links": links})
    assert [link["label"] for link in game.table["links"]] == ["Discord", "Zoom 1932", "Meet"]
    post = {lang: render_opening_post(game, lang) for lang in ("ru", "en", "pl")}
    assert "Игра онлайн" in post["ru"] and "Playing remotely" in post["en"] and "Gra zdalna" in post["pl"]
    for text in post.values():
        assert "Discord: [url]https://discord.gg/suspi[/url]" in text
        assert "Zoom 1932: [url]https://zoom.us/j/1932[/url]" in text and "Meet: [url]https://meet.google.com" in text
    quiet = render_opening_post(play(SIX, []), "en")
    assert "[url]" not in quiet and "Playing remotely" not in quiet
    with pytest.raises(InputError, match="options.links"):
        play(SIX, [], options={"links": ["discord, evening at 8"]})


def test_S_TAB_4_the_opening_post_names_rooms_in_the_language_and_the_announced_killers() -> None:
    game = play(SIX, [])
    assert "Кабинет, Библиотека, Оранжерея" in render_opening_post(game, "ru")
    english = render_opening_post(game, "en")
    assert "Study, Library, Conservatory" in english
    assert f"about {game.table['killers_announced']}" in english


def test_S_ROUND_3_the_day_is_free_talk_with_a_timer_shown_to_the_host() -> None:
    rs = load_roleset("suspi")
    assert rs.cycle["phases"] == ["night", "council"]          # no day phase: no engine rule for talk
    assert rs.cycle["timers"]["day"] == 600 and rs.cycle["timers"]["council"] == 90
    game = play(SIX, [])
    assert game.table["timers"] == {"night": 120, "day": 600, "council": 90, "unmask": 90}
    assert game_report(game, "ru")["table"]["timers"]["day"] == 600
    assert "— День: 10:00" in render_opening_post(game, "ru") and "— Council: 1:30" in render_opening_post(game, "en")
    assert "— Dzień: 10:00" in render_opening_post(game, "pl")
