"""Headless command line (shared/spec/game-script.md): replay, parse, thread, rolesets, simulate, verify,
`--check-data`. The window is started by `moderator_app.__main__`, never from here.

Exit codes: 0 success, 1 wrong input (a `file:line: message` on stderr), 2 usage.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.model.errors import InputError
from ..i18n import LANGS

if TYPE_CHECKING:
    import argparse


def _parser() -> argparse.ArgumentParser:
    import argparse  # lazy: the host's plain start never parses (see main)

    parser = argparse.ArgumentParser(prog="moderator-app", description="A forum Mafia host's assistant.")
    parser.add_argument("--smoke", action="store_true", help="open the main window once and exit")
    parser.add_argument("--screenshot", metavar="FILE", help="with --smoke: save a PNG of the window")
    parser.add_argument("--open", metavar="GAME.mafia.json", help="open a game file in the window (with --smoke too)")
    parser.add_argument("--lang", choices=LANGS, default=None, help="interface language")
    parser.add_argument("--check-data", action="store_true",
                        help="check the games database read-only, report it, exit 1 when damaged")
    sub = parser.add_subparsers(dest="command")
    replay = sub.add_parser("replay", help="play a game script and print its posts")
    replay.set_defaults(run=_replay)
    replay.add_argument("script")
    replay.add_argument("--json", action="store_true")
    replay.add_argument("--seed", type=int)
    replay.add_argument("--lang", choices=LANGS, default=None, dest="post_lang")
    parse = sub.add_parser("parse", help="parse one private message or vote")
    parse.set_defaults(run=_parse)
    parse.add_argument("--ruleset", required=True)
    parse.add_argument("--player", action="append", default=[], required=True)
    parse.add_argument("--actor")
    parse.add_argument("--lang", choices=LANGS, default=None, dest="text_lang")
    parse.add_argument("text")
    _thread_parser(sub)
    rolesets = sub.add_parser("rolesets", help="list or check role sets")
    rolesets.set_defaults(run=_rolesets)
    rs_sub = rolesets.add_subparsers(dest="rs_command", required=True)
    rs_sub.add_parser("list")
    check = rs_sub.add_parser("check")
    check.add_argument("file")
    check.add_argument("--lang", choices=LANGS, default=None, dest="check_lang",
                       help="the messages' language (English by default)")
    simulate = sub.add_parser("simulate", help="a role set's balance from simulated games")
    simulate.set_defaults(run=_simulate)
    simulate.add_argument("ruleset")
    simulate.add_argument("--players", type=int, help="one player count (default: every count of the deal table)")
    simulate.add_argument("--games", type=int, default=1000, help="games per player count")
    simulate.add_argument("--seed", type=int, default=1)
    simulate.add_argument("--votes", choices=["random", "team_aware"], default="random")
    simulate.add_argument("--json", action="store_true")
    simulate.add_argument("--lang", choices=LANGS, default="ru", dest="text_lang")
    verify = sub.add_parser("verify", help="check a finished game's deal, seed and every draw against the opening hash")
    verify.set_defaults(run=_verify)
    verify.add_argument("file", help="the game script (YAML) or the app's game file (.mafia.json)")
    verify.add_argument("--commitment", required=True, metavar="HASH", help="the SHA-256 from the opening post")
    verify.add_argument("--lang", choices=LANGS, default="ru", dest="text_lang")
    return parser


def _thread_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from .thread_cli import add_thread_command

    add_thread_command(sub)


def parse(argv: list[str]) -> argparse.Namespace:
    """The command line read; exits 2 with argparse's message on a usage error."""
    return _parser().parse_args(argv)


def wants_window(args: argparse.Namespace) -> bool:
    """No command and no `--check-data`: the arguments are the window's (`--smoke`, `--lang`…), which
    `moderator_app.__main__` starts — this module never imports the GUI."""
    return args.command is None and not args.check_data


def main(argv: list[str]) -> int:
    """The headless commands (tests call this); the window's options are `moderator_app.__main__`'s."""
    args = parse(argv)
    if wants_window(args):
        _parser().print_usage(sys.stderr)
        return 2
    return run(args)


def run(args: argparse.Namespace) -> int:
    if args.check_data:
        return check_data_command(lang=args.lang or "en")
    command: Callable[[argparse.Namespace], int] = args.run  # each sub-command names its own (`set_defaults(run=…)`)
    try:
        return command(args)
    except InputError as err:
        print(err.text(args.lang or "en"), file=sys.stderr)
        return 1


def check_data_command(quiet: bool = False, lang: str = "en") -> int:
    """`--check-data`: the real data folder's state, read-only; 0 healthy, 1 damaged or unusable.
    `quiet` (the smoke run) prints only a problem, on stderr; `lang` is `--lang` (English without it)."""
    from .. import paths  # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from ..storage.health import check_data

    state = check_data(paths.chosen_data_dir())
    if not (quiet and state.healthy):
        print("\n".join(state.lines(lang)), file=sys.stderr if quiet else sys.stdout)
    return 0 if state.healthy else 1


