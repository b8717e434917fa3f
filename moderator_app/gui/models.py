"""Qt models over the engine's state: the phase board's table of who sent what."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt, QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor

from ..app.correspondence import declared_skip, modkill_pending, waiting_for
from ..app.deadlines import phase_deadline
from ..app.host_words import goal_name
from ..app.board import entry_fates, request_aim, standing_requests, waits_for_anything
from ..i18n import t
from . import texts

if TYPE_CHECKING:
    from ..engine.model.fates import FateRow
    from ..engine.model.game import Game
    from ..engine.model.state import Phase, Request


WORDS = [
    QT_TRANSLATE_NOOP("BoardModel", "Player"), QT_TRANSLATE_NOOP("BoardModel", "Role"),
    QT_TRANSLATE_NOOP("BoardModel", "Alive"), QT_TRANSLATE_NOOP("BoardModel", "Sent"),
    QT_TRANSLATE_NOOP("BoardModel", "Refused"), QT_TRANSLATE_NOOP("BoardModel", "abstains"),
    QT_TRANSLATE_NOOP("BoardModel", "alive"), QT_TRANSLATE_NOOP("BoardModel", "dead"),
    QT_TRANSLATE_NOOP("BoardModel", "not sent yet"), QT_TRANSLATE_NOOP("BoardModel", "hidden"),
    QT_TRANSLATE_NOOP("BoardModel", "sent"),
    QT_TRANSLATE_NOOP("BoardModel", "goal: %1"),
    QT_TRANSLATE_NOOP("BoardModel", "in the inbox, not recorded yet"),
]  # every word the model shows, for lupdate


def _tr(text: str) -> str:
    return QCoreApplication.translate("BoardModel", text)


def _late(game: "Game", at: str | None, nick: str, lang: str) -> str:
    """" (опоздала: 21:40)" for an entry sent after the phase's deadline (app.deadlines), in the
    sender's gender (a Qt string had «опоздал» for every nick)."""
    deadline = phase_deadline(game)
    if deadline is None or not at or at[:16] <= deadline.strftime("%Y-%m-%d %H:%M"):
        return ""
    return " " + t("deadline.late_at", lang, nick=texts.gendered(game, nick), time=at[11:16])


def _request_text(game: "Game", req: Request, lang: str) -> str:
    return f"{texts.action_name(game, req.action, lang)} → {request_aim(game, req, lang)}"


class BoardModel(QAbstractTableModel):
    """One row per seat: role, alive, what he sent this phase (or that he has not), the rule broken."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[dict[str, Any]] = []
        self.owes_anything = False
        self.headers = [_tr("Player"), _tr("Role"), _tr("Alive"), _tr("Sent"), _tr("Refused")]

    def load(self, game: "Game", phase: "Phase | None", lang: str, hides: Callable[[str], bool] = lambda nick: False,
             in_inbox: frozenset[str] = frozenset()) -> None:
        """`hides(nick)`: the playing host may not see that seat's role and goal yet (S-TAB-3); `in_inbox`: seats
        whose message waits in the inbox, not recorded — sent, not missing (inbox_store.senders_waiting)."""
        self.beginResetModel()
        fate_rows = entry_fates(game, phase) if phase is not None else {}
        waiting = set(waiting_for(game)) if phase is not None else set()  # the reminders' list too (app.correspondence)
        self.rows = [self._row(game, phase, nick, lang, fate_rows, nick in waiting) for nick in game.players]
        for row in self.rows:
            if row["missing"] and row["nick"] in in_inbox:
                row.update(missing=False, sent=_tr("in the inbox, not recorded yet"))
        #: the open phase waits for something (a day without a lynch vote waits for nothing)
        self.owes_anything = waits_for_anything(game, phase)
        for row in self.rows:
            if hides(row["nick"]):  # what a seat sent would name his role too
                row.update(role=_tr("hidden"), sent=_tr("sent") if row["sent"] else "", refused="")
        self.endResetModel()

    @staticmethod
    def _row(game: "Game", phase: "Phase | None", nick: str, lang: str,
             fate_rows: "dict[tuple[int, int], FateRow]", missing: bool) -> dict[str, Any]:
        player = game.players[nick]
        role = texts.role_name(game, player.role, lang)
        goal = player.extra.get("goal")
        if goal:
            role += " · " + _tr("goal: %1").replace("%1", goal_name(game, str(goal), lang))
        row = {"nick": nick, "role": role, "alive": player.alive,
               "sent": "", "refused": "", "missing": missing}
        if phase is None or not player.alive or nick not in phase.alive_at_start:
            return row
        if modkill_pending(game, nick):  # he leaves at the result: said on his row, owed nothing
            row["sent"] = _tr("modkill: out at the result")
            return row
        if phase.kind == "night":
            mine = [r for r in phase.requests if r.actor == nick]
            if mine:  # every request that stands (a room and a powder alike), as the engine's fates say
                shown, withdrawn = standing_requests(mine, fate_rows)
                row["sent"] = "; ".join(_request_text(game, r, lang) for r in shown) + _late(game, shown[-1].at, nick, lang)
                if withdrawn:  # his later «хода нет» withdrew them
                    row["sent"] = t("hostplay.inbox.no_action", lang)
                row["refused"] = texts.reason(mine[-1].refused)
            elif declared_skip(game, nick):  # «хода нет»: he said so himself (#23)
                row["sent"] = t("hostplay.inbox.no_action", lang)
        elif phase.kind in ("day", "council"):
            mine_votes = [v for v in phase.votes if v.voter == nick]
            sent = []
            if mine_votes:
                last_vote = mine_votes[-1]
                voted = (_tr("abstains") if last_vote.abstain else _tr("vote withdrawn") if last_vote.cancel
                         else _tr("no lynch") if last_vote.no_lynch else f"→ {last_vote.target or '?'}")
                sent.append(voted + _late(game, last_vote.at, nick, lang))
                row["refused"] = texts.reason(last_vote.refused)
            day_requests = [r for r in phase.requests if r.actor == nick]
            if day_requests:  # a day ability (a mayor's reveal, a day shot) recorded for him: he has sent
                sent += [_request_text(game, r, lang) + _late(game, r.at, nick, lang) for r in day_requests]
                row["refused"] = row["refused"] or texts.reason(day_requests[-1].refused)
            row["sent"] = "; ".join(sent)
        return row

    def missing(self) -> list[str]:
        return [row["nick"] for row in self.rows if row["missing"]]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008 - Qt's own signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008 - Qt's own signature
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 2:
                return _tr("alive") if row["alive"] else _tr("dead")
            if column == 3:
                return row["sent"] or (_tr("not sent yet") if row["missing"] else "")
            return row[("nick", "role", "alive", "sent", "refused")[column]]
        if role == Qt.ItemDataRole.ForegroundRole:
            if not row["alive"]:
                return QColor("#888888")
            if column == 4 and row["refused"] or column == 3 and row["missing"]:
                return QColor("#a40000")
        return None
