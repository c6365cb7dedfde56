"""Which person a 'he' or 'she' of an attribution refers to; sentences written for these tests."""

from __future__ import annotations

import pytest
from written import quote_of


def speaker_of(text: str, words: str) -> str | None:
    return quote_of(text, words).speaker


def test_the_subject_of_the_last_sentence_beats_a_speaker_quoted_before():
    text = (
        "Harbour vote.\n\n“The ferry will run,” said Ed Marsh, a former harbour master.\n\n"
        "Until recently, Tom Okafor stayed out of the fight. Okafor, a union leader, had close "
        "ties to the council. But on Sunday he backed the plan.\n\n"
        "“We need the boats,” he said."
    )
    assert speaker_of(text, "need the boats") == "Tom Okafor"


@pytest.mark.parametrize(
    ("opening", "speaker"),
    [
        ("Okafor’s renewed trust in his aides came with caveats.", "Tom Okafor"),
        ("Okafor’s aide was not there.", "Steven Dorsey"),
    ],
)
def test_a_possessive_opening_the_last_sentence_is_its_pronoun_unless_it_owns_a_person(opening, speaker):
    text = (
        "Harbour vote.\n\nTom Okafor has run the ferry board since 2010.\n\n“The board met on "
        "Monday,” said Steven Dorsey, a clerk. “He asked for more time,” Dorsey added.\n\n"
        f"{opening} He may add to his staff, he said."
    )
    assert speaker_of(text, "add to his staff") == speaker


def test_a_name_given_once_in_passing_does_not_take_the_pronoun():
    text = (
        "Harbour vote.\n\nTom Okafor backed the plan on Sunday. Okafor, a union leader, spoke "
        "first.\n\n“The ferry will run,” Okafor said. Police Chief Ed Marsh coined the phrase "
        "last year.\n\n“We need the boats,” he said."
    )
    assert speaker_of(text, "need the boats") == "Tom Okafor"


@pytest.mark.parametrize(
    "between",
    [
        "On Sunday evening, Ed Marsh issued a report.",
        "The port is quiet. Ed Marsh issued a report titled “Ferry Facts.”",
    ],
)
def test_a_name_given_once_closing_a_paragraph_nobody_spoke_in_takes_the_pronoun_after_it(between):
    text = (
        "Harbour vote.\n\nTom Okafor backed the plan on Sunday. Okafor, a union leader, spoke "
        f"first.\n\n“The ferry will run,” Okafor said.\n\n{between}\n\n“We need the boats,” he said."
    )
    assert speaker_of(text, "need the boats") == "Ed Marsh"


def test_the_latest_speaker_of_unknown_gender_beats_an_earlier_one():
    text = (
        "Harbour vote.\n\n“The ferry will run,” said Tom Okafor, a union leader.\n\n"
        "Some claims are hard to check, said Sidney Vance, a former harbour master.\n\n"
        "“We need the boats,” he said."
    )
    assert speaker_of(text, "need the boats") == "Sidney Vance"


def test_an_object_pronoun_after_a_name_is_not_that_persons_gender():
    text = (
        "Harbour vote.\n\nLena Okafor opened the rally with Robin Dale by her side. Dale, a "
        "union leader, joined the campaign in May. But on Sunday he gave a speech.\n\n"
        "“We need the boats,” he said."
    )
    assert speaker_of(text, "need the boats") == "Robin Dale"


def test_a_person_named_only_by_title_and_surname_is_an_antecedent():
    text = (
        "Harbour vote.\n\nThe plan, Ed Marsh said, “will not work.”\n\n"
        "President Okafor rejected that on Monday, and Okafor then met the council. "
        "He called the plan “a fair deal for the docks.”"
    )
    assert speaker_of(text, "fair deal") == "Okafor"


def test_a_pronoun_inside_a_quote_says_nothing_of_the_speakers_gender():
    text = (
        "Harbour vote.\n\n“My brother runs the farm,” Robin Okafor said. “And he saw the story.”\n\n"
        "The council met later that week.\n\n“We need the boats,” she said."
    )
    assert speaker_of(text, "need the boats") == "Robin Okafor"


def test_a_possessive_before_quoted_words_is_the_subject_of_its_sentence():
    text = (
        "Harbour vote.\n\n“The ferry will run,” said Lena Okafor, a union leader.\n\n"
        'As the meeting went on, Tom Marsh stood by his remark Monday that "the boats are doomed," '
        "refusing to budge."
    )
    assert speaker_of(text, "boats are doomed") == "Tom Marsh"


