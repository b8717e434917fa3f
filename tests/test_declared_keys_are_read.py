"""Every key the declarations accept is read by some code (#11: the checker never passes what the engine ignores).

A static walk: each declared key name (every section, every nested mapping, every effect's parameters,
the engine's options) must occur as an exact string literal somewhere in `moderator_app/` other than its
own `Param("name", …)` declaration and the authoring tools (which show every key by construction).
This is a necessary condition, not a proof: a literal can be there for another reason (a key named
like an unrelated word), and a read through a name built at run time would not be seen — such keys
are listed below with where they are read, so each exception is written down and reviewed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from moderator_app.engine.rolesets.decl import Param
from moderator_app.engine.effects import EFFECTS
from moderator_app.engine.rolesets.kinds import ListOf, MapOf, OneOf, Struct
from moderator_app.engine.rolesets.schema import SECTIONS

PACKAGE = Path(__file__).resolve().parents[1] / "moderator_app"
#: Code that lists every declared key by construction (or names the keys replacing retired ones),
#: so it proves nothing about reading one.
NOT_READERS = ("authoring", "gui/roleset_editor", "engine/rolesets/retired.py")
#: Keys read where the walk does not look: key → (the file that reads it, the literal that shows it does).
READ_ELSEWHERE: dict[str, tuple[str, str]] = {
    "scenarios": ("authoring/scenarios.py", '"scenarios"'),  # the editor plays them on save (#11 item 5)
    "expect": ("authoring/scenarios.py", '"expect"'),
    "option_names": ("authoring/option_words.py", '"option_names"'),  # the editor's and the reference's words (#15)
    "not_possessable": ("engine/tables/presence.py", '"immune_trait"'),  # the trait is named by possession.immune_trait
    "frees_possessed": ("engine/tables/presence.py", '"frees_trait"'),  # … and by possession.frees_trait
    # options.vote_rules' keys become VoteRules attributes (load_rules); tests/parsing/test_vote_rules_presets.py
    # checks each one is read as an attribute
    "mark": ("parsing/rules.py", "MARKS[self.mark]"),
    # options.vote_rules.activity's keys become ActivityRules attributes (engine.model.activity.ActivityRules.of)
    "min_posts": ("app/activity.py", "rules(game).min_posts"),
    "prod_after": ("app/activity.py", "r.prod_after"),
    "answer_within": ("app/activity.py", "r.answer_within"),
    "prods": ("app/activity.py", "r.prods"),
    "absent_after": ("app/activity.py", "r.absent_after"),
    "then": ("app/activity.py", "r.then"),
    "post_counts": ("posts/view.py", ").post_counts"),
}
#: Declared, accepted, and read by nothing — found by this test, left for the lead to decide (implement
#: or retire in engine/rolesets/retired.py); the test fails when one of them starts being read, to shrink the list.
KNOWN_UNREAD: dict[str, str] = {}


def _params(kind: object) -> Iterator[Param]:
    if isinstance(kind, Struct):
        for param in kind.params:
            yield param
            yield from _params(param.kind)
    elif isinstance(kind, ListOf):
        yield from _params(kind.item)
    elif isinstance(kind, MapOf):
        yield from _params(kind.value)
    elif isinstance(kind, OneOf):
        for option in kind.kinds:
            yield from _params(option)


def declared_keys() -> dict[str, str]:
    """Every declared key name → the first place it is declared."""
    found: dict[str, str] = {}
    for section in SECTIONS:
        for param in section.params:
            for p in (param, *_params(param.kind)):
                found.setdefault(p.name, section.name or "top level")
    for effect in EFFECTS.values():
        for param in effect.params:
            for p in (param, *_params(param.kind)):
                found.setdefault(p.name, f"effect {effect.name}")
    return found


def literals_read() -> set[str]:
    """String literals of the package's code, without the declarations' own key names."""
    seen: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel.startswith(NOT_READERS):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        declared_names = {id(call.args[0]) for call in ast.walk(tree) if isinstance(call, ast.Call)
                          and getattr(call.func, "id", getattr(call.func, "attr", None)) == "Param" and call.args}
        seen |= {node.value for node in ast.walk(tree)
                 if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in declared_names}
    return seen


def test_every_declared_key_is_read_somewhere():
    read = literals_read()
    unread = {key: where for key, where in declared_keys().items() if key not in read and key not in READ_ELSEWHERE}
    assert unread == {k: declared_keys()[k] for k in KNOWN_UNREAD}, \
        "declared but read nowhere: implement it, or retire it in engine/rolesets/retired.py (a known one now read: drop it here)"


def test_the_readers_named_as_exceptions_still_read_them():
    for key, (file, literal) in READ_ELSEWHERE.items():
        assert key in declared_keys() and literal in (PACKAGE / file).read_text(encoding="utf-8"), key


def test_retired_keys_are_not_declared_and_the_catch_works():
    from moderator_app.engine.rolesets import retired

    keys = declared_keys()
    assert not (set(retired.ABILITY_KEYS) | set(retired.OPTIONS)) & set(keys)
    assert "cures_delayed" in literals_read()  # read by night.py's settling, beyond its Param declarations


def test_the_walk_sees_nested_and_effect_keys():
    keys = declared_keys()
    assert {"cures_delayed", "silent_vote_loss", "host_may_play", "when_actor_killed"} <= set(keys)
    assert "chance" not in keys and "dead_before_night" not in keys and "host_mode" not in keys
