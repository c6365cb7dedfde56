"""Writing the bronze tables that the Spark steps own."""

from __future__ import annotations

from pyspark.sql import DataFrame

from quotetrail.config import BRONZE_SCHEMA


def write_table(frame: DataFrame, table: str) -> int:
    """Replace ``bronze.<table>`` with ``frame`` as Parquet; return its row count.

    A whole-table overwrite keeps every step idempotent: a re-run replaces its
    own output and never appends a second copy.
    """
    name = f"{BRONZE_SCHEMA}.{table}"
    frame.sparkSession.sql(f"create database if not exists {BRONZE_SCHEMA}")
    frame.write.mode("overwrite").format("parquet").saveAsTable(name)
    return frame.sparkSession.table(name).count()
