"""Utterances across outlets and how their wording differs.

Pure Python, no Spark: the pipeline runs `match_quotes` as one step between dbt
layers and writes `MatchResult.rows()` as tables.
"""

from quotetrail.utterances.context import context_cues
from quotetrail.utterances.match import match_quotes
from quotetrail.utterances.model import (
    ALLOWED_KINDS,
    EDIT_KINDS,
    AlignmentOp,
    Edit,
    Finding,
    MatchResult,
    QuoteRecord,
    QuoteUtterance,
    QuoteVariant,
    Utterance,
)
from quotetrail.utterances.variants import WordingDiff, diff_wording

__all__ = [
    "ALLOWED_KINDS",
    "EDIT_KINDS",
    "AlignmentOp",
    "Edit",
    "Finding",
    "MatchResult",
    "QuoteRecord",
    "QuoteUtterance",
    "QuoteVariant",
    "Utterance",
    "WordingDiff",
    "context_cues",
    "diff_wording",
    "match_quotes",
]
