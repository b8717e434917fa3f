"""#16 item 5: the opening hash covers the seed; `verify` recomputes it and replays every draw."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from moderator_app.app.cli import main
from moderator_app.app.game_file import write_game_file
from moderator_app.app.session import GameSession
from moderator_app.engine.model.journal import Entry
from moderator_app.engine.simulation.simulate import play_game
from moderator_app.posts.commitment import LEGACY, canonical_deal, commit
from moderator_app.storage import GameStore

SALT = "5a17" * 8


def _finished_game_file(tmp_path: Path, extra_host: list[dict] | None = None, dealt_by_host: bool = False) -> tuple[Path, str]:
    """A whole HyperMafia game (exposure draws, ties) stored as the app stores it, then exported."""
    outcome = play_game("hypermafia-peregrine", 15, 21, record=True)
    entries = list(outcome.game.entries)
    setup = Entry("setup", dict(entries[0].data, deal_salt=SALT))
    if dealt_by_host:  # every role given by the host: no deal draw, the seed decides only the chances
        setup.data["players"] = [{"nick": p.nick, "role": p.original_role} for p in outcome.game.players.values()]
    store = GameStore()
    session = GameSession.new(store, "t", setup.data)
    for entry in entries[1:]:
        if extra_host and entry.kind == "resolve":
            for event in extra_host:
                session.apply("host", **event)
            extra_host = None
        session.apply(entry.kind, **entry.data)
    path = tmp_path / "game.mafia.json"
    write_game_file(store, session.game_id, path)
    return path, commit(canonical_deal(session.game), SALT)


def run(args, capsys):
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_C_FLOW_8_the_commitment_covers_the_seed():
    game = play_game("forum-mafia-classic", 8, 3, record=True).game
    line = canonical_deal(game)
    assert line.startswith("deal:v2;set=forum-mafia-classic;seed=3;1=P1:")
    other = play_game("forum-mafia-classic", 8, 3, record=True).game
    other.seed = 4  # the same deal with another seed is another commitment
    assert commit(canonical_deal(other), SALT) != commit(line, SALT)


def test_verify_replays_every_draw_and_all_match(tmp_path, capsys):
    path, digest = _finished_game_file(tmp_path)
    draws = json.loads(path.read_text(encoding="utf-8"))["draws"]
    assert any(d["name"].startswith("exposure") for d in draws) and draws[0]["name"] == "deal"
    assert len(draws[0]["value"]) == 15  # the deal's draw is logged whole (the seating used to empty it)
    code, out, err = run(["verify", str(path), "--commitment", digest, "--lang", "en"], capsys)
    assert code == 0 and err == ""
    assert out.startswith("The hash matches the published one: deal:v2;set=hypermafia-peregrine;seed=21;")
    lines = [line for line in out.splitlines() if " → " in line]
    assert len(lines) == len(draws) and all(line.endswith("[luck] matches") for line in lines)
    assert "Everything matches." in out and "The deal was drawn by the generator from this seed" in out


def test_verify_flags_a_changed_draw(tmp_path, capsys):
    path, digest = _finished_game_file(tmp_path)
    document = json.loads(path.read_text(encoding="utf-8"))
    exposure = next(d for d in document["draws"] if d["name"].startswith("exposure"))
    exposure["value"] = not exposure["value"]  # the host published the other outcome
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    code, out, _ = run(["verify", str(path), "--commitment", digest, "--lang", "ru"], capsys)
    assert code == 1
    assert f"НЕ совпадает, опубликовано {json.dumps(exposure['value'])}" in out and "Есть расхождения." in out


def test_verify_refuses_another_seed_or_hash(tmp_path, capsys):
    path, digest = _finished_game_file(tmp_path, dealt_by_host=True)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["entries"][0]["data"]["seed"] += 1  # the host played another seed than he committed
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    code, out, _ = run(["verify", str(path), "--commitment", digest, "--lang", "pl"], capsys)
    assert code == 1 and out.startswith("Skrót NIE zgadza się z opublikowanym")
    assert "NIE zgadza się, opublikowano" in out  # and the chances come out otherwise
    assert "Role rozdał sam prowadzący, nie generator" in out


def test_a_fixed_draw_shows_as_the_hosts_decision(tmp_path, capsys):
    path, digest = _finished_game_file(tmp_path, extra_host=[{"event": "draw", "name": "exposure:night 1:P1", "value": True}])
    code, out, _ = run(["verify", str(path), "--commitment", digest, "--lang", "ru"], capsys)
    fixed = [line for line in out.splitlines() if "[решение ведущего]" in line]
    luck = [line for line in out.splitlines() if "[случай]" in line]
    assert code == 0 and luck
    assert all("exposure:night 1" in line for line in fixed)


def test_verify_a_script_with_its_published_draws(tmp_path, capsys):
    game = play_game("suspi", 9, 8, record=True).game
    setup_draws = 1 + len(game.table["draws"])  # the deal, then the announced killer count and the goal cards
    script = {"ruleset": "suspi", "seed": 8, "deal_salt": SALT,
              "players": [{"nick": p.nick} for p in game.players.values()], "phases": [],
              "published_draws": [{"name": d.name, "value": d.value} for d in game.rng.log[:setup_draws + 1]]}
    path = tmp_path / "g.yaml"
    path.write_text(yaml.safe_dump(script, allow_unicode=True), encoding="utf-8")
    digest = commit(canonical_deal(game), SALT)
    code, out, _ = run(["verify", str(path), "--commitment", digest, "--lang", "en"], capsys)
    # the script holds only the setup: its draws replay and match; one more was published than drawn
    lines = [line for line in out.splitlines() if " → " in line]
    assert code == 1 and len(lines) == setup_draws + 1
    assert all(line.endswith("matches") for line in lines[:-1]) and lines[-1].endswith("not in the game")
    script["published_draws"].pop()
    path.write_text(yaml.safe_dump(script, allow_unicode=True), encoding="utf-8")
    assert run(["verify", str(path), "--commitment", digest], capsys)[0] == 0


def test_an_old_v1_commitment_is_named_and_not_taken_as_proof(tmp_path, capsys):
    path, _ = _finished_game_file(tmp_path)
    document = json.loads(path.read_text(encoding="utf-8"))
    from moderator_app.app.verify import verify_file

    verdict = verify_file(path, "0" * 64)
    assert verdict.hash_status == "hash_bad"
    import moderator_app.engine.model.game as game_module

    setup = document["entries"][0]["data"]
    game = game_module.Game()
    game.apply(Entry("setup", setup))
    legacy = commit(canonical_deal(game, LEGACY), SALT)
    code, out, _ = run(["verify", str(path), "--commitment", legacy, "--lang", "en"], capsys)
    assert code == 1 and "old v1 record" in out


def test_verify_without_salt_or_seed_says_why(tmp_path, capsys):
    path = tmp_path / "s.yaml"
    path.write_text("ruleset: forum-mafia-classic\nplayers: [{nick: A}, {nick: B}, {nick: C}, {nick: D}, {nick: E}]\n",
                    encoding="utf-8")
    code, _, err = run(["verify", str(path), "--commitment", "00"], capsys)
    assert code == 1 and "has no seed" in err and "Traceback" not in err
    path.write_text("ruleset: forum-mafia-classic\nseed: 4\nplayers: [{nick: A}, {nick: B}, {nick: C}, {nick: D}, {nick: E}]\n",
                    encoding="utf-8")
    code, out, _ = run(["verify", str(path), "--commitment", "00", "--lang", "en"], capsys)
    assert code == 1 and out.startswith("The file holds no deal salt")


def test_the_final_reveal_publishes_every_draw_and_marks_the_hosts(tmp_path):
    from moderator_app.posts import render_final_reveal

    outcome = play_game("hypermafia-peregrine", 15, 21, record=True)
    game = outcome.game
    exposure = next(d for d in game.rng.log if d.name.startswith("exposure"))
    entries = list(game.entries)
    fixed = next(i for i, e in enumerate(entries) if e.kind == "resolve")
    entries.insert(fixed, Entry("host", {"event": "draw", "name": exposure.name, "value": not exposure.value}))
    from moderator_app.engine.model.game import Game

    replayed = Game.replay(entries)
    for lang, host_word, yes in (("ru", "решение ведущего", "да"), ("pl", "decyzja prowadzącego", "tak")):
        reveal = render_final_reveal(replayed, lang)
        lines = [line for line in reveal.splitlines() if " → " in line and line[:1].isdigit()]
        assert len(lines) == len(replayed.rng.log)
        marked = [line for line in lines if host_word in line]
        assert len(marked) == 1 and exposure.name in marked[0]
        assert any(line.endswith(f"→ {yes}") or f"→ {yes} " in line for line in lines)
        assert lines[0].startswith("1. deal → ")
