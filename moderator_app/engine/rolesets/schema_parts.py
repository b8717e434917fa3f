"""The role-set schema's parts that repeat per item: the vote, a team and its win, a role's traits,
and the parameters every ability may carry whatever its effect (schema.py assembles the whole)."""

from __future__ import annotations

from dataclasses import replace

from .decl import EffectDecl, Param, Section, Words
from .kinds import BOOL, COUNT, NAME, ROLE, TEAM, TEXT, Choice, Int, ListOf, MapOf, Names, OneOf, Ref, Struct
from .schema_rooms import NAME_FORMS, REMOVES, RIGHTS


def w(en: str, ru: str, pl: str) -> Words:
    return {"en": en, "ru": ru, "pl": pl}


PHASE = Choice(("day", "night", "council", "host", "any", "passive"), {
    "day": w("day", "день", "dzień"), "night": w("night", "ночь", "noc"), "council": w("council", "совет", "rada"),
    "host": w("entered by the host", "вводит ведущий", "wpisuje prowadzący"), "any": w("any phase", "любая фаза", "dowolna faza"),
    "passive": w("never sent: it works by itself (a vest, a lovers' link)", "не отправляется: действует само (бронежилет, связь влюблённых)",
                 "nie wysyła się: działa samo (kamizelka, więź kochanków)")})

NAMES = Param("names", Names(), w("the name per language", "название по языкам", "nazwa w językach"),
              example={"ru": "Провидец", "pl": "Jasnowidz", "en": "Seer"})
DESCRIPTION = Param("description", Names(), w("a description per language", "описание по языкам", "opis w językach"))

