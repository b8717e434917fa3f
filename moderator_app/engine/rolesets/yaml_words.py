"""PyYAML's own error words as catalogue codes, so a host who breaks the YAML by hand reads why in his language.

PyYAML gives no codes: its `problem` and `context` are fixed English phrases with a quoted token in
them (libyaml's scanner.c and parser.c; PyYAML's scanner.py and parser.py). The phrases hosts meet most — counted over the invalid
inputs of yaml/yaml-test-suite — are matched here and become `checker.yaml.problem.<code>` and
`checker.yaml.while.<code>`, with the English catalogue text equal to PyYAML's own. Any other phrase
is passed on as PyYAML wrote it.
"""

from __future__ import annotations

import re

from ..wording.check_words import Message, say



def _pattern(*parts: str) -> re.Pattern[str]:
    """PyYAML's phrase with its quoted tokens: a name in `<…>` is a token captured under that name."""
    return re.compile("^" + "".join(f"'(?P{part}.*?)'" if part.startswith("<") else re.escape(part) for part in parts) + "$")


#: PyYAML's problem phrases → catalogue code: libyaml's (the loader the app uses) first, then the
#: pure-Python parser's (used where libyaml is not installed).
PROBLEMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("no_key", _pattern("did not find expected key")),
    ("another_document", _pattern("but found another document")),
    ("bad_character", _pattern("found character that cannot start any token")),
    ("no_expected", _pattern("could not find expected ", "<expected>")),
    ("missing_either", _pattern("did not find expected ", "<first>", " or ", "<second>")),
    ("colon", _pattern("mapping values are not allowed in this context")),
    ("no_content", _pattern("did not find expected node content")),
    ("tab", _pattern("found a tab character where an indentation space is expected")),
    ("tab_indentation", _pattern("found a tab character that violates indentation")),
    ("dash", _pattern("block sequence entries are not allowed in this context")),
    ("end_of_stream", _pattern("found unexpected end of stream")),
    ("py_tab", _pattern("found character '\\t' that cannot start any token")),
    ("py_bad_character", _pattern("found character ", "<char>", " that cannot start any token")),
    ("py_indentation", _pattern("expected <block end>, but found ", "<found>")),
    ("py_expected_either", _pattern("expected ", "<first>", " or ", "<second>", ", but got ", "<found>")),
    ("py_expected", _pattern("expected ", "<expected>", ", but found ", "<found>")),
    ("py_no_content", _pattern("expected the node content, but found ", "<found>")),
    ("py_colon", _pattern("mapping values are not allowed here")),
    ("py_dash", _pattern("sequence entries are not allowed here")),
)
#: PyYAML's context phrases → what was being read.
CONTEXTS = {
    "while scanning for the next token": "token", "while parsing a block mapping": "block_mapping",
    "while constructing a mapping": "mapping", "while scanning a simple key": "simple_key",
    "while parsing a flow mapping": "flow_mapping", "while parsing a flow node": "flow_node",
    "while parsing a flow sequence": "flow_sequence", "while scanning a block scalar": "block_scalar",
    "while scanning a quoted scalar": "quoted", "while scanning a double-quoted scalar": "quoted",
    "while parsing a block collection": "block_collection", "while parsing a block node": "block_node",
    "while scanning a plain scalar": "plain", "while parsing a quoted scalar": "quoted",
    "expected a single document in the stream": "single_document",
}


def problem_words(problem: str) -> Message | str:
    """PyYAML's problem as a catalogue message; the phrase itself when it is not one hosts meet."""
    for code, pattern in PROBLEMS:
        found = pattern.match(problem)
        if found:
            return say(f"yaml.problem.{code}", **found.groupdict())
    return problem


def context_words(context: str) -> Message | str:
    code = CONTEXTS.get(context)
    return say(f"yaml.while.{code}") if code else context
