"""Consistency findings: wording, attribution and context, each explained in a sentence.

Findings are about outlets, not about the reference wording: a finding names
the outlets that print the differing words and the outlets that print the
reference words, so a reader can check both articles. A finding always sets
one outlet against another (two articles when the outlet is unknown): an
article that words a quote two ways is the article's own business. A finding
is only raised where the two quotes plainly are the same words: most of the
quote aligns with the reference, and the difference is a few words, not a
different sentence.
"""

from __future__ import annotations

import hashlib
import re
from bisect import bisect_left, bisect_right
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from quotetrail.utterances.context import context_cues, cue_keys, cues_conflict
from quotetrail.utterances.model import Edit, Finding, QuoteRecord, QuoteVariant
from quotetrail.utterances.text import Token, normalize_word, speaker_key
from quotetrail.utterances.variants import Wording

#: Kinds of wording edit that are reported; allowed edits and merges are handled apart.
WORDING_KINDS = ("substituted_words", "added_words", "unmarked_omission")
_KIND_TEXT = {
    "substituted_words": "substituted words",
    "added_words": "added words",
    "unmarked_omission": "words left out without an ellipsis",
}
#: Words around a difference shown in an explanation, on each side.
EXCERPT_WORDS = 4
#: Most words on either side of one wording difference; a longer one is another passage, not an edit.
MAX_EDIT_WORDS = 3
#: Least share of a quote's characters that must align with the reference for its edits to be findings.
MIN_ALIGNED_SHARE = 0.75
_NEGATIONS = {"not", "no", "never", "nor", "none", "nobody", "nothing", "neither", "cannot", "without"}
# Words whose change rarely alters what was said; anything else is a content word.
_FUNCTION_WORDS = set(
    """a an the and or but so because as of on in at to for from by with about into over than then
    that this these those there here it its it's is are was were be been being am do does did have
    has had will would can could shall should may might must i we you he she they me us him her them
    my our your his their what which who whom whose when where why how if just very really also too
    well oh yes now""".split()
)


@dataclass(frozen=True)
class Member:
    """One quote's part in one utterance, as findings need it."""

    record: QuoteRecord
    tokens: Sequence[Token]
    variant: QuoteVariant

    @property
    def wording(self) -> Wording:
        return Wording(self.record.text, list(self.tokens))

    @property
    def label(self) -> str:
        return self.record.outlet or self.record.article_label or self.record.article_id

    @property
    def aligned_share(self) -> float:
        """How much of the quote's compared text (its part in this utterance) aligns word for word."""
        spans = [(op.op, op.quote_end - op.quote_start) for op in self.variant.alignment]
        equal = sum(size for op, size in spans if op == "equal")
        return equal / max(1, sum(size for _, size in spans))


def _is_reportable(edit: Edit, member: Member) -> bool:
    """A few changed words of the speaker's; a substitution only inside the compared part.

    At the edges of a partial quote, the words the outlet chose to start or end
    with stand next to the reporter's own ("has to do with" where the speaker
    said "will have to do with"): not a changed word of the speaker's. Words in
    brackets are an outlet's declared own, on either side.
    """
    if edit.kind not in WORDING_KINDS or "[" in edit.quote_words + edit.reference_words:
        return False
    ops = member.variant.alignment
    inside = bool(ops) and ops[0].quote_start < edit.quote_offset < ops[-1].quote_end - len(edit.quote_words)
    return edit.kind != "substituted_words" or inside


def _is_comparable(member: Member) -> bool:
    """A quote close enough to the reference that its differences are misquotes, not another passage.

    Most of it aligns word for word, and no difference is longer than a few
    words: a speaker who says the same thing twice in other words ("let's
    dispel with this fiction", then "this notion ... is just not true") gives
    two passages that share much wording and differ by whole phrases.
    """
    longest = max(
        (
            max(len(e.quote_words.split()), len(e.reference_words.split()))
            for e in member.variant.edits
            if e.kind in WORDING_KINDS
        ),
        default=0,
    )
    return member.aligned_share >= MIN_ALIGNED_SHARE and longest <= MAX_EDIT_WORDS


def _other_outlets(members: list[Member], against: list[Member]) -> list[Member]:
    """The members printed by an outlet none of `against` belongs to."""
    outlets = {m.record.outlet_key for m in against}
    return [m for m in members if m.record.outlet_key not in outlets]


