"""`parse_message`: one private message or vote, in Russian, Polish or English, read into fields.

The message is tokenised (markup and quotes handled), the role set's trigger phrases and the
players' nicks are found, and each nick or room is given to the action word before it (or the
first one after it when none stands before). The first action word that got a target is the
request; copies (role + action) and hires (employer + victim) read their own shape.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, replace
from typing import Any

from ..engine.model.nicks import flag_look_alikes
from . import lexicon, morph
from .addressing import addressed, bare_clauses, drop_vocatives, picked_apart, sentences, standing_alone
from .conditions import Conditions, find_conditions
from .context import Context, context_for, detect_lang, has_english
from .messages import Named, say
from .names import Mention, looks_like_name
from .pieces import VOTE_KINDS, abstain_in_chatter, expand_vote_tags, vote_marks, vote_pieces
from .plans import listed
from .pm import parse_pm
from .result import ParseResult
from .joins import join_alternative
from .text import Token, fold, from_translit, strip_quotes, strip_signature, tokenize
from .triggers import Hit, find_hits, merge_pairs, with_opening_votes
from .vote_talk import example_vote, vote_talk
from .votes import read_vote

Item = Mention | Hit
_CASTING = ("vote", "join")
_TALKED = ("vote", "cancel", "no_lynch")  # English words that may only talk of votes: "vote", "unvote", "no lynch"
# A count with its voters in brackets ("Zybr-а - 8 голосов (Wedma, Kyle)", "Revan-а - 1 (Kash)",
# forum.heroesworld.ru): a tally line, as hosts post them. A voter's name has two letters at least: "at l-2 (??? l-2?)"
# is a player's aside (mafiascum), no tally.
TALLY_RE = re.compile(r"[-–—:]\s*\d+\s*(?:голос\w*|głos\w*|votes?)?\s*\([^()\n]*[^\W\d_]{2}[^()\n]*\)", re.I)
# A vote count's rows as hosts (and players keeping count) post them in English games: "Anna (2): Bob, Carol",
# "Anna (L-3) - Bob", "Not voted (3): …" (TeamLiquid, mafiascum), and a table row copied as "Anna <Tab> 5 <Tab>
# Bob, Carol" (a Town of Salem forum's vote box). Two rows or more make a count: one "(2):" may be a player's aside.
TALLY_ROW_RE = re.compile(r"^[^\S\n]*[^\s(][^\n]{0,60}?(?:[^\S\n]*[(\[][^\S\n]*(?:L[^\S\n]*-[^\S\n]*)?\d+[^\S\n]*[)\]]"
                          r"[^\S\n]*[:\-–—]|[^\S\n]*\t[^\S\n]*\d+[^\S\n]*\t)[^\S\n]*\w", re.M)

_MARKUP = re.compile(r"\[/?[a-z*][^\]]*\]", re.I)


def drop_tally_rows(text: str) -> tuple[str, bool]:
    """The text without the rows of a vote count it holds (two rows or more), and whether it held one: a host's
    count is no vote, and a player's own vote beside his copy of the count still is ("[b]Vote X[/b]", then the
    count)."""
    lines = text.split("\n")
    rows = [n for n, line in enumerate(lines) if TALLY_ROW_RE.match(_MARKUP.sub("", line))]
    if len(rows) < 2:
        return text, False
    return "\n".join("" if n in rows else line for n, line in enumerate(lines)), True


def parse_message(text: str, *, roleset: dict[str, Any], players: list[str], actor: str | None = None,
                  lang: str | None = None, actor_role: str | None = None,
                  expect: str | None = None, aliases: dict[str, str] | None = None) -> ParseResult:
    """Read a private message or a vote. `actor_role` narrows ambiguous words to that role's
    abilities; `expect` ("action" or "vote") says what the host is waiting for, if known; `aliases`
    maps what the host confirmed a player is called ("Робик") to the nick. A message with several
    votes ("##unvote ##vote X") is read vote by vote and the last one that says something is returned."""
    votes = parse_votes(text, roleset=roleset, players=players, actor=actor, lang=lang, actor_role=actor_role,
                        expect=expect, aliases=aliases)
    return votes[-1]


def parse_votes(text: str, *, roleset: dict[str, Any], players: list[str], actor: str | None = None,
                lang: str | None = None, actor_role: str | None = None, expect: str | None = None,
                aliases: dict[str, str] | None = None) -> list[ParseResult]:
    """Every vote of a message in order (see `pieces`), or the one reading of a message that is not
    a run of votes. Never empty."""
    ctx = context_for(roleset, players, aliases)
    pm = parse_pm(text)
    if pm.sender or pm.subject:
        text = f"{pm.subject or ''}\n{pm.body}"
    clean = strip_signature(strip_quotes(expand_vote_tags(text)))
    plain, tokens = tokenize(clean)
    if TALLY_RE.search(plain):  # "Zybr-а - 8 голосов (Wedma, Kyle, …)": the host's count, no vote of its own
        lang = lang or detect_lang(tokens, ctx.lang_words)
        return [ParseResult(lang=lang, problem=say("tally", lang))]
    clean, counted = drop_tally_rows(clean)
    if counted:
        plain, tokens = tokenize(clean)
    hits = with_opening_votes(tokens, merge_pairs(find_hits(tokens, ctx.action_phrases), ctx.action_phrases), plain)
    cast = [h for h in hits if not _talked_of(h, tokens, plain)]  # talk cuts no piece
    pieces = vote_pieces(clean, tokens, cast)
    lang = lang or detect_lang(tokens, ctx.lang_words)
    read = [_read(piece, ctx, actor, lang, actor_role, expect) for piece, _first, _end in pieces]
    if expect == "vote":  # an abstention named in a sentence is chatter, judged in the whole message
        read = [ParseResult(lang=lang, problem=say("chatter_abstain", lang), marks=r.marks)
                if abstain_in_chatter(r, hits, tokens, first, end) else r for r, (_p, first, end) in zip(read, pieces)]
    for result in read:
        if result.joins:
            join_alternative(result, text, parse_votes, roleset=roleset, players=players, aliases=aliases, lang=lang)
    flag_look_alikes(read, players, lang)  # "Маша" with a Latin "a" beside "Маша": a question, not a pick
    said = [(r, first) for r, (_p, first, _end) in zip(read, pieces)
            if r.kind == "vote" and (r.targets or r.cancel or r.abstain or r.no_lynch)]
    meaningful = [r for r, _first in _set_apart_last(said, tokens, plain)]
    if counted and not meaningful:  # the count was all there was to read
        return [ParseResult(lang=lang, problem=say("tally", lang))]
    return meaningful or read[-1:]


def _set_apart_last(said: list[tuple[ParseResult, int]], tokens: list[Token], plain: str) -> list[tuple[ParseResult, int]]:
    """A player who sets his vote apart (bold, colour, tag) means that one: an unmarked vote in a later paragraph is
    chatter ("[b]vote: Anna[/b] … (new paragraph) I'm fine with an Anna vote, Bob"), one right after it in
    the same paragraph is still his ("[b]Unvote[/b] vote Otolia")."""
    last = max((n for n, (r, _first) in enumerate(said) if r.marks), default=None)
    if last is None:
        return said
    start = tokens[said[last][1]].start if said[last][1] < len(tokens) else len(plain)
    kept = said[: last + 1]
    for result, first in said[last + 1 :]:
        if "\n\n" in plain[start : tokens[first].start if first < len(tokens) else len(plain)].replace(" ", ""):
            break
        kept.append((result, first))
        start = tokens[first].start if first < len(tokens) else start
    return kept


@dataclass
class _Piece:
    """What one piece of a message holds, found once and read by the steps of `_read`."""

    tokens: list[Token]
    plain: str
    lang: str
    hits: list[Hit]  #: trigger words outside a condition; talked-of and listed vote words negated
    conditions: Conditions
    mentions: list[Mention]
    rooms: list[Hit]
    verbs: list[Hit]  #: action and casting words (in a vote, casting words only when one is live)
    flags: set[str]  #: the kinds of the live trigger words
    in_list: set[int]  #: tokens of a list of candidates or a plan («Кандидаты: Петя, Вася»)
    copy_hit: Hit | None  #: a live copy action, with the role it copies
    role_hit: Hit | None
    talked: bool  #: a vote word only talks of votes ("your vote on him")
    planned: bool  #: a vote word stands in a list or plan


def _read(text: str, ctx: Context, actor: str | None, lang: str | None, actor_role: str | None,
          expect: str | None) -> ParseResult:
    """One request or one vote: the text holds at most one vote word."""
    piece = _found_piece(text, ctx, actor, lang, actor_role, expect)
    result = ParseResult(lang=piece.lang)
    if _no_action(piece.hits, piece.verbs, expect) and not picked_apart(piece.hits, [*piece.mentions, *piece.rooms], piece.tokens):
        return _read_no_action(result, ctx, actor_role, piece.hits)
    owned = _assign(piece.verbs, piece.mentions + piece.rooms, piece.tokens, piece.plain)
    if piece.copy_hit:
        _read_copy(result, ctx, piece.copy_hit, piece.role_hit, piece.verbs, owned, piece.lang)
    elif hire := next((h for h in piece.verbs if set(h.values) & ctx.hire_actions and not h.negated), None):
        _fill(result, ctx, hire, list(piece.mentions), piece.lang, piece.tokens)
        result.targets = result.targets[:2]
    else:
        live = [h for h in piece.verbs if not h.negated]
        with_objects = sorted((h for h in live if owned[id(h)]), key=lambda h: piece.conditions.said(h.start) is not None)
        primary = next(iter(with_objects or live), None)
        if primary is None:
            primary = _implied(result, piece, ctx, owned, actor_role, expect)
        if primary is None:
            _nothing_cast(result, piece.verbs, piece.talked, piece.planned, bool(piece.in_list and not piece.hits), piece.lang)
        elif primary.kind in _CASTING:
            _read_cast(result, ctx, piece, primary, owned[id(primary)])
        else:
            _read_request(result, ctx, piece, primary, live, owned)
    return result


def _found_piece(text: str, ctx: Context, actor: str | None, lang: str | None, actor_role: str | None,
                 expect: str | None) -> _Piece:
    """The piece's trigger words, conditions, copy, named players and rooms; a vote word that is only
    talked of or listed is negated here (it casts nothing, and the host learns why)."""
    plain, tokens = tokenize(text)
    tokens, hits, found_lang = _found_hits(tokens, plain, ctx, lang, actor_role)
    # a night PM's condition (a vote's page keeps its own reading of talk: `_talked_of`)
    conditions = find_conditions(tokens, plain) if expect != "vote" and any(h.kind == "action" for h in hits) else Conditions()
    hits = [h for h in hits if h.start not in conditions.inside]  # «если меня убьют»: what may happen, no request
    skip = {i for h in hits for i in range(h.start, h.end)} | conditions.inside
    skip |= {i for h in hits if "joined" in h.extra for i in range(h.extra["joined"].start, h.extra["joined"].end)}
    skip |= {i for i, t in enumerate(tokens) if t.low in lexicon.RED_WORDS | lexicon.BLUE_WORDS}
    copy_hit = next((h for h in hits if h.kind == "action" and set(h.values) & ctx.copy_actions and not h.negated), None)
    role_hit = _copied_role(tokens, ctx, copy_hit, skip) if copy_hit else None
    if role_hit:
        skip |= set(range(role_hit.start, role_hit.end))
    in_list = listed(tokens, plain)  # «Кандидаты: Петя, Вася», "plan: lynch X tomorrow, then Y": named, not voted
    mentions = _mentions(ctx, tokens, plain, hits, skip, actor, in_list)
    talked = planned = False
    for hit in hits:
        if _talked_of(hit, tokens, plain):
            hit.negated = talked = True  # "your vote on him", "Should I vote him too?", "Example: Vote X": no vote cast
        elif hit.kind in VOTE_KINDS and hit.start in in_list:
            hit.negated = planned = True
    verbs = [h for h in hits if h.kind in ("action", *_CASTING)]
    if expect == "vote" and any(h.kind in VOTE_KINDS and not h.negated for h in hits):
        verbs = [h for h in verbs if h.kind in _CASTING]  # "save me" in a vote is chatter, not a heal
    flags = {h.kind for h in hits if not h.negated}  # a vote word named or told of flags nothing
    return _Piece(tokens, plain, found_lang, hits, conditions, mentions, [h for h in hits if h.kind == "room"], verbs,
                  flags, in_list, copy_hit, role_hit, talked, planned)


def _implied(result: ParseResult, piece: _Piece, ctx: Context, owned: dict[int, list[Item]], actor_role: str | None,
             expect: str | None) -> Hit | None:
    """The request a piece makes with no live action or vote word: a withdrawal, abstention or
    no-lynch word (or vote markup) is a vote; a room alone is the room choice; the sender's role's one
    ability with one player named; a post of names only is a vote for the lone nick; a post of one
    unknown name a vote guessed later. None: nothing is cast. The implied word owns its targets."""
    def implied(kind: str, value: str, score: float, objects: list[Item]) -> Hit:
        hit = Hit(0, 0, kind, [value], "", score)
        owned[id(hit)] = objects
        return hit

    mentions, tokens = piece.mentions, piece.tokens
    # "early" only marks a vote ("… early in the game"); the others are a vote on their own
    if piece.flags & {"cancel", "abstain", "no_lynch"} or _is_vote_markup(piece, ctx):
        return implied("vote", "vote", 0.95, list(mentions))
    if piece.rooms and not piece.verbs and ctx.room_choice:
        return implied("action", ctx.room_choice, 0.95, list(piece.rooms))
    guess = _only_ability(ctx, actor_role) if not piece.verbs and expect == "action" else None
    if guess and len({m.player for m in mentions if m.player}) == 1:
        result.problem = say("only_ability", piece.lang, action=_ability_name(ctx, guess, piece.lang))
        return implied("action", guess, 0.5, [m for m in mentions if m.player])  # "Маньяк … обривает Эскубидея"
    if mentions and not piece.verbs and expect != "action" and _only_names(mentions, tokens, piece.plain):
        return implied("vote", "vote", 0.6, list(standing_alone(mentions, tokens)))  # "верю соколу. Хмурый Орёл"
    if expect == "vote" and not piece.hits and ctx.nicks.lone_guess(tokens):
        return implied("vote", "vote", 0.6, [])  # «Чтотик»: a post of one unknown name, guessed below
    return None


def _is_vote_markup(piece: _Piece, ctx: Context) -> bool:
    """Colour in a Russian or Polish post votes (a colour word too, in a game with vote colours); "the red
    coats" votes nobody in a game without colours, and an English vote needs its vote word: "[b]GARMR[/b] - I
    have questions" addresses a player."""
    return piece.lang != "en" and (any(t.color for t in piece.tokens) or bool(ctx.colors()) and any(
        t.low in lexicon.RED_WORDS | lexicon.BLUE_WORDS for t in piece.tokens))


