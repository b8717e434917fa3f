"""The role-set schema, declared once: the top level, `cycle` (every key, `night_mode`,
`vote_phase`, `action_phases`, `timers` and `last_round_at_alive` included), `reveal`, `notes`,
and the options the engine itself reads (typed). Teams, win kinds, role traits and the
parameters every ability may carry are in `schema_parts.py`; effects in `effects/`.

The checker walks a set against these sections, the reference documents them (docs/rolesets.md is
generated from them), and the editor builds its forms from them.
"""

from __future__ import annotations

from ...i18n import LANGS
from .decl import Param, Section, Words
from .kinds import ANY, BOOL, NAME, ROLE, TEAM, TEXT, Choice, Int, ListOf, MapOf, Names, Number, OneOf, Ref, Struct
from .schema_parts import ABILITY_COMMON, PHASE, ROLE_TRAITS, TEAM_KEYS, VOTE, WIN
from .schema_rooms import DEAL_VARIANT, EVENING, GOAL, POSSESSION, POSTS, PRESENCE, ROOMS, SCORING
from .schema_vote_rules import NONE, PRESET_IDS, VOTE_RULES


def w(en: str, ru: str, pl: str) -> Words:
    return {"en": en, "ru": ru, "pl": pl}


SCENARIO = Struct((
    Param("name", TEXT, w("what the scenario proves", "что проверяет партия", "co sprawdza partia")),
    Param("seed", Int(0), w("the draws' seed", "сид жребия", "ziarno losowania")),
    Param("players", ANY, w("players with roles, as in a game script", "игроки с ролями, как в сценарии игры",
                            "gracze z rolami, jak w skrypcie gry"), required=True),
    Param("phases", ANY, w("phases, as in a game script", "фазы, как в сценарии игры", "fazy, jak w skrypcie gry"),
          required=True),
    Param("expect", Struct((
        Param("dead", ListOf(TEXT), w("who is dead at the end", "кто мёртв в конце", "kto nie żyje na końcu")),
        Param("alive", ListOf(TEXT), w("who is alive at the end", "кто жив в конце", "kto żyje na końcu")),
        Param("winner", TEAM, w("the team that won", "победившая команда", "zwycięska drużyna")),
    )), w("the outcome the host expects", "ожидаемый исход", "oczekiwany wynik"), required=True),
))
CYCLE_PHASE = Choice(words={k: PHASE.words[k] for k in ("day", "night", "council")})


