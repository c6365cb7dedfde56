"""Every table the product writes or reads, defined once.

A table is named here with its schema (Hive database), its layer, its key and
the record type one row holds; everything else derives from this registry: the
Spark schemas the jobs write (:mod:`quotetrail.warehouse`), the Airflow Assets,
the lineage dataset names, the bare names ``quotetrail export`` accepts, and the
dbt sources, which a test holds against it. The marts are dbt models: their
columns are dbt's contract (``models/marts/_marts.yml``), so they have no record
type here.

Pure Python, so that a DAG file can import it at parse time without Spark.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from datetime import datetime
from typing import Annotated, Literal

from quotetrail.articles import Article, Rejected
from quotetrail.utterances.model import Finding, QuoteFingerprint, QuoteUtterance, QuoteVariant, Utterance

#: What writes a layer: Spark jobs write bronze and matching, dbt the staging to
#: mart models, the validation step the quality results, publishing the copies.
Layer = Literal["bronze", "matching", "marts", "quality", "published"]

#: Hive database of each layer; dbt builds its models into ``quotetrail``.
BRONZE_SCHEMA = "bronze"
MATCHING_SCHEMA = "matching"
DBT_SCHEMA = "quotetrail"
QUALITY_SCHEMA = "quality"
PUBLISHED_SCHEMA = "published"
#: Where each publishing writes its complete copies, which the published views then read.
PUBLISHED_VERSIONS_SCHEMA = "published_versions"


@dataclass(frozen=True)
class Paragraph:
    """One non-blank paragraph of an article, with offsets into its body."""

    article_id: str
    paragraph_index: int
    start_offset: int
    end_offset: int
    paragraph_text: str


@dataclass(frozen=True)
class QuoteSpan:
    """One quoted span of one article, a quote or a non-attribution, as extraction finds it."""

    quote_span_id: str
    article_id: str
    span_index: int
    quote_type: str
    is_attribution: bool
    content_start: int
    content_end: int
    content_text: str
    content_pieces: list[list[int]]
    speaker: str | None
    speaker_title: str | None
    speaker_missing_reason: str | None
    source_start: int | None
    source_end: int | None
    source_text: str | None
    cue_start: int | None
    cue_end: int | None
    cue_text: str | None
    cue_kind: str | None
    flags: list[str]


@dataclass(frozen=True)
class IngestedFile:
    """One input file an ingest run read, known by its bytes so that no run reads it again."""

    source_file: str
    #: SHA-256 of the file's bytes; null for an entry that could not be read.
    content_hash: str | None
    #: Articles the file added to the corpus.
    articles: int
    #: Its records that went to the quarantine, already ingested articles included.
    quarantined: int


@dataclass(frozen=True)
class CheckResult:
    """One expectation's outcome in one validation run."""

    run_id: str
    validated_at: datetime
    suite: str
    table_name: str
    expectation_type: str
    rule: str
    severity: str
    description: str
    column_name: str | None
    success: bool
    #: GX counts rows in 64 bits; a large table overflows a Spark int.
    element_count: Annotated[int, "bigint"] | None
    unexpected_count: Annotated[int, "bigint"] | None
    observed_value: str | None
    unexpected_rows: str | None
    kwargs: str


@dataclass(frozen=True)
class DbtNodeResult:
    """One dbt model's or test's outcome in one DAG run, as dbt's run_results.json gives it."""

    run_id: str
    #: The task that ran dbt (``build_staging`` or ``build_marts``).
    step: str
    #: The node's name, e.g. ``not_null_stg_bronze__articles_article_id``.
    node: str
    #: ``model`` or ``test`` (runs leave the unit tests out).
    resource_type: str
    #: dbt's status: success, pass, warn, fail, error or skipped.
    status: str
    #: Rows a data test found; None for models.
    failures: Annotated[int, "bigint"] | None
    message: str | None
    execution_seconds: float
    finished_at: datetime


@dataclass(frozen=True)
class RunSummary:
    """What one validated run added to the corpus and found, as its quality report told it."""

    run_id: str
    validated_at: datetime
    #: Articles this run's ingest added, and the files they came from.
    added_articles: Annotated[int, "bigint"]
    added_files: Annotated[int, "bigint"]
    #: The corpus after the run.
    articles: Annotated[int, "bigint"]
    quotes: Annotated[int, "bigint"]
    findings: Annotated[int, "bigint"]
    #: Findings about an article the run added.
    new_findings: Annotated[int, "bigint"]
    #: Critical checks that failed, which stop publishing.
    checks_failed: Annotated[int, "bigint"]


@dataclass(frozen=True)
class PublishedRowCount:
    """How many rows one published mart held when it was last published."""

    table_name: str
    row_count: Annotated[int, "bigint"]
    published_at: datetime


