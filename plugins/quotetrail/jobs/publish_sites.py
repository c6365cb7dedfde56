"""Write the dbt docs site and the lineage view, then deliver pending lineage."""

from __future__ import annotations

from quotetrail import tables
from quotetrail.config import Settings
from quotetrail.jobs.plan import PUBLISH_DBT_DOCS, PUBLISH_LINEAGE_VIEW
from quotetrail.jobs.recorded import Parent, run_recorded
from quotetrail.lineage.events import input_dataset
from quotetrail.lineage.forwarder import forward_pending
from quotetrail.lineage.naming import file_dataset
from quotetrail.lineage.view import render_lineage_site
from quotetrail.runtime import dbt


def main(parent: Parent = None, settings: Settings | None = None) -> dict:
    settings = settings or Settings.from_env()
    pages = {}

    def docs(spark) -> dict:
        _count_rows(spark)
        pages["dbt_docs"] = str(dbt.publish_docs(settings))
        return {}

    def lineage(_spark) -> dict:
        pages["lineage"] = str(render_lineage_site(settings))
        return {}

    run_recorded(PUBLISH_DBT_DOCS, docs, parent=parent, settings=settings)
    events = input_dataset(file_dataset(settings.lineage_file))
    run_recorded(PUBLISH_LINEAGE_VIEW, lineage, parent=parent, settings=settings, inputs=[events])
    forward_pending(settings)
    return pages


def _count_rows(spark) -> None:
    """Record the row count of every table the dbt docs describe.

    Spark keeps a table's size when it writes it but counts its rows only when
    asked, and dbt docs show a missing count as "0 rows". The docs describe
    the sources and every model, so every table of their schemas is counted,
    one statement a schema (Spark passes over the views, which have no rows
    of their own).
    """
    for schema in (tables.BRONZE_SCHEMA, tables.MATCHING_SCHEMA, tables.DBT_SCHEMA):
        spark.sql(f"analyze tables in {schema} compute statistics")
