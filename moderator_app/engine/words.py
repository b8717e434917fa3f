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
    },
    "pl": {
        "kill": "zabity(-a)", "hunt": "padł(a) ofiarą polowania", "hunt_failed": "zginął(-ęła) na polowaniu",
        "poison": "zmarł(a) od trucizny", "injection": "zmarł(a) od śmiertelnego zastrzyku",
        "pistol": "zastrzelony(-a) z pistoletu komisarza", "revenge": "odszedł(-szła) za mścicielem",
        "modkill": "odpada decyzją prowadzącego", "missing": "zaginął(-ęła)",
        "presence": "nie wrócił(a) z pokoju", "shot": "zastrzelony(-a)", "execution": "stracony(-a)",
    },
    "en": {
        "kill": "was killed", "hunt": "fell to a hunt", "hunt_failed": "died hunting",
        "poison": "died of poison", "injection": "died of a lethal injection",
        "pistol": "was shot with the commissar's pistol", "revenge": "followed the avenger",
        "modkill": "is removed by the host", "missing": "went missing",
        "presence": "did not come back from the room", "shot": "was shot", "execution": "was executed",
    },
}

NO_EXECUTION = {
    "ru": {"below_quorum": "никто не набрал четверти голосов", "tie": "ничья", "no_votes": "голосов нет",
           "died_that_night": "лидер голосования погиб этой ночью", "host": "решение ведущего",
           "shielded": "приговорённый был защищён", "not_positive": "ни у кого нет перевеса голосов против"},
    "pl": {"below_quorum": "nikt nie zebrał ćwierci głosów", "tie": "remis", "no_votes": "brak głosów",
           "died_that_night": "lider głosowania zginął tej nocy", "host": "decyzja prowadzącego",
           "shielded": "skazany był chroniony", "not_positive": "nikt nie ma przewagi głosów przeciw"},
    "en": {"below_quorum": "nobody reached a quarter of the votes", "tie": "a tie", "no_votes": "no votes",
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


def _lookup(table: dict[str, dict], lang: str, code: object) -> str:
    words = table.get(lang) or table["ru"]
    return str(words.get(code, code)) if code is not None else ""


def phase_title(kind: str, number: int, lang: str) -> str:
    return f"{_lookup(PHASES, lang, kind)} {number}"


def cause_text(cause: str, lang: str) -> str:
    """`kill:mafioso` -> "убит(а)": the killer's role never reaches a public post."""
    return _lookup(CAUSES, lang, cause.split(":", 1)[0])


def no_execution_text(reason: str | None, lang: str) -> str:
    return _lookup(NO_EXECUTION, lang, reason) if reason else ""


def answer_text(answer: object, lang: str) -> str:
    return _lookup(ANSWERS, lang, answer)


def refusal_text(reason: str | None, lang: str) -> str:
    return _lookup(REFUSALS, lang, reason) if reason else ""
