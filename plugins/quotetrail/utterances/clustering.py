"""Group quotes into utterances without comparing every pair.

1. Weights: every word is weighted by how rare it is in the batch, so that
   shared stock phrases ("we are going to") count for little and distinctive
   words ("flood the zone") for much.
2. Blocking: an inverted index of word 3-grams (shingles) and single words.
   Each quote probes it with its rarest shingles and its two rarest words
   (prefix filtering), and keys found in very many quotes are skipped, so the
   work stays linear in the number of quotes. An index is used rather than
   MinHash over whole quotes because partial quotes matter: "flood the zone"
   inside a 20-word quote has a tiny Jaccard similarity but shares all of its
   shingles. Quotes of three words or fewer are matched by exact containment
   within quotes of the same speaker: a few words alone rarely identify an
   utterance.
3. Alignment: a candidate pair is kept when most of the shorter quote's
   weight aligns, in order, with the longer one.
4. Segments: when other quotes fall into separate parts of a quote that
   together cover almost all of it, the quote joins several utterances (one
   outlet writes "X, because… Y" where another quotes "X" and "Y" apart), so
   it is cut there. Each part is a segment.
5. Union-find over segments gives the utterances.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from difflib import SequenceMatcher

from quotetrail.utterances.model import QuoteRecord
from quotetrail.utterances.text import Token, speaker_key, tokenize

SHINGLE = 3
#: Quotes this short are matched by containment, not by shingles.
SHORT = SHINGLE
#: A shingle in more quotes than this is a common phrase, not evidence of one utterance.
MAX_SHINGLE_QUOTES = 64
#: How many of its rarest words a quote also probes with.
RARE_WORD_KEYS = 2
#: A single word says less than a shingle, so it stops being evidence sooner.
MAX_WORD_QUOTES = 16
#: Quotes compared for a key that is in too many quotes to compare with all.
HUBS = 4
#: Unrelated quotes assumed besides the batch when judging how rare a word is.
BACKGROUND_QUOTES = 1000
#: Word weight (0..1) from which a word is rare enough to identify a short quote.
RARE_WORD = 0.5
#: Least total weight of aligned words for a match: about three fairly rare words.
MIN_EVIDENCE = 1.5
#: Share of the shorter quote's words that must align for two quotes to match.
MIN_CONTAINMENT = 0.6
#: Other quotes must cover this much of a quote, in separate parts, to cut it.
MIN_JOIN_COVERAGE = 0.8
#: A quote that aligns with less than this share of another counts as a part of it.
PART_OF = 0.9
#: Share of the smaller segment two aligned segments must share to be one utterance.
MIN_SEGMENT_OVERLAP = 0.3
_SEP = "\x1f"


@dataclass
class Prepared:
    """A quote ready for matching: its tokens and the keys blocking needs."""

    index: int
    record: QuoteRecord
    tokens: list[Token]
    norms: list[str]
    joined: str
    speaker: str | None
    #: Token ranges [start, end) of the utterances this quote covers, in order.
    segments: list[tuple[int, int]] = field(default_factory=list)
    #: Per word, how rare it is among the quotes (0 = in every quote).
    weights: list[float] = field(default_factory=list)
    words: frozenset[str] = frozenset()
    #: Index of an earlier quote with the same words, which is matched in this one's place.
    same_as: int | None = None

    @classmethod
    def of(cls, index: int, record: QuoteRecord) -> Prepared:
        tokens = tokenize(record.text)
        norms = [t.norm for t in tokens]
        joined = _SEP + _SEP.join(norms) + _SEP
        segments = [(0, len(tokens))]
        return cls(
            index, record, tokens, norms, joined, speaker_key(record.speaker), segments, [], frozenset(norms)
        )


@dataclass(frozen=True)
class Alignment:
    """Two matching quotes and their aligned word runs (a_start, b_start, size)."""

    a: int
    b: int
    blocks: list[tuple[int, int, int]]


def group_identical(quotes: list[Prepared]) -> list[Prepared]:
    """The quotes with distinct words; every other quote points (`same_as`) at its twin.

    Wire copy and reprints repeat a quote word for word in many outlets; they
    are one utterance without any comparison. Short quotes only count as twins
    with the same speaker: "surge" from two people is two utterances.
    """
    first: dict[tuple, int] = {}
    distinct = []
    for q in quotes:
        key = (tuple(q.norms), q.speaker if len(q.norms) <= SHORT else None)
        if not q.norms or key not in first:
            first.setdefault(key, q.index)
            distinct.append(q)
        else:
            q.same_as = first[key]
    return distinct


def weigh_words(quotes: list[Prepared]) -> None:
    """Give every word a weight by how rare it is among the quotes (smoothed inverse document frequency).

    Two quotes sharing "we are going to" say little; sharing "flood the zone"
    says a lot. Frequencies count distinct wordings, so that a quote reprinted
    by many outlets does not make its own words look common. The smoothing
    counts a background of `BACKGROUND_QUOTES` unrelated quotes, so that in a
    small batch no word looks common only because the batch is small.
    """
    wordings = {tuple(q.norms) for q in quotes}
    document_frequency: Counter[str] = Counter()
    for wording in wordings:
        document_frequency.update(set(wording))
    total = len(wordings) + BACKGROUND_QUOTES
    scale = math.log(total)
    weight = {word: math.log(total / (df + 1)) / scale for word, df in document_frequency.items()}
    for q in quotes:
        q.weights = [weight[word] for word in q.norms]


def candidate_pairs(quotes: list[Prepared]) -> set[tuple[int, int]]:
    """Pairs worth aligning: shared rare shingles, or a short quote inside a same-speaker quote.

    Prefix filtering: a quote probes the index only with its rarest shingles,
    enough of them that a quote sharing `MIN_CONTAINMENT` of its shingles with
    another must share one of those. Rare shingles have short posting lists,
    so the work stays linear in the number of quotes. A key in very many
    quotes is either a stock phrase or a much-quoted utterance; the quote is
    paired with only the first few quotes holding it, which is enough to join
    a much-quoted utterance (everyone meets at the same few quotes) and costs
    little for a stock phrase.
    """
    shingles = [_shingles(q) for q in quotes]
    words = [_rare_words(q) for q in quotes]
    postings: dict[tuple[str, ...], list[int]] = defaultdict(list)
    for q, own in zip(quotes, shingles, strict=True):
        for shingle in own:
            postings[shingle].append(q.index)
    for q in quotes:
        for word in set(q.norms) if len(q.norms) > SHORT else ():
            postings[(word,)].append(q.index)
    pairs: set[tuple[int, int]] = set()
    for q, own, rare in zip(quotes, shingles, words, strict=True):
        probes = math.ceil((1 - MIN_CONTAINMENT) * len(own)) + 1
        keys = sorted(own, key=lambda sh: (len(postings[sh]), sh))[:probes] + sorted(rare)
        for key in keys:
            members = postings[key]
            if len(members) > (MAX_SHINGLE_QUOTES if len(key) == SHINGLE else MAX_WORD_QUOTES):
                members = members[:HUBS]
            pairs.update((min(q.index, other), max(q.index, other)) for other in members if other != q.index)
    pairs |= _short_quote_pairs(quotes)
    return pairs


def _shingles(q: Prepared) -> set[tuple[str, ...]]:
    if len(q.norms) <= SHORT:
        return set()
    return {tuple(q.norms[i : i + SHINGLE]) for i in range(len(q.norms) - SHINGLE + 1)}


def _rare_words(q: Prepared) -> set[tuple[str, ...]]:
    """The quote's rarest words as one-word keys: an edit breaks three shingles but only one word."""
    if len(q.norms) <= SHORT:
        return set()
    ranked = sorted(set(zip(q.weights, q.norms, strict=True)), reverse=True)
    return {(word,) for _, word in ranked[:RARE_WORD_KEYS]}


