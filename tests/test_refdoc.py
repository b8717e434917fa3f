"""The generated role reference and schema docs: current, complete, escaped."""

from __future__ import annotations

import copy

import pytest

from moderator_app import paths
from moderator_app.authoring import refdoc
from moderator_app.engine.effects import EFFECTS
from moderator_app.engine.rolesets.roleset import build_roleset, load_roleset
from moderator_app.i18n import LANGS
from moderator_app.posts.bbcode import unescape_bbcode

SCHEMA = refdoc.DOCS_DIR / "rolesets.md"


def test_generated_docs_are_current() -> None:
    """Stale docs fail here: run `python -m moderator_app.authoring.refdoc --write` and commit the result."""
    expected = refdoc.expected_docs()
    shipped = {p.stem for p in paths.rolesets_dir().glob("*.yaml")}
    assert {p.name.split(".")[0] for p in expected if p.parent.name == "reference"} == shipped
    stale = [str(p) for p, text in expected.items() if not p.is_file() or p.read_text(encoding="utf-8") != text]
    assert stale == []


def test_schema_documents_every_library_effect_with_its_parameters() -> None:
    text = SCHEMA.read_text(encoding="utf-8")
    for name, spec in EFFECTS.items():
        row = next((line for line in text.splitlines() if line.startswith(f"| `{name}` |")), None)
        assert row is not None, name
        assert f"| {spec.priority} |" in row
        assert all(f"`{param}`" in row for param in spec.param_names)


def test_schema_documents_every_top_level_key() -> None:
    from moderator_app.engine.rolesets.checker import TIE_RULES, TOP_LEVEL_KEYS, WIN_KINDS

    text = SCHEMA.read_text(encoding="utf-8")
    for key in TOP_LEVEL_KEYS + WIN_KINDS + TIE_RULES:
        assert f"`{key}`" in text, key


@pytest.mark.parametrize("lang", LANGS)
def test_C_ROLE_reference_lists_every_role_team_and_ability(lang: str) -> None:
    roleset = load_roleset("forum-mafia-classic")
    md, bb = refdoc.reference_markdown(roleset, lang), unescape_bbcode(refdoc.reference_bbcode(roleset, lang))
    for role in roleset.roles.values():
        assert f"### {role.name(lang)} ({role.id})" in md
        assert f"[b]{role.name(lang)} ({role.id})" in bb
    for team in roleset.teams.values():
        assert team.name(lang) in md and team.name(lang) in bb
    for ability in roleset.abilities.values():
        assert ability.name(lang) in bb
    assert bb.count("[list]") == bb.count("[/list]") > 0


def test_C_LYNCH_3_reference_follows_the_tie_option() -> None:
    classic = refdoc.reference_markdown(load_roleset("forum-mafia-classic"), "en")
    no_lynch = refdoc.reference_markdown(load_roleset("forum-mafia-classic", {"tie_rule": "no_lynch"}), "en")
    assert "**Tie:** the one who reached the top count last is executed" in classic
    assert "**Tie:** nobody is executed" in no_lynch


def test_bbcode_reference_escapes_set_text() -> None:
    raw = copy.deepcopy(load_roleset("forum-mafia-classic").raw)
    raw["roles"]["citizen"]["names"]["ru"] = "[url=http://x]Мирный[/url]"
    text = refdoc.reference_bbcode(build_roleset(raw), "ru")
    assert "[url=" not in text and "[/url]" not in text
    assert "[url=http://x]Мирный[/url]" in unescape_bbcode(text)


def test_markdown_reference_escapes_set_text() -> None:
    raw = copy.deepcopy(load_roleset("forum-mafia-classic").raw)
    raw["roles"]["citizen"]["names"]["en"] = "*Citizen* | <b>"
    text = refdoc.reference_markdown(build_roleset(raw), "en")
    assert r"\*Citizen\* \| \<b\>" in text


def test_reference_shows_the_deal_table() -> None:
    roleset = load_roleset("forum-mafia-classic")
    md = refdoc.reference_markdown(roleset, "en")
    for count, deal in roleset.deal_table.items():
        roles = ", ".join(f"{roleset.roles[r].name('en')} × {n}" for r, n in deal.items() if n)
        assert f"| {count} | {roles} |" in md.splitlines()


@pytest.mark.parametrize("lang,label", [("ru", "Если в раздаче есть «Босс»"), ("pl", "Gdy w rozdaniu jest „Boss”"),
                                        ("en", "When the Boss is dealt")])
def test_C_ROLE_FND_reference_shows_text_that_depends_on_the_deal_under_its_role(lang: str, label: str) -> None:
    """`description_if_dealt`: the reference lists every such sentence, saying which role it waits for."""
    rs = load_roleset("forum-mafia-classic")
    boss_words = rs.roles["foundling"].traits["description_if_dealt"]["boss"][lang]
    text = refdoc.reference_markdown(rs, lang)
    assert f"- **{label}:** {boss_words}" in text
    assert "Босс" not in rs.roles["foundling"].traits["description"]["ru"]


#: Keys still printed as written: a nested value's own key (silent_vote_loss's mapping) and a role
#: trait the set names as a value (inspect_room's `trait`); each is the set's text, not a parameter's name.
_NESTED_OR_NAMED = {"share_of_alive", "kills_by_presence"}


@pytest.mark.parametrize("lang", ["ru", "pl"])
def test_the_reference_names_ability_parameters_in_words_not_keys(lang: str) -> None:
    """#15: a parameter reads as the catalogue's label or its declaration's words, its value as the
    declared choice, team, role or cause words (`добыча: Мафия`, not `prey_teams: mafia`)."""
    import re

    from moderator_app.engine.rolesets.roleset import shipped_roleset_ids

    for rs_id in shipped_roleset_ids():
        rs = load_roleset(rs_id)
        body = "\n".join(line for line in refdoc.reference_markdown(rs, lang).splitlines() if not line.startswith("#"))
        keys = set(re.findall(r"[a-z]+(?:\\_[a-z]+)+", body))
        assert {k.replace("\\", "") for k in keys} <= _NESTED_OR_NAMED, (rs_id, keys)
        for ability in rs.abilities.values():
            for key in ability.params:
                assert f"; {key}:" not in body and f"; {key};" not in body, (rs_id, key)
    classic = refdoc.reference_markdown(load_roleset("forum-mafia-classic"), lang)
    assert {"ru": "добыча: Мафия", "pl": "zdobycz: Mafia"}[lang] in classic
