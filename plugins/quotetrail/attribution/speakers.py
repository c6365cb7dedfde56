"""Who a source mention refers to, as one canonical name per person.

An article names a person once in full, often with a title ("acting ICE Director
Todd Lyons"), then by surname, pronoun or description ("Lyons", "he", "the
mayor"). The index collects the full names and titles of the article so every
mention can be joined to the same canonical name, which is what lets quotes be
compared across outlets.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import dropwhile, islice, pairwise, takewhile

from quotetrail.attribution import descriptions, documents, names
from quotetrail.attribution import lexicon as lx
from quotetrail.attribution.boundaries import OPENING_SUBORDINATORS
from quotetrail.attribution.cues import QUESTIONS, REPLIES, is_speech, lemma
from quotetrail.attribution.marks import QUOTED, SpanSet
from quotetrail.attribution.sentences import (
    DATELINE,
    SENTENCE_EDGE,
    opens_sentence,
    sentence_end,
    sentence_start,
)
from quotetrail.attribution.subjects import AFFILIATION_TIES, NUMBER_WORDS

# A full stop stays inside a run only after an abbreviation or an initial ('Mr. John
# Smith Jr.', 'Donald J. Trump', 'U.S. Army'); any other ends the sentence and the run,
# so 'in Benghazi. Bob said' holds no person called 'Benghazi Bob'.
RUN_ABBREVIATIONS = (
    "Mrs",
    "Mr",
    "Ms",
    "Dr",
    "Sens",
    "Sen",
    "Reps",
    "Rep",
    "Gov",
    "Gens",
    "Gen",
    "Lt",
    "Col",
    "Capt",
    "Sgt",
    "Jr",
    "Sr",
    "St",
    "Prof",
    "Rev",
    "Hon",
    "Atty",
    "Adm",
    "Maj",
    "Supt",
    "Mt",
    "Ft",
    "Const",
    "Insp",
    "Det",
    "Cpl",
    "Cmdr",
    "Coun",
    "Ltd",
)
NAME_TOKEN = rf"(?:(?:{'|'.join(RUN_ABBREVIATIONS)})\.|(?:[A-Z]\.){{1,3}}|[A-Z][\w’'\-]*)"
# Lowercase words inside a name: 'Bill de Blasio', 'Vincent van Gogh'.
PARTICLES = ("de", "van", "von", "da", "del", "bin", "al")
# The lookahead lets a scan pass over lowercase text without trying every alternative.
CAPITALIZED_RUN = re.compile(rf"(?=[A-Z]){NAME_TOKEN}(?:[ \u00a0]+(?:{NAME_TOKEN}|{'|'.join(PARTICLES)}))*")
# Enough mentions to settle a gender vote; more only cost time on long articles.
VOTING_MENTIONS = 20
# A pronoun refers to one of the last few speakers, or to a name within a few paragraphs.
RECENT_SPEAKERS = 4
ANTECEDENT_WINDOW = 3000
# How far before a definite title ('the senator') the person it refers back to may be named.
ROLE_ANTECEDENT_WINDOW = 600
# An organisation's initials: 'CBC', 'RCMP'.
ACRONYM = re.compile(r"[A-Z]{3,}")
# A word written lowercase: 'rival', 'front-runner'.
LOWERCASE_WORD = re.compile(r"\b[a-z][a-z\-]+\b")
# Words that join an institution's head word to the rest of its name: 'Council of …',
# 'Center for …', 'Council on …'.
INSTITUTION_JOINERS = {"of", "for", "on"}
# How far before a relative pronoun the description it stands for may open.
RELATIVE_REACH = 60
# Determiners that stand alone for a noun before 'of': 'that of her aides', 'those of the crew'.
DEMONSTRATIVE_PRONOUNS = {"that", "those"}
DEFINITE_DETERMINERS = {"the", "this", "that"}
# 'the former secretary of state and current nominee said', 'The delegate and activist warned': one person
# described twice, the determiner of the first description (opening the sentence or not) shared by the second.
COORDINATED = re.compile(r"\b(?:[Tt]he|[Tt]his|[Tt]hat)\s+(?:[a-z][\w’'\-]*\s+){1,6}and\s+$")
COORDINATED_REACH = 80
# The 'and' or 'or' that joins two people in one subject: 'Roe and Doe said'.
JOINER = re.compile(rf"\s+(?:{'|'.join(sorted(lx.PHRASE_JOINERS))})\s+")
CUE_AFTER = re.compile(r"\s+([a-z]+)(?:\s+back)?")
# A word of the reporter's clause, where a pronoun that tells a gender is looked for.
WORD_OF_CLAUSE = re.compile(r"\b\w+\b")
# Longest first paragraph read as a headline; a lede is longer.
HEADLINE_WORDS = 20
POSSESSIVE = re.compile(r"(?:’s|'s|’|')$")
# ', state Del. Jane “JJ” Roe (D-Ohio),' after a description: lowercase title words, an
# abbreviated title, a name that may hold a nickname in quote marks, a party label or a
# place of work ('of Grace Church in Lakeport'), and the closing comma, or the full stop
# of a sentence the cue opens ('said the group's chief, Jane Roe.'). The description
# may end on where the person is ('his best friend at Lehigh, Jane Roe,').
APPOSITION = re.compile(
    r"(?: (?:of|at|from|in) [A-Z][\w.’'\-]*(?: [A-Z][\w.’'\-]*){0,3})?"
    r",[ \u00a0]+(?:[a-z]+ )*(?:[A-Z][a-z]{1,4}\. )?((?:[A-Z][\w.’'\-]*|[“\"][^”\"\n]{1,20}[”\"])"
    r"(?: (?:[A-Z][\w.’'\-]*|[“\"][^”\"\n]{1,20}[”\"])){1,4})(?: \([^()\n]{1,40}\))?"
    r"(?: (?:of|from|at) [^,()\n]{1,60})?(?:,|\.(?=\s|$))"
)
NICKNAME = re.compile(r"\s*[“\"][^”\"\n]{1,20}[”\"]\s*")
# What may stand between a quoted term and its closing mark: "called it ‘Wilayat Twitter,’".
TERM_PUNCTUATION = " \u00a0.,;:!?'’"
# Lowercase words that belong to a title before a name: 'acting ICE Director', 'radio host'.
LOWER_TITLE_WORDS = {
    "acting",
    "former",
    "interim",
    "deputy",
    "then",
    "top",
    "senior",
    "mayoral",
    "presidential",
    "radio",
    "talk",
    "press",
    "vice",
    "chief",
    "executive",
    "campaign",
    "candidate",
    "host",
    "secretary",
    "spokesman",
    "spokeswoman",
    "spokesperson",
    "director",
    "reporter",
    "nominee",
    "economist",
    "analyst",
    "strategist",
    "adviser",
    "aide",
}
# Between a sentence's opening words and its subject's name: 'Democratic front-runner Hillary
# Clinton', 'Union leader Jane Roe'.
SUBJECT_TITLE_WORDS = LOWER_TITLE_WORDS | lx.TITLE_WORDS | {"front-runner", "frontrunner"}


@dataclass
class Person:
    name: str
    last: str
    title: str | None = None
    votes: dict[str, int] = field(default_factory=lambda: {"m": 0, "f": 0})
    mention_ends: list[int] = field(default_factory=list)
    counted: bool = False
    mentions: int = 0
    # Named only by title and surname ('President Smith', 'Mrs. Roe'): a pronoun takes
    # such a person only when the article shows the gender.
    surname_only: bool = False
    # Where the article first names the person.
    first: int = 0


@dataclass(frozen=True)
class Resolution:
    speaker: str | None
    title: str | None = None
    reason: str | None = None
    person: Person | None = None
    # Where the description a pronoun stands for begins and ends: 'Protesters gathered
    # … They said …'.
    described: tuple[int, int] | None = None


def _fold(name: str) -> str:
    """A name with its apostrophes made straight: an article may spell 'O’Neill' both ways."""
    return name.replace("’", "'")


@lru_cache(maxsize=8192)
def _clean(word: str) -> str:
    """A word without its possessive or its full stop. Cached: it is asked of every
    capitalized word of every article."""
    word = POSSESSIVE.sub("", word)
    return word.rstrip(".") if len(word) > 3 and word.count(".") == 1 else word


def _quoted_terms(text: str, quoted: Sequence[tuple[int, int]]) -> dict[str, list[tuple[int, int]]]:
    """The quoted spans by what they hold, bare of punctuation: each run inside quote
    marks looks up its own words here rather than comparing itself with every span."""
    terms: dict[str, list[tuple[int, int]]] = {}
    for lo, hi in quoted:
        terms.setdefault(text[lo:hi].strip(TERM_PUNCTUATION), []).append((lo, hi))
    return terms


def _is_quoted_term(run: re.Match, terms: dict[str, list[tuple[int, int]]]) -> bool:
    """Whether the run is a bare name-like term that is all a pair of quote marks
    holds (``terms``, from :func:`_quoted_terms`): a label the article quotes (a
    nickname, a place's mock name), not a person it introduces, so no later mention
    resolves to it. A quoted title with a name inside ('The Jane Roe Show') still
    names Jane Roe."""
    if not any(lo <= run.start() < hi for lo, hi in terms.get(run.group(), ())):
        return False
    words = run.group().split()
    return _split_run(words)[1] == words


def _split_run(words: list[str]) -> tuple[list[str], list[str]]:
    """(title words, name words) of a capitalized run: 'ICE Director Todd Lyons'."""
    titles, name = _split_words(tuple(words))
    return list(titles), list(name)


#: Participles that open titles and the names of groups rather than act on a name.
NAMING_PARTICIPLES = {
    "acting", "founding", "ruling", "leading", "sitting", "reigning", "outgoing", "incoming",
    "governing", "presiding", "visiting", "retiring", "remaining", "upcoming", "standing",
}  # fmt: skip


def _gerund_before_name(low: str, k: int, size: int) -> bool:
    """'Electing Obama' in a title-cased headline: a capitalized gerund before a surname
    is a verb, not a given name ('Sterling Roe' is one, and 'Jane Manning' ends in one);
    a participle that is part of a title or a group's name stays ('Acting Director Roe',
    'the Founding Fathers')."""
    return (
        k < size - 1
        and low.endswith("ing")
        and len(low) > 5
        and low not in GIVEN_NAMES
        and low not in NAMING_PARTICIPLES
    )


@lru_cache(maxsize=8192)
def _split_words(run: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Cached: the same names recur in every article about a story.

    A possessive before the name ends it: 'Breitbart's Joel Pollak' is Joel Pollak.
    """
    raw = list(run)
    while raw and (_clean(raw[-1]).lower() in lx.ORG_WORDS or raw[-1].islower()):
        raw = raw[:-1]
    if len(raw) > 1 and _inverted_cue(raw[0]):
        raw = raw[1:]
    words = [_clean(w) for w in raw]
    name: list[str] = []
    for k in range(len(words) - 1, -1, -1):
        w = words[k]
        low = w.lower()
        # A month ends a name only where a name could not go on: 'Theresa May' is a name.
        month = low in names.MONTHS and k > 0 and words[k - 1].lower() not in NOT_NAME_WORDS
        # 'Sgt. Will Roe': a common word that is also a name is a given name after a title.
        given = low in WORD_SURNAMES and 0 < k < len(words) - 1 and words[k - 1].lower() in lx.TITLE_WORDS
        # 'defensive Smith', 'activist Jane Roe' and 'Texas-based Jane Roe' end where the
        # lowercase words do; 'Ban Ki-moon' goes on.
        if (
            (low in NOT_NAME_WORDS and not month and not given and not _title_surname(words, k))
            or (w.isupper() and len(w) > 2 and not DOTTED_INITIALS.fullmatch(w))
            or (w.islower() and low not in PARTICLES)
            or low.rsplit("-", 1)[-1] in COMPOUND_ADJECTIVES | TITLE_SUFFIXES
            or ("-" in low and low.split("-", 1)[0] in TITLE_PREFIXES)
            or _gerund_before_name(low, k, len(words))
        ):
            break
        if k < len(words) - 1 and POSSESSIVE.search(raw[k]):
            break
        name.insert(0, w)
    titles = tuple(words[: len(words) - len(name)])
    # 'Outside Queen’s Park Jane Roe said': what the possessive owns is no part of the name.
    owned = len(name) >= 3 and name[0].lower() not in GIVEN_NAMES and POSSESSIVE.search(raw[len(titles) - 1])
    if titles and len(name) >= 3 and (titles[-1].lower() in PLACE_OPENERS or owned):
        # 'In Ottawa Jane Roe said': a place between the preposition and the name, no comma.
        given = next((k for k in range(1, len(name) - 1) if name[k].lower() in GIVEN_NAMES), len(name) - 2)
        name = name[given:]
    # 'Jane Roe South Carolina' runs a name into the place after it: the place is no part of
    # it. A name that neither follows a title nor opens with a given name is an
    # organisation's, and the place is its last word: 'Global Affairs Canada'.
    size = next((n for n in (2, 1) if len(name) >= n + 2 and " ".join(name[-n:]).lower() in names.PLACES), 0)
    if size and not titles and name[0].lower() not in GIVEN_NAMES:
        size = 0
    return titles, tuple(name[: len(name) - size])


