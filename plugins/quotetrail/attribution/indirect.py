"""Attribution frames: who is reported to say what, in one sentence.

A frame is a cue ("said", "according to"), its source (the subject, or the noun
phrase after an inverted "said Smith") and the reported clause. Direct and mixed
quotes are attached to the frame whose clause holds them; a frame whose clause has
no quote marks is an indirect quote (reported speech).

Here each cue is weighed (is it a verb of this sentence, a noun, a question, a
passive?) and its frame assembled; :mod:`quotetrail.attribution.subjects` reads
the source's noun phrase and :mod:`quotetrail.attribution.boundaries` where the
reported clause starts and ends.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from quotetrail.attribution import lexicon as lx
from quotetrail.attribution import names, nonattributions
from quotetrail.attribution.boundaries import (
    ADJUNCT_COMMA,
    ADJUNCT_STARTS,
    CLAUSE_OPENERS,
    CLAUSE_SUBJECTS,
    CONTRACTION_VERB,
    INVERTED_CUES,
    MAX_ADDRESSEE,
    MAX_OCCASION,
    MAX_PHRASE,
    NOUN_FIRST,
    NOUN_TOPIC_MARKERS,
    OCCASION_NOUNS,
    OCCASION_PREPOSITIONS,
    PHRASE_BREAKS,
    QUESTION_OPENERS,
    SCENE_OPENERS,
    SUBORDINATORS,
    TOPIC_CUES,
    after_conjunction,
    after_lead,
    after_occasion,
    after_what,
    asks_reader,
    before_adjunct,
    comma_in_quote,
    content_words,
    coordinated_cue,
    ends_with_joiner,
    forward_content,
    gap_subject,
    introductory,
    names_a_thing,
    noun_object_follows,
    occasion_length,
    one_word_report,
    only_addressee,
    only_occasion,
    only_opening_phrase,
    opening_phrase_only,
    opens_with_phrase,
    parenthetical_comma,
    raised_complement,
    raises,
    set_off_before,
    shows_stance,
    speech_cue,
    strands_preposition,
    subordinate_participle,
    that_after_adjunct,
    time_adjunct_end,
    topic_start,
    trim,
    verb_like,
)
from quotetrail.attribution.cues import (
    CITING,
    CLAUSE_ONLY,
    COUNSEL_VERBS,
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
from quotetrail.attribution.sentences import Token, tokens
from quotetrail.attribution.subjects import (
    ASIDE_OPENERS,
    ATTRIBUTIVE_DETERMINERS,
    CLAUSE_VERBS,
    CLOSERS,
    COORDINATORS,
    FINITE_ONLY_FORMS,
    FINITE_VERBS,
    MAX_MODIFIERS,
    MODIFIER_PREPOSITIONS,
    NOT_MODIFIERS,
    NOUN_CUES,
    NOUN_PHRASE_OPENERS,
    POSSESSIVE_ENDINGS,
    PREDICATIVE_PARTICIPLES,
    SUBJECT_PRONOUNS,
    TIME_NOUNS,
    adverb,
    before_apposition,
    before_aside,
    before_modifiers,
    contracted_pronoun,
    has_speech_noun,
    in_regions,
    inner_stop,
    is_passive,
    left_subject,
    main_subject,
    named_like_auxiliary,
    noun_use,
    object_gerund,
    plural_noun,
    relative_that_follows,
    right_subject,
)

# Tokens of a relative clause between a name and its cue: 'Roe, who …, said'.
MAX_RELATIVE_CLAUSE = 30
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
# Participles that report someone caught speaking: 'can be heard asking'.
PERCEPTION = {"heard", "overheard", "seen", "caught", "filmed", "recorded"}
# 'That’s according to the poll': the pro-form stands for what the source reports.
REPORTED_PRO_FORM = re.compile(r"\s*(That|This)['’]s\s*")
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
#: Words between a subject and the 'to' of an infinitive cue it governs: 'took to the
#: radio on Monday to defend'.
MAX_CONTROL = 6
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
#: Words that open a date: 'on May 5', 'on Jan. 23'.
DATE_WORDS = set(names.MONTHS) | set(names.MONTH_ABBREVIATIONS)
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
# Words of what is seen before its 'as': 'see the campaign of Donald Trump as unfair'.
MAX_VIEWED = 6
# Words of a relative clause's subject between its fronted object and the verb: 'whom one
# Obama insider described as'.
MAX_RELATIVE_SUBJECT = 5
RELATIVES_AND_WHOM = lx.RELATIVES | {"whom"}
# Participles whose object takes 'of' for the charge: 'a contractor accused of spying'.
CHARGING_PARTICIPLES = {"accused", "suspected", "convicted"}
# Words of degree before a participle that describes a noun: 'the much praised budget'.
DEGREE_WORDS = {"much", "most", "more", "less", "least", "so", "often", "long", "oft"}
# What a source asks to be, or not to be, about their own name: 'asked not to be named',
# 'asked to remain anonymous'.
NAMING_REQUESTS = {"named", "identified", "quoted", "anonymous"}
# Verbs of the state a source asks to be left in: 'to be named', 'to remain anonymous'.
NAMING_STATES = {"be", "remain", "stay"}
# Words of a 'that' clause about a source's own name: 'asked that her last name not be used',
# within the first few words after the 'that'.
OWN_NAME = {"name", "surname"}
MAX_NAME_REQUEST = 4
# The words that lead to 'anonymity' after a cue: 'spoke on the condition of anonymity'.
ANONYMITY_LEADS = {"on", "the", "condition", "conditions", "of"}
# Words before 'say' the noun: 'have a say', 'no say', 'the final say'.
SAY_DETERMINERS = {"a", "the", "no", "any", "more"}
SAY_ADJECTIVES = {"larger", "bigger", "greater", "final", "real", "big", "strong", "equal", "direct", "last"}
# Prepositions that open the occasion of a remark between its noun and its clause.
NOUN_OCCASION_OPENERS = SCENE_OPENERS | {"before"}
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


def frames(text: str, sent: tuple[int, int], regions: list[Region]) -> list[Frame]:
    """Every attribution frame of one sentence, outer frames only."""
    poll = _poll_opening(text, sent, regions)
    if not has_cue(text[sent[0] : sent[1]]) and not has_speech_noun(text[sent[0] : sent[1]]):
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
    content = trim(text, toks[comma].end, sent[1])
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
        if toks[k].lower not in NOUN_CUES or shows_stance(toks, k - 1, k):
            continue  # 'expressed concern about …': the noun is the verb's cue, not one of its own
        # 'his remark Tuesday that …', 'her statement on Wednesday that …': the time of
        # the remark may come before its clause.
        m = time_adjunct_end(toks, k + 1)
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
    subject = left_subject(toks, v)
    return subject if _names_someone(text, subject) else None


def _that_after_occasion(text: str, sent: tuple[int, int], toks: list[Token], k: int) -> int:
    """Index of the 'that' after a speech noun's occasion ('her assertion during the debate
    that …', 'his remarks in an interview with CNN that …'), or ``k + 1`` when none opens
    the clause there."""
    if k + 1 >= len(toks) or toks[k + 1].lower not in NOUN_OCCASION_OPENERS:
        return k + 1
    start = toks[k + 1].start
    lead = occasion_length(text[start : sent[1]].split(" ", MAX_OCCASION + 1))
    that = next((j for j in range(k + 1, len(toks)) if lead and toks[j].start == start + lead), None)
    # A comma or a dash before the 'that' ends the noun's phrase: '… trade deals - attacks that'.
    if that is None or any(t.text in PHRASE_BREAKS for t in toks[k + 1 : that]):
        return k + 1
    return that


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
        return trim(text, toks[k + 1].start, end)
    if first.lower in lx.TIME_WORDS or _opens_date(toks, k + 2):
        return None  # 'her comments on Monday', 'his remarks on Jan. 23': a time
    end = next(
        (t.start for t in toks[k + 2 :] if t.text in ",;—" or t.lower in CLAUSE_VERBS | FINITE_ONLY_FORMS),
        sent[1],
    )
    return trim(text, first.start, end)


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
            return left_subject(toks, c) or right_subject(toks, c)
    return None


def _is_headline(toks: list[Token]) -> bool:
    """Title case, as in 'Chris Christie Calls Hillary Clinton a Disgrace'."""
    long_words = [t for t in toks if t.is_word and len(t.text) > 3]
    return len(long_words) >= 3 and sum(t.is_capitalized for t in long_words) >= 0.8 * len(long_words)


def _cue_allowed(toks: list[Token], k: int, kend: int, regions: list[Region], headline: bool) -> bool:
    tok = toks[k]
    if in_regions(tok.start, regions):
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
        return raised_complement(verb, nxt)
    if verb in VIEWING_VERBS:
        return _as_follows(toks, kend)
    if verb in COUNSEL_VERBS:
        return _counsel_follows(toks, kend)
    if verb in CLAUSE_ONLY:
        return nxt == "that" or nxt not in lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS
    if kend == k and tok.lower in SEARCHING_FORMS:
        return _finding_follows(toks, kend)
    if tok.lower in NOUN_FIRST:
        clause = nxt in CLAUSE_OR_QUOTE and not relative_that_follows(toks, kend)
        return clause or _verb_for_or_against(toks, k, nxt)
    if tok.lower == "say" and _noun_say(toks, k):
        return False
    if kend == k and verb in TOPIC_CUES:
        return nxt in CLAUSE_OR_QUOTE or topic_start(toks, kend) is not None
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
    return not prev.endswith("s") and prev not in closed and not adverb(toks[k - 1])


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
    while j >= 0 and (adverb(toks[j]) or toks[j].lower in DEGREE_WORDS):
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
    if noun_use(toks, k) or names_a_thing(toks, k):
        return None
    if kend == k and raises(toks, k):
        return _raising_frame(text, sent, toks, k)
    if kend == k and _question_start(toks, k) is not None:
        return _question_frame(text, sent, toks, k)
    if is_passive(toks, k):
        return _passive_frame(toks, k, kend)
    if object_gerund(toks, k) and not _names_someone(text, main_subject(toks)):
        return None
    if kend == k and _describes_plural(toks, k):
        return _modifier_frame(text, sent, toks, k)
    return _verb_frame(text, sent, toks, k, kend, regions)


def _question_start(toks: list[Token], k: int) -> int | None:
    """Index of the question after an 'asked' with no asker as its subject: 'Asked whether
    …', 'when asked about …', 'was asked by the host what …'; None for any other cue."""
    if lemma(toks[k].lower) != "ask" or not toks[k].lower.endswith("ed"):
        return None
    if k > 0 and toks[k - 1].lower not in QUESTION_LEADS and not is_passive(toks, k):
        return None
    j = k + 1
    if j < len(toks) and toks[j].lower == "by":
        agent = right_subject(toks, j, common_nouns=True)
        j = next((n for n in range(j, len(toks)) if agent and toks[n].start >= agent[1]), len(toks))
    while j < len(toks) and (adverb(toks[j]) or toks[j].lower in lx.TIME_WORDS):
        j += 1
    return j if j < len(toks) and toks[j].lower in QUESTION_OPENERS else None


