"""Read what the quality report shows from the tables, over Spark Connect.

Only small results cross to Python: counts, one run's check results, per-run
aggregates for the trends, the findings with their utterances' wordings, and
the bodies of the articles those findings are in.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import replace
from datetime import datetime, time

from pyspark.sql import Row, SparkSession
from pyspark.sql import functions as F

from quotetrail.quality.rules import RULES, SEVERITIES, check_counts
from quotetrail.report.highlight import Difference, reference_spans, variant_marks
from quotetrail.report.model import (
    ArticleRef,
    ArticleView,
    CheckOutcome,
    DbtStep,
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
from quotetrail.tables import ARTICLES as BRONZE_ARTICLES
from quotetrail.tables import (
    DBT_RESULTS,
    INGESTED_FILES,
    RUN_HISTORY,
    VALIDATION_RESULTS,
    DbtNodeResult,
    RunSummary,
    mart,
)
from quotetrail.utterances.model import AlignmentOp, Edit

#: Runs shown in each rule's trend and in the run history.
HISTORY_RUNS = 30
#: Offending rows shown per failed check, and characters per value.
SAMPLE_ROWS = 5
SAMPLE_CHARS = 120
#: The consistency rules in the order the design states them; others follow by name.
RULE_ORDER = tuple(rule.name for rule in RULES)
UNRESOLVED_SPEAKER = "(speaker not resolved)"


def load_report_data(spark: SparkSession, run_id: str, input_dir: str | None) -> ReportData:
    """Everything the report of run `run_id` shows; `input_dir` is the folder the run read."""
    has_results = spark.catalog.tableExists(VALIDATION_RESULTS.qualified)
    results = _run_results(spark, run_id) if has_results else []
    added = _added_article_ids(spark, run_id)
    findings = _findings(spark, added)
    return ReportData(
        run=RunInfo(
            run_id=run_id,
            validated_at=max((row.validated_at for row in results), default=None),
            input_dir=input_dir,
            article_count=_count(spark, "articles"),
            quote_count=_count(spark, "quotes"),
            utterance_count=_count(spark, "utterances"),
            finding_count=len(findings),
            added_articles=len(added),
            added_files=_files_adding_articles(spark, run_id),
        ),
        rules=_rules(results),
        history=_history(spark, run_id) if has_results else (),
        findings=findings,
        speakers=_counts((finding.severity, [finding.speaker or UNRESOLVED_SPEAKER]) for finding in findings),
        outlets=_counts((finding.severity, finding.outlets) for finding in findings),
        articles=_article_views(spark, findings),
        dbt_steps=_dbt_steps(spark, run_id) if spark.catalog.tableExists(DBT_RESULTS.qualified) else (),
    )


def load_run_history(spark: SparkSession) -> tuple[RunSummary, ...]:
    """The latest validated runs, newest first."""
    if not spark.catalog.tableExists(RUN_HISTORY.qualified):
        return ()
    rows = spark.table(RUN_HISTORY.qualified).orderBy(F.desc("validated_at")).limit(HISTORY_RUNS).collect()
    return tuple(RunSummary(**row.asDict()) for row in rows)


def _dbt_steps(spark: SparkSession, run_id: str) -> tuple[DbtStep, ...]:
    """The run's dbt results per step, steps and nodes in the order they finished."""
    rows = spark.table(DBT_RESULTS.qualified).where(F.col("run_id") == run_id).collect()
    nodes = sorted((DbtNodeResult(**row.asDict()) for row in rows), key=lambda node: node.finished_at)
    steps = dict.fromkeys(node.step for node in nodes)
    return tuple(DbtStep(step, tuple(node for node in nodes if node.step == step)) for step in steps)


def _count(spark: SparkSession, table: str) -> int:
    return spark.table(mart(table).qualified).count()


def _files_adding_articles(spark: SparkSession, run_id: str) -> int:
    """The files run ``run_id`` read that added at least one article."""
    if not spark.catalog.tableExists(INGESTED_FILES.qualified):
        return 0
    files = spark.table(INGESTED_FILES.qualified)
    return files.where((F.col("run_id") == run_id) & (F.col("articles") > 0)).count()


def _added_article_ids(spark: SparkSession, run_id: str) -> set[str]:
    """The articles run ``run_id`` added: a finding about one of them is new in this run,
    whichever way the run is repeated."""
    if not spark.catalog.tableExists(BRONZE_ARTICLES.qualified):
        return set()
    rows = spark.table(BRONZE_ARTICLES.qualified).where(F.col("run_id") == run_id).select("article_id")
    return {row.article_id for row in rows.collect()}


def _rule_key(rule: str) -> tuple[int, str]:
    return (RULE_ORDER.index(rule) if rule in RULE_ORDER else len(RULE_ORDER), rule)


