"""Cue patterns of reporting, support and criticism verbs, one written sentence each.

Support and refusal are acts, not statements (cue kind ``other``); their clauses are
found all the same, so every kind is reported here.
"""

from __future__ import annotations

import pytest

from quotetrail.attribution import extract
from quotetrail.attribution.cues import CUE_KINDS


def indirect(text: str) -> list[tuple[str, str | None, str | None]]:
    return [
        (q.content.text, q.source.text if q.source else None, q.cue.text if q.cue else None)
        for q in extract(text, CUE_KINDS).quotes
        if q.type == "indirect"
    ]


def test_object_of_endorse_ends_before_a_time_adjunct():
    text = "The nurses’ union endorsed Hillary Clinton on Thursday."
    assert indirect(text) == [("Hillary Clinton", "The nurses’ union", "endorsed")]


def test_object_of_praise_ends_before_a_relative_clause():
    text = "The governor praised the new budget, which cuts school funding by a tenth."
    assert indirect(text) == [("the new budget", "The governor", "praised")]


def test_object_keeps_the_preposition_it_governs():
    text = "The mayor blamed the flooding on decades of neglect."
    assert indirect(text) == [("the flooding on decades of neglect", "The mayor", "blamed")]


def test_clause_after_an_object_verb_is_not_cut():
    text = "Critics questioned whether the plan would work during a recession."
    assert indirect(text)[0][0] == "whether the plan would work during a recession"


def test_relative_that_is_the_subject_of_a_cue():
    text = "The brief was filed by dozens of cities that support the regulations."
    assert indirect(text) == [("the regulations", "that", "support")]


def test_second_verb_after_or_shares_the_subject():
    text = "The next administration could keep the rules or decline to defend them in court."
    assert ("to defend them in court", "The next administration", "decline") in indirect(text)


def test_passive_with_an_agent_reports_on_its_subject():
    text = "The dam project is supported by most local farmers."
    assert indirect(text) == [("The dam project", "most local farmers", "supported")]


def test_passive_without_an_agent_is_not_a_quote():
    assert indirect("The new curfew was announced at noon.") == []


def test_plural_noun_cues_are_nouns_unless_a_clause_follows():
    assert indirect("Voters in swing states remain undecided about the race.") == []
    assert indirect("Rights advocates gathered outside the courthouse.") == []
    assert indirect("The mayor used the harbor attacks to renew the push for a wall.") == []
    assert indirect("Each port must file ratification documents, and the rules take effect in May.") == []
    assert indirect(
        "To win, the mayor needs 40 percent of the harbor vote, analysts say; in 2012, Roe lost."
    ) == [("To win, the mayor needs 40 percent of the harbor vote", "analysts", "say")]
    assert indirect("The filing states that the plant is safe.") == [
        ("that the plant is safe", "The filing", "states")
    ]
    assert indirect("The ferry map puts ports in play and states that have been closed for a decade.") == []


def test_a_cue_noun_after_a_name_that_a_preposition_governs_is_a_noun():
    assert indirect("Each clerk in the harbor office is now swamped with FOIA requests.") == []
    assert indirect("The ferry schedule changed after a letter from NASA questions.") == []
    [(content, _, cue)] = indirect("A letter obtained by the Lakeport Ledger warns that fares will rise.")
    assert (content, cue) == ("that fares will rise", "warns")


def test_a_cue_noun_after_a_modal_or_to_is_a_verb():
    assert indirect("Forty percent would vote for Sen. Tom Abel.") == [
        ("Sen. Tom Abel", "Forty percent", "vote")
    ]
    text = "Jane Roe was among six members to vote against the harbor levy."
    assert indirect(text) == [("the harbor levy", "Jane Roe", "to vote")]
    text = "The union will talk about the harbor levy."
    assert indirect(text) == [("the harbor levy", "The union", "talk")]


def test_a_cue_noun_before_an_auxiliary_is_a_noun():
    assert indirect("The strong jobs report has cleared the way for lower fares.") == []
    assert indirect("The harbor's best offer was a cut in fares.") == []
    [(content, _, cue)] = indirect("It is a tactic Democrats hope will win them the harbor vote.")
    assert (content, cue) == ("will win them the harbor vote", "hope")