def _question_frame(text: str, sent: tuple[int, int], toks: list[Token], k: int) -> Frame | None:
    """'Asked whether he would run, Roe said …': the question is what is reported, up to the
    comma before the answer, which may stand inside a quote's closing mark ('Asked whether
    Roe “can win,” voters said …'); the asker, when named, is the agent after 'by'."""
    start = _question_start(toks, k)
    agent = right_subject(toks, k + 1, common_nouns=True) if toks[k + 1].lower == "by" else None
    end = next(
        (t.end if comma_in_quote(text, t) else t.start for t in toks[start:] if _question_stop(text, t)),
        sent[1],
    )
    # 'Asked about the fares, …': the matter of the question is reported, not its 'about'.
    first = start + 1 if toks[start].lower == "about" and start + 1 < len(toks) else start
    content = trim(text, toks[first].start, end)
    if content_words(text, content, []) < 2:
        return None
    # 'was asked to say “yes”' is a request: words in marks there are not the asker's.
    return Frame((toks[k].start, toks[k].end), agent, content, toks[start].lower != "to")


def _question_stop(text: str, tok: Token) -> bool:
    """Whether ``tok`` ends a question that opens the sentence: a mark that sets off the
    answer, or a quote whose closing mark follows a comma."""
    return tok.text in ",;:—" or comma_in_quote(text, tok)


