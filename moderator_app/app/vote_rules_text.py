"""Forum vote rules as the host reads them (no Qt here): each shipped preset's name and a one-line
description, and the description of the game's chosen rules (a preset or the host's own mapping).

The description is derived from the rules' own keys (mark, changes, edited, deadline, self_vote, activity),
so a preset and its line can never disagree; the words are the catalogue's `vote_rules.*` keys.
"""

from __future__ import annotations

from typing import Any

from ..engine.model.activity import ActivityRules
from ..i18n import name_in, t
from ..parsing.rules import VoteRules, load_rules, shipped_rules
from ..parsing.thread_count import cost_words
from .activity import rules_words
from .vote_rules_form import value_words


def describe(rules: VoteRules, lang: str) -> str:
    """One line: how a vote is marked, changes, edits, the deadline's second, a self-vote, a missed vote's cost."""
    parts = [t(value_words("mark", rules.mark), lang),
             t("vote_rules.changes", lang, n=rules.changes) if rules.changes is not None
             else t("vote_rules.changes_free", lang),
             t(value_words("edited", rules.edited), lang),
             t(value_words("deadline", rules.deadline), lang)]
    if rules.self_vote == "missed":
        parts.append(t(value_words("self_vote", "missed"), lang))
    if rules.missed_vote and (cost := cost_words(rules.missed_vote, lang)):
        parts.append(t("vote_rules.missed", lang, cost=cost))
    if rules.activity and (activity := rules_words(ActivityRules.of(rules.activity), lang)):
        parts.append(activity)  # #28: prods, replacements, the day's minimum, post counts
    return "; ".join(parts)


def rules_name(rules: VoteRules, lang: str) -> str:
    """The preset's name in the host's language; the host's own mapping: "own rules"."""
    return name_in(rules.name, lang, rules.id) if rules.name else t("vote_rules.own_name", lang)


def preset_choices(lang: str) -> list[tuple[str, str, str]]:
    """(id, name, description) of every shipped preset, `default` first."""
    ids = sorted(shipped_rules(), key=lambda rid: (rid != "default", rid))
    return [(rid, rules_name(rules := load_rules(rid), lang), describe(rules, lang)) for rid in ids]


def game_rules_line(options: dict[str, Any], lang: str) -> str | None:
    """"Forum vote rules: NAME — description" for a game whose role set has the option, else None."""
    if "vote_rules" not in options:
        return None
    try:
        rules = load_rules(options["vote_rules"])
    except ValueError as err:
        return f"{t('vote_rules.label', lang)}: {err}"
    return f"{t('vote_rules.label', lang)}: {rules_name(rules, lang)} — {describe(rules, lang)}"


def missed_vote_line(options: dict[str, Any], lang: str) -> str | None:
    """What a missed vote costs under the game's forum rules ("пропуск голосования: 2 голоса против
    себя, при повторе — модкилл"), for the board beside who has not voted; None when the rules say nothing."""
    try:
        rules = load_rules(options.get("vote_rules"))
    except ValueError:
        return None
    cost = cost_words(rules.missed_vote, lang) if rules.missed_vote else ""
    return t("vote_rules.missed", lang, cost=cost) if cost else None