def test_a_plural_cue_word_before_a_relative_that_is_a_noun():
    assert indirect("Roe campaigned in the harbor states that vote on March 1.") == []
    assert indirect("Harbor towns are among the states that have lost ferry service.") == []
    assert indirect("The mayor ignored comments that were made by harbor pilots.") == []
    assert [c for c, _, _ in indirect("The filing states that the plant is safe.")] == [
        "that the plant is safe"
    ]
    assert [c for c, _, _ in indirect("Jane Roe notes that we’re at a turning point.")] == [
        "that we’re at a turning point"
    ]


def test_called_after_a_thing_an_object_introduces_gives_its_name():
    assert indirect("Roe hired a firm called Harbor Data, which is owned by a donor.") == []
    assert indirect("Jane Roe set up a website called “Ferry Watch” last spring.") == []
    assert [c for c, _, _ in indirect("A harbor pilot called the plan a failure.")] == ["the plan a failure"]
    assert [c for c, _, _ in indirect("Jane Roe met a reporter called Tom Ash.")] == ["Tom Ash"]
    called = indirect("Roe backed a new harbor tax and called herself a fiscal hawk.")
    assert [c for c, _, _ in called] == ["a new harbor tax", "herself a fiscal hawk"]


def test_called_after_an_adverb_of_naming_gives_the_thing_its_name():
    text = "Roe backs the levy and the toll sometimes called the ferry tithe."
    assert indirect(text) == [("the levy and the toll sometimes called the ferry tithe", "Roe", "backs")]
    named = indirect("Ash opposes the fare and the duty commonly called the dock tax.")
    assert named == [("the fare and the duty commonly called the dock tax", "Ash", "opposes")]
    called = indirect("Roe backed the levy and the council often called it a tithe.")
    assert [c for c, _, _ in called] == ["the levy", "it a tithe"]
    assert [c for c, _, _ in indirect("The council often called the levy a tithe.")] == ["the levy a tithe"]


def test_called_after_the_subject_names_it_when_its_verb_follows_the_name():
    said = indirect("A new harbor group called Ferry First said it would sue the city.")
    assert said == [("it would sue the city", "Ferry First", "said")]
    assert indirect("A new super PAC called Ferry 45 ran its first ads in Iowa.") == []
    board = extract("A harbor board called Roe “unfit for office.”").quotes
    assert [(q.source.text, q.cue.text) for q in board] == [("harbor board", "called")]


def test_called_names_a_thing_past_the_words_that_modify_it():
    text = (
        "Ferry firm.\n\nShe met resistance at the firm, known for a chummy corporate culture"
        " called “The Open Door.”"
    )
    extraction = extract(text)
    assert extraction.quotes == []
    assert [(n.type, n.content.text) for n in extraction.non_attributions] == [("title", "The Open Door.")]
    assert (
        extract(
            "Ferry firm.\n\nRoe shared the notes of a 2002 harbor safety class called “Tides” online."
        ).quotes
        == []
    )


def test_cue_words_that_are_common_nouns_are_nouns_after_a_modifier():
    assert indirect("Jane Roe gave new details about the ferry contract.") == []
    assert indirect("Her speech carried little mention of the ferry.") == []
    assert indirect("She then gave a broad outline for how the ferry would run.") == []
    filed = indirect("A court document filed Monday says that the ferry contract was void.")
    assert [(c, cue) for c, _, cue in filed] == [("that the ferry contract was void", "says")]
    assert [c for c, _, _ in indirect("Jane Roe detailed her plan for the ferry.")] == [
        "her plan for the ferry"
    ]


def test_speaking_needs_a_topic():
    assert indirect("The senator spoke to reporters for ten minutes.") == []
    assert indirect("The senator spoke of the need for new roads.") == [
        ("the need for new roads", "The senator", "spoke")
    ]


def test_regarding_is_a_preposition():
    assert indirect("The rules regarding overtime pay changed in May.") == []


def test_subject_before_a_dashed_aside():
    text = (
        "Ann Ruiz -- the director of the clinic, which opened in May -- told me, “We are not going anywhere.”"
    )
    q = next(q for q in extract(text).quotes if q.type == "direct")
    assert q.source.text == "Ann Ruiz" and q.cue.text == "told"


