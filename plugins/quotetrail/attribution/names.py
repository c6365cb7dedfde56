"""Whether a string can be a speaker: the name of a person or an organisation.

Attribution reads the subject of a speech verb, and in real articles that subject
is sometimes a day ('Monday'), a dateline ('WASHINGTON'), a fragment of a clause
('anything the senator'), a possessive ('Smith's') or a bare honorific ('Mr').
None of them is somebody who spoke. The rule is defined here once, as regular
expressions that mean the same in Python's ``re`` and in Spark SQL's ``rlike``
(Java regex), so the extractor refuses such names with the very test that the
speakers quality check applies to the published table.
"""

from __future__ import annotations

import re
from functools import lru_cache

#: Longest plausible name: 'Bureau of Alcohol, Tobacco and Firearms' has six words.
MAX_NAME_WORDS = 6

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
#: Months as written before a full stop: 'Jan. 23'.
MONTH_ABBREVIATIONS = ("jan", "feb", "mar", "apr", "aug", "sept", "sep", "oct", "nov", "dec")
TIMES_OF_DAY = (
    "morning",
    "afternoon",
    "evening",
    "night",
    "tonight",
    "today",
    "yesterday",
    "tomorrow",
    "weekend",
)
HONORIFICS = (
    "mr",
    "mrs",
    "ms",
    "miss",
    "dr",
    "prof",
    "sir",
    "dame",
    "rev",
    "sen",
    "rep",
    "gov",
    "gen",
    "lt",
    "col",
    "capt",
    "sgt",
    "st",
)
#: Words that open a clause or a noun phrase, never a name: 'Despite Smith', 'Neither Smith'.
FUNCTION_WORDS = (
    "a",
    "an",
    "the",
    "and",
    "or",
    "but",
    "nor",
    "of",
    "to",
    "in",
    "on",
    "at",
    "for",
    "with",
    "by",
    "from",
    "as",
    "if",
    "than",
    "that",
    "this",
    "these",
    "those",
    "despite",
    "neither",
    "either",
    "both",
    "although",
    "though",
    "while",
    "when",
    "after",
    "before",
    "because",
    "since",
    "until",
    "unless",
    "whether",
    "about",
    "anything",
    "something",
    "nothing",
    "everything",
    "anyone",
    "someone",
    "everyone",
    "nobody",
    "his",
    "her",
    "their",
    "its",
    "our",
    "my",
    "your",
    "he",
    "she",
    "they",
    "it",
    "we",
    "i",
    "you",
    "who",
    "what",
    "which",
    "not",
    "no",
    "yes",
    "so",
    "yet",
    "also",
    "even",
    "only",
    "just",
    "all",
    "some",
    "many",
    "most",
    "few",
    "other",
    "another",
    "such",
    "each",
    "every",
    "here",
    "there",
)
#: Lowercase words a name may hold between capitalized ones: 'Department of State',
#: 'Vincent van Gogh', 'Bill de Blasio'.
NAME_PARTICLES = (
    "of",
    "the",
    "for",
    "and",
    "on",
    "de",
    "van",
    "von",
    "der",
    "den",
    "da",
    "del",
    "della",
    "di",
    "du",
    "la",
    "le",
    "bin",
    "ibn",
    "al",
    "el",
    "y",
)
#: Lowercase heads that make a named organisation: 'the Smith campaign', 'the Obama administration'.
ORGANISATION_HEADS = (
    "campaign",
    "administration",
    "camp",
    "team",
    "office",
    "committee",
    "department",
    "agency",
    "government",
)
#: Places that datelines, ledes and primaries put where a subject stands ('Iowa voted', 'in
#: New Hampshire, Sanders said'): the states and provinces, and countries and cities that news
#: names most. 'Washington', 'Victoria' and 'Regina' are left out: they are also people's names.
PLACES = (
    "alabama",
    "alaska",
    "arizona",
    "arkansas",
    "california",
    "colorado",
    "connecticut",
    "delaware",
    "florida",
    "georgia",
    "hawaii",
    "idaho",
    "illinois",
    "indiana",
    "iowa",
    "kansas",
    "kentucky",
    "louisiana",
    "maine",
    "maryland",
    "massachusetts",
    "michigan",
    "minnesota",
    "mississippi",
    "missouri",
    "montana",
    "nebraska",
    "nevada",
    "new hampshire",
    "new jersey",
    "new mexico",
    "new york",
    "north carolina",
    "north dakota",
    "ohio",
    "oklahoma",
    "oregon",
    "pennsylvania",
    "rhode island",
    "south carolina",
    "south dakota",
    "tennessee",
    "texas",
    "utah",
    "vermont",
    "virginia",
    "west virginia",
    "wisconsin",
    "wyoming",
    "united states",
    "america",
    "afghanistan",
    "brazil",
    "britain",
    "canada",
    "china",
    "cuba",
    "egypt",
    "europe",
    "france",
    "germany",
    "india",
    "iran",
    "iraq",
    "israel",
    "italy",
    "japan",
    "libya",
    "mexico",
    "north korea",
    "pakistan",
    "russia",
    "saudi arabia",
    "south korea",
    "syria",
    "turkey",
    "ukraine",
    "paris",
    "london",
    "moscow",
    "beijing",
    "brussels",
    "tehran",
    "baghdad",
    "chicago",
    "los angeles",
    "boston",
    "detroit",
    "philadelphia",
    "miami",
    "atlanta",
    "ontario",
    "quebec",
    "alberta",
    "british columbia",
    "manitoba",
    "saskatchewan",
    "nova scotia",
    "new brunswick",
    "newfoundland",
    "prince edward island",
    "yukon",
    "nunavut",
    "ottawa",
    "toronto",
    "montreal",
    "vancouver",
    "calgary",
    "edmonton",
    "winnipeg",
    "halifax",
    "saskatoon",
)
#: How a word for someone from a place ends: 'Texan', 'Ohioan', 'Vermonter'.
DEMONYM_ENDINGS = ("an", "er")
#: How much of a place's name such a word keeps, at least: 'Iowa' -> 'Iow(an)'.
DEMONYM_STEM = 3


