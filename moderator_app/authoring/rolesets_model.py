"""The role set editor's model: load, clone and edit a role set's raw mapping, check it, save it.

The Qt editor (gui/roleset_editor.py) is a thin view over this; every edit is a method here, so
the editing rules are tested without Qt. The mapping stays plain data (what `yaml.safe_dump`
writes), and the checker runs on the exact text that would be saved, so its line numbers match
the saved file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from .. import paths
from ..engine.wording.check_words import Namer, say, text_in
from ..engine.rolesets.checker import Problem, check_text, works_by_itself
from ..engine.model.errors import InputError
from ..i18n import LANGS, t
from ..engine.effects import EFFECTS
from ..engine.rolesets.roleset import COMMON_ABILITY_KEYS, build_roleset, roleset_path
from ..engine.rolesets.textfile import read_text
from ..engine.rolesets.yamlio import load_yaml, plain_data
from .rolesets_fields import place_of
from ..engine.rolesets.schema_parts import ROLE_TRAITS
from .rolesets_role_edits import RoleAndTeamEdits, reads_as_absent

_ID = re.compile(r"^[a-z0-9][a-z0-9_-]*$")


def parse_value(text: str) -> Any:
    """A value typed by the host: `2`, `0.5`, `true`, `[a, b]`, `$option`, or plain words."""
    text = text.strip()
    if not text:
        return None
    try:
        return plain_data(load_yaml(text))
    except InputError:
        return text


def format_value(value: Any) -> str:
    """How a value is shown in an edit field (the inverse of parse_value)."""
    if isinstance(value, str):
        return value
    return yaml.safe_dump(plain_data(value), default_flow_style=True, allow_unicode=True, sort_keys=False).strip().removesuffix("...").strip()


@dataclass(frozen=True)
class CheckLine:
    """One checker message as the editor's panel lists it."""

    text: str  #: in the host's language
    place: tuple[Any, ...]  #: the keys it points at (the tab and item a click opens)
    error: bool  #: the set cannot be used until it is fixed (else a warning)


