"""What each pipeline step reads and writes, declared once.

A step's name is its Airflow task id, its module in :mod:`quotetrail.jobs` and
the name of the lineage job it records. The DAG turns ``reads`` and ``writes``
into Airflow Assets; :func:`quotetrail.jobs.recorded.run_recorded` turns them,
with the declared column lineage, into the step's OpenLineage run. Pure Python,
so that the DAG file imports it at parse time without Spark.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from quotetrail import tables
from quotetrail.lineage.naming import FILE_CONTENT_FIELD
from quotetrail.tables import Table

#: The landing files, as the source of a column (their one field is FILE_CONTENT_FIELD).
LANDING = "landing"
#: How an output column comes from an input column (OpenLineage's DIRECT subtypes).
Subtype = Literal["IDENTITY", "TRANSFORMATION", "AGGREGATION"]
#: One input column of an output column: (input table or LANDING, input column, subtype).
ColumnFrom = tuple[Table | str, str, Subtype]


@dataclass(frozen=True, eq=False)
class Step:
    name: str
    reads: tuple[Table, ...] = ()
    writes: tuple[Table, ...] = ()
    #: True for the step that reads the landing folder.
    reads_landing: bool = False
    #: Folders under the site directory the step writes (a published page each).
    sites: tuple[str, ...] = ()
    #: Per written table, each column's inputs; columns not named have none declared.
    columns: Mapping[Table, Mapping[str, tuple[ColumnFrom, ...]]] = field(default_factory=dict)
    #: Written tables that copy a read table column for column, by the table they copy.
    copies: Mapping[Table, Table] = field(default_factory=dict)


def _from(source: Table | str, column: str, subtype: Subtype, *outputs: str) -> dict:
    return {output: ((source, column, subtype),) for output in outputs}


#: Ingest and extract also look up what earlier runs wrote to the tables they
#: write (files read, articles known, partitions extracted); a step's own output
#: is not declared as its input, which would make the lineage graph a cycle.
INGEST_ARTICLES = Step(
    "ingest_articles",
    writes=(tables.ARTICLES, tables.PARAGRAPHS, tables.QUARANTINE, tables.INGESTED_FILES),
    reads_landing=True,
    columns={
        tables.ARTICLES: _from(
            LANDING, FILE_CONTENT_FIELD, "TRANSFORMATION", "article_id", "title", "body", "byline", "outlet"
        ),
        tables.PARAGRAPHS: {
            **_from(tables.ARTICLES, "article_id", "IDENTITY", "article_id"),
            **_from(tables.ARTICLES, "body", "TRANSFORMATION", "paragraph_text"),
        },
        tables.INGESTED_FILES: _from(LANDING, FILE_CONTENT_FIELD, "TRANSFORMATION", "content_hash"),
    },
)
EXTRACT_QUOTES = Step(
    "extract_quotes",
    reads=(tables.ARTICLES,),
    writes=(tables.QUOTE_SPANS,),
    columns={
        tables.QUOTE_SPANS: {
            **_from(tables.ARTICLES, "article_id", "IDENTITY", "article_id"),
            **_from(
                tables.ARTICLES,
                "body",
                "TRANSFORMATION",
                "quote_type",
                "content_start",
                "content_end",
                "content_text",
                "content_pieces",
                "speaker",
                "speaker_title",
                "source_text",
                "cue_text",
                "cue_kind",
            ),
        }
    },
)
#: Decides whether the run goes on past ingest: it compares the articles with
#: what was last published, and writes nothing.
CHECK_NEW_ARTICLES = Step("check_new_articles", reads=(tables.ARTICLES, tables.PUBLISHED_ROW_COUNTS))
#: dbt's own lineage (dbt-ol) records the models; the DAG only needs what they read and build.
BUILD_STAGING = Step("build_staging", reads=(tables.ARTICLES, tables.PARAGRAPHS, tables.QUOTE_SPANS))
#: Matching also reads what it wrote last time, to match again only what changed.
MATCH_UTTERANCES = Step(
    "match_utterances", reads=(tables.QUOTES_FOR_MATCHING,), writes=(*tables.MATCHING, tables.MATCHED_QUOTES)
)
BUILD_MARTS = Step("build_marts", reads=tables.MATCHING, writes=tables.MARTS)
VALIDATE = Step("validate", reads=tables.MARTS, writes=(tables.VALIDATION_RESULTS,))
PUBLISH_REPORT = Step(
    "publish_report",
    reads=(
        tables.VALIDATION_RESULTS,
        *map(tables.mart, ("consistency_findings", "quote_variants", "quotes", "articles")),
        # What the run added, which tells the new findings, and the runs before it.
        tables.INGESTED_FILES,
        tables.ARTICLES,
        tables.RUN_HISTORY,
    ),
    writes=(tables.RUN_HISTORY,),
    sites=("report",),
)
PUBLISH_MARTS = Step(
    "publish_marts",
    reads=tables.MARTS,
    writes=tables.PUBLISHED,
    copies=dict(zip(tables.PUBLISHED, tables.MARTS, strict=True)),
)
PUBLISH_DBT_DOCS = Step("publish_dbt_docs", reads=tables.MARTS, sites=("dbt",))
#: Reads the lineage log itself, which is a file, not a table.
PUBLISH_LINEAGE_VIEW = Step("publish_lineage_view", sites=("lineage",))
