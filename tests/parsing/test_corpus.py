"""Runs the labelled corpora (corpus_*.yaml): accuracy must be at least 98 %, failures listed."""

from __future__ import annotations

from .corpus import load_items, mismatches, run_item

MIN_ACCURACY = 0.98


def test_corpus_is_big_enough():
    items = load_items()
    assert len(items) >= 300
    assert {item["roleset"] for item in items} == {"forum-mafia-classic", "hypermafia-peregrine", "suspi"}


def test_corpus_accuracy():
    rolesets: dict = {}
    failures = []
    items = load_items()
    for item in items:
        wrong = mismatches(item, run_item(item, rolesets))
        if wrong:
            failures.append(f"{item['where']} {item['text']!r}: " + "; ".join(wrong))
    accuracy = 1 - len(failures) / len(items)
    assert accuracy >= MIN_ACCURACY, f"accuracy {accuracy:.3f}\n" + "\n".join(failures)
