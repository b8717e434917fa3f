"""The editor's Deal tab: how many of each role for each player count, as a grid.

Rows are player counts, columns the set's roles, and the last column the row's total (the checker
says when a row does not add up to its player count). Rows are added and removed below the grid.
Each team's smallest share of a deal (`min_team_share`, C-WIN-4) is shown and edited here too, with
the rows the New-game proposal changes because of it (RolesetModel.proposed_deals): a clone's
inherited share turned the host's own 9-player row into another deal, and nothing showed why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDoubleSpinBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from ...authoring.rolesets_model import parse_value
from .keytip import KeyTip

if TYPE_CHECKING:
    from .host import EditorHost


class DealPage(QWidget):
    """The deal table by player count."""

    def __init__(self, editor: "EditorHost"):
        super().__init__()
        self.editor = editor
        self._filling = False
        self.table = QTableWidget(0, 0)
        self.table.itemChanged.connect(self._changed)
        self.count = QSpinBox()
        self.count.setRange(3, 40)
        self.count.setSuffix(self.tr(" players"))
        add = QPushButton(self.tr("Add a row"))
        add.clicked.connect(lambda: self.editor.edit(self.editor.model.add_deal_row, self.count.value()))
        remove = QPushButton(self.tr("Remove the chosen row"))
        remove.clicked.connect(self._remove_row)
        box = QVBoxLayout(self)
        box.addWidget(QLabel(self.tr("How many of each role for each player count (rows: players).")))
        box.addWidget(self.table)
        row = QHBoxLayout()
        row.addWidget(self.count)
        row.addWidget(add)
        row.addStretch(1)
        row.addWidget(remove)
        box.addLayout(row)
        self.shares_row = QHBoxLayout()
        self.shares: dict[str, QDoubleSpinBox] = {}
        self.share_names: dict[str, QLabel] = {}  #: each team's name beside its share, named anew on every refresh
        shares = QHBoxLayout()
        shares.addWidget(QLabel(self.tr("Smallest share of a team in a proposed deal:")))
        shares.addLayout(self.shares_row)
        shares.addStretch(1)
        box.addLayout(shares)
        self.topped = QLabel()  #: the rows the proposal changes because of those shares
        self.topped.setWordWrap(True)
        box.addWidget(self.topped)

    def counts(self) -> list[int]:
        return sorted(int(c) for c in self.editor.model.section("deal") if isinstance(c, int))

    def refresh(self) -> None:
        roles, deal, counts = self.editor.model.role_ids(), self.editor.model.section("deal"), self.counts()
        self._filling = True
        try:
            self.table.setColumnCount(len(roles) + 1)
            self.table.setHorizontalHeaderLabels([self.editor.name_for("role", r) for r in roles] + [self.tr("Total")])
            for col, role_id in enumerate(roles):  # the id the YAML uses, one hover away
                if (header := self.table.horizontalHeaderItem(col)) is not None:
                    header.setToolTip(role_id)
            self.table.setRowCount(len(counts))
            self.table.setVerticalHeaderLabels([str(c) for c in counts])
            for row, count in enumerate(counts):
                cells = deal[count] if isinstance(deal[count], dict) else {}
                for col, role_id in enumerate(roles):
                    self.table.setItem(row, col, QTableWidgetItem(str(cells.get(role_id, "") or "")))
                total = sum(n for n in cells.values() if isinstance(n, int) and not isinstance(n, bool))
                cell = QTableWidgetItem(str(total))
                cell.setFlags(cell.flags() & ~Qt.ItemFlag.ItemIsEditable)
                cell.setForeground(Qt.GlobalColor.darkGreen if total == count else Qt.GlobalColor.red)
                self.table.setItem(row, len(roles), cell)
            self.table.resizeColumnsToContents()
            self._show_shares()
        finally:
            self._filling = False
        self.topped.setText(self._topped_text())

    def _show_shares(self) -> None:
        teams = self.editor.model.team_ids()
        if tuple(self.shares) != tuple(teams):
            while self.shares_row.count():
                item = self.shares_row.takeAt(0)
                if item is not None and (widget := item.widget()) is not None:
                    widget.deleteLater()
            self.shares, self.share_names = {}, {}
            for team in teams:
                spin = QDoubleSpinBox()
                spin.setRange(0, 100)
                spin.setDecimals(0)
                spin.setSuffix(" %")
                spin.setSpecialValueText("—")
                spin.setToolTip(self.tr("Smallest share of a team in a proposed deal:").rstrip(":"))
                KeyTip(spin, f"min_team_share.{team}")
                spin.valueChanged.connect(lambda value, team=team: self._share_changed(team, value))
                self.share_names[team] = QLabel()
                self.shares_row.addWidget(self.share_names[team])
                self.shares_row.addWidget(spin)
                self.shares[team] = spin
        for team, label in self.share_names.items():  # a team named after it was added: its name, not its id
            label.setText(self.editor.name_for("team", team))
        shares = self.editor.model.data.get("min_team_share")
        shares = shares if isinstance(shares, dict) else {}
        for team, spin in self.shares.items():
            share = shares.get(team)
            spin.setValue(round(float(share) * 100) if isinstance(share, (int, float)) and not isinstance(share, bool) else 0)

    def _share_changed(self, team: str, percent: float) -> None:
        if not self._filling:
            self.editor.edit(self.editor.model.set_min_share, team, round(percent / 100, 4) or None)

    def _topped_text(self) -> str:
        """The rows New game will propose otherwise, as the engine proposes them; "" when none (or
        when the set cannot be built yet: the checker says why)."""
        lines = []
        for count, change in self.editor.model.proposed_deals().items():
            changes = ", ".join(f"{self.editor.name_for('role', r)} {n:+d}" for r, n in change.items())
            lines.append(self.tr("%1 players: New game proposes %2 (the teams' smallest shares)")
                         .replace("%1", str(count)).replace("%2", changes))
        return "\n".join(lines)

    def _changed(self, item: QTableWidgetItem) -> None:
        roles = self.editor.model.role_ids()
        if self._filling or item.column() >= len(roles):
            return
        value = parse_value(item.text())
        how_many = value if isinstance(value, int) and not isinstance(value, bool) else 0
        self.editor.edit(self.editor.model.set_deal, self.counts()[item.row()], roles[item.column()], how_many)

    def _remove_row(self) -> None:
        if self.table.currentRow() >= 0:
            self.editor.edit(self.editor.model.remove_deal_row, self.counts()[self.table.currentRow()])

    def show_place(self, path: tuple[Any, ...]) -> None:
        if len(path) > 1 and path[1] in self.counts():
            row = self.counts().index(path[1])
            roles = self.editor.model.role_ids()
            col = roles.index(path[2]) if len(path) > 2 and path[2] in roles else len(roles)
            self.table.setCurrentCell(row, col)
            self.table.setFocus()
