"""Records produced by quote extraction.

Offsets are Python code points into the article text, end exclusive, so they can
be checked with ``text[start:end]`` anywhere downstream (Spark, dbt, GX).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

QuoteType = Literal["direct", "mixed", "indirect"]
NonAttributionType = Literal["scare", "title", "document"]
Convention = Literal["quotation", "attribution", "news"]
CueKind = Literal["speech", "writing", "cognition", "other"]

#: Why a quote has no speaker: every value ``Quote.speaker_missing_reason`` takes.
MISSING_REASONS: dict[str, str] = {
    "no_speaker_mention": "nothing in the article attributes the quote",
    "unresolved_pronoun": "a pronoun ('he', 'they') whose person the article does not settle",
    "unresolved_description": "a description ('the official') that names nobody in the article",
    "unnamed_associate": "someone described by a tie to a named person ('an aide to Smith', "
    "'his wife'): not that person, and not named",
    "not_a_name": "the mention is a day, a dateline, a possessive or a fragment, not a speaker",
}
#: Reasons whose mention describes the speaker: with no name to give, the description is
#: who said it ('the minister', 'protesters', 'an official with the ministry').
DESCRIBED_REASONS = ("unresolved_description", "unnamed_associate")


@dataclass(frozen=True)
class Span:
    """A possibly discontinuous stretch of the article.

    ``text`` joins the pieces with one space, the rule of the evaluation format, so
    a span can be compared to gold without the article at hand.
    """

    start: int
    end: int
    text: str
    pieces: tuple[tuple[int, int], ...]

    @classmethod
    def of(cls, article: str, pieces: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> Span | None:
        """Build a span from raw pieces, stripping whitespace; None when nothing is left."""
        if len(pieces) == 1:
            # Nearly every span has one piece: nothing to sort, merge or join.
            start, end = _strip(article, *pieces[0])
            return cls(start, end, article[start:end], ((start, end),)) if start < end else None
        kept: list[tuple[int, int]] = []
        for piece in sorted(pieces):
            start, end = _strip(article, *piece)
            if start >= end:
                continue
            if kept and start <= kept[-1][1]:
                kept[-1] = (kept[-1][0], max(kept[-1][1], end))
            else:
                kept.append((start, end))
        if not kept:
            return None
        text = " ".join(article[s:e] for s, e in kept)
        return cls(kept[0][0], kept[-1][1], text, tuple(kept))

    def to_eval(self, with_pieces: bool = True) -> dict:
        out: dict = {"start": self.start, "end": self.end, "text": self.text}
        if with_pieces or len(self.pieces) > 1:
            out["spans"] = [list(p) for p in self.pieces]
        return out


def _strip(article: str, start: int, end: int) -> tuple[int, int]:
    """The piece without the whitespace at either end."""
    while start < end and article[start].isspace():
        start += 1
    while end > start and article[end - 1].isspace():
        end -= 1
    return start, end


@dataclass(frozen=True)
class Quote:
    """One quotation: a stretch of words attributed to a speaker.

    ``content`` is what the speaker is reported to have said: for direct and mixed
    quotes, the words inside the quote marks. ``reported`` is the whole reported
    clause around a mixed quote (PARC-style content), or around a direct quote of what
    a cue names ('called it “a fiasco”'), and ``event`` groups the
    segments of one attribution (``"A," he said. "B."``) so that either view can be
    exported without re-running extraction. ``cue_kind`` says what the cue reports
    (see ``cues.CUE_KINDS``); quoted words with no cue are speech.

    ``speaker`` is only ever a person's or an organisation's name, so that speakers
    can be counted and matched across articles; when the article gives only a
    description, ``speaker_description`` holds it, beside the reason why no name.
    """

    type: QuoteType
    content: Span
    speaker: str | None = None
    source: Span | None = None
    cue: Span | None = None
    flags: tuple[str, ...] = ()
    speaker_missing_reason: str | None = None
    speaker_title: str | None = None
    reported: Span | None = None
    event: int = 0
    cue_kind: CueKind = "speech"
    speaker_description: str | None = None


@dataclass(frozen=True)
class NonAttribution:
    """A quoted span that is nobody's words: a scare quote, a title, a document."""

    type: NonAttributionType
    content: Span


