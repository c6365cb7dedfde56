"""How datasets are named, defined once.

The names must match what ``dbt-ol`` emits for dbt-spark over thrift, so that
tables written by Spark jobs and the same tables read by dbt models are one
node in the graph, not two.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from quotetrail.config import Settings

#: Namespace of local files: article files and published site pages.
FILE_NAMESPACE = "file"
#: The one field a landing file has: its bytes.
FILE_CONTENT_FIELD = "content"
#: URI scheme of table namespaces, as openlineage-dbt builds it for dbt-spark.
SPARK_SCHEME = "spark"


@dataclass(frozen=True, order=True)
class DatasetRef:
    """The identity of a dataset: OpenLineage names it by namespace and name."""

    namespace: str
    name: str

    def __str__(self) -> str:
        return f"{self.namespace}/{self.name}"


def table_namespace(settings: Settings) -> str:
    """Namespace of every table in the Spark catalog served over thrift."""
    return f"{SPARK_SCHEME}://{settings.host}:{settings.thrift_port}"


def table_dataset(schema: str, table: str, settings: Settings) -> DatasetRef:
    """A Spark table, e.g. ``bronze.articles`` or ``quotetrail.quotes``."""
    return DatasetRef(table_namespace(settings), f"{schema}.{table}")


def file_dataset(path: Path | str) -> DatasetRef:
    """A local file or folder, named by its absolute path.

    Site outputs (reports) are named by the folder of the page, so a page
    rebuilt with a different file layout stays the same dataset.
    """
    return DatasetRef(FILE_NAMESPACE, str(Path(path).resolve()))
