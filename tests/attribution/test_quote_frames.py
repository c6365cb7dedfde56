"""Attribution frames around quote marks that a quoted span must not lose to a
non-attribution; sentences written for these tests."""

from __future__ import annotations

import pytest
from written import quote_of, quotes

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS


def typed(text: str) -> list[tuple[str, str, str | None]]:
    """(type, quoted words, cue) of every quote and ('non', words, None) of every non-attribution."""
    ex = extract(text)
    quotes = [
        (q.type, q.content.text, q.cue.text if q.cue else None) for q in ex.quotes if q.type != "indirect"
    ]
    return quotes + [("non", n.content.text, None) for n in ex.non_attributions]


def test_a_described_speaker_after_the_quote_attributes_it():
    assert typed("“Open the gates!” some protesters chanted outside the hall.") == [
        ("direct", "Open the gates!", "chanted")
    ]
    assert typed(
        "“We will not back down,” one senior campaign official said, speaking on condition of anonymity."
    ) == [("direct", "We will not back down,", "said")]
    assert typed("“It was a long night,” a young volunteer, who asked not to be named, said.") == [
        ("direct", "It was a long night,", "said")
    ]


def test_a_reply_phrase_after_the_quote_attributes_it():
    assert typed("“That is simply not true,” Garcia shot back with a grin.") == [
        ("direct", "That is simply not true,", "shot back")
    ]
    assert typed("Garcia fired back that the plan was “a fantasy.”") == [
        ("mixed", "a fantasy.", "fired back")
    ]


def test_a_speaker_heard_asking_is_the_speaker():
    assert typed("“Will you release the files?” a voter can be heard asking Garcia at the diner.") == [
        ("direct", "Will you release the files?", "asking")
    ]


@pytest.mark.parametrize("occasion", ["", " in the harbor board’s release"])
def test_who_was_quoted_as_saying_is_the_speaker(occasion):
    text = f"Jane Roe was quoted{occasion} as saying the ferry would run on Sundays."
    [quote] = extract(text).quotes
    assert (quote.content.text, quote.source.text) == ("the ferry would run on Sundays", "Jane Roe")
    [quote] = extract(f"“The ferry runs,” Jane Roe is quoted{occasion} as saying.").quotes
    assert (quote.type, quote.source.text) == ("direct", "Jane Roe")


def test_an_inverted_speaker_may_open_with_a_common_noun_before_the_name():
    text = "“Nobody reads the fine print,” said tax lawyer Ann Cole."
    q = extract(text).quotes[0]
    assert (q.type, q.source.text) == ("direct", "tax lawyer Ann Cole")
    assert typed(
        "Ann Cole, host of the radio show “Tax Talk,” suggested tax lawyer Bob Ray’s plan was flawed."
    ) == [("non", "Tax Talk,", None)]


def test_an_inverted_speaker_may_open_with_her_owning_a_noun_of_a_person():
    text = "Tom Ash ran the ferry for years. “He never missed a day,” said her daughter, Jane Roe."
    q = extract(text).quotes[0]
    assert (q.source.text, q.speaker) == ("her daughter", "Jane Roe")
    text = "Jane Roe called the ferry plan “reckless,” denounced her budget and left."
    assert all(q.source is None or q.source.text != "her budget" for q in extract(text, CUE_KINDS).quotes)


@pytest.mark.parametrize(
    "affiliation", ["of the Harbor Institute", "with the Lakeport Union", "at Lakeport College"]
)
def test_an_affiliation_after_an_inverted_described_name_ends_the_speaker(affiliation):
    q = extract(f"“The fares are too high,” said ferry analyst Dr. Ann Cole {affiliation}.").quotes[0]
    assert (q.type, q.content.text, q.speaker) == ("direct", "The fares are too high,", "Ann Cole")


def test_a_place_after_an_inverted_described_name_ends_the_speaker():
    q = extract("The harbor tax will pass, says tax lawyer Ann Cole in Lakeport.").quotes[0]
    assert (q.type, q.content.text, q.source.text) == (
        "indirect",
        "The harbor tax will pass",
        "tax lawyer Ann Cole",
    )