@lru_cache(maxsize=4096)
def is_demonym(word: str) -> bool:
    """Whether a capitalized word names someone by where they come from ('Texan',
    'Floridian', 'Vermonter'): one of the demonym endings after the stem of a place
    of :data:`PLACES`, its last letter dropped ('Texas' -> 'Texa-n')."""
    low = word.lower()
    if not word[:1].isupper() or not low.endswith(DEMONYM_ENDINGS):
        return False
    for place in PLACES:
        stem = place.split()[-1][:-1]
        if len(stem) >= DEMONYM_STEM and low.startswith(stem) and low != place.split()[-1]:
            return True
    return False


#: Groups of people named by a plural noun, not one speaker: 'Republicans said'.
GROUP_NOUNS = (
    "republicans",
    "democrats",
    "republican",
    "democrat",
    "americans",
    "conservatives",
    "liberals",
    "voters",
    "polls",
    "officials",
    "critics",
    "supporters",
    "analysts",
    "experts",
    "residents",
    "others",
    "aides",
    "advisers",
    "advisors",
    "staffers",
    "protesters",
    "sources",
    "pacs",
)


def _words(words: tuple[str, ...]) -> str:
    return "|".join(words)


#: (reason, pattern): a name matching a pattern is not a speaker, for that reason.
#: Only constructs that Python and Java read alike: classes, groups, alternation,
#: anchors, lookahead, the inline (?i) flag.
IMPLAUSIBLE_NAME_PATTERNS: tuple[tuple[str, str], ...] = (
    ("too_long", rf"^\S+(\s+\S+){{{MAX_NAME_WORDS},}}$"),
    ("single_letter", r"^\S\.?$"),
    ("time", rf"(?i)(^|[\s-])({_words(WEEKDAYS + TIMES_OF_DAY)})([\s-]|$)"),
    ("time", rf"(?i)^({_words(MONTHS)})(\s+[0-9]+)?$"),
    ("time", rf"(?i)(^|\s)({_words(MONTHS)})\s+[0-9]"),
    ("all_caps", r"^[^a-z]*\s[^a-z]*$"),
    ("all_caps", r"^[^a-z]*[A-Z]{6,}[^a-z]*$"),
    ("function_word", rf"(?i)^({_words(FUNCTION_WORDS)})(\s|$)"),
    ("function_word", rf"(?i)\s({_words(FUNCTION_WORDS)})$"),
    ("lowercase_start", rf"^(?!({_words(NAME_PARTICLES)})[\s-][A-Z])[a-z]"),
    ("lowercase_word", rf"\s(?!({_words(NAME_PARTICLES)})(\s|-))(?!({_words(ORGANISATION_HEADS)})$)[a-z]"),
    ("possessive", r"(['’]s|s['’])$"),
    ("honorific", rf"(?i)(^|\s)({_words(HONORIFICS)})\.?$"),
    ("group", rf"(?i)^({_words(GROUP_NOUNS)})$"),
    ("place", rf"(?i)^({_words(PLACES)})$"),
    # 'a New Hampshire Republican': one member of a party, described, not named.
    ("group", r"\s(Republican|Democrat)$"),
)

_COMPILED = tuple((reason, re.compile(pattern)) for reason, pattern in IMPLAUSIBLE_NAME_PATTERNS)


@lru_cache(maxsize=8192)
def implausible_name_reason(name: str) -> str | None:
    """Why ``name`` cannot be a speaker ('time', 'all_caps', ...), or None when it can.

    Cached: every name run of an article is tried against all the patterns, and the
    same names recur in the article and across the articles of a story.
    """
    name = " ".join(name.split())
    if not name:
        return "empty"
    return next((reason for reason, pattern in _COMPILED if pattern.search(name)), None)


def is_plausible_speaker_name(name: str) -> bool:
    """Whether ``name`` reads as a person or an organisation that can be quoted."""
    return implausible_name_reason(name) is None
