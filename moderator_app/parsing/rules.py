"""Forum vote rules: what a thread counts as a vote, per game (shipped presets and the host's own).

Each preset is a data file in `vote_rules/` (one per forum convention, each setting citing the
published rule it follows); a game picks one with its `vote_rules` option, or gives its own
mapping with the same keys. Keys:

- `mark`: how a vote must be set apart from chatter: `any`, `bold`, `color`, `bold_or_color`, `tag`,
  `bold_or_tag`. With anything but `any`, an unmarked post is never a vote (listed as ignored).
- `changes`: how many times a player may change or withdraw his vote in a day (null: no limit).
  A new vote for the same player is no change.
- `edited`: `count` (an edited post's vote counts from its edit) or `void` (it does not count).
- `deadline`: `before` (a vote at hh:mm:00 of the deadline is late: "голос в 22:29:59 засчитываю, а в
  22:30:00 уже нет"), `at` (up to the deadline's exact second) or `minute` (up to hh:mm:59).
- `self_vote`: `allowed` or `missed` (a vote for oneself counts as no vote).
- `missed_vote`: what a player who did not vote pays, as words for the host: null, or
  {votes_against: N, repeat: modkill|replace|null, points: N}.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import yaml

PRESETS = Path(__file__).resolve().parent / "vote_rules"
MARKS = {"any": set(), "bold": {"bold"}, "color": {"color"}, "bold_or_color": {"bold", "color"}, "tag": {"tag"},
         "bold_or_tag": {"bold", "tag"}}
DEADLINES = ("before", "at", "minute")


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
    known = set(VoteRules.__dataclass_fields__)
    if unknown := set(data) - known:
        raise ValueError(f"vote rules: unknown key(s) {', '.join(sorted(unknown))} (known: {', '.join(sorted(known))})")
    rules = VoteRules(**data)
    if rules.mark not in MARKS:
        raise ValueError(f"vote rules: mark '{rules.mark}' (known: {', '.join(MARKS)})")
    if rules.deadline not in DEADLINES:
        raise ValueError(f"vote rules: deadline '{rules.deadline}' (known: {', '.join(DEADLINES)})")
    if rules.edited not in ("count", "void") or rules.self_vote not in ("allowed", "missed"):
        raise ValueError("vote rules: edited is count|void, self_vote is allowed|missed")
    return rules


def _preset(rules_id: str) -> dict[str, Any]:
    path = PRESETS / f"{rules_id}.yaml"
    if not path.exists():
        raise ValueError(f"vote rules: no preset '{rules_id}' (shipped: {', '.join(shipped_rules())})")
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    data.setdefault("id", rules_id)
    return data
