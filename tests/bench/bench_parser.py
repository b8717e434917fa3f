"""Benchmark of the inbox parser: accuracy on the REAL corpus and on our own corpora, and speed.

Run as `python tests/bench/bench_parser.py` (not collected by pytest). Prints, first, accuracy on
the real corpus (../shared/corpus/forum/, outside the repository: pages and posts nobody here wrote) per language and per
path — single post, page (posts split right: authors, dates, edits, own text), votes counted, and
the standing vote at the deadline, and night PMs (pms.yaml and the held-out files' `pms`) — the
held-out items (labelled before the parser ran on them) apart from the rest; the measured sets
(../shared/corpus/measured/<date>) per set, language and path; then accuracy per role
set and corpus file of our own labelled messages, the cold and warm time per message, each fixture thread page's time, and the speed of
reading a 64 KB PM and a 50-page paste (linear in the text's length).
"""

from __future__ import annotations

import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # shared_corpus: where the real corpus lives

from tests.parsing.corpus import load_items, mismatches, run_item  # noqa: E402


def bench_real() -> None:
    """Accuracy on the real corpus per language and per path: the held-out items (labelled before
    the parser ever ran on them) apart from the rest (the parser was fixed on those)."""
    from tests.parsing.corpus import load_roleset
    from tests.parsing.real_corpus import (REAL, ROLESET, check_page, check_pm, check_post, load_pages, load_pms,
                                           load_posts)

    if not REAL.is_dir():
        from shared_corpus import absent_reason

        print(f"REAL corpus: skipped, {absent_reason(REAL)}")
        return

    roleset = load_roleset(ROLESET)
    score: dict[tuple[bool, str, str], list[bool]] = defaultdict(list)
    misses = []
    for item in load_posts():
        wrong = check_post(item, roleset)
        score[(bool(item.get("heldout")), "single post", item["lang"])].append(wrong is None)
        if wrong:
            misses.append(f"  post {item['text'][:50]!r}: {wrong}")
    engines: dict[str, dict[str, list[bool]]] = defaultdict(lambda: defaultdict(list))
    for page in load_pages():
        for path, wrong in check_page(page, roleset).items():
            score[(bool(page.get("heldout")), path, page["lang"])].append(not wrong)
            if page.get("heldout"):
                engines[_engine(page)][path].append(not wrong)
            misses.extend(f"  {page['file']} {path}: {w}" for w in wrong)
    for item in load_pms():
        wrong = check_pm(item, load_roleset(item["roleset"]))
        score[(bool(item.get("heldout")), "night PM", item["lang"])].append(wrong is None)
        if wrong:
            misses.append(f"  PM {item['text'][:50]!r}: {wrong}")
    print(f"REAL corpus ({REAL}, sources in each yaml):")
    for heldout, title in ((False, "tuned on (the parser was fixed on these)"),
                           (True, "HELD-OUT (labelled before the parser ran on them)")):
        print(f" {title}:")
        for path in ("single post", "page", "counted", "standing", "night PM"):
            cells = []
            for lang in ("ru", "pl", "en"):
                oks = score.get((heldout, path, lang), [])
                cells.append(f"{lang} {sum(oks)}/{len(oks)}" + (f" ({sum(oks) / len(oks):.0%})" if oks else ""))
            every = [ok for (h, p, _lang), oks in score.items() if h == heldout and p == path for ok in oks]
            print(f"  {path:12} " + "  ".join(f"{c:16}" for c in cells) + f" all {sum(every)}/{len(every)}")
        total = [ok for (h, _p, _l), oks in score.items() if h == heldout for ok in oks]
        if total:
            print(f"  {'all paths':12} {sum(total)}/{len(total)} ({sum(total) / len(total):.1%})")
    print(" HELD-OUT pages per engine (page / counted / standing):")
    for engine, paths in sorted(engines.items()):
        cells = "  ".join(f"{path} {sum(paths[path])}/{len(paths[path])}" for path in ("page", "counted", "standing"))
        print(f"  {engine:32} {cells}")
    print("\n".join(misses) or "  no misses")


def bench_measured() -> None:
    """Accuracy on the measured sets (../shared/corpus/measured/<date>, held out, now regression) per set and
    language, and per path (single post, page post, standing vote); then every miss with its known cause."""
    from tests.parsing.measured_corpus import MEASURED, known_misses, units

    every = units()
    if not every:
        print(f"MEASURED sets: skipped, none at {MEASURED}")
        return
    known = known_misses()
    score: dict[tuple[str, ...], list[bool]] = defaultdict(list)
    misses = []
    for unit in every:
        got = unit.read()
        ok = got == unit.expected
        score[(unit.set, unit.lang)].append(ok)
        score[(unit.set, unit.lang, unit.path)].append(ok)
        if not ok:
            misses.append(f"  {unit.id}: read {got!r}, expected {unit.expected!r} ({known.get(unit.id, 'NEW MISS')})")
    print(f"MEASURED sets ({MEASURED}):")
    for key, oks in sorted(score.items()):
        print(f"  {' '.join(key):34} {sum(oks):4}/{len(oks):<4} ({sum(oks) / len(oks):.1%})")
    print("\n".join(misses) or "  no misses")


def _engine(page: dict) -> str:
    """The engine's name as the item's `engine` note starts ("XenForo 1 (en, …)" → "XenForo 1 en")."""
    name = str(page.get("engine", "?")).split("(")[0].strip().strip("'\"")
    return f"{name} {page['lang']}"


def bench_speed(rolesets: dict) -> None:
    """A 64 KB PM of short words and a 50-page paste: time and time per KB (linear if flat)."""
    from moderator_app.parsing import parse_message, read_thread
    from tests.parsing.corpus import load_roleset
    from tests.parsing.real_corpus import REAL

    roleset = rolesets.setdefault("forum-mafia-classic", load_roleset("forum-mafia-classic"))
    players = ["Вася", "Петя", "Маша", "Ёж", "Ночной Сокол", "Teo:)", "Паркер"]
    words = "лечу васю ну и что да нет а вот так себе пока ".split()
    parse_message(" ".join(words * 20), roleset=roleset, players=players)  # warm: dictionaries loaded
    for size in (4, 16, 64):
        text = " ".join(words[i % len(words)] for i in range(size * 1024 // 5))[: size * 1024]
        start = time.perf_counter()
        parse_message(text, roleset=roleset, players=players)
        took = time.perf_counter() - start
        print(f"PM of {size} KB short words: {took * 1000:.0f} ms ({took * 1000 / size:.1f} ms/KB)")
    page_file = REAL / "pages" / "igromania-vb3-ru.txt"
    if not page_file.is_file():
        print(f"paste speed: skipped, no real page at {page_file}")
        return
    page = page_file.read_text(encoding="utf-8")
    for pages in (10, 50):
        text = "\n".join(page for _ in range(pages))
        start = time.perf_counter()
        reading = read_thread(text, roleset=roleset, players=players)
        took = time.perf_counter() - start
        print(f"{pages}-page paste ({len(text) // 1024} KB, {len(reading.posts)} posts): {took * 1000:.0f} ms")


def main() -> int:
    bench_real()
    bench_measured()
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
    bench_speed(rolesets)
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
