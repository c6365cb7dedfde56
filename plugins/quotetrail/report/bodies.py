"""An article body cut into the pieces its page shows: plain text and quoted text.

Quotes can overlap (a direct quote inside a longer indirect one) and a
discontinuous quote has several pieces, so the body is cut at every piece's
start and end; each segment knows every quote that covers it, and each quote
gets an anchor where its first piece starts, for the report to link to.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from quotetrail.report.model import QuoteSpan


@dataclass(frozen=True)
class Segment:
    text: str
    #: Quotes that cover this text, in order of their start.
    quote_ids: tuple[str, ...] = ()
    #: Quotes whose first piece starts here.
    anchors: tuple[str, ...] = ()


def body_segments(body: str, quotes: Sequence[QuoteSpan]) -> list[Segment]:
    """`body` cut at every quote piece's bounds; pieces outside the body are ignored."""
    pieces = [
        (start, end, quote.quote_id)
        for quote in quotes
        for start, end in quote.pieces
        if 0 <= start <= end <= len(body)
    ]
    starts: dict[int, list[str]] = {}
    for quote in quotes:
        valid = [start for start, end in quote.pieces if 0 <= start <= end <= len(body)]
        if valid:
            starts.setdefault(min(valid), []).append(quote.quote_id)
    bounds = sorted({0, len(body), *starts, *(b for start, end, _ in pieces for b in (start, end))})
    segments = [
        Segment(
            body[left:right],
            tuple(
                dict.fromkeys(quote_id for start, end, quote_id in pieces if start <= left and right <= end)
            ),
            tuple(starts.get(left, ())),
        )
        for left, right in pairwise(bounds)
    ]
    if len(body) in starts:
        segments.append(Segment("", (), tuple(starts[len(body)])))
    return segments
