"""The verbs and phrases that introduce reported words.

Two families: speech cues may carry quote marks ("said", "told", "called"), and
stance cues report a belief, finding or intention in paraphrase only ("believes",
"found", "wants"). A quoted fragment inside a stance clause is the reporter's
wording (a scare quote), not someone's words, so the family matters.
"""

from __future__ import annotations

import re

SPEECH = """
say tell add ask answer reply respond explain note state declare announce claim
insist argue contend maintain warn caution predict promise pledge vow acknowledge
admit concede confirm deny recall report write tweet post testify suggest propose
continue conclude complain boast brag joke quip shout yell scream whisper mutter
call accuse describe label dub praise criticize criticise blast slam attack condemn
urge demand recommend emphasize emphasise stress observe remark comment mention
assert allege charge counter retort agree disagree question wonder speculate
estimate reveal disclose apologize thank tout decry lament lambaste mock dismiss
reject defend inform assure remind advise signal indicate cite quote chant sing
threaten recount repeat reiterate echo concur object protest plead beg lash liken compare
speak talk discuss express publish offer endorse encourage scold assert rail vouch
summarize tout highlight blame credit dispute challenge request order instruct hint imply
confess proclaim affirm rebut refute welcome applaud hail denounce deplore regret congratulate
appeal lobby characterize portray depict brand fault ridicule taunt guarantee rip hammer bash
knock grill mention detail outline chronicle document reference invoke deride chastise
implore champion downplay exclaim holler scoff sneer muse marvel gush interject opine rant
chide bemoan assail berate admonish rebuke castigate excoriate trumpet retweet
clarify reassure confide posit voice
""".split()

STANCE = """
believe think feel know hope fear expect want plan intend show find worry doubt
suspect realize understand support oppose refuse decline predict forecast
acknowledge prefer consider recognize conclude estimate project calculate decide vote
rule learn rate anticipate assume regard view wish back favor favour embrace celebrate
advocate promote resist envision imagine reckon deem seek seem appear see balk
""".split()

IRREGULAR = {
    "say": ["say", "says", "said", "saying"],
    "tell": ["tell", "tells", "told", "telling"],
    "write": ["write", "writes", "wrote", "written", "writing"],
    "think": ["think", "thinks", "thought", "thinking"],
    "feel": ["feel", "feels", "felt", "feeling"],
    "know": ["know", "knows", "knew"],
    "find": ["find", "finds", "found", "finding"],
    "show": ["show", "shows", "showed", "shown", "showing"],
    "understand": ["understand", "understands", "understood"],
    "sing": ["sing", "sings", "sang", "sung", "singing"],
    "speak": ["speak", "speaks", "spoke", "spoken", "speaking"],
    "swear": ["swear", "swears", "swore", "sworn"],
    "forecast": ["forecast", "forecasts", "forecasting"],
    "counter": ["counter", "counters", "countered", "countering"],
    "echo": ["echo", "echoes", "echoed", "echoing"],
    "refer": ["refer", "refers", "referred"],
    "lash": ["lash", "lashes", "lashed", "lashing"],
    "seek": ["seek", "seeks", "sought", "seeking"],
    # 'seen' and 'seeing' report someone caught in the act: 'was seen asking'.
    "see": ["see", "sees", "saw"],
    # A noun in its other forms far more often than a verb: 'his voice', 'voices on the left'.
    "voice": ["voiced"],
}
#: Verbs whose final consonant doubles before -ed and -ing: 'slammed', 'preferred'.
DOUBLED_FINAL = set("admit beg brag concur dub plan prefer quip rebut regret rip slam".split())