def _inverted_cue(word: str) -> bool:
    """Whether the word opening a run is a cue before its subject ('Says Roe: “…”',
    'Adds Jane Roe, “…”'): a verb of speech in its present form, which no name is."""
    low = word.lower()
    return low.endswith("s") and lemma(low) != low and is_speech(low)


def _title_surname(words: list[str], k: int) -> bool:
    """Whether the title word or common word ending a run is a surname: 'Steve King',
    'Peter T. King', 'Martin Luther King', 'Mr. King', 'George Will', 'Tom Long',
    'Sen. Mark Early', whose first name (with a middle name or initial) or honorific can
    only precede a name."""
    if k != len(words) - 1 or k == 0 or not _surname_word(words[k].lower()):
        return False
    before = words[k - 1].lower().rstrip(".")
    if before in names.HONORIFICS or before in GIVEN_NAMES:
        return True
    return k > 1 and words[k - 1][:1].isupper() and words[k - 2].lower() in GIVEN_NAMES


def _surname_word(low: str) -> bool:
    """Whether a common word can be a surname after a given name or an honorific: a
    title that is also a surname ('King', 'White') or a word of meaning ('Long', 'Early',
    'Little'), not a grammar word ('Bill Was'), another title ('Grace Mayor') or a word
    of time ('Mike Today')."""
    return low in lx.TITLE_SURNAMES | WORD_SURNAMES or low not in NOT_SURNAMES


# Common words that are also names: a surname after a given name ('George Will'), a
# given name after a title ('Sgt. Will Roe').
WORD_SURNAMES = {"will"}
# Second halves of adjectives made from a name: 'Texas-based', 'Ohio-born', 'GOP-backed'.
COMPOUND_ADJECTIVES = {
    "based",
    "born",
    "bred",
    "raised",
    "led",
    "backed",
    "owned",
    "run",
    "funded",
    "linked",
    "allied",
    "aligned",
    "leaning",
    "area",
    "style",
}
# A sentence that opens with a plural noun phrase and its verb: 'Protesters gathered',
# 'Many local residents say', 'Republican leaders want'.
PLURAL_SUBJECT = re.compile(
    r"(?P<group>(?:(?:Many|Some|Most|Several|Other|The|These|Those|Both|All) )?"
    r"(?:[A-Za-z\-]+ ){0,2}?(?P<head>[A-Za-z\-]+[^su\W]s)) (?!of\b)[a-z]+"
)
# Second halves of titles: 'Mayor-elect Olivia Chow'.
TITLE_SUFFIXES = {"elect"}
# First halves of titles: 'Co-moderator Jane Roe', 'Ex-minister John Doe'.
TITLE_PREFIXES = {"co", "ex"}
# Initials of given names in a name: 'George H.W. Bush', 'J.K. Rowling'.
DOTTED_INITIALS = re.compile(r"(?:[A-Z]\.){2,3}")
# Titles of several people before one of their names ('Senators Charles E. Grassley and
# …'): no part of the name, and no title of the one person.
PLURAL_TITLES = {"senators", "representatives", "governors", "mayors", "ministers", "premiers", "congressmen"}
# Capitalized words that cannot be part of a person's name: 'Although Scott', 'Post Trump'.
# Words that open a capitalized run before a name: 'As The Harbor Herald reported', 'The Herald'.
RUN_OPENERS = lx.DETERMINERS | lx.CLAUSE_WORDS | lx.CONJUNCTIONS | lx.PREPOSITIONS | set(names.FUNCTION_WORDS)
NOT_NAME_WORDS = (
    lx.TITLE_WORDS
    | lx.NOT_NAMES
    | lx.ORG_WORDS
    | lx.INTRO_WORDS
    | lx.CLAUSE_WORDS
    | lx.DETERMINERS
    | set(names.FUNCTION_WORDS)
    | set(names.WEEKDAYS)
    | set(names.TIMES_OF_DAY)
    | lx.TIME_WORDS
    | {"sens", "reps", "crooked", "lyin", "little"}
    | PLURAL_TITLES
)
# Capitalized words that end no name, even after a given name or an honorific.
NOT_SURNAMES = (
    lx.DETERMINERS
    | set(names.FUNCTION_WORDS)
    | lx.NOT_NAMES
    | lx.PASSIVE
    | lx.MODALS
    | {"has", "have", "had"}
    | lx.TITLE_WORDS
    | PLURAL_TITLES
    | lx.TIME_WORDS
    | set(names.TIMES_OF_DAY)
)
# Prepositions of place before a capitalized run: 'In Ottawa Jane Roe said'.
PLACE_OPENERS = lx.PLACE_PREPOSITIONS | {"at", "on", "outside", "inside", "near"}
GIVEN_NAMES = lx.MALE_NAMES | lx.FEMALE_NAMES
# A month or a day before a name is when, not who: 'In May Smith said'.
TIME_NAMES = set(names.MONTHS) | set(names.WEEKDAYS)
RELATIVE_PRONOUNS = {"who", "whom", "whose", "which", "that"}
# Forms of 'be' that, before a noun phrase, say who someone is: 'Ash is a rower who …'.
COPULAS = {"is", "was", "are", "were"}
# 'Mr. Smith' is a man and 'Mrs. Smith' a woman, whatever else the article says.
# 'question' and 'questions' are nouns far more often than verbs: 'took questions', 'a question about'.
QUESTION_NOUNS = {"question", "questions"}
HONORIFIC_GENDER = {"mr": "m", "mrs": "f", "ms": "f", "miss": "f"}
QUOTE_OPENERS = '“"«'
QUOTE_OPENING = re.compile(f"[{QUOTE_OPENERS}]")
# A character that goes on a word: a word found next to one is only part of a longer word.
WORD_CHARACTER = re.compile(r"[\w’'-]")
# Words after the capitalised start of an opening phrase, its comma included: 'On Monday night,'.
MAX_OPENING_PHRASE = 4
# Words that open a phrase of time, place or circumstance before the subject ('After the
# vote, Roe …'); 'For Jane Roe, …' or 'According to Roe, …' name someone else's view.
OPENING_PHRASE_WORDS = {"on", "in", "at", "after", "before", "during", "since", "as", "when", "while"}
# The nouns of one man or one woman: 'wife', 'spokesman'; not 'men' or 'women'.
ONE_PERSON_NOUNS = {noun for nouns in lx.GENDERED_NOUNS.values() for noun in nouns} - {"men", "women"}
# A sentence that opens with one person described by a noun, after a conjunction or a
# phrase of time or place if any: 'A local woman', 'But his wife', 'On Tuesday, his
# wife'; not the owner of something else ('The woman’s lawyer').
DESCRIBED_PERSON = re.compile(
    rf"(?:(?i:{'|'.join(sorted(lx.CONJUNCTIONS))}) "
    rf"|(?i:{'|'.join(sorted(OPENING_PHRASE_WORDS))}) [^,.]{{1,40}}, )?"
    r"(?P<person>(?i:an?|the|his|her|one) (?:[\w\-]+ ){0,3}?"
    rf"(?P<head>{'|'.join(sorted(ONE_PERSON_NOUNS))}))\b(?![’'])"
)
# The word after a described person and any apposition: 'offered' in 'His wife, Jane,
# offered', 'was' in 'A woman, 54, was taken'.
DESCRIBED_VERB = re.compile(r"(?:,[^,.]*,)?\s+(?P<verb>[\w’']+)")
# Pronouns that refer back to the subject they follow; 'him' and 'her' are as often another's.
GENDER_CUES = {"he": "m", "his": "m", "himself": "m", "she": "f", "herself": "f", "hers": "f"}
# The gender of whoever a possessive determiner points back at: 'his remarks', 'her son'.
POSSESSIVE_GENDERS = {"his": "m", "her": "f"}
# 'Parlo said it would appeal': the pronoun after a bare name may show it is an organisation's.
REFERENT_CUES = GENDER_CUES | dict.fromkeys(("it", "its", "itself"), "n")
# 'Norvale Shipping said it would appeal': only a subject 'it' shows that a name is an organisation's.
SUBJECT_REFERENT_CUES = GENDER_CUES | {"it": "n"}
# A surname as the article writes it: 'Ford', 'McLenney', 'O’Toole'; not 'FBI' or 'House-era'.
SURNAME = re.compile(r"[A-Z][a-z]+(?:['’\-]?[A-Z][a-z]+)*")
# 'he’s' and 'she’s' are pronouns for the look-back.
CONTRACTION = re.compile(r"[’']s$")
# Heads of a description that is a person: 'Smith's niece', 'the campaign's director',
# 'the shipping tycoon'.
PERSON_NOUNS = lx.RELATION_NOUNS | lx.TITLE_WORDS | LOWER_TITLE_WORDS | lx.ROLE_NOUNS
# Endings of nouns of someone who does something: 'rider', 'user', 'protester', 'resident'.
AGENT_ENDINGS = ("er", "or", "ist", "ent", "ant", "ian")
# Titles that stand before a person's surname alone: 'President Smith', 'Gov. Roe', 'Mr. Doe'.
PERSON_TITLES = {t.rstrip(".") for t in lx.TITLE_WORDS} - {
    "state",
    "house",
    "senate",
    "federal",
    "democratic",
    "republican",
    "gop",
    "white",
    "u.s",
    "campaign",
    "radio",
    "talk",
    "press",
    "then",
    "senior",
    "top",
    "former",
    "acting",
    "interim",
    "deputy",
    "vice",
    "prime",
    "chief",
    "executive",
    "mayoral",
    "presidential",
    "host",
    "anchor",
    "candidate",
    "nominee",
    "founder",
    "manager",
    "adviser",
    "advisor",
    "aide",
    "analyst",
    "economist",
    "strategist",
    "editor",
    "columnist",
    "pollster",
    "lawmaker",
    "reporter",
    "correspondent",
    "officer",
    "leader",
    "ceo",
}
# Abbreviated titles and the word a description uses for them: 'the senator' is 'Sen. Smith'.
TITLE_ABBREVIATIONS = {
    "sen": "senator",
    "rep": "representative",
    "gov": "governor",
    "gen": "general",
    "lt": "lieutenant",
    "col": "colonel",
    "capt": "captain",
    "sgt": "sergeant",
    "prof": "professor",
    "atty": "attorney",
}
# 'The Roe campaign', 'The Roe administration' opening a sentence: an organisation a later
# 'it said' speaks for, if within a few paragraphs.
ORGANISATION_SUBJECT = re.compile(
    rf"\bThe (?:[A-Z][\w’'\-]* ){{1,3}}(?:{'|'.join(names.ORGANISATION_HEADS)})\b"
)
ORGANISATION_WINDOW = 1200
# Heads of a description that mean a company, and the suffixes of companies' names.
COMPANY_NOUNS = {
    "company",
    "firm",
    "corporation",
    "group",
    "retailer",
    "manufacturer",
    "automaker",
    "airline",
    "insurer",
    "lender",
    "bank",
    "network",
    "publisher",
    "developer",
}
COMPANY_NAME = re.compile(r"\b(?:[A-Z][\w&’'\-]*\s+){1,4}(?:Corp\.|Inc\.|Co\.|Ltd\.?|LLC|Group|Company)")
# The kind of organisation a description's head means: 'the agency' is no company.
DESCRIBED_KINDS = dict.fromkeys(COMPANY_NOUNS, "company") | dict.fromkeys(lx.GOVERNMENT_NOUNS, "government")
# Words opening a sentence whose subject is someone or something new.
SUBJECT_OPENERS = {"he", "she", "they", "the", "a", "an", "his", "her", "their"}
# The pronoun of each gender that may be a sentence's subject, and how to find it as a word.
SUBJECT_PRONOUNS = {GENDER_CUES[pronoun]: pronoun for pronoun in ("he", "she")}
SUBJECT_PRONOUN_WORDS = {
    gender: re.compile(rf"\b{pronoun}\b", re.IGNORECASE) for gender, pronoun in SUBJECT_PRONOUNS.items()
}
# 'Minister of Health Jane Roe', 'Secretary of Homeland Security Jane Roe': a title and
# 'of' before a run, whose first words are then what the office is of, not the name.
OFFICE_OF = re.compile(
    rf"\b(?:{'|'.join(sorted(w.capitalize() for w in lx.TITLE_WORDS if w.isalpha()))}) of\s+$"
)
OFFICE_REACH = 40
# Title words that change the role: 'the president' is not the Vice President.
ROLE_MODIFIERS = {"vice", "deputy", "former", "acting", "assistant", "lieutenant", "interim"}


