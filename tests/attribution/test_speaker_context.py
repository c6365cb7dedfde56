"""The speaker a sentence names in its context: a name set off after a description,
a pronoun for an organisation, a surname two people share, a description of
someone in a place, a headline's label."""

from __future__ import annotations

import pytest
from written import quote_of, quotes

from quotetrail.attribution import extract
from quotetrail.attribution.speakers import SpeakerIndex


@pytest.mark.parametrize(
    "description", ["Her harbor director", "The author of the ferry report", "His longtime adviser"]
)
def test_a_name_set_off_after_a_description_is_the_speaker(description):
    text = (
        "Ferry plan.\n\nMayor Olga Brandt backed the ferry plan on Monday.\n\n"
        f"{description}, Tomas Eriksen, suggested that the boats “may be too slow.”"
    )
    assert quote_of(text, "too slow").speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    ("description", "name"),
    [
        ("One pastor supporting Mayor Brandt", "Tomas Eriksen of Grace Church in Lakeport"),
        ("A spokesman for Olga Brandt", "Tomas Eriksen"),
        ("The director of the Lakeport Harbor Fund", "Tomas Eriksen"),
        ("Another pollster", "Tomas Eriksen of Lakeport College"),
    ],
)
def test_a_name_set_off_after_a_description_is_the_speaker_not_a_name_inside_it(description, name):
    text = (
        "Ferry plan.\n\nMayor Olga Brandt backed the ferry plan on Monday.\n\n"
        f"{description}, {name}, said the boats would be too slow."
    )
    assert quote_of(text, "too slow").speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    "sentence",
    [
        "The editor of the city's daily paper, The Lakeport Ledger, said the boats would be too slow.",
        "Pilot Tomas Eriksen, a member of the Lakeport Harbor Board, said the boats would be too slow.",
    ],
)
def test_an_apposition_naming_another_noun_is_not_the_speaker(sentence):
    assert quote_of(f"Ferry plan.\n\n{sentence}", "too slow").speaker not in (
        "Lakeport Ledger",
        "The Lakeport Ledger",
        "Lakeport Harbor Board",
    )


def test_a_description_set_off_after_a_name_is_not_the_speaker():
    text = "Ferry plan.\n\nTomas Eriksen, her harbor director, said the boats “may be too slow.”"
    assert quote_of(text, "too slow").speaker == "Tomas Eriksen"


def test_a_name_before_two_descriptions_set_off_is_the_speaker():
    text = (
        "Ferry plan.\n\nTomas Eriksen, director of the Harbor Fund, a city charity, said the boats "
        "“may be too slow.”"
    )
    assert quote_of(text, "too slow").speaker == "Tomas Eriksen"


def test_a_name_before_a_title_no_comma_closes_is_the_speaker():
    text = "Ferry plan.\n\nTomas Eriksen, president and CEO of the Harbor Fund stated, “The boats are slow.”"
    assert quote_of(text, "boats are slow").speaker == "Tomas Eriksen"


@pytest.mark.parametrize("institution", ["the Center for Harbor Studies", "the Council on Ferry Relations"])
def test_a_person_of_an_institution_whose_name_holds_a_preposition_is_the_speaker(institution):
    text = f"Ferry plan.\n\n“The boats are slow,” Tomas Eriksen of {institution} wrote in May."
    assert quote_of(text, "boats are slow").speaker == "Tomas Eriksen"


def test_a_person_named_again_with_an_institution_is_that_person():
    text = (
        "Ferry plan.\n\nTomas Eriksen runs the Harbor Policy Center.\n\n“The boats are slow,” said "
        "Mr. Eriksen of the Harbor Policy Center."
    )
    assert quote_of(text, "boats are slow").speaker == "Tomas Eriksen"


def test_a_quote_after_a_paraphrase_continues_its_speaker():
    text = (
        "Ferry plan.\n\nOr maybe the old pier, harbor consultant Tomas Eriksen says. "
        "“The boats are slow. But the pier is worse.”\n\nThe vote is Monday."
    )
    assert quote_of(text, "pier is worse").speaker == "Tomas Eriksen"


