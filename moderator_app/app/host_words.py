"""Host-facing words for engine values: phase titles, refusal reasons, role and team names, the journal's
lines, what an amendment would change. The screens show them in the interface language (gui/texts.py binds
it); the words are worked out here, below the screens, from the game and the engine's words (#24 item 4).

Every word comes from the catalogue (`moderator_app/i18n/*.yaml`: `phase.`, `refusal.`, `journal.`,
`host_event.` keys); role-set things read with the role set's own names. Nothing here shows an engine
id: an unknown one falls back to its code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.wording import words
from ..engine.wording.words import label_title as label_title, phase_label as phase_label  # offered to the GUI (gui/texts)
from ..i18n import has, name_in, t
from ..i18n.refusal import refusal_text

if TYPE_CHECKING:
    from ..engine.model.journal import Entry
    from ..engine.model.game import Game


def pm_addressee(game: "Game", nick: str, lang: str) -> str:
    """Whom a PM goes to, in the genitive that "ЛС для %1" / "PW do %1" need: "ЛС для Маргаритки
    (Старый Орёл)", "PW do Ryszarda (Cicha Sroka)"; a name that is no word (kot_begemot) stays."""
    from ..i18n.grammar import inflect  # lazy: i18n.grammar costs ~4 ms CPU, not needed before the first frame (bench_startup)

    player = game.players.get(nick)
    account = player.account if player is not None and player.account and player.account != nick else None
    gender = player.extra.get("gender") if player is not None else None  # «ЛС для Кэт», a woman
    return f"{inflect(account, 'gen', lang, gender)} ({nick})" if account else inflect(nick, "gen", lang, gender)


def forum_time(at: str | None) -> str:
    """A stored "YYYY-MM-DD HH:MM[:SS]" as the host reads forum times: "02.12 12:05"."""
    return f"{at[8:10]}.{at[5:7]} {at[11:16]}" if at and len(at) >= 16 else (at or "")


def phase_kind(kind: str, lang: str) -> str:
    """"ночь", "dzień": a phase kind inside a sentence (lower case is right in ru, pl and en)."""
    return words.phase_name(kind, lang).lower()


def reason(text: object, lang: str, game: "Game | None" = None) -> str:
    """An engine refusal in `lang` (a code with parameters; a plain text as it is)."""
    return refusal_text(text, lang, game.rs if game is not None else None)


def role_name(game: "Game", role_id: str, lang: str) -> str:
    role = game.rs.roles.get(role_id)
    return role.name(lang) if role is not None else role_id


def team_name(game: "Game", team_id: str | None, lang: str) -> str:
    if not team_id:
        return "—"
    team = game.rs.teams.get(team_id)
    return team.name(lang) if team is not None else team_id


def goal_name(game: "Game", goal: str, lang: str) -> str:
    """A secret goal (S-ROUND-7) by the set's own name for it; its id when the set names it not."""
    return name_in(((game.rs.raw.get("goals") or {}).get(goal) or {}).get("names"), lang, str(goal))


def goal_choices(game: "Game", lang: str) -> list[tuple[str, str]]:
    """The set's secret goals as the host picks one (an unmasking guess): (its name, its id)."""
    return [(goal_name(game, str(goal), lang), str(goal)) for goal in game.rs.raw.get("goals") or {}]


def action_name(game: "Game", action_id: str, lang: str) -> str:
    """A request's ability as the host reads it, asked with the game as the GUI asks every word here
    (gui/texts): the role set's own lookup, `RoleSet.ability_name`."""
    return game.rs.ability_name(action_id, lang)


def _host_value(game: "Game", key: str, value: Any, lang: str) -> str:
    if key == "what" and has(f"override.{value}"):
        return t(f"override.{value}", lang)
    if key in ("role", "became") and isinstance(value, str):
        return role_name(game, value, lang)
    if key == "cause" and isinstance(value, str):
        return words.cause_noun(value, lang, game.rs)
    if isinstance(value, bool):
        return words.answer_text(value, lang)
    return ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else str(value)


