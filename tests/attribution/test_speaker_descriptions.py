"""A description is who is quoted when the article names nobody; sentences written for these tests."""

from __future__ import annotations

import pytest
from written import quote_of, quotes

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS


@pytest.mark.parametrize(
    ("text", "words", "description"),
    [
        ('"The plan is sound," the minister said.', "The plan is sound", "the minister"),
        ("Some protesters said the police had been rough.", "the police", "Some protesters"),
        ("The board said the plan would cost more than expected.", "the plan", "The board"),
        (
            "An official with the ministry, who spoke on condition of anonymity, said the talks had stalled.",
            "the talks",
            "An official with the ministry",
        ),
        (
            '"We are ready," said a woman in Lakeport, Ohio, who asked not to be named.',
            "We are ready",
            "a woman in Lakeport, Ohio",
        ),
        (
            '"We are ready," said a source close to the campaign.\n\nVoters were not so sure.',
            "We are ready",
            "a source close to the campaign",
        ),
        # A noun that is also a cue word heads the description, or names in it.
        ("The report said the ferry had been late all winter.", "ferry", "The report"),
        (
            '"The fares will rise," a State Department spokesman said.',
            "fares",
            "a State Department spokesman",
        ),
        ("His remarks suggest that the ferry will be late.", "ferry", "His remarks"),
        # Joint authors joined by a slash are one word; a reporting participle opens a
        # clause about the poll, unless it names the author.
        (
            "According to a Lakeport Ledger/Harbor Radio review released Monday, the ferry is popular.",
            "ferry",
            "a Lakeport Ledger/Harbor Radio review",
        ),
        # Members of a party described by a modifier, as a party's members alone are.
        ("The ferry will win the county, veteran Republicans said.", "ferry", "veteran Republicans"),
        # Unnamed sources are the sources, not what or whom they know.
        (
            "People familiar with the talks said the ferry would be sold.",
            "ferry",
            "People familiar with the talks",
        ),
        (
            "Two senior officials with direct knowledge of the sale said the ferry was sold.",
            "ferry",
            "Two senior officials with direct knowledge of the sale",
        ),
        ("Sources close to the mayor said the ferry would be sold.", "ferry", "Sources close to the mayor"),
        (
            "The ferry will be sold in May, people briefed on the sale said.",
            "ferry",
            "people briefed on the sale",
        ),
        # A verb that is only ever a verb ends the description: the chain after it is the cue's.
        ('The letter goes on to say: "The ferry must stay."', "ferry", "The letter"),
        (
            'The harbor chief began by talking about fares, saying the ferry is "cheaper than a bus."',
            "cheaper",
            "The harbor chief",
        ),
        ("According to an account she gave to the paper, the ferry was late.", "ferry", "an account"),
        # A rival or a critic is described by the tie; a conjunction before it is no part of it.
        ("But critics say the ferry will be late.", "ferry", "critics"),
        (
            "His rivals for the harbor seat said the ferry would be late.",
            "ferry",
            "His rivals for the harbor seat",
        ),
        # A person described by age, or as a parent by the number of children.
        ('"The ferry was late again," the 45-year-old said.', "The ferry was late", "the 45-year-old"),
        ("A 19-year-old told police the ferry was late.", "ferry", "A 19-year-old"),
        ('"The ferry was late again," the mother of two said.', "The ferry was late", "the mother of two"),
        ("The father of three told reporters the ferry was late.", "ferry", "The father of three"),
        # The full stop closing the sentence is no part of a description after the cue.
        ('"The ferry was late again," said the old man.', "The ferry was late", "the old man"),
        ('"The ferry was late again," said a father of two.', "The ferry was late", "a father of two"),
        # What is asked of someone follows the asker: 'whether' and 'if' end the description.
        (
            "When asked by a reporter whether the ferry would be sold, the mayor shrugged.",
            "the ferry would be sold",
            "a reporter",
        ),
        (
            "Asked by a caller if the fares would rise, the mayor shrugged.",
            "the fares would rise",
            "a caller",
        ),
        # A description too long to give whole ends before the verb of its own clause,
        # when it introduces someone and names where they are from.
        (
            "A spokeswoman for the Harbor Board emailed reporters with the text of the new "
            'ferry rules, arguing, "The rules say nothing of the kind."',
            "nothing of the kind",
            "A spokeswoman for the Harbor Board",
        ),
        (
            '"We cannot speak freely anymore," tweeted a young user from Lakeport going by the '
            "handle Harbor.",
            "speak freely",
            "a young user from Lakeport",
        ),
    ],
)
def test_the_description_stands_for_an_unnamed_speaker(text, words, description):
    quote = quote_of(text, words)
    assert quote.speaker is None and quote.speaker_description == description
    assert quote.speaker_missing_reason in ("unresolved_description", "unnamed_associate")
    [record] = [q for q in extract(text).to_eval("a")["quotes"] if words in q["content"]["text"]]
    assert record["speaker"] == description and record["speaker_missing_reason"]