def _short_quote_pairs(quotes: list[Prepared]) -> set[tuple[int, int]]:
    short = [q for q in quotes if 0 < len(q.norms) <= SHORT and q.speaker]
    if not short:
        return set()
    wanted = {(q.speaker, word) for q in short for word in q.norms}
    by_word: dict[tuple[str | None, str], list[int]] = defaultdict(list)
    for q in quotes:
        if q.speaker:
            for word in set(q.norms):
                if (q.speaker, word) in wanted:
                    by_word[(q.speaker, word)].append(q.index)
    joined = {q.index: q.joined for q in quotes}
    pairs = set()
    for q in short:
        rarest = min(q.norms, key=lambda word: len(by_word[(q.speaker, word)]))
        for other in by_word[(q.speaker, rarest)]:
            if other != q.index and q.joined in joined[other]:
                pairs.add((min(q.index, other), max(q.index, other)))
    return pairs


def align(a: Prepared, b: Prepared) -> Alignment | None:
    """The aligned word runs of two quotes, or None when they are not the same words.

    Most of the shorter quote's words, weighted by rarity, must align in order
    with the longer one: partial quotes match the quote they come from, and
    shared stock phrases do not make two quotes one utterance.
    """
    shorter = min(len(a.norms), len(b.norms))
    if shorter == 0:
        return None
    if shorter <= SHORT:
        return _contain(a, b)
    inner, side = (a, 0) if len(a.norms) <= len(b.norms) else (b, 1)
    outer_words = (b if side == 0 else a).words
    # The weight of shared words bounds the aligned weight: a cheap test before aligning.
    shared = sum(w for word, w in zip(inner.norms, inner.weights, strict=True) if word in outer_words)
    if shared < MIN_CONTAINMENT * sum(inner.weights):
        return None
    matcher = SequenceMatcher(None, a.norms, b.norms, autojunk=False)
    # Single-word matches between different sentences are noise ("the", "we").
    blocks = [(x, y, n) for x, y, n in matcher.get_matching_blocks() if n >= 2]
    if sum(n for *_, n in blocks) < SHINGLE:
        return None
    matched = sum(sum(inner.weights[block[side] : block[side] + block[2]]) for block in blocks)
    if matched < MIN_CONTAINMENT * sum(inner.weights):
        return None
    # Same speaker stands in for part of the evidence that common words lack.
    same_speaker = a.speaker is not None and a.speaker == b.speaker
    if matched < (MIN_EVIDENCE / 2 if same_speaker else MIN_EVIDENCE):
        return None
    return Alignment(a.index, b.index, blocks)


