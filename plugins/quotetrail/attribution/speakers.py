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
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice

from quotetrail.attribution import lexicon as lx

NAME_TOKEN = r"(?:[A-Z][\w’'\-]*\.?|(?:[A-Z]\.){1,3})"
CAPITALIZED_RUN = re.compile(rf"{NAME_TOKEN}(?:[ \u00a0]+(?:{NAME_TOKEN}|de|van|von|da|del|bin|al))*")
# Enough mentions to settle a gender vote; more only cost time on long articles.
VOTING_MENTIONS = 20
# A pronoun refers to one of the last few speakers, or to a name within a few paragraphs.
RECENT_SPEAKERS = 4
ANTECEDENT_WINDOW = 3000
POSSESSIVE = re.compile(r"(?:’s|'s|’|')$")
# Lowercase words that belong to a title before a name: 'acting ICE Director', 'radio host'.
LOWER_TITLE_WORDS = {
    "acting", "former", "interim", "deputy", "then", "top", "senior", "mayoral", "presidential",
    "radio", "talk", "press", "vice", "chief", "executive", "campaign", "candidate", "host",
    "secretary", "spokesman", "spokeswoman", "spokesperson", "director", "reporter", "nominee",
    "economist", "analyst", "strategist", "adviser", "aide",
}


@dataclass
class Person:
    name: str
    last: str
    title: str | None = None
    votes: dict[str, int] = field(default_factory=lambda: {"m": 0, "f": 0})
    mention_ends: list[int] = field(default_factory=list)
    counted: bool = False
    mentions: int = 0


@dataclass(frozen=True)
class Resolution:
    speaker: str | None
    title: str | None = None
    reason: str | None = None
    person: Person | None = None


def _clean(word: str) -> str:
    word = POSSESSIVE.sub("", word)
    return word.rstrip(".") if len(word) > 3 and word.count(".") == 1 else word


def _split_run(words: list[str]) -> tuple[list[str], list[str]]:
    """(title words, name words) of a capitalized run: 'ICE Director Todd Lyons'."""
    titles, name = _split_words(tuple(words))
    return list(titles), list(name)