def _read_cast(result: ParseResult, ctx: Context, piece: _Piece, primary: Hit, objects: list[Item]) -> None:
    """A vote (or a join of another's vote: read as a vote for his target, asked about)."""
    read_vote(result, ctx, primary, objects, piece.mentions, piece.tokens, piece.flags, piece.lang)
    result.marks = vote_marks(result, primary, piece.hits, piece.mentions, piece.tokens, piece.plain)
    joined = next((m.player for m in piece.mentions if m.start >= primary.end and m.player), None)
    if primary.kind == "join" and result.targets and joined not in (None, result.targets[0]):
        return  # «присоединяюсь к Соболю, против Зубра»: the vote names its target outright (host-findings-4 item 6)
    if primary.kind == "join" and result.targets:
        result.joins = result.targets[0]
        result.confidence = min(result.confidence, 0.5)
        result.problem = result.problem or say("joins_vote", piece.lang, name=result.joins)


def _read_request(result: ParseResult, ctx: Context, piece: _Piece, primary: Hit, live: list[Hit],
                  owned: dict[int, list[Item]]) -> None:
    """A night request, conditional ones asked about; each further request is a row of its own, with or
    without its target: nothing vanishes."""
    lang = piece.lang
    _fill(result, ctx, primary, owned[id(primary)], lang, piece.tokens)
    if condition := piece.conditions.said(primary.start):
        result.problem, result.confidence = say("conditional", lang, condition=condition), min(result.confidence, 0.4)
    named = {primary.values[0]}
    for other in live:
        if other is not primary and other.kind == "action" and (owned[id(other)] or other.values[0] not in named):
            named.add(other.values[0])
            targets = [m.player for m in owned[id(other)] if isinstance(m, Mention) and m.player]
            room = next((h.values[0] for h in owned[id(other)] if isinstance(h, Hit)), None)
            result.also.append({"action": other.values[0], "targets": targets, "room": room})
            if condition := piece.conditions.said(other.start):
                result.also[-1]["problem"] = say("conditional", lang, condition=condition)


