"""A sentence opened by 'In' and a poll reports the poll's finding: an attribution of kind
``other``, no quote by default. Sentences written for these tests."""

from __future__ import annotations

import pytest

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS

FINDINGS = [
    (
        "In a Harbor Times poll released Monday, 50 percent of riders chose the ferry.",
        "a Harbor Times poll released Monday",
        "50 percent of riders chose the ferry",
    ),
    ("In the latest polls, she trails.", "the latest polls", "she trails"),
    (
        "In the new ferry survey, conducted in May, 40 percent of riders back the plan.",
        "the new ferry survey, conducted in May",
        "40 percent of riders back the plan",
    ),
    (
        "In a survey of 800 riders, most back the plan.",
        "a survey of 800 riders",
        "most back the plan",
    ),
]


@pytest.mark.parametrize(("text", "source", "words"), FINDINGS)
def test_the_clause_after_an_opening_poll_is_its_finding(text, source, words):
    [quote] = extract(text, CUE_KINDS).to_eval("a", "attribution")["quotes"]
    assert (quote["content"]["text"], quote["source"]["text"], quote["cue"]["text"]) == (words, source, "In")
    assert quote["type"] == "indirect" and quote["cue_kind"] == "other"


@pytest.mark.parametrize(("text", "source", "words"), FINDINGS[:3])
def test_a_poll_finding_is_no_quote_by_default(text, source, words):
    assert extract(text).quotes == []


@pytest.mark.parametrize(
    "text",
    [
        "In a request about polling places, the clerk asked for more booths.",
        "In the polls, anyway.",
        "In a speech to riders, the mayor praised the crew.",
    ],
)
def test_no_finding_without_a_poll_heading_the_opening_phrase(text):
    assert all(q.cue is None or q.cue.text != "In" for q in extract(text, CUE_KINDS).quotes)


def test_respondents_who_say_something_are_quoted_by_their_cue():
    """'In a poll, 79 percent said …': the respondents' words are a quote of speech."""
    text = "In a survey of 800 riders, 79 percent said the fares were too high."
    [quote] = extract(text).quotes
    assert (quote.cue.text, quote.content.text) == ("said", "the fares were too high")


def test_a_named_pollster_who_finds_is_the_source():
    text = "In a survey of 800 riders, Harbor Research found that most back the plan."
    [quote] = extract(text, CUE_KINDS).quotes
    assert (quote.cue.text, quote.source.text) == ("found", "Harbor Research")
