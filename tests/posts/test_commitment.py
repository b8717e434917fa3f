"""The provable deal: the opening post's hash is checkable with the final reveal's text (C-FLOW-8)."""

from __future__ import annotations

import hashlib
import shutil
import subprocess

import pytest

from moderator_app.posts import render_final_reveal, render_opening_post
from moderator_app.posts.bbcode import unescape_bbcode
from moderator_app.posts.commitment import Commitment, canonical_deal, commit, new_salt, shell_command, verify

from .post_helpers import DAY1, play

ODD_TABLE = {"O'Brien [b]": "commissar", "a;b=c:d": "boss", "Вася": "doctor", "50%": "citizen", "$(rm -rf ~)": "mafioso",
             "Петя": "citizen"}


def test_canonical_deal_is_stable_and_lists_every_seat():
    game = play([DAY1], players=ODD_TABLE)
    canonical = canonical_deal(game)
    assert canonical == canonical_deal(play([DAY1], players=ODD_TABLE))
    assert canonical.startswith(f"deal:v2;set=forum-mafia-classic;seed={game.seed};1=O%27Brien %5Bb%5D:commissar;2=a%3Bb%3Dc%3Ad:boss;")
    assert "3=Вася:doctor" in canonical and "4=50%25:citizen" in canonical
    assert not set("[]'") & set(canonical)


def test_commit_is_sha256_of_the_line_and_salt():
    digest = commit("deal:v1;set=x;1=A:b", "00ff")
    assert digest == hashlib.sha256("deal:v1;set=x;1=A:b;salt=00ff".encode()).hexdigest()
    assert verify("deal:v1;set=x;1=A:b", "00ff", digest.upper())
    assert not verify("deal:v1;set=x;1=A:c", "00ff", digest)


def test_salts_are_fresh_and_long():
    salts = {new_salt() for _ in range(50)}
    assert len(salts) == 50 and all(len(s) == 32 for s in salts)


@pytest.mark.skipif(shutil.which("bash") is None or shutil.which("sha256sum") is None, reason="needs bash and sha256sum")
def test_C_FLOW_8_the_published_command_reproduces_the_opening_hash():
    """A player copies the command from the final reveal into a shell and gets the opening's hash."""
    game = play([DAY1], players=ODD_TABLE)
    commitment = Commitment.of(game)
    opening = render_opening_post(game, "ru", commitment)
    assert commitment.digest in opening
    reveal = unescape_bbcode(render_final_reveal(game, "ru", commitment.salt))
    command = shell_command(commitment.canonical, commitment.salt)
    assert command in reveal
    out = subprocess.run(["bash", "-c", command], capture_output=True, check=True, env={"LC_ALL": "C.UTF-8"})
    assert out.stdout.decode().split()[0] == commitment.digest


def test_final_reveal_without_salt_shows_the_deal_but_no_check():
    game = play([DAY1], players=ODD_TABLE)
    reveal = render_final_reveal(game, "en")
    assert "deal:v2;set=forum-mafia-classic;seed=" in reveal and "sha256sum" not in reveal
