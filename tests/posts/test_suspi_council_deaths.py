"""S-ROUND-5 / S-ROLE-SZUR: a council's post tells every death of the council, not only who leaves the
table (the Szur's bullet entered during the council printed nothing: host-findings-3). S-ROUND-7: the
roles stay closed until the unmasking, so a death shows the nick alone. Every language."""

from __future__ import annotations

import pytest

from moderator_app.posts import render_interim_tally, render_phase_post
from tests.engine.suspi_helpers import play, rooms

from .post_helpers import LANGS

TEN = ["killer", "investigator", "doctor", "exorcist", "szur", "guest", "guest", "guest", "guest", "guest"]
DIED = {"ru": "Погибли:\n— [b]Jacek[/b]", "pl": "Zginęli:\n— [b]Jacek[/b]", "en": "Died:\n— [b]Jacek[/b]"}
LEAVES = {"ru": "Совет покидает: [b]Ewa[/b]", "pl": "Radę opuszcza: [b]Ewa[/b]", "en": "Leaves the table: [b]Ewa[/b]"}
EXORCIST = {"ru": "Экзорцист", "pl": "Egzorcysta", "en": "Exorcist"}


def _council(shots: list[dict]) -> tuple:
    votes = [{"voter": "Tomek", "target": "Ewa"}, {"voter": "Celina", "target": "Ewa"}]
    game = play(TEN, [rooms(Kasia="Gabinet"), {"council": {"votes": votes, "host": shots}}])
    return game, game.phases[1]


@pytest.mark.parametrize("lang", LANGS)
def test_S_ROLE_SZUR_a_shot_in_the_council_is_in_the_councils_post_without_its_role(lang):
    game, council = _council([{"event": "shot", "player": "Zosia", "target": "Jacek"}])
    assert [d.nick for d in council.result.deaths] == ["Jacek"]
    text = render_phase_post(game, council, lang)
    assert LEAVES[lang] in text and DIED[lang] in text
    assert game.rs.roles["exorcist"].name(lang) == EXORCIST[lang] and EXORCIST[lang] not in text  # S-ROUND-7


@pytest.mark.parametrize("lang", LANGS)
def test_S_ROUND_5_a_council_without_deaths_says_nothing_of_them(lang):
    game, council = _council([])
    assert DIED[lang].split("\n")[0] not in render_phase_post(game, council, lang)


VOTED = {"ru": "Проголосовали: 2 из 10.", "pl": "Zagłosowało: 2 z 10.", "en": "Voted: 2 of 10."}


@pytest.mark.parametrize("lang", LANGS)
def test_S_ROUND_4_the_councils_final_count_counts_its_voters(lang):
    """The council's tally keeps its voters as a day's does (Tally.voters): the count is of the table."""
    game, council = _council([])
    assert council.result.tally.voters == list(council.alive_at_start)
    assert VOTED[lang] in render_interim_tally(game, council, lang)
