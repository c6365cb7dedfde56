"""Print any table as JSON Lines or CSV, or the quotes in the evaluation format.

Rows stream from the engine batch by batch (``toLocalIterator``), so exporting a
large table needs no more memory than one batch.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from datetime import date, datetime
from typing import TextIO

from pyspark.sql import SparkSession

from quotetrail.tables import mart, resolve

FORMATS = ("jsonl", "csv", "eval")


class ExportError(ValueError):
    """The table or format asked for does not exist."""


def resolve_table(spark: SparkSession, name: str) -> str:
    """A bare name means the mart of that name; ``schema.table`` is taken as is."""
    table = resolve(name)
    if not spark.catalog.tableExists(table):
        raise ExportError(f"No table {table}. Run `quotetrail run` first, or name one as schema.table.")
    return table


def _plain(value):
    if isinstance(value, datetime | date):
        return value.isoformat()
    if hasattr(value, "asDict"):
        return {key: _plain(item) for key, item in value.asDict().items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    return value


def _rows(spark: SparkSession, table: str) -> Iterator[dict]:
    for row in spark.table(table).toLocalIterator():
        yield {key: _plain(value) for key, value in row.asDict().items()}


def write_jsonl(rows: Iterator[dict], out: TextIO) -> int:
    count = 0
    for count, row in enumerate(rows, start=1):  # noqa: B007 - count is the result
        out.write(json.dumps(row, ensure_ascii=False) + "\n")
    return count


def write_csv(rows: Iterator[dict], out: TextIO) -> int:
    """Nested values (arrays, structs) are written as JSON inside the cell."""
    writer = None
    count = 0
    for count, row in enumerate(rows, start=1):  # noqa: B007 - count is the result
        if writer is None:
            writer = csv.DictWriter(out, fieldnames=list(row))
            writer.writeheader()
        writer.writerow(
            {
                key: json.dumps(value) if isinstance(value, list | dict) else value
                for key, value in row.items()
            }
        )
    return count


def _span(start, end, text) -> dict | None:
    return None if start is None else {"start": start, "end": end, "text": text}


def eval_records(spark: SparkSession) -> Iterator[dict]:
    """One evaluation-format article per line, quotes sorted by offset."""
    articles = spark.sql(
        f"""
        with quotes as (
            select
                article_id,
                sort_array(collect_list(named_struct('start', content_start, 'quote', struct(*)))) as quotes
            from {mart("quotes")}
            group by article_id
        ),
        others as (
            select
                article_id,
                sort_array(collect_list(named_struct(
                    'start', content_start, 'end', content_end, 'text', content_text,
                    'type', non_attribution_type
                ))) as non_attributions
            from {mart("non_attributions")}
            group by article_id
        )
        select
            articles.document_name,
            articles.outlet_name,
            articles.url,
            coalesce(quotes.quotes, array()) as quotes,
            coalesce(others.non_attributions, array()) as non_attributions
        from {mart("articles")} as articles
        left join quotes on articles.article_id = quotes.article_id
        left join others on articles.article_id = others.article_id
        order by articles.document_name
        """
    )
    for row in articles.toLocalIterator():
        yield {
            "id": row.document_name,
            "outlet": row.outlet_name,
            "url": row.url,
            "quotes": [_eval_quote(item.quote) for item in row.quotes],
            "non_attributions": [
                {
                    "type": item.type,
                    "content": {**_span(item.start, item.end, item.text), "spans": [[item.start, item.end]]},
                }
                for item in row.non_attributions
            ],
        }


def _eval_quote(quote) -> dict:
    pieces = [list(piece) for piece in quote.content_pieces]
    return {
        "type": quote.quote_type,
        "content": {
            "start": quote.content_start,
            "end": quote.content_end,
            "text": quote.content_text,
            "spans": pieces,
        },
        "speaker": quote.speaker_name,
        "source": _span(quote.source_start, quote.source_end, quote.source_text),
        "cue": _span(quote.cue_start, quote.cue_end, quote.cue_text),
        "utterance": quote.utterance_key,
    }


def export(spark: SparkSession, name: str, fmt: str, out: TextIO) -> int:
    """Write the table to ``out``; return the number of records written."""
    if fmt not in FORMATS:
        raise ExportError(f"Unknown format {fmt!r}; choose one of {', '.join(FORMATS)}.")
    if fmt == "eval":
        if name != "quotes":
            raise ExportError("The eval format is for the quotes table only: `export quotes --format eval`.")
        return write_jsonl(eval_records(spark), out)
    rows = _rows(spark, resolve_table(spark, name))
    return write_jsonl(rows, out) if fmt == "jsonl" else write_csv(rows, out)
