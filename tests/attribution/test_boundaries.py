"""Where a quote starts and ends, and which marks and paragraphs belong to it; written sentences."""

from __future__ import annotations

import pytest

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS


def quotes(text: str) -> list[tuple[str, str, str | None]]:
    return [(q.type, q.content.text, q.source.text if q.source else None) for q in extract(text).quotes]


def test_promo_trailer_is_not_part_of_an_open_transcript_quote():
    text = '"HOST: Thank you for joining us.\n\n"Follow Jane Roe on Twitter @janeroe."'
    assert [q[1] for q in quotes(text)] == ["Thank you for joining us."]


def test_nickname_marks_belong_to_the_name():
    text = (
        '"We will win this seat!" the mayor\'s cousin, state Del. Ann "Annie" Bell (D-Ohio), '
        'told the crowd. "Everyone is watching."'
    )
    found = quotes(text)
    assert [q[1] for q in found] == ["We will win this seat!", "Everyone is watching."]
    assert {q[2] for q in found} == {"the mayor's cousin"}


def test_decomposed_and_mojibake_letters_stay_inside_a_name():
    decomposed = "Jose\u0301"
    mojibake = "Fran\u00c3\u00a7ois"
    for name in (decomposed, mojibake):
        text = f'"We must act now," President {name} Lebrun said Friday as he arrived.'
        assert quotes(text) == [("direct", "We must act now,", f"President {name} Lebrun")]


def test_a_quoted_name_for_a_pronoun_object_is_the_whole_quote():
    assert quotes('Both parties now call them "swing voters".') == [("direct", "swing voters", "parties")]
    found = extract('Both parties call them "swing voters" in every memo.').quotes
    assert [(q.type, q.reported.text if q.reported else None) for q in found] == [
        ("mixed", 'them "swing voters" in every memo')
    ]


def test_as_someone_put_it_introduces_exactly_the_quoted_words():
    found = quotes("He was seen, as one magazine put it in a long profile, “the fixer.”")
    assert found == [("direct", "the fixer.", "magazine")]


def test_a_sung_quote_is_attributed_to_the_singer():
    found = quotes('At the picnic, the band leader waved to the crowd, singing "Our Day Has Come."')
    assert found == [("direct", "Our Day Has Come.", "the band leader")]


def test_whole_quote_after_a_mixed_quote_goes_on_with_its_attribution():
    text = 'Ms. Lee said the law failed because "nobody read it," she said. "We will fix that."'
    events = {q.content.text: q.event for q in extract(text).quotes}
    assert events["We will fix that."] == events["nobody read it,"]


def test_an_abbreviation_inside_a_reported_clause_does_not_end_it():
    text = "Jane Roe said the harbor broke U.N. Security Council rules twice."
    assert quotes(text) == [("indirect", "the harbor broke U.N. Security Council rules twice", "Jane Roe")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Nora Pike said the boats were “sound.” “We agree,” the agency said.",
            [("sound.", "Nora Pike"), ("We agree,", "the agency")],
        ),
        ("Tomas Eriksen said the plan was “dead.” Nora Pike agreed.", [("dead.", "Tomas Eriksen")]),
        (
            "Tomas Eriksen said the ferry was “too slow.” He said the pier was “worse.”",
            [("too slow.", "Tomas Eriksen"), ("worse.", "He")],
        ),
    ],
)
def test_a_sentence_after_an_attributed_quote_is_not_its_attribution(text, expected):
    assert [q[1:] for q in quotes(text) if q[0] != "indirect"] == expected


def test_a_dotted_initialism_before_a_pronoun_ends_the_sentence():
    text = "Roe says the ferry is the best in the U.S. She says the fares must fall."
    assert [q.content.text for q in extract(text).quotes] == [
        "the ferry is the best in the U.S.",
        "the fares must fall",
    ]


def test_a_time_of_day_before_a_quote_ends_its_sentence():
    text = "Harbor.\n\nJane Roe said the crews were called at 3 a.m. “The ferry was sinking,” she said."
    assert quotes(text) == [
        ("indirect", "the crews were called at 3 a.m.", "Jane Roe"),
        ("direct", "The ferry was sinking,", "she"),
    ]


@pytest.mark.parametrize(
    ("after", "quoted"),
    [
        ("Police said the man was rescued.", ["the crews were called at 3 a.m.", "the man was rescued"]),
        ("Tuesday.", ["the crews were called at 3 a.m. Tuesday"]),
        ("E.T. on Tuesday.", ["the crews were called at 3 a.m. E.T. on Tuesday"]),
    ],
)
def test_a_time_of_day_ends_its_sentence_before_a_capital_but_a_day_or_a_clock(after, quoted):
    text = f"Harbor.\n\nThe coast guard said the crews were called at 3 a.m. {after}"
    assert [words for _, words, _ in quotes(text)] == quoted