def test_dotted_abbreviation_ends_a_subject():
    assert indirect("The F.D.A. said the drug was safe.") == [("the drug was safe", "The F.D.A", "said")]


def test_speaking_in_a_place_or_for_a_time_reports_nothing():
    assert indirect("The governor spoke for about ten minutes.") == []
    assert indirect("The governor spoke in a barn on the edge of town.") == []
    assert indirect("The governor spoke to a gathering of farmers.") == []


def test_topic_of_speaking_starts_after_its_marker():
    assert indirect("The governor spoke emotionally of her late father.") == [
        ("her late father", "The governor", "spoke")
    ]
    assert indirect("The governor spoke Tuesday about the flood.") == [("the flood", "The governor", "spoke")]


def test_quoted_show_in_an_opening_phrase_is_not_the_reported_clause():
    text = 'In an interview on "Morning Desk," the governor said the roads would reopen soon.'
    assert indirect(text) == [("the roads would reopen soon", "the governor", "said")]


def test_and_with_a_new_subject_and_cue_ends_the_reported_clause():
    text = "Farmers said the dam would flood their fields and officials insisted it would not."
    assert ("the dam would flood their fields", "Farmers", "said") in indirect(text)


def test_and_inside_a_joint_subject_does_not_end_the_clause():
    text = "The mayor said she and her staff expect the road to reopen."
    assert indirect(text) == [("she and her staff expect the road to reopen", "The mayor", "said")]


def test_a_clause_between_commas_is_no_apposition_of_the_speaker():
    text = "After a slow start, the new clinic has been meeting its targets, the county official said."
    assert indirect(text) == [
        ("After a slow start, the new clinic has been meeting its targets", "the county official", "said")
    ]


def test_trailing_adjunct_after_a_final_attribution_is_not_the_content():
    text = (
        "The new tax is a burden on every family, local business owners said Friday, "
        "as they gathered outside city hall."
    )
    assert indirect(text) == [("The new tax is a burden on every family", "local business owners", "said")]


def test_calling_in_to_a_show_is_not_speech_reported():
    assert indirect("The senator called in to a morning radio show about farm policy.") == []


def test_compared_to_a_figure_is_a_comparison_not_speech():
    text = (
        "Roe had 1,944 delegates heading into Tuesday’s primaries, a number that includes"
        " leaders, compared to Jones’ 1,192."
    )
    assert indirect(text) == []
    assert indirect("Roe compared the ferry cuts to a tax on the islands.") == [
        ("the ferry cuts to a tax on the islands", "Roe", "compared")
    ]


def test_runs_counter_to_contradicts_it_reports_nobody():
    assert indirect("The union argues that the party's plan, like Roe's, runs counter to its interests.") == [
        ("that the party's plan, like Roe's, runs counter to its interests", "The union", "argues")
    ]
    assert indirect("Running counter to all that is the party's wish to cut the ferry.") == []


def test_a_cue_word_after_despite_is_an_adjective():
    text = "The move against Ash went ahead despite repeated warnings from his lawyer that it was futile."
    assert indirect(text) == []


def test_helps_explain_accounts_for_something_it_reports_nobody():
    assert indirect("The fare rose - which helps explain why riders left - and the ferry lost money.") == []


def test_state_after_and_is_an_adjective_not_a_second_cue():
    text = "The letter says the campaign broke federal and state law by using the photos."
    assert indirect(text) == [
        ("the campaign broke federal and state law by using the photos", "The letter", "says")
    ]


def test_a_one_word_object_of_an_object_verb_is_reported():
    assert indirect("The union endorsed Cruz.") == [("Cruz", "The union", "endorsed")]
    assert indirect("The union endorsed him.") == []


def test_verbs_that_double_their_last_consonant_are_cues_in_every_form():
    assert indirect("The governor slammed the new budget.") == [("the new budget", "The governor", "slammed")]
    assert indirect("Most farmers preferred the older plan.") == [("the older plan", "farmers", "preferred")]


def test_verbs_of_rebuke_are_cues_with_an_object():
    assert indirect("Cruz chided the senator for missing the vote.") == [
        ("the senator for missing the vote", "Cruz", "chided")
    ]
    assert indirect("The mayor assailed the new budget on Monday.") == [
        ("the new budget", "The mayor", "assailed")
    ]