def test_a_possessive_with_no_person_opening_its_sentence_stays_unresolved():
    text = (
        "Harbour vote.\n\n“The ferry will run,” said Tom Marsh, a union leader.\n\n"
        'The council heard his remark Monday that "the boats are doomed."'
    )
    quote = quote_of(text, "boats are doomed")
    assert quote.speaker is None and quote.speaker_missing_reason == "unresolved_pronoun"


def test_a_name_after_a_sentences_opening_title_words_is_its_subject():
    text = (
        "Harbour vote.\n\nOkafor leads the race.\n\n“The ferry will run,” said Sidney Vance, a former "
        "harbour master.\n\nHarbour front-runner Lena Okafor caused a stir when a voter asked about "
        "the fares.\n\n"
        "“What a great idea,” she replied."
    )
    assert speaker_of(text, "What a great idea") == "Lena Okafor"


def test_a_name_after_a_title_word_opening_the_sentence_is_its_subject_not_the_name_after_it():
    text = (
        "Ferry talks.\n\nUnion leader Lena Okafor met Premier Ines Varga on Monday. "
        "She said the talks went well."
    )
    assert speaker_of(text, "talks went well") == "Lena Okafor"


def test_a_person_speaking_earlier_in_the_sentence_is_its_pronoun():
    text = (
        "Harbour awards.\n\n“The ferry will run,” said Lena Okafor, a union leader.\n\n"
        "Okafor and Ada Marsh shared the stage. In her speech, Marsh declared the need for patience: "
        "“Build the boats and then build more,” she said."
    )
    assert speaker_of(text, "Build the boats") == "Ada Marsh"


def test_a_person_named_in_the_sentence_without_speaking_is_not_its_pronoun():
    text = (
        "Harbour awards.\n\n“The ferry will run,” said Lena Okafor, a union leader.\n\n"
        "Asked about Ada Marsh, Okafor smiled. Okafor had praised Marsh before. "
        "Asked about Ada Marsh again, “She is a friend,” she said."
    )
    assert speaker_of(text, "She is a friend") == "Lena Okafor"


def test_a_pronoun_means_the_subject_named_once_in_its_paragraph_over_an_earlier_speaker():
    text = (
        "Radio.\n\n“We need the votes,” Joe Okafor said on his show. Okafor was clear.\n\n"
        "Paul Mensah, a radio host from Lakeport, is a resident who crossed party lines in 2008. "
        "“If the port had voted first, we would have won,” he said in 2008."
    )
    assert quote_of(text, "voted first").speaker == "Paul Mensah"


@pytest.mark.parametrize(
    ("text", "speaker"),
    [
        (
            "Okafor told reporters that Marsh “does not get it.” He added that the plan was “a mess.”",
            "Okafor",
        ),
        (
            "“The plan is dead,” Okafor said. “We will push on.”\n\n“We will fight for a mess,” she added.",
            "Okafor",
        ),
        ("Mayor Okafor said the ferry was “too slow.” She said the pier was “a mess.”", "Okafor"),
        # A person of the pronoun's gender named between, a new subject, or an 'it' for the name.
        ("Okafor then asked Tom Marsh about the plan.\n\n“It is a mess,” he said.", "Tom Marsh"),
        ("“The plan is dead,” Okafor said. Marsh disagreed.\n\n“It is a mess,” she added.", None),
        ("Parlo said it would appeal the ruling.\n\n“It is a mess,” he said.", None),
    ],
)
def test_a_pronoun_after_a_speaker_of_unknown_gender_named_by_surname_is_that_speaker(text, speaker):
    assert speaker_of(f"Harbour vote.\n\n{text}", "a mess") == speaker


def test_a_pronoun_after_a_speaker_whom_the_article_names_by_first_name_only_is_that_speaker():
    text = (
        "Harbour vote.\n\nMayor John Reed opened the pier on Monday.\n\n“We are ready,” said the harbor "
        "master, known only as Bob.\n\n“The boats are old,” Bob said.\n\n"
        "“It is a mess,” he added."
    )
    assert speaker_of(text, "a mess") == "Bob"


def test_she_after_a_speaker_of_an_earlier_paragraph_is_the_woman_the_reporter_names_since():
    text = (
        "Court study.\n\nMs. Brandt noted that the court had changed.\n\n"
        "There is also the possibility that Mrs. Eriksen, if elected, might name Mr. Roe. "
        "“Wow, what a great idea,” she said in Iowa."
    )
    assert quote_of(text, "great idea").speaker == "Eriksen"


