"""The matching step between dbt's intermediate and mart layers.

Clustering quotes into utterances needs every quote at once: two outlets'
versions of one sentence can sit in any partition, and a wrong speaker is
exactly what rule 3 must catch, so quotes cannot be partitioned by speaker.
The matcher (:mod:`quotetrail.utterances`) blocks candidates on word shingles and
runs in linear time, so this step reads the quotes through Arrow into the task,
matches them in one process and writes the results as the ``matching`` tables
that dbt's marts read as sources.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyspark.sql import SparkSession
from pyspark.sql import types as T

from quotetrail.config import DBT_SCHEMA
from quotetrail.utterances import MatchResult, QuoteRecord, match_quotes
from quotetrail.warehouse import write_table

MATCHING_SCHEMA = "matching"
QUOTES_VIEW = f"{DBT_SCHEMA}.int_quotes_joined_to_articles"

_EDIT = T.StructType(
    [
        T.StructField("kind", T.StringType()),
        T.StructField("quote_words", T.StringType()),
        T.StructField("reference_words", T.StringType()),
        T.StructField("quote_offset", T.IntegerType()),
        T.StructField("reference_offset", T.IntegerType()),
    ]
)
_ALIGNMENT = T.StructType(
    [
        T.StructField("op", T.StringType()),
        T.StructField("quote_start", T.IntegerType()),
        T.StructField("quote_end", T.IntegerType()),
        T.StructField("reference_start", T.IntegerType()),
        T.StructField("reference_end", T.IntegerType()),
    ]
)
_STRINGS = T.ArrayType(T.StringType())

TABLE_SCHEMAS = {
    "utterances": T.StructType(
        [
            T.StructField("utterance_id", T.StringType(), False),
            T.StructField("reference_text", T.StringType(), False),
            T.StructField("speaker", T.StringType()),
            T.StructField("quote_count", T.IntegerType(), False),
            T.StructField("article_count", T.IntegerType(), False),
        ]
    ),
    "quote_utterances": T.StructType(
        [
            T.StructField("quote_id", T.StringType(), False),
            T.StructField("utterance_id", T.StringType(), False),
            T.StructField("start", T.IntegerType(), False),
            T.StructField("end", T.IntegerType(), False),
        ]
    ),
    "quote_variants": T.StructType(
        [
            T.StructField("quote_id", T.StringType(), False),
            T.StructField("utterance_id", T.StringType(), False),
            T.StructField("edit_kinds", _STRINGS, False),
            T.StructField("is_allowed", T.BooleanType(), False),
            T.StructField("edits", T.ArrayType(_EDIT), False),
            T.StructField("alignment", T.ArrayType(_ALIGNMENT), False),
            T.StructField("reference_start", T.IntegerType(), False),
            T.StructField("reference_end", T.IntegerType(), False),
        ]
    ),
    "consistency_findings": T.StructType(
        [
            T.StructField("finding_id", T.StringType(), False),
            T.StructField("rule", T.StringType(), False),
            T.StructField("kind", T.StringType(), False),
            T.StructField("severity", T.StringType(), False),
            T.StructField("utterance_id", T.StringType(), False),
            T.StructField("quote_ids", _STRINGS, False),
            T.StructField("article_ids", _STRINGS, False),
            T.StructField("outlets", _STRINGS, False),
            T.StructField("quote_words", T.StringType()),
            T.StructField("reference_words", T.StringType()),
            T.StructField("explanation", T.StringType(), False),
        ]
    ),
}


@dataclass(frozen=True)
class MatchCounts:
    quotes: int
    rows_by_table: dict[str, int]

    @property
    def utterances(self) -> int:
        return self.rows_by_table["utterances"]

    @property
    def findings(self) -> int:
        return self.rows_by_table["consistency_findings"]


def read_quote_records(spark: SparkSession) -> list[QuoteRecord]:
    """Direct and mixed quotes with their article's outlet, day and paragraph and
    their canonical speaker; indirect quotes paraphrase and so cannot be compared
    word for word."""
    rows = spark.sql(
        f"""
        select quote_id, article_id, article_label, outlet_name, published_on,
               canonical_speaker_name, source_text, content_text, quote_type, paragraph_text
        from {QUOTES_VIEW}
        where quote_type in ('direct', 'mixed')
        """
    ).collect()
    return [
        QuoteRecord(
            quote_id=row.quote_id,
            article_id=row.article_id,
            article_label=row.article_label,
            outlet=row.outlet_name,
            speaker=row.canonical_speaker_name,
            text=row.content_text,
            quote_type=row.quote_type,
            context=row.paragraph_text or "",
            published_on=row.published_on,
            speaker_mention=row.source_text,
        )
        for row in rows
    ]


def write_results(spark: SparkSession, result: MatchResult) -> dict[str, int]:
    """Replace the matching tables; return the row count of each."""
    return {
        table: write_table(spark.createDataFrame(rows, schema=TABLE_SCHEMAS[table]), table, MATCHING_SCHEMA)
        for table, rows in result.rows().items()
    }


def run(spark: SparkSession, window_days: int) -> MatchCounts:
    records = read_quote_records(spark)
    return MatchCounts(len(records), write_results(spark, match_quotes(records, window_days)))