@pytest.mark.parametrize(
    "text",
    [
        "“The ferry will run,” B.C. Ferries spokesperson Jane Roe said.",
        "“The ferry will run,” Jane Roe said in Binghamton, N.Y. “It always has.”",
    ],
)
def test_a_dotted_initialism_ends_a_sentence_only_before_an_opener_or_a_quote(text):
    found = extract(text).quotes
    assert found and all(q.speaker == "Jane Roe" for q in found)
    assert len(found) == text.count("“")


@pytest.mark.parametrize("ending", ["3 p.m.", "the F.A.A."])
def test_a_reported_clause_keeps_the_full_stop_of_the_initialism_it_ends_with(ending):
    assert quotes(f"Harbor.\n\nJane Roe said the ferry report went to {ending}") == [
        ("indirect", f"the ferry report went to {ending}", "Jane Roe")
    ]


def test_dotted_initials_are_part_of_a_name():
    [quote] = extract("Harbor.\n\nJ.J. MacNab studies ferries.\n\n“The ferry will run,” MacNab said.").quotes
    assert quote.speaker == "J.J. MacNab"


@pytest.mark.parametrize(
    ("text", "words", "speaker"),
    [
        ("LAKEPORT (CP) — Mayor Jane Roe says the ferry will not run.", "the ferry will not run", "Jane Roe"),
        ("LAKEPORT — Mayor Jane Roe defended the levy, saying it was fair.", "it was fair", "Jane Roe"),
        ("ST. JOHN'S, N.L. -- Mayor Jane Roe said the ferry was late.", "the ferry was late", "Jane Roe"),
        (
            "LAKEPORT - The ferry will not run in May, harbor officials said.",
            "The ferry will not run in May",
            None,
        ),
        (
            "LAKEPORT, Feb. 2 (UPI) — The ferry will not run, Jane Roe said.",
            "The ferry will not run",
            "Jane Roe",
        ),
        (
            "Dec 29 (Reuters) - Mayor Jane Roe on Tuesday said the ferry was late.",
            "the ferry was late",
            "Jane Roe",
        ),
    ],
)
def test_a_dateline_is_no_part_of_the_first_sentence(text, words, speaker):
    [quote] = extract(text).quotes
    assert (quote.content.text, quote.speaker) == (words, speaker)


@pytest.mark.parametrize(
    ("text", "content"),
    [
        (
            "Mayor Jane Roe said she backs the ferry plan, which the council rejected in May.",
            "she backs the ferry plan",
        ),
        (
            "Jane Roe said she would vote for Tom Ash, who runs the harbor board.",
            "she would vote for Tom Ash",
        ),
        (
            "Jane Roe said she favors Tom Ash, for whom she hosted a dinner on Friday.",
            "she favors Tom Ash",
        ),
        (
            "Jane Roe said the board is split over the ferry, one that will dominate its meeting in May.",
            "the board is split over the ferry",
        ),
        # closed by a comma, the relative clause is inside what was said
        (
            "Jane Roe said the ferry plan, which costs more, will fail.",
            "the ferry plan, which costs more, will fail",
        ),
    ],
)
def test_a_relative_clause_closing_the_sentence_is_the_reporters_aside(text, content):
    assert [q.content.text for q in extract(text).quotes] == [content]


@pytest.mark.parametrize(
    "text",
    [
        "The board backed a fare rise -- exactly the policy the mayor rails against.",
        "The council cut the fares, a change Jane Roe had long argued for.",
    ],
)
def test_a_cue_before_a_stranded_preposition_reports_nothing(text):
    """The preposition's object is the noun before the speaker: a relative clause, not a
    report whose words come first."""
    assert not [q for q in extract(text, CUE_KINDS).quotes if q.cue.text in {"rails", "argued"}]


@pytest.mark.parametrize(
    "text",
    [
        "In a speech last July, Mayor Jane Roe said:\n\nLet nobody doubt it, the ferry is a failure.",
        "In a press release issued by her office, Jane Roe boasted that, thanks to her plan, fares fell.",
    ],
)
def test_a_phrase_setting_the_scene_is_not_what_was_said(text):
    assert not any(q.content.text.startswith("In a ") for q in extract(text, CUE_KINDS).quotes)


