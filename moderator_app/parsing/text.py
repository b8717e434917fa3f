"""Text preparation for the inbox parser: BBCode and HTML markup, quotes, colours, word tokens.

A message is turned into plain text plus a list of `Token`s; each token remembers whether it
was written inside a colour tag (classified as red or blue) or in bold, so votes can be read
from `[color=red]Nick[/color]`, `[b]Nick[/b]` and the like.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

QUOTE_RE = re.compile(r"\[quote(?:=[^\]]*)?\](?:(?!\[quote).)*?\[/quote\]", re.S | re.I)
# A quote that names its author ([quote=Кабан], [quote="Кабан"], [quote="Кабан;123"], [quote=Кабан post_id=…]).
QUOTE_AUTHOR_RE = re.compile(r"\[quote=[\"']?(?P<author>[^\]\"';]+?)[\"']?(?:;[^\]]*|\s+\w+=[^\]]*)?\]"
                             r"(?P<body>(?:(?!\[quote).)*?)\[/quote\]", re.S | re.I)
HTML_QUOTE_RE = re.compile(r"<blockquote\b.*?</blockquote>", re.S | re.I)
# A mail-style quoted line ("> Проверяю Тихого Лося"): someone else's words, as a forum's own quote is (host
# findings 2 item 2b: a doctor quoting the commissar's misdirected PM). Only at a line's start ("A > B" compares).
LINE_QUOTE_RE = re.compile(r"^[ \t]*>[^\n]*", re.M)
MARKUP_RE = re.compile(
    r"\[(?P<bclose>/?)(?P<btag>[a-z*]+)(?:=(?P<bval>[^\]]*))?\]"
    r"|<(?P<hclose>/?)(?P<htag>[a-z]+)(?P<hattrs>[^>]*)>",
    re.I,
)
CLAUSE_BREAK = re.compile(r"[,.!?;\n]")
TOKEN_RE = re.compile(r"\w+(?:['’`\-]\w+)*")
_STYLE_COLOR_RE = re.compile(r"color\s*[:=]\s*[\"']?\s*([#\w(),. ]+)", re.I)
_NAMED = {
    "red": "red", "darkred": "red", "crimson": "red", "firebrick": "red", "maroon": "red",
    "tomato": "red", "orangered": "red", "indianred": "red", "brown": "red",
    "blue": "blue", "navy": "blue", "darkblue": "blue", "mediumblue": "blue", "royalblue": "blue",
    "dodgerblue": "blue", "steelblue": "blue", "cornflowerblue": "blue", "deepskyblue": "blue",
    "slateblue": "blue", "midnightblue": "blue", "lightblue": "blue", "skyblue": "blue",
}


@dataclass
class Token:
    """One word of a message, with where it stands and how it was written."""

    text: str
    """The word as written."""
    low: str
    """Lower case with ё folded to е: the form every comparison uses."""
    start: int
    """Offset of the word in the plain text."""
    color: str | None = None
    """"red" or "blue" when the word sat inside a colour tag of that hue."""
    bold: bool = False
    """True when the word sat inside [b]…[/b] (or <b>, <strong>)."""
    clause: int = 0
    """Number of the clause (split at , . ! ? ; and line breaks) the word stands in."""
    quoted: bool = False
    """True for a word alone in quotation marks ("воздерживаюсь", «пас»): named, not said."""
    raw: int = 0
    """Offset of the word in the text as given (markup included), to cut a post into its votes."""
    tinted: bool = False
    """True when the word sat inside a colour tag of any hue: dota2.ru's votes are «помечается зелёным»,
    and a forum rule "a vote in colour" counts green as much as red (`color` names only red or blue)."""


def fold(word: str) -> str:
    """The comparison form of a word: lower case, ё as е, curly apostrophes straightened."""
    return word.lower().replace("ё", "е").replace("’", "'").replace("`", "'")


_UNACCENT = str.maketrans("ąćęłńóśźżéáíúý", "acelnoszzeaiuy")


def unaccent(word: str) -> str:
    """The word without Polish (and a few other) diacritics: how people type without them."""
    return word.translate(_UNACCENT)


_TRANSLIT = [("sz", "ш"), ("cz", "ч"), ("ch", "х"), ("rz", "ж"), ("ia", "я"), ("ie", "е"), ("iu", "ю"),
             ("io", "ё"), ("ja", "я"), ("je", "е"), ("ju", "ю"), ("ś", "сь"), ("ć", "ць"), ("ń", "нь"),
             ("ź", "зь"), ("ż", "ж"), ("ł", "л"), ("ó", "о"), ("ą", "он"), ("ę", "ен"), ("w", "в"),
             ("y", "ы"), ("j", "й"), ("c", "ц"), ("a", "а"), ("b", "б"), ("d", "д"), ("e", "е"), ("f", "ф"),
             ("g", "г"), ("h", "х"), ("i", "и"), ("k", "к"), ("l", "л"), ("m", "м"), ("n", "н"), ("o", "о"),
             ("p", "п"), ("r", "р"), ("s", "с"), ("t", "т"), ("u", "у"), ("v", "в"), ("z", "з"), ("x", "кс")]


# Russian written in Latin letters by a player without a Cyrillic keyboard ("lechu Vasyu").
_RU_TRANSLIT = [("shch", "щ"), ("sch", "щ"), ("zh", "ж"), ("kh", "х"), ("ts", "ц"), ("ch", "ч"), ("sh", "ш"),
                ("yu", "ю"), ("ya", "я"), ("yo", "е"), ("ye", "е"), ("iu", "ю"), ("ia", "я"), ("'", "ь"),
                ("y", "ы"), ("j", "й"), ("c", "к"), ("h", "х"), ("w", "в"), ("x", "кс"), ("q", "к"),
                *[(lat, cyr) for lat, cyr in _TRANSLIT if len(lat) == 1 and lat.isascii()]]
# An English nick as Russian players say it (the practical transcription of English names: Jack -> Джек,
# Daniels -> Дениелс, Smith -> Смит, Phil -> Фил): a further spelling of a Latin nick.
EN_TRANSLIT = [("tch", "ч"), ("ck", "к"), ("ph", "ф"), ("th", "т"), ("sh", "ш"), ("ch", "ч"), ("ee", "и"),
               ("ea", "и"), ("oo", "у"), ("qu", "кв"), ("j", "дж"), ("w", "у"), ("y", "и"), ("c", "к"), ("a", "е"),
               *[(lat, cyr) for lat, cyr in _TRANSLIT if len(lat) == 1 and lat.isascii()]]
#: a line that is only a rule; `[ \t\r]*`, not `\s*`, around it: `\s*` crossed every following blank line from
#: each newline, quadratic on a PM of blank lines (#26 item 3)
SIGNATURE_RULE = re.compile(r"\n[ \t\r]*(?:-{2,}|_{2,}|—+|={2,})[ \t\r]*\n")
SIGNATURE_MAX = (6, 400)  # lines, characters: a signature is a few short lines; a longer tail is the post going on


def strip_signature(text: str) -> str:
    """The message without a signature under a "--" / "____" / "—" line. A post's signature comes once, at its
    end, and is short: a post with several such lines uses them to part its sections ("---" between answers to
    quoted players, mafiascum), and a long tail under the one line is the post going on — both stay whole."""
    rules = list(SIGNATURE_RULE.finditer(text))
    if len(rules) != 1:
        return text
    tail = text[rules[0].end():]
    lines, chars = SIGNATURE_MAX
    if len([line for line in tail.splitlines() if line.strip()]) > lines or len(tail.strip()) > chars:
        return text
    return text[: rules[0].start()]


def from_translit(word: str) -> str:
    """A Russian word typed in Latin letters, back in Cyrillic: "proveryayu" -> "проверяю"."""
    return to_cyrillic(word, _RU_TRANSLIT)


def to_cyrillic(word: str, table: list[tuple[str, str]] | None = None) -> str:
    """A Latin (Polish-spelled) word as Russian players would write it: "kasia" -> "кася"."""
    out, i = [], 0
    while i < len(word):
        for latin, cyr in table or _TRANSLIT:
            if word.startswith(latin, i):
                out.append(cyr)
                i += len(latin)
                break
        else:
            out.append(word[i])
            i += 1
    return "".join(out).replace("ё", "е")


def classify_color(value: str) -> str | None:
    """Red or blue for a BBCode/CSS colour value (a name, #rgb, #rrggbb or rgb(r,g,b)), else None."""
    value = value.strip().strip("\"'").lower().replace(" ", "")
    if value in _NAMED:
        return _NAMED[value]
    rgb: tuple[int, ...] | None = None
    if m := re.fullmatch(r"#?([0-9a-f]{6})", value):
        rgb = tuple(int(m.group(1)[i : i + 2], 16) for i in (0, 2, 4))
    elif m := re.fullmatch(r"#?([0-9a-f]{3})", value):
        rgb = tuple(int(c * 2, 16) for c in m.group(1))
    elif m := re.fullmatch(r"rgba?\((\d+),(\d+),(\d+)(?:,[\d.]+)?\)", value):
        rgb = tuple(int(g) for g in m.groups())
    if rgb is None:
        return None
    r, g, b = rgb
    if r >= 0x80 and r > 1.6 * g and r > 1.6 * b:
        return "red"
    if b >= 0x80 and b > 1.4 * r and b > 1.15 * g:
        return "blue"
    return None


def strip_quotes(text: str) -> str:
    """Remove quoted posts ([quote]…[/quote], nested ones too, HTML blockquotes and "> " lines)."""
    previous = None
    while previous != text:
        previous = text
        text = QUOTE_RE.sub(" ", text)
    text = HTML_QUOTE_RE.sub(" ", text)
    return LINE_QUOTE_RE.sub("", text) if ">" in text else text


_OPEN_QUOTES = set('"«„“\'')
_CLOSE_QUOTES = set('"»”“\'')


def tokenize(text: str) -> tuple[str, list[Token]]:
    """Plain text without markup, and its tokens with colour and bold flags. A text is read once:
    a pasted page reads each post several times (the post, its votes, again against every seat)
    (#14 item 9); the tokens are never changed after this, each caller gets its own list."""
    plain, tokens = _tokenize(text)
    return plain, list(tokens)


@lru_cache(maxsize=1024)
def _tokenize(text: str) -> tuple[str, tuple[Token, ...]]:
    plain: list[str] = []
    tokens: list[Token] = []
    colors: list[str | None] = []
    tints: list[bool] = []  # each open colour tag: has it a colour at all (any hue)
    bold = 0
    pos = 0
    offset = 0

    def emit(chunk: str, raw: int = 0) -> None:
        nonlocal offset
        color = next((c for c in reversed(colors) if c), None)
        for m in TOKEN_RE.finditer(chunk):
            tokens.append(Token(m.group(), fold(m.group()), offset + m.start(), color, bold > 0, raw=raw + m.start(),
                                tinted=any(tints)))
        plain.append(chunk)
        offset += len(chunk)

    for m in MARKUP_RE.finditer(text):
        emit(text[pos : m.start()], pos)
        pos = m.end()
        closing = bool(m.group("bclose") or m.group("hclose"))
        tag = (m.group("btag") or m.group("htag") or "").lower()
        value = m.group("bval") or ""
        if m.group("htag"):
            attrs = m.group("hattrs") or ""
            found = _STYLE_COLOR_RE.search(attrs)
            value = found.group(1) if found else ""
            tag = "color" if tag in ("font", "span") else tag
        if tag == "color":
            if closing:
                if colors:
                    colors.pop()
                    tints.pop()
            else:
                colors.append(classify_color(value) if value else None)
                tints.append(bool(value.strip()))
        elif tag in ("b", "strong"):
            bold += -1 if closing else 1
            bold = max(bold, 0)
        elif tag in ("br", "p", "div", "li", "*"):
            emit("\n", m.start())
    emit(text[pos:], pos)
    joined = "".join(plain)
    clause = 0
    for previous, token in zip([None, *tokens], tokens):
        gap = joined[previous.start + len(previous.text) if previous else 0 : token.start]
        clause += bool(previous and CLAUSE_BREAK.search(gap))
        token.clause = clause
    _mark_quoted(joined, tokens)
    return joined, tuple(tokens)


_QUOTED_MAX = 6  # words: a longer run in quotation marks is a quotation of speech, not a named form


def _mark_quoted(joined: str, tokens: list[Token]) -> None:
    """Flag the words of a short run in quotation marks ("воздерживаюсь", "голосую за (ник)",
    «пас»): a vote form named, not said."""
    i = 0
    while i < len(tokens):
        before = joined[tokens[i - 1].start + len(tokens[i - 1].text) if i else 0 : tokens[i].start]
        if before[-1:] not in _OPEN_QUOTES:
            i += 1
            continue
        for j in range(i, min(i + _QUOTED_MAX, len(tokens))):
            end = tokens[j].start + len(tokens[j].text)
            after = joined[end : tokens[j + 1].start] if j + 1 < len(tokens) else joined[end:]
            close = after.lstrip(")]!?.…")[:1]
            if close and close in _CLOSE_QUOTES:
                for token in tokens[i : j + 1]:
                    token.quoted = True
                i = j
                break
            if "\n" in after or set(after) & (_OPEN_QUOTES | _CLOSE_QUOTES):
                break
        i += 1
