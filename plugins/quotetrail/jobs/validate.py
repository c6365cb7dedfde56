"""Run the expectation suites, keep their results and write the quality report.

A failed critical expectation raises :class:`QualityGateError` after the results
and the report are written, so that the report shows what stopped publishing.
"""

from __future__ import annotations

import shutil
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from pyspark.sql import SparkSession

from quotetrail.config import Settings
from quotetrail.jobs.plan import PUBLISH_REPORT
from quotetrail.jobs.recorded import Parent, run_recorded
from quotetrail.quality.lineage import emit_validation_lineage
from quotetrail.quality.rules import run_counts
from quotetrail.quality.suites import load_suites, suite_parameters
from quotetrail.quality.validate import run_suites
from quotetrail.runtime import engine
from quotetrail.tables import RUN_HISTORY
from quotetrail.warehouse import replace_partitions


class QualityGateError(RuntimeError):
    """A critical expectation failed: downstream publishing must not run."""


def main(
    run_id: str,
    suites: list[str] | None = None,
    input_dir: str | None = None,
    replace_published: bool = False,
    parent: Parent = None,
    settings: Settings | None = None,
) -> dict:
    """The Airflow task: validate, report, and stop here when a critical check failed.

    The publishing rules compare this run with what is published; with
    ``replace_published`` a run may publish far fewer rows than before.
    """
    settings = settings or Settings.from_env()
    spark = engine.connect(settings)
    specs = load_suites(suites, parameters=suite_parameters(settings, replace_published))
    summary = run_suites(spark, settings, specs, run_id, datetime.now(UTC))
    emit_validation_lineage(spark, settings, specs, summary, parent)
    run_recorded(
        PUBLISH_REPORT,
        lambda spark: _write_report(spark, settings, run_id, input_dir),
        parent=parent,
        settings=settings,
        partitions=[{"run_id": run_id}],
    )
    counts = run_counts(spark, run_id)
    if summary.critical_failures:
        failed = "; ".join(f"{r.suite}: {r.description}" for r in summary.critical_failures[:10])
        raise QualityGateError(
            f"{counts['failed']} critical expectation(s) failed, publishing stopped: {failed}"
        )
    return counts


def _write_report(spark: SparkSession, settings: Settings, run_id: str, input_dir: str | None) -> dict:
    """Record the run in the run history, then write the report, which shows that history."""
    from quotetrail.report import load_report_data, load_run_history, render_report

    data = load_report_data(spark, run_id, input_dir)
    replace_partitions(spark, RUN_HISTORY, [data.summary(datetime.now(UTC))])
    render_report(replace(data, runs=load_run_history(spark)), settings.site_dir)
    _keep_run_report(settings.site_dir / "report", settings.run_report_dir(run_id))
    return {RUN_HISTORY: 1}


def _keep_run_report(page_dir: Path, run_dir: Path) -> None:
    """Copy the report to the run's own folder, which the run's page in Airflow links to;
    ``site/report`` holds the latest run only."""
    shutil.rmtree(run_dir, ignore_errors=True)
    shutil.copytree(page_dir, run_dir)
