"""#11 item 2, property: every mutant of a shipped or host-made role set either fails `rolesets
check` with messages or plays its example game — never a traceback, never a hang (each mutant has
a time bound). A modest number of examples here; tests/bench/bench_mutants.py runs thousands."""

from __future__ import annotations

import copy
import itertools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .mutants import PAIRS, dump, load_pair, mutate, verdict

_COUNTER = itertools.count()


@pytest.mark.parametrize("index", range(len(PAIRS)), ids=[Path(s).stem for s, _ in PAIRS])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(data=st.data())
def test_C_ROLE_DOC_a_mutant_is_refused_with_messages_or_plays(index: int, data: st.DataObject, tmp_path: Path) -> None:
    raw, script = load_pair(index)
    mutant = dump(mutate(copy.deepcopy(raw), data))
    name = f"mutant-{next(_COUNTER)}.yaml"  # a new file each time: built sets are cached by file and time stamp
    found = verdict(mutant, script, tmp_path, name)
    assert found.kind in ("refused", "played", "script"), found