def test_advising_reports_words_only_with_a_clause_after_the_addressee():
    assert indirect("The firm advises big banks on mergers.") == []
    assert indirect("Her lawyer advised that she stay silent.") == [
        ("that she stay silent", "Her lawyer", "advised")
    ]


def test_pro_form_before_according_to_is_what_the_source_reports():
    text = "That's according to early results of a poll of voters."
    assert indirect(text) == [("That", "early results of a poll of voters", "according to")]


def test_thanks_to_gives_a_cause():
    assert indirect("Her lead grew thanks in part to a big win in the state.") == []
    assert indirect("The mayor thanks the volunteers for their work.") == [
        ("the volunteers for their work", "The mayor", "thanks")
    ]


def test_participle_of_an_object_verb_describes_the_plural_noun_before_it():
    assert indirect("The group spent millions on ads attacking the governor.") == [
        ("the governor", "ads", "attacking")
    ]
    assert indirect("Most states voting on Tuesday are in the South.") == []


def test_participle_phrase_in_a_subject_ends_before_the_clause_verb():
    text = "The lawsuits seeking records about the senator have cited the election."
    assert indirect(text)[0] == ("records about the senator", "The lawsuits", "seeking")
    text = "Riders backing the harbor plan have pointed to the fares."
    assert indirect(text)[0] == ("the harbor plan", "Riders", "backing")


def test_maintaining_a_noun_phrase_reports_no_words():
    assert indirect("Clinton maintains a commanding lead in the state.") == []
    assert indirect("The campaign maintained they were not marked.") == [
        ("they were not marked", "The campaign", "maintained")
    ]


def test_adding_to_something_is_a_sum():
    assert indirect("The win added to her delegate lead.") == []


def test_cue_noun_after_a_plural_possessive_is_a_noun():
    assert indirect("The race could swing in the Democrats' favor.") == []


def test_a_question_asked_of_the_speaker_is_reported_with_its_asker_when_named():
    assert indirect("Asked whether he would run again, Smith said he had not decided.") == [
        ("whether he would run again", None, "Asked"),
        ("he had not decided", "Smith", "said"),
    ]
    assert indirect("She was asked by the host what she would do.") == [
        ("what she would do", "the host", "asked")
    ]


def test_asked_with_an_object_is_not_a_question_without_asker():
    assert indirect("The host asked the senator about the budget.") == [
        ("the senator about the budget", "The host", "asked")
    ]


def test_object_ends_before_a_month():
    assert indirect("The activist endorsed Sanders in February and organized for him.") == [
        ("Sanders", "The activist", "endorsed")
    ]


def test_a_time_alone_is_no_reported_content():
    assert indirect("Beck wrote in December.") == []


def test_responding_by_an_act_reports_no_words():
    assert indirect("Clinton responded by cutting off his access to the data.") == []
    assert indirect("Clinton responded that the plan was sound.") == [
        ("that the plan was sound", "Clinton", "responded")
    ]


def test_an_opening_participle_phrase_is_not_what_was_said():
    assert indirect("Recalling that moment, David Axelrod said the party had changed.") == [
        ("the party had changed", "David Axelrod", "said")
    ]
    assert indirect("Building the wall is easy, Trump said.") == [
        ("Building the wall is easy", "Trump", "said")
    ]


def test_say_as_a_noun_or_in_an_idiom_reports_nothing():
    assert indirect("On the board, ferry riders have a larger say than they had.") == []
    assert indirect("But a new ferry is easier said than done in this harbor.") == []
    assert indirect("Unless the council acts, the experts say, the ferry will stop.") != []


def test_a_plural_noun_cue_after_the_subject_opening_the_sentence_is_a_verb():
    assert indirect("She calls for a second ferry.") == [("a second ferry", "She", "calls for")]
    assert indirect("Jane Roe calls for a second ferry.") == [("a second ferry", "Jane Roe", "calls for")]
    assert indirect("There were calls for a second ferry.") == []
    assert indirect("Alongside Harbor calls for a second ferry, the board met.") == []


def test_what_a_subject_said_inside_a_noun_phrase_reports_nothing_before_it():
    text = "The plan costs $275 million, half of what her harbor director wanted."
    assert indirect(text) == []