VOTE = Section("vote", w("the lynch rules", "правила суда линча", "zasady linczu"), (
    Param("kind", Choice(("lynch", "council", "colored"), {
        "lynch": w("the day's execution", "дневная казнь", "dzienny lincz"),
        "council": w("SUSPI's council", "совет SUSPI", "rada SUSPI"),
        "colored": w("coloured votes (red for, blue against)", "цветные голоса", "kolorowe głosy")}),
        w("what the vote is", "вид голосования", "rodzaj głosowania"), default="lynch"),
    Param("self_vote", BOOL, w("a player may vote for himself", "можно голосовать за себя", "można głosować na siebie"), default=False),
    Param("last_counts", BOOL, w("a voter's last valid vote counts", "засчитывается последний голос", "liczy się ostatni głos"), default=True),
    Param("quorum", Choice(("quarter", "majority", "none"), {
        "quarter": w("the leader needs a quarter of the living", "лидеру нужна четверть живых", "lider potrzebuje ćwierci żywych"),
        "majority": w("the leader needs a majority: more than half of the living at the count",
                      "лидеру нужно большинство: больше половины живых на момент подсчёта",
                      "lider potrzebuje większości: ponad połowy żywych w chwili liczenia"),
        "none": w("no quorum", "без кворума", "bez kworum")}), w("the smallest count that executes", "кворум", "kworum"),
        default="none"),
    Param("ends_at_majority", BOOL, w("the day ends as soon as a candidate has a majority of the living (the hammer); "
                                      "later votes do not count",
                                      "день кончается, как только кандидат набрал большинство живых (хаммер); "
                                      "голоса после этого не считаются",
                                      "dzień kończy się, gdy tylko kandydat ma większość żywych (hammer); "
                                      "późniejsze głosy się nie liczą"), default=False),
    Param("tie", Choice(("second_reached", "no_lynch", "runoff", "random", "host"), {
        "second_reached": w("the one who reached the top count last", "тот, кто последним набрал максимум",
                            "ten, kto ostatni osiągnął maksimum"),
        "no_lynch": w("nobody is executed", "никого не казнят", "nikt nie ginie"),
        "runoff": w("the day's runoff votes decide", "решает переголосование", "decyduje dogrywka"),
        "random": w("the game's seeded draw", "жребий игры", "losowanie gry"),
        "host": w("nobody unless the host decides", "никого, если ведущий не решит", "nikt, chyba że prowadzący zdecyduje")}),
        w("what a tie does", "что делает ничья", "co robi remis"), default="no_lynch"),  # votes.py reads no_lynch
    Param("publish", Choice(words={
        "by_voter": w("who voted for whom, without colours", "кто за кого, без цветов", "kto na kogo, bez kolorów"),
        "by_voter_colors": w("who voted for whom, each vote in its colour", "кто за кого, каждый голос своим цветом",
                             "kto na kogo, każdy głos w swoim kolorze")}),
          w("how the tally is published (unset: colours show where votes have them)",
            "как публикуются голоса (не задано: цвета видны, если голоса цветные)",
            "jak publikuje się głosy (brak: kolory widać, gdy głosy je mają)")),
    Param("missed_limit", OneOf((Int(1), Choice((None,)))), w("missed votes that remove a player (null: never)",
                                                               "пропуски, после которых игрок выбывает (null: никогда)",
                                                               "opuszczenia usuwające gracza (null: nigdy)")),
    Param("missed_penalty", COUNT, w("red votes for a missed vote", "красные голоса за пропуск", "czerwone głosy za opuszczenie")),
    Param("colors", OneOf((Choice((False,)), MapOf(NAME, Int(-100)))), w(
        "false, or the vote colours and what each counts", "false или цвета голосов и их вес", "false lub kolory głosów i ich waga"),
        default=False, example={"red": 1, "blue": -1}),
    Param("default_color", NAME, w("the colour of a vote written without one", "цвет голоса по умолчанию",
                                   "domyślny kolor głosu")),
    Param("words", Names(many=True), w("words the parser reads as a vote", "слова голоса для разбора", "słowa głosu dla parsera")),
    Param("secret", BOOL, w("votes are secret", "тайное голосование", "głosowanie tajne"), default=False),
    Param("abstain", BOOL, w("a voter may abstain", "можно воздержаться", "można się wstrzymać"), default=False),
    Param("confirm", BOOL, w("the council confirms removals", "совет подтверждает", "rada potwierdza"), default=False),
    Param("removes", REMOVES, w("how many the council removes", "сколько выводит совет", "ilu usuwa rada")),
    Param("runoff", BOOL, w("a runoff on a tie", "переголосование при ничьей", "dogrywka przy remisie"), default=False),
    Param("live_counts", BOOL, w("counts are shown live", "счёт виден сразу", "wyniki widoczne na bieżąco"), default=False),
    Param("announce_deprived", BOOL, w("deprivations are announced", "лишения голоса объявляются",
                                       "odebranie głosu jest ogłaszane"), default=False),
    Param("early_close_from_day", Int(1), w("from this day a vote may close early", "с этого дня голосование может закрыться раньше",
                                            "od tego dnia głosowanie może się zamknąć wcześniej")),
    Param("early_close_share", Choice(("majority", "all")), w("who closes the vote early", "кто закрывает досрочно",
                                                              "kto zamyka wcześniej")),
    Param("no_lynch", BOOL, w("players may vote for \"no lynch\"; it wins with at least the leader's count",
                              "можно голосовать «без казни»; побеждает, набрав не меньше лидера",
                              "można głosować „bez linczu”; wygrywa, mając nie mniej niż lider"), default=False),
    Param("color_tags", MapOf(NAME, OneOf((TEXT, Choice((None,))))), w(
        "the BBCode colour each vote colour prints with (null: plain)", "каким BBCode-цветом печатается цвет голоса (null: без цвета)",
        "jakim kolorem BBCode drukuje się kolor głosu (null: bez koloru)"), example={"zwykly": None, "czerwony": "red"}),
))

WIN = Section("win", w("a team's win condition", "условие победы команды", "warunek wygranej drużyny"), (
    Param("kind", Choice(words={
        "eliminate": w("no living enemy", "нет живых врагов", "brak żywych wrogów"),
        "parity": w("not fewer than all others", "не меньше всех остальных", "nie mniej niż reszta"),
        "last_alive": w("the last alive", "последний живой", "ostatni żywy"),
        "only_left": w("only its members alive", "живы только свои", "żyją tylko swoi"),
        "flag_majority": w("players with the flag outnumber the rest", "игроков с флагом больше", "graczy ze znacznikiem więcej"),
        "none": w("never (plays for goals)", "никогда (играет на цели)", "nigdy (gra o cele)"),
        "executed": w("a member is executed (the jester)", "члена казнили (шут)", "członek zostaje stracony (błazen)"),
        "survive": w("a member alive at the end wins beside the winners (the survivor)",
                     "член, живой в конце, побеждает вместе с победителями (выживший)",
                     "członek żywy na końcu wygrywa obok zwycięzców (ocalały)")}),
        w("how the team wins", "как команда побеждает", "jak drużyna wygrywa"), required=True),
    Param("enemies", ListOf(TEAM), w("teams that must be dead", "команды, которые должны погибнуть", "drużyny, które muszą zginąć")),
    Param("enemies_optional", MapOf(TEAM, BOOL), w("enemies that count only when true", "враги, которые учитываются, когда отмечены",
                                                   "wrogowie liczeni, gdy zaznaczeni")),
    Param("with_one_more", BOOL, w("one of the last two is enough", "достаточно быть одним из двух последних",
                                   "wystarczy być jednym z dwóch ostatnich")),
    Param("or_alive_after_last_round", BOOL, w("or any member alive after the last round", "или жив после последнего раунда",
                                               "lub żywy po ostatniej rundzie")),
    Param("flag", NAME, w("the flag counted", "учитываемый флаг", "liczona flaga")),
    Param("not_counting", ListOf(TEAM), w("teams not counted", "команды, которые не считаются", "drużyny nieliczone")),
    Param("ends_game", BOOL, w("the executed member wins alone and the game ends (else a co-winner, the game goes on)",
                               "казнённый побеждает один, и игра кончается (иначе — совместная победа, игра идёт)",
                               "stracony wygrywa sam i gra się kończy (inaczej współzwycięzca, gra trwa)"), default=False),
))

