"""Where things live: shipped data beside the package, host data in platformdirs folders.

`MODERATOR_APP_DATA` and `MODERATOR_APP_CONFIG` override the host folders (tests use them).
Every setting lives in the data folder (gui.json); the only thing outside it is the pointer to a
data folder the host moved (`data-folder.txt` in the config folder), which the variable overrides.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
import json
from typing import Any

APP_NAME = "moderator-app"


def _platform(kind: str) -> str:
    """platformdirs' folder of this kind for the app; imported here, not at the top: a data folder set
    by the variable never needs it, and the first frame does not wait for it (#14 item 9)."""
    import platformdirs  # lazy: platformdirs costs ~4 ms CPU, not needed before the first frame (bench_startup)

    folder: str = getattr(platformdirs, kind)(APP_NAME)
    return folder


def _shipped(name: str) -> Path:
    """A top-level data folder (rolesets/, templates/, examples/) of a checkout or an install."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / name
    checkout = Path(__file__).resolve().parent.parent / name
    if checkout.is_dir():
        return checkout
    from importlib import resources  # lazy: only an installed copy reads here; a checkout's first frame skips it

    return Path(str(resources.files("moderator_app") / "_data" / name))


def rolesets_dir() -> Path:
    return _shipped("rolesets")


def templates_dir() -> Path:
    return _shipped("templates")


def examples_dir() -> Path:
    return _shipped("examples")


def data_dir_pointer() -> Path:
    """The file that names a data folder the host chose on the settings screen."""
    return Path(os.environ.get("MODERATOR_APP_CONFIG") or _platform("user_config_dir")) / "data-folder.txt"


def chosen_data_dir() -> Path:
    """The data folder without creating it: the variable, the host's choice, or the platform's."""
    override = os.environ.get("MODERATOR_APP_DATA")
    if override:
        return Path(override)
    try:
        chosen = data_dir_pointer().read_text(encoding="utf-8").strip()
    except OSError:
        chosen = ""
    return Path(chosen) if chosen else Path(_platform("user_data_dir"))


def data_dir() -> Path:
    """The host's data folder (games database, settings, own role sets and templates, error log)."""
    path = chosen_data_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """The host's config folder (settings, own templates)."""
    path = Path(os.environ.get("MODERATOR_APP_CONFIG") or _platform("user_config_dir"))
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_rolesets_dir() -> Path:
    path = data_dir() / "rolesets"
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_templates_dir() -> Path:
    """The host's own post templates: the folder chosen in the settings, else <data>/templates."""
    settings = chosen_data_dir() / "gui.json"
    try:
        stamp = settings.stat().st_mtime_ns
    except OSError:
        stamp = None
    key = (str(settings), stamp)
    if _TEMPLATE_FOLDER.get("key") != key:
        try:
            chosen = json.loads(settings.read_text(encoding="utf-8")).get("template_folder") if stamp else None
        except (OSError, ValueError, AttributeError):
            chosen = None
        _TEMPLATE_FOLDER.update(key=key, folder=Path(chosen) if chosen else chosen_data_dir() / "templates")
    folder: Path = _TEMPLATE_FOLDER["folder"]
    return folder


_TEMPLATE_FOLDER: dict[str, Any] = {}  #: the settings file's stamp and the folder it names (read once per change)
