"""Whatever the quotes, matching completes and accounts for every quote."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from quotetrail.utterances import EDIT_KINDS, QuoteRecord, match_quotes

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