TEAM_KEYS = Section("teams.<id>", w("a team", "команда", "drużyna"), (
    NAMES, DESCRIPTION,
    Param("win", Struct(WIN.params), WIN.doc, required=True, example={"kind": "eliminate", "enemies": ["wolves"]}),
    Param("loner", BOOL, w("a one-player team (its win names the player)", "одиночка", "samotnik"), default=False),
    Param("knows_each_other", BOOL, w("members know each other", "члены знают друг друга", "członkowie znają się"), default=False),
    Param("members", Struct((Param("dead", BOOL, w("the dead count as members", "мёртвые считаются членами", "martwi są członkami")),
                             Param("flag", NAME, w("players with the flag count", "игроки с флагом считаются", "gracze z flagą")))),
          w("who else counts as a member", "кто ещё считается членом", "kto jeszcze jest członkiem")),
    Param("rights", RIGHTS, w("abilities passed down the team in an order", "права, передаваемые по порядку",
                           "prawa przekazywane w kolejności")),
))

TRIGGER = Section("roles.<id>.triggers[]", w("a role change on a death", "смена роли при смерти", "zmiana roli przy śmierci"), (
    Param("on", Choice(("death_of_role",), {"death_of_role": w("a role's death", "смерть роли", "śmierć roli")}), w("what triggers", "что срабатывает", "co wyzwala")),
    Param("role", ROLE, w("whose death", "чья смерть", "czyja śmierć")),
    Param("become", ROLE, w("the new role", "новая роль", "nowa rola")),
    Param("fallback", BOOL, w("the team's first member stands in", "замещает первый член команды", "zastępuje pierwszy członek")),
))
_TRIGGER = Struct(TRIGGER.params)
IMMUNITY = Section("roles.<id>.immune[]", w("an effect that fails on the role", "эффект, который не действует на роль",
                                              "efekt, który nie działa na rolę"), (
    Param("effect", Ref("effect"), w("the effect", "эффект", "efekt")),
    Param("from_team", TEAM, w("from this team only", "только от этой команды", "tylko od tej drużyny"))))
_IMMUNITY = Struct(IMMUNITY.params)

