"""Attribution frames: who is reported to say what, in one sentence.

A frame is a cue ("said", "according to"), its source (the subject, or the noun
phrase after an inverted "said Smith") and the reported clause. Direct and mixed
quotes are attached to the frame whose clause holds them; a frame whose clause has
no quote marks is an indirect quote (reported speech).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from quotetrail.attribution import lexicon as lx
from quotetrail.attribution import names, nonattributions
from quotetrail.attribution.cues import (
    ADDRESSEE,
    CITING,
    CLAUSE_ONLY,
    COUNSEL_VERBS,
    IMPRESSION_VERBS,
    OBJECT_VERBS,
    POLL_CUES,
    QUOTE_KINDS,
    RAISING_PASSIVES,
    RAISING_VERBS,
    SEARCHING_FORMS,
    SOURCE_AFTER,
    VIEWING_VERBS,
    WRITING,
    cue_at,
    cue_kind,
    cue_spans,
    has_cue,
    is_cue_word,
    is_speech,
    lemma,
)
from quotetrail.attribution.marks import Region
from quotetrail.attribution.nonattributions import SMALL_WORDS
from quotetrail.attribution.sentences import ABBREVIATIONS, INITIALISM, WORD_BEFORE_PERIOD, Token, tokens

MAX_SUBJECT = 8
#: Words of one item of a list that ends an object: 'the minimum wage'.
MAX_LIST_ITEM = 4
#: Tokens of a name set off after a noun: 'Hillary Rodham Clinton', 'Okla .'.
MAX_APPOSED_NAME = 4
MAX_APPOSITION = 40
MAX_APPOSITION_DEPTH = 3
# Tokens of a relative clause between a name and its cue: 'Roe, who …, said'.
MAX_RELATIVE_CLAUSE = 30
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
CUT_CANDIDATES = {";", "—", "-", ",", "and", "but", "though", "although", "while", "whereas"}
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
#: Words after a noun cue that open what it is about: 'her remarks about the fares'.
NOUN_TOPIC_MARKERS = {"about", "of", "on", "that", "for", "against"}
#: Verbs whose object is a speech noun that their subject speaks: 'made comments about',
#: 'unleashed attacks on', 'leveled allegations against', 'raised questions about'.
SPEAKING_LIGHT_VERBS = {
    "make",
    "makes",
    "made",
    "making",
    "unleash",
    "unleashes",
    "unleashed",
    "launch",
    "launches",
    "launched",
    "level",
    "levels",
    "leveled",
    "levelled",
    "raise",
    "raises",
    "raised",
    "raising",
}
#: The most tokens of modifiers between such a verb and its noun: 'a bizarre, thinly-veiled'.
MAX_LIGHT_VERB_GAP = 5
#: Noun cues of the speech kind: the nouns of stance or act ('his plan', 'her support')
#: count as cues only beside a verb cue.
SPEECH_NOUN_CUES = frozenset(n for n in NOUN_CUES if cue_kind(n) == "speech")
_LOWER_WORD = re.compile(r"[a-z]+")
#: Nouns of speech whose infinitive is what they report: 'his call to ban the fees', 'her
#: pledge to stay neutral', 'their proposal to close the port'.
INFINITIVE_NOUNS = {
    "call",
    "calls",
    "pledge",
    "promise",
    "vow",
    "threat",
    "threats",
    "demand",
    "demands",
    "request",
    "proposal",
    "proposals",
}
#: Nouns of an intention reported with their infinitive only after a possessive pronoun
#: ('his plan to boycott the debate'): after a name ('Roe's plan to …') the name is what the
#: sentence is about, which later descriptions and pronouns must keep pointing to, and with
#: no owner ('the plan to …') the plan is anyone's.
PLAN_NOUNS = {"plan", "plans"}
# Speech nouns whose 'that' clause states what was said, so it may quote the words.
SPEECH_NOUNS = {
    "comment",
    "comments",
    "remark",
    "remarks",
    "statement",
    "statements",
    "claim",
    "claims",
    "warning",
    "warnings",
    "promise",
    "pledge",
    "announcement",
    "assertion",
    "accusation",
    "accusations",
    "allegation",
    "allegations",
    "argument",
    "message",
    "testimony",
    "complaint",
    "insistence",
    "suggestion",
    "answer",
    "response",
    "prediction",
    "vow",
    "threat",
    "threats",
}
# Nouns of speech whose complement is the words themselves when quote marks enclose it all:
# 'his call for “a total and complete shutdown”'.
QUOTED_SPEECH_NOUNS = {"call", "calls", "demand", "demands"}
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
# Finite verbs that make a stretch between commas a clause rather than an apposition.
CLAUSE_VERBS = {
    "is",
    "was",
    "were",
    "are",
    "has",
    "have",
    "had",
    "will",
    "would",
    "could",
    "should",
    "can",
    "may",
    "might",
    "must",
    "did",
    "does",
    "do",
    "been",
}
# Finite verbs that end a noun phrase: 'groups backing the plan have …'.
FINITE_VERBS = CLAUSE_VERBS - {"been"}
# Forms of speech verbs that are only ever verbs, which no noun phrase holds: a subject
# read back from a later verb stops at them ('Roe, 54, said the town would appeal').
FINITE_SPEECH_FORMS = {"said", "says", "told", "tells", "wrote", "writes"}
FINITE_ONLY_FORMS = FINITE_SPEECH_FORMS | lx.IRREGULAR_FINITE_FORMS
# Participles that report someone caught speaking: 'can be heard asking'.
PERCEPTION = {"heard", "overheard", "seen", "caught", "filmed", "recorded"}
SUBORDINATORS = {"before", "after", "while", "when", "by", "without", "since", "upon"}
CONTRAST_JOINERS = {"but", "though", "although", "while", "whereas"}
# Words of a name that opens a sentence: 'Hillary Rodham Clinton calls for …'.
MAX_OPENING_NAME = 3
# Words that open a clause rather than a noun phrase after a cue verb.
CLAUSE_OPENERS = {"that", "whether", "if", "how", "what", "why", "when", "where", "who", "to"}
# Prepositions a relative clause leaves at its end, its object the noun before it:
# 'the policy he rails against', 'a change she argued for'.
STRANDED_PREPOSITIONS = {"about", "against", "at", "for", "from", "of", "on", "over", "to", "with"}
# What ends a sentence right after its last word.
SENTENCE_ENDS = {".", "?", "!"}
# Words that start an adjunct after a verb's object: 'endorsed Clinton during the rally'.
# 'in', 'on' and 'at' often belong to the object ('blamed shootings on bias'), so they
# cut only before a time word: 'endorsed Clinton on Thursday'.
ADJUNCT_STARTS = {
    "during",
    "after",
    "before",
    "because",
    "since",
    "while",
    "when",
    "amid",
    "despite",
    "until",
    "following",
}
ADJUNCT_COMMA = re.compile(r", (?:as|while|when|after|before|because|since|amid|despite|until|following) ")
TIME_PREPOSITIONS = {"in", "on", "at", "last", "this", "earlier"}
# Pronouns that are never a subject: 'wrote to her', 'told them'.
OBJECT_ONLY_PRONOUNS = {"him", "her", "them", "us", "me"}
# Words of a phrase of time or place that may come between a cue and its 'that'.
LEAD_WORDS = lx.TIME_WORDS | lx.PREPOSITIONS
# 'That’s according to the poll': the pro-form stands for what the source reports.
REPORTED_PRO_FORM = re.compile(r"\s*(That|This)['’]s\s*")
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
# Particles that make a cue verb a verb of another sense: 'called in to a show' is a phone
# call, 'adding to her lead' a sum, 'responded by cutting access' an act, '1,944 delegates,
# compared to 1,192' a comparison of figures, 'showed up at the rally' an arrival,
# 'reported from Washington' where a reporter worked, 'found himself in a tight race' where
# someone ended up and 'found ways to press his agenda' how they managed.
NOT_CUE_PARTICLES = {
    "find": {"himself", "herself", "itself", "themselves", "ways"},
    "show": {"up"},
    "report": {"from"},
    "call": {"in", "into", "off", "up", "back"},
    "add": {"to", "up"},
    "compare": {"to", "with"},
    "respond": {"by", "with", "as"},
    "back": {"away", "off", "down", "out"},  # 'backed away from the plan' retreats
    # 'easier said than done'; 'saying goodbye to the guests', 'say grace' greet or pray
    "say": {"than", "goodbye", "hello", "farewell", "grace"},
}
# Results that a cue verb wins rather than states: 'claimed the nomination', 'posted an
# overwhelming victory'. 'Claimed victory' declares a win, a statement, so it stays a cue.
RESULT_OBJECTS = {
    "claim": {"nomination", "prize", "title", "crown", "mantle"},
    "post": {"victory", "victories", "win", "wins", "gain", "gains", "loss", "losses", "profit", "profits"},
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
# Verbs that make the cue word after them another word or sense: 'runs counter to the
# party's interests' contradicts them, 'helps explain why' accounts for something.
NOT_CUE_AFTER = {
    "counter": {"run", "runs", "ran", "running"},
    "explain": {"help", "helps", "helped", "helping"},
}
# Words up to the 'to' of 'thanks in large part to'.
MAX_THANKS_TO = 4
#: Words of the noun a finding's 'that' clause may follow: 'finding broad agreement that'.
MAX_FINDING_NOUN = 3
# Cues that are ordinary verbs unless a quote or a colon follows: 'he continued: …'.
QUOTE_ONLY_CUES = {"continue", "continues", "continued", "continuing"}
# 'point to' is a verb after its subject ('Roe points to', 'critics point to'); after a
# singular common noun 'point' is a noun that noun modifies ('percentage points to 1.8
# percent', 'the pivot point to make him change').
POINTING = {"point", "points"}
#: A verb contracted onto a word: 'that’s', 'he’ll', 'they’re'.
_CONTRACTION_VERB = re.compile(r"[’'](?:s|ll|re|ve|d)$")
#: Words between a subject and the 'to' of an infinitive cue it governs: 'took to the
#: radio on Monday to defend'.
MAX_CONTROL = 6
# Base and -s forms that are far more often nouns ('swing states', 'new rules', 'rights
# advocates'): cues only before a clause, a colon or a quote. Their -ed forms are verbs.
NOUN_FIRST = {
    "state",
    "states",
    "rule",
    "rules",
    "rate",
    "rates",
    "advocate",
    "advocates",
    "attacks",
    "documents",
    "questions",
    "comments",
    "vote",
    "votes",
}
# Verbs of speaking whose content is a topic: 'spoke of the legacy', not 'spoke to a crowd'.
TOPIC_CUES = {"speak", "talk"}
TOPIC_MARKERS = {"about", "of", "on", "out"}
#: The particle of phrasal cue verbs ('called out', 'laid out', 'tweeted out').
PARTICLE = "out"
#: Verbs that show a stance named by the noun after them: 'expressed concern that …'.
SHOWING_VERBS = {"express", "voice", "signal"}
#: Nouns of a stance shown, and the words that open what it is about or for.
STANCE_NOUNS = {
    "support",
    "opposition",
    "concern",
    "concerns",
    "doubt",
    "doubts",
    "skepticism",
    "confidence",
    "enthusiasm",
    "optimism",
    "frustration",
    "disappointment",
    "reservations",
    "interest",
    "hope",
    "fear",
    "fears",
    "regret",
    "dismay",
    "outrage",
    "anger",
    "sympathy",
    "admiration",
    "approval",
    "disapproval",
    "alarm",
}
STANCE_MARKERS = NOUN_TOPIC_MARKERS | {"over", "at", "with", "in"}
OPENING_SUBORDINATORS = {
    "while",
    "although",
    "though",
    "whereas",
    "when",
    "after",
    "before",
    "because",
    "since",
    "as",
    "if",
    "even",
    "despite",
}
# Those that open a subordinate clause after a comma as well as at the start.
MIDDLE_SUBORDINATORS = OPENING_SUBORDINATORS - {"as"}
SUBJECT_PRONOUNS = {"he", "she", "they", "we", "i", "it"}
#: Pronouns only a subject can be: a word after one is its verb, no part of a noun phrase.
NOMINATIVE_PRONOUNS = SUBJECT_PRONOUNS - lx.OBJECT_PRONOUNS
# Words that stand as the subject of a clause without a noun: 'that there was …'.
CLAUSE_SUBJECTS = SUBJECT_PRONOUNS | {"there", "you"}
#: Words after a comma that open the reporter's comment, not the next item of a list.
LIST_BREAKERS = lx.RELATIVES | CLAUSE_SUBJECTS | COORDINATORS | {"according", "also"}
OCCASION_DETERMINERS = {"a", "an", "his", "her", "their", "its", "other", "another", "the", "several"}
OCCASION_NOUNS = {
    "interview",
    "interviews",
    "statement",
    "speech",
    "appearance",
    "op-ed",
    "email",
    "letter",
    "post",
    "tweet",
    "video",
    "radio",
    "television",
    "press",
    "news",
    "conference",
    "call",
    "podcast",
    "memo",
    "town",
}
# The most words of an occasion that makes up all that follows a cue: 'in an interview later'.
MAX_OCCASION_ONLY = 8
MAX_OCCASION_CHARS = 80
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
# Words that open a subordinate clause before the subject of a clause: 'that while …, he'.
SUBORDINATE_OPENERS = {"while", "although", "though", "if", "when", "once", "because", "as", "unless"}
MAX_SUBORDINATE = 15
# The most words of a phrase opening a clause: 'that in May, …', 'that since then, …'.
MAX_PHRASE = 5
# Relative pronouns that open an aside about the noun before them.
ASIDE_OPENERS = {"who", "whom", "whose", "which"}
# Words before a speaker that end no noun phrase the speaker's clause could describe.
NOT_ANTECEDENTS = lx.PREPOSITIONS | lx.AUXILIARIES | COORDINATORS | lx.DETERMINERS | {"as", "than"}
# Words after an inverted attribution set off inside a clause with which that clause goes on.
CLAUSE_GOES_ON = {"and", "but", "that"}
# Words that open the object of a verb, after which the verb is no modifier of a noun.
SECOND_ACT_OBJECTS = lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS | lx.OBJECT_PRONOUNS | {"that"}
# Words of a noun phrase set off after a clause before its verb, if it has one.
MAX_ASIDE_NOUN = 8
NUMBER_WORDS = {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
# A person named by age alone: 'the 45-year-old said', 'a 19-year-old told police'.
AGE_NOUN = re.compile(r"\d+-(?:year|month)-old")
# Participles after the people a poll asked: 'voters polled said', 'those surveyed say'.
SURVEYED = {"polled", "surveyed", "questioned", "interviewed", "sampled"}
# Prepositions that lead into a reported topic and are not part of it: 'spoke about the
# plan', 'warned against the tax', 'voted for Roe', 'agreed with him', 'railed at the
# tax'. The last three also open adjuncts ('for weeks', 'with that settled', 'at least'),
# and lead into a topic only under ADJUNCT_LEADS's conditions (_topic_lead).
ADJUNCT_LEADS = {"for", "with", "at"}
TOPIC_LEADS = {"about", "on", "of", "against"} | ADJUNCT_LEADS
#: Phrases that lead into the side an act takes, as 'for' does: 'voted in favor of the bill'.
SIDE_LEADS = {("in", "favor", "of"), ("in", "favour", "of"), ("in", "support", "of")}
# Words after 'at' that make it a measure, not a topic: 'at least 20 victims'.
MEASURE_WORDS = {"least", "most"}
# Words that bound a poll's share with 'than': 'more than 4 in 10', 'fewer than one in five'.
SHARE_BOUNDS = {"more", "fewer", "less"}
#: Words that end a phrase of quantity with no noun: 'more', 'some', 'both'.
QUANTITY_WORDS = lx.DETERMINERS | SHARE_BOUNDS
TOPIC_MANNER = {"more", "most", "less", "again", "often", "publicly", "at", "length", "also"}
# Words that raise the subject of 'be' to the speech verb after them, reporting that it
# spoke: 'was prompted to say', 'was quick to add'. 'Was asked to say' or 'was expected
# to say' report a request or a plan, not words said.
RAISERS = {
    "prompted",
    "forced",
    "compelled",
    "moved",
    "pressed",
    "pushed",
    "driven",
    "obliged",
    "spurred",
    "inspired",
    "made",
    "led",
    "quick",
    "careful",
    "eager",
    "keen",
    "happy",
    "glad",
    "proud",
    "first",
}
# Words that deny the raised speech happened: 'was not allowed to say', 'was unable to say'.
RAISING_DENIALS = {"not", "never", "n't", "n’t", "unable", "unwilling", "reluctant", "afraid", "hesitant"}
MAX_RAISING = 4
# Words before an 'asked' whose asker goes unnamed: 'when asked whether …'.
QUESTION_LEADS = {"when", "if", "after", "once", "before", "while"}
# Words that open the question after 'asked': 'asked whether', 'asked about', 'asked to'.
QUESTION_OPENERS = {"about", "whether", "if", "what", "why", "which", "who", "whom", "how", "where", "to"}
# Those that open a reported question after its addressee: 'asked the board whether …',
# 'explained to CBS why …'; 'who' there most often opens a relative clause.
ADDRESSED_QUESTIONS = QUESTION_OPENERS - {"about", "to", "who", "whom", "which"}
# What follows a raising verb that reports: 'seems to work', 'it seems that …'.
RAISED_CLAUSE_OPENERS = {"to", "that"}
# Words of a time adjunct: 'on Wednesday', 'last week', 'in May', 'earlier this month'.
TIME_ADJUNCT_WORDS = (
    lx.TIME_WORDS
    | set(names.MONTHS)
    | set(names.WEEKDAYS)
    | set(names.TIMES_OF_DAY)
    | {"on", "in", "at", "during", "this", "the", "ago", "day", "days", "weeks", "months"}
)
TIME_NOUNS = TIME_ADJUNCT_WORDS - {"on", "in", "at", "during", "this", "the", "last", "earlier"}
#: Words that open a date: 'on May 5', 'on Jan. 23'.
DATE_WORDS = set(names.MONTHS) | set(names.MONTH_ABBREVIATIONS)
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
# Words after 'appeared' that tell where, when or how often someone was seen, not how
# things looked: 'appeared on television', 'appeared Sunday', 'appeared onstage'.
APPEARANCE_WORDS = (
    lx.PREPOSITIONS
    | lx.DETERMINERS
    | lx.CLAUSE_WORDS
    | TIME_NOUNS
    | {"onstage", "together", "alongside", "twice", "briefly", "live", "here", "there"}
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
# Characters of a reported clause read for the time that may open it: 'on Monday night'.
TIME_LEAD_REACH = 60
# Words that open a sentence without a comma before its subject: 'Then he cut into …'.
OPENING_ADVERBS = {
    "then",
    "later",
    "still",
    "now",
    "also",
    "earlier",
    "meanwhile",
    "instead",
    "yet",
    "but",
    "and",
    "so",
    "again",
}
# Documents whose words a participle reports: 'a memo was released stating that …'.
# A sign or a T-shirt 'saying' something is a document of nobody's words.
DOCUMENT_NOUNS = {
    "memo",
    "memos",
    "memorandum",
    "statement",
    "statements",
    "letter",
    "letters",
    "release",
    "email",
    "emails",
    "e-mail",
    "filing",
    "filings",
    "tweet",
    "tweets",
    "post",
    "posts",
    "report",
    "reports",
    "editorial",
    "editorials",
    "ad",
    "ads",
    "advertisement",
}
MAX_DOCUMENT_GAP = 8
# Verbs whose subject is the author of the document they take: 'Smith issued a statement'.
ISSUING_VERBS = {"issued", "released", "sent", "wrote", "posted", "published", "tweeted", "distributed"}
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
# Words of an addressee: 'told the harbor board that …', 'explained to CBS why …'.
MAX_ADDRESSEE = 4
# Words of an addressee with its phrases before the 'that' of a telling verb: 'told a
# crowded hall at a hotel in Baltimore that …'.
MAX_ADDRESSEE_PHRASE = 10
# Words of what is seen before its 'as': 'see the campaign of Donald Trump as unfair'.
MAX_VIEWED = 6
# Marks that end the phrase of what is seen: 'saw the rally, as did …' views nothing.
PHRASE_BREAKS = {",", ";", ":", "—", "–", "-", "(", ")"}
MAX_ADJUNCT = 6
# Words of a relative clause's subject between its fronted object and the verb: 'whom one
# Obama insider described as'.
MAX_RELATIVE_SUBJECT = 5
RELATIVES_AND_WHOM = lx.RELATIVES | {"whom"}
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
# Marks that set off an attribution inside the clause it reports, one on either side:
# 'The pier, Roe said, is safe', 'The pier — Roe said — is safe'.
ASIDE_MARKS = {",", "—", "–"}
# Words that end an aside on a noun: a verb, a subject of its own, or a list's last 'and'.
ASIDE_ENDERS = FINITE_VERBS | SUBJECT_PRONOUNS | lx.PHRASE_JOINERS
# Participles whose object takes 'of' for the charge: 'a contractor accused of spying'.
CHARGING_PARTICIPLES = {"accused", "suspected", "convicted"}
# Words of degree before a participle that describes a noun: 'the much praised budget'.
DEGREE_WORDS = {"much", "most", "more", "less", "least", "so", "often", "long", "oft"}
ATTRIBUTIVE_ARTICLES = {"the", "a", "an"}
# Determiners that open a noun phrase a participle may describe: 'the criticized plan'.
ATTRIBUTIVE_DETERMINERS = ATTRIBUTIVE_ARTICLES | lx.POSSESSIVE_DETERMINERS
# What a source asks to be, or not to be, about their own name: 'asked not to be named',
# 'asked to remain anonymous'.
NAMING_REQUESTS = {"named", "identified", "quoted", "anonymous"}
# Verbs of the state a source asks to be left in: 'to be named', 'to remain anonymous'.
NAMING_STATES = {"be", "remain", "stay"}
# Words of a 'that' clause about a source's own name: 'asked that her last name not be used',
# within the first few words after the 'that'.
OWN_NAME = {"name", "surname"}
MAX_NAME_REQUEST = 4
# Adverbs of how commonly a thing goes by a name: 'the procedure sometimes called …'.
NAMING_ADVERBS = {
    "sometimes", "often", "commonly", "popularly", "widely", "informally", "officially",
    "formerly", "typically", "usually", "generally", "frequently", "colloquially",
}  # fmt: skip
# The words that lead to 'anonymity' after a cue: 'spoke on the condition of anonymity'.
ANONYMITY_LEADS = {"on", "the", "condition", "conditions", "of"}
# Participles that describe the noun they follow with a complement ('a host considered one of
# the best', 'an appointee regarded as a liberal'), where a verb would report an act.
PREDICATIVE_PARTICIPLES = {
    "considered", "regarded", "seen", "viewed", "deemed", "described", "called", "named",
    "labeled", "labelled", "dubbed", "branded", "known", "criticized", "criticised", "praised",
}  # fmt: skip
# Words before 'say' the noun: 'have a say', 'no say', 'the final say'.
SAY_DETERMINERS = {"a", "the", "no", "any", "more"}
SAY_ADJECTIVES = {"larger", "bigger", "greater", "final", "real", "big", "strong", "equal", "direct", "last"}
# Cues whose whole report may be 'yes' or 'no'.
ANSWERING = {"say", "answer", "reply", "respond"}
# Cues that put the speaker after them at the end of the sentence: '…, said Roe.'
INVERTED_CUES = {"say", "add", "write", "note", "explain", "continue", "argue", "observe", "recall", "warn"}
# Words before the head of a plural noun phrase: 'gay rights groups'.
MAX_MODIFIERS = 2
# Words between 'a' and the thing 'called' names: 'a chummy corporate culture called'.
MAX_NAMED_MODIFIERS = 3
# Words from the cue to the 'that' after an occasion: 'said in an interview on Fox
# News' On the Record with Greta Van Susteren that …' has 13.
MAX_OCCASION = 16
# Prepositions that open the scene of what was said: 'wrote in the Daily Star that …'.
SCENE_OPENERS = {"in", "on", "at", "during"}
# Prepositions that open the occasion of a remark between its noun and its clause.
NOUN_OCCASION_OPENERS = SCENE_OPENERS | {"before"}
QUOTE_OPENERS = ("“", '"', "‘", "'")
QUOTE_CLOSERS = ("”", '"', "’", "'")
# Nouns of a person that head a subject after a possessive: 'said her daughter'.
PERSON_HEADS = lx.RELATION_NOUNS | lx.ROLE_NOUNS | lx.TITLE_WORDS
# Prepositions that open an occasion, a place or a time; 'to' opens one only before an
# addressee, and 'this' is a determiner ('calls this a false narrative that …').
OCCASION_PREPOSITIONS = lx.PREPOSITIONS - {"this", "to"}
# Nouns whose 'that' clause is their own content, not the speaker's: 'the fact that',
# 'his case that', 'on the condition that'.
COMPLEMENT_NOUNS = {
    "fact",
    "idea",
    "case",
    "condition",
    "notion",
    "claim",
    "claims",
    "assertion",
    "argument",
    "arguments",
    "narrative",
    "suggestion",
    "belief",
    "view",
    "impression",
    "point",
    "sense",
    "hope",
    "fear",
    "fears",
    "possibility",
    "evidence",
    "reports",
    "news",
    "word",
    "rumor",
    "rumors",
    "theory",
    "promise",
    "warning",
    "charge",
    "allegation",
    "allegations",
    "proposition",
    "premise",
    "question",
    "assumption",
    "conclusion",
    "accusation",
    "accusations",
    "mention",
    "criticism",
    "complaint",
    "complaints",
    "speculation",
    "concern",
    "concerns",
    "insistence",
}
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
CLAUSE_OR_QUOTE = {"that", ":", "“", '"', "”", "''", "‘‘"}
# Words that open the phrase naming a poll after 'In': 'In a poll', 'In latest polls'.
POLL_DETERMINERS = lx.DETERMINERS | {"latest", "new", "recent", "last"}
# Words that may follow a poll's noun inside the phrase naming it: 'a poll of 800 voters',
# 'a survey by the Times', 'a poll last month', 'a poll released Monday'; in 'a request
# about polling places' the noun is a modifier.
POLL_FOLLOWERS = {",", "of", "by", "for", "from", "in", "on"} | lx.TIME_WORDS | lx.REPORTING_PARTICIPLES
# Tokens the phrase naming a poll may take up to its comma.
MAX_POLL_PHRASE = 16


@dataclass(frozen=True)
class Frame:
    """A cue, its source and the reported clause. ``aside`` is the attribution when it
    stands inside that clause ('The plan, Roe said, failed', 'Trump is expected to win'):
    words of the reporter's within the content span, which report nothing."""

    cue: tuple[int, int]
    source: tuple[int, int] | None
    content: tuple[int, int]
    speech: bool
    aside: tuple[int, int] | None = None


