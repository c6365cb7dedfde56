"""Run one step's body on the engine and record it as an OpenLineage run.

A step declares what it reads and writes (:mod:`quotetrail.jobs.plan`); this is
the one place that turns the declaration into lineage: inputs with their
schemas, outputs with their schema, row count, size and column lineage, and the
step's site folders. Every run is a child of the Airflow task run given as
``parent``, so the lineage graph hangs under the DAG run.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

from openlineage.client.event_v2 import InputDataset
from openlineage.client.facet_v2 import parent_run
from pyspark.sql import SparkSession

from quotetrail.config import Settings
from quotetrail.jobs.plan import LANDING, Step
from quotetrail.lineage.events import ColumnSource, output_dataset, run_events
from quotetrail.lineage.naming import DatasetRef, file_dataset
from quotetrail.lineage.tables import (
    landing_inputs,
    landing_refs,
    table_fields,
    table_input,
    table_output,
    table_ref,
)
from quotetrail.runtime import engine
from quotetrail.tables import Table

Parent = parent_run.ParentRunFacet | None
#: What a step's body returns: the rows it wrote to each table it writes.
Written = Mapping[Table, int]


def run_recorded(
    step: Step,
    body: Callable[[SparkSession], Written],
    *,
    parent: Parent = None,
    settings: Settings | None = None,
    landing: Path | None = None,
    consumed: Mapping[str, str] | None = None,
    partitions: Sequence[Mapping[str, str]] | None = None,
    inputs: Sequence[InputDataset] = (),
) -> Written:
    """Run ``body`` inside the step's lineage run; return the rows it wrote per table.

    ``landing`` is the folder a step that reads landing files reads, and
    ``consumed`` the SHA-256 of each of its files (by path) that this run
    ingests; ``partitions`` are the only partitions the step writes, when it
    leaves the rest of its tables as they were; ``inputs`` are datasets other
    than tables (the lineage log).
    """
    settings = settings or Settings.from_env()
    spark = engine.connect(settings)
    versions = {file_dataset(path): digest for path, digest in (consumed or {}).items()}
    files = landing_refs(landing, versions) if step.reads_landing and landing is not None else []
    # A table that does not exist yet (nothing is published before a first run) is not read.
    existing = [t for t in step.reads if spark.catalog.tableExists(t.qualified)]
    read = [
        *landing_inputs(files, versions),
        *(table_input(spark, t.qualified, settings) for t in existing),
        *inputs,
    ]
    with run_events(step.name, read, parent=parent, settings=settings) as run:
        written = body(spark)
        run.outputs = [
            *(
                table_output(
                    spark,
                    t.qualified,
                    settings,
                    written[t],
                    _columns(spark, step, t, files, settings),
                    partitions,
                )
                for t in step.writes
            ),
            *(output_dataset(file_dataset(settings.site_dir / folder)) for folder in step.sites),
        ]
    return written


def _columns(
    spark: SparkSession, step: Step, table: Table, files: list[DatasetRef], settings: Settings
) -> dict[str, list[ColumnSource]] | None:
    """The declared column lineage of ``table``; a copy's is each column from the same column."""
    copied = step.copies.get(table)
    if copied is not None:
        source = table_ref(copied.qualified, settings)
        return {column: [ColumnSource(source, column)] for column in table_fields(spark, copied.qualified)}
    declared = step.columns.get(table)
    if declared is None:
        return None
    return {
        column: [
            ColumnSource(ref, field, subtype)
            for source, field, subtype in sources
            for ref in (files if source == LANDING else [table_ref(source.qualified, settings)])
        ]
        for column, sources in declared.items()
    }