def test_a_cue_word_in_a_compound_noun_is_no_cue():
    assert indirect("Jane Roe, a fellow at the harbor think tank Ferry Works, spoke.") == []
    text = "The tour ends with a speech to the powerful harbor lobby group, the Ferry Council."
    assert indirect(text) == []


def test_a_gerund_after_in_reports_what_a_named_subject_said():
    text = "Jane Roe has been the loudest on the council in denouncing the harbor plan."
    assert indirect(text) == [("the harbor plan", "Jane Roe", "denouncing")]
    text = "In describing his rival Tom Vance, Roe said he lacked the patience."
    assert ("his rival Tom Vance", "Roe", "describing") in indirect(text)
    assert indirect("Still, other aides worked on Friday in attacking the harbor plan.") == []
    assert indirect("In appealing for the inquiry, the mayor met the board.") == []


def test_an_object_gerund_after_by_reports_what_a_named_subject_did():
    text = "Two weeks earlier, Jane Roe closed the debate by praising the harbor plan."
    assert indirect(text) == [("the harbor plan", "Jane Roe", "praising")]
    assert indirect("Still, other aides closed the debate by attacking the harbor plan.") == []


def test_saying_goodbye_reports_no_words():
    assert indirect("The mayor, who was saying goodbye to the last guests, was not as friendly.") == []


def test_asking_not_to_be_named_reports_nothing():
    assert indirect("“It is a scam,” said one resident, who asked not to be named.") == []
    assert indirect("“It is a scam,” said a nurse, who asked to be identified only by her first name.") == []
    assert [c for c, _, _ in indirect("Jane Roe asked to be heard before the vote.")] == ["to be heard"]


def test_asking_to_stay_anonymous_or_about_ones_own_name_reports_nothing():
    assert indirect("“It is a scam,” said one rider, who asked to remain anonymous.") == []
    assert indirect("“It is a scam,” said Jane, who asked that her last name not be used.") == []
    assert indirect("Tom, who asked that only his first name be published, left early.") == []
    text = "The riders argued that his name should not appear on the ferry ballot."
    assert [c for c, _, _ in indirect(text)] == ["that his name should not appear on the ferry ballot"]


def test_speaking_on_condition_of_anonymity_reports_nothing():
    assert indirect("The aide, who spoke on the condition of anonymity, left early.") == []
    assert indirect("A pilot, speaking on condition of anonymity to discuss the fleet, left early.") == []
    assert indirect("One trader, who requested anonymity to protect his firm, left early.") == []
    assert indirect("One owner, who declined to be named, left early.") == []
    assert (
        indirect("“It will pass,” said one official, who requested anonymity to share private worries.") == []
    )
    assert [c for c, _, _ in indirect("Jane Roe spoke about the fleet on condition of anonymity.")] == [
        "the fleet on condition of anonymity"
    ]


def test_a_participle_after_a_description_set_off_after_a_name_describes_it():
    assert indirect("Jane Roe, a harbor pilot considered one of the best in the port, spoke first.") == []
    assert indirect("Justice Jane Roe, an appointee regarded as a liberal, ranks high on the list.") == []


def test_a_participle_between_a_determiner_and_its_noun_describes_the_noun():
    assert indirect("The much praised harbor budget passed on Monday.") == []
    assert [cue for _, _, cue in indirect("Roe defended Ash's widely criticized harbor plan.")] == [
        "defended"
    ]
    assert indirect("Roe's aides criticized the harbor plan.") == [
        ("the harbor plan", "Roe's aides", "criticized")
    ]


def test_a_participle_before_the_of_or_as_of_its_object_describes_the_noun_before_it():
    assert indirect("The deal freed Ian Ash, a harbor pilot accused of smuggling, last year.") == []
    assert indirect("Lakeport council passes ferry bill criticized as wasteful.") == []
    assert [c for c, _, _ in indirect("Jane Roe criticized the ferry bill as wasteful.")] == [
        "the ferry bill as wasteful"
    ]
    fronted = indirect("The pilots, whom one harbor official described as careless, left.")
    assert [c for c, _, _ in fronted] == ["as careless"]


def test_an_accusation_goes_on_past_an_apposition_to_its_charge():
    text = "Jane Roe accused Ian Ash, the pilot who ran the night ferry, of ignoring the storm warnings."
    assert [c for c, _, _ in indirect(text)] == [
        "Ian Ash, the pilot who ran the night ferry, of ignoring the storm warnings"
    ]