def _inside(pos: int, regions: list[Region]) -> bool:
    return any(r.start <= pos < r.end for r in regions)


def _left_subject(toks: list[Token], k: int) -> tuple[int, int] | None:
    """The noun phrase ending just before token ``k`` (auxiliaries, adverbs and a time
    adjunct skipped: 'Roe on Monday also said')."""
    relative = _relative_subject(toks, k) if k < len(toks) and toks[k].is_word else None
    if relative is not None:
        return relative
    i = _before_modifiers(toks, k - 1)
    adjunct = _time_adjunct_start(toks, i)
    if adjunct <= i:
        i = _before_modifiers(toks, adjunct - 1)
        # 'the groups who wrote to her on Thursday say': an object before the time is no subject.
        if i >= 0 and toks[i].lower in OBJECT_ONLY_PRONOUNS:
            return None
    dated = _dated_participle(toks, i)
    if dated is not None:
        i = dated - 1
    if i < 0:
        return None
    pronoun = _contracted_pronoun(toks[i])
    if pronoun is not None:
        return pronoun
    if _quantifier_subject(toks, i):
        return (toks[i].start, toks[i].end)
    if toks[i].lower == "who" and i > 0 and _plural_noun(toks[i - 1]):
        return _plural_antecedent(toks, i - 1)  # 'criticism from parents who say …'
    if toks[i].lower in lx.PRONOUNS or toks[i].lower in RELATIVE_PRONOUNS:
        return (toks[i].start, toks[i].end)
    if toks[i].lower == "that" and i == k - 1 and i > 0 and toks[i - 1].is_word:
        # 'cities that support the rules': a relative pronoun, not the conjunction.
        return (toks[i].start, toks[i].end)
    if toks[i].text == ",":
        return _before_apposition(toks, i)
    if toks[i].text == ")":
        while i > 0 and toks[i].text != "(":
            i -= 1
        return _left_subject(toks, i)
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
        elif not _np_word(toks[i]) and not _quoted_modifier(toks, i, end):
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
        and (i == 0 or not _np_word(toks[i - 1]))
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
    while i >= 0 and joiner - i <= MAX_LIST_ITEM and _np_word(toks[i]):
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
            subject = _left_subject(toks, j)
            return subject if subject is not None and subject[0] == toks[0].start else None
    return None


def _contracted_pronoun(t: Token) -> tuple[int, int] | None:
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
        or _adverb(toks[i + 1])
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


def _past_share(toks: list[Token], k: int) -> int:
    """The index after a poll's share that opens at ``k`` ('nearly one in four', 'more
    than 4 in 10'), or ``k``."""
    if k + 1 < len(toks) and toks[k].lower in SHARE_BOUNDS and toks[k + 1].lower == "than":
        j = k + 2
    else:
        j = k + 1 if k < len(toks) and (_adverb(toks[k]) or toks[k].lower == "about") else k
    if j + 2 < len(toks) and _share_start(toks, j + 2) == j:
        return j + 3
    return k


def _before_modifiers(toks: list[Token], i: int) -> int:
    """Index of the last token at or before ``i`` that is no auxiliary or adverb ('in fact'
    and 'of course' are adverbs too: 'PACs have in fact reported')."""
    while i >= 0 and toks[i].is_word:
        if _named_like_auxiliary(toks, i):
            break
        if toks[i].lower in lx.AUXILIARIES or _adverb(toks[i]):
            i -= 1
        elif i > 0 and (toks[i - 1].lower, toks[i].lower) in ADVERB_PHRASES:
            i -= 2
        else:
            break
    return i


def _named_like_auxiliary(toks: list[Token], i: int) -> bool:
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
    while j > 0 and i - j < MAX_TIME_ADJUNCT - 1 and _time_word(toks[j - 1]):
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
    if not noun.is_word or not _np_word(noun) or noun.lower in lx.DETERMINERS | lx.PRONOUNS:
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
    before = _left_subject(toks, first - 1)
    if before is None or not any(t.lower in {"of", "from"} for t in toks[:first] if t.start >= before[0]):
        return None
    return before


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
    start = prep
    while (
        start > max(0, prep - 3)
        and toks[start - 1].is_word
        and not toks[start - 1].is_capitalized
        and toks[start - 1].lower not in lx.CLAUSE_WORDS | lx.DETERMINERS
    ):
        start -= 1
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
    return opens and _plural_noun(noun._replace(is_capitalized=False))


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
    start = head
    # Up to two modifiers: 'a senior campaign aide to Smith'.
    while (
        start > max(0, head - 2)
        and toks[start - 1].is_word
        and not toks[start - 1].is_capitalized
        and toks[start - 1].lower not in lx.CLAUSE_WORDS | lx.DETERMINERS
    ):
        start -= 1
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
    if not toks[head].is_word or toks[head].is_capitalized or not _names_person(singular):
        return None
    start = head
    while (
        start > max(0, head - MAX_MODIFIERS)
        and toks[start - 1].is_word
        and not toks[start - 1].is_capitalized
        and toks[start - 1].lower not in lx.CLAUSE_WORDS | lx.DETERMINERS | lx.PREPOSITIONS
        and _np_word(toks[start - 1])
    ):
        start -= 1
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
    if head < 0 or not toks[head].is_word or not _np_word(toks[head]):
        return None
    if toks[head].lower in lx.DETERMINERS | lx.PRONOUNS:
        return None
    start = head
    while (
        start > max(0, head - MAX_SOURCE_MODIFIERS)
        and toks[start - 1].is_word
        and toks[start - 1].lower not in lx.CLAUSE_WORDS | lx.DETERMINERS
        and _np_word(toks[start - 1])
    ):
        start -= 1
    if start > 0 and toks[start - 1].lower in lx.DETERMINERS:
        start -= 1
    return start


def _knowledge_of(toks: list[Token], first: int) -> bool:
    """Whether 'knowledge of' opens the words at ``first``, after up to two words that
    grade it ('direct knowledge of', 'detailed, firsthand knowledge of')."""
    words = [t.lower for t in toks[first : first + 4]]
    return any(words[j : j + 2] == ["knowledge", "of"] for j in range(3))


def _before_apposition(toks: list[Token], comma: int, depth: int = 0) -> tuple[int, int] | None:
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
    subject = _left_subject(toks, j) if j > 0 else None
    if subject is not None and subject[0] == toks[0].start and _opening_participle(toks):
        return None  # 'Making her way around Chez Roe, Ann and Tom, thanked …': no subject
    if (subject is None or _is_hometown(toks, j, subject)) and depth < MAX_APPOSITION_DEPTH:
        return _before_apposition(toks, j, depth + 1)
    if subject is not None and depth < MAX_APPOSITION_DEPTH:
        # 'Jane Roe, director of the Harbor Fund, a city charity, said': the
        # lowercase description is itself an apposition of the name before it.
        first = next(k for k in range(j) if toks[k].start == subject[0])
        if first > 1 and toks[first - 1].text == "," and not toks[first].is_capitalized:
            named = _left_subject(toks, first - 1)
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


def _before_aside(toks: list[Token], dash: int) -> tuple[int, int] | None:
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
    return _left_subject(toks, j)


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