CYCLE = Section("cycle", w("the order of phases and the mechanisms they drive", "порядок фаз и механизмы, которые они включают",
                            "kolejność faz i mechanizmy, które włączają"), (
    Param("start", CYCLE_PHASE, w("the first phase", "первая фаза", "pierwsza faza"), default="night"),
    Param("phases", ListOf(CYCLE_PHASE), w("the order of phases", "порядок фаз", "kolejność faz"), example=["day", "night"]),
    Param("first_day_vote", BOOL, w("a lynch on day 1", "суд линча в первый день", "lincz pierwszego dnia"), default=True),
    Param("vote_resolves_with", Choice(("next_night",), {"next_night": w(
        "a day's lynch is published with the next night", "казнь дня публикуется с итогами следующей ночи",
        "lincz dnia ogłaszany z wynikami następnej nocy")}), w(
        "when the day's vote is published", "когда публикуется голосование дня", "kiedy ogłaszane jest głosowanie dnia")),
    Param("deadlines", MapOf(NAME, TEXT), w("deadlines per phase (informative, shown in posts)",
                                           "сроки по фазам (для постов)", "terminy faz (do postów)"),
          example={"day": "22:00", "night": "22:00"}),
    Param("night_mode", Choice(("rooms",), {"rooms": w(
        "room nights: players pick rooms, the room table decides (SUSPI)", "ночи в комнатах: игроки выбирают комнаты (SUSPI)",
        "noce w pokojach: gracze wybierają pokoje (SUSPI)")}), w(
        "how a night resolves: absent for the usual night; `rooms` turns on rooms, presence kills, possession, goals and timers",
        "как проходит ночь: без ключа — обычная; `rooms` включает комнаты, убийства присутствием, одержимость, цели и таймеры",
        "jak przebiega noc: bez klucza — zwykła; `rooms` włącza pokoje, zabójstwa obecnością, opętanie, cele i zegary")),
    Param("vote_phase", CYCLE_PHASE, w(
        "the phase whose vote removes a player (deprivations and bribes count these phases)",
        "фаза, голосование которой выводит игрока (лишение голоса и подкуп считают эти фазы)",
        "faza, której głosowanie usuwa gracza (odebranie głosu i przekupstwo liczą te fazy)"), default="day"),
    Param("action_phases", ListOf(CYCLE_PHASE), w(
        "phases in which requests are taken (room nights); otherwise each ability's `phase`",
        "фазы, в которые принимаются заявки (ночи в комнатах); иначе `phase` способности",
        "fazy, w których przyjmuje się zgłoszenia (noce w pokojach); inaczej `phase` zdolności"), example=["night", "council"]),
    Param("timers", MapOf(NAME, Int(1)), w("seconds per phase for the table's timers (room nights)",
                                          "секунды на фазу для таймеров стола", "sekundy na fazę dla zegarów stołu"),
          example={"night": 120, "council": 90}),
    Param("last_round_at_alive", Int(1), w(
        "at this many living the round is the last (a win `only_left` with `or_alive_after_last_round`)",
        "при стольких живых раунд последний (победа `only_left` с `or_alive_after_last_round`)",
        "przy tylu żywych runda jest ostatnia (wygrana `only_left` z `or_alive_after_last_round`)"), example=4),
))

REVEAL = Section("reveal", w("when roles of the dead are shown", "когда раскрываются роли погибших", "kiedy ujawnia się role zmarłych"), (
    Param("on_death", Choice(("always", "never", "while_many_alive"), {
        "always": w("always", "всегда", "zawsze"), "never": w("only at the end", "только в конце", "dopiero na końcu"),
        "while_many_alive": w("while more are alive than the count below", "пока живых больше числа ниже",
                              "dopóki żyje więcej niż liczba poniżej")}),
        w("when a dead player's role is shown", "когда показывается роль погибшего", "kiedy pokazuje się rolę zmarłego"),
        default="always"),
    Param("closed_at_alive", OneOf((Int(0), Choice((None,)))), w(
        "at this many living or fewer, roles stay closed (null: never)", "при стольких живых и меньше роли закрыты (null: никогда)",
        "przy tylu żywych lub mniej role są zakryte (null: nigdy)"), example=10),
))

NOTES = Section("notes", w("death notes", "посмертные записки", "listy pośmiertne"), (
    Param("deliver_on", ListOf(NAME), w("death causes that deliver a note", "причины смерти, при которых записка доходит",
                                        "przyczyny śmierci, przy których list dociera"), default=["kill", "execution"]),
))

