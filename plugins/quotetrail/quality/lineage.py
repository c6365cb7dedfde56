"""Validation results as OpenLineage data-quality facets.

Each suite is one run of the job ``validate.<suite>``: its input is the table it
checked, carrying every expectation as a DataQualityAssertions entry (with its
severity) and the row and null counts as DataQualityMetrics; its outputs are the
results table and the GX Data Docs. A lineage consumer can then answer "did the
checks pass on this table" without reading GX's own files.
"""

from __future__ import annotations

from collections import defaultdict

from openlineage.client.facet_v2 import parent_run
from pyspark.sql import SparkSession
from pyspark.sql import functions as F

from quotetrail.config import Settings
from quotetrail.lineage.events import Assertion, ColumnMetrics, output_dataset, run_events
from quotetrail.lineage.naming import file_dataset
from quotetrail.lineage.tables import table_input, table_output
from quotetrail.quality.rules import lineage_severity
from quotetrail.quality.suites import SuiteSpec
from quotetrail.quality.validate import ValidationSummary
from quotetrail.tables import VALIDATION_RESULTS, CheckResult


def assertions(results: list[CheckResult]) -> list[Assertion]:
    return [
        Assertion(
            assertion=result.expectation_type,
            success=result.success,
            column=result.column_name,
            severity=lineage_severity(result.severity),
            description=result.description,
        )
        for result in results
    ]


def null_counts(spark: SparkSession, table: str) -> tuple[int, dict[str, ColumnMetrics]]:
    """Row count and per-column null counts, in one pass over the table."""
    frame = spark.table(table)
    row = frame.select(
        F.count(F.lit(1)).alias("__rows"),
        *(F.count_if(F.col(name).isNull()).alias(name) for name in frame.columns),
    ).first()
    metrics = {name: ColumnMetrics(nullCount=row[name]) for name in frame.columns}
    return row["__rows"], metrics


def emit_validation_lineage(
    spark: SparkSession,
    settings: Settings,
    suites: list[SuiteSpec],
    summary: ValidationSummary,
    parent: parent_run.ParentRunFacet | None,
) -> None:
    by_suite: dict[str, list[CheckResult]] = defaultdict(list)
    for result in summary.results:
        by_suite[result.suite].append(result)
    # Every suite writes the same two outputs: described once, not once a suite.
    outputs = [
        table_output(
            spark, VALIDATION_RESULTS.qualified, settings, spark.table(VALIDATION_RESULTS.qualified).count()
        ),
        output_dataset(file_dataset(settings.site_dir / "gx")),
    ]
    for suite in suites:
        row_count, metrics = null_counts(spark, suite.table)
        checked = table_input(
            spark,
            suite.table,
            settings,
            assertions=assertions(by_suite[suite.name]),
            row_count=row_count,
            column_metrics=metrics,
        )
        with run_events(f"validate.{suite.name}", [checked], parent=parent, settings=settings) as run:
            run.outputs = outputs