def _np_word(t: Token) -> bool:
    if not t.is_word:
        return t.text in "’'-."
    if t.is_capitalized:
        return True
    return (
        t.lower not in lx.CLAUSE_WORDS
        and t.lower not in FINITE_ONLY_FORMS
        and not _adverb(t)
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


def _adverb(t: Token) -> bool:
    """A word in -ly ('privately'), but for the bodies of people whose nouns end so and who
    speak as subjects ('the family said')."""
    return (
        t.lower.endswith("ly") and not t.is_capitalized and len(t.text) > 4 and t.lower not in lx.GROUPS_IN_LY
    )


def _right_subject(toks: list[Token], k: int, common_nouns: bool = False) -> tuple[int, int] | None:
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
        if not toks[j].is_word or toks[j].lower in CLAUSE_OR_TIME_WORDS or _adverb(toks[j]):
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
    while i < len(toks) and i - start < MAX_SUBJECT and (toks[i].is_word or _inner_stop(toks, i, start)):
        t = toks[i]
        if not t.is_word:
            pass  # 'Mr. Smith': the abbreviation's period belongs to the subject
        elif t.is_capitalized or t.lower in lx.DETERMINERS or t.lower in lx.TITLE_WORDS or t.lower == "of":
            lowercase_run = 0
        elif i > start and lowercase_run < 2 and _np_word(t) and not is_cue_word(t.text):
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


def _inner_stop(toks: list[Token], i: int, start: int) -> bool:
    """The period of an abbreviation or initial inside a name: 'Mr. Smith', 'John F. Kerry'."""
    return (
        i > start
        and toks[i].text == "."
        and not _full_stop(toks, i)
        and i + 1 < len(toks)
        and toks[i + 1].is_capitalized
    )


def _is_passive(toks: list[Token], k: int) -> bool:
    cue = toks[k].lower
    if cue.endswith("ing") or k == 0:
        return False
    i = k - 1
    # 'was first reported': skip adverbs and auxiliaries up to the form of 'be'.
    while i > 0 and (_adverb(toks[i]) or toks[i].lower in ACTIVE_AUXILIARIES):
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
    while end > first and _adverb(toks[end - 1]):
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


def _noun_use(toks: list[Token], k: int) -> bool:
    """'a report', 'game plan', 'Graham's comments came': the cue word is a noun here."""
    if k == 0:
        return False
    prev = toks[k - 1].lower
    if _object_gerund(toks, k):
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
    if prev.endswith(POSSESSIVE_ENDINGS) and _contracted_pronoun(toks[k - 1]) is None:
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
    if word.endswith("s") and lemma(word) in NOUN_LIKE and _relative_that_follows(toks, k):
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


def _relative_that_follows(toks: list[Token], k: int) -> bool:
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


def _has_speech_noun(sentence: str) -> bool:
    """Whether a sentence holds a noun of speech ('his criticism of the plan', 'her
    statement on the vote'): a cue with no verb, which the cheap test of cue verbs misses."""
    return not SPEECH_NOUN_CUES.isdisjoint(_LOWER_WORD.findall(sentence.lower()))


def frames(text: str, sent: tuple[int, int], regions: list[Region]) -> list[Frame]:
    """Every attribution frame of one sentence, outer frames only."""
    poll = _poll_opening(text, sent, regions)
    if not has_cue(text[sent[0] : sent[1]]) and not _has_speech_noun(text[sent[0] : sent[1]]):
        return [poll] if poll is not None else []
    toks = tokens(text, *sent, [r for r in regions if not r.single])
    words = [t.lower for t in toks]
    spans = cue_spans(words)
    # Only a capitalized cue asks whether the sentence is a headline.
    headline = any(toks[k].is_capitalized for k, _ in spans) and _is_headline(toks)
    cues = [(k, kend) for k, kend in spans if _cue_allowed(toks, k, kend, regions, headline)]
    if len(cues) > 1 and _credits_speech(text, sent, toks, cues, regions):
        cues = cues[:-1]
    found: list[Frame] = []
    # The sentence-final '…, officials said.' governs everything before it. Its frame
    # is read once: when it does not govern the sentence, the loop below takes it as is.
    last = _frame(text, sent, toks, *cues[-1], regions) if cues else None
    if (
        last is not None
        and last.content[1] <= last.cue[0]
        and _ends_sentence(toks, cues[-1][1])
        and _set_off(text, last)
    ):
        found.append(last)
    unnamed: list[Frame] = []
    for n, (k, kend) in enumerate(cues):
        if any(_holds(f, toks[k].start) and not _cites(text, f) for f in found + unnamed):
            continue
        frame = last if n == len(cues) - 1 else _frame(text, sent, toks, k, kend, regions)
        if frame is not None:
            # 'who spoke on condition of anonymity to share private worries': the terms
            # report nothing, yet what they hold is theirs, no cue of its own.
            (unnamed if _asks_to_stay_unnamed(toks, kend) else found).append(frame)
    for frame in _noun_frames(text, sent, toks):
        if not any(f.content[0] <= frame.cue[0] < f.content[1] or f.cue[0] == frame.cue[0] for f in found):
            found.append(frame)
    if poll is not None:
        inner = [f for f in found if poll.content[0] <= f.cue[0] < poll.content[1]]
        # 'In a poll, 79 percent said …': the respondents' words are quotes in news,
        # which the poll's frame, of kind other, would hide; 'In a poll, Gallup found …'
        # names who reports the finding; 'In a poll, most back Roe' is the finding.
        if not any(f.speech or _named_opening(text, poll, f) for f in inner):
            found = [poll] + [f for f in found if f not in inner]
    return sorted(found, key=lambda f: f.cue[0])


def _poll_opening(text: str, sent: tuple[int, int], regions: list[Region]) -> Frame | None:
    """'In a Times/CBS poll released Monday, 50 percent chose Roe', 'In the latest polls,
    she trails': a sentence that opens with 'in' and a poll reports the poll's finding in
    the clause after the comma, and the poll is its source. A participle after the comma
    still names the poll ('In the new poll, conducted in May, …'). A sentence with quote
    marks is left to its cues of speech, which attach the quoted words."""
    if text[sent[0] : sent[0] + 3].lower() != "in " or any(
        sent[0] <= r.start < sent[1] for r in regions if not r.single
    ):
        return None
    toks = tokens(text, *sent)
    if len(toks) < 5 or toks[0].lower not in POLL_CUES:
        return None
    comma = _poll_phrase_end(toks, 1)
    if comma is None or not _names_poll(toks, comma):
        return None
    if comma + 1 < len(toks) and toks[comma + 1].lower in lx.REPORTING_PARTICIPLES:
        comma = _poll_phrase_end(toks, comma + 1)
        if comma is None:
            return None
    content = _trim(text, toks[comma].end, sent[1])
    if len(text[content[0] : content[1]].split()) < 2:
        return None
    return Frame((toks[0].start, toks[0].end), (toks[1].start, toks[comma - 1].end), content, False)


def _named_opening(text: str, poll: Frame, frame: Frame) -> bool:
    """Whether ``frame``'s source is a name that opens the clause after the poll."""
    return frame.source is not None and frame.source[0] == poll.content[0] and text[frame.source[0]].isupper()


def _poll_phrase_end(toks: list[Token], first: int) -> int | None:
    """The comma that ends a phrase of at most MAX_POLL_PHRASE tokens from ``first``."""
    last = min(len(toks) - 1, first + MAX_POLL_PHRASE)
    return next((j for j in range(first + 1, last) if toks[j].text == ","), None)


def _names_poll(toks: list[Token], comma: int) -> bool:
    """Whether the words between 'In' and ``comma`` name a poll: a determiner, then a
    poll's noun that heads the phrase ('a poll of 800 voters', not 'a request about
    polling places')."""
    if toks[1].lower not in POLL_DETERMINERS:
        return False
    return any(
        toks[j].lower in lx.POLL_NOUNS and toks[j + 1].lower in POLL_FOLLOWERS for j in range(2, comma)
    )


def _credits_speech(
    text: str, sent: tuple[int, int], toks: list[Token], cues: list[tuple[int, int]], regions: list[Region]
) -> bool:
    """'“…,” Roe said at a rally, according to the Daily Post': a closing 'according to'
    after a closing cue of speech with a subject of its own tells where the reporter
    found the words, which stay the subject's: the outlet is no speaker. A cue whose
    clause follows it ('Voters who say they back Roe …, according to the poll') leaves
    the whole sentence the outlet's."""
    (j, jend), (k, kend) = cues[-2], cues[-1]
    if toks[k].lower != "according" or not _ends_sentence(toks, kend):
        return False
    said = _frame(text, sent, toks, j, jend, regions)
    return (
        said is not None
        and said.speech
        and said.source is not None
        and said.content[1] <= said.cue[0]
        and said.cue[1] <= toks[k].start
    )


def _cites(text: str, frame: Frame) -> bool:
    """Whether ``frame`` reports evidence someone points to ('pointed to reports that Roe
    said …'): what it holds is not the source's words, so the cues inside keep theirs."""
    return text[frame.cue[0] : frame.cue[1]].lower() in CITING


def _holds(frame: Frame, position: int) -> bool:
    """Whether a cue at ``position`` belongs to ``frame``: its own cue, or one inside what a
    speaker is reported to say. A clause reported with no source ('X seems to …', 'X is
    expected to …') is nobody's words, so a cue inside it starts an attribution of its own."""
    inside = frame.source is not None and frame.content[0] <= position < frame.content[1]
    return inside or frame.cue[0] == position


def _noun_frames(text: str, sent: tuple[int, int], toks: list[Token]) -> list[Frame]:
    """'his infamous comment about 47 percent …': a speech noun with its owner and topic."""
    out = []
    for k in range(1, len(toks) - 2):
        if toks[k].lower not in NOUN_CUES or _shows_stance(toks, k - 1, k):
            continue  # 'expressed concern about …': the noun is the verb's cue, not one of its own
        # 'his remark Tuesday that …', 'her statement on Wednesday that …': the time of
        # the remark may come before its clause.
        m = _time_adjunct_end(toks, k + 1)
        m = m if m < len(toks) and toks[m].lower == "that" else _that_after_occasion(text, sent, toks, k)
        plan = toks[m].lower == "to" and toks[k].lower in PLAN_NOUNS
        infinitive = plan or (toks[m].lower == "to" and toks[k].lower in INFINITIVE_NOUNS)
        if m + 1 >= len(toks) or (toks[m].lower not in NOUN_TOPIC_MARKERS and not infinitive):
            continue
        if toks[m].lower == "of" and toks[k - 1].lower == "the":
            continue  # 'won the support of the unions', 'the views of voters': 'of' names the holder
        j = k - 1
        while (
            j > 0
            and j >= k - 2
            and toks[j].is_word
            and not toks[j].is_capitalized
            and toks[j].lower not in lx.DETERMINERS
        ):
            j -= 1
        owner = toks[j]
        if plan and owner.lower not in lx.POSSESSIVE_DETERMINERS:
            continue
        if owner.lower in {"his", "her", "their", "its"}:
            source = (owner.start, owner.end)
        elif owner.is_capitalized and owner.lower.endswith(POSSESSIVE_ENDINGS):
            source = (owner.start, owner.end)
        elif cue_kind(toks[k].text) not in QUOTE_KINDS:
            source = None  # 'growing support for Roe', 'concerns about the fares': whose is unsaid
        else:
            # 'made an attack on the plan to tell voters that …': a clause past the
            # noun's own phrase is another verb's.
            # 'made demands of the board': after a made noun, 'of' names whom it was made of.
            made = m == k + 1 and toks[m].lower != "of"
            source = _light_verb_subject(text, toks, k) if made else None
            if source is None:
                continue
        content = _noun_topic(text, sent, toks, m - 1)
        if infinitive and content is not None:
            content = (toks[m].start, content[1])  # 'his call to ban …' reports 'to ban …'
        if content is not None and content[1] - content[0] > 3:
            # 'her claim that …' states words, quotable; 'her view that …' a stance.
            # 'his call for “a total shutdown”': marks around the whole complement quote him.
            quoted = toks[m + 1].text == "”" and (
                m + 2 == len(toks) or not toks[m + 2].is_word or text[toks[m + 1].end - 2] in ".!?"
            )
            clause = toks[m].lower == "that"
            speech = toks[k].lower in SPEECH_NOUNS | QUOTED_SPEECH_NOUNS and (clause or quoted)
            out.append(Frame((toks[k].start, toks[m].end), source, content, speech))
    return out


def _light_verb_subject(text: str, toks: list[Token], k: int) -> tuple[int, int] | None:
    """The speaker of a speech noun at ``k`` that a verb of making takes as its object
    ('Roe made several comments about the fares', 'Roe unleashed withering attacks on
    the mayor'): the subject of that verb when it names someone, else None. Only
    modifiers may stand between the verb and the noun."""
    v = k - 1
    while v > 0 and k - v <= MAX_LIGHT_VERB_GAP and toks[v].lower not in SPEAKING_LIGHT_VERBS:
        if toks[v].is_capitalized or not (toks[v].is_word or toks[v].text == ","):
            return None
        v -= 1
    if toks[v].lower not in SPEAKING_LIGHT_VERBS:
        return None
    subject = _left_subject(toks, v)
    return subject if _names_someone(text, subject) else None


def _that_after_occasion(text: str, sent: tuple[int, int], toks: list[Token], k: int) -> int:
    """Index of the 'that' after a speech noun's occasion ('her assertion during the debate
    that …', 'his remarks in an interview with CNN that …'), or ``k + 1`` when none opens
    the clause there."""
    if k + 1 >= len(toks) or toks[k + 1].lower not in NOUN_OCCASION_OPENERS:
        return k + 1
    start = toks[k + 1].start
    lead = _occasion_length(text[start : sent[1]].split(" ", MAX_OCCASION + 1))
    that = next((j for j in range(k + 1, len(toks)) if lead and toks[j].start == start + lead), None)
    # A comma or a dash before the 'that' ends the noun's phrase: '… trade deals - attacks that'.
    if that is None or any(t.text in PHRASE_BREAKS for t in toks[k + 1 : that]):
        return k + 1
    return that


def _time_adjunct_end(toks: list[Token], i: int) -> int:
    """Index after a time adjunct of a few words starting at ``i``, or ``i`` when none starts there."""
    j = i
    while j < len(toks) and j - i < MAX_TIME_ADJUNCT and _time_word(toks[j]):
        j += 1
    return j if any(t.lower in TIME_NOUNS for t in toks[i:j]) else i


def _time_word(t: Token) -> bool:
    return t.lower in TIME_ADJUNCT_WORDS or t.text.isdigit()


def _noun_topic(text: str, sent: tuple[int, int], toks: list[Token], k: int) -> tuple[int, int] | None:
    """What a speech noun is about, from its marker at ``k + 1``, or None when the
    phrase after it is no topic.

    'his remarks on Saturday' name a time; a topic after 'of', 'on' or 'about' is a noun
    phrase, so a finite verb ends it: 'his message of unity is one that …', 'her
    announcement of the plan came during …'.
    """
    marker, first = toks[k + 1].lower, toks[k + 2]
    if marker == "that" and first.lower in lx.PERIOD_NOUNS:
        return None  # 'his speech that night': a demonstrative, no clause
    if marker == "that":
        end = next((t.start for t in toks[k + 2 :] if t.text in ",;—"), sent[1])
        return _trim(text, toks[k + 1].start, end)
    if first.lower in lx.TIME_WORDS or _opens_date(toks, k + 2):
        return None  # 'her comments on Monday', 'his remarks on Jan. 23': a time
    end = next(
        (t.start for t in toks[k + 2 :] if t.text in ",;—" or t.lower in CLAUSE_VERBS | FINITE_ONLY_FORMS),
        sent[1],
    )
    return _trim(text, first.start, end)


def _opens_date(toks: list[Token], i: int) -> bool:
    """Whether a date opens at ``i``: a month before a day or a full stop ('May 5',
    'Jan. 23'), not a name that holds one ('March Madness')."""
    return (
        toks[i].lower in DATE_WORDS
        and i + 1 < len(toks)
        and (toks[i + 1].text[0].isdigit() or toks[i + 1].text == ".")
    )


def _wins_result(toks: list[Token], k: int, verb: str) -> bool:
    """Whether the cue at ``k`` takes a result as its object ('claimed the nomination',
    'posted an overwhelming victory'): the verb tells who won, not what anyone said. A
    verb after the noun makes it a clause's subject ('claims the nomination is rigged')."""
    results = RESULT_OBJECTS.get(verb)
    if not results:
        return False
    for j in range(k + 1, min(len(toks), k + 1 + MAX_MODIFIERS + 2)):
        if not toks[j].is_word or toks[j].lower in CLAUSE_OPENERS:
            return False
        if toks[j].lower in results:
            return j + 1 >= len(toks) or toks[j + 1].lower not in CLAUSE_VERBS
    return False


def _object_gerund(toks: list[Token], k: int) -> bool:
    """'in denouncing the media', 'erred in saying that …', 'won by praising his rival': a
    gerund cue after 'in' or 'by' is the verb of the sentence's subject when an object
    (or, after 'in', a that-clause) follows it; 'in appealing for the inquiry' is no
    report. ('By' with other gerunds is read in _noun_use: 'ended by saying …'.)"""
    if k == 0 or not toks[k].lower.endswith("ing") or k + 1 >= len(toks):
        return False
    takes_object = lemma(toks[k].lower) in OBJECT_VERBS
    if toks[k - 1].lower == "by":
        return takes_object
    return toks[k - 1].lower == "in" and (takes_object or toks[k + 1].lower == "that")


def _names_someone(text: str, subject: tuple[int, int] | None) -> bool:
    """Whether a subject is a pronoun or a name ('Trump', 'Sen. Ted Cruz'): the head of a
    sentence far from a gerund ('Still, other operatives worked …') is too often misread."""
    if subject is None:
        return False
    words = text[subject[0] : subject[1]].split()
    return (len(words) == 1 and words[0].lower() in lx.PRONOUNS) or all(w[0].isupper() for w in words)


def _earlier_subject(toks: list[Token], i: int) -> tuple[int, int] | None:
    """'“…,” Trump said, adding …': the participle shares the subject of the cue before it."""
    for c in range(i - 1, 0, -1):
        if is_cue_word(toks[c].text) and not toks[c].is_capitalized:
            return _left_subject(toks, c) or _right_subject(toks, c)
    return None


def _is_headline(toks: list[Token]) -> bool:
    """Title case, as in 'Chris Christie Calls Hillary Clinton a Disgrace'."""
    long_words = [t for t in toks if t.is_word and len(t.text) > 3]
    return len(long_words) >= 3 and sum(t.is_capitalized for t in long_words) >= 0.8 * len(long_words)


def _cue_allowed(toks: list[Token], k: int, kend: int, regions: list[Region], headline: bool) -> bool:
    tok = toks[k]
    if _inside(tok.start, regions):
        return False
    if k == 0 and _question_start(toks, k) is not None:
        return True  # 'Asked whether …, Roe said'
    if tok.is_capitalized:
        # 'According to X, …' opens sentences; 'X, Graham Says' ends headlines.
        # 'HIGHER THAN EXPECTED' compares: a subject does not end in 'than' or 'as'.
        # A sentence whose reporter already has a verb ('told BBC Radio's Any Questions')
        # is no headline: the capitalized word there is part of a name.
        reported = any(t.is_word and not t.is_capitalized and is_cue_word(t.text) for t in toks[:k])
        in_headline = (
            k > 0
            and toks[k - 1].is_capitalized
            and tok.lower not in lx.ORG_WORDS
            and (headline or tok.lower in {"says", "said"})
            and toks[k - 1].lower not in lx.CLAUSE_WORDS
            and not reported
        )
        inverted = k == 0 and tok.lower in {"says", "said"}  # 'Said Ellis: “…”'
        return (k == 0 and kend > k) or in_headline or inverted
    nxt = toks[kend + 1].lower if kend + 1 < len(toks) else "."
    verb = lemma(tok.lower)
    if k == 1 and toks[0].lower == "that" and nxt == ",":
        return False  # 'That said, …' concedes; it reports nobody's words
    if kend == k and nxt in NOT_CUE_PARTICLES.get(verb, ()):
        return False
    if kend == k and _wins_result(toks, k, verb):
        return False
    if k > 0 and toks[k - 1].lower in NOT_CUE_AFTER.get(tok.lower, ()):
        return False
    if kend == k and (_attributive_participle(toks, k) or _reduced_passive(toks, k)):
        return False
    if tok.lower == "thanks" and "to" in (t.lower for t in toks[kend + 1 : kend + 1 + MAX_THANKS_TO]):
        return False  # 'thanks (in part) to a big win' gives a cause, not thanks
    if verb == "ask" and _asks_to_stay_unnamed(toks, kend):
        return False
    if tok.lower in QUOTE_ONLY_CUES:
        return not nxt[0].isalnum()
    if tok.lower in POINTING and _after_singular_noun(toks, k):
        return False
    if verb in RAISING_VERBS:
        return _raised_complement(verb, nxt)
    if verb in VIEWING_VERBS:
        return _as_follows(toks, kend)
    if verb in COUNSEL_VERBS:
        return _counsel_follows(toks, kend)
    if verb in CLAUSE_ONLY:
        return nxt == "that" or nxt not in lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS
    if kend == k and tok.lower in SEARCHING_FORMS:
        return _finding_follows(toks, kend)
    if tok.lower in NOUN_FIRST:
        clause = nxt in CLAUSE_OR_QUOTE and not _relative_that_follows(toks, kend)
        return clause or _verb_for_or_against(toks, k, nxt)
    if tok.lower == "say" and _noun_say(toks, k):
        return False
    if kend == k and verb in TOPIC_CUES:
        return nxt in CLAUSE_OR_QUOTE or _topic_start(toks, kend) is not None
    return True


def _finding_follows(toks: list[Token], kend: int) -> bool:
    """Whether a clause ('find that …', 'finding agreement that …') or a person it judges
    ('may find him unfit', 'find Roe credible') follows the cue at ``kend``, as a finding
    has; a noun phrase alone ('find a way', 'finding common ground') is what a search is
    after."""
    nxt = toks[kend + 1] if kend + 1 < len(toks) else None
    return nxt is not None and (
        nxt.lower in CLAUSE_OPENERS
        or nxt.lower in lx.OBJECT_PRONOUNS
        or nxt.is_capitalized
        or any(t.lower == "that" for t in toks[kend + 2 : kend + 2 + MAX_FINDING_NOUN])
    )


def _after_singular_noun(toks: list[Token], k: int) -> bool:
    """Whether a lowercase word that may be a singular noun stands right before ``k``: no
    pronoun, auxiliary, relative, adverb or plural subject ('critics point')."""
    if k == 0 or not toks[k - 1].is_word or toks[k - 1].is_capitalized:
        return False
    prev = toks[k - 1].lower
    closed = lx.PRONOUNS | lx.AUXILIARIES | lx.MODALS | lx.RELATIVES | CLAUSE_SUBJECTS
    return not prev.endswith("s") and prev not in closed and not _adverb(toks[k - 1])


def _verb_for_or_against(toks: list[Token], k: int, nxt: str) -> bool:
    """'would vote for Roe', 'to vote against the bailout': a word that is mostly a noun
    ('a vote for Roe') is a verb after a modal or 'to', and 'for' or 'against' leads to
    what it backs or opposes."""
    return k > 0 and toks[k - 1].lower in lx.MODALS and nxt in {"for", "against"}


def _attributive_participle(toks: list[Token], k: int) -> bool:
    """'the widely criticized plan', 'Obama's highly criticized press conference', 'the much
    praised budget': a past participle between an article or a possessive determiner, or
    a possessive name and an adverb ('Roe's criticized' may be 'Roe has criticized'), and
    its noun describes the noun ('that criticized' is a relative clause's verb)."""
    if not toks[k].lower.endswith("ed") or k + 1 >= len(toks) or not toks[k + 1].is_word:
        return False
    if toks[k + 1].lower in NOUN_PHRASE_OPENERS:
        return False  # 'the board last week criticized the plan' has an object
    j = k - 1
    while j >= 0 and (_adverb(toks[j]) or toks[j].lower in DEGREE_WORDS):
        j -= 1
    if j < 0:
        return False
    if toks[j].lower in ATTRIBUTIVE_DETERMINERS:
        return True
    return j < k - 1 and toks[j].lower.endswith(POSSESSIVE_ENDINGS)


def _reduced_passive(toks: list[Token], k: int) -> bool:
    """'a contractor accused of spying', 'a bill criticized as anti-gay': a participle
    followed by the 'of' or 'as' its object would take describes the noun before it
    ('Roe criticized the plan as reckless' has the object between, 'whom one insider
    described as' has it fronted); nobody speaks."""
    if k == 0 or k + 1 >= len(toks) or not toks[k - 1].is_word:
        return False
    if toks[k - 1].lower in lx.AUXILIARIES or toks[k - 1].lower in lx.PRONOUNS:
        return False
    if any(t.lower in RELATIVES_AND_WHOM for t in toks[max(0, k - MAX_RELATIVE_SUBJECT) : k - 1]):
        return False
    nxt, word = toks[k + 1].lower, toks[k].lower
    return (
        (nxt == "as" and word in PREDICATIVE_PARTICIPLES)
        or (nxt == "of" and word in CHARGING_PARTICIPLES)
        or _participle_after_object(toks, k)
    )


def _participle_after_object(toks: list[Token], k: int) -> bool:
    """'in a video posted to Facebook', 'in an interview published Monday': a past
    participle with no object of its own, right after an occasion or a document that a
    preposition governs, describes it; an occasion or a document speaks no words, and
    with an object the participle is the verb of a subject the phrase belongs to."""
    nxt = toks[k + 1].lower if k + 1 < len(toks) else ""
    if not toks[k].lower.endswith("ed") or nxt not in MODIFIER_PREPOSITIONS | TIME_NOUNS:
        return False
    if toks[k - 1].lower not in OCCASION_NOUNS | DOCUMENT_NOUNS:
        return False
    j = k - 1
    while j > 0 and k - j <= MAX_MODIFIERS + 1 and toks[j].is_word and toks[j].lower not in lx.DETERMINERS:
        if toks[j].is_capitalized or toks[j].lower in NOT_MODIFIERS:
            return False
        j -= 1
    governed = j > 0 and toks[j - 1].lower in MODIFIER_PREPOSITIONS
    return governed and toks[j].lower in lx.DETERMINERS


def _asks_to_stay_unnamed(toks: list[Token], kend: int) -> bool:
    """'who asked not to be named', 'declined to be identified', 'asked to remain
    anonymous', 'asked that her last name not be used', 'spoke on condition of
    anonymity', 'requested anonymity': a source's request about their own name, or the
    terms on which they spoke, which report nothing they said."""
    words = [t.lower for t in toks[kend + 1 : kend + 6]]
    if _relative_name_request(toks, kend, words):
        return True
    if words[:1] == ["not"]:
        words = words[1:]
    if words[:1] == ["to"] and len(words) > 2 and words[1] in NAMING_STATES and words[2] in NAMING_REQUESTS:
        return True
    while words and words[0] in ANONYMITY_LEADS:
        words = words[1:]
    return words[:1] == ["anonymity"]


def _relative_name_request(toks: list[Token], kend: int, words: list[str]) -> bool:
    """'Jane, who asked that her last name not be used, said …': in a relative clause on
    the source, a 'that' clause about a name is the source's own; elsewhere it may be a
    statement about someone's ('argued that his name should not appear on the ballot')."""
    return (
        toks[kend - 1].lower == "who"
        and words[:1] == ["that"]
        and bool(OWN_NAME & set(words[1 : 1 + MAX_NAME_REQUEST]))
    )


def _noun_say(toks: list[Token], k: int) -> bool:
    """'have a say', 'a larger say', 'the final say': the noun, after its determiner and
    at most one of the adjectives it takes ('the experts say' and 'a third say' are verbs)."""
    before = [t.lower for t in toks[max(0, k - 2) : k]]
    if before[-1:] and before[-1] in SAY_DETERMINERS:
        return True
    return len(before) == 2 and before[0] in SAY_DETERMINERS and before[1] in SAY_ADJECTIVES


def _as_follows(toks: list[Token], kend: int) -> bool:
    """'see the plan as a threat': 'as' follows the object, within one phrase."""
    for t in toks[kend + 2 : kend + 2 + MAX_VIEWED]:
        if t.lower == "as":
            return True
        if t.text in PHRASE_BREAKS:
            return False
    return False


def _counsel_follows(toks: list[Token], kend: int) -> bool:
    """'advised the senator to wait', 'advised voters that …', 'advised: “…”': a clause or
    a quote follows the addressee."""
    for t in toks[kend + 1 : kend + 2 + MAX_ADDRESSEE]:
        if t.lower in CLAUSE_OR_QUOTE or t.lower == "to":
            return True
        if not t.is_word:
            return False
    return False


def _topic_start(toks: list[Token], kend: int) -> int | None:
    """Index where the topic of 'spoke' or 'talked' starts, or None when it has none.

    Manner and time words may come between ('spoke emotionally of', 'spoke Tuesday
    about'), and an addressee before 'about' ('talks to reporters about'); any other
    phrase is where or how long someone spoke ('spoke for ten minutes', 'spoke to a
    gathering of leaders', 'spoke in a cottage'), which reports nothing.
    """
    i = kend + 1
    while i < len(toks) and (_adverb(toks[i]) or toks[i].lower in lx.TIME_WORDS | TOPIC_MANNER):
        i += 1
    if i + 1 < len(toks) and toks[i].lower in TOPIC_MARKERS:
        return i + 1
    if i < len(toks) and toks[i].lower == "to":
        for j in range(i + 1, min(i + 1 + MAX_ADDRESSEE, len(toks) - 1)):
            if toks[j].lower == "about":
                return i
            if not toks[j].is_word:
                break
    return None


def _set_off(text: str, frame: Frame) -> bool:
    """The attribution is set off by a comma or a quote: '…, officials said', not '…, which said'."""
    if frame.source is None:
        return False
    first = min(frame.source[0], frame.cue[0])
    before = text[:first].rstrip()
    while before and before.rsplit(None, 1)[-1].lower() in lx.DETERMINERS:
        before = before[: -len(before.rsplit(None, 1)[-1])].rstrip()
    word = text[frame.source[0] : frame.source[1]].lower()
    return before[-1:] in ",”\"'’»" and word not in lx.RELATIVES


def _ends_sentence(toks: list[Token], kend: int) -> bool:
    """Only a source and a few adverbial words follow the cue, as in '…, officials said Friday.'."""
    if toks[kend].lower.endswith("ing"):
        return False
    after = toks[kend + 1 :]
    # '…, officials said Friday, as they left the talks.': a trailing adjunct is no content.
    comma = next((i for i, t in enumerate(after) if t.text == ","), None)
    if comma is not None and comma + 1 < len(after) and after[comma + 1].lower in ADJUNCT_STARTS | {"as"}:
        after = after[:comma]
    rest = [t for t in after if t.is_word]
    return len(rest) <= 8 and not any(t.lower == "that" for t in rest)


def _frame(
    text: str, sent: tuple[int, int], toks: list[Token], k: int, kend: int, regions: list[Region]
) -> Frame | None:
    if kend > k and " ".join(t.lower for t in toks[k : kend + 1]) in SOURCE_AFTER:
        return _according_to(text, sent, toks, k, kend)
    if _noun_use(toks, k) or _names_a_thing(toks, k):
        return None
    if kend == k and _raises(toks, k):
        return _raising_frame(text, sent, toks, k)
    if kend == k and _question_start(toks, k) is not None:
        return _question_frame(text, sent, toks, k)
    if _is_passive(toks, k):
        return _passive_frame(toks, k, kend)
    if _object_gerund(toks, k) and not _names_someone(text, main_subject(toks)):
        return None
    if kend == k and _describes_plural(toks, k):
        return _modifier_frame(text, sent, toks, k)
    return _verb_frame(text, sent, toks, k, kend, regions)


def _names_a_thing(toks: list[Token], k: int) -> bool:
    """'hired a firm called Cambridge Analytica', 'set up an app called Ferry Finder':
    'called' right after a thing that an object's 'a' introduces gives its name; nobody
    speaks. After a person ('met a spokesman called …' is rare, 'a voter called') or
    after the sentence's subject ('A harbor pilot called the plan a failure') it is a verb,
    unless a name and the sentence's own verb follow ('A new group called Ferry First said
    …'), and after a conjunction ('backed a tax and called herself …') a second one."""
    if toks[k].lower != "called" or k < 1:
        return False
    at = k - 1
    if toks[at].lower in NAMING_ADVERBS:
        at -= 1  # 'the procedure sometimes called …': the adverb tells how the thing is named
    noun = toks[at] if at >= 0 else None
    if (
        noun is None
        or not noun.is_word
        or noun.lower in lx.PRONOUNS | lx.AUXILIARIES | lx.CONJUNCTIONS
        or _names_person(noun.lower)
        or (at < k - 1 and k + 1 < len(toks) and toks[k + 1].lower in lx.OBJECT_PRONOUNS)
    ):
        return False
    # After an adverb 'the' serves as well: 'the toll sometimes called …' names no one.
    article = _article_before(toks, at, ATTRIBUTIVE_ARTICLES if at < k - 1 else lx.SINGULAR_ARTICLES)
    if article is None:
        return False
    if article == 0:  # the sentence's subject: 'A new super PAC called Ferry 45 ran ads'
        return _name_then_verb(toks, k + 1)
    # The article opens an object ('hired a firm called'), not the sentence's subject.
    return not noun.is_capitalized and toks[article - 1].is_word and not toks[article - 1].is_capitalized


def _name_then_verb(toks: list[Token], at: int) -> bool:
    """Whether a name starts at ``at`` and a verb follows it: 'Ferry First said', 'Ferry 45
    ran ads'. An object's article, a preposition or a pronoun after the name ('called Roe a
    liar', 'called Roe for comment') leaves 'called' the verb. So does a quote; a bare
    adjective ('called Roe unfit') is taken for the verb: a quote lost, not a name's
    sentence read as someone's words."""
    j = at
    while j < len(toks) and toks[j].is_word and (toks[j].is_capitalized or toks[j].text.isdigit()):
        j += 1
    if j == at or j >= len(toks) or not toks[j].is_word:
        return False
    closed = lx.DETERMINERS | lx.PREPOSITIONS | lx.CONJUNCTIONS | lx.PRONOUNS | lx.OBJECT_PRONOUNS
    return toks[j].lower not in closed


def _article_before(toks: list[Token], noun: int, articles: set[str]) -> int | None:
    """Where the article (one of ``articles``) of the noun at ``noun`` stands, past the
    words that modify it ('a chummy corporate culture'), or None: a comma or a clause's
    word ('a plan for the firm') comes first, or more modifiers than names take."""
    for j in range(noun - 1, max(-1, noun - 2 - MAX_NAMED_MODIFIERS), -1):
        if toks[j].lower in articles:
            return j
        if not toks[j].is_word or toks[j].lower in lx.CLAUSE_WORDS:
            return None
    return None


def _names_person(noun: str) -> bool:
    """Whether a common noun names a person: a title, a role, a tie, or an agent noun
    ('reporter', 'activist', 'spokeswoman')."""
    if noun in lx.TITLE_WORDS | lx.ROLE_NOUNS | lx.RELATION_NOUNS:
        return True
    return noun.endswith(AGENT_ENDINGS)


def _raises(toks: list[Token], k: int) -> bool:
    """'seems to', 'is expected to': the cue at ``k`` lends its subject to the clause after it."""
    nxt = toks[k + 1].lower if k + 1 < len(toks) else ""
    verb = lemma(toks[k].lower)
    if verb in RAISING_VERBS:
        return _raised_complement(verb, nxt)
    return verb in RAISING_PASSIVES and nxt == "to" and _is_passive(toks, k)


def _question_start(toks: list[Token], k: int) -> int | None:
    """Index of the question after an 'asked' with no asker as its subject: 'Asked whether
    …', 'when asked about …', 'was asked by the host what …'; None for any other cue."""
    if lemma(toks[k].lower) != "ask" or not toks[k].lower.endswith("ed"):
        return None
    if k > 0 and toks[k - 1].lower not in QUESTION_LEADS and not _is_passive(toks, k):
        return None
    j = k + 1
    if j < len(toks) and toks[j].lower == "by":
        agent = _right_subject(toks, j, common_nouns=True)
        j = next((n for n in range(j, len(toks)) if agent and toks[n].start >= agent[1]), len(toks))
    while j < len(toks) and (_adverb(toks[j]) or toks[j].lower in lx.TIME_WORDS):
        j += 1
    return j if j < len(toks) and toks[j].lower in QUESTION_OPENERS else None


def _question_frame(text: str, sent: tuple[int, int], toks: list[Token], k: int) -> Frame | None:
    """'Asked whether he would run, Roe said …': the question is what is reported, up to the
    comma before the answer, which may stand inside a quote's closing mark ('Asked whether
    Roe “can win,” voters said …'); the asker, when named, is the agent after 'by'."""
    start = _question_start(toks, k)
    agent = _right_subject(toks, k + 1, common_nouns=True) if toks[k + 1].lower == "by" else None
    end = next(
        (t.end if _comma_in_quote(text, t) else t.start for t in toks[start:] if _question_stop(text, t)),
        sent[1],
    )
    # 'Asked about the fares, …': the matter of the question is reported, not its 'about'.
    first = start + 1 if toks[start].lower == "about" and start + 1 < len(toks) else start
    content = _trim(text, toks[first].start, end)
    if _content_words(text, content, []) < 2:
        return None
    # 'was asked to say “yes”' is a request: words in marks there are not the asker's.
    return Frame((toks[k].start, toks[k].end), agent, content, toks[start].lower != "to")


def _question_stop(text: str, tok: Token) -> bool:
    """Whether ``tok`` ends a question that opens the sentence: a mark that sets off the
    answer, or a quote whose closing mark follows a comma."""
    return tok.text in ",;:—" or _comma_in_quote(text, tok)


def _raised_complement(verb: str, nxt: str) -> bool:
    """Whether the word after a raising verb opens what it reports: 'appeared to win' and
    'appeared poised to win' do, 'appeared on television' does not; after 'seem' any word
    does ('seemed rattled')."""
    if nxt in RAISED_CLAUSE_OPENERS or (verb in IMPRESSION_VERBS and nxt[:1].isalnum()):
        return True
    return nxt.isalpha() and nxt not in APPEARANCE_WORDS


def _raising_frame(text: str, sent: tuple[int, int], toks: list[Token], k: int) -> Frame | None:
    """'Trump is expected to win', 'the plan seems to work': what is reported is the subject
    with its infinitive, as in 'that Trump will win', and whose view it is goes unsaid, so
    the frame has no source. After an empty 'it' ('it seems that …') the clause is all.
    The clause ends before an adjunct set off by a comma ('…, when she told reporters …')."""
    clause = _forward_content(text, sent, toks, k, clause=True)
    adjunct = ADJUNCT_COMMA.search(text, clause[0], clause[1])
    end = clause[1] if adjunct is None else adjunct.start()
    if _content_words(text, (clause[0], end), []) < 2:
        return None
    subject = _with_determiners(toks, _left_subject(toks, k))
    empty = subject is None or text[subject[0] : subject[1]].lower() == "it"
    cue = (toks[k].start, toks[k].end)
    if empty:
        return Frame(cue, None, (clause[0], end), False)
    # 'Trump is widely expected to win': the raising verb and its auxiliaries are the
    # reporter's, between the subject and the infinitive.
    aside = (toks[_before_modifiers(toks, k - 1) + 1].start, cue[1])
    return Frame(cue, None, (subject[0], end), False, aside)


def _with_determiners(toks: list[Token], subject: tuple[int, int] | None) -> tuple[int, int] | None:
    """A subject that is what is reported with the determiners a source leaves out: 'His
    comments were derided', 'Many voters are expected to stay home' report 'His comments'
    and 'Many voters', where the speaker of 'his aide said' is the aide."""
    if subject is None:
        return None
    k = next((j for j, t in enumerate(toks) if t.start == subject[0]), 0)
    while k > 0 and toks[k - 1].lower in lx.DETERMINERS:
        k -= 1
    return (toks[k].start, subject[1])


def _passive_frame(toks: list[Token], k: int, kend: int) -> Frame | None:
    """'Trump is supported by far fewer papers': the subject is what is reported on.

    The agent after 'by' is the source. Without an agent ('was charged', 'is expected')
    the passive reports an event as often as a stance, so it is no frame.
    """
    if kend > k or not toks[k].lower.endswith(("ed", "en", "wn")):
        return None
    aux = k - 1
    while aux > 0 and (_adverb(toks[aux]) or toks[aux].lower in lx.AUXILIARIES):
        aux -= 1
    content = _with_determiners(toks, _left_subject(toks, aux + 1))
    if content is None:
        return None
    by = _time_adjunct_end(toks, kend + 1)  # 'was endorsed on Friday by'
    if by >= len(toks) or toks[by].lower != "by":
        return None
    source = _right_subject(toks, by, common_nouns=True)
    return Frame((toks[k].start, toks[kend].end), source, content, False) if source else None


def _subject(text: str, toks: list[Token], k: int, kend: int) -> tuple[int, int] | None:
    i = k - 1
    while (
        i >= 0
        and toks[i].is_word
        and (toks[i].lower in lx.AUXILIARIES or _adverb(toks[i]))
        and not _named_like_auxiliary(toks, i)
    ):
        i -= 1
    prev = toks[i] if i >= 0 else None
    if _object_gerund(toks, k):
        return main_subject(toks)  # 'Trump was the most aggressive in denouncing the media'
    if toks[k].lower.endswith("ing") and prev is not None and prev.lower in SUBORDINATORS:
        return main_subject(toks) or _earlier_subject(toks, i)  # '… before asking her, “…”'
    if toks[k].lower.endswith("ing") and prev is not None and prev.lower in PERCEPTION:
        return _left_subject(toks, i)  # 'a reporter can be heard asking'
    quoted = _quoted_as(toks, i) if toks[k].lower.endswith("ing") else None
    if quoted is not None:
        return _left_subject(toks, quoted)  # 'Roe was quoted in the release as saying'
    if (
        toks[k].lower.endswith("ing")
        and 0 < i == k - 1
        and prev is not None
        and prev.lower in lx.ASPECTUAL_FORMS
    ):
        return _subject(text, toks, i, i)  # 'Roe kept saying', 'she has lately started asking'
    if (
        toks[k].lower.endswith("ing")
        and prev is not None
        and prev.is_word
        and i == k - 1
        and not prev.is_capitalized
        and prev.lower not in COORDINATORS | lx.PASSIVE
        and _contracted_pronoun(prev) is None
    ):
        return None
    if prev is not None and prev.lower in COORDINATORS:
        return main_subject(toks)
    set_off = prev is not None and (prev.text == "," or _comma_in_quote(text, prev))
    if toks[k].lower.endswith("ing") and set_off:
        return main_subject(toks) or _earlier_subject(toks, i)  # 'called it “a disgrace,” saying …'
    if prev is not None and prev.text in "—–-":
        aside = _before_aside(toks, i)
        if aside is not None:
            return aside
    if prev is not None and _closes_title(text, prev):
        # 'Jane Roe, author of “The Long Crossing,” said …': the title ends the apposition
        # of a name; 'In his memoir, “…,” published …' has none.
        subject = _before_apposition(toks, i + 1)
        if subject is not None and text[subject[0]].isupper():
            return subject
    if prev is None or prev.text in CLOSERS or prev.text in "—–-:":
        return _right_subject(toks, kend)
    if prev.text == ",":
        return (
            _closing_speaker(toks, kend)
            or _name_before_relative_clause(toks, i)
            or _before_apposition(toks, i)
            or _after_comma_subject(toks, kend)
        )
    return _left_subject(toks, k)


def _quoted_as(toks: list[Token], i: int) -> int | None:
    """Index of 'quoted' in 'was quoted as saying' or 'was quoted in the release as
    saying', where ``i`` is the 'as' before the participle: who was quoted said it. None
    when no 'quoted' stands there, with at most a phrase of the occasion between."""
    if i < 1 or toks[i].lower != "as":
        return None
    for j in range(i - 1, max(-1, i - 1 - MAX_OCCASION), -1):
        if toks[j].lower == "quoted":
            return j if j == i - 1 or toks[j + 1].lower in OCCASION_PREPOSITIONS else None
        if not toks[j].is_word:
            return None
    return None


def _closes_title(text: str, tok: Token) -> bool:
    """Whether ``tok`` is a quoted title with the comma that ends a phrase inside its
    marks ('host of WXYZ’s “Morning Tide,”'): a name of a work, not words someone said."""
    if not _comma_in_quote(text, tok):
        return False
    inner = text[tok.start : tok.end].strip("“”\"‘’'")
    start = tok.start + text[tok.start : tok.end].index(inner[:1])
    return nonattributions.classify(text, start, start + len(inner.rstrip(",")), "") == "title"


def _name_before_relative_clause(toks: list[Token], comma: int) -> tuple[int, int] | None:
    """'Olga Brandt, who lost her boat in Aurora, Colorado, in 2012, said': a relative
    clause about a name, set off by commas, may hold commas of its own; the name before
    its 'who' is the subject."""
    for w in range(comma - 1, max(1, comma - MAX_RELATIVE_CLAUSE), -1):
        if toks[w].text in ";:—" or toks[w].text in CLOSERS:
            return None
        if toks[w].lower in {"who", "whose"} and toks[w - 1].text == ",":
            return _left_subject(toks, w - 1) if w > 1 and toks[w - 2].is_capitalized else None
    return None


def _closing_speaker(toks: list[Token], kend: int) -> tuple[int, int] | None:
    """'…, whom he has alienated, said Larry Sabato, director of the center.': a name
    after a cue of saying that ends the sentence, or only an apposition with no verb of
    a clause follows it, is the speaker, however the words before the comma read. After
    'told' or 'criticized' it is the addressee or the object."""
    if (
        kend + 1 >= len(toks)
        or not toks[kend + 1].is_capitalized
        or toks[kend + 1].lower in lx.TIME_WORDS
        or lemma(toks[kend].lower) not in INVERTED_CUES
    ):
        return None
    right = _right_subject(toks, kend)
    if right is None:
        return None
    rest = [t for t in toks[kend + 1 :] if t.start >= right[1]]
    if rest and rest[0].text not in ",.":
        return None
    return None if any(t.lower in CLAUSE_VERBS for t in rest) else right


def _describes_plural(toks: list[Token], k: int) -> bool:
    """'groups backing Mr. Cruz', 'ads attacking a rival': a participle of a verb of speech
    or stance with an object describes the plural noun before it, its source. Other
    participles there report events: 'states voting on Tuesday', 'precincts reporting'."""
    cue = toks[k].lower
    if not (cue.endswith("ing") and k > 0 and lemma(cue) in OBJECT_VERBS):
        return False
    # A sentence's first word is capitalized whatever it is: 'Democrats backing Roe say …'.
    noun = toks[k - 1]._replace(is_capitalized=False) if k == 1 else toks[k - 1]
    return _plural_noun(noun)


def _modifier_frame(text: str, sent: tuple[int, int], toks: list[Token], k: int) -> Frame | None:
    """The frame of a participle that describes its source: the object ends before the
    verb of the clause the noun phrase sits in ('lawsuits seeking records have cited …')."""
    source = _left_subject(toks, k)
    if source is None:
        return None
    start, end = _forward_content(text, sent, toks, k)
    verb = next(
        (t for t in toks[k + 1 :] if start < t.start < end and t.lower in FINITE_VERBS),
        None,
    )
    content = _trim(text, start, end if verb is None else verb.start)
    if _content_words(text, content, []) < 1:
        return None
    cue = (toks[k].start, toks[k].end)
    return Frame(cue, source, content, _speech_cue(text, cue))


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
        and _np_word(toks[first - 1])
        and toks[first - 1].lower not in lx.DETERMINERS | lx.PREPOSITIONS | lx.CONJUNCTIONS | lx.CLAUSE_WORDS
        and not toks[first - 1].lower.endswith(("ing", "ed"))
        and not (toks[first - 1].lower.endswith("s") and not toks[first - 1].lower.endswith("ss"))
    ):
        first -= 1
    return (toks[first].start, toks[head].end)