@pytest.mark.parametrize(
    ("text", "words", "description"),
    [
        (
            "According to early results of exit polls conducted for the Lakeport Ledger and Harbor "
            "Radio, the ferry is popular.",
            "ferry",
            "early results of exit polls",
        ),
        (
            "According to a survey commissioned by the ferry union, the boats are late.",
            "boats",
            "a survey commissioned by the ferry union",
        ),
    ],
)
def test_a_poll_is_described_as_the_source_of_its_finding(text, words, description):
    [quote] = [q for q in extract(text, CUE_KINDS).quotes if words in q.content.text]
    assert quote.cue_kind == "other" and quote.speaker_description == description


@pytest.mark.parametrize(
    ("text", "description"),
    [
        ("Ferry cuts.\n\nThe four states said the ferry must stay.", "The four states"),
        (
            "Ferry cuts.\n\nThe mayors of every state agreed that the ferry must stay.",
            "The mayors of every state",
        ),
    ],
)
def test_a_cue_word_a_quantifier_cannot_govern_is_a_noun_of_the_description(text, description):
    """'the four states', 'every state': 'states' after a number and 'state' after
    'every' cannot be their verbs, so the description goes on through them."""
    assert quote_of(text, "ferry must stay").speaker_description == description


@pytest.mark.parametrize(
    ("text", "source"),
    [
        (
            "Ferry cuts.\n\nTenants at a Lakeport building say the ferry must stay.",
            "Tenants at a Lakeport building",
        ),
        ("Ferry cuts.\n\nBut officials in Lakeport said the ferry must stay.", "officials in Lakeport"),
        ("Ferry cuts.\n\nThe ferry, riders from Lakeport say, must stay.", "riders from Lakeport"),
    ],
)
def test_people_before_a_place_are_the_source_not_the_place(text, source):
    """A plural noun for people before 'at', 'in' or 'from' opens the subject: the place
    describes them and is no speaker."""
    assert quote_of(text, "must stay").source.text == source


def test_a_verb_form_after_a_determiner_is_a_name_in_the_description():
    """'a Met Police spokesman': 'Met' after 'a' cannot be the verb that ends it."""
    text = "Ferry cuts.\n\nA Met Police spokesman said: “Officers were called to the pier.”"
    assert quote_of(text, "Officers were called").speaker_description == "A Met Police spokesman"


def test_a_definite_description_takes_the_nearest_indefinite_mention():
    text = (
        "An aide to the mayor arrived first. A council aide spoke to reporters on Monday. "
        "The aide said the talks had stalled."
    )
    assert quote_of(text, "the talks").speaker_description == "A council aide"


def test_a_description_set_off_after_a_name_is_that_person_the_next_time():
    text = (
        "Ferry files.\n\n“We are reviewing the file,” said Nora Pike, a spokeswoman for the ministry. "
        "“More details will follow,” the spokeswoman added."
    )
    assert quote_of(text, "More details").speaker == "Nora Pike"
    text = (
        "Ferry files.\n\nIn Lakeport, a spokeswoman for the ministry met the crews. "
        "The spokeswoman said talks had stalled."
    )
    quote = quote_of(text, "talks had stalled")
    assert quote.speaker is None and quote.speaker_description.startswith("a spokeswoman for the ministry")


def test_a_name_is_never_replaced_by_a_description():
    quote = quote_of("Jane Roe, the mayor, said the talks had stalled.", "the talks")
    assert quote.speaker == "Jane Roe" and quote.speaker_description is None


def test_a_day_or_a_dateline_describes_nobody():
    found = quotes("On Monday said the talks had stalled.")
    assert not any("Monday" in f"{q.speaker} {q.speaker_description}" for q in found)


