"""Write the app icon as PNG (drawn by moderator_app.gui.icon) and as SVG (the same shapes)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SVG = """<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 64 64">
  <path d="M14 6 h36 a10 10 0 0 1 10 10 v22 a10 10 0 0 1 -10 10 H30 L12 60 l4 -12 h-2 a10 10 0 0 1 -10 -10 V16 a10 10 0 0 1 10 -10 z" fill="{bubble}"/>
  <g transform="translate(32 27) rotate(-35)" fill="{gavel}">
    <rect x="-14" y="-15" width="28" height="11" rx="3"/>
    <rect x="-2.5" y="-4" width="5" height="22"/>
    <path d="M-8 -15 V-4 M8 -15 V-4" stroke="{bubble}" stroke-width="1.5"/>
  </g>
</svg>
"""


def main(out: Path) -> None:
    from PySide6.QtGui import QGuiApplication

    from moderator_app.gui.icon import BUBBLE, GAVEL, draw_icon

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    out.mkdir(parents=True, exist_ok=True)
    draw_icon(256).save(str(out / "moderator-app.png"))
    (out / "moderator-app.svg").write_text(SVG.format(bubble=BUBBLE, gavel=GAVEL), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent)
