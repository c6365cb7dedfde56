"""Group quotes into utterances without comparing every pair.

An utterance is the same spoken words, printed by one or more outlets within
days of each other. Three kinds of evidence decide it, after the phrase
clusters of MemeTracker (a short phrase hangs under exactly one longer one):

1. Weights: every word is weighted by how rare it is in the batch, so that
   shared stock phrases ("we are going to") count for little and distinctive
   words ("flood the zone") for much.
2. Blocking: an inverted index of word 3-grams (shingles) and single words.
   Each quote probes it with its rarest shingles and its two rarest words
   (prefix filtering), and keys found in very many quotes are skipped, so the
   work stays linear in the number of quotes. An index is used rather than
   MinHash over whole quotes because partial quotes matter: "flood the zone"
   inside a 20-word quote has a tiny Jaccard similarity but shares all of its
   shingles.
3. Alignment: a candidate pair is a *link* when at least `MIN_LINK_WORDS`
   words align in order, with a run of `MIN_RUN`, carrying most of the shorter
   quote's weight, by compatible speakers (the same, or one unknown) on
   compatible days (within the window). A word or two that an outlet replaced
   by its own bracketed words ("[the militants]" for "them") count as aligned.
   A shorter quote wholly inside a longer one by the same named speaker is a
   *fragment* of it.
4. Segments: when other quotes fall into separate parts of a quote that
   together cover almost all of it, the quote joins several utterances (one
   outlet writes "X, because… Y" where another quotes "X" and "Y" apart), so
   it is cut there. Each part is a segment.
5. Clusters: links are merged strongest first, and a merge that would put
   more than the window between an utterance's first and last day, or two
   different speakers in it, is refused, so weak links cannot chain speeches
   months apart. Fragments come last: each joins the one utterance that
   contains it, and only when exactly one does; a fragment never joins two
   utterances together.
6. Occasion: a short phrase printed weeks after the longer quote it is part
   of joins it only when the two articles tell of the same occasion, i.e. the
   words around the two quotes share rare words ("the October interview on
   Afghanistan"); otherwise it is the speaker's phrase used again.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import date
from difflib import SequenceMatcher
from functools import cached_property
from itertools import pairwise

from quotetrail.utterances.model import QuoteRecord
from quotetrail.utterances.text import Token, norms_of, speaker_key, tokenize, vocabulary

SHINGLE = 3
#: Quotes this short are matched by containment, not by shingles.
SHORT = SHINGLE
#: Fewest aligned words for a link: one or two shared words, or a stock phrase, are no evidence.
MIN_LINK_WORDS = 5
#: Longest aligned run a link needs, so that scattered common words do not add up to one.
MIN_RUN = 4
#: Aligned words from which two speakers who differ may still share one utterance (rule 3's case).
VERBATIM_WORDS = 12
#: Share of the shorter quote's words aligned for a verbatim link.
VERBATIM_SHARE = 0.9
#: Most spoken words an outlet's bracketed words may stand in for ("[the militants]" for "them").
MAX_STAND_IN = 2
#: Fewest words of two identical short quotes counted as one utterance without a longer quote.
MIN_TWIN_WORDS = 3
#: Default days between an utterance's first and last printing.
WINDOW_DAYS = 30
#: Part of the window within which a short phrase counts as the same utterance: speakers repeat
#: their phrases ("political revolution") from one speech to the next.
FRAGMENT_WINDOW_SHARE = 1 / 3
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
#: Weight a one-word fragment needs: a common word ("great") is in every other speech.
RARE_SINGLE_WORD = 0.8
#: Least total weight of aligned words for a link: about four fairly rare words.
MIN_EVIDENCE = 2.0
#: Least weight of rare words shared by the words around two quotes (besides the quoted
#: phrase and the speaker's name) for them to tell of one occasion: about two rare words.
MIN_OCCASION_EVIDENCE = 1.0
#: Share of the shorter quote's words, by weight, that must align for two quotes to match.
MIN_CONTAINMENT = 0.6
#: Other quotes must cover this much of a quote, in separate parts, to cut it.
MIN_JOIN_COVERAGE = 0.8
#: A quote that aligns with less than this share of another counts as a part of it.
PART_OF = 0.9
#: Share of the shorter of two quotes in one article that must align with the longer for the
#: two to be one statement printed twice (a partial quote with an elision), not two statements.
ONE_STATEMENT_SHARE = 0.8
#: Share of the smaller segment two aligned segments must share to be one utterance.
MIN_SEGMENT_OVERLAP = 0.3
_SEP = "\x1f"


@dataclass
class Prepared:
    """A quote ready for matching: its tokens and the keys blocking needs."""

    index: int
    record: QuoteRecord
    norms: list[str]
    joined: str
    speaker: str | None
    published_on: date | None
    #: Token ranges [start, end) of the utterances this quote covers, in order.
    segments: list[tuple[int, int]] = field(default_factory=list)
    #: Per word, how rare it is among the quotes (0 = in every quote).
    weights: list[float] = field(default_factory=list)
    words: frozenset[str] = frozenset()
    #: Index of an earlier quote with the same words, which is matched in this one's place.
    same_as: int | None = None
    #: The words of the quote and its paragraph, with how rare each is among the paragraphs.
    setting: dict[str, float] = field(default_factory=dict)

    @classmethod
    def of(cls, index: int, record: QuoteRecord, tokenized: bool = False) -> Prepared:
        """``tokenized`` tokenizes the quote at once, for a quote sure to be aligned;
        otherwise its words are read without offsets and it is tokenized when needed."""
        tokens = tokenize(record.text, record.breaks) if tokenized else None
        norms = norms_of(record.text) if tokens is None else [t.norm for t in tokens]
        joined = _SEP + _SEP.join(norms) + _SEP
        segments = [(0, len(norms))]
        prepared = cls(
            index,
            record,
            norms,
            joined,
            speaker_key(record.speaker),
            record.published_on,
            segments,
            [],
            frozenset(norms),
        )
        if tokens is not None:
            prepared.tokens = tokens
        return prepared

    @cached_property
    def tokens(self) -> list[Token]:
        """The words with their offsets, brackets and elisions, one per norm: only the quotes
        a run aligns or describes need them, a small share of the corpus when it grows."""
        return tokenize(self.record.text, self.record.breaks)


@dataclass(frozen=True)
class Alignment:
    """Two matching quotes and their aligned word runs (a_start, b_start, size).

    `weight` is the aligned weight of the shorter quote, which orders merges;
    a fragment alignment says the shorter quote lies wholly inside the longer.
    """

    a: int
    b: int
    blocks: list[tuple[int, int, int]]
    weight: float = 0.0
    is_fragment: bool = False


def within_window(first: date | None, second: date | None, window_days: int) -> bool:
    """Two days close enough to print one utterance; an unknown day is never close."""
    return first is not None and second is not None and abs((first - second).days) <= window_days


def _days_allow(a: Prepared, b: Prepared, window_days: int) -> bool:
    """Days within the window, or one day unknown and the same named speaker on both sides.

    Without a day, only the speaker and the wording can tell a repeated line
    from the same utterance, so an undated quote never links across speakers
    unless the wording is verbatim.
    """
    if a.published_on is None or b.published_on is None:
        return a.speaker is not None and a.speaker == b.speaker
    return within_window(a.published_on, b.published_on, window_days)


def _short_days_allow(inner: Prepared, outer: Prepared, named_speaker: bool, window_days: int) -> bool:
    """Whether a short quote lies close enough in time to the printing it would be part of.

    One word ("rigged") recurs in every speech: only the same day's can be part
    of one. Any other short phrase has part of the window, since speakers
    repeat their phrases ("political revolution") from one speech to the next;
    the whole window only when the same named speaker is quoted on both sides
    with `MIN_TWIN_WORDS` words or more and both articles tell of one occasion.
    """
    if len(inner.norms) == 1:
        return _days_allow(inner, outer, 0)
    if _days_allow(inner, outer, int(window_days * FRAGMENT_WINDOW_SHARE)):
        return True
    return (
        named_speaker
        and len(inner.norms) >= MIN_TWIN_WORDS
        and _days_allow(inner, outer, window_days)
        and _same_occasion(inner, outer)
    )


def _same_occasion(inner: Prepared, outer: Prepared) -> bool:
    """The words around two quotes share rare words besides the quoted phrase and the speaker's name."""
    own = inner.words | set((inner.speaker or "").split()) | set((outer.speaker or "").split())
    shared = (inner.setting.keys() & outer.setting.keys()) - own
    evidence = sum(w for word in shared if (w := min(inner.setting[word], outer.setting[word])) >= RARE_WORD)
    return evidence >= MIN_OCCASION_EVIDENCE