def test_a_quote_after_a_paraphrase_in_passing_keeps_the_quoted_speaker():
    text = "Ferry plan.\n\n“The boats are slow,” said Tomas Eriksen, speaking of the pier. “It is worse.”"
    assert quote_of(text, "It is worse").speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    "headline",
    [
        "FERRY RIDERSHIP FELL AGAIN IN THE WINTER",
        "Why ferry ridership fell",
        "WINTER RIDERSHIP LOWER THAN EXPECTED ON ALL LINES",
    ],
)
def test_a_name_between_a_headline_dash_and_a_colon_is_the_speaker(headline):
    text = (
        f"Morning brief.\n\n{headline} - Tomas P. Eriksen:  “The boats are slow and the pier "
        "is worse, and nobody rides in the cold.” [Harbor News.]\n\nMORE NEWS - The vote is Monday."
    )
    assert quote_of(text, "nobody rides").speaker == "Tomas P. Eriksen"


def test_it_after_a_named_organisation_speaks_for_it():
    text = (
        "Ferry plan.\n\nThe Brandt campaign sent a letter to riders on Monday.\n\n"
        "It said that the ferry would “pay for itself” within a decade."
    )
    assert quote_of(text, "pay for itself").speaker == "Brandt campaign"


@pytest.mark.parametrize("organisation", ["Acme Corp.", "The Lakeport Harbor Board"])
def test_it_after_an_organisation_named_in_full_speaks_for_it(organisation):
    text = f'Ferry plan.\n\n{organisation} opposed the levy.\n\n"Keep the levy where it is," it said.'
    assert quote_of(text, "Keep the levy").speaker == organisation.removeprefix("The ").rstrip(".")


def test_it_after_a_speaker_no_person_in_its_paragraph_speaks_for_it():
    text = (
        "Ferry plan.\n\nIn a post on Friday, Ferrylink said the old boats were unsafe. "
        "It added that it would “replace every one” by May."
    )
    assert quote_of(text, "replace every one").speaker == "Ferrylink"


def test_it_goes_on_with_a_speaker_no_person_of_the_paragraph_before():
    text = (
        "Ferry plan.\n\nIn a post on Friday, Ferrylink said the old boats were unsafe.\n\n"
        "It also said it would “replace every one” by May."
    )
    assert quote_of(text, "replace every one").speaker == "Ferrylink"


def test_it_does_not_go_on_with_a_speaker_of_the_paragraph_before_when_a_person_spoke_since():
    text = (
        "Ferry plan.\n\nIn a post on Friday, Ferrylink said the old boats were unsafe. "
        "“They are fine,” Jane Roe said.\n\nIt also said it would “replace every one” by May."
    )
    assert quote_of(text, "replace every one").speaker is None


def test_it_after_a_person_of_an_organisation_is_not_the_organisation():
    text = 'Ferry plan.\n\nJane Roe of Acme Corp. opposed the levy.\n\n"Keep the levy where it is," it said.'
    assert quote_of(text, "Keep the levy").speaker is None


def test_it_with_no_organisation_before_it_is_unresolved():
    text = (
        "Ferry plan.\n\nRiders got a letter on Monday.\n\n"
        "It said that the ferry would “pay for itself” within a decade."
    )
    assert quote_of(text, "pay for itself").speaker is None


def test_it_after_a_newer_subject_is_not_the_organisation():
    text = (
        "Ferry plan.\n\nThe Brandt campaign sent a letter to riders on Monday. The mayor wants "
        "a second ferry. It says that the ferry would “pay for itself” within a decade."
    )
    assert quote_of(text, "pay for itself").speaker is None


@pytest.mark.parametrize(
    "described",
    ["a woman in Lake City, Ohio,", "one retired voter from Lake City", "a woman in Lakeport, Ohio,"],
)
def test_a_person_described_by_a_place_is_not_the_place(described):
    text = (
        "Ferry plan.\n\nMayor Olga Brandt took questions on Monday after "
        f"{described} told her the ferry was “too slow” for commuters."
    )
    quote = quote_of(text, "too slow")
    assert quote.speaker is None
    assert quote.source.text.startswith(described.split()[0])


SHARED_SURNAME = (
    "Ferry vote.\n\nMayor Grace Brandt spoke at the pier on Monday with her husband, "
    "Paul Brandt, beside her. Grace Brandt has run the city for six years, and Grace Brandt "
    "wants a second term.\n\n"
)


def test_a_surname_said_of_the_other_person_sharing_it_is_not_that_person():
    text = SHARED_SURNAME + "“She is the best mayor we have had,” Brandt declared of Grace Brandt."
    assert quote_of(text, "best mayor").speaker == "Paul Brandt"


