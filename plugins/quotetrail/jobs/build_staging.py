"""The dbt staging and intermediate models, with their tests: everything that does
not read the matching step's tables.

The marts that depend on their own article alone are incremental (dbt_project.yml):
a run appends the rows of the articles they do not hold yet. Appending cannot
take a row away, so they are built whole when a row they hold is no longer
right: on a rebuild or a replaced corpus, and when they hold an article that is
no longer a current one (a document got a newer version).
"""

from __future__ import annotations

import json

from quotetrail.config import Settings
from quotetrail.jobs.plan import BUILD_STAGING
from quotetrail.jobs.recorded import Parent
from quotetrail.runtime import dbt, engine
from quotetrail.tables import DBT_SCHEMA

#: The matching step's tables and every model downstream of them.
AFTER_MATCHING = "source:matching+"
#: The staging view that keeps each document's current version.
CURRENT_ARTICLES = f"{DBT_SCHEMA}.stg_bronze__articles"


def main(
    run_id: str, full_refresh: bool = False, parent: Parent = None, settings: Settings | None = None
) -> dict:
    """Returns how many models and tests ended in each status.

    ``full_refresh`` builds the incremental models whole whatever they hold.
    """
    settings = settings or Settings.from_env()
    selection = ["--exclude", AFTER_MATCHING]
    if full_refresh or _holds_superseded_articles(settings):
        selection.append("--full-refresh")
    return dbt.build(settings, selection, parent, run_id, BUILD_STAGING.name)


def _incremental_models(settings: Settings) -> list[str]:
    """The incremental models, as the last dbt command's manifest configures them
    (none before the first build, when there is no table to append to either)."""
    try:
        manifest = json.loads((dbt.target_dir(settings) / "manifest.json").read_text())
    except (OSError, ValueError):
        return []
    return sorted(
        node["name"]
        for node in manifest["nodes"].values()
        if node["resource_type"] == "model" and node["config"].get("materialized") == "incremental"
    )


def _holds_superseded_articles(settings: Settings) -> bool:
    """Whether an incremental model holds a row of an article that is not current."""
    spark = engine.connect(settings)
    if not spark.catalog.tableExists(CURRENT_ARTICLES):
        return False
    tables = [f"{DBT_SCHEMA}.{model}" for model in _incremental_models(settings)]
    held = [f"select article_id from {table}" for table in tables if spark.catalog.tableExists(table)]
    if not held:
        return False
    current = f"select article_id from {CURRENT_ARTICLES}"
    query = f"select 1 from ({' union '.join(held)}) where article_id not in ({current}) limit 1"
    return bool(spark.sql(query).collect())