def _after_dateline(text: str, at: int) -> bool:
    """'LAKEPORT, Ohio — Jane Roe met the board': the first name after the dateline that
    opens a paragraph opens its first sentence, and is that sentence's subject."""
    line = text.rfind("\n", 0, at) + 1
    dateline = DATELINE.match(text, line, at + 1)
    return dateline is not None and dateline.end() == at


def _gender_after(clause: str, cues: dict[str, str] = GENDER_CUES) -> str | None:
    """The gender of the first subject or possessive pronoun in the reporter's words of a clause."""
    clause = QUOTED.sub(" ", clause)
    end = _quote_opening(clause)
    return next((cues[w] for w in WORD_OF_CLAUSE.findall(clause[:end].lower()) if w in cues), None)


def _quote_opening(clause: str) -> int:
    """Where the first quote mark opens in ``clause``, or its length when none does."""
    m = QUOTE_OPENING.search(clause)
    return m.start() if m else len(clause)


def _headline_end(text: str) -> int:
    """Where the body starts: after a short first paragraph, the headline; else 0.

    Articles arrive as headline, blank line, body; a lede of one long sentence is
    body, and a text without a headline starts with one.
    """
    first = text.find("\n\n")
    if first < 0 or len(text[:first].split()) > HEADLINE_WORDS:
        return 0
    return first


def _stated_gender(person: Person) -> str | None:
    """'m', 'f' or None, from the votes counted so far: before :meth:`SpeakerIndex.gender`
    counts pronouns, those of honorifics and given names ('Mr. Roe', 'Jane Roe')."""
    m, f = person.votes["m"], person.votes["f"]
    return "m" if m > f else "f" if f > m else None


def _other_gender(titled: Person, named: list[Person]) -> bool:
    """Whether a person named by title and surname before anyone of that surname is
    named in full is of a stated gender that every such person is not. A person
    introduced in full and then titled ('Lee Epstein … Ms. Epstein') is one person,
    whatever the given name suggests."""
    gender = _stated_gender(titled)
    return gender is not None and all(
        p.first > titled.first and _stated_gender(p) not in (gender, None) for p in named
    )


def _named_after_another(run: str, person: Person) -> bool:
    """Whether the words of ``run`` before the person it names hold a given name: in
    'Roe Hale Just Got Asked About Jane Smith', a headline's capitalized words read as
    one run, and Smith, at its end, is not who opens the sentence."""
    words = run.split()
    own = person.name.split()
    before = words[: next((k for k, w in enumerate(words) if w in own), len(words))]
    return any(w.lower() in GIVEN_NAMES for w in before)


def _title_words(title: str) -> set[str]:
    """The words of a title with abbreviations spelled out: 'Sen.' is 'senator'."""
    return {TITLE_ABBREVIATIONS.get(w.rstrip("."), w.rstrip(".")) for w in title.lower().split()}


def _title_cased(mention: str) -> str:
    """A transcript's all-caps label ('SMITH') as the name it is ('Smith')."""
    return mention.title() if mention.isupper() and " " not in mention else mention


def _before_place(words: list[str]) -> list[str]:
    """'Sen. Jane Smith of Ohio' and 'Jane Smith with the Lakeport Union' are Jane Smith;
    'Department of State' stays whole."""
    tie = next((k for k, w in enumerate(words) if k and w in AFFILIATION_TIES), None)
    if tie is None:
        return words
    before = words[:tie]
    return before if _split_run(before)[1] else words


def _name_after_title(words: list[str]) -> list[str]:
    """'Lakeport Union of Pilots president Jane Roe' is Jane Roe: a name of two words or
    more after a lowercase title word ends the mention, whatever the title's owner."""
    k = len(words)
    while k > 0 and words[k - 1][:1].isupper():
        k -= 1
    if 0 < k <= len(words) - 2 and words[k - 1] in PERSON_NOUNS:
        return words[k:]
    return words


def _before_relative(words: list[str]) -> list[str]:
    """'one source who knew Smith' is the source: a relative clause only describes the head."""
    cut = next((k for k, w in enumerate(words) if k and w.lower() in RELATIVE_PRONOUNS), len(words))
    return words[:cut]


def _apposition_names_head(mention: str) -> bool:
    """Whether a name set off after the mention names the person it describes: 'another
    pollster, Jane Roe,' and 'a pastor backing Wu, Tom Reed,' (a name in the modifier
    takes no apposition), not 'the chief of the daily paper, The Post,' (the apposition
    names the nearest noun) nor 'state Rep. Jane Roe, a member of …' (a name already)."""
    words = [w for w in mention.split() if w.lower() not in lx.DETERMINERS]
    if not words or not words[0].isalpha() or not words[0].islower() or words[0] not in PERSON_NOUNS:
        return False
    if words[-1].islower():
        return words[-1] in PERSON_NOUNS
    return any(w in lx.PREPOSITIONS or (w.islower() and w.endswith("ing")) for w in words[1:])


def _heads_person(words: list[str]) -> bool:
    """Whether a description ends on a noun of a person ('a spokeswoman', 'another
    ferry rider', 'a longtime Twitter user'), after which a name set off names that
    person. A noun of an agent ('rider', 'user', 'protester') counts in a whole noun
    phrase, from its determiner on, where nothing comes after a preposition, whose
    object the name would name instead ('the editor of the paper, The Daily Post')."""
    head = words[-1].lower()
    if head in PERSON_NOUNS:
        return True
    return (
        len(words) > 1
        and words[0].lower() in lx.DETERMINERS
        and words[-1].islower()
        and head.endswith(AGENT_ENDINGS)
        and not any(w.lower() in lx.PREPOSITIONS for w in words[:-1])
    )


def _number_forms(noun: str) -> set[str]:
    """A noun and, for a plural, its singular: a group of aides or strategists is
    described as one of them is ('Smith's associates')."""
    return {noun, noun.removesuffix("s")}


def _names_associate(words: list[str]) -> bool:
    """Whether the mention describes someone by their tie to another: 'an aide to
    Smith', 'a spokesman for the Smith campaign', 'Smith's wife', 'his wife', and
    several of them: 'Smith's associates', 'advisers to Smith'."""
    lows = [w.lower() for w in words]
    for k, low in enumerate(lows):
        if not _number_forms(low) & lx.RELATION_NOUNS or not words[k].islower():
            continue
        nxt = lows[k + 1] if k + 1 < len(lows) else None
        if nxt in {"to", "for", "with", "at"} or (nxt == "of" and low in lx.KIN_NOUNS):
            return True
        if k == len(lows) - 1:
            owners = words[:k]
            return any(
                POSSESSIVE.search(w) or w.lower() in lx.POSSESSIVE_DETERMINERS or w[0].isupper()
                for w in owners
            )
    return False


def _names_word(text: str, word: str) -> bool:
    """Whether ``text`` holds ``word`` as a whole word."""
    return re.search(rf"\b{re.escape(word)}\b", text) is not None


def _owned(words: list[str]) -> bool:
    """Whether the mention is a person a name owns, with no name of their own: 'Smith's
    right-hand woman', 'Smith's campaign strategists' are not Smith; 'Smith's speech'
    gives Smith's words."""
    owner = next((k for k, w in enumerate(words[:-1]) if POSSESSIVE.search(w) and w[:1].isupper()), None)
    if owner is None or not all(w[:1].islower() for w in words[owner + 1 :]):
        return False
    heads = _number_forms(words[-1].lower())
    return any(
        head in PERSON_NOUNS or any(head in nouns for nouns in lx.GENDERED_NOUNS.values()) for head in heads
    )


def _first_name_only(text: str, word: str) -> bool:
    """Whether the article gives ``word`` as all the name a person goes by: 'the base
    chief known as Bob', 'identified only as Sarah', 'her first name, Sarah', 'Sarah,
    who asked that her last name not be used'; the person is then that name, however
    many others share it."""
    name = re.escape(word)
    given = rf"\b(?:(?:known|identified)(?: only)? as|first name,?) {name}\b"
    withheld = rf"\b{name}, who (?:asked|requested|spoke on condition)\b[^.]{{0,40}}\bname\b"
    return re.search(f"{given}|{withheld}", text) is not None


def _distinct_names(keys: list[str]) -> list[str]:
    """The names that are not the end of a longer one: 'Suu Kyi' and 'De Blasio' are
    'Aung San Suu Kyi' and 'Bill de Blasio' again, not other people."""
    folded = [_fold(k).lower().split() for k in keys]
    endings = {" ".join(words[i:]) for words in folded for i in range(1, len(words))}
    return [k for k, words in zip(keys, folded, strict=True) if " ".join(words) not in endings]


def _plural_person_noun(word: str) -> bool:
    """Whether a noun of a person is plural: 'aides', 'allies', the plural of another
    noun of a person ('aide', 'ally')."""
    return word.endswith("s") and (
        word[:-1] in PERSON_NOUNS or (word.endswith("ies") and word[:-3] + "y" in PERSON_NOUNS)
    )


def _names_group(words: list[str]) -> bool:
    """Whether the mention heads on a plural noun of people: 'Tenants at a Lakeport
    building' and 'executives at Acme' are a group described, not 'Tenants' (capitalised
    only by the sentence start) nor Acme (where they work). A capitalised word after the
    noun ('Farmers Union') makes it a name."""
    return _plural_person_noun(_clean(words[0]).lower()) and (len(words) == 1 or words[1].islower())


def _after_owner(words: list[str], titles: tuple[str, ...]) -> tuple[str, ...]:
    """The title words after the last possessive before a name: 'The Harbor Herald’s
    Jane Roe' works for the paper, which is no title of hers; 'Acme’s chief Jane Roe'
    keeps 'chief'. ``words`` is the run as written, ``titles`` its cleaned title words."""
    owner = next((k for k in range(len(titles) - 1, -1, -1) if POSSESSIVE.search(words[k])), -1)
    return titles[owner + 1 :]


def _after_office(name: list[str]) -> list[str]:
    """The name in a run after 'Minister of': from its given name ('Health Jane Roe' is
    Jane Roe), or its last two words when no given name is known."""
    given = next((k for k in range(1, len(name) - 1) if name[k].lower() in GIVEN_NAMES), len(name) - 2)
    return name[given:]


def _names_described_organisation(mention: str) -> bool:
    """'The company, Norvale Energy,': a name set off after the description of an
    organisation is that organisation's, though the index may hold it as a person's;
    'the company' later in the article refers back to it."""
    description, comma, _ = mention.partition(",")
    words = description.split()
    return bool(comma and words) and words[-1].lower() in DESCRIBED_KINDS


def _organisation_kind(name: str) -> str | None:
    """'company', 'government' or 'other' as the words of an organisation's name say
    ('Acme Corp.', 'Ministry of Health', 'Liberal Party'); None when they do not
    ('Google', 'Health Canada'), and the organisation may be of any kind."""
    words = [w.lower().rstrip(".") for w in name.split()]
    if words[-1] in lx.COMPANY_HEADS:
        return "company"
    if words[-1] in lx.GOVERNMENT_HEADS or words[0] in lx.GOVERNMENT_HEADS:
        return "government"
    if any(w in lx.ORG_WORDS for w in words):
        return "other"
    return None


def _institution_joiner(lows: list[str]) -> int | None:
    """Where the first word joining an institution's head to the rest of its name
    stands ('Business Council of …', 'Center for …', 'Council on …'), or None."""
    return next((k for k, w in enumerate(lows) if k and w in INSTITUTION_JOINERS), None)


