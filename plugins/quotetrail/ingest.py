"""Ingest landing files into the bronze tables ``articles``, ``paragraphs`` and ``quarantine``.

Parsing rules live in :mod:`quotetrail.articles`; this module only moves data
through Spark. Each run replaces the three tables as a whole, so re-running the
same input never duplicates a row.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, astuple, dataclass
from datetime import datetime
from pathlib import Path

import pandas as pd
from pyspark.sql import DataFrame, SparkSession, Window
from pyspark.sql import functions as F
from pyspark.sql import types as T

from quotetrail import articles, landing
from quotetrail.config import BRONZE_SCHEMA
from quotetrail.warehouse import write_table

PARSED_SCHEMA = T.StructType(
    [
        T.StructField("is_rejected", T.BooleanType(), False),
        T.StructField("article_id", T.StringType()),
        T.StructField("document_name", T.StringType()),
        T.StructField("source_file", T.StringType(), False),
        T.StructField("line_number", T.IntegerType()),
        T.StructField("title", T.StringType()),
        T.StructField("body", T.StringType()),
        T.StructField("byline", T.StringType()),
        T.StructField("outlet", T.StringType()),
        T.StructField("outlet_source", T.StringType()),
        T.StructField("url", T.StringType()),
        T.StructField("published_at", T.StringType()),
        T.StructField("reason", T.StringType()),
        T.StructField("raw", T.StringType()),
    ]
)
PARAGRAPH_SCHEMA = T.StructType(
    [
        T.StructField("article_id", T.StringType(), False),
        T.StructField("paragraph_index", T.IntegerType(), False),
        T.StructField("start_offset", T.IntegerType(), False),
        T.StructField("end_offset", T.IntegerType(), False),
        T.StructField("paragraph_text", T.StringType(), False),
    ]
)


@dataclass(frozen=True)
class IngestResult:
    articles: int
    paragraphs: int
    quarantined: int


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
    first_copy = Window.partitionBy("article_id").orderBy(
        F.col("source_file").asc(), F.col("line_number").asc_nulls_first()
    )
    return parsed.withColumn("copy_number", F.row_number().over(first_copy)).withColumn(
        "first_source_file", F.first("source_file").over(first_copy)
    )


def select_articles(parsed: DataFrame, ingested_at: datetime) -> DataFrame:
    flagged = _first_copy_flag(parsed.filter(~F.col("is_rejected")))
    return flagged.filter(F.col("copy_number") == 1).select(
        "article_id",
        "document_name",
        "source_file",
        "line_number",
        "title",
        "body",
        "byline",
        "outlet",
        "outlet_source",
        "url",
        "published_at",
        F.length("body").alias("body_length"),
        F.lit(ingested_at).cast("timestamp").alias("ingested_at"),
    )


def select_quarantine(parsed: DataFrame, ingested_at: datetime) -> DataFrame:
    """Rejected inputs and repeated copies of an article, each with its reason."""
    rejected = parsed.filter(F.col("is_rejected")).select("source_file", "line_number", "reason", "raw")
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
        "source_file",
        "line_number",
        "reason",
        "raw",
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


def run(spark: SparkSession, input_dir: Path, ingested_at: datetime) -> IngestResult:
    parsed = parse_documents(read_landing(spark, input_dir)).cache()
    article_count = write_table(select_articles(parsed, ingested_at), "articles")
    quarantined = write_table(select_quarantine(parsed, ingested_at), "quarantine")
    paragraph_count = write_table(split_paragraphs(spark.table(f"{BRONZE_SCHEMA}.articles")), "paragraphs")
    return IngestResult(article_count, paragraph_count, quarantined)
