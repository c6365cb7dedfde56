"""Report data of any size, made up from a fixed seed, for paging, sorting and scale.

Utterances have one to four findings each, quoted by two to four articles of
seven outlets; one article in nine states no outlet, so the report names it by
its title. Words, names and dates are drawn from small made-up lists.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from quotetrail.report.model import (
    SEVERITIES,
    ArticleRef,
    ArticleView,
    FindingCount,
    FindingView,
    OutletWording,
    QuoteSpan,
    ReportData,
    RunInfo,
)

OUTLETS = [f"Outlet {letter}" for letter in "ABCDEFG"]
SPEAKERS = [
    f"{first} {last}"
    for first in ("Ada", "Ben", "Cy", "Dee", "Eli")
    for last in ("Moss", "Park", "Quinn", "Reyes")
]
WORDS = (
    "we will build the plan for every family and worker in this state today not later than next year".split()
)
RULES = {"wording": "substituted_words", "attribution": "different_speaker", "context": "weekday"}
FIRST_DAY = date(2026, 1, 1)


def _article(rng: random.Random, index: int) -> ArticleRef:
    outlet = None if index % 9 == 4 else OUTLETS[index % len(OUTLETS)]
    day = FIRST_DAY + timedelta(days=rng.randrange(180))
    return ArticleRef(f"{index:016x}", f"Story number {index} of the campaign", outlet, day.isoformat())


def synthetic_report(finding_count: int, seed: int = 7) -> ReportData:
    """`finding_count` findings over about `finding_count / 2.5` utterances, with their article pages."""
    rng = random.Random(seed)
    articles = [_article(rng, index) for index in range(max(4, finding_count // 4))]
    bodies: dict[str, list[str]] = {article.article_id: [] for article in articles}
    quotes: dict[str, list[QuoteSpan]] = {article.article_id: [] for article in articles}
    findings: list[FindingView] = []
    utterance = 0
    while len(findings) < finding_count:
        utterance += 1
        speaker = rng.choice([*SPEAKERS, None])
        reference = " ".join(rng.choice(WORDS) for _ in range(rng.randrange(12, 30)))
        wordings = []
        for number, article in enumerate(rng.sample(articles, rng.randrange(2, 5))):
            quote_id = f"u{utterance}q{number}"
            body = bodies[article.article_id]
            start = sum(len(piece) for piece in body) + len("He said: ")
            body.append(f"He said: {reference}. Then he left.\n\n")
            quotes[article.article_id].append(
                QuoteSpan(quote_id, ((start, start + len(reference)),), speaker)
            )
            wordings.append(
                OutletWording(quote_id, article, reference, speaker, "he", ((0, 2),), number == 0)
            )
        for number in range(min(rng.randrange(1, 5), finding_count - len(findings))):
            rule = rng.choice(list(RULES))
            involved = wordings[: rng.randrange(2, len(wordings) + 1)]
            findings.append(
                FindingView(
                    finding_id=f"f{len(findings)}",
                    utterance_id=f"u{utterance}",
                    rule=rule,
                    kind=RULES[rule],
                    severity=rng.choice(SEVERITIES),
                    explanation=f"Finding {number + 1} of utterance {utterance}: "
                    + " and ".join(w.outlet for w in involved)
                    + " differ.",
                    reference_text=reference,
                    speaker=speaker,
                    articles=tuple(sorted({w.article for w in involved}, key=lambda a: a.article_id)),
                    quote_ids=tuple(w.quote_id for w in involved),
                    quote_words="no",
                    reference_words=reference.split()[0],
                    reference_marks=((0, len(reference.split()[0])),),
                    wordings=tuple(wordings),
                )
            )
    named = {article.article_id for finding in findings for article in finding.articles}
    named |= {w.article.article_id for finding in findings for w in finding.wordings}
    return ReportData(
        run=RunInfo("synthetic", None, None, len(articles), finding_count * 2, utterance, len(findings)),
        findings=tuple(findings),
        speakers=_counts([(f.severity, [f.speaker or "(speaker not resolved)"]) for f in findings]),
        outlets=_counts([(f.severity, f.outlets) for f in findings]),
        articles=tuple(
            ArticleView(article, "".join(bodies[article.article_id]), None, tuple(quotes[article.article_id]))
            for article in articles
            if article.article_id in named
        ),
    )


def _counts(items: list[tuple[str, list[str] | tuple[str, ...]]]) -> tuple[FindingCount, ...]:
    tally: dict[str, dict[str, int]] = {}
    for severity, names in items:
        for name in set(names):
            tally.setdefault(name, dict.fromkeys(SEVERITIES, 0))[severity] += 1
    return tuple(
        sorted(
            (FindingCount(name, **counts) for name, counts in tally.items()),
            key=lambda count: (-count.total, count.name),
        )
    )