def gendered(game: "Game | None", nick: str) -> Any:
    """The nick with the gender declared for its seat (`gender: f`), for a catalogue's gender spec."""
    from ..i18n.grammar import Nick  # lazy: i18n.grammar costs ~4 ms CPU, not needed before the first frame (bench_startup)

    player = game.players.get(nick) if game is not None else None
    return Nick(nick, player.extra.get("gender") if player is not None else None)


def _str_or_none(value: Any) -> str | None:
    return str(value) if value else None


def _bookkeeping_text(data: dict[str, Any], lang: str) -> str | None:
    """A `deadline` or `mail` host event worded («дедлайн 02.12 22:30 по Варшаве»,
    "Вася — квитанция отправлена"); None when its fields are not the ones the app writes."""
    from datetime import datetime  # lazy: datetime costs ~2 ms CPU, not needed before the first frame (bench_startup)

    # lazy: app.deadlines costs ~10 ms CPU, not needed before the first frame (bench_startup)
    from .deadlines import FORMAT, when_text

    event = data.get("event")
    if event == "deadline":
        try:
            at = datetime.strptime(str(data.get("at")), FORMAT)
        except ValueError:
            return None
        return t("mail.line.deadline", lang, when=when_text(at, _str_or_none(data.get("tz")), lang))
    if event == "activity" and isinstance(data.get("posts"), list):  # app.activity: a pasted page's new posts
        counts: dict[str, int] = {}
        for post in data["posts"]:
            seat = str(post.get("seat") or post.get("by")) if isinstance(post, dict) else "?"
            counts[seat] = counts.get(seat, 0) + 1
        who = " (" + ", ".join(f"{nick} {n}" for nick, n in counts.items()) + ")" if counts else ""
        return t("activity.line", lang, count=len(data["posts"]), who=who)
    if event == "activity" and data.get("withdraw"):  # the host removed a page's rows: its posts withdrawn
        return t("activity.withdrawn_line", lang)
    key = f"mail.line.{data.get('kind')}.{data.get('status')}"
    if event == "mail" and has(key):
        return t("mail.line.mail", lang, to=data.get("to"), what=t(key, lang))
    return None


def entry_text(game: "Game", kind: str, data: dict[str, Any], lang: str, phase: str = "") -> str:
    """One journal entry as the host reads it (names, not ids); `phase` labels phase/resolve lines.
    An entry made into an earlier phase says which (engine.model.phase_order): "… ⤺ Ночь 1"."""
    text = _entry_text(game, kind, data, lang, phase)
    named = data.get("phase") if kind in ("action", "vote", "host") else None
    if named:
        text += f" ⤺ {label_title(str(named), lang)}"
    return text