#: Options the engine itself reads by name: declared with their kind, read through `option()`.
ENGINE_OPTIONS = Section("options", w("rulings' switches the engine reads", "переключатели правил, которые читает движок",
                                      "przełączniki zasad czytane przez silnik"), (
    Param("missed_votes_auto", OneOf((BOOL, NONE)), w(
        "a missed vote counts by itself, else the host enters it (unset: where the rules put a price on it)",
        "пропуск голосования засчитывается сам, иначе его вводит ведущий (не задано: если правила назначают за него цену)",
        "opuszczone głosowanie liczy się samo, inaczej wpisuje je prowadzący (nieustawione: gdy zasady wyznaczają za nie "
        "cenę)"), default=None, example=True),
    Param("totals_only_when_deprived", BOOL, w("with a deprived voter, the result shows only totals",
                                               "если кто-то лишён голоса, в итогах только суммы",
                                               "gdy ktoś stracił głos, wyniki pokazują tylko sumy"), default=True),
    Param("min_day_posts", Int(0), w("fewer day posts void the night's action (H-GEN-5)",
                                     "меньше постов за день — ночное действие не засчитывается",
                                     "mniej postów w dzień — akcja nocna nie liczy się"), default=0),
    Param("host_may_play", BOOL, w("the host may play a seat: the game offers the playing-host switch, which hides the "
                                   "other seats' secrets until the unmasking (S-TAB-3)",
                                   "ведущий может играть: игра предлагает переключатель «я тоже играю», скрывающий "
                                   "чужие секреты до вскрытия",
                                   "prowadzący może grać: gra oferuje przełącznik „też gram”, ukrywający cudze "
                                   "sekrety do odsłonięcia"), default=False, example=True),
    Param("links", ListOf(OneOf((TEXT, Struct((Param("label", TEXT, w("the link's label", "подпись ссылки", "etykieta linku")),
                                                Param("url", TEXT, w("the address", "адрес", "adres"))))))),
          w("remote table links: a URL or {label, url}", "ссылки на удалённый стол (адрес или подпись с адресом)",
            "linki do zdalnego stołu (adres lub etykieta z adresem)"), default=[], example=["https://discord.gg/…"]),
    Param("killers_spread", ListOf(Int(-100)), w("how far the killers' count may differ from the table's",
                                                 "разброс числа убийц", "rozrzut liczby morderców"), default=[0]),
    Param("vote_rules", OneOf((PRESET_IDS, Struct(VOTE_RULES.params))),
          w("the forum's vote rules: a preset of parsing/vote_rules (mirf, gipermafia, mafiascum…) or the host's own "
            "mapping of its keys, read by the inbox and the new-game dialog",
            "правила голосования форума (готовый набор правил или свои ключи)",
            "zasady głosowania forum (gotowy zestaw zasad lub własne klucze)"),
          example="default"),
), open_keys=True)