def _mentions(ctx: Context, tokens: list[Token], plain: str, hits: list[Hit], skip: set[int], actor: str | None,
              in_list: set[int]) -> list[Mention]:
    """The players the message names, in order: nicks outside the trigger words (not the sender's
    signature, not his name before his own verb, not a game word, not a listed candidate), and the
    sender himself where a self word ("себя", "myself") names him."""
    starts = {h.start for h in hits if h.kind == "action"}  # the sender right before his verb is its subject
    mentions = [m for m in ctx.nicks.find(tokens, skip)
                if not _is_signed_label(m, actor, plain, tokens) and not (m.player == actor and m.end in starts)
                and not _game_word(m, ctx, tokens) and m.start not in in_list]
    vote_ends = {h.end for h in hits if h.kind in VOTE_KINDS and not h.negated} if not any(h.kind == "action" for h in hits) else set()
    for hit in hits:
        if hit.kind == "self" and vote_ends and not _next_to(hit, vote_ends, tokens):
            continue  # "między sobą … głosują za tym": a self word away from the vote word votes for nobody
        if hit.kind == "self":
            mentions.append(Mention(hit.start, hit.end, actor, 1.0, hit.word))
        elif hit.kind == "action" and hit.end < len(tokens) and tokens[hit.end].low in lexicon.SELF_AFTER_ACTION:
            mentions.append(Mention(hit.end, hit.end + 1, actor, 1.0, tokens[hit.end].text))
    mentions.sort(key=lambda m: m.start)
    return mentions


