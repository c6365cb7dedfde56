"""Where the reported clause of an attribution starts and ends; sentences written for these tests.

Clauses are found the same way whatever their cue kind, so every kind is reported here.
"""

from __future__ import annotations

import pytest

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS
from quotetrail.attribution.sentences import tokens
from quotetrail.attribution.subjects import main_subject


def reported(text: str) -> list[str]:
    return [q.content.text for q in extract(text, CUE_KINDS).quotes]


def test_a_clause_joined_before_the_subject_is_not_what_the_subject_says():
    assert reported("The committee met on Tuesday, but Smith declined.") == []
    assert reported("Turnout was high in the north and the council welcomed it.") == []


def test_an_object_or_infinitive_ends_at_a_comma_or_a_dash():
    assert reported("The mayor endorsed the plan, a move that surprised nobody.") == ["the plan"]
    assert reported("The governor refused to sign the bill, a decision that angered his allies.") == [
        "to sign the bill"
    ]
    assert reported("The mayor endorsed the plan - few expected it.") == ["the plan"]


def test_examples_after_a_comma_belong_to_the_noun_before_them():
    assert reported("The mayor endorsed three rivals, including Tom Vance and Ada Pell.") == [
        "three rivals, including Tom Vance and Ada Pell"
    ]
    assert reported("Roe said the board made several errors, including the audit.") == [
        "the board made several errors, including the audit"
    ]
    assert reported("The senator praised the new fuels, especially ethanol.") == [
        "the new fuels, especially ethanol"
    ]


def test_the_agent_after_a_participle_is_not_what_was_reported():
    assert reported("The country described by the governor on Tuesday was a darker place.") == []
    assert reported("Vance spoke in a video posted by a local station.") == []
    assert reported("Roe concluded by saying that the audit was flawed.") == ["that the audit was flawed"]


def test_a_sentence_joined_after_a_comma_and_a_conjunction_is_the_reporters():
    assert reported("Vance said the audit was finished, but he sounded tired of the questions.") == [
        "the audit was finished"
    ]
    assert reported("Pell said the ferry would run, and Mr. Roe was furious.") == ["the ferry would run"]
    assert reported("Pell said the new levy, and the cost of the repairs, would fall on the tenants.") == [
        "the new levy, and the cost of the repairs, would fall on the tenants"
    ]


def test_a_noun_phrase_set_off_at_the_end_is_the_reporters_aside():
    assert reported("Vance alleged that he was fired for his union work, a claim the firm disputes.") == [
        "that he was fired for his union work"
    ]
    assert reported(
        "Pell said the crew did not expect to win Ohio or Iowa, the first two states to vote."
    ) == ["the crew did not expect to win Ohio or Iowa"]


def test_a_noun_phrase_after_a_comma_that_has_a_verb_or_ends_a_list_is_reported():
    assert reported("Pell said that, even in small things, the mayor was out of touch.") == [
        "that, even in small things, the mayor was out of touch"
    ]
    assert reported("Pell said he and Vance differ on taxes, the new port and the ferry fares.") == [
        "he and Vance differ on taxes, the new port and the ferry fares"
    ]


def test_a_noun_object_after_the_cue_is_reported_not_the_phrase_before_the_subject():
    assert reported("Eight years ago, Vance supported Tom Pell over the mayor.") == [
        "Tom Pell over the mayor"
    ]
    assert reported("Not surprisingly, Roe opposed the harbor plan.") == ["the harbor plan"]
    assert reported("The economy is weak, Smith said the other day.") == ["The economy is weak"]


def test_an_opening_according_to_reports_what_follows_the_comma_after_its_source():
    text = "According to exit polls conducted for the Harbor Press by Ferry Research, most voters were happy."
    assert reported(text) == ["most voters were happy"]
    assert reported("According to Roe, the plan failed.") == ["the plan failed"]


