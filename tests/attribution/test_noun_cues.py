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


def test_a_speech_noun_is_read_in_a_sentence_with_no_verb_cue():
    """'his insistence that …' is a cue of its own, whether or not a verb cue stands near."""
    text = "Part of the mayor's pitch is his insistence that the ferry will pay for itself."
    [quote] = extract(text).quotes
    assert (quote.cue.text, quote.content.text) == ("insistence that", "that the ferry will pay for itself")
    text = "Local Republicans have been unsparing in their criticism of Jane Roe."
    [quote] = extract(text, CUE_KINDS).quotes
    assert (quote.cue.text, quote.content.text) == ("criticism of", "Jane Roe")


def test_a_finite_verb_ends_the_topic_of_a_speech_noun():
    text = "The timing of Roe's announcement of the ferry plan came as a surprise to the council."
    [quote] = extract(text, CUE_KINDS).quotes
    assert (quote.cue.text, quote.content.text) == ("announcement of", "the ferry plan")


def test_a_speech_noun_reports_its_infinitive():
    """'his call to ban …' reports what was called for: an intention, of kind other."""
    text = "Critics seized on his recent call to ban all visitors from the port."
    [quote] = extract(text, CUE_KINDS).quotes
    assert (quote.cue.text, quote.content.text) == ("call to", "to ban all visitors from the port")
    assert quote.cue_kind == "other" and extract(text).quotes == []
    text = "Jane Roe's pledge to reopen the ferry won over the harbor board."
    [quote] = [q for q in extract(text, CUE_KINDS).quotes if q.cue.text == "pledge to"]
    assert quote.content.text.startswith("to reopen the ferry")


def test_a_speech_noun_reports_the_clause_after_its_occasion():
    text = (
        "Jane Roe drew fire over her assertion during the debate that the ferry was “finally on time” again."
    )
    [quote] = extract(text).quotes
    assert (quote.type, quote.content.text, quote.source.text) == ("mixed", "finally on time", "her")
    text = "Tom Ash recalled her support for the ferry tax - a stance that she later dropped."
    assert "stance that" not in " ".join(q.cue.text for q in extract(text, CUE_KINDS).quotes)


def test_a_plan_reports_its_infinitive_only_after_a_possessive_pronoun():
    [quote] = extract("Tom Ash stood by his plan to close the ferry.", CUE_KINDS).quotes
    assert (quote.cue.text, quote.content.text, quote.source.text) == ("plan to", "to close the ferry", "his")
    assert (
        extract("Critics mocked Tom Ash's plan to close the ferry.", CUE_KINDS).quotes[0].cue.text
        != "plan to"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Harbor board reports show that ferry fares rose in May.",
        "Ferry fares rose in May, new harbor board reports show.",
    ],
)
def test_reports_before_a_verb_of_showing_are_its_subject(text):
    [quote] = extract(text, CUE_KINDS).quotes
    assert (quote.cue.text, quote.source.text.endswith("reports")) == ("show", True)


@pytest.mark.parametrize(
    ("text", "cue", "source", "content"),
    [
        (
            "Jane Roe has made several sharp comments about the ferry fares.",
            "comments about",
            "Jane Roe",
            "the ferry fares",
        ),
        ("The mayor's rival unleashed withering attacks on the harbor board.", None, None, None),
        ("Roe unleashed withering attacks on the harbor board.", "attacks on", "Roe", "the harbor board"),
        (
            "The Lakeport Times made the same allegations against the harbor board.",
            "allegations against",
            "The Lakeport Times",
            "the harbor board",
        ),
        ("She raised questions about the ferry budget.", "questions about", "She", "the ferry budget"),
    ],
)
def test_a_speech_noun_made_by_a_named_subject_is_theirs(text, cue, source, content):
    """'made comments about', 'unleashed attacks on': the verb's subject speaks; a
    subject that names nobody ('the mayor's rival', 'the fare data') is too often misread."""
    found = [
        (q.cue.text, q.source.text if q.source else None, q.content.text)
        for q in extract(text, CUE_KINDS).quotes
    ]
    assert found == ([] if cue is None else [(cue, source, content)])


def test_a_clause_past_a_made_noun_phrase_is_another_verbs():
    text = "Roe made a sharp attack on the board's decision to tell riders that the ferry was late."
    found = {(q.source.text if q.source else None, q.content.text) for q in extract(text, CUE_KINDS).quotes}
    assert ("Roe", "that the ferry was late") not in found


def test_of_after_a_made_noun_names_whom_it_was_made_of():
    text = "Ferry Riders United has made the same demands of the harbor board."
    assert [q.content.text for q in extract(text, CUE_KINDS).quotes] == []


@pytest.mark.parametrize(
    "text", ["His remarks on Jan. 23 angered ferry riders.", "Her comments on May 5 angered ferry riders."]
)
def test_a_date_after_a_speech_noun_is_when_not_what(text):
    assert extract(text, CUE_KINDS).quotes == []


def test_a_name_that_holds_a_month_is_a_topic():
    [quote] = extract("His comments on March Madness were odd.", CUE_KINDS).quotes
    assert quote.content.text == "March Madness"


@pytest.mark.parametrize(
    "text",
    [
        "The mayor won the support of most harbor pilots.",
        "The levy runs against the views of many ferry riders.",
        "The ferry plan received the endorsement of Mayor Jane Roe on Monday.",
    ],
)
def test_of_after_the_noun_and_its_article_names_the_holder_not_the_matter(text):
    assert [q.cue.text for q in extract(text, CUE_KINDS).quotes] == []