def test_a_relative_clause_reports_nothing_before_its_pronoun():
    text = "Jane Roe, who spoke about the budget, said the talks had stalled."
    found = extract(text, CUE_KINDS).quotes
    assert [q.content.text for q in found] == ["the budget", "the talks had stalled"]


def test_a_described_person_named_in_apposition_is_that_person():
    text = (
        'Cookout.\n\nPaul Okafor welcomed the guests.\n\n"This is a big year!" Okafor\'s niece, '
        'state Del. Grace "Gigi" Mensah (D-Lakeport), shouted to the crowd.'
    )
    assert quote_of(text, "big year").speaker == "Grace Mensah"


@pytest.mark.parametrize(
    "description",
    [
        "the ferry union's president",
        "the mayor's best friend at Lakeport College",
        "another ferry rider",
        "a longtime Twitter user",
    ],
)
def test_a_name_in_apposition_closing_the_sentence_is_the_person_described(description):
    text = f"Ferry fares.\n\n“We asked for this for years,” said {description}, Lena Okafor."
    assert quote_of(text, "asked for this").speaker == "Lena Okafor"


def test_a_name_in_apposition_after_a_phrase_names_what_the_phrase_is_about():
    text = "Ferry fares.\n\n“We asked for this for years,” said the editor of the paper, The Lakeport Daily."
    assert quote_of(text, "asked for this").speaker is None


def test_a_kin_noun_describes_a_relative_not_the_person_named():
    text = "Cookout.\n\nPaul Okafor welcomed the guests.\n\n“We are ready,” Okafor's nephew said."
    quote = quote_of(text, "ready")
    assert (quote.speaker, quote.speaker_missing_reason) == (None, "unnamed_associate")


def test_an_organisation_in_apposition_does_not_speak_for_the_person():
    text = (
        "Paper.\n\nJane Maria Roe, the editor in chief of the port's official newspaper, The "
        "Lakeport Post, said every ferry was ''both useful and costly.''"
    )
    assert quote_of(text, "useful").speaker in {None, "Jane Maria Roe"}


def test_a_title_two_people_hold_refers_back_to_the_nearer_holder():
    text = (
        "Sen. Jane Roe opened the hearing on Monday. Sen. John Doe spoke after her about the budget. "
        '"The numbers do not add up," the senator said.'
    )
    assert quote_of(text, "The numbers").speaker == "John Doe"


def test_a_title_the_nearest_person_does_not_hold_stays_a_description():
    text = (
        "Sen. Jane Roe opened the hearing on Monday. Sen. John Doe spoke after her. "
        "Mayor Ann Poe then took the floor. "
        '"The numbers do not add up," the senator said.'
    )
    quote = quote_of(text, "The numbers")
    assert quote.speaker is None and quote.speaker_description == "the senator"


def test_a_role_refers_back_to_the_one_person_named_earlier_in_its_sentence():
    text = (
        "Sen. Jane Roe spoke first on Monday. "
        "When the host pressed John Doe on the budget, the candidate said the numbers were wrong. "
        '"They never add up," he said.'
    )
    assert quote_of(text, "the numbers").speaker == "John Doe"
    assert quote_of(text, "They never").speaker == "John Doe"


def test_a_role_with_two_people_named_before_it_in_its_sentence_stays_unresolved():
    text = "After John Doe met Ann Poe on Monday, the candidate said the numbers were wrong."
    assert quote_of(text, "the numbers").speaker is None


