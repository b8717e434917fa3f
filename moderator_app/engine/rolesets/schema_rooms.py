"""The role-set schema of room nights and scored tables (SUSPI: rooms.py, room_nights.py, presence.py, goals.py,
scoring.py, evening.py, council.py), of team rights (succession.py), post templates, option
presets and deal variants — declared like every other section, so the checker judges them too."""

from __future__ import annotations

from ...i18n import LANGS
from .decl import Param, Section, Words
from .kinds import BOOL, NAME, ROLE, TEXT, Choice, Int, ListOf, MapOf, Names, Number, OneOf, Ref, Struct


def w(en: str, ru: str, pl: str) -> Words:
    return {"en": en, "ru": ru, "pl": pl}


WHOLE = Int(0)
SIGNED = Int(-100)

ROOMS = Section("rooms", w("room nights: the rooms and how many are used", "ночи в комнатах: комнаты и сколько используется",
                           "noce w pokojach: pokoje i ile się używa"), (
    Param("list", ListOf(Struct((Param("id", NAME, w("the room's id", "id комнаты", "id pokoju"), required=True),
                                 Param("names", Names(), w("its name per language", "название", "nazwa"))))),
          w("the rooms in the order they open", "комнаты в порядке открытия", "pokoje w kolejności"), required=True),
    Param("per_players", Number(0.0, 1.0), w("rooms per player", "комнат на игрока", "pokoi na gracza"), example=0.5),
    Param("min", WHOLE, w("at least this many rooms", "минимум комнат", "co najmniej pokoi"), example=3),
    Param("players", Struct((Param("min", WHOLE, w("fewest players", "минимум игроков", "najmniej graczy")),
                             Param("max", WHOLE, w("most players", "максимум игроков", "najwięcej graczy")))),
          w("how many players the house seats", "сколько игроков вмещает дом", "ilu graczy mieści dom")),
))

_WHEN = Choice(words={"killers_not_fewer": w("the killers are not fewer than the others", "убийц не меньше остальных",
                                             "morderców nie mniej niż reszty")})
PRESENCE = Section("presence", w("the room table's kills", "убийства за столом комнат", "zabójstwa przy stole pokoi"), (
    Param("killer_trait", NAME, w("the role trait that kills by presence", "свойство роли, убивающей присутствием",
                                  "cecha roli zabijającej obecnością"), required=True),
    Param("kill_when", _WHEN, w("when the killers kill in a room", "когда убийцы убивают", "kiedy mordercy zabijają")),
    Param("meet_when", _WHEN, w("when the killers meet", "когда убийцы встречаются", "kiedy mordercy się spotykają")),
    Param("cause", NAME, w("the death cause", "причина смерти", "przyczyna śmierci"), default="presence"),
))

POSSESSION = Section("possession", w("ghosts' possession", "одержимость призраками", "opętanie przez duchy"), (
    Param("enabled", BOOL, w("possession is on", "одержимость включена", "opętanie włączone"), default=False),
    Param("flag", NAME, w("the flag a possessed player carries", "флаг одержимого", "flaga opętanego")),
    Param("immune_trait", NAME, w("roles with this trait cannot be possessed", "свойство защиты от одержимости",
                                  "cecha chroniąca przed opętaniem")),
    Param("frees_trait", NAME, w("roles with this trait free the possessed", "свойство освобождающих",
                                 "cecha uwalniających")),
))

_TRACK = Struct((
    Param("kind", Choice(words={
        "alone_in_room": w("alone in a room", "один в комнате", "sam w pokoju"),
        "with_target": w("in a room with the target", "в комнате с целью", "w pokoju z celem"),
        "room_size": w("in a room with so many others", "в комнате со столькими другими", "w pokoju z tyloma innymi"),
        "only_pair_in_room": w("alone with the target", "наедине с целью", "sam na sam z celem"),
        "votes_against": w("so many votes against him", "столько голосов против", "tyle głosów przeciw"),
        "voted_for_trait": w("voted for a role with the trait", "голосовал за роль со свойством", "głosował na rolę z cechą"),
        "abstained_at_council": w("abstained at the council", "воздержался на совете", "wstrzymał się na radzie")}),
        w("what completes the goal", "что выполняет цель", "co spełnia cel"), required=True),
    Param("room", Ref("room"), w("in this room only", "только в этой комнате", "tylko w tym pokoju")),
    Param("nights", Int(1), w("for so many nights", "столько ночей", "tyle nocy")),
    Param("others", WHOLE, w("so many others", "столько других", "tylu innych")),
    Param("others_from_players", MapOf(Int(1), WHOLE), w("others by player count", "других по числу игроков",
                                                        "innych wg liczby graczy")),
    Param("at_least", WHOLE, w("at least this many", "не меньше", "co najmniej")),
    Param("survive", BOOL, w("and survive", "и выжить", "i przeżyć")),
    Param("trait", NAME, w("the role trait", "свойство роли", "cecha roli")),
))
GOAL = Section("goals.<id>", w("a personal goal", "личная цель", "cel osobisty"), (
    Param("names", Names(), w("the goal's name per language", "название цели", "nazwa celu")),
    Param("description", Names(), w("a description per language", "описание", "opis")),
    Param("track", _TRACK, w("how the engine sees it done", "как движок видит выполнение", "jak silnik widzi wykonanie")),
    Param("needs_target", BOOL, w("the goal names another player", "цель называет другого игрока", "cel wskazuje gracza")),
    Param("pair", BOOL, w("two players get it about each other", "парная цель", "cel w parze")),
    Param("min_players", WHOLE, w("dealt from this many players", "раздаётся от стольких игроков", "od tylu graczy")),
    Param("extra_only", BOOL, w("only given by an effect (a bribe)", "только от эффекта (подкуп)", "tylko z efektu (przekupstwo)")),
))

