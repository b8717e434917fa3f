"""Headless command line (shared/spec/game-script.md): replay, parse, rolesets; else the GUI.

Exit codes: 0 success, 1 wrong input (a `file:line: message` on stderr), 2 usage.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..engine.errors import InputError


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="moderator-app", description="A forum Mafia host's assistant.")
    parser.add_argument("--smoke", action="store_true", help="open the main window once and exit")
    parser.add_argument("--screenshot", metavar="FILE", help="with --smoke: save a PNG of the window")
    parser.add_argument("--lang", choices=["ru", "pl", "en"], default=None, help="interface language")
    parser.add_argument("--check-data", action="store_true",
                        help="check the games database read-only, report it, exit 1 when damaged")
    sub = parser.add_subparsers(dest="command")
    replay = sub.add_parser("replay", help="play a game script and print its posts")
    replay.add_argument("script")
    replay.add_argument("--json", action="store_true")
    replay.add_argument("--seed", type=int)
    replay.add_argument("--lang", choices=["ru", "pl", "en"], default="ru", dest="post_lang")
    parse = sub.add_parser("parse", help="parse one private message or vote")
    parse.add_argument("--ruleset", required=True)
    parse.add_argument("--player", action="append", default=[], required=True)
    parse.add_argument("--actor")
    parse.add_argument("--lang", choices=["ru", "pl", "en"], default=None, dest="text_lang")
    parse.add_argument("text")
    rolesets = sub.add_parser("rolesets", help="list or check role sets")
    rs_sub = rolesets.add_subparsers(dest="rs_command", required=True)
    rs_sub.add_parser("list")
    check = rs_sub.add_parser("check")
    check.add_argument("file")
    return parser


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    if args.check_data:
        return check_data_command()
    try:
        if args.command == "replay":
            return _replay(args)
        if args.command == "parse":
            return _parse(args)
        if args.command == "rolesets":
            return _rolesets(args)
    except InputError as err:
        print(str(err), file=sys.stderr)
        return 1
    from ..gui.app import run_app  # Qt is imported only for the GUI

    return run_app(smoke=args.smoke, screenshot=args.screenshot, lang=args.lang)


def check_data_command(quiet: bool = False) -> int:
    """`--check-data`: the real data folder's state, read-only; 0 healthy, 1 damaged or unusable.
    `quiet` (the smoke run) prints only a problem, on stderr."""
    from .. import paths
    from ..storage.health import check_data

    state = check_data(paths.data_folder())
    if not (quiet and state.healthy):
        print("\n".join(state.lines()), file=sys.stderr if quiet else sys.stdout)
    return 0 if state.healthy else 1


def _replay(args: argparse.Namespace) -> int:
    from .replay import replay_script
    from .report import game_report

    game = replay_script(Path(args.script), seed=args.seed)
    report = game_report(game, args.post_lang)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return 0
    from ..posts import render_final_reveal, render_opening_post, render_role_card

    print(f"# {report['ruleset']} · seed {report['seed']}")
    print(f"\n===== {game.rs.name(args.post_lang)} =====\n{render_opening_post(game, args.post_lang)}")
    for nick in game.players:
        print(f"\n--- ЛС для {nick} ---\n{render_role_card(game, nick, args.post_lang)}")
    for phase in report["phases"]:
        print(f"\n===== {phase['phase']} =====")
        if phase["public_post"]:
            print(phase["public_post"])
        for item in phase["private"]:
            print(f"\n--- ЛС для {item['to']} ---\n{item['text']}")
    if game.winner is not None:
        print(f"\n===== final reveal =====\n{render_final_reveal(game, args.post_lang)}")
    print(f"\n# winner: {report['winner'] or '—'}")
    return 0


def _parse(args: argparse.Namespace) -> int:
    from ..engine.roleset import load_roleset
    from ..parsing import parse_message

    roleset = load_roleset(args.ruleset)
    result = parse_message(args.text, roleset=roleset.raw, players=list(args.player), actor=args.actor, lang=args.text_lang)
    print(json.dumps(result.to_json(), ensure_ascii=False))
    return 0


def _rolesets(args: argparse.Namespace) -> int:
    from ..engine import roleset as rs

    if args.rs_command == "list":
        for ref in rs.shipped_roleset_ids() + rs.user_roleset_ids():
            print(ref)
        return 0
    problems = check_roleset_file(Path(args.file))
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if any(": warning: " not in problem for problem in problems) else 0


def check_roleset_file(path: Path) -> list[str]:
    """Every problem of a role set file as `FILE:LINE: message` (empty when it is valid)."""
    from ..engine.checker import check_file

    return [str(problem) for problem in check_file(path)]