def _entry_text(game: "Game", kind: str, data: dict[str, Any], lang: str, phase: str = "") -> str:
    if kind == "action":
        targets = data.get("targets") or ([data["target"]] if data.get("target") else [])
        where = data.get("room") or ", ".join(targets) or "—"
        text = f"{data.get('actor')}: {action_name(game, str(data.get('action') or ''), lang)} → {where}"
        return text + (f" «{data['text']}»" if data.get("text") else "")
    if kind == "vote":
        target = (t("hostplay.journal_abstain", lang) if data.get("abstain")  # it read "Ola_K → —"
                  else t("hostplay.journal_cancel", lang) if data.get("cancel")
                  else str(data.get("target") or data.get("text") or "—"))
        if data.get("no_lynch"):
            target = words.no_lynch_vote(lang)
        return t("journal.vote", lang, voter=data.get("voter"), target=target) + (f" ({words.color_name(str(data['color']), lang)})" if data.get("color") else "")
    if kind in ("phase", "resolve"):
        return (phase or str(data.get("kind", ""))) + (" ✓" if kind == "resolve" else "")
    if kind == "host":
        event = str(data.get("event"))
        if event == "override":  # the resolution log's own line: «Ведущий: Эрик выживает (…)», not «выживает, Эрик, …»
            # lazy: app.explanations (engine.wording.explain, engine.model.state) costs ~88 ms CPU, not needed
            # before the first frame (bench_startup)
            from .explanations import override_line

            return "⚑ " + override_line(data, lang)
        name = t(f"host_event.{event}", lang) if has(f"host_event.{event}") else event
        worded = _bookkeeping_text(data, lang)
        rest = worded if worded is not None else ", ".join(_host_value(game, k, v, lang) for k, v in data.items()
                         if k not in ("event", "seq", "refused", "done", "phase") and v not in ("", None))
        return f"⚑ {name}: {rest}"
    if kind == "setup":
        # lazy: app.vote_rules_text costs ~212 ms CPU, not needed before the first frame (bench_startup)
        from .vote_rules_text import game_rules_line
        # lazy: engine.model.kept_rules costs ~87 ms CPU, not needed before the first frame (bench_startup)
        from ..engine.model.kept_rules import KEPT_SINCE_KEY, short_hash

        line = t("journal.setup", lang, name=game.rs.name(lang), players=len(data.get("players") or []), seed=data.get("seed"))
        rules = game_rules_line(game.rs.options, lang)  # the forum's vote rules the inbox reads pages by
        kept = short_hash(data)  # the rules the game keeps (#11 item 4)
        key = "journal.rules_kept_since" if data.get(KEPT_SINCE_KEY) else "journal.rules_hash"  # an older game adopted them
        return (line + (f" · {rules}" if rules else "")
                + (" · " + t(key, lang, hash=kept.upper(), when=data.get(KEPT_SINCE_KEY)) if kept else ""))
    return kind


def journal_lines(game: "Game", lang: str, start: int = 0) -> list[str]:
    """The journal, numbered, with each phase labelled as the host saw it: from entry `start` on (the
    log appends what an operation added; the entries before are only counted for the phase labels)."""
    lines: list[str] = []
    counts: dict[str, int] = {}
    label = ""
    for number, entry in enumerate(game.entries):
        if entry.kind == "phase":
            phase_kind_id = str(entry.data.get("kind"))
            counts[phase_kind_id] = counts.get(phase_kind_id, 0) + 1
            label = words.phase_title(phase_kind_id, counts[phase_kind_id], lang)
        if number >= start:
            lines.append(f"{number}. {entry_text(game, entry.kind, entry.data, lang, label)}")
    return lines


def last_entry_line(game: "Game", lang: str, entries: list[Entry]) -> str:
    """The journal's line for the last of `entries` (what undo or redo names), without its number;
    only that entry is worded (the first frame names the undo item and must stay light)."""
    phases = [e for e in entries if e.kind == "phase"]
    label = ""
    if phases:
        kind = str(phases[-1].data.get("kind"))
        label = words.phase_title(kind, sum(1 for e in phases if str(e.data.get("kind")) == kind), lang)
    return entry_text(game, entries[-1].kind, entries[-1].data, lang, label)


def change_text(game: "Game", change: Any, lang: str) -> str:
    """The status line after a host input, in the interface language (names, not ids)."""
    label = phase_label(game.phases[-1], lang) if game is not None and game.phases else ""
    text = entry_text(game, change.entry.kind, change.understood or change.entry.data, lang, label)
    return text + (f" — {refusal_text(change.refused, lang, game.rs if game else None)}" if change.refused else "")


