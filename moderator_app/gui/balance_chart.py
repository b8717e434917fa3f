"""The balance chart (#16 item 2): each team's win share against the player count, drawn with
QPainter — a line through the shares and a shaded band for the 95% interval, one colour per team,
a legend, and a dashed mark at the player count the host is setting up. A plotting library would
add a large dependency for one small chart; QPainter draws it in a hundred lines."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

#: Team colours in order; distinguishable in print and for the common colour blindnesses.
#: a point of the plot: (players, share) -> where it is drawn
At = Callable[[float, float], QPointF]
PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#17becf"]


@dataclass
class Series:
    name: str
    color: str
    points: list[tuple[float, ...]]  #: (players, share, low, high)


class BalanceChart(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.series: list[Series] = []
        self.focus: int | None = None
        self.x_label = ""
        self.y_label = ""
        self.focus_label = ""
        self.empty_text = ""
        self.setMinimumSize(320, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_series(self, series: list[Series], focus: int | None = None) -> None:
        self.series = series
        self.focus = focus
        self.update()

    def counts(self) -> list[int]:
        return sorted({int(p[0]) for s in self.series for p in s.points})

    # ----- drawing ------------------------------------------------------------------------------
    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("white"))
        metrics = painter.fontMetrics()
        legend_height = metrics.height() + 6
        plot = QRectF(metrics.horizontalAdvance("100%") + 12, legend_height + 8,
                      self.width() - metrics.horizontalAdvance("100%") - 24, self.height() - legend_height - 2 * metrics.height() - 16)
        counts = self.counts()
        if not counts or plot.width() < 20 or plot.height() < 20:
            painter.setPen(QColor("#555"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
            return
        low_x, high_x = counts[0], counts[-1]
        span = max(1, high_x - low_x)

        def at(players: float, share: float) -> QPointF:
            x = plot.left() + (players - low_x) / span * plot.width() if high_x > low_x else plot.center().x()
            return QPointF(x, plot.bottom() - share * plot.height())

        self._axes(painter, plot, counts, at)
        for series in self.series:
            self._draw_series(painter, series, at)
        self._legend(painter, metrics)

    def _axes(self, painter: QPainter, plot: QRectF, counts: list[int], at: At) -> None:
        metrics = painter.fontMetrics()
        for step in range(5):
            share = step / 4
            y = at(counts[0], share).y()
            painter.setPen(QPen(QColor("#e0e0e0"), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(QColor("#333"))
            painter.drawText(QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{share:.0%}")
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        every = max(1, len(counts) // 12 + 1)
        for index, count in enumerate(counts):
            x = at(count, 0).x()
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            if index % every == 0 or count == counts[-1]:
                painter.drawText(QRectF(x - 20, plot.bottom() + 4, 40, metrics.height()), Qt.AlignmentFlag.AlignHCenter, str(count))
        painter.drawText(QRectF(plot.left(), plot.bottom() + metrics.height() + 4, plot.width(), metrics.height()),
                         Qt.AlignmentFlag.AlignHCenter, self.x_label)
        if self.focus is not None and counts[0] <= self.focus <= counts[-1]:
            painter.setPen(QPen(QColor("#555"), 1, Qt.PenStyle.DashLine))
            x = at(self.focus, 0).x()
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            width = metrics.horizontalAdvance(self.focus_label) + 6
            left = x + 4 if x + 4 + width < plot.right() else x - 4 - width
            painter.drawText(QRectF(left, plot.top() + 2, width, metrics.height()), Qt.AlignmentFlag.AlignLeft, self.focus_label)

    def _draw_series(self, painter: QPainter, series: Series, at: At) -> None:
        color = QColor(series.color)
        band = QColor(color)
        band.setAlpha(45)
        points = sorted(series.points)
        if len(points) > 1:
            outline = [at(p, high) for p, _s, _l, high in points] + [at(p, low) for p, _s, low, _h in reversed(points)]
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(band)
            painter.drawPolygon(QPolygonF(outline))
        path = QPainterPath()
        for index, (players, share, low, high) in enumerate(points):
            point = at(players, share)
            path.moveTo(point) if index == 0 else path.lineTo(point)
            painter.setPen(QPen(color, 1))
            painter.drawLine(at(players, low), at(players, high))  # the interval as an error bar too
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(color, 2))
        painter.drawPath(path)
        painter.setBrush(color)
        for players, share, _low, _high in points:
            painter.drawEllipse(at(players, share), 3, 3)

    def _legend(self, painter: QPainter, metrics: QFontMetrics) -> None:
        """The y axis' name, then each team's colour and name, along the top."""
        painter.setPen(QColor("#333"))
        painter.drawText(QPointF(8, 4 + metrics.ascent()), self.y_label + ":")
        x = 8.0 + metrics.horizontalAdvance(self.y_label + ":") + 14
        for series in self.series:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(series.color))
            painter.drawRect(QRectF(x, 6, 12, metrics.height() - 4))
            painter.setPen(QColor("#222"))
            painter.drawText(QPointF(x + 16, 4 + metrics.ascent()), series.name)
            x += 16 + metrics.horizontalAdvance(series.name) + 14