def group_identical(quotes: list[Prepared], window_days: int = WINDOW_DAYS) -> list[Prepared]:
    """The quotes with distinct words; every other quote points (`same_as`) at its twin.

    Wire copy and reprints repeat a quote word for word in many outlets; they
    are one utterance without any comparison, when the speaker is the same (or
    unknown on a long quote) and the day lies within the window of the first
    printing. One- or two-word quotes are never twins: "surge" is no evidence.
    Quotes are visited by day, so each group starts at its earliest printing.
    """
    groups: dict[tuple, list[Prepared]] = defaultdict(list)
    distinct = []
    for q in sorted(quotes, key=lambda q: (q.published_on or date.max, q.index)):
        short = len(q.norms) < MIN_LINK_WORDS
        if len(q.norms) < MIN_TWIN_WORDS or (short and not q.speaker):
            distinct.append(q)
            continue
        key = (tuple(q.norms), q.speaker)
        leader = next(
            (
                g
                for g in groups[key]
                if (_short_days_allow(q, g, True, window_days) if short else _days_allow(q, g, window_days))
            ),
            None,
        )
        if leader is None:
            groups[key].append(q)
            distinct.append(q)
        else:
            q.same_as = leader.index
    return sorted(distinct, key=lambda q: q.index)


def weigh_words(quotes: list[Prepared]) -> None:
    """Give every word a weight by how rare it is among the quotes (smoothed inverse document frequency).

    Two quotes sharing "we are going to" say little; sharing "flood the zone"
    says a lot. Frequencies count distinct wordings, so that a quote reprinted
    by many outlets does not make its own words look common. The smoothing
    counts a background of `BACKGROUND_QUOTES` unrelated quotes, so that in a
    small batch no word looks common only because the batch is small. The words
    of each quote's paragraph are weighed the same way among the paragraphs, for
    telling whether two articles speak of one occasion.
    """
    wordings = {tuple(q.norms) for q in quotes}
    document_frequency: Counter[str] = Counter()
    for wording in wordings:
        document_frequency.update(set(wording))
    weight = _rarity(document_frequency, len(wordings))
    for q in quotes:
        q.weights = [weight[word] for word in q.norms]
    surroundings = [q.words | vocabulary(q.record.context) for q in quotes]
    setting_weight = _rarity(Counter(word for words in surroundings for word in words), len(quotes))
    for q, words in zip(quotes, surroundings, strict=True):
        q.setting = {word: setting_weight[word] for word in words}