PHRASES = [
    "according to",
    "in the words of",
    "pointed out",
    "points out",
    "point out",
    "called for",
    "calls for",
    "call for",
    "calling for",
    "called on",
    "calls on",
    "calling on",
    "called upon",
    "calls upon",
    "calling upon",
    "went on to say",
    "made clear",
    "makes clear",
    "put it",
    "puts it",
    # A retort: '“…,” Smith shot back', 'Smith fired back that …'.
    "shot back",
    "shoots back",
    "shoot back",
    "fired back",
    "fires back",
    "fire back",
]
#: Cues of an answer to someone else's words: 'the aide retorted' is not who spoke before.
REPLIES = {"reply", "respond", "retort", "counter", "rebut", "answer", "shot back", "fired back"}
# Cues of asking someone: who answers next is the one asked, as likely as the asker.
QUESTIONS = {"ask", "question"}
# Whom or what someone's words meant, in the reporter's gloss: '“…,” Roe said, referring
# to the mayor'. An attribution, but no words of the speaker's.
GLOSSES = ["referring to", "referred to", "refers to", "refer to"]
PHRASES += GLOSSES
#: A verb that, with an object and nothing said of it, reports a phone call or the name
#: something goes by ('called Roe to congratulate her', 'a group called Voters First'):
#: only what it says of the object ('called Roe “a fraud”') may be a statement.
CALLING = {"call"}
#: Evidence or an example someone cites: 'Roe pointed to the ferry's losses'. An act of
#: citing, with no words of the speaker's, so quoted words after it are not theirs.
CITING = ["pointed to", "points to", "point to", "pointing to"]
PHRASES += CITING
#: Verbs of how words were voiced, whose object is the words themselves and never a clause
#: holding them: in 'chanted “No more cuts” outside the hall' the phrase after the quote
#: is where it was chanted.
UTTERING = {"chant", "shout", "yell", "scream", "holler", "exclaim", "whisper", "mutter"}
#: Verbs of speech that before 'to' report consent or an answer as an act: 'agreed to
#: meet', 'did not respond to requests for comment'.
CONSENTS = {"agree", "respond", "reply"}
#: Verbs of speech that also draw a conclusion from evidence: 'the ridership figures suggested …',
#: 'two analyses estimated the levy to cost …'.
EVIDENCE_VERBS = {
    "suggest", "indicate", "signal", "reveal", "confirm", "highlight", "imply", "hint", "estimate",
    "predict", "explain",
}  # fmt: skip
#: Cues that credit words to a person and a finding alike: 'according to the mayor',
#: 'according to the harbor poll', and a headline's colon ('Roe: …', 'Harbor Poll: …');
#: a finding, as with EVIDENCE_VERBS, is nobody's words.
CREDITING = {"according to", ":"}
#: Phrases that open with the credit and name the source after them: 'according to
#: Roe', 'In the words of Chief Roe, “…”'.
SOURCE_AFTER = {"according to", "in the words of"}

#: What a cue reports, the ``cue_kind`` of a quote. News annotation marks statements,
#: spoken or written, as quotes; a thought, wish or piece of knowledge ('believes',
#: 'wants', 'knows') or an act ('voted', 'found', 'endorsed Cruz': see
#: ``reported.reports_clause``) states nobody's words.
CUE_KINDS = ("speech", "writing", "cognition", "other")
#: The kinds extraction reports as quotes unless asked for others.
QUOTE_KINDS = frozenset({"speech", "writing"})
WRITING = set("write tweet retweet post publish blog email text".split())
COGNITION = set(
    """
believe think feel know hope fear expect want plan intend worry doubt suspect realize
understand prefer consider recognize wish imagine reckon deem envision assume anticipate
regard view learn seek seem appear see
""".split()
)
# Speech nouns are speech; these nouns of a cue report a state of mind or an act.
NOUN_KINDS = {
    "belief": "cognition",
    "views": "cognition",
    "concern": "cognition",
    "concerns": "cognition",
    "disdain": "cognition",
    "plan": "cognition",
    "plans": "cognition",
    "position": "cognition",
    "stance": "cognition",
    "hopes": "cognition",
    "fears": "cognition",
    "doubts": "cognition",
    "support": "other",
    "endorsement": "other",
    "opposition": "other",
    "embrace": "other",
}

