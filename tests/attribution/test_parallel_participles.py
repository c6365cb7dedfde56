"""Two participle cues joined by 'and' or 'but' report two things; sentences written for these tests."""

from __future__ import annotations

from quotetrail.attribution import extract


def test_a_second_participle_cue_starts_its_own_quote():
    text = "Jane Roe spoke, acknowledging that the ferry was late but warning that fares would rise."
    contents = [q.content.text for q in extract(text).quotes]
    assert contents == ["that the ferry was late", "that fares would rise"]


def test_participles_in_what_a_finite_cue_reports_stay_in_it():
    text = "Jane Roe said that cutting fares and raising taxes would help the ferry."
    [quote] = extract(text).quotes
    assert quote.content.text == "that cutting fares and raising taxes would help the ferry"


def test_a_perfect_cue_after_the_joiner_starts_its_own_quote():
    text = (
        "But Jane Roe has said she wants to build a ferry terminal in Lakeport and has expressed"
        " support for higher fares, without offering specifics."
    )
    said = [q for q in extract(text).quotes if q.cue.text == "said"]
    assert [q.content.text for q in said] == ["she wants to build a ferry terminal in Lakeport"]
