"""The journal: every host input is an entry; a game is rebuilt by applying them in order."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .phase_order import HOST_EVENT_DECL

#: Entry kinds and what their data holds.
KINDS = {
    "setup": "ruleset, seed, options, players [{nick, role?, account?, ...}], deal {role: n}",
    "phase": "kind: night | day | council | unmask; story: optional host text",
    "action": "actor, action, targets [...], at?, text?, room?, role?, as_action?",
    "vote": "voter, target | abstain, color?, at?, early?, runoff?",
    "host": f"event ({', '.join(HOST_EVENT_DECL)}) and its fields",
    "resolve": "resolve the open phase",
}


@dataclass(frozen=True)
class Entry:
    """One host input. `line` points back into a script file for error messages."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    line: int | None = None

    def to_json(self) -> str:
        return json.dumps({"kind": self.kind, "data": self.data}, ensure_ascii=False, default=str)

    @staticmethod
    def from_json(text: str) -> "Entry":
        obj = json.loads(text)
        return Entry(obj["kind"], obj.get("data") or {})