def test_what_was_told_starts_at_that_after_a_long_addressee():
    assert reported("Roe told a crowded hall at a hotel in Salem that he is not giving up.") == [
        "that he is not giving up"
    ]
    assert reported("Roe told The Post and Courier of Salem on Saturday that he backed Vance.") == [
        "that he backed Vance"
    ]
    assert reported("Roe likes to tell stories and share ideas in a manner that people like.") == [
        "stories and share ideas in a manner that people like"
    ]


def test_an_adverb_before_that_leads_into_the_clause():
    assert reported("Roe has said repeatedly that the ferry would run.") == ["that the ferry would run"]
    assert reported("Vance acknowledged privately that the audit was late.") == ["that the audit was late"]


def test_a_cue_word_after_a_possessive_or_an_adjective_is_a_noun_not_a_new_clause():
    text = "Traders say they lost ground under falling prices and Brazil's economic decline."
    assert reported(text) == ["they lost ground under falling prices and Brazil's economic decline"]
    assert reported("Roe said the plan failed and Democrats agreed.") == ["the plan failed"]


def test_a_sentence_joined_after_a_quote_that_holds_its_comma_is_the_reporters():
    text = "Roe has promised lower fares and “more ferries, more ferries,” but he has also sharpened attacks."
    assert [q.reported.text for q in extract(text, CUE_KINDS).quotes] == [
        "lower fares and “more ferries, more ferries,”"
    ]
    text = "Roe said the plan was “a fiasco” and he is a “bully.”"
    assert [q.reported.text for q in extract(text, CUE_KINDS).quotes] == [
        "the plan was “a fiasco” and he is a “bully.”"
    ]


def test_as_much_stands_for_the_whole_report():
    assert reported("The mayor said as much in an interview on Friday morning.") == ["as much"]


def test_a_speech_noun_takes_a_noun_phrase_topic_but_not_a_time():
    assert reported("Her remarks on Sunday drew praise from the critics of the plan.") == []
    assert reported("His message of unity was clear to the critics of the plan.") == ["unity"]


def test_that_before_a_period_of_time_after_a_speech_noun_opens_no_clause():
    assert reported("“We won,” she said in her victory speech that night.") == ["We won,"]
    [claim] = reported("Her claim that the ferry sank was false.")
    assert claim.startswith("that the ferry sank")


def test_a_coordinator_right_after_the_cue_opens_no_report_of_it():
    assert reported("Roe faced claims of fraud, which she has denied and which her aide later dropped.") == []
    assert reported("Half of the members agreed and a third of the guests stayed home.") == []
    assert reported("Roe backed away from the plan to cut the fares.") == []


def test_two_verbs_joined_by_and_share_what_follows():
    text = "The aide derided and insulted “the ferry lobby” at every hearing."
    assert reported(text) == ["the ferry lobby"]


def test_a_question_to_the_reader_reports_nothing():
    assert reported("Do you know where the money for the stadium went?") == []
    assert reported("You know the money for the stadium is gone.") == ["the money for the stadium is gone"]


def test_a_clause_between_commas_is_no_apposition_before_an_inverted_cue():
    text = (
        "Some of the charges are hard to prove, while others aren't clear to voters, "
        "said Dora Vance, a former prosecutor."
    )
    [quote] = extract(text).quotes
    assert quote.speaker == "Dora Vance"
    text = "The ferry is late again, and the docks are empty, said Ivo Marsh, the harbour master."
    assert [q.speaker for q in extract(text).quotes] == ["Ivo Marsh"]


def test_a_topic_is_reported_without_its_preposition():
    assert reported("The mayor talked about the budget for the schools.") == ["the budget for the schools"]
    assert reported("The mayor warned against the harbor tax.") == ["the harbor tax"]
    assert reported("Most of the council voted for the harbor tax.") == ["the harbor tax"]
    assert reported("The mayor apologized for her remarks about the port.") == ["her remarks about the port"]
    assert reported("The mayor agreed with the harbor board.") == ["the harbor board"]
    assert reported("The mayor railed at the harbor board.") == ["the harbor board"]


def test_at_before_a_measure_stays_in_the_report():
    assert reported("The police reported at least nine arrests.") == ["at least nine arrests"]


