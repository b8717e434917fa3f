"""Benchmark of the inbox parser over the labelled corpora: accuracy and time per message.

Run as `python tests/bench/bench_parser.py` (not collected by pytest). Prints accuracy per role
set and per corpus file, overall accuracy, the first-parse (cold) time, the mean and worst time
per message warm, and the time to read each pasted thread page in tests/parsing/fixtures/threads.
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.parsing.corpus import load_items, mismatches, run_item  # noqa: E402


def main() -> int:
    items = load_items()
    rolesets: dict = {}
    start = time.perf_counter()
    run_item(items[0], rolesets)
    cold = time.perf_counter() - start
    passed: dict[str, list[bool]] = defaultdict(list)
    per_file: dict[str, list[bool]] = defaultdict(list)
    times = []
    failures = []
    for item in items:
        start = time.perf_counter()
        result = run_item(item, rolesets)
        times.append(time.perf_counter() - start)
        wrong = mismatches(item, result)
        passed[item["roleset"]].append(not wrong)
        per_file[item["where"].split("#")[0]].append(not wrong)
        if wrong:
            failures.append(f"  {item['where']} {item['text']!r}: {'; '.join(wrong)}")
    for roleset, oks in sorted(passed.items()):
        print(f"{roleset:24} {sum(oks):4}/{len(oks):<4} accuracy {sum(oks) / len(oks):.3f}")
    for name, oks in sorted(per_file.items()):
        print(f"  {name:30} {sum(oks):4}/{len(oks):<4} accuracy {sum(oks) / len(oks):.3f}")
    total = sum(sum(oks) for oks in passed.values())
    print(f"{'all':24} {total:4}/{len(items):<4} accuracy {total / len(items):.3f}")
    print(f"cold first parse {cold * 1000:.0f} ms (dictionaries load)")
    print(f"warm per message: mean {sum(times) / len(times) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms")
    bench_threads(rolesets)
    if failures:
        print("failures:")
        print("\n".join(failures))
    return 0


def bench_threads(rolesets: dict) -> None:
    """Time parse_thread on each fixture page (warm: dictionaries and role sets already loaded)."""
    from moderator_app.parsing import parse_thread
    from tests.parsing.corpus import load_roleset
    from tests.parsing.test_threads import PAGES, load

    for path in PAGES:
        page = load(path.name)
        roleset = rolesets.setdefault(page["roleset"], load_roleset(page["roleset"]))
        posts = page["page"].count("\n")
        start = time.perf_counter()
        votes = parse_thread(page["page"], roleset=roleset, players=page["players"], deadline=page["deadline"],
                             today=page["today"])
        took = (time.perf_counter() - start) * 1000
        print(f"thread {path.stem:22} {posts:3} lines, {len(votes):2} votes in {took:.1f} ms")


if __name__ == "__main__":
    raise SystemExit(main())