def test_a_title_is_not_given_to_a_person_named_in_its_sentence_who_does_not_hold_it():
    text = "After meeting John Doe on Monday, the senator said the numbers were wrong."
    assert quote_of(text, "the numbers").speaker is None


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            "Harbours Canada said the ferry was safe on Monday. “The boats are fine,” the agency said.",
            "Harbours Canada",
        ),
        ("Parlo said it would appeal the ruling. The firm argued that the boats are “fine.”", "Parlo"),
        # A name of two words that no given name opens, no title goes with and no 'he' or
        # 'she' follows may be a company's.
        (
            "Norvale Shipping said it would appeal. “The boats are fine,” the company said.",
            "Norvale Shipping",
        ),
        ("Nora Pike said she would appeal. “The boats are fine,” the company said.", None),
        # 'The' opening the sentence is no part of the name.
        (
            "The Lakeport Red Cross said it would appeal. The group said the boats are “fine.”",
            "Lakeport Red Cross",
        ),
        (
            "Harbours Canada issued a warning on Monday.\n\n"
            "The department said the boats are “fine for now.”",
            "Harbours Canada",
        ),
        (
            "Harbours Canada said the ferry was safe. Nora Pike, its adviser, said the boats were "
            "“sound.”\n\n“The boats are fine,” the agency said.",
            "Harbours Canada",
        ),
        # An acronym opening a sentence names an organisation.
        (
            "HBC was quick to push back after the mayor blamed the network.\n\n"
            "In a statement, the network said the report was “fine as aired.”",
            "HBC",
        ),
        # The name set off after 'The company' is the company's, whom 'the company' means again.
        (
            "The company, Parlo Energy, said it would appeal.\n\n“The boats are fine,” the company said.",
            "Parlo Energy",
        ),
        # A company is no agency, a capital is no department, and a second company, an
        # organisation named between, or 'a federal agency' leave the description in doubt.
        (
            "Parlo said it would appeal.\n\nA federal agency set the fine. “It is fine,” the agency said.",
            None,
        ),
        ("Ottawa said it would review the permits. The department said the boats were “fine.”", None),
        ("Norvale Holdings said it would appeal. “The boats are fine,” the agency said.", None),
        (
            "Parlo said it would appeal. Norvale said it would not. “The boats are fine,” the company said.",
            None,
        ),
        (
            "Parlo said it would appeal the ruling of the Competition Bureau. "
            "“The boats are fine,” the agency said.",
            None,
        ),
    ],
)
def test_an_organisation_described_is_the_one_that_spoke_or_opened_the_sentence_before(text, speaker):
    assert quote_of(f"Ferry plan.\n\n{text}", "fine").speaker == speaker


@pytest.mark.parametrize(
    ("text", "description"),
    [
        ("The board faced criticism from parents who say the cuts hurt children.", "parents"),
        ("The plan angered harbor workers who say the cuts hurt them.", "harbor workers"),
        (
            "Roe won among rights groups and business leaders who say the fares are too high.",
            "business leaders",
        ),
    ],
)
def test_who_after_a_plural_noun_stands_for_that_description(text, description):
    quote = quote_of(text, "cuts" if "cuts" in text else "fares")
    assert quote.speaker_description == description


@pytest.mark.parametrize(
    ("text", "description"),
    [
        ("Protesters gathered outside city hall. They said the levy would raise rents.", "Protesters"),
        ("Six harbor unions signed the letter. They said the levy would raise rents.", "Six harbor unions"),
        ("Top Roe advisers met on Monday. They said the levy would raise rents.", "Top Roe advisers"),
        # a conjunction may open the sentence before 'they'
        ("Harbor pilots backed the ferry. But they said the levy would raise rents.", "Harbor pilots"),
        ("Harbor pilots backed the ferry, but they said the levy would raise rents.", None),
        # words with a verb among them name no group
        ("Those are numbers anyone can read. They said the levy would raise rents.", None),
        ("Tom Roe departs soon. They said the levy would raise rents.", None),
        # a 'they' set off inside its sentence stands for the same group
        ("Harbor pilots met riders. The levy, they said, would raise rents.", "Harbor pilots"),
        ("If pilots leave, the pier closes. The levy, they said, would raise rents.", None),
    ],
)
def test_they_opening_a_sentence_stands_for_the_group_opening_the_sentence_before(text, description):
    assert quote_of(text, "levy").speaker_description == description


@pytest.mark.parametrize(
    ("text", "description"),
    [
        ("Voters were polled in May. Two in three said the levy would raise rents.", "Two in three"),
        ("About four in 10 said the levy would raise rents.", "four in 10"),
        ("Only one in five say the levy would raise rents.", "one in five"),
        ("Four in 10 harbor voters say the levy would raise rents.", "Four in 10 harbor voters"),
        ("About 6 in 10 voters said the levy would raise rents.", "6 in 10 voters"),
    ],
)
def test_a_poll_share_is_the_whole_description_of_who_said_it(text, description):
    assert quote_of(text, "levy").speaker_description == description


def test_a_second_poll_share_starts_a_clause_of_its_own():
    text = "One in three said the levy would raise rents, and nearly one in four said the ferry was too slow."
    assert [(q.content.text, q.speaker_description) for q in quotes(text)] == [
        ("the levy would raise rents", "One in three"),
        ("the ferry was too slow", "one in four"),
    ]


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            "Harbor vote.\n\nThe mayor's advisers privately conceded that the levy would fail.",
            "The mayor's advisers",
        ),
        ("Harbor vote.\n\nProsecutors initially said that the levy would fail.", "Prosecutors"),
    ],
)
def test_an_adverb_before_the_cue_is_no_part_of_the_description(text, speaker):
    [quote] = extract(text).to_eval("a", "news")["quotes"]
    assert quote["speaker"] == speaker


