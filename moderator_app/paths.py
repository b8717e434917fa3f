"""Where things live: shipped data beside the package, host data in platformdirs folders.

`MODERATOR_APP_DATA` and `MODERATOR_APP_CONFIG` override the host folders (tests use them).
"""

from __future__ import annotations

import os
import sys
from importlib import resources
from pathlib import Path

import platformdirs

APP_NAME = "moderator-app"


def _shipped(name: str) -> Path:
    """A top-level data folder (rolesets/, templates/, examples/) of a checkout or an install."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / name
    checkout = Path(__file__).resolve().parent.parent / name
    if checkout.is_dir():
        return checkout
    return Path(str(resources.files("moderator_app") / "_data" / name))


def rolesets_dir() -> Path:
    return _shipped("rolesets")


def templates_dir() -> Path:
    return _shipped("templates")


def examples_dir() -> Path:
    return _shipped("examples")


def data_folder() -> Path:
    """Where the host's data folder is, without creating it (the start-up check looks first)."""
    return Path(os.environ.get("MODERATOR_APP_DATA") or platformdirs.user_data_dir(APP_NAME))


def data_dir() -> Path:
    """The host's data folder (games database, own role sets)."""
    path = data_folder()
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """The host's config folder (settings, own templates)."""
    path = Path(os.environ.get("MODERATOR_APP_CONFIG") or platformdirs.user_config_dir(APP_NAME))
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_rolesets_dir() -> Path:
    path = data_dir() / "rolesets"
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_templates_dir() -> Path:
    return config_dir() / "templates"
