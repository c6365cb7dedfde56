"""Closed word classes shared by the attribution rules."""

from __future__ import annotations

from quotetrail.attribution.names import MONTHS, WEEKDAYS

PRONOUNS = {"he", "she", "they", "it", "i", "we", "you", "him", "her", "them"}
RELATIVES = {"who", "which", "that"}
#: The relative pronouns of a thing or a group, which a person's 'who' is not: 'the
#: figures that suggest …', 'the drop, which reveals …'.
THING_RELATIVES = RELATIVES - {"who"}
OBJECT_PRONOUNS = {"him", "her", "them", "it", "me", "us", "you"}
# The words a speaker uses of themselves: quoted words holding one are somebody's speech.
FIRST_PERSON = {"i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves"}
# Documents an article quotes as if they spoke ('the statement said'): their issuer speaks.
DOCUMENT_NOUNS = {"statement", "release", "email", "e-mail", "letter", "memo"}
# Nouns of a person that tell their gender ('a spokeswoman' is no 'he'); honorifics are
# speakers.HONORIFIC_GENDER.
GENDERED_NOUNS = {
    "m": {"man", "men", "spokesman", "chairman", "congressman", "businessman", "father", "son", "husband",
          "brother", "boy", "uncle", "grandfather"},
    "f": {"woman", "women", "spokeswoman", "chairwoman", "congresswoman", "businesswoman", "mother",
          "daughter", "wife", "sister", "girl", "aunt", "grandmother"},
}  # fmt: skip
# Writings quoted by what they read ('“…,” the lawsuit reads'): someone's written words,
# where a sign or a shirt that reads something is nobody's.
READ_WRITINGS = DOCUMENT_NOUNS | {
    "tweet",
    "post",
    "message",
    "note",
    "lawsuit",
    "suit",
    "complaint",
    "filing",
}
# Words that join a sentence to the one before it, ahead of its subject: 'But he said'.
CONJUNCTIONS = {"but", "and", "yet", "so"}
# The conjunctions that join two noun phrases into one subject or list: 'Roe and Doe said',
# 'teachers or parents'.
PHRASE_JOINERS = {"and", "or"}
# Verbs whose object and its phrase state a charge: 'accused Roe of lying'.
CHARGING = {"accuse"}
# Words after a comma that go on naming members or examples of the noun before it, in
# the same noun phrase: 'three rivals, including Cruz', 'new fuels, especially ethanol'.
EXAMPLE_LEADS = {"including", "especially", "notably", "particularly"}
# Cues that give a name to their object: 'called them “lone wolves”'.
NAMING_CUES = {"call", "label", "dub", "brand"}
# 'as the paper put it, “a fiasco”': the phrase introduces exactly the quoted words.
AS_PUT_CUES = {"put it", "puts it"}
DETERMINERS = {
    "the",
    "a",
    "an",
    "this",
    "these",
    "those",
    "some",
    "many",
    "most",
    "several",
    "both",
    "all",
    "other",
    "his",
    "her",
    "their",
    "its",
    "our",
    "my",
    "your",
    "one",
    "two",
    "three",
    "few",
    "no",
    "each",
    "every",
    "another",
    "such",
}
POSSESSIVE_DETERMINERS = {"his", "her", "their", "its", "our", "my", "your"}
# Articles of one thing only: after 'a' or 'an' and a noun, a verb takes its -s form
# ('a report says'), so a base form there is a noun ('a sharp retort').
SINGULAR_ARTICLES = {"a", "an"}
# Heads that describe someone by their tie to another person or organisation.
RELATION_NOUNS = {
    "aide",
    "aides",
    "adviser",
    "advisers",
    "advisor",
    "advisors",
    "spokesman",
    "spokeswoman",
    "spokesperson",
    "spokespeople",
    "wife",
    "husband",
    "son",
    "daughter",
    "brother",
    "sister",
    "father",
    "mother",
    "friend",
    "lawyer",
    "lawyers",
    "attorney",
    "attorneys",
    "staffer",
    "staffers",
    "surrogate",
    "surrogates",
    "supporter",
    "supporters",
    "ally",
    "allies",
    "associate",
    "assistant",
    "manager",
    "chairman",
    "chairwoman",
    "official",
    "officials",
    "representative",
    "strategist",
    "consultant",
    "operative",
    "backer",
    "donor",
    "secretary",
    "counsel",
    "confidant",
    "pollster",
    "director",
    "niece",
    "nephew",
    "cousin",
    "aunt",
    "uncle",
    "grandson",
    "granddaughter",
    "grandfather",
    "grandmother",
    "girlfriend",
    "boyfriend",
    "rival",
    "rivals",
    "opponent",
    "opponents",
    "critic",
    "critics",
    "doctor",
    "physician",
    "relative",
}
# Heads that describe a person by their standing, not by a tie to someone ('the aide')
# or by what anyone may be ('the man'): 'the candidate', 'the billionaire'.
ROLE_NOUNS = {
    "candidate",
    "nominee",
    "front-runner",
    "frontrunner",
    "contender",
    "hopeful",
    "challenger",
    "incumbent",
    "businessman",
    "businesswoman",
    "billionaire",
    "mogul",
    "tycoon",
    "lawmaker",
    "congressman",
    "congresswoman",
}
# Ties that 'of' states ('the wife of Smith'); 'secretary of state' is a title.
KIN_NOUNS = {
    "wife",
    "husband",
    "son",
    "daughter",
    "brother",
    "sister",
    "father",
    "mother",
    "friend",
    "niece",
    "nephew",
    "cousin",
    "aunt",
    "uncle",
    "grandson",
    "granddaughter",
    "grandfather",
    "grandmother",
    "girlfriend",
    "boyfriend",
}
# Finite forms of common verbs that are never a noun or an adjective before a noun, so
# no noun phrase holds them: 'The chief began by …', 'The letter goes on to say'. Not
# here: forms that are also nouns or adjectives ('left', 'shot', 'paid', 'lost',
# 'thought'), and the light verbs whose object is the speech ('made the following
# comment', 'sent a letter alleging'), through which a subject is read.
IRREGULAR_FINITE_FORMS = {
    "began", "went", "goes", "came", "comes", "took", "gave", "got", "kept", "ran", "sat",
    "stood", "held", "met", "brought", "bought", "caught", "chose", "drove", "fought", "grew", "heard",
    "knew", "meant", "sought", "sold", "taught", "threw", "understood", "struck", "swore",
    "stole", "led", "spoke",
}  # fmt: skip
# Words that sit between a subject and its verb: "has also said", "is now saying".
AUXILIARIES = {
    "has",
    "have",
    "had",
    "is",
    "was",
    "were",
    "are",
    "am",
    "be",
    "been",
    "being",
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
    "also",
    "then",
    "later",
    "now",
    "once",
    "not",
    "never",
    "still",
    "even",
    "just",
    "already",
    "often",
    "again",
    "further",
    "first",
    "last",
    "too",
    "n’t",
    "n't",
    "since",
    "long",
    "ever",
    "soon",
    "always",
    "usually",
    "sometimes",
    "previously",
    "recently",
    "reportedly",
    "repeatedly",
    "only",
} | {
    neg + apostrophe + "t"
    for neg in (
        "didn",
        "doesn",
        "don",
        "wouldn",
        "couldn",
        "shouldn",
        "isn",
        "wasn",
        "weren",
        "aren",
        "hasn",
        "haven",
        "hadn",
        "won",
        "can",
    )
    for apostrophe in "’'"
}
MODALS = {"will", "would", "can", "could", "should", "may", "might", "must", "did", "do", "does", "to"}
# Pronouns whose 's is 'is' or 'has', never a possessive: 'he’s said', 'who’s hoping'.
CONTRACTING_PRONOUNS = {"he", "she", "it", "who", "that", "there", "what"}
# Quantifiers that stand for people as a subject: 'both want', 'many believe', 'some say'.
# 'few expected it' holds nobody's view: it says most did not.
QUANTIFIER_PRONOUNS = {"both", "many", "some", "most", "several", "all", "another"}
# Subjects that stand in for a clause after the verb, holding no view: 'it is hard to say'.
EXPLETIVES = {"it", "there", "this", "that"}
PLURAL_PRONOUNS = {"i", "we", "you", "they", "who", "which", "that"}
# Labels before a colon that name a section or a credit, not a speaker; in an interview
# 'Q:' marks the interviewer's question and 'A:' the answer.
NOT_SPEAKER_LABELS = {
    "q",
    "source",
    "sources",
    "photo",
    "image",
    "note",
    "update",
    "related",
    "editor",
    "credit",
    "watch",
    "read",
    "video",
    "correction",
    "listen",
    "see",
    "the",
    "a",
}
#: Words that deny what the verb after them says happened: 'did not say', 'has never said'.
NEGATIONS = {"not", "never", "cannot"}
#: How far back from a verb its negation is looked for, over auxiliaries and adverbs:
#: 'would not yet publicly say'.
NEGATION_REACH = 4
#: Modals of possibility, duty or the future: what 'could argue', 'might say' or 'will
#: announce' reports has not been said. 'would' also tells a habit ('he would warn voters
#: …'), and 'can' a statement made as it is spoken ('I can now say that …').
UNREALIZED_MODALS = {"could", "might", "may", "should", "must", "will"}
PASSIVE = {"is", "was", "were", "are", "be", "been", "being", "am", "get", "got", "gets"}
# Lowercase words that end a noun phrase when read leftwards from a verb.
CLAUSE_WORDS = {
    "that",
    "which",
    "and",
    "but",
    "or",
    "because",
    "while",
    "when",
    "if",
    "as",
    "after",
    "before",
    "although",
    "though",
    "so",
    "where",
    "whether",
    "than",
    "to",
    "in",
    "on",
    "at",
    "for",
    "with",
    "by",
    "from",
    "about",
    "into",
    "over",
    "under",
    "during",
    "against",
    "without",
    "upon",
    "through",
    "across",
    "like",
    "what",
    "how",
    "why",
    "nor",
    "until",
    "unless",
    "whom",
    "whose",
    "there",
    "here",
    "not",
    "also",
    "only",
} | AUXILIARIES
PREPOSITIONS = {
    "in",
    "on",
    "at",
    "for",
    "with",
    "by",
    "from",
    "about",
    "into",
    "over",
    "under",
    "during",
    "after",
    "before",
    "since",
    "to",
    "of",
    "upon",
    "through",
    "across",
    "amid",
    "outside",
    "inside",
    "near",
    "last",
    "this",
    "earlier",
    "later",
    "late",
    "early",
}
# 'a woman in Lake City', 'a voter from Ohio': a person described by where they are.
PLACE_PREPOSITIONS = {"in", "from"}
INTRO_WORDS = PREPOSITIONS | {
    "but",
    "and",
    "meanwhile",
    "however",
    "still",
    "yet",
    "instead",
    "now",
    "then",
    "so",
    "also",
    "indeed",
    "though",
    "although",
    "while",
    "when",
    "as",
    "if",
    "because",
    "speaking",
    "asked",
    "earlier",
    "separately",
    "previously",
    "recently",
    "in",
    "according",
    # Prepositions that open a sentence before its subject: 'Besides Jane Roe, the mayor said'.
    "besides",
    "ahead",
    "beyond",
    "unlike",
    "like",
    "including",
    "except",
    "among",
    "alongside",
    "via",
    "regarding",
    "concerning",
    "following",
    "notably",
    "especially",
    "aside",
    "despite",
    "without",
    # Sentence adverbs written without a comma before the subject: 'Afterwards Jane Roe said'.
    "afterwards",
    "afterward",
    "subsequently",
    "likewise",
    "similarly",
    "nonetheless",
    "nevertheless",
    "moreover",
    "furthermore",
    "additionally",
    "elsewhere",
    "overall",
    "ultimately",
    "eventually",
    "initially",
    "originally",
    "ironically",
    "interestingly",
    "importantly",
    "consequently",
    "accordingly",
    "fortunately",
    "unfortunately",
    "surprisingly",
}
#: Forms of the verbs of starting and going on, whose gerund is what their subject does:
#: 'Roe kept saying', 'Ash began calling donors'. ('Stopped saying' reports no words.)
ASPECTUAL_FORMS = set(
    """
begin begins began begun beginning start starts started starting keep keeps kept keeping
continue continues continued continuing resume resumes resumed resuming
""".split()
)
#: Forms of 'go', whose 'on' makes a verb of going on: 'went on to call', 'goes on to say'.
GOING_FORMS = {"go", "goes", "went", "gone", "going"}
#: Adverbs that sharpen the opening phrase after them: 'Even as the vote neared, Roe said',
#: 'Shortly after noon, Roe said'. Before a subject they open no phrase: 'Even Roe said'.
FOCUS_WORDS = {"even", "just", "only", "shortly", "soon", "right", "long", "almost"}
# Words that open a sentence with a phrase of time, manner or circumstance before its
# subject: 'Hours later, Roe said', 'Back in 1999, Roe said', 'Reached by phone, Roe said',
# 'Here in Lakeport, Roe said'.
OPENING_ADJUNCTS = {
    "back",
    "here",
    "thus",
    "perhaps",
    "hence",
    "finally",
    "hours",
    "days",
    "minutes",
    "moments",
    "weeks",
    "months",
    "years",
    "reached",
    "pressed",
    "questioned",
    "interviewed",
    "contacted",
    "confronted",
    "challenged",
}
TIME_WORDS = {
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "today",
    "yesterday",
    "tonight",
    "recently",
    "earlier",
    "later",
    "previously",
    "then",
    "again",
    "last",
    "week",
    "month",
    "year",
    "morning",
    "afternoon",
    "evening",
    "night",
}
#: Nouns that end like an adverb: 'his latest rally', 'a CNN tally'.
NOUNS_IN_LY = {"rally", "tally", "ally", "family", "assembly", "supply", "anomaly", "monopoly"}
#: Of those, the bodies of people that speak as one: 'the family said', 'the assembly voted'.
GROUPS_IN_LY = {"family", "assembly"}


