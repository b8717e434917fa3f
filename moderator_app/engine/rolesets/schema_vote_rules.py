"""The keys of a game's forum vote rules, declared once: the role set option `vote_rules` (a preset's
id, or the host's own mapping of these keys) and every shipped preset (`parsing/vote_rules/*.yaml`).

The checker judges the option against this section, the reference documents it, the parser's
`load_rules` refuses a preset or mapping key it does not declare (nothing in a preset is silently
ignored), and `tests/parsing/test_vote_rules_presets.py` checks the presets and the parser's
`VoteRules` against it.
"""

from __future__ import annotations

from pathlib import Path

from .decl import Param, Section
from .kinds import Bool, Choice, Int, OneOf, Struct
from .schema_parts import w

PRESETS_DIR = Path(__file__).resolve().parents[2] / "parsing" / "vote_rules"
"""The shipped presets, one file each: their ids are the names the option accepts."""
PRESET_IDS = Choice(tuple(sorted(p.stem for p in PRESETS_DIR.glob("*.yaml"))))
NONE = Choice((None,))
MARKS = ("any", "bold", "color", "bold_or_color", "tag", "bold_or_tag")
DEADLINES = ("before", "at", "minute")

MISSED_VOTE = Struct((
    Param("votes_against", Int(0), w("votes against the player who missed", "голосов против пропустившего",
                                     "głosów przeciw temu, kto nie zagłosował")),
    Param("repeat", OneOf((Choice(("modkill", "replace")), NONE)),
          w("what a second miss costs", "чем грозит повторный пропуск", "co grozi za drugie pominięcie")),
    Param("points", Int(0), w("penalty points", "штрафные очки", "punkty karne")),
))

HOURS = OneOf((Int(1), NONE))
THEN = ("replace", "modkill")
#: What a forum's rules ask of a player's activity (#28): read from the pages the host pastes
#: (engine.model.activity), shown on the phase board (app.activity), printed in the vote count.
ACTIVITY = Struct((
    Param("min_posts", OneOf((Int(1), NONE)), w("posts a player must make each game day (null: no minimum)",
                                               "сколько постов игрок должен написать за игровой день (null: без минимума)",
                                               "ile postów gracz musi napisać w ciągu dnia gry (null: bez minimum)")),
    Param("prod_after", HOURS, w("hours of silence before the host prods a player (null: no prods)",
                                 "сколько часов молчания до напоминания (prod) от ведущего (null: без напоминаний)",
                                 "ile godzin milczenia przed ponagleniem od prowadzącego (null: bez ponagleń)")),
    Param("answer_within", HOURS, w("hours a prodded player has to post before the rules call for `then` (null: no limit)",
                                    "сколько часов у игрока после напоминания, прежде чем правила требуют `then` (null: без срока)",
                                    "ile godzin ma ponaglony gracz, zanim zasady każą `then` (null: bez limitu)")),
    Param("prods", OneOf((Int(0), NONE)), w("prods a player may get; when one more is due, the rules call for `then` "
                                            "(null: no limit)",
                                            "сколько напоминаний может получить игрок; когда нужно ещё одно, правила "
                                            "требуют `then` (null: без ограничения)",
                                            "ile ponagleń może dostać gracz; gdy należy się kolejne, zasady każą `then` "
                                            "(null: bez limitu)")),
    Param("absent_after", HOURS, w("hours of silence after a missed vote that let the host call for `then` "
                                   "(HyperMafia: a substitute when the player has been gone about a day)",
                                   "сколько часов молчания после пропуска голосования позволяют ведущему `then` "
                                   "(ГиперМафия: замена, если игрока нет около суток)",
                                   "ile godzin milczenia po pominiętym głosowaniu pozwala prowadzącemu na `then` "
                                   "(HyperMafia: zastępca, gdy gracza nie ma około doby)")),
    Param("then", OneOf((Choice(THEN), NONE)), w("what the rules call for: a replacement or a modkill",
                                                 "чего требуют правила: замены или модкилла",
                                                 "czego wymagają zasady: zastępstwa albo modkilla")),
    Param("post_counts", Bool(), w("the vote count lists each player's posts of the day",
                                   "в подсчёте голосов — число постов каждого игрока за день",
                                   "w zestawieniu głosów — liczba postów każdego gracza w danym dniu")),
))

VOTE_RULES = Section("options.vote_rules", w("the forum's vote rules (a preset's keys, or the host's own)",
                                             "правила голосования форума (ключи набора или свои)",
                                             "zasady głosowania forum (klucze zestawu lub własne)"), (
    Param("mark", Choice(MARKS), w("how a vote is set apart from chatter (otherwise it is not counted)",
                                   "как голос отделён от болтовни (иначе он не засчитывается)",
                                   "jak głos odróżnia się od rozmowy (inaczej się nie liczy)"), default="any"),
    Param("changes", OneOf((Int(0), NONE)), w("how many times a day a vote may change (null: no limit)",
                                              "сколько раз за день можно сменить голос (null: без ограничений)",
                                              "ile razy dziennie można zmienić głos (null: bez limitu)"), default=None),
    Param("edited", Choice(("count", "void")), w("an edited vote counts from its edit, or is void",
                                                 "отредактированный голос считается с правки или аннулируется",
                                                 "edytowany głos liczy się od edycji albo jest nieważny"), default="count"),
    Param("deadline", Choice(DEADLINES), w("a vote at hh:mm:00 of the deadline is late (before), counts (at), "
                                           "or the whole minute counts (minute)",
                                           "голос в hh:mm:00 дедлайна опоздал (before), засчитан (at) или засчитана "
                                           "вся минута (minute)",
                                           "głos o hh:mm:00 terminu jest spóźniony (before), liczy się (at) "
                                           "albo liczy się cała minuta (minute)"), default="at"),
    Param("self_vote", Choice(("allowed", "missed")), w("a vote for oneself counts, or counts as no vote",
                                                        "голос в себя считается или равен пропуску",
                                                        "głos na siebie liczy się albo jak brak głosu"),
          default="allowed"),
    Param("missed_vote", OneOf((MISSED_VOTE, NONE)), w("what a player who did not vote pays (words for the host)",
                                                       "чем платит не проголосовавший (слова для ведущего)",
                                                       "ile płaci ten, kto nie zagłosował (słowa dla prowadzącego)"),
          default=None),
    Param("activity", OneOf((ACTIVITY, NONE)), w("what the forum asks of a player's activity: minimum posts, prods, "
                                                 "replacements, post counts in the vote count",
                                                 "что форум требует от активности игрока: минимум постов, напоминания, "
                                                 "замены, посты в подсчёте голосов",
                                                 "czego forum wymaga od aktywności gracza: minimum postów, ponaglenia, "
                                                 "zastępstwa, posty w zestawieniu głosów"),
          default=None),
))

PRESET_ONLY = ("id", "name", "sources")
"""A preset file's words about itself (its id, its name for the host, the rules posts it follows):
not rules, so not part of a role set's own mapping."""
