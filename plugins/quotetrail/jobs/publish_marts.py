"""Publish the checked marts so that no reader ever sees a partial or empty table.

Only a run whose critical checks passed gets here, so ``published`` always
holds the last data that passed them. Each run copies its marts into new tables
of ``published_versions``, named after the run's version; only when every copy
is complete does each ``published.<mart>`` view switch to its new table, one
metastore statement per view. A reader sees the old table or the new one, never
one being written. The previous version is kept, so a query that started on it
can finish; older ones are dropped.

What is published is counted in ``quality.published_row_counts``; the
publishing rules of the suites compare the next run against those counts, so a
run that would publish nothing, or much less than before, stops at the gate.
"""

from __future__ import annotations

from datetime import UTC, datetime

from pyspark.sql import SparkSession

from quotetrail.config import Settings
from quotetrail.jobs.plan import PUBLISH_MARTS
from quotetrail.jobs.recorded import Parent, Written, run_recorded
from quotetrail.tables import (
    PUBLISHED_ROW_COUNTS,
    PUBLISHED_VERSIONS_SCHEMA,
    PublishedRowCount,
    Table,
)
from quotetrail.warehouse import table_schema, write_table

#: Versions of each mart kept: the live one and the one before it.
KEPT_VERSIONS = 2


def _version_table(published: Table, version: str) -> Table:
    return Table(PUBLISHED_VERSIONS_SCHEMA, f"{published.name}__v{version}", "published")


def publish(spark: SparkSession, published_at: datetime) -> Written:
    """Copy every mart, then switch every published view; return the rows per published mart."""
    version = published_at.strftime("%Y%m%d%H%M%S%f")
    written = {
        published: write_table(spark.table(mart.qualified), _version_table(published, version))
        for published, mart in PUBLISH_MARTS.copies.items()
    }
    for published in written:
        _switch_view(spark, published, _version_table(published, version))
    counts = [PublishedRowCount(table.name, rows, published_at) for table, rows in written.items()]
    counted = spark.createDataFrame(counts, schema=table_schema(PUBLISHED_ROW_COUNTS))
    write_table(counted, PUBLISHED_ROW_COUNTS)
    _drop_old_versions(spark, list(written))
    return written


def _switch_view(spark: SparkSession, published: Table, source: Table) -> None:
    spark.sql(f"create database if not exists {published.schema}")
    # A home published before views were used holds a table under this name.
    if spark.catalog.tableExists(published.qualified):
        if spark.catalog.getTable(published.qualified).tableType != "VIEW":
            spark.sql(f"drop table {published.qualified}")
    spark.sql(f"create or replace view {published.qualified} as select * from {source.qualified}")


def _drop_old_versions(spark: SparkSession, published: list[Table]) -> None:
    """Keep the latest :data:`KEPT_VERSIONS` version tables of each published mart."""
    names = [table.name for table in spark.catalog.listTables(PUBLISHED_VERSIONS_SCHEMA)]
    for mart in published:
        prefix = _version_table(mart, "").name
        versions = sorted(name for name in names if name.startswith(prefix))
        for name in versions[:-KEPT_VERSIONS]:
            spark.sql(f"drop table if exists {PUBLISHED_VERSIONS_SCHEMA}.{name}")


def main(parent: Parent = None, settings: Settings | None = None) -> dict:
    written = run_recorded(
        PUBLISH_MARTS, lambda spark: publish(spark, datetime.now(UTC)), parent=parent, settings=settings
    )
    return {"published_marts": len(written)}
