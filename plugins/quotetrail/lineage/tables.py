"""Datasets of the warehouse and the landing folder, described from the engine.

The Spark steps know exactly which columns they write from which inputs; they
declare that mapping here and this module adds what the engine can tell: the
schema, the row count and the bytes on disk.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from openlineage.client.event_v2 import InputDataset, OutputDataset
from pyspark.sql import SparkSession

from quotetrail.config import Settings
from quotetrail.lineage.events import ColumnSource, input_dataset, output_dataset
from quotetrail.lineage.naming import FILE_CONTENT_FIELD, DatasetRef, file_dataset, table_dataset

#: Above this many files, the landing folder stands for its files in lineage,
#: so that one event stays small whatever the corpus size.
MAX_FILE_DATASETS = 1000


def table_ref(table: str, settings: Settings) -> DatasetRef:
    schema, _, name = table.partition(".")
    return table_dataset(schema, name, settings)


def table_fields(spark: SparkSession, table: str) -> dict[str, str]:
    return {field.name: field.dataType.simpleString() for field in spark.table(table).schema.fields}


def table_size_bytes(spark: SparkSession, table: str) -> int | None:
    """Bytes of the table's files, when its location is on this machine's disk."""
    rows = spark.sql(f"describe table extended {table}").collect()
    location = next((row.data_type for row in rows if row.col_name == "Location"), None)
    if not location or not location.startswith("file:"):
        return None
    folder = Path(location.removeprefix("file:"))
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def table_input(spark: SparkSession, table: str, settings: Settings, **facets) -> InputDataset:
    return input_dataset(table_ref(table, settings), fields=table_fields(spark, table), **facets)


def table_output(
    spark: SparkSession,
    table: str,
    settings: Settings,
    row_count: int,
    column_lineage: Mapping[str, Sequence[ColumnSource]] | None = None,
    partitions: Sequence[Mapping[str, str]] | None = None,
) -> OutputDataset:
    return output_dataset(
        table_ref(table, settings),
        fields=table_fields(spark, table),
        column_lineage=column_lineage,
        row_count=row_count,
        size_bytes=table_size_bytes(spark, table),
        partitions=partitions,
    )


def landing_refs(input_dir: Path, consumed: Iterable[DatasetRef] = ()) -> list[DatasetRef]:
    """One dataset per landing file, or the folder itself for a large corpus.

    In a large folder, the files a run ``consumed`` are still named one by one,
    as long as they are not too many themselves. A link leading outside the
    folder is not read by ingestion, so it is no input.
    """
    root = input_dir.resolve()
    files = sorted(
        path for path in input_dir.rglob("*") if path.is_file() and path.resolve().is_relative_to(root)
    )
    if len(files) <= MAX_FILE_DATASETS:
        return [file_dataset(path.resolve()) for path in files]
    named = sorted(set(consumed))
    return [file_dataset(root), *(named if len(named) <= MAX_FILE_DATASETS else [])]


#: The dataset version of a landing file whose bytes have this SHA-256.
CONTENT_HASH_VERSION = "sha256:{}"


def landing_inputs(refs: Sequence[DatasetRef], consumed: Mapping[DatasetRef, str]) -> list[InputDataset]:
    """The landing files as inputs; those the run consumed carry their content hash as version.

    Every file of the folder stays an input, so that the lineage graph still
    leads from the files an earlier run consumed to what they became.
    """
    return [
        input_dataset(
            ref,
            fields={FILE_CONTENT_FIELD: "binary"},
            version=CONTENT_HASH_VERSION.format(consumed[ref]) if ref in consumed else None,
        )
        for ref in refs
    ]
