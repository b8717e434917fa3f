"""Problem sentences the parser reports to the host, keyed by language, in one place to translate.

`say(key, lang, **values)` formats one; a key missing in a language falls back to Russian
(the users' first language), and a key missing everywhere is a KeyError (a bug, not a message).
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "ru": {
        "no_player": "Не нашёл среди живых игроков «{name}» — укажите цель вручную.",
        "ambiguous": "«{name}» подходит нескольким игрокам: {options} — выберите вручную.",
        "no_target": "Не понял, на кого направлено действие «{action}».",
        "no_action": "Не понял, какое действие или голос в сообщении.",
        "no_vote_target": "Не понял, за кого голос.",
        "no_color": "Не указан цвет голоса (красный или синий).",
        "no_room": "Не понял, какая комната имеется в виду.",
        "no_role": "Не понял, какую роль копирует игрок.",
        "late": "Голос после дедлайна ({deadline}) — не засчитан.",
        "superseded": "Заменён более поздним голосом.",
        "early_locked": "Досрочный голос менять нельзя — новый голос не засчитан.",
        "not_player": "«{name}» не в списке игроков.",
        "chatter_abstain": "«Пас»/«ННВ» упомянут в обсуждении, а не подан как голос.",
        "night_action": "Прочитано как ночное действие ({action}), а не голос.",
        "negated_vote": "Слово голоса с отрицанием — не голос.",
        "unmarked": "Голос не выделен так, как требуют правила ({need}) — не засчитан.",
        "edited": "Пост с голосом отредактирован — по правилам не засчитан.",
        "changes_used": "Смены голоса исчерпаны ({limit}) — не засчитан.",
        "self_vote": "Голос в себя — по правилам считается пропуском.",
        "missed_vote": "{name} не проголосовал(а): {cost}.",
        "no_posts": "Не нашёл на странице ни одного заголовка поста — вставьте страницу темы целиком.",
        "ambiguous_action": "Слово «{word}» подходит к нескольким действиям: {options}.",
    },
    "pl": {
        "no_player": "Nie znalazłem wśród żywych graczy „{name}” — wskaż cel ręcznie.",
        "ambiguous": "„{name}” pasuje do kilku graczy: {options} — wybierz ręcznie.",
        "no_target": "Nie rozumiem, na kogo jest akcja „{action}”.",
        "no_action": "Nie rozumiem, jaka to akcja albo głos.",
        "no_vote_target": "Nie rozumiem, na kogo jest głos.",
        "no_color": "Brak koloru głosu (czerwony lub niebieski).",
        "no_room": "Nie rozumiem, o który pokój chodzi.",
        "no_role": "Nie rozumiem, którą rolę kopiuje gracz.",
        "late": "Głos po terminie ({deadline}) — nie liczy się.",
        "superseded": "Zastąpiony późniejszym głosem.",
        "early_locked": "Głosu przedterminowego nie można zmienić — nowy głos się nie liczy.",
        "not_player": "„{name}” nie ma na liście graczy.",
        "chatter_abstain": "„Pas”/„brak linczu” padło w dyskusji, a nie jako głos.",
        "night_action": "Odczytane jako akcja nocna ({action}), a nie głos.",
        "negated_vote": "Słowo głosu z przeczeniem — to nie głos.",
        "unmarked": "Głos nie jest wyróżniony tak, jak wymagają zasady ({need}) — nie liczy się.",
        "edited": "Post z głosem był edytowany — według zasad się nie liczy.",
        "changes_used": "Limit zmian głosu wyczerpany ({limit}) — nie liczy się.",
        "self_vote": "Głos na siebie — według zasad liczy się jak brak głosu.",
        "missed_vote": "{name} nie zagłosował(a): {cost}.",
        "no_posts": "Nie znalazłem na stronie żadnego nagłówka postu — wklej całą stronę tematu.",
        "ambiguous_action": "Słowo „{word}” pasuje do kilku akcji: {options}.",
    },
    "en": {
        "no_player": "No living player matches “{name}” — pick the target by hand.",
        "ambiguous": "“{name}” fits several players: {options} — pick one by hand.",
        "no_target": "Could not tell whom the action “{action}” is aimed at.",
        "no_action": "Could not tell which action or vote this is.",
        "no_vote_target": "Could not tell whom the vote is for.",
        "no_color": "The vote has no colour (red or blue).",
        "no_room": "Could not tell which room is meant.",
        "no_role": "Could not tell which role is copied.",
        "late": "Vote after the deadline ({deadline}) — not counted.",
        "superseded": "Replaced by a later vote.",
        "early_locked": "An early vote cannot be changed — the new vote is not counted.",
        "not_player": "“{name}” is not on the player list.",
        "chatter_abstain": "“No lynch”/abstaining is mentioned in the discussion, not cast as a vote.",
        "night_action": "Read as a night action ({action}), not a vote.",
        "negated_vote": "A vote word with a negation — not a vote.",
        "unmarked": "The vote is not marked as the rules require ({need}) — not counted.",
        "edited": "The post with the vote was edited — the rules do not count it.",
        "changes_used": "No vote changes left ({limit}) — not counted.",
        "self_vote": "A vote for oneself — the rules count it as no vote.",
        "missed_vote": "{name} did not vote: {cost}.",
        "no_posts": "No post headers found on the page — paste the whole thread page.",
        "ambiguous_action": "The word “{word}” fits several actions: {options}.",
    },
}


def say(key: str, lang: str | None = None, **values: object) -> str:
    """The problem sentence `key` in `lang` (Russian when missing), with values filled in."""
    table = MESSAGES.get(lang or "ru", MESSAGES["ru"])
    template = table.get(key) or MESSAGES["ru"][key]
    return template.format(**values)
