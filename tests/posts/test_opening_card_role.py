"""The opening post's list of roles never tells a player a role his card hides (host-findings-4): a paranoid
cop whose card says «Комиссар» read «Комиссар-параноик» in «Роли в игре» and knew every «виновен» he got
was worthless. A role is listed as its card role (same team) when no seat holds that card role itself;
where the card role is dealt too — the classic Foundling among citizens — no seat can tell, and the role
is listed as before."""

from __future__ import annotations


from moderator_app.engine.model.game import Game
from moderator_app.engine.model.journal import Entry
from moderator_app.posts import render_opening_post

SET = """
id: sanity-test
names: {ru: Проверка здравомыслия, pl: Test zdrowia, en: Sanity test}
teams:
  town: {names: {ru: Город, pl: Miasto, en: Town}, win: {kind: eliminate, enemies: [mafia]}}
  mafia: {names: {ru: Мафия, pl: Mafia, en: Mafia}, win: {kind: parity}, knows_each_other: true}
abilities:
  kill: {effect: kill, agreement: team}
  check: {effect: check, reveals: side, side_team: mafia}
  paranoid_check: {effect: check, reveals: side, side_team: mafia, answer: {true: mafia, false: mafia}}
roles:
  citizen: {team: town, names: {ru: Мирный житель, pl: Mieszkaniec, en: Townie}}
  cop: {team: town, names: {ru: Комиссар, pl: Komisarz, en: Cop}, abilities: [check]}
  paranoid_cop: {team: town, names: {ru: Комиссар-параноик, pl: Komisarz paranoik, en: Paranoid cop},
                 card_role: cop, description: {ru: Всегда видит мафию., pl: Zawsze widzi mafię., en: Always sees mafia.},
                 abilities: [paranoid_check]}
  goon: {team: mafia, names: {ru: Мафиози, pl: Mafiozo, en: Goon}, abilities: [kill]}
  masked_goon: {team: mafia, names: {ru: Мафиози в маске, pl: Mafiozo w masce, en: Masked goon}, card_role: citizen,
                abilities: [kill]}
"""


def _game(tmp_path, roles: list[str]) -> Game:
    path = tmp_path / "sanity-test.yaml"
    path.write_text(SET, encoding="utf-8")
    game = Game()
    players = [{"nick": f"P{i}", "role": role} for i, role in enumerate(roles)]
    game.apply(Entry("setup", {"ruleset": str(path), "seed": 1, "players": players}))
    return game


def test_a_sanity_variant_alone_is_listed_as_the_role_its_card_names(tmp_path):
    game = _game(tmp_path, ["citizen", "citizen", "paranoid_cop", "goon"])
    for lang, shown, hidden in (("ru", "[b]Комиссар[/b] (Город)", "параноик"), ("pl", "[b]Komisarz[/b] (Miasto)", "paranoik"),
                                ("en", "[b]Cop[/b] (Town)", "Paranoid")):
        post = render_opening_post(game, lang)
        assert shown in post and hidden not in post
        assert "Всегда видит мафию" not in post and "Zawsze widzi" not in post and "Always sees" not in post


def test_with_the_card_role_dealt_too_the_variant_is_listed_as_itself(tmp_path):
    post = render_opening_post(_game(tmp_path, ["citizen", "cop", "paranoid_cop", "goon"]), "ru")
    assert "[b]Комиссар[/b] (Город)" in post and "[b]Комиссар-параноик[/b] (Город)" in post


def test_the_classic_foundling_among_citizens_stays_listed():
    game = Game()
    roles = ["citizen", "citizen", "foundling", "boss", "mafioso", "doctor", "commissar", "citizen"]
    game.apply(Entry("setup", {"ruleset": "forum-mafia-classic", "seed": 1,
                               "players": [{"nick": f"P{i}", "role": r} for i, r in enumerate(roles)]}))
    assert "Подкидыш" in render_opening_post(game, "ru")


def test_a_card_role_of_another_team_is_never_listed_for_it(tmp_path):
    """Listed as a townie, a masked goon would tell the table one mafioso fewer (the checker warns of such a card
    role: d9e52b1); the list names the role and its own team."""
    post = render_opening_post(_game(tmp_path, ["cop", "goon", "masked_goon"]), "ru")
    assert "[b]Мафиози в маске[/b] (Мафия)" in post and "Мирный житель" not in post