def _rarity(document_frequency: Counter[str], documents: int) -> dict[str, float]:
    """Smoothed inverse document frequency scaled to 0..1, over the documents and a background."""
    total = documents + BACKGROUND_QUOTES
    scale = math.log(total)
    return {word: math.log(total / (df + 1)) / scale for word, df in document_frequency.items()}


class Candidates:
    """The blocking index: which quotes are worth aligning with which.

    Prefix filtering: a quote probes the index only with its rarest shingles,
    enough of them that a quote sharing `MIN_CONTAINMENT` of its shingles with
    another must share one of those. Rare shingles have short posting lists,
    so the work stays linear in the number of quotes. A key in very many
    quotes is either a stock phrase or a much-quoted utterance; the quote is
    paired with only the first few quotes holding it, which is enough to join
    a much-quoted utterance (everyone meets at the same few quotes) and costs
    little for a stock phrase. Short quotes are paired with the quotes that
    contain them, by a speaker who may be the same.

    `pairs` lists every pair at once; `partners` gives one quote's share of
    those pairs without visiting the others, for matching only what changed.
    """

    def __init__(self, quotes: list[Prepared]) -> None:
        self._quotes = {q.index: q for q in quotes}
        self._own = {q.index: _shingles(q) for q in quotes}
        self._rare = {q.index: _rare_words(q) for q in quotes}
        self._postings: dict[tuple[str, ...], list[int]] = defaultdict(list)
        for q in quotes:
            for shingle in self._own[q.index]:
                self._postings[shingle].append(q.index)
        for q in quotes:
            for word in set(q.norms) if len(q.norms) > SHORT else ():
                self._postings[(word,)].append(q.index)
        self._probes: dict[int, list[tuple[str, ...]]] = {}
        short = [q for q in quotes if 0 < len(q.norms) <= SHORT]
        wanted = {word for q in short for word in q.norms}
        self._by_word: dict[str, list[Prepared]] = defaultdict(list)
        for q in quotes:
            for word in set(q.norms) & wanted:
                self._by_word[word].append(q)
        #: Each short quote's rarest word, by which it is looked up.
        self._short_by_rarest: dict[str, list[Prepared]] = defaultdict(list)
        for q in short:
            self._short_by_rarest[min(q.norms, key=lambda word: len(self._by_word[word]))].append(q)

    def pairs(self) -> set[tuple[int, int]]:
        """Every pair worth aligning, as (smaller index, larger index)."""
        pairs: set[tuple[int, int]] = set()
        for index in self._quotes:
            for key in self._probes_of(index):
                pairs.update((min(index, o), max(index, o)) for o in self._members(key) if o != index)
        for shorts in self._short_by_rarest.values():
            for short in shorts:
                pairs.update((min(short.index, o), max(short.index, o)) for o in self._containing(short))
        return pairs

    def partners(self, index: int) -> set[int]:
        """The quotes paired with ``index`` in `pairs`: those its probes find, those whose
        probes find it, and the short quotes on either side of a containment."""
        found = {other for key in self._probes_of(index) for other in self._members(key)}
        q = self._quotes[index]
        for key in self._keys_holding(q):
            if index in self._members(key):
                found.update(other for other in self._postings[key] if key in self._probes_of(other))
        if 0 < len(q.norms) <= SHORT:
            found |= self._containing(q)
        for word in set(q.norms):
            found.update(short.index for short in self._short_by_rarest.get(word, ()) if _contains(q, short))
        found.discard(index)
        return found

    def _probes_of(self, index: int) -> list[tuple[str, ...]]:
        if index not in self._probes:
            own = self._own[index]
            probes = math.ceil((1 - MIN_CONTAINMENT) * len(own)) + 1
            ranked = sorted(own, key=lambda sh: (len(self._postings[sh]), sh))[:probes]
            self._probes[index] = ranked + sorted(self._rare[index])
        return self._probes[index]

    def _members(self, key: tuple[str, ...]) -> list[int]:
        """The quotes a probe with ``key`` pairs with: all holding it, or the first few of very many."""
        members = self._postings[key]
        if len(members) > (MAX_SHINGLE_QUOTES if len(key) == SHINGLE else MAX_WORD_QUOTES):
            return members[:HUBS]
        return members

    def _keys_holding(self, q: Prepared) -> set[tuple[str, ...]]:
        """Every posting ``q`` is in."""
        return self._own[q.index] | ({(word,) for word in q.norms} if len(q.norms) > SHORT else set())

    def _containing(self, short: Prepared) -> set[int]:
        """The quotes that contain a short quote, looked up by its rarest word."""
        rarest = min(short.norms, key=lambda word: len(self._by_word[word]))
        return {other.index for other in self._by_word[rarest] if _contains(other, short)}


