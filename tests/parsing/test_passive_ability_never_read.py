"""A passive ability (a vest, a lovers' link) is never sent, so a PM is never read as it (host-findings-4: the vest
townie's «хода нет, я мирный» showed the action «⚠ Бронежилет»; a bare nick from him would have been read as
his «only night action»)."""

from __future__ import annotations

from pathlib import Path

import yaml

from moderator_app.parsing.message import parse_message

SET = Path(__file__).resolve().parents[2] / "examples" / "host-made" / "mafiascum-normal.yaml"


def _read(text: str, role: str):
    raw = yaml.safe_load(SET.read_text(encoding="utf-8"))
    return parse_message(text, roleset=raw, players=["Ves", "Ann", "Cop"], actor="Ves", actor_role=role, expect="action")


def test_a_vest_townies_no_action_names_no_ability():
    said = _read("хода нет, я мирный", "one_shot_bulletproof")
    assert said.skip and said.action is None


def test_a_bare_nick_from_a_vest_townie_is_not_read_as_his_vest():
    assert _read("Ann", "one_shot_bulletproof").action is None
    assert _read("Ann", "cop").action == "investigate"  # a role with one ability that is sent: read as it, as before