def test_for_after_say_opens_the_reported_clause():
    assert reported("Tom Abel said for the party to win it must change.") == [
        "for the party to win it must change"
    ]


def test_an_object_goes_on_past_a_comma_with_the_rest_of_its_list():
    text = "The mayor praised the ferry crews, the harbor police and the lock keepers."
    assert reported(text) == ["the ferry crews, the harbor police and the lock keepers"]
    assert reported("The mayor sought to court young, rural or retired voters.") == [
        "to court young, rural or retired voters"
    ]
    assert reported("The mayor praised the ferry crews, which rarely win praise and never complain.") == [
        "the ferry crews"
    ]


def test_an_object_takes_in_the_name_set_off_after_it():
    text = "The mayor praised the ferry crews in Lakeport, Ohio, for their work."
    assert reported(text) == ["the ferry crews in Lakeport, Ohio"]


@pytest.mark.parametrize(
    ("text", "objects"),
    [
        ("The mayor criticized the council and pointed to its record.", ["the council", "its record"]),
        ("The mayor criticized the levy and seemed to blame the council.", ["the levy"]),
        ("The mayor left early, praising the ferry crews and hugging them.", ["the ferry crews"]),
    ],
)
def test_an_object_ends_before_a_second_verb_of_the_cue_form(text, objects):
    assert reported(text)[: len(objects)] == objects


@pytest.mark.parametrize(
    ("text", "pieces"),
    [
        ("The mayor opposed the levy, which she had said was unfair.", ["which", "was unfair"]),
        (
            "The port built a new pier that the mayor said would draw tourists.",
            ["that", "would draw tourists"],
        ),
    ],
)
def test_a_clause_reported_inside_a_relative_clause_has_the_relative_pronoun_for_subject(text, pieces):
    quote = extract(text, CUE_KINDS).quotes[-1]
    assert [text[s:e] for s, e in quote.content.pieces] == pieces


def test_a_cue_in_an_opening_subordinate_clause_reports_no_further_than_the_clause():
    text = "While the mayor said the bridge was safe, she closed it on Monday."
    assert reported(text) == ["the bridge was safe"]


@pytest.mark.parametrize(
    "opening",
    [
        "And while the mayor said the bridge was safe",
        "But when the mayor said the bridge was safe",
        "On Monday, while the mayor said the bridge was safe",
        "Even though the mayor said the bridge was safe",
        "Shortly after the mayor said the bridge was safe",
        "But now that the mayor said the bridge was safe",
    ],
)
def test_an_opening_clause_after_a_conjunction_or_a_phrase_reports_no_further_than_itself(opening):
    assert reported(f"{opening}, she closed it on Tuesday.") == ["the bridge was safe"]


@pytest.mark.parametrize(
    "main",
    ["they’re closing it anyway", "Tom Abel said it was not", "Abel says it was not", "that was the worry"],
)
def test_a_main_clause_after_an_opening_clause_may_open_with_a_contraction_or_a_cue(main):
    assert reported(f"While the mayor said the bridge was safe, {main}.")[0] == "the bridge was safe"


@pytest.mark.parametrize(
    "text",
    [
        "Unlike the mayor, who says the bridge is safe, the council wants it closed.",
        "After greeting the ferry crews, who said the bridge was safe, he closed it anyway.",
    ],
)
def test_a_cue_in_a_relative_clause_set_off_by_commas_reports_no_further_than_the_clause(text):
    assert reported(text)[0] in {"the bridge is safe", "the bridge was safe"}


def test_an_opening_clause_ends_at_a_comma_inside_the_closing_quote_mark():
    text = "After the mayor called the bridge “perfectly safe,” Tom Abel closed it on Monday."
    (quote,) = extract(text, CUE_KINDS).quotes
    assert quote.reported.text == "the bridge “perfectly safe,”"


def test_as_after_a_comma_sets_off_the_cue_before_what_was_said():
    text = "Of course, as the mayor noted, the bridge was safe, it was the road that failed."
    assert reported(text) == ["the bridge was safe, it was the road that failed"]