def _found_hits(tokens: list[Token], plain: str, ctx: Context, lang: str | None,
                actor_role: str | None) -> tuple[list[Token], list[Hit], str]:
    """The set's trigger words in the message (Russian typed in Latin letters read as Russian), each
    action word narrowed to the sender's role's own actions and ordered by the set's order."""
    lang = lang or detect_lang(tokens, ctx.lang_words)
    hits = with_opening_votes(tokens, merge_pairs(find_hits(tokens, ctx.action_phrases), ctx.action_phrases), plain)
    if not hits and tokens and all(t.low.isascii() for t in tokens) and not has_english(tokens):  # Russian in Latin?
        cyrillic = [replace(t, low=fold(from_translit(t.low))) for t in tokens]
        if found := merge_pairs(find_hits(cyrillic, ctx.action_phrases), ctx.action_phrases):
            tokens, hits, lang = cyrillic, found, "ru"
    if actor_role in ctx.role_actions:
        allowed = set(ctx.role_actions[actor_role]) | ctx.room_actions
        for hit in hits:
            if hit.kind == "action" and set(hit.values) & allowed:
                hit.values = [v for v in hit.values if v in allowed]
    for hit in hits:
        if hit.kind == "action":
            hit.values.sort(key=lambda v: ctx.order.get(v, 999))
    return tokens, _nicks_in_target_place(tokens, hits, ctx), lang


