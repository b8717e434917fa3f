"""The role reference, generated from a role set's data: BBCode for the rules post, Markdown for docs.

A reference written by hand drifts from the data; this one cannot. `python -m moderator_app.authoring.refdoc
--write` regenerates docs/reference/<set>.md (Russian, the users' first language; `.en.md` and
`.pl.md` beside it) for every shipped set and the generated tables of docs/rolesets.md; a test fails
when they are stale. The wording lives in refdoc_text (labels, win kinds, tie rules) and in each effect's declaration.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

from ..engine.resolution import library
from ..engine.model.errors import InputError
from ..engine.rolesets.schema_parts import VOTE
from ..engine.rolesets.registry import STAGE_DOC, STAGES
from ..engine.rolesets.decl import word
from .option_words import option_words
from .schema_doc import parameters_markdown
from ..engine.effects import EFFECTS, FACTS
from ..engine.model.facts import ENGINE_FACTS
from ..i18n import LANGS
from ..engine.rolesets.roles import Ability, RoleSet
from ..engine.rolesets.roleset import COMMON_ABILITY_KEYS, load_roleset, shipped_roleset_ids
from ..posts.bbcode import escape_bbcode
from .refdoc_text import LABELS, effect_text, param_label, param_value, tie_text, win_text

DOCS_DIR = Path(__file__).resolve().parents[2] / "docs"
#: Ability keys shown in their own words; every other parameter is listed as `key: value`.
_SHOWN_APART = {"names", "words", "description", "effect", "priority", "id"}

Node = tuple[Any, ...]


def reference_markdown(roleset: RoleSet, lang: str) -> str:
    """The reference as Markdown (docs)."""
    out: list[str] = []
    for node in _nodes(roleset, lang):
        kind = node[0]
        if kind in ("title", "section", "entry"):
            out += ["", {"title": "#", "section": "##", "entry": "###"}[kind] + " " + _md(node[1]), ""]
        elif kind == "para":
            out += [_md(node[1]), ""]
        elif kind == "item":
            out.append(f"- **{_md(node[1])}:** {_md(node[2])}")
        elif kind == "table":
            out += ["", "| " + " | ".join(map(_md, node[1])) + " |", "|" + "---|" * len(node[1])]
            out += ["| " + " | ".join(map(_md, row)) + " |" for row in node[2]] + [""]
    return _tidy("\n".join(out))


def reference_bbcode(roleset: RoleSet, lang: str) -> str:
    """The reference as BBCode (the rules post); all set text is escaped."""
    out: list[str] = []
    in_list = False
    for node in _nodes(roleset, lang):
        if node[0] != "item" and in_list:
            out.append("[/list]")
            in_list = False
        kind, e = node[0], escape_bbcode
        if kind == "title":
            out += [f"[size=150][b]{e(node[1])}[/b][/size]", ""]
        elif kind == "section":
            out += ["", f"[b][u]{e(node[1])}[/u][/b]"]
        elif kind == "entry":
            out += ["", f"[b]{e(node[1])}[/b]"]
        elif kind == "para":
            out.append(e(node[1]))
        elif kind == "item":
            if not in_list:
                out.append("[list]")
                in_list = True
            out.append(f"[*][b]{e(node[1])}:[/b] {e(node[2])}")
        elif kind == "table":
            out += [" — ".join(f"[b]{e(c)}[/b]" if i == 0 else e(c) for i, c in enumerate(row)) for row in node[2]]
    if in_list:
        out.append("[/list]")
    return _tidy("\n".join(out))


def _nodes(rs: RoleSet, lang: str) -> list[Node]:
    label = LABELS[lang]
    nodes: list[Node] = [("title", f"{rs.name(lang)} ({rs.id})")]
    description = (rs.raw.get("description") or {}).get(lang) if isinstance(rs.raw.get("description"), dict) else None
    if description:
        nodes.append(("para", description))
    nodes.append(("section", label["teams"]))
    for team in rs.teams.values():
        members = ", ".join(r.name(lang) for r in rs.roles.values() if r.team == team.id)
        nodes.append(("item", team.name(lang), f"{win_text(lang, team.win, rs, team.loner)}. {label['roles']}: {members or '—'}"))
    nodes.append(("section", label["roles"]))
    for role in rs.roles.values():
        nodes.append(("entry", f"{role.name(lang)} ({role.id}) — {rs.teams[role.team].name(lang)}"))
        text = (role.get("description") or {}).get(lang) if isinstance(role.get("description"), dict) else None
        if text:
            nodes.append(("para", text))
        nodes += _if_dealt(rs, role.get("description_if_dealt"), lang)
        for ability in rs.role_abilities(role.id):
            nodes.append(("item", ability.name(lang), _ability_text(rs, ability, lang)))
        nodes += _role_traits(rs, role.traits, lang)
    nodes += [("section", label["vote"])] + _vote_items(rs, lang)
    if rs.options:
        nodes += [("section", label["options"]), ("table", [label["option"], label["value"]],
                                                   [[option_words(rs.raw, str(k), lang), _option_value(rs, str(k), v, lang)]
                                                    for k, v in rs.options.items()])]
    if rs.deal_table:
        rows = [[str(n), ", ".join(f"{rs.roles[r].name(lang)} × {c}" for r, c in deal.items() if c)]
                for n, deal in sorted(rs.deal_table.items())]
        nodes += [("section", label["deal"]), ("table", [label["players"], label["roles"]], rows)]
    return nodes


def _if_dealt(rs: RoleSet, extra: Any, lang: str) -> list[Node]:
    """`description_if_dealt`: each sentence under the role it depends on (a game shows it only then)."""
    if not isinstance(extra, dict):
        return []
    items: list[Node] = []
    for other, texts in extra.items():
        text = texts.get(lang) if isinstance(texts, dict) else None
        if text:
            name = rs.roles[other].name(lang) if other in rs.roles else str(other)
            items.append(("item", LABELS[lang]["if_dealt"].format(role=name), text))
    return items


def _ability_text(rs: RoleSet, ability: Ability, lang: str) -> str:
    label = LABELS[lang]
    parts = [effect_text(lang, ability.effect), f"{label['priority']} {ability.priority}"]
    for key, value in ability.params.items():
        if key not in _SHOWN_APART:
            parts.append(param_label(lang, key) + (f": {param_value(lang, key, value, rs, _plain)}" if value is not True else ""))
    words = (ability.get("words") or {}).get(lang)
    if words:
        parts.append(f"{label['words']}: " + ", ".join(f"«{w}»" for w in words))
    return "; ".join(parts)


def _role_traits(rs: RoleSet, traits: dict[str, Any], lang: str) -> list[Node]:
    label = LABELS[lang]
    items: list[Node] = []
    for rule in traits.get("immune") or []:
        team = rs.teams[rule["from_team"]].name(lang) if rule.get("from_team") in rs.teams else label["anyone"]
        items.append(("item", label["immune"], f"{effect_text(lang, rule.get('effect', 'kill'))} ← {team}"))
    for trig in traits.get("triggers") or []:
        role, become = rs.roles.get(trig.get("role")), rs.roles.get(trig.get("become"))
        if role and become:
            items.append(("item", label["trigger"], label["death_of_role"].format(role=role.name(lang), become=become.name(lang))))
    if traits.get("knows_roles"):
        items.append(("item", label["knows"], ", ".join(rs.roles[r].name(lang) for r in traits["knows_roles"] if r in rs.roles)))
    if traits.get("card_role") in rs.roles:
        items.append(("item", label["card_role"], rs.roles[traits["card_role"]].name(lang)))
    return items


def _vote_items(rs: RoleSet, lang: str) -> list[Node]:
    label, vote = LABELS[lang], rs.vote
    items: list[Node] = []
    if "tie" in vote:
        items.append(("item", label["tie"], tie_text(lang, vote["tie"])))
    if "quorum" in vote:
        items.append(("item", label["quorum"], label.get(f"quorum_{vote['quorum']}", label["no"])))
    if vote.get("ends_at_majority"):
        items.append(("item", label["ends_at_majority"], label["yes"]))
    items.append(("item", label["self_vote"], label["yes"] if vote.get("self_vote") else label["no"]))
    if vote.get("missed_limit"):
        items.append(("item", label["missed_limit"], str(vote["missed_limit"])))
    if rs.cycle.get("first_day_vote") is False:
        items.append(("item", label["first_day"], label["no"]))
    words = (vote.get("words") or {}).get(lang)
    if words:
        items.append(("item", label["words"], ", ".join(f"«{w}»" for w in words)))
    return items


def _option_value(rs: RoleSet, name: str, value: Any, lang: str) -> str:
    """An option's value; a vote rule's switch (`tie: $tie_rule`) in that rule's declared words."""
    written = rs.raw.get("vote")
    vote = written if isinstance(written, dict) else {}
    for key, written in vote.items():
        param = VOTE.keys().get(str(key))
        words = getattr(param.kind, "words", None) if param is not None else None
        if written == f"${name}" and words and value in words:
            return word(words[value], lang)
    return _plain(value, lang)


