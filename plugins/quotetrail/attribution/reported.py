"""What an indirect quote reports: someone's statement, or an act with an object.

'Roe said the plan failed' and 'Roe warned that taxes would rise' report a clause,
what Roe stated. 'Roe endorsed Cruz', 'Roe mocked the ad' and 'Roe talked about
taxes' report what Roe did, to whom or about what: the object or topic of an act
is no statement, and its quote is of cue kind ``other``, as 'voted' is.

The content is read as a clause when it stands before its cue ('The plan failed,
Roe said') or around it ('The plan, Roe said, failed') or after a speaker's label
('ROE: The plan failed'), opens with a subordinator or a subject pronoun ('that …',
'whether …', 'he …'), is an infinitive ('vowed to appeal', 'urged the board to
wait'), or holds a finite verb before any 'about' ('told Roe about the plan' names a topic). After 'say' and a
few verbs like it, whatever follows is what was said ('said Roe leads the race');
a charge is a statement ('accused Roe of lying'), as is any content that quotes
words ('called the plan “a disaster”'). Content before its cue is no clause when
it is the subject of a passive cue ('the plan was criticized by Roe') or the
object of a verb like 'embrace' that nothing sets off ('an approach several
candidates have embraced').
"""

from __future__ import annotations

import re
from itertools import pairwise

from quotetrail.attribution import boundaries, indirect, subjects
from quotetrail.attribution import lexicon as lx
from quotetrail.attribution.cues import ADDRESSEE, OBJECT_VERBS, QUESTIONS, lemma
from quotetrail.attribution.model import Span

#: Verbs of saying whose bare object is what was said, finite verb or not: 'said Roe
#: leads the race', 'according to the poll, Roe leads'. Most other cues of speech take
#: objects as readily as clauses: 'claimed victory', 'acknowledged the risk'.
SAYING = {"say", "tell", "according", "insist", "argue", "contend"}
#: Quoted words in the content are someone's words whatever the frame around them.
QUOTE_MARK = re.compile(r"[“”\"]")
#: Words that open a clause, besides those that open one after a cue verb.
CLAUSE_OPENERS = boundaries.CLAUSE_OPENERS | {"whom", "because", "unless", "once", "although", "though"}
#: Verbs that report a request or a warning as an infinitive after its addressee:
#: 'urged the board to wait', 'called on Roe to resign'.
DIRECTIVES = ADDRESSEE | {"call", "encourage", "challenge", "order", "instruct", "implore", "press"}
SUBJECT_PRONOUNS = boundaries.CLAUSE_SUBJECTS
#: What sets off the words before a cue as what was said: a comma, a dash, a colon or a
#: quote's closing mark.
SET_OFF = set(",—–-:") | set(subjects.CLOSERS)
#: Subordinators of time or cause, which open the adjunct of an act as often as what was said.
ADJUNCT_OPENERS = {"when", "after", "before", "because", "since", "until", "once", "while"}
#: Words of a clause read for its verb: enough for a subject of a few words.
CLAUSE_REACH = 10
_WORD = re.compile(r"[\w’'-]+")
#: 'to Tom Ash’s letter': a name's possessive after 'to' opens a noun phrase.
TO_OWNER = re.compile(r"to\s+(?:[A-Z][\w.-]*\s+){0,2}[A-Z][\w.-]*[’']s\b")
#: What a call is made to, and nothing said of it: a name, a pronoun, or a noun after at
#: most a determiner ('Roe', 'each other', 'a meeting'), then maybe an adverb, then the
#: end, a comma, 'and' or a preposition ('called Roe to congratulate her', 'a group called
#: Voters First, led by …'). 'called Roe a fraud' and 'called the plan reckless' go on.
_NAME = r"[A-Z][\w.’'&-]*"
CALLED_ONLY = re.compile(
    rf"(?:each other|one another|{_NAME}(?:\s+{_NAME})*"
    rf"|(?:(?:{'|'.join(sorted(lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS))})\s+)?[a-z][\w’'-]*)"
    rf"(?:\s+[a-z]+ly)?(?=\s*(?:,|$)|\s+(?:{'|'.join(sorted(lx.PREPOSITIONS | {'and'}))})\b)"
)
# 'it’s' opens a clause as 'it' does.
_CONTRACTION = re.compile(r"[’'].*")


