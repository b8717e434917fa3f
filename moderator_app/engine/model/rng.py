"""One seeded generator per game; every draw is logged with its purpose and can be fixed by the host."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence


@dataclass(frozen=True)
class Draw:
    name: str  #: what the draw decides, e.g. "deal" or "exposure:night 2:Baron"
    value: Any
    fixed: bool  #: True when the host fixed it with a `draw` event


class GameRandom:
    """The game's only source of chance: replaying the same journal replays the same draws."""

    def __init__(self, seed: int):
        self.seed = seed
        self._random = random.Random(seed)
        self.fixed: dict[str, list[Any]] = {}
        self.log: list[Draw] = []

    def fix(self, name: str, value: Any) -> None:
        """The host decides the next draw of this name instead of the generator."""
        self.fixed.setdefault(name, []).append(value)

    def _take_fixed(self, name: str) -> tuple[bool, Any]:
        queue = self.fixed.get(name)
        if queue:
            return True, queue.pop(0)
        return False, None

    def chance(self, name: str, probability: float) -> bool:
        fixed, value = self._take_fixed(name)
        result = _as_bool(value) if fixed else self._random.random() < probability
        self.log.append(Draw(name, result, fixed))
        return result

    def choice(self, name: str, options: Sequence[Any]) -> Any:
        fixed, value = self._take_fixed(name)
        result = value if fixed and value in options else self._random.choice(list(options))
        self.log.append(Draw(name, result, fixed and value in options))
        return result

    def shuffled(self, name: str, items: Sequence[Any]) -> list[Any]:
        fixed, value = self._take_fixed(name)
        if fixed and isinstance(value, list) and sorted(map(str, value)) == sorted(map(str, items)):
            result = list(value)
        else:
            fixed = False
            result = list(items)
            self._random.shuffle(result)
        self.log.append(Draw(name, list(result), fixed))  # a copy: the caller may consume its list (the deal pops it)
        return result


def _as_bool(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "да", "tak")
    return bool(value)
