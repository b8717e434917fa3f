"""The measured sets (../shared/corpus/measured/<date>/): real games labelled by hand before the app read them,
now regression material (#27 item 2). Shared by `test_measured_corpus.py` and `tests/bench/bench_parser.py`.

Each set becomes units a host relies on, each with the hand label it must match:
- `post`: a single post's own vote as the host counts it (a nick, "UNVOTE", "ABSTAIN" for no lynch, or None),
  read by the inbox's PM reader (`parse_message`) under the game's vote rules;
- `page post`: a post of a pasted page (its text, with the browser's HTML marks where the set has them) read by
  `read_thread`: the post's own last vote not refused by the rules;
- `standing`: a player's standing vote at the end of a page (or of a day, folded over its posts in order).
Known misses are listed in `measured_misses.yaml` (unit id: cause) and expected strictly: the labels are never
changed by the project, a miss is never deleted.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from moderator_app.parsing import load_rules, parse_message, read_thread
from moderator_app.parsing.paste_marks import html_marks
from shared_corpus import corpus_path

from .corpus import load_roleset

SETS = ("2026-12-01", "2026-12-06")
MEASURED = corpus_path("measured")
ROLESET = "forum-mafia-classic"
TEAMLIQUID = {"mark": "bold_or_tag"}
"""The vote rules of the TeamLiquid games: a vote is bold or "##"-tagged (TL Mafia's standard rule set; every
vote the hosts of these four games counted is one: 231 posts and both Hammertime days)."""
MISSES = Path(__file__).resolve().parent / "measured_misses.yaml"


@dataclass
class Unit:
    """One labelled thing to read: `id` is "<set>/<file>#<item>", `read()` what the app makes of it."""

    set: str
    lang: str
    path: str
    id: str
    expected: str | None
    read: Callable[[], str | None]


def known_misses() -> dict[str, str]:
    """Unit id -> why the reader still gets it wrong (a label file of the project, pointing at corpus items)."""
    return yaml.safe_load(MISSES.read_text(encoding="utf-8")) or {}


def units() -> list[Unit]:
    """Every unit of both sets ([] when the corpus is absent)."""
    return [unit for name in SETS if (MEASURED / name).is_dir() for unit in _READERS[name]()]


def _json(set_name: str, file: str) -> Any:
    return json.loads((MEASURED / set_name / file).read_text(encoding="utf-8"))


def _text(set_name: str, file: str) -> str:
    return (MEASURED / set_name / file).read_text(encoding="utf-8")


@cache
def _roleset() -> dict[str, Any]:
    return load_roleset(ROLESET)


def read_post(text: str, players: list[str], author: str | None, rules: str | dict[str, Any] | None) -> str | None:
    """A single post's vote as a host counts it: a nick, "UNVOTE", "ABSTAIN" or None."""
    result = parse_message(text, roleset=_roleset(), players=players, actor=author, expect="vote")
    if result.kind != "vote" or not load_rules(rules).marked(result.marks):
        return None
    if result.cancel:
        return "UNVOTE"
    if result.abstain or result.no_lynch:
        return "ABSTAIN"
    return result.targets[0] if result.targets else None


def _label(value: str | None) -> str | None:
    """A hand label as the reader's answer: a vote for someone not playing (the host) is no vote."""
    return None if value == "NONPLAYER" else value


def _cast(post: Any) -> str | None:
    """The post's own vote on a page: its last vote the rules did not refuse."""
    votes = [v for v in post.votes if not v.refused]
    if not votes:
        return None
    last = votes[-1]
    return "UNVOTE" if last.cancel else "ABSTAIN" if last.abstain or last.no_lynch else last.target


@cache
def _reading(set_name: str, text_file: str, html_file: str | None, players: tuple[str, ...], rules: str | None) -> Any:
    """A page read as the inbox reads a paste: its text, with the bold and colour of its HTML copy."""
    marks = html_marks(_text(set_name, html_file)) if html_file else None
    return read_thread(_text(set_name, text_file), roleset=_roleset(), players=list(players), rules=rules, marks=marks)