def _nicks_in_target_place(tokens: list[Token], hits: list[Hit], ctx: Context) -> list[Hit]:
    """An action word spelt exactly as a player's nick, right after an action or vote word, is that
    player: "kill Vest" where the set's `vest` ability is called Vest (host findings #2)."""
    nicks = [words for words in ctx.nicks.words.values() if words]
    kept: list[Hit] = []
    for hit in hits:
        before = kept[-1] if kept else None
        if (hit.kind == "action" and before is not None and before.kind in ("action", *_CASTING)
                and before.end == hit.start and [t.low for t in tokens[hit.start:hit.end]] in nicks):
            continue
        kept.append(hit)
    return kept


def _copied_role(tokens: list[Token], ctx: Context, copy_hit: Hit, skip: set[int]) -> Hit | None:
    """The role a copy action names: the first role word after the copy word, else before it."""
    role_hits = [h for h in find_hits(tokens, ctx.role_phrases) if not skip & set(range(h.start, h.end))]
    role_hits.sort(key=lambda h: (h.start < copy_hit.end, h.start))
    return role_hits[0] if role_hits else None


def _nothing_cast(result: ParseResult, verbs: list[Hit], talked: bool, planned: bool, only_listed: bool,
                  lang: str) -> None:
    """A message that casts no vote and asks no action: a refused action word is a skip ("не проверяю"),
    else the host learns why nothing counts."""
    negated = [h for h in verbs if h.negated]
    if negated and negated[0].kind == "action":
        result.kind, result.action, result.skip = "action", negated[0].values[0], True
        result.confidence = negated[0].score * 0.9
    elif told_of := [h for h in negated if h.kind in VOTE_KINDS]:  # the host learns why it casts nothing
        why = ("vote_talked_of" if talked else "vote_listed" if planned
               else "vote_told" if all(h.told for h in told_of) else "negated_vote")
        result.problem = say(why, lang)
    elif only_listed:
        result.problem = say("vote_listed", lang)
    else:
        result.problem = say("no_action", lang)


