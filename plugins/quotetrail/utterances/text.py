"""Word-level view of a quote's text.

Matching and diffing work on words, not characters: outlets differ in curly
versus straight apostrophes, commas and capitals far more often than in words,
and a word diff is what a reader can check. Every token keeps its character
offsets so that differences can be pointed at in the original text.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# An elision marker ("…", "...", "[...]", "[…]") says the outlet left words out
# on purpose; it is kept as a flag on the next word instead of as a word.
_ELISION = r"\[\s*(?:…|\.\s?\.\s?\.)\s*\]|…|\.\s?\.\s?\."
_ELISION_RE = re.compile(_ELISION)


def _word_pattern(joiners: str) -> str:
    """Letters and digits, joined into one word by ``joiners`` and by a thousands comma."""
    return rf"[^\W_]+(?:(?:[{joiners}]|(?<=\d),(?=\d))[^\W_]+)*%?"


# A hyphen separates words: outlets write "carpet-bomb" and "carpet bomb" for the same
# spoken words, so the hyphen is punctuation between them, not part of one word.
_WORD = _word_pattern("'’‘.")
_WORD_RE = re.compile(_WORD)
_TOKEN_RE = re.compile(
    rf"""
    (?P<elision>{_ELISION})
    |(?P<open>\[)
    |(?P<close>\])
    |(?P<word>{_WORD})
    """,
    re.VERBOSE,
)
# Around a quote, a compound is one term: "health-care spending" tells an occasion by the
# compound, not by its two common parts.
_TERM_RE = re.compile(_word_pattern("'’‘.\\-"))
_TYPOGRAPHY = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-"})
_BRACKETS_AND_SPACE = re.compile(r"[\[\]\s]+")


@dataclass(frozen=True, slots=True)
class Token:
    """One word of a quote, with what surrounds it."""

    norm: str
    raw: str
    start: int
    end: int
    #: Inside square brackets: words the outlet inserted and marked as its own.
    bracketed: bool
    #: An elision marker stands between the previous word and this one.
    elided_before: bool
    #: Punctuation between this word and the next, typography folded.
    punct_after: str


@lru_cache(maxsize=1 << 16)
def fold(text: str) -> str:
    """Fold typographic variants (curly quotes, dashes) that are not a change of wording."""
    return unicodedata.normalize("NFKC", text).translate(_TYPOGRAPHY)


#: "'s" that stands for "is" or "us" after these words; after a name it marks the possessive.
_CONTRACTIONS = frozenset(
    "it's he's she's that's what's there's here's let's who's where's how's when's why's".split()
)


@lru_cache(maxsize=1 << 16)
def normalize_word(raw: str) -> str:
    """Compare words without case, typography or abbreviation dots ("U.S." = "US").

    A name's possessive is one word however an outlet spells it: "ISIS'" and
    "ISIS's" are the same word, a matter of house style.
    """
    word = fold(raw).casefold().replace(".", "")
    if raw[:1].isupper() and word.endswith("'s") and len(word) > 3 and word not in _CONTRACTIONS:
        return word[:-2]
    return word


def norms_of(text: str) -> list[str]:
    """The normalized words of a quote, as :func:`tokenize` gives them, without offsets:
    matching compares every quote's words but aligns and describes only a few quotes."""
    return [normalize_word(word) for word in _WORD_RE.findall(text)]


@lru_cache(maxsize=1 << 12)
def vocabulary(text: str) -> frozenset[str]:
    """The distinct words of a passage, compared as quote words are; no offsets, so it stays cheap
    for the paragraphs around every quote. Quotes of one paragraph share it."""
    return frozenset(normalize_word(word) for word in _TERM_RE.findall(text))


def tokenize(text: str, breaks: tuple[int, ...] = ()) -> list[Token]:
    """Split quote text into words, keeping offsets, brackets, elisions and punctuation.

    A word at one of ``breaks`` follows a gap as an ellipsis would mark it.
    """
    words: list[tuple[str, int, int, bool, bool]] = []
    depth = 0
    elided = False
    for match in _TOKEN_RE.finditer(text):
        kind = match.lastgroup
        if kind == "elision":
            elided = True
        elif kind == "open":
            depth += 1
        elif kind == "close":
            depth = max(0, depth - 1)
        else:
            elided = elided or match.start() in breaks
            words.append((match.group(), match.start(), match.end(), depth > 0, elided))
            elided = False
    tokens = []
    # One-to-one character mapping, so offsets into `typographic` are offsets into `text`.
    typographic = text.translate(_TYPOGRAPHY)
    for index, (raw, start, end, bracketed, elided_before) in enumerate(words):
        gap_end = words[index + 1][1] if index + 1 < len(words) else len(text)
        gap = typographic[end:gap_end]
        punct = _BRACKETS_AND_SPACE.sub("", _ELISION_RE.sub("", gap)) if gap.strip() else ""
        tokens.append(Token(normalize_word(raw), raw, start, end, bracketed, elided_before, punct))
    return tokens


def speaker_key(speaker: str | None) -> str | None:
    """Compare speakers by last name, so "Todd Lyons" and "Lyons" are one person.

    Canonical names are expected, but outlets and extractors still differ in
    first names and titles; the last name is what stays stable.
    """
    if not speaker:
        return None
    words = [w for w in re.split(r"[^\w']+", normalize_word(speaker)) if w]
    while len(words) > 1 and words[-1] in {"jr", "sr", "ii", "iii", "iv"}:
        words.pop()
    return words[-1] if words else None
