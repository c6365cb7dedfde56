"""The table registry agrees with dbt's view of the same tables and with the records it names."""

from __future__ import annotations

import pytest
import yaml

from quotetrail import tables
from quotetrail.config import DBT_PROJECT_DIR


def _dbt_yaml(*parts: str) -> dict:
    return yaml.safe_load((DBT_PROJECT_DIR / "models").joinpath(*parts).read_text())


def _sources() -> dict[str, dict[str, list[str]]]:
    """Columns of every dbt source table, by schema and table."""
    found: dict[str, dict[str, list[str]]] = {}
    for path in ("_bronze__sources.yml", "_matching__sources.yml"):
        for source in _dbt_yaml("staging", path)["sources"]:
            found[source["schema"]] = {
                table["name"]: [column["name"] for column in table.get("columns", [])]
                for table in source["tables"]
            }
    return found


def test_dbt_sources_are_the_tables_spark_jobs_write():
    written = {
        schema: {table.name: list(table.columns) for table in tables.ALL if table.schema == schema}
        for schema in (tables.BRONZE_SCHEMA, tables.MATCHING_SCHEMA)
    }
    assert _sources() == written


def test_dbt_marts_are_the_registered_marts():
    models = {model["name"] for model in _dbt_yaml("marts", "_marts.yml")["models"]}
    assert models == set(tables.MART_NAMES)


@pytest.mark.parametrize("table", [t for t in tables.ALL if t.record is not None], ids=str)
def test_every_record_table_has_a_spark_schema_in_column_order(table):
    from quotetrail.warehouse import table_schema

    schema = table_schema(table)
    assert tuple(schema.fieldNames()) == table.columns
    assert all(column in table.columns for column in table.key)


def test_a_field_that_admits_none_is_nullable_and_a_count_of_rows_is_a_bigint():
    from pyspark.sql import types as T

    from quotetrail.warehouse import table_schema

    schema = table_schema(tables.VALIDATION_RESULTS)
    assert schema["element_count"] == T.StructField("element_count", T.LongType(), True)
    assert schema["success"] == T.StructField("success", T.BooleanType(), False)
    assert schema["column_name"].nullable


def test_a_bare_name_is_the_mart_of_that_name():
    assert tables.resolve("quotes") == "quotetrail.quotes" == tables.mart("quotes").qualified
    assert tables.resolve("bronze.articles") == tables.ARTICLES.qualified
