"""The noun phrase a cue reports as its source.

Before the cue it is the subject ('the mayor of Lakeport said'), found by walking
left over modifiers, appositions, asides and place names to where the phrase
begins; after an inverted cue it is the phrase that follows ('said Jane Roe, the
mayor'). The words that end a phrase (a verb, a clause opener, a full stop that
is no abbreviation's) are defined here once for both directions.
"""

from __future__ import annotations

import re

from quotetrail.attribution import lexicon as lx
from quotetrail.attribution import names
from quotetrail.attribution.cues import (
    OBJECT_VERBS,
    QUOTE_KINDS,
    RAISING_VERBS,
    cue_kind,
    is_cue_word,
    lemma,
)
from quotetrail.attribution.marks import Region
from quotetrail.attribution.sentences import ABBREVIATIONS, Token

MAX_SUBJECT = 8
#: Words of one item of a list that ends an object: 'the minimum wage'.
MAX_LIST_ITEM = 4
MAX_APPOSITION = 40
MAX_APPOSITION_DEPTH = 3
# Words a subject may take in beyond MAX_SUBJECT for each preposition inside an
# institution's name: 'the James Martin Center for Nonproliferation Studies'.
MAX_INSTITUTION_JOIN = 4
# Words that tie a named person to the organisation they speak for: 'Jane Roe with the
# Lakeport Union', 'Jane Roe from the harbor board', 'Jane Roe at Lakeport College'.
AFFILIATIONS = {"with", "from", "at"}
# Words after a name that tie it to a place or to the organisation the person speaks for.
AFFILIATION_TIES = {"of"} | AFFILIATIONS
# Prepositions of a place or an affiliation that may follow a name: 'Ann Roe of the Harbor
# Institute', 'Ann Roe in Lisbon'.
AFFILIATED_PLACES = lx.PLACE_PREPOSITIONS | AFFILIATION_TIES
CLOSERS = "”\"’'»"
# Verbs whose subject is a document or its findings: 'reports show', 'notes say'.
EVIDENCE_PREDICATES = {
    "show",
    "showed",
    "shown",
    "say",
    "said",
    "suggest",
    "suggested",
    "indicate",
    "indicated",
}
# Cue verbs whose -s form is just as often a plural noun: 'violent protests'.
NOUN_LIKE = {
    "plan",
    "state",
    "question",
    "comment",
    "attack",
    "protest",
    "project",
    "claim",
    "remark",
    "report",
    "call",
    "support",
    "show",
    "demand",
    "signal",
    "quote",
    "note",
    "charge",
    "counter",
    "echo",
    "tweet",
    "post",
    "answer",
    "reply",
    "promise",
    "pledge",
    "fear",
    "hope",
    "doubt",
    "estimate",
    "forecast",
    "vote",
    "rule",
    "offer",
    "back",
    "rate",
    "object",
    "praise",
    "threaten",
    "find",
    "concern",
    "warn",
    "talk",
    "cite",
    "label",
    "slam",
    "blast",
    "blame",
    "credit",
    "dispute",
    "challenge",
    "request",
    "order",
    "appeal",
    "welcome",
    "hail",
    "view",
    "wish",
    "regard",
    "brand",
    "regret",
    "taunt",
    "guarantee",
    "detail",
    "reference",
    "mention",
    "vow",
    "hint",
    "chant",
    "document",
    "outline",
}
# Prepositions whose object is a noun phrase, never the subject of a clause ('after' and
# 'since' open clauses too: 'after Roe said').
MODIFIER_PREPOSITIONS = {"of", "with", "for", "in", "on", "by", "from", "about", "under", "into", "to"}
# Endings of a possessive, singular or plural: 'Graham's', 'the voters’'.
POSSESSIVE_ENDINGS = ("’s", "'s", "s’", "s'")
ADJECTIVE_ENDINGS = ("ous", "ful", "ive", "ic", "est", "able", "ible", "al")
# Nouns for people with an adjective's ending: 'one county official said'.
ADJECTIVE_SHAPED_NOUNS = {
    "official",
    "critic",
    "rival",
    "relative",
    "representative",
    "executive",
    "detective",
    "skeptic",
}
NOUN_CUES = {
    "comment",
    "comments",
    "remark",
    "remarks",
    "criticism",
    "statement",
    "statements",
    "claim",
    "claims",
    "warning",
    "warnings",
    "promise",
    "pledge",
    "call",
    "calls",
    "proposal",
    "proposals",
    "announcement",
    "assertion",
    "accusation",
    "accusations",
    "allegation",
    "allegations",
    "argument",
    "message",
    "speech",
    "testimony",
    "complaint",
    "praise",
    "support",
    "opposition",
    "concern",
    "concerns",
    "belief",
    "views",
    "position",
    "stance",
    "demand",
    "demands",
    "request",
    "suggestion",
    "insistence",
    "answer",
    "response",
    "reference",
    "description",
    "assessment",
    "prediction",
    "disdain",
    "embrace",
    "defense",
    "attack",
    "attacks",
    "criticisms",
    "questions",
    "vow",
    "threat",
    "threats",
    "plan",
    "plans",
    "endorsement",
    "hopes",
    "fears",
    "doubts",
}
#: Noun cues of the speech kind: the nouns of stance or act ('his plan', 'her support')
#: count as cues only beside a verb cue.
SPEECH_NOUN_CUES = frozenset(n for n in NOUN_CUES if cue_kind(n) == "speech")
_LOWER_WORD = re.compile(r"[a-z]+")
# Words after a noun-like cue that make it a noun: 'support for', 'declines or'.
# A cue word and the noun after it that make one noun: 'the think tank Third Way'.
COMPOUND_NOUNS = {
    ("think", "tank"),
    ("think", "tanks"),
    ("talk", "show"),
    ("talk", "shows"),
    ("talk", "radio"),
    ("report", "card"),
    ("call", "center"),
    ("lobby", "group"),
    ("lobby", "groups"),
    ("lobby", "firm"),
    ("voting", "rights"),
    ("voting", "laws"),
    ("voting", "law"),
}
NOUN_FOLLOWERS = {
    "for",
    "about",
    "of",
    "and",
    "or",
    "in",
    "on",
    "with",
    "from",
    "against",
    "among",
    "over",
    "are",
    "were",
    "have",
    "had",
}
# Finite verbs that make a stretch between commas a clause rather than an apposition:
# the modals of the lexicon and the finite forms of 'be' and 'have'.
CLAUSE_VERBS = (lx.MODALS - {"to"}) | {"is", "was", "were", "are", "has", "have", "had", "been"}
# Finite verbs that end a noun phrase: 'groups backing the plan have …'.
FINITE_VERBS = CLAUSE_VERBS - {"been"}
# Forms of speech verbs that are only ever verbs, which no noun phrase holds: a subject
# read back from a later verb stops at them ('Roe, 54, said the town would appeal').
FINITE_SPEECH_FORMS = {"said", "says", "told", "tells", "wrote", "writes"}
FINITE_ONLY_FORMS = FINITE_SPEECH_FORMS | lx.IRREGULAR_FINITE_FORMS
# Words of a name that opens a sentence: 'Hillary Rodham Clinton calls for …'.
MAX_OPENING_NAME = 3
TIME_PREPOSITIONS = {"in", "on", "at", "last", "this", "earlier"}
# Pronouns that are never a subject: 'wrote to her', 'told them'.
OBJECT_ONLY_PRONOUNS = {"him", "her", "them", "us", "me"}
# Words that join a second verb to the subject of the first: 'will reverse the rules or decline to …'.
COORDINATORS = {"and", "but", "or", "yet", "nor"}
# Words that open a clause of their own: the words before '… and officials said' or
# '… when critics said' belong to another clause, not to what is said.
CLAUSE_JOINERS = COORDINATORS | {
    "so",
    "when",
    "while",
    "because",
    "if",
    "although",
    "though",
    "after",
    "before",
    "since",
    "until",
    "unless",
    "whether",
    "than",
    "where",
    "what",
    "that",
}
# Prepositions after which a cue word is a noun or an adjective: 'of his remarks', 'despite
# repeated warnings'.
NOUN_PREPOSITIONS = {"of", "in", "for", "with", "on", "by", "despite", "amid"}
# Possessives whose owner is one: 'her ferry plan'.
SINGULAR_POSSESSIVES = {"his", "her", "its"}
# Words after a determiner that are no modifier of a noun: a verb's auxiliary, a
# preposition, a pronoun, or a share of a group that agrees with the plural it counts
# ('a third say', 'a majority want').
NOT_MODIFIERS = lx.MODALS | lx.AUXILIARIES | lx.PREPOSITIONS | lx.PRONOUNS | lx.SHARE_NOUNS
SUBJECT_PRONOUNS = {"he", "she", "they", "we", "i", "it"}
#: Pronouns only a subject can be: a word after one is its verb, no part of a noun phrase.
NOMINATIVE_PRONOUNS = SUBJECT_PRONOUNS - lx.OBJECT_PRONOUNS
# Prepositions that open a phrase setting the scene ('In a speech last July'); the time
# words among lx.PREPOSITIONS also open clauses ('This makes it hard').
SCENE_PREPOSITIONS = lx.PREPOSITIONS - {"this", "last", "early", "earlier", "late", "later"}
# Auxiliaries that carry a clause's tense after a singular subject, 'do' forms aside:
# after one, a bare cue word was its subject ('the jobs report has').
FINITE_AUXILIARIES = CLAUSE_VERBS - {"are", "been", "do", "does", "did"}
# Words that cannot open a clause with its verb: after 'that' they open its subject or an adjunct.
NOT_VERBS = lx.DETERMINERS | lx.PRONOUNS | lx.POSSESSIVE_DETERMINERS | lx.PREPOSITIONS | {"there", "if", "as"}
# Endings of nouns for people by what they do: 'reporter', 'senator', 'activist', 'spokesman'.
AGENT_ENDINGS = ("er", "or", "ist", "ian", "man", "woman", "ent", "ant", "ee")
# Relative pronouns that open an aside about the noun before them.
ASIDE_OPENERS = {"who", "whom", "whose", "which"}
NUMBER_WORDS = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
# A person named by age alone: 'the 45-year-old said', 'a 19-year-old told police'.
AGE_NOUN = re.compile(r"\d+-(?:year|month)-old")
# Participles after the people a poll asked: 'voters polled said', 'those surveyed say'.
SURVEYED = {"polled", "surveyed", "questioned", "interviewed", "sampled"}
# Words that bound a poll's share with 'than': 'more than 4 in 10', 'fewer than one in five'.
SHARE_BOUNDS = {"more", "fewer", "less"}
#: Words that end a phrase of quantity with no noun: 'more', 'some', 'both'.
QUANTITY_WORDS = lx.DETERMINERS | SHARE_BOUNDS
# Words of a time adjunct: 'on Wednesday', 'last week', 'in May', 'earlier this month'.
TIME_ADJUNCT_WORDS = (
    lx.TIME_WORDS
    | set(names.MONTHS)
    | set(names.WEEKDAYS)
    | set(names.TIMES_OF_DAY)
    | {"on", "in", "at", "during", "this", "the", "ago", "day", "days", "weeks", "months"}
)
TIME_NOUNS = TIME_ADJUNCT_WORDS - {"on", "in", "at", "during", "this", "the", "last", "earlier"}
# Words of a stretch of time or an aside after 'for': 'for weeks', 'for the first time',
# 'for example'.
DURATION_WORDS = TIME_NOUNS | {"hours", "years", "decades", "time", "times", "example", "instance"}
# Words of a phrase of time set off at the head of a sentence: 'Two weeks earlier, …',
# 'The next month, …', 'A few minutes later …'.
TIME_PHRASE_WORDS = (
    TIME_ADJUNCT_WORDS
    | DURATION_WORDS
    | {"ago", "a", "an", "next", "following", "previous", "same", "few", "several", "minutes", "moments"}
)
MAX_TIME_ADJUNCT = 4
# Words of a relative clause between a subject and its verb: 'who have run the numbers'.
MAX_SUBJECT_RELATIVE = 8
# The stretch of time before an 'ago', and the words that measure it: 'less than a month
# ago', 'just a few days ago'.
AGO_UNITS = {
    "year", "years", "month", "months", "week", "weeks", "day", "days", "hour", "hours", "decades",
}  # fmt: skip
AGO_MEASURES = {
    "a", "an", "few", "several", "less", "more", "than", "about", "nearly", "almost", "just", "only",
}  # fmt: skip
MAX_AGO = 6
# The words that tie unnamed sources to what they know, before its name: 'people
# familiar with the talks', 'sources close to the mayor', 'officials briefed on the plan'.
SOURCE_TIES = {
    ("familiar", "with"),
    ("close", "to"),
    ("briefed", "on"),
    ("knowledgeable", "about"),
    ("involved", "in"),
}
# Words before the sources' noun that still describe them: 'two senior administration officials'.
MAX_SOURCE_MODIFIERS = 3
# Relative pronouns that stand for a noun; 'that' also opens a reported clause.
RELATIVE_PRONOUNS = lx.RELATIVES - {"that"}
DETERMINERS_AND_OF = lx.DETERMINERS | {"of"}
# 'that' is also a relative or a conjunction: after it a cue may be a verb.
DETERMINERS_BUT_THAT = lx.DETERMINERS - {"that"}
# Words that open a noun phrase: 'confirmed the report', 'described his plan', 'told them'.
NOUN_PHRASE_OPENERS = lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS | lx.PRONOUNS
CLAUSE_OR_TIME_WORDS = lx.CLAUSE_WORDS | lx.TIME_WORDS
# Auxiliaries that are no form of a passive's 'be' or 'get': 'has', 'will', 'could'.
ACTIVE_AUXILIARIES = lx.AUXILIARIES - lx.PASSIVE
ATTRIBUTIVE_ARTICLES = {"the", "a", "an"}
# Determiners that open a noun phrase a participle may describe: 'the criticized plan'.
ATTRIBUTIVE_DETERMINERS = ATTRIBUTIVE_ARTICLES | lx.POSSESSIVE_DETERMINERS
# Participles that describe the noun they follow with a complement ('a host considered one of
# the best', 'an appointee regarded as a liberal'), where a verb would report an act.
PREDICATIVE_PARTICIPLES = {
    "considered", "regarded", "seen", "viewed", "deemed", "described", "called", "named",
    "labeled", "labelled", "dubbed", "branded", "known", "criticized", "criticised", "praised",
}  # fmt: skip
# Words before the head of a plural noun phrase: 'gay rights groups'.
MAX_MODIFIERS = 2
# Nouns of a person that head a subject after a possessive: 'said her daughter'.
PERSON_HEADS = lx.RELATION_NOUNS | lx.ROLE_NOUNS | lx.TITLE_WORDS
# Two words that stand as one adverb between a subject and its verb.
ADVERB_PHRASES = {
    ("in", "fact"),
    ("of", "course"),
    ("in", "turn"),
    ("at", "least"),
    ("in", "particular"),
    ("in", "effect"),
    ("at", "first"),
    ("at", "times"),
    ("in", "part"),
}


