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

from pyspark.sql import SparkSession

from quotetrail import tables
from quotetrail.config import Settings
from quotetrail.jobs.plan import MATCH_UTTERANCES
from quotetrail.jobs.recorded import Parent, Written, run_recorded
from quotetrail.utterances import MatchResult, QuoteRecord, match_quotes
from quotetrail.warehouse import record_schema, write_table

#: The matching tables by name, as :meth:`MatchResult.rows` keys their rows.
_TABLES = {table.name: table for table in tables.MATCHING}


def piece_breaks(pieces: list[list[int]]) -> tuple[int, ...]:
    """Where each piece after the first begins in a quote's text, its pieces joined by one space."""
    breaks, at = [], 0
    for start, end in pieces[:-1]:
        at += end - start + 1
        breaks.append(at)
    return tuple(breaks)


def read_quote_records(spark: SparkSession) -> list[QuoteRecord]:
    """Direct and mixed quotes with their article's outlet, day and paragraph and
    their canonical speaker; indirect quotes paraphrase and so cannot be compared
    word for word. The pieces of a mixed quote were quoted apart, those of a direct
    quote around its attribution ('“…,” she said. “…”') as one passage."""
    rows = spark.sql(
        f"""
        select quote_id, article_id, article_label, outlet_name, published_on,
               canonical_speaker_name, source_text, content_text, content_pieces, quote_type, paragraph_text
        from {tables.QUOTES_FOR_MATCHING}
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
            breaks=piece_breaks(row.content_pieces) if row.quote_type == "mixed" else (),
        )
        for row in rows
    ]


def write_results(spark: SparkSession, result: MatchResult) -> Written:
    """Replace the matching tables; return the row count of each."""
    written = {}
    for name, rows in result.rows().items():
        table = _TABLES[name]
        written[table] = write_table(spark.createDataFrame(rows, schema=record_schema(table.record)), table)
    return written


def main(parent: Parent = None, settings: Settings | None = None) -> dict:
    """The Airflow task: match every direct and mixed quote; return the quotes read and rows written."""
    settings = settings or Settings.from_env()
    quotes = []

    def match(spark: SparkSession) -> Written:
        quotes.extend(read_quote_records(spark))
        return write_results(spark, match_quotes(quotes, settings.utterance_window_days))

    written = run_recorded(MATCH_UTTERANCES, match, parent=parent, settings=settings)
    return {
        "quotes": len(quotes),
        "utterances": written[tables.UTTERANCES],
        "findings": written[tables.FINDINGS],
    }
