"""Nouns that report a stance with no owner named; sentences written for these tests."""

from __future__ import annotations

import pytest

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS


def test_a_stance_noun_with_no_owner_is_an_attribution_of_an_unnamed_holder():
    text = "There is growing support for the ferry plan in Lakeport."
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.cue.text == "support for" and quote.cue_kind == "other" and quote.source is None
    assert quote.content.text.startswith("the ferry plan")
    assert extract(text).quotes == []


def test_a_speech_noun_still_needs_its_owner():
    """'the claim that …' with nobody's claim named is often the reporter's own framing."""
    assert extract("The claim that the ferry is late was false.", CUE_KINDS).quotes == []


def test_hopes_fears_and_doubts_are_nouns_of_a_view():
    text = "There were doubts about the ferry plan in Lakeport."
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.cue.text == "doubts about" and quote.cue_kind == "cognition"
    assert quote.content.text.startswith("the ferry plan")


def test_a_plural_cue_word_before_a_comma_ends_a_noun_phrase():
    text = "Firms trimmed their health plans, leaving workers with higher ferry fares."
    assert extract(text, CUE_KINDS).quotes == []
    text = "Fares will rise, the harbor survey shows, before the summer season."
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.cue.text == "shows"


@pytest.mark.parametrize(
    "text",
    [
        "The board filed a harbor report on the fares in the morning.",
        "There is an old quip in shipping that ferries never sink on time.",
        "Jane Roe delivered a sharp retort to the board at the meeting.",
        "The mayor listed an HBC show as her guilty pleasure.",
    ],
)
def test_a_cue_word_after_a_singular_article_and_a_modifier_is_a_noun(text):
    assert [q.cue.text for q in extract(text, CUE_KINDS).quotes if q.cue] == []


@pytest.mark.parametrize(
    "text",
    [
        "Sources close to her office say the fares will rise.",
        "In the harbor poll, a third say the fares will rise.",
    ],
)
def test_a_base_form_cue_after_a_phrase_that_is_no_subject_is_a_verb(text):
    [quote] = extract(text).quotes
    assert quote.content.text == "the fares will rise"