def in_regions(pos: int, regions: list[Region]) -> bool:
    return any(r.start <= pos < r.end for r in regions)


def left_subject(toks: list[Token], k: int) -> tuple[int, int] | None:
    """The noun phrase ending just before token ``k`` (auxiliaries, adverbs and a time
    adjunct skipped: 'Roe on Monday also said')."""
    relative = _relative_subject(toks, k) if k < len(toks) and toks[k].is_word else None
    if relative is not None:
        return relative
    i = before_modifiers(toks, k - 1)
    adjunct = _time_adjunct_start(toks, i)
    if adjunct <= i:
        i = before_modifiers(toks, adjunct - 1)
        # 'the groups who wrote to her on Thursday say': an object before the time is no subject.
        if i >= 0 and toks[i].lower in OBJECT_ONLY_PRONOUNS:
            return None
    dated = _dated_participle(toks, i)
    if dated is not None:
        i = dated - 1
    if i < 0:
        return None
    pronoun = contracted_pronoun(toks[i])
    if pronoun is not None:
        return pronoun
    if _quantifier_subject(toks, i):
        return (toks[i].start, toks[i].end)
    if toks[i].lower == "who" and i > 0 and plural_noun(toks[i - 1]):
        return _plural_antecedent(toks, i - 1)  # 'criticism from parents who say …'
    if toks[i].lower in lx.PRONOUNS or toks[i].lower in RELATIVE_PRONOUNS:
        return (toks[i].start, toks[i].end)
    if toks[i].lower == "that" and i == k - 1 and i > 0 and toks[i - 1].is_word:
        # 'cities that support the rules': a relative pronoun, not the conjunction.
        return (toks[i].start, toks[i].end)
    if toks[i].text == ",":
        return before_apposition(toks, i)
    if toks[i].text == ")":
        while i > 0 and toks[i].text != "(":
            i -= 1
        return left_subject(toks, i)
    if toks[i].text == "." and i > 0 and toks[i - 1].is_word and not _full_stop(toks, i):
        i -= 1
    end = i
    share = _share_start(toks, end)
    if share is not None:
        return (toks[share].start, toks[end].end)
    reach = MAX_SUBJECT
    while i >= 0 and _subject_size(toks, i + 1, end + 1) < reach and not _full_stop(toks, i):
        if _joins_institution_name(toks, i):
            reach += MAX_INSTITUTION_JOIN  # 'Jane Roe of the Center for Harbor Studies wrote'
        elif not np_word(toks[i]) and not _quoted_modifier(toks, i, end):
            break
        if _pronoun_opens_clause(toks, i, end):
            i += 1
            break  # 'he read the letter the clerk says was forged': the word after 'he' is its verb
        if _article_after_noun(toks, i):
            i -= 1
            break  # 'the files the mayor says are secret': the subject opens at its article
        i -= 1
    first = i + 1
    while first <= end and (
        toks[first].lower in lx.INTRO_WORDS
        or (
            toks[first].lower in DETERMINERS_AND_OF
            and toks[first].lower != "the"
            # 'his aide', 'some allies': the determiner says whose
            and not (first < end and toks[first + 1].lower in lx.RELATION_NOUNS)
        )
    ):
        first += 1
    if first > end or not (
        _noun_end(toks[end], (toks[end - 2], toks[end - 1]) if end > 1 else None)
        or _head_before_verb(toks, first, end, k)
        or (first < end and _closes_name(toks, end))
    ):
        return None
    # 'four in 10 voters say': the share of voters, not '10 voters'.
    share = _share_start(toks, first)
    first = _conjoined_start(toks, first if share is None else share, end)
    resident = _resident(toks, first, end)
    if resident is not None:
        return resident
    described = _unclosed_description(toks, first)
    if described is not None and toks[k].lower in PREDICATIVE_PARTICIPLES:
        return None  # 'Roe, a host considered one of the best': the participle describes the host
    return described or (
        toks[_tie_start(toks, _place_start(toks, first))].start,
        toks[end].end,
    )


