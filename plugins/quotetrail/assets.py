"""Airflow Assets for the tables and sites the pipeline reads and writes.

Their URIs use the same namespace and names as the OpenLineage datasets
(``spark://host:port`` + ``schema.table``), so the Airflow asset graph and the
lineage graph show one flow under one set of names.
"""

from __future__ import annotations

from airflow.sdk import Asset

from quotetrail.config import BRONZE_SCHEMA, DBT_SCHEMA, Settings
from quotetrail.lineage.naming import table_namespace

MARTS = (
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
PUBLISHED_SCHEMA = "published"


def table_asset(table: str, settings: Settings | None = None) -> Asset:
    settings = settings or Settings.from_env()
    return Asset(name=table, uri=f"{table_namespace(settings)}/{table}", group="table")


def bronze_assets(*tables: str) -> list[Asset]:
    return [table_asset(f"{BRONZE_SCHEMA}.{table}") for table in tables]


def mart_assets() -> list[Asset]:
    return [table_asset(f"{DBT_SCHEMA}.{mart}") for mart in MARTS]


def published_assets() -> list[Asset]:
    return [table_asset(f"{PUBLISHED_SCHEMA}.{mart}") for mart in MARTS]