# Cues whose quoted object is a fixed text (an oath, a sign), not a person's words.
DOCUMENT_CUES = {"swear", "swears", "swore", "sworn", "reads", "read", "inscribed"}
# Cues whose reported content is a noun phrase object ("endorsed Clinton on Thursday",
# "likened RT to the BBC"), so adjuncts after the object are the reporter's words.
OBJECT_VERBS = set(
    """
endorse support oppose praise criticize criticise blast slam attack condemn denounce deplore
decry lament lambaste mock dismiss reject defend liken compare cite mention discuss highlight
blame credit dispute challenge request welcome applaud hail fault ridicule taunt rip hammer
bash knock grill characterize portray depict brand label dub describe accuse question offer
tout echo want prefer back champion embrace favor favour celebrate downplay invoke reference
detail outline chronicle document deride chastise promote advocate pitch debate resist
recommend demand propose express thank congratulate scold endorse criticise seek
chide bemoan assail berate admonish rebuke castigate excoriate trumpet retweet voice
""".split()
)
#: Verbs that lend their subject to the infinitive after them: 'the plan seems to work',
#: 'turnout appears to have fallen', 'it seems that …'. What they report is an impression
#: with no named holder, and the verb alone is no cue: 'appeared on television'.
RAISING_VERBS = {"seem", "appear"}
#: The raising verb whose every complement reports an impression: 'seemed rattled',
#: 'seems likely'.
IMPRESSION_VERBS = {"seem"}
#: Stance verbs whose passive with an infinitive reports a view of unnamed people: 'Trump
#: is expected to win', 'the bill is believed to have the votes'.
RAISING_PASSIVES = {"expect", "believe", "think"}
#: Verbs of sight that report a view only with 'as': 'voters see him as electable';
#: 'we will see' and 'saw the rally' report nothing.
VIEWING_VERBS = {"see"}
#: Cues that report words with a clause, never with a noun phrase after them: 'maintained
#: that …'; 'maintained a lead' reports none.
CLAUSE_ONLY = {"maintain"}
#: Forms of 'find' that tell of a search unless a clause or a person follows: 'could find
#: a way', 'finding common ground' report nothing; 'finding that …' and 'may find him
#: unfit' do. 'found' and 'finds' keep the objects studies report ('found no record').
SEARCHING_FORMS = {"find", "finding"}
#: Cues that report words only with a clause after the addressee: 'advised him to wait',
#: 'advised them that …'; 'the firm advises banks on mergers' is a trade.
COUNSEL_VERBS = {"advise"}
#: The preposition that credits a finding to the poll it names: 'In a Times poll released
#: Monday, 50 percent chose Roe'. A finding states nobody's words.
POLL_CUES = {"in"}
# Cues that take the addressee as object before the content: "told reporters that".
ADDRESSEE = {
    "tell",
    "ask",
    "inform",
    "assure",
    "reassure",
    "remind",
    "warn",
    "urge",
    "advise",
    "promise",
    "beg",
}


def _inflect(verb: str) -> list[str]:
    if verb in IRREGULAR:
        return IRREGULAR[verb]
    if verb in DOUBLED_FINAL:
        return [verb, verb + "s", verb + verb[-1] + "ed", verb + verb[-1] + "ing"]
    if verb.endswith("e"):
        return [verb, verb + "s", verb + "d", verb[:-1] + "ing"]
    if verb.endswith("y") and verb[-2] not in "aeiou":
        return [verb, verb[:-1] + "ies", verb[:-1] + "ied", verb + "ing"]
    if verb.endswith(("s", "sh", "ch", "x")):
        return [verb, verb + "es", verb + "ed", verb + "ing"]
    return [verb, verb + "s", verb + "ed", verb + "ing"]


def _forms(verbs: list[str]) -> dict[str, str]:
    return {form: verb for verb in verbs for form in _inflect(verb)}