def _pronoun_opens_clause(toks: list[Token], i: int, end: int) -> bool:
    """Whether the pronoun at ``i`` is the subject of a clause that opens there, its verb
    next and then the article of the noun phrase that ends at ``end`` ('He read the
    letter the clerk says …'). After a noun it opens a relative clause inside the
    phrase instead ('the scholars I asked thought …', 'a firm he owns has …'); with no
    article after the next word, that word goes with the pronoun ('They all said')."""
    return (
        toks[i].lower in NOMINATIVE_PRONOUNS
        and i + 2 < end
        and toks[i + 2].lower in lx.DETERMINERS
        and (i == 0 or not np_word(toks[i - 1]))
    )


def _conjoined_start(toks: list[Token], first: int, end: int) -> int:
    """Where a subject of two noun phrases joined by 'and' or 'or' starts, when the phrase
    from ``first`` to ``end`` is the second ('…, teachers and union officials said', 'Roe
    and Smith said'); else ``first``. The first phrase must open the sentence or follow a
    comma (after a verb it is that verb's object: 'met Roe and aides said …'), and the
    second must end in a noun, not a quantity ('won more states and more pledged …')."""
    joiner = first - 1
    if joiner < 1 or toks[joiner].lower not in lx.PHRASE_JOINERS or toks[end].lower in QUANTITY_WORDS:
        return first
    i = joiner - 1
    while i >= 0 and joiner - i <= MAX_LIST_ITEM and np_word(toks[i]):
        i -= 1
    if i + 1 == joiner or (i >= 0 and toks[i].text != ","):
        return first
    # 'But teachers and union officials said': the sentence's opening word is no part of the subject.
    return next((j for j in range(i + 1, joiner) if toks[j].lower not in lx.INTRO_WORDS), first)


def _relative_subject(toks: list[Token], k: int) -> tuple[int, int] | None:
    """The subject that opens the sentence when a relative clause stands between it and
    its verb at ``k`` ('Senior advisers who have run the numbers argue …'), or None.
    Only a clause not set off by commas, after a subject that opens the sentence: a
    'who' after an apposition or a list ('Jane Roe, a banker who has said …') belongs
    to the rules of those."""
    for j in range(k - 1, max(0, k - 1 - MAX_SUBJECT_RELATIVE), -1):
        if not toks[j].is_word:
            return None
        if toks[j].lower == "who":
            # 'people who unequivocally endorsed': the 'who' is the cue's own subject.
            if all(t.lower.endswith("ly") for t in toks[j + 1 : k]):
                return None
            subject = left_subject(toks, j)
            return subject if subject is not None and subject[0] == toks[0].start else None
    return None


def contracted_pronoun(t: Token) -> tuple[int, int] | None:
    """The pronoun of a contraction like 'he’s' ('he has', 'she is'), whose 's is an
    auxiliary before the verb, not a possessive ending before a noun; else None."""
    if (
        len(t.lower) > 2
        and t.lower[-2] in "’'"
        and t.lower[-1] == "s"
        and t.lower[:-2] in lx.CONTRACTING_PRONOUNS
    ):
        return (t.start, t.end - 2)
    return None


def _quantifier_subject(toks: list[Token], i: int) -> bool:
    """Whether ``toks[i]`` is a quantifier standing alone as the subject of the verb after
    it: 'Both want …', 'and many believe …', 'who both back …'. After a verb or a
    preposition it is a determiner ('have some say', 'in most states'), and a plural
    after it, or a word that is mostly a noun before 'for' or a verb, is its noun
    ('many plans', 'some support for the plan')."""
    if i < 0 or toks[i].lower not in lx.QUANTIFIER_PRONOUNS or i + 1 >= len(toks):
        return False
    verb = toks[i + 1].lower
    after = toks[i + 2].lower if i + 2 < len(toks) else ""
    quote_follows = i + 3 < len(toks) and toks[i + 3].text == "”"  # 'Some said, “…”'
    if (
        (verb.endswith("s") and not verb.endswith("ss"))
        or adverb(toks[i + 1])
        or (after == "," and not quote_follows)
    ):
        return False  # 'most recently offered' grades an adverb; 'All told, …' sums up
    if lemma(verb) in NOUN_LIKE and after in NOUN_FOLLOWERS | FINITE_AUXILIARIES:
        return False  # 'some support for the plan', 'most calls were answered'
    if toks[i].lower == "another" and not (verb.endswith("ed") or verb in FINITE_ONLY_FORMS):
        return False  # 'Another said …' is someone; 'another challenge', 'another reference' a noun
    before = toks[i - 1] if i > 0 else None
    return (
        before is None
        or not before.is_word
        or before.lower in COORDINATORS | lx.RELATIVES | {"they", "we", "you"}
    )


def _unclosed_description(toks: list[Token], first: int) -> tuple[int, int] | None:
    """'Sen. Roe (D-NY), a supporter of the harbor plan told …': a description that a
    comma and 'a' or a lowercase title ('president and CEO of Acme') open after the
    sentence's named subject, and no comma closes, holds the noun phrase before the
    verb; the speaker is the name."""
    comma = next(
        (j for j in range(first - 1, max(-1, first - 1 - MAX_APPOSITION), -1) if toks[j].text == ","), None
    )
    if comma is None or (
        toks[comma + 1].lower not in {"a", "an"} and toks[comma + 1].text not in lx.TITLE_WORDS
    ):
        return None  # 'Jane Roe, a supporter …', 'Jane Roe, president and CEO of Acme said'
    if any(t.lower in FINITE_VERBS for t in toks[comma + 1 : first]):
        return None  # 'Roe, a lawyer who was there, …': a clause of its own
    subject = main_subject(toks)
    if subject is None or subject[1] > toks[comma].start:
        return None
    named = all(t.is_capitalized for t in toks if subject[0] <= t.start < subject[1] and t.is_word)
    # Only a parenthesis may stand between the name and the comma: 'Roe (D-NY),'.
    between = [t.text for t in toks[:comma] if t.start >= subject[1]]
    return subject if named and (not between or (between[0], between[-1]) == ("(", ")")) else None


def _is_number(t: Token) -> bool:
    return is_numeral(t.text)


def is_numeral(word: str) -> bool:
    """'500', '4,000' or 'four': a count, which 'about' before it makes rough ('about 500
    people'), not a topic."""
    return word[:1].isdigit() or word.lower() in NUMBER_WORDS


