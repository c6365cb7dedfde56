"""What counts as the same spoken words on real news: days, speakers, fragments, outlets, ids.

Each test writes its own sentences; each would fail against a matcher that
links on a few shared words, ignores days or speakers, or lets a fragment
glue two utterances together.
"""

from __future__ import annotations

from datetime import date, timedelta

from grouping import utterances_of

from quotetrail.utterances import QuoteRecord, match_quotes
from quotetrail.utterances.clustering import WINDOW_DAYS

DAY = date(2016, 2, 1)
SPEECH = "We are going to rebuild the bridges of this state, and we are going to do it without new taxes"
OTHER_SPEECH = "The harbor tunnel will be finished next spring, and the ferries will run every twenty minutes"


def _quote(
    quote_id: str,
    text: str,
    *,
    outlet: str | None = None,
    speaker: str | None = "Maria Lopez",
    day: date | None = DAY,
    article: str | None = None,
    context: str = "",
) -> QuoteRecord:
    return QuoteRecord(
        quote_id=quote_id,
        article_id=article or f"article-{quote_id}",
        outlet=outlet if outlet is not None else f"outlet-{quote_id}",
        speaker=speaker,
        text=text,
        published_on=day,
        speaker_mention=speaker,
        context=context,
    )


def test_same_words_within_the_window_are_one_utterance():
    later = DAY + timedelta(days=5)
    result = match_quotes([_quote("a", SPEECH), _quote("b", SPEECH.lower() + ".", day=later)])
    ids = utterances_of(result)
    assert ids["a"] == ids["b"]


def test_same_words_months_apart_are_two_utterances():
    later = DAY + timedelta(days=3 * WINDOW_DAYS)
    result = match_quotes([_quote("a", SPEECH), _quote("b", SPEECH, day=later)])
    ids = utterances_of(result)
    assert ids["a"] != ids["b"]


def test_the_window_is_configurable():
    quotes = [_quote("a", SPEECH), _quote("b", SPEECH, day=DAY + timedelta(days=10))]
    wide, narrow = (
        utterances_of(match_quotes(quotes, window_days=30)),
        utterances_of(match_quotes(quotes, window_days=5)),
    )
    assert wide["a"] == wide["b"]
    assert narrow["a"] != narrow["b"]


def test_links_do_not_chain_beyond_the_window():
    # Each neighbour is within the window; the first and last are not.
    step = WINDOW_DAYS * 2 // 3
    quotes = [_quote(f"q{n}", SPEECH, day=DAY + timedelta(days=step * n)) for n in range(4)]
    result = match_quotes(quotes)
    for utterance in {link.utterance_id for link in result.links}:
        days = [q.published_on for q in quotes if utterance in utterances_of(result)[q.quote_id]]
        assert max(days) - min(days) <= timedelta(days=WINDOW_DAYS)
    assert len({link.utterance_id for link in result.links}) >= 2


def test_a_stock_phrase_is_no_evidence():
    result = match_quotes(
        [
            _quote("a", "This election is rigged, and everybody knows it", speaker="Maria Lopez"),
            _quote("b", "The whole system is rigged against working families", speaker="Maria Lopez"),
            _quote("c", "rigged", speaker="Maria Lopez"),
        ]
    )
    assert len({link.utterance_id for link in result.links}) == 3


def test_different_speakers_link_only_on_verbatim_wording():
    short = "We have come a long way in the last nine months"
    result = match_quotes(
        [
            _quote("a", short, speaker="Maria Lopez"),
            _quote("b", short, speaker="Tom Brady"),
            _quote("c", SPEECH, speaker="Maria Lopez"),
            _quote("d", SPEECH, speaker="Tom Brady"),
        ]
    )
    ids = utterances_of(result)
    assert ids["a"] != ids["b"]
    assert ids["c"] == ids["d"]
    assert [f.kind for f in result.findings] == ["different_speaker"]


def test_unknown_speaker_joins_a_named_one():
    result = match_quotes([_quote("a", SPEECH), _quote("b", SPEECH + ".", speaker=None)])
    ids = utterances_of(result)
    assert ids["a"] == ids["b"]


