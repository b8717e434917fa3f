"""#24 item 4: the role sets a screen offers come from app/rolesets.py — a host's broken file is
offered with its problem in his language (the list without its place, the warning with it), the
editor clones from the shipped sets only, and a set's name falls back to its id."""

from __future__ import annotations

from moderator_app import paths
from moderator_app.app.rolesets import clonable_ids, offered, pickable_ids, set_name


def _broken_set() -> str:
    (paths.user_rolesets_dir() / "mine.yaml").write_text("id: mine\nroles: [unclosed\n", encoding="utf-8")
    return "mine"


def test_a_broken_host_set_is_offered_with_its_problem_in_his_language() -> None:
    ref = _broken_set()
    assert ref in pickable_ids() and ref not in clonable_ids()
    russian, english = offered(ref, "ru"), offered(ref, "en")
    assert russian.roleset is None and russian.problem and russian.problem != english.problem
    assert "mine.yaml" not in russian.problem and "mine.yaml" in russian.problem_at
    assert russian.problem_at.endswith(russian.problem)
    assert set_name(ref, "ru") == ref


def test_a_shipped_set_is_offered_loaded_and_named() -> None:
    offer = offered("forum-mafia-classic", "ru")
    assert offer.roleset is not None and offer.problem == "" and offer.roleset.id == "forum-mafia-classic"
    assert set_name("forum-mafia-classic", "ru") == offer.roleset.name("ru") != "forum-mafia-classic"
    assert "forum-mafia-classic" in clonable_ids() and clonable_ids() == pickable_ids()  # no set of his own yet


def test_a_set_the_system_will_not_let_us_read_is_offered_with_the_catalogues_words(monkeypatch) -> None:
    """An OSError from the loader (a folder without rights) is said in the host's language, the OS's own reason
    as its detail — not the OS's English sentence alone."""
    def no_rights(ref: str) -> None:
        raise PermissionError(13, "Permission denied", "/home/host/rolesets/mine.yaml")

    monkeypatch.setattr("moderator_app.app.rolesets.load_roleset", no_rights)
    russian = offered("mine", "ru")
    assert russian.roleset is None and russian.problem.startswith("не удаётся прочитать файл: Permission denied")
    assert "mine.yaml" in russian.problem_at and offered("mine", "en").problem.startswith("cannot read the file")