@pytest.mark.parametrize(
    ("text", "source", "words"),
    [
        ("As proof, Mayor Jane Roe pointed to the losses of the ferry line.", "Mayor Jane Roe", "the losses"),
        ("Critics point to the fares, which rose last year.", "Critics", "the fares"),
        ("The captain also points to the fares.", "The captain", "the fares"),
    ],
)
def test_what_someone_points_to_is_an_attribution(text, source, words):
    """Evidence or an example someone cites is theirs: an act, kind other."""
    [quote] = extract(text, CUE_KINDS).quotes
    assert quote.source.text == source and quote.content.text.startswith(words)
    assert quote.cue_kind == "other"


@pytest.mark.parametrize(
    "text",
    [
        "The board raised its forecast by 0.1 percentage points to 1.8 percent.",
        "What was the pivot point to make him change?",
    ],
)
def test_point_after_a_noun_that_modifies_it_is_no_cue(text):
    assert extract(text, CUE_KINDS).quotes == []


def test_words_quoted_in_what_someone_points_to_keep_their_speaker():
    text = "Roe pointed to reports that Ash called the ferry “a floating ruin.”"
    [quote] = extract(text).quotes
    assert (quote.cue.text, quote.speaker) == ("called", "Ash")


def test_what_someone_balks_at_is_their_stance():
    assert indirect("The city council balked at the owner's plan to build a hotel.") == [
        ("the owner's plan to build a hotel", "The city council", "balked")
    ]


def test_reported_from_a_place_is_a_byline_not_a_cue():
    text = "Jane Roe reported from Lakeport, Ohio."
    assert extract(text, CUE_KINDS).quotes == []


def test_show_up_is_an_arrival_not_a_cue():
    text = "Mayor Jane Roe showed up at the ferry launch with the harbor board."
    assert extract(text, CUE_KINDS).quotes == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Roe later clarified that she meant the ferry board.",
            ("that she meant the ferry board", "Roe", "clarified"),
        ),
        (
            "The county reassured voters that Ash was on the ballot.",
            ("that Ash was on the ballot", "The county", "reassured"),
        ),
        (
            "Ash confided to a friend that the ferry was failing.",
            ("that the ferry was failing", "Ash", "confided"),
        ),
        ("Some aides posited that the tax would pass.", ("that the tax would pass", "Some aides", "posited")),
    ],
)
def test_verbs_of_clarifying_reassuring_confiding_and_positing_report_speech(text, expected):
    [quote] = extract(text).quotes
    assert (quote.content.text, quote.source.text, quote.cue.text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "The harbor board has found itself at the center of the ferry dispute.",
        "Jane Roe found herself in a tight race for mayor.",
        "Tom Ash found ways to press his agenda through small amendments.",
    ],
)
def test_finding_oneself_somewhere_or_finding_ways_reports_no_finding(text):
    assert indirect(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "Jane Roe claimed the nomination on the first ballot.",
        "Tom Ash posted an easy victory in the primary.",
    ],
)
def test_claiming_a_nomination_or_posting_a_victory_reports_a_result(text):
    assert indirect(text) == []


def test_a_claim_about_the_nomination_stays_a_statement():
    assert indirect("Jane Roe claims the nomination is rigged.") == [
        ("the nomination is rigged", "Jane Roe", "claims")
    ]


@pytest.mark.parametrize(
    ("text", "cue", "content"),
    [
        ("The harbor board is calling on riders to wait.", "calling on", "riders to wait"),
        ("Jane Roe called upon the board to cut fares.", "called upon", "the board to cut fares"),
    ],
)
def test_a_call_on_someone_is_one_cue_and_its_content_the_demand(text, cue, content):
    [quote] = extract(text).quotes
    assert (quote.cue.text, quote.content.text) == (cue, content)


def test_a_ruling_and_voting_laws_are_nouns():
    assert indirect("After a Supreme Court ruling made the levy legal, the mayor left.") == []
    assert indirect("It was the landmark Harbor Court ruling that paved the way for the levy.") == []
    assert indirect("New voting laws will be in effect in ten states.") == []
    assert indirect("In the Harbor voting rights case, a trial was held in May.") == []
    assert [c for c, _, _ in indirect("The court ruled that the levy was legal.")] == [
        "that the levy was legal"
    ]