def _run_results(spark: SparkSession, run_id: str) -> list[Row]:
    return (
        spark.table(VALIDATION_RESULTS.qualified)
        .where(F.col("run_id") == run_id)
        .select(
            "validated_at",
            "suite",
            "table_name",
            "expectation_type",
            "rule",
            "severity",
            "description",
            "column_name",
            "success",
            "unexpected_count",
            "observed_value",
            "unexpected_rows",
        )
        .collect()
    )


def _rules(results: list[Row]) -> tuple[RuleResult, ...]:
    by_rule: dict[str, list[CheckOutcome]] = defaultdict(list)
    for row in sorted(results, key=lambda r: (r.suite, r.description)):
        by_rule[row.rule].append(
            CheckOutcome(
                suite=row.suite,
                table_name=row.table_name,
                expectation_type=row.expectation_type,
                description=row.description,
                column_name=row.column_name,
                severity=row.severity,
                success=row.success,
                unexpected_count=row.unexpected_count,
                observed_value=row.observed_value,
                samples=() if row.success else _samples(row.unexpected_rows),
            )
        )
    return tuple(RuleResult(rule, tuple(by_rule[rule])) for rule in sorted(by_rule, key=_rule_key))


def _samples(unexpected_rows: str | None) -> tuple[dict[str, str], ...]:
    """A few offending rows; GX gives either records or bare values."""
    rows = json.loads(unexpected_rows) if unexpected_rows else []
    if not isinstance(rows, list):
        rows = [rows]
    return tuple(
        {key: _short(value) for key, value in (row.items() if isinstance(row, dict) else [("value", row)])}
        for row in rows[:SAMPLE_ROWS]
    )


def _short(value: object) -> str:
    text = value if isinstance(value, str) else json.dumps(value, default=str, ensure_ascii=False)
    return text if len(text) <= SAMPLE_CHARS else text[: SAMPLE_CHARS - 1] + "…"


def _history(spark: SparkSession, run_id: str) -> tuple[RuleHistory, ...]:
    results = spark.table(VALIDATION_RESULTS.qualified)
    started = results.groupBy("run_id", "rule").agg(F.min("validated_at").alias("validated_at"))
    rows = started.join(check_counts(results, "run_id", "rule"), ["run_id", "rule"], how="inner").collect()
    started = {row.run_id: row.validated_at for row in rows}
    recent = sorted(started, key=lambda run: (started[run] is None, started[run], run))[-HISTORY_RUNS:]
    if run_id in started and run_id not in recent:
        recent = [*recent[1:], run_id]
    order = {run: index for index, run in enumerate(recent)}
    points: dict[str, list[RulePoint]] = defaultdict(list)
    for row in sorted((r for r in rows if r.run_id in order), key=lambda r: order[r.run_id]):
        points[row.rule].append(RulePoint(row.run_id, row.validated_at, row.passed, row.failed, row.warned))
    return tuple(RuleHistory(rule, tuple(points[rule])) for rule in sorted(points, key=_rule_key))


def _findings(spark: SparkSession, added: set[str]) -> tuple[FindingView, ...]:
    """Every finding; one about an article in ``added`` is new in this run."""
    findings = (
        spark.table(mart("consistency_findings").qualified)
        .select(
            "finding_id",
            "rule_name",
            "finding_kind",
            "severity",
            "utterance_id",
            "speaker_name",
            "reference_text",
            "quote_ids",
            "article_ids",
            "finding_articles",
            "quote_words",
            "reference_words",
            "explanation",
        )
        .collect()
    )
    wordings = _utterance_wordings(spark)
    views = [
        _finding_view(row, wordings.get(row.utterance_id, []), not added.isdisjoint(row.article_ids or ()))
        for row in findings
    ]
    return tuple(
        sorted(
            views,
            key=lambda f: (_severity_rank(f.severity), _rule_key(f.rule), f.speaker or "", f.explanation),
        )
    )


def _severity_rank(severity: str) -> int:
    return SEVERITIES.index(severity) if severity in SEVERITIES else len(SEVERITIES)


def _article_ref(row: Row) -> ArticleRef:
    return ArticleRef(row.article_id, row.title, row.outlet_name, _published(row.published_at))


def _published(at: datetime | None) -> str | None:
    """A publication time as the report prints it: the day alone when it is midnight,
    which is what an input that gives only a day becomes."""
    if at is None:
        return None
    return at.date().isoformat() if at.time() == time() else at.isoformat(sep=" ", timespec="minutes")


