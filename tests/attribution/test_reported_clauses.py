"""An indirect quote reports a statement only when its content is a clause; the object or
topic of an act is of kind ``other``, no quote by default. Sentences written for these tests."""

from __future__ import annotations

import pytest

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS
from quotetrail.attribution.model import Span
from quotetrail.attribution.reported import reports_clause

STATEMENTS = [
    ("Mayor Jane Roe said the ferry would run on Sundays.", "the ferry would run on Sundays"),
    ("Mayor Jane Roe said the ferry runs on Sundays.", "the ferry runs on Sundays"),
    ("Mayor Jane Roe warned that fares could rise.", "that fares could rise"),
    ("Mayor Jane Roe promised to extend the ferry line.", "to extend the ferry line"),
    ("Mayor Jane Roe acknowledged the ferry had failed.", "the ferry had failed"),
    ("Mayor Jane Roe noted in a column on Monday that fares could rise.", "that fares could rise"),
    ("The ferry will run on Sundays, Mayor Jane Roe said.", "The ferry will run on Sundays"),
    ("Mayor Jane Roe added it’s time to extend the line.", "it’s time to extend the line"),
    ("Mayor Jane Roe accused the harbor board of hiding the costs.", "the harbor board of hiding the costs"),
    ("Mayor Jane Roe urged the harbor board to cut the fares.", "the harbor board to cut the fares"),
    ("Mayor Jane Roe suggested to me that the fares were too high.", "that the fares were too high"),
    ("Jane Roe explained because boats were slow, fares rose.", "because boats were slow, fares rose"),
    ("Mayor Jane Roe said the plan that failed was costly.", "the plan that failed was costly"),
    ("Mayor Jane Roe said the plan she drafted was costly.", "the plan she drafted was costly"),
    ("Mayor Jane Roe warned riders they would pay more.", "they would pay more"),
    (
        "The new ferry, Mayor Jane Roe claimed, violates the harbor code.",
        "The new ferry violates the harbor code",
    ),
    (
        "The new ferry — Mayor Jane Roe claimed — violates the harbor code.",
        "The new ferry violates the harbor code",
    ),
    ("Mayor Jane Roe said about 300 riders took the ferry.", "about 300 riders took the ferry"),
    (
        "Mayor Jane Roe said the ferry carries about four hundred cars.",
        "the ferry carries about four hundred cars",
    ),
    ("According to the harbor board, about 12 ferries run late.", "about 12 ferries run late"),
    ("Mayor Jane Roe claimed the harbor board sold the ferry.", "the harbor board sold the ferry"),
    ("Harbor police allege two men stole a ferry.", "two men stole a ferry"),
]
ACTS = [
    ("Mayor Jane Roe endorsed Tom Ash for the council.", "Tom Ash"),
    ("Mayor Jane Roe endorsed Sen. Ted Ash for the council.", "Ted Ash"),
    ("Mayor Jane Roe praised Tom Reed for his patience.", "Tom Reed"),
    ("Mayor Jane Roe proposed funds for state-funded ferries.", "state-funded ferries"),
    ("Mayor Jane Roe mocked the plan she had drafted.", "the plan she had drafted"),
    ("Mayor Jane Roe left early, dismissing questions she did not like.", "questions"),
    ("Mayor Jane Roe mocked the harbor board's plan.", "the harbor board's plan"),
    ("Mayor Jane Roe talked about the ferry at length.", "the ferry"),
    ("Mayor Jane Roe told Tom Ash about the ferry plan on Monday.", "ferry plan"),
    ("Mayor Jane Roe acknowledged the risk of a strike.", "the risk"),
    ("Mayor Jane Roe testified before the harbor committee.", "harbor committee"),
    ("Mayor Jane Roe responded to a request for comment.", "a request for comment"),
    ("Mayor Jane Roe responded to Tom Ash’s letter on the fares.", "Tom Ash’s letter"),
    ("Mayor Jane Roe appealed to riders who have lost patience.", "riders who have lost patience"),
    ("Mayor Jane Roe announced a ferry line that will run on Sundays.", "a ferry line"),
    ("The ferry plan was criticized by Mayor Jane Roe on Monday.", "The ferry plan"),
    ("The ferry plan has been mocked by Mayor Jane Roe.", "The ferry plan"),
    ("The ferry plan was quickly criticized by Mayor Jane Roe.", "The ferry plan"),
    ("The tolls fund a ferry line that several mayors have criticized.", "ferry line"),
    ("Mayor Jane Roe mentioned the fares and went back to her seat.", "the fares"),
    ("The harbor board denied a permit to a captain accused of smuggling.", "a permit"),
]


@pytest.mark.parametrize(("text", "words"), STATEMENTS)
def test_a_reported_clause_is_a_quote(text, words):
    [quote] = extract(text).to_eval("a", "news")["quotes"]
    assert quote["type"] == "indirect" and quote["content"]["text"] == words
    assert quote["cue_kind"] == "speech"


