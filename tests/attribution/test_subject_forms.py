"""Subjects the cue verb is easily mistaken for a noun after; sentences written for these tests."""

from __future__ import annotations

import pytest

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS

CONTRACTED = [
    (
        "Jane Roe lost the vote. She’s said she will appeal the ruling.",
        "she will appeal the ruling",
        "speech",
    ),
    (
        "Tom Ash lost the vote. He's hoping the board will change its mind.",
        "the board will change its mind",
        "cognition",
    ),
]


@pytest.mark.parametrize(("text", "words", "kind"), CONTRACTED)
def test_a_pronoun_with_a_contracted_auxiliary_is_the_subject(text, words, kind):
    """'he’s' is 'he has' or 'he is': the verb after it is a cue, not a noun after a possessive."""
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.content.text == words and quote.cue_kind == kind
    assert quote.source is not None and quote.source.text in {"She", "He"}


def test_a_possessive_still_makes_a_noun_of_the_cue_word():
    assert extract("The mayor’s plans were costly.", CUE_KINDS).quotes == []
