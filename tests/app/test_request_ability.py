"""A request carries its ability's id (`action`: "block", "kill"); the role set keys its abilities by its
own keys (hypermafia-peregrine: `hollow_block` and `emma_block` are both `id: block`, `jacob_kill` is
`id: kill` beside the Hollows' `kill`). What the inbox, the receipts and the host's events say of a request
is read from the sender's own ability (engine.resolution.traits.ability_of: his role's, or his team's
rights), never from the set's ability whose KEY happens to equal the id: that one is another role's
(Jacob's kill read as the Baron's two-target kill) or none (Emma's block)."""

from __future__ import annotations

from pathlib import Path

from moderator_app import paths
from moderator_app.app.host_events import question_phase
from moderator_app.app.inbox.choices import aims_two
from moderator_app.app.inbox.fate import ready, row_verdicts, targets_to_pick
from moderator_app.app.inbox.paste import read_paste
from moderator_app.app.inbox.rows import Row
from moderator_app.app.inbox.verdict import blocker
from moderator_app.app.pending import pending_decisions
from moderator_app.engine.model import fates
from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.model.script import script_entries
from tests.engine.hypermafia_helpers import TABLE


def hyper_night() -> Game:
    """The fifteen of hypermafia-peregrine on the first night."""
    players = [{"nick": n, "role": r} for n, r in TABLE.items()]
    return Game.replay([Entry("setup", {"ruleset": "hypermafia-peregrine", "seed": 1, "players": players}),
                        Entry("phase", {"kind": "night"})])


def pasted(game: Game, sender: str, text: str) -> Row:
    [row] = read_paste(game, f"От: {sender}\n\n{text}", voting=False)
    return row


def test_H_TOWN_JACOB_a_kill_of_two_waits_for_the_host_as_jacob_kills_one() -> None:
    """Jacob kills one player (H-TOWN-JACOB); the Baron two (H-HOL-BARON). «Убиваю Kid1 и Kid2» from Jacob
    is a slip the host asks about (host findings #12), not recorded refused by «Accept all» on the Baron's limit."""
    game = hyper_night()
    row = pasted(game, "Jacob", "убиваю Kid1 и Kid2")
    assert (row.actor, row.action, row.targets) == ("Jacob", "kill", ["Kid1", "Kid2"])
    assert targets_to_pick(game, row) and not ready(game, row)
    assert not aims_two(game, "Jacob", "kill")  # the table shows no second target's column for his kill
    assert aims_two(game, "Baron", "kill")  # the Baron's own kill takes two
    baron = pasted(game, "Baron", "убиваю Kid1 и Kid2")
    assert not targets_to_pick(game, baron) and ready(game, baron)


def test_H_TOWN_EMMA_a_block_of_two_waits_for_the_host_as_her_block_takes_one() -> None:
    game = hyper_night()
    row = pasted(game, "Emma", "блокирую Kid1 и Kid2")
    assert (row.actor, row.action, row.targets) == ("Emma", "block", ["Kid1", "Kid2"])
    assert targets_to_pick(game, row) and not ready(game, row)


def test_H_TOWN_EMMA_her_block_is_read_as_hers_and_counted() -> None:
    game = hyper_night()
    row = pasted(game, "Emma", "блокирую Kid1")
    assert blocker(game, row) is None and ready(game, row)
    said = row_verdicts(game, [row])[id(row)]
    assert getattr(said, "fate", None) == fates.APPLIED


def test_H_HOL_ORDER_a_junior_hollows_kill_is_recordable_as_the_engine_takes_it() -> None:
    """Golan (and the Hollow) stand in for the Baron's kill (H-HOL-ORDER): the engine takes their kill, so the
    inbox may not call it «not his ability» — the sender's abilities are his role's and his team's rights."""
    game = hyper_night()
    for sender in ("Golan", "Hollow"):
        row = pasted(game, sender, "убиваем Kid1")
        assert (row.actor, row.action, row.targets) == (sender, "kill", ["Kid1"])
        assert blocker(game, row) is None, sender
        said = row_verdicts(game, [row])[id(row)]
        assert getattr(said, "fate", None) == fates.APPLIED, (sender, said)


def hyper_with_keyed_question(tmp_path: Path) -> Path:
    """hypermafia-peregrine with the Baron's question under its own key (`baron_question`, id `question`)."""
    text = (paths.rolesets_dir() / "hypermafia-peregrine.yaml").read_text(encoding="utf-8")
    assert "\n  question:\n    effect: question\n" in text and "kill_intimidate, question]" in text
    text = text.replace("\n  question:\n    effect: question\n",
                        "\n  baron_question:\n    id: question\n    effect: question\n") \
               .replace("kill_intimidate, question]", "kill_intimidate, baron_question]")
    path = tmp_path / "hyper.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_H_POST_3_the_barons_question_under_its_own_key_waits_for_the_hosts_answer(tmp_path: Path) -> None:
    """The Baron's question answered by PM (H-POST-3): its request carries the id `question`, the set keys it
    `baron_question`; the host's decisions still ask for the answer, and the answer goes to the question's night."""
    doc = {"ruleset": str(hyper_with_keyed_question(tmp_path)), "seed": 1,
           "players": [{"nick": n, "role": r} for n, r in TABLE.items()],
           "phases": [{"night": {"actions": [{"actor": "Baron", "action": "question", "targets": []}]}}]}
    game = Game.replay(script_entries(doc))
    assert [(d.kind, d.player) for d in pending_decisions(game, opening_published=True)] == [("answer", "Baron")]
    game.apply(Entry("phase", {"kind": "day"}))
    asked = question_phase(game, "Baron")
    assert asked is not None and asked.label == game.phases[0].label
