"""The rules engine: plain Python, no Qt. A game is a fold over the host's journal.

`Game` and `Entry` load on first use, so importing `engine.model.errors` alone (the window does, before
its first frame) does not load the whole engine."""

from typing import Any

from .model.errors import InputError

__all__ = ["Entry", "Game", "InputError"]


def __getattr__(name: str) -> Any:
    if name == "Game":
        # lazy: engine.model.game costs ~134 ms CPU; the window's first frame needs engine.model.errors only
        from .model.game import Game

        return Game
    if name == "Entry":
        # lazy: engine.model.journal costs ~6 ms CPU; the window's first frame needs engine.model.errors only
        from .model.journal import Entry

        return Entry
    raise AttributeError(name)
