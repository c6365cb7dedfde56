"""Impressions and expectations with no named holder ('is expected to', 'seems to'), and
intentions ('sought to'); sentences written for these tests.

Attribution annotation counts them as attributions of cognition, so they are reported
when every kind is asked for and never as quotes of speech.
"""

from __future__ import annotations

import pytest

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS


def attributions(text: str) -> list[tuple[str, str | None, str | None, str | None]]:
    return [
        (q.content.text, q.source.text if q.source else None, q.cue.text if q.cue else None, q.cue_kind)
        for q in extract(text, CUE_KINDS).quotes
    ]


def test_expected_to_reports_the_subject_with_the_whole_infinitive_clause_around_the_cue():
    text = "The senator is expected to announce her run after the primary in March."
    assert attributions(text) == [
        (
            "The senator to announce her run after the primary in March",
            None,
            "expected",
            "cognition",
        )
    ]


def test_seems_to_reports_an_impression_with_no_source():
    text = "The new rules seem to favor large farms."
    assert attributions(text) == [("The new rules to favor large farms", None, "seem", "cognition")]


def test_seemed_with_an_adjective_is_an_impression():
    text = "The governor seemed rattled by the questions."
    assert attributions(text) == [("The governor rattled by the questions", None, "seemed", "cognition")]


def test_the_raising_verb_and_its_auxiliaries_are_left_out_of_the_content():
    text = "The ferry plan does not always seem to work in winter."
    (q,) = extract(text, CUE_KINDS).quotes
    assert [text[s:e] for s, e in q.content.pieces] == ["The ferry plan", "to work in winter"]


def test_the_subject_keeps_its_determiners():
    text = "Many riders are expected to stay home in winter."
    assert attributions(text) == [("Many riders to stay home in winter", None, "expected", "cognition")]
    (q,) = extract("His ferry plan was derided by the harbor board.", CUE_KINDS).quotes
    assert q.content.text == "His ferry plan"


def test_empty_it_leaves_the_that_clause_alone():
    text = "It appears that the bridge will open late."
    assert attributions(text) == [("that the bridge will open late", None, "appears", "cognition")]


def test_appeared_with_a_predicate_is_an_impression():
    text = "The governor appeared poised to win a second term."
    assert attributions(text) == [("The governor poised to win a second term", None, "appeared", "cognition")]


@pytest.mark.parametrize(
    "text",
    [
        "The mayor appeared on a morning show to defend the budget.",
        "The mayor appeared Sunday with her rivals.",
        "The council is expected in the morning.",
    ],
)
def test_appearing_somewhere_or_being_awaited_reports_nothing(text):
    assert attributions(text) == []


def test_sought_to_reports_an_intention():
    assert attributions("The union sought to delay the vote.") == [
        ("to delay the vote", "The union", "sought", "cognition")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "The senator is expected to announce her run after the primary in March.",
        "The new rules seem to favor large farms.",
        "The union sought to delay the vote.",
    ],
)
def test_impressions_and_intentions_are_no_quotes_by_default(text):
    assert extract(text).quotes == []


def test_clause_of_an_impression_ends_before_a_trailing_adjunct():
    text = "The mayor appeared to reject the plan last week, when she told reporters that it cost too much."
    assert attributions(text) == [
        ("The mayor to reject the plan last week", None, "appeared", "cognition"),
        ("that it cost too much", "she", "told", "speech"),
    ]


def test_a_cue_inside_a_clause_with_no_source_is_an_attribution_of_its_own():
    text = "Many voters are expected to back the mayor, who has promised that taxes will fall."
    assert [q.content.text for q in extract(text).quotes] == ["that taxes will fall"]


def test_seem_after_and_goes_on_with_the_reported_clause():
    text = "Aides said the two campaigns draw on the same anger and seem to attract the same voters."
    assert [q.content.text for q in extract(text).quotes] == [
        "the two campaigns draw on the same anger and seem to attract the same voters"
    ]


def test_seeing_someone_as_something_is_a_view():
    text = "Most farmers see the new dam as a threat to the river."
    assert attributions(text) == [("the new dam as a threat to the river", "farmers", "see", "cognition")]


@pytest.mark.parametrize(
    "text", ["We will see what the council decides.", "Reporters saw the mayor at the rally."]
)
def test_seeing_without_as_reports_nothing(text):
    assert attributions(text) == []


def test_a_raising_passive_after_and_leaves_two_subjects_joined_in_the_reported_clause():
    """'and' before a raising passive joins subjects: nobody holds the view to open a clause."""
    text = "The harbor chief said wind and fog are believed to be factors in the ferry delay."
    [quote] = extract(text).quotes
    assert quote.content.text == "wind and fog are believed to be factors in the ferry delay"
