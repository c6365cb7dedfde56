"""Copy the checked marts to the ``published`` schema, which consumers read.

Only a run whose critical checks passed gets here, so ``published`` always
holds the last data that passed them.
"""

from __future__ import annotations

from pyspark.sql import SparkSession

from quotetrail.config import Settings
from quotetrail.jobs.plan import PUBLISH_MARTS
from quotetrail.jobs.recorded import Parent, Written, run_recorded
from quotetrail.warehouse import write_table


def copy_marts(spark: SparkSession) -> Written:
    return {
        published: write_table(spark.table(mart.qualified), published)
        for published, mart in PUBLISH_MARTS.copies.items()
    }


def main(parent: Parent = None, settings: Settings | None = None) -> dict:
    written = run_recorded(PUBLISH_MARTS, copy_marts, parent=parent, settings=settings)
    return {"published_marts": len(written)}