def test_a_shared_surname_takes_the_gender_of_the_pronoun_after_it():
    text = SHARED_SURNAME + "Brandt said the ferry was “far too slow,” his voice hoarse."
    assert quote_of(text, "too slow").speaker == "Paul Brandt"


def test_a_pronoun_after_another_name_does_not_pick_among_a_shared_surname():
    text = SHARED_SURNAME + "Brandt suggested that Eriksen was wrong because he called the ferry “too slow.”"
    assert quote_of(text, "too slow").speaker == "Grace Brandt"


@pytest.mark.parametrize(("quoted", "speaker"), [("Paul Brandt", "Paul Brandt"), ("Paul", "Grace Brandt")])
def test_a_shared_surname_goes_on_with_the_one_quoted_last_by_it(quoted, speaker):
    text = (
        SHARED_SURNAME + f"“The ferry is late,” {quoted} said at the pier. Critics blamed Grace Brandt for "
        "the delays.\n\n“We are ready,” Brandt said."
    )
    assert quote_of(text, "We are ready").speaker == speaker


def test_a_quote_in_a_participle_clause_after_the_reported_clause_is_the_speakers():
    text = (
        "Ferry plan.\n\nEriksen said Brandt has already been tested, coming from 40 points behind "
        "at the start to a “dead heat” in May and winning the port vote in a “landslide of history.”"
    )
    assert quote_of(text, "landslide").speaker == "Eriksen"


def test_a_quote_after_another_cue_in_the_sentence_is_not_the_first_speakers():
    text = (
        "Ferry plan.\n\nEriksen said Brandt has already been tested, leaving Olsen, who called "
        "the vote a “landslide of history,” far behind."
    )
    assert quote_of(text, "landslide").speaker != "Eriksen"


def test_a_digest_credits_a_quote_to_the_source_in_brackets_after_it():
    text = (
        "Morning brief.\n\nWHY THE FERRY IS LATE “The boats are slow and the pier is worse, and "
        "nobody rides in the cold.” [Harbor News.]\n\nMORE NEWS - The vote is Monday."
    )
    assert quote_of(text, "nobody rides").speaker == "Harbor News"


def test_a_bracketed_source_does_not_override_a_named_speaker():
    text = (
        "Morning brief.\n\nWHY THE FERRY IS LATE - Tomas Eriksen: “The boats are slow and the "
        "pier is worse.” [Harbor News.]\n\nMORE NEWS - The vote is Monday."
    )
    assert quote_of(text, "pier is worse").speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    "opening",
    ["Reached by the Harbor News", "Hours later", "Back in 1999", "Appearing before supporters at the pier"],
)
def test_a_phrase_opening_the_sentence_is_not_the_subject_of_a_participle_cue(opening):
    text = (
        f"Ferry plan.\n\n{opening}, Eriksen praised the mayor, telling the paper, "
        "“We have been friends for a long time.”"
    )
    assert quote_of(text, "friends for a long time").speaker == "Eriksen"


@pytest.mark.parametrize(
    "hometown",
    [
        "of Lakeport, N.C., who was among those polled,",
        "of Lakeport, Calif.,",
        "from Lakeport, Ore., who rides daily,",
    ],
)
def test_a_hometown_after_a_name_is_not_the_speaker(hometown):
    text = f"Ferry plan.\n\n“The boats scare me,” Tomas Eriksen, 30, {hometown} said in an interview."
    assert quote_of(text, "scare me").speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    "relative",
    [
        "who lost her boat in Aurora, Colorado, in July 2012,",
        "whose ferry sank off Lakeport, Ohio, last spring,",
    ],
)
def test_a_name_before_a_relative_clause_holding_commas_is_the_speaker(relative):
    text = f"Ferry plan.\n\nOlga Brandt, {relative} said that the board had failed her family."
    assert quote_of(text, "failed her family").speaker == "Olga Brandt"


@pytest.mark.parametrize(
    ("sentence", "speaker"),
    [
        ("Tom Ash was doubted by the show's listeners, who said “he would lose.”", None),
        ("A fare rise hurt Tom Ash, who has said “he would lose.”", "Tom Ash"),
        ("Tom Ash is a harbor pilot and rower who has said “he would lose.”", "Tom Ash"),
    ],
)
def test_a_relative_pronoun_is_the_name_before_it_unless_a_clause_ends_the_names_phrase(sentence, speaker):
    assert quote_of(f"Ferry plan.\n\n{sentence}", "would lose").speaker == speaker


