"""Where a reported clause begins after its cue and where it ends.

Between a cue and what it reports there may be an addressee ('told reporters'),
an occasion ('at a rally in Ohio') or a lead ('about the plan'); the clause
starts after them. It ends at the first word that opens another clause or frame
of the sentence: a second predicate, a new attribution, an aside set off by
dashes, a list that closes an object. Reading these stops apart from the frames
keeps the rules that find a cue separate from those that measure what it reports.
"""

from __future__ import annotations

import re

from quotetrail.attribution import lexicon as lx
from quotetrail.attribution.cues import (
    ADDRESSEE,
    IMPRESSION_VERBS,
    OBJECT_VERBS,
    RAISING_PASSIVES,
    RAISING_VERBS,
    is_cue_word,
    is_speech,
    lemma,
)
from quotetrail.attribution.marks import Region
from quotetrail.attribution.nonattributions import SMALL_WORDS
from quotetrail.attribution.sentences import INITIALISM, WORD_BEFORE_PERIOD, Token, tokens
from quotetrail.attribution.subjects import (
    ADJECTIVE_ENDINGS,
    ADJECTIVE_SHAPED_NOUNS,
    ASIDE_OPENERS,
    ATTRIBUTIVE_ARTICLES,
    CLAUSE_JOINERS,
    CLOSERS,
    COORDINATORS,
    DURATION_WORDS,
    FINITE_VERBS,
    MAX_APPOSITION,
    MAX_LIST_ITEM,
    MAX_SUBJECT,
    MAX_TIME_ADJUNCT,
    NOUN_PHRASE_OPENERS,
    NUMBER_WORDS,
    POSSESSIVE_ENDINGS,
    SCENE_PREPOSITIONS,
    SUBJECT_PRONOUNS,
    TIME_ADJUNCT_WORDS,
    TIME_NOUNS,
    TIME_PREPOSITIONS,
    adverb,
    is_numeral,
    is_passive,
    left_subject,
    main_subject,
    names_person,
    np_word,
    past_share,
    plural_noun,
    time_word,
)

