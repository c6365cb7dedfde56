"""Quoted spans that are nobody's words: scare quotes, titles, quoted documents.

They are kept and typed rather than dropped, because a reader of the data wants to
know why a quoted span was not counted as a quote.
"""

from __future__ import annotations

import re

from quotetrail.attribution.cues import DOCUMENT_CUES
from quotetrail.attribution.model import NonAttributionType

SMALL_WORDS = {"a", "an", "the", "of", "and", "or", "in", "on", "at", "to", "for", "with", "by"}
TITLE_CUES = {
    "titled",
    "entitled",
    "called",
    "named",
    "dubbed",
    "show",
    "book",
    "film",
    "movie",
    "song",
    "album",
    "series",
    "program",
    "programme",
    "column",
    "headline",
    "on",
    "in",
}
#: Works whose title a quoted span set off after them gives: 'in her memoir, “Hard Choices.”'.
WORK_NOUNS = {
    "book", "memoir", "novel", "film", "movie", "documentary", "song", "album", "play",
    "musical", "series", "show", "column", "essay", "poem", "report",
}  # fmt: skip
DOCUMENT_LENGTH = 12
# A word of a quoted span, figures and hyphenated words whole: 'a 10% cut', 're-election'.
QUOTED_WORD = re.compile(r"[\w’'%\-]+")
WORD_BEFORE = re.compile(r"[\w’']+")
#: Nouns that name the quoted words as a term rather than quote someone using them: 'slammed
#: the president for not using the term “radical Islamic terrorism”'.
TERM_NOUNS = {"term", "phrase", "word", "words", "slogan", "label", "expression", "moniker", "nickname"}


def classify(text: str, start: int, end: int, pre: str) -> NonAttributionType:
    """Type of an unattributed quoted span, from its shape and the words before it."""
    words = QUOTED_WORD.findall(text[start:end])
    before = _words_before(pre)
    if follows_document_cue(pre):
        return "document"
    if _title_case(words) and (len(words) >= 2 or (before and before[-1] in TITLE_CUES)):
        return "title"
    if len(words) >= DOCUMENT_LENGTH:
        return "document"
    return "scare"


def names_a_work(text: str, start: int, end: int, pre: str) -> bool:
    """'her memoir, “Harbor Days”', 'his book “The Long Crossing”': a title after the work
    it names is that work's title, not words anyone says in it."""
    before = _words_before(pre)
    return bool(before) and before[-1] in WORK_NOUNS and classify(text, start, end, "") == "title"


def names_a_term(pre: str) -> bool:
    """'the term “…”', 'the phrase “…”': the quoted words are mentioned, not said;
    'a candidate whose words “…”' quotes them."""
    before = _words_before(pre)
    return (
        len(before) == 2
        and before[0] in {"the", "this", "that"}
        and before[1] in TERM_NOUNS
        and pre.rstrip()[-1:].isalpha()
    )


def follows_document_cue(pre: str) -> bool:
    """'the sign reads “…”', 'he swore “…”': the quoted words are a fixed text."""
    return any(w in DOCUMENT_CUES for w in _words_before(pre))


def _words_before(pre: str) -> list[str]:
    """The last two words before a quoted span, lowercased: where its cue would be."""
    return WORD_BEFORE.findall(pre.lower())[-2:]


def _title_case(words: list[str]) -> bool:
    if not words or not words[0][0].isupper() or len(words) > 10:
        return False
    content = [w for w in words[1:] if w.lower() not in SMALL_WORDS]
    return all(w[0].isupper() or w[0].isdigit() for w in content)
