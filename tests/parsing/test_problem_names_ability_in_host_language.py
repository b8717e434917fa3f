"""A parser's problem names the role set's ability in the language the sentence is said in, not in the language
the PM was taken for (host-findings-4: a Polish window read «… jedyną nocną akcję roli (Mafia kill) — sprawdź.»
for «potwierdzam — Ewa», taken for English, while the next row said «(Zabójstwo mafii)»). Kept over a restart."""

from __future__ import annotations

import yaml

from moderator_app import paths
from moderator_app.app.inbox.said import decode, encode
from moderator_app.parsing.message import parse_message


def test_the_only_ability_guess_names_the_ability_in_the_hosts_language():
    raw = yaml.safe_load((paths.rolesets_dir() / "forum-mafia-classic.yaml").read_text(encoding="utf-8"))
    said = parse_message("potwierdzam — Ewa", roleset=raw, players=["Ewa", "Rewik", "Nami"], actor="Rewik",
                         actor_role="mafioso", expect="action").problem
    assert said is not None and said.render("pl").endswith("jedyną nocną akcję roli (Zabójstwo mafii) — sprawdź.")
    assert "(Убийство мафии)" in said.render("ru") and "Mafia kill" not in said.render("pl")
    kept = decode(encode(said))  # the inbox keeps it over a restart
    assert "(Zabójstwo mafii)" in kept.render("pl") and "(Убийство мафии)" in kept.render("ru")
