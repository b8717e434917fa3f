"""Words the parser knows whatever the role set: self, abstain, cancel, early close, negation.

Role-set words (what triggers each ability, the vote words) come from the role set data; this
module only holds the language's own glue. Each list is per language; all languages are
searched together because players mix them.
"""

from __future__ import annotations

SELF = {
    "ru": ["себя", "себе", "собой", "сам", "сама", "самого себя", "самому себе"],
    "pl": ["siebie", "sobie", "samego siebie", "samą siebie", "sama siebie"],
    "en": ["myself", "me", "self"],
}
# Reflexive particles that mean "myself" right after an action word ("leczę się").
SELF_AFTER_ACTION = {"się", "ся"}

VOTE = {
    "ru": ["голосую", "голосую за", "голосую против", "голос", "голос за", "голос против",
           "мой голос", "меняю голос", "меняю голос на", "переголосовываю", "казнить", "казним", "вешаю",
           "вешаем", "голосую в", "голос в", "линчуем", "линчую", "я за", "я против", "тоже за", "я тоже за",
           "проголосую за"],  # the perfective: «Проголосуем за X» casts, «Проголосуйте за X» tells others
    "pl": ["głosuję", "głosuję na", "głos na", "mój głos", "zmieniam głos na", "zmieniam głos",
           "oddaję głos na", "głosuję przeciw", "linczujemy", "wieszamy",
           # the perfective verb ("zagłosuję na", "Zagłosowałem na"): its second person ("Zagłosujcie na Ewę",
           # "zagłosuj") is then read as telling others how to vote (morph.narrative), not as a bare nick
           "zagłosuję", "zagłosuję na", "ja też na"],  # «Ja też na Rewika» as «я тоже за» (host-findings-4 item 3c)
    "en": ["vote", "i vote", "vote for", "my vote", "change my vote to", "voting"],
}
# A word that casts a vote only where it opens a sentence, capitalised, before the target: «Против Совы.», «Против
# Быстрого Ежа, он главный подозреваемый.», «Так что я мирный. Против Соболя.» (host-findings-4 items 8, 24: the vote
# vanished as chatter). Inside a sentence it is no vote: «ничего не имею против Пети», «Кто против Пети?».
VOTE_OPENING = {"ru": ["против"], "pl": ["przeciw", "przeciwko"]}
# A question word right before an opening vote word asks, casts nothing: «Кто против Соболя?», «Kto przeciw Rewikowi?»
# (a player asking who would vote so; read as a 0.6 vote for Соболь when the post's last sentence lost its «?»).
VOTE_OPENING_ASKED = {"ru": ["кто", "кого", "разве", "неужели", "зачем", "почему"], "pl": ["kto", "czy", "dlaczego", "czemu"]}
# A noun that casts a vote as a label, right before a colon: «Głos: Mirenium», «Голос: Петя», "Lynch: Bob" — in any role
# set, whatever words it declares (host-findings-4 item 3c: «Mirenium, a ty co? Głos: Mirenium» was no vote in a
# set that names only «głosuję»). Without the colon the noun is chatter («na głos», «zabrał głos»).
VOTE_LABEL = {"ru": ["голос", "казнь", "линч"], "pl": ["głos", "lincz"], "en": ["vote", "lynch"]}
CANCEL = {
    "ru": ["отменяю голос", "отменяю свой голос", "снимаю голос", "снимаю свой голос", "отмена голоса",
           "отзываю голос", "снимаю", "анвоут"],
    "pl": ["odwołuję głos", "cofam głos", "wycofuję głos", "anuluję głos", "cofam swój głos", "cofam"],
    "en": ["unvote", "cancel my vote", "withdraw my vote", "cancel vote"],
}
# Abstaining counts for nobody. "Пас" is abstention on Russian forums: a first day where «голосовать "Пас"»
# is allowed (forum.igromania.ru t=145659), "Все голосуют в пас" on a day when the town lynches nobody
# (ne-kurim.ru t=70137); see shared/forum-rules/ru-pl-host-rules.md.
ABSTAIN = {
    "ru": ["воздерживаюсь", "воздержусь", "пропускаю голосование", "ни за кого", "пас", "пасую", "голосую в пас",
           "голос в пас"],
    "pl": ["wstrzymuję się", "wstrzymuje się", "wstrzymuję się od głosu", "nie głosuję", "pas", "pasuję"],
    "en": ["abstain", "i abstain", "no vote", "abstain vote", "pass"],
}
# A vote for "no lynch": a candidate of its own in the count, where the vote rules have it. "ННВ" is
# "никого не вешать": a rules post allows a day with nobody hanged by a vote «ННВ» (mafiaforum.org
# topic 976); "скип": a vote «за скип», once a game (dota2.ru); English "##VOTE: NoLynch"
# (belltreeforums.com t=374011) and mafiascum's "No Lynch" / "No Elimination".
# A night PM that does nothing on purpose: read as an explicit "no action" (skip), never as a target.
# In a night PM (`expect="action"`) the ABSTAIN words ("пас", "pas", "pass") mean the same and are not
# repeated here; "хода нет" / "nie chodzę" mean it anywhere.
NO_ACTION = {
    "ru": ["хода нет", "хода не будет", "без хода", "без действия", "пропускаю ход", "пропуск хода", "ход пропускаю",
           "не хожу", "никуда не хожу", "ничего не делаю", "не делаю ход", "сплю"],
    "pl": ["nie chodzę", "nigdzie nie chodzę", "bez akcji", "brak akcji", "nie mam ruchu", "nie mam akcji", "brak ruchu",
           "pomijam turę", "pomijam ruch",
           "pomijam akcję", "nic nie robię", "śpię", "bez ruchu", "nie wykonuję akcji", "nie wykonuję ruchu"],
    "en": ["no action", "no night action", "skip my action", "skipping my action", "not acting", "nothing tonight",
           "i pass"],
}
NO_LYNCH = {
    "ru": ["ннв", "никого не вешать", "никого не вешаем", "скип", "за скип", "голосую за скип", "голос за ннв",
           "голосую за ннв"],
    "pl": ["brak linczu", "nikogo nie linczujemy", "bez linczu"],
    "en": ["no lynch", "nolynch", "no-lynch", "no elimination", "no execution", "skip", "vote no lynch", "vote nolynch",
           "vote no-lynch", "vote skip", "vote no elimination"],
}
# Joining another player's vote ("Присоединяюсь к Кабану", "dołączam do Oli", "I join Kabal", "same as
# Kabal"): it may mean a vote for that player or a vote like his, so it is never counted unseen — a page lists
# it for the host, a single message reads the named player with a flag and his own vote as the alternative.
JOIN = {
    "ru": ["присоединяюсь к", "присоединяюсь к голосу", "поддерживаю голос"],
    "pl": ["dołączam do", "dołączam się do", "przyłączam się do", "dołączam do głosu"],
    "en": ["i join", "same as", "same vote as", "joining"],
}
# The game's own words for its people. A nick spelled like one of them ("Игрок", "Ведущий", "Gracz", the
# placeholders hosts put in rules) is that word, not the player, when written in lower case inside a text
# ("если игрок не голосует", "ведущий засчитает", "wszystkich graczy"); role names count the same way.
GAME_WORDS = {
    "ru": ["игрок", "ведущий", "ведущая", "житель", "мирный", "горожанин"],
    "pl": ["gracz", "mistrz", "prowadzący", "mieszkaniec", "obywatel"],
    "en": ["player", "host", "moderator", "mod", "townie"],
}
EARLY = {
    "ru": ["досрочно", "досрочный", "досрочка"],
    "pl": ["przedterminowo", "wcześniej"],
    "en": ["early", "early close"],
}
# A number before these forms of "vote" counts votes ("2 голоса против себя", "Два голоса мирных за
# Зловолосова", "8 głosów"): a rule or a tally, never a cast vote.
COUNTED_VOTES = {"голоса", "голосов", "голосам", "голосами", "głosy", "głosów", "głosom", "głosami", "votes"}
# The plural of the vote noun in an oblique case ("до голосов всех участников", "z głosów") names votes, number or
# not; nobody casts one writing it (forum.riverrise.ru's day opening, «голосование … до голосов всех участников» in the
# same shape, above its list of the dead was read as a vote for the first dead).
PLURAL_VOTE_NOUNS = {"голосов", "голосам", "голосами", "голосах", "głosów", "głosom", "głosami", "głosach"}
NUMERALS = {"два", "две", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять", "десять", "оба", "двум", "двух",
            "трем", "трех", "четырем", "четырех", "пяти", "dwóm", "dwoma", "dwóch", "trzem", "trzema", "dwa", "dwie",
            "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć", "dziesięć", "two", "three", "four",
            "five", "six", "seven", "eight", "nine", "ten"}
