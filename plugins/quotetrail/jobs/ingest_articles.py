"""Ingest landing files into the bronze tables ``articles``, ``paragraphs`` and ``quarantine``.

Parsing rules live in :mod:`quotetrail.articles`; this module only moves data
through Spark. Each run replaces the three tables as a whole, so re-running the
same input never duplicates a row.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, astuple
from datetime import UTC, datetime
from pathlib import Path

import pandas as pd
from pyspark.sql import DataFrame, SparkSession, Window
from pyspark.sql import functions as F
from pyspark.sql import types as T

from quotetrail import articles, landing, tables
from quotetrail.config import Settings
from quotetrail.jobs.plan import INGEST_ARTICLES
from quotetrail.jobs.recorded import Parent, Written, run_recorded
from quotetrail.warehouse import record_schema, write_table


def _parsed_schema() -> T.StructType:
    """A parsed input is an article or a rejected input: the fields of both, flagged.

    A column is required only where both records require it (``source_file``).
    """
    article, rejected = record_schema(articles.Article), record_schema(articles.Rejected)
    required = {f.name for f in article.fields if not f.nullable} & {
        f.name for f in rejected.fields if not f.nullable
    }
    columns = [*article.fields, *(f for f in rejected.fields if f.name not in article.fieldNames())]
    return T.StructType(
        [
            T.StructField("is_rejected", T.BooleanType(), False),
            *(T.StructField(f.name, f.dataType, f.name not in required) for f in columns),
        ]
    )


PARSED_SCHEMA = _parsed_schema()
PARAGRAPH_SCHEMA = record_schema(tables.Paragraph)


LANDING_SCHEMA = T.StructType(
    [
        T.StructField("source_file", T.StringType(), False),
        T.StructField("content", T.BinaryType()),
        T.StructField("reason", T.StringType()),
    ]
)


def read_landing(spark: SparkSession, input_dir: Path) -> DataFrame:
    """Every entry under ``input_dir`` as (source_file, content, reason it was not read)."""
    files = landing.list_landing(input_dir)
    return spark.createDataFrame([astuple(file) for file in files], schema=LANDING_SCHEMA)


def _records(source_file: str, content: bytes | None, reason: str | None) -> list:
    if reason is not None:
        return [articles.Rejected(source_file, None, reason, "")]
    return articles.parse_file(source_file, bytes(content))


def _parse_batches(batches: Iterator[pd.DataFrame]) -> Iterator[pd.DataFrame]:
    columns = PARSED_SCHEMA.fieldNames()
    for batch in batches:
        rows = []
        for source_file, content, reason in zip(
            batch["source_file"], batch["content"], batch["reason"], strict=True
        ):
            for record in _records(source_file, content, None if pd.isna(reason) else reason):
                row = dict.fromkeys(columns)
                row.update(asdict(record))
                row["is_rejected"] = isinstance(record, articles.Rejected)
                rows.append(row)
        yield pd.DataFrame(rows, columns=columns)


def parse_documents(files: DataFrame) -> DataFrame:
    """One row per article found, or per input that could not become one."""
    return files.mapInPandas(_parse_batches, schema=PARSED_SCHEMA)


def _first_copy_flag(parsed: DataFrame) -> DataFrame:
    """Mark the first copy of each article; the same text twice is kept once."""
    first_copy = (
        Window.partitionBy("article_id")
        .orderBy(F.col("source_file").asc(), F.col("line_number").asc_nulls_first())
        .rowsBetween(Window.unboundedPreceding, Window.currentRow)
    )
    return parsed.withColumn("copy_number", F.row_number().over(first_copy)).withColumn(
        "first_source_file", F.first("source_file").over(first_copy)
    )


def select_articles(parsed: DataFrame, ingested_at: datetime) -> DataFrame:
    flagged = _first_copy_flag(parsed.filter(~F.col("is_rejected")))
    return flagged.filter(F.col("copy_number") == 1).select(
        *record_schema(articles.Article).fieldNames(),
        F.length("body").alias("body_length"),
        F.lit(ingested_at).cast("timestamp").alias("ingested_at"),
    )


def select_quarantine(parsed: DataFrame, ingested_at: datetime) -> DataFrame:
    """Rejected inputs and repeated copies of an article, each with its reason."""
    columns = record_schema(articles.Rejected).fieldNames()
    rejected = parsed.filter(F.col("is_rejected")).select(*columns)
    duplicates = (
        _first_copy_flag(parsed.filter(~F.col("is_rejected")))
        .filter(F.col("copy_number") > 1)
        .select(
            "source_file",
            "line_number",
            F.concat(
                F.lit("duplicate of article "),
                F.col("article_id"),
                F.lit(" first seen in "),
                F.col("first_source_file"),
            ).alias("reason"),
            F.substring("body", 1, 500).alias("raw"),
        )
    )
    return rejected.unionByName(duplicates).select(
        *columns,
        F.lit(ingested_at).cast("timestamp").alias("ingested_at"),
    )


def _paragraph_batches(batches: Iterator[pd.DataFrame]) -> Iterator[pd.DataFrame]:
    for batch in batches:
        rows = [
            (article_id, *paragraph)
            for article_id, body in zip(batch["article_id"], batch["body"], strict=True)
            for paragraph in articles.paragraphs(body)
        ]
        yield pd.DataFrame(rows, columns=PARAGRAPH_SCHEMA.fieldNames())


def split_paragraphs(article_rows: DataFrame) -> DataFrame:
    """One row per non-blank paragraph, with offsets into the article body."""
    return article_rows.select("article_id", "body").mapInPandas(_paragraph_batches, schema=PARAGRAPH_SCHEMA)


def run(spark: SparkSession, input_dir: Path, ingested_at: datetime) -> Written:
    parsed = parse_documents(read_landing(spark, input_dir)).cache()
    article_count = write_table(select_articles(parsed, ingested_at), tables.ARTICLES)
    quarantined = write_table(select_quarantine(parsed, ingested_at), tables.QUARANTINE)
    paragraphs = split_paragraphs(spark.table(tables.ARTICLES.qualified))
    return {
        tables.ARTICLES: article_count,
        tables.PARAGRAPHS: write_table(paragraphs, tables.PARAGRAPHS),
        tables.QUARANTINE: quarantined,
    }


def main(input_dir: str, parent: Parent = None, settings: Settings | None = None) -> dict:
    """The Airflow task: ingest ``input_dir``; return the rows written per table."""
    folder = Path(input_dir)
    if not folder.is_dir():
        # Checked before the engine is reached: the failure is the input's, not Spark's.
        raise FileNotFoundError(f"The input folder {input_dir} does not exist or is not a folder.")
    written = run_recorded(
        INGEST_ARTICLES,
        lambda spark: run(spark, folder, datetime.now(UTC)),
        parent=parent,
        settings=settings,
        landing=folder,
    )
    return {table.name: rows for table, rows in written.items()}