def test_undated_quotes_need_the_same_named_speaker():
    result = match_quotes(
        [
            _quote("a", "rebuild the bridges of this state", day=None),
            _quote("b", SPEECH, day=None),
            _quote("c", "rebuild the bridges of this state", speaker=None, day=None),
        ]
    )
    ids = utterances_of(result)
    assert ids["a"] == ids["b"]
    assert ids["c"] != ids["b"]


def test_a_fragment_joins_the_one_utterance_that_contains_it():
    result = match_quotes(
        [
            _quote("long", SPEECH),
            _quote("echo", SPEECH, day=DAY + timedelta(days=1)),
            _quote("fragment", "without new taxes", day=DAY + timedelta(days=2)),
        ]
    )
    ids = utterances_of(result)
    assert ids["fragment"] == ids["long"] == ids["echo"]


def test_a_fragment_never_glues_two_utterances():
    shared = "without new taxes"
    result = match_quotes(
        [
            _quote("bridges", SPEECH),
            _quote("harbor", f"{OTHER_SPEECH}, all of it {shared}"),
            _quote("fragment", shared),
        ]
    )
    ids = utterances_of(result)
    assert ids["bridges"] != ids["harbor"]
    assert ids["fragment"] not in (ids["bridges"], ids["harbor"])


def test_a_fragment_of_another_speaker_stays_apart():
    result = match_quotes([_quote("a", SPEECH), _quote("b", "rebuild the bridges", speaker="Tom Brady")])
    ids = utterances_of(result)
    assert ids["a"] != ids["b"]


def test_findings_only_set_one_outlet_against_another():
    changed = SPEECH.replace("rebuild", "repair")
    same_outlet = match_quotes(
        [_quote("a", SPEECH, outlet="Daily"), _quote("b", changed, outlet="Daily", article="other")]
    )
    assert same_outlet.findings == []
    two_outlets = match_quotes([_quote("a", SPEECH, outlet="Daily"), _quote("b", changed, outlet="Weekly")])
    [finding] = two_outlets.findings
    assert finding.kind == "substituted_words"
    assert set(finding.outlets) == {"Daily", "Weekly"}


def test_unknown_outlets_compare_articles():
    changed = SPEECH.replace("rebuild", "repair")
    result = match_quotes(
        [
            QuoteRecord("a", "first", None, "Maria Lopez", SPEECH, published_on=DAY),
            QuoteRecord("b", "second", None, "Maria Lopez", changed, published_on=DAY),
        ]
    )
    assert [f.kind for f in result.findings] == ["substituted_words"]


def test_a_rewritten_sentence_is_no_wording_finding():
    rewritten = "We are going to rebuild the bridges of this state, which the last governor let fall apart"
    result = match_quotes([_quote("a", SPEECH), _quote("b", rewritten)])
    assert not [f for f in result.findings if f.rule == "wording"]


def test_a_point_made_twice_in_other_words_is_no_misquote():
    first = "Let's end the idea that the governor does not know what she is doing. She knows exactly"
    again = "The idea that the governor does not know what she is doing is simply not true. She knows exactly"
    result = match_quotes([_quote("a", first), _quote("b", again)])
    assert {link.utterance_id for link in result.links if link.quote_id == "a"} == {
        link.utterance_id for link in result.links if link.quote_id == "b"
    }
    assert not [f for f in result.findings if f.rule == "wording"]


def test_the_same_word_added_twice_gives_two_findings_with_two_ids():
    padded = "We are going to, really, rebuild the bridges of this state, and we are going to, really, do it"
    reference = "We are going to rebuild the bridges of this state, and we are going to do it"
    result = match_quotes([_quote("a", reference), _quote("b", padded), _quote("c", reference)])
    # Whichever wording is the reference, "really" differs at two places.
    really = [f for f in result.findings if "really" in (f.quote_words, f.reference_words)]
    assert len(really) == 2
    assert len({f.finding_id for f in really}) == 2


