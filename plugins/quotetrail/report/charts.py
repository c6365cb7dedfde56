"""Geometry of the report's inline SVG charts.

The page has to open offline from disk, so there is no chart library: the
shapes are computed here and the template only draws them, which also keeps
every label inside the template's autoescaping.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from quotetrail.report.model import SEVERITIES, FindingCount, RulePoint

TREND_COLUMN = 8
TREND_GAP = 2
TREND_HEIGHT = 28
BAR_LABEL_WIDTH = 200
BAR_AREA_WIDTH = 360
BAR_HEIGHT = 18
BAR_GAP = 8
BAR_COUNT_WIDTH = 40


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    width: float
    height: float
    css: str
    title: str


@dataclass(frozen=True)
class Label:
    x: float
    y: float
    text: str
    anchor: str = "start"


@dataclass(frozen=True)
class Chart:
    width: float
    height: float
    rects: tuple[Rect, ...]
    labels: tuple[Label, ...] = ()


def trend_chart(points: Sequence[RulePoint]) -> Chart:
    """One column per run, oldest first, split into the shares passed, warned and failed."""
    rects = []
    for index, point in enumerate(points):
        x = index * (TREND_COLUMN + TREND_GAP)
        total = point.passed + point.warned + point.failed
        when = point.validated_at.strftime("%Y-%m-%d %H:%M") if point.validated_at else "time unknown"
        title = (
            f"{point.run_id} ({when}): {point.passed} passed, {point.warned} warned, {point.failed} failed"
        )
        y = float(TREND_HEIGHT)
        for count, css in ((point.passed, "passed"), (point.warned, "warned"), (point.failed, "failed")):
            if not count:
                continue
            height = TREND_HEIGHT * count / total
            y -= height
            rects.append(Rect(x, round(y, 2), TREND_COLUMN, round(height, 2), css, title))
    width = max(len(points) * (TREND_COLUMN + TREND_GAP) - TREND_GAP, TREND_COLUMN)
    return Chart(width, TREND_HEIGHT, tuple(rects))


def count_chart(counts: Sequence[FindingCount]) -> Chart:
    """Horizontal bars of findings per name, one segment per severity, all on one scale."""
    longest = max((count.total for count in counts), default=0) or 1
    rects, labels = [], []
    for row, count in enumerate(counts):
        y = row * (BAR_HEIGHT + BAR_GAP)
        labels.append(Label(BAR_LABEL_WIDTH - 8, y + BAR_HEIGHT - 5, _clip(count.name), "end"))
        x = float(BAR_LABEL_WIDTH)
        for severity in SEVERITIES:
            value = getattr(count, severity)
            if not value:
                continue
            width = BAR_AREA_WIDTH * value / longest
            rects.append(
                Rect(
                    round(x, 2), y, round(width, 2), BAR_HEIGHT, severity, f"{count.name}: {value} {severity}"
                )
            )
            x += width
        labels.append(Label(x + 6, y + BAR_HEIGHT - 5, str(count.total)))
    height = max(len(counts) * (BAR_HEIGHT + BAR_GAP) - BAR_GAP, 0)
    return Chart(BAR_LABEL_WIDTH + BAR_AREA_WIDTH + BAR_COUNT_WIDTH, height, tuple(rects), tuple(labels))


def _clip(name: str, chars: int = 28) -> str:
    return name if len(name) <= chars else name[: chars - 1] + "…"