def severity(kind: str, quote_words: str, reference_words: str) -> str:
    """Critical when meaning can flip (negation, numbers, changed content words)."""
    words = [normalize_word(w) for w in re.findall(r"[\w'’]+", f"{quote_words} {reference_words}")]
    if any(w in _NEGATIONS or w.endswith("n't") or any(c.isdigit() for c in w) for w in words):
        return "critical"
    content = any(w not in _FUNCTION_WORDS for w in words)
    if kind == "substituted_words":
        return "critical" if content else "warning"
    if kind == "merged_quote":
        return "warning" if words else "info"
    return "warning" if content else "info"


def wording_findings(utterance_id: str, members: list[Member], reference: Wording) -> list[Finding]:
    """One finding per distinct difference, naming every outlet that prints it."""
    groups: dict[tuple[str, int, str, str], list[tuple[Member, Edit]]] = defaultdict(list)
    for m in members:
        if not _is_comparable(m):
            continue
        for e in m.variant.edits:
            if _is_reportable(e, m):
                key = (e.kind, e.reference_offset, e.quote_words.casefold(), e.reference_words.casefold())
                groups[key].append((m, e))
    findings = []
    for (kind, ref_offset, *_), hits in sorted(groups.items(), key=lambda item: item[0][:2]):
        edit = hits[0][1]
        differing = {id(m) for m, _ in hits}
        ref_end = ref_offset + len(edit.reference_words)
        agreeing = _other_outlets(
            [
                m
                for m in members
                if id(m) not in differing
                and _is_comparable(m)
                and m.variant.reference_start <= ref_offset
                and ref_end <= m.variant.reference_end
                and not any(
                    e.reference_offset == ref_offset and e.kind in WORDING_KINDS for e in m.variant.edits
                )
            ],
            [m for m, _ in hits],
        )
        if not agreeing:
            continue
        first = hits[0][0]
        quote_side = _excerpt(first.wording, edit.quote_offset, edit.quote_offset + len(edit.quote_words))
        ref_side = _excerpt(reference, ref_offset, ref_end)
        explanation = f'{_who_writes([m.label for m, _ in hits])} "{quote_side}" where '
        explanation += f'{_who_writes([m.label for m in agreeing])} "{ref_side}"'
        detail = edit.quote_words if kind == "added_words" else edit.reference_words
        explanation += f": {_KIND_TEXT[kind]}" + (f' ("{detail}").' if kind != "substituted_words" else ".")
        involved = [m for m, _ in hits] + agreeing
        findings.append(
            _finding(
                "wording",
                kind,
                severity(kind, edit.quote_words, edit.reference_words),
                utterance_id,
                involved,
                edit.quote_words,
                edit.reference_words,
                explanation,
                anchor=ref_offset,
            )
        )
    return findings


def merge_finding(
    utterance_id: str, merged: Member, join_words: str, join_offset: int, split: list[Member]
) -> Finding:
    """One outlet prints as one quote what another prints as separate quotes."""
    join = f'with "{join_words}"' if join_words else "without a break"
    seam = _excerpt(merged.wording, join_offset, join_offset + len(join_words))
    explanation = (
        f'{merged.label} joins two passages into one quote {join} ("{seam}"), where '
        f"{split[0].label} quotes them separately: merged quote."
    )
    return _finding(
        "wording",
        "merged_quote",
        severity("merged_quote", join_words, ""),
        utterance_id,
        [merged, *split],
        join_words,
        "",
        explanation,
        anchor=join_offset,
    )


def _names_its_speaker(member: Member) -> bool:
    """A direct quote whose own mention names the speaker ("Sanders said", not "he said").

    Only then is the speaker the outlet's word rather than the extractor's
    reading: a pronoun resolved to the wrong person, or words quoted inside
    someone else's statement (a mixed quote), would otherwise be reported as
    the outlet's misattribution.
    """
    key = speaker_key(member.record.speaker)
    mention_words = re.findall(r"[\w']+", normalize_word(member.record.speaker_mention or ""))
    return member.record.quote_type == "direct" and key is not None and key in mention_words