TOP_LEVEL = Section("", w("the role set's top level", "верхний уровень набора ролей", "najwyższy poziom zestawu ról"), (
    Param("id", NAME, w("the set's id (a file name without .yaml)", "id набора (имя файла без .yaml)",
                        "id zestawu (nazwa pliku bez .yaml)"), required=True, example="werewolf-village"),
    Param("names", Names(), w("the set's name per language", "название набора по языкам", "nazwa zestawu w językach")),
    Param("description", Names(), w("a paragraph per language", "абзац на каждом языке", "akapit w każdym języku")),
    Param("languages", ListOf(Choice(LANGS)), w("languages the texts cover", "языки текстов", "języki tekstów")),
    Param("cycle", Struct(CYCLE.params), CYCLE.doc),
    Param("options", MapOf(NAME, ANY), w("the rulings' switches: name → default", "переключатели правил: имя → значение",
                                         "przełączniki zasad: nazwa → wartość")),
    Param("option_names", MapOf(Ref("option"), Names()), w(
        "what each option is called, per language (the editor and the reference show it; its key stays in the file)",
        "как называется каждая опция на каждом языке (её показывают редактор и справка; ключ остаётся в файле)",
        "jak nazywa się każda opcja w każdym języku (pokazują ją edytor i opis; klucz zostaje w pliku)"),
          example={"tie_rule": {"ru": "Правило ничьей", "pl": "Zasada remisu", "en": "Tie rule"}}),
    Param("reveal", Struct(REVEAL.params), REVEAL.doc),
    Param("teams", MapOf(NAME, Struct(TEAM_KEYS.params)), TEAM_KEYS.doc, required=True),
    Param("win_order", ListOf(TEAM), w("the order wins are checked in", "порядок проверки побед", "kolejność sprawdzania wygranych")),
    Param("min_team_share", MapOf(TEAM, Number(0.0, 1.0)), w("a team's smallest share of the deal",
                                                             "минимальная доля команды в раздаче", "najmniejszy udział drużyny")),
    Param("vote", Struct(VOTE.params), VOTE.doc),
    Param("abilities", MapOf(NAME, Struct(ABILITY_COMMON.params)), ABILITY_COMMON.doc, required=True),
    Param("roles", MapOf(NAME, Struct(ROLE_TRAITS.params)), ROLE_TRAITS.doc, required=True),
    Param("deal", MapOf(Int(1), MapOf(ROLE, Int(0))), w("player count → roles dealt", "число игроков → раздаваемые роли",
                                                        "liczba graczy → rozdane role")),
    Param("deal_fillers", MapOf(TEAM, ROLE), w("team → its plain role", "команда → её простая роль", "drużyna → jej zwykła rola")),
    Param("notes", Struct(NOTES.params), NOTES.doc),
    Param("option_presets", MapOf(Ref("option"), MapOf(OneOf((BOOL, TEXT, Int(-10**9))), MapOf(Ref("option"), ANY))), w("one switch sets other options", "один переключатель задаёт другие",
                                                         "jeden przełącznik ustawia inne")),
    Param("posts", Struct(POSTS.params), w("the set's own post templates", "свои шаблоны постов", "własne szablony postów")),
    Param("rooms", Struct(ROOMS.params), w("room nights: the rooms", "ночи в комнатах: комнаты", "noce w pokojach: pokoje")),
    Param("presence", Struct(PRESENCE.params), w("the room table's kills", "убийства за столом комнат", "zabójstwa przy stole pokoi")),
    Param("possession", Struct(POSSESSION.params), w("ghosts' possession", "одержимость призраками", "opętanie przez duchy")),
    Param("goals", MapOf(NAME, Struct(GOAL.params)), w("personal goals", "личные цели", "cele osobiste")),
    Param("scoring", Struct(SCORING.params), w("points", "очки", "punkty")),
    Param("evening", Struct(EVENING.params), w("games per evening", "игр за вечер", "gier na wieczór")),
    Param("causes", MapOf(NAME, Names()), w("words per language for the set's own causes of death; "
                                            "{nick:gender:he|she|either} follows the victim's gender",
                                            "слова для своих причин смерти; {nick:gender:он|она|любой} — по роду погибшего",
                                            "słowa dla własnych przyczyn śmierci; {nick:gender:on|ona|dowolnie} — według "
                                            "rodzaju zmarłego"),
          example={"potion": {"en": "was poisoned by the witch", "ru": "отравление ведьмы", "pl": "otrucie przez wiedźmę"}}),
    Param("answers", MapOf(NAME, Names()), w("words per language for the set's own check answers",
                                             "слова для своих ответов проверки", "słowa dla własnych odpowiedzi sprawdzenia"),
          example={"innocent": {"en": "innocent", "ru": "невиновен", "pl": "niewinny"}}),
    Param("scenarios", ListOf(SCENARIO), w(
        "the host's own test games, played on every save in the editor (authoring/scenarios.py)",
        "свои проверочные партии ведущего, играются при каждом сохранении в редакторе",
        "własne partie testowe prowadzącego, grane przy każdym zapisie w edytorze")),
    Param("deal_variants", ListOf(DEAL_VARIANT), w("deal rows that replace the table's by options", "строки раздачи по опциям",
                                  "wiersze rozdania wg opcji")),
))

SECTIONS: tuple[Section, ...] = (TOP_LEVEL, CYCLE, REVEAL, NOTES, VOTE, TEAM_KEYS, WIN, ROLE_TRAITS, ABILITY_COMMON, ENGINE_OPTIONS,
                                  ROOMS, PRESENCE, POSSESSION, GOAL, SCORING, EVENING, POSTS)
__all__ = ["SECTIONS", "TOP_LEVEL", "CYCLE", "REVEAL", "NOTES", "VOTE", "TEAM_KEYS", "WIN", "ROLE_TRAITS",
           "ABILITY_COMMON", "ENGINE_OPTIONS", "PHASE"]
