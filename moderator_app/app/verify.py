"""`moderator-app verify FILE --commitment HASH`: a player checks a finished game (#16 item 5).

FILE is the game as the host shared it when it was over: a game script (YAML, with `seed` and
`deal_salt`, optionally `published_draws`) or the app's game file (`*.mafia.json`, app/game_file.py,
whose `draws` list holds the draws as the host's app made them during the game). The check:

1. the game is replayed through the engine; its deal and seed give the canonical line
   (posts/commitment.py) whose SHA-256 with the salt must equal the hash from the opening post;
2. every draw of the seeded generator is replayed, printed with its outcome, and compared with
   what was published; a draw the host fixed (`draw` event) is shown as the host's decision, never
   as luck.

Any mismatch — the hash, a draw, a missing salt — exits 1.
"""

from __future__ import annotations

import json
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.wording.check_words import say
from ..engine.model.errors import InputError
from ..engine.model.game import Game
from ..engine.model.journal import Entry
from ..i18n import t
from ..posts import commitment as deal_commitment
from .replay import play_entries
from ..engine.model.script import load_script, script_entries
from .game_file import document_entries, read_game_file


@dataclass
class DrawCheck:
    name: str
    value: Any
    fixed: bool  #: the host fixed it (`draw` event): his decision, not luck
    status: str  #: match | mismatch | unpublished | missing
    published: Any = None


@dataclass
class Verdict:
    hash_status: str  #: hash_ok | hash_bad | legacy | no_salt
    canonical: str
    seed: int
    draws: list[DrawCheck]

    @property
    def ok(self) -> bool:
        return self.hash_status == "hash_ok" and all(d.status in ("match", "unpublished") for d in self.draws)


def verify_file(path: Path, digest: str) -> Verdict:
    entries, salt, published, roleset_text = _read(path)
    with tempfile.TemporaryDirectory() as folder:
        if roleset_text is not None:  # the game file carries its role set: check against that text
            own = Path(folder) / "roleset.yaml"
            own.write_text(roleset_text, encoding="utf-8")
            entries[0] = Entry("setup", dict(entries[0].data, ruleset=str(own)), line=entries[0].line)
        game = play_entries(entries, path)
    canonical = deal_commitment.canonical_deal(game)
    if not salt:
        status = "no_salt"
    elif not re.fullmatch(r"[0-9a-fA-F]{64}", digest.strip()):  # a non-ASCII one broke compare_digest (#26)
        raise InputError(say("game_file.bad_commitment", value=digest[:80]))
    elif deal_commitment.verify(canonical, salt, digest):
        status = "hash_ok"
    elif deal_commitment.verify(deal_commitment.canonical_deal(game, deal_commitment.LEGACY), salt, digest):
        status = "legacy"
    else:
        status = "hash_bad"
    return Verdict(status, deal_commitment.committed_text(canonical, salt or "?"), game.seed,
                   compare_draws(game, published))


def compare_draws(game: Game, published: list[dict[str, Any]] | None) -> list[DrawCheck]:
    checks = []
    for index, draw in enumerate(game.rng.log):
        value = _plain(draw.value)
        if published is None:
            checks.append(DrawCheck(draw.name, value, draw.fixed, "unpublished"))
            continue
        shown = published[index] if index < len(published) else None
        same = shown is not None and shown.get("name") == draw.name and _plain(shown.get("value")) == value
        # published as the host's decision while the replay draws it by luck (or the reverse): not a match
        same_kind = shown is None or "fixed" not in shown or bool(shown.get("fixed")) == draw.fixed
        status = "mismatch" if not same else "match" if same_kind else "kind_mismatch"
        checks.append(DrawCheck(draw.name, value, draw.fixed, status,
                                None if shown is None else shown.get("fixed") if status == "kind_mismatch" else shown.get("value")))
    for shown in (published or [])[len(game.rng.log):]:  # published but never drawn in this game
        checks.append(DrawCheck(str(shown.get("name")), _plain(shown.get("value")), bool(shown.get("fixed")), "missing"))
    return checks


def verdict_lines(verdict: Verdict, lang: str) -> list[str]:
    def w(key: str) -> str:
        return t(f"verify.{key}", lang)

    dealt = next((d for d in verdict.draws if d.name == "deal"), None)
    deal = w("deal_by_host") if dealt is None or dealt.fixed else w("deal_drawn")
    lines = [f"{w(verdict.hash_status)}: {verdict.canonical}", f"{w('seed')}: {verdict.seed}", deal, f"{w('draws')}:"]
    for number, draw in enumerate(verdict.draws, 1):
        kind = w("host") if draw.fixed else w("luck")
        status = w(draw.status) + (f" {json.dumps(draw.published, ensure_ascii=False)}" if draw.status == "mismatch" else
                                   f" {w('host') if draw.published else w('luck')}" if draw.status == "kind_mismatch" else "")
        lines.append(f"{number:>3}. {draw.name} → {json.dumps(draw.value, ensure_ascii=False)}  [{kind}] {status}")
    lines.append(w("all_ok") if verdict.ok else w("failed"))
    return lines


def _read(path: Path) -> tuple[list[Entry], str | None, list[dict[str, Any]] | None, str | None]:
    """The journal, the salt, the published draws and the role set text of a script or game file."""
    if path.suffix.lower() == ".json":
        document = read_game_file(path)
        entries = document_entries(document, str(path))
        text = (document.get("roleset") or {}).get("text")
        text = text if isinstance(text, str) else None  # no text of its own: the reference is checked
        return entries, entries[0].data.get("deal_salt"), _draw_list(document.get("draws"), path), text

    doc = load_script(path)
    entries = script_entries(doc, file=str(path))
    if entries[0].data.get("seed") is None:
        raise InputError("the script has no seed: a game's draws can be checked only against its seed", file=str(path))
    return entries, entries[0].data.get("deal_salt"), _draw_list(doc.get("published_draws"), path), None


def _draw_list(raw: Any, path: Path) -> list[dict[str, Any]] | None:
    if raw is None:
        return None
    if not isinstance(raw, list) or not all(isinstance(d, dict) and "name" in d for d in raw):
        raise InputError("published draws must be a list of {name, value}", file=str(path))
    return raw


def _plain(value: Any) -> Any:
    """A value as JSON would carry it (tuples become lists), so both sides compare alike."""
    return json.loads(json.dumps(value, ensure_ascii=False, default=str))