def _share_start(toks: list[Token], end: int) -> int | None:
    """Where a poll's share that ends at ``end`` starts: 'Two in three said', 'one in
    four say' are people, and the whole share is the mention, not its last number."""
    if end >= 2 and _is_number(toks[end]) and toks[end - 1].lower == "in" and _is_number(toks[end - 2]):
        return end - 2
    return None


def past_share(toks: list[Token], k: int) -> int:
    """The index after a poll's share that opens at ``k`` ('nearly one in four', 'more
    than 4 in 10'), or ``k``."""
    if k + 1 < len(toks) and toks[k].lower in SHARE_BOUNDS and toks[k + 1].lower == "than":
        j = k + 2
    else:
        j = k + 1 if k < len(toks) and (adverb(toks[k]) or toks[k].lower == "about") else k
    if j + 2 < len(toks) and _share_start(toks, j + 2) == j:
        return j + 3
    return k


def before_modifiers(toks: list[Token], i: int) -> int:
    """Index of the last token at or before ``i`` that is no auxiliary or adverb ('in fact'
    and 'of course' are adverbs too: 'PACs have in fact reported')."""
    while i >= 0 and toks[i].is_word:
        if named_like_auxiliary(toks, i):
            break
        if toks[i].lower in lx.AUXILIARIES or adverb(toks[i]):
            i -= 1
        elif i > 0 and (toks[i - 1].lower, toks[i].lower) in ADVERB_PHRASES:
            i -= 2
        else:
            break
    return i


def named_like_auxiliary(toks: list[Token], i: int) -> bool:
    """'“…,” Will wrote', '“…,” May said', 'Elizabeth May said': a capitalised auxiliary
    right after the words it attributes, or after a capitalised word, is a name (George
    Will, Theresa May), not a verb."""
    return i > 0 and toks[i].is_capitalized and (toks[i - 1].text in CLOSERS or toks[i - 1].is_capitalized)


def _time_adjunct_start(toks: list[Token], i: int) -> int:
    """First index of a time adjunct that ends at ``i``, opened by a preposition ('on
    Monday', 'earlier in the day'; 'during a Sunday rally' is none) or closed by 'ago'
    ('less than two weeks ago'), or ``i + 1`` when none ends there."""
    if i >= 0 and toks[i].lower == "ago":
        return _ago_start(toks, i)
    start = j = i + 1
    while j > 0 and i - j < MAX_TIME_ADJUNCT - 1 and time_word(toks[j - 1]):
        j -= 1
        if toks[j].lower in TIME_PREPOSITIONS and any(t.lower in TIME_NOUNS for t in toks[j + 1 : i + 1]):
            start = j
    return start


def _dated_participle(toks: list[Token], i: int) -> int | None:
    """'A new report released Monday said …', 'the delegates selected Sunday have …': a
    weekday right after a past participle that follows a noun dates the participle's
    clause about that noun, which is the subject; the participle's index, or None."""
    if i < 2 or toks[i].lower not in names.WEEKDAYS:
        return None
    participle, noun = toks[i - 1], toks[i - 2]
    if not (participle.is_word and participle.lower.endswith("ed") and not participle.is_capitalized):
        return None
    if not noun.is_word or not np_word(noun) or noun.lower in lx.DETERMINERS | lx.PRONOUNS:
        return None
    return i - 1


def _ago_start(toks: list[Token], ago: int) -> int:
    """First index of 'two weeks ago', 'less than a month ago', or ``ago + 1`` when no
    stretch of time comes before the 'ago'."""
    j = ago - 1
    if j < 0 or toks[j].lower not in AGO_UNITS:
        return ago + 1
    while j > 0 and (toks[j - 1].lower in AGO_MEASURES or _is_number(toks[j - 1])) and ago - j < MAX_AGO:
        j -= 1
    return j


def _resident(toks: list[Token], first: int, end: int) -> tuple[int, int] | None:
    """'Jane Roe of Lakeport, Ohio says': when a state closes the place someone is from,
    the subject is the person before it."""
    place = " ".join(t.lower for t in toks[first : end + 1])
    if first < 2 or toks[first - 1].text != "," or place not in names.PLACES:
        return None
    before = left_subject(toks, first - 1)
    if before is None or not any(t.lower in {"of", "from"} for t in toks[:first] if t.start >= before[0]):
        return None
    return before


#: Words that end a run of modifiers read leftwards from a noun.
MODIFIER_STOPS = lx.CLAUSE_WORDS | lx.DETERMINERS


def _modifiers_start(
    toks: list[Token],
    head: int,
    most: int,
    *,
    capitalized: bool = False,
    noun_words: bool = False,
    stops: set[str] = MODIFIER_STOPS,
) -> int:
    """Where the modifiers of ``toks[head]`` begin, read leftwards: up to ``most``
    words ('a senior campaign aide', 'two officials with direct knowledge'), none of
    ``stops``, capitalized ones only with ``capitalized`` and, with ``noun_words``,
    only words a noun phrase may hold. The caller decides about the determiner."""
    start = head
    while (
        start > max(0, head - most)
        and toks[start - 1].is_word
        and (capitalized or not toks[start - 1].is_capitalized)
        and toks[start - 1].lower not in stops
        and (not noun_words or np_word(toks[start - 1]))
    ):
        start -= 1
    return start


def _place_start(toks: list[Token], first: int) -> int:
    """'a woman in Lake City said': the subject is the woman, whom the place describes.
    So are people named by a plural noun before 'in', 'from' or 'at' ('Officials in
    Ottawa say', 'tenants at a Lakeport building say'), with or without a determiner."""
    prep = first - 1
    while prep > 0 and toks[prep].lower in lx.DETERMINERS:
        prep -= 1
    if _people_before_place(toks, prep):
        return prep - 1
    if prep != first - 1:
        return first
    if prep < 2 or toks[prep].lower not in lx.PLACE_PREPOSITIONS or not toks[first].is_capitalized:
        return first
    start = _modifiers_start(toks, prep, 3)
    if start == prep or start == 0 or toks[start - 1].lower not in lx.DETERMINERS:
        return first
    return start - 1


#: Prepositions of a place people are in or from: 'residents in', 'officials from', 'nurses at'.
PEOPLE_PLACE_PREPOSITIONS = lx.PLACE_PREPOSITIONS | {"at"}


def _people_before_place(toks: list[Token], prep: int) -> bool:
    """Whether a plural noun that opens its clause stands before the place preposition at
    ``prep``: lowercase ('but residents in'), or capitalized as the sentence's first word."""
    if prep < 1 or toks[prep].lower not in PEOPLE_PLACE_PREPOSITIONS:
        return False
    noun = toks[prep - 1]
    if noun.is_capitalized and prep != 1:
        return False
    opens = prep == 1 or toks[prep - 2].text == "," or toks[prep - 2].lower in lx.INTRO_WORDS
    return opens and plural_noun(noun._replace(is_capitalized=False))


def _joins_institution_name(toks: list[Token], i: int) -> bool:
    """Whether the preposition at ``i`` joins the words of an institution's name ('Center
    for Harbor Studies', 'Council on Foreign Relations'): after its capitalized head
    word and before a capitalized word; or whether the 'and' at ``i`` joins the last
    words of such a name ('Centers for Ferry Safety and Prevention'), which no title or
    given name after it opens as another subject."""
    if toks[i].lower == "and":
        return (
            0 < i < len(toks) - 1
            and toks[i + 1].is_capitalized
            and toks[i + 1].lower.rstrip(".") not in lx.TITLE_WORDS | lx.MALE_NAMES | lx.FEMALE_NAMES
            and _institution_words_before(toks, i - 1)
        )
    return (
        toks[i].lower in {"for", "on"}
        and 0 < i < len(toks) - 1
        and _institution_head(toks[i - 1])
        and toks[i + 1].is_capitalized
    )


def _institution_words_before(toks: list[Token], j: int) -> bool:
    """Whether the capitalized words ending at ``j`` follow a preposition that joins an
    institution's name."""
    while j > 0 and toks[j].is_capitalized:
        j -= 1
    return j < len(toks) - 1 and toks[j + 1].is_capitalized and _joins_institution_name(toks, j)


def _institution_head(t: Token) -> bool:
    """'Center', 'Centers': a capitalized head word of an institution's name."""
    return t.is_capitalized and (
        t.lower in lx.INSTITUTION_HEADS or t.lower.removesuffix("s") in lx.INSTITUTION_HEADS
    )