def _names_institution(words: list[str]) -> bool:
    """Whether the words end with an institution's head word ('the Lakeport Institute')
    or have one before their first joiner ('the Business Council of British Columbia',
    'the Center for Harbor Studies')."""
    lows = [_clean(w).lower() for w in words]
    joiner = _institution_joiner(lows)
    head = len(lows) - 1 if joiner is None else joiner - 1
    return bool(words) and (lows[-1] in lx.INSTITUTION_HEADS or lows[head] in lx.INSTITUTION_HEADS)


def _institution(words: list[str]) -> Resolution | None:
    """'the nonpartisan Congressional Budget Office' speaks as the Congressional Budget
    Office: a name of two words or more from its first capitalized word, never looked
    up as a person's surname; after its head word, 'of' goes on with the name ('the
    Business Council of British Columbia'). 'CEO of the Lakeport Restaurant
    Association' is a person the institution describes, and stays unresolved; 'Jane
    Roe of the Lakeport Institute' is left to be read as a person. None when the words
    are no such name."""
    lows = [_clean(w).lower() for w in words]
    joiner = _institution_joiner(lows)
    if joiner is not None:
        before = lows[:joiner]
        if before and before[-1] in PERSON_NOUNS:
            return Resolution(None, reason="unresolved_description")
        if not before or before[-1] not in lx.INSTITUTION_HEADS:
            return None
    first = next(
        (k for k, w in enumerate(words) if w[:1].isupper() and w.lower() not in lx.DETERMINERS), len(words)
    )
    name = words[first:]
    if len(name) < 2 or not all(w[:1].isupper() or w in names.NAME_PARTICLES for w in name):
        return None
    # A possessive inside the name is part of it ('the Prime Minister's Office'); the
    # first word's names an owner ('Ontario's Ministry of Health').
    last = len(name) - 1
    speaker = " ".join(w if 0 < k < last and POSSESSIVE.search(w) else _clean(w) for k, w in enumerate(name))
    return Resolution(speaker) if names.is_plausible_speaker_name(speaker) else None