def _plural_noun(t: Token) -> bool:
    """A lowercase plural noun: 'groups', 'voters', not 'his' or 'this'."""
    return (
        t.is_word
        and not t.is_capitalized
        and t.lower.endswith("s")
        and not t.lower.endswith(("ss", "ous", *POSSESSIVE_ENDINGS))
        and _np_word(t)
        and t.lower not in lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS | lx.PRONOUNS
    )


def _after_comma_subject(toks: list[Token], kend: int) -> tuple[int, int] | None:
    """'…, said Smith.' is inverted; in 'Cole, a lawyer who …, said the plan is …' the
    phrase after the cue opens the reported clause, so the speaker is the sentence's
    subject, before an apposition too long or too clausal to read as one."""
    right = _right_subject(toks, kend)
    after = next((j for j in range(kend + 1, len(toks)) if right and toks[j].start >= right[1]), len(toks))
    if right is not None and not (after < len(toks) and toks[after].lower in CLAUSE_VERBS):
        return right
    if right is None and (kend + 1 >= len(toks) or toks[kend + 1].lower != "that"):
        return None
    return main_subject(toks)


def _raised_subject(toks: list[Token], k: int) -> tuple[int, int] | None:
    """'Smith was prompted to say', 'was forced to admit', 'was quick to add': the subject
    of 'be' says the words the infinitive reports; 'was not allowed to say' says nothing."""
    cue = toks[k].lower
    if k < 3 or toks[k - 1].lower != "to" or cue != lemma(cue) or not is_speech(cue):
        return None
    if toks[k - 2].lower not in RAISERS:
        return None
    j = k - 3
    while j > 0 and k - j <= MAX_RAISING and (_adverb(toks[j]) or toks[j].lower in RAISING_DENIALS):
        j -= 1
    if toks[j].lower not in lx.PASSIVE - {"get", "got", "gets"} or any(
        t.lower in RAISING_DENIALS for t in toks[j:k]
    ):
        return None
    return _left_subject(toks, j + 1)