def _contains(outer: Prepared, short: Prepared) -> bool:
    """Another quote holds a short quote's words, by a speaker who may be the same one."""
    compatible = short.speaker == outer.speaker or (short.speaker is None) != (outer.speaker is None)
    return outer.index != short.index and compatible and short.joined in outer.joined


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


def align(a: Prepared, b: Prepared, window_days: int = WINDOW_DAYS) -> Alignment | None:
    """The aligned word runs of two quotes, or None when they are not the same words.

    A link needs `MIN_LINK_WORDS` words aligned in order with a run of
    `MIN_RUN`, carrying most of the shorter quote's weight and at least
    `MIN_EVIDENCE` of it, on days within the window. Different speakers need
    verbatim wording; so does an unknown day, unless both sides name the same
    speaker. Anything less may still make the shorter quote a fragment of the
    longer.
    """
    shorter = min(len(a.norms), len(b.norms))
    if shorter == 0:
        return None
    if shorter < MIN_LINK_WORDS:
        return _fragment(a, b, window_days)
    inner, side = (a, 0) if len(a.norms) <= len(b.norms) else (b, 1)
    outer_words = (b if side == 0 else a).words
    total = sum(inner.weights)
    # The weight of shared words bounds the aligned weight: a cheap test before aligning.
    shared = sum(w for word, w in zip(inner.norms, inner.weights, strict=True) if word in outer_words)
    if shared < MIN_CONTAINMENT * total:
        return None
    matcher = SequenceMatcher(None, a.norms, b.norms, autojunk=False)
    # Single-word matches between different sentences are noise ("the", "we").
    blocks = [(x, y, n) for x, y, n in matcher.get_matching_blocks() if n >= 2]
    runs, stand_ins = _runs_across_brackets(a, b, blocks)
    words = sum(n for *_, n in blocks) + len(stand_ins.get(0, ())) + len(stand_ins.get(1, ()))
    matched = sum(sum(inner.weights[block[side] : block[side] + block[2]]) for block in blocks)
    matched += sum(inner.weights[k] for k in stand_ins.get(side, ()))
    linked = (
        words >= MIN_LINK_WORDS
        and max(runs, default=0) >= MIN_RUN
        and matched >= max(MIN_EVIDENCE, MIN_CONTAINMENT * total)
    )
    if not linked:
        return _fragment(a, b, window_days)
    verbatim = words >= VERBATIM_WORDS and words >= VERBATIM_SHARE * shorter
    speakers_agree = a.speaker is None or b.speaker is None or a.speaker == b.speaker
    both_dated = a.published_on is not None and b.published_on is not None
    if both_dated and not within_window(a.published_on, b.published_on, window_days):
        return None
    if not ((speakers_agree and _days_allow(a, b, window_days)) or verbatim):
        return None
    return Alignment(a.index, b.index, blocks, matched)


