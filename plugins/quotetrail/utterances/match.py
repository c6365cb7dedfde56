"""Quotes in; utterances, links, variants and findings out: for every quote, or for what changed."""

from __future__ import annotations

import gc
import hashlib
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import date

from quotetrail.utterances.clustering import (
    WINDOW_DAYS,
    Alignment,
    Candidates,
    Prepared,
    align,
    cluster_segments,
    cut_joined_quotes,
    group_identical,
    weigh_words,
)
from quotetrail.utterances.findings import (
    Member,
    attribution_findings,
    context_findings,
    merge_finding,
    wording_findings,
)
from quotetrail.utterances.model import (
    Edit,
    Finding,
    Matched,
    MatchResult,
    MatchUpdate,
    QuoteRecord,
    QuoteUtterance,
    QuoteVariant,
    Utterance,
    summarize,
)
from quotetrail.utterances.variants import Wording, choose_reference, diff_wording


@dataclass
class _Part:
    """The tokens [start, end) of one quote that belong to one utterance."""

    quote: Prepared
    start: int
    end: int

    @property
    def order(self) -> tuple[date, str, str]:
        """Earliest printing first: it gives the utterance its id, which later news then never changes."""
        record = self.quote.record
        return record.published_on or date.max, record.article_id, record.quote_id

    def char_range(self) -> tuple[int, int]:
        """From the quote's first character when the part starts it, to its last when it ends it."""
        tokens, text = self.quote.tokens, self.quote.record.text
        begin = 0 if self.start == 0 else tokens[self.start].start
        finish = len(text) if self.end == len(tokens) else tokens[self.end - 1].end
        return begin, finish

    def wording(self, base: int = 0) -> Wording:
        return Wording(self.quote.record.text, self.quote.tokens[self.start : self.end], base)


def match_quotes(records: Iterable[QuoteRecord], window_days: int = WINDOW_DAYS) -> MatchResult:
    """Cluster quotes into utterances and explain how each outlet's wording differs.

    Every quote gets at least one link (a quote nobody else printed is an
    utterance of its own) and one variant per link. `quote_id` must be unique.
    Quotes of one utterance lie at most `window_days` apart.
    """
    return update_matches(records, {}, window_days).result


def update_matches(
    records: Iterable[QuoteRecord], earlier: Mapping[str, Matched], window_days: int = WINDOW_DAYS
) -> MatchUpdate:
    """Match again only the quotes that new, changed or removed quotes reach.

    `earlier` is what the last matching made of each quote. A quote is matched
    again when it is new or its fingerprint changed, and so is everything it
    reaches: the quotes of the utterances it was in, its word-for-word twins,
    and every quote it aligns with (a link or a fragment, kept or refused).
    That region is closed, so matching it alone gives the rows that matching
    every quote would give it under today's word weights and candidates; the
    utterances outside it keep their rows, so news about one speech never
    rewrites another. With nothing `earlier`, every quote is matched.
    """
    with _without_cycle_collection():
        # With nothing earlier every quote is aligned, and so tokenized.
        quotes = [Prepared.of(index, record, tokenized=not earlier) for index, record in enumerate(records)]
        duplicates = [qid for qid, n in Counter(q.record.quote_id for q in quotes).items() if n > 1]
        if duplicates:
            raise ValueError(f"quote_id must be unique; repeated: {sorted(duplicates)[:5]}")
        weigh_words(quotes)
        distinct = group_identical(quotes, window_days)
        prints = {q.record.quote_id: fingerprint(q.record, window_days) for q in quotes}
        candidates = Candidates(distinct)
        # With nothing earlier every quote is matched: listing all pairs at once costs less.
        partners = candidates.partners if earlier else _adjacency(candidates.pairs())
        region = _Region(quotes, partners, earlier, prints, window_days)
        renumbered, alignments = quotes, region.alignments()
        if len(region.quotes) < len(quotes):
            local = {index: n for n, index in enumerate(region.quotes)}
            renumbered = [_renumber(quotes[index], local) for index in region.quotes]
            alignments = [replace(al, a=local[al.a], b=local[al.b]) for al in alignments]
        return MatchUpdate(
            _match(renumbered, alignments, window_days),
            frozenset(region.replaced),
            {q.record.quote_id: prints[q.record.quote_id] for q in renumbered},
            frozenset(earlier.keys() - prints.keys()),
        )