def test_a_clause_after_an_opening_phrase_is_still_what_was_said():
    [quote] = extract("In Lakeport, the ferry plan failed, Jane Roe said.").quotes
    assert quote.content.text == "In Lakeport, the ferry plan failed"


@pytest.mark.parametrize(
    "text",
    [
        'Clerks searched the files for words such as "ferry," "harbor," "toll" and "bridge." None turned up.',
        "Jane Roe, the mayor, named “Harbor Lights,” “Deep Water,” “Tides” and “Fog” as her top shows.",
    ],
)
def test_a_list_of_quoted_terms_holds_no_direct_quote(text):
    assert [q for q in extract(text).quotes if q.type == "direct"] == []


def test_short_quotes_of_a_speaker_side_by_side_are_not_a_list_when_one_is_long():
    text = '"We will rebuild the harbor and run the ferry every day of the year," "Now," Roe said.'
    assert [q.type for q in extract(text).quotes] == ["direct"]


@pytest.mark.parametrize(
    ("text", "content"),
    [
        (
            "And a third, Tom Ash, said that while he opposed the ferry, he would vote for it.",
            "that while he opposed the ferry, he would vote for it",
        ),
        (
            "Tom Ash said that since then, thanks in part to new boats, the ferry has been on time.",
            "that since then, thanks in part to new boats, the ferry has been on time",
        ),
    ],
)
def test_an_adverbial_opening_the_reported_clause_does_not_end_it(text, content):
    assert [q.content.text for q in extract(text).quotes] == [content]


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe complained during a press conference on Monday.",
        "The board contended in its letter, written by a lawyer, that fares were fair.",
    ],
)
def test_an_occasion_alone_after_the_cue_is_not_what_was_said(text):
    contents = [q.content.text for q in extract(text, CUE_KINDS).quotes]
    assert not any(c.startswith(("in ", "during ")) for c in contents)


@pytest.mark.parametrize(
    ("text", "content"),
    [
        (
            "The Harbor Times reported that the ferry board -- which few had heard of -- missed its targets.",
            "that the ferry board -- which few had heard of -- missed its targets",
        ),
        (
            "Roe said the fares — and the tolls — would rise in May.",
            "the fares — and the tolls — would rise in May",
        ),
        ("Roe said the fares would rise — a familiar story.", "the fares would rise"),
        ("While pilots say the pier is safe — for now — they say repairs are due.", "the pier is safe"),
    ],
)
def test_a_pair_of_dashes_sets_off_an_aside_inside_the_reported_clause(text, content):
    assert content in [q[1] for q in quotes(text)]


def test_a_cue_inside_an_aside_between_dashes_reports_nothing_past_it():
    text = "As the Harbor Times -- even a rival can quote the figures -- observed, fares rose in May."
    assert [q[1] for q in quotes(text)] == ["fares rose in May"]


def test_a_number_with_thousands_separators_is_one_word():
    [cut] = extract("The harbor board said it would cut 1,200 jobs by May.").quotes
    assert cut.content.text == "it would cut 1,200 jobs by May"
    [poll] = extract("Ferry poll.\n\nOnline, 1,409 riders said they wanted a new ferry.").to_eval(
        "a", "news"
    )["quotes"]
    assert (poll["source"]["text"], poll["speaker"]) == ("1,409 riders", "1,409 riders")


def test_according_to_set_off_inside_its_clause_reports_the_whole_sentence():
    text = (
        "At the heart of the dispute, according to Jane Roe, a former harbor official, was the cost of fuel."
    )
    [quote] = extract(text).quotes
    assert quote.content.text.startswith("At the heart of the dispute") and quote.content.text.endswith(
        "fuel"
    )


def test_according_to_after_a_clause_keeps_the_clause_and_leaves_its_apposition():
    [quote] = extract("Fares rose in March, according to Tom Ash, a planner at the port.").quotes
    assert quote.content.text == "Fares rose in March"


def test_a_cue_after_a_colon_reports_what_follows_it():
    """A colon introduces the clause after it; the words before it are no statement."""
    text = "The Latest: Mayor Jane Roe tells riders the ferry will run on Sundays."
    [quote] = extract(text).quotes
    assert quote.content.text == "the ferry will run on Sundays"


def test_a_quantity_after_the_cue_opens_the_reported_clause_not_a_phrase():
    """'reported at least six boats …': 'at least' counts the subject; it is no phrase of place."""
    text = "Friday morning, as the parade passed, the Herald reported at least six boats filled the harbor."
    assert quotes(text) == [("indirect", "at least six boats filled the harbor", "the Herald")]