def _aspectual_subject(text: str, toks: list[Token], k: int) -> tuple[int, int] | None:
    """'Roe went on to call Ash “a fraud”', 'Roe continued to insist that …': an infinitive
    of speech after a verb of going on or starting is what its subject says, as after
    'went on to say'; the infinitive alone is the cue, of the speech kind. It reports the
    words after it ('as Ash continued to interject.' reports none), and no later cue
    ('continued to voice doubts and made clear that …'). Writing is left an act: 'continued
    to write his column, “Playbook”' names a work."""
    cue = toks[k].lower
    if k < 3 or toks[k - 1].lower != "to" or cue != lemma(cue) or not is_speech(cue) or cue in WRITING:
        return None
    if k + 1 >= len(toks) or not toks[k + 1].is_word or _cue_after(toks, k):
        return None
    verb = k - 2
    if toks[verb].lower == "on" and toks[verb - 1].lower in lx.GOING_FORMS:
        verb -= 1
    elif toks[verb].lower not in lx.ASPECTUAL_FORMS:
        return None
    if (cue_at([t.lower for t in toks], verb) or verb) > verb:
        return None  # 'went on to say' is a cue of its own
    if toks[verb - 1].text == ",":
        return None  # '“…,” Roe said, going on to say …': the subject is the earlier cue's
    return _subject(text, toks, verb, verb)


def _cue_after(toks: list[Token], k: int) -> bool:
    """Whether a verb cue follows the cue at ``k`` in its sentence."""
    return any(is_cue_word(toks[j].text) and not _noun_use(toks, j) for j in range(k + 1, len(toks)))


def _participle_subject(toks: list[Token], k: int) -> tuple[int, int] | None:
    """'Then he cut into Smith, calling him a “stiff”': a participle after a comma is the
    verb of the sentence's subject, also behind an opening adverb that takes no comma.
    Only a person's name or a pronoun qualifies, since the quoted words become theirs."""
    if (
        not toks[k].lower.endswith("ing")
        or k < 3
        or toks[k - 1].text != ","
        or toks[0].lower not in OPENING_ADVERBS
        or not toks[1].is_word
    ):
        return None
    if toks[1].lower in lx.PRONOUNS:
        return (toks[1].start, toks[1].end)
    j = 1
    while j < k and (toks[j].is_capitalized or _inner_stop(toks, j, 1)):
        j += 1
    return (toks[1].start, toks[j - 1].end) if j > 1 else None


#: Verbs whose infinitive reports an impression or an expectation with no holder ('seems
#: to favor', 'is expected to announce'), read by the raising frame instead.
RAISERS_OF_INFINITIVES = RAISING_VERBS | RAISING_PASSIVES
#: Words that open a clause or join a list, so that a subject before them governs no
#: infinitive after them; 'to' may ('took to the radio to defend').
CONTROL_BREAKS = (CLAUSE_OPENERS - {"to"}) | COORDINATORS | lx.RELATIVES


def _infinitive_subject(toks: list[Token], k: int) -> tuple[int, int] | None:
    """'Roe took to the radio to defend the plan', 'Roe declined to criticize Ash': an
    infinitive cue in the main clause is the act of the sentence's subject. The stretch
    between them is a short run of words, so no clause or list intervenes, and no verb
    that raises the infinitive ('seems to', 'is expected to'). What follows
    the infinitive holds no other cue and no quote mark: the statement it would run over
    ('was quick to deny the report, her aide said') is another frame's."""
    if k < 2 or toks[k - 1].lower != "to" or toks[k].lower != lemma(toks[k].lower):
        return None
    if any(toks[j].text in CLOSERS + "“‘" for j in range(k + 1, len(toks))) or _cue_after(toks, k):
        return None
    subject = _before_verb(toks, main_subject(toks))
    if subject is None or subject[1] >= toks[k - 1].start or _holds_nobody(toks, subject):
        return None
    between = [t for t in toks[: k - 1] if t.start >= subject[1]]
    if (
        not between
        or len(between) > MAX_CONTROL
        or any(
            not t.is_word or t.lower in CONTROL_BREAKS or lemma(t.lower) in RAISERS_OF_INFINITIVES
            for t in between
        )
    ):
        return None
    return subject


def _holds_nobody(toks: list[Token], subject: tuple[int, int]) -> bool:
    """A subject that names no holder: the 'it' of 'it is hard to say' or 'it’s fair to
    call', or a possessive left of its noun ('Her aim was to show')."""
    words = [t.lower for t in toks if subject[0] <= t.start < subject[1]]
    word = _CONTRACTION_VERB.sub("", words[0])
    return len(words) == 1 and (word in lx.EXPLETIVES or word in lx.POSSESSIVE_DETERMINERS)


def _before_verb(toks: list[Token], subject: tuple[int, int] | None) -> tuple[int, int] | None:
    """A sentence's subject without the verb a name run may take in ('Jane Roe took'): a
    name ends at the first lowercase word after it unless a determiner opened the phrase
    ('the Senate committee')."""
    if subject is None:
        return None
    run = [t for t in toks if subject[0] <= t.start < subject[1]]
    if run[0].lower in lx.DETERMINERS:
        return subject
    for prev, t in pairwise(run):
        if (
            prev.is_capitalized
            and t.is_word
            and not t.is_capitalized
            and t.lower not in lx.TITLE_WORDS | {"of"}
        ):
            return (subject[0], prev.end)
    return subject


def _document_source(toks: list[Token], k: int) -> tuple[int, int] | None:
    """'a campaign memo was released as the polls closed stating that …', 'issued a
    statement saying that …': the participle reports the words of the document before it,
    whose author speaks them."""
    if not toks[k].lower.endswith("ing") or k + 1 >= len(toks) or toks[k + 1].lower != "that":
        return None
    for j in range(k - 1, max(0, k - 1 - MAX_DOCUMENT_GAP), -1):
        if not toks[j].is_word:
            return None
        if toks[j].lower in DOCUMENT_NOUNS:
            return _document_author(toks, j) or _left_subject(toks, j + 1)
    return None


def _document_author(toks: list[Token], noun: int) -> tuple[int, int] | None:
    """The author named with a document: 'her statement', 'Smith's memo', 'Smith issued a
    statement'; None when only the document is named."""
    i = noun - 1
    while (
        i > 0
        and toks[i].is_word
        and not toks[i].is_capitalized
        and toks[i].lower not in lx.DETERMINERS
        and toks[i].lower not in lx.POSSESSIVE_DETERMINERS
        and noun - i < 3
    ):
        i -= 1
    owner = toks[i]
    if owner.lower in {"his", "her", "their", "its"} or (
        owner.is_capitalized and owner.lower.endswith(POSSESSIVE_ENDINGS)
    ):
        return (owner.start, owner.end)
    if owner.lower in lx.DETERMINERS and i > 0 and toks[i - 1].lower in ISSUING_VERBS:
        return _left_subject(toks, i - 1)
    return None


def _agent_after_participle(
    text: str, forward: tuple[int, int], toks: list[Token], k: int, kend: int
) -> bool:
    """'a video posted by CBN', 'the country described by the president': a participle
    modifying a noun, and the words after it name its agent, not what was reported. 'By'
    with a gerund tells how the subject spoke: 'concluded by saying that …'."""
    words = text[forward[0] : forward[1]].split(None, 2)
    return (
        kend == k
        and toks[k].lower.endswith(("ed", "en", "wn"))
        and len(words) > 1
        and words[0].lower() == "by"
        and not words[1].lower().endswith("ing")
    )


