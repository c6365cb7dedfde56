"""One real sentence per pattern the extractor must handle."""

from __future__ import annotations

import pytest

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS
from quotetrail.attribution.model import Extraction, Quote, Span


def only_quote(text: str):
    ex = extract(text)
    assert len([q for q in ex.quotes if q.type != "indirect"]) == 1, ex.quotes
    return next(q for q in ex.quotes if q.type != "indirect")


def test_direct_quote_with_trailing_attribution():
    text = "“Make no mistake: ICE is going to keep doing this,” Lyons said."
    q = only_quote(text)
    assert (q.type, q.content.text, q.source.text, q.cue.text) == (
        "direct",
        "Make no mistake: ICE is going to keep doing this,",
        "Lyons",
        "said",
    )


def test_speaker_after_colon_intro():
    text = "Lyons said then: “Make no mistake: ICE is going to keep doing this.”"
    q = only_quote(text)
    assert q.type == "direct" and q.source.text == "Lyons"


@pytest.mark.parametrize("label", ["HARBOR WATCH", "FAREWELL", "PSA"])
def test_a_digest_kicker_before_a_dash_names_no_speaker(label):
    text = (
        "Last week in Lakeport.\n\n"
        f'{label}—"The ferry to stop running in May," by the Ledger\'s Jane Roe: "The ferry ends its run."'
    )
    assert [q for q in extract(text).quotes if "ferry to stop" in q.content.text] == []


def test_a_speaker_label_before_a_colon_still_speaks():
    text = 'The debate.\n\nRoe: "The ferry will run all year." Doe: "It will not."'
    assert [q.speaker for q in extract(text).quotes] == ["Roe", "Doe"]


def test_split_quote_in_one_sentence_is_one_quote_with_two_pieces():
    text = "“Now you’re going to see more ICE agents,” he said, “especially in sanctuary jurisdictions.”"
    q = only_quote(text)
    assert len(q.content.pieces) == 2 and q.cue.text == "said"


def test_mixed_quote_keeps_only_the_quoted_words():
    text = (
        "Acting ICE Director Todd Lyons fired back Wednesday, saying Boston “will see a larger ICE presence.”"
    )
    q = only_quote(text)
    assert (q.type, q.content.text, q.speaker) == ("mixed", "will see a larger ICE presence.", "Todd Lyons")
    assert q.speaker_title == "Acting ICE Director"


def test_surname_and_pronoun_resolve_to_the_full_name():
    text = (
        "Acting ICE Director Todd Lyons spoke on Wednesday.\n\n"
        "“We will flood the zone,” Lyons said.\n\n“Boston decided to stay sanctuary,” he said."
    )
    speakers = [q.speaker for q in extract(text).quotes if q.type == "direct"]
    assert speakers == ["Todd Lyons", "Todd Lyons"]


def test_unattributed_paragraph_continues_previous_speaker():
    text = (
        "“That’s the issue we’re seeing in so many jurisdictions,” Lyons continued. "
        "“We have so many men and women on the Boston Police Department.”"
    )
    quotes = extract(text).quotes
    assert [q.speaker for q in quotes] == ["Lyons", "Lyons"]
    assert "speaker_from_previous_quote" in quotes[1].flags


def test_multi_paragraph_quote_is_one_quote():
    text = "“It is outrageous,” Kraft said. “We cannot yield to Donald Trump.\n\n“Boston is a stronger city.”"
    quotes = extract(text).quotes
    assert len(quotes) == 2 and len(quotes[1].content.pieces) == 2
    assert quotes[1].speaker == "Kraft"


def test_a_quote_over_paragraphs_is_attributed_where_it_ends():
    text = "Ferry news.\n\n“The boats are slow. We know it.\n\n“We will fix it by spring,” Jane Roe said."
    [quote] = extract(text).quotes
    assert len(quote.content.pieces) == 2 and quote.speaker == "Jane Roe"


def test_a_quote_over_paragraphs_that_goes_on_with_a_speaker_keeps_that_speaker():
    text = (
        "Ferry news.\n\n“The boats are slow,” Jane Roe said. “They always were.\n\n"
        "“We will fix them by spring,” said Tom Ash, the harbor master."
    )
    assert [q.speaker for q in extract(text).quotes] == ["Jane Roe", "Jane Roe", "Tom Ash"]


def test_a_quoted_article_reopens_no_quote_with_the_attributions_inside_it():
    text = (
        "Ferry news.\n\nThe Ledger reported it that night.\n\n"
        '"The council met late. Jane Roe spoke to reporters after it.\n\n'
        '“The boats are slow,” Roe said."'
    )
    found = [q for q in extract(text).quotes if q.type == "direct"]
    assert [(len(q.content.pieces), q.speaker) for q in found] == [(1, "Ledger"), (1, "Jane Roe")]


