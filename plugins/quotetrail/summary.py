"""The one-screen summary printed after a run: counts, checks and where outputs are."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from pyspark.sql import SparkSession

from quotetrail import tables
from quotetrail.config import Settings
from quotetrail.quality.rules import check_counts

#: The schemas a user looks in first: what was read, the marts, and the check results.
_SUMMARY_SCHEMAS = (tables.BRONZE_SCHEMA, tables.DBT_SCHEMA, tables.QUALITY_SCHEMA)


@dataclass(frozen=True)
class RunSummary:
    #: What this run added to the corpus.
    added_files: int
    added_articles: int
    #: Current article versions in the corpus.
    articles: int
    quarantined: int
    quotes: int
    non_attributions: int
    #: Consistency findings of the last validated run, and those about articles it added.
    findings: int
    new_findings: int
    checks_passed: int
    checks_failed: int
    checks_warned: int
    outputs: dict[str, str]


def _count(spark: SparkSession, table: tables.Table, where: str = "true") -> int:
    if not spark.catalog.tableExists(table.qualified):
        return 0
    return spark.sql(f"select count(*) from {table} where {where}").first()[0]


def _latest_checks(spark: SparkSession) -> tuple[int, int, int]:
    results = tables.VALIDATION_RESULTS
    if not spark.catalog.tableExists(results.qualified):
        return 0, 0, 0
    latest = spark.sql(
        f"select * from {results} where validated_at = (select max(validated_at) from {results})"
    )
    row = check_counts(latest).first()
    return row.passed, row.failed, row.warned


def _latest_findings(spark: SparkSession) -> tuple[int, int]:
    """Findings and new findings of the last validated run, as its quality report counted them."""
    history = tables.RUN_HISTORY
    if not spark.catalog.tableExists(history.qualified):
        return 0, 0
    latest = f"select findings, new_findings from {history} order by validated_at desc limit 1"
    row = spark.sql(latest).first()
    return (row.findings, row.new_findings) if row else (0, 0)


def _added_since(spark: SparkSession, since: datetime) -> tuple[int, int]:
    """Files and articles ingested since ``since``."""
    files = tables.INGESTED_FILES
    if not spark.catalog.tableExists(files.qualified):
        return 0, 0
    row = spark.sql(
        f"select count(*), coalesce(sum(articles), 0) from {files} "
        f"where ingested_at >= to_timestamp('{since.isoformat()}')"
    ).first()
    return row[0], row[1]


def collect(spark: SparkSession, settings: Settings, since: datetime) -> RunSummary:
    """The figures of the run that started at ``since``."""
    passed, failed, warned = _latest_checks(spark)
    findings, new_findings = _latest_findings(spark)
    added_files, added_articles = _added_since(spark, since)
    site = settings.site_dir
    return RunSummary(
        added_files=added_files,
        added_articles=added_articles,
        # The mart holds the current version of each article.
        articles=_count(spark, tables.mart("articles")),
        quarantined=_count(spark, tables.QUARANTINE),
        quotes=_count(spark, tables.mart("quotes")),
        non_attributions=_count(spark, tables.mart("non_attributions")),
        findings=findings,
        new_findings=new_findings,
        checks_passed=passed,
        checks_failed=failed,
        checks_warned=warned,
        outputs={
            "warehouse": f"{settings.warehouse_dir} (schemas {', '.join(_SUMMARY_SCHEMAS)})",
            "dbt docs": str(site / "dbt" / "index.html"),
            "GX Data Docs": str(site / "gx" / "index.html"),
            "quality report": str(site / "report" / "index.html"),
            "lineage view": str(site / "lineage" / "index.html"),
            "lineage events": str(settings.lineage_file),
            "logs": str(settings.logs_dir),
        },
    )
