"""Report data built by hand, shaped like the seed articles' finding.

Two outlets print "men and women on the Boston Police Department", one prints
"of the Boston Police Department". Outlet, title, speaker names and article
bodies carry markup, and one article's address is a ``javascript:`` URL, as
untrusted input can. The word marks come from the real wording diff,
the same way the loader derives them from the quote variants.
"""

from __future__ import annotations

from datetime import datetime

from quotetrail.report.highlight import Difference, reference_spans, variant_marks
from quotetrail.report.model import (
    ArticleRef,
    ArticleView,
    CheckOutcome,
    FindingCount,
    FindingView,
    OutletWording,
    QuoteSpan,
    ReportData,
    RuleHistory,
    RulePoint,
    RuleResult,
    RunInfo,
)
from quotetrail.utterances.variants import diff_wording

SCRIPT = "<script>alert(1)</script>"
IMG = "<img src=x onerror=alert(1)>"
BREAKOUT = '"><b>'

REFERENCE = (
    "We have so many men and women on the Boston Police Department and other jurisdictions "
    "that are so pro-ICE, that want to work with us"
)
#: (article, speaker mention, text): one outlet differs, two agree; one is a partial quote.
#: The third article states no outlet, so the report names it by its title.
ARTICLES = [
    ArticleRef("a1b2c3d4e5f60001", f"Herald story {IMG}", "Boston Herald", "2026-11-02"),
    ArticleRef("a1b2c3d4e5f60002", "MassLive story", f"MassLive {SCRIPT}", "2026-11-01"),
    ArticleRef("a1b2c3d4e5f60003", f"Radio {BREAKOUT} transcript", None, "2026-11-03"),
]
WORDINGS = [
    (ARTICLES[0], "Lyons", REFERENCE.replace("women on the", "women of the") + ","),
    (ARTICLES[1], "he", REFERENCE),
    (ARTICLES[2], IMG, "men and women on the Boston Police Department and other jurisdictions"),
]
SPEAKER = f"Todd Lyons {IMG}"
EXPLANATION = (
    f'Boston Herald writes "many men and women of the Boston Police" where MassLive {SCRIPT} '
    'writes "many men and women on the Boston Police": substituted words.'
)
#: A body around each quote, so the quotes sit at known offsets of their articles.
LEAD = f"The acting director spoke on the radio {SCRIPT}.\n\n"
TAIL = "\n\nThe department did not answer."
QUOTE_IDS = ["herald-1", "masslive-1", "radio-1"]
URLS = ["https://example.org/herald/story", "javascript:alert(1)", None]


def quote_id(article: ArticleRef) -> str:
    return QUOTE_IDS[ARTICLES.index(article)]


def seed_finding() -> FindingView:
    difference = Difference("substituted_words", "of", "on")
    diffs = [diff_wording(text, REFERENCE) for _, _, text in WORDINGS]
    reference = reference_spans(difference, [diff.edits for diff in diffs])
    wordings = []
    for (article, mention, text), diff in zip(WORDINGS, diffs, strict=True):
        marks = variant_marks(difference, REFERENCE, reference, text, diff.edits, diff.alignment, True)
        wordings.append(
            OutletWording(quote_id(article), article, text, SPEAKER, mention, marks.marks, marks.differs)
        )
    return FindingView(
        finding_id="f-wording-1",
        utterance_id="u-lyons-1",
        rule="wording",
        kind="substituted_words",
        severity="warning",
        explanation=EXPLANATION,
        reference_text=REFERENCE,
        speaker=SPEAKER,
        articles=tuple(ARTICLES),
        quote_ids=tuple(QUOTE_IDS),
        quote_words="of",
        reference_words="on",
        reference_marks=reference,
        wordings=tuple(wordings),
        is_new=True,
    )


def hostile_attribution() -> FindingView:
    """Not a wording difference: no marks, every outlet's speaker shown."""
    radio, masslive = ARTICLES[2], ARTICLES[1]
    return FindingView(
        finding_id="f-attribution-1",
        utterance_id="u-hostile-1",
        rule="attribution",
        kind="different_speaker",
        severity="critical",
        explanation=(
            f"The words {BREAKOUT} are attributed to {SCRIPT} by Radio and to Todd Lyons by MassLive."
        ),
        reference_text=f"{BREAKOUT} {SCRIPT} {IMG}",
        speaker=None,
        articles=(masslive, radio),
        quote_ids=("masslive-2", "radio-2"),
        wordings=(
            OutletWording("radio-2", radio, f"{BREAKOUT} {SCRIPT}", SCRIPT, IMG),
            OutletWording("masslive-2", masslive, f"{BREAKOUT} {SCRIPT}", "Todd Lyons", "Lyons"),
        ),
    )


def article_views(findings: tuple[FindingView, ...]) -> tuple[ArticleView, ...]:
    """Each article's body: a lead, then its quotes of the findings one after another, then a tail."""
    views = []
    for article, url in zip(ARTICLES, URLS, strict=True):
        body, quotes = LEAD, []
        for finding in findings:
            for wording in finding.wordings:
                if wording.article == article:
                    quotes.append(QuoteSpan(wording.quote_id, ((len(body), len(body) + len(wording.text)),)))
                    body += wording.text + " he said. "
        views.append(ArticleView(article, body + TAIL, url, tuple(quotes)))
    return tuple(views)


def _point(run: int, passed: int, failed: int = 0, warned: int = 0) -> RulePoint:
    return RulePoint(f"run-{run}", datetime(2026, 11, run, 9, 0), passed, failed, warned)


def seed_report() -> ReportData:
    """A run with one failed, one warned and one passed rule, and two findings."""
    failed = CheckOutcome(
        suite="quotes",
        table_name="quotetrail.quotes",
        expectation_type="unexpected_rows_expectation",
        description=f"Every speaker_id resolves to a row of quotetrail.speakers {SCRIPT}",
        column_name=None,
        severity="critical",
        success=False,
        unexpected_count=1,
        samples=({"quote_id": "q1", "speaker_id": IMG, "content_text": BREAKOUT},),
    )
    passed = CheckOutcome(
        "quotes",
        "quotetrail.quotes",
        "expect_column_values_to_be_unique",
        "quote_id is unique",
        "quote_id",
        "critical",
        True,
    )
    warned = CheckOutcome(
        "consistency_findings",
        "quotetrail.consistency_findings",
        "expect_column_values_to_be_in_set",
        "No wording finding is critical",
        "severity",
        "warning",
        False,
        1,
        IMG,
    )
    finding = seed_finding()
    findings = (hostile_attribution(), finding)
    return ReportData(
        run=RunInfo("run-3", datetime(2026, 11, 3, 9, 0), f"/data/{SCRIPT}", 3, 51, 23, 2, 2, 1),
        rules=(
            RuleResult("wording", (warned,)),
            RuleResult("referential_integrity", (failed,)),
            RuleResult("schema", (passed,)),
        ),
        history=(
            RuleHistory("wording", (_point(1, 1), _point(2, 0, warned=1), _point(3, 0, warned=1))),
            RuleHistory("referential_integrity", (_point(1, 1), _point(2, 1), _point(3, 0, failed=1))),
            RuleHistory("schema", (_point(1, 1), _point(2, 1), _point(3, 1))),
        ),
        findings=findings,
        speakers=(FindingCount(SPEAKER, warning=1), FindingCount(SCRIPT, critical=1)),
        outlets=tuple(FindingCount(outlet, warning=1) for outlet in finding.outlets),
        articles=article_views(findings),
    )