def _aligned(labelled: list[dict[str, Any]], reading: Any) -> list[Any | None]:
    """The page post read for each labelled post, in order by author (None where the split lost it)."""
    found, start = [], 0
    for post in labelled:
        at = next((i for i in range(start, len(reading.posts))
                   if reading.posts[i].author.casefold() == post["author"].casefold()), None)
        found.append(None if at is None else reading.posts[at])
        start = start if at is None else at + 1
    return found


def _page_units(set_name: str, lang: str, file: str, page_id: str, labelled: list[dict[str, Any]],
                standing: dict[str, str | None], text_file: str, html_file: str | None, players: list[str],
                rules: str | None) -> Iterator[Unit]:
    """A page's posts (`cast` labels) and its players' standing votes."""
    def post_reader(n: int) -> Callable[[], str | None]:
        def read() -> str | None:
            post = _aligned(labelled, _reading(set_name, text_file, html_file, tuple(players), rules))[n]
            return "(post not found)" if post is None else _cast(post)
        return read

    def standing_reader(player: str) -> Callable[[], str | None]:
        return lambda: _reading(set_name, text_file, html_file, tuple(players), rules).standing.get(player)

    for n, post in enumerate(labelled):
        key = post.get("post") or post.get("id") or n
        yield Unit(set_name, lang, "page post", f"{set_name}/{file}#{page_id}-{key}", post["cast"], post_reader(n))
    for player, vote in standing.items():
        yield Unit(set_name, lang, "standing", f"{set_name}/{file}#{page_id}-standing-{player}",
                   None if vote == "UNVOTE" else vote, standing_reader(player))


def _set_2026_12_01() -> Iterator[Unit]:
    name = "2026-12-01"
    liquid = _json(name, "en-teamliquid-vote-posts.json")
    for post in liquid["posts"]:
        players = liquid["players"][post["game"]]
        yield Unit(name, "en", "post", f"{name}/en-teamliquid-vote-posts.json#{post['game']}-{post['post']}",
                   _label(post["label"]), _post_reader(post["text"], players, post["author"], TEAMLIQUID))
    days = _json(name, "en-teamliquid-hammertime-days.json")["days"]
    for day, data in days.items():
        readers = []
        for post in data["posts"]:
            read = _post_reader(post["text"], data["players"], post["author"], TEAMLIQUID)
            readers.append((post["author"], read))
            yield Unit(name, "en", "post", f"{name}/en-teamliquid-hammertime-days.json#{day}-{post['post']}",
                       _label(post["label"]), read)
        for player, vote in data["final"].items():
            yield Unit(name, "en", "standing", f"{name}/en-teamliquid-hammertime-days.json#{day}-final-{player}",
                       vote, _day_standing(readers, player))
    cops = _json(name, "en-mtgs-unreliable-cops.json")
    for post in cops["posts"]:
        yield Unit(name, "en", "post", f"{name}/en-mtgs-unreliable-cops.json#{post['n'].lstrip('#')}",
                   _label(post["label"]), _post_reader(post["text"], cops["players"], post["author"], None))
    for player, vote in cops["final"].items():
        yield Unit(name, "en", "standing", f"{name}/en-mtgs-unreliable-cops-page1.txt#final-{player}", vote,
                   _page_standing(name, "en-mtgs-unreliable-cops-page1.txt", cops["players"], player))
    salem = _json(name, "en-bmg-vfm68-pages.json")
    for page in salem["pages"]:
        votes = {v["voter"]: None if v["target"] == "UNVOTE" else v["target"] for v in page["votes"]}
        text = page["text"]
        for voter, target in votes.items():
            yield Unit(name, "en", "standing", f"{name}/en-bmg-vfm68-pages.json#page{page['page']}-{voter}", target,
                       _text_standing(text, salem["players"], voter))
        yield Unit(name, "en", "standing", f"{name}/en-bmg-vfm68-pages.json#page{page['page']}-nobody-else", None,
                   _others_standing(text, salem["players"], set(votes)))