ROLE_TRAITS = Section("roles.<id>", w("a role and its traits", "роль и её свойства", "rola i jej cechy"), (
    Param("team", TEAM, w("the role's team", "команда роли", "drużyna roli"), required=True, example="town"),
    NAMES, DESCRIPTION,
    Param("description_if_dealt", MapOf(ROLE, Names()), w(
        "sentences added to the description only when that role is dealt (text about another role)",
        "фразы, которые добавляются к описанию, только если эта роль есть в раздаче (текст о другой роли)",
        "zdania dopisywane do opisu tylko, gdy ta rola jest w rozdaniu (tekst o innej roli)"),
          example={"foundling": {"ru": "Его смерть превращает Подкидыша в мафиози."}}),
    Param("abilities", ListOf(Ref("ability")), w("action ids from `abilities:`", "действия из `abilities:`", "akcje z `abilities:`"),
          example=["check"]),
    Param("knows_roles", ListOf(ROLE), w("told at the start who holds these roles", "знает, у кого эти роли",
                                         "wie, kto ma te role")),
    Param("card_role", ROLE, w("the role the player is told he has", "роль на карточке", "rola na karcie")),
    Param("triggers", ListOf(_TRIGGER), w("role changes on a death", "смена роли при смерти", "zmiana roli przy śmierci")),
    Param("immune", ListOf(_IMMUNITY), w("effects that fail on the role", "эффекты, которые на роль не действуют",
                                         "efekty, które nie działają na rolę")),
    Param("appears_as", TEAM, w("checks see this team", "проверки видят эту команду", "sprawdzenia widzą tę drużynę")),
    Param("unhealable", BOOL, w("cannot be healed", "нельзя вылечить", "nie da się uleczyć")),
    Param("unexecutable", BOOL, w("cannot be executed", "нельзя казнить", "nie można stracić")),
    Param("always_revealed", BOOL, w("role shown at death whatever the count", "роль всегда раскрывается при смерти",
                                     "rola zawsze ujawniana przy śmierci")),
    Param("fighting", BOOL, w("a fighting role (can be hired)", "боевая роль (можно нанять)", "rola bojowa")),
    Param("fighting_when_copying", BOOL, w("fighting while copying a fighting role", "боевая, когда копирует боевую",
                                           "bojowa, gdy kopiuje bojową")),
    Param("killer_shield", BOOL, w("whoever kills it is shielded from the next execution", "убийца получает отмазку",
                                   "zabójca chroniony przed egzekucją")),
    Param("lose_with_rights", ListOf(Ref("ability")), w("abilities lost when taking the team's rights",
                                                        "действия, теряемые с правами команды", "akcje tracone z prawami")),
    Param("vote_multiplier", MapOf(NAME, Int(0)), w("a vote colour's weight for this role", "вес цвета голоса", "waga koloru głosu")),
    Param("gender", Choice(("m", "f")), w("grammatical gender of the role's name", "род названия роли", "rodzaj nazwy roli")),
    Param("name_forms", NAME_FORMS, w("declined forms of the name", "падежные формы названия", "odmienione formy nazwy")),
    Param("kills_by_presence", BOOL, w("kills by presence in a room", "убивает присутствием", "zabija obecnością")),
    Param("not_possessable", BOOL, w("ghosts cannot possess", "призраки не захватывают", "duchy nie opętają")),
    Param("frees_possessed", BOOL, w("frees the possessed in the room", "освобождает одержимых", "uwalnia opętanych")),
    Param("no_goal", BOOL, w("gets no personal goal", "без личной цели", "bez celu osobistego")),
    Param("unblockable", BOOL, w("blocks do nothing to it", "блокировки на неё не действуют", "blokady na nią nie działają"),
          default=False),
    Param("one_action_per_night", OneOf((BOOL, ListOf(Ref("ability")))), w(
        "true: one of its abilities a night; a list: one of those (else each ability may be used the same night)",
        "одна способность за ночь (или одна из перечисленных); иначе каждая способность в ту же ночь",
        "jedna zdolność na noc (lub jedna z wymienionych); inaczej każda zdolność tej samej nocy"),
          default=False, example=["heal", "inject"]),
    Param("vote_weight", Int(0), w("the vote counts this many times, shown in the tally (a mayor)",
                                   "голос считается столько раз, это видно в подсчёте (мэр)",
                                   "głos liczy się tyle razy, widać to w zliczeniu (burmistrz)"), default=1, example=2),
    Param("told_victim_of", ListOf(Ref("ability")), w(
        "told the target of these abilities' requests during the night, before deciding (a witch)",
        "ночью узнаёт цель этих способностей до своего решения (ведьма)",
        "w nocy poznaje cel tych zdolności przed decyzją (wiedźma)"), example=["devour"]),
))