def test_an_abbreviation_does_not_end_the_sentence_a_pronoun_looks_back_through():
    text = (
        "Harbor race.\n\n“That gentleman has not given up on me,” Mr. Roe said.\n\n"
        "When Mr. Roe did take Mr. Ash on, he did it sideways, saying the fares were “too high.”"
    )
    assert quote_of(text, "too high").speaker == "Roe"


def test_a_person_named_earlier_in_the_pronouns_sentence_outranks_an_honorific_before_it():
    text = (
        "Harbor race.\n\nMrs. Ash leads the polls. "
        "Senator Jane Roe is airing an ad in which she declares, “The ferry is ours.”"
    )
    assert quote_of(text, "ferry").speaker == "Jane Roe"


@pytest.mark.parametrize(
    "opening",
    [
        "On Monday night, campaign manager Jane Roe",
        "After the vote, Jane Roe",
        "In Lakeport, Jane Roe",
        "In her Monday statement, Jane Roe",
        "In a Times interview, Jane Roe",
    ],
)
def test_a_pronoun_means_the_subject_after_an_opening_phrase(opening):
    text = (
        "Harbor news.\n\n“The boats are old,” Mary Ash said on Monday.\n\n"
        f"{opening} released a memo. She writes that the boats are “perfectly safe.”"
    )
    assert quote_of(text, "perfectly safe").speaker == "Jane Roe"


@pytest.mark.parametrize(
    ("opening", "pronoun", "speaker"),
    [
        ("One local woman, Jane Roe,", "she", "Jane Roe"),
        ("His chief strategist, Tom Reid,", "he", "Tom Reid"),
    ],
)
def test_a_name_set_off_after_the_description_opening_the_sentence_is_its_subject(opening, pronoun, speaker):
    text = (
        "Harbor vote.\n\nPat Ash said the ferry was late. “It is a mess,” Ash said.\n\n"
        f"{opening} pulled the mayor aside.\n\n“We need the boats,” {pronoun} told him."
    )
    assert quote_of(text, "need the boats").speaker == speaker


def test_a_name_after_a_phrase_of_someones_view_is_no_subject():
    text = (
        "Harbor news.\n\nTom Ash wrote about the ferry on Monday.\n\n"
        "For Jane Roe, the ferry is a scandal. “It is a wreck,” he mocks."
    )
    assert quote_of(text, "wreck").speaker == "Tom Ash"


def test_a_state_abbreviation_before_a_comma_does_not_end_the_sentence_a_pronoun_looks_back_to():
    text = (
        "Jobs.\n\n“Fares matter most,” says Olga Brandt, 32, of Lakeport, who works in retail. "
        "Brandt backs the mayor. “I have loans.”\n\n"
        "Jane Roe, 33, a supporter of the council who lives in Bayville, Ore., runs a "
        "ferry kiosk.\n\n"
        "“I've had two grants,” she said in a phone interview.\n"
    )
    assert speaker_of(text, "two grants") == "Jane Roe"


def test_a_pronoun_is_not_the_person_its_own_quote_names():
    text = (
        "Harbour vote.\n\nMayor John Reed opened the pier on Monday, and the crowd cheered.\n\n"
        "“Reed let us down on the ferry,” he said."
    )
    quote = quote_of(text, "let us down")
    assert (quote.speaker, quote.speaker_missing_reason) == (None, "unresolved_pronoun")


def test_a_name_at_the_end_of_a_headline_run_is_not_its_subject():
    text = (
        "Tom Reed Just Got Asked About Peter Vance – His Answer Might Surprise You.\n\n"
        "Already a stage icon for his years on the hit show Harbor Days, veteran comedian Tom Reed "
        "recently hit another milestone with the 100th episode of his current series.\n\n"
        "As star and producer of the show, Reed has been able to slip a few political lines into "
        "the script.\n\n"
        "Discussing the show in a radio interview, the actor explained how he writes them.\n\n"
        "“I’m not as quick as my character,” he said.\n\n"
        "When the interview turned to the race, he offered his thoughts on front-runner Peter Vance.\n\n"
        "“He is kind of a throwback,” Reed said."
    )
    assert speaker_of(text, "not as quick") == "Tom Reed"


