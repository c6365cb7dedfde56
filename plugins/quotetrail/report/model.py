"""Everything the quality report shows, as plain values.

Loading fills these from the tables and rendering only reads them, so the page
can be rendered (and tested) from data built by hand, with no engine.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from datetime import datetime

from quotetrail.quality.rules import CRITICAL, SEVERITIES
from quotetrail.tables import DbtNodeResult, RunSummary

__all__ = ["CRITICAL", "SEVERITIES"]  # severities from worst to mildest, for order and charts

#: A character range [start, end) in a text; an empty range marks where words are missing.
Span = tuple[int, int]


@dataclass(frozen=True)
class RunInfo:
    """The pipeline run the report describes."""

    run_id: str
    validated_at: datetime | None
    input_dir: str | None
    article_count: int
    quote_count: int
    utterance_count: int
    finding_count: int
    #: What this run's ingest added to the corpus: articles, and the files they came from.
    added_articles: int = 0
    added_files: int = 0


@dataclass(frozen=True)
class CheckOutcome:
    """One expectation's result in this run."""

    suite: str
    table_name: str
    expectation_type: str
    description: str
    column_name: str | None
    severity: str
    success: bool
    unexpected_count: int | None = None
    observed_value: str | None = None
    #: A few of the offending rows, values shortened, for reading not for querying.
    samples: tuple[dict[str, str], ...] = ()

    @property
    def status(self) -> str:
        if self.success:
            return "passed"
        return "failed" if self.severity == CRITICAL else "warned"


@dataclass(frozen=True)
class RuleResult:
    """The checks of one rule in this run; a failed critical check fails the rule."""

    rule: str
    checks: tuple[CheckOutcome, ...]

    @property
    def passed(self) -> int:
        return sum(1 for check in self.checks if check.status == "passed")

    @property
    def failed(self) -> int:
        return sum(1 for check in self.checks if check.status == "failed")

    @property
    def warned(self) -> int:
        return sum(1 for check in self.checks if check.status == "warned")

    @property
    def status(self) -> str:
        if self.failed:
            return "failed"
        return "warned" if self.warned else "passed"

    @property
    def problems(self) -> list[CheckOutcome]:
        return [check for check in self.checks if not check.success]


@dataclass(frozen=True)
class RulePoint:
    """One rule's check counts in one past or present run."""

    run_id: str
    validated_at: datetime | None
    passed: int
    failed: int
    warned: int


@dataclass(frozen=True)
class RuleHistory:
    rule: str
    #: Oldest run first.
    points: tuple[RulePoint, ...]


#: The folder of the article pages, beside the report's index page.
ARTICLES_FOLDER = "articles"
#: Shown for an article whose text states neither outlet nor title.
UNNAMED_ARTICLE = "untitled article, outlet not stated"


def article_page(article_id: str) -> str:
    """The file name of an article's page, under the report's ``articles/`` folder.

    Article ids are hex digests, safe as file names as they are; any other id
    is hashed, so no id can name a path outside the folder.
    """
    if re.fullmatch(r"[0-9A-Za-z_-]{1,64}", article_id):
        return f"{article_id}.html"
    return f"{hashlib.sha256(article_id.encode('utf-8')).hexdigest()[:32]}.html"


@dataclass(frozen=True)
class ArticleRef:
    """An article as a finding names it: enough for a reader to find and check it."""

    article_id: str
    title: str | None = None
    outlet_name: str | None = None
    #: ISO day, or day and time when the input gave one: it sorts in time order.
    published_at: str | None = None

    @property
    def label(self) -> str:
        """The outlet's name; the title when the outlet is not stated, never a file name or hash."""
        return self.outlet_name or self.title or UNNAMED_ARTICLE


@dataclass(frozen=True)
class QuoteSpan:
    """Where one quote is in its article's body."""

    quote_id: str
    pieces: tuple[Span, ...]
    speaker: str | None = None


@dataclass(frozen=True)
class ArticleView:
    """An article's own page: what it is, and its body with its quotes."""

    ref: ArticleRef
    body: str
    url: str | None = None
    quotes: tuple[QuoteSpan, ...] = ()


