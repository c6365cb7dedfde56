"""Ingest landing files into the bronze tables ``articles``, ``paragraphs`` and ``quarantine``.

Parsing rules live in :mod:`quotetrail.articles`; this module only moves data
through Spark. The corpus grows run by run: a run reads only the files whose
bytes no earlier run read (``bronze.ingested_files``) and that had landed when
the run was due, and adds only articles whose text is not in the corpus yet; a
text seen again is quarantined as a duplicate of the first. Each run writes its
own partition of every table, so re-running it replaces its own rows and never
touches another run's. ``replace`` starts the corpus over from the folder.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import asdict, dataclass
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
from quotetrail.runtime import engine
from quotetrail.warehouse import ensure_table, record_schema, table_schema, write_partitions, write_table


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
#: A paragraph row carries its article's run, whose partition it belongs to.
PARAGRAPH_SCHEMA = table_schema(tables.PARAGRAPHS)


LANDING_SCHEMA = T.StructType(
    [
        T.StructField("source_file", T.StringType(), False),
        T.StructField("content", T.BinaryType()),
        T.StructField("reason", T.StringType()),
    ]
)


def read_landing(spark: SparkSession, files: list[landing.LandingFile]) -> DataFrame:
    """Landing entries as (source_file, content, reason it was not read)."""
    rows = [(file.source_file, file.content, file.reason) for file in files]
    return spark.createDataFrame(rows, schema=LANDING_SCHEMA)


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


KNOWN_SCHEMA = T.StructType(
    [
        T.StructField("article_id", T.StringType(), False),
        T.StructField("known_source_file", T.StringType(), False),
    ]
)


def nothing_known(spark: SparkSession) -> DataFrame:
    """No article known yet: a new corpus, or one being replaced."""
    return spark.createDataFrame([], schema=KNOWN_SCHEMA)


def _with_known(parsed: DataFrame, known: DataFrame) -> DataFrame:
    """Flag each article whose text the corpus already holds, with the file it came from."""
    found = parsed.filter(~F.col("is_rejected"))
    return _first_copy_flag(found).join(known, on="article_id", how="left")


def select_articles(parsed: DataFrame, known: DataFrame, ingested_at: datetime, run_id: str) -> DataFrame:
    """The first copy of each text that ``known`` (article_id, known_source_file) lacks."""
    flagged = _with_known(parsed, known)
    return flagged.filter((F.col("copy_number") == 1) & F.col("known_source_file").isNull()).select(
        *record_schema(articles.Article).fieldNames(),
        F.length("body").alias("body_length"),
        F.lit(ingested_at).cast("timestamp").alias("ingested_at"),
        F.lit(run_id).alias("run_id"),
    )


def select_quarantine(parsed: DataFrame, known: DataFrame, ingested_at: datetime, run_id: str) -> DataFrame:
    """Rejected inputs and repeated copies of an article, each with its reason.

    A copy repeats the first copy of the same run, or an article an earlier run
    ingested; its reason names the file the article was first read from.
    """
    columns = record_schema(articles.Rejected).fieldNames()
    rejected = parsed.filter(F.col("is_rejected")).select(*columns)
    duplicates = (
        _with_known(parsed, known)
        .filter((F.col("copy_number") > 1) | F.col("known_source_file").isNotNull())
        .withColumn("first_source_file", F.coalesce("known_source_file", "first_source_file"))
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
        F.lit(run_id).alias("run_id"),
    )


def _paragraph_batches(batches: Iterator[pd.DataFrame]) -> Iterator[pd.DataFrame]:
    for batch in batches:
        columns = zip(batch["article_id"], batch["body"], batch["run_id"], strict=True)
        rows = [
            (article_id, *paragraph, run_id)
            for article_id, body, run_id in columns
            for paragraph in articles.paragraphs(body)
        ]
        yield pd.DataFrame(rows, columns=PARAGRAPH_SCHEMA.fieldNames())


def split_paragraphs(article_rows: DataFrame) -> DataFrame:
    """One row per non-blank paragraph, with offsets into the article body."""
    return article_rows.select("article_id", "body", "run_id").mapInPandas(
        _paragraph_batches, schema=PARAGRAPH_SCHEMA
    )


@dataclass(frozen=True)
class Ingest:
    """What one ingest run reads: a folder, as of a time, as a run of its own."""

    folder: Path
    run_id: str
    #: Files written after this time are left for a later run: for a scheduled
    #: run this is the end of its data interval.
    landed_before: datetime
    #: Start the corpus over from ``folder`` instead of adding to it.
    replace: bool = False


def new_files(spark: SparkSession, ingest: Ingest) -> list[landing.LandingFile]:
    """The folder's files that no other run has read and that had landed in time.

    A file is known by its bytes; an entry that cannot be read has none, and is
    known by its path, so that it is reported once rather than in every run.
    """
    files = [
        file
        for file in landing.list_landing(ingest.folder)
        if file.landed_at is None or file.landed_at <= ingest.landed_before
    ]
    if ingest.replace or not spark.catalog.tableExists(tables.INGESTED_FILES.qualified):
        return files
    seen = (
        spark.table(tables.INGESTED_FILES.qualified)
        .filter(F.col("run_id") != ingest.run_id)
        .select("source_file", "content_hash")
        .collect()
    )
    known = {row.content_hash or row.source_file for row in seen}
    return [file for file in files if (file.content_hash or file.source_file) not in known]


def known_articles(spark: SparkSession, parsed: DataFrame, ingest: Ingest) -> DataFrame:
    """(article_id, known_source_file) of the parsed articles other runs already ingested.

    Collected through the driver: the lookup is as small as the new input, and
    the table it reads is the one this run then writes.
    """
    if ingest.replace or not spark.catalog.tableExists(tables.ARTICLES.qualified):
        return nothing_known(spark)
    ids = [row.article_id for row in parsed.filter(~F.col("is_rejected")).select("article_id").collect()]
    if not ids:
        return nothing_known(spark)
    rows = (
        spark.table(tables.ARTICLES.qualified)
        .filter((F.col("run_id") != ingest.run_id) & F.col("article_id").isin(ids))
        .select("article_id", F.col("source_file").alias("known_source_file"))
        .collect()
    )
    return spark.createDataFrame([tuple(row) for row in rows], schema=KNOWN_SCHEMA)


def ingested_files(
    files: list[landing.LandingFile],
    article_rows: DataFrame,
    quarantine_rows: DataFrame,
    ingested_at: datetime,
    run_id: str,
) -> list[tuple]:
    """One row of ``bronze.ingested_files`` per file read, with what it gave."""
    added = _count_by_file(article_rows)
    quarantined = _count_by_file(quarantine_rows)
    return [
        (
            file.source_file,
            file.content_hash,
            added.get(file.source_file, 0),
            quarantined.get(file.source_file, 0),
            ingested_at,
            run_id,
        )
        for file in files
    ]


def _count_by_file(rows: DataFrame) -> dict[str, int]:
    return {row.source_file: row["count"] for row in rows.groupBy("source_file").count().collect()}


def _write(frame: DataFrame, table: tables.Table, ingest: Ingest) -> int:
    """A replacing run writes whole tables; any other only its own partition."""
    if ingest.replace:
        return write_table(frame, table)
    return write_partitions(frame, table, [ingest.run_id])


def run(
    spark: SparkSession, ingest: Ingest, files: list[landing.LandingFile], ingested_at: datetime
) -> Written:
    """Ingest ``files``, the new files of the folder; return the rows this run wrote per table.

    With no new file an adding run writes nothing: its partitions stay empty
    without a Spark job, which keeps a run with nothing new cheap.
    """
    if not files and not ingest.replace:
        for table in INGEST_ARTICLES.writes:
            ensure_table(spark, table)
        return dict.fromkeys(INGEST_ARTICLES.writes, 0)
    with ExitStack() as cached:
        # Cached frames stay in the engine, which outlives the run, until they are released.
        parsed = _cached(cached, parse_documents(read_landing(spark, files)))
        known = known_articles(spark, parsed, ingest)
        article_rows = _cached(cached, select_articles(parsed, known, ingested_at, ingest.run_id))
        quarantine_rows = _cached(cached, select_quarantine(parsed, known, ingested_at, ingest.run_id))
        file_rows = spark.createDataFrame(
            ingested_files(files, article_rows, quarantine_rows, ingested_at, ingest.run_id),
            schema=table_schema(tables.INGESTED_FILES),
        )
        return {
            tables.ARTICLES: _write(article_rows, tables.ARTICLES, ingest),
            tables.PARAGRAPHS: _write(split_paragraphs(article_rows), tables.PARAGRAPHS, ingest),
            tables.QUARANTINE: _write(quarantine_rows, tables.QUARANTINE, ingest),
            # Last: a run that stops before this line has recorded no file as read.
            tables.INGESTED_FILES: _write(file_rows, tables.INGESTED_FILES, ingest),
        }


def _cached(release: ExitStack, frame: DataFrame) -> DataFrame:
    """``frame`` cached in the engine until ``release`` closes (and gone when it has closed)."""
    release.callback(frame.unpersist, blocking=True)
    return frame.cache()


def main(
    input_dir: str,
    run_id: str,
    landed_before: datetime,
    replace: bool = False,
    parent: Parent = None,
    settings: Settings | None = None,
) -> dict:
    """The Airflow task: ingest what is new in ``input_dir``; return the rows written per table."""
    folder = Path(input_dir)
    if not folder.is_dir():
        # Checked before the engine is reached: the failure is the input's, not Spark's.
        raise FileNotFoundError(f"The input folder {input_dir} does not exist or is not a folder.")
    ingest = Ingest(folder, run_id, landed_before, replace)
    settings = settings or Settings.from_env()
    # Found before the lineage run starts, so that its first event names the files it consumes.
    files = new_files(engine.connect(settings), ingest)
    written = run_recorded(
        INGEST_ARTICLES,
        lambda spark: run(spark, ingest, files, datetime.now(UTC)),
        parent=parent,
        settings=settings,
        landing=folder,
        consumed={file.source_file: file.content_hash for file in files if file.content_hash},
        # A replacing run rewrites whole tables: no partition of theirs is left as it was.
        partitions=None if replace else [{"run_id": run_id}],
    )
    return {table.name: rows for table, rows in written.items()}
