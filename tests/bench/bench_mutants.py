"""Mutant bench (prints figures, asserts nothing): thousands of one-edit mutants of the shipped and
host-made role sets; counts how many the checker refuses, how many play their example game, how
many the example's script no longer fits, and lists every traceback or hang with its mutant.

Run: .venv/bin/python tests/bench/bench_mutants.py [MUTANTS_PER_SET]
"""

from __future__ import annotations

import copy
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.rolesets.mutants import PAIRS, dump, load_pair, mutate, verdict  # noqa: E402


def main() -> None:
    per_set = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    counts: Counter[str] = Counter()
    failures: list[str] = []
    slowest = (0.0, "")
    folder = Path(tempfile.mkdtemp(prefix="mutants-"))
    started = time.perf_counter()
    def make_run(index: int, set_file: str) -> Any:
        raw, script = load_pair(index)
        serial = iter(range(10**9))

        @settings(max_examples=per_set, deadline=None, database=None, suppress_health_check=list(HealthCheck))
        @given(data=st.data())
        def one(data: st.DataObject) -> None:
            nonlocal slowest
            mutant = dump(mutate(copy.deepcopy(raw), data))
            name = f"m{index}-{next(serial)}.yaml"
            t0 = time.perf_counter()
            try:
                counts[verdict(mutant, script, folder, name).kind] += 1
            except Exception:  # noqa: BLE001 - the bench lists every failure
                counts["FAILED"] += 1
                failures.append(f"{set_file} {name}:\n{traceback.format_exc()[-600:]}\n{mutant[:400]}")
            slowest = max(slowest, (time.perf_counter() - t0, f"{set_file} {name}"))

        return one

    for index, (set_file, _) in enumerate(PAIRS):
        make_run(index, set_file)()
    total = sum(counts.values())
    print(f"{total} mutants in {time.perf_counter() - started:.1f} s: {dict(counts)}")
    print(f"slowest mutant: {slowest[0]:.2f} s ({slowest[1]})")
    for failure in failures[:20]:
        print("-" * 60)
        print(failure)


if __name__ == "__main__":
    main()
