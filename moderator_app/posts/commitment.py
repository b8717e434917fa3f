"""The provable deal and draws: a SHA-256 commitment to who got which role and to the game's
seed, published before the game.

At the start the app writes the deal and the seed of the game's generator as one canonical line,
appends a random salt and publishes only the SHA-256 of that text in the opening post. The final
reveal prints the text itself, so any player can check with a standard command
(docs/provable-deal.md) that the host changed neither the deal nor the seed during the game —
and, since every random ruling (exposure odds, a tie by lot, SUSPI's possession) is a draw of that
seeded generator, `moderator-app verify` replays every draw of the game from it (app/verify.py).
The salt comes from `secrets`, never from the game's seeded generator: a guessable salt would let
players try every possible deal and seed against the published hash.

The canonical line is `deal:v2;set=ID;seed=SEED;1=NICK:ROLE;2=NICK:ROLE;…` in seat order, with the
nick the player had at the deal (a substitute does not change it) and the role id he was dealt.
The characters `% ; = : [ ] ' \\` and control characters in a nick are written `%XX`, so the line
is unambiguous, prints verbatim in BBCode and fits between single quotes in a shell. Games begun
before the seed was committed published `deal:v1` lines (no `seed=` field): `canonical_deal`
still writes those on request, so their hashes stay checkable.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..engine.model.game import Game

VERSION = "deal:v2"
LEGACY = "deal:v1"  #: the deal alone, without the seed
_SPECIAL = set("%;=:[]'\\\"`$")


def encode_field(text: str) -> str:
    """Percent-encode the characters the canonical line uses as syntax (and shell/BBCode ones)."""
    return "".join(f"%{ord(c):02X}" if c in _SPECIAL or ord(c) < 32 or ord(c) == 127 else c for c in text)


def canonical_deal(game: "Game", version: str = VERSION) -> str:
    """The deal (and from v2 the seed) as one line; the same game always gives the same line."""
    fields = [version, f"set={encode_field(game.rs.id)}"]
    if version != LEGACY:
        fields.append(f"seed={int(game.seed)}")
    for player in sorted(game.players.values(), key=lambda p: p.seat):
        nick_at_deal = (player.extra.get("replaced") or [player.nick])[0]
        fields.append(f"{player.seat + 1}={encode_field(nick_at_deal)}:{encode_field(player.original_role)}")
    return ";".join(fields)


def committed_text(canonical: str, salt: str) -> str:
    """The exact text whose SHA-256 is published: the canonical line and the salt."""
    return f"{canonical};salt={salt}"


def commit(canonical: str, salt: str) -> str:
    """The hex SHA-256 of the committed text (UTF-8)."""
    return hashlib.sha256(committed_text(canonical, salt).encode("utf-8")).hexdigest()


def new_salt() -> str:
    """32 hex digits from the operating system's secure generator."""
    return secrets.token_hex(16)


def verify(canonical: str, salt: str, digest: str) -> bool:
    return secrets.compare_digest(commit(canonical, salt), digest.strip().lower())


def shell_command(canonical: str, salt: str) -> str:
    """The command a player pastes to check the hash (Linux, macOS, Git Bash, WSL)."""
    return f"printf '%s' '{committed_text(canonical, salt)}' | sha256sum"


@dataclass(frozen=True)
class Commitment:
    """What the app keeps from the start of a game: the line, the secret salt and the hash."""

    canonical: str
    salt: str
    digest: str

    @classmethod
    def of(cls, game: "Game", salt: str | None = None) -> "Commitment":
        canonical = canonical_deal(game)
        salt = salt or new_salt()
        return cls(canonical, salt, commit(canonical, salt))
