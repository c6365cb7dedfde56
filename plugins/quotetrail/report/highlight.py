"""Where a finding's words are in each outlet's wording.

A finding states the words only as text ("on" for "of"); a word like "of" can
occur many times in a quote, so searching for it would mark the wrong one. The
positions come from the quote variants instead: an outlet that prints the
differing words has an edit of the finding's kind with those words and their
offset; an outlet that prints the reference words has them inside an "equal"
run of its word alignment, which maps reference words to its own one to one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from quotetrail.report.model import Span
from quotetrail.utterances.model import AlignmentOp, Edit
from quotetrail.utterances.text import fold, tokenize

MERGE_KINDS = frozenset({"merged_quote", "split_quote"})


@dataclass(frozen=True)
class Difference:
    """The words a finding is about, as its table row states them."""

    kind: str
    quote_words: str
    reference_words: str

    def matches(self, edit: Edit) -> bool:
        return (
            edit.kind == self.kind
            and _same(edit.quote_words, self.quote_words)
            and _same(edit.reference_words, self.reference_words)
        )


@dataclass(frozen=True)
class VariantMarks:
    """One outlet's marks: `differs` is None when its wording says nothing about the finding."""

    marks: tuple[Span, ...]
    differs: bool | None


def _same(a: str, b: str) -> bool:
    return fold(a).casefold() == fold(b).casefold()


def differing_marks(difference: Difference, text: str, edits: Sequence[Edit]) -> tuple[Span, ...]:
    """Spans of the differing words in an outlet's own text; empty when it does not print them."""
    return tuple(
        _locate(text, edit.quote_words, edit.quote_offset) for edit in edits if difference.matches(edit)
    )


def _locate(text: str, words: str, offset: int) -> Span:
    """The occurrence of `words` nearest to `offset`.

    An edit's offset can point at the gap before its words (a merge's joining
    words start after the comma that ends the first passage), so the words are
    looked up around it rather than assumed to start exactly there.
    """
    if not words:
        return offset, offset
    # lower(), unlike fold() and casefold(), keeps offsets: "…" stays one character.
    haystack, needle = text.lower(), words.lower()
    found = [i for i in range(len(haystack)) if haystack.startswith(needle, i)]
    if not found:
        return offset, offset
    start = min(found, key=lambda i: abs(i - offset))
    return start, start + len(words)


def reference_spans(difference: Difference, edits_by_quote: Sequence[Sequence[Edit]]) -> tuple[Span, ...]:
    """Spans of the finding's reference words in the utterance's reference text.

    A merge has no place in the reference (it joins two utterances), so it marks nothing there.
    """
    if difference.kind in MERGE_KINDS:
        return ()
    offsets = sorted(
        {edit.reference_offset for edits in edits_by_quote for edit in edits if difference.matches(edit)}
    )
    return tuple((offset, offset + len(difference.reference_words)) for offset in offsets)


def agreeing_marks(
    reference_text: str,
    reference: Sequence[Span],
    text: str,
    alignment: Sequence[AlignmentOp],
) -> tuple[Span, ...]:
    """Spans in an outlet's text of the reference words it prints unchanged."""
    reference_tokens = tokenize(reference_text)
    quote_tokens = tokenize(text)
    marks = []
    for start, end in reference:
        if start == end:
            continue
        run = next(
            (
                op
                for op in alignment
                if op.op == "equal" and op.reference_start <= start and end <= op.reference_end
            ),
            None,
        )
        if run is None:
            continue
        first_in_run = _index_at(reference_tokens, run.reference_start)
        inside = [i for i, t in enumerate(reference_tokens) if start <= t.start and t.end <= end]
        first_quote = _index_at(quote_tokens, run.quote_start)
        if not inside or first_in_run is None or first_quote is None:
            continue
        lo = first_quote + inside[0] - first_in_run
        hi = first_quote + inside[-1] - first_in_run
        if hi < len(quote_tokens):
            marks.append((quote_tokens[lo].start, quote_tokens[hi].end))
    return tuple(marks)


def _index_at(tokens: Sequence, offset: int) -> int | None:
    return next((i for i, token in enumerate(tokens) if token.start == offset), None)


def variant_marks(
    difference: Difference,
    reference_text: str,
    reference: Sequence[Span],
    text: str,
    edits: Sequence[Edit],
    alignment: Sequence[AlignmentOp],
    involved: bool,
) -> VariantMarks:
    """The marks of one outlet's wording and which side of the finding it is on."""
    own = differing_marks(difference, text, edits)
    if own:
        return VariantMarks(own, True)
    agreeing = agreeing_marks(reference_text, reference, text, alignment)
    return VariantMarks(agreeing, False if involved or agreeing else None)
