"""The final reveal's night log names the room a SUSPI request went to (hostdrill: the Polish reveal
read "Zosia (Śledczy): Wybór pokoju" and "Śledztwo" with no room, so players could not check the
night from it)."""

from __future__ import annotations

import pytest

from moderator_app import paths
from moderator_app.app.replay import replay_script
from moderator_app.posts import render_final_reveal


@pytest.mark.parametrize("lang, room, inspected", [("pl", "Oranżeria", "Kuchnia"), ("ru", "Оранжерея", "Кухня")])
def test_a_room_request_in_the_reveal_names_its_room(lang, room, inspected):
    game = replay_script(paths.examples_dir() / "suspi-evening-2.yaml")
    reveal = render_final_reveal(game, lang)
    zosia = [line for line in reveal.splitlines() if line.startswith("— Zosia")]
    assert len(zosia) == 2, zosia
    assert zosia[0].endswith("→ " + room) and zosia[1].endswith("→ " + inspected), zosia