SCORING = Section("scoring", w("points per game", "очки за игру", "punkty za grę"), (
    Param("team_win", SIGNED, w("points for the team's win", "очки за победу команды", "punkty za wygraną drużyny")),
    Param("goal_done", SIGNED, w("points for a goal done", "очки за выполненную цель", "punkty za cel")),
    Param("guessed_right", SIGNED, w("points for a right guess", "очки за угаданную цель", "punkty za trafne zgadnięcie")),
    Param("guessed_penalty", SIGNED, w("points for a wrong guess", "очки за неверную догадку", "punkty za błędne zgadnięcie")),
    Param("team_point", Choice(words={"living": w("only the living members", "только живые", "tylko żywi"),
                                      "all_members": w("every member", "все члены", "wszyscy członkowie")}),
          w("who earns the team's point", "кто получает очко команды", "kto dostaje punkt drużyny")),
    Param("joined_keep_team", BOOL, w("a player who joined another team keeps his first team's point",
                                      "перешедший сохраняет очко прежней команды", "przechodzący zachowuje punkt")),
))

EVENING = Section("evening", w("games per evening", "игр за вечер", "gier na wieczór"), (
    Param("games", ListOf(Struct(tuple(Param(k, WHOLE, w(k, k, k)) for k in ("from", "to", "min", "max")))),
          w("by player count (from, to): the fewest and most games", "по числу игроков: минимум и максимум игр",
            "wg liczby graczy: najmniej i najwięcej gier")),
))

POSTS = Section("posts", w("the set's own post templates", "свои шаблоны постов", "własne szablony postów"), (
    Param("opening", NAME, w("the opening post", "открывающий пост", "post otwierający")),
    Param("phase_result", OneOf((TEXT, MapOf(NAME, TEXT))), w("one template, or phase → template",
                                                              "шаблон, или фаза → шаблон", "szablon, lub faza → szablon")),
    Param("private", MapOf(NAME, TEXT), w("fact kind → template", "вид факта → шаблон", "rodzaj faktu → szablon")),
    Param("standings", NAME, w("the standings post", "пост с таблицей", "post z tabelą")),
))

RIGHTS = Struct((
    Param("abilities", ListOf(Ref("ability")), w("abilities the holder uses for the team", "действия за команду",
                                                 "akcje za drużynę")),
    Param("order", ListOf(ROLE), w("who holds them, in order", "кто держит права, по порядку", "kto ma prawa, po kolei")),
    Param("last_alive_only", ListOf(ROLE), w("roles that take them only as the last alive", "берут права только последними",
                                             "biorą prawa tylko jako ostatni")),
))
REMOVES = Struct((
    Param("base", WHOLE, w("players a council removes", "сколько выводит совет", "ilu usuwa rada")),
    Param("two_from_players", WHOLE, w("two from this many players", "двое от стольких игроков", "dwóch od tylu graczy")),
    Param("two_while_alive", WHOLE, w("while this many live", "пока живых столько", "póki tylu żyje")),
))
NAME_FORMS = MapOf(Choice(LANGS), MapOf(NAME, TEXT))
DEAL_VARIANT = Struct((
    Param("when", MapOf(Ref("option"), OneOf((BOOL, TEXT, Int(-10**9)))), w("the options that pick it", "опции, при которых действует",
                                                                     "opcje, przy których działa"), required=True),
    Param("rows", MapOf(Int(1), MapOf(ROLE, WHOLE)), w("deal rows", "строки раздачи", "wiersze rozdania"), required=True),
))
