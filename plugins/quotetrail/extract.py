"""Extract quoted spans from ``bronze.articles`` into ``bronze.quote_spans``.

The extraction rules are the pure-Python :mod:`quotetrail.attribution`; this
module wraps them once for Spark (Arrow record batches through ``mapInArrow``)
and flattens each quote into one row. Non-attributions (scare quotes, titles, quoted
documents) are kept in the same table with ``is_attribution = false`` so that no
quoted span is lost, and downstream models decide what counts as a quote.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from datetime import datetime

import pyarrow as pa
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F
from pyspark.sql import types as T
from pyspark.sql.pandas.types import to_arrow_schema

from quotetrail.config import BRONZE_SCHEMA
from quotetrail.warehouse import write_table

_OPTIONAL_SPAN = ("start", "end", "text")
#: Output columns computed from the article text (for column-level lineage).
TEXT_DERIVED_COLUMNS = (
    "quote_type",
    "content_start",
    "content_end",
    "content_text",
    "content_pieces",
    "speaker",
    "speaker_title",
    "source_text",
    "cue_text",
)

QUOTE_SPAN_SCHEMA = T.StructType(
    [
        T.StructField("quote_span_id", T.StringType(), False),
        T.StructField("article_id", T.StringType(), False),
        T.StructField("span_index", T.IntegerType(), False),
        T.StructField("quote_type", T.StringType(), False),
        T.StructField("is_attribution", T.BooleanType(), False),
        T.StructField("content_start", T.IntegerType(), False),
        T.StructField("content_end", T.IntegerType(), False),
        T.StructField("content_text", T.StringType(), False),
        T.StructField("content_pieces", T.ArrayType(T.ArrayType(T.IntegerType())), False),
        T.StructField("speaker", T.StringType()),
        T.StructField("speaker_title", T.StringType()),
        T.StructField("speaker_missing_reason", T.StringType()),
        T.StructField("source_start", T.IntegerType()),
        T.StructField("source_end", T.IntegerType()),
        T.StructField("source_text", T.StringType()),
        T.StructField("cue_start", T.IntegerType()),
        T.StructField("cue_end", T.IntegerType()),
        T.StructField("cue_text", T.StringType()),
        T.StructField("flags", T.ArrayType(T.StringType()), False),
    ]
)
#: The same schema as Arrow sees it, so batches are built in their final types.
QUOTE_SPAN_ARROW_SCHEMA = to_arrow_schema(QUOTE_SPAN_SCHEMA)


def quote_span_id(article_id: str, quote_type: str, pieces: list[list[int]]) -> str:
    """Content-derived id: the same span of the same article keeps its id across runs."""
    key = f"{article_id}|{quote_type}|{pieces}"
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def _span_columns(prefix: str, span) -> dict[str, object]:
    return {f"{prefix}_{part}": getattr(span, part) if span else None for part in _OPTIONAL_SPAN}


def quote_rows(article_id: str, text: str) -> list[dict[str, object]]:
    """One row per quoted span of one article, in text order."""
    from quotetrail.attribution import extract

    extraction = extract(text)
    spans = [(quote, True) for quote in extraction.quotes]
    spans += [(other, False) for other in extraction.non_attributions]
    spans.sort(key=lambda item: item[0].content.start)
    rows = []
    for index, (span, is_attribution) in enumerate(spans):
        pieces = [list(piece) for piece in span.content.pieces]
        rows.append(
            {
                "quote_span_id": quote_span_id(article_id, span.type, pieces),
                "article_id": article_id,
                "span_index": index,
                "quote_type": span.type,
                "is_attribution": is_attribution,
                "content_start": span.content.start,
                "content_end": span.content.end,
                "content_text": span.content.text,
                "content_pieces": pieces,
                "speaker": getattr(span, "speaker", None),
                "speaker_title": getattr(span, "speaker_title", None),
                "speaker_missing_reason": getattr(span, "speaker_missing_reason", None),
                **_span_columns("source", getattr(span, "source", None)),
                **_span_columns("cue", getattr(span, "cue", None)),
                "flags": list(getattr(span, "flags", ())),
            }
        )
    return rows


def _extract_batches(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
    """Arrow in, Arrow out: rows go straight into typed Arrow arrays, no pandas frame of nested lists."""
    for batch in batches:
        ids = batch.column("article_id").to_pylist()
        bodies = batch.column("body").to_pylist()
        rows = [
            row for article_id, body in zip(ids, bodies, strict=True) for row in quote_rows(article_id, body)
        ]
        yield pa.RecordBatch.from_pylist(rows, schema=QUOTE_SPAN_ARROW_SCHEMA)


def extract_quote_spans(article_rows: DataFrame, extracted_at: datetime) -> DataFrame:
    """``(article_id, body)`` rows -> one row per quoted span."""
    spans = article_rows.select("article_id", "body").mapInArrow(_extract_batches, schema=QUOTE_SPAN_SCHEMA)
    return spans.select(
        *QUOTE_SPAN_SCHEMA.fieldNames(),
        F.lit(extracted_at).cast("timestamp").alias("extracted_at"),
    )


def run(spark: SparkSession, extracted_at: datetime) -> int:
    """Replace ``bronze.quote_spans``; return its row count."""
    articles = spark.table(f"{BRONZE_SCHEMA}.articles")
    return write_table(extract_quote_spans(articles, extracted_at), "quote_spans")
