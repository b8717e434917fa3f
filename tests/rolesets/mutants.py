"""Role-set mutants for the property test and its bench: one random edit of a shipped or host-made
set (a value replaced, a key dropped, misspelt or added, an id swapped for another id of the set),
then the verdict: the checker refuses it with messages, or its example game replays.

A mutant's verdict runs under an alarm, so a hang is a failure with the mutant's text, never a
stuck suite.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from hypothesis import strategies as st

from moderator_app.app.replay import replay_script
from moderator_app.engine.rolesets.checker import check_text
from moderator_app.engine.model.errors import InputError

ROOT = Path(__file__).resolve().parents[2]
#: (role set file, the example game played against it)
PAIRS = [
    ("rolesets/forum-mafia-classic.yaml", "examples/classic-8.yaml"),
    ("rolesets/hypermafia-peregrine.yaml", "examples/hypermafia-peregrine-night1.yaml"),
    ("rolesets/suspi.yaml", "examples/suspi-evening-1.yaml"),
    ("examples/host-made/village-of-wolves.yaml", "examples/host-made-game.yaml"),
    ("examples/host-made/werewolf-village.yaml", "examples/host-made/werewolf-village-game.yaml"),
    ("examples/host-made/wioska-burmistrza.yaml", "examples/host-made/wioska-burmistrza-game.yaml"),
    ("examples/host-made/open-town.yaml", "examples/host-made/open-town-game.yaml"),
]
SECONDS_PER_MUTANT = 30

SCALARS = st.one_of(
    st.integers(-3, 12), st.integers(13, 10**6), st.booleans(), st.none(), st.floats(-1, 2, allow_nan=False),
    st.text("abcxyz_ ёжz", max_size=8), st.sampled_from(["ten", "two", "yes please", "$nowhere", "evening", "all"]),
    st.just([]), st.just({}), st.lists(st.text("abc", max_size=3), max_size=3),
    st.dictionaries(st.sampled_from(["yes", "no", "ru", "x"]), st.text("ab", max_size=2), max_size=2),
)


@dataclass
class Verdict:
    kind: str  #: "refused" (the checker said why), "played" (the game replayed), "script" (the game's script no longer fits)
    detail: str


def ids_of(raw: dict[str, Any]) -> list[str]:
    return [str(k) for section in ("teams", "roles", "abilities") for k in (raw.get(section) or {})]


def mutate(raw: Any, data: st.DataObject) -> Any:
    """One edit somewhere in the tree (the tree is changed in place and returned)."""
    ids = ids_of(raw)
    node: Any = raw
    while True:
        children = list(node.keys()) if isinstance(node, dict) else list(range(len(node)))
        if not children:
            break
        key = data.draw(st.sampled_from(children))
        child = node[key]
        if isinstance(child, (dict, list)) and child and data.draw(st.booleans()):
            node = child
            continue
        op = data.draw(st.sampled_from(["replace", "drop", "misspell", "add", "id", "wrap"]))
        if op == "replace":
            node[key] = data.draw(SCALARS)
        elif op == "drop":
            del node[key]
        elif op == "misspell" and isinstance(node, dict) and isinstance(key, str) and key:
            value = node.pop(key)
            cut = data.draw(st.integers(0, len(key) - 1))
            node[key[:cut] + key[cut + 1:] + data.draw(st.sampled_from(["", "s", "_x"]))] = value
        elif op == "add" and isinstance(node, dict):
            node[data.draw(st.sampled_from(["extra", "night_mod", "appear_as", "first_dya_vote", "vote", "x"]))] = data.draw(SCALARS)
        elif op == "id" and ids:
            node[key] = data.draw(st.sampled_from(ids))
        else:
            node[key] = [child]
        break
    return raw


@contextmanager
def time_bound(seconds: int, what: str) -> Iterator[None]:
    def hang(signum: int, frame: Any) -> None:
        raise TimeoutError(f"{what} took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, hang)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def verdict(mutant_text: str, script: Path, folder: Path, name: str) -> Verdict:
    """Check the mutant; if the checker passes it, replay the example game against it."""
    with time_bound(SECONDS_PER_MUTANT, f"mutant {name}"):
        errors = [p for p in check_text(mutant_text, source=name) if p.severity == "error"]
        if errors:
            assert all(p.message.strip() for p in errors)
            assert all(p.text(lang).strip() for p in errors for lang in ("ru", "pl"))  # every message renders in each language
            return Verdict("refused", str(errors[0]))
        (folder / name).write_text(mutant_text, encoding="utf-8")
        lines = script.read_text(encoding="utf-8").splitlines()
        lines = [f"ruleset: {name}" if line.startswith("ruleset:") else line for line in lines]
        game_path = folder / f"game-{name}"
        game_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        try:
            replay_script(game_path)
        except InputError as err:  # the example's script names what the mutant removed: a message
            assert err.text("ru").strip() and err.text("pl").strip()
            return Verdict("script", str(err))
        return Verdict("played", "")


def load_pair(index: int) -> tuple[dict[str, Any], Path]:
    set_file, script = PAIRS[index]
    return yaml.safe_load((ROOT / set_file).read_text(encoding="utf-8")), ROOT / script


def dump(raw: Any) -> str:
    return yaml.safe_dump(raw, allow_unicode=True, sort_keys=False)
