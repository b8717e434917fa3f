"""A hang as a test failure, on CPU time rather than the wall clock: a loaded machine (CI, two shared
cores) slows a test down without making it use more CPU, so only a real hang or a super-linear
reading trips it."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator


@contextlib.contextmanager
def cpu_guard(seconds: float, what: str = "a hang") -> Iterator[None]:
    """More than `seconds` of this process's CPU inside the block raises TimeoutError naming `what`."""
    def hung(_signum, _frame):
        raise TimeoutError(f"more than {seconds} s of CPU: {what}")

    old = signal.signal(signal.SIGPROF, hung)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)
