"""A journal entry's data is checked against its declared TypedDict when it is applied (#24 item 1):
the setup (`SetupData`, its players `PlayerSpec`), a phase, a request, a vote, a host event. A declared key
of the wrong shape is a message naming the entry and the key — never a TypeError deep in the engine
(`targets: 5` and `also: "x"` were tracebacks) nor a silent misreading (`abstain: "no"` read as yes,
`targets: "Cit1"` read letter by letter). A key no shape declares is kept as written: an older or newer
app's game opens, and the journal never loses what the host entered."""

from __future__ import annotations

from types import UnionType
from typing import Annotated, Any, NotRequired, Required, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from moderator_app.engine.model.errors import InputError
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import KINDS, ActionData, Entry, PhaseData, PlayerSpec, SetupData, VoteData
from moderator_app.engine.model.state import HostEvent

PLAYERS = {"A": "doctor", "B": "mafioso", "C": "citizen", "D": "citizen", "E": "putana", "F": "commissar"}
SETUP: dict[str, Any] = {"ruleset": "forum-mafia-classic", "seed": 1,
                         "players": [{"nick": n, "role": r} for n, r in PLAYERS.items()]}


def _day() -> Game:
    game = Game.replay([Entry("setup", SETUP)])
    game.apply(Entry("phase", {"kind": "day"}))
    return game


def _refused(kind: str, data: dict[str, Any]) -> str:
    game = _day()
    with pytest.raises(InputError) as caught:
        game.apply(Entry(kind, data))
    return str(caught.value)


@pytest.mark.parametrize(("kind", "data", "said"), [
    ("action", {"actor": "F", "action": "pistol", "targets": 5}, "entry 3 (action): `targets` must be a list"),
    ("action", {"actor": "F", "action": "pistol", "targets": "Cit1"}, "`targets` must be a list (- …), not \"Cit1\""),
    ("action", {"actor": "F", "action": "pistol", "also": "x"}, "`also` must be a list"),
    ("action", {"actor": "F", "action": "pistol", "also": [5]}, "`also[0]` must be a mapping"),
    ("action", {"actor": "F", "action": "pistol", "also": [{"action": "x", "targets": "B"}]}, "`also[0].targets` must be a list"),
    ("action", {"action": "pistol", "targets": ["B"]}, "entry 3 (action): `actor` is missing"),
    ("action", {"actor": None, "action": "pistol", "targets": ["B"]}, "entry 3 (action): `actor` is missing"),
    ("vote", {"voter": "C", "target": False}, "`target` must be a single word or name"),  # YAML's `target: no`
    ("action", {"actor": "F", "action": ["pistol"]}, "`action` must be a single word or name, not [\"pistol\"]"),
    ("vote", {"voter": "C", "abstain": "no"}, "entry 3 (vote): `abstain` must be true or false, not \"no\""),
    ("vote", {"voter": "C", "target": ["B"]}, "`target` must be a single word or name"),
    ("phase", {"kind": "night", "story": {"a": 1}}, "entry 3 (phase): `story` must be a single word or name"),
    ("host", {"event": "modkill", "player": "B", "reason": ["x"]}, "entry 3 (host): `reason` must be a single word or name"),
])
def test_a_key_of_the_wrong_shape_is_a_message_naming_the_entry_and_the_key(kind: str, data: dict[str, Any], said: str) -> None:
    assert said in _refused(kind, data)


def test_a_setup_key_of_the_wrong_shape_names_the_player_and_the_key() -> None:
    bad = dict(SETUP, players=[*SETUP["players"][:-1], {"nick": "F", "role": "commissar", "gender": ["m"]}])
    with pytest.raises(InputError, match=r"entry 1 \(setup\): `players\[5\]\.gender` must be a single word or name"):
        Game.replay([Entry("setup", bad)])
    with pytest.raises(InputError, match=r"`deal_salt` must be a single word or name"):
        Game.replay([Entry("setup", dict(SETUP, deal_salt={"a": 1}))])