def _runs_across_brackets(
    a: Prepared, b: Prepared, blocks: list[tuple[int, int, int]]
) -> tuple[list[int], dict[int, list[int]]]:
    """Aligned runs, joined where one outlet put its own bracketed words in place of a few spoken ones.

    "carpet bomb them into oblivion" and "carpet-bomb [the militants] into
    oblivion" are the same words: the bracket declares that the outlet replaced
    "them". Between two aligned runs, a gap that is all bracketed on one side
    stands for the gap of at most `MAX_STAND_IN` words on the other side, which
    then counts as aligned. Returns the run lengths and, per side (0 = a,
    1 = b), the indexes of the unbracketed words the brackets stand for.
    """
    runs = [n for *_, n in blocks]
    stand_ins: dict[int, list[int]] = defaultdict(list)
    merged = runs[:1]
    for (x1, y1, n1), (x2, y2, n2) in pairwise(blocks):
        gaps = ((0, a, range(x1 + n1, x2)), (1, b, range(y1 + n1, y2)))
        bracketed = [k for k, q, gap in gaps if gap and all(q.tokens[i].bracketed for i in gap)]
        plain = [
            (k, gap)
            for k, q, gap in gaps
            if 0 < len(gap) <= MAX_STAND_IN and not any(q.tokens[i].bracketed for i in gap)
        ]
        if len(bracketed) == 1 and len(plain) == 1 and plain[0][0] != bracketed[0]:
            stand_ins[plain[0][0]] += list(plain[0][1])
            merged[-1] += len(plain[0][1]) + n2
        else:
            merged.append(n2)
    return merged, stand_ins