#: Tokens of a name set off after a noun: 'Hillary Rodham Clinton', 'Okla .'.
MAX_APPOSED_NAME = 4
CUT_CANDIDATES = {";", "—", "-", ",", "and", "but", "though", "although", "while", "whereas"}
#: Words after a noun cue that open what it is about: 'her remarks about the fares'.
NOUN_TOPIC_MARKERS = {"about", "of", "on", "that", "for", "against"}
SUBORDINATORS = {"before", "after", "while", "when", "by", "without", "since", "upon"}
CONTRAST_JOINERS = {"but", "though", "although", "while", "whereas"}
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
# Words of a phrase of time or place that may come between a cue and its 'that'.
LEAD_WORDS = lx.TIME_WORDS | lx.PREPOSITIONS
#: A verb contracted onto a word: 'that’s', 'he’ll', 'they’re'.
CONTRACTION_VERB = re.compile(r"[’'](?:s|ll|re|ve|d)$")
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
# Words that open a subordinate clause before the subject of a clause: 'that while …, he'.
SUBORDINATE_OPENERS = {"while", "although", "though", "if", "when", "once", "because", "as", "unless"}
MAX_SUBORDINATE = 15
# The most words of a phrase opening a clause: 'that in May, …', 'that since then, …'.
MAX_PHRASE = 5
# Words before a speaker that end no noun phrase the speaker's clause could describe.
NOT_ANTECEDENTS = lx.PREPOSITIONS | lx.AUXILIARIES | COORDINATORS | lx.DETERMINERS | {"as", "than"}
# Words after an inverted attribution set off inside a clause with which that clause goes on.
CLAUSE_GOES_ON = {"and", "but", "that"}
# Words that open the object of a verb, after which the verb is no modifier of a noun.
SECOND_ACT_OBJECTS = lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS | lx.OBJECT_PRONOUNS | {"that"}
# Words of a noun phrase set off after a clause before its verb, if it has one.
MAX_ASIDE_NOUN = 8
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
TOPIC_MANNER = {"more", "most", "less", "again", "often", "publicly", "at", "length", "also"}
# Words that open the question after 'asked': 'asked whether', 'asked about', 'asked to'.
QUESTION_OPENERS = {"about", "whether", "if", "what", "why", "which", "who", "whom", "how", "where", "to"}
# Those that open a reported question after its addressee: 'asked the board whether …',
# 'explained to CBS why …'; 'who' there most often opens a relative clause.
ADDRESSED_QUESTIONS = QUESTION_OPENERS - {"about", "to", "who", "whom", "which"}
# What follows a raising verb that reports: 'seems to work', 'it seems that …'.
RAISED_CLAUSE_OPENERS = {"to", "that"}
# Words after 'appeared' that tell where, when or how often someone was seen, not how
# things looked: 'appeared on television', 'appeared Sunday', 'appeared onstage'.
APPEARANCE_WORDS = (
    lx.PREPOSITIONS
    | lx.DETERMINERS
    | lx.CLAUSE_WORDS
    | TIME_NOUNS
    | {"onstage", "together", "alongside", "twice", "briefly", "live", "here", "there"}
)
# Characters of a reported clause read for the time that may open it: 'on Monday night'.
TIME_LEAD_REACH = 60
# Words of an addressee: 'told the harbor board that …', 'explained to CBS why …'.
MAX_ADDRESSEE = 4
# Words of an addressee with its phrases before the 'that' of a telling verb: 'told a
# crowded hall at a hotel in Baltimore that …'.
MAX_ADDRESSEE_PHRASE = 10
# Marks that end the phrase of what is seen: 'saw the rally, as did …' views nothing.
PHRASE_BREAKS = {",", ";", ":", "—", "–", "-", "(", ")"}
MAX_ADJUNCT = 6
# Marks that set off an attribution inside the clause it reports, one on either side:
# 'The pier, Roe said, is safe', 'The pier — Roe said — is safe'.
ASIDE_MARKS = {",", "—", "–"}
# Words that end an aside on a noun: a verb, a subject of its own, or a list's last 'and'.
ASIDE_ENDERS = FINITE_VERBS | SUBJECT_PRONOUNS | lx.PHRASE_JOINERS
# Adverbs of how commonly a thing goes by a name: 'the procedure sometimes called …'.
NAMING_ADVERBS = {
    "sometimes", "often", "commonly", "popularly", "widely", "informally", "officially",
    "formerly", "typically", "usually", "generally", "frequently", "colloquially",
}  # fmt: skip
# Cues whose whole report may be 'yes' or 'no'.
ANSWERING = {"say", "answer", "reply", "respond"}
# Cues that put the speaker after them at the end of the sentence: '…, said Roe.'
INVERTED_CUES = {"say", "add", "write", "note", "explain", "continue", "argue", "observe", "recall", "warn"}
# Words between 'a' and the thing 'called' names: 'a chummy corporate culture called'.
MAX_NAMED_MODIFIERS = 3
# Words from the cue to the 'that' after an occasion: 'said in an interview on Fox
# News' On the Record with Greta Van Susteren that …' has 13.
MAX_OCCASION = 16
# Prepositions that open the scene of what was said: 'wrote in the Daily Star that …'.
SCENE_OPENERS = {"in", "on", "at", "during"}
QUOTE_OPENERS = ("“", '"', "‘", "'")
QUOTE_CLOSERS = ("”", '"', "’", "'")
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


def time_adjunct_end(toks: list[Token], i: int) -> int:
    """Index after a time adjunct of a few words starting at ``i``, or ``i`` when none starts there."""
    j = i
    while j < len(toks) and j - i < MAX_TIME_ADJUNCT and time_word(toks[j]):
        j += 1
    return j if any(t.lower in TIME_NOUNS for t in toks[i:j]) else i


def topic_start(toks: list[Token], kend: int) -> int | None:
    """Index where the topic of 'spoke' or 'talked' starts, or None when it has none.

    Manner and time words may come between ('spoke emotionally of', 'spoke Tuesday
    about'), and an addressee before 'about' ('talks to reporters about'); any other
    phrase is where or how long someone spoke ('spoke for ten minutes', 'spoke to a
    gathering of leaders', 'spoke in a cottage'), which reports nothing.
    """
    i = kend + 1
    while i < len(toks) and (adverb(toks[i]) or toks[i].lower in lx.TIME_WORDS | TOPIC_MANNER):
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


def names_a_thing(toks: list[Token], k: int) -> bool:
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
        or names_person(noun.lower)
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


def raises(toks: list[Token], k: int) -> bool:
    """'seems to', 'is expected to': the cue at ``k`` lends its subject to the clause after it."""
    nxt = toks[k + 1].lower if k + 1 < len(toks) else ""
    verb = lemma(toks[k].lower)
    if verb in RAISING_VERBS:
        return raised_complement(verb, nxt)
    return verb in RAISING_PASSIVES and nxt == "to" and is_passive(toks, k)