def test_a_participle_alone_describes_nobody():
    text = "Ferry.\n\nThe mayor confronted him with insulting remarks he had made about the ferry crews."
    quote = quote_of(text, "he had made")
    assert (quote.speaker, quote.speaker_description) == (None, None)


@pytest.mark.parametrize(
    ("text", "description"),
    [
        (
            "A spokeswoman for the port said the ferry was late.\n\n“We are sorry,” she said.",
            "A spokeswoman for the port",
        ),
        ("One resident said the ferry was late. “We waited all day,” he said.", "One resident"),
        # Someone else opens a sentence between; several people; the other gender.
        ("A spokeswoman for the port said the ferry was late. Tom Ash agreed. “It is,” she said.", None),
        ("Two residents said the ferry was late. “We waited all day,” she said.", None),
        ("A spokesman for the port said the ferry was late. “We are sorry,” she said.", None),
    ],
)
def test_a_pronoun_after_a_described_speaker_is_that_speaker(text, description):
    [quote] = [q for q in extract(text).quotes if q.type == "direct"]
    assert quote.speaker is None and quote.speaker_description == description


def test_a_pronoun_goes_on_with_a_described_speaker_of_a_statement_only():
    text = (
        "Harbor news.\n\nAt this point, the camera is facing the dock, and she becomes upset, "
        "shouting insults as she hurries closer to the boat.\n\n“Stop the boat,” she yells."
    )
    [quote] = [q for q in extract(text).quotes if q.type == "direct"]
    assert quote.speaker is None and quote.speaker_description is None


@pytest.mark.parametrize("source", ["an HBC report", "a recent report from the Harbor Institute"])
def test_a_cue_word_in_its_base_form_after_a_and_a_modifier_heads_the_description(source):
    text = f"Ferry plan.\n\nThe fares rose in May, according to {source}.\n"
    assert quote_of(text, "fares rose").speaker_description == source


def test_a_description_is_not_the_one_person_so_titled_whom_the_article_names_only_after_it():
    text = (
        "Ferry news.\n\nJohn Reed spoke first at the harbor meeting. “The fares will rise,” the senator said."
        "\n\nLater, Sen. Mary Tolland told reporters the plan was sound."
    )
    quote = quote_of(text, "The fares will rise")
    assert quote.speaker is None and quote.speaker_description == "the senator"


@pytest.mark.parametrize(
    "description",
    ["the former director of Lakeport-Ferries", "a spokesman of Acme", "the former CEO of Acme"],
)
def test_a_name_after_of_is_what_the_description_is_of_not_who_it_describes(description):
    text = f"Ferry news.\n\n“The fares will rise,” said {description}.\n"
    quote = quote_of(text, "The fares will rise")
    assert quote.speaker is None and quote.speaker_description == description


@pytest.mark.parametrize("home", ["Ohioan", "Vermonter", "Floridian"])
def test_a_word_for_someone_from_a_place_is_a_description(home):
    text = f"Ferry news.\n\n“The fares will rise,” the {home} said.\n"
    quote = quote_of(text, "The fares will rise")
    assert quote.speaker is None and quote.speaker_description == f"the {home}"


def test_a_word_for_someone_from_a_place_is_who_the_sentence_before_was_about():
    text = (
        "Ferry news.\n\nMayor Olga Brandt opened the pier.\n\nTomas Eriksen on Monday called on the "
        "board to resign.\n\n“That was a disgrace,” the Ohioan said."
    )
    assert quote_of(text, "disgrace").speaker == "Tomas Eriksen"


@pytest.mark.parametrize("noun", ["right-hand woman", "top lawyer", "campaign strategists"])
def test_a_person_a_name_owns_is_not_that_name(noun):
    [quote] = extract(f"Jane Roe’s {noun} told supporters: “We have to be ready.”").quotes
    assert quote.speaker is None
    assert quote.speaker_missing_reason == "unnamed_associate"


def test_the_words_a_name_owns_are_that_names():
    [quote] = extract("Jane Roe’s speech ended: “We have to be ready.”").quotes
    assert quote.speaker == "Jane Roe"