def _talked_of(hit: Hit, tokens: list[Token], plain: str) -> bool:
    """A vote word that only talks of votes: English talk (`vote_talk`: "the unvote", "the day will be a no lynch"
    too), a rules post's example in any language, or an opening vote word a question asks with («Кто против Соболя?»)."""
    if hit.extra.get("asked"):
        return True
    return (hit.kind in _TALKED and vote_talk(hit, tokens, plain)) or (hit.kind in VOTE_KINDS and example_vote(hit, tokens, plain))


def _game_word(mention: Mention, ctx: Context, tokens: list[Token]) -> bool:
    """"игрока", "ведущий", "graczy" in lower case in a text of several words: the game's word, not the
    player whose nick spells it ("Игрок", "Ведущий", "Gracz")."""
    written = tokens[mention.start : mention.end]
    if mention.player is None or len(tokens) <= 2 or any(t.text != t.text.lower() for t in written):
        return False
    nick = ctx.nicks.words.get(mention.player, [])
    return bool(nick) and all((morph.lemmas(w) | {w}) & ctx.game_words for w in nick)


def _next_to(hit: Hit, vote_ends: set[int], tokens: list[Token]) -> bool:
    """A self word right after a vote word, or after it and a preposition ("vote me", "голосую за себя")."""
    return hit.start in vote_ends or (hit.start - 1 in vote_ends and tokens[hit.start - 1].low in lexicon.VOTE_TARGET_PREPS)


def _no_action(hits: list[Hit], verbs: list[Hit], expect: str | None) -> bool:
    """A night PM that says it does nothing ("хода нет", "nie chodzę"; "пас" / "pas" when a night
    action is expected) and names no action it does take."""
    if any(h.kind == "action" and not h.negated for h in verbs) or expect == "vote":
        return False
    kinds = {h.kind for h in hits if not h.negated}
    return "no_action" in kinds or (expect == "action" and bool(kinds & {"abstain", "no_lynch"}))


def _only_ability(ctx: Context, actor_role: str | None) -> str | None:
    """The one ability a role uses at night (optional ones, like a citizen's hunt, and targetless ones
    aside), when it has exactly one: what its night PM asks for even in the game's own words."""
    abilities = ctx.roleset.get("abilities") or {}
    # a passive one (a vest, a link) is never sent: «хода нет» from a vest townie read as «⚠ Бронежилет» (host-findings-4)
    optional = {str(ab.get("id", key)) for key, ab in abilities.items() if ab.get("optional") or ab.get("phase") == "passive"}
    own = [a for a in ctx.role_actions.get(actor_role or "", []) if a not in ctx.no_target_actions | optional]
    return own[0] if len(own) == 1 else None


def _ability_name(ctx: Context, action: str, lang: str) -> Named:
    """The ability's name as the role set names it, following the sentence into the host's language (a Polish
    window read «jedyną nocną akcję roli (Mafia kill)» where the PM «potwierdzam — Ewa» was taken for English)."""
    for key, ability in (ctx.roleset.get("abilities") or {}).items():
        if str(ability.get("id", key)) == action:
            names = ability.get("names")
            return Named(names if isinstance(names, dict) else None, lang, action)
    return Named(None, lang, action)


def _read_no_action(result: ParseResult, ctx: Context, actor_role: str | None, hits: list[Hit]) -> ParseResult:
    """An explicit "no action": kind action, `skip`, no target; the action is the sender's role's
    only one (optional ones, like a citizen's hunt, aside) when it has just one (else None: the host
    sees which role skipped, not which ability)."""
    result.kind, result.skip = "action", True
    result.action = _only_ability(ctx, actor_role)
    result.written = next((h.word for h in hits if h.kind in ("no_action", "abstain", "no_lynch")), None)
    result.confidence = 0.95 if any(h.kind == "no_action" for h in hits) else 0.9
    return result