def test_unbalanced_mark_is_flagged_not_fatal():
    text = "“They can’t cooperate openly out of fear of getting fired, Lyons said."
    ex = extract(text)
    flags = [f for q in ex.quotes for f in q.flags] + [f for n in ex.non_attributions for f in ()]
    assert "unbalanced_marks" in flags or ex.non_attributions


def test_straight_and_doubled_single_marks():
    for mark in ('"', "''"):
        text = f"{mark}This isn't tax reform,{mark} said Douglas Holtz-Eakin, an economist."
        q = only_quote(text)
        assert q.content.text == "This isn't tax reform," and q.speaker == "Douglas Holtz-Eakin"


def test_dash_attribution():
    text = "“Donald Trump scares me.” ― Krystal Correa"
    q = only_quote(text)
    assert q.source.text == "Krystal Correa"


def test_indirect_speech_and_according_to():
    text = (
        "Boston cops are helping immigration officials, according to acting ICE Director Todd Lyons.\n\n"
        "Lyons added that Boston is not the only city where police officers are quietly aiding ICE."
    )
    quotes = extract(text).quotes
    assert [q.type for q in quotes] == ["indirect", "indirect"]
    assert [q.cue.text for q in quotes] == ["according to", "added"]
    assert quotes[1].content.text.startswith("that Boston")


def test_scare_quote_title_and_document_are_not_quotes():
    text = (
        "They’ll likely be called “collaborators” by the mainstream media. "
        "Lyons’ response came during an interview on “The Howie Carr Show.”"
    )
    ex = extract(text)
    assert not [q for q in ex.quotes if q.type != "indirect"]
    assert [n.type for n in ex.non_attributions] == ["scare", "title"]


def test_oath_is_a_document():
    text = "Every officer swears to “bear true faith and allegiance to the commonwealth.”"
    assert [n.type for n in extract(text).non_attributions] == ["document"]


def test_pronoun_without_antecedent_has_a_reason():
    q = only_quote("“We will go to court again,” she said.")
    assert q.speaker is None and q.speaker_missing_reason == "unresolved_pronoun"


def test_doubled_single_marks_split_by_attribution():
    text = (
        "''We'll walk away that much more in love with this country,'' he said, "
        "''the only place on earth where this story could have unfolded.''"
    )
    q = only_quote(text)
    assert len(q.content.pieces) == 2 and q.source.text == "he"


def test_quote_after_colon_takes_the_trailing_attribution():
    text = (
        "Sen. Claire McCaskill scolded him: “The scientific community is almost monolithic "
        "against you,” she said."
    )
    q = only_quote(text)
    assert q.type == "direct" and q.cue.text == "said"


@pytest.mark.parametrize(
    "text",
    [
        "Sen. Jane Roe (D-Ohio), a supporter of the harbor plan told reporters the fares would fall.",
        "Jane Roe, a teacher who once worked for Mayor Tom Ash, said the fares would fall.",
    ],
)
def test_a_description_no_comma_closes_describes_the_named_subject(text):
    assert [q.speaker for q in extract(text).quotes] == ["Jane Roe"]


def test_a_time_before_a_description_is_no_speaker():
    text = "Four hours earlier, a harbor memo was released stating that the fares would fall."
    assert "Four hours earlier" not in [q.speaker for q in extract(text).quotes]


def test_inverted_attribution_with_apposition():
    text = "“This isn’t tax reform,” said Douglas Holtz-Eakin, an economist who served as director."
    q = only_quote(text)
    assert q.source.text == "Douglas Holtz-Eakin"


def test_attribution_inside_the_clause_keeps_the_whole_clause_around_it():
    text = "The museum, Mr. Obama said, would make visitors face uncomfortable truths."
    (q,) = extract(text).quotes
    assert q.type == "indirect"
    assert [text[s:e] for s, e in q.content.pieces] == [
        "The museum",
        "would make visitors face uncomfortable truths",
    ]


def test_a_clause_goes_on_with_but_after_an_inverted_attribution_inside_it():
    text = "The mayor lacks in the charm department, said Tom Abel, but her record makes up for it."
    (q,) = extract(text).quotes
    assert [text[s:e] for s, e in q.content.pieces] == [
        "The mayor lacks in the charm department",
        "but her record makes up for it",
    ]