def test_a_bounded_poll_share_after_and_starts_a_second_report():
    """'…, and more than 4 in 10 said …': the share and its cue end the first clause."""
    text = "Most riders said they were worried, and more than 4 in 10 said the mayor would do best."
    assert [q[1] for q in quotes(text)] == ["they were worried", "the mayor would do best"]


@pytest.mark.parametrize(
    "text",
    [
        "The ferry fares rose in May, as Jane Roe predicted.",
        "The ferry fares rose in May, as Jane Roe has often noted.",
    ],
)
def test_as_that_joins_words_to_their_attribution_is_none_of_them(text):
    [quote] = extract(text).quotes
    assert quote.content.text == "The ferry fares rose in May"


def test_as_standing_for_the_object_of_an_act_reports_no_statement():
    text = "One could tax ferry tickets to pay for the pier, as Jane Roe proposes."
    assert extract(text).quotes == []


@pytest.mark.parametrize(
    ("text", "clause"),
    [
        (
            "Another aide said, “Roe is in a four-way race with Abel and Ash” for second place.",
            "“Roe is in a four-way race with Abel and Ash” for second place",
        ),
        (
            'The harbor chief said "We stood up against the ferry owners" for years of neglect.',
            '"We stood up against the ferry owners" for years of neglect',
        ),
    ],
)
def test_a_quote_closing_on_a_word_before_a_preposition_opens_a_clause_that_runs_on(text, clause):
    (quote,) = extract(text).quotes
    assert quote.type == "mixed"
    assert quote.reported.text == clause


@pytest.mark.parametrize(
    "text",
    [
        "Ferry riders chanted “Fix the pier” outside the harbor office.",
        "Jane Roe shouted “Hold the ferry” at the deckhand.",
    ],
)
def test_a_cue_of_voicing_takes_the_quoted_words_alone_before_a_preposition(text):
    (quote,) = extract(text).quotes
    assert quote.type == "direct"
    assert quote.content.text in {"Fix the pier", "Hold the ferry"}


def test_the_reported_clause_of_a_mixed_quote_leaves_out_an_attribution_set_inside_it():
    text = "The new pier, the mayor said, would “pay for itself” within a decade."
    (quote,) = extract(text).quotes
    assert quote.type == "mixed"
    assert [text[s:e] for s, e in quote.reported.pieces] == [
        "The new pier",
        "would “pay for itself” within a decade",
    ]


def test_a_clause_of_condition_or_contrast_before_an_attribution_is_part_of_the_quoted_clause():
    text = "If the levy passes, the mayor said, “we will rebuild the pier within a year.”"
    (quote,) = extract(text).quotes
    assert quote.type == "mixed"
    assert [text[s:e] for s, e in quote.reported.pieces] == [
        "If the levy passes",
        "“we will rebuild the pier within a year.”",
    ]
    (asked,) = extract("When asked about the pier, the mayor said, “We will rebuild it.”").quotes
    assert asked.type == "direct"


def test_a_quote_going_on_with_a_conjunction_after_an_attribution_ends_the_clause_before_it():
    text = "The pier was empty at dawn, the mayor said, “but the ferry ran on time.”"
    (quote,) = extract(text).quotes
    assert quote.type == "mixed"
    assert [text[s:e] for s, e in quote.reported.pieces] == [
        "The pier was empty at dawn",
        "“but the ferry ran on time.”",
    ]


def test_a_lowercase_parenthesis_closing_the_sentence_is_no_part_of_the_reported_clause():
    text = "Jane Roe said the ferry carried 900 riders a day (the actual number is closer to 300)."
    assert [q.content.text for q in extract(text, CUE_KINDS).quotes] == ["the ferry carried 900 riders a day"]
    # A name's party in parentheses belongs to the name; a parenthesis inside the clause stays.
    for text, content in (
        ("Jane Roe said she would face Rep. Tom Ash (D-Ohio).", "she would face Rep. Tom Ash (D-Ohio)"),
        ("Jane Roe said the ferry (which few ride) costs a lot.", "the ferry (which few ride) costs a lot"),
    ):
        assert [q.content.text for q in extract(text, CUE_KINDS).quotes] == [content]


def test_a_clause_that_ends_inside_a_parenthesis_leaves_out_its_closing_mark():
    text = "The ferry runs late. (Jane Roe said the boats cost too much.)"
    assert [q.content.text for q in extract(text, CUE_KINDS).quotes] == ["the boats cost too much"]