def _contain(a: Prepared, b: Prepared) -> Alignment | None:
    inner, outer = (a, b) if len(a.norms) <= len(b.norms) else (b, a)
    # A short quote made only of common words ("we will") could be anyone's.
    if not a.speaker or a.speaker != b.speaker or max(inner.weights) < RARE_WORD:
        return None
    at = outer.joined.find(inner.joined)
    if at < 0:
        return None
    outer_start = outer.joined.count(_SEP, 0, at)
    size = len(inner.norms)
    block = (0, outer_start, size) if inner is a else (outer_start, 0, size)
    return Alignment(a.index, b.index, [block])


def cut_joined_quotes(quotes: list[Prepared], alignments: list[Alignment]) -> None:
    """Split quotes that other quotes show to be several utterances joined together."""
    parts: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for al in alignments:
        for outer, inner, side in ((al.a, al.b, 0), (al.b, al.a, 1)):
            region = _region(al.blocks, side)
            inner_matched = sum(n for *_, n in al.blocks)
            outer_len = len(quotes[outer].norms)
            width = region[1] - region[0]
            if (
                inner_matched >= MIN_CONTAINMENT * len(quotes[inner].norms)
                and SHINGLE <= width < PART_OF * outer_len
            ):
                parts[outer].append(region)
    for index, regions in parts.items():
        groups = _disjoint_groups(regions)
        q = quotes[index]
        if len(groups) > 1 and sum(e - s for s, e in groups) >= MIN_JOIN_COVERAGE * len(q.norms):
            starts = [0] + [s for s, _ in groups[1:]]
            ends = [e for _, e in groups[:-1]] + [len(q.norms)]
            q.segments = list(zip(starts, ends, strict=True))
    for q in quotes:
        if q.same_as is not None:
            q.segments = quotes[q.same_as].segments


def _region(blocks: list[tuple[int, int, int]], side: int) -> tuple[int, int]:
    return blocks[0][side], blocks[-1][side] + blocks[-1][2]


def _disjoint_groups(regions: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Merge overlapping regions; regions that only touch stay apart (two quotes side by side)."""
    groups: list[list[int]] = []
    for start, end in sorted(regions):
        if groups and start < groups[-1][1]:
            groups[-1][1] = max(groups[-1][1], end)
        else:
            groups.append([start, end])
    return [(s, e) for s, e in groups]


class _UnionFind:
    def __init__(self, size: int) -> None:
        self.parent = list(range(size))

    def find(self, x: int) -> int:
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, x: int, y: int) -> None:
        rx, ry = self.find(x), self.find(y)
        if rx != ry:
            self.parent[max(rx, ry)] = min(rx, ry)


def cluster_segments(quotes: list[Prepared], alignments: list[Alignment]) -> list[list[tuple[int, int]]]:
    """Utterances as lists of (quote index, segment index), in a deterministic order."""
    node_of: dict[tuple[int, int], int] = {}
    for q in quotes:
        for s in range(len(q.segments)):
            node_of[(q.index, s)] = len(node_of)
    uf = _UnionFind(len(node_of))
    for q in quotes:
        if q.same_as is not None:
            for s in range(len(q.segments)):
                uf.union(node_of[(q.index, s)], node_of[(q.same_as, s)])
    for al in alignments:
        a, b = quotes[al.a], quotes[al.b]
        for sa, sb in _linked_segments(a, b, al.blocks):
            uf.union(node_of[(a.index, sa)], node_of[(b.index, sb)])
    clusters: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for key, node in node_of.items():
        clusters[uf.find(node)].append(key)
    return list(clusters.values())


def _linked_segments(a: Prepared, b: Prepared, blocks: list[tuple[int, int, int]]) -> set[tuple[int, int]]:
    if len(a.segments) == 1 and len(b.segments) == 1:
        return {(0, 0)}
    shared: dict[tuple[int, int], int] = defaultdict(int)
    for x, y, n in blocks:
        for k in range(n):
            sa, sb = _segment_at(a, x + k), _segment_at(b, y + k)
            if sa is not None and sb is not None:
                shared[(sa, sb)] += 1
    linked = set()
    for (sa, sb), count in shared.items():
        smaller = min(_width(a.segments[sa]), _width(b.segments[sb]))
        # A few words across a cut are alignment noise, not the same utterance.
        if count >= MIN_SEGMENT_OVERLAP * smaller:
            linked.add((sa, sb))
    return linked


def _segment_at(q: Prepared, position: int) -> int | None:
    for s, (start, end) in enumerate(q.segments):
        if start <= position < end:
            return s
    return None


def _width(segment: tuple[int, int]) -> int:
    return segment[1] - segment[0]
