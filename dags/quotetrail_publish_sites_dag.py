"""
### quotetrail_publish_sites

Publishes the dbt docs site and the lineage view whenever the `quotetrail` DAG
has published new marts (it is scheduled on their Airflow Assets), and delivers
any lineage events still waiting for the lineage backend.
"""

from __future__ import annotations

import pendulum
from airflow.sdk import dag, get_current_context, task

from quotetrail import tables
from quotetrail.runtime.assets import assets


@dag(
    dag_id="quotetrail_publish_sites",
    schedule=assets(tables.PUBLISHED),
    start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
    catchup=False,
    max_active_runs=1,
    tags=["quotetrail", "docs", "lineage"],
    default_args={"retries": 1},
    doc_md=__doc__,
)
def quotetrail_publish_sites():
    @task(inlets=assets(tables.PUBLISHED))
    def publish_sites() -> dict:
        """Generate the dbt docs site and the lineage view under QUOTETRAIL_HOME/site."""
        from quotetrail.jobs import publish_sites
        from quotetrail.lineage.events import airflow_parent
        from quotetrail.runtime.failures import run_step

        context = get_current_context()
        return run_step(context["task"].task_id, lambda: publish_sites.main(parent=airflow_parent(context)))

    publish_sites()


quotetrail_publish_sites()
