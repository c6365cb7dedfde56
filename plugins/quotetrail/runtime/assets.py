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
from quotetrail.lineage.naming import table_namespace


def table_asset(table: tables.Table, settings: Settings | None = None) -> Asset:
    settings = settings or Settings.from_env()
    return Asset(name=table.qualified, uri=f"{table_namespace(settings)}/{table.qualified}", group="table")


def assets(of: Iterable[tables.Table]) -> list[Asset]:
    return [table_asset(table) for table in of]
