"""Airflow Assets for the tables and sites the pipeline reads and writes.

Their URIs use the same namespace and names as the OpenLineage datasets
(``spark://host:port`` + ``schema.table``), so the Airflow asset graph and the
lineage graph show one flow under one set of names.
"""

from __future__ import annotations

from collections.abc import Iterable

from airflow.sdk import Asset

from quotetrail import tables
from quotetrail.config import Settings
from quotetrail.lineage.naming import SPARK_SCHEME, table_namespace


def table_asset(table: tables.Table, settings: Settings | None = None) -> Asset:
    settings = settings or Settings.from_env()
    return Asset(name=table.qualified, uri=f"{table_namespace(settings)}/{table.qualified}", group="table")


def assets(of: Iterable[tables.Table]) -> list[Asset]:
    return [table_asset(table) for table in of]


def retire_moved_table_assets(settings: Settings | None = None) -> None:
    """Deactivate the table assets whose URI names an engine address other than the
    home's current one.

    A table's asset keeps its name when the engine moves to other ports, and
    Airflow activates an asset only when no active one holds its name. Its
    scheduler retires assets that no DAG references any more, but a run starts
    no scheduler, so the asset would stay active under its old URI, the new one
    inactive, and the first task that writes the table would fail. The DAGs
    activate their assets under the new URIs when they are next written to the
    database, as every run does.
    """
    from airflow.models.asset import AssetActive
    from airflow.utils.session import create_session
    from sqlalchemy import delete

    current = f"{table_namespace(settings or Settings.from_env())}/"
    with create_session() as session:
        session.execute(
            delete(AssetActive).where(
                AssetActive.uri.startswith(f"{SPARK_SCHEME}://"), ~AssetActive.uri.startswith(current)
            )
        )