@dataclass(frozen=True)
class Table:
    """One table: where it lives, what writes it, what identifies a row and what a row holds."""

    schema: str
    name: str
    layer: Layer
    key: tuple[str, ...] = ()
    #: The dataclass one row holds; None for dbt models, whose contract is dbt's.
    record: type | None = None
    #: Columns the writing job adds after the record's fields (name, Spark type).
    added: tuple[tuple[str, str], ...] = ()
    #: Columns the table is partitioned by, for tables that keep history: a
    #: writer replaces the partitions it writes and keeps the others.
    partitions: tuple[str, ...] = ()

    @property
    def qualified(self) -> str:
        """``schema.name``, as Spark, dbt, Airflow Assets and lineage call the table."""
        return f"{self.schema}.{self.name}"

    @property
    def columns(self) -> tuple[str, ...]:
        """Column names in table order; empty for dbt models."""
        if self.record is None:
            return ()
        return tuple(f.name for f in fields(self.record)) + tuple(name for name, _ in self.added)

    def __str__(self) -> str:
        return self.qualified


#: The bronze tables grow run by run: each run writes its own partition, so that
#: re-running it replaces what it wrote and leaves every other run's rows alone.
_RUN = (("run_id", "string"),)
_INGESTED_AT = (("ingested_at", "timestamp"),)

ARTICLES = Table(
    BRONZE_SCHEMA,
    "articles",
    "bronze",
    key=("article_id",),
    record=Article,
    added=(("body_length", "int"), *_INGESTED_AT, *_RUN),
    partitions=("run_id",),
)
PARAGRAPHS = Table(
    BRONZE_SCHEMA,
    "paragraphs",
    "bronze",
    ("article_id", "paragraph_index"),
    Paragraph,
    added=_RUN,
    partitions=("run_id",),
)
QUARANTINE = Table(
    BRONZE_SCHEMA,
    "quarantine",
    "bronze",
    record=Rejected,
    added=(*_INGESTED_AT, *_RUN),
    partitions=("run_id",),
)
QUOTE_SPANS = Table(
    BRONZE_SCHEMA,
    "quote_spans",
    "bronze",
    key=("quote_span_id",),
    record=QuoteSpan,
    added=(("extracted_at", "timestamp"), *_RUN),
    partitions=("run_id",),
)
#: Every file ingested so far, by content: what makes a run ingest only what is new.
INGESTED_FILES = Table(
    BRONZE_SCHEMA,
    "ingested_files",
    "bronze",
    record=IngestedFile,
    added=(*_INGESTED_AT, *_RUN),
    partitions=("run_id",),
)

UTTERANCES = Table(MATCHING_SCHEMA, "utterances", "matching", ("utterance_id",), Utterance)
QUOTE_UTTERANCES = Table(
    MATCHING_SCHEMA, "quote_utterances", "matching", ("quote_id", "utterance_id"), QuoteUtterance
)
QUOTE_VARIANTS = Table(
    MATCHING_SCHEMA, "quote_variants", "matching", ("quote_id", "utterance_id"), QuoteVariant
)
FINDINGS = Table(MATCHING_SCHEMA, "consistency_findings", "matching", ("finding_id",), Finding)
#: What the matching step keeps between runs to match again only what changed.
MATCHED_QUOTES = Table(MATCHING_SCHEMA, "matched_quotes", "matching", ("quote_id",), QuoteFingerprint)

VALIDATION_RESULTS = Table(
    QUALITY_SCHEMA, "validation_results", "quality", record=CheckResult, partitions=("run_id",)
)
#: Each dbt step of a run replaces only its own rows.
DBT_RESULTS = Table(
    QUALITY_SCHEMA, "dbt_results", "quality", record=DbtNodeResult, partitions=("run_id", "step")
)
#: One row per validated run, for the trends of what runs add and find.
RUN_HISTORY = Table(QUALITY_SCHEMA, "run_history", "quality", record=RunSummary, partitions=("run_id",))
#: What is published, which the publishing rules compare the next run against.
PUBLISHED_ROW_COUNTS = Table(
    QUALITY_SCHEMA, "published_row_counts", "quality", ("table_name",), PublishedRowCount
)

#: The marts dbt builds and publishing copies, in the order consumers read about them.
MART_NAMES = (
    "articles",
    "outlets",
    "speakers",
    "quotes",
    "attributions",
    "utterances",
    "quote_variants",
    "consistency_findings",
    "non_attributions",
)
MARTS = tuple(Table(DBT_SCHEMA, name, "marts") for name in MART_NAMES)
PUBLISHED = tuple(Table(PUBLISHED_SCHEMA, name, "published") for name in MART_NAMES)

#: The dbt model the matching step reads: every quote with its article's outlet and day.
QUOTES_FOR_MATCHING = Table(DBT_SCHEMA, "int_quotes_joined_to_articles", "marts")

BRONZE = (ARTICLES, PARAGRAPHS, QUARANTINE, QUOTE_SPANS, INGESTED_FILES)
MATCHING = (UTTERANCES, QUOTE_UTTERANCES, QUOTE_VARIANTS, FINDINGS)
ALL = (
    *BRONZE,
    *MATCHING,
    MATCHED_QUOTES,
    QUOTES_FOR_MATCHING,
    *MARTS,
    VALIDATION_RESULTS,
    DBT_RESULTS,
    RUN_HISTORY,
    PUBLISHED_ROW_COUNTS,
    *PUBLISHED,
)


def mart(name: str) -> Table:
    """The mart called ``name``."""
    return next(table for table in MARTS if table.name == name)


def resolve(name: str) -> str:
    """``schema.table`` for a name a user typed: a bare name means the mart of that name."""
    return name if "." in name else f"{DBT_SCHEMA}.{name}"
