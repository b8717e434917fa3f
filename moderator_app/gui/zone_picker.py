"""A time-zone picker: the zones by their names in the interface's language («Москва (UTC+3)»),
the id ("Europe/Moscow") kept as each item's data. The host may type any IANA name or "UTC+3"
too; what he typed that names no zone reads as None (the caller says so, never guesses)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from ..i18n.zones import ZONES, known, offset_name, system_zone, zone_name
from .i18n import current_lang
from datetime import datetime


class ZonePicker(QComboBox):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setEditable(True)
        self.fill()

    def fill(self) -> None:
        """(Re)list the zones in the interface's language: the computer's zone first when it is not listed
        (again only when the language changed since: the board refreshes it after every entry)."""
        lang = current_lang()
        if getattr(self, "_lang", None) == lang:
            return
        self._lang = lang
        chosen = self.zone() if self.count() else None
        self.clear()
        system = system_zone()
        for name in ([] if system in ZONES else [system]) + list(ZONES):
            self.addItem(zone_name(name, lang), name)
        if chosen:
            self.set_zone(chosen)

    def set_zone(self, name: str | None) -> None:
        name = (name or "").strip() or system_zone()
        index = self.findData(name)
        if index < 0:
            self.addItem(zone_name(name, current_lang()), name)
            index = self.count() - 1
        self.setCurrentIndex(index)

    def zone(self) -> str | None:
        """The chosen zone's id, or None when the typed text names no zone."""
        text = self.currentText().strip()
        index = self.findText(text)
        if index >= 0:
            return str(self.itemData(index))
        typed = text.replace("−", "-")
        found = known(typed)
        if found is None:
            return None
        if typed.upper().startswith("UTC") and typed.upper() != "UTC":
            offset = found.utcoffset(datetime.now())
            return offset_name(int(offset.total_seconds() // 60)) if offset is not None else None
        return typed
