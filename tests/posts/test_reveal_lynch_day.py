"""C-FLOW-3: in the classic set a day's lynch is published with the next night, yet the final reveal
dates it by its day: a host read «Кот в бороде — казнь (ночь 3)» for a day-3 lynch."""

from __future__ import annotations

import pytest

from moderator_app.engine.model.game import Game
from moderator_app.engine.model.script import script_entries
from moderator_app.posts import render_final_reveal

TABLE = {"Com": "commissar", "Serg": "sergeant", "Doc": "doctor", "Found": "foundling", "Boss": "boss",
         "Maf": "mafioso", "Cit1": "citizen", "Cit2": "citizen"}
VOTES = [{"voter": v, "target": "Maf"} for v in ("Com", "Serg", "Doc", "Cit1")]
DAY = {"ru": "казнь (день 2)", "pl": "(dzień 2)", "en": "(Day 2)"}
NIGHT = {"ru": "(ночь 2)", "pl": "(noc 2)", "en": "(Night 2)"}


@pytest.mark.parametrize("lang", ["ru", "pl", "en"])
def test_C_FLOW_3_a_lynch_published_with_the_night_is_dated_by_its_day_in_the_reveal(lang: str) -> None:
    doc = {"ruleset": "forum-mafia-classic", "seed": 1, "options": {},
           "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
           "phases": [{"day": {}}, {"night": {}}, {"day": {"votes": VOTES}}, {"night": {}}]}
    game = Game.replay(script_entries(doc))
    assert game.players["Maf"].died == ("night 2", "execution")  # applied with the night, as C-FLOW-3 says
    line = next(line for line in render_final_reveal(game, lang).splitlines() if "[b]Maf[/b]" in line)
    assert DAY[lang] in line and NIGHT[lang] not in line, line
