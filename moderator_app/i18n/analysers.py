"""The morphological dictionaries, loaded once per process and shared.

The parser reads declined nicks with them and the catalogue's grammar declines nicks with them:
pymorphy3 for Russian, morfeusz2 for Polish (built with its generator, which the grammar needs;
analysis works the same); for English, which has neither here, a frequency list's most common words.
Each dictionary takes a noticeable time and memory to load, so one copy.

morfeusz2's first instance builds the library's shared dictionaries in one call of its SWIG wrapper,
which never lets go of the interpreter: ~55–65 ms of CPU on a quiet machine, 90–200 ms on a busy
one, during which no other thread of the process runs — the window's event loop stood still that
long at start (#25). `build_polish_dictionary` builds the same dictionaries through the C++ library
itself (ctypes lets go of the interpreter around the call), so a background thread can do it while
the window answers; the instance made afterwards costs ~15 ms.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

_loaded: dict[str, Any] = {}
#: one Polish dictionary build at a time (the ctypes one and the wrapper's): the library's own
#: lazy set-up is not known to be safe from two threads
_polish_lock = threading.Lock()
#: morfeusz2's `DictionariesRepository::getInstance()` (Itanium C++ names: Linux, macOS): its first
#: call builds the embedded default dictionaries, analyser and generator, that every instance shares
_REPOSITORY = "_ZN8morfeusz22DictionariesRepository11getInstanceEv"


def russian() -> Any:
    """pymorphy3's analyser of Russian."""
    if "ru" not in _loaded:
        import pymorphy3  # lazy: pymorphy3 costs ~15 ms CPU, not needed to show the last game (bench_startup)

        _loaded["ru"] = pymorphy3.MorphAnalyzer()
    return _loaded["ru"]


#: the library whose English word list `english_common` reads (its data goes into the bundle: packaging/bundle_data.py)
ENGLISH_WORDS_PACKAGE = "spellchecker"
#: how many of English's most frequent words are "common": "clearly", "right", "would", "liking" are in, names
#: like "bob", "nick", "john" and rarer words ("admiral", "lurker") out
ENGLISH_COMMON = 5000


def english_common() -> frozenset[str]:
    """English's most frequent words (lower case): pyspellchecker's English frequency list (OpenSubtitles counts,
    MIT, shipped in its wheel: offline). English has no dictionary here like pymorphy3's or morfeusz2's, and a
    nick's typo must not be guessed out of "right" or "clearly". The list is a JSON object, a word a line; read
    entry by entry (only counts of four digits or more can be among the most frequent), never as one `json.loads` of
    2.7 MB, which holds the interpreter in one call. Once, on the first English word weighed: 0.13–0.19 s on two
    cores at load 10."""
    if "en" not in _loaded:
        import gzip  # lazy: read once, when the first English word is weighed (the parser), never at start
        import heapq
        import importlib.util
        import re

        spec = importlib.util.find_spec(ENGLISH_WORDS_PACKAGE)  # its folder, without importing the spell checker
        folder = Path(next(iter(spec.submodule_search_locations or []))) if spec else None
        if folder is None:
            raise ModuleNotFoundError(f"{ENGLISH_WORDS_PACKAGE} (pyspellchecker) is not installed", name=ENGLISH_WORDS_PACKAGE)
        lines = gzip.decompress((folder / "resources" / "en.json.gz").read_bytes())
        frequent = ((m.group(1), int(m.group(2))) for m in re.finditer(rb'"([^"\\\n]+)": (\d{4,})', lines))
        _loaded["en"] = frozenset(word.decode("utf-8") for word, _count in heapq.nlargest(ENGLISH_COMMON, frequent,
                                                                                           key=lambda wc: wc[1]))
    common: frozenset[str] = _loaded["en"]
    return common


def polish() -> Any:
    """morfeusz2 for Polish, analysing and generating."""
    if "pl" not in _loaded:
        with _polish_lock:
            if "pl" not in _loaded:
                import morfeusz2  # lazy: morfeusz2 costs ~3 ms CPU, not needed to show the last game (bench_startup)

                _loaded["pl"] = morfeusz2.Morfeusz(generate=True)
    return _loaded["pl"]


def build_polish_dictionary() -> bool:
    """morfeusz2's shared dictionaries built without holding the interpreter (for a background thread);
    False when this build of the library offers no way to (another platform's names, no library file
    beside the module): then `polish()` builds them, holding the interpreter as before."""
    with _polish_lock:
        if "pl" in _loaded:
            return True
        try:
            import ctypes  # lazy: ctypes costs ~2 ms CPU, needed in the start loader's thread only (bench_startup)
            import morfeusz2  # lazy: morfeusz2 costs ~3 ms CPU, not needed to show the last game (bench_startup)

            library = next(Path(morfeusz2.__file__).parent.glob("libmorfeusz2.*"), None)
            if library is None:
                return False
            # the copy morfeusz2's module loaded (RTLD_NOLOAD: never a second one, whose dictionaries it would not see)
            build = ctypes.CDLL(str(library), mode=os.RTLD_NOLOAD)[_REPOSITORY]
        except (ImportError, OSError, AttributeError):
            log.debug("morfeusz2's dictionaries are built by its first instance", exc_info=True)
            return False
        build.restype, build.argtypes = ctypes.c_void_p, []
        build()
        return True
