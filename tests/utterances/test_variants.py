"""Word-level classification of how a quote differs from the reference wording."""

from __future__ import annotations

import pytest

from quotetrail.utterances import diff_wording


def _kinds(quote: str, reference: str) -> list[str]:
    return diff_wording(quote, reference).kinds


def test_identical_including_typographic_apostrophes():
    diff = diff_wording("We’re going to flood the zone", "We're going to flood the zone")
    assert diff.kinds == ["identical"]
    assert diff.is_allowed


def test_a_names_possessive_in_another_house_style_is_punctuation():
    assert _kinds("He is becoming ISIS' best recruiter", "He is becoming ISIS’s best recruiter") == [
        "punctuation_or_case"
    ]
    # "It's" is "it is": not a possessive to fold.
    assert "punctuation_or_case" not in _kinds("It's over", "It over")


def test_partial_quote_is_not_an_omission():
    assert _kinds("flood the zone", "We're going to flood the zone, especially in sanctuary cities") == [
        "identical"
    ]


def test_closing_punctuation_belongs_to_the_outlet():
    assert _kinds("they wanted to stay sanctuary,", "they wanted to stay sanctuary.") == ["identical"]


def test_punctuation_or_case():
    diff = diff_wording(
        "that want to work with us, and that are helping", "that want to work with us and That are helping"
    )
    assert diff.kinds == ["punctuation_or_case"]
    assert diff.is_allowed
    assert [(e.quote_words, e.reference_words) for e in diff.edits] == [("us,", "us"), ("that", "That")]


@pytest.mark.parametrize("marker", ["…", "...", "[...]", "[…]"])
def test_marked_elision(marker):
    diff = diff_wording(
        f"We're definitely going to {marker} flood the zone",
        "We're definitely going to, as you've heard the saying, flood the zone",
    )
    assert diff.kinds == ["marked_elision"]
    assert diff.is_allowed
    assert diff.edits[0].reference_words == "as you've heard the saying"


def test_words_the_reference_marks_as_left_out_are_no_addition():
    diff = diff_wording(
        "We're definitely going to, as you've heard the saying, flood the zone",
        "We're definitely going to … flood the zone",
    )
    assert diff.kinds == ["marked_elision"]
    assert diff.is_allowed
    assert diff.edits[0].quote_words == "as you've heard the saying"


def test_unmarked_omission():
    diff = diff_wording(
        "We're definitely going to flood the zone",
        "We're definitely going to, as you've heard the saying, flood the zone",
    )
    assert diff.kinds == ["unmarked_omission"]
    assert not diff.is_allowed
    (edit,) = diff.edits
    assert (edit.quote_words, edit.reference_words) == ("", "as you've heard the saying")


def test_added_words_with_offset():
    quote = "have to deal with. And we can take that violent criminal alien"
    diff = diff_wording(quote, "have to deal with. We can take that violent criminal alien")
    assert diff.kinds == ["punctuation_or_case", "added_words"]
    (added,) = [e for e in diff.edits if e.kind == "added_words"]
    assert quote[added.quote_offset : added.quote_offset + len(added.quote_words)] == "And"


def test_substituted_words():
    diff = diff_wording(
        "so many men and women of the Boston Police Department",
        "so many men and women on the Boston Police Department",
    )
    assert diff.kinds == ["substituted_words"]
    (edit,) = diff.edits
    assert (edit.quote_words, edit.reference_words) == ("of", "on")
    assert not diff.is_allowed


def test_bracketed_insertion_is_allowed():
    diff = diff_wording("[Boston] will see a larger ICE presence", "You will see a larger ICE presence")
    assert diff.kinds == ["bracketed_insertion"]
    assert diff.is_allowed


def test_alignment_covers_the_quote_and_the_reference_part():
    reference = "But 100%, you will see a larger ICE presence."
    diff = diff_wording("will see a larger ICE presence.", reference)
    assert reference[diff.reference_start : diff.reference_end] == "will see a larger ICE presence"
    assert [op.op for op in diff.alignment] == ["equal"]


def test_a_hyphen_between_words_is_punctuation():
    diff = diff_wording("we will carpet bomb the depots", "we will carpet-bomb the depots")
    assert diff.kinds == ["punctuation_or_case"]
    assert diff.is_allowed


def test_the_words_a_reference_bracket_stands_for_are_the_speakers_own():
    # The reference outlet replaced "them" by its own bracketed words; the quote printed what was said.
    diff = diff_wording("we will find them and stop them", "we will find [the smugglers] and stop them")
    assert diff.kinds == ["bracketed_insertion"]
    assert diff.is_allowed
    # A word of the reference left out by the quote, unbracketed, is still an omission.
    assert _kinds("we will find them and stop them", "we will find them all and stop them") == [
        "unmarked_omission"
    ]