def test_a_place_opened_by_here_is_no_subject():
    text = "Ferry plan.\n\nHere in Lakeport, Roe upped her pitch, saying, “We will bring the boats back.”"
    assert quote_of(text, "boats back").speaker == "Roe"


def test_an_organisation_with_a_dotted_name_is_not_a_hometown():
    text = "Ferry plan.\n\nThe U.N., which runs the port, said the boats were “too slow.”"
    assert quote_of(text, "too slow").speaker == "U.N"


def test_a_description_after_of_is_not_a_hometown():
    text = (
        "Ferry plan.\n\nIn a statement, one of the family's lawyers, Tomas Eriksen, said the "
        "boats were “too slow.”"
    )
    assert quote_of(text, "too slow").speaker == "Tomas Eriksen"


def test_a_bare_title_describes_the_person_who_holds_it_unqualified():
    text = (
        "Port talks.\n\nPresident Tomas Eriksen met French President Jean Morel and Harbor Board "
        "President Ines Varga on Monday.\n\nThe president said the port would reopen “within a week.”"
    )
    assert quote_of(text, "within a week").speaker == "Tomas Eriksen"


@pytest.mark.parametrize("credit", ["- Tomas Eriksen.", "— Sen. Tomas Eriksen"])
def test_a_paragraph_crediting_the_quote_above_it_names_the_speaker(credit):
    text = f"Fact check.\n\n“The boats are slow and the pier is worse.”\n\n{credit}\n\nThe claim is false."
    quote = quote_of(text, "pier is worse")
    assert (quote.speaker, quote.source.text) == ("Tomas Eriksen", credit.split(" ", 1)[1].rstrip("."))


@pytest.mark.parametrize("office", ["Chicago Alderman", "Public Advocate", "Archbishop"])
def test_an_office_before_a_name_is_its_title(office):
    text = f"Ferry plan.\n\n{office} Tomas Eriksen said the boats were “too slow.”"
    quote = quote_of(text, "too slow")
    assert (quote.speaker, quote.speaker_title) == ("Tomas Eriksen", office)


@pytest.mark.parametrize(
    ("name", "speaker"),
    [
        ("Texas-based Tomas Eriksen", "Tomas Eriksen"),
        ("Ohio-born Ines Varga", "Ines Varga"),
        ("Secretary General Ban Ki-moon", "Ban Ki-moon"),
    ],
)
def test_an_adjective_made_from_a_place_is_not_part_of_a_name(name, speaker):
    text = f"Ferry plan.\n\n{name} said the boats were “too slow.”"
    assert quote_of(text, "too slow").speaker == speaker


def test_a_state_closing_a_hometown_is_not_the_speaker():
    text = (
        "Ferry plan.\n\nSen. Tomas Eriksen South Carolina rally draws a crowd.\n\nInes Varga of "
        "Columbia, South Carolina says she thinks Eriksen can win if he keeps “doing what he is doing.”"
    )
    assert quote_of(text, "doing what he").speaker == "Ines Varga"


def test_a_place_after_a_name_in_a_headline_is_not_part_of_the_name():
    text = (
        "Ferry plan.\n\nSen. Tomas Eriksen South Carolina rally draws a crowd.\n\n"
        "At the rally, Eriksen said the boats were “too slow.”"
    )
    assert quote_of(text, "too slow").speaker == "Tomas Eriksen"


def test_a_dashed_subheading_below_a_quote_is_no_credit():
    text = (
        "Ferry plan.\n\n“The boats are slow,” Tomas Eriksen said, pointing at the pier.\n\n"
        "“So I think the city must act.”\n\n– A sailor himself –.\n\nEriksen lives by the harbor."
    )
    assert quote_of(text, "city must act").speaker == "Tomas Eriksen"


def test_a_capitalized_word_in_a_programme_name_after_a_verb_is_no_cue():
    text = (
        "Ferry plan.\n\n“The boats are slow,” Mr Eriksen told Radio Harbor’s Any Questions.\n\n"
        "“Therefore, the city must act.”"
    )
    assert quote_of(text, "city must act").speaker == "Eriksen"


def test_a_quote_paragraph_after_a_paraphrase_is_the_paraphrased_speakers():
    text = (
        "Olga Brandt said the ferry plan was sound and would be ready by May.\n\n"
        "“The boats have been tested in every season.”"
    )
    assert quote_of(text, "every season").speaker == "Olga Brandt"


