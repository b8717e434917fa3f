"""`moderator-app thread` as shared/spec/game-script.md specifies: flags, the JSON of posts, votes and
standing votes, and exit codes, on a real vBulletin page (../shared/corpus/forum/pages/, skipped when absent)."""

from __future__ import annotations

import json

import pytest

from moderator_app.app.cli import main
from shared_corpus import absent_reason, corpus_path

PAGES = corpus_path("forum", "pages")
PAGE = PAGES / "igromania-vb3-ru.txt"
REAL_PAGES = pytest.mark.skipif(not PAGES.is_dir(), reason=absent_reason(PAGES))
VOTE_KEYS = {"target", "color", "cancel", "abstain", "counted", "reason", "confidence"}
POST_KEYS = {"author", "player", "posted", "edited", "text", "votes", "ignored"}


def run(args, capsys):
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


@REAL_PAGES
def test_thread_prints_posts_votes_and_standing(capsys):
    code, out, err = run(["thread", "--ruleset", "forum-mafia-classic", "--player", "Teo:)", "--player", "Паркер",
                          "--deadline", "2020-12-07 21:00", str(PAGE)], capsys)
    assert code == 0 and err == ""
    data = json.loads(out)
    assert set(data) == {"posts", "standing", "problems"}
    assert all(POST_KEYS <= set(post) for post in data["posts"])
    assert all(VOTE_KEYS <= set(vote) for post in data["posts"] for vote in post["votes"])
    teo = data["posts"][1]
    assert (teo["author"], teo["player"], teo["posted"], teo["text"]) == ("Teo:)", "Teo:)", "2020-12-06T21:10:00",
                                                                          "Паркер")
    assert [(v["target"], v["counted"]) for v in teo["votes"]] == [("Паркер", True)]
    assert data["standing"] == {"Teo:)": "Паркер", "Паркер": None}
    host = data["posts"][0]
    assert host["player"] is None and all(not v["counted"] and v["reason"] for v in host["votes"])


@REAL_PAGES
def test_thread_reads_stdin_and_rules_preset(capsys, monkeypatch):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(PAGE.read_text(encoding="utf-8")))
    code, out, _err = run(["thread", "--ruleset", "forum-mafia-classic", "--player", "Teo:)", "--player", "Паркер",
                           "--rules", "mirf", "--lang", "en", "-"], capsys)
    teo = json.loads(out)["posts"][1]
    assert code == 0 and teo["votes"][0]["counted"] is False and "not marked" in teo["votes"][0]["reason"]


def test_thread_wrong_input_exits_1_with_a_message(capsys, tmp_path):
    code, out, err = run(["thread", "--ruleset", "forum-mafia-classic", "--player", "A", str(tmp_path / "no.txt")],
                         capsys)
    assert code == 1 and out == "" and "no such file" in err
    page = tmp_path / "page.txt"
    page.write_text("Сообщение A » 01 дек 2026, 12:00\n\nГолосую против A\n", encoding="utf-8")
    code, _out, err = run(["thread", "--ruleset", "forum-mafia-classic", "--player", "A", "--rules", "nope",
                           str(page)], capsys)
    assert code == 1 and "no preset 'nope'" in err


def test_thread_malformed_flag_is_a_usage_error(capsys):
    try:
        main(["thread", "--ruleset", "forum-mafia-classic", "--player", "A", "--deadline", "soon", str(PAGE)])
    except SystemExit as done:
        assert done.code == 2
    else:
        raise AssertionError("argparse should exit 2")


@REAL_PAGES
def test_thread_reads_the_browsers_html_copy_for_bold_votes_as_the_app_paste_does(capsys):
    """mtgsalvation's real page (its text and its saved HTML, ../shared/corpus/forum/pages): under
    mafiascum's rules (bold or tag) the text alone counts no vote; with `--html` the bold "Vote X" count."""
    real = PAGES
    players = ["shadowlancerx", "Ophidia", "zomgarcwind", "D_V", "Anaklusmos", "Mete0rShower", "Gentleman Johnny"]
    args = ["thread", "--ruleset", "forum-mafia-classic", *[a for p in players for a in ("--player", p)],
            "--rules", "mafiascum", "--lang", "en", str(real / "mtgsalvation-cobalt-en.txt")]
    code, out, _err = run(args, capsys)
    assert code == 0 and set(json.loads(out)["standing"].values()) == {None}
    code, out, err = run([*args[:-1], "--html", str(real / "mtgsalvation-cobalt-en.html"), args[-1]], capsys)
    assert code == 0 and err == ""
    assert json.loads(out)["standing"] == {"shadowlancerx": "Anaklusmos", "Ophidia": "Gentleman Johnny",
                                           "zomgarcwind": None, "D_V": "Gentleman Johnny", "Anaklusmos": "zomgarcwind",
                                           "Mete0rShower": "D_V", "Gentleman Johnny": None}