def _adjacency(pairs: set[tuple[int, int]]) -> Callable[[int], list[int]]:
    partners: dict[int, list[int]] = defaultdict(list)
    for a, b in pairs:
        partners[a].append(b)
        partners[b].append(a)
    return lambda index: partners.get(index, [])


def _renumber(q: Prepared, local: dict[int, int]) -> Prepared:
    """A copy of `q` with its index, and its twin's, among the quotes matched again."""
    return replace(q, index=local[q.index], same_as=None if q.same_as is None else local[q.same_as])


def fingerprint(record: QuoteRecord, window_days: int) -> str:
    """Everything matching reads of a quote, and the window it matched in, as one hash.

    The record's ``repr`` names every field with its value (``astuple`` would copy
    them first, which costs more than the hash).
    """
    return hashlib.blake2b(f"{record!r}\x1f{window_days}".encode(), digest_size=16).hexdigest()


class _Region:
    """The quotes to match again, found by following what each of them reaches.

    A quote reaches the other quotes of the utterances an earlier matching put
    it in (those utterances are replaced whole), its twins (quotes with the same
    words, which match as one) and the quotes it aligns with. Alignments are
    computed once per candidate pair and kept for the matching itself.
    """

    def __init__(
        self,
        quotes: list[Prepared],
        partners: Callable[[int], Iterable[int]],
        earlier: Mapping[str, Matched],
        prints: dict[str, str],
        window_days: int,
    ) -> None:
        self._all = quotes
        self._window_days = window_days
        self._partners = partners
        #: The candidate partners of each quote of the region that is matched in its twins' place.
        self._paired: dict[int, Iterable[int]] = {}
        self._aligned: dict[tuple[int, int], Alignment | None] = {}
        self._twins: dict[int, list[int]] = defaultdict(list)
        for q in quotes:
            self._twins[q.index if q.same_as is None else q.same_as].append(q.index)
        self._index_of = index_of = {q.record.quote_id: q.index for q in quotes}
        self._members: dict[str, list[str]] = defaultdict(list)
        for quote_id, matched in earlier.items():
            for utterance_id in matched.utterance_ids:
                self._members[utterance_id].append(quote_id)
        self._earlier = earlier
        self.replaced: set[str] = set()
        self._in: set[int] = set()
        self._reach(
            [
                q.index
                for q in quotes
                if (m := earlier.get(q.record.quote_id)) is None or m.fingerprint != prints[q.record.quote_id]
            ]
            + self._utterances_of(
                [u for quote_id, m in earlier.items() if quote_id not in index_of for u in m.utterance_ids]
            )
        )
        self.quotes = sorted(self._in)

    def alignments(self) -> list[Alignment]:
        """Every alignment between two quotes of the region, in the order matching all quotes visits them."""
        pairs = sorted((a, b) for a, bs in self._paired.items() for b in bs if a < b and b in self._in)
        return [al for a, b in pairs if (al := self._align(a, b)) is not None]

    def _reach(self, start: list[int]) -> None:
        pending = list(start)
        while pending:
            index = pending.pop()
            if index in self._in:
                continue
            self._in.add(index)
            q = self._all[index]
            if (m := self._earlier.get(q.record.quote_id)) is not None:
                pending += self._utterances_of(m.utterance_ids)
            leader = index if q.same_as is None else q.same_as
            pending += self._twins[leader]
            if leader == index:
                self._paired[index] = self._partners(index)
                pending += [other for other in self._paired[index] if self._align(index, other) is not None]

    def _utterances_of(self, utterance_ids: Iterable[str]) -> list[int]:
        """The quotes, still present, of earlier utterances, which the region replaces whole."""
        found = []
        for utterance_id in utterance_ids:
            if utterance_id not in self.replaced:
                self.replaced.add(utterance_id)
                found += [self._index_of[m] for m in self._members[utterance_id] if m in self._index_of]
        return found

    def _align(self, a: int, b: int) -> Alignment | None:
        pair = (min(a, b), max(a, b))
        if pair not in self._aligned:
            self._aligned[pair] = align(self._all[pair[0]], self._all[pair[1]], self._window_days)
        return self._aligned[pair]


