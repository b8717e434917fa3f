"""Pickers of player names: a long nick («Эддисон МакГє») is shown whole, not cut off.

A QComboBox sizes itself to its items once, when first shown; the player pickers are refilled with
each game, so a longer nick added later was cut. These size to contents on every refill, and carry
the chosen name as a tooltip for when the layout still squeezes them.
"""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox


def fit_to_names(combo: QComboBox) -> QComboBox:
    """Size `combo` to its longest item whenever its items change; its tooltip names the choice."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    base = combo.toolTip()

    def name_choice(text: str) -> None:
        combo.setToolTip(f"{base}: {text}" if base and text else (text or base))

    combo.currentTextChanged.connect(name_choice)
    return combo