def _only_names(mentions: list[Mention], tokens: list[Token], plain: str) -> bool:
    """A message that is little more than nicks ("Паркер", "Петю, пожалуйста"): read as a vote for
    them; a sentence that merely names someone ("So, Bob isn't the cop then") is not, nor a question put to him
    with a word of its own ("Bob, why the self-vote?": host-findings-3, a vote for Bob read out of prose)."""
    covered = {i for m in mentions for i in range(m.start, m.end)}
    words = [t for i, t in enumerate(tokens) if i not in covered and t.low not in lexicon.STOP]
    return len(words) <= 2 and not (words and plain.rstrip().endswith("?"))


def _is_signed_label(mention: Mention, actor: str | None, plain: str, tokens: list[Token]) -> bool:
    """The sender's own nick opening the message as a label ("Маша: лечу Петю")."""
    last = tokens[mention.end - 1]
    return (mention.start == 0 and actor is not None and mention.player == actor
            and plain[last.start + len(last.text) :].lstrip().startswith(":"))


def _assign(verbs: list[Hit], objects: list[Item], tokens: list[Token], plain: str) -> dict[int, list[Item]]:
    """Give each nick or room to the verb before it, or to the first verb when none is before.

    A nick in another clause than its verb counts only when that clause is a bare list of names
    ("убиваю Васю, Петю"), so chatter ("лечу себя, прости Вася") names nobody, and not when that list
    is asked a question in a sentence of its own ("Убиваем Тигра. Бобр, Орёл — согласны?")."""
    owned: dict[int, list[Item]] = {id(v): [] for v in verbs}
    joined = {id(v): v.extra["joined"] for v in verbs if "joined" in v.extra}
    covered = {i for o in [*objects, *verbs, *joined.values()] for i in range(o.start, o.end)}
    bare = bare_clauses(tokens, covered)
    sentence_of, asked = sentences(plain, tokens)
    starts = [v.start for v in verbs]  # verbs come in token order: bisect keeps this linear
    by_clause: dict[int, list[Hit]] = {}
    for verb in verbs:
        by_clause.setdefault(tokens[min(verb.start, len(tokens) - 1)].clause, []).append(verb)
    clause_starts: dict[int, list[int]] = {}
    for obj in sorted(objects, key=lambda o: o.start):
        n_before = bisect_left(starts, obj.start)
        owner = verbs[n_before - 1] if n_before else (verbs[0] if verbs else None)
        here = by_clause.get(tokens[obj.start].clause, [])
        here_starts = clause_starts.setdefault(id(here), [v.start for v in here])
        first_after = bisect_right(here_starts, obj.start)
        if first_after < len(here) and bisect_left(here_starts, obj.start) == 0:
            owner = here[first_after]  # "лечу себя, а Петю проверяю": the verb of its own clause
        if owner is None:
            continue
        clauses = {tokens[min(v.start, len(tokens) - 1)].clause for v in [owner, joined.get(id(owner), owner)]}
        if tokens[obj.start].clause in clauses:
            owned[id(owner)].append(obj)
        elif (tokens[obj.start].clause in bare and not addressed(obj.start, owner.start, tokens, sentence_of, asked)
              and (obj.start > owner.start or sentence_of[obj.start] == sentence_of[min(owner.start, len(tokens) - 1)])):
            owned[id(owner)].append(obj)  # a bare name before its verb only in the verb's sentence: "Jase: …" heads a
            # paragraph that talks to him, and "… liking my vote." three sentences on names no one (mafiascum 1159)
    drop_vocatives(owned, verbs, tokens, plain)
    return owned