def test_a_quote_paragraph_goes_on_with_the_speaker_of_the_quotes_before_it():
    text = (
        "“We are ready,” Olga Brandt told the council on Monday. “The money is there.”\n\n"
        "“Nobody should worry about the schedule.”"
    )
    assert quote_of(text, "the schedule").speaker == "Olga Brandt"


@pytest.mark.parametrize(
    ("between", "speaker", "cue"),
    [
        ("Tomas Eriksen disagreed.", "Tomas Eriksen", "disagreed"),
        ("Tomas Eriksen disagreed. Olga Brandt shook her head.", "Olga Brandt", None),
    ],
)
def test_a_quote_after_a_sentence_about_someone_else_is_theirs(between, speaker, cue):
    text = (
        f"Ferry plan.\n\nTomas Eriksen spoke first.\n\n“We are ready,” Olga Brandt said. {between}"
        "\n\n“It will take years.”"
    )
    quote = quote_of(text, "take years")
    assert (quote.speaker, quote.cue.text if quote.cue else None) == (speaker, cue)


@pytest.mark.parametrize(
    ("before", "speaker"),
    [
        ("Olga Brandt isn't convinced.", "Olga Brandt"),
        ("But Olga Brandt was unmoved.\n\n", "Olga Brandt"),
        # A clause of its own, a description or an owner does not give the words.
        ("When Olga Brandt left, the council voted.", None),
        ("The harbor master was unmoved.", None),
        ("Olga Brandt's plan was unmoved.", None),
    ],
)
def test_a_quote_nothing_attributes_is_the_person_opening_the_sentence_before(before, speaker):
    text = f"Ferry plan.\n\nTomas Eriksen and Olga Brandt spoke.\n\n{before} “It is a cash grab.”"
    assert quote_of(text, "cash grab").speaker == speaker


def test_a_reporters_paragraph_between_ends_the_speakers_turn():
    text = "“We are ready,” Olga Brandt said.\n\nThe council meets on Friday.\n\n“Nobody should worry.”"
    assert quote_of(text, "Nobody").speaker is None


@pytest.mark.parametrize(
    "opening", ["In Lakeport", "At Lakeport Town Hall", "Besides", "Unlike Tomas Eriksen,"]
)
def test_a_place_or_a_preposition_before_a_name_is_no_part_of_it(opening):
    text = f"{opening} Olga Brandt said the ferry plan was sound."
    assert quote_of(text, "ferry plan").speaker == "Olga Brandt"


@pytest.mark.parametrize("word", ["Rival", "Pilot"])
def test_a_common_word_the_article_writes_lowercase_is_no_part_of_the_name_after_it(word):
    text = (
        f"Ferry vote.\n\nThe rival plan needs a pilot. {word} Tom Brandt called it “a fantasy.” "
        "“It will sink,” Brandt said."
    )
    assert {q.speaker for q in quotes(text)} == {"Tom Brandt"}


def test_a_given_name_the_list_lacks_stays_part_of_the_name():
    text = "Ferry vote.\n\nRafael Edward Cruz, a pastor, called the plan “a fantasy.”"
    assert quote_of(text, "fantasy").speaker == "Rafael Edward Cruz"


@pytest.mark.parametrize(
    ("first", "description", "organisation"),
    [
        ("The Lakeport School Board met on Monday.", "The board", "Lakeport School Board"),
        ("Harbor Ferries Inc. reported a loss.", "The company", "Harbor Ferries Inc"),
        ("The Transport Department opened an inquiry.", "The department", "Transport Department"),
        ("The Lakeport Pilots Association went on strike.", "The union", "Lakeport Pilots Association"),
    ],
)
def test_a_description_of_an_organisation_named_before_is_that_organisation(first, description, organisation):
    text = f"{first} {description} said the ferry plan would cost more than expected."
    assert quote_of(text, "ferry plan").speaker == organisation


def test_a_description_of_an_organisation_no_one_named_stays_a_description():
    quote = quote_of("The board said the ferry plan would cost more than expected.", "ferry plan")
    assert quote.speaker is None and quote.speaker_description == "The board"


def test_a_quote_paragraph_goes_on_with_the_quote_before_an_aside():
    text = (
        "Ferry.\n\n“There is a real revolution in the port,” Ramos said, referring to the new "
        "ships.\n\n“So I think that there is resistance among the crews.”\n\nThe ships sail in May."
    )
    assert quote_of(text, "resistance among the crews").speaker == "Ramos"