def _match(quotes: list[Prepared], alignments: list[Alignment], window_days: int) -> MatchResult:
    cut_joined_quotes(quotes, [al for al in alignments if not al.is_fragment])
    clusters = sorted(
        (
            (segments, _parts(quotes, segments))
            for segments in cluster_segments(quotes, alignments, window_days)
        ),
        key=lambda cluster: cluster[1][0].order,
    )
    ids = _utterance_ids([parts for _, parts in clusters])

    result = MatchResult()
    utterance_of: dict[tuple[int, int], str] = {}
    members_of: dict[str, list[Member]] = {}
    for (segments, parts), utterance_id in zip(clusters, ids, strict=True):
        utterance_of.update(dict.fromkeys(segments, utterance_id))
        members_of[utterance_id] = _describe(utterance_id, parts, result)
    result.findings += _merge_findings(quotes, utterance_of, members_of)
    result.variants = [m.variant for members in members_of.values() for m in members]
    return result


@contextmanager
def _without_cycle_collection() -> Iterator[None]:
    """Pause the cyclic garbage collector for the run.

    Matching allocates millions of small objects that form no reference
    cycles; the collector's repeated passes over them cost about a third of
    the run time at 100k quotes and grow faster than the input. Memory is still
    freed by reference counting.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _describe(utterance_id: str, parts: list[_Part], result: MatchResult) -> list[Member]:
    """Add one utterance, its links and its findings to `result`; return its members."""
    reference_part = parts[choose_reference([p.quote.norms[p.start : p.end] for p in parts])]
    ref_start, ref_end = reference_part.char_range()
    reference_text = reference_part.quote.record.text[ref_start:ref_end]
    reference = reference_part.wording(base=ref_start)
    result.utterances.append(
        Utterance(
            utterance_id=utterance_id,
            reference_text=reference_text,
            speaker=_majority_speaker(parts),
            quote_count=len(parts),
            article_count=len({p.quote.record.article_id for p in parts}),
        )
    )
    members = []
    for part in parts:
        quote_id = part.quote.record.quote_id
        result.links.append(QuoteUtterance(quote_id, utterance_id, *part.char_range()))
        diff = diff_wording(part.wording(), reference)
        variant = QuoteVariant(
            quote_id,
            utterance_id,
            diff.kinds,
            diff.is_allowed,
            diff.edits,
            diff.alignment,
            diff.reference_start,
            diff.reference_end,
        )
        members.append(Member(part.quote.record, part.quote.tokens, variant))
    result.findings += wording_findings(utterance_id, members, reference)
    result.findings += attribution_findings(utterance_id, members, reference_text)
    result.findings += context_findings(utterance_id, members, reference_text)
    return members


def _parts(quotes: list[Prepared], members: list[tuple[int, int]]) -> list[_Part]:
    """One part per quote: segments of one quote in one utterance are read as one stretch."""
    by_quote: dict[int, list[int]] = defaultdict(list)
    for quote_index, segment in members:
        by_quote[quote_index].append(segment)
    parts = []
    for quote_index, segments in by_quote.items():
        q = quotes[quote_index]
        parts.append(_Part(q, q.segments[min(segments)][0], q.segments[max(segments)][1]))
    return sorted(parts, key=lambda p: p.order)


def _utterance_ids(clusters: list[list[_Part]]) -> list[str]:
    """Ids from the earliest printing's quote and the characters of it the utterance covers.

    A quote's parts in different utterances cover different characters, so two
    utterances never share an id, and rerunning on the same quotes gives the same ids;
    a quote printed later that joins the utterance leaves its id as it was.
    """
    ids = []
    for parts in clusters:
        first = parts[0]
        start, end = first.char_range()
        key = f"{first.quote.record.quote_id}\x1f{start}\x1f{end}"
        ids.append("u" + hashlib.blake2b(key.encode(), digest_size=8).hexdigest())
    return ids


def _majority_speaker(parts: list[_Part]) -> str | None:
    names = Counter(p.quote.record.speaker for p in parts if p.quote.record.speaker)
    if not names:
        return None
    return min(names, key=lambda name: (-names[name], -len(name), name))


def _merge_findings(
    quotes: list[Prepared], utterance_of: dict[tuple[int, int], str], members_of: dict[str, list[Member]]
) -> list[Finding]:
    """Mark merged quotes, and the quotes other outlets split them into; one finding per pair of outlets."""
    findings = []
    for q in quotes:
        for s in range(len(q.segments) - 1):
            left, right = utterance_of[(q.index, s)], utterance_of[(q.index, s + 1)]
            if left == right:
                continue
            left_end, right_start = q.segments[s][1], q.segments[s + 1][0]
            join = _join_words(q, left_end, right_start)
            at = q.record.text.index(join, q.tokens[left_end - 1].end)
            for utterance_id in (left, right):
                _add_edit(members_of[utterance_id], q.record.quote_id, Edit("merged_quote", join, "", at))
            merged = _member(members_of[left], q.record.quote_id)
            for pieces in _split_elsewhere(members_of[left], members_of[right], q.record.article_id):
                for member, utterance_id, offset in pieces:
                    _add_edit(
                        members_of[utterance_id], member.record.quote_id, Edit("split_quote", "", "", offset)
                    )
                findings.append(merge_finding(left, merged, join, at, [m for m, _, _ in pieces]))
    return findings


def _join_words(q: Prepared, left_end: int, right_start: int) -> str:
    """What the outlet put between the two passages ("because…"), without the commas around it.

    Punctuation alone (the full stop between two sentences) joins nothing: the
    outlet printed the passages one after the other.
    """
    gap = q.record.text[q.tokens[left_end - 1].end : q.tokens[right_start].start].strip(" ,;:-—–\n\t")
    return gap if any(character.isalnum() for character in gap) else ""


def _split_elsewhere(
    left: list[Member], right: list[Member], merged_article: str
) -> Iterator[list[tuple[Member, str, int]]]:
    """Articles that quote the two utterances as two different quotes."""
    right_quotes = {m.record.quote_id for m in right}
    left_quotes = {m.record.quote_id for m in left}
    by_article: dict[str, list[tuple[Member, str, int]]] = defaultdict(list)
    for m in left:
        if m.record.article_id != merged_article and m.record.quote_id not in right_quotes:
            by_article[m.record.article_id].append((m, m.variant.utterance_id, len(m.record.text)))
    for m in right:
        if m.record.article_id in by_article and m.record.quote_id not in left_quotes:
            by_article[m.record.article_id].append((m, m.variant.utterance_id, 0))
    for _, pieces in sorted(by_article.items()):
        if {u for _, u, _ in pieces} == {left[0].variant.utterance_id, right[0].variant.utterance_id}:
            yield pieces


def _member(members: list[Member], quote_id: str) -> Member:
    return next(m for m in members if m.record.quote_id == quote_id)


def _add_edit(members: list[Member], quote_id: str, edit: Edit) -> None:
    """Variants are frozen: replace the quote's variant with one that carries the extra edit."""
    for index, m in enumerate(members):
        if m.record.quote_id == quote_id:
            edits = [*m.variant.edits, edit]
            variant = replace(
                m.variant, edits=edits, edit_kinds=summarize(edits)[0], is_allowed=summarize(edits)[1]
            )
            members[index] = Member(m.record, m.tokens, variant)
