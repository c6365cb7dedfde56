"""Publishing the checked marts so that no reader ever sees a partial or empty table.

Each run copies its marts into new tables of ``published_versions``, one per
mart named after the run's version; only when every copy is complete does each
``published.<mart>`` view switch to its new table, one metastore statement per
view. A reader sees the old table or the new one, never one being written. The
previous version is kept, so a query that started on it can finish; older ones
are dropped.

What is published is counted in ``quality.published_row_counts``; the
publishing rules of the suites compare the next run against those counts, so a
run that would publish nothing, or much less than before, stops at the gate.
"""

from __future__ import annotations

from datetime import datetime

from pyspark.sql import SparkSession
from pyspark.sql import types as T

from quotetrail.assets import PUBLISHED_SCHEMA
from quotetrail.config import DBT_SCHEMA
from quotetrail.warehouse import write_table

VERSIONS_SCHEMA = "published_versions"
COUNTS_SCHEMA, COUNTS_TABLE = "quality", "published_row_counts"
PUBLISHED_COUNTS = f"{COUNTS_SCHEMA}.{COUNTS_TABLE}"
#: Versions of each mart kept: the live one and the one before it.
KEPT_VERSIONS = 2
_COUNTS_SCHEMA = T.StructType(
    [
        T.StructField("table_name", T.StringType(), False),
        T.StructField("row_count", T.LongType(), False),
        T.StructField("published_at", T.TimestampType(), False),
    ]
)


def ensure_counts_table(spark: SparkSession) -> None:
    """An empty counts table before the first publish, so the rules can read it."""
    spark.sql(f"create database if not exists {COUNTS_SCHEMA}")
    columns = ", ".join(f"{field.name} {field.dataType.simpleString()}" for field in _COUNTS_SCHEMA.fields)
    spark.sql(f"create table if not exists {PUBLISHED_COUNTS} ({columns}) using parquet")


def publish_marts(spark: SparkSession, marts: tuple[str, ...], published_at: datetime) -> dict[str, int]:
    """Copy every mart, then switch every published view; return the rows per mart."""
    version = published_at.strftime("%Y%m%d%H%M%S%f")
    rows = {
        mart: write_table(spark.table(f"{DBT_SCHEMA}.{mart}"), _version_table(mart, version), VERSIONS_SCHEMA)
        for mart in marts
    }
    spark.sql(f"create database if not exists {PUBLISHED_SCHEMA}")
    for mart in marts:
        _switch_view(spark, mart, version)
    counts = [(mart, count, published_at) for mart, count in rows.items()]
    write_table(spark.createDataFrame(counts, schema=_COUNTS_SCHEMA), COUNTS_TABLE, COUNTS_SCHEMA)
    for mart in marts:
        _drop_old_versions(spark, mart)
    return rows


def _version_table(mart: str, version: str) -> str:
    return f"{mart}__v{version}"


def _switch_view(spark: SparkSession, mart: str, version: str) -> None:
    name = f"{PUBLISHED_SCHEMA}.{mart}"
    # A home published before views were used holds a table under this name.
    if spark.catalog.tableExists(name) and spark.catalog.getTable(name).tableType != "VIEW":
        spark.sql(f"drop table {name}")
    source = f"{VERSIONS_SCHEMA}.{_version_table(mart, version)}"
    spark.sql(f"create or replace view {name} as select * from {source}")


def _drop_old_versions(spark: SparkSession, mart: str) -> None:
    prefix = _version_table(mart, "")
    versions = sorted(
        table.name for table in spark.catalog.listTables(VERSIONS_SCHEMA) if table.name.startswith(prefix)
    )
    for table in versions[:-KEPT_VERSIONS]:
        spark.sql(f"drop table if exists {VERSIONS_SCHEMA}.{table}")
