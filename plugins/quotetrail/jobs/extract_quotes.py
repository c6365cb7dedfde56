"""Extract quoted spans from ``bronze.articles`` into ``bronze.quote_spans``.

The extraction rules are the pure-Python :mod:`quotetrail.attribution`; this
module wraps them once for Spark (Arrow record batches through ``mapInArrow``)
and flattens each quote into one row. Non-attributions (scare quotes, titles, quoted
documents) are kept in the same table with ``is_attribution = false`` so that no
quoted span is lost, and downstream models decide what counts as a quote.

Spans follow their articles' partitions (one per ingest run): a run extracts the
articles its ingest added, and any partition an earlier run left unextracted,
and leaves every other partition, its rows and ids, as it was. Partitions whose
articles are gone (a replacing run) are dropped. A rebuild extracts every
partition again, so that changed extraction rules reach the whole corpus.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from datetime import UTC, datetime

import pyarrow as pa
from pyspark.sql import DataFrame, SparkSession
from pyspark.sql import functions as F
from pyspark.sql.pandas.types import to_arrow_schema

from quotetrail import tables
from quotetrail.config import Settings
from quotetrail.jobs.plan import EXTRACT_QUOTES
from quotetrail.jobs.recorded import Parent, run_recorded
from quotetrail.warehouse import (
    drop_partitions,
    ensure_table,
    partition_values,
    record_schema,
    write_partitions,
)

QUOTE_SPAN_SCHEMA = record_schema(tables.QuoteSpan)
#: The same schema as Arrow sees it, so batches are built in their final types.
QUOTE_SPAN_ARROW_SCHEMA = to_arrow_schema(QUOTE_SPAN_SCHEMA)


def quote_span_id(article_id: str, pieces: list[list[int]]) -> str:
    """Content-derived id: the same span of the same article keeps its id across runs.

    An article has at most one span per set of pieces (:func:`quote_rows` keeps
    the first), so the article and the pieces identify a span.
    """
    key = f"{article_id}|{pieces}"
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def _optional_span(span) -> tuple[object, object, object]:
    """Start, end and text of a source or cue, or three nulls when there is none."""
    return (span.start, span.end, span.text) if span is not None else (None, None, None)


class ExtractionFailed(RuntimeError):
    """The extractor failed on an article: a defect to fix, not input to skip.

    Writing the article with no spans would read as an article that quotes nobody,
    so the step stops and names the article; the run's error shows it in Airflow.
    """


def quote_rows(article_id: str, text: str) -> list[tuple]:
    """One row per quoted span of one article, in text order, values in the order of
    :class:`~quotetrail.tables.QuoteSpan`'s fields.

    Tuples rather than dicts: a batch is transposed into columns in one ``zip``, which
    costs far less than Arrow pivoting thousands of dicts by key.
    """
    from quotetrail.attribution import extract

    try:
        extraction = extract(text)
    except Exception as error:
        raise ExtractionFailed(f"quote extraction failed on article {article_id}: {error!r}") from error
    spans = [(quote, True) for quote in extraction.quotes]
    spans += [(other, False) for other in extraction.non_attributions]
    spans.sort(key=lambda item: item[0].content.start)
    rows = []
    seen: set[tuple] = set()
    for span, is_attribution in spans:
        content = span.content
        # Two cues over the same words ("… reports show", "…, officials said") are one quote.
        if content.pieces in seen:
            continue
        seen.add(content.pieces)
        pieces = [list(piece) for piece in content.pieces]
        rows.append(
            (
                quote_span_id(article_id, pieces),
                article_id,
                len(rows),
                span.type,
                is_attribution,
                content.start,
                content.end,
                content.text,
                pieces,
                getattr(span, "speaker", None),
                getattr(span, "speaker_title", None),
                getattr(span, "speaker_missing_reason", None),
                *_optional_span(getattr(span, "source", None)),
                *_optional_span(getattr(span, "cue", None)),
                getattr(span, "cue_kind", None),
                list(getattr(span, "flags", ())),
            )
        )
    return rows


def quote_batch(rows: list[tuple]) -> pa.RecordBatch:
    """Rows from :func:`quote_rows` as one Arrow batch of the output schema."""
    schema = QUOTE_SPAN_ARROW_SCHEMA
    columns = list(zip(*rows, strict=True)) if rows else [()] * len(schema)
    arrays = [pa.array(column, type=field.type) for column, field in zip(columns, schema, strict=True)]
    return pa.RecordBatch.from_arrays(arrays, schema=schema)


def _extract_batches(batches: Iterator[pa.RecordBatch]) -> Iterator[pa.RecordBatch]:
    """Arrow in, Arrow out: no pandas frame of nested lists on either side."""
    for batch in batches:
        ids = batch.column("article_id").to_pylist()
        bodies = batch.column("body").to_pylist()
        rows = [
            row for article_id, body in zip(ids, bodies, strict=True) for row in quote_rows(article_id, body)
        ]
        yield quote_batch(rows)


def extract_quote_spans(article_rows: DataFrame, extracted_at: datetime) -> DataFrame:
    """``(article_id, body, run_id)`` rows -> one row per quoted span, in its article's run."""
    runs = article_rows.select("article_id", "run_id")
    spans = article_rows.select("article_id", "body").mapInArrow(_extract_batches, schema=QUOTE_SPAN_SCHEMA)
    return spans.join(runs, on="article_id", how="inner").select(
        *QUOTE_SPAN_SCHEMA.fieldNames(),
        F.lit(extracted_at).cast("timestamp").alias("extracted_at"),
        "run_id",
    )


def partitions_to_extract(
    article_runs: set[str], span_runs: set[str], run_id: str, rebuild: bool = False
) -> set[str]:
    """This run's partition, and every article partition with no spans yet; every
    article partition for a rebuild.

    A partition whose articles hold no quote at all has no spans either: it is
    extracted again, which writes nothing and costs little.
    """
    if rebuild:
        return set(article_runs)
    return (article_runs - span_runs) | ({run_id} & article_runs)


def run(spark: SparkSession, run_id: str, extracted_at: datetime, rebuild: bool = False) -> int:
    """Extract the articles of the pending partitions; return the spans written."""
    article_runs = partition_values(spark, tables.ARTICLES)
    span_runs = partition_values(spark, tables.QUOTE_SPANS)
    ensure_table(spark, tables.QUOTE_SPANS)
    drop_partitions(spark, tables.QUOTE_SPANS, span_runs - article_runs)
    pending = partitions_to_extract(article_runs, span_runs, run_id, rebuild)
    if not pending:
        return 0
    articles = spark.table(tables.ARTICLES.qualified).filter(F.col("run_id").isin(sorted(pending)))
    return write_partitions(extract_quote_spans(articles, extracted_at), tables.QUOTE_SPANS, pending)


def main(run_id: str, rebuild: bool = False, parent: Parent = None, settings: Settings | None = None) -> dict:
    """The Airflow task: extract the quotes of the articles not extracted yet (all of
    them for a rebuild); return the rows written."""
    written = run_recorded(
        EXTRACT_QUOTES,
        lambda spark: {tables.QUOTE_SPANS: run(spark, run_id, datetime.now(UTC), rebuild)},
        parent=parent,
        settings=settings,
    )
    return {table.name: rows for table, rows in written.items()}