def test_a_gerund_after_by_is_the_subjects_speech():
    assert typed("Garcia ended by saying, “We will be back next year.”") == [
        ("direct", "We will be back next year.", "saying")
    ]
    assert extract("Garcia ended by saying, “We will be back next year.”").quotes[0].source.text == "Garcia"
    assert typed("Garcia won by proposing a “carbon dividend” scheme.") == [("non", "carbon dividend", None)]


def test_a_long_apposition_before_the_cue_keeps_the_sentence_subject():
    text = (
        "Ann Cole, a lawyer who has advised two governors and is now running the campaign's field "
        "office, said the plan is “a serious mistake.”"
    )
    q = next(q for q in extract(text).quotes if q.type == "mixed")
    assert (q.content.text, q.source.text) == ("a serious mistake.", "Ann Cole")
    text = "Ann Cole, who advises the brokerage Smith & Jones, said the market had “cooled a bit.”"
    q = next(q for q in extract(text).quotes if q.type == "mixed")
    assert (q.content.text, q.source.text) == ("cooled a bit.", "Ann Cole")


def test_an_apposition_whose_relative_clause_has_verbs_still_sets_off_the_speaker():
    text = (
        "Ann Cole, a pollster who had tried for months to organize a recount, said, "
        "“The effort is over.” The board agreed."
    )
    assert typed(text) == [("direct", "The effort is over.", "said")]
    assert extract(text).quotes[0].speaker == "Ann Cole"
    text = "Ivo Marsh, the harbour master who has run the port since 2010, has endorsed Ann Cole for mayor."
    [quote] = extract(text, {"speech", "other"}).quotes
    assert (quote.content.text, quote.speaker) == ("Ann Cole for mayor", "Ivo Marsh")


def test_a_quoted_fragment_after_a_reported_clause_ends_that_clause():
    text = "Ann Cole also said the ferry board was not to blame, “not by a long shot.” The board agreed."
    assert typed(text) == [("mixed", "not by a long shot.", "said")]
    [quote] = extract(text, {"speech"}).to_eval("x", "attribution")["quotes"]
    assert quote["content"]["text"] == "the ferry board was not to blame, “not by a long shot.”"
    # After an adjunct or an inverted cue the quote is the cue's own.
    assert typed("Ann Cole said on Tuesday, “not by a long shot.”") == [
        ("direct", "not by a long shot.", "said")
    ]
    text = "“The risk,” said Ann Cole, a pollster who is based in Lakeport, “is that the ferry stops.”"
    assert typed(text) == [("direct", "The risk, is that the ferry stops.", "said")]


def test_exclaiming_and_scoffing_are_speech():
    assert typed("“This is a disaster,” a young nurse exclaimed. “Nobody planned for it,” she scoffed.") == [
        ("direct", "This is a disaster,", "exclaimed"),
        ("direct", "Nobody planned for it,", "scoffed"),
    ]


def test_a_time_adjunct_before_that_keeps_the_clause_after_the_cue():
    text = (
        "Mindful of the mood among her rivals in the north, Cole said on Sunday that “this is no time to "
        "retreat” and that the city should act."
    )
    q = next(q for q in extract(text).quotes if q.type == "mixed")
    assert (q.content.text, q.source.text) == ("this is no time to retreat", "Cole")
    assert q.reported.text.startswith("that “this is no time")


def test_a_speech_noun_with_that_reports_the_owners_words():
    text = "Critics seized on Cole's remark Tuesday that the budget was “basically fine.”"
    q = next(q for q in extract(text).quotes if q.type == "mixed")
    assert (q.content.text, q.source.text) == ("basically fine.", "Cole's")
    assert typed("Her claim that the town was “thriving” surprised nobody.")[0][:2] == ("mixed", "thriving")
    assert typed("His view that the town was “thriving” surprised nobody.")[0][:2] == ("non", "thriving")