def test_voiced_is_a_cue_with_its_object_reported():
    assert indirect("The harbor master voiced his doubts about the new ferry schedule on Friday.") == [
        ("his doubts about the new ferry schedule", "The harbor master", "voiced")
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Ferry riders speak in one clear voice, arguing that the fares are too high.",
        "Jane Roe told the board that riders want new faces and voices on the council.",
        "The Lakeport Rider Voices group met on Monday.",
    ],
)
def test_voice_as_a_noun_is_no_cue(text):
    assert not {"voice", "voices"} & {q.cue.text.lower() for q in extract(text, CUE_KINDS).quotes}


@pytest.mark.parametrize(
    ("text", "source"),
    [
        ("And she talks about how the ferry lost its riders.", "she"),
        ("Jane Roe frequently talks about how the ferry lost its riders.", "Jane Roe"),
    ],
)
def test_a_plural_cue_word_after_a_subject_and_adverbs_is_a_verb(text, source):
    """'talks about' after 'And she' or 'Roe frequently': the subject opens the sentence,
    so 'talks' is its verb, not the noun of 'talks about the merger'."""
    assert indirect(text) == [("how the ferry lost its riders", source, "talks")]


@pytest.mark.parametrize(
    "text",
    [
        "The ferry crews could still find a faster route across the bay.",
        "Retired teachers often find part-time work in the harbor towns.",
        "The council is finding new money for the library.",
        "Our hardest task is finding cheap housing near the port.",
    ],
)
def test_finding_a_thing_is_a_search_not_a_finding(text):
    assert indirect(text) == []


def test_finding_a_clause_or_a_person_is_a_finding():
    assert indirect("Surveys of anglers find that the catch has shrunk.")[0][0] == "that the catch has shrunk"
    text = "Harbor pilots are finding broad agreement that the channel is too shallow."
    assert indirect(text) == [("broad agreement that the channel is too shallow", "Harbor pilots", "finding")]
    assert indirect("Voters may find Roe too cautious.") == [("Roe too cautious", "Voters", "find")]


def test_the_particle_out_belongs_to_the_cue_verb():
    assert indirect("Roe called out the mayor for the delay.") == [
        ("the mayor for the delay", "Roe", "called")
    ]
    text = "The campaign blasted out a stream of emails about the fares."
    assert indirect(text) == [("a stream of emails about the fares", "The campaign", "blasted")]


def test_a_bare_stance_noun_after_a_verb_of_showing_belongs_to_the_cue():
    text = "Roe expressed concern that the fares would rise."
    assert indirect(text) == [("that the fares would rise", "Roe", "expressed")]
    text = "The mayor voiced support for a new ferry line."
    assert indirect(text) == [("a new ferry line", "The mayor", "voiced")]
    text = "Roe also expressed concern about the harbor levy and said it would pass."
    assert indirect(text) == [("the harbor levy", "Roe", "expressed"), ("it would pass", "Roe", "said")]


def test_a_stance_noun_with_a_modifier_is_the_object_of_a_verb_of_showing():
    text = "Roe expressed cautious optimism that the line would open."
    assert indirect(text) == [("cautious optimism that the line would open", "Roe", "expressed")]


def test_a_question_about_a_matter_reports_the_matter():
    text = "Asked about the ferry fares, Roe said they would rise."
    assert indirect(text)[0] == ("the ferry fares", None, "Asked")


def test_a_contracted_pronoun_after_an_occasion_opens_the_reported_clause():
    text = "Roe conceded in a recent debate that she's not a natural speaker."
    assert indirect(text) == [("that she's not a natural speaker", "Roe", "conceded")]
    text = "Roe suggested on social media that he'd run as an independent."
    assert indirect(text) == [("that he'd run as an independent", "Roe", "suggested")]


def test_in_favor_of_leads_into_the_side_taken_as_for_does():
    assert indirect("The council voted in favor of the new levy.") == [
        ("the new levy", "The council", "voted")
    ]
    assert indirect("Roe voted in support of the ferry bill.") == [("the ferry bill", "Roe", "voted")]
