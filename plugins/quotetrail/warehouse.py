"""Spark schemas derived from the registry's record types, and writing the tables Spark jobs own.

A table's Spark schema is read off the dataclass its rows hold (:mod:`quotetrail.tables`):
``str`` is a string, ``int`` an int (``Annotated[int, "bigint"]`` a bigint), a
``datetime`` a timestamp, a list an array, a nested dataclass a struct, and a
field is nullable exactly when its type admits None. The record and the table
therefore cannot drift apart.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Iterable
from datetime import date, datetime
from functools import cache
from urllib.parse import unquote

from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import types as T

from quotetrail.tables import Table

_SCALARS: dict[type, T.DataType] = {
    str: T.StringType(),
    bool: T.BooleanType(),
    int: T.IntegerType(),
    float: T.DoubleType(),
    datetime: T.TimestampType(),
    date: T.DateType(),
}


def _spark_type(hint) -> tuple[T.DataType, bool]:
    """The Spark type of one annotation, and whether it admits None."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        members = [member for member in typing.get_args(hint) if member is not type(None)]
        (only,) = members
        return _spark_type(only)[0], True
    if typing.get_origin(hint) is typing.Annotated:
        _, spark_name = typing.get_args(hint)
        return _named(spark_name), False
    if typing.get_origin(hint) is list:
        (item,) = typing.get_args(hint)
        return T.ArrayType(_spark_type(item)[0]), False
    if dataclasses.is_dataclass(hint):
        return record_schema(hint), False
    return _SCALARS[hint], False


def _named(spark_name: str) -> T.DataType:
    return {
        "bigint": T.LongType(),
        "int": T.IntegerType(),
        "string": T.StringType(),
        "timestamp": T.TimestampType(),
    }[spark_name]


@cache
def record_schema(record: type) -> T.StructType:
    """The struct of a dataclass's fields, in their order."""
    hints = typing.get_type_hints(record, include_extras=True)
    fields = []
    for field in dataclasses.fields(record):
        kind, nullable = _spark_type(hints[field.name])
        fields.append(T.StructField(field.name, kind, nullable))
    return T.StructType(fields)


def table_schema(table: Table) -> T.StructType:
    """Every column of a table a Spark job writes: its record's fields, then the columns it adds."""
    added = [T.StructField(name, _named(kind)) for name, kind in table.added]
    return T.StructType([*record_schema(table.record).fields, *added])


def write_table(frame: DataFrame, table: Table) -> int:
    """Replace ``table`` with ``frame`` as Parquet; return its row count.

    A whole-table overwrite keeps every step idempotent: a re-run replaces its
    own output and never appends a second copy.
    """
    frame.sparkSession.sql(f"create database if not exists {table.schema}")
    writer = frame.write.mode("overwrite").format("parquet")
    if table.partitions:
        writer = writer.partitionBy(*table.partitions)
    writer.saveAsTable(table.qualified)
    return frame.sparkSession.table(table.qualified).count()


def write_partitions(frame: DataFrame, table: Table, partitions: Iterable[str]) -> int:
    """Replace the ``partitions`` of ``table`` with ``frame``'s rows; return the rows written.

    Every other partition, and every file in it, is left as it was; ``frame``
    holds rows of ``partitions`` only. A partition ``frame`` has no rows for
    ends up empty, so that re-running a step never leaves an earlier attempt's
    rows behind.
    """
    spark = frame.sparkSession
    ensure_table(spark, table)
    columns = spark.table(table.qualified).columns
    if tuple(columns) != table.columns:
        raise ValueError(
            f"{table} has the columns of an earlier version ({', '.join(columns)}); "
            "run `quotetrail run --replace` once to write it anew."
        )
    ordered = frame.select(*columns).cache()
    rows = ordered.count()
    drop_partitions(spark, table, partitions)
    if rows:
        ordered.write.insertInto(table.qualified, overwrite=True)
    ordered.unpersist()
    return rows


def drop_partitions(spark: SparkSession, table: Table, values: Iterable[str]) -> None:
    """Remove whole partitions of ``table`` (partitioned by one column), their files included."""
    (column,) = table.partitions
    for value in values:
        spark.sql(f"alter table {table} drop if exists partition ({column} = '{_quoted(value)}')")


def partition_values(spark: SparkSession, table: Table) -> set[str]:
    """The partitions ``table`` holds; none when it does not exist yet."""
    if not spark.catalog.tableExists(table.qualified):
        return set()
    # The metastore escapes a value's special characters (``:`` is ``%3A``).
    return {unquote(row[0].split("=", 1)[1]) for row in spark.sql(f"show partitions {table}").collect()}


def replace_partitions(spark: SparkSession, table: Table, records: list) -> None:
    """Write ``records`` to the partitions of ``table`` they fall in, replacing only those.

    Other partitions (other runs' history) stay; the table is created on first use.
    """
    spark.sql(f"create database if not exists {table.schema}")
    frame = spark.createDataFrame(
        [dataclasses.asdict(record) for record in records], schema=table_schema(table)
    )
    if not spark.catalog.tableExists(table.qualified):
        frame.write.format("parquet").partitionBy(*table.partitions).saveAsTable(table.qualified)
    else:
        frame.select(*spark.table(table.qualified).columns).write.insertInto(table.qualified, overwrite=True)


def ensure_table(spark: SparkSession, table: Table) -> None:
    """Create ``table`` empty, with its schema, unless it exists: for readers that may come first."""
    spark.sql(f"create database if not exists {table.schema}")
    columns = ", ".join(f"{f.name} {f.dataType.simpleString()}" for f in table_schema(table).fields)
    partitioned = f" partitioned by ({', '.join(table.partitions)})" if table.partitions else ""
    spark.sql(f"create table if not exists {table.qualified} ({columns}) using parquet{partitioned}")


def _quoted(value: str) -> str:
    """``value`` as the body of a single-quoted SQL string."""
    return value.replace("\\", "\\\\").replace("'", "\\'")
