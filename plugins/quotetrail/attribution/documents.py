"""A document quoted as if it spoke: 'the statement said' speaks for whoever issued it.

Press statements, releases, emails and letters are quoted as their own speakers,
but a reader wants the person or organisation behind them. The issuer is named
where the article introduces the document ('Cook provided a written statement',
'Fox News said in a statement', 'a statement issued by the campaign'), or, when
it never does, by the announcement just before ('the state party announced that
she would not come. …, the release said').
"""

from __future__ import annotations

import re

from quotetrail.attribution import lexicon as lx
from quotetrail.attribution import subjects
from quotetrail.attribution.sentences import sentence_end, sentence_start, tokens

#: How far before the document's mention its introduction or announcement may be.
WINDOW = 1200
DEFINITE = {"the", "this", "that"}
# 'a written statement', 'an email': the document introduced, with at most two words before its noun.
INTRODUCED = re.compile(
    rf"\b(?:a|an)\s+(?:[\w’'\-]+\s+){{0,2}}?({'|'.join(sorted(lx.DOCUMENT_NOUNS))})\b", re.IGNORECASE
)
# 'a statement issued by the campaign', 'an email sent from its director, Jane Roe'.
AGENT = re.compile(r"\s+(?:was\s+)?(?:issued|released|sent|posted|published)\s+(?:by|from)\s+")
# What an issuer does with the news a document then gives: 'the party announced …'.
ANNOUNCING = set("announced announces issued issues released releases".split())
# What an issuer does with a document: 'Roe sent out an email', 'Roe said in a statement'.
ISSUING = ANNOUNCING | set(
    "sent sends provided provides published publishes posted posts put puts said says".split()
)
ANNOUNCED = re.compile(rf"\b(?:{'|'.join(sorted(ANNOUNCING))})\b")


def issuer(text: str, mention: str, at: int) -> tuple[int, int] | None:
    """The span of the text naming who issued the document ``mention`` ('the
    statement') at ``at``, or None when it is no document or its issuer is not told."""
    words = mention.lower().split()
    if len(words) != 2 or words[0] not in DEFINITE or words[1] not in lx.DOCUMENT_NOUNS:
        return None
    lo = max(0, at - WINDOW)
    introduced = [m for m in INTRODUCED.finditer(text, lo, at) if m.group(1).lower() == words[1]]
    if introduced:
        return _introducer(text, introduced[-1])
    announced = list(ANNOUNCED.finditer(text, lo, at))
    return _subject_of(text, announced[-1].start()) if announced else None


def _introducer(text: str, m: re.Match) -> tuple[int, int] | None:
    """Who the sentence introducing a document gives as its issuer."""
    agent = AGENT.match(text, m.end())
    if agent is not None:
        return subjects.main_subject(tokens(text, agent.end(), sentence_end(text, agent.end())))
    before = tokens(text, sentence_start(text, m.start()), m.start())
    if not before or [t.lower for t in before] == ["in"]:
        # 'In a statement, the mayor announced …': the subject after the opening phrase.
        after = tokens(text, m.end(), sentence_end(text, m.end()))
        comma = next((k for k, t in enumerate(after) if t.text == ","), None)
        return subjects.main_subject(after[comma + 1 :]) if comma is not None else None
    verb = len(before) - 1
    if before[verb].lower in {"in", "out"}:
        verb -= 1  # 'said in a statement', 'sent out an email'
    if verb < 1 or before[verb].lower not in ISSUING:
        return None
    return subjects.left_subject(before, verb)


def _subject_of(text: str, verb_at: int) -> tuple[int, int] | None:
    """The subject of the verb at ``verb_at``: 'the state party announced'."""
    before = tokens(text, sentence_start(text, verb_at), verb_at)
    return subjects.left_subject(before, len(before)) if before else None
