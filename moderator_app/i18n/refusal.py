"""A refused request's reason: a stable code with parameters (the contract's `rejected[].code`).

    from moderator_app.i18n.refusal import refuse
    return refuse("too_many_targets", count=3, limit=2)

`Refusal` is a `str` whose value is the English sentence (the contract's `reason`, and what the
engine's existing checks compare), so `req.refused` keeps working everywhere; its `code` and
`params` are what every screen and post translate through the catalogue key `refusal.<code>`.
A new refusal is one line in each of `ru.yaml`, `pl.yaml`, `en.yaml` under `refusal:`.
"""

from __future__ import annotations

from typing import Any, Callable

from . import t

#: Parameters naming role-set things: shown as the role set names them, never as ids.
_ROLE_PARAMS, _ACTION_PARAMS = ("role",), ("action",)


class Refusal(str):
    code: str
    params: dict[str, Any]

    def __new__(cls, code: str, **params: Any) -> "Refusal":
        self = super().__new__(cls, t(f"refusal.{code}", "en", **params))
        self.code, self.params = code, params
        return self

    def __reduce__(self) -> tuple[Callable[[str, dict[str, Any]], Refusal], tuple[str, dict[str, Any]]]:  # copies and pickles keep the code
        return (_rebuild, (self.code, self.params))

    def text(self, lang: str | None, rs: Any = None) -> str:
        # a value that is a sentence itself (the parser's problem, parsing.messages.Said) is said in
        # `lang` too: «не понято: Не нашёл…», never "not understood: Не нашёл…" (host findings #8)
        params = {k: v.render(lang) if callable(getattr(v, "render", None)) else v for k, v in self.params.items()}
        if rs is not None:
            for key in _ROLE_PARAMS:
                if params.get(key) in rs.roles:
                    params[key] = rs.roles[params[key]].name(lang)
            for key in _ACTION_PARAMS:
                params[key] = rs.ability_name(str(params[key]), lang) if params.get(key) else params.get(key)
        return t(f"refusal.{self.code}", lang, **params)


def _rebuild(code: str, params: dict[str, Any]) -> Refusal:
    return Refusal(code, **params)


def refuse(code: str, **params: Any) -> Refusal:
    return Refusal(code, **params)


def code_of(reason: object) -> str | None:
    """The stable code of a refusal; "other" for a plain sentence some code path still returns."""
    if not reason:
        return None
    return reason.code if isinstance(reason, Refusal) else "other"


def refusal_text(reason: object, lang: str | None, rs: Any = None) -> str:
    """A refusal in `lang`; a plain sentence (no code) shows as it is."""
    if not reason:
        return ""
    return reason.text(lang, rs) if isinstance(reason, Refusal) else str(reason)
