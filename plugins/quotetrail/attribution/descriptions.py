"""The description that stands for a speaker the article does not name.

'A Republican committee aide said …', 'said a woman in Lakeport, Ohio': with no name
to give, the description is who is quoted, and news annotation names it in full, as
the article gives it where it introduces the person. The source span of an attribution is only the head of
the subject ('aide', 'the aide'), so the description is read afresh from the text:
its determiner, its modifiers and the phrases that say where or whom the person is
from ('with the ministry', 'close to the campaign'), up to a verb, a clause or the
cue. A later 'the aide' refers back to the nearest 'a … aide' before it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import islice

from quotetrail.attribution import lexicon as lx
from quotetrail.attribution.cues import is_cue_word, lemma
from quotetrail.attribution.sentences import ABBREVIATIONS, GROUPED_NUMBER
from quotetrail.attribution.subjects import NUMBER_WORDS, SOURCE_TIES

MAX_WORDS = 10
# How far back a definite description ('the aide') looks for its indefinite mention.
ANTECEDENT_WINDOW = 4000
# A slash joins the names of joint authors into one word: 'a Reuters/Ipsos poll'.
WORD = re.compile(rf"{GROUPED_NUMBER}|[\w’'\-.]+(?:/[\w’'\-.]+)*|[^\w\s]")
INDEFINITE = ("a", "an", "one", "some", "several", "two", "three", "four", "many", "dozens", "hundreds")
DEFINITE = {"the", "this", "that", "these", "those"}
# Words that describe nobody on their own: 'the', 'this past', 'Sunday morning'.
NOT_DESCRIBING = lx.DETERMINERS | lx.TIME_WORDS | {"next", "past", "previous", "following", "same"}
# Determiners after which a word is a noun, never a verb: 'the report', 'his remarks'.
NOUN_DETERMINERS = DEFINITE | {"a", "an"} | lx.POSSESSIVE_DETERMINERS
# Quantifiers that take a verb in its -s form: 'each states' could be a verb, 'each state' not.
SINGULAR_QUANTIFIERS = {"each", "every"}
# Words a description does not end with: they join it to what follows, or open the
# clause about it ('an account she gave to the paper': the subject there is not who).
TRAILING_JOINERS = lx.PREPOSITIONS | lx.CLAUSE_WORDS | lx.PRONOUNS
PREPOSITIONS_OR_DETERMINERS = lx.PREPOSITIONS | lx.DETERMINERS
# Words that tie an unnamed source to what it knows: 'a source briefed on', 'an aide involved in'.
TIE_WORDS = {first for first, _ in SOURCE_TIES}
# Words that end a description read rightwards: a verb, a relative clause, a conjunction.
STOPS = (
    lx.AUXILIARIES
    | lx.RELATIVES
    | lx.IRREGULAR_FINITE_FORMS
    | {"whom", "whose", "and", "but", "or", "said", "says"}
    # 'asked by a reporter whether …', 'asked by a host if …': what was asked follows.
    | {"whether", "if"}
)
QUOTE_MARKS = set('"“”«»')
# A name and the comma that sets off a description of it: 'Jane Roe, a spokeswoman'.
APPOSED_TO_NAME = re.compile(r"(?:[A-Z][\w’'\-.]*\s+){0,3}[A-Z][\w’'\-.]*,\s+$")
APPOSITION_REACH = 40
DETERMINERS_BEFORE = re.compile(rf"(?:\b(?:{'|'.join(sorted(lx.DETERMINERS))})\s+)+$", re.IGNORECASE)


def read(text: str, start: int, limit: int, joined: int = 0) -> str | None:
    """The description that opens at ``start``, read no further than ``limit``.

    Words are read one at a time: ``limit`` may be the end of the article, and a
    description stops within a few words. Before ``joined``, the end of the subject
    the attribution found, a conjunction goes on ('teachers and union officials said'
    are all who spoke), and so does a word that may be a cue: the subject holds it as a
    noun ('her economic plan promises', 'the secretary of state said').
    """
    kept: list[re.Match] = []
    for m in WORD.finditer(text, start, limit):
        word = m.group()
        low = word.lower()
        if kept and low in lx.PHRASE_JOINERS and m.end() < joined:
            kept.append(m)
            continue
        if word in ",":
            # 'a woman in Lakeport, Ohio' goes on; 'the minister, who …' does not.
            nxt = WORD.match(text, m.end() + 1) if m.end() + 1 < limit else None
            if nxt is None or not nxt.group()[:1].isupper() or not kept:
                break
            continue
        if not (word[:1].isalnum()) or word in QUOTE_MARKS:
            break
        if kept and (
            _stops(low, kept) or (_cue(word, kept) and m.end() > joined) or _new_line(text, kept[-1], m)
        ):
            break
        if kept and _verb_with_object(low, text, m.end(), limit):
            break
        if kept and _reduced_relative(low, kept[-1].group(), text, m.end(), limit):
            break
        if kept and low in lx.TIME_WORDS and not word.isupper():
            # 'the Kentucky Republican on Tuesday said': the time is when, not who.
            while kept and kept[-1].group().lower() in PREPOSITIONS_OR_DETERMINERS:
                kept.pop()
            break
        kept.append(m)
        if len(kept) >= MAX_WORDS:
            return None
        if _ends_sentence(word):
            break
    while kept and kept[-1].group().lower() in TRAILING_JOINERS:
        kept.pop()
    if not kept or all(m.group().lower() in NOT_DESCRIBING for m in kept):
        return None
    return text[kept[0].start() : kept[-1].end() - _ends_sentence(kept[-1].group())]


def _stops(low: str, kept: list[re.Match]) -> bool:
    """Whether the word ends the description: a verb form after a determiner is a noun
    instead ('a Met Police spokesman', 'the Met')."""
    if low in lx.IRREGULAR_FINITE_FORMS and kept[-1].group().lower() in lx.DETERMINERS:
        return False
    return low in STOPS


def _verb_with_object(low: str, text: str, end: int, limit: int) -> bool:
    """'the harbor chief ended her speech': a past tense before a determiner is the
    sentence's verb and its object, no part of who ('a group called Acme' goes on)."""
    nxt = WORD.match(text, end + 1) if end + 1 < limit else None
    return low.endswith("ed") and nxt is not None and nxt.group().lower() in lx.DETERMINERS


