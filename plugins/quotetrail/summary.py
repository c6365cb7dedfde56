"""The one-screen summary printed after a run: counts, checks and where outputs are."""

from __future__ import annotations

from dataclasses import dataclass

from pyspark.sql import SparkSession

from quotetrail.config import BRONZE_SCHEMA, DBT_SCHEMA, Settings
from quotetrail.quality.validate import RESULTS_TABLE


@dataclass(frozen=True)
class RunSummary:
    articles: int
    quarantined: int
    quotes: int
    non_attributions: int
    checks_passed: int
    checks_failed: int
    checks_warned: int
    outputs: dict[str, str]


def _count(spark: SparkSession, table: str, where: str = "true") -> int:
    if not spark.catalog.tableExists(table):
        return 0
    return spark.sql(f"select count(*) from {table} where {where}").first()[0]


def _latest_checks(spark: SparkSession) -> tuple[int, int, int]:
    if not spark.catalog.tableExists(RESULTS_TABLE):
        return 0, 0, 0
    row = spark.sql(
        f"""
        select
            count_if(success),
            count_if(not success and severity = 'critical'),
            count_if(not success and severity <> 'critical')
        from {RESULTS_TABLE}
        where validated_at = (select max(validated_at) from {RESULTS_TABLE})
        """
    ).first()
    return row[0] or 0, row[1] or 0, row[2] or 0


def collect(spark: SparkSession, settings: Settings) -> RunSummary:
    passed, failed, warned = _latest_checks(spark)
    site = settings.site_dir
    return RunSummary(
        articles=_count(spark, f"{BRONZE_SCHEMA}.articles"),
        quarantined=_count(spark, f"{BRONZE_SCHEMA}.quarantine"),
        quotes=_count(spark, f"{BRONZE_SCHEMA}.quote_spans", "is_attribution"),
        non_attributions=_count(spark, f"{BRONZE_SCHEMA}.quote_spans", "not is_attribution"),
        checks_passed=passed,
        checks_failed=failed,
        checks_warned=warned,
        outputs={
            "warehouse": f"{settings.warehouse_dir} (schemas {BRONZE_SCHEMA}, {DBT_SCHEMA}, quality)",
            "dbt docs": str(site / "dbt" / "index.html"),
            "GX Data Docs": str(site / "gx" / "index.html"),
            "quality report": str(site / "report" / "index.html"),
            "lineage view": str(site / "lineage" / "index.html"),
            "lineage events": str(settings.lineage_file),
            "logs": str(settings.logs_dir),
        },
    )
