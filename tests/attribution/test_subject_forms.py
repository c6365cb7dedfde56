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


QUANTIFIED = [
    ("Both want the harbor board to cut the fares.", "the harbor board to cut the fares", "Both"),
    ("The council met, and many believe the vote will fail.", "the vote will fail", "many"),
    ("Some have suggested that the ferry is too slow.", "that the ferry is too slow", "Some"),
]


@pytest.mark.parametrize(("text", "words", "source"), QUANTIFIED)
def test_a_quantifier_standing_alone_is_the_subject(text, words, source):
    """'Both want …', 'many believe …': the quantifier is the holder, not a determiner."""
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.content.text == words and quote.source.text == source


@pytest.mark.parametrize(
    "text",
    [
        "Residents have some say in the plan.",
        "Many plans were floated.",
        "Some support for the plan came late.",
        "All told, the ferry carried two million riders.",
        "Tom Ash, who ran the harbor, most recently offered tours of the docks.",
    ],
)
def test_a_quantifier_before_a_noun_or_in_an_idiom_is_no_subject(text):
    assert [
        q
        for q in extract(text, CUE_KINDS).quotes
        if q.source and q.source.text.lower() in {"some", "many", "all", "most"}
    ] == []


def test_only_between_subject_and_cue_leaves_the_subject_the_speaker():
    text = "Asked about the fares, the Lakeport mayor would only say that the ferry was late."
    [quote] = [q for q in extract(text).quotes if q.cue.text == "say"]
    assert quote.content.text == "that the ferry was late" and quote.source.text == "the Lakeport mayor"


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe, a nurse, said the town would appeal.",
        "Tom Ash, 61, of Lakeport, said the city will appeal.",
        "The mayor told reporters the town would appeal.",
    ],
)
def test_a_subject_read_back_from_a_later_verb_stops_at_a_speech_verb(text):
    """'appeal' is a cue too, and its subject is 'the town', not 'said the town': the
    words before 'said' are no statement of the town's."""
    [quote] = extract(text).quotes
    assert quote.content.text.startswith("the ") and quote.content.text.endswith("appeal")


@pytest.mark.parametrize(
    "text",
    [
        "The harbor board less than two weeks ago said the ferry would stay.",
        "The harbor board earlier in the day said the ferry would stay.",
        "The harbor board a few days ago said the ferry would stay.",
    ],
)
def test_a_time_adjunct_between_subject_and_cue_is_skipped(text):
    [quote] = extract(text).quotes
    assert (quote.source.text, quote.content.text) == ("The harbor board", "the ferry would stay")


def test_a_relative_clause_between_subject_and_cue_is_skipped():
    [quote] = extract("Harbor pilots who have run the numbers argue that the ferry loses money.").quotes
    assert (quote.source.text, quote.content.text) == ("Harbor pilots", "that the ferry loses money")


def test_a_relative_clause_after_an_apposition_leaves_the_name_the_subject():
    text = (
        "Tom Ash, who was a Lakeport member of the Rowing Club, a group of rowers, said that the boats leak."
    )
    [quote] = extract(text).quotes
    assert quote.speaker == "Tom Ash"


@pytest.mark.parametrize(
    ("text", "cue", "source"),
    [
        (
            "Even before the remarks, Jane Roe had criticized the mayor and accused him of wasting money.",
            "accused",
            "Jane Roe",
        ),
        (
            "Shortly after the vote, the founders had mobilized, warning that the deal would fail.",
            "warning",
            "the founders",
        ),
        ("Even Tom Ash said the ferry was late.", "said", "Even Tom Ash"),
    ],
)
def test_an_adverb_before_an_opening_phrase_is_no_subject(text, cue, source):
    """'Even before …, Roe …': the adverb sharpens the phrase; before a name it is the name's."""
    [quote] = [q for q in extract(text, CUE_KINDS).quotes if q.cue.text == cue]
    assert quote.source.text == source


@pytest.mark.parametrize(
    ("text", "source"),
    [
        ("The ferry plan is sound, riders and union officials said.", "riders and union officials"),
        ("The ferry plan is sound, Jane Roe and Tom Ash said.", "Jane Roe and Tom Ash"),
        ("The ferry plan is sound, he and his aides said.", "he and his aides"),
    ],
)
def test_two_joined_subjects_after_the_reported_clause_both_speak(text, source):
    [quote] = extract(text).quotes
    assert (quote.content.text, quote.source.text) == ("The ferry plan is sound", source)


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe met the mayor and aides said the ferry plan is sound.",
        "The port has won more routes, more riders and more pledged funds.",
    ],
)
def test_an_object_or_a_quantity_before_and_is_no_part_of_the_subject(text):
    assert not any(q.source and " and " in q.source.text for q in extract(text, CUE_KINDS).quotes)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("“We miss him every day,” the family said in a statement.", "We miss him every day,"),
        ("The family said the ferry had been his whole life.", "the ferry had been his whole life"),
        ("“He loved the lake,” his family wrote.", "He loved the lake,"),
    ],
)
def test_a_family_is_a_subject_not_an_adverb(text, words):
    [quote] = extract(text).quotes
    assert quote.content.text == words and "family" in quote.speaker_description