def _raising_frame(text: str, sent: tuple[int, int], toks: list[Token], k: int) -> Frame | None:
    """'Trump is expected to win', 'the plan seems to work': what is reported is the subject
    with its infinitive, as in 'that Trump will win', and whose view it is goes unsaid, so
    the frame has no source. After an empty 'it' ('it seems that …') the clause is all.
    The clause ends before an adjunct set off by a comma ('…, when she told reporters …')."""
    clause = forward_content(text, sent, toks, k, clause=True)
    adjunct = ADJUNCT_COMMA.search(text, clause[0], clause[1])
    end = clause[1] if adjunct is None else adjunct.start()
    if content_words(text, (clause[0], end), []) < 2:
        return None
    subject = _with_determiners(toks, left_subject(toks, k))
    empty = subject is None or text[subject[0] : subject[1]].lower() == "it"
    cue = (toks[k].start, toks[k].end)
    if empty:
        return Frame(cue, None, (clause[0], end), False)
    # 'Trump is widely expected to win': the raising verb and its auxiliaries are the
    # reporter's, between the subject and the infinitive.
    aside = (toks[before_modifiers(toks, k - 1) + 1].start, cue[1])
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
    while aux > 0 and (adverb(toks[aux]) or toks[aux].lower in lx.AUXILIARIES):
        aux -= 1
    content = _with_determiners(toks, left_subject(toks, aux + 1))
    if content is None:
        return None
    by = time_adjunct_end(toks, kend + 1)  # 'was endorsed on Friday by'
    if by >= len(toks) or toks[by].lower != "by":
        return None
    source = right_subject(toks, by, common_nouns=True)
    return Frame((toks[k].start, toks[kend].end), source, content, False) if source else None