def test_every_id_is_unique():
    quotes = [_quote(f"q{n}", SPEECH, day=DAY + timedelta(days=n)) for n in range(30)]
    roads = SPEECH.replace("bridges", "roads")
    quotes += [_quote(f"r{n}", roads, day=DAY + timedelta(days=n)) for n in range(30)]
    result = match_quotes(quotes)
    utterance_ids = [u.utterance_id for u in result.utterances]
    finding_ids = [f.finding_id for f in result.findings]
    assert len(utterance_ids) == len(set(utterance_ids))
    assert len(finding_ids) == len(set(finding_ids))
    variant_keys = [(v.quote_id, v.utterance_id) for v in result.variants]
    assert len(variant_keys) == len(set(variant_keys))


def test_a_one_word_fragment_joins_only_the_same_days_speech():
    speech = "It is a crooked, broken and dirty system, and we are going to change it"
    same_day = match_quotes([_quote("a", speech), _quote("b", "crooked")])
    assert utterances_of(same_day)["a"] == utterances_of(same_day)["b"]
    later = match_quotes([_quote("a", speech), _quote("b", "crooked", day=DAY + timedelta(days=2))])
    assert utterances_of(later)["a"] != utterances_of(later)["b"]


def test_a_fragment_printed_weeks_later_joins_only_when_both_articles_tell_of_one_occasion():
    speech = "We made a terrible mistake getting involved in the harbor deal in the first place"
    told = "she told the Gazette's harbor panel in October, speaking of the Kessling contract"
    later = DAY + timedelta(days=WINDOW_DAYS * 2 // 3)
    original = _quote("original", speech, context=f'"{speech}," {told}.')
    recalled = 'As recently as the October panel, Lopez called the Kessling contract "a terrible mistake."'
    same = _quote("same", "a terrible mistake", day=later, context=recalled)
    reused = 'Lopez said the new stadium plan was "a terrible mistake" for the city budget.'
    other = _quote("other", "a terrible mistake", day=later, context=reused)
    joined = utterances_of(match_quotes([original, same]))
    assert joined["same"] == joined["original"]
    apart = utterances_of(match_quotes([original, other]))
    assert apart["other"] != apart["original"]


def test_two_statements_quoted_in_one_article_stay_two_utterances():
    first = "Let us put aside the myth that the mayor does not know his plan. He knows exactly what he plans"
    second = "This idea that the mayor does not know his plan is false. He knows exactly what he plans"
    elsewhere = "And let us put aside for good the myth that the mayor does not know his plan. He knows"
    result = match_quotes(
        [
            _quote("first", first, article="debate", outlet="gazette"),
            _quote("second", second, article="debate", outlet="gazette"),
            _quote("elsewhere", elsewhere, outlet="herald", day=DAY + timedelta(days=1)),
        ]
    )
    ids = utterances_of(result)
    assert ids["first"] == ids["elsewhere"]
    assert ids["second"] != ids["first"]


def test_a_partial_quote_and_its_whole_in_one_article_are_one_statement():
    whole = "A lot will depend on the council and whether or not the council wants the deal, whether it gives"
    partial = "depend on the council and whether or not the council gives"
    result = match_quotes(
        [
            _quote("whole", whole, article="story", outlet="gazette"),
            _quote("partial", partial, article="story", outlet="gazette"),
            _quote("elsewhere", whole, outlet="herald", day=DAY + timedelta(days=1)),
        ]
    )
    ids = utterances_of(result)
    assert ids["whole"] == ids["elsewhere"] == ids["partial"]


def test_a_rare_fragment_printed_without_a_speaker_joins_its_utterance():
    speech = "This is overclassification run amok, and the public deserves to see the files"
    result = match_quotes(
        [
            _quote("named", speech),
            _quote("unnamed", "overclassification run amok", speaker=None, day=DAY + timedelta(days=3)),
            _quote("filler", "We will keep the parks open all summer", speaker="Tom Brady"),
        ]
    )
    assert utterances_of(result)["named"] == utterances_of(result)["unnamed"]


def test_a_stock_phrase_printed_without_a_speaker_stays_apart():
    speech = "With this vote we will send a message to every family in the state"
    # Its words are common in the batch, though no other quote holds the phrase itself.
    topics = ["taxes", "schools", "roads", "parks", "ports", "jobs", "farms", "bridges"]
    others = [
        _quote(f"s{n}", f"We send a letter on {topic}", speaker="Tom Brady") for n, topic in enumerate(topics)
    ]
    others += [
        _quote(f"m{n}", f"The message on {topic} is clear", speaker="Tom Brady")
        for n, topic in enumerate(topics)
    ]
    result = match_quotes(
        [_quote("named", speech), _quote("unnamed", "send a message", speaker=None), *others]
    )
    assert utterances_of(result)["named"] != utterances_of(result)["unnamed"]


def test_two_sentences_printed_one_after_the_other_are_merged_without_a_joining_word():
    first = "He is becoming the best recruiter the extremists have ever had"
    second = "They are showing his videos to people in order to recruit more of them"
    result = match_quotes(
        [
            _quote("merged", f"{first}. {second}.", outlet="Daily"),
            _quote("first", first, outlet="Weekly", article="w"),
            _quote("second", second, outlet="Weekly", article="w"),
        ]
    )
    [merge] = [f for f in result.findings if f.kind == "merged_quote"]
    assert merge.quote_words == ""
    assert "without a break" in merge.explanation


def test_a_bracket_in_place_of_a_spoken_word_still_links():
    # Five spoken words, one of which the second outlet replaced by its own bracketed words.
    short = "seal the harbor tunnel tonight"
    longer = "We will seal [the Eastport] tunnel tonight, and the ferries will run at dawn"
    ids = utterances_of(match_quotes([_quote("a", short), _quote("b", longer)]))
    assert ids["a"] == ids["b"]


def test_an_unbracketed_substitution_in_a_short_quote_does_not_link():
    short = "seal the harbor tunnel tonight"
    longer = "We will seal the Eastport tunnel tonight, and the ferries will run at dawn"
    ids = utterances_of(match_quotes([_quote("a", short), _quote("b", longer)]))
    assert ids["a"] != ids["b"]


def test_hyphenated_and_spaced_compounds_are_the_same_words():
    first = "carpet bomb the depots tonight"
    second = "We will carpet-bomb the depots tonight, and the ferries will run at dawn"
    ids = utterances_of(match_quotes([_quote("a", first), _quote("b", second)]))
    assert ids["a"] == ids["b"]


def test_the_parts_of_a_compound_around_a_phrase_do_not_make_one_occasion():
    # The phrase again 18 days later: only a shared occasion could join it to the speech,
    # and "health-care" around it is not the same term as "health care" in the speech.
    later = DAY + timedelta(days=18)
    speech = "Nobody will lose their health care while we fight for a single payer for all"
    phrase = _quote(
        "a", "single payer for all", day=later, context="Her health-care plan costs less, aides said."
    )
    ids = utterances_of(match_quotes([_quote("b", speech), phrase]))
    assert ids["a"] != ids["b"]


def test_words_between_the_pieces_of_a_partial_quote_are_no_omission():
    # One outlet quotes two phrases apart ('wanted “…” and said “…”'), another the passage.
    first = "We are going to rebuild the bridges of this state,"
    second = "we are going to do it without new taxes"
    pieces = f"{first} {second}"
    apart = QuoteRecord(
        "a", "first", "Daily", "Maria Lopez", pieces, "mixed", published_on=DAY, breaks=(len(first) + 1,)
    )
    result = match_quotes([apart, _quote("b", SPEECH, outlet="Weekly")])
    ids = utterances_of(result)
    assert ids["a"] == ids["b"]
    assert result.findings == []
    # Printed as one passage, the other outlet's "and" is a word it added.
    joined = QuoteRecord("a", "first", "Daily", "Maria Lopez", pieces, "direct", published_on=DAY)
    result = match_quotes([joined, _quote("b", SPEECH, outlet="Weekly")])
    assert [f.kind for f in result.findings] == ["added_words"]


def test_a_later_printing_joins_an_utterance_without_changing_its_id():
    # The later article's id sorts first: the id still comes from the earliest printing.
    first = _quote("a", SPEECH, article="z-first-article")
    later = _quote("b", SPEECH, article="a-later-article", day=DAY + timedelta(days=2))
    alone = utterances_of(match_quotes([first]))
    joined = utterances_of(match_quotes([later, first]))
    assert joined["a"] == joined["b"] == alone["a"]
