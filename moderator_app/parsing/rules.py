"""Forum vote rules: what a thread counts as a vote, per game (shipped presets and the host's own).

Each preset is a data file in `vote_rules/` (one per forum convention, each setting citing the
published rule it follows); a game picks one with its `vote_rules` option, or gives its own
mapping with the same keys. The keys and their values are declared once, in
`engine/rolesets/schema_vote_rules.py` (the role-set checker judges the option by the same declaration):

- `mark`: how a vote must be set apart from chatter (`any`, `bold`, `color`, `bold_or_color`, `tag`,
  `bold_or_tag`); with anything but `any`, an unmarked post is never a vote (listed as ignored).
- `changes`: how many times a player may change or withdraw his vote in a day (null: no limit).
  A new vote for the same player is no change.
- `edited`: `count` (an edited post's vote counts from its edit) or `void` (it does not count).
- `deadline`: `before` (a vote at hh:mm:00 of the deadline is late: a vote at 21:59:59 counts, one at
  22:00:00 does not), `at` (up to the deadline's exact second) or `minute` (up to hh:mm:59).
- `self_vote`: `allowed` or `missed` (a vote for oneself counts as no vote).
- `missed_vote`: what a player who did not vote pays, as words for the host: null, or
  {votes_against: N, repeat: modkill|replace|null, points: N}.
- `activity`: what the forum asks of a player's activity, or null: {min_posts, prod_after,
  answer_within, prods, absent_after, then: replace|modkill, post_counts} (engine.model.activity.ActivityRules).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..engine.rolesets.decl import Refs
from ..engine.rolesets.kinds import judge
from ..engine.rolesets.schema_vote_rules import PRESET_ONLY, PRESETS_DIR, VOTE_RULES
from ..engine.rolesets.yamlio import load_plain

PRESETS = PRESETS_DIR
MARKS = {"any": set(), "bold": {"bold"}, "color": {"color"}, "bold_or_color": {"bold", "color"}, "tag": {"tag"},
         "bold_or_tag": {"bold", "tag"}}
"""What each `mark` (declared in engine/rolesets/schema_vote_rules.py) lets through."""


@dataclass(frozen=True)
class VoteRules:
    """One forum's vote conventions (see the module docstring for each key)."""

    id: str = "default"
    mark: str = "any"
    changes: int | None = None
    edited: str = "count"
    deadline: str = "at"
    self_vote: str = "allowed"
    missed_vote: dict[str, Any] | None = None
    activity: dict[str, Any] | None = None
    sources: list[str] = field(default_factory=list)
    name: dict[str, str] = field(default_factory=dict)
    """The preset's name for the host, per language."""

    def marked(self, marks: list[str]) -> bool:
        """True when a vote with these marks is set apart as the rules require."""
        need = MARKS[self.mark]
        return not need or bool(need & set(marks))

    def late(self, posted: datetime, deadline: datetime) -> bool:
        """True when a vote posted then misses the deadline."""
        if self.deadline == "before":
            return posted >= deadline
        if self.deadline == "minute":
            return posted >= deadline.replace(second=0) + timedelta(minutes=1)
        return posted > deadline


def shipped_rules() -> list[str]:
    """The ids of the shipped presets."""
    return sorted(p.stem for p in PRESETS.glob("*.yaml"))


def load_rules(choice: str | dict[str, Any] | VoteRules | None) -> VoteRules:
    """A preset by id, the host's own mapping, or the default (any form, changes free, edits count).
    A wrong key or value is a ValueError naming it."""
    if choice is None or isinstance(choice, VoteRules):
        return choice or VoteRules()
    data = dict(choice) if isinstance(choice, dict) else _preset(choice)
    declared = VOTE_RULES.keys()
    known = set(declared) | set(PRESET_ONLY)
    if unknown := set(data) - known:
        raise ValueError(f"vote rules: unknown key(s) {', '.join(sorted(unknown))} (known: {', '.join(sorted(known))})")
    for key, value in data.items():
        if key in declared and (why := judge(declared[key].kind, value, Refs())):
            raise ValueError(f"vote rules: {key}: {why}")
    return VoteRules(**data)


def _preset(rules_id: str) -> dict[str, Any]:
    path = PRESETS / f"{rules_id}.yaml"
    if not path.exists():
        raise ValueError(f"vote rules: no preset '{rules_id}' (shipped: {', '.join(shipped_rules())})")
    data = copy.deepcopy(_read_preset(str(path), path.stat().st_mtime_ns))
    data.setdefault("id", rules_id)
    return data


@lru_cache(maxsize=64)
def _read_preset(path: str, _stamp: int) -> dict[str, Any]:
    """A preset file parsed once per version of it (every pasted page parsed it again: #14 item 9);
    callers get a deep copy."""
    preset: dict[str, Any] = load_plain(Path(path).read_text(encoding="utf-8"))
    return preset