SPEECH_FORMS = _forms(SPEECH)
# 'regarding' is a preposition, not a form of 'regard'; 'ruling' is a court's decision
# ('a Supreme Court ruling that …'), not a form of 'rule', whose verb is 'ruled'.
NOT_FORMS = {"regarding", "ruling"}
STANCE_FORMS = {f: v for f, v in _forms(STANCE).items() if f not in SPEECH_FORMS and f not in NOT_FORMS}
LEMMA = {**STANCE_FORMS, **SPEECH_FORMS}
_WORD = re.compile(r"[a-z]+")
# Multi-word cues by their words, longest first, for matching over tokens.
PHRASE_WORDS = sorted((tuple(p.split()) for p in PHRASES), key=len, reverse=True)
PHRASE_FIRST = {p[0] for p in PHRASE_WORDS}
# The same phrases by their first word, longest first: a word is tried only against the
# phrases it can open.
PHRASES_BY_FIRST = {first: [p for p in PHRASE_WORDS if p[0] == first] for first in PHRASE_FIRST}
_FIRST_WORDS = frozenset(LEMMA) | PHRASE_FIRST
#: Words nearly every sentence holds: a phrase that opens with one is looked for only in
#: a sentence with its next word ('in the words of' by 'words').
_EVERYWHERE = {"in", "the"}
_SIGNAL_WORDS = frozenset(LEMMA) | {next(w for w in p if w not in _EVERYWHERE) for p in PHRASE_WORDS}


def is_cue_word(word: str) -> bool:
    """Whether a single word is a cue verb form."""
    return word.lower() in LEMMA


def has_cue(sentence: str) -> bool:
    """Cheap test that lets most cue-free sentences skip tokenization."""
    return not _SIGNAL_WORDS.isdisjoint(_WORD.findall(sentence.lower()))


def cue_at(words: list[str], k: int) -> int | None:
    """Index of the last word of a cue starting at word ``k`` (lowercased words), or None."""
    if words[k] not in PHRASE_FIRST:
        return k if words[k] in LEMMA else None
    for phrase in PHRASES_BY_FIRST[words[k]]:
        if tuple(words[k : k + len(phrase)]) == phrase:
            return k + len(phrase) - 1
    return k if words[k] in LEMMA else None


def cue_spans(words: list[str]) -> list[tuple[int, int]]:
    """(first, last) word index of every cue, in order (lowercased words).

    Only words that can begin a cue are tried: most words of a sentence cannot, and
    testing them first spares a call per word on the hottest path.
    """
    return [
        (k, last)
        for k, word in enumerate(words)
        if word in _FIRST_WORDS and (last := cue_at(words, k)) is not None
    ]


def is_speech(cue: str) -> bool:
    """Whether the cue may carry quoted words (speech) or paraphrase only (stance)."""
    word = cue.lower()
    return word in SPEECH_FORMS or (word in PHRASES and word not in CITING)


def lemma(cue: str) -> str:
    word = cue.lower()
    return LEMMA.get(word, word)


def cue_kind(cue: str) -> str:
    """``speech``, ``writing``, ``cognition`` or ``other`` for a cue's words ('said',
    'according to', 'his belief'): the first word that is a cue verb decides, a noun
    cue is speech unless NOUN_KINDS says otherwise."""
    if cue.lower() in GLOSSES or cue.lower() in CITING or cue.lower().startswith("to "):
        # An infinitive ('refused to say', 'was asked to explain', 'plans to announce')
        # reports an intention, a request or a refusal as often as a statement.
        return "other"
    if cue.lower() in POLL_CUES:
        return "other"
    if cue.lower() in PHRASES:
        return "speech"
    if cue.lower().endswith(" to"):
        return "other"  # 'his call to ban …', 'her pledge to …': an intention, as an infinitive
    if cue.lower() in DOCUMENT_CUES:
        return "writing"  # '“…,” the statement read': only a writing reads as a cue
    for word in cue.lower().split():
        verb = LEMMA.get(word)
        if verb is not None:
            if verb in WRITING:
                return "writing"
            if word in SPEECH_FORMS:
                return "speech"
            return "cognition" if verb in COGNITION else "other"
        if word in NOUN_KINDS:
            return NOUN_KINDS[word]
    return "speech"
