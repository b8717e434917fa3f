"""The shipped templates of one post kind show the same things in Russian, Polish and English (#24
item 2): where each language keeps its own layout (its word order, its verb endings), a field one
language prints and another forgets (a role, a deadline, the deal's seed) is a test failure, not a
post that tells Poles less. Only the grammar a language asks for may differ (gender, case forms)."""

from __future__ import annotations

from pathlib import Path

import jinja2
import jinja2.nodes as nodes
import pytest

from moderator_app import paths
from moderator_app.i18n import LANGS

#: what only a language's grammar reads: a player's gender for the verb's ending, a role's case forms
GRAMMAR = frozenset({"gender", "actor_gender", "role_forms", "gen", "ins"})


def fields(source: str) -> set[str]:
    """The view's fields a template reads: attributes (`post.deaths`, `d.role`), keys, the names it
    loads — minus its own variables (`{% set %}`, loop targets) and the grammar fields."""
    tree = jinja2.Environment().parse(source)
    own = {n.name for n in tree.find_all(nodes.Name) if n.ctx in ("store", "param")}
    found = {n.attr for n in tree.find_all(nodes.Getattr)}
    found |= {str(n.arg.value) for n in tree.find_all(nodes.Getitem) if isinstance(n.arg, nodes.Const)}
    found |= {n.name for n in tree.find_all(nodes.Name) if n.ctx == "load" and n.name not in own}
    return found - GRAMMAR


def template_names() -> list[str]:
    return sorted(p.name for p in (paths.templates_dir() / "ru").glob("*.bbcode.j2"))


def _read(lang: str, name: str) -> str:
    return (paths.templates_dir() / lang / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("name", template_names())
def test_every_language_of_a_template_reads_the_same_fields(name: str) -> None:
    read = {lang: fields(_read(lang, name)) for lang in LANGS}
    every = set().union(*read.values())
    assert every, name
    assert {lang: sorted(every - got) for lang, got in read.items() if every - got} == {}, name


def test_the_scan_sees_a_field_one_language_forgets() -> None:
    source = _read("en", "final_reveal.bbcode.j2")
    assert "post.seed" in source
    assert "seed" in fields(source) and "seed" not in fields(source.replace("{{ post.seed }}", "—"))
    assert fields("{% set verb = d.nick | g('a', 'b', '', d.gender) %}{{ verb }}") == {"d", "nick"}


def test_every_shipped_template_is_there_in_every_language() -> None:
    names = {lang: sorted(p.name for p in Path(paths.templates_dir() / lang).glob("*.bbcode.j2")) for lang in LANGS}
    assert names["ru"] and all(found == names["ru"] for found in names.values()), names
