"""Benchmark: reading PMs and pasted pages is linear on every input shape (#26 item 3).

Run as `python tests/bench/bench_linear.py [--big]` (not collected by pytest). For each shape — ordinary
lines, blank lines, one huge line, signature rules, vote lines, a page's posts, HTML nested 10k–100k
deep, HTML with a mark on every line — it reads 10k, 20k and 40k lines (80k with --big) and prints the
CPU seconds per 10k lines at each size: a linear reader prints about the same figure on every size; a
quadratic one doubles it with each doubling. CPU time (time.process_time), so a busy machine does not
distort the figures.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

PLAYERS = ["Вася", "Петя", "Маша", "Коля", "Дина", "Борис"]


def pm_shapes() -> dict[str, Callable[[int], str]]:
    return {
        "ordinary lines": lambda n: "\n".join(f"строка {i} про Васю и Петю" for i in range(n)),
        "blank lines": lambda n: "\n" * n,
        "spaces and blank lines": lambda n: " \n \t\n" * (n // 2),
        "one huge line": lambda n: "слово " * (n * 5),
        "signature rules": lambda n: "\n--\n" * (n // 2),
        "vote lines": lambda n: "\n".join(f"голосую против {PLAYERS[i % 6]}" for i in range(n)),
    }


def page_shapes() -> dict[str, Callable[[int], str]]:
    def posts(n: int) -> str:
        return "\n".join(f"{PLAYERS[i % 6]}\n12.03.2026 12:{i % 60:02d}\nголосую против {PLAYERS[(i + 1) % 6]}\n"
                         for i in range(n // 4))
    return {"a page of posts": posts, "blank lines": lambda n: "\n" * n, "one huge line": lambda n: "слово " * (n * 5)}


def html_shapes() -> dict[str, Callable[[int], str]]:
    return {
        "nested divs": lambda n: "<div>" * n + "x" + "</div>" * n,
        "nested divs, text in each": lambda n: "<div>a" * n + "</div>" * n,
        "nested bold": lambda n: "<b>a" * n,
        "unmatched end tags": lambda n: "<div>" * (n // 2) + "</span>" * (n // 2),
        "a mark on every line": lambda n: "".join(f"<p><b>голосую против {PLAYERS[i % 6]}</b></p>\n" for i in range(n)),
    }


def _cpu(run: Callable[[], object]) -> float:
    started = time.process_time()
    run()
    return time.process_time() - started


def _row(label: str, sizes: list[int], make: Callable[[int], str], read: Callable[[str], object]) -> None:
    figures = []
    for n in sizes:
        text = make(n)
        figures.append(_cpu(lambda text=text: read(text)) / (n / 10_000))
    print(f"  {label:<28}" + "".join(f"{f:>9.3f}" for f in figures))


def main() -> None:
    from moderator_app.engine.rolesets.roleset import load_roleset
    from moderator_app.parsing import parse_message
    from moderator_app.parsing.paste_marks import html_marks
    from moderator_app.parsing.thread import read_thread

    sizes = [10_000, 20_000, 40_000] + ([80_000] if "--big" in sys.argv else [])
    roleset = load_roleset("forum-mafia-classic").raw
    header = "".join(f"{n // 1000:>8}k" for n in sizes)
    print(f"CPU seconds per 10k lines, at {', '.join(f'{n // 1000}k' for n in sizes)} lines")
    print(f"PM (parse_message){'':<10}{header}")
    for label, make in pm_shapes().items():
        _row(label, sizes, make, lambda text: parse_message(text, roleset=roleset, players=PLAYERS, actor="Вася"))
    print(f"pasted page (read_thread){'':<3}{header}")
    for label, make in page_shapes().items():
        _row(label, sizes, make, lambda text: read_thread(text, roleset=roleset, players=PLAYERS))
    print(f"page HTML (html_marks){'':<6}{header}")
    for label, make in html_shapes().items():
        _row(label, sizes, make, html_marks)
    html_plain = "\n".join(f"голосую против {PLAYERS[i % 6]}" for i in range(20_000))
    marks = html_marks(html_shapes()["a mark on every line"](20_000))
    print(f"thread --html, 20k lines and 20k marks: {_cpu(lambda: read_thread(html_plain, roleset=roleset, players=PLAYERS, marks=marks)):.3f} s")


if __name__ == "__main__":
    main()