def test_a_paragraph_closing_on_a_colon_introduces_the_first_quote():
    text = (
        'Ferry.\n\nThe Daily Post reports:\n\n"The ferry will stop in May, and the board has not '
        'found a buyer."\n\nOkafor disagreed.'
    )
    assert quote_of(text, "ferry will stop").speaker == "Daily Post"


@pytest.mark.parametrize(
    "introduction",
    [
        "Tomas Eriksen provided a written statement on Monday.",
        "Tomas Eriksen said in a statement that the boats would stop.",
        "A statement issued by Tomas Eriksen on Monday did not say when.",
        "In a statement, Tomas Eriksen announced that the boats would stop.",
        "On Monday, Tomas Eriksen announced that the boats would stop.",
    ],
)
def test_a_document_quoted_as_the_speaker_speaks_for_its_issuer(introduction):
    text = f"Ferry plan.\n\n{introduction}\n\n“The boats are too slow,” the statement said."
    assert quote_of(text, "too slow").speaker == "Tomas Eriksen"


def test_a_document_whose_issuer_the_article_never_gives_stays_unresolved():
    text = "Ferry plan.\n\nThe boats stop on Monday.\n\n“The boats are too slow,” the statement said."
    quote = quote_of(text, "too slow")
    assert (quote.speaker, quote.speaker_missing_reason) == (None, "unresolved_description")


@pytest.mark.parametrize("description", ["the harbor's former director", "Brandt's former strategist"])
def test_a_description_of_a_role_is_who_the_sentence_before_was_about(description):
    text = (
        "Eriksen wants a vote.\n\nMayor Olga Brandt opened the pier.\n\nTomas Eriksen on Monday "
        f"called on the board to resign.\n\n“That was a disgrace,” {description} said."
    )
    assert quote_of(text, "disgrace").speaker == "Tomas Eriksen"


@pytest.mark.parametrize("description", ["the shipping tycoon", "the billionaire ferry mogul"])
def test_a_description_by_standing_is_who_the_sentence_before_was_about(description):
    text = (
        "Ferry plan.\n\nMayor Olga Brandt opened the pier.\n\nTomas Eriksen on Monday "
        f"called on the board to resign.\n\n“That was a disgrace,” {description} said."
    )
    assert quote_of(text, "disgrace").speaker == "Tomas Eriksen"


@pytest.mark.parametrize("description", ["the Republican", "the Ohio Democrat"])
def test_a_description_by_party_is_who_the_sentence_before_was_about(description):
    text = (
        "Ferry plan.\n\nRepublican Olga Brandt opened the pier.\n\nTomas Eriksen on Monday "
        f"called on the board to resign.\n\n“That was a disgrace,” {description} said."
    )
    assert quote_of(text, "disgrace").speaker == "Tomas Eriksen"


def test_a_description_by_party_introduced_without_a_name_stays_unnamed():
    text = (
        "Ferry plan.\n\nA Lakeport Republican called the plan costly.\n\nTomas Eriksen on Monday "
        "called on the board to resign.\n\n“That was a disgrace,” the Republican said."
    )
    assert quote_of(text, "disgrace").speaker != "Tomas Eriksen"


def test_a_description_after_a_quote_of_several_sentences_is_who_the_sentence_before_it_was_about():
    text = (
        "Ferry plan.\n\nTomas Eriksen suggests cutting fares to win riders.\n\n"
        "“It might surprise you. It drives riders away,” the harbor director said."
    )
    assert quote_of(text, "drives riders away").speaker == "Tomas Eriksen"


def test_a_description_after_a_sentence_that_closes_on_a_quote_is_who_it_was_about():
    text = (
        "Brandt.\n\nTomas Eriksen spoke out Monday, calling the delay “a disgrace.”\n"
        "On the morning show, the former harbor master and current mayoral nominee said "
        "he would speak “directly to the fishermen” about it."
    )
    assert quote_of(text, "directly to the fishermen").speaker == "Tomas Eriksen"


def test_a_second_description_shares_the_capitalized_determiner_opening_the_sentence():
    text = (
        "Ferry plan.\n\n“The fares must fall,” Tomas Eriksen, the harbor master, told reporters.\n\n"
        "The influential skipper and harbor activist, who backs the plan, warned of a “long fight” ahead."
    )
    assert quote_of(text, "long fight").speaker == "Tomas Eriksen"


def test_a_description_after_a_sentence_that_asks_someone_is_not_the_asker():
    text = (
        "Ferry plan.\n\nAt the forum, radio host Tomas Eriksen asked Olga Brandt, a harbor "
        "commissioner, to explain the delay.\n\n“That was a disgrace,” the commissioner said."
    )
    assert quote_of(text, "disgrace").speaker is None


