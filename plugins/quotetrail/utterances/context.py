"""Day, date and occasion cues in the text around a quote.

Outlets that report one utterance should agree on when and where it was said.
Cues are compared per category (weekday, date, occasion), so "on Wednesday"
in one outlet only conflicts with another outlet's weekday, never with its
"in May" (which may describe something else in the same paragraph).
"""

from __future__ import annotations

import re

_WEEKDAYS = "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday"
_MONTHS = (
    "January|February|March|April|May|June|July|August|September|October|November|December"
    "|Jan\\.|Feb\\.|Aug\\.|Sept?\\.|Oct\\.|Nov\\.|Dec\\."
)
_PARTS_OF_DAY = "morning|afternoon|evening|night"
_OCCASIONS = (
    "interview|show|program|programme|podcast|broadcast|radio|rally|speech|address|remarks|"
    "press conference|news conference|briefing|statement|hearing|testimony|meeting|debate|"
    "town hall|event|post|video"
)
# A capitalized word that is not a day or month: those are cues of their own.
_NAME = rf"(?!(?:{_WEEKDAYS}|{_MONTHS})(?!\w))[“\"]?[A-Z][\w’'.-]*[”\"]?"
_CUES = [
    ("weekday", rf"\b(?:(?i:on|last|this|next|since|by)\s+)?(?:{_WEEKDAYS})(?:\s+(?:{_PARTS_OF_DAY}))?\b"),
    (
        "date",
        rf"\b(?:(?i:on|in|since|by|last|this|early|late)\s+)?(?:{_MONTHS})"
        rf"(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?(?:,?\s+\d{{4}})?(?!\w)",
    ),
    (
        "relative",
        r"\b(?i:yesterday|today|tonight|last (?:week|month|year)"
        r"|earlier this (?:week|month|year)|this (?:spring|summer|fall|autumn|winter))\b",
    ),
    (
        "occasion",
        rf"\b(?i:during|in|at|on)\s+(?i:an?\s+|the\s+|his\s+|her\s+|their\s+)?(?:{_NAME}\s+){{0,4}}"
        rf"(?i:{_OCCASIONS})\b(?:\s+(?:with|on|at|to)\s+(?:{_NAME}\s*){{1,5}})?",
    ),
    ("occasion", rf"\b(?i:on)\s+(?:{_NAME}\s+){{1,4}}[“\"]?(?:Show|Hour|Podcast|Program)\b"),
    (
        "occasion",
        rf"\btold\s+(?:(?:radio|TV|television|podcast)\s+)?(?:host|reporters|journalists|interviewer)"
        rf"(?:\s+{_NAME}){{0,3}}",
    ),
]
_CUE_RES = [(category, re.compile(pattern)) for category, pattern in _CUES]
_CAPITALIZED = re.compile(r"\b[A-Z][\w’'-]+")
_NOT_NAMES = {"the", "on", "in", "at", "during", "show", "hour", "podcast", "program", "interview"}
_OCCASION_FAMILIES = {
    "interview": "broadcast",
    "show": "broadcast",
    "program": "broadcast",
    "programme": "broadcast",
    "podcast": "broadcast",
    "broadcast": "broadcast",
    "radio": "broadcast",
    "rally": "event",
    "speech": "event",
    "address": "event",
    "remarks": "event",
    "event": "event",
    "town hall": "event",
    "debate": "event",
    "press conference": "press",
    "news conference": "press",
    "briefing": "press",
    "host": "broadcast",
    "reporters": "press",
    "journalists": "press",
    "interviewer": "broadcast",
    "statement": "written",
    "post": "written",
    "video": "written",
    "hearing": "hearing",
    "testimony": "hearing",
    "meeting": "meeting",
}


def context_cues(text: str) -> list[str]:
    """Day, date and occasion phrases in `text`, in reading order.

    >>> context_cues("Lyons said on the Howie Carr Show on Wednesday.")
    ['on the Howie Carr Show', 'on Wednesday']
    """
    found = sorted(
        {(m.start(), m.group().strip()) for _, pattern in _CUE_RES for m in pattern.finditer(text or "")}
    )
    kept: list[tuple[int, str]] = []
    for start, cue in found:
        # A cue inside a longer one already found ("Wednesday" in "on Wednesday") adds nothing.
        if kept and start < kept[-1][0] + len(kept[-1][1]):
            if len(cue) > len(kept[-1][1]) and start == kept[-1][0]:
                kept[-1] = (start, cue)
            continue
        kept.append((start, cue))
    return [cue for _, cue in kept]


def cue_keys(cues: list[str]) -> dict[str, set[str]]:
    """What each category of cues says, reduced to comparable keys.

    Weekdays and months compare by name; occasions by their family (a radio
    show and an interview on it are one occasion) and by the proper names in
    them. Relative cues ("last week") depend on the publication date and are
    not compared.
    """
    keys: dict[str, set[str]] = {}
    for cue in cues:
        for category, pattern in _CUE_RES:
            if category == "relative" or not pattern.fullmatch(cue):
                continue
            if category == "weekday":
                keys.setdefault(category, set()).update(re.findall(_WEEKDAYS, cue))
            elif category == "date":
                keys.setdefault(category, set()).update(m.rstrip(".")[:3] for m in re.findall(_MONTHS, cue))
            else:
                lowered = cue.lower()
                keys.setdefault("occasion", set()).update(
                    f"family:{family}" for word, family in _OCCASION_FAMILIES.items() if word in lowered
                )
                keys["occasion"].update(
                    f"name:{n.lower()}" for n in _CAPITALIZED.findall(cue) if n.lower() not in _NOT_NAMES
                )
            break
    return keys


def cues_conflict(category: str, first: set[str], second: set[str]) -> bool:
    """Two outlets' keys of one category that cannot describe the same occasion."""
    if not first or not second:
        return False
    if category != "occasion":
        return not first & second
    names = ({k for k in first if k.startswith("name:")}, {k for k in second if k.startswith("name:")})
    families = ({k for k in first if k.startswith("family:")}, {k for k in second if k.startswith("family:")})
    if names[0] and names[1] and names[0] & names[1]:
        return False
    return bool(families[0] and families[1] and not families[0] & families[1])