def cue_subject(text: str, toks: list[Token], k: int, kend: int) -> tuple[int, int] | None:
    i = k - 1
    while (
        i >= 0
        and toks[i].is_word
        and (toks[i].lower in lx.AUXILIARIES or adverb(toks[i]))
        and not named_like_auxiliary(toks, i)
    ):
        i -= 1
    prev = toks[i] if i >= 0 else None
    if object_gerund(toks, k):
        return main_subject(toks)  # 'Trump was the most aggressive in denouncing the media'
    if toks[k].lower.endswith("ing") and prev is not None and prev.lower in SUBORDINATORS:
        return main_subject(toks) or _earlier_subject(toks, i)  # '… before asking her, “…”'
    if toks[k].lower.endswith("ing") and prev is not None and prev.lower in PERCEPTION:
        return left_subject(toks, i)  # 'a reporter can be heard asking'
    quoted = _quoted_as(toks, i) if toks[k].lower.endswith("ing") else None
    if quoted is not None:
        return left_subject(toks, quoted)  # 'Roe was quoted in the release as saying'
    if (
        toks[k].lower.endswith("ing")
        and 0 < i == k - 1
        and prev is not None
        and prev.lower in lx.ASPECTUAL_FORMS
    ):
        return cue_subject(text, toks, i, i)  # 'Roe kept saying', 'she has lately started asking'
    if (
        toks[k].lower.endswith("ing")
        and prev is not None
        and prev.is_word
        and i == k - 1
        and not prev.is_capitalized
        and prev.lower not in COORDINATORS | lx.PASSIVE
        and contracted_pronoun(prev) is None
    ):
        return None
    if prev is not None and prev.lower in COORDINATORS:
        return main_subject(toks)
    set_off = prev is not None and (prev.text == "," or comma_in_quote(text, prev))
    if toks[k].lower.endswith("ing") and set_off:
        return main_subject(toks) or _earlier_subject(toks, i)  # 'called it “a disgrace,” saying …'
    if prev is not None and prev.text in "—–-":
        aside = before_aside(toks, i)
        if aside is not None:
            return aside
    if prev is not None and _closes_title(text, prev):
        # 'Jane Roe, author of “The Long Crossing,” said …': the title ends the apposition
        # of a name; 'In his memoir, “…,” published …' has none.
        subject = before_apposition(toks, i + 1)
        if subject is not None and text[subject[0]].isupper():
            return subject
    if prev is None or prev.text in CLOSERS or prev.text in "—–-:":
        return right_subject(toks, kend)
    if prev.text == ",":
        return (
            _closing_speaker(toks, kend)
            or _name_before_relative_clause(toks, i)
            or before_apposition(toks, i)
            or _after_comma_subject(toks, kend)
        )
    return left_subject(toks, k)


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
    if not comma_in_quote(text, tok):
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
            return left_subject(toks, w - 1) if w > 1 and toks[w - 2].is_capitalized else None
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
    right = right_subject(toks, kend)
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
    return plural_noun(noun)