def test_keys_no_shape_declares_are_kept_and_the_game_plays_as_without_them() -> None:
    """An older or newer app's keys: the game opens, the entries keep them, the outcome is the same."""
    newer = dict(SETUP, written_by="moderator 9.0",
                 players=[dict(p, avatar="cat.png") if p["nick"] == "C" else p for p in SETUP["players"]])
    kill = {"actor": "B", "action": "kill", "targets": ["D"]}
    with_keys = Game.replay([Entry("setup", newer), Entry("phase", {"kind": "day", "mood": "calm"}), Entry("resolve", {}),
                             Entry("phase", {"kind": "night"}), Entry("action", dict(kill, source="PM 3", confidence=0.9)),
                             Entry("resolve", {})])
    plain = Game.replay([Entry("setup", SETUP), Entry("phase", {"kind": "day"}), Entry("resolve", {}),
                         Entry("phase", {"kind": "night"}), Entry("action", kill), Entry("resolve", {})])
    assert with_keys.entries[4].data["source"] == "PM 3" and with_keys.setup_data["written_by"] == "moderator 9.0"
    assert dict(with_keys.players["C"].extra) == {"avatar": "cat.png"}  # kept as written, read by nobody
    deaths = [[d.nick for d in g.phases[1].result.deaths] for g in (with_keys, plain) if g.phases[1].result]
    assert deaths == [["D"], ["D"]]


def test_an_entry_missing_every_optional_key_opens() -> None:
    game = Game.replay([Entry("setup", {"ruleset": "forum-mafia-classic", "players": SETUP["players"]}),
                        Entry("phase", {"kind": "day"}), Entry("vote", {"voter": "C", "target": "B"})])
    assert [v.target for v in game.phases[0].votes] == ["B"]


def _wrong_value(hint: Any) -> Any:
    """A value that fits none of the hint's shapes."""
    while get_origin(hint) in (Required, NotRequired, Annotated):
        hint = get_args(hint)[0]
    shapes = [h for h in get_args(hint) if h is not type(None)] if get_origin(hint) in (Union, UnionType) else [hint]
    if bool in shapes:
        return "no"
    if all(h in (str, int) for h in shapes):
        return [["x"]]
    return 7  # a list, a mapping or a nested shape: a number fits none


SHAPES = [(kind, shape) for kind, shape in KINDS.items() if isinstance(shape, type)] + [("host", HostEvent)]


@pytest.mark.parametrize(("kind", "shape"), SHAPES, ids=[k for k, _ in SHAPES])
def test_every_declared_key_of_the_wrong_shape_is_a_message_never_a_traceback(kind: str, shape: type) -> None:
    """Each key of each declared shape, given a value of the wrong shape, is refused with its name."""
    hints = get_type_hints(shape, include_extras=True)
    base = {"setup": SETUP, "phase": {"kind": "night"}, "action": {"actor": "F", "action": "pistol", "targets": ["B"]},
            "vote": {"voter": "C", "target": "B"}, "host": {"event": "modkill", "player": "B"}}[kind]
    tried = 0
    for key, hint in hints.items():
        if hint is Any or key in ("seq", "refused"):  # anything goes; the resolution's own marks on a HostEvent
            continue
        data = dict(base, **{key: _wrong_value(hint)})
        game = Game() if kind == "setup" else _day()
        with pytest.raises(InputError) as caught:
            game.apply(Entry(kind, data))
        assert key in str(caught.value), (key, str(caught.value))
        tried += 1
    assert tried >= 3


def test_the_shapes_are_typed_dicts_the_engine_reads_through() -> None:
    assert {kind for kind, _ in SHAPES} == {"setup", "phase", "action", "vote", "host"}
    assert all(is_typeddict(s) for s in (SetupData, PlayerSpec, PhaseData, ActionData, VoteData, HostEvent))
