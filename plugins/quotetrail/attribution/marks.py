"""Find the stretches of an article that sit inside quote marks.

News text mixes curly and straight marks, the NYT's doubled single marks
(``''...''``), quotes that run over several paragraphs (an opening mark on each,
one closing mark) and plain typing slips. Marks are classified by their context
first and by their shape second, so a misused curly mark does not derail the rest
of the paragraph; an unclosed quote ends at its paragraph and is flagged rather
than swallowing the article.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import accumulate

DOUBLE_MARK = re.compile(r"''|‘‘|’’|``|[\"“”„‟«»]")
OPEN_SHAPES = {"“", "„", "‟", "«", "‘‘", "``"}
CLOSE_SHAPES = {"”", "»", "’’"}
# Characters after which an opening mark may stand.
OPEN_BEFORE = set(" \t\n\u00a0([{—–-/")
SINGLE_OPEN = "‘"
SINGLE_CLOSE = "’"
MAX_SINGLE_QUOTE = 160
# A quoted nickname inside a name, 'Marcia "Cia" Price': its marks are part of the name.
NICKNAME = re.compile(r"[\"“][A-Z][\w.’'\-]*(?: [A-Z][\w.’'\-]*)?[\"”] (?=[A-Z])")
NAME_BEFORE = re.compile(r"[A-Z][\w.’'\-]* $")
#: A quoted passage within one stretch of text, in double marks of any shape, the NYT's
#: doubled single marks included: the words a reporter's clause quotes rather than says.
QUOTED = re.compile(r"[“\"«][^”\"»]*[”\"»]|''(?:(?!'').)*''")


@dataclass(frozen=True)
class Region:
    """Text between an opening and a closing mark, marks excluded.

    ``open_at``/``close_at`` locate the marks; None means the mark is missing (a
    quote continued from the previous paragraph, or one left open).
    """

    start: int
    end: int
    open_at: int | None
    close_at: int | None
    paragraph: int
    single: bool = False
    flags: tuple[str, ...] = ()
    close_len: int = 1

    @property
    def after(self) -> int:
        """Offset just past the closing mark, or the end of the text when it is missing."""
        return self.close_at + self.close_len if self.close_at is not None else self.end


def paragraphs(text: str) -> list[tuple[int, int]]:
    """Non-blank lines as (start, end), whitespace stripped: a line is a paragraph."""
    out = []
    for m in re.finditer(r"[^\n]+", text):
        s, e = m.start(), m.end()
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if s < e:
            out.append((s, e))
    return out


def _role(text: str, at: int, mark: str, para: tuple[int, int]) -> str:
    """'open', 'close' or 'toggle' for the mark at ``at``."""
    before = text[at - 1] if at > para[0] else " "
    after = text[at + len(mark)] if at + len(mark) < para[1] else " "
    can_open = (before in OPEN_BEFORE or before in "“\"'‘") and not after.isspace()
    can_close = not before.isspace() and (after.isspace() or not after.isalnum())
    if mark in OPEN_SHAPES and not (can_close and not can_open):
        return "open"
    if mark in CLOSE_SHAPES and not (can_open and not can_close):
        return "close"
    if can_open and not can_close:
        return "open"
    if can_close and not can_open:
        return "close"
    return "toggle"


def _excerpt_marker(text: str, para: tuple[int, int], mark: str) -> bool:
    """A straight mark opening a paragraph that quotes with curly marks inside marks a
    block excerpt from another publication, not one quote: its own quotes are inside."""
    if mark != '"':
        return False
    inner = text[para[0] + 1 : para[1]]
    return '"' not in inner and ("“" in inner or "”" in inner)


def _scan_paragraph(text: str, para: tuple[int, int], index: int) -> list[Region]:
    regions: list[Region] = []
    opened: int | None = None
    open_len = 0
    seen_mark = False
    skip_to = -1
    for m in DOUBLE_MARK.finditer(text, para[0], para[1]):
        if m.start() == para[0] and _excerpt_marker(text, para, m.group()):
            continue
        if m.start() <= skip_to:
            continue
        nick = NICKNAME.match(text, m.start(), para[1])
        if nick and NAME_BEFORE.search(text, max(para[0], m.start() - 30), m.start()):
            skip_to = nick.end() - 2
            continue
        role = _role(text, m.start(), m.group(), para)
        if opened is None:
            if role == "close" and not seen_mark:
                regions.append(
                    Region(
                        para[0],
                        m.start(),
                        None,
                        m.start(),
                        index,
                        flags=("continues_previous_paragraph",),
                        close_len=len(m.group()),
                    )
                )
            elif role != "close":
                opened, open_len = m.start(), len(m.group())
        elif role == "open" and m.start() > opened + open_len:
            # A second opening mark inside a quote: the first one was never closed.
            regions.append(
                Region(opened + open_len, m.start(), opened, None, index, flags=("unbalanced_marks",))
            )
            opened, open_len = m.start(), len(m.group())
        elif role != "open":
            regions.append(
                Region(opened + open_len, m.start(), opened, m.start(), index, close_len=len(m.group()))
            )
            opened = None
        seen_mark = True
    if opened is not None:
        regions.append(Region(opened + open_len, para[1], opened, None, index))
    return [r for r in regions if r.end > r.start]


def _single_regions(text: str, para: tuple[int, int], index: int, taken: list[Region]) -> list[Region]:
    """Curly single quotes outside double quotes (headline style): ‘crazy system’."""
    out = []
    for m in re.finditer(SINGLE_OPEN, text[para[0] : para[1]]):
        at = para[0] + m.start()
        if _role(text, at, SINGLE_OPEN, para) != "open":
            continue
        if any(r.start - 1 <= at < r.end + 1 for r in taken):
            continue
        limit = min(para[1], at + MAX_SINGLE_QUOTE)
        for k in range(at + 2, limit):
            after = text[k + 1] if k + 1 < para[1] else " "
            if text[k] == SINGLE_CLOSE and not after.isalnum() and not text[k - 1].isspace():
                out.append(Region(at + 1, k, at, k, index, single=True))
                break
    return out


def scan(text: str, paras: list[tuple[int, int]]) -> list[Region]:
    """Every quoted region of the article, in text order, with continuation flags."""
    regions: list[Region] = []
    for index, para in enumerate(paras):
        found = _scan_paragraph(text, para, index)
        found += _single_regions(text, para, index, found)
        regions.extend(sorted(found, key=lambda r: r.start))
    return _flag_open_ends(text, paras, regions)


def _flag_open_ends(text: str, paras: list[tuple[int, int]], regions: list[Region]) -> list[Region]:
    """An open quote is fine when the next paragraph reopens it; otherwise flag it."""
    starts_quoted = {r.paragraph for r in regions if r.open_at == paras[r.paragraph][0]}
    out = []
    for r in regions:
        if r.close_at is None and r.open_at is not None and "unbalanced_marks" not in r.flags:
            nxt = r.paragraph + 1
            flag = "continues_next_paragraph" if nxt in starts_quoted else "unbalanced_marks"
            r = Region(r.start, r.end, r.open_at, None, r.paragraph, r.single, (*r.flags, flag), r.close_len)
        out.append(r)
    return out


class SpanSet:
    """Spans (start, end exclusive) asked whether they cover an offset.

    Speaker search asks it of every capitalized run of an article against all the
    article's quoted spans: bisection keeps that linear in the runs, where a scan of
    the spans for each run grows with runs times quotes.
    """

    def __init__(self, spans: Iterable[tuple[int, int]]) -> None:
        ordered = sorted(spans)
        self._starts = [start for start, _ in ordered]
        # The farthest end among the spans starting at or before each one, as spans may nest.
        self._reach = list(accumulate((end for _, end in ordered), max))

    def covers(self, at: int) -> bool:
        k = bisect_right(self._starts, at)
        return k > 0 and self._reach[k - 1] > at

    def start_of(self, at: int) -> int | None:
        """Where the outermost span covering ``at`` starts, or None when none covers it."""
        k = bisect_right(self._starts, at)
        if k == 0 or self._reach[k - 1] <= at:
            return None
        return self._starts[bisect_right(self._reach, at, 0, k)]