def _fragment(a: Prepared, b: Prepared, window_days: int) -> Alignment | None:
    """The shorter quote as a fragment of the longer: wholly inside it, by the same speaker, on near days.

    A fragment of `MIN_TWIN_WORDS` words or more, rare enough to carry a
    link's evidence, may also come without a speaker on one side (an outlet
    that printed the words without naming who said them); it still joins only
    the one utterance that contains it. A stock phrase ("send a message") is
    not rare enough.
    """
    inner, outer = (a, b) if len(a.norms) <= len(b.norms) else (b, a)
    same_speaker = inner.speaker is not None and inner.speaker == outer.speaker
    one_unknown = (
        (inner.speaker is None) != (outer.speaker is None)
        and len(inner.norms) >= MIN_TWIN_WORDS
        and sum(inner.weights) >= MIN_EVIDENCE
    )
    if (
        not (same_speaker or one_unknown)
        or not _short_days_allow(inner, outer, same_speaker, window_days)
        or max(inner.weights) < (RARE_SINGLE_WORD if len(inner.norms) == 1 else RARE_WORD)
    ):
        return None
    at = outer.joined.find(inner.joined)
    if at < 0:
        return None
    outer_start = outer.joined.count(_SEP, 0, at)
    size = len(inner.norms)
    block = (0, outer_start, size) if inner is a else (outer_start, 0, size)
    return Alignment(a.index, b.index, [block], sum(inner.weights), is_fragment=True)


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


@dataclass
class _Cluster:
    """What a merge must respect: the days an utterance was printed, who said it, and its quotes."""

    first: date | None
    last: date | None
    speakers: frozenset[str]
    #: Holds a quote linked to another by wording, not only fragments.
    anchored: bool = False
    #: Indexes of the quotes it holds.
    members: frozenset[int] = frozenset()


class _Clusters:
    """Union-find over segments that refuses merges breaking an utterance's window or speaker."""

    def __init__(self, quotes: list[Prepared], node_of: dict[tuple[int, int], int], window_days: int) -> None:
        self.parent = list(range(len(node_of)))
        self.quotes = quotes
        self.window_days = window_days
        self.data = [_Cluster(None, None, frozenset()) for _ in node_of]
        for (quote_index, _), node in node_of.items():
            q = quotes[quote_index]
            day, speakers = q.published_on, frozenset({q.speaker} - {None})
            self.data[node] = _Cluster(day, day, speakers, False, frozenset({quote_index}))

    def find(self, x: int) -> int:
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, x: int, y: int, *, verbatim: bool = False, by_wording: bool = False) -> bool:
        """Merge when the merged utterance stays within the window and, unless verbatim, one speaker.

        A merge ``by_wording`` (a link, not a fragment or a reprint) also keeps
        apart two quotes of one article that are not part of one another: a
        reporter who quotes "let's dispel this fiction …" and later "this notion
        … is just not true" reports two statements, however much they share.
        """
        rx, ry = self.find(x), self.find(y)
        if rx == ry:
            return True
        cx, cy = self.data[rx], self.data[ry]
        days = [d for d in (cx.first, cx.last, cy.first, cy.last) if d is not None]
        if days and (max(days) - min(days)).days > self.window_days:
            return False
        if cx.speakers and cy.speakers and not cx.speakers & cy.speakers and not verbatim:
            return False
        if by_wording and self._two_statements_of_one_article(cx.members, cy.members):
            return False
        root, child = min(rx, ry), max(rx, ry)
        self.parent[child] = root
        self.data[root] = _Cluster(
            min(days, default=None),
            max(days, default=None),
            cx.speakers | cy.speakers,
            cx.anchored or cy.anchored,
            cx.members | cy.members,
        )
        return True

    def _two_statements_of_one_article(self, first: frozenset[int], second: frozenset[int]) -> bool:
        for a in first:
            for b in second:
                qa, qb = self.quotes[a], self.quotes[b]
                if a != b and qa.record.article_id == qb.record.article_id and not _one_statement(qa, qb):
                    return True
        return False