def adverb_shaped(word: str) -> bool:
    """Whether a lowercase word reads as an adverb by its ending ('privately',
    'initially'), the nouns that end the same way aside."""
    return word.islower() and word.endswith("ly") and len(word) > 4 and word not in NOUNS_IN_LY


#: Participles that open a reduced relative clause after a noun of a poll or a
#: document: 'a poll released Thursday', 'exit polls conducted for the network'.
REPORTING_PARTICIPLES = {
    "released",
    "conducted",
    "compiled",
    "published",
    "issued",
    "commissioned",
    "obtained",
}
#: Nouns of an opinion poll, whose findings an article reports: 'In a Times poll, …'.
POLL_NOUNS = {"poll", "polls", "survey", "surveys", "polling"}
#: Nouns of a share of a group, which take a plural verb: 'a third say', 'a majority want'.
SHARE_NOUNS = {
    "third",
    "quarter",
    "fifth",
    "half",
    "majority",
    "minority",
    "plurality",
    "number",
    "lot",
    "few",
}
#: Things that show something without saying it: a poll and its numbers, records, returns.
#: 'The ferry counts suggest …' draws a conclusion, and reports nobody's words.
EVIDENCE_NOUNS = POLL_NOUNS | {
    "results",
    "returns",
    "data",
    "figures",
    "numbers",
    "records",
    "projections",
    "estimates",
    "turnout",
    "findings",
    "evidence",
    "trends",
    # Research, and an outcome or a change, show as figures do: 'studies suggest …', 'his
    # second-place finish highlights how …', 'the surge signals …'.
    "research",
    "study",
    "studies",
    "analysis",
    "analyses",
    "investigation",
    "investigations",
    "finish",
    "loss",
    "losses",
    "win",
    "wins",
    "victory",
    "victories",
    "defeat",
    "showing",
    "performance",
    "rise",
    "decline",
    "surge",
    "drop",
}