class SpeakerIndex:
    """Persons of one article, and the mentions seen so far for pronouns."""

    def __init__(self, text: str, quoted: Sequence[tuple[int, int]] = ()) -> None:
        """``quoted`` are the spans inside quote marks: a name there is not the
        reporter's subject, so a pronoun after the quote does not look at it."""
        self.text = text
        self.people: dict[str, Person] = {}
        self.salient: list[tuple[int, Person]] = []
        # Speakers who are no person of the article, as (start, end, name) of their
        # mention: organisations ('Google said'), whom 'the firm' refers back to, and
        # people named by surname alone ('Ford said'), whom a pronoun may.
        self.other_speakers: list[tuple[int, int, str]] = []
        # Runs that open a sentence of the reporter's: the subjects a pronoun refers back to.
        self.subject_runs: list[int] = []
        # Possessives that open one, owning no person: 'Roe’s plan came with caveats. He …'.
        self.possessor_runs: list[int] = []
        # Every capitalized run of the article, kept so that pronouns look back
        # through this list instead of scanning their window again.
        self.run_starts: list[int] = []
        self.run_ends: list[int] = []
        self.run_texts: list[str] = []
        # Words the article writes lowercase: common words, whatever a capital makes them look like.
        self.lowercase_words = set(LOWERCASE_WORD.findall(text))
        ends: dict[str, list[int]] = {}
        # The ends of mentions by full name ('Jane Roe'), for people who share a surname.
        full_ends: dict[str, list[int]] = {}
        body = _headline_end(text)
        headline: list[tuple[re.Match, list[str]]] = []
        in_quotes = self.in_quotes = SpanSet(quoted)
        terms = _quoted_terms(text, quoted)
        for m in CAPITALIZED_RUN.finditer(text):
            start, end, run = m.start(), m.end(), m.group()
            self.run_starts.append(start)
            self.run_ends.append(end)
            self.run_texts.append(run)
            inside_quote = in_quotes.covers(start)
            if inside_quote and _is_quoted_term(m, terms):
                continue
            # Only the reporter's own sentences have subjects: a run in a quote is not asked.
            if not inside_quote and (
                opens_sentence(text, start)
                or self._after_opening_title(start)
                or self._after_opening_phrase(start)
                or self._apposed_to_opening(start, end)
                or _after_dateline(text, start)
            ):
                if not POSSESSIVE.search(run):
                    self.subject_runs.append(len(self.run_starts) - 1)
                elif self._owns_a_thing(end):
                    self.possessor_runs.append(len(self.run_starts) - 1)
            words = run.split()
            ends.setdefault(_clean(words[-1]), []).append(end)
            # Most runs are one word ('The', 'He'), never a name of two to four words.
            if len(words) == 1:
                continue
            if start < body:
                headline.append((m, words))
            else:
                self._harvest(m, words)
            full_ends.setdefault(" ".join(_split_run(words)[1]), []).append(end)
        named = [person for person in self.people.values() if not person.surname_only]
        surnames = {person.last for person in named}
        # 'President Smith' is the article's John Smith when it names him in full, but
        # 'President Obama', named first and as 'Mr. Obama', is not the Michelle Obama
        # the article names later.
        for key in [k for k, p in self.people.items() if p.surname_only and p.last in surnames]:
            titled = self.people[key]
            same = [p for p in named if p.last == titled.last]
            if _other_gender(titled, same):
                continue
            del self.people[key]
            if len(same) == 1:  # the honorifics of 'Ms. Epstein' tell Lee Epstein's gender
                for gender, votes in titled.votes.items():
                    same[0].votes[gender] += votes
        for m, words in headline:
            self._harvest(m, words, surnames)
        # 'Melania Trump … She says' in an article about Donald Trump: a bare surname two
        # people share is no vote on either one's gender, only their full names are.
        sharing = Counter(self.people[key].last for key in _distinct_names(list(self.people)))
        for key, person in self.people.items():
            voting = full_ends.get(key, []) if sharing[person.last] > 1 else ends.get(person.last, [])
            person.mention_ends = voting[:VOTING_MENTIONS]
        # Every mention is looked up by its name and its surname, apostrophes made
        # straight: indexed once here rather than by a scan of the people per mention.
        self._by_folded_name: dict[str, Person] = {}
        self._by_folded_surname: dict[str, list[Person]] = {}
        for key, person in self.people.items():
            self._by_folded_name.setdefault(_fold(key), person)
            self._by_folded_surname.setdefault(_fold(person.last), []).append(person)
        # The runs that open a sentence, owners or not, in text order.
        self._opening_runs = sorted(self.subject_runs + self.possessor_runs)
        self._found: dict[tuple[str, int | None], Person | None] = {}

    def _owns_a_thing(self, end: int) -> bool:
        """Whether the possessive run ending at ``end`` owns a thing, not a person: 'Roe’s
        plan' keeps Roe the topic a pronoun may mean, 'Roe’s aide' names someone else."""
        owned = [w.strip(",.").lower() for w in self.text[end : end + 40].split()[:2]]
        return bool(owned) and self.text[end + 1 : end + 2].islower() and not PERSON_NOUNS.intersection(owned)

    def _after_opening_title(self, at: int) -> bool:
        """'Democratic front-runner Hillary Clinton said': a name after a sentence's
        opening run and lowercase title words is that sentence's subject too."""
        if not self.subject_runs or self.subject_runs[-1] != len(self.run_starts) - 2:
            return False
        between = self.text[self.run_ends[-2] : at].split()
        return bool(between) and all(word.lower() in SUBJECT_TITLE_WORDS for word in between)

    def _after_opening_phrase(self, at: int) -> bool:
        """'On Monday night, Jane Roe released a memo', 'In Iowa, ferry manager Roe said':
        a name after the sentence's opening phrase of time, place or circumstance, its
        comma and any title words is the sentence's subject, as the one opening it would be.
        The phrase may hold a name of its own ('In the Post interview, Roe said'), but
        then no comma: 'On another rival, Ash, Roe said' sets a name off inside it."""
        if not self.subject_runs or self.subject_runs[-1] == len(self.run_starts) - 1:
            return False
        opening = self.subject_runs[-1]
        opener = self.run_texts[opening].split()[0].lower()
        phrase, comma, titles = self.text[self.run_ends[opening] : at].rpartition(",")
        return (
            (opener in OPENING_PHRASE_WORDS or opener in lx.TIME_WORDS)
            and bool(comma)
            and len(phrase.split()) < MAX_OPENING_PHRASE
            and (opening == len(self.run_starts) - 2 or "," not in phrase)
            and all(word.lower() in SUBJECT_TITLE_WORDS for word in titles.split())
        )

    def _apposed_to_opening(self, start: int, end: int) -> bool:
        """'One local woman, Jane Roe, pulled the mayor aside', 'His chief strategist, Tom
        Ash, said': a name set off by commas after the lowercase description that opens
        the sentence is the sentence's subject, as the description is."""
        if not self.subject_runs or self.subject_runs[-1] != len(self.run_starts) - 2:
            return False
        opener = self.run_texts[-2]
        described, comma, rest = self.text[self.run_ends[-2] : start].rpartition(",")
        words = described.split()
        return (
            opener.lower() in lx.DETERMINERS
            and bool(comma)
            and not rest.strip()
            and 0 < len(words) < MAX_OPENING_PHRASE
            and all(word.islower() for word in words)
            and self.text.startswith(",", end)
        )

    def gender(self, person: Person) -> str | None:
        """'m', 'f' or None; counted on first use, since most people are never a pronoun."""
        if not person.counted:
            person.counted = True
            for end in person.mention_ends:
                self._pronoun_votes(person, end)
        return _stated_gender(person)

    def _harvest(self, m: re.Match, words: list[str], body_surnames: set[str] | None = None) -> None:
        """Record the person a run names.

        In the headline, capitalized words glue onto names ('Defiant Smith Says'):
        there a name counts only if the body names nobody with its surname
        (``body_surnames``), since the body's own full name is the better one.
        """
        if _clean(words[-1]).lower() in lx.INSTITUTION_HEADS:
            return  # 'Canada Revenue Agency', 'Jane Roe Foundation': an institution is no person
        titles, name = _split_run(words)
        name = self._past_common_word(name)
        if (
            len(name) >= 3
            and not titles
            and OFFICE_OF.search(self.text, max(0, m.start() - OFFICE_REACH), m.start())
        ):
            name = _after_office(name)
        titled = len(name) == 1 and bool(titles) and titles[-1].lower().rstrip(".") in PERSON_TITLES
        if not (2 <= len(name) <= 4 or titled) or name[0].lower().rstrip(".") in lx.PLACE_PREFIXES:
            return
        # 'Health Canada', 'Air Canada': an organisation named for its country is nobody's surname.
        if len(name) > 1 and (
            name[-1].lower() in names.PLACES or " ".join(name[-2:]).lower() in names.PLACES
        ):
            return
        full = " ".join(name)
        if not names.is_plausible_speaker_name(full):
            return
        if body_surnames is not None and full not in self.people and name[-1] in body_surnames:
            return
        person = self.people.setdefault(full, Person(full, name[-1], surname_only=titled, first=m.start()))
        person.mentions += 1
        # 'As Dr. Jane Roe put it': the word that opens the run is no part of her title.
        titled_words = dropwhile(lambda t: t.lower() in RUN_OPENERS, _after_owner(words, titles))
        title = (
            " ".join(
                self._lower_title(m.start()) + [t for t in titled_words if t.lower() not in PLURAL_TITLES]
            )
            or None
        )
        honorific = [t.lower() for t in titles]
        if title and (person.title is None or len(title) > len(person.title)):
            person.title = title
        for word in honorific:
            if word in lx.MALE:
                person.votes["m"] += 3
            elif word in lx.FEMALE:
                person.votes["f"] += 3
        # A name of one word is a surname ('Sen. Warren'), whatever given name it is too.
        given = name[0].lower() if len(name) > 1 else None
        if person.mentions == 1 and given in lx.MALE_NAMES:
            person.votes["m"] += 3
        elif person.mentions == 1 and given in lx.FEMALE_NAMES:
            person.votes["f"] += 3

    def _past_common_word(self, name: list[str]) -> list[str]:
        """'Rival Jane Roe', 'Pilot Jane Roe': a word the article also writes lowercase,
        capitalized before a given name because it opens a sentence or stands in a
        headline, is no part of the name after it. A word it never writes lowercase may
        be a given name the list lacks: 'Rafael Edward Cruz' keeps it."""
        if (
            len(name) >= 3
            and name[0].lower() not in GIVEN_NAMES
            and name[1].lower() in GIVEN_NAMES
            and name[0].lower() in self.lowercase_words
        ):
            return name[1:]
        return name

    def _lower_title(self, at: int) -> list[str]:
        """The lowercase title words just before ``at``, in order."""
        before = self.text[max(0, at - 60) : at]
        if not before[-1:].isspace():
            return []
        words = before.split()
        kept: list[str] = []
        while words and words[-1].lower() in LOWER_TITLE_WORDS:
            kept.insert(0, words.pop())
        return kept

    def _pronoun_votes(self, person: Person, at: int) -> None:
        """The first pronoun right after a mention, before any other name, hints at gender.

        Only a subject or a possessive pronoun counts: an object ('told her', 'by
        her side') is someone else. Capitalized words that name nobody ('But',
        'Sunday') do not end the look.
        """
        window = self.text[at : at + 160]
        # A pronoun inside the speaker's own words is about someone else: '“he saw it,” Roe said'.
        end = _quote_opening(window)
        for run in CAPITALIZED_RUN.finditer(window, 1, end):
            if _split_run(run.group().split())[1]:
                end = run.start()
                break
        for word in WORD_OF_CLAUSE.findall(window[:end].lower()):
            if word in GENDER_CUES:
                person.votes[GENDER_CUES[word]] += 1
                return

    def find(self, mention: str, at: int | None = None) -> Person | None:
        """The person a name mention ('Lyons', 'Mr. Lyons', 'Todd Lyons') refers to.

        The people are all known once the index is built, so the answer is kept: every
        pronoun looks up the same subjects before it again.
        """
        key = (mention, at)
        if key not in self._found:
            self._found[key] = self._find(mention, at)
        return self._found[key]

    def _find(self, mention: str, at: int | None) -> Person | None:
        """An honorific tells the gender: 'Mrs. Smith' is never the article's John Smith.
        A surname that two people of the article share is read at its place ``at``.
        """
        titles, name = _split_run(mention.split())
        name = self._past_common_word(name)
        if not name:
            # 'Will wrote' after 'George Will': a surname that is also a common word.
            same = self._by_folded_surname.get(_fold(mention), []) if " " not in mention else []
            return same[0] if len(same) == 1 else None
        full = " ".join(name)
        if full in self.people:
            return self.people[full]
        same = self._by_folded_name.get(_fold(full))
        if same is not None:
            return same
        matches = self._by_folded_surname.get(_fold(name[-1]), [])
        honorific = next(
            (t.lower().rstrip(".") for t in titles if t.lower().rstrip(".") in HONORIFIC_GENDER), None
        )
        if honorific is not None:
            other = "f" if HONORIFIC_GENDER[honorific] == "m" else "m"
            matches = [p for p in matches if self.gender(p) != other]
        if at is not None and len({p.name.split()[0] for p in matches}) > 1:
            matches = self._sharing_surname(matches, at)
        # The full name the story uses most; a nickname ('Crooked …') is rarer.
        return max(matches, key=lambda p: (p.mentions, len(p.name))) if matches else None

    def _sharing_surname(self, matches: list[Person], at: int) -> list[Person]:
        """Which of two people with one surname ('Jane Roe', 'John Roe') a bare 'Roe' at ``at`` is.

        Not one the article has yet to name in full: a reporter introduces a person
        before calling them by surname, so 'Clinton said' before any 'Bill Clinton' is
        Hillary Clinton, however often he is named later. Not one named in full later
        in the same sentence ('Roe said of John Roe'), and one of the gender of the
        pronoun that follows in the sentence before any other name ('…, his voice
        hoarse'); of the candidates left, the one quoted last by the surname before
        ``at``, if any.
        """
        matches = [p for p in matches if p.first < at] or matches
        hi = min((k for k in (self.text.find(c, at) for c in ".!?\n") if k >= 0), default=len(self.text))
        rest = self.text[at:hi]
        matches = [p for p in matches if p.name not in rest] or matches
        # The pronoun after another person's name is that person's: 'Roe said Doe erred when he …'.
        named = {p.name for p in matches}
        other = next(
            (
                m.start()
                for m in CAPITALIZED_RUN.finditer(rest, 1)
                if " ".join(_split_run(m.group().split())[1]) not in named | {""}
                and self.find(m.group()) not in matches
            ),
            len(rest),
        )
        gender = _gender_after(rest[:other])
        if gender is not None:
            matches = [p for p in matches if self.gender(p) == gender] or matches
        # '“…,” Clinton said. Sanders spoke of Bill Clinton. “…,” Clinton said': a bare
        # surname goes on with the one of them quoted last by that surname nearby, not the
        # one named most ('Tom told her' leaves 'Roe said' to Jane Roe).
        spoke = [
            (pos, p)
            for pos, p in self.salient
            if at - ANTECEDENT_WINDOW < pos < at
            and p in matches
            and p.last in self.text[pos : self._run_end(pos)]
        ]
        return [max(spoke, key=lambda c: c[0])[1]] if spoke else matches

    def resolve(
        self, source: tuple[int, int], quoted: bool = True, words: Sequence[tuple[int, int]] = ()
    ) -> Resolution:
        """Canonical speaker of the mention at ``source``, remembering it for pronouns.

        A pronoun is not someone the quote's own ``words`` name by surname: '“Roe let
        us down,” he said' is somebody else talking about Roe, so it stays unresolved
        rather than guessed.

        A possessive ('his statement that “…”') is resolved only for words in
        quote marks (``quoted``): there the frame reports his own words, while
        'his support for the bill' reports no words at all.
        """
        mention = self.text[source[0] : source[1]].strip()
        low = CONTRACTION.sub("", mention.lower())
        if low in lx.PRONOUNS or low in lx.RELATIVES:
            res = self._antecedent(low, source[0])
            if res.person is not None and any(_names_word(self.text[a:b], res.person.last) for a, b in words):
                res = Resolution(None, reason="unresolved_pronoun")
        elif low in lx.POSSESSIVE_DETERMINERS:
            # The owner of 'his remarks' is not a speaker the reporter introduces: later
            # pronouns keep looking past it.
            if not quoted:
                return Resolution(None, reason="unresolved_pronoun")
            return self._possessor(low, source[0])
        elif self._joins_people(mention, source[0]):
            return Resolution(None, reason="unresolved_description", described=source)
        else:
            # 'One pastor backing Wu, Tom Reed, said': the name set off after a description
            # is its speaker; a name inside the description is someone else.
            set_off = self.text.startswith(",", source[1]) and _apposition_names_head(mention)
            res = (self._apposed(source[1]) if set_off else None) or self._named(mention, source[0])
            if res.speaker is None and _heads_person(mention.split()):
                res = self._apposed(source[1]) or res
            if res.speaker is None and (quoted or self._opens_with_speech(source)):
                res = self._described_just_before(mention, source[0]) or res
        if res.person is not None:
            self.salient.append((source[0], res.person))
        if res.speaker is not None and (res.person is None or _names_described_organisation(mention)):
            self.other_speakers.append((source[0], source[1], res.speaker))
        return res

    def _joins_people(self, mention: str, at: int) -> bool:
        """'Jane Roe and John Doe said', 'She and Mr. Doe wrote', 'The Ohio Republican and
        the New York businessman said': a subject that joins two speakers speaks for both,
        and neither alone is the speaker; the whole subject is described. Each side must be
        a pronoun, a person of the article or a phrase with a determiner of its own, and not
        the same person, so a name with 'and' inside ('the Center for Arts and Letters') and
        one person given two titles ('The former governor and current nominee Jane Roe')
        stay one speaker. Most subjects join nothing, and are not looked up here."""
        parts = JOINER.split(mention)
        if len(parts) != 2:
            return False
        sides = [self._side(part, at) for part in parts]
        return None not in sides and sides[0] is not sides[1]

    def _side(self, part: str, at: int) -> Person | str | None:
        """Who one side of a joined subject is: a person of the article, or the words of a
        pronoun or of a determined phrase ('the State Department'); None for anything else."""
        first = part.split()[0].lower()
        if part.lower() in lx.PRONOUNS:
            return part.lower()
        person = self._named(part, at).person
        return person or (part if first in lx.DETERMINERS else None)

    def _described_just_before(self, mention: str, at: int) -> Resolution | None:
        """'David Roe called on Doe to apologize. “…,” Smith's former strategist said':
        a definite or possessive description of a role, a party ('the Ohio
        Republican') or a home ('the Texan') that names nobody is the person the sentence before was about,
        its subject or its speaker. Only that one
        sentence counts, since further back a description more often means someone
        new; and not when the article introduced someone by that role without a name
        ('a senior official … the official'), when someone else holds the role as a
        title ('former President Bush … the former president'), or when the
        candidate is the owner the description names ('Smith's strategist')."""
        words = mention.split()
        party = words[-1].lower() in lx.PARTY_MEMBERS or names.is_demonym(words[-1])
        if len(words) < 2 or not (party or (words[-1].islower() and words[-1] in PERSON_NOUNS)):
            return None
        if (
            words[0].lower() not in DEFINITE_DETERMINERS
            and not POSSESSIVE.search(words[0])
            and not COORDINATED.search(self.text, max(0, at - COORDINATED_REACH), at)
        ):
            return None
        head = TITLE_ABBREVIATIONS.get(words[-1].lower(), words[-1].lower())
        if _plural_person_noun(head):
            return None  # 'Sanders’ aides say …': a group, not the one person before
        if descriptions.introduced_before(self.text, head, at) or self._replies(at + len(mention)):
            return None
        person = self._about_sentence_before(at)
        if person is None or any(POSSESSIVE.search(w) and self.find(w) is person for w in words):
            return None
        # A party or a home is no title one person holds: 'Republican Jane Roe' leaves
        # 'the Ohio Republican' free to be anyone of the party.
        holders = [p for p in self.people.values() if p.title and head in _title_words(p.title)]
        if holders and person not in holders and not party:
            return None
        return Resolution(person.name, person.title, person=person)

    def _opens_with_speech(self, source: tuple[int, int]) -> bool:
        """Whether the mention at ``source`` opens its sentence and a verb of speech
        follows it ('The senator said …'): the subject who says the clause, as a
        quote's speaker is; not the owner of a statement ('the senator's remarks
        that …'), nor a description set off after a name ('Jane Roe, the former
        governor challenged by …') or joined to another ('Roe and the senator')."""
        after = CUE_AFTER.match(self.text, source[1])
        return after is not None and is_speech(after[1]) and opens_sentence(self.text, source[0])

    def _replies(self, end: int) -> bool:
        """Whether the cue right after a mention ending at ``end`` answers someone ('retorted')."""
        after = CUE_AFTER.match(self.text, end)
        return after is not None and (lemma(after[1]) in REPLIES or after[0].strip().lower() in REPLIES)

    def _about_sentence_before(self, at: int) -> Person | None:
        """The person the sentence before the one at ``at`` opens with or quotes last;
        None when that sentence asks someone ('Roe asked Ash about the plan'): the one
        who answers next may be the one asked as well as the asker. Questions taken or
        answered ('Roe is taking questions from voters') ask nobody."""
        start = sentence_start(self.text, at)
        opened = self.in_quotes.start_of(start)
        if opened is not None:
            # '“It works. It drives prices down,” the senator said': the quote's own
            # sentences are the speaker's, not the reporter's sentence before.
            start = sentence_start(self.text, opened)
        # From the sentence's last word: its closing marks ('… “intolerable.”') would read as a start.
        before = sentence_start(self.text, len(self.text[:start].rstrip(SENTENCE_EDGE)) - 1)
        quoted_before = self.in_quotes.start_of(before)
        if quoted_before is not None:
            # 'Roe said: “It works. It drives prices down.” The senator added …': the
            # sentence before is the one whose quote holds those sentences.
            before = sentence_start(self.text, quoted_before)
        words = QUOTED.sub(" ", self.text[before:start]).split()
        if any(lemma(w) in QUESTIONS and w.lower() not in QUESTION_NOUNS for w in words):
            return None
        found = [(pos, p) for pos, p in self.salient + self._subjects(at) if before <= pos < start]
        return max(found, key=lambda c: c[0])[1] if found else None

    def _apposed(self, end: int) -> Resolution | None:
        """'Smith's niece, state Del. Jane Roe (D-Ohio), shouted': a description of a
        person set off by a name in apposition is that named person ('the editor of
        the paper, The Daily Post,' is not the paper, and is left alone)."""
        m = APPOSITION.match(self.text, end)
        if m is None:
            return None
        res = self._named(NICKNAME.sub(" ", m.group(1)), end)
        return res if res.speaker is not None and len(res.speaker.split()) > 1 else None

    def _named(self, mention: str, at: int | None = None) -> Resolution:
        """A name, an organisation or a description, in that order of preference.

        Someone described by their tie to a person ('an aide to Smith', 'Smith's
        wife') is not that person: the quote stays unresolved, as
        ``unnamed_associate``. A name that cannot be a speaker ('Monday', a
        dateline, a possessive) is refused as ``not_a_name``.
        """
        # 'Her campaign manager, Jane Roe': the name set off after a description.
        head, _, name = mention.rpartition(",")
        if head.split() and head.split()[-1].islower():
            mention = name.strip()
        words = _name_after_title(_before_relative(mention.split()))
        mention = " ".join(words)
        if _names_associate(words):
            return Resolution(None, reason="unnamed_associate")
        issuer = documents.issuer(self.text, mention, at) if at is not None else None
        if issuer is not None:
            return self._issued_by(issuer)
        organisation = self._organisation_described(mention, at)
        if organisation is not None:
            return Resolution(organisation)
        if words and words[-1] in names.ORGANISATION_HEADS:
            return self._organisation(words)
        if _names_institution(words):
            institution = _institution(words)
            if institution is not None:
                return institution
        words = _before_place(words)
        if _owned(words):
            return Resolution(None, reason="unnamed_associate")
        person = self.find(_title_cased(" ".join(words)), at)
        if person is None and at is not None:
            person = self._role_antecedent(mention, at)
        if person is None:
            person = self._described(mention, at)
        if person is not None:
            return Resolution(person.name, person.title, person=person)
        determined = bool(words) and words[0].lower() in lx.DETERMINERS
        if determined:
            words = words[1:]
        if not words or not any(w[0].isupper() for w in words):
            return Resolution(None, reason="unresolved_description")
        if _names_group(words):
            return Resolution(None, reason="unresolved_description")
        if len(words) == 1:
            if determined and names.is_demonym(_clean(words[0])):
                return Resolution(None, reason="unresolved_description")  # 'the Texan'
            alone = self._word_alone(_clean(words[0]))
            if alone is not None:
                return alone
            full = self._named_in_full(_clean(words[0]), at) if determined and at is not None else None
            if full is not None:
                return Resolution(full)
        titles, name = _split_run(words)
        if self._of_object(titles, name):
            return Resolution(None, reason="unresolved_description")
        if not name and _clean(words[-1]).lower() in lx.TITLE_WORDS:
            # 'Retired General Reveals …' in a headline: a title with no name describes someone.
            return Resolution(None, reason="unresolved_description")
        # 'President Smith' is Smith; 'the Daily Post' keeps its last word.
        # 'woman in Lakeport' is someone in a place, not the place.
        whole = (
            bool(name)
            and name[-1] == _clean(words[-1])
            and all(t.lower() in lx.TITLE_WORDS | TIME_NAMES or t.islower() for t in titles)
            and not any(t in lx.PLACE_PREPOSITIONS for t in titles)
        )
        if not whole and any(POSSESSIVE.search(w) for w in words[:-1]):
            return Resolution(None, reason="unresolved_description")  # 'Smith's Facebook post'
        speaker = " ".join(name if whole else [_clean(w) for w in words])
        # 'Mayor' and 'campaign manager' are titles; 'defensive' is not.
        titles = [t for t in titles if t.lower() in lx.TITLE_WORDS | LOWER_TITLE_WORDS] if whole else []
        implausible = names.implausible_name_reason(speaker)
        if implausible is not None:
            # 'the Ohio senator', 'Protesters' and 'veteran Republicans' describe someone;
            # 'Monday' or 'WASHINGTON' is nobody.
            described = (
                words[-1].islower()
                or mention.split()[0].lower() in lx.DETERMINERS
                or "group" in (implausible, names.implausible_name_reason(_clean(words[-1])))
            )
            return Resolution(None, reason="unresolved_description" if described else "not_a_name")
        return Resolution(speaker, " ".join(titles) or None)

    def _of_object(self, titles: list[str], name: list[str]) -> bool:
        """Whether the name ends the mention as the object of 'of': 'the former chief of
        Acme', 'the chairman of the Roe Fund', 'footage of Jane Roe' describe someone or
        something by what they are of, not the one named. A capitalized word before 'of'
        is part of the name ('the University of Lakeport'), 'Secretary of State Jane Roe'
        keeps a title between 'of' and the name, and 'director of Elections Jane Roe',
        split there, still ends in a person of the article."""
        kept = list(
            dropwhile(lambda w: w.lower() in lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS, reversed(titles))
        )
        return (
            len(kept) > 1
            and kept[0] == "of"
            and (kept[1].islower() or kept[1].isupper())
            and bool(name)
            and self.find(" ".join(name[-2:])) is None
        )

    def _named_in_full(self, word: str, at: int) -> str | None:
        """'The Lakeport Gazette reported … the Gazette said': the nearest name before ``at``
        of two words or more that ends in the one capitalized word a determiner takes,
        without its own determiner or a word opening the sentence ('As The Herald …'); None
        when the article gives no such name. An acronym ('the SVP') is a name in full,
        and a plural ('the Democrats') names a group."""
        if word.isupper() or word.lower() in names.GROUP_NOUNS:
            return None
        for k in range(bisect_left(self.run_starts, at) - 1, -1, -1):
            run = list(dropwhile(lambda w: w.lower() in RUN_OPENERS, self.run_texts[k].split()))
            if len(run) > 1 and _clean(run[-1]) == word and self.run_starts[k] >= _headline_end(self.text):
                return " ".join(_clean(w) for w in run)
        return None

    def _issued_by(self, issuer: tuple[int, int]) -> Resolution:
        """The person or organisation who issued a document the article quotes."""
        mention = self.text[issuer[0] : issuer[1]].strip()
        low = CONTRACTION.sub("", mention.lower())
        if low in lx.PRONOUNS:
            res = self._antecedent(low, issuer[0])
        else:
            res = self._named(mention, issuer[0])
        return res if res.speaker is not None else Resolution(None, reason="unresolved_description")

    def _word_alone(self, word: str) -> Resolution | None:
        """A one-word name that names nobody in the article, or None when it does.

        A given name stands for the one person of the article whose full name it
        opens ('Bernie' is Bernie Sanders); otherwise it is only part of a name, and
        would join every namesake across articles ('Bob'). A word the article also
        writes in lower case is a common noun that opened a sentence ('State said',
        'Police said'): a description of the speaker, not a name.
        """
        if word.lower() in GIVEN_NAMES:
            owners = {p.name: p for p in self.people.values() if p.name.split()[0] == word}
            if len(owners) == 1:
                person = next(iter(owners.values()))
                return Resolution(person.name, person.title, person=person)
            if _first_name_only(self.text, word):
                return Resolution(word)
            return Resolution(None, reason="not_a_name")
        lower = word.lower()
        if lower != word and self._writes(lower):
            return Resolution(None, reason="unresolved_description")
        return None

    def _writes(self, word: str) -> bool:
        """Whether the article has ``word`` as a whole word, not inside a longer one.

        Found with a plain substring search and a look at the characters either side:
        compiling a pattern for each word and searching the text with it was one of
        extraction's largest costs.
        """
        text, at = self.text, self.text.find(word)
        while at >= 0:
            joined_before = at > 0 and WORD_CHARACTER.match(text, at - 1)
            joined_after = WORD_CHARACTER.match(text, at + len(word))
            if not joined_before and not joined_after:
                return True
            at = text.find(word, at + 1)
        return False

    def _organisation(self, words: list[str]) -> Resolution:
        """'the Smith campaign', 'Smith's campaign': the organisation, named without the
        possessive, and without the titles of its owner ('Congressman Jane Roe's office'
        is the Jane Roe office)."""
        words = [
            w
            for w in words
            if w.lower() not in lx.DETERMINERS | set(HONORIFIC_GENDER)
            and w.lower().rstrip(".") not in HONORIFIC_GENDER
        ]
        owner_end = next((k for k, w in enumerate(words) if POSSESSIVE.search(w)), None)
        if owner_end:
            _, owner = _split_run(words[: owner_end + 1])
            words = (owner or words[: owner_end + 1]) + words[owner_end + 1 :]
        speaker = " ".join(POSSESSIVE.sub("", w) for w in words)
        if len(words) < 2 or not names.is_plausible_speaker_name(speaker):
            return Resolution(None, reason="unresolved_description")
        return Resolution(speaker)

    def _organisation_described(self, mention: str, at: int | None) -> str | None:
        """'the board' -> 'Lakeport School Board', 'the company' -> 'Acme Corp.': the
        nearest organisation named before, whose name ends in the head noun (or, for a
        company, in a company's suffix)."""
        words = mention.split()
        if (
            at is None
            or len(words) != 2
            or words[0].lower() not in {"the", "this"}
            or not words[1].isalpha()
            or not words[1].islower()
        ):
            return None
        head = words[1]
        if head in DESCRIBED_KINDS:
            found = self._organisation_in_view(head, at)
            if found is not None:
                return found
        if head in COMPANY_NOUNS:
            pattern = COMPANY_NAME
        elif head in lx.ORG_WORDS:
            # A union's name need not end in 'Union': 'the union' is also an Association's.
            heads = lx.UNION_HEADS if head == "union" else {head}
            last = "|".join(sorted(h.capitalize() for h in heads))
            pattern = re.compile(rf"\b(?:[A-Z][\w&’'.\-]*\s+){{1,4}}(?:{last})\b")
        else:
            return None
        # A headline capitalizes every word ('Suspect Named By Police'): no name is read there.
        body = _headline_end(self.text)
        found = list(pattern.finditer(self.text, max(body, at - ORGANISATION_WINDOW * 2), max(body, at)))
        for m in reversed(found):
            name = " ".join(_clean(w) for w in m.group().split() if w.lower() not in lx.DETERMINERS)
            if len(name.split()) >= 2 and names.is_plausible_speaker_name(name):
                return name
        return None

    def _organisation_in_view(self, head: str, at: int) -> str | None:
        """'Health Canada said … “…,” the agency said': the organisation that spoke or
        opened a sentence last, in the description's paragraph or the one before, if
        its name allows the kind the description's ``head`` means. One whose name says
        another kind ends the search; another organisation of that kind in the window
        or named between them, or one the article introduced by the head ('a federal
        agency'), makes the description ambiguous, and it stays unresolved."""
        lo = self._paragraph_before(at)
        found = [c for c in self.other_speakers + self._organisation_subjects(lo, at) if lo <= c[0] < at]
        if not found or descriptions.introduced_before(self.text, head, at):
            return None
        _, end, name = max(found)
        fits = {other for _, _, other in found if _organisation_kind(other) in (DESCRIBED_KINDS[head], None)}
        if fits != {name}:
            return None
        for run in self._runs_between(end, at):
            other = " ".join(_clean(w) for w in run.split() if w.lower() not in lx.DETERMINERS)
            if other and other != name and _organisation_kind(other) is not None:
                return None
        return name

    def subjects_between(self, lo: int, hi: int) -> Iterator[int]:
        """The runs that open a sentence of the reporter's in [lo, hi), in order."""
        for k in self.subject_runs[bisect_left(self.subject_runs, bisect_left(self.run_starts, lo)) :]:
            if self.run_starts[k] >= hi:
                return
            yield k

    def _organisation_subjects(self, lo: int, hi: int) -> list[tuple[int, int, str]]:
        """The names of two words or more, or acronyms, that open a sentence of the
        reporter's in [lo, hi) and are no person of the article, or that an 'it' shows
        are none: 'Transport Canada issued a warning', 'The Canadian Red Cross said it …',
        'CBC pushed back'."""
        found = []
        for k in self.subjects_between(lo, hi):
            words = self.run_texts[k].split()
            if words[0].lower() == "the":
                words = words[1:]
            name = " ".join(_clean(w) for w in words)
            if (
                (len(words) > 1 or ACRONYM.fullmatch(name) is not None)
                and _clean(words[0]).lower() not in NOT_NAME_WORDS
                and (self.find(" ".join(words)) is None or self._followed_by_it(self.run_ends[k]))
                and names.is_plausible_speaker_name(name)
            ):
                found.append((self.run_starts[k], self.run_ends[k], name))
        return found

    def _followed_by_it(self, end: int) -> bool:
        """Whether the first subject pronoun after a name ending at ``end``, in its
        sentence, is 'it': 'Norvale Shipping said it would appeal' names a company,
        though its words read as a person's. 'its' may be another's ('Jane Roe, its
        adviser,')."""
        return _gender_after(self.text[end : sentence_end(self.text, end)], SUBJECT_REFERENT_CUES) == "n"

    def _described(self, mention: str, at: int | None = None) -> Person | None:
        """'the mayor', 'the Vermont senator' -> the one person so titled in this article.

        Capitalized words before the head may only modify it ('Vermont'); a
        mention that names a person of the article is a name, not a description.
        A description at ``at`` refers back: 'the senator said' is not the one senator
        the article names only after it ('… the senator said. Later, Sen. Jane Roe …').
        """
        words = mention.lower().split()
        # 'the FBI' names an organisation; only a common noun describes: 'the director'.
        if len(words) < 2 or words[0] not in lx.DETERMINERS or not mention.split()[-1].islower():
            return None
        capitalized = [w for w in mention.split()[1:] if w[0].isupper()]
        if any(self.find(w) is not None for w in capitalized) or not words[-1].isalpha():
            return None
        head = TITLE_ABBREVIATIONS.get(words[-1], words[-1])
        titled = [
            p
            for p in self.people.values()
            if p.title
            and head in _title_words(p.title)
            and not (ROLE_MODIFIERS & set(p.title.lower().split())) - set(words)
        ]
        if len(titled) > 1:
            # 'the president' is the article's President, not its French or World Bank President.
            titled = [p for p in titled if not _title_words(p.title) - {head} - set(words)]
        if len(titled) != 1 or (at is not None and titled[0].first > at):
            return None
        return titled[0]

    def _role_antecedent(self, mention: str, at: int) -> Person | None:
        """The named person a definite description by standing or title refers back to.

        'When the moderator pressed Roe, the candidate said …': the one person
        named earlier in the description's own sentence. 'Sen. Roe spoke after
        Sen. Doe. “…,” the senator said': for a title several people of the
        article hold, the subject or speaker nearest before the mention, named
        within `ROLE_ANTECEDENT_WINDOW`, unless the article introduced a person
        by that title without a name ('a senator … the senator'). Either way the
        person must hold the title the mention uses ('the senator' is never a
        person the article does not call senator); a nearer person of another
        title ends the search rather than being skipped. A relation ('the
        aide') names someone else.
        """
        words = mention.split()
        determiner = words[0].lower() if words else ""
        if determiner not in DEFINITE_DETERMINERS:
            before = self.text[max(0, at - 8) : at].split()
            determiner = before[-1].lower() if before else ""
        head = TITLE_ABBREVIATIONS.get(words[-1], words[-1]) if words else ""
        is_title = head in lx.TITLE_WORDS - lx.ROLE_NOUNS
        if (
            determiner not in DEFINITE_DETERMINERS
            or not head.islower()
            or not (is_title or head in lx.ROLE_NOUNS)
            or head in lx.RELATION_NOUNS
        ):
            return None

        def holds(person: Person) -> bool:
            return not is_title or (person.title is not None and head in _title_words(person.title))

        in_sentence = self._named_in_sentence(at)
        if len(in_sentence) == 1:
            return in_sentence[0] if holds(in_sentence[0]) else None
        if not is_title or descriptions.introduced_before(self.text, head, at):
            return None
        recent = [(pos, p) for pos, p in self.salient if pos < at]
        candidates = sorted(recent[-RECENT_SPEAKERS:] + self._subjects(at), key=lambda c: -c[0])
        if not candidates or candidates[0][0] < at - ROLE_ANTECEDENT_WINDOW:
            return None
        return candidates[0][1] if holds(candidates[0][1]) else None

    def _named_in_sentence(self, at: int) -> list[Person]:
        """The people of the article named, not as a possessive, in the sentence before ``at``."""
        start = sentence_start(self.text, at)
        found: list[Person] = []
        for run in self._runs_between(start, at):
            person = None if POSSESSIVE.search(run) else self.find(run)
            if person is not None and person not in found:
                found.append(person)
        return found

    def _antecedent(self, pronoun: str, at: int) -> Resolution:
        if pronoun in {"who", "which"}:
            return self._relative(at)
        if pronoun == "it":
            return self._organisation_before(at)
        gender = "m" if pronoun in {"he", "him"} else "f" if pronoun in {"she", "her"} else None
        if gender is None:
            group = self._group_before(at) if pronoun == "they" else None
            if group is not None:
                return Resolution(None, reason="unresolved_description", described=group)
            return Resolution(None, reason="unresolved_pronoun")
        speaking = self._speaking_in_sentence(gender, at)
        if speaking is not None:
            return Resolution(speaking.name, speaking.title, person=speaking)
        surname = self._surname_speaker_before(gender, at)
        if surname is not None:
            return Resolution(surname)
        addressed = self._honorific_in_paragraph(gender, at)
        if addressed is not None:
            return Resolution(addressed.name, addressed.title, person=addressed)
        described = self._one_described_before(gender, at)
        recent = list(islice(((pos, p) for pos, p in reversed(self.salient) if pos < at), RECENT_SPEAKERS))
        for k, (pos, person) in enumerate(sorted(recent + self._subjects(at), key=lambda c: -c[0])):
            if described is not None and pos < described[0]:
                return Resolution(None, reason="unresolved_description", described=described)
            if self.gender(person) == gender or (self.gender(person) is None and not person.surname_only):
                return Resolution(person.name, person.title, person=person)
            # 'Mayor Smith said …. She said …': the last one named, if close enough, may be.
            if k == 0 and self.gender(person) is None and self._in_reach(gender, pos, self._run_end(pos), at):
                return Resolution(person.name, person.title, person=person)
        best = None
        for run in self._runs_between(max(0, at - ANTECEDENT_WINDOW), at):
            person = self.find(run)
            if person is not None and self.gender(person) == gender:
                best = person
        if best is None:
            return Resolution(None, reason="unresolved_pronoun")
        return Resolution(best.name, best.title, person=best)

    def _honorific_in_paragraph(self, gender: str, at: int) -> Person | None:
        """'… the possibility that Mrs. Clinton might nominate him. “Wow,” she said': in a
        paragraph where nobody has spoken yet, and whose sentence names nobody of the
        pronoun's gender before it, the last person the reporter names there with an
        honorific of that gender, rather than a speaker of an earlier paragraph."""
        start, own = self.text.rfind("\n", 0, at) + 1, sentence_start(self.text, at)
        if any(start <= pos < at for pos, _ in self.salient) or self._person_named_between(gender, own, at):
            return None
        found = None
        k = bisect_left(self.run_starts, start)
        while k < len(self.run_starts) and self.run_starts[k] < own:
            if self._honorific_subject(k, gender):
                found = self.find(self.run_texts[k]) or found
            k += 1
        return found

    def _honorific_subject(self, k: int, gender: str) -> bool:
        """Whether run ``k`` names, by an honorific of ``gender``, someone the reporter may
        go on about: not an object after a preposition ('about Mr. Clinton'), an owner
        ('Mr. Roe's introduction') or a name inside a quote."""
        run, at = self.run_texts[k], self.run_starts[k]
        before = self.text[max(0, at - 12) : at].split()
        return (
            HONORIFIC_GENDER.get(run.split()[0].lower().rstrip(".")) == gender
            and not POSSESSIVE.search(run)
            and not (before and before[-1].lower() in lx.PREPOSITIONS)
            and not self.in_quotes.covers(at)
        )

    def _one_described_before(self, gender: str, at: int) -> tuple[int, int] | None:
        """'A local woman, meanwhile, asked for a vote. “…,” she said.': a 'he' or 'she'
        after a sentence that opens with one person of its gender described by a noun
        ('But his wife, Jane,', 'A retired man') and has that person speak stands for
        that person, not for anyone named before the description; where the description
        begins and ends. Not so for one described through a possessive of the pronoun's
        gender ('His son was ill. “…,” he said': the speaker's kin), one inside the
        pronoun's own sentence ('A man, he said, was hurt'), the subject of 'be' ('A
        woman was taken to hospital') or one who only acts ('A man died in the crash'):
        the words are more often about that person, by someone named before."""
        end = sentence_start(self.text, at)
        while end > 0 and self.text[end - 1].isspace():
            end -= 1
        if end == 0:
            return None
        m = DESCRIBED_PERSON.match(self.text, sentence_start(self.text, end - 1), end)
        if m is None or m["head"] not in lx.GENDERED_NOUNS[gender]:
            return None
        if POSSESSIVE_GENDERS.get(m["person"].split()[0].lower()) == gender:
            return None
        verb = DESCRIBED_VERB.match(self.text, m.end("person"), end)
        if verb is None or verb["verb"].lower() in lx.PASSIVE:
            return None
        if not any(is_speech(w) for w in self.text[m.end("person") : end].split() if w.islower()):
            return None
        return m.start("person"), m.end("person")

    def _group_before(self, at: int) -> tuple[int, int] | None:
        """'Protesters gathered outside city hall. They said …': a 'they' that opens its
        sentence stands for the plural noun phrase that opens the sentence before, in
        its paragraph or the one before; so does one after the conjunction that opens
        its sentence ('But they disagree …')."""
        at = self._before_opening_conjunction(at)
        if not opens_sentence(self.text, at):
            # 'The outreach, they said, raised worries': a parenthetical 'they' stands
            # for what the one opening its sentence would.
            at = sentence_start(self.text, at)
        end = at
        while end > 0 and self.text[end - 1].isspace():
            end -= 1
        start = sentence_start(self.text, end - 1)
        m = PLURAL_SUBJECT.match(self.text, start, end)
        if m is None:
            return None
        head, words = m["head"], m["group"].lower().split()
        if is_speech(head) or any(
            w in lx.AUXILIARIES | lx.POSSESSIVE_DETERMINERS | lx.PRONOUNS for w in words
        ):
            return None
        if not head.islower() and (m.start("head") > m.start() or self.find(head) is not None):
            return None  # 'Top Sanders advisers', 'Sanders says': a name, not the group
        words = m["group"].split()
        opener = words[0].lower()
        named = opener not in lx.DETERMINERS | NUMBER_WORDS and self.find(
            " ".join(takewhile(lambda w: w[:1].isupper(), words))
        )
        if opener in OPENING_SUBORDINATORS or named:
            return None  # 'If Roe loses', 'Tom Roe departs': a clause, no group
        return m.span("group")

    def _before_opening_conjunction(self, at: int) -> int:
        """Where the conjunction right before ``at`` starts ('But they'), or ``at``."""
        lo = max(0, at - 6)
        before = self.text[lo:at].rstrip()
        word = before.rsplit(None, 1)[-1] if before.split() else ""
        return lo + len(before) - len(word) if word.lower() in lx.CONJUNCTIONS else at

    def _surname_speaker_before(self, gender: str, at: int) -> str | None:
        """'Ford told reporters that Tory “does not get it.” He added …': a speaker named
        by surname alone, whom the article gives no full name and so no gender, is who
        a pronoun means when that speaker's attribution is the last before the
        pronoun and within reach of it; so is one the article names by a first name
        only ('the base chief, known as Bob')."""
        named = [c for c in self.other_speakers if c[0] < at]
        if not named:
            return None
        start, end, name = max(named)
        if (
            not SURNAME.fullmatch(name)
            or (name.lower() in GIVEN_NAMES and not _first_name_only(self.text, name))
            or any(start < pos < at for pos, _ in self.salient)
            or not self._in_reach(gender, start, end, at)
            or not self._reads_as_surname(name, start, end)
        ):
            return None
        return name

    def _in_reach(self, gender: str, start: int, end: int, at: int) -> bool:
        """Whether a speaker mentioned at [start, end) whose gender the article does not
        give is who a pronoun of ``gender`` at ``at`` means: mentioned in the pronoun's
        paragraph or the one before, with no name or pronoun opening a sentence and no
        person of the pronoun's gender named between them. The pronoun after the
        mention in its own sentence may show it is not: one of the other gender, or an
        'it' ('Parlo said it would appeal')."""
        lo = self._paragraph_before(at)
        if start < lo or self._opens_between(end, at) or self._person_named_between(gender, end, at):
            return False
        return _gender_after(self.text[end : sentence_end(self.text, end)], REFERENT_CUES) in (gender, None)

    def _paragraph_before(self, at: int) -> int:
        """Where the paragraph before the one holding ``at`` starts."""
        end = self.text.rfind("\n", 0, at)
        while end > 0 and self.text[end - 1].isspace():
            end -= 1
        return self.text.rfind("\n", 0, end) + 1

    def _run_end(self, start: int) -> int:
        """Where the capitalized run that starts at ``start`` ends, or ``start`` itself."""
        k = bisect_left(self.run_starts, start)
        return self.run_ends[k] if k < len(self.run_starts) and self.run_starts[k] == start else start

    def _reads_as_surname(self, word: str, start: int, end: int) -> bool:
        """Whether a one-word speaker mention at [start, end) is a surname: not after a
        preposition ('retired in Cambridge, said'), and either written capitalized
        where no sentence opens, or the subject of a speech verb that agrees with one
        speaker ('Ford told'; 'Allies say' and 'Chastened by the figures' are none)."""
        before = self.text[max(0, start - 12) : start].split()
        if before and before[-1].lower() in lx.PREPOSITIONS:
            return False
        after = CUE_AFTER.match(self.text, end)
        if after is not None and is_speech(after[1]) and lemma(after[1]) != after[1]:
            return True
        return any(
            text.split()[0] == word and not opens_sentence(self.text, self.run_starts[k])
            for k, text in enumerate(self.run_texts)
        )

    def _person_named_between(self, gender: str, lo: int, hi: int) -> bool:
        """Whether the reporter names a person of the article of ``gender``, or of no
        known gender, in [lo, hi): 'Roe then asked Doe about it. “…,” he said'."""
        k = bisect_left(self.run_starts, lo)
        while k < len(self.run_starts) and self.run_starts[k] < hi:
            start = self.run_starts[k]
            person = None if self.in_quotes.covers(start) else self.find(self.run_texts[k], start)
            if person is not None and self.gender(person) in (gender, None):
                return True
            k += 1
        return False

    def _opens_between(self, lo: int, hi: int) -> bool:
        """Whether a sentence of the reporter's opens in [lo, hi) with a name or a pronoun."""
        for k in self.subjects_between(lo, hi):
            first = _clean(self.run_texts[k].split()[0]).lower()
            if first in SUBJECT_OPENERS or first not in NOT_NAME_WORDS:
                return True
        return False

    def _organisation_before(self, at: int) -> Resolution:
        """'The Roe campaign sent an email. It said …': 'it' speaks for the named
        organisation that last opened a sentence nearby, unless a person or another
        subject opened a sentence since ('The candidate proposes …'); failing that, for an
        organisation named in full (:meth:`_named_organisation_before`); otherwise it is
        left unresolved."""
        found = None
        for m in ORGANISATION_SUBJECT.finditer(self.text, max(0, at - ORGANISATION_WINDOW), at):
            if opens_sentence(self.text, m.start()):
                found = m
        if found is not None and self._subject_between(found.end(), at):
            found = None
        res = self._organisation(found.group().split()) if found else None
        if res is not None and res.speaker:
            return res
        named = self._named_organisation_before(at)
        return Resolution(named) if named else Resolution(None, reason="unresolved_pronoun")

    def _named_organisation_before(self, at: int) -> str | None:
        """'Acme Corp. opposed the levy. “…,” it said': an organisation named by name that
        opened a sentence, or spoke, in this paragraph or the one before, when its name
        says it is one ('Corp.', 'Board') or it spoke in this paragraph, and no newer
        subject came between it and 'it'."""
        lo = self._paragraph_before(at)
        found = [c for c in self.other_speakers + self._organisation_subjects(lo, at) if lo <= c[0] < at]
        if not found:
            return None
        start, end, name = max(found)
        # 'Twitter said … . It added …': a speaker no person of the article, in the
        # same paragraph, is what 'it' means even when its name does not say so.
        spoke = (start, end, name) in self.other_speakers and self._spoke_last(start, at)
        if (_organisation_kind(name) is None and not spoke) or self._subject_between(end, at):
            return None
        return name

    def _spoke_last(self, start: int, at: int) -> bool:
        """Whether the speaker mentioned at ``start`` is the one 'it' at ``at`` goes on
        with: in the same paragraph, or in the paragraph before when no person spoke
        since ('“…,” the Daily Post wrote.' then a paragraph '“…,” it added.')."""
        if "\n" not in self.text[start:at]:
            return True
        return not any(start < pos < at for pos, _ in self.salient)

    def _subject_between(self, lo: int, hi: int) -> bool:
        """Whether a sentence of the reporter's opens in [lo, hi) with a person, a
        pronoun or a determiner's noun phrase: a newer subject than ``lo``'s."""
        k = bisect_left(self.run_starts, lo)
        subjects = set(self.subject_runs)
        while k < len(self.run_starts) and self.run_starts[k] < hi:
            first = self.run_texts[k].split()[0].lower()
            if k in subjects and (first in SUBJECT_OPENERS or self.find(self.run_texts[k]) is not None):
                return True
            k += 1
        return False

    def _subjects(self, at: int) -> list[tuple[int, Person]]:
        """The people who open the reporter's sentences in the window before ``at``.

        'Smith, a former organiser, backed the plan. On Sunday he spoke' (or 'Smith’s
        plan came with caveats. He …'): the subject of the last sentence is who a
        pronoun means, more than a speaker quoted before, even when the article names
        the subject only there. A pronoun takes the nearest compatible one of these
        subjects and the recent speakers.
        """
        found = []
        first = bisect_left(self._opening_runs, bisect_left(self.run_starts, at - ANTECEDENT_WINDOW))
        for k in self._opening_runs[first:]:
            start = self.run_starts[k]
            if start >= at:
                break
            run = POSSESSIVE.sub("", self.run_texts[k])
            person = self.find(run, start)
            if person is not None and _named_after_another(run, person):
                continue
            # A name the article gives only once is in passing: 'FBI Director Jane
            # Roe coined the term' does not take over the story's pronouns beyond
            # its paragraph; within it, the subject is who the pronoun means.
            if person is not None and (
                len(person.mention_ends) > 1
                or "\n" not in self.text[start:at]
                or self._closes_onto(start, at)
            ):
                found.append((start, person))
        return found

    def _closes_onto(self, start: int, at: int) -> bool:
        """Whether the sentence at ``start`` closes a paragraph where nobody spoke before
        it, and ``at`` lies in the first sentence of the next: after 'On Monday, Jane Roe
        issued a report.' a paragraph opening 'She writes …' goes on about Roe, however
        seldom the article names her. A name in passing after someone's quote does not
        ('“…,” Ash said. Roe coined the phrase.'), nor does a headline, whose capitalized
        words read as names ('Roe Strikes Back')."""
        if start < _headline_end(self.text):
            return False
        paragraph = self.text.rfind("\n", 0, start) + 1
        if any(paragraph <= pos < start for pos, _ in self.salient):
            return False
        # The sentence may close on a quote mark ('a report titled “Ferry Facts.”').
        gap = self.text[sentence_end(self.text, start) : sentence_start(self.text, at)]
        return "\n" in gap and not gap.strip(SENTENCE_EDGE)

    def _runs_between(self, lo: int, at: int) -> list[str]:
        """The runs a scan of ``text[lo:at]`` finds, taken from the article's runs.

        A scan that starts between runs meets exactly the article's runs, except the
        one that ``at`` cuts, which is scanned again up to ``at``; a scan that starts
        inside a run may split it differently, so it is done afresh.
        """
        k = bisect_left(self.run_starts, lo)
        if k and self.run_ends[k - 1] > lo:
            return [m.group() for m in CAPITALIZED_RUN.finditer(self.text, lo, at)]
        out: list[str] = []
        while k < len(self.run_starts) and self.run_starts[k] < at:
            if self.run_ends[k] > at:
                out += [m.group() for m in CAPITALIZED_RUN.finditer(self.text, self.run_starts[k], at)]
                break
            out.append(self.run_texts[k])
            k += 1
        return out

    def _speaking_in_sentence(self, gender: str, at: int) -> Person | None:
        """'In her speech, Roe declared: “…,” she said': a person of the pronoun's gender
        who speaks earlier in the same sentence (a name right before a speech verb) is
        who the pronoun means, whoever was quoted before."""
        start = sentence_start(self.text, at)
        for m in CAPITALIZED_RUN.finditer(self.text, start, at):
            words = m.group().split()
            while len(words) > 1 and words[-1][:1].islower():  # a particle the run took on: 'Roe de'
                words.pop()
            name = " ".join(words)
            verb = self.text[m.start() + len(name) : at].split(maxsplit=1)
            if not verb or not is_speech(verb[0].strip(",.:;")) or POSSESSIVE.search(name):
                continue
            person = self.find(name, m.start())
            if person is not None and self.gender(person) in (gender, None):
                return person
        return None

    def _possessor(self, determiner: str, at: int) -> Resolution:
        """'Trump stood by his comment that …': the person who is the subject of the sentence.

        A possessive points back at its own sentence's subject far more often than
        at the last speaker quoted; the subject is the first person the sentence
        names, not as a possessive ('Hooton's take on his remarks' is not Hooton's), or
        else the 'he' or 'she' it names instead (``_pronoun_subject``).
        With no such person, or a gender that disagrees, it stays unresolved
        rather than guessed.
        """
        gender = POSSESSIVE_GENDERS.get(determiner)
        start = sentence_start(self.text, at)
        for run in self._runs_between(start, at):
            if POSSESSIVE.search(run):
                continue
            person = self.find(run)
            if person is not None:
                if gender is not None and self.gender(person) in (gender, None):
                    return Resolution(person.name, person.title, person=person)
                return Resolution(None, reason="unresolved_pronoun")
        subject = self._pronoun_subject(gender, start, at) if gender is not None else None
        if subject is not None:
            return self._antecedent(SUBJECT_PRONOUNS[gender], subject)
        return Resolution(None, reason="unresolved_pronoun")

    def _pronoun_subject(self, gender: str, start: int, at: int) -> int | None:
        """'But he leaves behind a backlash, particularly his warning that …': in a sentence
        that names nobody before the possessive, a 'he' or 'she' of its gender is whom it
        means, and stands for whom that pronoun does; one inside a quote is the speaker's."""
        return next(
            (
                m.start()
                for m in SUBJECT_PRONOUN_WORDS[gender].finditer(self.text, start, at)
                if not self.in_quotes.covers(m.start())
            ),
            None,
        )

    def _described_before_relative(self, start: int, at: int) -> tuple[int, int] | None:
        """'said one Democrat familiar with the talks, who added …': with no name before
        it, a 'who' stands for the description it closes, read from the earliest
        determiner in reach whose description ends right before it. A 'which' may stand
        for a whole clause, or for a thing inside the phrase it closes."""
        end = len(self.text[:at].rstrip(" ,\u00a0"))
        words = list(WORD_OF_CLAUSE.finditer(self.text, max(start, end - RELATIVE_REACH), end))
        for m, after in pairwise(words):
            if m.group().lower() not in descriptions.NOUN_DETERMINERS | set(descriptions.INDEFINITE):
                continue
            if after.group().lower() == "of" and m.group().lower() in DEMONSTRATIVE_PRONOUNS:
                continue  # 'that of her aides, who': the pronoun stands in for a noun; the aides are meant
            described = descriptions.read(self.text, m.start(), end)
            if described is not None and m.start() + len(described) == end:
                return (m.start(), end)
        return None

    def _relative(self, at: int) -> Resolution:
        """'Smith, who said …': the name just before the relative pronoun, in its sentence."""
        start = max(sentence_start(self.text, at), at - 120)
        named = [(run, self._named(run)) for run in reversed(self._runs_between(start, at))]
        # A person of the article before any other name: in 'Smith, the Ohio senator
        # who', 'Ohio' is the nearer run.
        best = min(
            ((run, res) for run, res in named if res.speaker),
            key=lambda item: item[1].person is None,
            default=None,
        )
        if best is None:
            return self._unnamed_relative(start, at)
        run, res = best
        # 'Ash was doubted by the show's listeners, who …': a clause after the name ends
        # its phrase, and the 'who' is of the phrase the clause ends with. A copula before
        # a noun phrase names the same person: 'Ash is a rower who …'.
        between = self.text[self.text.rfind(run, start, at) + len(run) : at].lower().split()
        if any(
            word in lx.AUXILIARIES and (after not in lx.DETERMINERS or word not in COPULAS)
            for word, after in pairwise(between)
        ):
            return self._unnamed_relative(start, at)
        return res

    def _unnamed_relative(self, start: int, at: int) -> Resolution:
        """A relative pronoun whose phrase names no one: the description it closes when
        it is a 'who', else no speaker."""
        described = self._described_before_relative(start, at) if self.text.startswith("who", at) else None
        if described is not None:
            return Resolution(None, reason="unresolved_description", described=described)
        return Resolution(None, reason="unresolved_pronoun")