def _tie_start(toks: list[Token], first: int) -> int:
    """'an aide to Smith said': the subject is the aide, so the span takes in the tie."""
    sourced = _unnamed_source_start(toks, first)
    if sourced is not None:
        return sourced
    affiliated = _affiliated_start(toks, first)
    if affiliated is not None:
        return affiliated
    tie = first - 1
    if tie < 1 or toks[tie].lower not in {"to", "for", "of", "with"}:
        return first
    head = tie - 1
    kin_only = toks[tie].lower == "of"  # 'the wife of Smith'; 'secretary of state' is a title
    if toks[head].lower not in (lx.KIN_NOUNS if kin_only else lx.RELATION_NOUNS):
        return first
    start = _modifiers_start(toks, head, 2)  # 'a senior campaign aide to Smith'
    if start > 0 and toks[start - 1].lower in lx.DETERMINERS:
        start -= 1
    return start


def _affiliated_start(toks: list[Token], first: int) -> int | None:
    """'Const. Jane Roe with the Lakeport Police Service said', 'Jane Roe from the harbor
    board said': the subject is the person named before the organisation they speak
    for, so the span starts at the name (titles included). None when no name of two
    capitalized words or more stands right before such a tie."""
    tie = first - 1
    if (
        tie < 2
        or toks[tie].lower not in AFFILIATIONS
        or not (toks[first].is_capitalized or toks[first].lower == "the")
    ):
        return None
    start = tie
    while start > 0 and (
        toks[start - 1].is_capitalized or (toks[start - 1].text == "." and not _full_stop(toks, start - 1))
    ):
        start -= 1
    named = [t for t in toks[start:tie] if t.is_capitalized and t.lower not in lx.INTRO_WORDS]
    return start if len(named) >= 2 else _described_affiliate(toks, tie)


def _described_affiliate(toks: list[Token], tie: int) -> int | None:
    """'a worker at the plant said', 'an official with the ministry said': a person
    described by their role speaks for the organisation named after the tie, so the
    span starts at the description, its modifiers and determiner included."""
    head = tie - 1
    noun = toks[head].lower
    singular = noun.removesuffix("s")  # 'workers at the plant'
    if not toks[head].is_word or toks[head].is_capitalized or not names_person(singular):
        return None
    start = _modifiers_start(
        toks, head, MAX_MODIFIERS, noun_words=True, stops=MODIFIER_STOPS | lx.PREPOSITIONS
    )
    if start > 0 and (toks[start - 1].lower in lx.DETERMINERS or toks[start - 1].lower in NUMBER_WORDS):
        start -= 1
    return start


def _unnamed_source_start(toks: list[Token], first: int) -> int | None:
    """'people familiar with the talks said', 'two officials with direct knowledge of the
    plan said', 'sources close to the mayor said': the speakers are the unnamed sources,
    not the talks or the mayor they know of, so the subject starts at the sources' noun
    with its modifiers. None when no such tie stands before ``first``."""
    if first >= 2 and (toks[first - 2].lower, toks[first - 1].lower) in SOURCE_TIES:
        head = first - 3
    elif first >= 2 and toks[first - 1].lower == "with" and _knowledge_of(toks, first):
        head = first - 2
    else:
        return None
    if head < 0 or not toks[head].is_word or not np_word(toks[head]):
        return None
    if toks[head].lower in lx.DETERMINERS | lx.PRONOUNS:
        return None
    start = _modifiers_start(toks, head, MAX_SOURCE_MODIFIERS, capitalized=True, noun_words=True)
    if start > 0 and toks[start - 1].lower in lx.DETERMINERS:
        start -= 1
    return start


def _knowledge_of(toks: list[Token], first: int) -> bool:
    """Whether 'knowledge of' opens the words at ``first``, after up to two words that
    grade it ('direct knowledge of', 'detailed, firsthand knowledge of')."""
    words = [t.lower for t in toks[first : first + 4]]
    return any(words[j : j + 2] == ["knowledge", "of"] for j in range(3))


def before_apposition(toks: list[Token], comma: int, depth: int = 0) -> tuple[int, int] | None:
    """'Kraft, Wu's top challenger, called': the subject is before the apposition.

    Quote marks may stand in an apposition around a nickname: 'Marcia "Cia" Price'.
    """
    j = comma - 1
    while j >= 0 and toks[j].text != "," and comma - j < MAX_APPOSITION:
        if not toks[j].is_word and toks[j].text not in "’'-.()\"“”":
            return None
        j -= 1
    if j < 0 or toks[j].text != ",":
        return None
    if toks[j + 1].lower not in lx.RELATIVES and _is_clause(_before_relative(toks[j + 1 : comma])):
        return None  # '…, Smith's work has been meeting standards, an official said': a clause
    subject = left_subject(toks, j) if j > 0 else None
    if subject is not None and subject[0] == toks[0].start and _opening_participle(toks):
        return None  # 'Making her way around Chez Roe, Ann and Tom, thanked …': no subject
    if (subject is None or _is_hometown(toks, j, subject)) and depth < MAX_APPOSITION_DEPTH:
        return before_apposition(toks, j, depth + 1)
    if subject is not None and depth < MAX_APPOSITION_DEPTH:
        # 'Jane Roe, director of the Harbor Fund, a city charity, said': the
        # lowercase description is itself an apposition of the name before it.
        first = next(k for k in range(j) if toks[k].start == subject[0])
        if first > 1 and toks[first - 1].text == "," and not toks[first].is_capitalized:
            named = left_subject(toks, first - 1)
            if named is not None and toks[first - 2].is_capitalized and toks[first - 2].end == named[1]:
                return named
    if subject is not None and _described(toks, j) and _is_name(toks[j + 1 : comma]):
        return (subject[0], toks[comma - 1].end)
    return subject


def _before_relative(stretch: list[Token]) -> list[Token]:
    """The words of an apposition before its relative clause: in 'a teacher who had run
    for mayor' the verbs are the relative clause's, and the apposition is a noun phrase."""
    return next((stretch[:n] for n, t in enumerate(stretch) if t.lower in ASIDE_OPENERS), stretch)


def _is_hometown(toks: list[Token], comma: int, subject: tuple[int, int]) -> bool:
    """'Jane Roe, 30, of Lakeport, Ohio, who …': the place a person is from, or its
    state's abbreviation ('N.C.', 'Calif.'), sits where the subject would."""
    first = next(k for k in range(comma) if toks[k].start == subject[0])
    words = [t for t in toks[first:comma] if t.is_word]
    if first == 0 or not all(t.is_capitalized for t in words):
        return False
    if toks[first - 1].lower in {"of", "from"}:
        return True
    return (
        toks[first - 1].text == ","
        and len(words) <= 2
        and toks[comma - 1].text == "."
        and all(len(t.text) <= 5 for t in words)
    )


def _described(toks: list[Token], comma: int) -> bool:
    """Whether the phrase before ``comma`` ends in a common noun: 'Her campaign manager'."""
    return comma > 0 and toks[comma - 1].is_word and not toks[comma - 1].is_capitalized


def _is_name(stretch: list[Token]) -> bool:
    """Whether an apposition is a bare name ('Jane Q. Roe'), which names the person the
    description before it describes: in 'Her campaign manager, Jane Roe, said' the
    source is both, and the speaker is the name."""
    words = [t for t in stretch if t.text != "."]
    return 2 <= len(words) <= 4 and all(
        t.is_word
        and t.is_capitalized
        and t.lower not in lx.NOT_NAMES
        and "’" not in t.text
        and "'" not in t.text
        for t in words
    )


def _is_clause(stretch: list[Token]) -> bool:
    """Whether words between commas are a clause, not an apposition: they hold a finite
    verb ('has been', 'aren't') or open with a conjunction ('while others …')."""
    return bool(stretch) and (
        stretch[0].lower in CLAUSE_JOINERS
        or any(t.lower in CLAUSE_VERBS or t.lower.endswith(("n't", "n’t")) for t in stretch)
    )


def before_aside(toks: list[Token], dash: int) -> tuple[int, int] | None:
    """'Dickey -- the chief executive of Ora Media -- told me': the subject is before the aside."""
    j = dash - 1
    while j > 0 and toks[j].text == "-":
        j -= 1
    while j > 0 and dash - j < MAX_APPOSITION and toks[j].text not in "—–-":
        j -= 1
    if j <= 0 or toks[j].text not in "—–-":
        return None
    while j > 0 and toks[j - 1].text == "-":
        j -= 1
    return left_subject(toks, j)


def _subject_size(toks: list[Token], lo: int, hi: int) -> int:
    """Tokens of a subject from ``lo`` to ``hi``, the periods of abbreviated titles not
    counted: 'Chief Medical Officer of Health Dr. Jane Roe' is as long as its words. The
    last period of an initialism ('U.S.') is counted, as the rest of it is."""
    return sum(
        1
        for k in range(lo, hi)
        if not (
            toks[k].text == "." and k and toks[k - 1].lower in ABBREVIATIONS and "." not in toks[k - 1].lower
        )
    )