@pytest.mark.parametrize("taken", ["is taking questions from riders", "answered a question about the fares"])
def test_a_description_after_a_sentence_that_takes_questions_is_who_it_was_about(taken):
    text = (
        "Ferry plan.\n\nMayor Olga Brandt opened the pier.\n\n"
        f"Tomas Eriksen {taken} at the pier.\n\n“That was a disgrace,” the shipping tycoon said."
    )
    assert quote_of(text, "disgrace").speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    "before", ["Tomas Eriksen says the ferry is too slow.", "Tomas Eriksen on Monday criticized the delay."]
)
def test_a_description_opening_a_sentence_that_reports_speech_is_who_the_sentence_before_was_about(before):
    text = f"Ferry plan.\n\n{before}\n\nThe harbor director says he will ask for a new boat."
    assert quote_of(text, "new boat").speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    "before", ["Tomas Eriksen says the ferry is too slow.", "Tomas Eriksen on Monday criticized the delay."]
)
@pytest.mark.parametrize("description", ["the harbor aides", "the mayor's aides"])
def test_a_plural_description_is_not_the_one_person_the_sentence_before_was_about(before, description):
    text = f"Ferry plan.\n\n{before}\n\n“We need a new boat,” {description} said."
    assert quote_of(text, "new boat").speaker != "Tomas Eriksen"


@pytest.mark.parametrize(
    "text",
    [
        # Set off after a name, the description is that person's, whoever came before.
        "Ferry plan.\n\nTomas Eriksen wants a vote.\n\nIt will pass, predicted Olga Brandt, "
        "the harbor director challenged by Eriksen in 2010.",
        # The owner of a statement reports no words of the owner's own.
        "Ferry plan.\n\nTomas Eriksen says the ferry is too slow.\n\n"
        "The harbor director's report says a new boat is needed.",
    ],
)
def test_an_indirect_description_not_opening_a_sentence_of_speech_takes_nobody_before(text):
    quote = quote_of(text, "new boat" if "new boat" in text else "It will pass")
    assert quote.speaker != "Tomas Eriksen"


def test_a_description_that_answers_is_not_who_spoke_before():
    text = (
        "A woman at the town hall had a reply.\n\nTomas Eriksen urged voters to stay home, saying, "
        "“Nobody should vote.”\n\nAt the hall, the Brandt supporter retorted: “Everybody should vote.”"
    )
    assert quote_of(text, "Everybody should vote").speaker is None


@pytest.mark.parametrize(
    ("before", "description"),
    [
        # The owner a description names is not the person it describes.
        ("Olga Brandt on Monday called on the board to resign.", "Brandt's former strategist"),
        # 'the official' is the unnamed official introduced before, not the last subject.
        (
            "A harbor official called the boats late.\n\nTomas Eriksen on Monday called on the board.",
            "the official",
        ),
    ],
)
def test_a_role_description_never_takes_a_subject_it_cannot_be(before, description):
    text = f"Brandt and Eriksen.\n\n{before}\n\n“That was a disgrace,” {description} said."
    assert quote_of(text, "disgrace").speaker is None


@pytest.mark.parametrize(
    "text",
    [
        "Harbor director Tomas Eriksen on Monday said the boats were slow.",
        "Harbor director Tomas Eriksen last week said the boats were slow.",
        "Harbor director Tomas Eriksen on Monday night also warned that the boats were slow.",
    ],
)
def test_a_time_between_the_speaker_and_the_cue_is_not_the_speaker(text):
    quote = quote_of(text, "boats were slow")
    assert quote.speaker == "Tomas Eriksen"


def test_a_time_before_the_reported_clause_is_not_what_was_said():
    quote = quote_of("Tomas Eriksen said on Monday night the boats were slow.", "boats")
    assert quote.content.text == "the boats were slow"


def test_a_time_after_a_description_is_no_part_of_it():
    quote = quote_of("The harbor board on Tuesday said the boats were slow.", "boats")
    assert quote.speaker_description == "The harbor board"


def test_an_object_or_a_relative_pronoun_does_not_reach_into_the_sentence_before():
    text = "Mayor Ines Varga met the rowers.\n\nRowers who wrote to her on Thursday say the boats are slow."
    assert all(q.speaker != "Ines Varga" for q in quotes(text))