@lru_cache(maxsize=8192)
def _split_words(run: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Cached: the same names recur in every article about a story."""
    words = [_clean(w) for w in run]
    while words and (words[-1].lower() in lx.ORG_WORDS or words[-1].islower()):
        words = words[:-1]
    name: list[str] = []
    for w in reversed(words):
        low = w.lower()
        if low in NOT_NAME_WORDS or (w.isupper() and len(w) > 2):
            break
        name.insert(0, w)
    return tuple(words[: len(words) - len(name)]), tuple(name)


# Capitalized words that cannot be part of a person's name: 'Although Scott', 'Post Trump'.
NOT_NAME_WORDS = (lx.TITLE_WORDS | lx.NOT_NAMES | lx.ORG_WORDS | lx.INTRO_WORDS | lx.CLAUSE_WORDS
                  | lx.DETERMINERS | {"sens", "reps", "crooked", "lyin", "little"})
# Title words that change the role: 'the president' is not the Vice President.
ROLE_MODIFIERS = {"vice", "deputy", "former", "acting", "assistant", "lieutenant", "interim"}


class SpeakerIndex:
    """Persons of one article, and the mentions seen so far for pronouns."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.people: dict[str, Person] = {}
        self.salient: list[tuple[int, Person]] = []
        # Every capitalized run of the article, kept so that pronouns look back
        # through this list instead of scanning their window again.
        self.run_starts: list[int] = []
        self.run_ends: list[int] = []
        self.run_texts: list[str] = []
        ends: dict[str, list[int]] = {}
        for m in CAPITALIZED_RUN.finditer(text):
            self.run_starts.append(m.start())
            self.run_ends.append(m.end())
            self.run_texts.append(m.group())
            words = m.group().split()
            # Most runs are one word ('The', 'He'), never a name of two to four words.
            if len(words) > 1:
                self._harvest(m, words)
            ends.setdefault(_clean(words[-1]), []).append(m.end())
        for person in self.people.values():
            person.mention_ends = ends.get(person.last, [])[:VOTING_MENTIONS]

    def gender(self, person: Person) -> str | None:
        """'m', 'f' or None; counted on first use, since most people are never a pronoun."""
        if not person.counted:
            person.counted = True
            for end in person.mention_ends:
                self._pronoun_votes(person, end)
        m, f = person.votes["m"], person.votes["f"]
        return "m" if m > f else "f" if f > m else None

    def _harvest(self, m: re.Match, words: list[str]) -> None:
        titles, name = _split_run(words)
        if not 2 <= len(name) <= 4 or name[0].lower().rstrip(".") in lx.PLACE_PREFIXES:
            return
        full = " ".join(name)
        person = self.people.setdefault(full, Person(full, name[-1]))
        person.mentions += 1
        title = " ".join(self._lower_title(m.start()) + titles) or None
        honorific = [t.lower() for t in titles]
        if title and (person.title is None or len(title) > len(person.title)):
            person.title = title
        for word in honorific:
            if word in lx.MALE:
                person.votes["m"] += 3
            elif word in lx.FEMALE:
                person.votes["f"] += 3
        given = name[0].lower()
        if person.mentions == 1 and given in lx.MALE_NAMES:
            person.votes["m"] += 3
        elif person.mentions == 1 and given in lx.FEMALE_NAMES:
            person.votes["f"] += 3

    def _lower_title(self, at: int) -> list[str]:
        """The lowercase title words just before ``at``, in order."""
        before = self.text[max(0, at - 60):at]
        if not before[-1:].isspace():
            return []
        words = before.split()
        kept: list[str] = []
        while words and words[-1].lower() in LOWER_TITLE_WORDS:
            kept.insert(0, words.pop())
        return kept

    def _pronoun_votes(self, person: Person, at: int) -> None:
        """The first pronoun right after a mention, before any other name, hints at gender."""
        window = self.text[at:at + 120]
        nxt = CAPITALIZED_RUN.search(window, 1)
        for word in re.findall(r"\b\w+\b", window[: nxt.start() if nxt else len(window)].lower()):
            if word in lx.MALE:
                person.votes["m"] += 1
                return
            if word in lx.FEMALE:
                person.votes["f"] += 1
                return

    def find(self, mention: str) -> Person | None:
        """The person a name mention ('Lyons', 'Mr. Lyons', 'Todd Lyons') refers to."""
        _, name = _split_run(mention.split())
        if not name:
            return None
        full = " ".join(name)
        if full in self.people:
            return self.people[full]
        matches = [p for p in self.people.values() if p.last == name[-1]]
        # The full name the story uses most; a nickname ('Crooked …') is rarer.
        return max(matches, key=lambda p: (p.mentions, len(p.name))) if matches else None

    def resolve(self, source: tuple[int, int]) -> Resolution:
        """Canonical speaker of the mention at ``source``, remembering it for pronouns."""
        mention = self.text[source[0]:source[1]].strip()
        low = mention.lower()
        if low in lx.PRONOUNS or low in lx.RELATIVES:
            res = self._antecedent(low, source[0])
        else:
            res = self._named(mention)
        if res.person is not None:
            self.salient.append((source[0], res.person))
        return res

    def _named(self, mention: str) -> Resolution:
        person = self.find(mention)
        if person is None:
            person = self._described(mention)
        if person is not None:
            return Resolution(person.name, person.title, person=person)
        words = mention.split()
        if words and words[0].lower() in lx.DETERMINERS:
            words = words[1:]
        if words and any(w[0].isupper() for w in words):
            return Resolution(" ".join(_clean(w) for w in words))
        return Resolution(None, reason="unresolved_description")

    def _described(self, mention: str) -> Person | None:
        """'the mayor' -> the person titled Mayor in this article."""
        words = mention.lower().split()
        if len(words) < 2 or words[0] not in lx.DETERMINERS:
            return None
        if any(w[0].isupper() for w in mention.split()[1:]):
            return None
        head = words[-1]
        titled = [p for p in self.people.values() if p.title and head in p.title.lower().split()
                  and not (ROLE_MODIFIERS & set(p.title.lower().split())) - set(words)]
        return titled[-1] if len(titled) == 1 else None

    def _antecedent(self, pronoun: str, at: int) -> Resolution:
        if pronoun in {"who", "which"}:
            return self._relative(at)
        gender = "m" if pronoun in {"he", "him"} else "f" if pronoun in {"she", "her"} else None
        if gender is None:
            return Resolution(None, reason="unresolved_pronoun")
        recent = list(islice((p for pos, p in reversed(self.salient) if pos < at), RECENT_SPEAKERS))
        for person in sorted(recent, key=lambda p: self.gender(p) != gender):
            if self.gender(person) in (gender, None):
                return Resolution(person.name, person.title, person=person)
        best = None
        for run in self._runs_between(max(0, at - ANTECEDENT_WINDOW), at):
            person = self.find(run)
            if person is not None and self.gender(person) == gender:
                best = person
        if best is None:
            return Resolution(None, reason="unresolved_pronoun")
        return Resolution(best.name, best.title, person=best)

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

    def _relative(self, at: int) -> Resolution:
        """'Smith, who said …': the name just before the relative pronoun."""
        for run in reversed(self._runs_between(max(0, at - 120), at)):
            res = self._named(run)
            if res.speaker:
                return res
        return Resolution(None, reason="unresolved_pronoun")
