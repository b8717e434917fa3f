"""The editor's Deal tab: how many of each role for each player count, as a grid.

Rows are player counts, columns the set's roles, and the last column the row's total (the checker
says when a row does not add up to its player count). Rows are added and removed below the grid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from ..authoring.rolesets_model import parse_value

if TYPE_CHECKING:
    from .roleset_editor import RolesetEditor


class DealPage(QWidget):
    """The deal table by player count."""

    def __init__(self, editor: "RolesetEditor"):
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

    def counts(self) -> list[int]:
        return sorted(int(c) for c in self.editor.model.section("deal") if isinstance(c, int))

    def refresh(self) -> None:
        roles, deal, counts = self.editor.model.role_ids(), self.editor.model.section("deal"), self.counts()
        self._filling = True
        try:
            self.table.setColumnCount(len(roles) + 1)
            self.table.setHorizontalHeaderLabels([self.editor.name_for("role", r) for r in roles] + [self.tr("Total")])
            for col, role_id in enumerate(roles):  # the id the YAML uses, one hover away
                self.table.horizontalHeaderItem(col).setToolTip(role_id)
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
        finally:
            self._filling = False

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