@pytest.mark.parametrize("adverb", ["in fact", "of course", "at least"])
def test_an_adverb_of_two_words_between_the_speaker_and_the_cue_is_not_the_speaker(adverb):
    quote = quote_of(f"Harbor director Tomas Eriksen has {adverb} said the boats were slow.", "boats")
    assert quote.speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    ("text", "words", "speaker"),
    [
        ("But the ferry is late, said Jane Roe, a harbor analyst.", "But the ferry is late", "Jane Roe"),
        (
            "The ferry lacks friends in Congress, whom she's angered with her anti-harbor rhetoric, "
            "said Olga Brandt, a harbor analyst.",
            "The ferry lacks friends in Congress, whom she's angered with her anti-harbor rhetoric",
            "Olga Brandt",
        ),
        # after 'told' the name is the addressee, and a day is no name
        (
            "The ferry is late, Jane Roe, a harbor analyst, told Harbor Radio.",
            "The ferry is late",
            "Jane Roe",
        ),
        ("The ferry is late, Jane Roe, a harbor analyst, said Sunday.", "The ferry is late", "Jane Roe"),
    ],
)
def test_a_name_closing_the_sentence_after_a_cue_of_saying_is_the_speaker(text, words, speaker):
    quote = quote_of(text, "ferry")
    assert (quote.content.text, quote.speaker) == (words, speaker)


@pytest.mark.parametrize(
    "opening",
    ["Speaking at a rally in Lakeport, Ohio,", "At a ferry event in Lakeport, Ohio, on Sunday,"],
)
def test_a_place_and_a_phrase_after_it_end_an_opening_phrase(opening):
    text = (
        f"Ferry vote.\n\nTomas Eriksen met voters.\n\n{opening} Eriksen went after the board, "
        "calling it “a disgrace.”"
    )
    assert quote_of(text, "disgrace").speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            "Ferry plan.\n\nHours after the storm hit Lakeport, Calif., a familiar voice wrote on Twitter: "
            "“We are coming with our boats.”",
            "a familiar voice",
        ),
        (
            "Ferry plan.\n\nAt a meeting in Aspen, Colo., the harbor chief ended her speech by quoting a "
            "poem: “Every obstacle yields.”",
            "the harbor chief",
        ),
    ],
)
def test_a_state_after_a_town_in_an_opening_phrase_is_not_the_speaker(text, speaker):
    [quote] = extract(text).to_eval("a", "news")["quotes"]
    assert quote["speaker"] == speaker


def test_a_bare_surname_two_people_share_tells_neither_ones_gender():
    text = (
        "Ferry plan.\n\nMayor Tomas Eriksen won the vote. Eriksen said he was proud. Later Eriksen "
        "said he would run again.\n\nZorya Eriksen tells supporters that “he loves you.” "
        "She says they will go on to the next vote."
    )
    assert quote_of(text, "next vote").speaker == "Zorya Eriksen"


@pytest.mark.parametrize(
    ("full", "short"), [("Aung San Suu Kyi", "Suu Kyi"), ("Zorya de Blasio", "De Blasio")]
)
def test_the_end_of_a_longer_name_shares_no_surname_with_it(full, short):
    index = SpeakerIndex(f"Ferry plan.\n\n{full} opened the pier.\n\n{short} said she was proud of it.")
    assert index.gender(index.find(full)) == "f"


@pytest.mark.parametrize(
    ("first", "later", "speaker"),
    [
        ("The Lakeport Gazette reported the delay.", "the Gazette", "Lakeport Gazette"),
        ("As The Harbor Herald reported, the ferry was late.", "the Herald", "Harbor Herald"),
        ("The HPA said the ferry was late.", "the HPA", "HPA"),
    ],
)
def test_an_organisation_named_again_by_its_last_word_is_its_name_in_full(first, later, speaker):
    text = f"Ferry plan.\n\n{first}\n\nThe fares will rise, {later} said.\n"
    assert quote_of(text, "fares will rise").speaker == speaker


def test_a_quote_after_the_speakers_own_paraphrase_goes_on_with_them():
    text = (
        "Fees.\n\n“We will fight the plan,” said Jane Roe, chief economist at Harbor Bank. "
        "“They have been laying down signs everywhere.” Roe added that the board wants to get out "
        "of the way before the vote. “They do not like to talk about it, but they will move.”\n\nNext."
    )
    assert quote_of(text, "do not like to talk").speaker == "Jane Roe"