def _modifier_frame(text: str, sent: tuple[int, int], toks: list[Token], k: int) -> Frame | None:
    """The frame of a participle that describes its source: the object ends before the
    verb of the clause the noun phrase sits in ('lawsuits seeking records have cited …')."""
    source = left_subject(toks, k)
    if source is None:
        return None
    start, end = forward_content(text, sent, toks, k)
    verb = next(
        (t for t in toks[k + 1 :] if start < t.start < end and t.lower in FINITE_VERBS),
        None,
    )
    content = trim(text, start, end if verb is None else verb.start)
    if content_words(text, content, []) < 1:
        return None
    cue = (toks[k].start, toks[k].end)
    return Frame(cue, source, content, speech_cue(text, cue))


def _after_comma_subject(toks: list[Token], kend: int) -> tuple[int, int] | None:
    """'…, said Smith.' is inverted; in 'Cole, a lawyer who …, said the plan is …' the
    phrase after the cue opens the reported clause, so the speaker is the sentence's
    subject, before an apposition too long or too clausal to read as one."""
    right = right_subject(toks, kend)
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
    while j > 0 and k - j <= MAX_RAISING and (adverb(toks[j]) or toks[j].lower in RAISING_DENIALS):
        j -= 1
    if toks[j].lower not in lx.PASSIVE - {"get", "got", "gets"} or any(
        t.lower in RAISING_DENIALS for t in toks[j:k]
    ):
        return None
    return left_subject(toks, j + 1)


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
    return cue_subject(text, toks, verb, verb)


