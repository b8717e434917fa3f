"""The rules engine: plain Python, no Qt. A game is a fold over the host's journal."""

from .errors import InputError
from .game import Game
from .journal import Entry

__all__ = ["Entry", "Game", "InputError"]