def _verb_frame(
    text: str, sent: tuple[int, int], toks: list[Token], k: int, kend: int, regions: list[Region]
) -> Frame | None:
    source = (
        _raised_subject(toks, k)
        or _aspectual_subject(text, toks, k)
        or _document_source(toks, k)
        or _subject(text, toks, k, kend)
        or _participle_subject(toks, k)
    )
    first = k
    if source is None:
        source, first = _infinitive_subject(toks, k), k - 1
    if source is None or _asks_reader(text, sent, toks, source) or _strands_preposition(toks, kend):
        return None
    cue = (toks[first].start, toks[kend].end)
    forward = _forward_content(text, sent, toks, kend)
    back_end = source[0] if source[0] < cue[0] else cue[0]
    backward = _trim(text, sent[0], back_end)
    addressed = _only_addressee(text, forward, toks[kend].lower)
    fw_words = 0 if addressed or _only_occasion(text, forward) else _content_words(text, forward, regions)
    before = text[sent[0] : back_end].rstrip()
    bw_words = 0 if _ends_with_joiner(before) else _content_words(text, backward, regions)
    if before.rsplit(None, 1)[-1:] == ["as"]:
        # 'The fares rose, as Roe predicted': 'as' joins the words to their attribution
        # and is none of them.
        backward = _trim(text, sent[0], sent[0] + len(before) - len("as"))
    between = text[source[1] : cue[0]].lower().split()
    who = text[source[0] : source[1]].lower() in lx.RELATIVES or (between and between[0] in lx.RELATIVES)
    if source[1] <= cue[0] and who:
        # 'an official, who spoke …', 'mayors who back her': before 'who' is whom it
        # describes, not what was said
        bw_words = 0
    if source[1] <= cue[0] and _after_what(before):
        bw_words = 0  # 'half of what her adviser wanted': the clause is a noun phrase of the sentence
    if before.rsplit(None, 1)[-1:] and before.rsplit(None, 1)[-1].lower() in ASIDE_OPENERS:
        bw_words = 0  # 'the plan, which the council rejected': the words before name its object
    if (
        source[1] <= cue[0]
        and fw_words
        and _opening_phrase_only(toks, source)
        and not _parenthetical(text, before, source, cue, toks, kend)
    ):
        bw_words = 0  # 'Shortly after the vote, Roe announced her resignation'
    set_off = before.endswith((",", "—", "–", ":")) or before[-1:] in CLOSERS
    opening = text[backward[0] : backward[1]]
    intro = _introductory(opening.split(" ", 1)[0])
    # 'Voters are upbeat: 70 percent believe …': a colon introduces the clause after it.
    after_comma = set_off and not intro and not before.endswith(":")
    inverted = source[0] > cue[0]
    # 'But that is not enough, said Roe', 'In Decatur, the plant is under pressure, said
    # its chief': after an inverted cue of saying the words before it are what was said,
    # however they open ('…, endorsed Senator Cruz' names an object, not a speaker).
    inverted_after_comma = (
        inverted
        and set_off
        and (lemma(toks[kend].lower) in INVERTED_CUES or not _introductory(_after_conjunction(opening)))
    )
    fw_first = text[forward[0] : forward[1]].split(" ", 1)[0].lower()
    if _agent_after_participle(text, forward, toks, k, kend):
        return None
    if fw_first.strip(",") in COORDINATORS and not _coordinated_cue(text, forward):
        fw_words = 0  # 'which he denied and which she …': a second clause, nothing the cue reports
    fw_weak = (
        (_before_adjunct(text, forward, fw_words) <= 6 or _opens_with_phrase(text, forward))
        and not _that_after_adjunct(toks, kend)
        and fw_first not in SUBJECT_PRONOUNS
        and not _noun_object_follows(toks, kend)
    )
    after_quote_comma = k > 0 and _comma_in_quote(text, toks[k - 1])
    participle = toks[k].lower.endswith("ing") and k > 0 and (toks[k - 1].text == "," or after_quote_comma)
    # 'In an interview on “Face the Nation,” Ryan said …': a quote closing an opening
    # phrase is a title there, and what Ryan said follows the cue.
    after_quote = before[-1:] in CLOSERS and (inverted or not intro)
    if participle:
        # What a participle set off by a comma reports follows it; the words before are the
        # earlier cue's ('“…,” Roe said, adding …') or the sentence's ('…, clapping, chanting
        # and waving balloons').
        reports = fw_words >= 2 or (fw_words == 1 and _one_word_report(text, forward, toks[kend].lower))
        if not reports or fw_first in COORDINATORS:
            return None
        # 'saying at a harbor forum that …': the occasion leads into the clause.
        words = text[forward[0] : forward[1]].split(" ", MAX_OCCASION + 1)
        return Frame(cue, source, _after_occasion(text, forward, words), _speech_cue(text, cue))
    closing = _parenthetical(text, before, source, cue, toks, kend)
    if closing is not None and bw_words >= 2:
        aside = (sent[0] + len(before) - 1, toks[closing].end)
        return Frame(cue, source, _trim(text, sent[0], sent[1]), _speech_cue(text, cue), aside)
    elif _subordinate_participle(toks, k):
        # '“…,” Roe said, before adding that …': the words before are the main clause's.
        if not (fw_words >= 2 or (fw_words == 1 and _one_word_report(text, forward, toks[kend].lower))):
            return None
        content = _after_lead(text, forward, toks[kend].lower)
    elif (after_quote or inverted_after_comma) and bw_words >= 2:
        content = backward
    elif after_comma and bw_words >= 2 and fw_weak:
        content = backward
    elif fw_words >= 2 or (fw_words == 1 and _one_word_report(text, forward, toks[kend].lower)):
        content = _after_lead(text, forward, toks[kend].lower)
        antecedent = _gap_subject(toks, source, content) if source[1] <= cue[0] else None
        if antecedent is not None:
            # The speaker and cue stand between the clause's subject and its verb.
            aside = (antecedent[1], content[0])
            return Frame(cue, source, (antecedent[0], content[1]), _speech_cue(text, cue), aside)
    elif (
        bw_words >= 2
        and not addressed
        and not _only_opening_phrase(opening)
        and (inverted or _set_off_before(before) or _ends_sentence(toks, kend))
    ):
        # 'In a speech last July, he said:' opens the sentence; it is not what he said.
        content = backward
    else:
        return None
    return Frame(cue, source, content, _speech_cue(text, cue))


def _opening_phrase_only(toks: list[Token], source: tuple[int, int]) -> bool:
    """Whether the words before a subject that opens the cue's clause are only the phrase
    that opens the sentence ('Shortly after the vote, Roe announced her resignation',
    'Two years earlier, she had backed the levy'): a time or a scene, which states
    nothing, so what the cue reports follows it."""
    subject = main_subject(toks)
    return subject is not None and subject[0] == source[0] and toks[0].start < source[0]


def _gap_subject(
    toks: list[Token], source: tuple[int, int], content: tuple[int, int]
) -> tuple[int, int] | None:
    """The subject of a reported clause that opens on its verb inside a relative clause
    ('the files the mayor says are secret', 'a levy that she said was unfair'): the
    relative pronoun before the speaker, or else the noun phrase the relative clause
    describes. None when the clause has a subject of its own or no noun comes before."""
    first = next((j for j, t in enumerate(toks) if t.start >= content[0]), None)
    at = next((j for j, t in enumerate(toks) if t.start >= source[0]), None)
    if first is None or not at or toks[first].lower not in FINITE_VERBS:
        return None
    while at > 1 and toks[at - 1].lower in lx.DETERMINERS:
        at -= 1  # 'a policy that many riders believe is unfair': the speaker's determiner
    before = toks[at - 1]
    if before.lower in lx.RELATIVES:
        return (before.start, before.end)
    if not before.is_word or before.lower in NOT_ANTECEDENTS or _verb_like(before.lower):
        return None
    phrase = _left_subject(toks, at)
    head = next((t for t in toks if phrase is not None and t.start >= phrase[0]), None)
    if head is None or not (head.is_capitalized or head.lower in DETERMINERS_AND_POSSESSIVES):
        return None  # 'to hire the employees they thought were …': no noun phrase on its own
    return phrase


def _subordinate_participle(toks: list[Token], k: int) -> bool:
    """Whether the cue at ``k`` is a participle after a subordinator inside its sentence
    ('… Roe responded before adding that …', 'said, while arguing …'): it opens a phrase of
    its own and reports only what follows it."""
    return toks[k].lower.endswith("ing") and k > 1 and toks[k - 1].lower in SUBORDINATORS


def _opens_with_phrase(text: str, span: tuple[int, int]) -> bool:
    """Whether a preposition opens ``span`` ('reported in May'), not a quantity that
    opens a subject ('reported at least six boats filled the harbor')."""
    words = text[span[0] : span[1]].lower().split(None, 2)
    return bool(words) and words[0] in lx.PREPOSITIONS and not (len(words) > 1 and words[1] in MEASURE_WORDS)


def _coordinated_cue(text: str, forward: tuple[int, int]) -> bool:
    """Whether the content after a cue opens with a coordinator and a second verb, a cue or
    a past tense ('derided and insulted “the left”'): the two verbs share what follows."""
    words = text[forward[0] : forward[1]].split(None, 2)
    verb = words[1].strip(",.;:") if len(words) > 1 else ""
    return is_cue_word(verb) or (verb.islower() and verb.endswith("ed"))


def _strands_preposition(toks: list[Token], kend: int) -> bool:
    """Whether a lone preposition follows the cue to the sentence's end: 'the policy he
    rails against.' is a relative clause whose object is the noun before it, and it
    reports nothing."""
    after = toks[kend + 1 : kend + 3]
    if not after or after[0].lower not in STRANDED_PREPOSITIONS:
        return False
    return len(after) == 1 or after[1].text in SENTENCE_ENDS


def _set_off_before(before: str) -> bool:
    """Whether the words before a subject end in a comma, a dash, a colon or a quote, its
    determiner aside ('“…,” a spokesman said'): only then are they what the subject said;
    'Nearly all of the mayors have endorsed her' has the subject's own words before it."""
    words = before.rsplit(None, 3)
    while words and words[-1].lower() in lx.DETERMINERS:
        words.pop()
    last = words[-1] if words else ""
    return last.endswith((",", "—", "–", ":")) or last[-1:] in CLOSERS


DETERMINERS_AND_POSSESSIVES = lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS


def _after_what(before: str) -> bool:
    """Whether the words before a subject end in 'what', its determiner aside ('what her')."""
    words = before.lower().rsplit(None, 2)[-2:]
    if words and words[-1] in DETERMINERS_AND_POSSESSIVES:
        words.pop()
    return words[-1:] == ["what"]


def _only_opening_phrase(words: str) -> bool:
    """'In a speech last July' before 'he said:': a prepositional phrase alone, with no
    comma and no verb a clause would need, sets the scene and states nothing."""
    first, _, rest = words.partition(" ")
    return (
        first.lower() in SCENE_PREPOSITIONS
        and "," not in words
        and not any(w.lower() in FINITE_VERBS for w in rest.split())
    )


def _after_conjunction(clause: str) -> str:
    """The first word of a clause past the conjunction that may open it: 'But that is
    not enough, said Roe' opens with 'that', 'But in an interview, Roe said' with 'in'."""
    words = clause.split(" ", 2)
    return words[1] if len(words) > 1 and words[0].lower() in lx.CONJUNCTIONS else words[0]


def _introductory(word: str) -> bool:
    """Whether a stretch opening with ``word`` introduces the sentence rather than stating what
    was said: 'In an interview, …' or a participle phrase, 'Noting her record, Roe said …'."""
    participle = word[:1].isupper() and word.endswith("ing") and len(word) > 5
    return participle or word.lower() in lx.INTRO_WORDS


def _after_lead(text: str, span: tuple[int, int], cue: str) -> tuple[int, int]:
    """The reported clause after the words that only lead into it: the preposition of a
    topic ('talked about the interviews'), a time or an occasion before 'that' ('said
    Tuesday night that he …', 'said in a telephone interview that …', 'replied to him
    that …') and a time before the clause ('said on Monday the vote was close')."""
    words = text[span[0] : span[1]].split(" ", MAX_OCCASION + 1)
    before_that = _after_occasion(text, span, words)
    if before_that != span:
        return before_that
    if _topic_lead(words, cue):
        return _trim(text, span[0] + len(words[0]), span[1])
    if tuple(w.lower() for w in words[:3]) in SIDE_LEADS:
        return _trim(text, span[0] + sum(len(w) + 1 for w in words[:3]), span[1])
    if words[0].lower() in TIME_PREPOSITIONS:
        toks = tokens(text, span[0], min(span[1], span[0] + TIME_LEAD_REACH))
        times = [
            j
            for j in range(1, _time_adjunct_end(toks, 0))
            if toks[j].lower in TIME_NOUNS or toks[j].text.isdigit()
        ]
        if times and times[-1] + 2 < len(toks) and toks[times[-1] + 1].is_word:
            return _trim(text, toks[times[-1] + 1].start, span[1])
    return span


def _after_occasion(text: str, span: tuple[int, int], words: list[str]) -> tuple[int, int]:
    """The clause from the 'that' that an occasion or a time leads into ('in a telephone
    interview that …', 'Tuesday night that …'), or ``span`` when none does; ``words``
    are the span's first words."""
    time = _time_before_occasion(words)
    occasion = _occasion_length(words[time:])
    if occasion:
        return _trim(text, span[0] + sum(len(w) + 1 for w in words[:time]) + occasion, span[1])
    lead = 0
    for k, word in enumerate(words[:MAX_ADJUNCT]):
        if word.lower() == "that" and lead and _occasion_before(words, k):
            return _trim(text, span[0] + lead, span[1])
        if not _lead_word(word) and not (k and words[0].lower() in LEAD_WORDS):
            break
        lead += len(word) + 1
    return span


def _topic_lead(words: list[str], cue: str) -> bool:
    """Whether the first word only leads into the topic reported after it ('voted for Roe',
    'agreed with him'). 'For', 'with' or 'at' after 'say', before a stretch of time, an
    example or a measure, or before a 'that' clause is the reporter's adjunct or opens a
    clause ('said for weeks he …', 'say for the party to win it must …', 'argued for the
    second debate that …', 'reported at least 20 victims'), not what the act was about."""
    if len(words) < 2 or words[0].lower() not in TOPIC_LEADS or words[1].lower() in lx.TIME_WORDS:
        return False
    if words[0].lower() == "about" and is_numeral(words[1]):
        return False  # 'said about 500 people came': a rough count in the clause
    if words[0].lower() not in ADJUNCT_LEADS:
        return True
    after = {w.lower().strip(",") for w in words[1:MAX_ADJUNCT]}
    return (
        lemma(cue) != "say"
        and "that" not in after
        and words[1].lower() not in MEASURE_WORDS
        and not DURATION_WORDS & {w.lower().strip(",") for w in words[1:4]}
    )


def _occasion_length(words: list[str]) -> int:
    """Characters of a phrase of occasion, place or addressee up to a 'that' that opens
    the reported clause ('said in an interview on Fox News with … that', 'replied to
    him that'), or 0. The phrase stays within its sentence and before any quote."""
    if not _leads_to_clause(words):
        return 0
    lead = k = 0
    limit = min(len(words), MAX_OCCASION)
    while k < limit:
        word = words[k]
        if k and (
            (word.rstrip(",") == "that" and _opens_clause(words, k))
            or (words[0] == "to" and word in ADDRESSED_QUESTIONS and k <= MAX_ADDRESSEE)
        ):
            return lead
        after = _quoted_title_end(words, k, limit) if word.startswith(QUOTE_OPENERS) else k + 1
        if after is None or word.endswith((".", ";", ":", "?", "!")):
            return 0
        lead += sum(len(w) + 1 for w in words[k:after])
        k = after
    return 0


def _quoted_title_end(words: list[str], k: int, limit: int) -> int | None:
    """The index past a quoted title that opens at ``words[k]`` ('said on ABC's “This
    Week” that …'), or None for a quote of what was said: a title's words are capitalized."""
    for j in range(k, limit):
        bare = words[j].strip("“”\"‘’',")
        if not bare[:1].isupper() and bare.lower() not in SMALL_WORDS:
            return None
        if j > k or len(words[j]) > 2:
            if words[j].rstrip(",").endswith(QUOTE_CLOSERS):
                return j + 1
    return None


def _only_occasion(text: str, span: tuple[int, int]) -> bool:
    """'she said in an interview later', 'said in a statement': an occasion with no
    clause after it reports nothing; what was said, if anything, stands before the cue."""
    if span[1] - span[0] > MAX_OCCASION_CHARS:
        return False
    words = [w.strip(",.;:").lower() for w in text[span[0] : span[1]].split()]
    words = words[_time_before_occasion(words) :]
    return (
        0 < len(words) <= MAX_OCCASION_ONLY
        and words[0] in OCCASION_PREPOSITIONS
        and any(w in OCCASION_NOUNS for w in words[1:4])
        and not any(w in FINITE_VERBS or w == "that" for w in words)
    )


def _time_before_occasion(words: list[str]) -> int:
    """How many words of a time open ``words`` before an occasion ('Tuesday in a
    statement', 'last week in an interview'): a time may stand between a cue and the
    occasion that leads into its clause. 0 when no time opens them."""
    k = 0
    while k < min(len(words), MAX_TIME_ADJUNCT) and words[k].lower() in TIME_ADJUNCT_WORDS:
        k += 1
    if k and words[k - 1].lower() in OCCASION_PREPOSITIONS:
        k -= 1  # the preposition opens the occasion
    return k if any(w.lower() in TIME_NOUNS for w in words[:k]) else 0


def _leads_to_clause(words: list[str]) -> bool:
    """Whether the content opens with a phrase of occasion, place or addressee that may
    stand before the reported 'that' ('said in an interview on Fox News with … that',
    'replied to him that'), not an infinitive ('sought to bolster his case that')."""
    first = words[0].lower()
    if first == "to":
        nxt = words[1] if len(words) > 1 else ""
        return nxt[:1].isupper() or nxt.lower() in lx.OBJECT_PRONOUNS | lx.DETERMINERS
    return first in OCCASION_PREPOSITIONS


def _opens_clause(words: list[str], k: int) -> bool:
    """Whether the 'that' at ``words[k]`` opens a clause: a subject follows it (a
    determiner, a pronoun, a name or a number), or a phrase set off before the subject
    ('that, if the figures hold, …', 'that before the vote, Roe …'), not a relative
    clause's verb ('in a speech that aired Monday'), and it does not follow a noun whose
    own content it opens ('the fact that')."""
    if k + 1 >= len(words) or not words[k + 1]:
        return False
    if _complement_noun(words[k - 1]):
        return False
    nxt = words[k + 1].strip("“\"‘'")
    return bool(nxt) and (
        words[k].endswith(",")
        or nxt[0].isupper()
        or nxt[0].isdigit()
        or nxt.lower() in lx.DETERMINERS | CLAUSE_SUBJECTS | SUBORDINATE_OPENERS | {"before", "after"}
        or re.split("[’']", nxt.lower())[0] in CLAUSE_SUBJECTS
        or _bare_subject_after_name(words, k, nxt)
    )


def _complement_noun(word: str) -> bool:
    """Whether a word is a noun whose 'that' clause is its own content ('the news that …');
    capitalized, it ends a name instead ('told CBC News that …')."""
    return word.strip(",") in COMPLEMENT_NOUNS


def _bare_subject_after_name(words: list[str], k: int, nxt: str) -> bool:
    """Whether a 'that' between a name and a word that is no verb opens a clause whose
    subject is a bare noun ('wrote in the Daily Star that anger over the tax …'), after a
    phrase of the occasion ('in', 'on', 'at', 'during'): a relative clause after a name
    would start with its verb ('the Star that ran it'), and after 'for' or 'by' the phrase
    names what the clause belongs to ('apologized for his aide's claim on Monday that …')."""
    scene = words[0].lower() in SCENE_OPENERS
    return scene and words[k - 1].strip(",")[:1].isupper() and nxt.islower() and not _verb_like(nxt)


def _occasion_before(words: list[str], k: int) -> bool:
    """Whether the phrase before the 'that' at ``words[k]`` ends in a time, a name or an
    occasion ('in a statement'), after which 'that' opens the reported clause; after
    another noun it opens a relative clause ('warned of a battle that could …')."""
    last = words[k - 1].lower().strip(",")
    if _complement_noun(words[k - 1]):
        return False  # 'replying to the news that …': the clause is the noun's
    return _lead_word(words[k - 1]) or last in OCCASION_NOUNS or words[k - 1][:1].isupper()


def _lead_word(word: str) -> bool:
    """A word that leads into a reported clause without being part of it: a time, a
    preposition or an adverb ('said repeatedly that …', 'acknowledged privately that …')."""
    bare = word.strip(",")
    return bare.lower() in LEAD_WORDS or lx.adverb_shaped(bare)


def _only_addressee(text: str, span: tuple[int, int], cue: str) -> bool:
    """'“…,” Trump said to a crowd of about 500', 'wrote to Lynch': after a cue of saying,
    'to' and its object name whom it was said to, unless a clause follows them ('explained
    to CBS why …')."""
    if not text.startswith("to ", span[0]) or lemma(cue) not in INVERTED_CUES:
        return False
    words = text[span[0] : span[1]].split(" ", MAX_OCCASION + 1)
    return _leads_to_clause(words) and not any(word in CLAUSE_OPENERS for word in words[2:MAX_OCCASION])