def reports_clause(text: str, cue: Span | None, content: Span) -> bool:
    """Whether an indirect quote's content is a reported clause rather than the object
    or topic of an act (see the module's docstring)."""
    if cue is None or not cue.text[0].isalpha():
        return True
    if content.end <= cue.start:
        between = text[content.end : cue.start]
        if _passive_subject(between):
            return False
        # 'an approach several candidates have embraced', '…, as the crowd applauded': a
        # verb that takes an object reports the words before it only when a comma, a
        # dash or a quote sets them off ('“…,” Roe scolded'), and no 'as' stands for
        # its object ('a tax on trades, as Roe proposes').
        set_off = between.lstrip()[:1] in SET_OFF and between.lstrip(" ,").split()[:1] != ["as"]
        return lemma(cue.text.split()[0]) not in OBJECT_VERBS or set_off
    if content.start < cue.start < content.end and cue.text[0].islower():
        return True  # 'The ferry, Roe claimed, runs late': the attribution interrupts a clause
    verb = lemma(cue.text.split()[0])
    if QUOTE_MARK.search(content.text) or verb in lx.CHARGING:
        return True
    raw = _WORD.findall(content.text)[:CLAUSE_REACH]
    words = [w.lower() for w in raw]
    # 'endorsed Sen. Ted Cruz', 'praised Tom Reed': a capitalized word is part of a name,
    # whatever its ending, not a past tense.
    names = {w.lower() for w in raw if w[:1].isupper()}
    if not words:
        return False
    if words[0] == "to" and len(words) > 1 and (_opens_noun_phrase(words[1]) or TO_OWNER.match(content.text)):
        # 'wrote to her', 'suggested to me that …', 'responded to Roe's letter': an
        # addressee or an object, no infinitive; a relative clause after it describes
        # it ('appealed to riders who have lost patience').
        words = words[2:]
        if not words or words[0] in lx.RELATIVES - {"that"}:
            return False
    first = _CONTRACTION.sub("", words[0])
    if _adjunct_only(content.text, words, verb):
        return False
    if first in CLAUSE_OPENERS or first in SUBJECT_PRONOUNS or (verb in DIRECTIVES and "to" in words):
        return True
    lead = text[cue.end : content.start].split()
    if lead and lead[-1].lower() in boundaries.TOPIC_LEADS:
        return False
    # A verb right after 'who', 'which' or 'that' is a relative clause's ('appealed to
    # voters who have doubts'), not the verb of a reported clause.
    finite = next(
        (
            k
            for k in range(1, len(words))
            if _finite(words, k, names)
            and words[k - 1] not in lx.RELATIVES
            and not _contact_relative(words, k, verb)
        ),
        None,
    )
    if finite is not None:
        return not _names_topic(words[:finite])
    return not _names_topic(words) and verb in SAYING


def _names_topic(words: list[str]) -> bool:
    """Whether an 'about' in the words names a topic ('told Roe about the plan'); before
    a number it means roughly, inside a clause ('said about 500 people came')."""
    return any(w == "about" and not subjects.is_numeral(nxt) for w, nxt in pairwise([*words, ""]))


def _adjunct_only(content: str, words: list[str], verb: str) -> bool:
    """Whether the content is a clause of time or cause and nothing else, so the adjunct of
    an act ('conceded when polls closed', 'reported after the FBI left'): a reported clause
    would follow it after a comma ('said when he left, he would return'). 'when' opens a
    question after a cue of asking, or before 'and', 'or' or 'to' ('disagree on when and
    how to act')."""
    if words[0] not in ADJUNCT_OPENERS or "," in content:
        return False
    return words[0] != "when" or (verb not in QUESTIONS and words[1:2] not in (["and"], ["or"], ["to"]))