@pytest.mark.parametrize(
    "text",
    [
        "“The ferry stays,” Chief Medical Officer of Health Dr. Olga Brandt said.",
        "“The ferry stays,” said Chief Medical Officer of Health Dr. Olga Brandt.",
    ],
)
def test_the_periods_of_abbreviated_titles_do_not_cut_a_long_titled_subject(text):
    [quote] = extract(text).quotes
    assert (quote.type, quote.speaker) == ("direct", "Olga Brandt")


@pytest.mark.parametrize(
    ("text", "source"),
    [
        ("The clerk released the files the mayor says are sealed.", "the mayor"),
        ("Reporters obtained a memo an aide insisted was never sent.", "an aide"),
        ("Half the riders say the ferry is late.", "Half the riders"),
        ("The head of the harbor board said the ferry is late.", "The head of the harbor board"),
    ],
)
def test_a_second_article_after_a_noun_opens_the_subject(text, source):
    """'the files the mayor says …': the noun before the article is what the relative clause
    describes, not part of who speaks; an article after a quantity or a preposition is."""
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.source is not None and quote.source.text == source


ADJECTIVE_SHAPED_HEADS = [
    ('"We will reopen on Monday," the clinic said.', "direct", "the clinic"),
    ('"Three patients are stable," the regional hospital said Tuesday.', "direct", "the regional hospital"),
    ("The tribunal said the ferry fares must be cut.", "indirect", "The tribunal"),
]


@pytest.mark.parametrize(("text", "kind", "source"), ADJECTIVE_SHAPED_HEADS)
def test_a_word_shaped_like_an_adjective_before_a_speech_verb_heads_the_subject(text, kind, source):
    """An adjective never ends a subject, so 'hospital' or 'clinic' before 'said' is its noun."""
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.type == kind and quote.source is not None and quote.source.text == source


def test_a_word_shaped_like_an_adjective_before_another_cue_keeps_its_shape():
    """'the public learned' reports no statement: only speech and writing make such a word a noun."""
    text = (
        "Harbor board backs fare cut\n\n"
        "Two years before the public learned of the harbor deal, the Harbor Board gave an "
        '"inaccurate and incomplete" response about the deal when it told an outside group that it '
        "had no documents about the fares, according to a report from the board's inspector general "
        "to be released Thursday."
    )
    quotes = extract(text, CUE_KINDS).quotes
    assert [q.type for q in quotes if q.content.text == "inaccurate and incomplete"] == ["mixed"]
    assert all(q.source is None or q.source.text != "the public" for q in quotes)


DESCRIBED_AFFILIATES = [
    ('"The water rose too fast," a worker at the plant said.', "a worker at the plant"),
    ("Officials with the ferry authority said the crossing is shut.", "Officials with the ferry authority"),
    ('"We lack beds," one longtime nurse at the clinic told reporters.', "one longtime nurse at the clinic"),
]


@pytest.mark.parametrize(("text", "source"), DESCRIBED_AFFILIATES)
def test_a_described_person_tied_to_an_organisation_is_the_subject(text, source):
    """'a worker at the plant said': the worker speaks, for the plant; the quote is not lost to the tie."""
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.source is not None and quote.source.text == source


@pytest.mark.parametrize(
    "text",
    ['"The power is back," Lakeport Hydro One said.', "Lakeport Hydro One said the power is back."],
)
def test_a_capitalized_determiner_after_a_name_word_ends_the_name(text):
    """'One' in 'Hydro One' is the name's last word, not a determiner before the verb."""
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.source is not None and quote.source.text == "Lakeport Hydro One"


@pytest.mark.parametrize(
    ("text", "subject", "words"),
    [
        (
            "The “Harbor First” volunteers said the ferry would run late.",
            "The “Harbor First” volunteers",
            "the ferry would run late",
        ),
        (
            "A “Save the Pier” organizer said the vote was rigged.",
            "“Save the Pier” organizer",
            "the vote was rigged",
        ),
    ],
)
def test_a_quoted_name_between_a_determiner_and_its_noun_is_part_of_the_subject(text, subject, words):
    """The quoted words name the group; they are not what its members said."""
    [quote] = extract(text).quotes
    assert (quote.type, quote.content.text) == ("indirect", words)
    assert quote.source is not None and quote.source.text == subject


def test_a_quoted_phrase_before_another_determiner_is_not_a_name_in_the_subject():
    [quote] = extract("Roe proposed a “ferry tax,” the harbor board said.").quotes
    assert quote.source is not None and quote.source.text == "the harbor board"
