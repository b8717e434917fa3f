"""The real corpus (../shared/corpus/forum/, pages, posts and night lines nobody here wrote, each with its source):
every page split into the right posts with the right authors, dates, edits and own text; the votes that
count and the standing votes as a host judges them; every single post read as a host counts it; every
night line read as the action and targets the host recorded. A held-out item still read wrong carries
`known_miss: <why>` in the yaml, and its test expects that miss (strictly: a fix makes it fail, so the
label is removed and the item counts)."""

from __future__ import annotations

import pytest

from shared_corpus import or_skip

from .corpus import load_roleset
from .real_corpus import ROLESET, check_page, check_pm, check_post, load_pages, load_pms, load_posts, needs

PAGES = load_pages()
POSTS = load_posts()
PMS = load_pms()


def _known(item):
    """The held-out item's recorded miss as a strict xfail mark, if it has one."""
    why = item.get("known_miss")
    return [pytest.mark.xfail(reason=why, strict=True)] if why else []


@pytest.fixture(scope="module")
def roleset():
    return load_roleset(ROLESET)


@needs()
def test_every_item_names_its_public_source():
    assert all(str(item["source"]).startswith("http") for item in [*PAGES, *POSTS, *PMS])
    assert {page["lang"] for page in PAGES} == {"ru", "pl", "en"}


def test_known_misses_are_held_out_items_only():
    """Only items labelled before the parser ran on them may carry a known miss."""
    assert all(item.get("heldout") for item in [*PAGES, *POSTS, *PMS] if item.get("known_miss"))


def test_held_out_files_night_lines_are_read_too(tmp_path, monkeypatch):
    """A held-out file's `pms` join pms.yaml's night lines; each takes its file's role set, else the default."""
    from . import real_corpus

    (tmp_path / "pms.yaml").write_text("roleset: a\nitems:\n  - {text: one}\n", encoding="utf-8")
    (tmp_path / "heldout-x.yaml").write_text("pms:\n  - {text: two}\nitems:\n  - {text: post}\n", encoding="utf-8")
    (tmp_path / "heldout-y.yaml").write_text("roleset: b\npms:\n  - {text: three}\n", encoding="utf-8")
    monkeypatch.setattr(real_corpus, "REAL", tmp_path)
    assert [(p["text"], p["roleset"]) for p in real_corpus.load_pms()] == [
        ("one", "a"), ("two", ROLESET), ("three", "b")]


@pytest.mark.parametrize("page", or_skip([pytest.param(p, marks=_known(p), id=p["file"]) for p in PAGES]))
def test_real_page_posts_votes_and_standing(page, roleset):
    wrong = check_page(page, roleset)
    assert wrong == {"page": [], "counted": [], "standing": []}


@pytest.mark.parametrize("item", or_skip([pytest.param(p, marks=_known(p), id=f"{n}-{p['lang']}")
                                          for n, p in enumerate(POSTS)]))
def test_real_post_reads_as_a_host_counts_it(item, roleset):
    assert check_post(item, roleset) is None


@pytest.mark.parametrize("item", or_skip([pytest.param(p, marks=_known(p), id=f"{n}-{p['lang']}")
                                          for n, p in enumerate(PMS)]))
def test_real_night_line_reads_as_the_host_recorded_it(item):
    assert check_pm(item, load_roleset(item["roleset"])) is None