#: Nouns of a stretch of time that 'that' points at rather than introduces a clause
#: after ('his speech that night', 'her remarks that week').
PERIOD_NOUNS = {"day", "night", "week", "weekend", "month", "year", "morning", "afternoon", "evening"}
# Title words that are also surnames: after a given name or an honorific they end a
# name ('Rep. Steve King', 'Ms. White'), where other title words begin one.
TITLE_SURNAMES = {"king", "bishop", "judge", "white", "cardinal", "priest", "farmer", "elder", "nurse"}
TITLE_WORDS = {
    "president",
    "vice",
    "mayor",
    "director",
    "sen",
    "sen.",
    "senator",
    "rep",
    "rep.",
    "representative",
    "gov",
    "gov.",
    "governor",
    "secretary",
    "chairman",
    "chairwoman",
    "chair",
    "judge",
    "justice",
    "gen",
    "gen.",
    "general",
    "attorney",
    "officer",
    "chief",
    "commissioner",
    "speaker",
    "leader",
    "minister",
    "prime",
    "acting",
    "former",
    "deputy",
    "ambassador",
    "ceo",
    "professor",
    "prof",
    "prof.",
    "dr",
    "dr.",
    "mr",
    "mr.",
    "mrs",
    "mrs.",
    "ms",
    "ms.",
    "rev",
    "rev.",
    "king",
    "queen",
    "pope",
    "sheriff",
    "councilor",
    # Commonwealth offices: 'Ontario Premier Jane Roe', 'Liberal MP Jane Roe', 'Coun. Jane Roe'.
    "premier",
    "mp",
    "mpp",
    "mla",
    "mna",
    "councillor",
    "coun",
    "coun.",
    # Police ranks, spelled out and abbreviated: 'Const. Jane Roe', 'Chief Supt. Jane Roe'.
    "constable",
    "const",
    "const.",
    "pc",
    "corporal",
    "cpl",
    "cpl.",
    "sergeant",
    "insp",
    "insp.",
    "supt",
    "supt.",
    "det",
    "det.",
    "cmdr",
    "cmdr.",
    "councilman",
    "councilwoman",
    "lt",
    "lt.",
    "col",
    "col.",
    "capt",
    "capt.",
    "sgt",
    "sgt.",
    "spokesman",
    "spokeswoman",
    "spokesperson",
    "press",
    "candidate",
    "nominee",
    "host",
    "anchor",
    "reporter",
    "correspondent",
    "founder",
    "executive",
    "manager",
    "adviser",
    "advisor",
    "aide",
    "chancellor",
    "interim",
    "superintendent",
    "treasurer",
    "comptroller",
    "mayoral",
    "presidential",
    "congressman",
    "congresswoman",
    "assemblyman",
    "assemblywoman",
    "lawmaker",
    "economist",
    "analyst",
    "strategist",
    "pollster",
    "columnist",
    "editor",
    "radio",
    "talk",
    "then",
    "senior",
    "top",
    "u.s.",
    "state",
    "house",
    "senate",
    "federal",
    "democratic",
    "republican",
    "gop",
    "white",
    "campaign",
    "vice-president",
    "lord",
    "lady",
    "sir",
    "dame",
    # Occupations the press puts before a name like a title ('Actor Jane Roe said').
    "actor",
    "actress",
    "author",
    "novelist",
    "writer",
    "poet",
    "singer",
    "rapper",
    "musician",
    "comedian",
    "filmmaker",
    "producer",
    "pastor",
    "rabbi",
    "bishop",
    "cardinal",
    "imam",
    "activist",
    "businessman",
    "businesswoman",
    "billionaire",
    "entrepreneur",
    "historian",
    "journalist",
    "commentator",
    "blogger",
    "consultant",
    "coach",
    # People of local news, named by their part in the story ('Resident Jane Roe said').
    "resident",
    "witness",
    "homeowner",
    "neighbour",
    "neighbor",
    "tenant",
    "student",
    "volunteer",
    "organizer",
    "organiser",
    "nurse",
    "teacher",
    "paramedic",
    "firefighter",
    "farmer",
    "elder",
    # Offices of local government, the church and the services ('Alderman Jane Roe').
    "alderman",
    "alderwoman",
    "advocate",
    "recorder",
    "clerk",
    "auditor",
    "assessor",
    "trustee",
    "supervisor",
    "prosecutor",
    "archbishop",
    "monsignor",
    "deacon",
    "priest",
    "envoy",
    "staff",
    "admiral",
    "commander",
    "inspector",
    "detective",
}
# Members of a party, capitalized as its name is: 'the Lakeport Democrat said' is a
# politician the article named, as 'the senator' is.
PARTY_MEMBERS = {"republican", "democrat", "liberal", "conservative", "tory"}
# Heads of a description that mean a government body: 'Health Canada said … the agency said'.
GOVERNMENT_NOUNS = {"agency", "department", "ministry", "regulator", "bureau"}
# Words that make an organisation's name a government body's: 'Canada Revenue Agency',
# 'Ministry of Health', 'Toronto Police Service'.
GOVERNMENT_HEADS = GOVERNMENT_NOUNS | {"office", "service", "commission", "authority", "administration"}
# Last words that make an organisation's name a company's: 'Acme Corp.', 'Lakeport Holdings Ltd.'.
COMPANY_HEADS = {"inc", "corp", "co", "ltd", "llc", "plc", "group", "company", "corporation", "holdings"}
# Last words of an institution's name, never of a person's: 'Canada Revenue Agency',
# 'National Golf Foundation', 'Ontario Provincial Police'. A show or a paper may be named
# for a person ('The Jane Roe Show').
INSTITUTION_HEADS = (
    GOVERNMENT_HEADS
    | COMPANY_HEADS
    | {
        "association",
        "center",
        "centre",
        "foundation",
        "fund",
        "union",
        "board",
        "council",
        "institute",
        "society",
        "organization",
        "organisation",
        "coalition",
        "alliance",
        "committee",
        "tribunal",
        "federation",
        "chamber",
        "league",
        "project",
        "police",
        "assembly",
        "hospital",
        "clinic",
        "school",
        "college",
        "university",
        "museum",
        "library",
    }
)
# Last words of a trade union's name: 'the union' may be the Lakeport Teachers' Association.
UNION_HEADS = {"union", "association", "federation", "guild", "brotherhood"}
ORG_WORDS = {
    "department",
    "ministry",
    "authority",
    "tribunal",
    "house",
    "times",
    "post",
    "journal",
    "news",
    "show",
    "party",
    "committee",
    "campaign",
    "court",
    "university",
    "college",
    "association",
    "agency",
    "administration",
    "council",
    "office",
    "center",
    "centre",
    "institute",
    "foundation",
    "fund",
    "bureau",
    "network",
    "company",
    "corporation",
    "inc",
    "group",
    "union",
    "police",
    "service",
    "services",
    "enforcement",
    "act",
    "report",
    "street",
    "city",
    "county",
    "state",
    "states",
    "republicans",
    "democrats",
    "congress",
    "senate",
    "press",
    "media",
    "club",
    "tribune",
    "herald",
    "gazette",
    "magazine",
    "channel",
    "radio",
    "board",
    "commission",
    "force",
    "army",
    "navy",
    "church",
    "school",
    "hospital",
    "museum",
    "bank",
    "coalition",
    "alliance",
    "organization",
    "organisation",
    "society",
    "review",
    "weekly",
    "daily",
}
NOT_NAMES = {
    "the",
    "a",
    "an",
    "but",
    "and",
    "in",
    "at",
    "on",
    "for",
    "of",
    "as",
    "if",
    "it",
    "he",
    "she",
    "they",
    "we",
    "i",
    "this",
    "that",
    "these",
    "those",
    "there",
    "here",
    "when",
    "while",
    "after",
    "before",
    "meanwhile",
    "however",
    "still",
    "yet",
    "so",
    "though",
    "since",
    "during",
    "last",
    *WEEKDAYS,
    *MONTHS,
    "follow",
    "read",
    "getty",
    "photo",
    "image",
    "watch",
    "more",
    "many",
    "some",
    "every",
    "what",
    "why",
    "how",
    "who",
    "our",
    "my",
    "his",
    "her",
    "their",
    "its",
    "your",
    "with",
    "from",
    "by",
    "to",
    "not",
    "no",
    "yes",
    "now",
    "then",
    "also",
    "american",
    "americans",
    "democrat",
    "democrats",
    "republican",
    "republicans",
    "god",
}
PLACE_PREFIXES = {
    "new",
    "north",
    "south",
    "east",
    "west",
    "united",
    "los",
    "san",
    "las",
    "saint",
    "st",
    "st.",
    "fort",
    "great",
    "little",
    "upper",
    "lower",
    "central",
}
MALE = {
    "mr",
    "mr.",
    "he",
    "him",
    "his",
    "himself",
    "king",
    "sir",
    "lord",
    "congressman",
    "councilman",
    "assemblyman",
    "spokesman",
    "chairman",
}
FEMALE = {
    "mrs",
    "mrs.",
    "ms",
    "ms.",
    "miss",
    "she",
    "her",
    "hers",
    "herself",
    "queen",
    "dame",
    "lady",
    "congresswoman",
    "councilwoman",
    "assemblywoman",
    "spokeswoman",
    "chairwoman",
}
# Common given names, for the gender of a pronoun's antecedent when the story itself
# gives no honorific or pronoun to go by: English, French, Spanish, South Asian and
# Chinese names common in North American news. A name as often of either gender
# ('Jordan', 'Robin', 'Jean': a man's in French, a woman's in English) or as often a
# place, a month, a common word or a common surname ('Regina', 'June', 'Hope',
# 'Fraser') is in neither list: a surname alone would read as a given name, no name.
MALE_NAMES = set(
    """
aaron abe adam aidan aiden ajay akhil alain alan albert alec alejandro alex alexander alfonso
alfred alfredo ali alistair allan alvin amit anand andre andres andrew andré andrés andy angus
anil anthony antonio archie ari arjun armando arthur arturo ashok barack barry ben benjamin
benoit benoît bernie bilal bill billy bob bobby brad bradley brandon brayden brendan brent
brett brian brock bruce bryan caleb callum calvin carl carlo carlos cesar chad charles charlie
chris christoph christopher chuck ciaran claude clint cody colin colton connor conor corey curt
césar damian dan daniel danny dante darrell darren darryl dave david declan deepak denis dennis
derek dewayne dick diego dinesh dirk dominic don donald doug douglas duane dustin dwayne dwight
dylan ed eddie eduardo edward edwin elijah emmanuel emmet enrique eric ernest ernesto errol
esteban ethan etienne evan ewan faisal farhan federico felipe felix fernando finn francisco
francois francois frank françois fred freddy frederic frédéric gabriel gaetan gareth garrett
garth gary gavin gaétan gene geoff geoffrey george gerald gerard gerardo gerry gilles giovanni
glen glenn gord graeme greg gregory guillermo gustav gustavo hal hamish hank hao harjit harold
harry hassan hector henry herb herman howard hugh hugo héctor iain ian ibrahim ignacio imran
isaac ivan jack jacob jacques jagmeet jaime jake jamal james jared jarrod jason javier jay
jayden jean- jean-françois jean-pierre jeb jeff jeffery jeffrey jens jeremiah jeremy jerome
jerry jesse jian jim jimmy joe joel joey john johnny jon jonathan jorge jose joseph josh joshua
josé juan julian julien julio jun justin karim karl keith ken kenneth kevin khalid kieran kirk
kurt kyle lance larry laurence lawrence lee leo leon leonard leroy levi liam lionel lorne louis
luc luc luis luke malcolm manoj manuel marc marc-andre marc-andré marcel marco marcos marcus
mariano mario mark marlon martin marty marvin massimo mateo mathieu matt matthew maurice max
maxime melvin michael michel miguel mike ming mitch mitt mohamed mohammad mohammed monty
muhammad myron narendra nate nathan nathaniel navdeep ned neil niall nicholas nick nicolas
nigel nitin noah noam noel norm oliver ollie omar osama oscar otis owen pablo patrick paul
pedro pete peter phil philip philippe pierre pierre- pradeep preston qiang rafael raffaello
rahul raj rajesh rakesh ralf ralph ramon ramón randy raul ravi ray raymond raúl recep reg
reginald reince rejean rene rené rhett ricardo richard rick ricky rishi rob robbie robby robert
roberto rodney rodrigo roger rohit roland ron ronald rory roscoe roy ruben rudolph rudy rufus
rupert russ russell rusty ryan réjean salman sam samuel sandeep sanjay sanjeev scott seamus
sean sebastien serge sergio seth shane shawn sheldon sid stan stefan stephane stephen steve
steven stu stuart stéphane sunil suresh sylvain sébastien tad tariq ted teddy terrence terry
theodore thomas tim timothy tobias toby todd tom tomas tony trent trevor trey tristan troy
tyrone vic victor vijay vikram vince virgil vivek vladimir volker wally walt walter wayne
wendell wes wilbur william willie woodrow woody xavier xi yaakov yong yusuf yves yvon zach
zachary zack zane étienne
""".split()
)
FEMALE_NAMES = set(
    """
abby abigail adriana adrienne agnes aileen aisha alejandra alexandra alice alicia alison
allison amanda amelia amy ana anastasia andrea angela angie anita anjali ann anna annamaria
anne anne- anne-marie annette annie arianna asha ashley audrey ava ayesha barb barbara beatriz
becky bella bernadette beth bethany betsy betty bev beverly bonnie bree brenda brianna brianne
bridget brigitte brittany brooke caitlin camila candace carla carly carmen carol carole
caroline carolyn carrie cassandra catalina catherine cathy cecile cecilia celine chantal
charlene cheryl chloe chloé christiane christina christine chrystia cindy claire clara claudia
colleen connie courtney cristina cynthia céline dana daniela danielle darlene deanna deb debbie
deborah debra deepa denise diana diane dianne dina divya dolores donna doreen doris dorothy
edith eileen elaine eleanor elena elise eliza elizabeth ella ellen ellie elsa emilie emily emma
erica erika erin esther eva eve evelyn faiza farah fatima faye felicia fiona frances francine
francoise françoise gabby gabriela gail gayle genevieve geneviève georgina geraldine gilda
gillian gina ginette gisela gloria grace gwen hailey hannah harriet hazel heather heidi helen
helena helene hilary hillary holly hélène ingrid irene isabel isabella isabelle jacqueline jane
janet janice jasmine jeanette jeanne jen jenn jenna jennifer jenny jess jessica jill jillian
jing joan joanna joanne jodi johanne josee josephine josée joyce juanita judith judy julia
julie juliet justine kaitlyn kamala kara karen karin karlee kat kate katherine kathleen kathryn
kathy katie katrina katy kavita kayla kaylee kayleigh kelly kellyanne kelsey kendra kimberly
kirsten krista kristen kristi kristin kristina kristy lakshmi lana laura lauren leah leila lena
lesley lillian lily linda ling lisa lise liz lizzie loretta lori lorna lorraine louisa louise
lucia lucie lucy lucía luisa lydia lynn lynne madeleine madeline maggie mandy manon marcia marg
margaret margo maria mariana marianne marie marie-claude marie-eve marie-ève marilyn marina
marisol marjorie marla marlene marsha marta martha martine mary mattie maureen maxine meena meg
megan meghan mei melania melanie melinda melissa meredith mia michele michelle miranda mireille
molly mona monica monique myra mélanie mónica nadia nadine nancy naomi natalia natalie natasha
nathalie neera neha niamh nicole nikki nina nisha nora noreen norma olga olivia paige pam
pamela paola patricia patsy patty paula peg peggy penny phyllis pilar pooja priscilla priya
priyanka rachael rachel radhika randi raquel rebecca rebekah rekha renee renée rhonda rita
roberta robyn rosa rose rosemary roxanne ruth sabrina sally samantha samira sana sandra sara
sarah sharon shauna sheila shelley sherry sheryl shirley silvia sinead siobhan sofia sofía
sonia sophia sophie stacey stacy stella steph stephanie sue sunita susan suzanne sylvia sylvie
tamara tammy tanya tara teresa terri tess tessa theresa tiffany tina tricia trish trudy ursula
usha valentina valerie valérie vanessa vera veronica veronique verónica vicki vicky victoria
virginia vivian véronique wanda wendy whitney xiu yasmin yolanda yvonne zainab zeynep zoe élise
émilie
""".split()
)
