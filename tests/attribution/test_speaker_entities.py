"""Speakers are people or organisations named in the article, never a day, a
dateline, a headline word, a possessive or the person an aide works for."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from written import quote_of, quotes

from quotetrail.attribution import is_plausible_speaker_name
from quotetrail.attribution.model import MISSING_REASONS
from quotetrail.attribution.names import implausible_name_reason

STAGING_MODELS = Path(__file__).resolve().parents[2] / "dbt_project/models/staging/_staging__models.yml"


def test_dateline_is_not_a_speaker():
    text = (
        "Ferry plan for winter.\n\n"
        "LAKE CITY — Sen. Olga Brandt (D-Ore.) defended the ferry plan on Tuesday, saying it "
        "would pay for itself.\n\n“We have the boats,” Brandt said."
    )
    assert {q.speaker for q in quotes(text)} <= {"Olga Brandt", None}
    assert quote_of(text, "pay for itself").speaker_missing_reason in {None, "not_a_name"}


def test_headline_words_do_not_glue_onto_a_name():
    text = (
        "Defiant Brandt rejects ferry cuts.\n\n"
        "Marina director Olga Brandt spoke to the board on Tuesday.\n\n"
        "“The ferry stays,” Brandt said."
    )
    assert {q.speaker for q in quotes(text)} == {"Olga Brandt"}


@pytest.mark.parametrize("role", ["Actor", "Pastor", "Novelist", "Activist"])
def test_an_occupation_before_a_name_is_its_title(role):
    text = f"Ferry cuts.\n\n{role} Olga Brandt told the board, “The ferry stays.”"
    [quote] = quotes(text)
    assert (quote.speaker, quote.speaker_title) == ("Olga Brandt", role)


def test_a_sentence_full_stop_ends_a_name():
    text = (
        "Port news.\n\nThe talks took place in Tangier. Omar said the port would reopen. "
        "“It is time,” he said."
    )
    assert {q.speaker for q in quotes(text)} <= {"Omar", None}
    assert "Tangier Omar" not in {q.speaker for q in quotes(text)}


@pytest.mark.parametrize("cue", ["Says", "Adds", "Insists"])
def test_a_cue_before_its_subject_is_no_part_of_the_name(cue):
    text = f"Ferry cuts.\n\n{cue} Olga Brandt: “The ferry stays.”"
    assert quote_of(text, "ferry stays").speaker == "Olga Brandt"


@pytest.mark.parametrize("title", ["Sgt.", "Det. Sgt.", "Rep."])
def test_will_after_a_title_is_a_given_name(title):
    text = f"Ferry cuts.\n\n“The ferry stays,” said {title} Will Brandt."
    assert quote_of(text, "ferry stays").speaker == "Will Brandt"


def test_pc_before_a_name_is_its_title():
    """'PC Olga Brandt': a police constable, or a Progressive Conservative."""
    text = "Ferry cuts.\n\nPC Olga Brandt said the ferry would stay."
    assert quote_of(text, "ferry would stay").speaker == "Olga Brandt"


def test_the_word_opening_the_sentence_is_no_part_of_a_title():
    text = "Ferry cuts.\n\nAs Dr. Olga Brandt put it, “The ferry stays.”"
    quote = quote_of(text, "ferry stays")
    assert (quote.speaker, quote.speaker_title) == ("Olga Brandt", "Dr.")


def test_honorific_and_surname_resolve_to_the_full_name_of_that_gender():
    text = (
        "Council vote.\n\nCouncil members Paul Okafor and Grace Okafor, his sister, voted "
        "against the levy.\n\n“It is too high,” Mrs. Okafor said.\n\n"
        "“We will try again,” Mr. Okafor said."
    )
    assert quote_of(text, "too high").speaker == "Grace Okafor"
    assert quote_of(text, "try again").speaker == "Paul Okafor"


def test_honorific_without_a_full_name_is_dropped():
    text = "Council vote.\n\n“It is too high,” Mrs. Okafor said of the levy."
    assert quote_of(text, "too high").speaker == "Okafor"


def test_subject_keeps_the_honorific_whole():
    text = "Council vote.\n\nAfter talking about the levy, Mr. Okafor suggested that it be halved."
    assert {q.source.text for q in quotes(text)} == {"Mr. Okafor"}


def test_possessive_is_not_part_of_a_name():
    text = (
        "Trade talk.\n\nHarbor Lantern’s Ines Varga spoke to the union.\n\n"
        "“The contract is fair,” Varga said."
    )
    assert quote_of(text, "contract is fair").speaker == "Ines Varga"


@pytest.mark.parametrize(
    "mention",
    [
        "An aide to Ms. Varga",
        "Varga’s spokesman",
        "Her husband",
        "A spokeswoman for the Varga campaign",
        "Varga’s associates",
        "Varga’s doctor",
    ],
)
def test_an_associate_is_not_the_person(mention):
    text = (
        "Union vote.\n\nUnion leader Ines Varga spoke on Monday.\n\n"
        f"“The vote was fair,” said Ines Varga. {mention} said the count would be checked."
    )
    quote = quote_of(text, "count would be checked")
    assert quote.speaker is None
    assert quote.speaker_missing_reason == "unnamed_associate"
    assert quote.source.text == mention


@pytest.mark.parametrize("opening", ["Wednesday morning", "Monday"])
def test_a_time_is_not_a_speaker(opening):
    text = f"Union vote.\n\nOn the docks, {opening} said the count was fine."
    speakers = {q.speaker for q in quotes(text)}
    assert not speakers - {None}


def test_a_named_organisation_speaks_for_itself():
    text = (
        "Union vote.\n\nUnion leader Ines Varga spoke on Monday.\n\n"
        "The Varga campaign said the count was fair. The FBI said it was not involved."
    )
    speakers = [q.speaker for q in quotes(text)]
    assert speakers == ["Varga campaign", "FBI"]


@pytest.mark.parametrize("owner", ["Ines Varga’s", "Councillor Ines Varga’s", "Union leader Ines Varga's"])
def test_an_owned_organisation_is_named_without_its_owners_titles(owner):
    text = f"Union vote.\n\n{owner} office said the count was fair."
    assert [q.speaker for q in quotes(text)] == ["Ines Varga office"]


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("Wednesday morning", "time"),
        ("March 4", "time"),
        ("LAKE CITY", "all_caps"),
        ("anything the governor", "function_word"),
        ("Despite Varga", "function_word"),
        ("summary of its inquiry", "lowercase_start"),
        ("FBI summary of its inquiry", "lowercase_word"),
        ("Varga's", "possessive"),
        ("Mr", "honorific"),
        ("criticism of Mr", "lowercase_start"),
        ("One Two Three Four Five Six Seven", "too_long"),
        ("Q", "single_letter"),
        ("Others", "group"),
        ("Lake County Republican", "group"),
        ("New Hampshire", "place"),
        ("Ohio", "place"),
        ("Syria", "place"),
        ("United States", "place"),
        ("Aides", "group"),
        ("PACs", "group"),
    ],
)
def test_implausible_names_and_why(name, reason):
    assert implausible_name_reason(name) == reason
    assert not is_plausible_speaker_name(name)


@pytest.mark.parametrize(
    "name",
    [
        "Ines Varga",
        "Olga J. Brandt",
        "Bill de Rossi",
        "NAACP",
        "FBI",
        "Varga campaign",
        "Department of Ports",
        "Abu Omar al-Masri",
        "Theresa May",
        "Sean O’Neill",
        "University of Ohio",
        "Georgia Varga",
        "Ohio Democratic Party",
    ],
)
def test_plausible_names(name):
    assert is_plausible_speaker_name(name)


def test_every_missing_reason_the_extractor_gives_is_documented():
    text = (
        "Union vote.\n\nUnion leader Ines Varga spoke on Monday.\n\n"
        "“Fine,” he said. An aide to Ms. Varga said so too. Tuesday said no. "
        "The official said yes. “Maybe.”"
    )
    reasons = {q.speaker_missing_reason for q in quotes(text)} - {None}
    assert reasons and reasons <= set(MISSING_REASONS)


def test_staging_accepts_exactly_the_documented_reasons():
    spec = yaml.safe_load(STAGING_MODELS.read_text())
    [quote_spans] = [m for m in spec["models"] if m["name"] == "stg_bronze__quote_spans"]
    [column] = [c for c in quote_spans["columns"] if c["name"] == "speaker_missing_reason"]
    [accepted] = [t["accepted_values"] for t in column["data_tests"] if "accepted_values" in t]
    assert set(accepted["arguments"]["values"]) == set(MISSING_REASONS)


@pytest.mark.parametrize(
    ("sentence", "speaker"),
    [
        ("The Harbour Council of Lakeport said the fee was too high.", "Harbour Council of Lakeport"),
        ("“The fee is too high,” said the Lakeport Board of Trade.", "Lakeport Board of Trade"),
        ("Sen. Ines Varga of Lakeport said the fee was too high.", "Ines Varga"),
        ("The Lakeport Chamber of Commerce said the fee was too high.", "Lakeport Chamber of Commerce"),
        (
            "The Harbour Federation of Ferry Owners said the fee was too high.",
            "Harbour Federation of Ferry Owners",
        ),
        (
            "The Lakeport Association of Ferry Pilots said the fee was too high.",
            "Lakeport Association of Ferry Pilots",
        ),
    ],
)
def test_of_goes_on_with_an_institution_name_but_ends_a_person_name(sentence, speaker):
    [quote] = quotes("Port fees.\n\n" + sentence)
    assert quote.speaker == speaker


@pytest.mark.parametrize(
    "sentence",
    [
        "The Centre for Harbour Studies called the fee “too high.”",
        "According to the Centre for Harbour Studies, the fee is “too high.”",
        "The fee is “too high,” according to the Centre for Harbour Studies.",
        "“The fee is too high,” said the Centre for Harbour Studies.",
    ],
)
def test_for_goes_on_with_an_institution_name(sentence):
    [quote] = quotes("Port fees.\n\n" + sentence)
    assert quote.speaker == "Centre for Harbour Studies"


def test_on_goes_on_with_an_institution_name():
    [quote] = quotes("Port fees.\n\n“The fee is too high,” said the Council on Harbour Relations.")
    assert quote.speaker == "Council on Harbour Relations"


def test_an_organisation_named_with_the_is_not_its_titled_head():
    text = (
        "Port inquiry.\n\nNTSB Director Lena Okafor opened the hearing on Monday.\n\n"
        "In a letter, the NTSB said it was “reviewing every crossing.”"
    )
    assert quote_of(text, "reviewing every crossing").speaker == "NTSB"
    text = (
        "Port inquiry.\n\nNTSB Director Lena Okafor opened the hearing on Monday.\n\n"
        "The hearing ran late, the director said."
    )
    assert quote_of(text, "hearing ran late").speaker == "Lena Okafor"


def test_a_relative_clause_does_not_make_a_description_the_person_it_names():
    text = (
        "Port inquiry.\n\nHarbour master Lena Okafor signed the orders.\n\n"
        "“Her office sent the orders,” said one official who met Okafor."
    )
    quote = quote_of(text, "sent the orders")
    assert quote.speaker is None
    assert quote.speaker_missing_reason == "unresolved_description"


@pytest.mark.parametrize(
    ("mention", "speaker"),
    [
        ("A defiant Rigby", "Rigby"),
        ("Veteran organiser Nora Pike", "Nora Pike"),
        ("Her new campaign manager Nora Pike", "Nora Pike"),
        ("Lakeport Union of Ferry Pilots president Nora Pike", "Nora Pike"),
        ("Former Harbor Board chief of staff Nora Pike", "Nora Pike"),
    ],
)
def test_lowercase_words_before_a_name_are_not_part_of_it(mention, speaker):
    text = f"Ferry vote.\n\nThe council met on Tuesday. {mention} said the ferry “will run on time.”"
    assert quote_of(text, "run on time").speaker == speaker


def test_a_month_after_a_given_name_is_a_surname():
    text = (
        "Ferry vote.\n\nLena April, a ferry pilot, said she was tired of the delays.\n\n"
        "“We wait every day,” she said. In May Okafor said the plan “will work.”"
    )
    assert quote_of(text, "wait every day").speaker == "Lena April"
    assert quote_of(text, "will work").speaker == "Okafor"


@pytest.mark.parametrize("name", ["Steve Bishop", "Peter T. Bishop", "Mary Okafor Bishop"])
def test_a_title_word_after_a_given_name_is_a_surname(name):
    text = (
        f"Ferry plan.\n\n“The boats are slow,” said Rep. {name} of Ohio.\n\n"
        "“And the pier is worse,” Mr. Bishop said."
    )
    assert quote_of(text, "boats are slow").speaker == name
    assert quote_of(text, "pier is worse").speaker == name


def test_a_title_word_before_a_name_stays_its_title():
    text = "Ferry plan.\n\n“The boats are slow,” said Judge Olga Brandt, and King Harald agreed."
    assert quote_of(text, "boats are slow").speaker == "Olga Brandt"


def test_a_quoted_label_is_not_a_person():
    text = (
        "Chat app cleans up.\n\nSome accounts give their home as “Realm Parlo,” mocking the "
        "company.\n\n“We act on every report,” Parlo said in a statement."
    )
    assert quote_of(text, "every report").speaker == "Parlo"


def test_a_quoted_title_still_names_the_person_in_it():
    text = "Radio.\n\nThe interview ran on “The Olga Brandt Show.”\n\n“The ferry stays,” Brandt said."
    assert quote_of(text, "ferry stays").speaker == "Olga Brandt"


def test_a_surname_matches_whichever_apostrophe_the_article_uses():
    text = (
        "Pier closed.\n\nPolice Commissioner James O’Dowd closed the pier on Monday.\n\n"
        '"We are ready," O\'Dowd said.'
    )
    assert quote_of(text, "ready").speaker == "James O’Dowd"


def test_a_given_name_alone_names_nobody():
    text = (
        "Base chief speaks.\n\nThe officer asked that only his first name be used.\n\n"
        "“We waited for the trucks,” Bob said."
    )
    quote = quote_of(text, "trucks")
    assert (quote.speaker, quote.speaker_missing_reason) == (None, "not_a_name")


@pytest.mark.parametrize("introduction", ["The base chief, known as Bob,", "A man identified only as Bob"])
def test_a_given_name_the_article_gives_as_all_the_name_is_the_speaker(introduction):
    text = f"Base chief speaks.\n\n{introduction} ran the base.\n\n“We waited for the trucks,” Bob said."
    assert quote_of(text, "trucks").speaker == "Bob"


def test_a_given_name_alone_is_the_one_person_it_opens():
    text = (
        "Council race.\n\nGrace Okafor won the council seat on Tuesday.\n\n“It was a long night,” Grace said."
    )
    assert quote_of(text, "long night").speaker == "Grace Okafor"


def test_a_capitalized_common_noun_is_a_description():
    text = "Ferry fire.\n\nThe police closed the pier on Monday.\n\n“No one was hurt,” Police said."
    quote = quote_of(text, "hurt")
    assert (quote.speaker, quote.speaker_missing_reason) == (None, "unresolved_description")


def test_a_headline_title_without_a_name_is_no_speaker():
    text = (
        "Retired General Calls Ferry Plan ‘Reckless’.\n\n"
        "Retired Gen. Olga Brandt criticized the plan on Monday."
    )
    assert quote_of(text, "Reckless").speaker in {None, "Olga Brandt"}


def test_a_headline_is_not_read_for_an_organisation():
    text = (
        "Suspect Named By Police Before Briefing.\n\nOfficers found the car on Monday.\n\n"
        "“It was abandoned,” the police said."
    )
    assert quote_of(text, "abandoned").speaker is None


def test_a_time_word_before_a_name_is_no_part_of_it():
    text = "Award.\n\nCritic of the Year Tomas Eriksen calls the prize a joke. “It is rigged,” Eriksen said."
    assert quote_of(text, "It is rigged").speaker == "Tomas Eriksen"


@pytest.mark.parametrize(
    ("mention", "speaker"),
    [
        ("Harbour Province Premier Olga Brandt", "Olga Brandt"),
        ("Liberal MP Tomas Eriksen", "Tomas Eriksen"),
        ("Ward 5 Councillor Nora Pike", "Nora Pike"),
        ("Afterwards Nora Pike", "Nora Pike"),
        ("Nevertheless Tomas Eriksen", "Tomas Eriksen"),
        ("Ultimately Tomas Eriksen", "Tomas Eriksen"),
        ("Harbour police Chief Supt. Nora Pike", "Nora Pike"),
        ("On Harbour Hill Tomas Eriksen", "Tomas Eriksen"),
        ("Outside Lakeport’s Armoury Nora Pike", "Nora Pike"),
    ],
)
def test_an_office_a_place_or_a_sentence_adverb_before_a_name_is_no_part_of_it(mention, speaker):
    text = f"Ferry vote.\n\nThe council met on Tuesday. {mention} said the ferry “will run on time.”"
    assert quote_of(text, "run on time").speaker == speaker


@pytest.mark.parametrize(
    ("mention", "speaker"),
    [
        ("The Harbour Revenue Agency", "Harbour Revenue Agency"),
        ("The Ministry of Harbours", "Ministry of Harbours"),
        ("The nonpartisan Harbour Budget Office", "Harbour Budget Office"),
        ("The Lakeport Ferry Association", "Lakeport Ferry Association"),
        ("Tomas Eriksen of the Harbour Policy Institute", "Tomas Eriksen"),
        ("Marine Safety Canada", "Marine Safety Canada"),
        # A possessive inside the name is part of it; the first word's names an owner.
        ("The Harbour Master's Office", "Harbour Master's Office"),
        ("Lakeport's Ministry of Harbours", "Lakeport Ministry of Harbours"),
        # An institution named after someone with a title keeps the title and its head.
        ("The Queen Mary Hospital", "Queen Mary Hospital"),
        ("The King Harold School", "King Harold School"),
    ],
)
def test_an_institution_speaks_under_its_whole_name(mention, speaker):
    text = f"Ferry vote.\n\nThe council met on Tuesday. {mention} said the ferry “will run on time.”"
    assert quote_of(text, "run on time").speaker == speaker


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        ("The ferry “will run on time,” said Insp. Nora Pike.", "Nora Pike"),
        ("The ferry “will run on time,” said Harbour police Cpl. Nora Pike.", "Nora Pike"),
        ("The ferry “will run on time,” said Coun. Nora Pike.", "Nora Pike"),
        ("Harbour Ferries Ltd. said the ferry “will run on time.”", "Harbour Ferries Ltd"),
        ("The ferry “will run on time,” said B.C. Premier Nora Pike.", "Nora Pike"),
        ("The ferry “will run on time,” said P.E.I. MLA Nora Pike.", "Nora Pike"),
        # Before anything but a title, such a full stop may end a sentence.
        ("She moved to B.C. Her sister said the ferry “will run on time.”", None),
    ],
)
def test_the_full_stop_of_a_rank_a_company_suffix_or_a_province_ends_no_sentence(text, speaker):
    assert quote_of(f"Ferry vote.\n\n{text}", "run on time").speaker == speaker


def test_a_gerund_in_a_headline_is_no_given_name():
    text = (
        "Ferry column.\n\nA column titled “Why Electing Ann Is Wiser Than Electing Roe” ran on Monday.\n\n"
        "Mayor Jane Roe said the ferry was late. “We will fix it,” Roe said."
    )
    assert quote_of(text, "fix it").speaker == "Jane Roe"


def test_a_titled_surname_named_first_is_not_a_person_of_the_other_gender_named_later():
    text = (
        "Ferry vote.\n\nPresident Brandt is rolling out a new message: “It is about the harbor.”\n\n"
        "Mr. Brandt spoke for an hour.\n\nThe first lady, Maria Brandt, sat beside him."
    )
    assert quote_of(text, "harbor").speaker == "Brandt"


def test_a_person_named_in_full_and_then_titled_is_one_person_whatever_the_given_name():
    text = (
        "Court study.\n\nLee Brandt wrote the study.\n\nMs. Brandt noted the court had changed.\n\n"
        "“It is a new court,” Ms. Brandt said."
    )
    assert quote_of(text, "new court").speaker == "Lee Brandt"


def test_a_plural_title_before_a_name_is_neither_the_name_nor_its_title():
    text = (
        "Ferry bill.\n\nSenators Tomas Eriksen and Olga Brandt wrote the bill.\n\n"
        "Mr. Eriksen said the fares would fall.\n\nThe senators said the bill would pass."
    )
    assert quote_of(text, "fares").speaker == "Tomas Eriksen"
    assert quote_of(text, "bill would pass").speaker != "Tomas Eriksen"


@pytest.mark.parametrize("title", ["Mayor-elect", "Co-moderator", "Ex-minister"])
def test_a_hyphenated_title_is_no_part_of_the_name(title):
    quote = quote_of(f"“The ferry will run,” {title} Olivia Brandt said.", "ferry")
    assert quote.speaker == "Olivia Brandt"


@pytest.mark.parametrize(
    ("named", "mention", "speaker"),
    [
        ("Columnist George Will", "Will wrote", "George Will"),
        ("Prime Minister Theresa May", "May said", "Theresa May"),
        ("Rep. Steve King", "King said", "Steve King"),
        ("Coun. Tom Long", "Long said", "Tom Long"),
        ("Mayor Ann Little", "Little said", "Ann Little"),
        ("Senator Mark Early", "Early added", "Mark Early"),
        ("Mr. Long", "Long said", "Long"),
    ],
)
def test_a_surname_that_is_also_a_common_word_names_the_person(named, mention, speaker):
    text = f'Ferry plan.\n\n{named} spoke on Monday.\n\n"The ferry is a folly," {mention}.'
    assert [q.speaker for q in quotes(text)] == [speaker]


def test_dotted_initials_stay_in_a_name_after_the_cue():
    text = "Port fees.\n\n“The fee is too high,” said J.R. Okafor, a ferry pilot."
    quote = quote_of(text, "fee is too high")
    assert (quote.speaker, quote.source.text) == ("J.R. Okafor", "J.R. Okafor")


def test_a_shared_surname_before_the_namesake_is_named_is_the_person_named_first():
    text = (
        "Ferry debate.\n\nMayoral candidate Mary Voss pressed Tom Okafor on fares at a debate on Sunday.\n\n"
        "Voss put Okafor on the defensive. He accused Voss of ignoring the islands.\n\n"
        "Voss said there was “no gap” between their plans. She said the fares would fall.\n\n"
        "The moderator asked about Anton Voss, her husband. Okafor said Anton Voss was no issue, "
        "and Anton Voss later called the debate fair. Anton Voss left early."
    )
    assert quote_of(text, "no gap").speaker == "Mary Voss"
    assert quote_of(text, "fares would fall").speaker == "Mary Voss"
    assert quote_of(text, "ignoring the islands").speaker == "Tom Okafor"


@pytest.mark.parametrize("named", ["Elizabeth May", "Green Party co-leader Elizabeth May"])
def test_an_auxiliary_after_a_given_name_ends_the_name_not_the_subject(named):
    quote = quote_of(f"Ferry plan.\n\n{named} said the fares were too high.", "fares")
    assert (quote.speaker, quote.source.text) == ("Elizabeth May", named)


def test_a_project_named_for_a_country_keeps_the_country():
    [quote] = quotes("Turnout.\n\nThe United States Ferry Project estimated that ridership was up.")
    assert quote.speaker == "United States Ferry Project"


@pytest.mark.parametrize(
    ("sentence", "speaker"),
    [
        (
            "The Organization for Harbor Cooperation and Development noted that fares had doubled.",
            "Organization for Harbor Cooperation and Development",
        ),
        (
            "The Centers for Ferry Safety and Prevention estimates that fares had doubled.",
            "Centers for Ferry Safety and Prevention",
        ),
        ("The Center for Harbor Studies and Professor Ines Varga said that fares had doubled.", "Ines Varga"),
    ],
)
def test_and_goes_on_with_an_institution_name_after_its_preposition(sentence, speaker):
    [quote] = quotes("Port fees.\n\n" + sentence)
    assert quote.speaker == speaker


@pytest.mark.parametrize(
    "subject, speaker",
    [
        ("The Lakeport Regional Police", "Lakeport Regional Police"),
        ("Norvale Provincial Police", "Norvale Provincial Police"),
    ],
)
def test_a_police_force_is_named_with_its_head_word(subject, speaker):
    text = f"Ferry crash.\n\n{subject} said the ferry struck the pier just after noon."
    assert quote_of(text, "struck the pier").speaker == speaker


@pytest.mark.parametrize("role", ["Resident", "Witness", "Homeowner", "Volunteer", "Nurse", "Elder"])
def test_a_part_in_a_local_story_before_a_name_is_its_title(role):
    text = f"Ferry cuts.\n\n{role} Olga Brandt said the ferry had stopped running in May."
    quote = quote_of(text, "stopped running")
    assert (quote.speaker, quote.speaker_title) == ("Olga Brandt", role)


@pytest.mark.parametrize("surname", ["Nurse", "Farmer", "Elder"])
def test_such_a_part_after_a_given_name_is_a_surname(surname):
    text = f"Ferry cuts.\n\nPaul {surname} said the ferry had stopped running in May."
    assert quote_of(text, "stopped running").speaker == f"Paul {surname}"


@pytest.mark.parametrize(
    "subject",
    [
        "Const. Olga Brandt with the Lakeport Police Service",
        "Olga Brandt from the Lakeport Ferry Riders' Association",
        "Olga Brandt at Lakeport College",
    ],
)
def test_a_person_named_before_their_organisation_is_the_speaker(subject):
    text = f"Ferry cuts.\n\n{subject} said the ferry had stopped running in May."
    assert quote_of(text, "stopped running").speaker == "Olga Brandt"


def test_an_assembly_is_named_with_what_it_is_of():
    text = "Ferry cuts.\n\n“We were not asked,” the Assembly of Lakeport Ferry Riders said."
    assert quote_of(text, "not asked").speaker == "Assembly of Lakeport Ferry Riders"


@pytest.mark.parametrize(
    "titled",
    [
        "Minister of Health Olga Brandt",
        "Supervisor of Harbor Services Olga Brandt",
        "Director of Lake Safety Olga Brandt",
    ],
)
def test_what_an_office_is_of_is_no_part_of_the_name(titled):
    text = f"Ferry cuts.\n\n“The ferry stays,” {titled} said."
    assert quote_of(text, "ferry stays").speaker == "Olga Brandt"


@pytest.mark.parametrize(
    "sentence",
    [
        "“We waited for the trucks,” said Marcus, who asked that only his first name be used.",
        "Marcus, who requested that his last name not be published, said “we waited for the trucks.”",
    ],
)
def test_a_given_name_whose_owner_withholds_the_rest_is_the_speaker(sentence):
    assert quote_of(f"Base chief speaks.\n\n{sentence}", "trucks").speaker == "Marcus"


def test_a_title_before_a_given_name_and_a_word_surname_is_no_part_of_the_name():
    text = "Senate vote.\n\n“The bill is dead,” said Senator Mark Early."
    assert quote_of(text, "bill is dead").speaker == "Mark Early"


@pytest.mark.parametrize("surname", ["Allen", "Simon", "Lucas"])
def test_a_surname_as_common_as_a_given_name_alone_is_a_name(surname):
    text = f"Mill closes.\n\n“It is unacceptable,” {surname} said."
    assert quote_of(text, "unacceptable").speaker == surname