def _cue_after(toks: list[Token], k: int) -> bool:
    """Whether a verb cue follows the cue at ``k`` in its sentence."""
    return any(is_cue_word(toks[j].text) and not noun_use(toks, j) for j in range(k + 1, len(toks)))


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
    while j < k and (toks[j].is_capitalized or inner_stop(toks, j, 1)):
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
    word = CONTRACTION_VERB.sub("", words[0])
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
            return _document_author(toks, j) or left_subject(toks, j + 1)
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
        return left_subject(toks, i - 1)
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
        or cue_subject(text, toks, k, kend)
        or _participle_subject(toks, k)
    )
    first = k
    if source is None:
        source, first = _infinitive_subject(toks, k), k - 1
    if source is None or asks_reader(text, sent, toks, source) or strands_preposition(toks, kend):
        return None
    cue = (toks[first].start, toks[kend].end)
    forward = forward_content(text, sent, toks, kend)
    back_end = source[0] if source[0] < cue[0] else cue[0]
    backward = trim(text, sent[0], back_end)
    addressed = only_addressee(text, forward, toks[kend].lower)
    fw_words = 0 if addressed or only_occasion(text, forward) else content_words(text, forward, regions)
    before = text[sent[0] : back_end].rstrip()
    bw_words = 0 if ends_with_joiner(before) else content_words(text, backward, regions)
    if before.rsplit(None, 1)[-1:] == ["as"]:
        # 'The fares rose, as Roe predicted': 'as' joins the words to their attribution
        # and is none of them.
        backward = trim(text, sent[0], sent[0] + len(before) - len("as"))
    between = text[source[1] : cue[0]].lower().split()
    who = text[source[0] : source[1]].lower() in lx.RELATIVES or (between and between[0] in lx.RELATIVES)
    if source[1] <= cue[0] and who:
        # 'an official, who spoke …', 'mayors who back her': before 'who' is whom it
        # describes, not what was said
        bw_words = 0
    if source[1] <= cue[0] and after_what(before):
        bw_words = 0  # 'half of what her adviser wanted': the clause is a noun phrase of the sentence
    if before.rsplit(None, 1)[-1:] and before.rsplit(None, 1)[-1].lower() in ASIDE_OPENERS:
        bw_words = 0  # 'the plan, which the council rejected': the words before name its object
    if (
        source[1] <= cue[0]
        and fw_words
        and opening_phrase_only(toks, source)
        and not parenthetical_comma(text, before, source, cue, toks, kend)
    ):
        bw_words = 0  # 'Shortly after the vote, Roe announced her resignation'
    set_off = before.endswith((",", "—", "–", ":")) or before[-1:] in CLOSERS
    opening = text[backward[0] : backward[1]]
    intro = introductory(opening.split(" ", 1)[0])
    # 'Voters are upbeat: 70 percent believe …': a colon introduces the clause after it.
    after_comma = set_off and not intro and not before.endswith(":")
    inverted = source[0] > cue[0]
    # 'But that is not enough, said Roe', 'In Decatur, the plant is under pressure, said
    # its chief': after an inverted cue of saying the words before it are what was said,
    # however they open ('…, endorsed Senator Cruz' names an object, not a speaker).
    inverted_after_comma = (
        inverted
        and set_off
        and (lemma(toks[kend].lower) in INVERTED_CUES or not introductory(after_conjunction(opening)))
    )
    fw_first = text[forward[0] : forward[1]].split(" ", 1)[0].lower()
    if _agent_after_participle(text, forward, toks, k, kend):
        return None
    if fw_first.strip(",") in COORDINATORS and not coordinated_cue(text, forward):
        fw_words = 0  # 'which he denied and which she …': a second clause, nothing the cue reports
    fw_weak = (
        (before_adjunct(text, forward, fw_words) <= 6 or opens_with_phrase(text, forward))
        and not that_after_adjunct(toks, kend)
        and fw_first not in SUBJECT_PRONOUNS
        and not noun_object_follows(toks, kend)
    )
    after_quote_comma = k > 0 and comma_in_quote(text, toks[k - 1])
    participle = toks[k].lower.endswith("ing") and k > 0 and (toks[k - 1].text == "," or after_quote_comma)
    # 'In an interview on “Face the Nation,” Ryan said …': a quote closing an opening
    # phrase is a title there, and what Ryan said follows the cue.
    after_quote = before[-1:] in CLOSERS and (inverted or not intro)
    if participle:
        # What a participle set off by a comma reports follows it; the words before are the
        # earlier cue's ('“…,” Roe said, adding …') or the sentence's ('…, clapping, chanting
        # and waving balloons').
        reports = fw_words >= 2 or (fw_words == 1 and one_word_report(text, forward, toks[kend].lower))
        if not reports or fw_first in COORDINATORS:
            return None
        # 'saying at a harbor forum that …': the occasion leads into the clause.
        words = text[forward[0] : forward[1]].split(" ", MAX_OCCASION + 1)
        return Frame(cue, source, after_occasion(text, forward, words), speech_cue(text, cue))
    closing = parenthetical_comma(text, before, source, cue, toks, kend)
    if closing is not None and bw_words >= 2:
        aside = (sent[0] + len(before) - 1, toks[closing].end)
        return Frame(cue, source, trim(text, sent[0], sent[1]), speech_cue(text, cue), aside)
    elif subordinate_participle(toks, k):
        # '“…,” Roe said, before adding that …': the words before are the main clause's.
        if not (fw_words >= 2 or (fw_words == 1 and one_word_report(text, forward, toks[kend].lower))):
            return None
        content = after_lead(text, forward, toks[kend].lower)
    elif (after_quote or inverted_after_comma) and bw_words >= 2:
        content = backward
    elif after_comma and bw_words >= 2 and fw_weak:
        content = backward
    elif fw_words >= 2 or (fw_words == 1 and one_word_report(text, forward, toks[kend].lower)):
        content = after_lead(text, forward, toks[kend].lower)
        antecedent = gap_subject(toks, source, content) if source[1] <= cue[0] else None
        if antecedent is not None:
            # The speaker and cue stand between the clause's subject and its verb.
            aside = (antecedent[1], content[0])
            return Frame(cue, source, (antecedent[0], content[1]), speech_cue(text, cue), aside)
    elif (
        bw_words >= 2
        and not addressed
        and not only_opening_phrase(opening)
        and (inverted or set_off_before(before) or _ends_sentence(toks, kend))
    ):
        # 'In a speech last July, he said:' opens the sentence; it is not what he said.
        content = backward
    else:
        return None
    return Frame(cue, source, content, speech_cue(text, cue))


def _according_to(text: str, sent: tuple[int, int], toks: list[Token], k: int, kend: int) -> Frame | None:
    source = right_subject(toks, kend, common_nouns=True)
    if source is None:
        return None
    cue = (toks[k].start, toks[kend].end)
    pro_form = REPORTED_PRO_FORM.fullmatch(text, sent[0], cue[0])
    if pro_form is not None:
        content = pro_form.span(1)
    elif _set_off_inside(text, sent, toks, cue, source):
        aside = (text.rindex(",", sent[0], cue[0]), text.index(",", source[1]) + 1)
        return Frame(cue, source, trim(text, sent[0], sent[1]), True, aside)
    elif len(text[sent[0] : cue[0]].split()) <= 1:
        content = trim(text, _opening_source_end(text, sent, source), sent[1])
    else:
        content = trim(text, sent[0], cue[0])
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
        and not any(verb_like(w) for w in opening)
        and after is not None
        and after.text == ","
        and any(ch.isalpha() for ch in rest)
    )
