"""What the parser returns: `ParseResult`, one private message or vote read into fields."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SPEC_KEYS = ("kind", "action", "targets", "room", "role", "as_action", "color", "confidence",
             "alternatives", "problem")


@dataclass
class ParseResult:
    """A message read as an action request, a vote, or nothing the parser understood."""

    kind: str = "unknown"
    """"action", "vote" or "unknown"."""
    action: str | None = None
    """The role set's action id ("heal", "kill", "room", "copy"…); None for votes."""
    targets: list[str] = field(default_factory=list)
    """Player nicks in the message's order; the actor himself for "себя"/"siebie"/"myself"."""
    room: str | None = None
    """A room id (SUSPI) when the message names one."""
    role: str | None = None
    """For a copy: the role id copied."""
    as_action: str | None = None
    """For a copy: the action id performed as that role."""
    color: str | None = None
    """For a vote: "red" or "blue" where the role set has colours."""
    confidence: float = 0.0
    """0..1: how sure the parser is; below about 0.8 the host should look."""
    alternatives: list[str] = field(default_factory=list)
    """Other players a named target could mean, best first."""
    problem: str | None = None
    """A sentence for the host when something is missing or unclear, else None."""
    abstain: bool = False
    """A vote that abstains ("воздерживаюсь", "wstrzymuję się")."""
    no_lynch: bool = False
    """A vote for "no lynch" ("ННВ", "скип", "no lynch"): a candidate of its own where the rules have it."""
    early: bool = False
    """A vote marked "досрочно" (early close)."""
    cancel: bool = False
    """A vote withdrawn ("отменяю голос")."""
    skip: bool = False
    """An action refused on purpose ("никого не лечу")."""
    other_actions: list[str] = field(default_factory=list)
    """Other action ids the action word could also mean (e.g. a kill or a poison)."""
    also: list[dict[str, Any]] = field(default_factory=list)
    """Further actions in the same message: {"action", "targets", "room"} each."""
    lang: str | None = None
    """The language the message was read as (ru, pl, en)."""
    marks: list[str] = field(default_factory=list)
    """How a vote was set apart: "bold", "color", "tag" (forum rules may require one)."""
    joins: str | None = None
    """For "Присоединяюсь к Кабану" / "dołączam do X" / "same as X": the player named, whose vote the
    sender may join (a vote like his) or vote for; the host decides (`problem` says so)."""
    written: str | None = None
    """The words read as the (first) target as the sender wrote them, or the unknown word where a
    target was expected: what the host may confirm once as that player's alias (parsing.aliases)."""

    def to_json(self) -> dict[str, Any]:
        """The spec's keys (see shared/spec/game-script.md) plus the extras set on this result."""
        data: dict[str, Any] = {key: getattr(self, key) for key in SPEC_KEYS}
        data["targets"] = list(self.targets)
        data["alternatives"] = list(self.alternatives)
        data["confidence"] = round(float(self.confidence), 3)
        for extra in ("abstain", "no_lynch", "early", "cancel", "skip"):
            if getattr(self, extra):
                data[extra] = True
        if self.joins:
            data["joins"] = self.joins
        if self.other_actions:
            data["other_actions"] = list(self.other_actions)
        if self.also:
            data["also"] = [dict(item) for item in self.also]
        return data
