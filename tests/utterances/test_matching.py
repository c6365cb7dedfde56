"""Clustering, findings and context cues on small hand-made quote sets."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys

from grouping import utterances_of

from quotetrail.utterances import QuoteRecord, context_cues, match_quotes

FLOOD = "We're definitely going to, as you've heard the saying, flood the zone, especially in sanctuary"
LONG = "Sanctuary does not mean safer streets. It means more criminal aliens out and about the neighborhood."


def _quote(quote_id: str, article: str, text: str, speaker: str | None = "Todd Lyons", context: str = ""):
    return QuoteRecord(
        quote_id, article, f"Outlet {article}", speaker, text, "direct", context, speaker_mention=speaker
    )


def test_partial_and_elided_quotes_join_the_full_quote():
    result = match_quotes(
        [
            _quote(
                "a",
                "A",
                f"{FLOOD} jurisdictions",
            ),
            _quote(
                "b", "B", "We’re definitely going to … flood the zone, especially in sanctuary jurisdictions."
            ),
            _quote("c", "C", "flood the zone"),
            _quote("d", "D", "We are going to the zoo tomorrow with the whole family"),
        ]
    )
    ids = utterances_of(result)
    assert ids["a"] == ids["b"] == ids["c"]
    assert ids["d"] != ids["a"]


def test_short_quote_needs_the_same_speaker():
    result = match_quotes([_quote("a", "A", LONG), _quote("b", "B", "safer streets", speaker="Michelle Wu")])
    ids = utterances_of(result)
    assert ids["a"] != ids["b"]


def test_merged_quote_covers_two_utterances_split_elsewhere():
    first = "That's what I think local leaders don't understand, is they need to talk to the men and women"
    second = (
        "There are so many of these criminal aliens that keep getting released to go out and commit crimes"
    )
    result = match_quotes(
        [
            _quote("m", "A", f"{first}, because… {second.lower()}"),
            _quote("s1", "B", first),
            _quote("s2", "B", second),
        ]
    )
    ids = utterances_of(result)
    assert ids["m"] == ids["s1"] | ids["s2"]
    assert len(ids["m"]) == 2
    (finding,) = [f for f in result.findings if f.kind == "merged_quote"]
    assert finding.quote_words == "because…"
    assert finding.severity == "warning"


def test_attribution_conflict():
    result = match_quotes(
        [
            _quote("a", "A", LONG),
            _quote("b", "B", LONG),
            _quote("c", "C", LONG, speaker="Michelle Wu"),
        ]
    )
    (finding,) = [f for f in result.findings if f.rule == "attribution"]
    assert finding.severity == "critical"
    assert (finding.quote_words, finding.reference_words) == ("Michelle Wu", "Todd Lyons")
    assert (
        "attributed to Michelle Wu by Outlet C and to Todd Lyons by Outlet A and Outlet B"
        in finding.explanation
    )
    assert {u.speaker for u in result.utterances} == {"Todd Lyons"}


def test_a_speaker_read_from_a_pronoun_is_no_attribution_finding():
    """ "he said" resolved to the wrong name is the extractor's error, not the outlet's."""
    by_pronoun = dataclasses.replace(_quote("c", "C", LONG, speaker="Michelle Wu"), speaker_mention="she")
    result = match_quotes([_quote("a", "A", LONG), _quote("b", "B", LONG), by_pronoun])
    assert not [f for f in result.findings if f.rule == "attribution"]


def test_context_conflict_on_the_day():
    result = match_quotes(
        [
            _quote("a", "A", LONG, context="Lyons said on the Howie Carr Show on Wednesday."),
            _quote("b", "B", LONG, context="Lyons told reporters on Tuesday night."),
        ]
    )
    (finding,) = [f for f in result.findings if f.rule == "context" and f.kind == "weekday"]
    assert finding.severity == "warning"
    assert '"on Wednesday"' in finding.explanation and '"on Tuesday night"' in finding.explanation


def test_same_occasion_in_other_words_is_no_conflict():
    result = match_quotes(
        [
            _quote("a", "A", LONG, context="Lyons said on the Howie Carr Show on Wednesday."),
            _quote("b", "B", LONG, context="Lyons told radio host Howie Carr on Wednesday."),
        ]
    )
    assert not [f for f in result.findings if f.rule == "context"]


def test_context_cues():
    assert context_cues("Lyons said on the Howie Carr Show on Wednesday.") == [
        "on the Howie Carr Show",
        "on Wednesday",
    ]
    assert context_cues("In a statement Tuesday afternoon, Kraft said") == [
        "In a statement",
        "Tuesday afternoon",
    ]
    assert context_cues("the operation ICE conducted in May") == ["in May"]
    assert context_cues("she said during an interview with Fox News") == ["during an interview with Fox News"]
    assert context_cues("no cue here") == []


def test_utterance_ids_are_content_derived_and_order_independent():
    records = [
        _quote("a", "A", LONG),
        _quote("b", "B", "It means more criminal aliens out and about the neighborhood."),
    ]
    first = {u.utterance_id for u in match_quotes(records).utterances}
    again = {u.utterance_id for u in match_quotes(list(reversed(records))).utterances}
    assert first == again
    assert all("+" not in uid for uid in first)


def test_much_quoted_utterance_stays_one_utterance():
    """Hundreds of outlets print one quote, with small variations: their keys are all common."""
    words = LONG.split()
    records = []
    for n in range(400):
        variant = list(words)
        if n % 4 == 1:
            variant[n % len(words)] += ","
        elif n % 4 == 2:
            variant = variant[n % 5 : n % 5 + 9]
        elif n % 4 == 3:
            variant[n % len(words)] = "safe"
        records.append(_quote(f"q{n}", f"a{n}", " ".join(variant)))
    result = match_quotes(records)
    assert [u.quote_count for u in result.utterances] == [400]


def test_results_do_not_depend_on_hash_seed():
    """Set and dict orders vary between processes; ids and clusters must not."""
    texts = [LONG, LONG.lower(), "It means more criminal aliens out and about", FLOOD, "flood the zone"]
    script = (
        "import json; from quotetrail.utterances import QuoteRecord, match_quotes; "
        f"texts = {texts!r}; "
        "records = [QuoteRecord(f'q{n}', f'a{n % 3}', None, 'Todd Lyons', t) for n, t in enumerate(texts)]; "
        "print(json.dumps(match_quotes(records).rows(), sort_keys=True))"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(outputs) == 1
