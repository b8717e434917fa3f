"""#25: the shipped vote rules presets are read with libyaml (engine/rolesets/yamlio.load_plain, ~7× less
CPU than the pure-Python parser, on the way to a host's first click): what it reads is what the
pure-Python safe loader reads, value for value."""

from __future__ import annotations

import pytest
import yaml

from moderator_app.engine.rolesets.schema_vote_rules import PRESETS_DIR
from moderator_app.engine.rolesets.yamlio import load_plain


def test_every_shipped_preset_reads_the_same_as_with_the_pure_python_loader():
    presets = sorted(PRESETS_DIR.glob("*.yaml"))
    assert presets
    for path in presets:
        text = path.read_text(encoding="utf-8")
        assert load_plain(text) == yaml.load(text, Loader=yaml.SafeLoader), path.name


def test_it_is_a_safe_load():
    """A shipped file is data: a tag that would build an object is refused, as safe_load refuses it."""
    with pytest.raises(yaml.YAMLError):
        load_plain("!!python/object/apply:os.system ['true']")
