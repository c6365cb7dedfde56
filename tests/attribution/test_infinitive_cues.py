"""An infinitive cue governed by the sentence's subject; sentences written for these tests."""

from __future__ import annotations

import pytest

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS, cue_kind

INFINITIVES = [
    ("Jane Roe took to the radio on Monday to defend the ferry plan.", "the ferry plan", "Jane Roe"),
    ("Voters are more likely to say that the ferry is too slow.", "that the ferry is too slow", "Voters"),
    ("Tom Ash moved to emphasize the cost of the bridge.", "the cost of the bridge", "Tom Ash"),
]


@pytest.mark.parametrize(("text", "words", "source"), INFINITIVES)
def test_an_infinitive_cue_is_the_act_of_the_subject(text, words, source):
    [quote] = [q for q in extract(text, CUE_KINDS).quotes if q.cue.text.startswith("to ")]
    assert quote.content.text == words and quote.source.text == source
    assert quote.cue_kind == "other"


@pytest.mark.parametrize(("text", "words", "source"), INFINITIVES)
def test_an_infinitive_cue_is_no_quote_by_default(text, words, source):
    """'refused to say', 'was asked to explain': an intention or a request, not a statement."""
    assert extract(text).quotes == []


def test_an_infinitive_is_of_kind_other_whatever_its_verb():
    assert cue_kind("to say") == "other" and cue_kind("say") == "speech"


def test_an_infinitive_leaves_a_later_cue_its_statement():
    text = "Jane Roe was quick to deny the report, her aide said."
    quotes = extract(text, CUE_KINDS).quotes
    assert [q.cue.text for q in quotes] == ["said"]


@pytest.mark.parametrize(
    "text", ["It is hard to say whether the ferry will run.", "It’s fair to call the plan a failure."]
)
def test_an_infinitive_after_an_empty_it_has_no_holder(text):
    assert [q for q in extract(text, CUE_KINDS).quotes if q.cue.text.startswith("to ")] == []


@pytest.mark.parametrize(
    ("text", "words", "source"),
    [
        ("Jane Roe kept saying the ferry would be late.", "the ferry would be late", "Jane Roe"),
        ("Tom Ash has lately started asking donors to give more.", "donors to give more", "Tom Ash"),
        (
            "Then she began dismissing the notion that the bridge was unsafe.",
            "the notion that the bridge was unsafe",
            "she",
        ),
    ],
)
def test_a_gerund_after_a_verb_of_starting_or_going_on_is_the_subjects_act(text, words, source):
    [quote] = extract(text, CUE_KINDS).quotes
    assert (quote.content.text, quote.source.text) == (words, source)


@pytest.mark.parametrize(
    ("text", "words", "source"),
    [
        (
            "Jane Roe went on to call Tom Ash “the worst mayor in Ohio.”",
            "the worst mayor in Ohio.",
            "Jane Roe",
        ),
        ("Even after the vote, Tom Ash continued to insist that the ferry was safe.", None, "Tom Ash"),
    ],
)
def test_an_infinitive_of_speech_after_going_on_is_a_statement(text, words, source):
    [quote] = extract(text).quotes
    assert quote.cue_kind == "speech" and quote.source.text == source
    assert words is None or quote.content.text == words


def test_an_infinitive_after_going_on_reports_only_the_words_after_it():
    assert (
        extract("“Stop,” Roe said, as Ash continued to interject.", CUE_KINDS).quotes[0].content.text
        == "Stop,"
    )
    text = "Ash continued to voice doubts about the plan and made clear that he would vote no."
    assert "voice" not in [q.cue.text for q in extract(text, CUE_KINDS).quotes]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "Jane Roe urged the board to drop the levy and call on the chief to resign.",
            "the board to drop the levy and call on the chief to resign",
        ),
        (
            "Tom Ash asked the riders to stand up and say their names.",
            "the riders to stand up and say their names",
        ),
    ],
)
def test_a_bare_cue_after_and_is_a_second_verb_of_the_infinitive(text, words):
    """'to drop the levy and call on …': 'to' governs both verbs, so one request holds both."""
    assert [q.content.text for q in extract(text, CUE_KINDS).quotes] == [words]


def test_a_cue_with_its_tense_after_an_infinitive_is_the_subject_s_next_act():
    text = "Jane Roe wants to fix the pier and said so on Monday."
    assert next(q.content.text for q in extract(text, CUE_KINDS).quotes) == "to fix the pier"
