"""Resolution events are declared once with their words (#24 item 1): each kind has a TypedDict
(engine/model/events.py) and a log line in every language on one declaration (`EventDecl`: the
engine's own kinds in events.py, an effect's on its `EffectDecl.events`), and the resolution refuses
a kind nobody declared or an event whose fields are not its kind's. Each field's type carries a tag
(`Nick`, `RoleId`, `Cause`…) that tells the log how to word it."""

from __future__ import annotations

import ast
import string
from pathlib import Path
from typing import Literal, TypedDict, cast, get_args

import pytest

from moderator_app.engine.effects import EFFECTS, EVENTS, register_event
from moderator_app.engine.model import events as engine_events
from moderator_app.engine.model.events import ENGINE_EVENTS, EventData, Nick, TrackEvent
from moderator_app.engine.model.state import Event, Phase
from moderator_app.engine.resolution.resolve import Resolution
from moderator_app.engine.rolesets.decl import LOG_TAGS, EventDecl, w
from moderator_app.engine.wording.explain import explain
from moderator_app.i18n import LANGS
from moderator_app.i18n.format import fill

from tests.engine.classic_helpers import TABLE, play

ENGINE = Path(engine_events.__file__).resolve().parents[1]
EFFECT_DIR = ENGINE / "effects"


def written_kinds(path: Path) -> set[str]:
    """The event kinds a module writes: `SomethingEvent(kind="x", …)`."""
    return {str(kw.value.value) for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id.endswith("Event")
            for kw in node.keywords if kw.arg == "kind" and isinstance(kw.value, ast.Constant)}


def test_every_event_kind_has_a_shape_and_a_line_in_every_language() -> None:
    assert len(EVENTS) >= 77
    for kind, decl in EVENTS.items():
        assert decl.kind == kind and decl.shape.__annotations__["kind"] is not None, kind
        for words in (decl.words, *decl.variants.values()):
            assert all(str(words.get(lang) or "").strip() for lang in LANGS), (kind, words)
            for lang in LANGS:
                assert {f for _, f, _, _ in string.Formatter().parse(words[lang]) if f} <= set(decl.fields), (kind, lang)


def test_every_event_field_carries_a_tag_the_log_words() -> None:
    for kind, decl in EVENTS.items():
        assert decl.fields and set(decl.fields.values()) <= set(LOG_TAGS), kind
    assert EVENTS["death"].fields == {"target": "nick", "cause": "cause", "by": "nicks", "role": "role"}


#: a value of each field tag, for filling the lines without a game
SAMPLE = {"nick": "Маша", "nicks": ["Петя", "Вася"], "role": "doctor", "team": "town", "action": "kill", "cause": "kill",
          "room": "Kuchnia", "draw": "tie:day 2", "reason": "tie", "tie_rule": "no_lynch", "number": 2, "flag": True,
          "text": "x"}


def test_every_line_fills_from_the_fields_in_every_language() -> None:
    """What the catalogue's test did for these lines when they lived there: a typo in a spec
    (`{days:plurl:…}`) fails here, not on screen, and no line hedges a gender with brackets («пал(а)»)."""
    for kind, decl in EVENTS.items():
        values = {name: SAMPLE[tag] for name, tag in decl.fields.items()}
        for words in (decl.words, *decl.variants.values()):
            for lang in LANGS:
                text = fill(words[lang], lang, values)
                assert "{" not in text and "}" not in text, (kind, lang, text)
                assert not any(hedge in words[lang] for hedge in ("(а)", "(ла)", "(ась)", "(-a)", "(a)", "(-ęła)", "(s)", "(-szła)")), (kind, lang)
        assert not explain(Event(cast(EventData, {"kind": kind, **values})), "ru").startswith(f"{kind}: "), kind


class BareEvent(TypedDict):
    kind: Literal["bare"]
    actor: str


def test_an_event_field_without_a_tag_is_refused() -> None:
    with pytest.raises(TypeError, match="needs a tag"):
        register_event(EventDecl("bare", BareEvent, w("{actor}", "{actor}", "{actor}")))
    assert "bare" not in EVENTS


def test_the_typed_union_and_the_declarations_hold_the_same_kinds() -> None:
    """A shape nobody words, or words declared on a shape the readers' union leaves out, fail here."""
    assert {decl.shape for decl in EVENTS.values()} == set(get_args(EventData))