def test_a_subject_raised_to_a_speech_verb_speaks():
    for text in (
        "Ms. Cole was prompted to say, “Nothing about this surprises me anymore.”",
        "Ms. Cole was prompted to say, ''Nothing about this surprises me anymore.''",
        "The governor was quick to say, “Nothing about this surprises me anymore.”",
    ):
        q = extract(text).quotes[0]
        assert (q.type, q.content.text, q.source.text) == (
            "direct",
            "Nothing about this surprises me anymore.",
            text.split(" was")[0],
        )
    q = extract("Cole was forced to admit that the rollout had been “a little bumpy.”").quotes[0]
    assert (q.type, q.content.text, q.source.text) == ("mixed", "a little bumpy.", "Cole")
    assert typed("Cole was not allowed to say, “Nothing about this surprises me.”") == [
        ("non", "Nothing about this surprises me.", None)
    ]
    assert typed("Cole was asked to say the word “yes” on camera.") == [("non", "yes", None)]


def test_a_time_adjunct_of_a_few_words_may_stand_between_a_speech_noun_and_that():
    for text in (
        "She was challenged over her statement on Tuesday that the budget was “basically fine,” "
        "but she stood by it.",
        "Critics pounced on her comments in May that the budget was “basically fine.”",
        "Critics pounced on her remarks last week that the budget was “basically fine.”",
    ):
        q = next(q for q in extract(text).quotes if q.type == "mixed")
        assert (q.content.text.rstrip(",."), q.source.text) == ("basically fine", "her")
    assert typed("Critics pounced on her view last week that the budget was “basically fine.”") == [
        ("non", "basically fine.", None)
    ]


def test_a_characterising_participle_quotes_the_subject_behind_an_opening_adverb():
    text = "Then he cut into Garcia, calling him a “stiff” and accusing him of acting like a “spoiled child.”"
    q = extract(text).quotes[0]
    assert (q.type, q.content.text, q.source.text) == ("mixed", "stiff spoiled child.", "he")
    q = extract("But Ann Cole turned to the budget, dismissing it as “a fantasy.”").quotes[0]
    assert (q.type, q.content.text, q.source.text) == ("mixed", "a fantasy.", "Ann Cole")
    assert typed("Then he left the stage, waving a “Vote Early” sign.") == [("non", "Vote Early", None)]
    assert typed("Then the storm hit, turning the parade into a “disaster.”") == [("non", "disaster.", None)]


def test_a_second_predicate_of_the_speaker_goes_on_with_the_speakers_words():
    text = "Ann Cole said she wanted to speak “directly to the voters” and let them know that “we are here.”"
    q = extract(text).quotes[0]
    assert (q.type, q.source.text) == ("mixed", "Ann Cole")
    assert [text[s:e] for s, e in q.content.pieces] == ["directly to the voters", "we are here."]
    # A clause with a subject of its own is not the speaker's account.
    text = "Ann Cole said the vote was over and the crowd knew that “the mayor lost.”"
    assert typed(text)[-1] == ("non", "the mayor lost.", None)


def test_a_document_stating_that_quotes_its_author():
    text = (
        "Four hours earlier, a Cole campaign memo was released as the polls closed stating that the "
        "defeat had been “fully expected.”"
    )
    q = extract(text).quotes[0]
    assert (q.type, q.content.text, q.source.text) == ("mixed", "fully expected.", "Cole campaign memo")
    q = extract("A memo was released on Friday stating that the defeat had been “fully expected.”").quotes[0]
    assert (q.type, q.source.text) == ("mixed", "memo")
    q = extract("On Saturday, Cole issued a statement saying that the judge was “a fine jurist.”").quotes[0]
    assert (q.type, q.content.text, q.source.text) == ("mixed", "a fine jurist.", "Cole")
    assert typed("A protester held a sign saying that the mayor was “a fraud.”") == [
        ("non", "a fraud.", None)
    ]


def test_quote_marks_around_the_whole_complement_of_a_call_quote_its_owner():
    text = (
        "Ferry plan.\n\nMayor Olga Brandt spoke on Sunday. The rally followed Brandt’s call for "
        "“a total and complete closure of the old pier.” The vote is on Monday."
    )
    quote = next(q for q in extract(text).quotes if "old pier" in q.content.text)
    assert (quote.type, quote.speaker) == ("mixed", "Olga Brandt")


def test_the_name_and_verb_before_the_quote_speak_it_after_another_frame():
    text = (
        "Tax night.\n\nWhen Okafor noted that Roe had at times paid no tax ― as was true for "
        "years ― Roe boasted, “That makes me smart.”"
    )
    assert quote_of(text, "makes me smart").speaker == "Roe"
    assert quote_of(text, "paid no tax").speaker == "Okafor"
    text = "Tax night.\n\nAfter Okafor said that the levy was too high, Roe said: “I like it.”"
    assert quote_of(text, "I like it").speaker == "Roe"


