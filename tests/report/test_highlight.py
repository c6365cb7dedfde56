"""Finding words are located from the quote variants, never by searching the first match."""

from __future__ import annotations

from quotetrail.report.highlight import Difference, reference_spans, variant_marks
from quotetrail.utterances.model import Edit
from quotetrail.utterances.variants import diff_wording

REFERENCE = "one of them said that one of the men on the force of the city"


def words(text: str, spans) -> list[str]:
    return [text[start:end] for start, end in spans]


def test_differing_and_agreeing_words_are_the_aligned_ones() -> None:
    differing = REFERENCE.replace("men on the", "men of the")
    partial = "the men on the force"
    difference = Difference("substituted_words", "of", "on")
    diffs = {text: diff_wording(text, REFERENCE) for text in (differing, REFERENCE, partial)}
    reference = reference_spans(difference, [diff.edits for diff in diffs.values()])
    assert reference == ((REFERENCE.index(" on ") + 1, REFERENCE.index(" on ") + 3),)

    marks = {
        text: variant_marks(difference, REFERENCE, reference, text, d.edits, d.alignment, True)
        for text, d in diffs.items()
    }
    # "of" occurs three times in the differing quote; only the changed one is marked.
    assert marks[differing].differs is True
    assert marks[differing].marks == ((differing.index("men of") + 4, differing.index("men of") + 6),)
    assert marks[REFERENCE].differs is False and words(REFERENCE, marks[REFERENCE].marks) == ["on"]
    assert marks[partial].differs is False and marks[partial].marks == ((8, 10),)


def test_uninvolved_quotes_without_the_words_are_on_no_side() -> None:
    other = "a different passage entirely"
    diff = diff_wording(other, REFERENCE)
    difference = Difference("substituted_words", "of", "on")
    result = variant_marks(difference, REFERENCE, ((37, 39),), other, diff.edits, diff.alignment, False)
    assert result.marks == () and result.differs is None


def test_merge_words_are_found_next_to_an_offset_at_the_gap() -> None:
    text = "they talk to the men on the ground, because… there are so many"
    # The merge edit's offset is where the first passage ends, before its joining words.
    merge = Edit("merged_quote", "because…", "", text.index(","))
    difference = Difference("merged_quote", "because…", "")
    result = variant_marks(difference, text, (), text, [merge], [], True)
    assert words(text, result.marks) == ["because…"]
    assert reference_spans(difference, [[merge]]) == ()