def _utterance_wordings(spark: SparkSession) -> dict[str, list[Row]]:
    """Every quote of every utterance that has a finding, with its edits, alignment and article."""
    rows = spark.sql(
        f"""
        select variants.utterance_id, variants.quote_id, variants.quote_text,
               variants.edits, variants.alignment,
               quotes.article_id, articles.title, articles.outlet_name, articles.published_at,
               quotes.speaker_name, quotes.source_text
        from {mart("quote_variants")} as variants
        inner join {mart("quotes")} as quotes
            on variants.quote_id = quotes.quote_id
        inner join {mart("articles")} as articles
            on quotes.article_id = articles.article_id
        where variants.utterance_id in (select utterance_id from {mart("consistency_findings")})
        """
    ).collect()
    by_utterance: dict[str, list[Row]] = defaultdict(list)
    for row in sorted(rows, key=lambda r: (_article_ref(r).label, r.quote_id)):
        by_utterance[row.utterance_id].append(row)
    return by_utterance


def _finding_view(finding: Row, quotes: list[Row], is_new: bool) -> FindingView:
    difference = Difference(finding.finding_kind, finding.quote_words or "", finding.reference_words or "")
    edits = {q.quote_id: [Edit(**e.asDict()) for e in q.edits or []] for q in quotes}
    reference_text = finding.reference_text or ""
    reference = reference_spans(difference, list(edits.values()))
    involved = set(finding.quote_ids or [])
    wordings = []
    for quote in quotes:
        marks = variant_marks(
            difference,
            reference_text,
            reference,
            quote.quote_text,
            edits[quote.quote_id],
            [AlignmentOp(**op.asDict()) for op in quote.alignment or []],
            quote.quote_id in involved,
        )
        wordings.append(
            OutletWording(
                quote_id=quote.quote_id,
                article=_article_ref(quote),
                text=quote.quote_text,
                speaker=quote.speaker_name,
                mention=quote.source_text,
                marks=marks.marks,
                differs=marks.differs,
            )
        )
    if not any(w.differs for w in wordings):
        # Not a wording difference (attribution, context): no outlet is on a side.
        wordings = [replace(w, marks=(), differs=None) for w in wordings]
    return FindingView(
        finding_id=finding.finding_id,
        utterance_id=finding.utterance_id,
        rule=finding.rule_name,
        kind=finding.finding_kind,
        severity=finding.severity,
        explanation=finding.explanation,
        reference_text=reference_text,
        speaker=finding.speaker_name,
        articles=tuple(_article_ref(article) for article in finding.finding_articles or ()),
        quote_ids=tuple(finding.quote_ids or ()),
        quote_words=finding.quote_words or "",
        reference_words=finding.reference_words or "",
        reference_marks=reference,
        wordings=tuple(sorted(wordings, key=lambda w: (w.differs is not True, w.differs is None, w.outlet))),
        is_new=is_new,
    )


def _article_views(spark: SparkSession, findings: Iterable[FindingView]) -> tuple[ArticleView, ...]:
    """The articles the findings name or quote, each with its body and every quote in it."""
    ids = sorted(
        {article.article_id for finding in findings for article in finding.articles}
        | {wording.article.article_id for finding in findings for wording in finding.wordings}
    )
    if not ids:
        return ()
    wanted = spark.createDataFrame([(article_id,) for article_id in ids], "article_id string")
    articles = (
        spark.table(mart("articles").qualified)
        .join(wanted, on="article_id", how="inner")
        .select("article_id", "title", "outlet_name", "published_at", "url", "body")
        .collect()
    )
    quotes: dict[str, list[QuoteSpan]] = defaultdict(list)
    for row in (
        spark.table(mart("quotes").qualified)
        .join(wanted, on="article_id", how="inner")
        .select("article_id", "quote_id", "content_start", "content_end", "content_pieces", "speaker_name")
        .collect()
    ):
        pieces = [(piece[0], piece[1]) for piece in row.content_pieces or ()]
        quotes[row.article_id].append(
            QuoteSpan(row.quote_id, tuple(pieces or [(row.content_start, row.content_end)]), row.speaker_name)
        )
    return tuple(
        ArticleView(
            ref=_article_ref(row),
            body=row.body,
            url=row.url,
            quotes=tuple(sorted(quotes[row.article_id], key=lambda q: (q.pieces[0], q.quote_id))),
        )
        for row in sorted(articles, key=lambda r: r.article_id)
    )


def _counts(items: Iterable[tuple[str, Iterable[str]]]) -> tuple[FindingCount, ...]:
    """Findings per name and severity, most findings first."""
    tally: dict[str, Counter[str]] = defaultdict(Counter)
    for severity, names in items:
        for name in set(names):
            tally[name][severity] += 1
    counts = [
        FindingCount(name, tally[name]["critical"], tally[name]["warning"], tally[name]["info"])
        for name in tally
    ]
    return tuple(sorted(counts, key=lambda c: (-c.critical, -c.total, c.name)))