def test_a_comma_inside_a_number_opens_no_main_clause():
    text = "While the mayor said the levy raised 292,000 dollars, she closed the bridge."
    assert reported(text) == ["the levy raised 292,000 dollars"]


def test_an_opening_clause_ends_before_a_main_clause_with_a_noun_subject():
    text = "While 7 percent said they are undecided, 27 percent said they could change their minds."
    assert reported(text) == ["they are undecided", "they could change their minds"]


def test_the_occasion_of_a_speech_is_not_what_was_said():
    text = "The mayor said the bridge was safe in an interview with the local radio."
    assert reported(text) == ["the bridge was safe"]


def test_that_said_reports_nothing():
    assert reported("That said, the mayor cannot win the vote without the north.") == []


def test_an_opening_clause_ends_before_a_main_clause_whose_subject_has_an_honorific():
    text = "Council vote.\n\nAfter talking about the levy, Mr. Okafor suggested that it be halved."
    assert reported(text) == ["the levy", "that it be halved"]


@pytest.mark.parametrize(
    ("text", "clause"),
    [
        ("Jane Roe told Politico she would run again.", "she would run again"),
        ("Jane Roe told her audience they would not pay more.", "they would not pay more"),
        ("Jane Roe told reporters the fares would rise.", "the fares would rise"),
        ("Jane Roe told The Lakeport Ledger the fares would rise.", "the fares would rise"),
        ("Jane Roe told Harbour Radio News a fare rise was coming.", "a fare rise was coming"),
        ("Jane Roe replied to him that the fares would rise.", "that the fares would rise"),
        ("Jane Roe wrote to the harbor board that the fares would rise.", "that the fares would rise"),
    ],
)
def test_the_addressee_of_a_cue_is_no_part_of_the_clause(text, clause):
    assert reported(text) == [clause]


@pytest.mark.parametrize(
    "occasion",
    [
        "in an interview on the Morning Desk show with Olga Brandt",
        "during Saturday’s harbor council debate",
        "in a guest column in the Harbor Gazette",
        "for six years on the stump and in the council chamber",
        "for the first time",
        "at a news conference ahead of the vote",
        "on Harbor Radio's “Morning With Olga Brandt”",
    ],
)
def test_a_long_occasion_before_that_is_not_what_was_said(occasion):
    assert reported(f"Jane Roe said {occasion} that the fares would rise.") == ["that the fares would rise"]


@pytest.mark.parametrize(
    "clause",
    [
        "that, if the figures hold, the fares would rise",
        "that before the vote, the fares were low",
    ],
)
def test_an_occasion_before_that_and_a_phrase_set_off_is_not_what_was_said(clause):
    assert reported(f"Jane Roe said in a harbor board memo on Friday {clause}.") == [clause]


@pytest.mark.parametrize("time", ["Tuesday", "on Tuesday", "last week"])
def test_a_time_before_the_occasion_before_that_is_not_what_was_said(time):
    text = f"Jane Roe said {time} in an interview with the Harbor Gazette that the fares would rise."
    assert reported(text) == ["that the fares would rise"]
    assert reported(f"Jane Roe said {time} in a statement.") == []


@pytest.mark.parametrize("occasion", ["at a harbor forum last week", "in a radio interview", "Monday"])
def test_an_occasion_before_that_after_a_participle_cue_is_not_what_was_said(occasion):
    text = f"Jane Roe stood firm, saying {occasion} that the fares were too high."
    assert reported(text) == ["that the fares were too high"]


def test_a_that_clause_of_news_someone_responds_to_is_no_clause_of_theirs():
    text = "Jane Roe spoke for an hour, responding to the news that the ferry would stop."
    assert reported(text) == ["to the news that the ferry would stop"]


@pytest.mark.parametrize("outlet", ["Harbor News", "the Harbor Point"])
def test_a_complement_noun_that_ends_a_name_leaves_that_to_open_what_was_said(outlet):
    text = f"Jane Roe said in an email to {outlet} that no ferries would run."
    assert reported(text) == ["that no ferries would run"]


