"""The app's icon, drawn in code (a host's gavel over a speech bubble) so no binary lives in git.

packaging/make_icon.py writes the same drawing as PNG, and an SVG of it, for the .desktop file.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPainterPath, QPen, QPixmap

BUBBLE = "#8e1b1b"
GAVEL = "#f3e6c8"


def draw_icon(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(size / 64.0, size / 64.0)
    bubble = QPainterPath()
    bubble.addRoundedRect(QRectF(4, 6, 56, 42), 10, 10)
    tail = QPainterPath()
    tail.moveTo(QPointF(16, 44))
    tail.lineTo(QPointF(12, 60))
    tail.lineTo(QPointF(30, 46))
    tail.closeSubpath()
    p.fillPath(bubble.united(tail), QColor(BUBBLE))
    p.translate(32, 27)
    p.rotate(-35)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(GAVEL))
    p.drawRoundedRect(QRectF(-14, -15, 28, 11), 3, 3)  # the gavel's head
    p.drawRect(QRectF(-2.5, -4, 5, 22))  # its handle
    p.setPen(QPen(QColor(BUBBLE), 1.5))
    p.drawLine(QPointF(-8, -15), QPointF(-8, -4))
    p.drawLine(QPointF(8, -15), QPointF(8, -4))
    p.end()
    return image


def app_icon() -> QIcon:
    icon = QIcon()
    for size in (16, 32, 64, 128, 256):
        icon.addPixmap(QPixmap.fromImage(draw_icon(size)))
    return icon
