"""#22 item 6: a weighted vote (a mayor's `vote_weight: 2`) counts with its weight in the
`second_reached` tie rule too (C-LYNCH-3: among the tied, the one who reached the top count last).

Open-town with `tie: second_reached`: Ann and Bob vote X (2), then the double voter votes Y (2 at
once). Y reached the top count last and is executed; counting each vote as 1 in the reach order,
Y never "reached" 2 and X was executed instead.
"""

from __future__ import annotations

from pathlib import Path

from moderator_app import paths
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries

SET = paths.examples_dir() / "host-made" / "open-town.yaml"
PLAYERS = {"Ann": "cop", "Bob": "doctor", "Mayor": "double_voter", "X": "goon", "Y": "villager", "Zed": "villager"}


def executed(set_path: Path, votes: list[tuple[str, str]]) -> list[str]:
    text = set_path.read_text(encoding="utf-8").replace("  tie: no_lynch\n", "  tie: second_reached\n")
    doc = {"ruleset": str(set_path.with_name("tie.yaml")), "seed": 1,
           "players": [{"nick": n, "role": r} for n, r in PLAYERS.items()],
           "phases": [{"night": {}}, {"day": {"votes": [{"voter": v, "target": t, "at": f"2026-01-01 10:0{i}"}
                                                        for i, (v, t) in enumerate(votes)]}}]}
    set_path.with_name("tie.yaml").write_text(text, encoding="utf-8")
    game = Game.replay(script_entries(doc))
    result = game.phases[1].result
    assert result is not None
    ties = [e.data for e in result.events if e.kind == "tie"]
    assert len(ties) == 1 and ties[0]["rule"] == "second_reached" and len(ties[0]["candidates"]) >= 2
    return [d.nick for d in result.executed]


def test_C_LYNCH_3_a_double_vote_reaching_the_tie_last_executes_its_target(tmp_path: Path) -> None:
    copy = tmp_path / "open-town.yaml"
    copy.write_text(SET.read_text(encoding="utf-8"), encoding="utf-8")
    assert executed(copy, [("Ann", "X"), ("Bob", "X"), ("Mayor", "Y")]) == ["Y"]
    assert executed(copy, [("Mayor", "Y"), ("Ann", "X"), ("Bob", "X")]) == ["X"]