def test_a_who_after_a_description_stands_for_it():
    text = (
        'Harbor talks.\n\n"It was not convincing," said one pilot familiar with the talks, '
        'who added that the board seemed "rattled."'
    )
    quote = quote_of(text, "rattled")
    assert quote.speaker is None and quote.speaker_description == "one pilot familiar with the talks"
    text = "Harbor talks.\n\nBut the crews, who once called the ferry “a wreck,” now want to sail it."
    assert quote_of(text, "a wreck").speaker_description == "the crews"


@pytest.mark.parametrize(
    ("sentence", "description"),
    [
        ("Tom Ash was doubted by the show's listeners, who said “he would lose.”", "the show's listeners"),
        (
            "Mayor Ash was far calmer than that of his harbor staff, who called the ferry “a wreck.”",
            "his harbor staff",
        ),
    ],
)
def test_a_who_after_a_clause_that_ends_a_names_phrase_stands_for_the_description_it_closes(
    sentence, description
):
    [quote] = quotes(f"Ferry plan.\n\n{sentence}")
    assert quote.speaker is None and quote.speaker_description == description


@pytest.mark.parametrize(
    ("sentence", "description"),
    [
        (
            "The former secretary of state told reporters the plan was “a mistake.”",
            "The former secretary of state",
        ),
        ("Her transit plan promises to “cut fares in half.”", "Her transit plan"),
        (
            "The head of the board’s powerful rules committee called the vote “a farce.”",
            "The head of the board’s powerful rules committee",
        ),
    ],
)
def test_a_word_that_may_be_a_cue_inside_the_subject_is_part_of_the_description(sentence, description):
    [quote] = quotes(f"Harbor talks.\n\n{sentence}")
    assert quote.speaker is None and quote.speaker_description == description


@pytest.mark.parametrize(
    ("sentence", "description"),
    [
        (
            "The mayor’s top aide doubled down on the plan, saying it was “the only way.”",
            "The mayor’s top aide",
        ),
        (
            "The ferry captain’s deputy rallied sailors, saying they would “sail at dawn.”",
            "The ferry captain’s deputy",
        ),
        ("A source involved in the talks said the deal was “close.”", "A source involved in the talks"),
    ],
)
def test_a_past_tense_after_the_subject_is_its_verb_not_part_of_the_description(sentence, description):
    [quote] = quotes(f"Harbor talks.\n\n{sentence}")
    assert quote.speaker is None and quote.speaker_description == description


@pytest.mark.parametrize(
    ("sentence", "description"),
    [
        ("A new harbor report released Monday said the ferry was “unsafe.”", "A new harbor report"),
        ("A campaign ad aired Thursday calls the mayor “a fraud.”", "A campaign ad"),
    ],
)
def test_a_weekday_after_a_participle_dates_it_and_is_no_subject(sentence, description):
    [quote] = quotes(f"Harbor vote.\n\n{sentence}")
    assert quote.speaker is None and quote.speaker_description == description


def test_a_possessive_opening_a_coordinated_subject_is_not_the_speaker():
    text = (
        "Harbor race.\n\nJane Roe toured the docks. Her campaign also announced new support from "
        "pilots and said some of them would campaign for Roe."
    )
    quote = quote_of(text, "campaign for Roe")
    assert quote.speaker is None and quote.speaker_description == "Her campaign"


def test_a_bracket_closing_on_an_abbreviation_before_a_lowercase_word_does_not_end_the_sentence():
    text = (
        "Ferry fight.\n\nMarta Quill (D-Ore.) faulted the harbor board in an interview. "
        "“It is the worst plan I have seen,” the minority leader said."
    )
    assert quote_of(text, "worst plan").speaker == "Marta Quill"


@pytest.mark.parametrize(
    ("sentence", "description"),
    [
        (
            "Current and former harbor officials said the ferry would sail.",
            "Current and former harbor officials",
        ),
        (
            "Many rowing clubs and harbor experts say the ferry would sail.",
            "Many rowing clubs and harbor experts",
        ),
        ("Her deputies and advisers said the ferry would sail.", "Her deputies and advisers"),
    ],
)
def test_a_subject_of_joined_phrases_is_described_whole(sentence, description):
    quote = quote_of(f"Ferry news.\n\n{sentence}", "the ferry would sail")
    assert quote.speaker is None and quote.speaker_description == description