def fact_changes(game: "Game", fix: Any, lang: str) -> str:
    """One phase's changed published facts, as the board and the result tab say them:
    "Ночь 1: − Вася (гибель), + Петя (гибель), ЛС для Коли" (app.corrections.Correction)."""
    items = [("+ " if item["change"] == "added" else "− ") + f"{item['nick']} ({t('amend.' + item['what'], lang)})"
             for item in fix.public]
    items += [t("amend.private", lang, to=pm_addressee(game, item["to"], lang)) for item in fix.private]
    return t("amend.phase", lang, phase=label_title(fix.phase, lang), changes=", ".join(items))


def later_changes(game: "Game", found: Any, lang: str) -> list[str]:
    """The later consequences of an amendment (app.amend_preview: `later`, `winner`, `owed`), each a
    phrase: «Ночь 2: + Вася не голосует (пропусков: 1)», «победа: Мафия → нет», «День 4 теперь ждёт
    также, до 07.12 21:00 МСК: Вася» (the open phase's deadline, when it has one)."""
    # lazy: app.explanations costs ~88 ms CPU, not needed before the first frame (bench_startup)
    from .explanations import log_lines
    from ..posts.view import team_name  # lazy: posts.view costs ~146 ms CPU, not needed before the first frame (bench_startup)

    later = [(label, change, event) for label, change, event in found.later if event.kind != "winner"]
    lines = log_lines(game, [event for _label, _change, event in later], lang)
    out = [t("amend.later", lang, phase=label_title(label, lang), sign="+" if change == "added" else "−", text=line)
           for (label, change, _event), line in zip(later, lines)]
    if found.winner is not None:
        before, after = (team_name(game, team, lang) or t("amend.nobody", lang) for team in found.winner)
        out.append(t("amend.winner", lang, before=before, after=after))
    current = game.current
    if current is not None and found.owed:
        from . import deadlines  # lazy: app.deadlines costs ~10 ms CPU, not needed before the first frame (bench_startup)

        at, tz = deadlines.phase_deadline(game), deadlines.phase_setting(game)[1]
        if at is None:
            out.append(t("amend.owed", lang, phase=label_title(current.label, lang), nicks=found.owed))
        else:  # by when they owe it: a revived player learns of it from the host's PM
            out.append(t("amend.owed_by", lang, phase=label_title(current.label, lang), nicks=found.owed,
                         deadline=deadlines.when_text(at, tz, lang)))
    if current is not None and found.no_longer_owed:
        out.append(t("amend.no_longer_owed", lang, phase=label_title(current.label, lang), nicks=found.no_longer_owed))
    return out


def amend_preview_text(game: "Game", found: Any, lang: str, button: str) -> tuple[str, bool]:
    """What an entry into a resolved phase would change (app.amend_preview.AmendPreview), as the
    result tab and the inbox say it before «`button`» records it; and whether it may be recorded."""
    if found.ended_at is not None:
        return t("amend.ends_at", lang, phase=label_title(found.ended_at, lang)), False
    if found.problem is not None:
        return t("amend.not_recorded", lang, reason=found.problem), False
    if found.refused is not None:
        return t("amend.not_recorded", lang, reason=reason(found.refused, lang, game)), False
    changes = "; ".join([fact_changes(game, fix, lang) for fix in found.changes] + later_changes(game, found, lang))
    if changes:
        return t("amend.changes", lang, phase=label_title(found.phase, lang), changes=changes, button=button), True
    return t("amend.no_change", lang, phase=label_title(found.phase, lang), button=button), True


#: the case a name takes after "among" in the runoff's words («среди Маши», «między Ewą»)
_AMONG_CASE = {"ru": "gen", "pl": "ins"}


def among(names: list[str], lang: str, game: "Game | None" = None) -> str:
    """The runoff's candidates after "among", each declined where it is a word (as its seat's
    declared gender says: «среди Кэт», a woman)."""
    from ..i18n.grammar import inflect  # lazy: i18n.grammar costs ~4 ms CPU, not needed before the first frame (bench_startup)

    return ", ".join(inflect(gendered(game, name), _AMONG_CASE.get(lang, "nom"), lang) for name in names)