def _fill(result: ParseResult, ctx: Context, hit: Hit, objects: list[Item], lang: str,
          tokens: list[Any]) -> None:
    """Fill an action result from its verb and the nicks/rooms it owns."""
    result.kind, result.action = "action", hit.values[0]
    confidence = hit.score
    if len(hit.values) > 1:
        result.other_actions = hit.values[1:]
        confidence *= 0.8
    rooms = [obj for obj in objects if isinstance(obj, Hit)]
    if rooms:
        _rooms(result, ctx, hit, rooms, lang)
        confidence = min(confidence, *(r.score for r in rooms))
    for obj in objects:
        if isinstance(obj, Hit):
            continue
        confidence = min(confidence, obj.score)
        result.written = result.written or obj.written
        if obj.player is None and obj.alternatives:
            result.problem = say("ambiguous", lang, name=obj.written, options=", ".join(obj.alternatives))
            result.alternatives = list(obj.alternatives)
        elif obj.player and obj.player not in result.targets:
            result.targets.append(obj.player)
            result.alternatives = result.alternatives or list(obj.alternatives)
    if result.action in ctx.room_actions:
        if not result.room and not result.targets:
            result.problem = result.problem or say("no_room", lang)
    elif not result.targets and result.action not in ctx.no_target_actions and not result.problem:
        taken = {i for m in objects for i in range(m.start, m.end)}
        unknown = [t for i, t in enumerate(tokens) if i >= hit.end and i not in taken and looks_like_name(t)]
        # the word after the request's own, a dictionary word too («оговариваю полотно»): what the host may confirm
        # as a player's name (app.inbox.aliases), never the request word with it (host-findings-5 item 8)
        after = next((t for t in tokens[hit.end :] if t.text.isalpha() and t.low not in lexicon.STOP), None)
        result.written = unknown[0].text if unknown else after.text if after is not None else None
        result.problem = (say("no_player", lang, name=unknown[0].text) if unknown
                          else say("no_target", lang, action=hit.word or result.action))
    result.confidence = min(confidence, 0.4) if result.problem else confidence


def _rooms(result: ParseResult, ctx: Context, hit: Hit, rooms: list[Hit], lang: str) -> None:
    """The rooms a request's verb owns: one is its room; none vanishes (host findings 2 item 2). An ability aimed at
    a room takes the first named after its verb («Biblioteka, sprawdzam Kuchnię»: Kuchnia is inspected); a room
    before the verb is then where the sender goes, a room choice of its own where the set has one; any other
    room is listed for the host."""
    after = [r for r in rooms if r.start >= hit.end]
    mine = after[0] if result.action in ctx.room_actions and after else rooms[0]
    result.room = mine.values[0]
    for other in rooms:
        if other is mine or other.values[0] == result.room:
            continue
        chosen = ctx.room_choice and result.action != ctx.room_choice and other.start < hit.start
        if chosen and not any(item.get("action") == ctx.room_choice for item in result.also):
            result.also.append({"action": ctx.room_choice, "targets": [], "room": other.values[0]})
        elif not result.problem:
            result.problem = say("rooms_left", lang, room=other.word or other.values[0])


def _read_copy(result: ParseResult, ctx: Context, copy_hit: Hit, role_hit: Hit | None,
               verbs: list[Hit], owned: dict[int, list[Item]], lang: str) -> None:
    """Abraham's copy: "копирую Еноха, лечу себя" -> role enoch, as_action heal, targets."""
    result.kind, result.action = "action", next(v for v in copy_hit.values if v in ctx.copy_actions)
    result.role = role_hit.values[0] if role_hit else None
    after = [h for h in verbs if h.start > copy_hit.start and h.kind == "action" and not h.negated]
    objects = [o for h in [copy_hit, *after] for o in owned[id(h)]]
    if after:
        result.as_action = after[0].values[0]
        if result.role and len(after[0].values) > 1:
            own = [v for v in after[0].values if v in ctx.role_actions.get(result.role, [])]
            result.as_action = own[0] if own else result.as_action
    elif result.role and len(ctx.role_actions.get(result.role, [])) == 1:
        result.as_action = ctx.role_actions[result.role][0]
    targets = [o for o in objects if isinstance(o, Mention)]
    confidence = min([copy_hit.score, *(m.score for m in targets)])
    result.targets = list(dict.fromkeys(m.player for m in targets if m.player))
    result.room = next((o.values[0] for o in objects if isinstance(o, Hit)), None)
    if not result.role:
        result.problem = say("no_role", lang)
    elif not result.targets and not result.room:
        result.problem = say("no_target", lang, action=copy_hit.word)
    result.confidence = min(confidence, 0.4) if result.problem else confidence