@pytest.mark.parametrize(
    ("sentence", "description"),
    [
        ("Jane Roe and John Doe said the ferry would sail.", "Jane Roe and John Doe"),
        ("Jane Roe met the board. She and Mr. Doe said the ferry would sail.", "She and Mr. Doe"),
        (
            "Jane Roe met John Doe. "
            "The Ohio Republican and the Lakeport businessman said the ferry would sail.",
            "The Ohio Republican and the Lakeport businessman",
        ),
        (
            "The Harbor Board and the Department of Ferries said the ferry would sail.",
            "The Harbor Board and the Department of Ferries",
        ),
    ],
)
def test_two_people_joined_in_one_subject_are_described_together(sentence, description):
    quote = quote_of(f"Ferry news.\n\n{sentence}", "the ferry would sail")
    assert quote.speaker is None and quote.speaker_description == description


@pytest.mark.parametrize(
    ("sentence", "speaker"),
    [
        ("The Center for Arts and Letters said the ferry would sail.", "Center for Arts and Letters"),
        ("Former Governor and harbor candidate Jane Roe said the ferry would sail.", "Jane Roe"),
    ],
)
def test_a_name_or_a_person_with_and_inside_stays_one_speaker(sentence, speaker):
    assert quote_of(f"Ferry news.\n\n{sentence}", "the ferry would sail").speaker == speaker


def test_one_person_given_two_descriptions_joined_stays_the_speaker():
    text = (
        "Ferry news.\n\nGov. Jane Roe spoke first. "
        "The governor and mother Jane Roe said the ferry would sail."
    )
    assert quote_of(text, "the ferry would sail").speaker == "Jane Roe"


def test_a_description_after_a_quote_of_several_sentences_is_the_one_who_spoke_it():
    text = (
        "Ferry news.\n\nJane Roe told the board, “The ferry will sail. The fares will not rise.” "
        "The candidate repeated: “We keep our promises.”"
    )
    assert quote_of(text, "We keep our promises").speaker == "Jane Roe"


def test_one_ending_a_hyphenated_word_introduces_nobody():
    text = (
        "Ferry news.\n\nJane Roe, the answer-to-no-one governor of the harbor state, spoke. "
        "“The ferry will sail,” the governor said."
    )
    assert quote_of(text, "The ferry will sail").speaker == "Jane Roe"


@pytest.mark.parametrize("dateline", ["LAKEPORT -", "LAKEPORT, Ohio —"])
def test_a_name_after_a_dateline_is_the_subject_a_later_description_refers_back_to(dateline):
    text = (
        f"Ferry news.\n\n{dateline} Jane Roe met privately with the harbor board on Saturday.\n\n"
        "The presidential candidate said the ferry would sail."
    )
    assert quote_of(text, "the ferry would sail").speaker == "Jane Roe"


def test_the_word_opening_a_sentence_is_no_part_of_a_joined_subject():
    quote = quote_of(
        "Ferry news.\n\nBut harbor officials and riders said the ferry would sail.", "would sail"
    )
    assert quote.source.text == "harbor officials and riders"
    assert quote.speaker_description == "harbor officials and riders"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Ferry news.\n\nTenants at a harbor building say the heat has been off for weeks.", "the heat"),
        ("Ferry news.\n\nThe vote was close. Tenants said the landlord never answered.", "the landlord"),
        ("Ferry news.\n\nExecutives at Nimbus said the ferry deal would close soon.", "the ferry deal"),
        ("Ferry news.\n\nBut executives at Nimbus said the ferry deal would close soon.", "the ferry deal"),
    ],
)
def test_a_plural_noun_of_people_heads_a_group_not_a_name(text, words):
    quote = quote_of(text, words)
    assert quote.speaker is None
    assert quote.speaker_description == quote.source.text


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Ferry news.\n\nThe Harbor Herald’s Jane Roe wrote that the ferry “will sail.”", None),
        ("Ferry news.\n\nThe Harbor Herald's Jane Roe wrote that the ferry “will sail.”", None),
        (
            "Ferry news.\n\nNimbus’s Chief Executive Jane Roe wrote that the ferry “will sail.”",
            "Chief Executive",
        ),
    ],
)
def test_the_owner_named_before_a_name_is_no_title(text, title):
    quote = quote_of(text, "will sail")
    assert (quote.speaker, quote.speaker_title) == ("Jane Roe", title)
