"""Where the reported clause of an attribution starts and ends; sentences written for these tests."""

from __future__ import annotations

from quotetrail.attribution import extract


def reported(text: str) -> list[str]:
    return [q.content.text for q in extract(text).quotes]


def test_a_clause_joined_before_the_subject_is_not_what_the_subject_says():
    assert reported("The committee met on Tuesday, but Smith declined.") == []
    assert reported("Turnout was high in the north and the council welcomed it.") == []
