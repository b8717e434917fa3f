"""What the posts say: the classic turn, role cards, private messages, set-specific templates."""

from __future__ import annotations

from moderator_app.posts import (
    render_final_reveal,
    render_interim_tally,
    render_phase_post,
    render_private,
    render_role_card,
)
from moderator_app.posts.render import template_name

from .post_helpers import play

TABLE = {"Com": "commissar", "Serg": "sergeant", "Doc": "doctor", "Found": "foundling", "Boss": "boss",
         "Maf": "mafioso", "Cit1": "citizen", "Cit2": "citizen"}
EVERYONE_VOTES_MAF = [{"voter": n, "target": "Maf" if n != "Maf" else "Cit1"} for n in TABLE]


def _turn(host=None):
    night = {"actions": [{"actor": "Boss", "action": "kill", "target": "Cit2"},
                         {"actor": "Maf", "action": "kill", "target": "Cit2"},
                         {"actor": "Com", "action": "check", "target": "Boss"}]}
    day = {"votes": EVERYONE_VOTES_MAF}
    if host:
        day["host"] = host
    return play([{"day": {}}, {"night": {}}, {"day": day}, {"night": night}], TABLE)


def test_C_FLOW_3_a_classic_day_has_no_post_of_its_own_and_its_lynch_comes_with_the_night():
    game = _turn()
    day, night = game.phases[2], game.phases[3]
    assert render_phase_post(game, day, "ru") == ""
    post = render_phase_post(game, night, "ru")
    assert post.startswith("[b]Итоги: ночь 2[/b]")
    assert "Com → Maf" in post and "[b]Cit2[/b] выбывает: убийство. Роль: [i]Мирный житель[/i]" in post
    assert "Решение суда линча: казнь — [b]Maf[/b]. Роль: [i]Мафиози[/i]" in post


def test_C_FLOW_1_a_day_with_the_hosts_story_prints_it():
    game = play([{"day": {"story": "Город знакомится."}}], TABLE)
    assert render_phase_post(game, game.phases[0], "en") == "[b]Results: Day 1[/b]\n\nГород знакомится."


def test_C_FLOW_7_a_deprived_voter_makes_the_tally_totals_only():
    game = _turn(host=[{"event": "deprive_vote", "player": "Cit1"}])
    post = render_phase_post(game, game.phases[3], "ru")
    assert "→" not in post and "Maf — 6\nCit1 — 1" in post


def test_H_VOTE_5_interim_count_of_an_open_day():
    game = play([{"day": {}}, {"night": {}}, {"day": {"votes": EVERYONE_VOTES_MAF[:3]}}], TABLE)
    text = render_interim_tally(game, game.phases[2], "ru")
    assert "Проголосовали: 3 из 8." in text and "Com → Maf" in text and "Maf — 3" in text
    assert "Не проголосовали: Found, Boss, Maf, Cit1, Cit2" in text  # the day is resolved: a final count


def test_C_ROLE_FND_the_foundlings_card_says_citizen():
    game = _turn()
    card = render_role_card(game, "Found", "ru")
    assert "Ваша роль: [b]Мирный житель[/b]" in card and "Подкидыш" not in card and "Boss" not in card


def test_C_ROLE_MAF_mafia_cards_list_each_other():
    card = render_role_card(_turn(), "Boss", "en")
    assert "Your role: [b]Boss[/b] (Mafia)" in card
    assert "[b]Maf[/b] — Mafioso" in card and "[b]Found[/b]" not in card


def test_C_ROLE_SGT_the_sergeant_knows_the_commissar():
    card = render_role_card(_turn(), "Serg", "pl")
    assert "Znasz:" in card and "[b]Com[/b] — Komisarz" in card


def test_C_ROLE_COM_check_result_pm_goes_to_commissar_and_sergeant():
    game = _turn()
    facts = [(p.to, render_private(game, p.fact, "ru")) for p in game.phases[3].result.private]
    assert ("Com", "Результат проверки: [b]Boss[/b] — мафия.") in facts
    assert ("Serg", "Результат проверки: [b]Boss[/b] — мафия.") in facts


def test_C_MISC_1_death_note_delivery_is_escaped():
    game = _turn()
    text = render_private(game, {"kind": "note", "from": "Cit2", "text": "[/quote][url=http://x]click"}, "ru")
    assert text.startswith("Вам передана предсмертная записка от [b]Cit2[/b]:\n[quote]")
    assert "[url=" not in text and text.count("[/quote]") == 1


def test_C_ROLE_FND_conversion_pm_names_the_new_role():
    assert render_private(_turn(), {"kind": "became", "role": "mafioso"}, "en") == "Your role is now: [b]Mafioso[/b]."


def test_final_reveal_shows_every_role_and_the_night_log():
    game = _turn()
    reveal = render_final_reveal(game, "ru")
    assert "[b]Found[/b] — Подкидыш" in reveal
    assert "— Boss (Босс): Убийство мафии → Cit2" in reveal and "— Com (Комиссар): Проверка → Boss" in reveal


def test_a_role_set_may_name_its_own_template_per_phase_kind(tmp_path):
    from moderator_app import paths

    text = (paths.rolesets_dir() / "forum-mafia-classic.yaml").read_text(encoding="utf-8")
    path = tmp_path / "own.yaml"
    path.write_text(text + "\nposts:\n  phase_result: {night: own_night, default: own_other.bbcode.j2}\n", encoding="utf-8")
    own = paths.user_templates_dir() / "ru"
    own.mkdir(parents=True)
    (own / "own_night.bbcode.j2").write_text("Своя ночь {{ post.number }}", encoding="utf-8")
    game = play([{"day": {"story": "x"}}, {"night": {}}], TABLE, ruleset=str(path))
    assert template_name(game, "phase_result", "night") == "own_night.bbcode.j2"
    assert template_name(game, "phase_result", "day") == "own_other.bbcode.j2"
    assert render_phase_post(game, game.phases[1], "en") == "Своя ночь 1"  # falls back to Russian
