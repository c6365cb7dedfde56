"""What goes in and what comes out of utterance matching.

Plain dataclasses, so the matching code stays free of Spark; `MatchResult.rows`
turns them into dicts that map one-to-one onto the tables the pipeline writes.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from datetime import date

#: Every kind of difference a quote can show against the reference wording.
EDIT_KINDS = (
    "identical",
    "punctuation_or_case",
    "marked_elision",
    "bracketed_insertion",
    "unmarked_omission",
    "added_words",
    "substituted_words",
    "split_quote",
    "merged_quote",
)
#: Edits that journalistic convention permits: they do not change what was said.
ALLOWED_KINDS = frozenset({"identical", "punctuation_or_case", "marked_elision", "bracketed_insertion"})


def summarize(edits: list[Edit]) -> tuple[list[str], bool]:
    """The edit kinds present, in `EDIT_KINDS` order, and whether all of them are allowed."""
    found = {e.kind for e in edits} or {"identical"}
    kinds = [k for k in EDIT_KINDS if k in found]
    return kinds, all(k in ALLOWED_KINDS for k in kinds)


@dataclass(frozen=True)
class QuoteRecord:
    """One quote as extracted from one article."""

    quote_id: str
    article_id: str
    outlet: str | None
    speaker: str | None
    #: The quoted words without quote marks; pieces of a discontinuous quote joined by a space.
    text: str
    quote_type: str = "direct"
    #: The sentence or paragraph around the quote, read for day and occasion cues.
    context: str = ""
    #: How findings name the article when its outlet is unknown (its title, else its file name).
    article_label: str | None = None
    #: The article's publication day: quotes of one utterance are printed within days of each other.
    published_on: date | None = None
    #: How the article names the speaker ("he", "Lyons", "an aide"); an attribution finding needs names.
    speaker_mention: str | None = None
    #: Where in ``text`` a piece quoted apart begins ('wanted to speak “…” and let them know
    #: “…”'): the words another outlet prints between two pieces were never claimed to be
    #: absent, so they are no omission.
    breaks: tuple[int, ...] = ()

    @property
    def outlet_key(self) -> str:
        """What "another outlet" means: the outlet, or the article itself when the outlet is unknown."""
        return f"outlet:{self.outlet}" if self.outlet else f"article:{self.article_id}"


@dataclass(frozen=True)
class Utterance:
    """The same spoken words, however many outlets quoted them."""

    utterance_id: str
    reference_text: str
    speaker: str | None
    quote_count: int
    article_count: int


@dataclass(frozen=True)
class QuoteUtterance:
    """A quote covers (part of) an utterance with the characters [start, end) of its text."""

    quote_id: str
    utterance_id: str
    start: int
    end: int


@dataclass(frozen=True)
class AlignmentOp:
    """One run of the word alignment, as character ranges in the quote and the reference.

    `op` is "equal", "replace", "added" (words only the quote has) or "missing"
    (reference words the quote lacks inside the part it covers).
    """

    op: str
    quote_start: int
    quote_end: int
    reference_start: int
    reference_end: int


@dataclass(frozen=True)
class Edit:
    """One difference between a quote and the reference wording, with the exact words."""

    kind: str
    quote_words: str
    reference_words: str
    #: Where the difference starts in the quote text (for a missing word: where it would be).
    quote_offset: int
    #: Where the difference starts in the utterance's reference text.
    reference_offset: int = 0


@dataclass(frozen=True)
class QuoteVariant:
    """How one quote words one utterance, compared with the reference wording."""

    quote_id: str
    utterance_id: str
    edit_kinds: list[str]
    is_allowed: bool
    edits: list[Edit]
    alignment: list[AlignmentOp]
    #: The part of the reference text this quote covers (partial quotes cover less).
    reference_start: int
    reference_end: int


@dataclass(frozen=True)
class Finding:
    """A consistency problem a reader should look at, explained in one sentence."""

    #: Derived from everything that tells two findings apart, where in the quote included.
    finding_id: str
    rule: str
    kind: str
    severity: str
    utterance_id: str
    quote_ids: list[str]
    article_ids: list[str]
    outlets: list[str]
    quote_words: str
    reference_words: str
    explanation: str


@dataclass
class MatchResult:
    utterances: list[Utterance] = field(default_factory=list)
    links: list[QuoteUtterance] = field(default_factory=list)
    variants: list[QuoteVariant] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)

    def rows(self) -> dict[str, list[dict]]:
        """Plain dicts per table; nested edits and alignment stay lists of dicts (Spark structs)."""
        return {
            "utterances": [asdict(u) for u in self.utterances],
            "quote_utterances": [asdict(link) for link in self.links],
            "quote_variants": [asdict(v) for v in self.variants],
            "consistency_findings": [asdict(f) for f in self.findings],
        }


@dataclass(frozen=True)
class QuoteFingerprint:
    """What matching read of a quote, as one hash: the quote is matched again when it changes."""

    quote_id: str
    fingerprint: str


@dataclass(frozen=True)
class Matched:
    """What a matching made of one quote: a fingerprint of what it read, and the utterances it put it in."""

    fingerprint: str
    utterance_ids: frozenset[str]


@dataclass(frozen=True)
class MatchUpdate:
    """The rows of the quotes matched again, and the earlier rows they replace."""

    result: MatchResult
    #: Earlier utterances whose rows (utterance, links, variants, findings) `result` replaces.
    replaced: frozenset[str]
    #: The fingerprint of every quote matched again, by quote id.
    fingerprints: dict[str, str]
    #: Quotes matched earlier that are gone (their article's newer version no longer has them).
    removed: frozenset[str]
