"""Edits of a role set's teams and of a role's rule lists (triggers, immunities) and deal rows.

A mixin of rolesets_model.RolesetModel, kept apart so each module stays short. Every method is one
host action on the plain mapping; a refused action raises InputError with a message for the host.
"""

from __future__ import annotations

from typing import Any, Callable

from ..engine.wording.check_words import hinted, known_names, say
from ..engine.rolesets.decl import Param
from ..engine.model.errors import InputError
from ..engine.rolesets.schema_parts import IMMUNITY, TEAM_KEYS, TRIGGER
from .rolesets_fields import WIN_FIELDS

#: A role's rule lists and what a new entry starts as ({role} is filled with the role's id).
RULE_LISTS: dict[str, Callable[[str, str], dict[str, str]]] = {
    "triggers": lambda role_id, first_role: {"on": "death_of_role", "role": first_role, "become": role_id},
    "immune": lambda role_id, first_role: {"effect": "kill"},
}


#: A rule list's declaration (its keys' defaults).
RULE_SECTIONS = {"triggers": TRIGGER, "immune": IMMUNITY}


def reads_as_absent(value: Any, param: Param | None) -> bool:
    """None, or a `false` the key reads anyway when absent: the key is dropped. A `false` against a
    declared default of `true` stays written (dropping it would turn the switch back on)."""
    return value is None or (value is False and (param is None or param.default is not True))


class RoleAndTeamEdits:
    """Team, trigger, immunity and deal-row operations (mixed into RolesetModel)."""

    data: dict[str, Any]  #: the plain role set mapping (RolesetModel holds it)

    def section(self, key: str) -> dict[Any, Any]:
        """A top-level mapping of the set, created empty when missing or not a mapping (keys are
        text, but the deal's are player counts)."""
        value = self.data.get(key)
        if not isinstance(value, dict):
            value = self.data[key] = {}
        return value

    # ----- teams -----------------------------------------------------------------------------
    def set_team_field(self, team_id: str, key: str, value: Any, lang: str | None = None) -> None:
        """A team's `names` (with `lang`), `loner` or another trait; None or False removes it."""
        team = self.section("teams")[team_id]
        if lang is not None:
            texts = team.get(key) if isinstance(team.get(key), dict) else {}
            team[key] = {**texts, lang: value}
        elif reads_as_absent(value, TEAM_KEYS.keys().get(key)):
            team.pop(key, None)
        else:
            team[key] = value

    def set_win_kind(self, team_id: str, kind: str) -> None:
        """Another win condition kind; parameters the new kind does not read are dropped."""
        if kind not in WIN_FIELDS:
            raise InputError(hinted(say("edit.unknown_win_kind", kind=kind), known_names(WIN_FIELDS, most=len(WIN_FIELDS))))
        win = self.section("teams")[team_id].get("win")
        old = win if isinstance(win, dict) else {}
        wanted = {f.key for f in WIN_FIELDS[kind]}
        self.section("teams")[team_id]["win"] = {"kind": kind, **{k: v for k, v in old.items() if k in wanted}}

    def set_win_param(self, team_id: str, key: str, value: Any) -> None:
        win = self.section("teams")[team_id].setdefault("win", {"kind": "parity"})
        if value is None or value == []:
            win.pop(key, None)
        else:
            win[key] = value

    def set_min_share(self, team_id: str, share: float | None) -> None:
        """The team's smallest share of a proposed deal (`min_team_share`, C-WIN-4); None or 0 drops it."""
        written = self.data.get("min_team_share")
        shares = {k: v for k, v in written.items() if k != team_id} if isinstance(written, dict) else {}
        if share:
            shares[team_id] = round(float(share), 4)
        if shares:
            self.data["min_team_share"] = shares
        else:
            self.data.pop("min_team_share", None)

    def remove_team(self, team_id: str) -> None:
        """Drop a team no role plays for (a role's team must exist)."""
        users = [r for r, spec in self.section("roles").items() if isinstance(spec, dict) and spec.get("team") == team_id]
        if users:
            raise InputError(say("edit.team_in_use", team=team_id, roles=users))
        self.section("teams").pop(team_id, None)

    # ----- a role's rule lists -------------------------------------------------------------
    def add_rule(self, role_id: str, list_key: str) -> int:
        """A new trigger or immunity on the role; returns its index."""
        role = self.section("roles")[role_id]
        others = [r for r in self.section("roles") if r != role_id] or [role_id]
        rules = role.setdefault(list_key, [])
        rules.append(RULE_LISTS[list_key](role_id, others[0]))
        return len(rules) - 1

    def set_rule(self, role_id: str, list_key: str, index: int, key: str, value: Any) -> None:
        rule = self.section("roles")[role_id][list_key][index]
        if reads_as_absent(value, RULE_SECTIONS[list_key].keys().get(key)):
            rule.pop(key, None)
        else:
            rule[key] = value

    def remove_rule(self, role_id: str, list_key: str, index: int) -> None:
        role = self.section("roles")[role_id]
        del role[list_key][index]
        if not role[list_key]:
            role.pop(list_key)

    def rules(self, role_id: str, list_key: str) -> list[dict[str, Any]]:
        rules = (self.section("roles").get(role_id) or {}).get(list_key) or []
        return [r for r in rules if isinstance(r, dict)]

    # ----- deal rows ---------------------------------------------------------------------------
    def add_deal_row(self, count: int) -> None:
        if count < 1:
            raise InputError(say("edit.not_a_count", count=count))
        if int(count) in self.section("deal"):
            raise InputError(say("edit.row_exists", count=count))
        self.section("deal")[int(count)] = {}
        self.data["deal"] = dict(sorted(self.section("deal").items()))