def np_word(t: Token) -> bool:
    if not t.is_word:
        return t.text in "’'-."
    if t.is_capitalized:
        return True
    return (
        t.lower not in lx.CLAUSE_WORDS
        and t.lower not in FINITE_ONLY_FORMS
        and not adverb(t)
        and (not t.lower.endswith("ed") or t.lower in SURVEYED)
    )


def _quoted_modifier(toks: list[Token], i: int, end: int) -> bool:
    """Whether the quote at token ``i`` stands between a determiner and the noun it
    modifies ('the “Harbor First” volunteers said'): a name inside the subject, not
    words the subject said before its verb. Before another determiner the quote ends a
    phrase of its own ('a “ferry tax,” the mayor said')."""
    return (
        0 < i < end
        and toks[i].text == "”"
        and toks[i - 1].lower in lx.DETERMINERS
        and toks[i + 1].is_word
        and not toks[i + 1].is_capitalized
        and toks[i + 1].lower not in NOUN_PHRASE_OPENERS
    )


def _article_after_noun(toks: list[Token], i: int) -> bool:
    """Whether token ``i`` is an article right after a noun and its own determiner ('the
    files the mayor says …', 'a letter the clerk wrote'): no noun phrase goes on past its
    noun into another article, so the second opens the subject of a clause describing
    the first. With a word between the determiner and the article, that word may as well
    be a verb ('his father became a'); a preposition keeps the article in the phrase."""
    if toks[i].lower not in ATTRIBUTIVE_ARTICLES or i < 2:
        return False
    noun, determiner = toks[i - 1], toks[i - 2]
    return (
        noun.is_word
        and not noun.is_capitalized
        and noun.lower not in NOUN_PHRASE_OPENERS | lx.PREPOSITIONS | lx.CLAUSE_WORDS
        and determiner.lower in NOUN_PHRASE_OPENERS - lx.PRONOUNS
    )


def _full_stop(toks: list[Token], i: int) -> bool:
    """A period that ends a sentence rather than 'Mr.' or an initial."""
    if toks[i].text != "." or i == 0:
        return False
    before = toks[i - 1].lower
    # 'The S.E.C. said': a dotted abbreviation keeps its last period.
    return len(before) > 1 and before not in ABBREVIATIONS and "." not in before


def _noun_end(t: Token, share: tuple[Token, Token] | None = None) -> bool:
    """Whether a subject may end with this word: not 'the', 'of', 'federal' or '38',
    but the share of a poll's answers, 'six in 10', a person's age ('the 45-year-old') and
    a parent's children ('a father of three'); ``share`` holds the two words before."""
    if (
        t.text[0].isdigit()
        and share is not None
        and share[1].lower == "in"
        and (share[0].text[0].isdigit() or share[0].lower in NUMBER_WORDS)
    ):
        return True
    if AGE_NOUN.fullmatch(t.lower):
        return True
    if share is not None and _parent_of_count(*share, t):
        return True
    if not t.is_word or t.lower in lx.DETERMINERS or t.lower == "of" or t.text[0].isdigit():
        return False
    return t.is_capitalized or not t.lower.endswith(ADJECTIVE_ENDINGS) or t.lower in ADJECTIVE_SHAPED_NOUNS


def _head_before_verb(toks: list[Token], first: int, end: int, k: int) -> bool:
    """'the hospital said', 'the clinic told': a word shaped like an adjective that an
    article opens and a verb of speech or writing directly follows is the phrase's
    noun, since an adjective never ends a subject. Other cues are left to the word's
    shape: 'the public learned' reports no statement, and reading it as a frame would
    cut the sentence's attribution."""
    return (
        end == k - 1
        and first < end
        and toks[first].lower in ATTRIBUTIVE_DETERMINERS
        and toks[end].is_word
        and k < len(toks)
        and cue_kind(toks[k].text) in QUOTE_KINDS
    )


def _closes_name(toks: list[Token], i: int) -> bool:
    """'Hydro One said', 'Formula One said': a determiner written with a capital after a
    capitalized word is the last word of a name, not the start of another phrase."""
    return i > 0 and toks[i].is_capitalized and toks[i - 1].is_capitalized and toks[i - 1].is_word


def _parent_of_count(relation: Token, of: Token, count: Token) -> bool:
    """'the mother of two', 'a father of three': the count ends the phrase naming the
    parent; it is no determiner of the word after it."""
    return count.lower in NUMBER_WORDS and of.lower == "of" and relation.lower in lx.RELATION_NOUNS


def adverb(t: Token) -> bool:
    """A word in -ly ('privately'), but for the bodies of people whose nouns end so and who
    speak as subjects ('the family said')."""
    return (
        t.lower.endswith("ly") and not t.is_capitalized and len(t.text) > 4 and t.lower not in lx.GROUPS_IN_LY
    )


def right_subject(toks: list[Token], k: int, common_nouns: bool = False) -> tuple[int, int] | None:
    """Inverted order, '…,” said Smith, an economist': the phrase after the cue.

    ``common_nouns`` admits 'according to exit polls', where no name is expected.
    """
    i = k + 1
    if i >= len(toks):
        return None
    if toks[i].lower in lx.PRONOUNS and not _owner_of_next(toks, i):
        return (toks[i].start, toks[i].end)
    start = i
    described = not _inverted_np_word(toks, start, False) and _name_follows(toks, start)
    lowercase = common_nouns or described
    while (
        i < len(toks)
        and _subject_size(toks, start, i) < MAX_SUBJECT
        # 'according to the Center for Harbor Studies': the name goes on past its 'for'.
        and (_inverted_np_word(toks, i, i > start or lowercase) or _joins_institution_name(toks, i))
        # 'said lead author Dr. Ann Roe of the Harbor Institute': the described name ends
        # before its affiliation, which may run past the longest subject.
        and not (described and i > start and _place_follows(toks, i))
    ):
        i += 1
    if i == start:
        return None
    if (
        lowercase
        and not common_nouns
        and (
            (i < len(toks) and toks[i].is_word and not _place_follows(toks, i))
            or any(t.lower.endswith(("’s", "'s")) for t in toks[start:i])
        )
    ):
        return None  # '”, suggested business mogul Smith’s refusal to …' is no inverted speaker
    if not common_nouns and not any(t.is_capitalized or t.lower in lx.DETERMINERS for t in toks[start:i]):
        return None
    return (toks[start].start, toks[i - 1].end)


def _owner_of_next(toks: list[Token], i: int) -> bool:
    """Whether the pronoun at ``i`` owns the noun of a person after it ('said her daughter,
    Jane Roe'), the subject's first word; before another noun it may be the object of a
    verb that is no inverted cue ('“…,” denounced her record')."""
    nxt = toks[i + 1].lower if i + 1 < len(toks) else ""
    return toks[i].lower in lx.POSSESSIVE_DETERMINERS and nxt in PERSON_HEADS


def _place_follows(toks: list[Token], i: int) -> bool:
    """'said political scientist Ann Roe in Lisbon', 'said lead author Ann Roe of the
    Harbor Institute': a place or an affiliation after the name ends the inverted subject
    as a full stop does; other words go on a phrase that is no subject."""
    if toks[i].lower not in AFFILIATED_PLACES:
        return False
    named = i + 2 if i + 2 < len(toks) and toks[i + 1].lower == "the" else i + 1
    return named < len(toks) and toks[named].is_capitalized


def _name_follows(toks: list[Token], i: int) -> bool:
    """'said tax lawyer Ann Cole': up to two common nouns describe the name after them."""
    for j in range(i, min(i + 3, len(toks))):
        if toks[j].is_capitalized:
            return j > i
        if not toks[j].is_word or toks[j].lower in CLAUSE_OR_TIME_WORDS or adverb(toks[j]):
            return False
    return False


def _inverted_np_word(toks: list[Token], i: int, lowercase: bool) -> bool:
    t = toks[i]
    if t.text == "/" or t.text[0].isdigit():
        return True  # '9/11 widow Terry Strada'
    if not t.is_word:
        # An initial or an abbreviation: 'Jeffrey N. Trimble', 'Rep. Jim Clyburn'; dotted
        # initials before a title or a name: 'B.C. Premier Jim Roe', 'G.K. Butterfield'.
        before = toks[i - 1].lower
        nxt = toks[i + 1] if i + 1 < len(toks) else None
        dotted = "." in before and nxt is not None and (nxt.is_capitalized or nxt.lower in lx.TITLE_WORDS)
        return t.text == "." and (len(before) == 1 or before in ABBREVIATIONS or dotted)
    if t.is_capitalized or t.lower in DETERMINERS_AND_OF or t.lower in lx.TITLE_WORDS:
        return True
    return lowercase and t.lower not in CLAUSE_OR_TIME_WORDS