def test_according_to_set_off_inside_the_clause_is_left_out_of_it():
    text = "At the core of the dispute, according to Jane Roe, was a quarrel over the ferry fares."
    (q,) = extract(text).quotes
    assert [text[s:e] for s, e in q.content.pieces] == [
        "At the core of the dispute",
        "was a quarrel over the ferry fares",
    ]


def test_sentence_initial_according_to():
    text = "According to exit polls, Mitt Romney had a ten-point lead among the high-earning group."
    (q,) = extract(text, CUE_KINDS).quotes
    assert (q.source.text, q.content.text, q.cue_kind) == (
        "exit polls",
        "Mitt Romney had a ten-point lead among the high-earning group",
        "other",
    )


def test_headline_speaker_label():
    text = "Pence: Gennifer Flowers Won’t Be at Debate.\n\nOn Sunday, Pence spoke to Fox News."
    q = extract(text).quotes[0]
    assert (q.source.text, q.content.text) == ("Pence", "Gennifer Flowers Won’t Be at Debate")


def test_a_headline_label_named_again_in_lower_case_is_the_source():
    text = "Panel: Ferry riders want more boats.\n\nMost members of the new panel want a bigger fleet."
    (q,) = extract(text).quotes
    assert (q.speaker_description, q.content.text) == ("Panel", "Ferry riders want more boats")


@pytest.mark.parametrize(
    "text",
    [
        "FERRY FIGHT: Riders want more boats.\n\nThe ferry fight went on in the council.",
        "Ferries.\n\nSurvey: Riders want more boats.\n\nMost riders in the new survey want a bigger fleet.",
    ],
)
def test_a_kicker_or_a_section_label_is_no_source(text):
    assert extract(text).quotes == []


def test_a_name_and_a_few_words_heading_a_section_is_no_quote():
    text = (
        "What each candidate needs.\n\nRoe: Win in a walk.\n\nMayor Jane Roe leads every poll.\n\n"
        "Doe: A late surge.\n\nTom Doe trails her by ten points."
    )
    assert extract(text, CUE_KINDS).quotes == []


def test_short_lines_of_a_transcript_and_quoted_headline_words_are_still_quotes():
    transcript = "The debate.\n\nROE: Will the ferry run?\n\nDOE: Yes.\n\nROE: When?\n\nDOE: In May."
    assert "Yes" in [q.content.text for q in extract(transcript).quotes]
    headline = "Jane Roe: ‘Fares must fall.’\n\nMayor Jane Roe spoke on Monday."
    assert [q.speaker for q in extract(headline).quotes] == ["Jane Roe"]


def test_interview_labels_name_no_speaker():
    text = "Ferry talk.\n\nQ: Will the ferry run on Sundays?\n\nA: No. The boats are too slow.\n\nQ: Why?"
    assert extract(text).quotes == []


def test_mixed_quote_in_attribution_convention_reports_the_clause():
    text = "Sullivan says he’s satisfied that there has been “no illegal disclosure by anyone” at the agency."
    ex = extract(text)
    (quotation,) = ex.to_eval("a")["quotes"]
    (attribution,) = ex.to_eval("a", "attribution")["quotes"]
    assert quotation["content"]["text"] == "no illegal disclosure by anyone"
    assert attribution["content"]["text"].startswith("he’s satisfied")


def test_quote_that_ends_a_clause_opened_by_that_is_mixed():
    text = "Jane Roe told the council that if it wants the pier, “come and build it.”"
    (quote,) = extract(text).quotes
    assert (quote.type, quote.content.text) == ("mixed", "come and build it.")
    assert quote.reported.text == "that if it wants the pier, “come and build it.”"


def test_attribution_convention_reports_a_name_with_the_pronoun_it_is_given_to():
    text = "Jane Roe blasted the ferry plan on Monday, calling it “a costly fiasco.”"
    ex = extract(text)
    assert [(q["type"], q["content"]["text"]) for q in ex.to_eval("a")["quotes"]] == [
        ("direct", "a costly fiasco.")
    ]
    assert [q["content"]["text"] for q in ex.to_eval("a", "news")["quotes"]] == ["a costly fiasco."]
    (attribution,) = ex.to_eval("a", "attribution")["quotes"]
    assert attribution["content"]["text"] == "it “a costly fiasco.”"


def test_news_convention_quotes_each_direct_piece_and_the_whole_mixed_clause():
    text = (
        "Jane Roe said the police were responsive and “very committed” to “hearing” the families. "
        "“We are grateful,” she said. “It was hard.”"
    )
    news = [(q["type"], q["content"]["text"]) for q in extract(text).to_eval("a", "news")["quotes"]]
    assert news == [
        ("mixed", "the police were responsive and “very committed” to “hearing” the families"),
        ("direct", "We are grateful,"),
        ("direct", "It was hard."),
    ]