def test_the_engine_declares_its_kinds_once_and_each_effect_its_own() -> None:
    own = [decl.kind for effect in EFFECTS.values() for decl in effect.events]
    assert len(own) == len(set(own)) and not set(own) & {decl.kind for decl in ENGINE_EVENTS}
    assert set(own) | {decl.kind for decl in ENGINE_EVENTS} == set(EVENTS)


def test_each_effect_declares_the_events_only_its_module_writes() -> None:
    shared = {decl.kind for decl in ENGINE_EVENTS}
    for name, effect in EFFECTS.items():
        written = written_kinds(EFFECT_DIR / f"{name}.py")
        assert written - shared <= {e.kind for e in effect.events}, (name, written)
    for path in EFFECT_DIR.glob("_*.py"):  # a shared mechanism (_visits.py) writes no effect's own kind
        assert written_kinds(path) <= shared, (path.name, written_kinds(path))


def test_every_event_the_engine_writes_is_declared_and_every_declared_kind_is_written() -> None:
    written = {kind for path in ENGINE.rglob("*.py") if path.name != "events.py" for kind in written_kinds(path)}
    assert written == set(EVENTS), written ^ set(EVENTS)


class UntoldEvent(TypedDict):
    kind: Literal["untold"]
    actor: Nick
    target: Nick


def test_an_event_without_words_in_a_language_is_refused() -> None:
    no_polish = EventDecl("untold", UntoldEvent, {"en": "{actor} follows {target}", "ru": "{actor} следит за {target}"})
    with pytest.raises(ValueError, match="untold.*pl"):
        register_event(no_polish)
    assert "untold" not in EVENTS


def test_words_naming_a_field_the_event_has_not_are_refused() -> None:
    stray = EventDecl("track", TrackEvent, w("{actor} in {room}", "{actor} в {room}", "{actor} w {room}"))
    EVENTS.pop("track")
    try:
        with pytest.raises(ValueError, match="track.*room"):
            register_event(stray)
    finally:
        EVENTS["track"] = next(e for e in EFFECTS["track"].events if e.kind == "track")


@pytest.mark.parametrize("retag", [{"loud": {"room": "room"}}, {"loud": {"target": "colour"}}, {"quiet": {"target": "room"}}])
def test_a_variant_retagging_a_field_it_has_not_or_by_no_tag_is_refused(retag: dict[str, dict[str, str]]) -> None:
    line = w("{actor} follows {target}", "{actor} следит за {target:case:ins}", "{actor} śledzi {target:case:acc}")
    with pytest.raises(ValueError, match="untold.*variant_tags"):
        register_event(EventDecl("untold", UntoldEvent, line, variants={"loud": line}, variant_tags=retag))
    assert "untold" not in EVENTS


def test_a_shape_of_another_kind_and_a_kind_declared_twice_are_refused() -> None:
    with pytest.raises(ValueError, match="not of kind 'trail'"):
        register_event(EventDecl("trail", TrackEvent, w("{actor}", "{actor}", "{actor}")))
    with pytest.raises(ValueError, match="declared twice"):
        register_event(EventDecl("track", TrackEvent, w("{actor}", "{actor}", "{actor}")))


def test_the_resolution_refuses_an_event_kind_nobody_declared() -> None:
    res = Resolution(play([], TABLE), Phase("night", 1))
    res.event(TrackEvent(kind="track", actor="Doc", target="Com"))
    with pytest.raises(ValueError, match="'redirected' is not declared"):
        res.event({"kind": "redirected", "actor": "Doc"})  # type: ignore[typeddict-item]
    assert [e.kind for e in res.result.events] == ["track"]


def test_the_resolution_refuses_an_event_whose_fields_are_not_its_kinds() -> None:
    res = Resolution(play([], TABLE), Phase("night", 1))
    with pytest.raises(ValueError, match="'track' has fields"):
        res.event({"kind": "track", "actor": "Doc"})  # type: ignore[typeddict-item]
    with pytest.raises(ValueError, match="'track' has fields"):
        res.event({"kind": "track", "actor": "Doc", "target": "Com", "room": "Kuchnia"})  # type: ignore[typeddict-item]
    assert res.result.events == []


@pytest.mark.parametrize("lang, line", [("ru", "Ewa следит за перемещениями цели: Marek"), ("pl", "Ewa śledzi Marka"),
                                        ("en", "Ewa tracks Marek")])
def test_the_log_line_is_the_declared_words(lang: str, line: str) -> None:
    assert explain(Event(TrackEvent(kind="track", actor="Ewa", target="Marek")), lang) == line
