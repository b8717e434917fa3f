"""PySide6's import hook without its source reading (#25).

Once PySide6 is loaded, every module imported after it passes through PySide's `__feature__` hook,
which decides whether the module may write `from __feature__ import snake_case` by reading the
module's whole source file (inspect.getsource) and looking for "PySide6" in it. Measured on this
app's start (2 cores): 15–30% of the CPU of every later import — ~20–45 ms of the engine's and the
game view's imports, which the last game waits for, and ~70–120 ms of SQLAlchemy's, Jinja's and the
parser's in the start loader's thread, which the window shares the interpreter with. (PySide's own
issue, also met by napari: github.com/napari/napari/issues/8584.)

This app never selects a PySide feature, so the answer needs no reading: a module of this app may
use Qt (0: PySide's default features), any other is one PySide leaves alone (-1). A PySide6 release
without this hook is left as it is.
"""

from __future__ import annotations

import sys
from types import ModuleType

#: PySide's module that holds the hook (shiboken names it so in sys.modules)
FEATURE_MODULE = "shibokensupport.feature"


def skip_source_reading() -> bool:
    """Answer PySide's per-module question from the module's name; True when the hook was found."""
    feature = sys.modules.get(FEATURE_MODULE)
    if feature is None or not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    feature._mod_uses_pyside = may_use_qt  # type: ignore[attr-defined]  # shiboken's private hook: no stub names it
    return True


def may_use_qt(module: ModuleType) -> bool:
    """What PySide's hook asks of a new module, from its name alone: one of this app's may use Qt."""
    return getattr(module, "__name__", "").startswith("moderator_app.")
