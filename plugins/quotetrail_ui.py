"""The quotetrail pages inside the Airflow UI.

The navigation bar gets a "quotetrail" menu with the latest quality report,
the dbt docs, the GX Data Docs and the lineage view; each run of the
``quotetrail`` DAG gets tabs with that run's quality report and the lineage
view. The pages are served by :mod:`quotetrail.airflow_pages`, which lets only
signed-in users who may read the DAG see them.
"""

from __future__ import annotations

from typing import ClassVar

from airflow.plugins_manager import AirflowPlugin

from quotetrail.airflow_pages import URL_PREFIX, app, run_report_path

#: External view hrefs are relative to Airflow's base URL (no leading slash).
_PAGES = URL_PREFIX.lstrip("/")
_SITES = {
    "Quality report": "report",
    "dbt docs": "dbt",
    "GX Data Docs": "gx",
    "Lineage": "lineage",
}


class QuotetrailPlugin(AirflowPlugin):
    name = "quotetrail"
    fastapi_apps: ClassVar[list[dict]] = [{"app": app, "url_prefix": URL_PREFIX, "name": "quotetrail pages"}]
    external_views: ClassVar[list[dict]] = [
        *(
            {
                "name": title,
                "href": f"{_PAGES}/site/{site}/index.html",
                "destination": "nav",
                "category": "quotetrail",
                "url_route": f"quotetrail-{site}",
            }
            for title, site in _SITES.items()
        ),
        {
            "name": "Quality report",
            "href": run_report_path("{RUN_ID}"),
            "destination": "dag_run",
            "url_route": "quotetrail-run-report",
        },
        {
            "name": "Lineage",
            "href": f"{_PAGES}/site/lineage/index.html",
            "destination": "dag_run",
            "url_route": "quotetrail-run-lineage",
        },
    ]