def _reduced_relative(low: str, before: str, text: str, end: int, limit: int) -> bool:
    """'a poll released Thursday', 'exit polls conducted for the network': a reporting
    participle after a noun opens a clause about it, no part of who; one that names
    the author goes on ('a statement issued by the campaign')."""
    if low not in lx.REPORTING_PARTICIPLES or before.lower() in lx.DETERMINERS:
        return False
    nxt = WORD.match(text, end + 1) if end + 1 < limit else None
    return nxt is None or nxt.group().lower() != "by"


def _new_line(text: str, last: re.Match, word: re.Match) -> bool:
    return "\n" in text[last.end() : word.start()]


def _cue(word: str, kept: list[re.Match]) -> bool:
    """Whether ``word`` is the cue that ends the description: a noun that is also a cue
    word ('the report', 'a State Department spokesman', 'his remarks') heads it or
    names it instead, and so does a cue word in its base form after 'a' and a modifier
    ('an HBC report', 'a recent report'), where a verb would take its -s form."""
    before = kept[-1].group().lower()
    if not word.islower() or not is_cue_word(word) or before in NOUN_DETERMINERS:
        return False
    if _disagrees_with_quantifier(word, before):
        return False
    singular = kept[0].group().lower() in lx.SINGULAR_ARTICLES
    return not (singular and lemma(word) == word and not word.endswith("s"))


def _disagrees_with_quantifier(word: str, before: str) -> bool:
    """Whether a cue word could not be the verb of the quantifier before it, and so is a
    noun: a base form after 'each' or 'every' ('voters in each state'), an -s form after
    a number ('the next two states')."""
    if before in SINGULAR_QUANTIFIERS:
        return lemma(word) == word
    return (before in NUMBER_WORDS or before.isdigit()) and word.endswith("s")


def _ends_sentence(word: str) -> bool:
    """A full stop after a word ('campaign.', 'man.'), not an abbreviation's ('U.S.',
    'Sen.') or an initial's ('J.')."""
    stem = word[:-1]
    return word.endswith(".") and "." not in stem and len(stem) > 1 and stem.lower() not in ABBREVIATIONS


def describe(text: str, source: tuple[int, int], cue: tuple[int, int]) -> str | None:
    """The fullest description of the speaker the mention at ``source`` describes.

    A determiner just before the source span belongs to the description ('some
    protesters'); a definite description takes the indefinite mention of the
    same head noun nearest before it ('the aide' -> 'A Republican committee aide').
    """
    start = source[0]
    det = DETERMINERS_BEFORE.search(text[max(0, start - 40) : start])
    if det is not None:
        start -= len(det.group())
    limit = cue[0] if cue[0] > source[0] else len(text)
    own = read(text, start, limit, source[1]) or _head_phrase(text, start, limit)
    if own is None:
        return None
    own = _within_subject(text, own, start, source[1])
    if limit == cue[0]:
        own = _before_adverbs(own)
    words = own.split()
    if _verb_form(words):
        return None
    if words[0].lower() in DEFINITE and len(words) == 2:
        earlier = _indefinite_mention(text, words[1], start)
        if earlier is not None:
            return earlier
    return own


def _within_subject(text: str, description: str, start: int, subject_end: int) -> str:
    """The description cut at the end of the subject the attribution found when a past
    tense follows that end: it is the verb of the subject's clause, whose rest is no
    part of who ('His chief aide doubled down …, saying', 'the aide rallied supporters,
    saying'). The participle of an unnamed source's tie goes on ('a source involved in
    the talks'), and so does one naming an author ('a document filed by the city')."""
    end = start + len(description)
    after = WORD.match(text, subject_end + 1) if end > subject_end + 1 else None
    if after is None or after.start() != subject_end + 1:
        return description
    word = after.group()
    following = WORD.match(text, after.end() + 1)
    if (
        not (word.islower() and word.endswith("ed"))
        or word in TIE_WORDS
        or (following is not None and following.group() == "by")
    ):
        return description
    return text[start:subject_end]