ABILITY_COMMON = Section("abilities.<id>", w("an ability: an effect with parameters", "способность: эффект с параметрами",
                                             "zdolność: efekt z parametrami"), (
    Param("effect", Ref("effect"), w("the effect of the library", "эффект библиотеки", "efekt biblioteki"), required=True,
          example="check"),
    Param("priority", Int(0), w("resolution order (lower first)", "порядок (меньше — раньше)", "kolejność (mniej — wcześniej)")),
    Param("id", NAME, w("the action id in scripts (default: the key)", "id действия в сценариях", "id akcji w skryptach")),
    NAMES, DESCRIPTION,
    Param("words", Names(many=True), w("words the PM parser recognises", "слова, по которым узнаётся заявка",
                                       "słowa rozpoznawane w PW"), example={"ru": ["проверяю"], "pl": ["sprawdzam"]}),
    Param("charges", COUNT, w("uses per game (unset: the effect's own default, else unlimited)",
                              "использований за игру (не задано: как у эффекта, иначе без ограничения)",
                              "użyć na grę (brak: jak w efekcie, inaczej bez limitu)")),
    Param("targets", COUNT, w("how many targets a request names", "сколько целей", "ile celów"), default=1),
    Param("min_targets", COUNT, w("at least this many targets", "минимум целей", "co najmniej celów")),
    Param("targets_at_alive", MapOf(Int(1), COUNT), w("fewer targets when few are alive (living at most → targets)",
                                                      "меньше целей, когда живых мало (живых не больше → целей)",
                                                      "mniej celów, gdy żywych jest mało (żywych najwyżej → celów)"), example={3: 1}),
    Param("no_self", BOOL, w("may not target himself", "нельзя на себя", "nie na siebie"), default=False),
    Param("no_repeat_target", BOOL, w("not the same target two nights running", "не одну цель две ночи подряд",
                                      "nie ten sam cel dwie noce z rzędu"), default=False),
    Param("repeat_ok_at_alive", Int(0), w("the repeat rule lifts at this many living", "повтор разрешён при стольких живых",
                                          "powtórka dozwolona przy tylu żywych")),
    Param("phase", OneOf((PHASE, ListOf(PHASE))), w("when it is sent", "когда отправляется", "kiedy się wysyła"), default="night"),
    Param("when_actor_killed", Choice(("act", "void", "self_only"), {
        "act": w("still acts", "всё равно действует", "nadal działa"), "void": w("is void", "не срабатывает", "nie działa"),
        "self_only": w("acts only on himself", "действует только на себя", "działa tylko na siebie")}),
        w("if the actor is killed earlier that night", "если действующего убили раньше этой ночью",
          "jeśli działający zginął wcześniej tej nocy"), default="act"),
    Param("share_with_roles", ListOf(ROLE), w("roles that receive the same answer", "роли, получающие тот же ответ",
                                              "role dostające tę samą odpowiedź")),
    Param("weaker", BOOL, w("loses every conflict with the original", "проигрывает оригиналу", "przegrywa z oryginałem")),
    Param("cause", NAME, w("the death cause it names", "причина смерти", "przyczyna śmierci")),
    Param("cause_role", ROLE, w("the role a death is attributed to", "роль, которой приписывается смерть", "rola przypisana śmierci")),
    Param("target", Choice(("room",), {"room": w("a room", "комната", "pokój")}), w("a room instead of a player", "комната вместо игрока", "pokój zamiast gracza")),
    Param("actor", Choice(("dead",), {"dead": w("the dead", "мёртвые", "martwi")}), w("only the dead send it (ghosts)", "отправляют только мёртвые", "wysyłają tylko martwi")),
    Param("enabled", BOOL, w("switched on", "включено", "włączone"), default=True),
    Param("not_before", TEXT, w("accepted from this time of day", "принимается с этого времени", "przyjmowane od tej godziny"),
          example="12:00"),
    Param("optional", BOOL, w("the role may skip it", "можно не отправлять", "można pominąć"), default=False),
    Param("also", ListOf(Ref("ability")), w(
        "also acts as these abilities, on its targets (one request, several effects: a jail)",
        "действует также как эти способности, на те же цели (одна заявка — несколько эффектов: тюрьма)",
        "działa też jak te zdolności, na te same cele (jedno zgłoszenie — kilka efektów: areszt)"),
          example=["jail_block"]),
))


#: Keys of an ability that are not parameters: what it is, its order and its script id.
NOT_PARAMS = frozenset({"effect", "priority", "id"})


def ability_params(effect: EffectDecl) -> dict[str, Param]:
    """The one declaration of each parameter an ability of `effect` may carry: the common keys (with the
    effect's own defaults, `EffectDecl.defaults`), then its own. The engine (`Ability.get`), the checker,
    the editor and the reference all read a key's default here, so they cannot disagree."""
    known = _MERGED.get(id(effect))
    if known is not None and known[0] is effect:
        return known[1]
    common = {p.name: p for p in ABILITY_COMMON.params if p.name not in NOT_PARAMS}
    strange = set(effect.defaults) - set(common)
    if strange:
        raise TypeError(f"effect {effect.name!r} gives defaults to keys that are not common: {sorted(strange)}")
    params = {name: replace(p, default=effect.defaults[name]) if name in effect.defaults else p for name, p in common.items()}
    twice = set(params) & effect.param_names
    if twice:
        raise TypeError(f"effect {effect.name!r} declares common keys again: {sorted(twice)} (give `defaults` instead)")
    merged = params | effect.keys()
    _MERGED[id(effect)] = (effect, merged)
    return merged


#: Each effect's merged declarations, built once (an EffectDecl holds mappings, so it is not hashable).
_MERGED: dict[int, tuple[EffectDecl, dict[str, Param]]] = {}