class RolesetModel(RoleAndTeamEdits):
    """One role set being edited."""

    def __init__(self, data: dict[str, Any]):
        self.data: dict[str, Any] = plain_data(data)

    # ----- starting points -----------------------------------------------------------------
    @classmethod
    def empty(cls, rs_id: str = "my-roleset") -> "RolesetModel":
        return cls({
            "id": rs_id, "names": {lang: "" for lang in LANGS},
            "cycle": {"start": "day", "phases": ["day", "night"]},
            "options": {}, "teams": {}, "vote": {"kind": "lynch", "tie": "no_lynch", "self_vote": False},
            "abilities": {}, "roles": {}, "deal": {},
        })

    @classmethod
    def from_file(cls, path: Path) -> "RolesetModel":
        """Import a file; broken YAML or refused tags raise InputError with the line."""
        text = read_text(path).text  # any encoding a host's editor saves; size bounded
        refused = [p for p in check_text(text, str(path)) if p.code in ("tag_refused", "broken_yaml") or "broken YAML" in p.message]
        if refused:
            raise InputError(refused[0].message, file=str(path), line=refused[0].line)
        raw = load_yaml(text, file=str(path))
        if not isinstance(raw, dict):
            raise InputError(say("set_not_mapping"), file=str(path))
        return cls(raw)

    @classmethod
    def clone_of(cls, ref: str, new_id: str) -> "RolesetModel":
        """A copy of a shipped (or the host's) set under a new id."""
        model = cls.from_file(roleset_path(ref))
        model.data["id"] = new_id
        written = model.data.get("names")
        names = written if isinstance(written, dict) else {}
        # a copy is named as one in every language (New game listed two identical «Классическая форумная мафия»)
        model.data["names"] = {lang: t("editor.copy_of", lang, name=names[lang]) for lang in LANGS if names.get(lang)} \
            or {lang: new_id for lang in LANGS}
        return model

    # ----- reading -------------------------------------------------------------------------
    @property
    def id(self) -> str:
        return str(self.data.get("id") or "")

    def role_ids(self) -> list[str]:
        return list(self.section("roles"))

    def team_ids(self) -> list[str]:
        return list(self.section("teams"))

    def ability_ids(self) -> list[str]:
        return list(self.section("abilities"))

    def to_yaml(self) -> str:
        return yaml.safe_dump(self.data, sort_keys=False, allow_unicode=True, width=110)

    def problems(self) -> list[Problem]:
        """The checker's verdict on the text that would be saved."""
        return check_text(self.to_yaml(), source=f"{self.id or 'roleset'}.yaml")

    def place_of(self, problem: Problem) -> tuple[Any, ...]:
        """Where a checker message points: the path of keys at its line in the text to be saved."""
        return problem.path or place_of(self.to_yaml(), problem.line)

    def check_lines(self, lang: str, namer: Namer | None = None) -> list[CheckLine]:
        """The checker's verdict in `lang`, each message with its place; a problem of the whole set
        (no line) is said without the scratch file's name: there is no file yet."""
        return [CheckLine(problem.text(lang, namer) if problem.line else text_in(problem.message, lang, namer),
                          self.place_of(problem), problem.severity == "error") for problem in self.problems()]

    def proposed_deals(self) -> dict[int, dict[str, int]]:
        """The rows of the deal table New game proposes otherwise (the teams' smallest shares,
        C-WIN-4: a clone's inherited share turned a row into another deal), with each role's change
        in that proposal; {} while the set does not build (the checker says why)."""
        try:
            built = build_roleset(self.data)
        except (InputError, KeyError, TypeError, ValueError):
            return {}
        changes: dict[int, dict[str, int]] = {}
        for count in sorted(c for c in self.section("deal") if isinstance(c, int)):
            row = {r: n for r, n in (built.deal_table.get(count) or {}).items() if n}
            proposed = built.suggested_deal(count) or {}
            if proposed != row:
                changes[count] = {r: proposed.get(r, 0) - row.get(r, 0) for r in dict.fromkeys([*row, *proposed])
                                  if proposed.get(r, 0) != row.get(r, 0)}
        return changes

    # ----- edits ---------------------------------------------------------------------------
    def set_id(self, rs_id: str) -> None:
        if not _ID.match(rs_id):
            raise InputError(say("edit.bad_set_id", id=rs_id))
        self.data["id"] = rs_id

    def set_name(self, lang: str, text: str) -> None:
        self.section("names")[lang] = text

    def add_team(self, team_id: str, win_kind: str = "parity") -> None:
        self._new_key("teams", team_id)
        self.section("teams")[team_id] = {"names": {lang: team_id for lang in LANGS}, "win": {"kind": win_kind}}

    def add_role(self, role_id: str, team: str) -> None:
        self._new_key("roles", role_id)
        self.section("roles")[role_id] = {"team": team, "names": {lang: role_id for lang in LANGS}, "abilities": []}

    def remove_role(self, role_id: str) -> None:
        """Drop a role and its places in the deal table."""
        self.section("roles").pop(role_id, None)
        for row in self.section("deal").values():
            if isinstance(row, dict):
                row.pop(role_id, None)

    def set_role_field(self, role_id: str, key: str, value: Any, lang: str | None = None) -> None:
        """A role's team, abilities or trait; with `lang`, one language of `names`/`description`."""
        role = self.section("roles")[role_id]
        if lang is not None:
            texts = role.get(key) if isinstance(role.get(key), dict) else {}
            role[key] = {**texts, lang: value}
        elif key != "abilities" and (value in (None, [], {}) or reads_as_absent(value, ROLE_TRAITS.keys().get(key))):
            role.pop(key, None)
        else:
            role[key] = value

    def add_ability(self, ability_id: str, effect: str) -> None:
        if effect not in EFFECTS:
            raise InputError(say("unknown.effect", value=effect))
        self._new_key("abilities", ability_id)
        self.section("abilities")[ability_id] = {"effect": effect, "names": {lang: ability_id for lang in LANGS},
                                                 **({"phase": "passive"} if works_by_itself(effect) else {})}

    def remove_ability(self, ability_id: str) -> None:
        self.section("abilities").pop(ability_id, None)
        for role in self.section("roles").values():
            if isinstance(role, dict) and ability_id in (role.get("abilities") or []):
                role["abilities"] = [a for a in role["abilities"] if a != ability_id]

    def set_ability_param(self, ability_id: str, key: str, value: Any, lang: str | None = None) -> None:
        """Set (or, with None, remove) a parameter; with `lang`, one language of names/words."""
        ability = self.section("abilities")[ability_id]
        if lang is not None:
            texts = ability.get(key) if isinstance(ability.get(key), dict) else {}
            ability[key] = {**texts, lang: value}
        elif value is None:
            ability.pop(key, None)
        else:
            ability[key] = value

    def set_effect(self, ability_id: str, effect: str) -> None:
        """Pick another library effect: parameters the new effect does not take are dropped, and the
        priority goes back to the new effect's default."""
        if effect not in EFFECTS:
            raise InputError(say("unknown.effect", value=effect))
        ability = self.section("abilities")[ability_id]
        keep = EFFECTS[effect].param_names | COMMON_ABILITY_KEYS | {"id"}
        changed = {"effect": effect, **{k: v for k, v in ability.items() if k in keep}}
        # a vest or a link is never sent: `phase: passive` goes with it, and leaves with it (host-findings-4:
        # a vest added in the editor was at once «укажите `phase: passive`»)
        if works_by_itself(effect):
            changed["phase"] = "passive"
        elif changed.get("phase") == "passive":
            changed.pop("phase")
        self.section("abilities")[ability_id] = changed

    def option_names(self) -> list[str]:
        return [str(k) for k in self.section("options")]

    def set_option(self, name: str, value: Any) -> None:
        self.section("options")[name] = value

    def remove_option(self, name: str) -> None:
        """Drop an option and its words (a `$name` still using it is the checker's to report)."""
        self.section("options").pop(name, None)
        if name in self.section("option_names"):
            self.section("option_names").pop(name)
        if not self.section("option_names"):
            self.data.pop("option_names")

    def set_option_name(self, name: str, lang: str, text: str) -> None:
        """What an option is called in one language (`option_names`); empty text removes that language."""
        words = dict(self.section("option_names").get(name) or {})
        if text.strip():
            words[lang] = text.strip()
        else:
            words.pop(lang, None)
        if words:
            self.section("option_names")[name] = words
        else:
            self.section("option_names").pop(name, None)
        if not self.section("option_names"):
            self.data.pop("option_names")

    def set_vote(self, key: str, value: Any) -> None:
        """A vote rule; a rule that is an `$option` reference sets the option instead."""
        vote = self.section("vote")
        current = vote.get(key)
        if isinstance(current, str) and current.startswith("$") and current[1:] in self.section("options"):
            self.set_option(current[1:], value)
        else:
            vote[key] = value

    def vote_value(self, key: str, default: Any = None) -> Any:
        value = self.section("vote").get(key, default)
        if isinstance(value, str) and value.startswith("$"):
            return self.section("options").get(value[1:], default)
        return value

    def set_cycle(self, key: str, value: Any) -> None:
        """A key of the cycle (who starts, a first day without a lynch, deadlines…); None or empty removes it,
        so the engine reads the declared default."""
        cycle = self.section("cycle")
        if value is None or value == [] or value == {}:
            cycle.pop(key, None)
        else:
            cycle[key] = value

    def cycle_value(self, key: str, default: Any = None) -> Any:
        cycle = self.data.get("cycle")
        return cycle.get(key, default) if isinstance(cycle, dict) else default

    def set_deal(self, count: int, role_id: str, how_many: int) -> None:
        row = self.section("deal").setdefault(int(count), {})
        if how_many:
            row[role_id] = int(how_many)
        else:
            row.pop(role_id, None)

    def remove_deal_row(self, count: int) -> None:
        self.section("deal").pop(int(count), None)

    def _new_key(self, section: str, key: str) -> None:
        if not _ID.match(key):
            raise InputError(say("edit.bad_id", id=key))
        if key in self.section(section):
            raise InputError(say("edit.exists", id=key))

    # ----- files ---------------------------------------------------------------------------
    def save(self, folder: Path | None = None) -> Path:
        """Write the set as <id>.yaml into the host's role set folder (or `folder`)."""
        path = (folder or paths.user_rolesets_dir()) / f"{self.id}.yaml"
        self.export(path)
        return path

    def export(self, path: Path) -> None:
        path.write_text(self.to_yaml(), encoding="utf-8")