def attribution_findings(utterance_id: str, members: list[Member], reference: str) -> list[Finding]:
    """The same words attributed to different people, each by name."""
    by_speaker: dict[str, list[Member]] = defaultdict(list)
    for m in members:
        if _names_its_speaker(m):
            by_speaker[speaker_key(m.record.speaker)].append(m)
    if len(by_speaker) < 2:
        return []
    ranked = sorted(by_speaker.values(), key=lambda ms: (-len(ms), ms[0].record.speaker or ""))
    majority = ranked[0]
    main_name = _common_name(majority)
    findings = []
    for other in ranked[1:]:
        majority_elsewhere = _other_outlets(majority, other)
        if not majority_elsewhere:
            continue
        name = _common_name(other)
        explanation = (
            f'The words "{_opening(reference)}" are attributed to {name} by '
            f"{_names([m.label for m in other])} and to {main_name} by "
            f"{_names([m.label for m in majority_elsewhere])}."
        )
        findings.append(
            _finding(
                "attribution",
                "different_speaker",
                "critical",
                utterance_id,
                other + majority_elsewhere,
                name,
                main_name,
                explanation,
            )
        )
    return findings


def context_findings(utterance_id: str, members: list[Member], reference: str) -> list[Finding]:
    """Outlets that place the same words on different days or occasions."""
    cues = {id(m): context_cues(m.record.context) for m in members}
    keys = {id(m): cue_keys(cues[id(m)]) for m in members}
    findings = []
    for category in ("weekday", "date", "occasion"):
        with_cue = [m for m in members if keys[id(m)].get(category)]
        conflicting = [
            (a, b)
            for i, a in enumerate(with_cue)
            for b in with_cue[i + 1 :]
            if a.record.outlet_key != b.record.outlet_key
            and cues_conflict(category, keys[id(a)][category], keys[id(b)][category])
        ]
        if not conflicting:
            continue
        a, b = conflicting[0]
        involved = list({id(m): m for pair in conflicting for m in pair}.values())
        said_a, said_b = _category_cues(cues[id(a)], category), _category_cues(cues[id(b)], category)
        explanation = (
            f'{a.label} places the words "{_opening(reference)}" {said_a}, '
            f"while {b.label} places them {said_b}."
        )
        findings.append(
            _finding("context", category, "warning", utterance_id, involved, said_a, said_b, explanation)
        )
    return findings


def _category_cues(cues: list[str], category: str) -> str:
    return " and ".join(f'"{c}"' for c in cues if category in cue_keys([c]))


def _finding(
    rule: str,
    kind: str,
    level: str,
    utterance_id: str,
    members: list[Member],
    quote_words: str,
    reference_words: str,
    explanation: str,
    anchor: int = 0,
) -> Finding:
    """`anchor` is where in the reference the finding sits: the same words can differ at two places."""
    quote_ids = sorted({m.record.quote_id for m in members})
    parts = [rule, kind, utterance_id, ",".join(quote_ids), str(anchor), quote_words, reference_words]
    key = "\x1f".join(parts)
    return Finding(
        finding_id=hashlib.blake2b(key.encode(), digest_size=8).hexdigest(),
        rule=rule,
        kind=kind,
        severity=level,
        utterance_id=utterance_id,
        quote_ids=quote_ids,
        article_ids=sorted({m.record.article_id for m in members}),
        outlets=sorted({m.label for m in members}),
        quote_words=quote_words,
        reference_words=reference_words,
        explanation=explanation,
    )


def _excerpt(wording: Wording, start: int, end: int) -> str:
    """The words in [start, end) (offsets from the wording's base) with a few words either side."""
    tokens = wording.tokens
    if not tokens:
        return wording.text
    ends = [t.end - wording.base for t in tokens]
    starts = [t.start - wording.base for t in tokens]
    inside_from = bisect_right(ends, start)
    inside_to = max(inside_from, bisect_left(starts, end))
    first = max(0, inside_from - EXCERPT_WORDS)
    last = max(first + 1, min(len(tokens), inside_to + EXCERPT_WORDS))
    return wording.text[tokens[first].start : tokens[last - 1].end]


def _opening(text: str, words: int = 10) -> str:
    parts = text.split()
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


def _common_name(members: list[Member]) -> str:
    return Counter(m.record.speaker for m in members).most_common(1)[0][0] or ""


def _names(labels: list[str]) -> str:
    unique = list(dict.fromkeys(labels))
    return unique[0] if len(unique) == 1 else ", ".join(unique[:-1]) + " and " + unique[-1]


def _who_writes(labels: list[str]) -> str:
    return _names(labels) + (" writes" if len(set(labels)) == 1 else " write")
