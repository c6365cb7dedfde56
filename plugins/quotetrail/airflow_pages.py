"""The product's pages served by the Airflow API server, behind Airflow's login.

Airflow mounts a plugin's FastAPI app with no authentication of its own, so
every route here depends on :func:`require_dag_reader`: the caller must be
signed in to Airflow (its JWT, as the UI's ``_token`` cookie or a bearer
header) and allowed to read the ``quotetrail`` DAG. An anonymous request gets
401, an invalid token 403.

The app serves the published sites (``/site/report``, ``/site/dbt``,
``/site/gx``, ``/site/lineage``) and each DAG run's own quality report
(``/runs/<run_id>/report``), all from ``QUOTETRAIL_HOME/site``; nothing
outside that folder.
"""

from __future__ import annotations

from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException, status
from fastapi.responses import FileResponse

from quotetrail.config import Settings

#: Where Airflow mounts the app; the UI links are relative to Airflow's base URL.
URL_PREFIX = "/quotetrail"
DAG_ID = "quotetrail"


def run_report_path(run_id: str) -> str:
    """Where one run's quality report is served, relative to Airflow's base URL."""
    return f"{URL_PREFIX.lstrip('/')}/runs/{run_id}/report/index.html"


def require_dag_reader() -> object:
    """The dependency that lets through only users who may read the quotetrail DAG.

    Imported from the API server's own security module, so the check is the one
    Airflow applies to its own DAG pages, with whatever auth manager is configured.
    """
    from airflow.api_fastapi.core_api.security import requires_access_dag

    return Depends(requires_access_dag("GET", param_dag_id=DAG_ID))


app = FastAPI(
    title="quotetrail pages",
    description="Quality reports, dbt docs, GX Data Docs and the lineage view.",
    dependencies=[require_dag_reader()],
)


def _file_under(root: Path, relative: str) -> FileResponse:
    """The file at ``relative`` inside ``root`` (its index.html for a folder), never outside it."""
    root = root.resolve()
    target = (root / relative).resolve()
    if target.is_dir():
        target = target / "index.html"
    if not target.is_relative_to(root) or not target.is_file():
        raise HTTPException(status.HTTP_404_NOT_FOUND, "No such page.")
    return FileResponse(target)


@app.get("/site/{path:path}")
def site_page(path: str) -> FileResponse:
    """A page of the published sites: the latest report, dbt docs, GX Data Docs, lineage."""
    return _file_under(Settings.from_env().site_dir, path)


@app.get("/runs/{run_id}/{site}/{path:path}")
def run_page(run_id: str, site: str, path: str) -> FileResponse:
    """A page of the quality report that one run of the quotetrail DAG wrote.

    Only the report is kept per run; the report's relative links to the other
    sites (``../dbt/``, ``../gx/``, ``../lineage/``) lead to the published ones.
    """
    settings = Settings.from_env()
    if site != "report":
        return _file_under(settings.site_dir, f"{site}/{path}")
    try:
        folder = settings.run_report_dir(run_id)
    except ValueError as error:
        raise HTTPException(status.HTTP_404_NOT_FOUND, str(error)) from error
    if not folder.is_dir():
        raise HTTPException(
            status.HTTP_404_NOT_FOUND,
            f"Run {run_id} wrote no quality report: it found no new article and rebuilt nothing, "
            "or it stopped before its checks.",
        )
    return _file_under(folder, path)