def test_a_possessive_in_a_sentence_whose_subject_is_a_pronoun_means_whom_that_pronoun_does():
    text = (
        "Harbor visit.\n\nMayor Tom Reed flew to Lakeport on Monday. He will meet the harbor board today.\n\n"
        "But he leaves behind a backlash over the remarks made during his trip, particularly his "
        "warning that the ferry would go to the “back of the line” if fares did not rise."
    )
    assert speaker_of(text, "back of the line") == "Tom Reed"


def test_an_opening_participle_phrase_before_commas_is_no_subject_a_pronoun_may_mean():
    text = (
        "Harbor visit.\n\nJane Roe is telling riders at a popular diner that “I need you tomorrow.”\n\n"
        "Making her way around Chez Marcel, Roe and husband Tom, thanked another rider for wearing "
        "one of her buttons. She says, “With your help, we can do it.”"
    )
    assert speaker_of(text, "With your help") == "Jane Roe"


@pytest.mark.parametrize(
    ("people", "pronoun", "speaker"),
    [
        ("Geoff Tanner runs the marina. Lucy Bell sold him the boat.", "he", "Geoff Tanner"),
        ("Ann Roe met Marc Dubois at the hall.", "he", "Marc Dubois"),
        ("Tom Baker met Chantal Roy at the hall.", "she", "Chantal Roy"),
        ("Sean Ortiz met Alejandra Cruz at the hall.", "she", "Alejandra Cruz"),
        ("Mark Roe met Mei Chen at the hall.", "she", "Mei Chen"),
        ("Tom Baker met Carly Dunn at the hall.", "she", "Carly Dunn"),
        ("Ann Roe met Stefan Vogel at the hall.", "he", "Stefan Vogel"),
        ("Jean Tremblay met Ann Roe at the hall.", "he", "Jean Tremblay"),
    ],
)
def test_a_given_name_tells_the_gender_a_pronoun_looks_for(people, pronoun, speaker):
    text = f"Harbour talks.\n\n{people}\n\n“It was a good talk,” {pronoun} said."
    assert speaker_of(text, "good talk") == speaker


@pytest.mark.parametrize(
    ("named", "other", "pronoun"), [("Sen. Scott", "Tom Baker", "she"), ("Senator Kelly", "Ann Baker", "he")]
)
def test_a_surname_that_is_also_a_given_name_tells_no_gender(named, other, pronoun):
    text = f"Harbour talks.\n\n{named} met {other} at the hall.\n\n“It was a good talk,” {pronoun} said."
    assert speaker_of(text, "good talk") == named.split()[-1]


@pytest.mark.parametrize(
    ("described", "description"),
    [
        ("His wife, Jane, asked for an open vote.", "His wife"),
        ("A local woman, meanwhile, asked for an open vote.", "A local woman"),
        ("A woman asked for an open vote.\n\n", "A woman"),
        ("But his wife, Jane, asked for an open vote.", "his wife"),
        ("On the radio Tuesday, his wife asked for an open vote.", "his wife"),
    ],
)
def test_she_after_a_woman_described_by_a_noun_is_that_woman_not_one_named_before(described, description):
    text = (
        "Harbour vote.\n\nHelen Roe backed the plan on Monday. Tom Sands opposed it.\n\n"
        f"{described} “It is not smart,” she said."
    )
    quote = quote_of(text, "not smart")
    assert (quote.speaker, quote.speaker_description) == (None, description)


@pytest.mark.parametrize(
    ("described", "words"),
    [
        ("His son was sick that week. “It was hard,” he said.", "was hard"),
        ("A man, he said, was hurt that week.", "was hurt"),
        ("A man, 54, was taken to hospital. “He is stable,” he said.", "is stable"),
        ("A man died in the crash. “Our thoughts are with his family,” he said.", "Our thoughts"),
    ],
)
def test_he_after_his_own_kin_or_around_a_man_described_is_the_man_named_before(described, words):
    text = f"Harbour vote.\n\nTom Roe backed the plan on Monday. Ann Sands opposed it.\n\n{described}"
    assert speaker_of(text, words) == "Tom Roe"


def test_she_after_the_lawyer_of_a_woman_described_is_not_that_woman():
    text = (
        "Harbour vote.\n\nHelen Roe backed the plan on Monday. Tom Sands opposed it.\n\n"
        "The woman’s lawyer asked for an open vote. “It is not smart,” she said."
    )
    assert speaker_of(text, "not smart") == "Helen Roe"


def test_she_after_a_headline_naming_a_woman_by_her_given_name_is_that_woman():
    text = "Jen Okafor has run the shelter for years.\n\n“Every night we turn people away,” she said."
    assert speaker_of(text, "Every night") == "Jen Okafor"
