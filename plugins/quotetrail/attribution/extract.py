"""Turn an article into quotes and non-attributions.

The article is read sentence by sentence. Quoted regions that stand alone, with at
most an attribution before or after them, are direct quotes; regions inside a
reporter's sentence with a speech cue are mixed quotes; frames with no quote marks
are indirect quotes. Everything else in quote marks is a non-attribution.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Collection
from dataclasses import dataclass, field, replace
from itertools import takewhile

from quotetrail.attribution import boundaries, cues, descriptions, indirect, marks, nonattributions, subjects
from quotetrail.attribution import lexicon as lx
from quotetrail.attribution.cues import (
    CALLING,
    CONSENTS,
    CREDITING,
    EVIDENCE_VERBS,
    QUESTIONS,
    QUOTE_KINDS,
    UTTERING,
    cue_kind,
    is_cue_word,
    is_speech,
    lemma,
)
from quotetrail.attribution.indirect import Frame
from quotetrail.attribution.marks import Region
from quotetrail.attribution.model import DESCRIBED_REASONS, Extraction, NonAttribution, Quote, Span
from quotetrail.attribution.reported import names_call_only, reports_clause
from quotetrail.attribution.sentences import UNLISTED_TAIL, Token, sentence_start, sentences, tokens
from quotetrail.attribution.speakers import GENDER_CUES, HONORIFIC_GENDER, POSSESSIVE, SpeakerIndex

DASHES = "—―–"
# The subject pronouns that stand for one person, by the gender they tell.
PRONOUN_GENDERS = {pronoun: GENDER_CUES[pronoun] for pronoun in ("he", "she")}
# 'PENCE: …' in a transcript, '"PENCE: …' in an excerpt of one, 'Poll: …' in a headline.
SPEAKER_LABEL = re.compile(r"\"?([A-Z][\w.’'\-]*(?: [A-Z][\w.’'\-]*){0,3}):\s+(?=\S)")
# Marks that open quoted words, single ones included: a headline quotes with those.
OPENING_MARKS = "“\"‘'"
# What joins the items of a list of quoted terms: '“ferry,” “toll” and “bridge”'.
LIST_GLUE = re.compile(r"[\s,;]*(?:(?:and|or)\s+)?")
MAX_LISTED_WORDS = 4
# Words of a quoted label that introduces what follows it: '“Related:”', '“Read more:”'.
MAX_LABEL_WORDS = 2
# The most words after 'Name:' that read as a section's heading rather than a speaker's line.
MAX_SUBHEAD_WORDS = 4
# 'A HEADLINE - Jane Roe: “…”': a digest names the writer it quotes after the headline's dash.
DASH_LABEL = re.compile(r"\s(?:-{1,2}|[—–])\s+([A-Z][\w’'\-]*\.?(?: [A-Z][\w’'\-]*\.?){1,3}):$")
# ', coming from behind to a': a participle clause that runs on to a quote in the same sentence.
SIDE_PARTICIPLE = re.compile(r",\s+[a-z]+ing\s[^.;:!?—]*$")
# 'Roe said she wanted to speak “…” and let them know that “…”': a second predicate of
# the reported clause, its subject left out, goes on with the speaker's own account.
SHARED_SUBJECT = re.compile(r"[”\"’']?\s+and\s+(?:[a-z]+ly\s+)?(?P<verb>[a-z]+)\s[^,.;:!?—]*$")
# Words that open a clause of its own after 'and' ('and the crowd chanted'), not a predicate.
NOT_PREDICATE = lx.DETERMINERS | lx.PRONOUNS | lx.POSSESSIVE_DETERMINERS | lx.PREPOSITIONS | lx.RELATIVES
# 'Roe said', 'Jane Roe boasted' or 'Roe said during the debate' closing the words before
# a quote's comma: a name, a verb and at most a short phrase of when or where.
NAMED_BEFORE = re.compile(
    r"(?<![\w’'.\-])([A-Z][\w’'\-]*(?: [A-Z][\w’'\-]*){0,3}) ([a-z]+)"
    rf"(?: (?:{'|'.join(sorted(lx.PREPOSITIONS))})(?: [\w’'\-]+){{0,5}})?$"
)
# Words that open no subject ('Another added'), or put the name after them in a phrase
# ('in Paris said'): what precedes a speaker's name and what that name is not.
NOT_SUBJECTS = lx.DETERMINERS | lx.PREPOSITIONS | {"others"}
# What separates a clause from the speaker who follows it: 'had paid no tax ― Roe said'.
TRAILING = " \u00a0,;:—―–-"
# '“…,” the statement read.', '“…,” Roe’s email reads.', '“…,” read the letter.': a
# writing quoted by what it reads is its author's, as 'the statement said' would be.
_WRITING = rf"(?:[\w’'\-]+ ){{0,2}}(?:{'|'.join(sorted(lx.READ_WRITINGS))})"
WRITING_TAIL = re.compile(
    rf"(?P<source>(?:the|this|that|his|her|its|their|[A-Z][\w’'\-]*[’']s) {_WRITING}) (?P<verb>reads?)"
    rf"(?:,? in part)?\.?"
)
WRITING_TAIL_INVERTED = re.compile(rf"(?P<verb>reads?) (?P<source>the {_WRITING})\.?")
# '“…” [Daily Post.]' at the end of a digest's paragraph: the source of the quote.
BRACKET_CREDIT = re.compile(r"[ \t]*\[([A-Z][^\[\]\n.]{0,40})\.?\][ \t]*(?=\n|$)")
# '“…” — Jane Roe': the dash and the name stay in the quote's paragraph, since a
# dashed subheading below ('– A sailor himself –') credits nobody.
DASH_CREDIT = re.compile(r"[ \u00a0]*([—―–])\s*([A-Z][\w.’'\-]*(?: [A-Z][\w.’'\-]*){0,3})")
# A paragraph that only credits the quote above it: '- Jane Roe.', '— Sen. Jane Roe'.
CREDIT_LINE = re.compile(r"\s*[-—–]{1,2}\s*([A-Z][\w.’'\-]*(?: [A-Z][\w.’'\-]*){0,3}?)\.?\s*")
# A promotional trailer, 'Follow Jane Doe on Twitter @jdoe': not the story's words, even
# when a transcript excerpt wraps it in the quote marks that open every paragraph.
PROMO = re.compile(r"[\"“‘']*(?:Follow|Like) .{0,80}\b(?:on|at) (?:Twitter|Facebook|Instagram)\b")
MAX_PROMO = 200
# A word of the speaker's own ('my son', 'if we lose'); 'US' is the country and
# 'trump.us' a web address, so case and dots count. '“I' opens as 'I' does.
CLAUSE_WORD = re.compile(r"[A-Za-z]+")
FIRST_PERSON_WORD = re.compile(
    r"(?<![\w.’'])(?:I|"
    + "|".join(f"[{w[0].upper()}{w[0]}]{w[1:]}" for w in sorted(lx.FIRST_PERSON - {"i"}))
    + r")(?!\w|\.\w)"
)
# The word after a sentence's subject, its verb: 'Tom Ash disagreed', 'Jane Roe shook her head'.
VERB_AFTER = re.compile(r"[ \u00a0]+([a-z][\w’'\-]*)")
# Words that open a clause of condition, concession or contrast before the main clause a
# quote may end: part of what was said. One of time ('When asked …', 'After she left …',
# 'As boos erupt …') tells when it was said.
FRONT_SUBORDINATORS = {"if", "unless", "whether", "while", "whereas", "although", "though", "even", "despite"}
# Marks after a quote that end the clause it opens before the sentence does.
RUN_ON_STOPS = (",", ";", ":", "—", " - ", "--", "(")
# The pronouns that stand for a person who speaks ('they' may be a crowd, 'it' a paper).
PERSONAL_PRONOUNS = {"he", "she"}
# The determiners a source phrase starts with but its span leaves out: 'one official'.
DETERMINER_RUN = re.compile(rf"(?:(?:{'|'.join(sorted(lx.DETERMINERS))})\s+)+", re.IGNORECASE)


@dataclass
class Segment:
    """A quote under construction: its regions, frame and place in the article."""

    type: str
    pieces: list[tuple[int, int]]
    frame: Frame | None
    paragraph: int
    event: int
    reported: list[tuple[int, int]] | None = None
    flags: list[str] = field(default_factory=list)
    inherited: Segment | None = None


def _reported_pieces(text: str, frame: Frame) -> list[tuple[int, int]]:
    """What a frame reports, in pieces: its content without the attribution set inside it
    ('The plan, Roe said, failed' reports 'The plan' and 'failed')."""
    lo, hi = frame.content
    if frame.aside is None or not lo < frame.aside[0] < frame.aside[1] < hi:
        return [frame.content]
    left = lo + len(text[lo : frame.aside[0]].rstrip(TRAILING))
    right = hi - len(text[frame.aside[1] : hi].lstrip(TRAILING))
    return [(lo, left), (right, hi)] if lo < left and right < hi else [frame.content]


def _pre(text: str, sent: tuple[int, int], r: Region, prev_end: int) -> str:
    return text[max(sent[0], prev_end) : r.open_at if r.open_at is not None else r.start]


def _post(text: str, sent: tuple[int, int], r: Region, next_start: int) -> str:
    return text[r.after : min(sent[1], next_start)]


def _frame_in(frames: list[Frame], lo: int, hi: int) -> Frame | None:
    """The speech frame nearest to the end of [lo, hi): the one introducing a quote there."""
    inside = [f for f in frames if lo <= f.cue[0] < hi and f.speech]
    return inside[-1] if inside else None


def _by_frame(found: list[tuple[Region, Frame | None]]) -> list[list[tuple[Region, Frame | None]]]:
    """Split '“A,” she sang, before asking, “B?”' into one quote per attribution."""
    groups: list[list[tuple[Region, Frame | None]]] = []
    current: Frame | None = None
    for region, frame in found:
        if groups and (frame is None or current is None or frame is current):
            groups[-1].append((region, frame))
        else:
            groups.append([(region, frame)])
        current = current or frame if frame is None or frame is current else frame
    return groups


def _tail_frame(text: str, frames: list[Frame], at: int) -> Frame | None:
    """The speech frame that starts right after a quote: '…,” Smith said', '…,” said Smith'
    or '…!” some protesters chanted', whose source starts after the determiner. A frame
    whose source stands before the quote goes on from it: 'Roe said, “…,” adding …'."""
    det = DETERMINER_RUN.match(text, at)
    starts = {at, det.end()} if det else {at}
    for f in frames:
        after = f.source is None or f.source[0] >= at
        if f.speech and after and (f.cue[0] in starts or (f.source is not None and f.source[0] in starts)):
            return f
    return None


def _after_fronted_apposition(toks: list[Token]) -> list[Token]:
    """'A Texas voter who backs Roe, Smith lost his son': a description opening the
    sentence before a comma sets off the name that is its subject."""
    if not toks or toks[0].lower not in {"a", "an"}:
        return toks
    comma = next((k for k, t in enumerate(toks) if t.text == ","), None)
    if comma is None or comma + 1 >= len(toks) or not toks[comma + 1].is_capitalized:
        return toks
    return toks[comma + 1 :]


def _name_part(toks: list[Token], subject: tuple[int, int] | None) -> tuple[int, int] | None:
    """A subject that opens with a name ends with it: 'Roe lost his son' is read as a
    noun phrase by the subject rule, whose lowercase words are the predicate here."""
    inside = [t for t in toks if subject is not None and subject[0] <= t.start < subject[1]]
    if not inside or not inside[0].is_capitalized or inside[0].lower in lx.DETERMINERS:
        return subject
    end = next((k for k, t in enumerate(inside) if t.is_word and not t.is_capitalized), len(inside))
    return (inside[0].start, inside[end - 1].end)


def _states_own_act(verb: Token) -> bool:
    """Whether the word after a subject tells what the subject did: 'Roe lost', not
    'Roe in Iowa' (a list of names) or 'Roe would do better to say' (words put in the
    subject's mouth)."""
    return verb.is_word and verb.lower not in lx.PREPOSITIONS | lx.MODALS


def _is_bare(s: str) -> bool:
    return not any(ch.isalnum() for ch in s)


class _Article:
    def __init__(self, text: str, kinds: Collection[str] = QUOTE_KINDS) -> None:
        self.text = text
        self.kinds = kinds
        self.paras = marks.paragraphs(text)
        self.regions = marks.scan(text, self.paras)
        self.by_paragraph: dict[int, list[Region]] = {}
        for r in self.regions:
            self.by_paragraph.setdefault(r.paragraph, []).append(r)
        self.starts = {pi: [r.start for r in rs] for pi, rs in self.by_paragraph.items()}
        self.speakers = SpeakerIndex(text, [(r.start, r.end) for r in self.regions])
        self.segments: list[Segment] = []
        self.non_attributions: list[NonAttribution] = []
        self.events = 0

    def run(self) -> Extraction:
        for pi, para in enumerate(self.paras):
            if para[1] - para[0] < MAX_PROMO and PROMO.match(self.text, para[0], para[1]):
                continue
            sents = sentences(self.text, para, self.by_paragraph.get(pi, []))
            for si, sent in enumerate(sents):
                self._sentence(pi, sent, si == 0)
        return Extraction(
            self.text, self._quotes(), sorted(self.non_attributions, key=lambda n: n.content.start)
        )

    def _new_event(self) -> int:
        self.events += 1
        return self.events

    def _sentence(self, pi: int, sent: tuple[int, int], first: bool) -> None:
        para_regions = self.by_paragraph.get(pi, [])
        starts = self.starts.get(pi, [])
        regions = para_regions[bisect_left(starts, sent[0]) : bisect_left(starts, sent[1])]
        frames = indirect.frames(self.text, sent, regions)
        if first and not any(not r.single for r in regions):
            frames = self._label_frame(pi, sent) or frames
        used: set[Frame] = set()
        direct: list[tuple[Region, Frame | None]] = []
        loose: list[Region] = []
        for k, r in enumerate(regions):
            standalone, frame = self._standalone(sent, regions, k, frames)
            if standalone:
                direct.append((r, frame))
            else:
                loose.append(r)
        for group in _by_frame(direct):
            self._direct(pi, sent, group, used)
        for r in loose:
            self._loose(pi, sent, r, frames, used)
        for f in frames:
            if f not in used:
                self.segments.append(
                    Segment("indirect", _reported_pieces(self.text, f), f, pi, self._new_event())
                )

    def _standalone(
        self, sent: tuple[int, int], regions: list[Region], k: int, frames: list[Frame]
    ) -> tuple[bool, Frame | None]:
        """Whether region ``k`` is a direct quote, with at most an attribution around it."""
        r = regions[k]
        prev_end = regions[k - 1].after if k else sent[0]
        nxt = regions[k + 1] if k + 1 < len(regions) else None
        next_start = sent[1] if nxt is None else nxt.start if nxt.open_at is None else nxt.open_at
        pre, post = _pre(self.text, sent, r, prev_end), _post(self.text, sent, r, next_start)
        neighbours = ([(regions[k - 1], pre)] if k else []) + ([(nxt, post)] if nxt is not None else [])
        if self._listed(r, neighbours) or nonattributions.names_a_work(self.text, r.start, r.end, pre):
            return False, None
        tail = (
            _tail_frame(self.text, frames, r.after + len(post) - len(post.lstrip(" ,\u00a0")))
            or self._unlisted_tail(r, post)
            or self._writing_tail(r, post)
            or self._headline_tail(r, post, frames)
        )
        # A colon or a dash introduces a quote: 'as a compliment -- "That makes me smart"'.
        colon = pre.rstrip().endswith((":", "--", "—"))
        intro = self._dash_label(prev_end, pre) if colon else None
        if intro is None and (colon or pre.rstrip().endswith(",")):
            intro = self._named_before(frames, prev_end, pre, r) or _frame_in(
                frames, prev_end, prev_end + len(pre)
            )
            if intro is not None and (
                self._ends_reported_clause(intro, r) or self._subordinate_front(intro, r)
            ):
                return False, None
        if colon and tail is None and (intro is None or intro.source is None):
            # 'Asked which pier is best, he demurred: “…”': the question names no asker, so
            # the one who answers is the subject of the clause before the colon.
            intro = self._colon_frame(sent, pre, prev_end) or intro
        if colon and (intro is not None or tail is not None):
            return True, tail or intro
        if not r.single and self.text[r.start : r.start + 1].isupper() and not self._runs_on(r, post, frames):
            # 'Protesters chanted “What curfew?” and kept going': a sentence quoted whole.
            cue_end = prev_end + len(pre.rstrip())
            intro = intro or next(
                (f for f in frames if f.speech and f.cue[1] == cue_end and not self._addresses_title(f, r)),
                None,
            )
            if intro is not None:
                return True, tail or intro
        if tail is None and intro is None and not r.single and (_is_bare(pre) or pre.strip().isupper()):
            credit = self._bracket_credit(r)
            if credit is not None:
                return True, credit
        if tail is None and intro is None and self._label(r):
            return False, None
        standalone = (
            not r.single
            and (_is_bare(pre) or intro is not None)
            and (_is_bare(post) or tail is not None or self._dash(post))
        )
        return standalone, tail or intro

    def _runs_on(self, r: Region, post: str, frames: list[Frame]) -> bool:
        """'said, “Roe is in a four-way race” for second place': a quote whose marks close on
        a word, not on a stop, with a preposition after them that opens no phrase of time,
        starts a clause that goes on past the marks to the end of the sentence: a mixed
        quote of a speech frame whose clause holds it with no comma before it. 'tweeted
        “Vote!” on Friday' closes on a stop and 'said “Vote now” on Friday' on a time; in
        'said as she left, “…” for …' the clause opens before the quote, and a comma after
        the quote may close an opening clause ('as Roe said “…” about it, Ash …'). A cue of
        voicing (:data:`UTTERING`) takes the quoted words alone: 'shouted “Stop the car” at
        the driver'."""
        words = post.split()
        if not words or not self.text[r.end - 1 : r.end].isalnum() or words[0].lower() not in lx.PREPOSITIONS:
            return False
        if any(mark in post for mark in RUN_ON_STOPS):
            return False
        if len(words) > 1 and words[1].lower().strip(".,;") in lx.TIME_WORDS:
            return False
        opening = r.open_at if r.open_at is not None else r.start
        return any(
            f.speech
            and f.content[0] <= opening < f.content[1]
            and "," not in self.text[f.content[0] : opening]
            and lemma(self.text[f.cue[0] : f.cue[1]]) not in UTTERING
            for f in frames
        )

    def _subordinate_front(self, frame: Frame, r: Region) -> bool:
        """'While fares rose, the mayor said, “riders stayed”': a clause of condition,
        concession or contrast (:data:`FRONT_SUBORDINATORS`) opening the sentence before an
        attribution set inside it is what the speaker said too, the start of the clause the
        quote ends, so the quote is mixed, no sentence of its own. So is any clause before
        it when the quote goes on with a conjunction ('The pier was empty, he said, “but
        the ferry ran”')."""
        opening = r.open_at if r.open_at is not None else r.start
        if frame.aside is None or not frame.content[0] < frame.aside[0] < frame.aside[1] <= opening:
            return False
        words = self.text[frame.content[0] : frame.aside[0]].split(None, 1)
        quoted = self.text[r.start : r.end].split(None, 1)
        joined = bool(quoted) and quoted[0] in subjects.COORDINATORS
        return bool(words) and (words[0].lower() in FRONT_SUBORDINATORS or joined)

    def _ends_reported_clause(self, frame: Frame, r: Region) -> bool:
        """'Roe said the plan was a failure, “a total disaster.”': a quoted fragment after
        the clause a cue reports ends that clause, one mixed quote with it; the cue does
        not introduce the fragment on its own, as in 'Roe said Tuesday, “…”'. A clause
        opened by 'that' goes on into the quote whatever words stand before it: 'Roe said
        that if it rains, “the pier will close”'."""
        opening = r.open_at if r.open_at is not None else r.start
        if not self.text[r.start : r.start + 1].islower() or not frame.cue[1] <= frame.content[0] < opening:
            return False  # an inverted cue ('“The risk,” said Roe, a …, “is …”') reports no clause
        if frame.content[1] <= r.start:
            return False  # the clause ends before the quote, at a dash: the quote stands apart
        between = CLAUSE_WORD.findall(self.text, frame.content[0], opening)
        return any(w.lower() in subjects.CLAUSE_VERBS for w in between) or between[:1] == ["that"]

    def _label(self, r: Region) -> bool:
        """'“Related:”' on its own: a web page's label before its links, nobody's words."""
        quoted = self.text[r.start : r.end].rstrip()
        return quoted.endswith(":") and len(quoted.split()) <= MAX_LABEL_WORDS

    def _addresses_title(self, frame: Frame, r: Region) -> bool:
        """'Fiorina told “Fox and Friends,” …': a title after a cue of telling names whom
        the speaker told, not what they said."""
        verb = self.text[frame.cue[0] : frame.cue[1]].split()[-1]
        return (
            lemma(verb) in cues.ADDRESSEE
            and nonattributions.classify(self.text, r.start, r.end, "") == "title"
        )

    def _listed(self, r: Region, neighbours: list[tuple[Region, str]]) -> bool:
        """'for “ferry,” “harbor,” “toll” and “bridge”': a few quoted words joined to a few
        quoted words before or after them by only a comma or 'and' are one item of a list
        of terms or titles, not a speaker's words. ``neighbours`` are the regions of the
        sentence either side, each with the text between it and ``r``."""
        return any(LIST_GLUE.fullmatch(glue) and self._short(q) for q, glue in neighbours) and self._short(r)

    def _short(self, r: Region) -> bool:
        return len(self.text[r.start : r.end].split()) <= MAX_LISTED_WORDS

    def _unlisted_tail(self, r: Region, post: str) -> Frame | None:
        """'“Would it be negotiable?” Hannity pressed.': a name or a pronoun and a
        past-tense verb no lexicon lists, and nothing else, after words that end on a
        comma or a question or exclamation mark, are their attribution."""
        m = UNLISTED_TAIL.fullmatch(post.strip())
        if m is None or self.text[r.end - 1 : r.end] not in {",", "?", "!"}:
            return None
        at = r.after + len(post) - len(post.lstrip())
        return Frame(
            (at + m.start("verb"), at + m.end("verb")), (at, at + m.end("source")), (r.start, r.end), True
        )

    def _headline_tail(self, r: Region, post: str, frames: list[Frame]) -> Frame | None:
        """'“We will not back down”: Roe vows to fight the cuts': a quote that opens its
        paragraph, then a colon and a clause of speech whose subject follows it, is how a
        headline says who said it."""
        if r.open_at != self.paras[r.paragraph][0] or not post.lstrip().startswith(":"):
            return None
        return _tail_frame(self.text, frames, r.after + len(post) - len(post.lstrip(" :\u00a0")))

    def _writing_tail(self, r: Region, post: str) -> Frame | None:
        """'“We will appeal,” the statement read.': a statement, email, letter or post and
        'read' after words that end on a comma are their attribution."""
        tail = post.strip()
        m = WRITING_TAIL.fullmatch(tail) or WRITING_TAIL_INVERTED.fullmatch(tail)
        if m is None or self.text[r.end - 1 : r.end] not in {",", "?", "!"}:
            return None
        at = r.after + len(post) - len(post.lstrip())
        return Frame(
            (at + m.start("verb"), at + m.end("verb")),
            (at + m.start("source"), at + m.end("source")),
            (r.start, r.end),
            True,
        )

    def _named_before(self, frames: list[Frame], prev_end: int, pre: str, r: Region) -> Frame | None:
        """'When Lee noted that …, Roe said, “…”': a name and a speech verb right before
        the comma that opens the quote speak it, whatever frames the sentence held
        before them; so does 'footage of Roe saying, “…”'."""
        comma = prev_end + len(pre.rstrip()) - 1
        m = NAMED_BEFORE.search(self.text, prev_end, comma)
        if m is None or m.group(1).split()[0].lower() in NOT_SUBJECTS:
            return None
        if not is_speech(m.group(2)) and not self._own_words_after(m, comma, r):
            return None
        before = (self.text[prev_end : m.start()].split() or [""])[-1].lower()
        # 'footage of Roe saying, “…”' is Roe speaking; 'on Facebook writing, “…”' is not Facebook.
        if before in NOT_SUBJECTS if not m.group(2).endswith("ing") else before != "of":
            return None
        found = next((f for f in frames if f.cue == m.span(2)), None)
        if found is not None:
            return found
        for k, f in enumerate(frames):
            if f.content[0] < m.start() < f.content[1]:
                # The earlier frame reports only what comes before this speaker.
                end = len(self.text[: m.start()].rstrip(TRAILING))
                frames[k] = replace(f, content=(f.content[0], end))
        return Frame(m.span(2), m.span(1), (r.start, r.end), True)

    def _own_words_after(self, m: re.Match, comma: int, r: Region) -> bool:
        """'Roe cracked, “I am a progressive …”': a past-tense verb no lexicon lists,
        right before the comma that opens words in the first person, speaks them."""
        return (
            m.end(2) == comma
            and m.group(2).endswith("ed")
            and FIRST_PERSON_WORD.search(self.text, r.start, r.end) is not None
        )

    def _dash_label(self, prev_end: int, pre: str) -> Frame | None:
        """'A HEADLINE - Jane Roe: “…”': the name between the dash and the colon speaks,
        whatever verbs the headline before it holds."""
        colon = prev_end + len(pre.rstrip()) - 1
        label = DASH_LABEL.search(self.text, prev_end, colon + 1)
        if label is None:
            return None
        return Frame((colon, colon + 1), label.span(1), (colon + 1, colon + 1), True)

    def _bracket_credit(self, r: Region) -> Frame | None:
        """'A HEADLINE “…” [Daily Post.]': a digest credits the quote to the source in
        brackets that closes its paragraph."""
        m = BRACKET_CREDIT.match(self.text, r.after)
        if m is None:
            return None
        return Frame(m.span(1), m.span(1), (r.start, r.end), True)

    def _colon_frame(self, sent: tuple[int, int], pre: str, prev_end: int) -> Frame | None:
        """'The piece used her words as its headline: “…”': the clause's subject speaks.
        Before a dash, a label with no predicate ('MOVING SHOP—“…”', a digest's kicker)
        is no clause and names nobody who speaks; before a colon it is the speaker's
        label ('Roe: “…”')."""
        colon = prev_end + len(pre.rstrip()) - 1
        toks = tokens(self.text, sent[0], colon)
        source = subjects.main_subject(toks)
        if source is None:
            return None
        predicate = any(t.is_word and not t.is_capitalized for t in toks if t.start >= source[1])
        if not predicate and self.text[colon] != ":":
            return None
        return Frame((colon, colon + 1), source, (colon + 1, sent[1]), True)

    def _dash(self, post: str) -> bool:
        return post.lstrip()[:1] in DASHES and bool(re.match(r"\s*[—―–]\s*[A-Z]", post))

    def _direct(
        self, pi: int, sent: tuple[int, int], found: list[tuple[Region, Frame | None]], used: set[Frame]
    ) -> None:
        frame = next((f for _, f in found if f is not None), None)
        if frame is None:
            frame = self._dash_frame(sent, found[-1][0]) or self._credit_paragraph(pi, found[-1][0])
        if frame is not None:
            used.add(frame)
        regions = [r for r, _ in found]
        flags = [f for r in regions for f in r.flags]
        seg = Segment("direct", [(r.start, r.end) for r in regions], frame, pi, 0, flags=flags)
        label = SPEAKER_LABEL.match(self.text, regions[0].start)
        if frame is None and label:
            seg.frame = Frame(
                (label.end(1), label.end(1) + 1),
                (label.start(1), label.end(1)),
                (label.end(), regions[0].end),
                True,
            )
            seg.pieces[0] = (label.end(), regions[0].end)
        if self._continues(seg, regions[0]):
            return
        if seg.frame is None and not self.segments:
            # The article's first quote has no quote before it to go on with: only a
            # 'The Daily Post reports:' closing the paragraph before can introduce it.
            seg.frame = self._colon_intro(seg.paragraph) or self._subject_just_before(seg)
        seg.event = self._new_event() if seg.frame is not None or not self.segments else self._inherit(seg)
        self.segments.append(seg)

    def _continues(self, seg: Segment, first: Region) -> bool:
        """A paragraph reopening an unclosed quote extends that quote. Its attribution,
        when only the later paragraph has one ('“A.¶“B,” Roe said.') and the first has
        no speaker, is the whole quote's: the reporter attributes a quote over paragraphs
        once, where it ends. A first paragraph that goes on with the speaker of a quote
        before it keeps that speaker: a closing mark left out ('“…,” Roe said. “A.¶“B,”
        Ash said.') joins two people's quotes as often."""
        if not self.segments or first.open_at != self.paras[seg.paragraph][0]:
            return False
        last = self.segments[-1]
        if last.type != "direct" or "continues_next_paragraph" not in last.flags:
            return False
        if last.paragraph != seg.paragraph - 1:
            return False
        if seg.frame is not None:
            if last.frame is not None or last.inherited is not None:
                return False  # the quote's first paragraph already has its speaker
            if not self._attributes_continued_quote(last, seg, first):
                return False
            last.frame, last.inherited, last.event = seg.frame, None, self._new_event()
        last.pieces.extend(seg.pieces)
        last.paragraph = seg.paragraph
        last.flags = [f for f in last.flags if f != "continues_next_paragraph"] + seg.flags
        return True

    def _attributes_continued_quote(self, last: Segment, seg: Segment, first: Region) -> bool:
        """Whether the attribution of a reopened quote is the whole quote's: its cue stands
        outside the quote, and the paragraph reopens it with the mark that opened it. A
        quoted article's text ("… ¶“…,” Roe said.") reopens nothing: a quote inside it
        opens with other marks, and its attributions are the article's own."""
        cue = seg.frame.cue[0]
        if any(lo <= cue < hi for lo, hi in seg.pieces):
            return False
        opened = last.pieces[-1][0] - 1
        return self.text[opened] == self.text[first.open_at]

    def _inherit(self, seg: Segment) -> int:
        """An unattributed quote right after a quote continues that speaker."""
        # Skip a paraphrase said in passing: '“A,” said Smith, speaking of X. “B.”', and
        # in the quote's own paragraph a report in passing: '“A,” Smith told the paper
        # after hinting that “cuts” could come. “B.”' goes on with what Smith told.
        last = next(
            (
                q
                for q in reversed(self.segments)
                if (q.type != "indirect" and not (q.paragraph == seg.paragraph and self._in_passing(q)))
                or (q.paragraph != seg.paragraph and not self._aside_of_quote(q))
            ),
            self.segments[-1],
        )
        if last.type == "indirect" or last.paragraph < seg.paragraph:
            last = self._introducing_paraphrase(seg) or last
        continues = (
            last.type != "indirect"
            or last is self._introducing_paraphrase(seg)
            or self._paraphrase_paragraph_before(last, seg)
        )
        if (
            last.frame is None
            and last.inherited is not None
            and (last.paragraph == seg.paragraph - 1 or self._paraphrased_by_speaker(last, seg))
        ):
            # '“A,” Roe said. “B.”' then a paragraph '“C.”': C goes on with B's speaker.
            last = last.inherited
        if continues and last.paragraph >= seg.paragraph - 1 and last.frame is not None:
            subject = self._other_subject_between(last, seg)
            if subject is not None:
                seg.frame = subject
                return self._new_event()
            seg.inherited = last
            # Within a paragraph the quote goes on with the attribution before it, a
            # reporter's clause's too: 'Fares are “too high,” Roe said. “Riders know
            # it.”' is one event, as attribution annotation joins it.
            if last.paragraph == seg.paragraph:
                return last.event
        intro = self._colon_intro(seg.paragraph)
        if intro is None and seg.inherited is None:
            intro = self._subject_just_before(seg)
        if intro is not None:
            seg.frame = intro
            seg.inherited = None
        elif seg.inherited is not None and seg.inherited.type == "direct":
            # '“A,” Roe said.¶“B.”': a paragraph of quoted words with no attribution of its
            # own goes on with the quote before it, one event as attribution annotation
            # joins it over paragraphs.
            return seg.inherited.event
        return self._new_event()

    def _paraphrased_by_speaker(self, last: Segment, seg: Segment) -> bool:
        """'“A,” Roe said. “B.” Roe added that … “C.”': in one paragraph, a paraphrase
        whose speaker is the one ``last`` goes on with lets ``seg`` go on with them too."""
        paraphrase = self._introducing_paraphrase(seg)
        if last.paragraph != seg.paragraph or paraphrase is None or last.inherited.frame is None:
            return False
        source = last.inherited.frame.source
        index = self.speakers
        speaker = index.find(self.text[slice(*source)]) if source is not None else None
        return speaker is not None and index.find(self.text[slice(*paraphrase.frame.source)]) is speaker

    def _other_subject_between(self, last: Segment, seg: Segment) -> Frame | None:
        """'“A,” said Jane Roe. Tom Ash disagreed. “B.”': when the last sentence of the
        reporter's between two quotes opens with a person other than the first quote's
        speaker, the second quote is that person's, its subject the source and the verb
        after it the cue; None when it opens with nobody or with the same speaker."""
        frame, index = last.frame, self.speakers
        if frame is None or frame.source is None:
            return None
        lo = max(last.pieces[-1][1], frame.source[1], frame.cue[1])
        subject = max(index.subjects_between(lo, seg.pieces[0][0]), default=None)
        if subject is None:
            return None
        speaker = index.find(self.text[slice(*frame.source)])
        person = index.find(index.run_texts[subject]) if speaker is not None else None
        verb = VERB_AFTER.match(self.text, index.run_ends[subject]) if person is not None else None
        if person is None or person is speaker or verb is None:
            return None
        source = (index.run_starts[subject], index.run_ends[subject])
        return Frame(verb.span(1), source, (seg.pieces[0][0], seg.pieces[-1][1]), True)

    def _subject_just_before(self, seg: Segment) -> Frame | None:
        """'Jane Roe isn't convinced. “It's a cash grab.”': a quote nothing attributes,
        right after a sentence of the reporter's that a person of the article opens
        with a verb, gives that person's words; the sentence closes the paragraph
        before when the quote opens its own. None when a quote or a paraphrase lies in
        that sentence, whose speaker the quote would go on with instead."""
        start, index = seg.pieces[0][0], self.speakers
        para = self.paras[seg.paragraph][0]
        if self.text[para:start].strip(" \u00a0\"“'‘") == "":
            if seg.paragraph == 0:
                return None
            end = self.paras[seg.paragraph - 1][1]
        else:
            end = start
        end = len(self.text[:end].rstrip(" \u00a0\"“'‘\n"))
        lo = sentence_start(self.text, max(0, end - 1))
        if self.segments and self.segments[-1].pieces[-1][1] > lo:
            return None
        subject = min(index.subjects_between(lo, end), default=None)
        if subject is None:
            return None
        run = index.run_texts[subject]
        # 'When Roe died, …' opens a clause of another subject; 'The Christian leader' a description.
        opener = run.split()[0].lower()
        if POSSESSIVE.search(run) or opener in lx.DETERMINERS | boundaries.OPENING_SUBORDINATORS:
            return None
        person = index.find(run, index.run_starts[subject])
        verb = VERB_AFTER.match(self.text, index.run_ends[subject]) if person is not None else None
        if verb is None:
            return None
        source = (index.run_starts[subject], index.run_ends[subject])
        return Frame(verb.span(1), source, (start, seg.pieces[-1][1]), True)

    def _in_passing(self, q: Segment) -> bool:
        """Whether a quote's cue is a participle after a subordinator ('after hinting
        that “…”', 'while arguing …'): a report made in passing of another attribution."""
        if q.frame is None:
            return False
        cue = self.text[q.frame.cue[0] : q.frame.cue[1]].lower()
        before = self.text[: q.frame.cue[0]].rsplit(None, 1)[-1:]
        return cue.endswith("ing") and bool(before) and before[0].lower() in boundaries.SUBORDINATORS

    def _aside_of_quote(self, q: Segment) -> bool:
        """'“A,” Roe said, referring to the port.': a paraphrase that follows a quote in
        its paragraph, by the same speaker, is an aside of that attribution; a quote in
        the next paragraph goes on with the quote, not with the aside."""
        k = self.segments.index(q)
        before = self.segments[k - 1] if k else None
        if before is None or before.type == "indirect" or before.paragraph != q.paragraph:
            return False
        if q.frame is None or q.frame.source is None or before.frame is None or before.frame.source is None:
            return q.frame is not None and q.frame.source is None
        return self.text[slice(*q.frame.source)] == self.text[slice(*before.frame.source)]

    def _paraphrase_paragraph_before(self, last: Segment, seg: Segment) -> bool:
        """'Roe said the plan was sound.' then a paragraph that is one whole quote: the
        quote gives the words of the speaker the paragraph before paraphrased."""
        if (
            last.type != "indirect"
            or last.paragraph != seg.paragraph - 1
            or seg.pieces[0][0] > self.paras[seg.paragraph][0] + 1
        ):
            return False
        frame = last.frame
        return (
            frame is not None
            and frame.speech
            and frame.source is not None
            and self.text[frame.source[0] : frame.source[0] + 1].isupper()
        )

    def _introducing_paraphrase(self, seg: Segment) -> Segment | None:
        """'Or maybe the pier, consultant Jane Roe says. “…”': a paragraph's only
        attribution before a quote is a paraphrase naming its speaker, who goes on."""
        last = self.segments[-1] if self.segments else None
        if last is None or last.type != "indirect" or last.paragraph != seg.paragraph:
            return None
        if last.frame is None or not last.frame.speech or last.frame.source is None:
            return None
        return last

    def _colon_intro(self, pi: int) -> Frame | None:
        """'Smith said:' closing the previous paragraph introduces this one."""
        if pi == 0:
            return None
        prev = self.paras[pi - 1]
        if self.text[prev[1] - 1] != ":":
            return None
        toks = tokens(self.text, prev[0], prev[1])
        for k in range(len(toks) - 2, -1, -1):
            if is_cue_word(toks[k].text) and not toks[k].is_capitalized:
                source = indirect.cue_subject(self.text, toks, k, k)
                if source is not None:
                    return Frame((toks[k].start, toks[k].end), source, (prev[1], prev[1]), True)
        return None

    def _credit_paragraph(self, pi: int, last: Region) -> Frame | None:
        """A quote closing its paragraph, then a paragraph of just '- Jane Roe.': the
        speaker is credited below the quote, as fact checks list the claims they check."""
        if pi + 1 >= len(self.paras) or self.text[last.after : self.paras[pi][1]].strip():
            return None
        m = CREDIT_LINE.fullmatch(self.text, *self.paras[pi + 1])
        if m is None:
            return None
        start, end = m.span(1)
        if self.text[end - 1] == "." and len(self.text[start:end].split()[-1]) > 4:
            end -= 1  # the full stop after 'Jane Roe.', not the one of 'Jr.'
        return Frame((m.start(), m.start() + 1), (start, end), (last.start, last.end), True)

    def _dash_frame(self, sent: tuple[int, int], last: Region) -> Frame | None:
        after = last.after
        m = DASH_CREDIT.match(self.text, after)
        if not m:
            return None
        return Frame((m.start(1), m.end(1)), (m.start(2), m.end(2)), (last.start, last.end), True)

    def _label_frame(self, pi: int, sent: tuple[int, int]) -> list[Frame] | None:
        """'PENCE: Well, look …' and 'Poll: Voters …' name the speaker with a colon."""
        m = SPEAKER_LABEL.match(self.text, sent[0])
        para = self.paras[pi]
        if not m or m.start() != para[0] or len(m.group(1).split()) > 3:
            return None
        if m.group(1).split()[0].lower() in lx.NOT_SPEAKER_LABELS:
            return None
        # A speaker is named again in the story, in a headline also in lower case ('Poll:
        # …', then 'the poll'); 'Stealth Over Health:' and 'FIX IS IN:' are kickers.
        last = m.group(1).split()[-1]
        headline = pi == 0 and not last.isupper()
        if self.text.find(last, m.end()) < 0 and not (
            headline and last.lower() in self.text[m.end() :].lower()
        ):
            return None
        content = boundaries.trim(self.text, m.end(), para[1])
        if self._subhead(pi, content):
            return None
        return [Frame((m.end(1), m.end(1) + 1), (m.start(1), m.end(1)), content, True)]

    def _subhead(self, pi: int, content: tuple[int, int]) -> bool:
        """'Roe: Win in a walk.' between paragraphs of prose: a few words after a name and
        a colon head the section about that person. In a transcript, whose neighbouring
        paragraphs open with labels too, a short line is still an answer ('ROE: Yes.'),
        and words in quote marks are the person's ('Roe: ‘Fares must fall.’')."""
        words = self.text[content[0] : content[1]]
        if len(words.split()) > MAX_SUBHEAD_WORDS or words[:1] in OPENING_MARKS:
            return False
        return not any(
            SPEAKER_LABEL.match(self.text, self.paras[k][0])
            for k in (pi - 1, pi + 1)
            if 0 <= k < len(self.paras)
        )

    def _loose(
        self, pi: int, sent: tuple[int, int], r: Region, frames: list[Frame], used: set[Frame]
    ) -> None:
        pre = self.text[sent[0] : r.open_at if r.open_at is not None else r.start]
        # 'used the term “…”' mentions the words and 'her memoir, “…”' names a work: they
        # are nobody's quote, whatever the frame.
        term = nonattributions.names_a_term(pre) or nonattributions.names_a_work(
            self.text, r.start, r.end, pre
        )
        # The innermost frame holds the words: 'appeared rattled when Roe accused him of a “smear”'.
        holding = [f for f in frames if f.content[0] <= r.start < f.content[1]]
        holder = None if term else max(holding, key=lambda f: f.content[0], default=None)
        if not term and (holder is None or not holder.speech):
            # 'said … and let them know that “…”': the speaker's account goes on past a
            # frame of knowing or thinking inside it.
            holder = self._participle_holder(frames, r) or holder
        if holder is not None and holder.speech:
            used.add(holder)
            prev = self.segments[-1] if self.segments else None
            if prev is not None and prev.frame is holder and prev.type == "mixed":
                prev.pieces.append((r.start, r.end))
                return
            if self._names_quote(holder, r):
                # The quote is direct, but the clause it ends holds what the words name: attribution
                # annotation reports 'it “a fiasco”' for 'called it “a fiasco”'.
                named = [(min(holder.content[0], r.start), r.after)]
                self.segments.append(
                    Segment("direct", [(r.start, r.end)], holder, pi, self._new_event(), named, list(r.flags))
                )
                return
            # 'The pier, Roe said, would “pay for itself”': the clause around the quote, in
            # pieces that leave out an attribution set inside it.
            reported = _reported_pieces(self.text, holder)
            reported[0] = (min(reported[0][0], r.start), reported[0][1])
            reported[-1] = (reported[-1][0], max(reported[-1][1], r.end))
            self.segments.append(
                Segment("mixed", [(r.start, r.end)], holder, pi, self._new_event(), reported, list(r.flags))
            )
            return
        kind = nonattributions.classify(self.text, r.start, r.end, pre)
        fixed_text = term or kind == "title" or nonattributions.follows_document_cue(pre)
        own = None if fixed_text else self._own_words_frame(sent, r) or self._opening_speech_frame(sent, r)
        if own is not None:
            reported = [(own.source[0], r.end)]
            self.segments.append(
                Segment("mixed", [(r.start, r.end)], own, pi, self._new_event(), reported, list(r.flags))
            )
            return
        span = Span.of(self.text, [(r.start, r.end)])
        if span is not None:
            self.non_attributions.append(NonAttribution(kind, span))

    def _own_words_frame(self, sent: tuple[int, int], r: Region) -> Frame | None:
        """'He began talking about what happens “if we lose”': quoted words in the first
        person are somebody's speech, not the reporter's scare quote, though no speech
        verb frames them. They are the words of the person the sentence is about, its
        subject, when that subject names a person (:meth:`_names_person`); any other
        subject ('The old adage', 'The video') leaves them unattributed."""
        if FIRST_PERSON_WORD.search(self.text, r.start, r.end) is None:
            return None
        opening = r.open_at if r.open_at is not None else r.start
        toks = tokens(self.text, sent[0], opening)
        while toks and toks[0].lower in lx.CONJUNCTIONS:
            toks = toks[1:]
        toks = _after_fronted_apposition(toks)
        subject = _name_part(toks, subjects.main_subject(toks))
        if subject is None:
            return None
        mention = self.text[subject[0] : subject[1]]
        verb = next((t for t in toks if t.start >= subject[1]), None)
        if verb is None or not _states_own_act(verb) or cue_kind(verb.text) not in self.kinds:
            return None
        if any(POSSESSIVE.search(word) for word in mention.split()):
            return None  # 'Roe’s campaign slogan is “…”': the slogan, not Roe, is the subject
        if not self._names_person(subject):
            return None
        return Frame((verb.start, verb.end), subject, (r.start, r.end), True)

    def _opening_speech_frame(self, sent: tuple[int, int], r: Region) -> Frame | None:
        """'Acknowledging that Roe “says a lot,” Doe suggested …', 'In declaring the plan
        “not workable,” the mayor …': a quote in the opening phrase of a sentence, when
        that phrase is a participle of speech, is the words of the sentence's subject,
        who does that speaking: a person (:meth:`_names_person`) or a definite description."""
        regions = [q for q in self.by_paragraph.get(r.paragraph, []) if sent[0] <= q.start < sent[1]]
        toks = tokens(self.text, sent[0], sent[1], regions)
        k = 1 if toks and toks[0].lower in boundaries.SUBORDINATORS | {"in"} else 0
        if len(toks) <= k or not toks[k].lower.endswith("ing") or not is_speech(toks[k].text):
            return None
        opening = r.open_at if r.open_at is not None else r.start
        quote = next((j for j, t in enumerate(toks) if t.start == opening), None)
        if quote is None or any(t.text == "," for t in toks[k:quote]):
            return None  # the quote is past the opening phrase
        end = (
            quote
            if self.text[r.end - 1 : r.end] == ","
            else next((j for j in range(quote, len(toks)) if toks[j].text == ","), None)
        )
        subject = _name_part(toks, subjects.main_subject(toks[end + 1 :])) if end is not None else None
        if subject is None:
            return None
        definite = self.text[subject[0] : subject[1]].split()[0].lower() in descriptions.DEFINITE
        if not definite and not self._names_person(subject):
            return None
        return Frame((toks[k].start, toks[k].end), subject, (r.start, r.end), True)

    def _names_person(self, subject: tuple[int, int]) -> bool:
        """Whether a subject is 'he', 'she' or a person the article names: someone who
        can say quoted words, unlike 'the old adage' or 'White America'."""
        mention = self.text[subject[0] : subject[1]]
        return mention.lower() in PERSONAL_PRONOUNS or self.speakers.find(mention, subject[0]) is not None

    def _participle_holder(self, frames: list[Frame], r: Region) -> Frame | None:
        """'Roe said the plan was tested, coming from behind to a “dead heat”': the
        participle clause after the reported clause goes on with the speaker's account,
        so a quote in it is the speaker's, though the clause is not what was said."""
        before = [f for f in frames if f.speech and f.cue[1] <= f.content[0] and f.content[1] <= r.start]
        if not before or any(before[-1].content[1] <= f.cue[0] < r.start for f in frames if f.speech):
            return None
        gap = self.text[before[-1].content[1] : r.open_at if r.open_at is not None else r.start]
        if SIDE_PARTICIPLE.match(gap):
            return before[-1]
        shared = SHARED_SUBJECT.match(gap)
        return before[-1] if shared and shared["verb"] not in NOT_PREDICATE else None

    def _names_quote(self, holder: Frame, r: Region) -> bool:
        """'called them “lone wolves”', 'as the paper put it, “a fiasco”': the quoted
        words are all that is reported; the pronoun or the adjunct before them is not."""
        if not _is_bare(self.text[r.after : holder.content[1]]):
            return False  # 'called him “a genius” for his tax strategy' reports more
        cue = self.text[holder.cue[0] : holder.cue[1]].lower()
        if cue in lx.AS_PUT_CUES:
            return True
        between = self.text[holder.cue[1] : r.open_at if r.open_at is not None else r.start].split()
        return (
            is_cue_word(cue)
            and lemma(cue) in lx.NAMING_CUES
            and len(between) == 1
            and between[0].lower() in lx.OBJECT_PRONOUNS
        )

    def _quotes(self) -> list[Quote]:
        """One quote per stretch of words: when two cues frame the same content
        ('reports show that …'), the one naming a speaker is kept, else the first."""
        kept: dict[tuple, Quote] = {}
        last = None
        for seg in sorted(self.segments, key=lambda s: s.pieces[0][0]):
            quote = self._quote(seg)
            if quote is None:
                continue
            quote = self._described_antecedent(quote, last)
            if quote.cue_kind in QUOTE_KINDS:
                last = quote
            if quote.cue_kind not in self.kinds:
                continue
            key = (quote.type, quote.content.pieces)
            if key not in kept or (kept[key].speaker is None and quote.speaker is not None):
                kept[key] = quote
        return sorted(kept.values(), key=lambda q: q.content.start)

    def _described_antecedent(self, quote: Quote, last: Quote | None) -> Quote:
        """'A spokeswoman for the ministry said …. “…,” she said.': a 'he' or 'she' that
        names no person of the article stands for the described speaker of the statement
        (``last``) just before it, in its paragraph or the one before, when no sentence
        between opens with someone else and the description is of one person of that
        gender. A thought or an act before it ('the camera is facing …') names no speaker."""
        pronoun = quote.source.text.lower() if quote.source else None
        if (
            pronoun not in PRONOUN_GENDERS
            or quote.speaker is not None
            or last is None
            or last.speaker is not None
            or last.speaker_description is None
        ):
            return quote
        lo = max(last.content.end, last.source.end if last.source else 0)
        if (
            self._paragraphs_between(lo, quote.source.start) > 1
            or any(self.speakers.subjects_between(lo, quote.source.start))
            or not _one_of(last.speaker_description, PRONOUN_GENDERS[pronoun])
        ):
            return quote
        return replace(
            quote,
            speaker_description=last.speaker_description,
            speaker_missing_reason=last.speaker_missing_reason,
        )

    def _paragraphs_between(self, lo: int, hi: int) -> int:
        """How many paragraphs start in (lo, hi]: 0 in one paragraph, 1 in the next."""
        starts = [start for start, _ in self.paras]
        return bisect_left(starts, hi + 1) - bisect_left(starts, lo + 1)

    def _quote(self, seg: Segment) -> Quote | None:
        content = Span.of(self.text, seg.pieces)
        if content is None:
            return None
        reported = Span.of(self.text, seg.reported) if seg.reported else None
        frame = seg.frame or (seg.inherited.frame if seg.inherited else None)
        flags = list(dict.fromkeys(seg.flags))
        if frame is None:
            return Quote(
                seg.type,
                content,
                flags=tuple(flags),
                event=seg.event,
                speaker_missing_reason="no_speaker_mention",
                reported=reported,
            )
        res = (
            self.speakers.resolve(
                frame.source, quoted=seg.type != "indirect", words=seg.pieces if seg.type == "direct" else ()
            )
            if frame.source
            else None
        )
        same_paragraph = seg.inherited is None or seg.inherited.paragraph == seg.paragraph
        if seg.inherited is not None:
            flags.append("speaker_from_previous_quote")
        source = Span.of(self.text, [frame.source]) if frame.source and same_paragraph else None
        cue_span = Span.of(self.text, [frame.cue])
        cue = cue_span if same_paragraph else None
        reason = (
            None
            if res is not None and res.speaker is not None
            else (res.reason if res else None) or "no_speaker_mention"
        )
        if res is not None and res.described is not None:
            described = self.text[slice(*res.described)]  # 'Protesters …. They said'
        elif reason in DESCRIBED_REASONS and frame.source:
            described = descriptions.describe(self.text, frame.source, frame.cue)
        else:
            described = None
        return Quote(
            seg.type,
            content,
            res.speaker if res else None,
            source,
            cue,
            tuple(flags),
            reason,
            res.title if res else None,
            reported,
            seg.event,
            self._kind(seg.type, cue_span, content, frame.source),
            described,
        )

    def _kind(self, quote_type: str, cue: Span | None, content: Span, source: tuple[int, int] | None) -> str:
        """The kind of the cue at ``cue``; a cue of speech whose indirect content is no
        clause reports an act ('endorsed Cruz', 'talked about taxes'), kind ``other``,
        and so does one that reports no words of a speaker's (see ``_unspoken``)."""
        kind = cue_kind(cue.text) if cue else "speech"
        if quote_type != "direct" and cue is not None and self._unspoken(cue, source, content):
            return "other"
        if quote_type == "indirect" and cue is not None and self._calls_only(cue, content):
            return "other"
        if quote_type == "indirect" and kind in QUOTE_KINDS and cue is not None and self._negated(cue):
            return "other"  # 'would not say whether …', 'has never said that …' state nothing
        if quote_type == "indirect" and kind in QUOTE_KINDS and cue is not None and self._unrealized(cue):
            return "other"
        if quote_type == "indirect" and kind in QUOTE_KINDS and not reports_clause(self.text, cue, content):
            return "other"
        return kind

    def _unspoken(self, cue: Span, source: tuple[int, int] | None, content: Span) -> bool:
        """Whether a cue of speech reports nobody's words: a question that names no asker
        ('Asked whether …, Roe said', 'Roe was asked about …') frames the answer that
        follows, in words of the reporter's or an unnamed interviewer's; a conclusion
        drawn from evidence ('the harbor poll suggests …', 'ridership records indicate …',
        'according to a survey released Monday') or from a thing that a relative pronoun
        stands for ('a drop that suggests …', 'the rule, which explains why …') is read
        from the facts, not said; consent or an answer given to something ('agreed to meet
        the board', 'did not respond to requests') is an act."""
        verb = lemma(cue.text.split()[0])
        if verb in CONSENTS and content.text.split(" ", 1)[0].lower() == "to":
            return True
        if source is None:
            return verb in QUESTIONS
        from_evidence = verb in EVIDENCE_VERBS or cue.text.lower() in CREDITING
        head = _head(self.text[source[0] : source[1]])
        return from_evidence and (head in lx.EVIDENCE_NOUNS or head in lx.THING_RELATIVES)

    def _negated(self, cue: Span) -> bool:
        """Whether a negation stands before the cue, with only auxiliaries and adverbs
        between them: 'did not say', 'hasn't yet explained', 'has never publicly said';
        'not only said' says something."""
        words = self.text[max(0, cue.start - 60) : cue.start].split()[::-1][: lx.NEGATION_REACH]
        for k, word in enumerate(w.lower() for w in words):
            if word in lx.NEGATIONS or word.endswith(("n't", "n’t")):
                return k == 0 or words[k - 1].lower() != "only"
            if word not in lx.AUXILIARIES and not lx.adverb_shaped(word):
                return False
        return False

    def _unrealized(self, cue: Span) -> bool:
        """Whether a modal of possibility, duty or the future stands before the cue, with
        only adverbs between them: 'could argue that …', 'might privately say', 'will
        announce'; words that may yet be said state nothing."""
        words = self.text[max(0, cue.start - 60) : cue.start].split()[::-1][: lx.NEGATION_REACH]
        for word in words:
            if word in lx.UNREALIZED_MODALS:
                return True
            if not lx.adverb_shaped(word) and word not in lx.FOCUS_WORDS:
                return False
        return False

    def _calls_only(self, cue: Span, content: Span) -> bool:
        """Whether a one-word 'call' has for content only its object, right after it: whom
        someone phoned or what a thing is named, an act (:func:`reported.names_call_only`);
        'called on Roe to resign' is a demand."""
        if lemma(cue.text) not in CALLING or self.text[cue.end : content.start].strip():
            return False
        return names_call_only(content.text)


def _head(description: str) -> str:
    """The head noun of a description: its last word before any phrase or reduced
    relative clause after it ('surveys of voters', 'surveys released Monday' -> 'surveys').
    Its first word opens no such phrase, even one spelled as a preposition ('early results')."""
    ends = lx.PREPOSITIONS | lx.REPORTING_PARTICIPLES
    first, *rest = description.lower().split() or [""]
    return [first, *takewhile(lambda w: w not in ends, rest)][-1]


def _one_of(description: str, gender: str) -> bool:
    """Whether a description may be of one person of ``gender``: not of several ('Two
    officials', 'Protesters'), and no noun in it of the other gender ('a spokesman')."""
    words = [w.lower().rstrip(".") for w in description.split() if not POSSESSIVE.search(w)]
    other = lx.GENDERED_NOUNS["f" if gender == "m" else "m"] | {
        honorific for honorific, told in HONORIFIC_GENDER.items() if told != gender
    }
    head = next((w for w in words if w not in lx.DETERMINERS | {"one"}), "")
    plural = (head.endswith("s") and not head.endswith("ss")) or head in subjects.NUMBER_WORDS
    return bool(head) and not plural and other.isdisjoint(words)


def extract(text: str | None, kinds: Collection[str] = QUOTE_KINDS) -> Extraction:
    """Quotes and non-attributions of one article; an article with no text has none.

    ``kinds`` are the cue kinds reported as quotes (``cues.CUE_KINDS``): by default
    speech and writing, not thoughts, wishes or acts.
    An internal error is raised, not turned into an extraction without quotes: that
    would read as an article that quotes nobody, and the lost quotes would go unseen.
    A caller that goes on past one article records the error against it
    (:func:`quotetrail.attribution.batch.predict_line`).
    """
    if text is None:
        return Extraction("")
    if not isinstance(text, str):
        raise TypeError(f"an article's text is a string, not {type(text).__name__}")
    return _Article(text, kinds).run()