@pytest.mark.parametrize(("text", "words"), ACTS)
def test_the_object_or_topic_of_an_act_is_no_quote_by_default(text, words):
    assert extract(text).quotes == []
    [quote] = [q for q in extract(text, CUE_KINDS).quotes if words in q.content.text]
    assert quote.type == "indirect" and quote.cue_kind == "other"


@pytest.mark.parametrize(("text", "words"), ACTS)
def test_the_attribution_convention_keeps_every_act(text, words):
    """PARC-style annotation marks an endorsement or a mocking as an attribution too."""
    quotes = extract(text, CUE_KINDS).to_eval("a", "attribution")["quotes"]
    assert [words in q["content"]["text"] for q in quotes] == [True]


def test_words_set_off_before_a_verb_that_takes_an_object_are_what_was_said():
    [quote] = extract("The ferry is a disgrace, Mayor Jane Roe scolded.").quotes
    assert (quote.content.text, quote.cue_kind) == ("The ferry is a disgrace", "speech")


def test_content_that_quotes_words_reports_them_whatever_its_frame():
    text = "Mayor Jane Roe mocked the harbor board’s “grand plan” on Monday."
    cue, content = text.index("mocked"), text.index("the harbor")
    assert reports_clause(text, Span.of(text, [(cue, cue + 6)]), Span.of(text, [(content, len(text) - 1)]))
    plain = text.replace("“grand plan”", "grand plan")
    assert not reports_clause(
        plain, Span.of(plain, [(cue, cue + 6)]), Span.of(plain, [(content, len(plain) - 1)])
    )


@pytest.mark.parametrize(
    "text",
    ["The ferry plan was endorsed by Mayor Jane Roe.", "The harbor plan was sharply criticized by Tom Ash."],
)
def test_the_subject_of_a_passive_cue_is_an_object_not_a_statement(text):
    """'The plan was endorsed by Roe' reports an act on the plan: kind other, no quote by default."""
    assert extract(text).quotes == []
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.cue_kind == "other" and quote.content.text.endswith("plan")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("He was endorsed on Friday by Mayor Jane Roe.", "He"),
        ("The harbor plan has since been criticized by Tom Ash.", "The harbor plan"),
        ("Tom Ash wrote a memo, which was first reported by the Lakeport Herald.", "which"),
    ],
)
def test_a_passive_act_names_its_agent_as_source(text, words):
    """Whatever stands as the passive subject, pronouns too, is what the agent acted on."""
    assert extract(text).quotes == []
    [quote] = [q for q in extract(text, CUE_KINDS).quotes if q.content.text == words]
    assert quote.cue_kind == "other" and quote.source is not None


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe conceded when the polls closed at eight.",
        "The Harbor Gazette reported after the ferry had left the pier.",
    ],
)
def test_a_clause_of_time_or_cause_alone_is_the_adjunct_of_an_act(text):
    assert extract(text).quotes == []
    assert [q.cue_kind for q in extract(text, CUE_KINDS).quotes] == ["other"]


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe said when she left the board, the fares would rise.",
        "Tom Ash asked when the ferry would sail.",
    ],
)
def test_a_clause_of_time_before_what_was_said_or_asked_is_reported(text):
    assert [q.cue_kind for q in extract(text).quotes] == ["speech"]


def test_a_list_of_numbers_inside_an_object_does_not_end_it():
    text = "Mayor Jane Roe voted to raise the ferry fares in 1998, 2004 and 2011 as the harbor costs grew."
    contents = [q.content.text for q in extract(text, CUE_KINDS).quotes]
    assert contents == ["to raise the ferry fares in 1998, 2004 and 2011 as the harbor costs grew"]


def test_a_capitalized_pronoun_in_a_show_title_is_part_of_the_addressee():
    text = "Mayor Jane Roe told As We Sail host Ann Bell that the ferry would run on Sundays."
    [quote] = extract(text).quotes
    assert quote.content.text == "that the ferry would run on Sundays"


def test_an_infinitive_after_an_addressee_belongs_to_the_telling_verb():
    text = "Mayor Jane Roe urged riders to avoid the ferry, but did not explain the delays."
    contents = [(q.cue.text, q.content.text) for q in extract(text, CUE_KINDS).quotes]
    assert ("urged", "riders to avoid the ferry") in contents
    assert all(cue != "to avoid" for cue, _ in contents)


def test_a_clause_whose_subject_is_a_noun_before_the_speaker_leaves_out_the_main_verb():
    text = "She read the memo the harbor chief said was leaked."
    [quote] = extract(text).quotes
    assert quote.content.text == "the memo was leaked"
    assert quote.source.text == "the harbor chief"