@dataclass
class Extraction:
    """Everything found in one article."""

    text: str = ""
    quotes: list[Quote] = field(default_factory=list)
    non_attributions: list[NonAttribution] = field(default_factory=list)

    def to_eval(self, article_id: str, convention: Convention = "quotation") -> dict:
        """The article in the prediction shape of the evaluation format.

        ``quotation`` reports each quoted segment on its own with only the quoted
        words of a mixed quote (the product's gold). ``attribution`` merges the
        segments of one attribution and reports the whole reported clause of a
        mixed quote, the PARC/PolNeAR convention. ``news`` is what most news
        annotation marks: each quoted piece of a direct quote on its own, the
        whole reported clause of a mixed quote, once however many pieces it quotes.
        """
        quotes = self.quotes
        if convention == "attribution":
            quotes = _drop_restatements(_merge_events(self.text, self.quotes))
        elif convention == "news":
            quotes = _reported_clauses(self.text, self.quotes)
        return {
            "id": article_id,
            "quotes": [_quote_to_eval(q) for q in quotes],
            "non_attributions": [
                {"type": n.type, "content": n.content.to_eval()} for n in self.non_attributions
            ],
        }


def _quote_to_eval(q: Quote) -> dict:
    """A quote in the evaluation format, whose speaker is the name or else the description."""
    return {
        "type": q.type,
        "content": q.content.to_eval(),
        "speaker": q.speaker or q.speaker_description,
        "source": q.source.to_eval(with_pieces=False) if q.source else None,
        "cue": q.cue.to_eval(with_pieces=False) if q.cue else None,
        "flags": list(q.flags),
        "speaker_missing_reason": q.speaker_missing_reason,
        "speaker_title": q.speaker_title,
        "cue_kind": q.cue_kind,
    }


def _reported_clauses(text: str, quotes: list[Quote]) -> list[Quote]:
    """A direct quote once per quoted piece (a quote over several paragraphs opens a mark
    on each); a mixed quote as its reported clause, one per clause."""
    out: dict[tuple, Quote] = {}
    for q in quotes:
        if q.type == "mixed" and q.reported is not None:
            q = replace(q, content=q.reported)
        pieces = [q.content.pieces] if q.type != "direct" else [(p,) for p in q.content.pieces]
        for piece in pieces:
            content = q.content if len(pieces) == 1 else Span.of(text, piece)
            out.setdefault(content.pieces, replace(q, content=content))
    return sorted(out.values(), key=lambda q: q.content.start)


def _merge_events(text: str, quotes: list[Quote]) -> list[Quote]:
    """One quote per attribution event, its content the union of its segments."""
    groups: dict[int, list[Quote]] = {}
    for q in quotes:
        groups.setdefault(q.event, []).append(q)
    merged = []
    for members in groups.values():
        pieces = [p for q in members for p in (q.reported or q.content).pieces]
        content = Span.of(text, pieces) or members[0].content
        flags = tuple(dict.fromkeys(f for q in members for f in q.flags))
        merged.append(replace(members[0], content=content, flags=flags))
    return sorted(merged, key=lambda q: q.content.start)


def _drop_restatements(quotes: list[Quote]) -> list[Quote]:
    """Of two attributions whose contents are mostly the same words (what they share is at
    least half of each), only the longer: attribution annotation gives words one event,
    and the other is a second cue's reading of them ('he wanted to know, “…”' read again
    as 'to know'; a quote given whole and again as a paraphrase around it)."""
    sizes = [_size(q.content) for q in quotes]
    order = sorted(range(len(quotes)), key=lambda k: (-sizes[k], k))
    kept: list[int] = []
    for k in order:
        if all(2 * _shared(quotes[k].content, quotes[j].content) < sizes[j] for j in kept):
            kept.append(k)
    return [quotes[k] for k in sorted(kept)]


def _size(span: Span) -> int:
    return sum(end - start for start, end in span.pieces)


def _shared(a: Span, b: Span) -> int:
    return sum(max(0, min(e1, e2) - max(s1, s2)) for s1, e1 in a.pieces for s2, e2 in b.pieces)