def test_a_clause_with_a_bare_noun_subject_after_a_named_occasion_is_what_was_said():
    text = "Jane Roe wrote in a guest column in the Harbor Gazette that anger over the fares is real."
    assert reported(text) == ["that anger over the fares is real"]
    text = "Jane Roe apologized for her aide's claim on Monday that fares would rise."
    assert reported(text) == ["her aide's claim on Monday that fares would rise"]


def test_only_a_quoted_title_belongs_to_an_occasion():
    text = "Jane Roe said at the “Cheap Seats” rally that the fares would rise."
    assert reported(text) == ["that the fares would rise"]
    text = "Jane Roe said at the “cheap seats” rally that the fares would rise."
    assert "that the fares would rise" not in reported(text)


@pytest.mark.parametrize(
    ("text", "clauses"),
    [
        (
            "Jane Roe said the fares were “unfair,” adding that the board had ignored riders.",
            ["the fares were “unfair,”", "that the board had ignored riders"],
        ),
        (
            "Jane Roe called the plan a “disgrace,” saying it would cost the harbor its ferries.",
            ["the plan a “disgrace,”", "it would cost the harbor its ferries"],
        ),
    ],
)
def test_a_participle_after_a_comma_inside_the_closing_mark_starts_a_second_report(text, clauses):
    quotes = extract(text, CUE_KINDS).quotes
    assert [(q.reported or q.content).text for q in quotes] == clauses
    assert {q.speaker for q in quotes} == {"Jane Roe"}


def test_a_participle_after_a_quote_without_a_comma_is_no_report_of_the_subject():
    text = "Jane Roe gave money to the “harbor fund” backing two candidates."
    assert [q.speaker for q in extract(text, CUE_KINDS).quotes if q.cue.text == "backing"] in ([], [None])


@pytest.mark.parametrize(
    ("text", "clause"),
    [
        # a relative clause goes on with its verb, not a subject
        (
            "Jane Roe said in a column that ran on Monday the fares would rise.",
            "in a column that ran on Monday the fares would rise",
        ),
        # a noun's own 'that' clause is part of the topic
        (
            "Jane Roe responded on Sunday to accusations that she hid the costs.",
            "to accusations that she hid the costs",
        ),
        # an infinitive is what was said
        (
            "Jane Roe sought to bolster her case that the fares were fair.",
            "to bolster her case that the fares were fair",
        ),
    ],
)
def test_that_after_a_noun_or_a_verb_keeps_the_words_before_it(text, clause):
    assert reported(text) == [clause]


def test_a_participle_set_off_after_the_clauses_subject_does_not_end_the_clause():
    text = "The harbor board says Commuters, numbering 9,000 a day, outnumber tourists."
    assert reported(text) == ["Commuters, numbering 9,000 a day, outnumber tourists"]
    assert reported("The harbor board responded Friday, saying fares would rise.") == ["fares would rise"]


def test_yes_or_no_is_a_whole_answer():
    text = "Asked whether the ferry should run, 75 percent of commuters said yes."
    assert "yes" in reported(text)
    assert reported("The mayor praised the captain.") == ["the captain"]


def test_an_opening_question_ends_at_a_comma_inside_the_closing_quote_mark():
    text = "Asked whether the ferry “should run at night,” 75 percent of commuters said yes."
    question = extract(text, CUE_KINDS).quotes[0]
    assert question.reported.text == "whether the ferry “should run at night,”"


def test_the_words_before_an_inverted_cue_of_saying_are_reported_however_they_open():
    text = "In nearby Lakeport, the ferry yard is hanging on, said its chief, Jane Roe."
    assert reported(text) == ["In nearby Lakeport, the ferry yard is hanging on"]


def test_a_clause_with_a_pronoun_subject_after_the_cue_is_reported_past_an_opening_phrase():
    text = "A few weeks ahead of the vote, the harbor board says they are unwilling to debate."
    assert reported(text) == ["they are unwilling to debate"]


