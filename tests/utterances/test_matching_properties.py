"""Whatever the quotes, matching completes, accounts for every quote, and matching again
only what changed gives what matching everything gives."""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quotetrail.utterances import EDIT_KINDS, MatchResult, QuoteRecord, match_quotes
from quotetrail.utterances.clustering import Candidates, Prepared, weigh_words
from quotetrail.utterances.match import update_matches
from quotetrail.utterances.model import Matched, MatchUpdate
from quotetrail.utterances.text import norms_of, tokenize

WORDS = [
    "we",
    "will",
    "flood",
    "the",
    "zone",
    "Boston",
    "police",
    "100%",
    "don’t",
    "U.S.",
    "pro-ICE",
    "…",
    "...",
]
PIECES = st.sampled_from([*WORDS, ",", ".", "[", "]", "[...]", "“", "\n", " ", "", "é"])


@st.composite
def quote_sets(draw):
    texts = draw(st.lists(st.lists(PIECES, max_size=40).map(" ".join), max_size=25))
    # Reuse earlier texts, cut down, so that matches happen and not only noise.
    texts += (
        [t[: draw(st.integers(0, len(t)))] for t in draw(st.lists(st.sampled_from(texts), max_size=10))]
        if texts
        else []
    )
    return [
        QuoteRecord(
            quote_id=f"q{n}",
            article_id=f"a{draw(st.integers(0, 4))}",
            outlet=draw(st.sampled_from([None, "Outlet"])),
            speaker=draw(st.sampled_from([None, "Todd Lyons", "Lyons", "Michelle Wu", ""])),
            text=text,
            context=draw(st.sampled_from(["", "on Wednesday", "on Tuesday at a rally"])),
        )
        for n, text in enumerate(texts)
    ]


@settings(max_examples=150, deadline=None)
@given(quote_sets())
def test_match_quotes_accounts_for_every_quote(records):
    result = match_quotes(records)
    linked = {link.quote_id for link in result.links}
    assert linked == {r.quote_id for r in records}
    texts = {r.quote_id: r.text for r in records}
    ids = {u.utterance_id for u in result.utterances}
    assert len(ids) == len(result.utterances)
    assert all("+" not in uid for uid in ids)
    for link in result.links:
        assert link.utterance_id in ids
        assert 0 <= link.start <= link.end <= len(texts[link.quote_id])
    assert len(result.variants) == len(result.links)
    for variant in result.variants:
        assert variant.edit_kinds and set(variant.edit_kinds) <= set(EDIT_KINDS)
    assert sum(u.quote_count for u in result.utterances) == len(result.links)
    for finding in result.findings:
        assert finding.utterance_id in ids and finding.explanation


def _kept(update: MatchUpdate) -> dict[str, Matched]:
    """What a pipeline run keeps of an update for the next one."""
    utterances: dict[str, set[str]] = {}
    for link in update.result.links:
        utterances.setdefault(link.quote_id, set()).add(link.utterance_id)
    return {q: Matched(update.fingerprints[q], frozenset(u)) for q, u in utterances.items()}


def _tables(result: MatchResult) -> dict[str, list[str]]:
    return {name: sorted(map(repr, rows)) for name, rows in result.rows().items()}


def _applied(earlier: MatchResult, update: MatchUpdate) -> dict[str, list[str]]:
    """The tables after an update: earlier rows of the utterances it leaves alone, then its own rows."""
    new = _tables(update.result)
    return {
        name: sorted([repr(r) for r in rows if r["utterance_id"] not in update.replaced] + new[name])
        for name, rows in earlier.rows().items()
    }


@settings(max_examples=150, deadline=None)
@given(quote_sets(), st.data())
def test_matching_again_what_changed_gives_the_rows_matching_everything_gives(records, data):
    everything = update_matches(records, {})
    earlier = _kept(everything)
    changed = data.draw(st.sets(st.sampled_from(sorted(earlier)))) if earlier else set()
    for quote_id in changed:
        earlier[quote_id] = Matched("changed", earlier[quote_id].utterance_ids)
    update = update_matches(records, earlier)
    assert update.fingerprints.keys() >= changed
    assert _applied(everything.result, update) == _tables(everything.result)


@settings(max_examples=100, deadline=None)
@given(quote_sets(), st.data())
def test_a_removed_quote_leaves_no_row_and_every_remaining_quote_keeps_a_link(records, data):
    removed = data.draw(st.sets(st.sampled_from([r.quote_id for r in records]))) if records else set()
    earlier = update_matches(records, {})
    update = update_matches([r for r in records if r.quote_id not in removed], _kept(earlier))
    tables = _applied(earlier.result, update)
    assert update.removed == removed
    assert not any(f"'{quote_id}'" in row for rows in tables.values() for row in rows for quote_id in removed)
    linked = {link.quote_id for link in update.result.links} | {
        link.quote_id for link in earlier.result.links if link.utterance_id not in update.replaced
    }
    assert linked == {r.quote_id for r in records} - removed


def test_nothing_changed_matches_nothing_again():
    words = "we will flood the zone with police in Boston"
    records = [QuoteRecord(f"q{n}", f"a{n}", f"Outlet {n}", "Todd Lyons", words) for n in range(3)]
    earlier = update_matches(records, {})
    update = update_matches(records, _kept(earlier))
    assert (update.fingerprints, update.replaced, update.result.rows()["utterances"]) == ({}, frozenset(), [])


SPEECH = "we are going to rebuild the bridges of this city before the next winter comes"


def _printing(quote_id: str, text: str, day: int) -> QuoteRecord:
    return QuoteRecord(
        quote_id,
        f"article-{quote_id}",
        f"Outlet {quote_id}",
        "Michelle Wu",
        text,
        published_on=date(2016, 3, day),
    )


@pytest.mark.parametrize(
    "later",
    [SPEECH, SPEECH.replace("next winter", "winter"), SPEECH.replace("we are going to ", "")],
    ids=["reprint", "edited", "partial"],
)
def test_a_new_printing_joins_the_utterance_it_matches_and_replaces_it(later):
    earlier = update_matches([_printing("a", SPEECH, 1), _printing("b", SPEECH + ".", 2)], {})
    (utterance,) = earlier.result.utterances
    update = update_matches(
        [_printing("a", SPEECH, 1), _printing("b", SPEECH + ".", 2), _printing("c", later, 3)], _kept(earlier)
    )
    assert update.replaced == {utterance.utterance_id}
    assert {(link.quote_id, link.utterance_id) for link in update.result.links} == {
        (quote_id, utterance.utterance_id) for quote_id in "abc"
    }


@settings(max_examples=150, deadline=None)
@given(quote_sets())
def test_the_partners_of_each_quote_are_its_share_of_all_candidate_pairs(records):
    quotes = [Prepared.of(index, record) for index, record in enumerate(records)]
    weigh_words(quotes)
    candidates = Candidates(quotes)
    pairs = candidates.pairs()
    for q in quotes:
        expected = {b if a == q.index else a for a, b in pairs if q.index in (a, b)}
        assert candidates.partners(q.index) == expected


@given(st.lists(PIECES, max_size=60).map(" ".join), st.lists(st.integers(0, 200), max_size=3))
def test_a_quotes_words_without_offsets_are_the_words_of_its_tokens(text, breaks):
    """Matching weighs and blocks every quote on its words alone, and tokenizes only the
    quotes it aligns: both must see the same words."""
    assert norms_of(text) == [token.norm for token in tokenize(text, tuple(breaks))]