def test_a_name_in_a_phrase_before_a_participle_does_not_speak():
    text = "Reply.\n\nLee answered the question on Facebook writing, “Yes, I will.”"
    assert quote_of(text, "Yes, I will").speaker != "Facebook"


def test_a_name_with_a_participle_after_of_speaks_the_quote():
    text = (
        "Ad.\n\nThe spot concludes with footage of Roe saying during the debate last week, "
        "“That makes me smart,” when Okafor asked."
    )
    assert quote_of(text, "makes me smart").speaker == "Roe"


def test_first_person_words_with_no_cue_are_the_subjects():
    text = (
        "Ferry vote.\n\nMayor Olga Brandt spoke at the pier on Monday. But she began talking "
        "about what happens to the boats “if we lose the vote.”"
    )
    quote = quote_of(text, "if we lose")
    assert (quote.type, quote.speaker) == ("mixed", "Olga Brandt")


def test_a_name_after_a_fronted_description_owns_first_person_words():
    text = (
        "Ferry vote.\n\n“The boats are slow,” said harbor pilot Tomas Eriksen. A pilot who rides "
        "the night boats, Eriksen lost his job when “they sold my boat for scrap.”"
    )
    assert quote_of(text, "sold my boat").speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    "sentence",
    [
        "The old motto, “we sail at dawn,” hangs over the door.",
        "Olga Brandt’s slogan is “I sail for you.”",
        "Olga Brandt would do better to say that “my office lost count of the boats.”",
        "Olga Brandt held up a sign that reads “our boats, our pier.”",
        "Olga Brandt rode the “flexible” night boat to the pier.",
    ],
)
def test_quoted_words_that_are_no_ones_speech_stay_non_attributions(sentence):
    text = f"Ferry vote.\n\nMayor Olga Brandt spoke at the pier on Monday.\n\n{sentence}"
    assert [kind for kind, _, _ in typed(text)] == ["non"]


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        ("Acknowledging that the boats “run a bit late,” though, Brandt backed the plan.", "run a bit"),
        ("After saying her feet were “so sore she could barely walk,” she left.", "so sore"),
        ("After saying her feet were “so sore she could barely walk,” Brandt left.", "so sore"),
    ],
)
def test_a_quote_in_an_opening_phrase_of_speech_is_the_subjects(sentence, words):
    text = f"Ferry vote.\n\nMayor Linda Brandt spoke at the pier on Monday.\n\n{sentence}"
    assert quote_of(text, words).speaker == "Linda Brandt"


def test_a_quote_in_an_opening_phrase_that_is_no_speech_stays_a_non_attribution():
    text = (
        "Ferry vote.\n\nMayor Olga Brandt spoke at the pier on Monday.\n\n"
        "Following the “pier first” vote, Brandt backed the plan."
    )
    assert [kind for kind, _, _ in typed(text)] == ["non"]


def test_a_verb_no_lexicon_lists_before_a_comma_opens_a_first_person_quote():
    text = "During the debate, Jane Roe cracked, “I am a ferry woman,” and the hall laughed."
    quote = quote_of(text, "ferry woman")
    assert (quote.type, quote.speaker, quote.cue.text) == ("direct", "Jane Roe", "cracked")


def test_a_name_and_a_past_tense_verb_no_lexicon_lists_after_a_quote_attribute_it():
    text = (
        "Ferry talk.\n\nOlga Brandt asked.\n\n"
        "“Would the ferry run on Sundays?” Brandt pressed. “Or only in summer?”"
    )
    found = [(q.type, q.speaker, q.cue.text if q.cue else None) for q in quotes(text)]
    assert found == [("direct", "Olga Brandt", "pressed")] * 2


@pytest.mark.parametrize("marks", [("“", "”"), ("''", "''")])
def test_an_attribution_sentence_with_an_occasion_after_the_cue_attributes_the_quote(marks):
    opening, closing = marks
    text = (
        "The ferry dispute grew.\n\n"
        f"{opening}If Olga thinks she can sink the ferry, she is wrong!{closing} "
        "Mr. Brandt wrote on Twitter on Monday night."
    )
    quote = quote_of(text, "sink the ferry")
    assert (quote.speaker, quote.cue.text) == ("Brandt", "wrote")


