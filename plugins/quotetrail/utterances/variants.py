"""How a quote's wording differs from an utterance's reference wording.

The diff is word-level (difflib on normalized words) and then classified:
partial quotes are not faulted for the words they leave out at their ends, an
ellipsis makes an omission a marked elision, brackets make inserted words the
outlet's declared own, and differences inside aligned words are only
punctuation or case.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from difflib import SequenceMatcher

from quotetrail.utterances.model import AlignmentOp, Edit, summarize
from quotetrail.utterances.text import Token, fold, tokenize

#: A wording contains another when it has this share of the other's words.
CONTAINS = 0.9
#: Reference candidates considered per utterance; only long wordings can contain the others.
MAX_REFERENCE_CANDIDATES = 20


@dataclass(frozen=True)
class Wording:
    """Some words of a text; `base` is where the wording starts in `text`."""

    text: str
    tokens: list[Token]
    base: int = 0

    @classmethod
    def of(cls, text: str) -> Wording:
        return cls(text, tokenize(text))

    def words(self, start: int, end: int) -> str:
        """The text of tokens [start, end), as printed."""
        if start >= end:
            return ""
        return self.text[self.tokens[start].start : self.tokens[end - 1].end]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Character range (from `base`) of tokens [start, end); empty at `start` when no tokens."""
        if start >= end:
            return self.offset(start), self.offset(start)
        return self.tokens[start].start - self.base, self.tokens[end - 1].end - self.base

    def offset(self, index: int) -> int:
        """Character offset (from `base`) of token `index`, or of the end after the last token."""
        if index < len(self.tokens):
            return self.tokens[index].start - self.base
        return (self.tokens[-1].end if self.tokens else 0) - self.base


@dataclass(frozen=True)
class WordingDiff:
    edits: list[Edit]
    alignment: list[AlignmentOp]
    reference_start: int
    reference_end: int

    @property
    def kinds(self) -> list[str]:
        return summarize(self.edits)[0]

    @property
    def is_allowed(self) -> bool:
        return summarize(self.edits)[1]


def diff_wording(quote: Wording | str, reference: Wording | str) -> WordingDiff:
    """Classify every difference of `quote` against `reference`, word by word."""
    q = quote if isinstance(quote, Wording) else Wording.of(quote)
    r = reference if isinstance(reference, Wording) else Wording.of(reference)
    if not q.tokens or not r.tokens:
        return WordingDiff([], [], 0, 0)
    matcher = SequenceMatcher(None, [t.norm for t in q.tokens], [t.norm for t in r.tokens], autojunk=False)
    edits: list[Edit] = []
    alignment: list[AlignmentOp] = []
    covered: list[int] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        at_edge = i1 == 0 or i2 == len(q.tokens)
        if tag == "insert" and at_edge:
            continue  # a partial quote: the reference goes on beyond it
        if tag == "replace" and at_edge and j2 - j1 > i2 - i1:
            # Only the reference words next to the quote's own are replaced; the rest lies
            # beyond a partial quote.
            j1, j2 = (j2 - (i2 - i1), j2) if i1 == 0 else (j1, j1 + (i2 - i1))
        covered += [j1, j2]
        op = {"equal": "equal", "replace": "replace", "delete": "added", "insert": "missing"}[tag]
        alignment.append(AlignmentOp(op, *q.span(i1, i2), *r.span(j1, j2)))
        if tag == "equal":
            edits += _surface_edits(q, r, i1, j1, i2 - i1)
        else:
            edits += _word_edits(q, r, tag, i1, i2, j1, j2)
    if not covered:
        return WordingDiff(edits, alignment, 0, 0)
    return WordingDiff(edits, alignment, *r.span(min(covered), max(covered)))


def _word_edits(q: Wording, r: Wording, tag: str, i1: int, i2: int, j1: int, j2: int) -> list[Edit]:
    quote_words, reference_words = q.words(i1, i2), r.words(j1, j2)
    where = (q.offset(i1), r.offset(j1))
    elided = i1 < len(q.tokens) and q.tokens[i1].elided_before
    if j2 > j1 and all(t.bracketed for t in r.tokens[j1:j2]):
        # The reference outlet's own bracketed words, in place of the spoken ones this quote prints.
        return [Edit("bracketed_insertion", quote_words, reference_words, *where)]
    if tag == "insert":
        kind = "marked_elision" if elided else "unmarked_omission"
        return [Edit(kind, "…" if elided else "", reference_words, *where)]
    if all(t.bracketed for t in q.tokens[i1:i2]):
        return [Edit("bracketed_insertion", quote_words, reference_words, *where)]
    if tag == "delete":
        if j1 < len(r.tokens) and r.tokens[j1].elided_before:
            # The words the reference itself marks as left out ('…'), printed here.
            return [Edit("marked_elision", quote_words, "…", *where)]
        return [Edit("added_words", quote_words, "", *where)]
    if elided:
        return [
            Edit("marked_elision", "…", reference_words, *where),
            Edit("added_words", quote_words, "", *where),
        ]
    return [Edit("substituted_words", quote_words, reference_words, *where)]


def _surface_edits(q: Wording, r: Wording, i: int, j: int, size: int) -> list[Edit]:
    """Differences in case or punctuation between words that align."""
    edits = []
    for k in range(size):
        qt, rt = q.tokens[i + k], r.tokens[j + k]
        # Punctuation is compared only between two aligned words: at a quote's end it
        # belongs to the outlet's sentence ("anyway," he said), not to the speaker.
        inner = k + 1 < size
        if (fold(qt.raw) != fold(rt.raw) and not qt.bracketed) or (
            inner and qt.punct_after != rt.punct_after
        ):
            q_words = qt.raw + (qt.punct_after if inner else "")
            r_words = rt.raw + (rt.punct_after if inner else "")
            edits.append(Edit("punctuation_or_case", q_words, r_words, qt.start - q.base, rt.start - r.base))
    return edits


def choose_reference(wordings: list[list[str]]) -> int:
    """Index of the wording to compare all the others against.

    The reference is the wording that contains the most quotes (90% of their
    words), so partial quotes show up as partial rather than the reference as
    padded. Among wordings that contain each other, the shorter wins: a word
    only one outlet printed is then reported as that outlet's addition, not as
    an omission by every other outlet. Remaining ties go to the first wording,
    which callers order by day, article and quote id so the choice is stable.
    """
    distinct: dict[tuple[str, ...], list[int]] = {}
    for index, words in enumerate(wordings):
        distinct.setdefault(tuple(words), []).append(index)
    bags = {words: Counter(words) for words in distinct}
    longest = max(len(words) for words in distinct)
    candidates = sorted((w for w in distinct if len(w) >= longest / 2), key=len, reverse=True)
    best: tuple[int, int, int] | None = None
    for candidate in candidates[:MAX_REFERENCE_CANDIDATES]:
        contained = sum(
            len(members)
            for other, members in distinct.items()
            if sum((bags[other] & bags[candidate]).values()) >= CONTAINS * len(other)
        )
        key = (-contained, len(candidate), distinct[candidate][0])
        if best is None or key < best:
            best = key
    assert best is not None
    return best[2]
