"""Writing the tables that the Spark steps own (bronze, matching)."""

from __future__ import annotations

from pyspark.sql import DataFrame

from quotetrail.config import BRONZE_SCHEMA


def write_table(frame: DataFrame, table: str, schema: str = BRONZE_SCHEMA) -> int:
    """Replace ``<schema>.<table>`` with ``frame`` as Parquet; return its row count.

    A whole-table overwrite keeps every step idempotent: a re-run replaces its
    own output and never appends a second copy.
    """
    name = f"{schema}.{table}"
    frame.sparkSession.sql(f"create database if not exists {schema}")
    frame.write.mode("overwrite").format("parquet").saveAsTable(name)
    return frame.sparkSession.table(name).count()