def test_news_convention_quotes_each_paragraph_of_a_long_quote_on_its_own():
    text = "Ferry news.\n\n“The boats are slow,” Jane Roe said. “We know it.\n\n“We will fix it by spring.”"
    news = [q["content"]["text"] for q in extract(text).to_eval("a", "news")["quotes"]]
    assert news == ["The boats are slow,", "We know it.", "We will fix it by spring."]


def test_description_resolves_to_the_titled_person():
    text = "Boston Mayor Michelle Wu spoke on Tuesday.\n\n“We will go to court again,” the mayor said."
    q = only_quote(text)
    assert (q.source.text, q.speaker, q.speaker_title) == ("the mayor", "Michelle Wu", "Boston Mayor")


def test_pronoun_skips_the_person_of_the_other_gender():
    text = (
        "Mayor Michelle Wu met Acting ICE Director Todd Lyons on Tuesday.\n\n"
        "“We will go to court again,” she said."
    )
    assert only_quote(text).speaker == "Michelle Wu"


@pytest.mark.parametrize("noun", ["term", "phrase", "words", "slogan"])
def test_words_named_as_a_term_are_mentioned_not_quoted(noun):
    text = f"Jane Roe criticized the mayor for not using the {noun} “ferry crisis” in her speech."
    ex = extract(text)
    assert all("ferry crisis" not in q.content.text or q.type == "indirect" for q in ex.quotes)
    assert [n.content.text for n in ex.non_attributions] == ["ferry crisis"]


def test_quoted_words_belong_to_the_innermost_speech_frame():
    text = "Ferry debate.\n\nJane Roe appeared rattled when Tom Ash accused her of a “cheap smear” on fares."
    [quote] = [q for q in extract(text).quotes if q.type == "mixed"]
    assert (quote.content.text, quote.speaker) == ("cheap smear", "Tom Ash")


def test_attribution_convention_joins_a_whole_quote_to_the_mixed_quote_before_it():
    text = "The ferry is “far too slow for commuters,” Jane Roe said. “Riders know it.”"
    ex = extract(text)
    assert [q["content"]["text"] for q in ex.to_eval("a")["quotes"]] == [
        "far too slow for commuters,",
        "Riders know it.",
    ]
    (attribution,) = ex.to_eval("a", "attribution")["quotes"]
    assert attribution["content"]["text"] == "The ferry is “far too slow for commuters,” Riders know it."


def test_attribution_convention_joins_an_unattributed_quote_paragraph_to_the_quote_before_it():
    text = "Ferry news.\n\n“The boats are slow,” Jane Roe said.\n\n“We will fix them by spring.”"
    ex = extract(text)
    assert [(q["content"]["text"], q["speaker"]) for q in ex.to_eval("a")["quotes"]] == [
        ("The boats are slow,", "Jane Roe"),
        ("We will fix them by spring.", "Jane Roe"),
    ]
    (attribution,) = ex.to_eval("a", "attribution")["quotes"]
    assert attribution["content"]["text"] == "The boats are slow, We will fix them by spring."
    # After a paraphrase the quoted paragraph is an attribution of its own.
    text = "Ferry news.\n\nJane Roe said the boats were slow.\n\n“We will fix them by spring.”"
    quotes = extract(text).to_eval("a", "attribution")["quotes"]
    assert [q["content"]["text"] for q in quotes] == ["the boats were slow", "We will fix them by spring."]


def test_attribution_convention_keeps_one_of_two_readings_of_the_same_words():
    text = "Jane Roe said the ferry would run late all winter, and Tom Ash agreed with her plan."
    said = Span.of(text, [(text.index("the ferry"), text.index(", and"))])
    restated = Span.of(text, [(text.index("run late"), text.index(", and"))])
    winter = Span.of(text, [(text.index("all winter"), text.index(", and"))])
    ex = Extraction(text, [Quote("indirect", said, event=1), Quote("indirect", restated, event=2)])
    assert [q["content"]["text"] for q in ex.to_eval("a", "attribution")["quotes"]] == [
        "the ferry would run late all winter"
    ]
    assert len(ex.to_eval("a", "quotation")["quotes"]) == 2
    nested = Extraction(text, [Quote("indirect", said, event=1), Quote("indirect", winter, event=2)])
    assert len(nested.to_eval("a", "attribution")["quotes"]) == 2