def _contact_relative(words: list[str], k: int, verb: str) -> bool:
    """Whether the finite verb at ``words[k]`` is a relative clause's with no 'that', a
    subject pronoun after the noun it describes ('dismissed questions he did not like',
    'mocked the plan she had drafted'), after a cue whose object is that noun: after a
    cue that takes an addressee the pronoun opens what was said ('warned voters they
    would pay'), and after a time or an adverb it opens the clause ('conceded Tuesday
    he had erred')."""
    if verb not in OBJECT_VERBS or verb in ADDRESSEE:
        return False
    j = k - 1
    while j > 0 and (words[j] in lx.AUXILIARIES or words[j] in lx.NEGATIONS):
        j -= 1  # 'she had drafted', 'he did not like'
    if j < 1 or words[j] not in SUBJECT_PRONOUNS:
        return False
    noun = words[j - 1]
    return noun.isalpha() and not (
        noun in lx.TIME_WORDS
        or lx.adverb_shaped(noun)
        or noun in CLAUSE_OPENERS
        or noun in lx.DETERMINERS
        or noun in lx.PREPOSITIONS
    )


def _passive_subject(between: str) -> bool:
    """Whether content before its cue is the subject of a passive ('the plan was
    criticized by Roe', 'Trump has been repeatedly attacked by his rivals'): only
    auxiliaries and adverbs stand between them, with 'be' among them, and what was done
    to it is no statement."""
    words = [w for w in between.lower().split() if not lx.adverb_shaped(w)]
    return (
        bool(words) and (lx.AUXILIARIES | lx.PASSIVE).issuperset(words) and not lx.PASSIVE.isdisjoint(words)
    )


def _opens_noun_phrase(word: str) -> bool:
    """Whether a word after 'to' opens a noun phrase, not an infinitive: a pronoun object,
    a determiner or a plural ('to her', 'to the board', 'to riders'; no verb after 'to'
    ends in -s)."""
    return (
        word in lx.OBJECT_PRONOUNS | lx.DETERMINERS | lx.POSSESSIVE_DETERMINERS
        or (word.endswith("s") and not word.endswith(("ss", "us")))
        or word.endswith(("'s", "’s"))
    )


def _finite(words: list[str], k: int, names: set[str]) -> bool:
    """A finite verb at ``words[k]``: an auxiliary, a negation, a form that is only ever a
    verb ('stole', 'went') after words that may all be its subject ('alleged two men stole
    a car'), or a past tense that no determiner makes an adjective ('the detailed plan'),
    that no hyphen joins to a word before it ('the state-funded plan', 'so-called reforms')
    and that is no word of a name (``names``: 'Ted', 'Reed')."""
    word = words[k]
    if word in subjects.FINITE_VERBS or word.endswith(("n't", "n’t")):
        return True
    if word in subjects.FINITE_ONLY_FORMS:
        return _plain_subject(words[:k])
    if word in indirect.CHARGING_PARTICIPLES and words[k + 1 : k + 2] == ["of"]:
        return False  # 'denied bail to a man accused of theft': the participle describes him
    return (
        word.endswith("ed") and words[k - 1] not in lx.DETERMINERS and "-" not in word and word not in names
    )


def _plain_subject(words: list[str]) -> bool:
    """Whether the words before a verb may all be its subject: a short stretch with no
    preposition, conjunction or relative, which would put the verb in another clause
    ('mentioned the fares and went back to her seat', 'waving at the crowd, Roe took the
    stage')."""
    stops = lx.PREPOSITIONS | subjects.COORDINATORS | CLAUSE_OPENERS | lx.RELATIVES
    return 0 < len(words) <= subjects.MAX_SUBJECT and stops.isdisjoint(words)


def names_call_only(content: str) -> bool:
    """Whether the content of a call is its object alone (:data:`CALLED_ONLY`): whom
    someone phoned or what a thing is named, no statement. A preposition first makes it
    a demand ('called upon the board to act')."""
    first = content.split(" ", 1)[0].lower()
    if not content or first in lx.PREPOSITIONS or QUOTE_MARK.search(content):
        return False
    return CALLED_ONLY.match(content) is not None
