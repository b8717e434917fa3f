"""The morphological dictionaries, loaded once per process and shared.

The parser reads declined nicks with them and the catalogue's grammar declines nicks with them:
pymorphy3 for Russian, morfeusz2 for Polish (built with its generator, which the grammar needs;
analysis works the same). Each dictionary takes a noticeable time and memory to load, so one copy.
"""

from __future__ import annotations

from typing import Any

_loaded: dict[str, Any] = {}


def russian() -> Any:
    """pymorphy3's analyser of Russian."""
    if "ru" not in _loaded:
        import pymorphy3  # lazy: pymorphy3 costs ~15 ms CPU, not needed to show the last game (bench_startup)

        _loaded["ru"] = pymorphy3.MorphAnalyzer()
    return _loaded["ru"]


def polish() -> Any:
    """morfeusz2 for Polish, analysing and generating."""
    if "pl" not in _loaded:
        import morfeusz2  # lazy: morfeusz2 costs ~3 ms CPU, not needed to show the last game (bench_startup)

        _loaded["pl"] = morfeusz2.Morfeusz(generate=True)
    return _loaded["pl"]