def main_subject(toks: list[Token]) -> tuple[int, int] | None:
    """The subject at the head of a sentence, after an introductory phrase."""
    i = 0
    if (
        len(toks) > 1
        and toks[0].lower in lx.CONJUNCTIONS
        and (toks[1].is_capitalized or toks[1].lower in lx.PRONOUNS)
    ):
        i = 1  # 'But Trump later blamed …': the conjunction joins the sentence to the one before
    elif toks and (
        toks[0].lower in lx.INTRO_WORDS
        or (len(toks) > 1 and toks[0].lower in lx.FOCUS_WORDS and toks[1].lower in lx.INTRO_WORDS)
        or toks[0].lower in lx.OPENING_ADJUNCTS
        or _opening_participle(toks)
        or _opening_time(toks)
    ):
        commas = [j for j, t in enumerate(toks[:20]) if t.text == ","]
        if not commas:
            return None
        i = commas[0] + 1
        # 'Speaking in Salem, New Hampshire, Trump said', 'At an event in Ames, Iowa, on
        # Sunday, Clinton said': a place, and a phrase after it, end the opening phrase.
        for later in commas[1:]:
            segment = toks[i:later]
            if not segment or not (
                _names_place(segment) or _state_abbreviation(segment) or segment[0].lower in lx.INTRO_WORDS
            ):
                break
            i = later + 1
    else:
        i = _unset_time_end(toks)
    if i < len(toks) and toks[i].lower in lx.PRONOUNS and not _owns_speaker(toks, i):
        return (toks[i].start, toks[i].end)
    start = i
    lowercase_run = 0
    while i < len(toks) and i - start < MAX_SUBJECT and (toks[i].is_word or inner_stop(toks, i, start)):
        t = toks[i]
        if not t.is_word:
            pass  # 'Mr. Smith': the abbreviation's period belongs to the subject
        elif t.is_capitalized or t.lower in lx.DETERMINERS or t.lower in lx.TITLE_WORDS or t.lower == "of":
            lowercase_run = 0
        elif i > start and lowercase_run < 2 and np_word(t) and not is_cue_word(t.text):
            lowercase_run += 1
        else:
            break
        i += 1
    while i > start and not _noun_end(toks[i - 1]):
        i -= 1
    return (toks[start].start, toks[i - 1].end) if i > start else None


def _opening_time(toks: list[Token]) -> bool:
    """'Two weeks earlier, …', 'A year ago, …': a short phrase set off at the head of the
    sentence, of numbers and words of time only, is an adjunct, not the subject ('He
    went further on Tuesday, …' has a verb and is the sentence's own clause)."""
    comma = next((j for j, t in enumerate(toks[: MAX_TIME_ADJUNCT + 2]) if t.text == ","), None)
    if not comma or toks[comma - 1].lower not in lx.TIME_WORDS | {"ago"}:
        return False
    return all(_is_number(t) or t.lower in TIME_PHRASE_WORDS for t in toks[:comma])


def _owns_speaker(toks: list[Token], i: int) -> bool:
    """'Her campaign also said …', 'His aides argued …': a possessive before the head of
    an organisation or of someone's tie to its owner opens the subject and is not it."""
    return (
        toks[i].lower in lx.POSSESSIVE_DETERMINERS
        and i + 1 < len(toks)
        and toks[i + 1].lower in set(names.ORGANISATION_HEADS) | lx.RELATION_NOUNS
    )


def _unset_time_end(toks: list[Token]) -> int:
    """'A few minutes later they …', 'Two years ago Roe …': a phrase of time words that
    ends in 'later', 'earlier' or 'ago', with no comma after it, opens the sentence
    before its subject; where that subject starts, or 0 when no such phrase opens it."""
    for j, t in enumerate(toks[: MAX_TIME_ADJUNCT + 1]):
        if t.lower in {"later", "earlier", "ago"}:
            opens = j > 0 and all(_is_number(u) or u.lower in TIME_PHRASE_WORDS for u in toks[:j])
            nxt = toks[j + 1] if j + 1 < len(toks) else None
            if opens and nxt is not None and (nxt.is_capitalized or nxt.lower in lx.PRONOUNS):
                return j + 1
            return 0
        if not (_is_number(t) or t.lower in TIME_PHRASE_WORDS):
            return 0
    return 0


def _names_place(toks: list[Token]) -> bool:
    """Whether the tokens are the name of a place: 'New Hampshire', 'Iowa'."""
    return " ".join(t.lower for t in toks) in names.PLACES


def _state_abbreviation(toks: list[Token]) -> bool:
    """Whether the tokens abbreviate a state after a town: 'Calif.', 'Colo.', 'N.C.'."""
    words = [t for t in toks if t.is_word]
    return (
        0 < len(words) <= 2
        and all(t.is_capitalized and len(t.text) <= 5 for t in words)
        and toks[-1].text.endswith(".")
    )


def _opening_participle(toks: list[Token]) -> bool:
    """'Appearing before supporters, …' and 'Continuing to explain, …' open with a
    participle phrase, not a subject: a participle, then a preposition or a determiner."""
    return (
        len(toks) > 1
        and toks[0].lower.endswith("ing")
        and len(toks[0].text) > 5
        and toks[1].lower in lx.PREPOSITIONS | lx.DETERMINERS
    )


def inner_stop(toks: list[Token], i: int, start: int) -> bool:
    """The period of an abbreviation or initial inside a name: 'Mr. Smith', 'John F. Kerry'."""
    return (
        i > start
        and toks[i].text == "."
        and not _full_stop(toks, i)
        and i + 1 < len(toks)
        and toks[i + 1].is_capitalized
    )


def is_passive(toks: list[Token], k: int) -> bool:
    cue = toks[k].lower
    if cue.endswith("ing") or k == 0:
        return False
    i = k - 1
    # 'was first reported': skip adverbs and auxiliaries up to the form of 'be'.
    while i > 0 and (adverb(toks[i]) or toks[i].lower in ACTIVE_AUXILIARIES):
        i -= 1
    return toks[i].lower in lx.PASSIVE


def _subject_opens(toks: list[Token], k: int) -> bool:
    """Whether only a pronoun or a name stands before the lowercase word at ``k``, from the
    start of the sentence ('She calls …', 'Hillary Clinton calls …'), after an opening
    conjunction and before adverbs ('And she frequently talks …'); a headline in title
    case ('Trump Got More Votes') or a capitalized modifier ('Democratic calls') is no subject."""
    if toks[k].is_capitalized or toks[k].text.isupper():
        return False
    first = 1 if toks[0].lower in lx.CONJUNCTIONS else 0
    end = k
    while end > first and adverb(toks[end - 1]):
        end -= 1
    if end == first + 1 and toks[first].lower in lx.PRONOUNS:
        return True
    return (
        first < end <= first + MAX_OPENING_NAME
        and toks[first].lower not in lx.INTRO_WORDS
        and all(t.is_capitalized and t.is_word for t in toks[first:end])
    )


def _share_says(toks: list[Token], k: int) -> bool:
    """'Two in three said', 'six in 10 argued': a poll's share of people is the subject of
    a verb that cannot be a noun, though 'two' also determines nouns ('two reports');
    'seem' and 'appear' report nobody's words."""
    word = toks[k].lower
    if k < 3 or not _is_number(toks[k - 1]) or _share_start(toks, k - 1) is None:
        return False
    verb = word.endswith("ed") or lemma(word) not in NOUN_LIKE
    return verb and lemma(word) not in RAISING_VERBS