@dataclass(frozen=True)
class OutletWording:
    """How one article printed the words of a finding's utterance."""

    quote_id: str
    article: ArticleRef
    text: str
    #: The speaker as resolved, and as the article names them ("he", "Lyons").
    speaker: str | None = None
    mention: str | None = None
    #: The words of this finding in `text`: the differing words, or the words that
    #: other outlets changed.
    marks: tuple[Span, ...] = ()
    #: True when this outlet prints the differing words, False when it prints the
    #: reference words, None when the finding does not involve it.
    differs: bool | None = None

    @property
    def outlet(self) -> str:
        return self.article.label


@dataclass(frozen=True)
class FindingView:
    """A consistency finding with its articles and the wording of every quote of the utterance."""

    finding_id: str
    utterance_id: str
    rule: str
    kind: str
    severity: str
    explanation: str
    reference_text: str
    speaker: str | None = None
    articles: tuple[ArticleRef, ...] = ()
    quote_ids: tuple[str, ...] = ()
    quote_words: str = ""
    reference_words: str = ""
    reference_marks: tuple[Span, ...] = ()
    wordings: tuple[OutletWording, ...] = ()
    #: About an article this run added, and so found by this run for the first time.
    is_new: bool = False

    @property
    def outlets(self) -> tuple[str, ...]:
        """The outlets of the finding's articles, by name (by title when unknown), sorted."""
        return tuple(sorted({article.label for article in self.articles}))


@dataclass(frozen=True)
class FindingCount:
    """Findings that involve one speaker or one outlet, by severity."""

    name: str
    critical: int = 0
    warning: int = 0
    info: int = 0

    @property
    def total(self) -> int:
        return self.critical + self.warning + self.info


@dataclass(frozen=True)
class DbtStep:
    """How the dbt models and tests of one step of the run ended."""

    step: str
    nodes: tuple[DbtNodeResult, ...]

    @property
    def models_built(self) -> int:
        return sum(node.resource_type == "model" and node.status == "success" for node in self.nodes)

    @property
    def tests_passed(self) -> int:
        return sum(node.resource_type != "model" and node.status == "pass" for node in self.nodes)

    @property
    def problems(self) -> tuple[DbtNodeResult, ...]:
        """Nodes that warned, failed, errored or were skipped after an upstream failure."""
        return tuple(node for node in self.nodes if node.status not in _DBT_PASSED)


#: dbt's statuses of a model built and a test passed.
_DBT_PASSED = frozenset({"success", "pass"})


def dbt_outcome(status: str) -> str:
    """The report's word (and pill colour) for a dbt status that is not a pass."""
    return "warned" if status == "warn" else "failed"


@dataclass(frozen=True)
class ReportData:
    run: RunInfo
    rules: tuple[RuleResult, ...] = ()
    history: tuple[RuleHistory, ...] = ()
    findings: tuple[FindingView, ...] = ()
    speakers: tuple[FindingCount, ...] = ()
    outlets: tuple[FindingCount, ...] = ()
    #: Every article a finding or one of its utterance's quotes is in, for its own page.
    articles: tuple[ArticleView, ...] = ()
    #: The run's dbt steps, in the order they ran.
    dbt_steps: tuple[DbtStep, ...] = ()
    #: The latest validated runs, this one included, newest first.
    runs: tuple[RunSummary, ...] = ()

    @property
    def gate_failed(self) -> bool:
        """A failed critical check stops publishing, as the validate step does."""
        return any(rule.failed for rule in self.rules)

    @property
    def critical_failures(self) -> list[CheckOutcome]:
        return [check for rule in self.rules for check in rule.checks if check.status == "failed"]

    @property
    def new_finding_count(self) -> int:
        return sum(finding.is_new for finding in self.findings)

    def summary(self, validated_at: datetime) -> RunSummary:
        """This run's row of the run history."""
        return RunSummary(
            run_id=self.run.run_id,
            validated_at=self.run.validated_at or validated_at,
            added_articles=self.run.added_articles,
            added_files=self.run.added_files,
            articles=self.run.article_count,
            quotes=self.run.quote_count,
            findings=self.run.finding_count,
            new_findings=self.new_finding_count,
            checks_failed=len(self.critical_failures),
        )
