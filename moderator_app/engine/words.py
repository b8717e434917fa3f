"""The words posts and explanations share in every language: phase titles, causes of death, reasons, answers.

Templates get these already translated (the views fill `*_text` fields), so the three languages'
templates stay short and a host editing one template does not have to copy a dictionary. A code
without a word here prints as the code itself: a new engine cause shows up, never crashes a post.
"""

from __future__ import annotations

PHASES = {
    "ru": {"night": "Ночь", "day": "День", "council": "Совет", "unmask": "Разоблачение"},
    "pl": {"night": "Noc", "day": "Dzień", "council": "Narada", "unmask": "Demaskowanie"},
    "en": {"night": "Night", "day": "Day", "council": "Council", "unmask": "Unmasking"},
}

CAUSES = {
    "ru": {
        "kill": "убит(а)", "hunt": "пал(а) жертвой охоты", "hunt_failed": "погиб(ла) на охоте",
        "poison": "умер(ла) от яда", "injection": "умер(ла) от смертельного укола",
        "pistol": "застрелен(а) из пистолета комиссара", "revenge": "ушёл(ла) вслед за мстителем",
        "modkill": "выбывает по решению ведущего", "missing": "пропал(а) без вести",
        "presence": "не вернулся(ась) из комнаты", "shot": "застрелен(а)", "execution": "казнён(а)",
        "guard": "убит(а) телохранителем",
    },
    "pl": {
        "kill": "zabity(-a)", "hunt": "padł(a) ofiarą polowania", "hunt_failed": "zginął(-ęła) na polowaniu",
        "poison": "zmarł(a) od trucizny", "injection": "zmarł(a) od śmiertelnego zastrzyku",
        "pistol": "zastrzelony(-a) z pistoletu komisarza", "revenge": "odszedł(-szła) za mścicielem",
        "modkill": "odpada decyzją prowadzącego", "missing": "zaginął(-ęła)",
        "presence": "nie wrócił(a) z pokoju", "shot": "zastrzelony(-a)", "execution": "stracony(-a)",
        "guard": "zabity(-a) przez ochroniarza",
    },
    "en": {
        "kill": "was killed", "hunt": "fell to a hunt", "hunt_failed": "died hunting",
        "poison": "died of poison", "injection": "died of a lethal injection",
        "pistol": "was shot with the commissar's pistol", "revenge": "followed the avenger",
        "modkill": "is removed by the host", "missing": "went missing",
        "presence": "did not come back from the room", "shot": "was shot", "execution": "was executed",
        "guard": "was killed by a bodyguard",
    },
}

NO_EXECUTION = {
    "ru": {"no_lynch": "большинство голосует «без казни»",
           "below_quorum": "никто не набрал четверти голосов", "tie": "ничья", "no_votes": "голосов нет",
           "died_that_night": "лидер голосования погиб этой ночью", "host": "решение ведущего",
           "shielded": "приговорённый был защищён", "not_positive": "ни у кого нет перевеса голосов против"},
    "pl": {"no_lynch": "większość głosuje „bez linczu”",
           "below_quorum": "nikt nie zebrał ćwierci głosów", "tie": "remis", "no_votes": "brak głosów",
           "died_that_night": "lider głosowania zginął tej nocy", "host": "decyzja prowadzącego",
           "shielded": "skazany był chroniony", "not_positive": "nikt nie ma przewagi głosów przeciw"},
    "en": {"no_lynch": "most votes are for no lynch",
           "below_quorum": "nobody reached a quarter of the votes", "tie": "a tie", "no_votes": "no votes",
           "died_that_night": "the leader died that night", "host": "the host's decision",
           "shielded": "the condemned was shielded", "not_positive": "nobody has more votes against than for"},
}

ANSWERS = {
    "ru": {"mafia": "мафия", "not_mafia": "не мафия", "hollow": "Пустота", "not_hollow": "не Пустота",
           "yes": "да", "no": "нет", True: "да", False: "нет"},
    "pl": {"mafia": "mafia", "not_mafia": "nie mafia", "hollow": "Pustak", "not_hollow": "nie Pustak",
           "yes": "tak", "no": "nie", True: "tak", False: "nie"},
    "en": {"mafia": "mafia", "not_mafia": "not mafia", "hollow": "a Hollow", "not_hollow": "not a Hollow",
           "yes": "yes", "no": "no", True: "yes", False: "no"},
}

REFUSALS = {
    "ru": {"dead actor": "игрок мёртв", "not this role's ability": "не способность этой роли",
           "inactive": "неактивен", "already used (once per game)": "уже использовано (раз за игру)",
           "no charges left": "заряды кончились", "no target": "нет цели",
           "cannot target himself": "нельзя на себя", "same target two nights in a row": "та же цель две ночи подряд",
           "not understood": "не понято"},
    "pl": {"dead actor": "gracz nie żyje", "not this role's ability": "nie ta rola",
           "inactive": "nieaktywny", "already used (once per game)": "już użyte (raz na grę)",
           "no charges left": "brak ładunków", "no target": "brak celu",
           "cannot target himself": "nie na siebie", "same target two nights in a row": "ten sam cel dwie noce z rzędu",
           "not understood": "niezrozumiałe"},
    "en": {},
}


#: How a vote for "no lynch" reads in a public tally.
NO_LYNCH_VOTE = {"ru": "без казни", "pl": "bez linczu", "en": "no lynch"}

#: Colour names BBCode forums draw as they are; any other colour id prints without a tag unless
#: the role set gives it one (`vote: color_tags: {zwykly: gray}`).
BBCODE_COLORS = {"red", "blue", "green", "black", "white", "yellow", "orange", "purple", "gray", "grey",
                 "brown", "pink", "navy", "maroon", "teal", "olive", "silver", "darkred", "darkblue", "darkgreen"}


def _lookup(table: dict[str, dict], lang: str, code: object) -> str:
    words = table.get(lang) or table["ru"]
    return str(words.get(code, code)) if code is not None else ""


def phase_title(kind: str, number: int, lang: str) -> str:
    return f"{_lookup(PHASES, lang, kind)} {number}"


def declared_word(rs: object, section: str, code: object, lang: str) -> str | None:
    """A word the role set declares for one of its own codes: `causes: {potion: {ru: …, pl: …,
    en: …}}` (how a death reads in a post), `answers: {innocent: {…}}` (a check's answer)."""
    table = (getattr(rs, "raw", None) or {}).get(section) or {}
    entry = table.get(code) if isinstance(table, dict) and isinstance(code, (str, bool)) else None
    if isinstance(entry, dict):
        word = entry.get(lang) or entry.get("en") or next(iter(entry.values()), None)
        return str(word) if word is not None else None
    return str(entry) if isinstance(entry, str) else None


def cause_text(cause: str, lang: str, rs: object = None) -> str:
    """`kill:mafioso` -> "убит(а)": the killer's role never reaches a public post. A cause the
    role set declares under `causes:` reads with its own words."""
    head = cause.split(":", 1)[0]
    return declared_word(rs, "causes", head, lang) or _lookup(CAUSES, lang, head)


def no_execution_text(reason: str | None, lang: str) -> str:
    return _lookup(NO_EXECUTION, lang, reason) if reason else ""


def answer_text(answer: object, lang: str, rs: object = None) -> str:
    return declared_word(rs, "answers", answer, lang) or _lookup(ANSWERS, lang, answer)


def refusal_text(reason: str | None, lang: str) -> str:
    return _lookup(REFUSALS, lang, reason) if reason else ""
