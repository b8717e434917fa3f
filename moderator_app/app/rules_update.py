"""A new version of a game's role set, applied only when the host asks, after seeing what changes
(#11 item 4).

A game plays by the role-set text kept in its setup (engine.model.kept_rules). When the file has been
edited since, `preview` replays the whole journal against the new text and lists every outcome
that would differ — deaths, executions, refusals, the winner, the deal; `apply` stores the new text
and its sha256 in the setup (the old hash goes to `rules_history`), in one transaction.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any

from ..engine.wording.check_words import Message, at, say
from ..engine.model.errors import InputError
from ..engine.model.game import Game
from ..engine.model.journal import Entry
from ..engine.model.kept_rules import HASH_KEY, TEXT_KEY, adopt_rules, current_file_text, sha256_of
from .replay import text_parser_for
from ..storage.errors import StorageError
from ..i18n import t

if TYPE_CHECKING:
    from .session import GameSession


@dataclass
class RulesUpdate:
    kept_sha: str | None  #: None: a game set up before games kept their rules
    file_sha: str | None  #: None: the file is gone or unreadable
    setup: dict[str, Any] | None = None  #: the setup with the new text, when it can be applied
    differences: list[str] = field(default_factory=list)
    error: Message | None = None  #: why the new version cannot be applied (English as a str; `render(lang)`)

    @property
    def changed(self) -> bool:
        """Only a game with kept rules can have changed: an older one plays by the file (it adopts it on opening)."""
        return self.kept_sha is not None and self.file_sha is not None and self.file_sha != self.kept_sha


def preview(session: "GameSession", lang: str = "ru") -> RulesUpdate:
    entries = session.store.entries(session.game_id)
    setup = dict(entries[0].data)
    text = current_file_text(setup)
    update = RulesUpdate(setup.get(HASH_KEY), sha256_of(text) if text is not None else None)
    if not update.changed or text is None:
        return update
    new_setup = dict(setup, **{TEXT_KEY: text, HASH_KEY: update.file_sha})
    try:
        after = _replay([Entry("setup", new_setup), *entries[1:]])
    except InputError as err:
        place = f"{err.file}:{err.line}" if err.file and err.line else err.file or (f"{err.line}" if err.line else None)
        update.error = say("new_version_unfit", why=at(place, err.message) if place else err.message)
        return update
    update.setup = new_setup
    update.differences = _differences(session.game, after, lang)
    return update


def adopt_file_rules(session: "GameSession") -> Game | None:
    """An older game's setup takes the file's text as it is now (the game was always replayed against
    it); the game rebuilt from the stored setup, or None when there is nothing to adopt or adopting
    would change an outcome (then the game stays as it was and plays by the file)."""
    entries = session.store.entries(session.game_id)
    if not entries or entries[0].kind != "setup" or entries[0].data.get(TEXT_KEY) is not None:
        return None
    text = current_file_text(entries[0].data)
    if text is None:
        return None
    setup = Entry("setup", adopt_rules(entries[0].data, text, datetime.now(timezone.utc).isoformat(timespec="seconds")))
    try:
        after = _replay([setup, *entries[1:]])
    except InputError:
        return None
    if _outcomes(after, "en") != _outcomes(session.game, "en"):
        return None
    try:
        session.store.replace_setup(session.game_id, setup)
    except StorageError:
        return None  # a locked or read-only store: asked again at the next opening
    return session._rebuild()


def apply(session: "GameSession", update: RulesUpdate) -> None:
    """Store the new version in the game's setup (the host has seen `update.differences`)."""
    if update.setup is None:
        raise InputError(update.error or say("no_new_version"))
    history = list(update.setup.get("rules_history") or [])
    if update.kept_sha:
        history.append({"sha256": update.kept_sha, "replaced": datetime.now(timezone.utc).isoformat(timespec="seconds")})
    session.store.replace_setup(session.game_id, Entry("setup", dict(update.setup, rules_history=history)))
    session.game = session._rebuild()


def _replay(entries: list[Entry]) -> Game:
    game = Game()
    game.text_parser = text_parser_for([game])
    for entry in entries:
        game.apply(entry)
    return game


def _outcomes(game: Game, lang: str) -> dict[str, str]:
    """What a host would notice, keyed by where it happens, in the host's language."""
    out = {t("rules_update.role", lang, nick=p.nick): p.role for p in game.players.values()}
    for phase in game.phases:
        result = phase.result
        title = t("phase.title", lang, kind=phase.kind, number=phase.number)
        deaths = ", ".join(sorted(f"{d.nick} ({d.cause})" for d in result.deaths)) if result else ""
        executed = ", ".join(sorted(d.nick for d in result.executed)) if result else ""
        refused = "; ".join(sorted(f"{r.actor} {r.action}: {r.refused}" for r in phase.requests if r.refused))
        out[t("rules_update.deaths", lang, phase=title)] = deaths or "—"
        out[t("rules_update.executed", lang, phase=title)] = executed or "—"
        out[t("rules_update.refused", lang, phase=title)] = refused or "—"
    out[t("rules_update.winner", lang)] = str(game.winner or "—")
    return out


def _differences(before: Game, after: Game, lang: str) -> list[str]:
    old, new = _outcomes(before, lang), _outcomes(after, lang)
    return [t("rules_update.line", lang, what=key, old=old.get(key, "—"), new=new.get(key, "—"))
            for key in dict.fromkeys([*old, *new]) if old.get(key) != new.get(key)]
