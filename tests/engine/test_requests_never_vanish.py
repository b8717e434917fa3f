"""Requests that used to vanish (#22, "requests that vanish"): each one entered is listed with its fate.

- A private message with two requests («Лечу Лунную Ласку. И давай сразу укол Северному Волку») gives two
  requests, not one: under the doctor's one-action rule the heal gives way to the injection, and says so in
  `requests`, in `rejected` and in the explanation.
- A `phase: day` ability resolves with the day and leaves a log line and a fate.
"""

from __future__ import annotations

from pathlib import Path

from moderator_app.app.replay import replay_script
from moderator_app.app.report import game_report

DOCTOR_TABLE = """\
ruleset: forum-mafia-classic
seed: 1
players:
  - {nick: Лунная Ласка, role: citizen}
  - {nick: Северный Волк, role: citizen}
  - {nick: Док, role: doctor}
  - {nick: Мафиози, role: mafioso}
  - {nick: Путана, role: putana}
  - {nick: Ком, role: commissar}
phases:
  - day: {}
  - night:
      actions:
        - {actor: Мафиози, action: kill, target: Лунная Ласка}
"""


def night_of(tmp_path: Path, *lines: str, lang: str = "ru") -> dict:
    script = tmp_path / "game.yaml"
    script.write_text(DOCTOR_TABLE + "".join(f"        - {line}\n" for line in lines), encoding="utf-8")
    return game_report(replay_script(script), lang)["phases"][1]


def test_C_ROLE_DOC_two_requests_in_one_pm_are_two_requests_and_the_heal_is_replaced_aloud(tmp_path: Path) -> None:
    night = night_of(tmp_path, '{actor: Док, text: "Лечу Лунную Ласку. И давай сразу укол Северному Волку"}')
    assert night["requests"] == [
        {"actor": "Мафиози", "action": "kill", "targets": ["Лунная Ласка"], "fate": "applied"},
        {"actor": "Док", "action": "heal", "targets": ["Лунная Ласка"], "fate": "replaced", "by": 2,
         "code": "one_action_per_night"},
        {"actor": "Док", "action": "inject", "targets": ["Северный Волк"], "fate": "applied"}]
    assert night["rejected"] == [{"actor": "Док", "action": "heal", "code": "one_action_per_night",
                                  "reason": "за ночь только одно из этих действий; её заменила более поздняя заявка"}]
    assert "Док: «Лечение» (Лунная Ласка) заменено более поздней заявкой: «Смертельный укол» (Северный Волк)" in night["log"]
    assert {d["nick"] for d in night["deaths"]} == {"Лунная Ласка", "Северный Волк"}


def test_C_ROLE_DOC_two_requests_in_two_entries_read_the_same_as_in_one_pm(tmp_path: Path) -> None:
    one_pm = night_of(tmp_path, '{actor: Док, text: "Лечу Лунную Ласку. И давай сразу укол Северному Волку"}')
    two = night_of(tmp_path, "{actor: Док, action: heal, target: Лунная Ласка}",
                   "{actor: Док, action: inject, target: Северный Волк}")
    for key in ("requests", "rejected", "deaths", "log"):
        assert one_pm[key] == two[key], key


def test_a_single_request_is_never_listed_in_rejected(tmp_path: Path) -> None:
    night = night_of(tmp_path, '{actor: Док, text: "Лечу Лунную Ласку"}')
    assert night["rejected"] == [] and night["deaths"] == []
    assert [r["fate"] for r in night["requests"]] == ["applied", "applied"]


def test_an_enforcer_of_two_abilities_keeps_both_requests_of_one_message(tmp_path: Path) -> None:
    """Abilities that are not one-action-per-night both act when one message asks for both."""
    roleset = Path(__file__).parents[2] / "examples" / "host-made" / "open-town.yaml"
    script = tmp_path / "enforcer.yaml"
    script.write_text(f"""\
ruleset: {roleset}
seed: 1
players:
  - {{nick: Vic, role: villager}}
  - {{nick: Cora, role: cop}}
  - {{nick: Ed, role: enforcer}}
  - {{nick: Val, role: villager}}
  - {{nick: Jo, role: joker}}
phases:
  - night:
      actions:
        - {{actor: Cora, action: investigate, target: Ed}}
        - {{actor: Ed, text: "kill Vic. block Cora"}}
""", encoding="utf-8")
    night = game_report(replay_script(script), "en")["phases"][0]
    assert [(r["action"], r["targets"], r["fate"], r.get("code")) for r in night["requests"]] == [
        ("investigate", ["Ed"], "void", "blocked"), ("mafia_kill", ["Vic"], "applied", None),
        ("roleblock", ["Cora"], "applied", None)]
    assert night["rejected"] == [] and [d["nick"] for d in night["deaths"]] == ["Vic"]
