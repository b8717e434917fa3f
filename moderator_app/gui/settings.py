"""The GUI's own small settings file (gui.json in the data folder, so `MODERATOR_APP_DATA` moves it
with the games): the last open game, the interface language, the language of posts, the default
deadline and time zone, the host's template folder, which role PMs the host has already sent, and the seat a
playing host sits in (S-TAB-3), the host's own forum accounts. A gui.json left in the old config folder is taken over once.

A settings object without a path lives in memory only (the `--smoke` run writes nothing).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from .. import paths
from .i18n import current_lang


class Settings:
    """Read once, written after every change (the file is tiny)."""

    def __init__(self, path: Path | None):
        self.path = path
        self.data: dict[str, Any] = {}
        if path is not None and path.is_file():
            try:
                self.data = json.loads(path.read_text(encoding="utf-8")) or {}
            except (OSError, ValueError):
                self.data = {}  # a damaged settings file is not worth a crash: start fresh

    @classmethod
    def for_host(cls) -> "Settings":
        try:
            path = paths.data_dir() / "gui.json"
        except OSError:  # no usable data folder (a file in its place): the start-up check explains it
            return cls(None)
        old = paths.data_dir_pointer().parent / "gui.json"  # where it lived before; not created here
        if not path.exists() and old.is_file() and old != path:
            try:
                path.write_bytes(old.read_bytes())
            except OSError:
                pass  # the old settings are a convenience: start fresh rather than fail
        return cls(path)

    def _save(self) -> None:
        if self.path is None:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.data, ensure_ascii=False, indent=1), encoding="utf-8")
        tmp.replace(self.path)

    @property
    def last_game(self) -> int | None:
        value = self.data.get("last_game")
        return int(value) if value is not None else None

    @last_game.setter
    def last_game(self, game_id: int | None) -> None:
        self.data["last_game"] = game_id
        self._save()

    @property
    def lang(self) -> str | None:
        return self.data.get("lang")

    @lang.setter
    def lang(self, lang: str) -> None:
        self.data["lang"] = lang
        self._save()

    @property
    def post_lang(self) -> str:
        """The language of the open game's posts, PMs, receipts and reminders: the host's pick on the
        Posts tab for this game, else his last pick (a new game), else the interface language (a Polish
        host's game speaks Polish until he says otherwise). Per game, so a Russian game and a Polish
        one run side by side without their receipts changing language."""
        per_game = self.data.get("post_lang_by_game") or {}
        return str(per_game.get(str(self.last_game)) or self.data.get("post_lang") or current_lang())

    @post_lang.setter
    def post_lang(self, lang: str) -> None:
        self.data["post_lang"] = lang
        if self.last_game is not None:
            self.data.setdefault("post_lang_by_game", {})[str(self.last_game)] = lang
        self._save()

    @property
    def default_deadline(self) -> str:
        """The time of day a new phase ends unless the host says otherwise ("HH:MM")."""
        return str(self.data.get("default_deadline") or "21:00")

    @default_deadline.setter
    def default_deadline(self, value: str) -> None:
        self.data["default_deadline"] = value
        self._save()

    @property
    def time_zone(self) -> str:
        """The zone a game's first deadline is in (later ones inherit the previous deadline's):
        the host's choice, else the computer's own zone, proposed."""
        # lazy: i18n.zones costs ~7 ms CPU, not needed before the first frame (bench_startup)
        from ..i18n.zones import system_zone

        return str(self.data.get("time_zone") or system_zone())

    @time_zone.setter
    def time_zone(self, value: str) -> None:
        self.data["time_zone"] = value
        self._save()

    @property
    def template_folder(self) -> str | None:
        """The host's own post templates (paths.user_templates_dir reads it); None: the default."""
        return self.data.get("template_folder") or None

    @template_folder.setter
    def template_folder(self, value: str | None) -> None:
        self.data["template_folder"] = value or None
        self._save()

    @property
    def host_accounts(self) -> list[str]:
        """The host's own forum accounts: his posts on a pasted page are listed as his, never as a
        player's row (learnt from a sign-up thread's opening post, editable on Settings)."""
        return [str(a) for a in self.data.get("host_accounts") or [] if str(a).strip()]

    @host_accounts.setter
    def host_accounts(self, names: list[str]) -> None:
        self.data["host_accounts"] = list(dict.fromkeys(n.strip() for n in names if n.strip()))
        self._save()

    def add_host_account(self, name: str) -> None:
        if name.strip() and name.strip().casefold() not in {a.casefold() for a in self.host_accounts}:
            self.host_accounts = [*self.host_accounts, name]

    def sent_pms(self, game_id: int) -> set[str]:
        return set(self.data.get("sent_pms", {}).get(str(game_id), []))

    def set_pm_sent(self, game_id: int, nick: str, sent: bool) -> None:
        sent_now = self.sent_pms(game_id)
        sent_now = sent_now | {nick} if sent else sent_now - {nick}
        self.data.setdefault("sent_pms", {})[str(game_id)] = sorted(sent_now)
        self._save()

    def copied_pms(self, game_id: int) -> set[str]:
        """Role PMs the host copied: drafted, not yet sent — sending is his own tick (gui.role_pms)."""
        return set(self.data.get("copied_pms", {}).get(str(game_id), []))

    def set_pm_copied(self, game_id: int, nick: str) -> None:
        self.data.setdefault("copied_pms", {})[str(game_id)] = sorted(self.copied_pms(game_id) | {nick})
        self._save()

    def published(self, game_id: int, phase_label: str) -> dict[str, Any] | None:
        """The facts of a phase's result as the host copied it to publish (app.corrections)."""
        facts = self.data.get("published", {}).get(str(game_id), {}).get(phase_label)
        return facts if isinstance(facts, dict) else None  # a hand-edited file's other value: not published

    def set_published(self, game_id: int, phase_label: str, facts: dict[str, Any]) -> None:
        self.data.setdefault("published", {}).setdefault(str(game_id), {})[phase_label] = facts
        self._save()

    #: the host's per-game marks that travel with the game (a one-game file, an undone deletion): what
    #: was published (so the other computer asks for no correction) and which role PMs went out
    GAME_MARKS = ("published", "sent_pms", "copied_pms")

    def marks_of(self, game_id: int) -> dict[str, Any]:
        return {key: self.data[key][str(game_id)] for key in self.GAME_MARKS if str(game_id) in self.data.get(key, {})}

    def adopt_marks(self, game_id: int, marks: dict[str, Any]) -> list[str]:
        """Take a game's marks (from marks_of, maybe on another computer); returns the keys not taken
        (unknown, or not of the shape this version writes), for the caller to list."""
        shapes = {"published": dict, "sent_pms": list, "copied_pms": list}
        refused = [key for key, value in marks.items() if not isinstance(value, shapes.get(key, type(None)))]
        for key, value in marks.items():
            if key not in refused:
                self.data.setdefault(key, {})[str(game_id)] = value
        self._save()
        return refused

    def rules_kept(self, game_id: int) -> str | None:
        """The role-set file version (sha256) the host chose not to apply to this game."""
        kept = self.data.get("rules_kept", {}).get(str(game_id))
        return kept if isinstance(kept, str) else None

    def set_rules_kept(self, game_id: int, file_sha: str | None) -> None:
        self.data.setdefault("rules_kept", {})[str(game_id)] = file_sha
        self._save()

    def host_seat(self, game_id: int) -> str | None:
        """The seat the host plays in this game (his screen hides the others' secrets), or None."""
        seat = self.data.get("host_seat", {}).get(str(game_id))
        return seat if isinstance(seat, str) else None

    def set_host_seat(self, game_id: int, nick: str | None) -> None:
        seats = self.data.setdefault("host_seat", {})
        if nick:
            seats[str(game_id)] = nick
        else:
            seats.pop(str(game_id), None)
        self._save()
