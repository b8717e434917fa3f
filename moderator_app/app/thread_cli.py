"""`moderator-app thread`: a pasted thread page read as JSON (shared/spec/game-script.md, `thread` output).

Runs `parsing.read_thread`, the same code as the app's page paste. Beyond the contract's flags,
`--rules` names the forum's vote rules (a shipped preset id, or a YAML file of the host's own), and
`--html` gives the browser's HTML copy of the same page, whose bold and colour the app's paste reads from
the clipboard (parsing.paste_marks): a forum that counts only bold votes is read the same way here.
Wrong input (no such file, a file that is not text, unknown role set or rules) exits 1 with a
message naming it; a malformed flag exits 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import date, datetime
from pathlib import Path
from typing import Any

from ..engine.model.errors import InputError
from ..engine.rolesets.roleset import load_roleset
from ..i18n import LANGS
from ..parsing import load_rules, read_thread
from ..parsing.paste_marks import html_marks
import yaml


def _when(value: str) -> datetime:
    try:
        return datetime.fromisoformat(value.strip().replace("T", " "))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date and time (YYYY-MM-DD HH:MM): {value!r}") from None


def _day(value: str) -> date:
    """The day the page was copied ("YYYY-MM-DD"), or the moment ("YYYY-MM-DD HH:MM"): the moment also
    reads "2 hours ago" / "A moment ago" headers."""
    try:
        return datetime.fromisoformat(value.strip().replace("T", " ")) if ":" in value else date.fromisoformat(value.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD) or a date and time (YYYY-MM-DD HH:MM): {value!r}") \
            from None


def _alias(value: str) -> tuple[str, str]:
    account, sep, nick = value.partition("=")
    if not sep or not account.strip() or not nick.strip():
        raise argparse.ArgumentTypeError(f"an alias is ACCOUNT=NICK: {value!r}")
    return account.strip(), nick.strip()


def add_thread_command(sub: Any) -> None:
    """Register the `thread` sub-command on the CLI's sub-parsers."""
    thread = sub.add_parser("thread", help="read the votes of a pasted thread page as JSON")
    thread.set_defaults(run=run_thread)
    thread.add_argument("--ruleset", required=True)
    thread.add_argument("--player", action="append", default=[], required=True)
    thread.add_argument("--alias", action="append", default=[], type=_alias, metavar="ACCOUNT=NICK")
    thread.add_argument("--deadline", type=_when)
    thread.add_argument("--today", type=_day, help="the day the page was copied (YYYY-MM-DD), or the moment (YYYY-MM-DD HH:MM) for '2 hours ago'")
    thread.add_argument("--lang", choices=LANGS, default=None, dest="thread_lang")
    thread.add_argument("--rules", default=None, help="vote rules: a preset id or a YAML file")
    thread.add_argument("--html", default=None, metavar="PAGE.html",
                        help="the browser's HTML copy of the same page: its bold and colour mark the votes")
    thread.add_argument("file", help="the pasted page(s), or - for stdin")


def _read_text(name: str) -> str:
    if name == "-":
        return sys.stdin.read()
    path = Path(name)
    if not path.is_file():
        raise InputError(f"{name}: no such file")
    raw = path.read_bytes()
    for encoding in ("utf-8-sig", "cp1251"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise InputError(f"{name}: not a text file (neither UTF-8 nor Windows-1251)")


def _rules(choice: str | None) -> Any:
    if choice is None:
        return None
    path = Path(choice)
    if path.suffix in (".yaml", ".yml") and path.is_file():
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except yaml.YAMLError as err:
            raise InputError(f"{choice}: {err}") from None
        if not isinstance(data, dict):
            raise InputError(f"{choice}:1: vote rules must be a mapping of settings")
        return data
    return choice


def run_thread(args: argparse.Namespace) -> int:
    text = _read_text(args.file)
    roleset = load_roleset(args.ruleset)
    try:
        rules = load_rules(_rules(args.rules))
    except (ValueError, TypeError) as err:
        raise InputError(f"{args.rules}: {err}") from None
    marks = html_marks(_read_text(args.html)) if args.html else None
    reading = read_thread(text, roleset=roleset.raw, players=list(args.player), deadline=args.deadline,
                          lang=args.thread_lang, today=args.today, aliases=dict(args.alias), rules=rules, marks=marks)
    print(json.dumps(reading.to_json(), ensure_ascii=False, indent=1))
    return 0