@pytest.mark.parametrize(
    "after",
    [
        "Mr. Brandt said to a crowd of about 300 at the pier.",
        "Mr. Brandt asked sharply, waving a copy of the timetable.",
        "Mr. Brandt declared, a line he uses at every town meeting.",
        "Mr. Brandt asked, repeating a charge he first made at the debate that the board had "
        "misled riders about the fares for years.",
    ],
)
def test_an_attribution_sentence_with_whom_or_how_after_the_cue_attributes_the_quote(after):
    text = f"The ferry dispute grew.\n\n“Who will pay for the ferry now?” {after}"
    quote = quote_of(text, "pay for the ferry")
    assert quote.speaker == "Brandt"


@pytest.mark.parametrize(
    "after",
    [
        "Brandt said to expect more delays from the harbor board this winter.",
        "They are sailing again, Brandt says, in defiance of the board.",
        "He said, twice, that the ferry would sail on time no matter what the board decided to do.",
        "Brandt said at a hearing, according to the Harbor Times.",
        "Brandt said on Monday that the ferry would sail.",
        "The plan was announced on Monday at the harbor office.",
    ],
)
def test_a_sentence_after_a_quote_with_another_frame_or_no_speaker_is_no_tail(after):
    text = f"The ferry dispute grew.\n\n“We will sail on Sunday!” {after}"
    assert quote_of(text, "sail on Sunday").speaker is None


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        ("Jane Roe issued a statement.\n\n“We will appeal,” the statement read.", "Jane Roe"),
        ("Harbor news.\n\n“We will appeal,” read the email.", "the email"),
        ("Harbor news.\n\n“We will appeal,” Roe’s letter reads.", "Roe’s letter"),
    ],
)
def test_a_writing_quoted_by_what_it_reads_is_its_authors(text, speaker):
    [quote] = quotes(text)
    assert (quote.content.text, quote.speaker or quote.speaker_description) == ("We will appeal,", speaker)
    assert quote.cue_kind == "writing"


def test_a_sign_that_reads_something_quotes_nobody():
    assert typed("Harbor news.\n\n“Save our ferry,” the sign read.") == [("non", "Save our ferry,", None)]


def test_a_headline_quote_before_a_colon_is_the_clauses_subjects():
    text = "“We will not back down”: Roe vows to fight ferry cuts\n\nLakeport Mayor Jane Roe spoke Monday."
    quote = quote_of(text, "back down")
    assert (quote.type, quote.speaker) == ("direct", "Jane Roe")


def test_a_quote_before_a_colon_in_the_body_is_no_headline():
    text = "Harbor news.\n\n“We will win”: that was the message Jane Roe delivered on Monday."
    assert [q for q in quotes(text) if q.type == "direct"] == []


def test_a_quoted_label_on_its_own_line_is_nobodys_words():
    text = '"We will win," Roe said.\n\n"Related:"\n\nRoe Wins The Harbor Vote.'
    assert [q.content.text for q in extract(text).quotes] == ["We will win,"]


def test_a_title_set_off_after_the_work_it_names_is_no_quote():
    text = "The storm delayed the ferry for a week, Roe said in her 2012 book, “Harbor Days.”"
    extraction = extract(text)
    assert [(q.type, q.content.text) for q in extraction.quotes] == [
        ("indirect", "The storm delayed the ferry for a week")
    ]
    assert [n.content.text for n in extraction.non_attributions] == ["Harbor Days."]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "“The ferry is too slow,” Ann Cole said, before adding that the city would buy two boats.",
            "that the city would buy two boats",
        ),
        (
            "“It would make things worse,” Ann Cole said, while arguing the port should hire pilots.",
            "the port should hire pilots",
        ),
    ],
)
def test_a_participle_after_a_subordinator_reports_the_words_after_it(text, words):
    """The quote before it is the main clause's, not what the participle reports."""
    quotes = extract(text).quotes
    assert [q.type for q in quotes] == ["direct", "indirect"]
    assert quotes[1].content.text == words and quotes[1].source.text == "Ann Cole"