def _replay(args: argparse.Namespace) -> int:
    from .replay import replay_script  # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from ..engine.wording import words  # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from .report import game_report  # lazy: a command loads only what it runs (a game file opened by double-click starts here)

    game = replay_script(Path(args.script), seed=args.seed)
    # posts in Russian unless told; refusal reasons in the language asked for, else English (as the
    # contract's example: scripts that compare reasons keep working; `code` is the stable key)
    report = game_report(game, args.post_lang or "ru", reasons_lang=args.post_lang or "en")
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
        return 0
    from ..i18n import t  # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from ..i18n.grammar import Nick  # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from ..posts import render_final_reveal, render_opening_post, render_role_card

    def pm_for(nick: str) -> str:  # «ЛС для Кэт», a woman: the declension follows her declared gender
        player = game.players.get(nick)
        return t("cli.pm_for", lang, nick=Nick(nick, player.extra.get("gender") if player is not None else None))

    lang = args.post_lang or "ru"
    print("# " + t("cli.replay_header", lang, ruleset=report["ruleset"], seed=report["seed"]))
    print(f"\n===== {game.rs.name(lang)} =====\n{render_opening_post(game, lang)}")
    for nick in game.players:
        print(f"\n--- {pm_for(nick)} ---\n{render_role_card(game, nick, lang)}")
    for phase_entry, phase in zip(report["phases"], game.phases):
        print(f"\n===== {words.phase_label(phase, lang)} =====")
        if phase_entry["public_post"]:
            print(phase_entry["public_post"])
        for item in phase_entry["private"]:
            print(f"\n--- {pm_for(item['to'])} ---\n{item['text']}")
    if game.winner is not None:
        print(f"\n===== {t('cli.final_reveal', lang)} =====\n{render_final_reveal(game, lang)}")
    print("\n# " + t("cli.winner", lang, winner=_winner_name(game, report["winner"], lang)))
    return 0


def _winner_name(game: Any, winner: Any, lang: str) -> str:
    """The winning team's name in `lang` (a loner's win is his nick)."""
    if not winner:
        return "—"
    team = game.rs.teams.get(winner)
    return team.name(lang) if team is not None else str(winner)


def _parse(args: argparse.Namespace) -> int:
    # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from ..engine.rolesets.roleset import load_roleset
    # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from ..parsing import parse_message

    roleset = load_roleset(args.ruleset)
    result = parse_message(args.text, roleset=roleset.raw, players=list(args.player), actor=args.actor, lang=args.text_lang)
    print(json.dumps(result.to_json(), ensure_ascii=False))
    return 0


def _rolesets(args: argparse.Namespace) -> int:
    from .rolesets import pickable_ids  # lazy: a command loads only what it runs (a game file opened by double-click starts here)

    if args.rs_command == "list":
        for ref in pickable_ids():
            print(ref)
        return 0
    # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from ..engine.rolesets.checker import check_file

    problems = check_file(Path(args.file))
    lang = args.check_lang or args.lang or "en"
    for problem in problems:
        print(problem.text(lang), file=sys.stderr)
    return 1 if any(problem.severity == "error" for problem in problems) else 0


def check_roleset_file(path: Path, lang: str = "en") -> list[str]:
    """Every problem of a role set file as `FILE:LINE: message` in `lang` (empty when it is valid)."""
    # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from ..engine.rolesets.checker import check_file

    return [problem.text(lang) for problem in check_file(path)]


def _simulate(args: argparse.Namespace) -> int:
    """Win shares with 95% intervals, game length and survival by role (engine/simulation/balance.py)."""
    # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from ..engine.rolesets.roleset import load_roleset
    from . import balance, balance_text  # lazy: a command loads only what it runs (a game file opened by double-click starts here)

    if args.games < 1 or (args.players is not None and args.players < 1):
        raise InputError("--games and --players must be at least 1")
    rs = load_roleset(args.ruleset)
    summaries = balance.play(args.ruleset, args.games, args.votes, players=args.players, sweep=args.players is None,
                             seed=args.seed, lang=args.text_lang).summaries
    if args.json:
        print(json.dumps({"ruleset": rs.id, "votes": args.votes, "results": balance_text.summaries_json(summaries, rs)},
                         ensure_ascii=False, indent=2))
        return 0
    for summary in summaries:
        print("\n".join(balance_text.summary_lines(summary, rs, args.text_lang)) + "\n")
    if len(summaries) > 1:
        print("\n".join(balance_text.sweep_lines(summaries, rs, args.text_lang)))
    return 0


def _verify(args: argparse.Namespace) -> int:
    """Recompute the opening hash and replay every draw (app/verify.py); exit 1 on any mismatch."""
    # lazy: a command loads only what it runs (a game file opened by double-click starts here)
    from .verify import verdict_lines, verify_file

    verdict = verify_file(Path(args.file), args.commitment)
    print("\n".join(verdict_lines(verdict, args.text_lang)))
    return 0 if verdict.ok else 1