def _one_word_report(text: str, span: tuple[int, int], cue: str) -> bool:
    """A content of one word: a named object ('endorsed Cruz') or an answer ('75 percent
    said yes')."""
    answer = lemma(cue) in ANSWERING and text[span[0] : span[1]].strip(".,;:").lower() in {"yes", "no"}
    return answer or _named_object(text, span, cue)


def _named_object(text: str, span: tuple[int, int], cue: str) -> bool:
    """'Smith endorsed Cruz', 'Smith opposes abortion': a verb whose content is its
    object reports a one-word object too, when it is a name or a plain noun."""
    word = text[span[0] : span[1]].strip(".,;:")
    return (
        lemma(cue) in OBJECT_VERBS
        and word.isalpha()
        and word.lower() not in lx.NOT_NAMES
        and word.lower() not in lx.OBJECT_PRONOUNS
        and word.lower() not in lx.TIME_WORDS
    )


def _that_after_adjunct(toks: list[Token], kend: int) -> bool:
    """'said on Sunday that …', 'said in an interview that …': the clause after the cue is
    what is reported, even when a phrase of time or place comes first."""
    for t in toks[kend + 1 : kend + 1 + MAX_ADJUNCT]:
        if t.lower == "that":
            return True
        if not t.is_word:
            return False
    return False


def _asks_reader(text: str, sent: tuple[int, int], toks: list[Token], source: tuple[int, int]) -> bool:
    """'Do you know where the money went?': a question to the reader asks, it reports nothing."""
    if text[source[0] : source[1]].lower() != "you" or not text[sent[0] : sent[1]].rstrip("”\"' ").endswith(
        "?"
    ):
        return False
    at = next((i for i, t in enumerate(toks) if t.start == source[0]), 0)
    return at > 0 and toks[at - 1].lower in lx.AUXILIARIES


def _ends_with_joiner(before: str) -> bool:
    """'…, but Smith declined': the subject opens a clause joined to the one before it."""
    last = before.rsplit(None, 1)[-1].lower() if before else ""
    return last in CLAUSE_JOINERS


def _noun_object_follows(toks: list[Token], kend: int) -> bool:
    """'Eight years ago, he supported Barack Obama', 'Shortly after my sentence, Holder
    announced his resignation': a cue that takes a noun phrase object, with one right
    after it, reports that object, however short, and not the phrase set off before it."""
    if kend + 1 >= len(toks) or lemma(toks[kend].lower) not in OBJECT_VERBS:
        return False
    nxt = toks[kend + 1]
    if nxt.lower in lx.TIME_WORDS:
        return False
    return nxt.lower in lx.DETERMINERS - {"that"} | lx.POSSESSIVE_DETERMINERS or (
        nxt.is_capitalized and nxt.is_word
    )


def _before_adjunct(text: str, span: tuple[int, int], words: int) -> int:
    """Words of a clause before a trailing adjunct: 'Friday, as they left' counts one."""
    m = ADJUNCT_COMMA.search(text, span[0], span[1])
    return words if m is None else len(text[span[0] : m.start()].split())


def _speech_cue(text: str, cue: tuple[int, int]) -> bool:
    """A cue of speech, read as a whole phrase: 'put it' speaks though 'put' does not."""
    words = text[cue[0] : cue[1]]
    return is_speech(words) or is_speech(words.split()[0]) or lemma(words.split()[0]) == "call"


def _parenthetical(
    text: str, before: str, source: tuple[int, int], cue: tuple[int, int], toks: list[Token], kend: int
) -> int | None:
    """Index of the comma that closes an attribution set inside the clause it reports:
    'The museum, Mr. Obama said, would make …', or of the dash that closes one set off
    by dashes ('The museum — Mr. Obama said — would make …'). After an inverted one
    ('…, said Roe, …') the clause goes on only with 'and', 'but' or 'that' ('…, said Roe,
    but the plan …'); another word opens an apposition to the source ('said Roe, the
    harbor chief'). None when no such comma follows."""
    mark = before[-1:]
    if mark not in ASIDE_MARKS:
        return None
    if source[0] < cue[0]:
        return kend + 1 if kend + 1 < len(toks) and toks[kend + 1].text == mark else None
    if mark != ",":
        return None
    last = next((j for j in range(kend, len(toks)) if toks[j].end >= source[1]), len(toks))
    if last + 2 < len(toks) and toks[last + 1].text == "," and toks[last + 2].lower in CLAUSE_GOES_ON:
        return last + 1
    return None


def _forward_content(
    text: str, sent: tuple[int, int], toks: list[Token], kend: int, clause: bool = False
) -> tuple[int, int]:
    """What follows the cue at ``kend``, up to the end of its clause; an object or an
    infinitive ends before its first adjunct, unless ``clause`` says the infinitive
    stands for a whole clause ('is expected to win after …')."""
    i = kend + 1
    if lemma(toks[kend].text) in ADDRESSEE and i < len(toks) and toks[i].lower != "to":
        j = i
        while j < len(toks) and j - i < 6 and _in_addressee(toks, j):
            j += 1
        if j < len(toks) and j > i and (_opens_reported_clause(toks, j) or toks[j].text in ',:“"'):
            i = j
        elif (that := _that_after_long_addressee(toks, i)) is not None:
            i = that
        elif _plural_addressee(toks, i):
            i += 1  # 'told reporters the fares would rise'
        else:
            i = _after_named_addressee(toks, i)  # 'told CBC News the fares would rise'
    if lemma(toks[kend].text) in TOPIC_CUES:
        i = _topic_start(toks, kend) or i  # 'spoke of the legacy': the topic is what is reported
    i = _after_stance_noun(toks, kend, _past_particle(toks, i))
    if i < len(toks) and toks[i].text == ";":
        return (toks[i].start, toks[i].start)  # 'analysts say; in 2012, …': the clause after is another
    start = toks[i].start if i < len(toks) else sent[1]
    end = sent[1]
    # 'While Roe said the plan was sound, he did not ...': a cue in an opening subordinate
    # clause reports no further than that clause, nor does one in a relative clause set off
    # after a noun ('Roe, who says the plan is costly, wants …').
    opening = _in_relative_aside(toks, i) or _in_opening_clause(toks, i)
    adverbial_end = _leading_adverbial_end(toks, i)
    for j in range(adverbial_end + 1, len(toks) - 1):
        if (
            (
                toks[j].lower in CUT_CANDIDATES
                and _cuts_clause(toks, i, j)
                and not _set_off_subject(toks, i, j)
            )
            or (
                opening
                and toks[j].text == ","
                and toks[j].end < toks[j + 1].start
                and _opens_main_clause(toks, j + 1)
            )
            # 'said Tuesday in a statement that …': after a time alone, the occasion
            # still leads into the clause.
            or (_speech_occasion(toks, j) and not all(_time_word(t) for t in toks[i:j]))
            or _closing_parenthesis(toks, j)
            or (_comma_in_quote(text, toks[j - 1]) and _conjoined_sentence(toks, j))
        ):
            end = toks[j].start
            break
        if toks[j].text == "”" and (
            _quote_then_participle(text, toks, j) or (opening and _quote_closes_opening_clause(text, toks, j))
        ):
            end = toks[j].end
            break
    if (
        not clause
        and i < len(toks)
        and (
            toks[i].lower == "to"
            or (lemma(toks[kend].text) in OBJECT_VERBS and toks[i].lower not in CLAUSE_OPENERS)
        )
    ):
        end = _charge_after_apposition(toks, _object_end(toks, i, end), end, lemma(toks[kend].text))
        end = _before_second_predicate(toks, i, end, toks[kend].lower)
    if [t.lower for t in toks[i : i + 2]] == ["as", "much"]:
        end = toks[i + 1].end  # 'said as much in an interview': the pro-form is all that is reported
    return _trim(text, start, end)


def _past_particle(toks: list[Token], i: int) -> int:
    """Index after the particle 'out' at ``i``, which belongs to the cue verb before it
    ('called out the mayor', 'laid out a plan', 'tweeted out a photo'); ``i`` itself when
    no particle stands there ('out of office' is a place)."""
    if i + 1 < len(toks) and toks[i].lower == PARTICLE and toks[i + 1].is_word and toks[i + 1].lower != "of":
        return i + 1
    return i


def _after_stance_noun(toks: list[Token], kend: int, i: int) -> int:
    """Where the content of a verb of showing starts after the bare noun of the stance it
    shows ('expressed concern that …', 'voiced support for the levy'): noun and
    preposition are the cue's, the clause or what the stance is for is reported; ``i``
    when no such noun follows."""
    if not _shows_stance(toks, kend, i):
        return i
    return i + 1 if toks[i + 1].lower == "that" else i + 2


def _shows_stance(toks: list[Token], verb: int, noun: int) -> bool:
    """Whether a verb of showing at ``verb`` takes as its object the bare stance noun at
    ``noun`` and a word that opens what the stance is about ('expressed concern that',
    'voiced support for', 'signaled dismay at'). A noun with a determiner or an adjective
    ('his support for', 'cautious optimism that') is the object reported."""
    return (
        lemma(toks[verb].text) in SHOWING_VERBS
        and noun + 1 < len(toks)
        and toks[noun].lower in STANCE_NOUNS
        and toks[noun + 1].lower in STANCE_MARKERS
    )


def _leading_adverbial_end(toks: list[Token], i: int) -> int:
    """'said that while he opposed the plan, he would vote for it', 'said that since then,
    fares …': a subordinate clause or a phrase opening the reported clause after 'that'
    runs to its comma, and nothing in it ends the reported clause. The index of that
    comma, or ``i`` when the clause opens otherwise or no comma comes soon enough."""
    if i + 1 >= len(toks) or toks[i].lower != "that":
        return i
    opener = toks[i + 1].lower
    # A phrase ('in May,') is short; a longer stretch before a comma holds the clause itself.
    reach = (
        MAX_SUBORDINATE
        if opener in SUBORDINATE_OPENERS
        else MAX_PHRASE
        if opener in SCENE_PREPOSITIONS
        else 0
    )
    comma = next((j for j in range(i + 2, min(len(toks), i + 2 + reach)) if toks[j].text == ","), None)
    return i if comma is None else comma


def _in_addressee(toks: list[Token], j: int) -> bool:
    """Whether token ``j`` may still be a word of the addressee after a telling verb: a
    word that opens neither the reported clause nor an infinitive. After 'to' comes what
    the addressee is urged to do ('urged voters to reject the levy, but …'), not more of
    who is addressed."""
    return toks[j].is_word and not _opens_reported_clause(toks, j) and not _opens_infinitive(toks, j)


def _that_after_long_addressee(toks: list[Token], i: int) -> int | None:
    """Where 'that' opens what was told after a long addressee with its phrases: 'told a
    crowded hall at a hotel in Baltimore that …'. A 'to', a wh-word or a conjunction on
    the way means the 'that' is a relative clause's ('urged Seoul to refrain from actions
    that …', 'tell stories and share ideas in a manner that …')."""
    for j in range(i, min(i + MAX_ADDRESSEE_PHRASE, len(toks))):
        word = toks[j].lower
        if word == "that":
            return j if j > i else None
        if not toks[j].is_word or word in ADDRESSED_QUESTIONS | {"to"} or _joins_lowercase(toks, j):
            return None
    return None


def _joins_lowercase(toks: list[Token], j: int) -> bool:
    """A conjunction before a lowercase word ('stories and share'), not one inside a name
    ('The Post and Courier')."""
    return toks[j].lower in COORDINATORS and j + 1 < len(toks) and not toks[j + 1].is_capitalized


def _opens_reported_clause(toks: list[Token], j: int) -> bool:
    """Whether the clause after an addressee opens at ``j``: 'told them that …', 'asked
    the board whether …', 'told Politico he would run' (a subject pronoun, not after an
    auxiliary: 'should he win' is no clause of its own). 'who' after an addressee most
    often opens a relative clause: 'begged a woman who claimed …'. A pronoun other than
    'I' written with a capital inside the sentence is a word of a title ('told As It
    Happens host Jane Roe that …'), not a subject."""
    word = toks[j].lower
    if word in ADDRESSED_QUESTIONS or word == "that":
        return True
    return (
        word in SUBJECT_PRONOUNS
        and (word == "i" or not toks[j].is_capitalized)
        and j + 1 < len(toks)
        and toks[j + 1].is_word
        and toks[j - 1].lower not in lx.AUXILIARIES
    )


def _plural_addressee(toks: list[Token], i: int) -> bool:
    """'reporters' in 'told reporters the fares would rise': a plural noun alone before a
    clause that opens with a determiner, a name or a pronoun."""
    if i + 1 >= len(toks) or not _plural_noun(toks[i]):
        return False
    nxt = toks[i + 1]
    return nxt.is_word and (nxt.is_capitalized or nxt.lower in lx.DETERMINERS | SUBJECT_PRONOUNS)


def _after_named_addressee(toks: list[Token], i: int) -> int:
    """Where the clause after a named addressee opens: 'told The Daily Post the fares would
    rise', 'told Jane Roe he would run'. The name, 'the' and up to MAX_ADDRESSEE capitalized
    words, must be followed by a determiner or a subject pronoun; else ``i``."""
    j = i + 1 if toks[i].lower == "the" else i
    k = j
    while k < len(toks) and k - j < MAX_ADDRESSEE and toks[k].is_word and toks[k].is_capitalized:
        k += 1
    if k == j or k >= len(toks) or toks[k].is_capitalized:
        return i
    return k if toks[k].lower in lx.DETERMINERS | SUBJECT_PRONOUNS else i


def _charge_after_apposition(toks: list[Token], object_end: int, end: int, verb: str) -> int:
    """'accused Cruz, the senator from Texas, of lying': the object of a charging verb that
    an apposition sets off goes on to the charge after it; else ``object_end``."""
    if verb not in lx.CHARGING or object_end >= end:
        return object_end
    after = [j for j, t in enumerate(toks) if object_end <= t.start < end][:MAX_APPOSITION]
    for j in after:
        if toks[j].text == "," and j + 1 < len(toks) and toks[j + 1].lower == "of":
            return _object_end(toks, j + 1, end)
    return object_end


def _object_end(toks: list[Token], i: int, end: int) -> int:
    """End of a noun phrase or infinitive object: before an adjunct of time or reason, or a
    comma or a dash, which in news set off a comment of the reporter ('endorsed the plan, a
    move that …') far more often than they join a list of objects."""
    for j in range(i + 1, len(toks)):
        if toks[j].start >= end:
            break
        word, nxt = toks[j].lower, toks[j + 1].lower if j + 1 < len(toks) else ""
        if (
            word in ";(—-"
            or word in ADJUNCT_STARTS
            or (
                word == ","
                and nxt not in lx.PHRASE_JOINERS
                and nxt not in lx.EXAMPLE_LEADS
                and not _continues_list(toks, j, end)
                and not _names_apposition(toks, j)
                and not _number_list(toks, j)
            )
            or (word in TIME_PREPOSITIONS and nxt in TIME_NOUNS)
        ):
            return toks[j].start
    return end


def _before_second_predicate(toks: list[Token], i: int, end: int, cue: str) -> int:
    """End of an object before 'and' and a verb of the cue's own form with an object or a
    preposition of its own ('endorsed the plan and called it a start', 'praising the
    crews and hugging them'): the subject's second act, not a second object. A noun
    after the verb form makes it a modifier ('the plan and related costs')."""
    form = next((suffix for suffix in ("ing", "ed") if cue.endswith(suffix)), None)
    if form is None:
        return end
    for j in range(i + 1, len(toks) - 2):
        if toks[j].start >= end or toks[j].text == ",":
            break  # 'accused Roe, who was born and raised abroad, of …': inside an aside
        verb, after = toks[j + 1].lower, toks[j + 2].lower
        if (
            toks[j].lower == "and"
            and verb.endswith(form)
            and len(verb) > len(form) + 2
            and (after in SECOND_ACT_OBJECTS or after in lx.PREPOSITIONS)
        ):
            return toks[j].start
    return end


def _names_apposition(toks: list[Token], j: int) -> bool:
    """Whether the comma at ``j`` sets off a name for the noun before it, with a comma
    after the name: 'his rival, Jane Roe, …', 'the crisis in Lakeport, Ohio, …'. The
    noun is a person's role or a capitalized place; a verb after the name makes the
    name the sentence's subject ('… for mayor, Jane Roe, praised …')."""
    before = toks[j - 1] if j > 0 else None
    if before is None or not before.is_word or not (before.is_capitalized or _names_person(before.lower)):
        return False
    k = j + 1
    while k < len(toks) and k - j <= MAX_APPOSED_NAME and (toks[k].is_capitalized or toks[k].text == "."):
        k += 1
    if k == j + 1 or k >= len(toks) or toks[k].text != ",":
        return False
    after = toks[k + 1].lower if k + 1 < len(toks) else ""
    return not (after in FINITE_VERBS or (after.endswith("ed") and toks[k + 1].is_word))


def _continues_list(toks: list[Token], j: int, end: int) -> bool:
    """Whether the comma at ``j`` goes on with a list that closes the clause: short items
    set off by commas and a last one joined by 'and' or 'or' ('opposes abortion, guns,
    the minimum wage and health care'). A comment of the reporter's after the comma opens
    otherwise: with a relative, a pronoun, a conjunction or an adverb ('…, which …',
    '…, and he …', '…, also known as …')."""
    first = toks[j + 1] if j + 1 < len(toks) else None
    if first is None or not first.is_word or first.lower in LIST_BREAKERS or _adverb(first):
        return False
    items, words, joined = 0, 0, False
    for tok in toks[j + 1 :]:
        if tok.start >= end or tok.text in SENTENCE_ENDS:
            break
        if tok.text == "," or tok.lower in lx.PHRASE_JOINERS:
            if joined or words > MAX_LIST_ITEM or (not words and tok.text == ","):
                return False
            items, words, joined = items + (words > 0), 0, tok.lower in lx.PHRASE_JOINERS
        elif tok.is_word:
            words += 1
        else:
            return False
    return joined and 0 < words <= MAX_LIST_ITEM and items >= 1


def _number_list(toks: list[Token], j: int) -> bool:
    """Whether the comma at ``j`` stands in a list of numbers that 'and' or 'or' closes
    ('in 2001, 2003 and 2005', 'rose 4, 6 or 8 percent'): the numbers are one adjunct,
    which goes on past the comma, however long the clause after the list."""
    k = j
    while k + 2 < len(toks) and toks[k].text == "," and all(is_numeral(toks[n].text) for n in (k - 1, k + 1)):
        k += 2
    return k > j and k + 1 < len(toks) and toks[k].lower in lx.PHRASE_JOINERS and is_numeral(toks[k + 1].text)


