"""The matching step between dbt's intermediate and mart layers.

Clustering quotes into utterances needs every quote at once: two outlets'
versions of one sentence can sit in any partition, and a wrong speaker is
exactly what rule 3 must catch, so quotes cannot be partitioned by speaker.
The matcher (:mod:`quotetrail.utterances`) blocks candidates on word shingles and
runs in linear time, so this step reads the quotes through Arrow into the task
and matches them in one process.

A run matches again only what its new, changed or removed quotes reach
(:func:`~quotetrail.utterances.match.update_matches`), from the fingerprints it
kept in ``matching.matched_quotes``: the rows of every other utterance stay as
they were. The word weights and the blocking index still come from every quote,
since they decide what a new quote reaches, but aligning, clustering and
describing follow what the run added. A rebuild, or a warehouse without
fingerprints, matches every quote.
"""

from __future__ import annotations

import logging
from dataclasses import asdict

from pyspark.sql import DataFrame, SparkSession

from quotetrail import tables
from quotetrail.config import Settings
from quotetrail.jobs.plan import MATCH_UTTERANCES
from quotetrail.jobs.recorded import Parent, Written, run_recorded
from quotetrail.utterances import QuoteRecord
from quotetrail.utterances.match import update_matches
from quotetrail.utterances.model import Matched, MatchUpdate, QuoteFingerprint
from quotetrail.warehouse import record_schema, write_table

log = logging.getLogger(__name__)

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
    quote around its attribution ('“…,” she said. “…”') as one passage.

    Earliest printings first: when a phrase is in too many quotes to compare with
    all, matching pairs it with the first few, so that order is part of the result
    and later news comes after what is already matched.
    """
    rows = spark.sql(
        f"""
        select quote_id, article_id, article_label, outlet_name, published_on,
               canonical_speaker_name, source_text, content_text, content_pieces, quote_type, paragraph_text
        from {tables.QUOTES_FOR_MATCHING}
        where quote_type in ('direct', 'mixed')
        order by published_on nulls last, article_id, quote_id
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


def read_earlier(spark: SparkSession) -> dict[str, Matched]:
    """What the last matching made of each quote; nothing when it kept no fingerprints."""
    kept = (tables.MATCHED_QUOTES, tables.QUOTE_UTTERANCES)
    if not all(spark.catalog.tableExists(table.qualified) for table in kept):
        return {}
    rows = spark.sql(
        f"""
        select m.quote_id, m.fingerprint, collect_set(l.utterance_id) as utterance_ids
        from {tables.MATCHED_QUOTES} m
        join {tables.QUOTE_UTTERANCES} l on l.quote_id = m.quote_id
        group by m.quote_id, m.fingerprint
        """
    ).collect()
    return {row.quote_id: Matched(row.fingerprint, frozenset(row.utterance_ids)) for row in rows}


def write_update(spark: SparkSession, update: MatchUpdate, whole: bool) -> Written:
    """Write the rows matched again in place of those they replace; return each table's row count.

    ``whole`` replaces every table with the update (every quote was matched).
    Otherwise each table keeps its rows of the utterances (or, for the
    fingerprints, of the quotes) the update leaves alone.
    """
    fresh = {_TABLES[name]: _frame(spark, _TABLES[name], rows) for name, rows in update.result.rows().items()}
    prints = [asdict(QuoteFingerprint(*item)) for item in update.fingerprints.items()]
    fresh[tables.MATCHED_QUOTES] = _frame(spark, tables.MATCHED_QUOTES, prints)
    if whole:
        return {table: write_table(frame, table) for table, frame in fresh.items()}
    utterances = spark.createDataFrame([(u,) for u in sorted(update.replaced)], "utterance_id string")
    quotes = spark.createDataFrame(
        [(q,) for q in sorted(update.removed | update.fingerprints.keys())], "quote_id string"
    )
    written = {}
    for table, frame in fresh.items():
        gone = quotes if table is tables.MATCHED_QUOTES else utterances
        kept = spark.table(table.qualified).join(gone, gone.columns[0], "left_anti").select(*frame.columns)
        # Materialized first: the table cannot be overwritten while the plan still reads its files.
        written[table] = write_table(kept.unionByName(frame).localCheckpoint(), table)
    return written


def _frame(spark: SparkSession, table: tables.Table, rows: list[dict]) -> DataFrame:
    return spark.createDataFrame(rows, schema=record_schema(table.record))


def main(rebuild: bool = False, parent: Parent = None, settings: Settings | None = None) -> dict:
    """The Airflow task: match what changed (every quote for a rebuild); return the quotes read,
    the quotes matched again and the rows of the tables matching feeds the marts."""
    settings = settings or Settings.from_env()
    counts = {}

    def match(spark: SparkSession) -> Written:
        quotes = read_quote_records(spark)
        earlier = {} if rebuild else read_earlier(spark)
        update = update_matches(quotes, earlier, settings.utterance_window_days)
        counts.update(quotes=len(quotes), matched_again=len(update.fingerprints))
        log.info("matched %d of %d quotes again", len(update.fingerprints), len(quotes))
        return write_update(spark, update, whole=not earlier)

    written = run_recorded(MATCH_UTTERANCES, match, parent=parent, settings=settings)
    return {**counts, "utterances": written[tables.UTTERANCES], "findings": written[tables.FINDINGS]}