def _head_phrase(text: str, start: int, limit: int) -> str | None:
    """The head of a description too long to give whole: 'a spokeswoman for the Harbor
    Board emailed reporters with …' is 'a spokeswoman for the Harbor Board', and 'a user
    from Lakeport going by the handle …' is 'a user from Lakeport'. It ends before the
    first verb form after its first word, which opens a clause about the person. It is
    kept only when it introduces someone ('a', 'some': 'the Ohio Republican' refers back
    to a person named before) and names where or whom the person is from: a head without
    a name ('a number of the families of those') may be cut short."""
    # ``limit`` may be the article's end: only the words a description can hold are read.
    words = list(islice(WORD.finditer(text, start, limit), MAX_WORDS + 1))
    cut = next((m for m in words[1:] if _verb_shaped(m.group())), None)
    if cut is None or words[0].group().lower() not in INDEFINITE:
        return None
    head = read(text, start, cut.start())
    return head if head is not None and any(w[:1].isupper() for w in head.split()[1:]) else None


def _verb_shaped(word: str) -> bool:
    return word.islower() and word.endswith(("ed", "ing"))


def _verb_form(words: list[str]) -> bool:
    """'Having', 'insulting', 'making': a participle standing alone is the verb of a
    clause the cue's subject was cut from, not who spoke; 'the ruling', 'recent
    polling' and 'restructuring experts' are nouns."""
    return len(words) == 1 and words[0].lower().endswith("ing")


def _before_adverbs(description: str) -> str:
    """'Roe's advisers privately conceded': the adverbs before a cue say how, not who."""
    words = list(re.finditer(r"\S+", description))
    while len(words) > 1 and lx.adverb_shaped(words[-1].group()):
        words.pop()
    return description[: words[-1].end()]


def introduced_before(text: str, head: str, before: int) -> bool:
    """Whether an indefinite mention of ``head`` ('a Republican aide') lies in the window before."""
    return _indefinite_mention(text, head, before) is not None


@lru_cache(maxsize=1024)
def _indefinite_pattern(head: str) -> re.Pattern:
    """'a …' or 'one …' mentioning ``head``; compiled once per head noun, which recur.
    The determiner is a word of its own: 'a take-no-prisoners governor' is the end of
    'no-one', no 'one governor'."""
    return re.compile(
        rf"(?<![\w’'\-])(?:{'|'.join(INDEFINITE)})\s+(?:[\w’'\-]+\s+){{0,3}}?{re.escape(head)}\b",
        re.IGNORECASE,
    )


@lru_cache(maxsize=1024)
def _head_pattern(head: str) -> re.Pattern:
    """``head`` alone, as the end of a word: every indefinite mention ends with it."""
    return re.compile(rf"{re.escape(head)}\b", re.IGNORECASE)


def _indefinite_mention(text: str, head: str, before: int) -> str | None:
    """The nearest 'a …' or 'one …' mention of ``head`` in the window before ``before``
    that introduces someone unnamed: 'Jane Roe, a spokeswoman for the ministry' names
    her spokeswoman, and a later 'the spokeswoman' is Jane Roe.

    Most windows never name the head noun at all: a search for it alone rules them out
    before the full pattern, which tries every word of the window, is run."""
    lo = max(0, before - ANTECEDENT_WINDOW)
    if _head_pattern(head).search(text, lo, before) is None:
        return None
    pattern = _indefinite_pattern(head)
    found = [m for m in pattern.finditer(text, lo, before) if not _describes_named(text, m.start())]
    if not found:
        return None
    m = found[-1]
    end = text.find("\n", m.start())
    return read(text, m.start(), before if end < 0 else min(end, before))


def _describes_named(text: str, start: int) -> bool:
    """Whether the indefinite description at ``start`` is set off after a name and closed
    by punctuation ('Jane Roe, a spokeswoman for the ministry.'), and so describes that
    named person; after a place ('In Lakeport, a woman …') it opens a clause instead."""
    name = APPOSED_TO_NAME.search(text, max(0, start - APPOSITION_REACH), start)
    if name is None:
        return False
    # 'In Lakeport, a …' and 'a town hall in Lakeport, a …': a place, not a name described.
    words = (
        text[max(0, name.start() - APPOSITION_REACH) : name.start()].split()[-1:] + name.group().split()[:1]
    )
    if any(w.lower() in lx.PREPOSITIONS for w in words):
        return False
    line_end = text.find("\n", start)
    described = read(text, start, len(text) if line_end < 0 else line_end)
    if described is None:
        return False
    after = start + len(described)
    return text[after : after + 3].lstrip(" ")[:1] in {",", ".", ";", "\n", ""}