def test_a_quantifier_or_another_standing_as_the_subject_speaks_the_quote():
    """'Another said, “…”' quotes someone unnamed; 'another challenge:' is a noun phrase."""
    text = "One voter praised the ferry. Another said, “The ferry is always late.”"
    assert typed(text) == [("direct", "The ferry is always late.", "said")]
    assert typed("Some said, “The ferry is late.”") == [("direct", "The ferry is late.", "said")]
    assert extract("Another challenge: most docks are closed.", CUE_KINDS).quotes == []


def test_a_quote_after_a_report_in_passing_goes_on_with_the_main_attribution():
    text = (
        "“Everything is on the table,” Ann Cole told the paper after hinting that “staff changes” could "
        "come. “Every single thing is on the table.”"
    )
    quotes = extract(text, {"speech"}).to_eval("x", "attribution")["quotes"]
    told = next(q for q in quotes if q["cue"]["text"] == "told")
    assert len(told["content"]["spans"]) == 2


@pytest.mark.parametrize("verb", ["demurred", "shrugged"])
def test_after_a_question_that_names_no_asker_the_subject_before_the_colon_answers(verb):
    text = (
        "Ferry news.\n\nJohn Roe toured the harbor on Monday.\n\n"
        f"Asked which pier was his favorite, he {verb}: “Whichever one I am on.”"
    )
    assert quote_of(text, "Whichever one").speaker == "John Roe"


def test_a_title_ending_the_apposition_of_a_name_is_no_quote_of_the_cue_after_it():
    ex = extract("Tom Vance, host of WXYZ’s “Morning Tide,” suggested the mayor was wrong.")
    assert [(q.type, q.content.text, q.source.text) for q in ex.quotes] == [
        ("indirect", "the mayor was wrong", "Tom Vance")
    ]
    assert typed("As Jane Roe, author of “The Long Crossing,” put it, “The ferry is the town.”") == [
        ("direct", "The ferry is the town.", "put it"),
        ("non", "The Long Crossing,", None),
    ]


@pytest.mark.parametrize(
    "after",
    [
        "Marta Quill said at a harbor meeting, according to the Lakeport Courier.",
        "Marta Quill told reporters on Friday according to the Courier.",
        "the harbor master said, according to a transcript of the meeting.",
    ],
)
def test_an_outlet_credited_after_a_closing_cue_of_speech_is_not_the_speaker(after):
    text = f"The ferry dispute grew.\n\n“We will sail on Sunday,” {after}"
    quote = quote_of(text, "sail on Sunday")
    assert quote.type == "direct"
    assert (quote.speaker or quote.speaker_description) in {"Marta Quill", "the harbor master"}


def test_an_outlet_credited_after_a_cue_whose_clause_follows_reports_the_sentence():
    text = (
        "Ferry poll.\n\nHer lead among riders who say they will sail is much larger, according to the poll.\n"
    )
    [quote] = [q for q in extract(text, CUE_KINDS).quotes if "much larger" in q.content.text]
    assert (quote.speaker_description, quote.cue_kind) == ("the poll", "other")


def test_in_the_words_of_credits_the_quote_after_it_to_the_source_it_names():
    """'In the words of Roe, “…”' names its source after the cue, as 'according to' does."""
    ex = extract("In the words of Chief Ada Frost, “We have waited long enough for a clinic.”")
    assert [(q.type, q.content.text, q.cue.text) for q in ex.quotes] == [
        ("direct", "We have waited long enough for a clinic.", "In the words of")
    ]
    assert ex.quotes[0].speaker == "Ada Frost"


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe apologized in a video posted to the harbor website.",
        "“The ferry is late,” Jane Roe said in a short video posted on Monday.",
    ],
)
def test_a_participle_after_the_object_of_a_preposition_describes_it_and_speaks_no_words(text):
    assert [q for q in extract(text, CUE_KINDS).quotes if q.cue is not None and q.cue.text == "posted"] == []


def test_a_participle_with_an_object_after_a_phrase_of_the_subject_is_its_verb():
    [quote] = extract("Captains in both harbors condemned the new fares.", CUE_KINDS).quotes
    assert (quote.source.text, quote.content.text) == ("Captains in both harbors", "the new fares")