def raised_complement(verb: str, nxt: str) -> bool:
    """Whether the word after a raising verb opens what it reports: 'appeared to win' and
    'appeared poised to win' do, 'appeared on television' does not; after 'seem' any word
    does ('seemed rattled')."""
    if nxt in RAISED_CLAUSE_OPENERS or (verb in IMPRESSION_VERBS and nxt[:1].isalnum()):
        return True
    return nxt.isalpha() and nxt not in APPEARANCE_WORDS


def opening_phrase_only(toks: list[Token], source: tuple[int, int]) -> bool:
    """Whether the words before a subject that opens the cue's clause are only the phrase
    that opens the sentence ('Shortly after the vote, Roe announced her resignation',
    'Two years earlier, she had backed the levy'): a time or a scene, which states
    nothing, so what the cue reports follows it."""
    subject = main_subject(toks)
    return subject is not None and subject[0] == source[0] and toks[0].start < source[0]


def gap_subject(
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
    if not before.is_word or before.lower in NOT_ANTECEDENTS or verb_like(before.lower):
        return None
    phrase = left_subject(toks, at)
    head = next((t for t in toks if phrase is not None and t.start >= phrase[0]), None)
    if head is None or not (head.is_capitalized or head.lower in DETERMINERS_AND_POSSESSIVES):
        return None  # 'to hire the employees they thought were …': no noun phrase on its own
    return phrase


def subordinate_participle(toks: list[Token], k: int) -> bool:
    """Whether the cue at ``k`` is a participle after a subordinator inside its sentence
    ('… Roe responded before adding that …', 'said, while arguing …'): it opens a phrase of
    its own and reports only what follows it."""
    return toks[k].lower.endswith("ing") and k > 1 and toks[k - 1].lower in SUBORDINATORS


def opens_with_phrase(text: str, span: tuple[int, int]) -> bool:
    """Whether a preposition opens ``span`` ('reported in May'), not a quantity that
    opens a subject ('reported at least six boats filled the harbor')."""
    words = text[span[0] : span[1]].lower().split(None, 2)
    return bool(words) and words[0] in lx.PREPOSITIONS and not (len(words) > 1 and words[1] in MEASURE_WORDS)


def coordinated_cue(text: str, forward: tuple[int, int]) -> bool:
    """Whether the content after a cue opens with a coordinator and a second verb, a cue or
    a past tense ('derided and insulted “the left”'): the two verbs share what follows."""
    words = text[forward[0] : forward[1]].split(None, 2)
    verb = words[1].strip(",.;:") if len(words) > 1 else ""
    return is_cue_word(verb) or (verb.islower() and verb.endswith("ed"))


def strands_preposition(toks: list[Token], kend: int) -> bool:
    """Whether a lone preposition follows the cue to the sentence's end: 'the policy he
    rails against.' is a relative clause whose object is the noun before it, and it
    reports nothing."""
    after = toks[kend + 1 : kend + 3]
    if not after or after[0].lower not in STRANDED_PREPOSITIONS:
        return False
    return len(after) == 1 or after[1].text in SENTENCE_ENDS


def set_off_before(before: str) -> bool:
    """Whether the words before a subject end in a comma, a dash, a colon or a quote, its
    determiner aside ('“…,” a spokesman said'): only then are they what the subject said;
    'Nearly all of the mayors have endorsed her' has the subject's own words before it."""
    words = before.rsplit(None, 3)
    while words and words[-1].lower() in lx.DETERMINERS:
        words.pop()
    last = words[-1] if words else ""
    return last.endswith((",", "—", "–", ":")) or last[-1:] in CLOSERS


DETERMINERS_AND_POSSESSIVES = lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS


def after_what(before: str) -> bool:
    """Whether the words before a subject end in 'what', its determiner aside ('what her')."""
    words = before.lower().rsplit(None, 2)[-2:]
    if words and words[-1] in DETERMINERS_AND_POSSESSIVES:
        words.pop()
    return words[-1:] == ["what"]


def only_opening_phrase(words: str) -> bool:
    """'In a speech last July' before 'he said:': a prepositional phrase alone, with no
    comma and no verb a clause would need, sets the scene and states nothing."""
    first, _, rest = words.partition(" ")
    return (
        first.lower() in SCENE_PREPOSITIONS
        and "," not in words
        and not any(w.lower() in FINITE_VERBS for w in rest.split())
    )


def after_conjunction(clause: str) -> str:
    """The first word of a clause past the conjunction that may open it: 'But that is
    not enough, said Roe' opens with 'that', 'But in an interview, Roe said' with 'in'."""
    words = clause.split(" ", 2)
    return words[1] if len(words) > 1 and words[0].lower() in lx.CONJUNCTIONS else words[0]


def introductory(word: str) -> bool:
    """Whether a stretch opening with ``word`` introduces the sentence rather than stating what
    was said: 'In an interview, …' or a participle phrase, 'Noting her record, Roe said …'."""
    participle = word[:1].isupper() and word.endswith("ing") and len(word) > 5
    return participle or word.lower() in lx.INTRO_WORDS


def after_lead(text: str, span: tuple[int, int], cue: str) -> tuple[int, int]:
    """The reported clause after the words that only lead into it: the preposition of a
    topic ('talked about the interviews'), a time or an occasion before 'that' ('said
    Tuesday night that he …', 'said in a telephone interview that …', 'replied to him
    that …') and a time before the clause ('said on Monday the vote was close')."""
    words = text[span[0] : span[1]].split(" ", MAX_OCCASION + 1)
    before_that = after_occasion(text, span, words)
    if before_that != span:
        return before_that
    if _topic_lead(words, cue):
        return trim(text, span[0] + len(words[0]), span[1])
    if tuple(w.lower() for w in words[:3]) in SIDE_LEADS:
        return trim(text, span[0] + sum(len(w) + 1 for w in words[:3]), span[1])
    if words[0].lower() in TIME_PREPOSITIONS:
        toks = tokens(text, span[0], min(span[1], span[0] + TIME_LEAD_REACH))
        times = [
            j
            for j in range(1, time_adjunct_end(toks, 0))
            if toks[j].lower in TIME_NOUNS or toks[j].text.isdigit()
        ]
        if times and times[-1] + 2 < len(toks) and toks[times[-1] + 1].is_word:
            return trim(text, toks[times[-1] + 1].start, span[1])
    return span


def after_occasion(text: str, span: tuple[int, int], words: list[str]) -> tuple[int, int]:
    """The clause from the 'that' that an occasion or a time leads into ('in a telephone
    interview that …', 'Tuesday night that …'), or ``span`` when none does; ``words``
    are the span's first words."""
    time = _time_before_occasion(words)
    occasion = occasion_length(words[time:])
    if occasion:
        return trim(text, span[0] + sum(len(w) + 1 for w in words[:time]) + occasion, span[1])
    lead = 0
    for k, word in enumerate(words[:MAX_ADJUNCT]):
        if word.lower() == "that" and lead and _occasion_before(words, k):
            return trim(text, span[0] + lead, span[1])
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


def occasion_length(words: list[str]) -> int:
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


def only_occasion(text: str, span: tuple[int, int]) -> bool:
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
    return scene and words[k - 1].strip(",")[:1].isupper() and nxt.islower() and not verb_like(nxt)


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


def only_addressee(text: str, span: tuple[int, int], cue: str) -> bool:
    """'“…,” Trump said to a crowd of about 500', 'wrote to Lynch': after a cue of saying,
    'to' and its object name whom it was said to, unless a clause follows them ('explained
    to CBS why …')."""
    if not text.startswith("to ", span[0]) or lemma(cue) not in INVERTED_CUES:
        return False
    words = text[span[0] : span[1]].split(" ", MAX_OCCASION + 1)
    return _leads_to_clause(words) and not any(word in CLAUSE_OPENERS for word in words[2:MAX_OCCASION])


def one_word_report(text: str, span: tuple[int, int], cue: str) -> bool:
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


def that_after_adjunct(toks: list[Token], kend: int) -> bool:
    """'said on Sunday that …', 'said in an interview that …': the clause after the cue is
    what is reported, even when a phrase of time or place comes first."""
    for t in toks[kend + 1 : kend + 1 + MAX_ADJUNCT]:
        if t.lower == "that":
            return True
        if not t.is_word:
            return False
    return False


def asks_reader(text: str, sent: tuple[int, int], toks: list[Token], source: tuple[int, int]) -> bool:
    """'Do you know where the money went?': a question to the reader asks, it reports nothing."""
    if text[source[0] : source[1]].lower() != "you" or not text[sent[0] : sent[1]].rstrip("”\"' ").endswith(
        "?"
    ):
        return False
    at = next((i for i, t in enumerate(toks) if t.start == source[0]), 0)
    return at > 0 and toks[at - 1].lower in lx.AUXILIARIES


def ends_with_joiner(before: str) -> bool:
    """'…, but Smith declined': the subject opens a clause joined to the one before it."""
    last = before.rsplit(None, 1)[-1].lower() if before else ""
    return last in CLAUSE_JOINERS


def noun_object_follows(toks: list[Token], kend: int) -> bool:
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


def before_adjunct(text: str, span: tuple[int, int], words: int) -> int:
    """Words of a clause before a trailing adjunct: 'Friday, as they left' counts one."""
    m = ADJUNCT_COMMA.search(text, span[0], span[1])
    return words if m is None else len(text[span[0] : m.start()].split())


def speech_cue(text: str, cue: tuple[int, int]) -> bool:
    """A cue of speech, read as a whole phrase: 'put it' speaks though 'put' does not."""
    words = text[cue[0] : cue[1]]
    return is_speech(words) or is_speech(words.split()[0]) or lemma(words.split()[0]) == "call"


def parenthetical_comma(
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


def forward_content(
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
        i = topic_start(toks, kend) or i  # 'spoke of the legacy': the topic is what is reported
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
            or (_speech_occasion(toks, j) and not all(time_word(t) for t in toks[i:j]))
            or _closing_parenthesis(toks, j)
            or (comma_in_quote(text, toks[j - 1]) and _conjoined_sentence(toks, j))
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
    return trim(text, start, end)


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
    if not shows_stance(toks, kend, i):
        return i
    return i + 1 if toks[i + 1].lower == "that" else i + 2


def shows_stance(toks: list[Token], verb: int, noun: int) -> bool:
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
    if i + 1 >= len(toks) or not plural_noun(toks[i]):
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
    if before is None or not before.is_word or not (before.is_capitalized or names_person(before.lower)):
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
    if first is None or not first.is_word or first.lower in LIST_BREAKERS or adverb(first):
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
    if CONTRACTION_VERB.search(toks[j].lower) and re.split("[’']", toks[j].lower)[0] in SUBJECT_PRONOUNS:
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
    return verb is not None and verb.is_word and (verb.lower in lx.AUXILIARIES or verb_like(verb.lower))


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


def comma_in_quote(text: str, tok: Token) -> bool:
    """Whether ``tok`` is a quote whose closing mark follows a comma, which American style
    puts inside the marks ('represents “New York values,” stating …'): the comma sets off
    what follows the quote."""
    return tok.text == "”" and text[tok.start : tok.end].rstrip("”\"’'").endswith(",")


def _quote_closes_opening_clause(text: str, toks: list[Token], j: int) -> bool:
    """'After Roe called the plan “costly,” Ash said …': the comma that American style puts
    inside the quote's marks closes the opening clause, and the main clause follows."""
    return comma_in_quote(text, toks[j]) and j + 1 < len(toks) and _opens_main_clause(toks, j + 1)


def _quote_then_participle(text: str, toks: list[Token], j: int) -> bool:
    """'said Trump represents “New York values,” stating …': the clause ends with the quote."""
    nxt = toks[j + 1]
    return (
        comma_in_quote(text, toks[j])
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


def verb_like(word: str) -> bool:
    """A word that makes a phrase a clause: an auxiliary ('is', 'has', 'he’ll') or a past
    tense ('rose' is missed, 'told' and 'failed' are not)."""
    inflected = is_cue_word(word) and lemma(word) != word and not word.endswith("ing")
    return word in FINITE_VERBS or bool(CONTRACTION_VERB.search(word)) or word.endswith("ed") or inflected


def trim(text: str, start: int, end: int) -> tuple[int, int]:
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


def content_words(text: str, span: tuple[int, int], regions: list[Region]) -> int:
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
    k = past_share(toks, k)  # '… and one in four said …'
    while k < len(toks) and k - start < 5 and np_word(toks[k]) and not is_cue_word(toks[k].text):
        k += 1
    while k < len(toks) and (toks[k].lower in lx.AUXILIARIES or adverb(toks[k])):
        k += 1
    return (
        k > start
        and k < len(toks)
        and is_cue_word(toks[k].text)
        and not toks[k].lower.endswith("ing")
        and not _modified_noun(toks[k - 1])
        and not names_a_thing(toks, k)
        # 'said speed and alcohol are believed to be factors': a raising passive names no
        # one who holds the view, so 'and' joins two subjects, not a clause of its own.
        and not (lemma(toks[k].lower) in RAISING_PASSIVES and raises(toks, k))
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
        while k < len(toks) - 1 and (adverb(toks[k]) or toks[k].lower in PERFECT_OR_THEN):
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
