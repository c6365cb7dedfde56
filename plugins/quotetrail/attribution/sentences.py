"""Sentences and word tokens, aware of quote marks.

A quoted passage often holds several sentences; splitting inside it would cut a
quote from its attribution, so boundaries are only taken outside quoted regions.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import pairwise
from typing import NamedTuple

from quotetrail.attribution import lexicon as lx
from quotetrail.attribution import names
from quotetrail.attribution.cues import cue_spans, is_cue_word
from quotetrail.attribution.marks import QUOTED, Region

# What may stand right before a sentence's first character: a space, a line break, a
# full stop or a closing mark after one.
SENTENCE_EDGE = " \u00a0\n.!?”\"’'"
ABBREVIATIONS = {
    "mr",
    "mrs",
    "ms",
    "dr",
    "st",
    "sen",
    "rep",
    "gov",
    "gen",
    "lt",
    "col",
    "capt",
    "sgt",
    "jr",
    "sr",
    "prof",
    "rev",
    "hon",
    *names.MONTH_ABBREVIATIONS,
    "inc",
    "corp",
    "co",
    "vs",
    "no",
    "mt",
    "ft",
    "u.s",
    "u.k",
    "u.n",
    "d.c",
    "a.m",
    "p.m",
    "del",
    "sens",
    "reps",
    "atty",
    "adm",
    "maj",
    "supt",
    "gens",
    "const",
    "insp",
    "det",
    "cpl",
    "cmdr",
    "coun",
    "ltd",
}
# Dotted abbreviations of a time of day: a quote after one opens a sentence of its own.
TIMES = {"a.m", "p.m"}
# Words that name the clock a time is read on: '8 p.m. ET', 'noon Eastern'.
TIME_ZONES = {
    "et", "est", "edt", "ct", "cst", "cdt", "mt", "mst", "mdt", "pt", "pst", "pdt",
    "gmt", "utc", "eastern", "central", "mountain", "pacific", "atlantic", "local",
}  # fmt: skip
CLOCK_WORDS = lx.TIME_WORDS | TIME_ZONES
# '… Hannity pressed.' or '… she laughed.' after a quote: a name or a pronoun and a
# past-tense verb no lexicon need list, all the attribution there is.
UNLISTED_TAIL = re.compile(
    r"(?P<source>[A-Z][\w’'\-]*(?: [A-Z][\w’'\-]*){0,3}|he|she|they) (?P<verb>[a-z]+ed)\.?"
)
# 'OTTAWA — ', 'ST. JOHN'S, N.L. (CP) — ', 'WASHINGTON -- ', 'PARIS - ', 'LIMA, Feb. 2
# (UPI) — ', 'Dec 29 (Reuters) - ': where, when and from whom a story comes, before its
# first sentence.
_DATE = r"[A-Z][a-z]{2,8}\.? \d{1,2}"
_AGENCY = r" \([A-Za-z .]+\)"
DATELINE = re.compile(
    r"(?:(?:[A-Z][A-Z.'’\-]+ ){0,2}[A-Z][A-Z.'’\-]+(?:, (?:[A-Z][A-Za-z.'’\-]+ ?){1,3})?"
    rf"(?:,? {_DATE})?(?:{_AGENCY})?|{_DATE}{_AGENCY}) (?:[—–-]|--) "
)
# What a sentence's start follows within MAX_EDGE characters (closing marks and spaces
# between): a stop, a line break or a run of blanks; looked for SCAN_WINDOW characters
# at a time.
STOP_OR_BREAK = re.compile(r"[.!?\n]|[ \u00a0]{4}")
MAX_EDGE = 5
SCAN_WINDOW = 160
# Capitalized words that open a sentence and are no part of a name.
SENTENCE_OPENERS = {
    "He", "She", "They", "It", "We", "I", "The", "But", "And", "This", "That", "These",
    "Those", "There", "His", "Her", "Their", "Its", "Our", "When", "While", "If", "So", "Yet",
}  # fmt: skip
BOUNDARY = re.compile(r"[.!?…]+[\"”’'»)\]]*(?=\s+[\"“‘'(\[«A-Z0-9])")
# Latin-1 symbols inside a word are mojibake ('FranÃ§ois' read with the wrong codec)
# and combining marks come from decomposed text: both belong to the word, or a name
# would split into pieces. Guillemets and the no-break space are real punctuation.
_W = "[\\w\u0300-\u036f\u0080-\u009f\u00a1-\u00aa\u00ac-\u00ba\u00bc-\u00bf]"
MAX_APPOSITION_TAIL = 16
# The most words before the cue of an attribution that follows its quote as a sentence
# of its own: 'Mr. Roe', 'The senator from Ohio'.
MAX_TAIL_SUBJECT = 4
# Words that open the occasion after such a cue ('… Mr. Roe wrote on Twitter on
# Monday.'); 'to', 'of' or 'about' would open what was said or its topic.
OCCASION_OPENERS = {"in", "on", "at", "during", "after", "before", "from", "via", "later", "earlier", "last"}
OPENING_MARKS = '“"«'
CLOSING_MARKS = '”"»'
CLOSING_BRACKETS = ")]"
# The word a full stop follows, with the full stops of an abbreviation inside it ('U.S').
WORD_BEFORE_PERIOD = re.compile(r"[\w.]+$")
# A dotted initialism before its last period: 'U.S', 'B.C', 'a.m', 'H.W'.
INITIALISM = re.compile(r"[A-Za-z]{1,2}(?:\.[A-Za-z]{1,2})+")
# A number with thousands separators is one word: '1,409 teachers said'.
GROUPED_NUMBER = r"\d{1,3}(?:,\d{3})+(?!\d)"
WORD = re.compile(rf"{GROUPED_NUMBER}|{_W}+(?:[’'.\-]{_W}+)*[’']?|[^\w\s]")


class Token(NamedTuple):
    """A word or punctuation mark; a tuple because articles hold thousands of them."""

    text: str
    start: int
    end: int
    lower: str
    is_word: bool
    is_capitalized: bool


def tokens(text: str, start: int, end: int, quoted: list[Region] = ()) -> list[Token]:
    """Words and punctuation of ``text[start:end]`` with absolute offsets.

    Each quoted region becomes one closing-mark token: attribution rules only need
    to know that a quote stands there, and skipping its words keeps long quotes cheap.
    """
    out = []
    at = start
    for r in quoted:
        lo = r.open_at if r.open_at is not None else r.start
        hi = r.after
        if lo < at or hi > end:
            continue
        out += _words(text, at, lo)
        out.append(Token("”", lo, hi, "”", False, False))
        at = hi
    out += _words(text, at, end)
    return out


def _words(text: str, start: int, end: int) -> list[Token]:
    # tuple.__new__ skips the generated NamedTuple constructor, and one span() call
    # replaces start() and end(): tokens are the hot path.
    new = tuple.__new__
    out: list[Token] = []
    append = out.append
    for m in WORD.finditer(text, start, end):
        word = m.group()
        first = word[0]
        at, after = m.span()
        append(new(Token, (word, at, after, word.lower(), first.isalnum(), first.isupper())))
    return out


def _continues_after(text: str, at: int, after: int) -> bool:
    """Whether the sentence goes on past the period at ``at``. After a dotted initialism
    it ends before a word that opens sentences ('in the U.S. He says'), and otherwise
    goes on when the initialism is a known abbreviation ('the U.S. “…”') or a word
    follows ('B.C. Ferries said', 'B.C. Premier Jane Roe'), not a quote ('Binghamton,
    N.Y. “…”'). After an abbreviation ('Sen.') or an initial ('John J.') it goes on, and
    so it does before a comma ('in Bayville, Ore., runs'): no sentence opens with one.
    Nor with a closing bracket: after 'Jane Roe (D-Ore.)' a lowercase word goes on with
    the sentence ('blasted the plan')."""
    if text[at + 1 : at + 2] in {",", ";"}:
        return True
    if text[at + 1 : at + 2] in CLOSING_BRACKETS:
        return text[at + 2 : at + 16].lstrip()[:1].islower()
    m = WORD_BEFORE_PERIOD.search(text[max(0, at - 12) : at])
    if m is None:
        return False
    word = m.group().lower()
    if INITIALISM.fullmatch(word):
        following = text[after : after + 12].split(maxsplit=1)
        if following and following[0] in SENTENCE_OPENERS:
            return False
        if word in TIMES and following and following[0][0] in OPENING_MARKS:
            return False  # 'called at 3 a.m. “The man …”': a time ends its clause, a quote opens anew
        if word in TIMES and following and following[0][:1].isupper():
            # 'at 3 a.m. Tuesday', 'at 8 p.m. ET' go on; 'called at 3 a.m. Police said …' ends.
            return following[0].strip(",").replace(".", "").lower() in CLOCK_WORDS
        return word in ABBREVIATIONS or (bool(following) and following[0][:1].isalpha())
    return word in ABBREVIATIONS or (len(word) == 1 and word.isalpha())


def sentences(text: str, para: tuple[int, int], regions: list[Region]) -> list[tuple[int, int]]:
    """Sentence ranges of one paragraph; never cut inside a quoted region."""
    inside = sorted((r.start, r.end) for r in regions if r.start < para[1] and r.end > para[0])
    starts = [s for s, _ in inside]
    dateline = DATELINE.match(text, para[0], para[1])
    cuts = [dateline.end() if dateline else para[0]]
    for m in BOUNDARY.finditer(text, para[0], para[1]):
        at = m.end()
        if text[m.start()] == "." and _continues_after(text, m.start(), at):
            continue
        # Regions do not overlap, so only the last one starting before the mark can hold it.
        k = bisect_left(starts, m.start()) - 1
        if k >= 0 and m.start() < inside[k][1] - 1:
            continue
        cuts.append(at)
    cuts.append(para[1])
    out: list[tuple[int, int]] = []
    for s, e in pairwise(cuts):
        while s < e and text[s].isspace():
            s += 1
        if s >= e:
            continue
        if out and _is_attribution_tail(text, out[-1], (s, e)):
            out[-1] = (out[-1][0], e)
        else:
            out.append((s, e))
    return out


def _is_attribution_tail(text: str, prev: tuple[int, int], cur: tuple[int, int]) -> bool:
    """'“We will win.” Smith said.' is one sentence: the quote and its attribution.

    A sentence that opens or ends with a quote of its own ('“We agree,” Doe said.',
    'He said the pier was “worse.”') is the attribution of that quote instead; and a
    quote its reporter already attributes ('Roe said the plan was “dead.”') has no
    tail: 'Doe agreed.' after it is a sentence of its own.
    """
    own = text[cur[0] : cur[1]].strip()
    if (
        text[prev[1] - 1] not in "”\"'»"
        or own[:1] in OPENING_MARKS
        or (own[-1:] in CLOSING_MARKS and any(m in own[:-1] for m in OPENING_MARKS))
        or any(is_cue_word(w.strip(".,;:!?")) for w in QUOTED.sub(" ", text[prev[0] : prev[1]]).split())
    ):
        return False
    words = own.split()
    if len(words) <= 6:
        return any(is_cue_word(w.strip(".,;:!?")) for w in words) or UNLISTED_TAIL.fullmatch(own) is not None
    if _named_cue_set_off(words):
        return True
    # 'Smith's niece, state Del. Jane Smith, shouted to the crowd.': a speaker with an
    # apposition, the cue right after its closing comma.
    return len(words) <= MAX_APPOSITION_TAIL and (
        any(a.endswith(",") and is_cue_word(b.strip(".,;:!?")) for a, b in pairwise(words))
        or _cue_and_occasion(words)
    )


def _named_cue_set_off(words: list[str]) -> bool:
    """'Mr. Roe asked, repeating a charge he made at the debate that …': a name, its cue
    and the cue's comma are the whole attribution; what the comma sets off after them,
    however long, is about the speaker, not a clause of its own. After a pronoun ('He
    added, “…”') or with a quote of its own, the sentence may be a new attribution."""
    cue = next(
        (k for k, w in enumerate(words[: MAX_TAIL_SUBJECT + 1]) if is_cue_word(w.strip(".,;:!?"))), None
    )
    return (
        bool(cue)
        and words[cue].endswith(",")
        and all(w[:1].isupper() and not w.endswith(",") and w.lower() not in lx.PRONOUNS for w in words[:cue])
        and not any(mark in " ".join(words[cue + 1 :]) for mark in (*OPENING_MARKS, "''"))
    )


def _opens_occasion(words: list[str], bare: list[str], cue: int) -> bool:
    """Whether the words after the cue at ``cue`` open its occasion or manner: an
    occasion word ('on Twitter'), whom it was said to ('to a crowd of about 500'; 'to'
    before a verb would open what was said), or, after the cue's comma or an adverb
    ('asked rhetorically, shaking his head'), a phrase set off from it, when no comma
    comes before the cue ('They are doing this, he says, by …' goes on the sentence)."""
    k = cue
    while k + 1 < len(bare) and lx.adverb_shaped(bare[k + 1]) and not words[k].endswith(","):
        k += 1
    if words[k].endswith(","):
        return not any(w.endswith(",") for w in words[:cue])
    if k + 1 == len(bare):
        return k > cue
    nxt = bare[k + 1]
    return nxt in OCCASION_OPENERS or (nxt == "to" and k + 2 < len(bare) and bare[k + 2] in lx.DETERMINERS)


def _cue_and_occasion(words: list[str]) -> bool:
    """'Mr. Roe wrote on Twitter on Monday.': a short subject, its cue, and an occasion
    after it with no clause in it (no 'that', no cue but a noun after a determiner: 'in
    a post'), all the attribution there is."""
    bare = [w.strip(".,;:!?").lower() for w in words]
    cue = next((k for k, w in enumerate(bare[: MAX_TAIL_SUBJECT + 1]) if is_cue_word(w)), None)
    if not cue or cue + 1 == len(bare) or not _opens_occasion(words, bare, cue):
        return False
    occasion = bare[cue + 1 :]
    return (
        words[0][:1].isupper()
        and "that" not in occasion
        and lx.PASSIVE.isdisjoint(bare[:cue])
        and all(k and occasion[k - 1] in lx.DETERMINERS for k, _ in cue_spans(occasion))
    )


def opens_sentence(text: str, at: int) -> bool:
    """Whether ``at`` starts a paragraph or follows a sentence's full stop.

    Asked of every character while looking back for a sentence's start: most follow a
    character that can end no sentence, which is answered before any slicing.
    """
    if at > 0 and text[at - 1] not in SENTENCE_EDGE:
        return False
    before = text[max(0, at - 4) : at].rstrip(" \u00a0")
    if not before or before.endswith("\n"):
        return True
    mark = before.rstrip("”\"’'")
    if mark.endswith("."):
        # 'Mr. Trump' and 'U.S. Senate' go on past their period.
        return not _continues_after(text, text.rindex(".", 0, at), at)
    return mark.endswith(("!", "?"))


def sentence_start(text: str, at: int) -> int:
    """Where the sentence holding ``at`` begins.

    A sentence opens at most a few characters after a full stop or a line break, so
    only the places just after those are asked, from the nearest back.
    """
    hi = at
    while hi > 0:
        lo = max(0, hi - SCAN_WINDOW)
        for k in reversed([m.start() for m in STOP_OR_BREAK.finditer(text, lo, hi)]):
            for start in range(min(at, k + MAX_EDGE), k, -1):
                if opens_sentence(text, start):
                    return start
        hi = lo
    return 0


def sentence_end(text: str, at: int) -> int:
    """Where the sentence holding ``at`` ends: where the next one begins, or the text's end."""
    at += 1
    while at < len(text) and not opens_sentence(text, at):
        at += 1
    return min(at, len(text))
