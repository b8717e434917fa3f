"""The storage layer's words as codes with parameters, rendered in the reader's language (#15 item 3).

A `Said` is a `str` whose value is the English rendering (logs, `--check-data` without `--lang`,
and every caller that only wants text keep working), and which also keeps its catalogue key and
parameters, so a screen renders it again in the host's language: `said_in(state.problem, "pl")`.
The words themselves live in the one catalogue under `storage.` (`i18n/{ru,pl,en}.yaml`).
A parameter may itself be a `Said` (a reason inside a sentence): it is rendered in the same language.
"""

from __future__ import annotations

from typing import Any, Callable

from ..i18n import t


class Said(str):
    """Catalogue text `storage.<code>` with `params`; `str(said)` is its English rendering."""

    code: str
    params: dict[str, Any]

    def __new__(cls, code: str, **params: Any) -> "Said":
        self = super().__new__(cls, _render(code, "en", params))
        self.code, self.params = code, params
        return self

    def render(self, lang: str | None) -> str:
        return _render(self.code, lang, self.params)

    def __reduce__(self) -> tuple[Callable[[str, dict[str, Any]], Said], tuple[str, dict[str, Any]]]:  # pickling and copying keep the code, not only the English text
        return (_rebuild, (self.code, self.params))


def _rebuild(code: str, params: dict[str, Any]) -> Said:
    return Said(code, **params)


def _render(code: str, lang: str | None, params: dict[str, Any]) -> str:
    return t(f"storage.{code}", lang, **{k: said_in(v, lang) for k, v in params.items()})


def said_in(value: Any, lang: str | None) -> str:
    """Any storage message (a `Said`, a `StorageError`), any InputError, or plain text, in `lang`."""
    said = getattr(value, "said", value)
    if isinstance(said, Said):
        return said.render(lang)
    text = getattr(value, "text", None)  # an InputError: a role-set checker message renders in `lang` too
    return text(lang) if isinstance(value, Exception) and callable(text) else str(value)

