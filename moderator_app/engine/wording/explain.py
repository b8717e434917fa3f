"""Explanations of resolution events, one line each, in the words each kind declares beside its fields
(engine/model/events.py for the engine's own kinds, `EffectDecl.events` for an effect's), read through
the catalogue's fallback chain.

Every event kind has a line in every language (checked when it registers, and by a test).
Ids in an event (role, team, action, cause, reason) are put in words first; nicks stay as typed and
the catalogue text inflects them (`{target:case:acc}`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...i18n import DEFAULT_LANG, LANGS, MissingText, has, name_in, t
from ...i18n.format import fill
from ...i18n.grammar import Nick
from ...i18n.refusal import Refusal
from . import words
from ..effects import EVENTS
from ..tables.rooms import room_name
from ..model.state import Event

if TYPE_CHECKING:
    from collections.abc import Mapping

    from ..model.game import Game
    from ..rolesets.roles import RoleSet

def _plain(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(_plain(v) for v in value) or "—"
    if isinstance(value, dict):
        return "; ".join(f"{k}: {_plain(v)}" for k, v in value.items())
    return "—" if value is None else str(value)


def _named(tag: str, value: Any, lang: str, rs: "RoleSet | None") -> Any:
    """An id shown as the host reads it, as its field's tag (engine/model/events.py) says: a role or
    team name, an action's name, a cause, a room, a draw, a reason or a tie rule in words."""
    if isinstance(value, bool):
        return words.answer_text(value, lang, rs)
    if not isinstance(value, str):
        return value
    if rs is not None and tag == "role" and value in rs.roles:
        return rs.roles[value].name(lang)
    if rs is not None and tag == "team" and value in rs.teams:
        return rs.teams[value].name(lang)
    if rs is not None and tag == "action":
        return rs.ability_name(value, lang)
    if tag == "cause":
        _, _, killers = value.partition(":")
        text = words.cause_noun(value, lang, rs)
        if killers and rs is not None:  # the role the death is attributed to, said as such: a bare
            # «(Мафиози)» after «нападение от Зловолосова» read as the Boss's role (host-findings-2 item 13)
            names = [rs.roles[r].name(lang) if r in rs.roles else r for r in killers.split("+")]
            text = t("explain.cause_role", lang, cause=text, roles="», «".join(names), n=len(names))
        return text
    if rs is not None and tag == "room":  # a room id in the host's language ("Biblioteka" → "Библиотека")
        return room_name(rs, value, lang)
    if tag == "draw" and ":" in value:  # a draw's name: "room:night 1:Cicha Łasica"
        return _draw_name(value, lang)
    if tag == "reason":
        return value.text(lang, rs) if isinstance(value, Refusal) else words.no_execution_text(value, lang)
    if tag == "tie_rule" and has(f"refdoc.tie.{value}"):  # a tie rule in words («никого не казнят»), not its id
        return t(f"refdoc.tie.{value}", lang)
    return value


def _draw_name(name: str, lang: str) -> str:
    """A draw's name in words: "room:night 1:Cicha Łasica" → "pokój — Noc 1, Cicha Łasica"."""
    head, *rest = name.split(":")
    if not rest or not has(f"hostplay.draw_kind.{head}"):
        return name
    parts = []
    for part in rest:
        phase = re.fullmatch(r"(day|night|council|unmask) (\d+)", part)
        parts.append(t("phase.title", lang, kind=phase[1], number=phase[2]) if phase else part)
    return t(f"hostplay.draw_kind.{head}", lang) + " — " + ", ".join(parts)


def genders(game: "Game") -> dict[str, str]:
    """Each seat's declared gender (`gender: f` in the players), for `explain(genders=...)`."""
    return {nick: str(p.extra["gender"]) for nick, p in game.players.items() if p.extra.get("gender") in ("m", "f")}


def _value(tag: str, value: Any, lang: str, rs: "RoleSet | None", said: "Mapping[str, str]") -> Any:
    """A field as the words read it; a list of nicks stays a list, so "{by:case:gen}" declines each
    nick ("от Хмурого Соболя, Хмурой Куницы"), not the joined line as one word. A nick whose seat
    declares a gender carries it (`Nick`): «блокирует Кэт», a woman, not «Кэта»."""
    def one(v: Any) -> Any:
        text = _plain(_named(tag, v, lang, rs))
        return Nick(text, said[text]) if text in said and tag in ("nick", "nicks") else text

    if isinstance(value, (list, tuple)) and value:
        return [one(v) for v in value]
    return one(value)


def explain(event: Event, lang: str = "ru", rs: "RoleSet | None" = None,
            said: "Mapping[str, str] | None" = None) -> str:
    """One readable line for an event, in the words its kind declares (`EVENTS`); an undeclared kind is
    a bug (MissingText). With the role set, ids read as names in the language ("Доктор", not "doctor");
    `said`: the seats' declared genders (`genders(game)`), which the declension of their nicks follows."""
    data = event.data
    decl = EVENTS.get(data["kind"])
    if decl is None:
        raise MissingText(f"event {data['kind']}")
    tags = decl.tags(data)  # the variant's, where it words a field its own way (a room's draw: the room)
    values = {k: _value(tags.get(k, "text"), v, lang, rs, said or {}) for k, v in data.items() if k != "kind"}
    try:
        return fill(name_in(decl.line(data), lang, data["kind"]), lang if lang in LANGS else DEFAULT_LANG, values)
    except KeyError:
        return f"{data['kind']}: {_plain({k: v for k, v in data.items() if k != 'kind'})}"