def test_the_addressee_of_a_cue_of_saying_alone_is_not_what_was_said():
    assert reported("The groups also wrote to Jane Roe on Monday.") == []
    assert reported("The editor explained to Harbor Radio why the ferry won.") == ["why the ferry won"]


def test_a_participle_after_a_quote_goes_on_from_the_subject_after_a_conjunction():
    text = "But Jane Roe later blamed the delay on a “broken engine,” claiming the crew had warned her."
    quotes = {q.cue.text: q for q in extract(text, CUE_KINDS).quotes}
    assert quotes["claiming"].speaker == "Jane Roe"
    assert quotes["claiming"].content.text == "the crew had warned her"


def test_a_participle_after_a_quote_is_not_its_attribution():
    text = "Jane Roe replied: “If they sue us, they will lose,” citing the ferry law."
    quotes = extract(text, CUE_KINDS).quotes
    assert [(q.type, q.cue.text, q.content.text) for q in quotes] == [
        ("direct", "replied", "If they sue us, they will lose,"),
        ("indirect", "citing", "the ferry law"),
    ]


def test_a_title_after_a_cue_of_telling_is_whom_the_speaker_told():
    text = "“We will sail,” Jane Roe told “Harbor Morning Live,” adding that fares would rise."
    quotes = extract(text, CUE_KINDS).quotes
    assert [(q.type, q.content.text) for q in quotes] == [
        ("direct", "We will sail,"),
        ("indirect", "that fares would rise"),
    ]


def test_a_participle_in_a_list_of_acts_reports_nothing():
    text = "Supporters gathered in the square on Monday, clapping, dancing, chanting and waving flags."
    assert reported(text) == []
    assert reported("Jane Roe got in on the fight, bashing Ash.") == ["Ash"]


def test_the_words_before_a_subject_are_reported_only_when_set_off_or_closing():
    text = (
        "Nearly all of the mayors of the ten biggest cities in the state have publicly endorsed her; "
        "last month, the board unveiled a list of ninety mayors who back her."
    )
    assert not any(clause.startswith("Nearly all") for clause in reported(text))
    # A cue that closes the sentence reports what stands before its subject, set off or not.
    text = "The ferry is not only cheap, it is also the best option Roe argues."
    assert reported(text)[0].startswith("The ferry")


@pytest.mark.parametrize(
    "opening", ["Two weeks earlier", "A year ago", "Eight years ago", "The next month", "The following week"]
)
def test_an_opening_phrase_of_time_is_not_the_sentence_subject(opening):
    text = f"{opening}, the harbor voters rejected the levy."
    toks = tokens(text, 0, len(text))
    subject = main_subject(toks)
    assert subject is not None and text[subject[0] : subject[1]] == "the harbor voters"
    text = "He went further on Tuesday, saying the levy was dead."
    subject = main_subject(tokens(text, 0, len(text)))
    assert subject is not None and text[subject[0] : subject[1]] == "He"


def test_the_phrase_opening_a_sentence_is_not_what_its_subject_reports():
    assert reported("Shortly after the vote, the mayor announced her resignation.") == ["her resignation"]
    assert reported("Two years earlier, the senator had voted for the levy.") == ["the levy"]
    assert reported("Ahead of the vote, the mayor announced her resignation.") == ["her resignation"]
    assert reported("Still, in a sign of the mood, the council declined to vote on the plan.") == [
        "to vote on the plan"
    ]
    assert reported("In the two years since the flood, Roe said, the town has rebuilt its harbor.") == [
        "In the two years since the flood the town has rebuilt its harbor"
    ]


@pytest.mark.parametrize(
    ("opening", "subject"), [("A few minutes later", "they"), ("Two days later", "Jane Roe")]
)
def test_an_opening_phrase_of_time_without_a_comma_is_not_the_sentence_subject(opening, subject):
    text = f"{opening} {subject} rejected the levy."
    found = main_subject(tokens(text, 0, len(text)))
    assert found is not None and text[found[0] : found[1]] == subject
