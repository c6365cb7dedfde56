"""Validation results as OpenLineage data-quality facets.

Each suite is one run of the job ``validate.<suite>``: its input is the table it
checked, carrying every expectation as a DataQualityAssertions entry (with its
severity) and the row and null counts as DataQualityMetrics; its outputs are the
results table and the GX Data Docs. A lineage consumer can then answer "did the
checks pass on this table" without reading GX's own files.
"""

from __future__ import annotations

from collections import defaultdict
from functools import reduce

from openlineage.client.facet_v2 import parent_run
from pyspark.sql import DataFrame, SparkSession
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


def null_counts(spark: SparkSession, tables: list[str]) -> dict[str, tuple[int, dict[str, ColumnMetrics]]]:
    """Each table's row count and per-column null counts, all tables in one Spark job.

    One job rather than one a table: on a small corpus, each job costs the
    engine's fixed overhead far more than its rows.
    """
    frames = {table: spark.table(table) for table in dict.fromkeys(tables)}
    counted = [
        frame.select(
            F.lit(table).alias("table"),
            F.array(F.count(F.lit(1)), *(F.count_if(F.col(name).isNull()) for name in frame.columns)).alias(
                "counts"
            ),
        )
        for table, frame in frames.items()
    ]
    rows = {row["table"]: row["counts"] for row in reduce(DataFrame.unionAll, counted).collect()}
    return {
        table: (
            rows[table][0],
            {
                name: ColumnMetrics(nullCount=nulls)
                for name, nulls in zip(frame.columns, rows[table][1:], strict=True)
            },
        )
        for table, frame in frames.items()
    }


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
    counts = null_counts(spark, [suite.table for suite in suites])
    for suite in suites:
        row_count, metrics = counts[suite.table]
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