# A vote verb in the infinitive next to one of these states a rule ("голосовать обязан любой",
# "Gracz nie może anulować głosu"); a bare infinitive ("Казнить Васю") still casts.
MODALS = {"можно", "нельзя", "может", "могут", "можете", "должен", "должна", "должны", "обязан", "обязаны", "разрешено",
          "запрещено", "надо", "нужно", "необходимо", "следует", "może", "można", "musi", "muszą", "należy",
          "wolno", "trzeba", "mogą", "powinien", "powinni",
          # the rules speak to the player in the second person ("Co dzień musisz zagłosować",
          # the shape of gexe.pl's Wilkołak rules)
          "musisz", "musicie", "możesz", "możecie", "powinieneś", "powinnaś", "powinniście"}
RED_WORDS = {"красным", "красный", "красное", "красн", "czerwonym", "czerwony", "czerwono", "red"}
BLUE_WORDS = {"синим", "синий", "синее", "niebieskim", "niebieski", "niebiesko", "blue"}
NOBODY = {"никого", "никому", "ни", "nikogo", "nikomu", "nobody", "noone", "none"}
NEGATION = {"не", "нет", "nie", "not", "don't", "dont", "никого", "nikogo"}
# A vote corrected in the same post: the nick after the last of these is the vote («голосую за Машу… хотя нет,
# Петя», "vote Anna, no wait, Bob", «głosuję na Kasię, nie, jednak Olę»). They are glue, so the nick after one
# still stands in a bare clause («Передумал: Петя»). Matched as trigger phrases are (dictionary forms too).
CORRECTION = {
    "ru": ["ой нет", "ой", "хотя нет", "а нет", "нет стоп", "передумал", "передумала", "поправка", "вернее", "точнее"],
    "pl": ["jednak", "czekaj", "poprawka", "rozmyśliłem się", "rozmyśliłam się", "zmieniłem zdanie", "zmieniłam zdanie"],
    "en": ["no wait", "wait", "actually", "nah", "scratch that", "never mind", "nevermind", "on second thought",
           "i mean", "changed my mind", "correction"],
}
# Prepositions after which a vote names its target ("меняю голос с Пети на Васю").
VOTE_TARGET_PREPS = {"на", "за", "против", "na", "przeciw", "przeciwko", "for", "against", "to", "on"}
# "You" where a vote names its target ("my vote for you is no longer random"): whoever the post speaks to — a name
# before it ("Dana, my vote for you stays") or right after it ("vote for you, Dana"), else the host picks; never the
# author, never a name further on.
YOU = {"ru": {"тебя", "тебе", "вас", "вам"}, "pl": {"ciebie", "cię"}, "en": {"you"}}
# Words never taken for a nick by fuzzy matching (function words and chatter).
STOP = set("""
и а но или в во на к ко у с со за от до по о об про для из под над при без же ли бы что как это
я ты он она мы вы они мне меня мой моя моё мою мои его её их тебя тебе ночью ночь день сегодня
пожалуйста привет спасибо ведущий ведущему хочу буду будет есть был была если то тогда там тут
всем всех всё все ещё уже так да нет ну вот этой этого этот эту
i w we na do z ze od po o u za dla bez przez pod nad jest nie tak to ten ta te mój moja moje
dziś dzisiaj noc nocy proszę cześć dzięki hej chcę będę mam się mi mnie ja ty on ona my wy oni
the a an to of in on at for with and or is are i my me you he she we they please hi thanks tonight
""".split())