def _one_statement(a: Prepared, b: Prepared) -> bool:
    """Whether nearly all of the shorter quote's words lie, in order, in the longer one."""
    shorter = min(len(a.norms), len(b.norms))
    matcher = SequenceMatcher(None, a.norms, b.norms, autojunk=False)
    return sum(n for *_, n in matcher.get_matching_blocks()) >= ONE_STATEMENT_SHARE * shorter


def cluster_segments(
    quotes: list[Prepared], alignments: list[Alignment], window_days: int = WINDOW_DAYS
) -> list[list[tuple[int, int]]]:
    """Utterances as lists of (quote index, segment index), in a deterministic order."""
    node_of: dict[tuple[int, int], int] = {}
    for q in quotes:
        for s in range(len(q.segments)):
            node_of[(q.index, s)] = len(node_of)
    clusters = _Clusters(quotes, node_of, window_days)
    for q in quotes:
        if q.same_as is not None:
            for s in range(len(q.segments)):
                clusters.union(node_of[(q.index, s)], node_of[(q.same_as, s)])
    links = sorted((al for al in alignments if not al.is_fragment), key=lambda al: (-al.weight, al.a, al.b))
    for al in links:
        a, b = quotes[al.a], quotes[al.b]
        verbatim = a.speaker != b.speaker
        for sa, sb in _linked_segments(a, b, al.blocks):
            x, y = node_of[(a.index, sa)], node_of[(b.index, sb)]
            if clusters.union(x, y, verbatim=verbatim, by_wording=True):
                clusters.data[clusters.find(x)].anchored = True
    _attach_fragments(quotes, alignments, node_of, clusters)
    members: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for key, node in node_of.items():
        members[clusters.find(node)].append(key)
    return list(members.values())


def _attach_fragments(
    quotes: list[Prepared],
    alignments: list[Alignment],
    node_of: dict[tuple[int, int], int],
    clusters: _Clusters,
) -> None:
    """Hang each unlinked fragment under the one utterance that contains it; skip it when several do."""
    homes: dict[int, set[int]] = defaultdict(set)
    for al in alignments:
        if not al.is_fragment:
            continue
        inner, outer = (al.a, al.b) if len(quotes[al.a].norms) <= len(quotes[al.b].norms) else (al.b, al.a)
        if len(quotes[inner].segments) == 1:
            start = al.blocks[0][1 if inner == al.a else 0]
            segment = _segment_at(quotes[outer], start)
            if segment is not None:
                homes[node_of[(inner, 0)]].add(node_of[(outer, segment)])
    for fragment, candidates in sorted(homes.items()):
        root = clusters.find(fragment)
        if clusters.data[root].anchored:
            continue
        outer_roots = {clusters.find(node) for node in candidates} - {root}
        if len(outer_roots) == 1:
            clusters.union(root, outer_roots.pop())


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