def noun_use(toks: list[Token], k: int) -> bool:
    """'a report', 'game plan', 'Graham's comments came': the cue word is a noun here."""
    if k == 0:
        return False
    prev = toks[k - 1].lower
    if object_gerund(toks, k):
        return False
    if prev == "by" and toks[k].lower.endswith("ing") and lemma(toks[k].lower) not in OBJECT_VERBS:
        # 'ended by saying': a gerund, the verb of the sentence's subject; 'by proposing
        # variations on' names a policy, as a noun would.
        return False
    if _share_says(toks, k) or _quantifier_subject(toks, k - 1):
        return False
    if k >= 3 and _parent_of_count(*toks[k - 3 : k]):
        return False  # 'the mother of two said'
    if (prev in DETERMINERS_BUT_THAT and not _closes_name(toks, k - 1)) or prev in NOUN_PREPOSITIONS:
        return True
    if _head_of_singular_phrase(toks, k):
        return True
    if prev.endswith(POSSESSIVE_ENDINGS) and contracted_pronoun(toks[k - 1]) is None:
        return True  # 'Graham's comments', 'in Democrats' favor'; 'he’s said' is a verb
    word = toks[k].lower
    nxt_word = toks[k + 1].lower if k + 1 < len(toks) else ""
    if (word, nxt_word) in COMPOUND_NOUNS:
        return True
    if word.endswith("s") and lemma(word) in NOUN_LIKE and nxt_word in EVIDENCE_PREDICATES:
        return True  # 'FEC reports show …', 'new fundraising reports show': the subject's noun
    if lemma(word) in NOUN_LIKE and nxt_word in NOUN_FOLLOWERS and not word.endswith(("ed", "ing")):
        # 'support for', 'questions about', 'plans and'; after a pronoun or a name that
        # opens the sentence a verb: 'she calls for more ferries', 'Trump calls for a ban';
        # after a modal or 'to' a verb: 'would vote for Roe', 'to vote against the bill'.
        return not ((word.endswith("s") and _subject_opens(toks, k)) or prev in lx.MODALS)
    if (
        word == lemma(word)
        and word in NOUN_LIKE
        and nxt_word in FINITE_AUXILIARIES
        and not toks[k - 1].is_capitalized
    ):
        # 'the jobs report has cleared the way': a verb takes no auxiliary after it, but in
        # 'a tactic Democrats hope will work' the object of 'hope' went before its subject.
        return True
    if word == lemma(word) and word in NOUN_LIKE:
        # 'game plan' is a noun; 'they plan', 'will plan' and 'officials plan' are verbs.
        return not (
            prev in lx.PLURAL_PRONOUNS
            or prev in lx.MODALS
            or prev in lx.AUXILIARIES
            or (prev.endswith("s") and toks[k - 1].is_word)
            or toks[k - 1].is_capitalized
        )
    if word.endswith("s") and lemma(word) in NOUN_LIKE and relative_that_follows(toks, k):
        return True
    if (
        word.endswith("s")
        and lemma(word) in NOUN_LIKE
        and (not toks[k - 1].is_capitalized or _after_named_modifier(toks, k))
        and prev not in lx.PRONOUNS | lx.RELATIVES
    ):
        nxt = toks[k + 1] if k + 1 < len(toks) else None
        # 'health plans, leaving …' ends a noun phrase at its comma; '…, the survey shows,
        # …' is an attribution set off inside the sentence.
        parenthetical = (
            nxt is not None and nxt.text == "," and any(t.text == "," for t in toks[max(0, k - 4) : k])
        )
        return (
            nxt is None
            or (not nxt.is_word and nxt.text not in ':”"' and not parenthetical)
            or (nxt.lower.endswith("ed") or nxt.lower in lx.AUXILIARIES)
        )
    return False


def _head_of_singular_phrase(toks: list[Token], k: int) -> bool:
    """'a sharp retort', 'an HBC report', 'her ferry plan': a cue word in its base form
    after a singular determiner and one modifier heads that noun phrase, since as a verb
    it would not agree with a singular subject ('a source reports'). After a plural
    modifier a possessive may own a plural subject ('his aides say')."""
    word = toks[k].lower
    if k < 2 or not is_cue_word(word) or word != lemma(word) or word.endswith("s"):
        return False
    det, modifier = toks[k - 2].lower, toks[k - 1]
    if not modifier.is_word or modifier.lower in NOT_MODIFIERS:
        return False
    if det in lx.SINGULAR_ARTICLES:
        return True
    # 'sources close to her office say': the phrase is an object, the subject came before.
    after_preposition = k > 2 and toks[k - 3].lower in lx.PREPOSITIONS
    return det in SINGULAR_POSSESSIVES and not modifier.lower.endswith("s") and not after_preposition


def relative_that_follows(toks: list[Token], k: int) -> bool:
    """'early voting states that vote on March 1', 'reports that have surfaced': after a
    plural cue word, a 'that' whose clause opens with its verb (an auxiliary, a past
    participle, or a word followed by its object or a preposition) is a relative
    pronoun, so the cue word is the noun it describes; 'states that the plan failed'
    and 'states that Roe erred' report a clause."""
    if k + 3 >= len(toks) or toks[k + 1].lower != "that":
        return False
    verb, after = toks[k + 2], toks[k + 3]
    # 'notes that we’re at …': a contraction opens with its subject.
    if (
        not verb.is_word
        or verb.is_capitalized
        or verb.lower in NOT_VERBS
        or "’" in verb.text
        or "'" in verb.text
    ):
        return False
    if verb.lower in lx.AUXILIARIES | lx.MODALS or verb.lower.endswith("ed"):
        return True
    # 'estimates that close to 19,000 …': 'to' and 'of' also follow the first word of a subject.
    return after.lower in lx.DETERMINERS | lx.OBJECT_PRONOUNS | SCENE_PREPOSITIONS - {"to", "of"}


def _after_named_modifier(toks: list[Token], k: int) -> bool:
    """'tasked with FOIA requests.': a name that follows a preposition is its object, so
    the cue word after it may be a noun the name modifies rather than the name's verb
    ('a letter obtained by the AP warns that' is a verb: what follows tells them apart)."""
    i = k - 1
    while i >= 0 and toks[i].is_word and toks[i].is_capitalized:
        i -= 1
    return i < k - 1 and i >= 0 and toks[i].lower in MODIFIER_PREPOSITIONS


def has_speech_noun(sentence: str) -> bool:
    """Whether a sentence holds a noun of speech ('his criticism of the plan', 'her
    statement on the vote'): a cue with no verb, which the cheap test of cue verbs misses."""
    return not SPEECH_NOUN_CUES.isdisjoint(_LOWER_WORD.findall(sentence.lower()))


def time_word(t: Token) -> bool:
    return t.lower in TIME_ADJUNCT_WORDS or t.text.isdigit()


def object_gerund(toks: list[Token], k: int) -> bool:
    """'in denouncing the media', 'erred in saying that …', 'won by praising his rival': a
    gerund cue after 'in' or 'by' is the verb of the sentence's subject when an object
    (or, after 'in', a that-clause) follows it; 'in appealing for the inquiry' is no
    report. ('By' with other gerunds is read in noun_use: 'ended by saying …'.)"""
    if k == 0 or not toks[k].lower.endswith("ing") or k + 1 >= len(toks):
        return False
    takes_object = lemma(toks[k].lower) in OBJECT_VERBS
    if toks[k - 1].lower == "by":
        return takes_object
    return toks[k - 1].lower == "in" and (takes_object or toks[k + 1].lower == "that")


def names_person(noun: str) -> bool:
    """Whether a common noun names a person: a title, a role, a tie, or an agent noun
    ('reporter', 'activist', 'spokeswoman')."""
    if noun in lx.TITLE_WORDS | lx.ROLE_NOUNS | lx.RELATION_NOUNS:
        return True
    return noun.endswith(AGENT_ENDINGS)


def _plural_antecedent(toks: list[Token], head: int) -> tuple[int, int]:
    """The plural noun phrase ending at ``head`` that a 'who' after it stands for, its
    modifiers included ('business leaders'), its determiner or preposition not, nor a
    word ending in -s, -ed or -ing, most often a verb ('tells voters', 'uniting
    liberals') or a plural noun of its own."""
    first = head
    while (
        first > 0
        and head - first < MAX_MODIFIERS
        and toks[first - 1].is_word
        and not toks[first - 1].is_capitalized
        and np_word(toks[first - 1])
        and toks[first - 1].lower not in lx.DETERMINERS | lx.PREPOSITIONS | lx.CONJUNCTIONS | lx.CLAUSE_WORDS
        and not toks[first - 1].lower.endswith(("ing", "ed"))
        and not (toks[first - 1].lower.endswith("s") and not toks[first - 1].lower.endswith("ss"))
    ):
        first -= 1
    return (toks[first].start, toks[head].end)


def plural_noun(t: Token) -> bool:
    """A lowercase plural noun: 'groups', 'voters', not 'his' or 'this'."""
    return (
        t.is_word
        and not t.is_capitalized
        and t.lower.endswith("s")
        and not t.lower.endswith(("ss", "ous", *POSSESSIVE_ENDINGS))
        and np_word(t)
        and t.lower not in lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS | lx.PRONOUNS
    )
