"""The role sets a host can pick, as the screens and the command line offer them: their ids (the
shipped sets, then the host's own) and each one's name in his language, or its id when it no longer
loads. One place for what three screens and the command line each wrote out; the GUI asks here, not
the engine's loader (#24 item 4)."""

from __future__ import annotations

from ..engine.model.errors import InputError
from ..engine.rolesets.roleset import load_roleset, shipped_roleset_ids, user_roleset_ids


def pickable_ids() -> list[str]:
    """Every set a game can start with: the shipped ones, then the host's own (his rolesets folder)."""
    return shipped_roleset_ids() + user_roleset_ids()


def set_name(ref: str, lang: str) -> str:
    """The set's name in `lang`; its id when it does not load (the checker says why)."""
    try:
        return load_roleset(ref).name(lang)
    except (InputError, OSError):
        return ref


def preload() -> None:
    """Load every pickable set once (the loader keeps them), so the new-game page opens at once; a
    set that does not load is left for that page, which lists it with its problem."""
    for ref in pickable_ids():
        try:
            load_roleset(ref)
        except (InputError, OSError):
            pass
