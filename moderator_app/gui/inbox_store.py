"""The inbox's rows not yet recorded, kept per game beside the settings file (inbox.json), so
a restart or a switch to another game loses nothing pasted. A settings object without a path
(the smoke run) keeps them in memory only; a damaged file is read as empty. A row's problem is kept
as its sentence's key and values (app.inbox.said), so it is said in the host's language of the day."""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

from ..app.inbox.rows import Row

_memory: dict[str, Any] = {}
_NAMES = tuple(f.name for f in fields(Row))
_KEYS = set(_NAMES)


def _as_dict(row: Row) -> dict[str, Any]:
    """`dataclasses.asdict` for a Row, whose values are plain (text, numbers, lists of text): asdict
    deep-copies each value and was most of a 40-row save (#14 item 9)."""
    # lazy: app.inbox.said costs ~177 ms CPU, not needed to show the last game (bench_startup)
    from ..app.inbox.said import encode  # the parser's words: loaded when rows are kept, not with the board

    return {name: list(value) if isinstance(value := getattr(row, name), list) else encode(value) for name in _NAMES}


def _path(settings: Any) -> Any:
    return settings.path.parent / "inbox.json" if getattr(settings, "path", None) is not None else None


def _read(settings: Any) -> dict[str, Any]:
    path = _path(settings)
    if path is None:
        return _memory
    try:
        return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    except (OSError, ValueError):
        return {}


def load(settings: Any, game_id: int | None) -> list[Row]:
    stored = _read(settings).get(str(game_id)) or []
    rows = [Row(**{k: v for k, v in item.items() if k in _KEYS}) for item in stored if isinstance(item, dict)]
    # lazy: app.inbox.said costs ~177 ms CPU, not needed to show the last game (bench_startup)
    from ..app.inbox.said import decode  # the parser's words: loaded with the inbox's rows, not with the board

    for row in rows:  # the problem said in the host's language now, never the words of the paste's day
        row.problem = decode(row.problem)
    return rows


def ticked(settings: Any, game_id: int | None, phase: str) -> int:
    """How many rows of `phase` wait in the game's inbox (the board says so before resolving): those `waits`
    holds — the inbox's own `waiting_rows`. Read from the kept rows without reading their sentences again."""
    stored = _read(settings).get(str(game_id)) or []
    return sum(1 for item in stored if isinstance(item, dict) and waits(item)
               and item.get("phase") == phase
               and not item.get("host_post"))  # a «хода нет» too: it is recorded, as the sender's declared skip


def senders_waiting(settings: Any, game_id: int | None, phase: str) -> frozenset[str]:
    """The seats whose message of `phase` waits in the inbox (`waits`): the board does not call them «ещё не
    прислал», and no reminder «жду ваш ход» is drafted to them (host-findings-4: the godfather's PM waited
    unticked and the mail drafted him «Напоминаю: жду ваш ночной ход.»)."""
    stored = _read(settings).get(str(game_id)) or []
    return frozenset(str(item["actor"]) for item in stored if isinstance(item, dict) and item.get("actor")
                     and item.get("phase") == phase and waits(item) and not item.get("host_post"))


def waiting_by_phase(rows: list[Row]) -> dict[str, tuple[object, ...]]:
    """Per phase, what the board reads of the waiting rows (`ticked`, `senders_waiting`): their count and senders."""
    found: dict[str, list[str]] = {}
    for row in rows:
        if waits(row) and not row.host_post and row.phase:
            found.setdefault(str(row.phase), []).append(str(row.actor or ""))
    return {phase: (len(senders), *sorted(set(senders))) for phase, senders in found.items()}


def waits(row: Any) -> bool:
    """A row resolving would lose (a kept dict or a Row): ticked, a guess the reader held back (`held`), or a
    player's post the page reader passed over that reads as a vote (`page_skipped`, «sprawdź i zaznacz»):
    a Polish «Głos: Mirenium» left so was published as «Nie głosowali: Rewik» (host-findings-4)."""
    def get(key: str) -> Any:
        return row.get(key) if isinstance(row, dict) else getattr(row, key, None)

    return bool(get("include") or get("held") or get("note") == "page_skipped" and get("targets"))


def save(settings: Any, game_id: int | None, rows: list[Row]) -> None:
    data = _read(settings)
    if rows:
        data[str(game_id)] = [_as_dict(row) for row in rows]
    else:
        data.pop(str(game_id), None)
    path = _path(settings)
    if path is None:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, ensure_ascii=False, default=str), encoding="utf-8")
    tmp.replace(path)
