"""Which utterances each quote was linked to, as the matching tests compare them."""

from __future__ import annotations

from quotetrail.utterances import MatchResult


def utterances_of(result: MatchResult) -> dict[str, set[str]]:
    ids: dict[str, set[str]] = {}
    for link in result.links:
        ids.setdefault(link.quote_id, set()).add(link.utterance_id)
    return ids