def _in_opening_clause(toks: list[Token], i: int) -> bool:
    """Whether the words before ``i`` are a subordinate clause that opens the sentence,
    after at most a conjunction or an opening phrase: 'While Roe said …', 'But when Roe
    said …', 'In a debate, while Roe said …', 'Now that Roe said …'. 'As' opens one only
    at the start: after a comma, 'as Roe noted, …' puts the cue in a parenthesis before
    what was said."""
    for s in range(i - 1, -1, -1):
        if toks[s].text == ",":
            return False
        if toks[s].lower == "now" and toks[s + 1].lower == "that" and _at_clause_start(toks, s):
            return True  # 'Now that Roe has said …': 'now that' opens a clause of cause
        if s == 0 or (toks[s].lower in MIDDLE_SUBORDINATORS and _at_clause_start(toks, s)):
            return toks[s].lower in OPENING_SUBORDINATORS
    return False


def _in_relative_aside(toks: list[Token], i: int) -> bool:
    """Whether the words before ``i`` since the last comma open with 'who' or 'which' right
    after that comma: a relative clause set off after a noun ('Roe, who says …', 'the
    group, which claimed …'), which a comma closes before the rest of the sentence goes
    on with a subject and a verb of its own."""
    for s in range(i - 1, 0, -1):
        if toks[s].text == ",":
            return False
        if toks[s].lower in ASIDE_OPENERS:
            return toks[s - 1].text == ","
    return False


def _at_clause_start(toks: list[Token], s: int) -> bool:
    """Whether token ``s`` stands where a clause of the sentence opens: first, after a
    comma, or after a conjunction or an adverb that opens the sentence ('Shortly after
    …')."""
    return (
        s == 0
        or toks[s - 1].text == ","
        or (s == 1 and (toks[0].lower in COORDINATORS or lx.adverb_shaped(toks[0].lower)))
    )


def _opens_main_clause(toks: list[Token], j: int) -> bool:
    """A subject and a verb: 'he did', 'they’re', 'Trump hewed', 'Mr. Roe said', '27
    percent said', 'the council voted', 'that was'."""
    if _CONTRACTION_VERB.search(toks[j].lower) and re.split("[’']", toks[j].lower)[0] in SUBJECT_PRONOUNS:
        return True  # 'they’re also hostile': the verb is in the contraction
    if toks[j].lower == "that":
        # 'that' is a subject only right before a verb; elsewhere it opens a clause or a noun.
        return j + 1 < len(toks) and toks[j + 1].lower in FINITE_VERBS
    if toks[j].lower in SUBJECT_PRONOUNS or toks[j].text[0].isdigit() or toks[j].lower in lx.DETERMINERS:
        return j + 1 < len(toks) and toks[j + 1].is_word and not toks[j + 1].is_capitalized
    if not toks[j].is_capitalized or toks[j].lower in lx.NOT_NAMES:
        return False
    k = j + 1
    while k < len(toks) and k - j <= MAX_SUBJECT and (toks[k].is_capitalized or toks[k].text == "."):
        k += 1
    verb = toks[k] if k < len(toks) else None
    return verb is not None and verb.is_word and (verb.lower in lx.AUXILIARIES or _verb_like(verb.lower))


def _speech_occasion(toks: list[Token], j: int) -> bool:
    """'… in an interview with the Post', 'in a statement': the occasion of the
    speech, which the reported clause does not hold."""
    return (
        toks[j].lower == "in"
        and j + 2 < len(toks)
        and toks[j + 1].lower in OCCASION_DETERMINERS
        and toks[j + 2].lower in OCCASION_NOUNS
    )


def _closing_parenthesis(toks: list[Token], j: int) -> bool:
    """'… on firm legal ground (naturally).', '… 81 percent (the actual number is 15 percent).':
    a parenthesis in lower case that closes the sentence is the reporter's aside on the
    reported clause, no part of it. A name's party or state in one ('Rep. Jane Roe (D-Ohio)')
    is part of the name."""
    if toks[j].text != "(" or j + 1 >= len(toks) or not toks[j + 1].is_word or toks[j + 1].is_capitalized:
        return False
    close = next((k for k in range(j + 1, len(toks)) if toks[k].text == ")"), len(toks))
    return close + 1 >= len(toks) or toks[close + 1].text in SENTENCE_ENDS


def _set_off_subject(toks: list[Token], i: int, j: int) -> bool:
    """'says Millennials, numbering 75 million, surpassed …': a participle set off after
    the clause's first word describes its subject, and the clause goes on past it."""
    return (
        j == i + 1
        and toks[j].text == ","
        and toks[i].is_capitalized
        and toks[i].lower not in lx.TIME_WORDS
        and toks[j + 1].lower.endswith("ing")
    )


def _cuts_clause(toks: list[Token], i: int, j: int) -> bool:
    """Whether the reported clause starting at token ``i`` ends before token ``j``."""
    if toks[j].text == ";":
        return True
    if _is_dash(toks, j):
        return not _inside_dash_pair(toks, i, j)
    return (
        (_starts_new_frame(toks, j) and not _second_infinitive(toks, i, j))
        or _starts_new_clause(toks, j)
        or _starts_side_clause(toks, j)
    )


def _opens_infinitive(toks: list[Token], t: int) -> bool:
    """Whether 'to' at ``t`` comes before a verb, not a noun phrase ('to the council')."""
    return (
        toks[t].lower == "to"
        and t + 1 < len(toks)
        and toks[t + 1].is_word
        and not toks[t + 1].is_capitalized
        and toks[t + 1].lower not in NOUN_PHRASE_OPENERS
    )


def _second_infinitive(toks: list[Token], i: int, j: int) -> bool:
    """'urged Roe to drop the levy and call on the chief to resign': in a clause of 'to'
    and its verb, the bare form of a cue after 'and' is a second verb that 'to' governs,
    not the subject's next act, which takes the tense ('… and called on')."""
    verb = toks[j + 1] if j + 1 < len(toks) else None
    return (
        toks[j].lower == "and"
        and verb is not None
        and is_cue_word(verb.text)
        and verb.lower == lemma(verb.lower)
        and any(_opens_infinitive(toks, t) for t in range(i, j))
        and not any(t.text in PHRASE_BREAKS for t in toks[i:j])
    )


def _is_dash(toks: list[Token], j: int) -> bool:
    return toks[j].text == "—" or (toks[j].text == "-" and j + 1 < len(toks) and toks[j + 1].text == "-")


def _inside_dash_pair(toks: list[Token], i: int, j: int) -> bool:
    """Whether the dash at ``j`` opens or closes a pair that sets off an aside inside a
    clause starting at ``i``, which goes on in lower case after the second dash ('said
    that the plan -- which few had read -- was sound'). A dash with no partner in the
    clause cuts it ('As the Post -- even the devil can quote figures -- observed, …': the
    aside's cue reports nothing past its dash), as does one whose partner ends the
    clause or opens another ('-- they say …')."""
    dashes = [k for k in range(i, len(toks)) if _is_dash(toks, k)]
    at = dashes.index(j)
    closing = j if at % 2 else dashes[at + 1] if at + 1 < len(dashes) else None
    if closing is None:
        return False
    after = closing + (2 if toks[closing].text == "-" else 1)
    return (
        after < len(toks)
        and toks[after].is_word
        and not toks[after].is_capitalized
        and toks[after].lower not in CLAUSE_SUBJECTS
    )


def _comma_in_quote(text: str, tok: Token) -> bool:
    """Whether ``tok`` is a quote whose closing mark follows a comma, which American style
    puts inside the marks ('represents “New York values,” stating …'): the comma sets off
    what follows the quote."""
    return tok.text == "”" and text[tok.start : tok.end].rstrip("”\"’'").endswith(",")


def _quote_closes_opening_clause(text: str, toks: list[Token], j: int) -> bool:
    """'After Roe called the plan “costly,” Ash said …': the comma that American style puts
    inside the quote's marks closes the opening clause, and the main clause follows."""
    return _comma_in_quote(text, toks[j]) and j + 1 < len(toks) and _opens_main_clause(toks, j + 1)


def _quote_then_participle(text: str, toks: list[Token], j: int) -> bool:
    """'said Trump represents “New York values,” stating …': the clause ends with the quote."""
    nxt = toks[j + 1]
    return (
        _comma_in_quote(text, toks[j])
        and nxt.is_word
        and not nxt.is_capitalized
        and nxt.lower.endswith("ing")
        and len(nxt.lower) > 5
    )


def _starts_side_clause(toks: list[Token], j: int) -> bool:
    """', dealing a blow to …' or ', told his advisers …': a clause the content does not hold."""
    if toks[j].text != ",":
        return False
    nxt = toks[j + 1]
    return (
        nxt.is_word
        and not nxt.is_capitalized
        and nxt.lower not in lx.EXAMPLE_LEADS
        and ((nxt.lower.endswith("ing") and len(nxt.lower) > 5) or is_cue_word(nxt.text))
    ) or _closing_aside(toks, j)


def _closing_aside(toks: list[Token], j: int) -> bool:
    """', for whom he hosted a dinner' or ', one that will dominate the meeting' after the
    reported clause's last noun, running to the end of the sentence: the reporter tells
    the reader who or what that is, an aside that is no part of what was said. One that
    a comma closes ('the plan, which costs more, will fail') is inside the clause."""
    k = j + 1
    openers = ASIDE_OPENERS
    if toks[k].lower in lx.PREPOSITIONS:
        k += 1
    elif toks[k].lower == "one":
        k, openers = k + 1, ASIDE_OPENERS | {"that"}  # 'one that …' names the noun again
    elif toks[k].lower in {"a", "an", "the"} and _article_aside(toks, k):
        openers = {toks[k].lower}  # 'a claim Roe disputes', 'the first two states to vote'
    if k >= len(toks) or toks[k].lower not in openers:
        return False
    return not any(t.text in ",;:—–-(" for t in toks[k + 1 :])


def _article_aside(toks: list[Token], k: int) -> bool:
    """Whether the noun phrase that the article at ``k`` opens after a comma is an aside
    on the noun before it ('…, a claim his office disputes', '…, the first two states to
    vote'), not the subject of the reported clause or an item of its list. A verb, a
    subject of its own or a quote after it before any relative word makes it a subject
    ('that, even in little things, the president was …'); 'and' or 'or' in it ends a
    list more often than it joins two nouns of one aside ('Israel, the nuclear deal
    and the court')."""
    for t in toks[k + 1 : k + 1 + MAX_ASIDE_NOUN]:
        if t.lower in ASIDE_OPENERS or t.lower in {"that", ","}:
            return True
        if t.lower in ASIDE_ENDERS or t.lower.endswith(("n't", "n’t")):
            return False
        if t.text == "”":
            return False
    return True


def _according_to(text: str, sent: tuple[int, int], toks: list[Token], k: int, kend: int) -> Frame | None:
    source = _right_subject(toks, kend, common_nouns=True)
    if source is None:
        return None
    cue = (toks[k].start, toks[kend].end)
    pro_form = REPORTED_PRO_FORM.fullmatch(text, sent[0], cue[0])
    if pro_form is not None:
        content = pro_form.span(1)
    elif _set_off_inside(text, sent, toks, cue, source):
        aside = (text.rindex(",", sent[0], cue[0]), text.index(",", source[1]) + 1)
        return Frame(cue, source, _trim(text, sent[0], sent[1]), True, aside)
    elif len(text[sent[0] : cue[0]].split()) <= 1:
        content = _trim(text, _opening_source_end(text, sent, source), sent[1])
    else:
        content = _trim(text, sent[0], cue[0])
    if content[1] - content[0] < 3 and pro_form is None:
        return None
    return Frame(cue, source, content, True)


def _opening_source_end(text: str, sent: tuple[int, int], source: tuple[int, int]) -> int:
    """Where the source phrase of an opening 'According to' ends: at the comma after it
    when words the source's noun phrase left out come first ('According to exit polls
    conducted for the AP by Edison Research, most voters …'), else where the source ends."""
    comma = text.find(",", source[1], sent[1])
    if comma > source[1] and text[source[1] : comma].strip():
        return comma + 1
    return source[1]


def _set_off_inside(
    text: str, sent: tuple[int, int], toks: list[Token], cue: tuple[int, int], source: tuple[int, int]
) -> bool:
    """'At the heart of it, according to Roe, was a decision …': commas set the
    attribution off inside the clause it reports, which is the whole sentence. What
    stands before it is an opening phrase of a few words with no verb, led by a
    preposition or a determiner; after a clause ('Fares rose, according to Roe, a
    planner') the comma opens an apposition."""
    after = next((t for t in toks if t.start >= source[1]), None)
    rest = text[after.end : sent[1]] if after is not None else ""
    opening = [t.lower for t in toks if t.end <= cue[0] and t.is_word]
    return (
        text[sent[0] : cue[0]].rstrip().endswith(",")
        and 0 < len(opening) <= MAX_PHRASE + 1
        and opening[0] in lx.INTRO_WORDS | lx.DETERMINERS
        and not any(_verb_like(w) for w in opening)
        and after is not None
        and after.text == ","
        and any(ch.isalpha() for ch in rest)
    )


def _verb_like(word: str) -> bool:
    """A word that makes a phrase a clause: an auxiliary ('is', 'has', 'he’ll') or a past
    tense ('rose' is missed, 'told' and 'failed' are not)."""
    inflected = is_cue_word(word) and lemma(word) != word and not word.endswith("ing")
    return word in FINITE_VERBS or bool(_CONTRACTION_VERB.search(word)) or word.endswith("ed") or inflected


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    """Drop the punctuation that joins a clause to its attribution, and the closing mark
    of a parenthesis the clause ends inside ('(… many say, costs too much.)'); the last
    full stop of a dotted initialism ('the F.A.A.', '3 p.m.') is part of the word."""
    while start < end and (text[start].isspace() or text[start] in ",:;—–-"):
        start += 1
    while end > start and (
        text[end - 1].isspace()
        or text[end - 1] in ",:;—–-"
        or (text[end - 1] == "." and not _ends_initialism(text, end - 1))
        or (text[end - 1] == ")" and "(" not in text[start : end - 1])
    ):
        end -= 1
    return (start, end)


def _ends_initialism(text: str, period: int) -> bool:
    """Whether the full stop at ``period`` closes a dotted initialism: 'F.A.A.', 'p.m.'.
    An initialism's last part has one or two letters, so a full stop stands just before."""
    if "." not in text[max(0, period - 3) : period - 1]:
        return False
    word = WORD_BEFORE_PERIOD.search(text, max(0, period - 12), period)
    return word is not None and INITIALISM.fullmatch(word.group()) is not None


def _content_words(text: str, span: tuple[int, int], regions: list[Region]) -> int:
    """Words that carry content; a quoted passage counts as plenty."""
    if any(span[0] <= r.start < span[1] for r in regions):
        return 99
    words = text[span[0] : span[1]].split()
    return sum(1 for w in words if w.lower().strip(".,") not in TIME_NOUNS)


def _starts_new_clause(toks: list[Token], j: int) -> bool:
    """', but analysts agreed …' and '… and Democrats accused …': a new subject and cue
    end the current clause."""
    if toks[j].text != "," and toks[j].lower not in CONTRAST_JOINERS and toks[j].lower != "and":
        return False
    if _joins_main_clause(toks, j):
        return True
    if toks[j].lower == "and" and (toks[j - 1].is_capitalized or toks[j - 1].lower in lx.PRONOUNS):
        return False  # 'he and his department intend': one subject of two people
    k = j + 1
    if toks[j].text == ",":
        if toks[k].lower not in CONTRAST_JOINERS:
            return False
        k += 1
    start = k
    k = _past_share(toks, k)  # '… and one in four said …'
    while k < len(toks) and k - start < 5 and _np_word(toks[k]) and not is_cue_word(toks[k].text):
        k += 1
    while k < len(toks) and (toks[k].lower in lx.AUXILIARIES or _adverb(toks[k])):
        k += 1
    return (
        k > start
        and k < len(toks)
        and is_cue_word(toks[k].text)
        and not toks[k].lower.endswith("ing")
        and not _modified_noun(toks[k - 1])
        and not _names_a_thing(toks, k)
        # 'said speed and alcohol are believed to be factors': a raising passive names no
        # one who holds the view, so 'and' joins two subjects, not a clause of its own.
        and not (lemma(toks[k].lower) in RAISING_PASSIVES and _raises(toks, k))
    )


def _modified_noun(before: Token) -> bool:
    """Whether the word before a cue word makes it a noun: a possessive or an adjective
    ('… and Russia's economic decline', '… and its political support'), where a subject
    would end in a noun ('… and Democrats agreed')."""
    word = before.lower
    return word.endswith(POSSESSIVE_ENDINGS) or (
        word.endswith(ADJECTIVE_ENDINGS)
        and word not in ADJECTIVE_SHAPED_NOUNS | NUMBER_WORDS
        and not before.is_capitalized
    )


def _joins_main_clause(toks: list[Token], j: int) -> bool:
    """', but he sounded a nostalgic note', ', and Mr. Obama was furious': a comma and a
    conjunction before a pronoun or a name and its verb join a sentence of the reporter's
    to the reported clause. A noun phrase after them ('…, and the support for her, were
    factors') as often goes on with a list."""
    return toks[j].text == "," and _conjoined_sentence(toks, j + 1)


def _conjoined_sentence(toks: list[Token], joiner: int) -> bool:
    """Whether 'and' or 'but' at ``joiner`` is followed by a pronoun or a name and its verb."""
    subject = joiner + 1
    return (
        subject < len(toks)
        and toks[joiner].lower in {"and", "but"}
        and (toks[subject].lower in CLAUSE_SUBJECTS or toks[subject].is_capitalized)
        and _opens_main_clause(toks, subject)
    )


#: Auxiliaries of a perfect or progressive verb after a joiner: '… and have been calling on'.
PERFECT = {"has", "have", "had", "been"}
PERFECT_OR_THEN = PERFECT | {"also", "then"}


def _starts_new_frame(toks: list[Token], j: int) -> bool:
    """', adding …' and '… but said …' begin a second frame of the same subject."""
    nxt = toks[j + 1]
    if toks[j].text == "," and is_cue_word(nxt.text) and nxt.lower.endswith("ing"):
        return True
    if toks[j].lower in {"and", "but"}:
        k = j + 1
        perfect = False
        while k < len(toks) - 1 and (_adverb(toks[k]) or toks[k].lower in PERFECT_OR_THEN):
            perfect = perfect or toks[k].lower in PERFECT
            k += 1
        if toks[k].lower in NOUN_FIRST:
            return False  # 'violated federal and state law'
        if lemma(toks[k].lower) in RAISING_VERBS:
            return False  # '… are tapping into anger and seem to draw crowds': one clause goes on
        participle = toks[k].lower.endswith("ing")
        return is_cue_word(toks[k].text) and (not participle or perfect or _parallel_participle(toks, j))
    return False


def _parallel_participle(toks: list[Token], j: int) -> bool:
    """'acknowledging that … but warning that …': a participle cue after the joiner at
    ``j`` begins a second frame when a participle cue before it reports the first; after a
    finite cue a participle is part of what was said ('said cutting and raising …')."""
    return any(t.lower.endswith("ing") and is_cue_word(t.text) for t in toks[:j])
