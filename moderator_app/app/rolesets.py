"""The role sets a host can pick, as the screens and the command line offer them: their ids (the
shipped sets, then the host's own) and each one's name in his language, or its id when it no longer
loads. One place for what three screens and the command line each wrote out; the GUI asks here, not
the engine's loader (#24 item 4)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.model.errors import InputError
from ..engine.rolesets.roles import RoleSet
from ..engine.rolesets.roleset import load_roleset, shipped_roleset_ids, user_roleset_ids
from ..engine.wording.check_words import say, text_in


def pickable_ids() -> list[str]:
    """Every set a game can start with: the shipped ones, then the host's own (his rolesets folder)."""
    return shipped_roleset_ids() + user_roleset_ids()


def clonable_ids() -> list[str]:
    """The sets the editor starts a new one from: the shipped ones (the host's own he imports or edits
    in place, under their own ids)."""
    return shipped_roleset_ids()


@dataclass(frozen=True)
class Offered:
    """A set as the new-game page offers it: loaded, or why it cannot be used (a host's file that
    fails the checker, an alias bomb, a wrong encoding) in the host's language."""

    ref: str
    roleset: RoleSet | None
    problem: str = ""  #: the loader's or checker's message
    problem_at: str = ""  #: the same after its file and line


def offered(ref: str, lang: str) -> Offered:
    """Load one set (the loader keeps it until its file changes); a broken one is listed with its
    problem, and choosing it says why while the others still work."""
    try:
        return Offered(ref, load_roleset(ref))
    except OSError as err:  # the folder, not the file (its reading says so itself: engine/rolesets/textfile.py)
        unreadable = InputError(say("file.unreadable", detail=str(err.strerror or err)), file=str(err.filename or ref))
        return Offered(ref, None, text_in(unreadable.message, lang), unreadable.text(lang))
    except InputError as err:
        return Offered(ref, None, text_in(err.message, lang), err.text(lang))


def set_name(ref: str, lang: str) -> str:
    """The set's name in `lang`; its id when it does not load (the checker says why)."""
    roleset = offered(ref, lang).roleset
    return roleset.name(lang) if roleset is not None else ref


def preload() -> None:
    """Load every pickable set once (the loader keeps them), so the new-game page opens at once; a
    set that does not load is left for that page, which lists it with its problem."""
    for ref in pickable_ids():
        try:
            load_roleset(ref)
        except (InputError, OSError):
            pass
