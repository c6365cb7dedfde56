"""What an indirect quote reports: someone's statement, or an act with an object.

'Roe said the plan failed' and 'Roe warned that taxes would rise' report a clause,
what Roe stated. 'Roe endorsed Cruz', 'Roe mocked the ad' and 'Roe talked about
taxes' report what Roe did, to whom or about what: the object or topic of an act
is no statement, so news annotation does not count it as a quote. The content is
read as a clause when it stands before its cue ('The plan failed, Roe said') or
after a speaker's label ('ROE: The plan failed'), opens with a subordinator or a
subject pronoun ('that …', 'whether …', 'he …') or holds 'that' after a phrase
of when or where ('noted in a column that …'), is an infinitive ('vowed to
appeal'), or holds a finite verb before any 'about' ('told Roe about the plan'
names a topic); after 'say' and a few verbs like it, whatever follows is what was
said ('said Roe leads the race').
"""

from __future__ import annotations

import re

from quotetrail.attribution import lexicon as lx
from quotetrail.attribution.cues import lemma
from quotetrail.attribution.model import Span

#: Verbs of saying whose bare object is what was said, finite verb or not: 'said Roe
#: leads the race', 'according to the poll, Roe leads'. Most other cues of speech take
#: objects as readily as clauses: 'claimed victory', 'acknowledged the risk'.
SAYING = {"say", "tell", "according", "insist", "argue", "contend"}
CLAUSE_OPENERS = {"that", "whether", "if", "how", "what", "why", "when", "where", "who", "whom", "to"}
#: Prepositions that make what follows a topic: 'talked about taxes', 'disagree on the date'.
TOPIC_LEADS = {"about", "on", "of"}
SUBJECT_PRONOUNS = {"i", "he", "she", "we", "they", "it", "there", "you"}
FINITE = {
    "is", "was", "were", "are", "has", "have", "had", "will", "would", "could", "should",
    "can", "may", "might", "must", "did", "does", "do",
}  # fmt: skip
#: Words of a clause read for its verb: enough for a subject of a few words.
CLAUSE_REACH = 10
_WORD = re.compile(r"[\w’'-]+")
# 'it’s' opens a clause as 'it' does.
_CONTRACTION = re.compile(r"[’'].*")


def reports_clause(text: str, cue: Span | None, content: Span) -> bool:
    """Whether an indirect quote's content is a reported clause rather than the object
    or topic of an act (see the module's docstring)."""
    if cue is None or content.end <= cue.start or not cue.text[0].isalpha():
        return True
    words = [w.lower() for w in _WORD.findall(content.text)[:CLAUSE_REACH]]
    if not words:
        return False
    first = _CONTRACTION.sub("", words[0])
    if first in CLAUSE_OPENERS or first in SUBJECT_PRONOUNS or "that" in words:
        return True
    lead = text[cue.end : content.start].split()
    if lead and lead[-1].lower() in TOPIC_LEADS:
        return False
    verb = next((k for k in range(1, len(words)) if _finite(words, k)), None)
    if verb is not None:
        return "about" not in words[:verb]
    return "about" not in words and lemma(cue.text.split()[0]) in SAYING


def _finite(words: list[str], k: int) -> bool:
    """A finite verb at ``words[k]``: an auxiliary, a negation or a past tense that no
    determiner makes an adjective ('the detailed plan')."""
    word = words[k]
    if word in FINITE or word.endswith(("n't", "n’t")):
        return True
    return word.endswith("ed") and words[k - 1] not in lx.DETERMINERS