# English: a vote word right after one of these is talk about votes, not a vote cast ("your vote on
# him", "to vote Lian", "Should I vote him too?", "why is voting Marv bad"): real posts from
# TeamLiquid's "The Void Mafia" (tl.net forum/mafia/475749), see ../shared/corpus/forum/heldout-en.yaml.
VOTE_TALK_BEFORE = set("""
to my your his her their our its the a an this that these those any every no
should would could will can shall may might must did do does didn't didnt don't dont doesn't doesnt
won't wont can't cant never not why whose who what how if when is was are were be been being
for like about of after before without by
you he she they we both everyone everybody people
i'd i'll we'd we'll you'd you'll he'd he'll she'd she'll they'd they'll wouldn't wouldnt shouldn't shouldnt couldn't couldnt
""".split())  # a vote word after another subject than "I" tells what others do ("You both vote without reasons"); the
# contractions are the words above ("I'd vote Anna too" is "I would", no vote, as "I will vote" is not)
# A vote word right after one of these (on the same line, a few words on) is a rules post's example of how to vote,
# no vote: "(ex. Vote Anna, Vote Nobody)" (the shape of localforums.lusternia.com's rules), "Example: Vote
# Bill" (nintendoworldreport.com), held out in ../shared/corpus/forum/heldout-draw3.yaml; the same in Russian and Polish rules («например:», «np.»).
EXAMPLE_MARKERS = set("""
ex eg e.g example examples for-example i.e
например напр пример примеры образец
np przykład przykładowo przykłady
""".split())
# A post that lists candidates names players without voting: «Кандидаты: Петя, Вася», "Moi kandydaci: …", "Suspects: …"
# (`plans`: the rest of the marker's line names, casts nothing). Dictionary forms for Russian and Polish (any case).
LIST_MARKERS = set("""
кандидат кандидатура вариант подозреваемый подозрение список шортлист
kandydat kandydatka kandydatura opcja podejrzany lista
candidate candidates option options suspect suspects shortlist list
""".split())
# A plan names the day's order of lynches, no vote now: «План: сегодня Вася, завтра Маша», "plan: lynch X tomorrow,
# then Y" — the line of a plan marker that also holds a later-time word. Right after a vote word, such a word puts the
# vote off («пока думаю, голос позже», "vote later"): it tells of a vote to come (triggers._tells_of_votes).
PLAN_MARKERS = set("план plan plans".split())
# A list or plan marker opens its line, or follows one of these («Мои кандидаты: …», "My candidates are …");
# «Другого варианта нет, голосую за Васю» casts.
MARKER_OWNERS = set("мой моя мои наш наша наши my our mój moja moje moi nasz nasza nasze nasi".split())
LATER_WORDS = set("""
завтра послезавтра потом затем следующий позже попозже
jutro pojutrze potem następnie później
tomorrow then later next afterwards
""".split())
# English: after these a vote word is a noun, talked of even in bold ("the lynch today", "a vote"); a subset of the above.
VOTE_NOUN_BEFORE = set("the a an this that these those every".split())
# English: a vote word after one of these names a kind of vote, a noun that is only talked of ("why the self vote?",
# "self voting is never good as town", "scum self votes to confuse"), even in bold; "Vote: self" still casts
# (host-findings-3: such prose was read as a vote for a nick near it).
VOTE_KIND_BEFORE = {"self"}
# English: a vote word before one of these is a noun of a compound ("Vote Count", "Votes until majority"), even in bold.
VOTE_NOUN_AFTER = set("count counts counter counting tally until".split())
# English: a vote word in -ed after one of these is a passive that tells what happened ("Anna has been lynched!",
# a host's vote box, Town of Salem forums), even in bold.
PASSIVE_BEFORE = set("been was were is are be being got gets get".split())
# English: a question that opens with one of these and holds a vote word asks whether to vote, even in bold
# ("[b]Can we lynch BBmolla now?[/b]", mafiascum Game 1338); a tagged vote ("vote: X?") is still cast.
QUESTION_OPENERS = set("""
can could should shall would will why do does did how what who is are am
""".split())
# English: a sentence opened by "Voting X" / "Lynching X" whose verb follows ("… is a good vote", "… makes no sense")
# talks of that vote; a reason word before the verb ("Voting X because he is scum") leaves it cast (mafiascum 1159).
GERUND_VERBS = set("""
is was isn't wasn't makes made seems seemed looks looked sounds would will doesn't didn't does did
""".split())
VOTE_REASONS = set("because cause cuz coz since as for".split())
# English: words after "my vote" that show it is talked of, not cast ("my vote or anything", "my vote was wrong").
AFTER_TALKED_VOTE = set("""
or and was but as in at with if because since until hasn't isn't wasn't doesn't won't count counts here there yet
anyway would could should has had
""".split())
# A condition («если меня убьют — стреляю в Кота», "jeśli mnie zabiją, strzelam", "if I die, I shoot Bob"): what
# follows the marker up to its clause's end asks nothing, and a request in its sentence is conditional (`conditions`).
CONDITIONS = set("""
если ежели коли кабы
jeśli jesli jeżeli jezeli gdyby
if
""".split())
CONDITION_PAIRS = {("в", "случае"), ("w", "razie"), ("in", "case")}
# «то» / "then" closes the condition: «если убьют, то стреляю»
CONDITION_ENDS = set("то тогда to wtedy then".split())
# manners, no condition: «если что», «если можно», "if possible", «jeśli można»
NO_CONDITION_AFTER = set("""
что чего можно получится
można
possible needed necessary
""".split())
