"""The real corpus (../shared/corpus/forum/, outside the repository): forum pages and vote posts nobody here wrote.

Shared by `test_real_corpus.py` and `tests/bench/bench_parser.py`. Each page is checked on three
paths a host relies on: the posts (author, date, last edit, own text without quotes or
signature), the votes that count, and the standing vote of each player at the deadline; each
single post on what a host would count (a nick, cancel, abstain, no_lynch, or no vote); each night
line (pms.yaml's `items`, a held-out file's `pms`) on the action and targets the host recorded for
its sender's role, or "no action".
Items marked `heldout: true` were labelled before the parser was run on them; `known_miss` names
why a held-out item is still read wrong (the test expects that miss, strictly). Where the corpus folder is
absent every loader gives nothing and `needs` skips, saying why (shared_corpus finds the folder).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

import pytest
import yaml

from moderator_app.parsing import load_rules, parse_message, read_thread
from shared_corpus import absent_reason, corpus_path

REAL = corpus_path("forum")
ROLESET = "forum-mafia-classic"


def needs(*files: str) -> pytest.MarkDecorator:
    """Skip the test, saying why, when a page of forum/pages it reads (or the whole corpus) is absent."""
    missing = next((path for path in [REAL / "pages" / name for name in files] or [REAL] if not path.exists()), None)
    return pytest.mark.skipif(missing is not None, reason=absent_reason(missing))


def page_label(file: str) -> dict[str, Any]:
    """The labels of the page `file` (players, counted, standing…), {} when the corpus is absent."""
    return next((page for page in load_pages() if page["file"] == file), {})


def page_text(file: str) -> str:
    """The text of forum/pages/`file`, "" when the corpus is absent (its tests carry `needs(file)`)."""
    path = REAL / "pages" / file
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def load_pages() -> list[dict[str, Any]]:
    """Every page: pages.yaml, then the held-out files (`heldout-*.yaml`, each item `heldout: true`)."""
    return [*_load("pages.yaml", "pages"), *(p for f in _held_out_files() for p in _load(f, "pages"))]


def load_posts() -> list[dict[str, Any]]:
    """Every single post: posts.yaml, then the held-out files' `items`."""
    return [*_load("posts.yaml", "items"), *(p for f in _held_out_files() for p in _load(f, "items"))]


def _held_out_files() -> list[str]:
    """Held-out sets: labelled by hand and committed before the parser first ran on them (one file per helper)."""
    return sorted(p.name for p in REAL.glob("heldout-*.yaml"))


def _load(name: str, key: str) -> list[dict[str, Any]]:
    path = REAL / name
    if not path.is_file():
        return []
    return yaml.safe_load(path.read_text(encoding="utf-8")).get(key) or []


def load_pms() -> list[dict[str, Any]]:
    """Every night line: pms.yaml's `items`, then each held-out file's `pms`. An item's role set is its own
    `roleset`, else its file's top-level `roleset`, else forum-mafia-classic (the roles the labels name)."""
    found = []
    for name, key in (("pms.yaml", "items"), *((f, "pms") for f in _held_out_files())):
        if not (REAL / name).is_file():
            continue
        data = yaml.safe_load((REAL / name).read_text(encoding="utf-8")) or {}
        found.extend({"roleset": data.get("roleset", ROLESET), **item} for item in data.get(key) or [])
    return found


def check_pm(item: dict[str, Any], roleset: dict[str, Any]) -> str | None:
    """None when the night line reads as the host recorded it (action and targets, or no action)."""
    result = parse_message(item["text"], roleset=roleset, players=item["players"], actor=item["sender"],
                           actor_role=item.get("role"), expect="action")
    if item.get("no_action"):
        ok = result.kind == "action" and result.skip and not result.targets
        return None if ok else f"read {result.kind} {result.action} {result.targets}, expected no action"
    if result.kind == "action" and result.action == item["action"] and result.targets == item["targets"]:
        return None
    return f"read {result.kind} {result.action} {result.targets}, expected {item['action']} {item['targets']}"


def _when(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def check_page(page: dict[str, Any], roleset: dict[str, Any]) -> dict[str, list[str]]:
    """What differs on each path: {"page": […], "counted": […], "standing": […]} (empty lists pass)."""
    text = (REAL / "pages" / page["file"]).read_text(encoding="utf-8")
    today = date.fromisoformat(page["today"]) if page.get("today") else None  # the paste's day, for year-less dates
    reading = read_thread(text, roleset=roleset, players=page["players"], today=today)
    found = [[p.author, p.posted, p.edited] for p in reading.posts]
    expected = [[a, _when(p), _when(e)] for a, p, e in page["posts"]]
    wrong: dict[str, list[str]] = {"page": [], "counted": [], "standing": []}
    if found != expected:
        wrong["page"].append(f"posts {found} != {expected}")
    by_author = {p.author: p.text for p in reading.posts}
    for author, words in _phrases(page.get("own_text_has")):
        if words not in by_author.get(author, ""):
            wrong["page"].append(f"{author}: own text lacks {words!r}")
    for author, words in _phrases(page.get("own_text_lacks")):
        if words in by_author.get(author, ""):
            wrong["page"].append(f"{author}: own text keeps {words!r}")
    counted = [[v.voter, _label(v)] for v in reading.votes if v.counted]
    if counted != page["counted"]:
        wrong["counted"].append(f"counted {counted} != {page['counted']}")
    if reading.standing != page["standing"]:
        wrong["standing"].append(f"standing {reading.standing} != {page['standing']}")
    return wrong


def _phrases(labels: dict[str, str | list[str]] | None) -> list[tuple[str, str]]:
    """(author, phrase) pairs of an own-text label: one phrase or a list of them per author."""
    return [(author, words) for author, value in (labels or {}).items()
            for words in (value if isinstance(value, list) else [value])]


def _label(vote: Any) -> str | None:
    if vote.cancel:
        return "cancel"
    if vote.abstain:
        return "abstain"
    if vote.no_lynch:
        return "no_lynch"
    return vote.target


def check_post(item: dict[str, Any], roleset: dict[str, Any]) -> str | None:
    """None when the post reads as the label says, else what was read."""
    result = parse_message(item["text"], roleset=roleset, players=item["players"], actor=item.get("author"),
                           expect="vote")
    read: str | None = None
    if result.kind == "vote" and load_rules(item.get("rules")).marked(result.marks):
        read = ("cancel" if result.cancel else "abstain" if result.abstain else "no_lynch" if result.no_lynch
                else result.targets[0] if result.targets else None)
    return None if read == item["vote"] else f"read {read!r}, expected {item['vote']!r}"