def _plain(value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return LABELS[lang]["yes"] if value else LABELS[lang]["no"]
    if value is None:
        return "—"
    if isinstance(value, dict):
        return ", ".join(f"{_plain(k, lang)} → {_plain(v, lang)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(_plain(v, lang) if not isinstance(v, dict) else "{" + _plain(v, lang) + "}" for v in value)
    return str(value)


def _md(text: str) -> str:
    return re.sub(r"([\\`*_|<>\[\]])", r"\\\1", str(text))


def _tidy(text: str) -> str:
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


def effects_table_markdown() -> str:
    """The table of library effects for docs/rolesets.md, straight from library.EFFECTS."""
    rows = ["| effect | stage | default priority | own parameters | private facts | what it does |", "|---|---|---|---|---|---|"]
    for name in sorted(EFFECTS):
        spec = EFFECTS[name]
        params = ", ".join(f"`{p}`" for p in sorted(spec.param_names)) or "—"
        stage = f"`{spec.stage}`" if spec.stage else "as copied"
        stage += "" if spec.blockable else " (unblockable)"
        facts = ", ".join(f"`{f.kind}`" for f in spec.facts) or "—"
        rows.append(f"| `{name}` | {stage} | {spec.priority} | {params} | {facts} | {word(spec.doc, 'en').replace('|', '/')} |")
    return "\n".join(rows) + "\n"


def facts_markdown() -> str:
    """Every private fact kind with its fields (tagged: how the posts word them) and its English words."""
    rows = ["| fact | fields | declared in | effects that send it | words (English; also Russian and Polish) |",
            "|---|---|---|---|---|"]
    for kind in sorted(FACTS):
        decl = FACTS[kind]
        fields = ", ".join(f"`{name}` ({tag})" for name, tag in decl.fields.items())
        senders = [n for n in sorted(EFFECTS) if decl in EFFECTS[n].facts]
        home = "engine/model/facts.py" if decl in ENGINE_FACTS else f"effects/{senders[0]}.py"
        owners = ", ".join(f"`{n}`" for n in senders) or "— (the engine)"
        said = " / ".join(word(words, "en") for words in decl.words.values())
        rows.append(f"| `{kind}` | {fields} | `{home}` | {owners} | {_md(said).replace(chr(10), ' ')} |")
    return "\n".join(rows) + "\n"


def stages_markdown() -> str:
    """The stages of a night, in order, with the effects of each (engine/resolution/stages.py)."""
    rows = ["| stage | what | effects |", "|---|---|---|"]
    for stage in STAGES:
        names = ", ".join(f"`{n}`" for n in sorted(EFFECTS) if EFFECTS[n].stage == stage) or "—"
        rows.append(f"| `{stage}` | {word(STAGE_DOC[stage], 'en')} | {names} |")
    return "\n".join(rows) + "\n"


def common_keys_markdown() -> str:
    """The parameters any ability may carry (roleset.COMMON_ABILITY_KEYS)."""
    return ", ".join(f"`{key}`" for key in sorted(COMMON_ABILITY_KEYS)) + "\n"


def priority_table_markdown() -> str:
    """The priority bands, as the library's docstring writes them down."""
    lines = (library.__doc__ or "").splitlines()
    return "\n".join(line for line in lines if line.startswith("|")) + "\n"


def example_markdown() -> str:
    """The complete example set, quoted from its file so the docs cannot drift from it."""
    text = (DOCS_DIR.parent / "examples" / "host-made" / "village-of-wolves.yaml").read_text(encoding="utf-8")
    return "```yaml\n" + text.rstrip("\n") + "\n```\n"


#: Generated blocks of docs/rolesets.md, each between `<!-- NAME:begin ... -->` and `<!-- NAME:end -->`.
SCHEMA_BLOCKS = {"effects": effects_table_markdown, "facts": facts_markdown, "stages": stages_markdown, "common-keys": common_keys_markdown, "priorities": priority_table_markdown,
                 "example": example_markdown, "parameters": parameters_markdown}


def _fill_blocks(text: str) -> str:
    for name, make in SCHEMA_BLOCKS.items():
        begin, end = f"<!-- {name}:begin (generated by python -m moderator_app.authoring.refdoc --write) -->", f"<!-- {name}:end -->"
        head, rest = text.split(begin, 1)
        text = f"{head}{begin}\n{make()}{end}{rest.split(end, 1)[1]}"
    return text


def expected_docs(broken: list[str] | None = None) -> dict[Path, str]:
    """Every generated file and its current content (what --write writes, what the test compares).

    A shipped set that does not load raises, unless `broken` collects its message instead.
    """
    out: dict[Path, str] = {}
    for rs_id in shipped_roleset_ids():
        try:
            roleset = load_roleset(rs_id)
        except InputError as err:
            if broken is None:
                raise
            broken.append(str(err))
            continue
        for lang in LANGS:
            suffix = ".md" if lang == "ru" else f".{lang}.md"
            out[DOCS_DIR / "reference" / f"{rs_id}{suffix}"] = reference_markdown(roleset, lang)
    schema = DOCS_DIR / "rolesets.md"
    out[schema] = _fill_blocks(schema.read_text(encoding="utf-8"))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m moderator_app.authoring.refdoc", description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="regenerate docs/reference/ and the effect table")
    parser.add_argument("--bbcode", metavar="SET", help="print the BBCode reference of a role set")
    parser.add_argument("--lang", choices=LANGS, default="ru")
    args = parser.parse_args(argv)
    if args.bbcode:
        print(reference_bbcode(load_roleset(args.bbcode), args.lang), end="")
        return 0
    broken: list[str] = []
    expected = expected_docs(broken)
    for message in broken:
        print(f"skipped: {message}", file=sys.stderr)
    stale = [path for path, text in expected.items() if not path.is_file() or path.read_text(encoding="utf-8") != text]
    if args.write:
        for path in stale:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(expected[path], encoding="utf-8")
            print(f"wrote {path.relative_to(DOCS_DIR.parent)}")
        return 1 if broken else 0
    for path in stale:
        print(f"stale: {path.relative_to(DOCS_DIR.parent)}", file=sys.stderr)
    return 1 if stale or broken else 0


if __name__ == "__main__":
    sys.exit(main())
