"""The role-set checker's and loader's messages as catalogue codes with parameters (#15 item 1).

A `Message` is a `str` whose value is its English text (the contract's `rolesets check` output,
logs, and every caller that compares or searches text keep working), and which keeps its code and
parameters, so each edge renders it again in its reader's language: the editor's problem list and
the New-game page in the host's, `moderator-app rolesets check --lang pl` in the one asked for.

    say("unknown_key", key="abilites")              # checker.unknown_key
    hinted(say("unknown_key", key="x"), did_you_mean("y"))   # "unknown key 'x' (did you mean 'y'?)"
    at("roles.wolf", why)                            # "roles.wolf: …" (the YAML path stays as written)

The words live in the one catalogue under `checker.` (`i18n/{ru,pl,en}.yaml`). A parameter may be
a Message itself (a reason inside a hint, a place): it is rendered in the same language. Ids and
values stay as the host wrote them in YAML; `role`/`team`/`ability` parameters may be shown by the
set's own names through a `namer` the edge passes (the editor does; the command line shows ids).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ...i18n import t
from . import words

#: Parameters that name a thing of the set: a `namer(kind, id, lang)` may show its own word instead.
NAMED = {"role": "role", "team": "team", "ability": "ability", "card_role": "role", "own_team": "team"}
"""Parameter -> the kind of thing it names (a message naming two roles or two teams gives the second its own key)."""
Namer = Callable[[str, str, str], str]


class Message(str):
    """Catalogue text `checker.<code>` with `params`; `str(message)` is its English rendering."""

    code: str
    params: dict[str, Any]

    def __new__(cls, code: str, **params: Any) -> "Message":
        self = super().__new__(cls, _render(code, "en", params, None))
        self.code, self.params = code, params
        return self

    def render(self, lang: str | None, namer: Namer | None = None) -> str:
        return _render(self.code, lang, self.params, namer)

    def part(self, code: str) -> "Message | None":
        """The first part with `code`, this message or one inside it (a hint within a hint)."""
        if self.code == code:
            return self
        for value in self.params.values():
            found = value.part(code) if isinstance(value, Message) else None
            if found is not None:
                return found
        return None

    @property
    def suggestion(self) -> str | None:
        """The closest known name the message offers ("did you mean …"), if any."""
        near = self.part("hint.did_you_mean") or self.part("hint.did_you_mean_under")
        return str(near.params["near"]) if near is not None else None

    def __reduce__(self) -> tuple[Callable[[str, dict[str, Any]], Message], tuple[str, dict[str, Any]]]:  # copies and pickles keep the code, not only the English text
        return (_rebuild, (self.code, self.params))


class InLangs(str):
    """A parameter with its own word in each language (a set's team name, a phase's title): the
    reader's language shows its word, English its English word, else the text it was made from."""

    words: dict[str, str]

    def __new__(cls, words: dict[str, str], plain: str) -> "InLangs":
        self = super().__new__(cls, words.get("en") or plain)
        self.words = dict(words)
        return self

    def __reduce__(self) -> tuple[type[InLangs], tuple[dict[str, str], str]]:
        return (InLangs, (self.words, str(self)))


def phase_words(phase: Any) -> InLangs:
    """A phase (or its label "night 1") by its title in each language: «Ночь 1», "Noc 1"; English
    keeps the label the scripts write ("night 1")."""
    label = str(getattr(phase, "label", phase))
    kind, _, number = label.rpartition(" ")
    if not number.isdigit():
        return InLangs({}, label)
    return InLangs({lang: words.phase_title(kind, int(number), lang) for lang in ("ru", "pl")}, label)


def _rebuild(code: str, params: dict[str, Any]) -> Message:
    return Message(code, **params)


def _render(code: str, lang: str | None, params: dict[str, Any], namer: Namer | None) -> str:
    shown = {}
    for key, value in params.items():
        if isinstance(value, Message):
            value = value.render(lang, namer)
        elif isinstance(value, InLangs):
            value = value.words.get(lang or "en") or str(value)
        elif namer is not None and key in NAMED and isinstance(value, str):
            value = namer(NAMED[key], value, lang or "en")
        shown[key] = value
    return t(f"checker.{code}", lang, **shown)


def say(code: str, **params: Any) -> Message:
    return Message(code, **params)


def text_in(message: Any, lang: str | None, namer: Namer | None = None) -> str:
    """Any checker or loader message (a Message, or plain text a library wrote) in `lang`."""
    return message.render(lang, namer) if isinstance(message, Message) else str(message)


def at(where: Any, what: Any) -> Message:
    """`what` at a place: a YAML path (`roles.wolf.abilities[0]`) or a place Message (`ability 'x'`)."""
    return Message("at", where=where, what=what)


def hinted(what: Message, hint: Message | None) -> Message:
    """`what (hint)`; `what` alone without a hint."""
    return Message("hinted", what=what, hint=hint) if hint is not None else what


def did_you_mean(near: Any) -> Message:
    return Message("hint.did_you_mean", near=near)


def known_names(names: Iterable[Any], most: int = 12) -> Message:
    listed = [str(n) for n in names]
    return Message("hint.known", names=listed[:most] + (["…"] if len(listed) > most else []))


def either(whys: list[Message]) -> Message:
    """Several kinds' reasons as "a or b or c"."""
    joined = whys[0]
    for why in whys[1:]:
        joined = Message("either", first=joined, second=why)
    return joined
