"""Decide whether a run rebuilds anything after ingest.

Extraction, matching, dbt, the checks and publishing work over the whole
corpus: a run that repeated them with no new article would cost as much as a
full run and publish the same tables again. So the run goes on only when the
corpus holds an article that no publishing has included yet: one this run
added (or a new version), or one a run that stopped before publishing left
behind. Comparing with what was published, rather than with what this run
added, keeps an interrupted run's articles from being forgotten until the next
file lands. A replacing run, or one asked to rebuild, always goes on.
"""

from __future__ import annotations

from pyspark.sql import SparkSession

from quotetrail import tables
from quotetrail.config import Settings
from quotetrail.runtime import engine


def unpublished_articles(spark: SparkSession) -> int:
    """Articles ingested after the last publishing (all of them when nothing was published)."""
    articles, published = tables.ARTICLES, tables.PUBLISHED_ROW_COUNTS
    if not spark.catalog.tableExists(articles.qualified):
        return 0
    if not spark.catalog.tableExists(published.qualified):
        return spark.table(articles.qualified).count()
    return spark.sql(
        f"select count(*) from {articles} where ingested_at > (select max(published_at) from {published})"
    ).first()[0]


def main(replace: bool, rebuild: bool, settings: Settings | None = None) -> bool:
    """The Airflow task: True when the run goes on, False when everything after is skipped."""
    if replace or rebuild:
        return True
    return unpublished_articles(engine.connect(settings or Settings.from_env())) > 0