def _post_reader(text: str, players: list[str], author: str | None,
                 rules: str | dict[str, Any] | None) -> Callable[[], str | None]:
    return lambda: read_post(text, players, author, rules)


def _day_standing(readers: list[tuple[str, Callable[[], str | None]]], player: str) -> Callable[[], str | None]:
    """A player's vote at the day's end: his posts' readings folded in order (an unvote clears it)."""
    def read() -> str | None:
        standing: str | None = None
        for author, reader in readers:
            if author == player and (cast := reader()) is not None:
                standing = None if cast in ("UNVOTE", "ABSTAIN") else cast
        return standing
    return read


def _page_standing(set_name: str, file: str, players: list[str], player: str) -> Callable[[], str | None]:
    return lambda: _reading(set_name, file, None, tuple(players), None).standing.get(player)


@cache
def _read_text(text: str, players: tuple[str, ...]) -> Any:
    return read_thread(text, roleset=_roleset(), players=list(players))


def _text_standing(text: str, players: list[str], player: str) -> Callable[[], str | None]:
    return lambda: _read_text(text, tuple(players)).standing.get(player)


def _others_standing(text: str, players: list[str], voters: set[str]) -> Callable[[], str | None]:
    """None when nobody but the labelled voters has a vote standing on the page (quotes counted nothing)."""
    def read() -> str | None:
        others = {p: v for p, v in _read_text(text, tuple(players)).standing.items() if v and p not in voters}
        return ", ".join(f"{p}->{v}" for p, v in sorted(others.items())) or None
    return read


def _set_2026_12_06() -> Iterator[Unit]:
    name = "2026-12-06"
    single = _json(name, "en-mafiascum-single-posts.json")
    for post in single["posts"]:
        players = single["games"][post["game"]]["players"]
        yield Unit(name, "en", "post", f"{name}/en-mafiascum-single-posts.json#{post['game']}-{post['post']}",
                   _label(post["label"]), _post_reader(post["text"], players, post["author"], single["vote_rules_preset"]))
    pages = _json(name, "en-mafiascum-pages.json")
    for page in pages["pages"]:
        yield from _page_units(name, "en", "en-mafiascum-pages.json", page["game"], page["posts"], page["standing"],
                               page["text"], page["html"], page["players"], pages["vote_rules_preset"])
    salem = _json(name, "en-tos-sfm71-p70.json")
    yield from _page_units(name, "en", "en-tos-sfm71-p70.json", "p70", salem["posts"], salem["standing"],
                           salem["text"], salem["html"], salem["players"], salem["vote_rules_preset"])
    for item in _json(name, "ru-new-items.json")["items"]:
        if item["kind"] == "single":
            yield Unit(name, item["lang"], "post", f"{name}/ru-new-items.json#{item['id']}", _label(item["label"]),
                       _post_reader(item["text"], item["players"], item["author"], None))
        else:
            yield from _inline_page_units(name, item)


def _inline_page_units(set_name: str, item: dict[str, Any]) -> Iterator[Unit]:
    """A page stored as one item's text (ru-new-items.json): its posts' casts and its standing."""
    def read_cast(n: int) -> Callable[[], str | None]:
        def read() -> str | None:
            post = _aligned(item["posts"], _read_text(item["text"], tuple(item["players"])))[n]
            return "(post not found)" if post is None else _cast(post)
        return read

    for n, post in enumerate(item["posts"]):
        yield Unit(set_name, item["lang"], "page post", f"{set_name}/ru-new-items.json#{item['id']}-{n}", post["cast"],
                   read_cast(n))
    for player, vote in item["standing"].items():
        yield Unit(set_name, item["lang"], "standing", f"{set_name}/ru-new-items.json#{item['id']}-standing-{player}",
                   vote, _text_standing(item["text"], item["players"], player))


_READERS: dict[str, Callable[[], Iterator[Unit]]] = {"2026-12-01": _set_2026_12_01, "2026-12-06": _set_2026_12_06}
