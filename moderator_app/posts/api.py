"""Every post a host writes, one function each (the GUI and the CLI call these).

Each function builds a view model (public ones from posts/view.py only) and renders the
template the role set or the host chose. Returned text is BBCode, ready to paste.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cards, reveal, view
from .commitment import Commitment
from .render import mentions, render, template_name
from ..engine.tables.evening import standings

if TYPE_CHECKING:
    from ..engine.model.facts import PrivateFact
    from ..engine.model.game import Game
    from ..engine.model.state import Phase


def render_phase_post(game: "Game", phase: "Phase", lang: str = "ru") -> str:
    """The public result post of a resolved phase; "" when the phase made nothing public
    (a classic day: its votes are published with the next night)."""
    post = view.public_phase(game, phase, lang)
    if post["empty"]:
        return ""
    name = template_name(game, "phase_result", phase.kind)
    if post["deaths_after"] and not mentions(name, lang, "deaths_after"):
        # a host's copy older than `deaths_after` shows every death in `deaths`, as before: none vanishes
        post["deaths"], post["deaths_after"] = post["deaths"] + post["deaths_after"], []
    return render(name, lang, post=post)


def render_interim_tally(game: "Game", phase: "Phase", lang: str = "ru") -> str:
    """The votes entered so far in a day, as the rules allow them to be shown."""
    tally = view.interim_tally(game, phase, lang)
    return render(template_name(game, "interim_tally", phase.kind), lang, tally=tally)


def render_private(game: "Game", fact: "PrivateFact", lang: str = "ru") -> str:
    """The text of one private result message, from its fact."""
    return render(template_name(game, "private", str(fact.get("kind") or "")), lang,
                  fact=cards.private_fact(game, fact, lang))


def render_role_card(game: "Game", nick: str, lang: str = "ru") -> str:
    """The PM a player gets at the start: his role as his card shows it, team, teammates, account."""
    return render(template_name(game, "role_card", None), lang, card=cards.role_card(game, nick, lang))


def render_opening_post(game: "Game", lang: str = "ru", commitment: "Commitment | str | None" = None,
                        show_roles: bool = True, zone: str | None = None, day_time: str | None = None) -> str:
    """The first post of the thread: rules summary, deadlines (in `zone`, at the host's `day_time`
    when he set one), the table and the deal's hash."""
    digest = commitment.digest if isinstance(commitment, Commitment) else commitment
    post = reveal.opening(game, lang, digest, show_roles, zone, day_time)
    return render(template_name(game, "opening", None), lang, post=post)


def render_final_reveal(game: "Game", lang: str = "ru", salt: "Commitment | str | None" = None) -> str:
    """The closing post: every role and sub-mask, winner, scores, the night log, the deal's salt.

    Without `salt`, the game setup's `deal_salt` is used when the app stored one there."""
    if isinstance(salt, Commitment):
        salt = salt.salt
    salt = salt or game.setup_data.get("deal_salt")
    post = reveal.final_reveal(game, lang, str(salt) if salt else None)
    return render(template_name(game, "final_reveal", None), lang, post=post)


def render_standings(games: "list[Game]", lang: str = "ru") -> str:
    """The evening's standings over its finished games (S-WIN-6), in the first game's template."""
    table = standings(games)
    return render(template_name(games[0], "standings", None), lang, standings=table)
