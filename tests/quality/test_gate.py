"""A critical failure stops publishing, after its results and the report are written."""

from __future__ import annotations

import pytest
from violations import shift_offsets

from quotetrail.jobs import validate
from quotetrail.tables import Table, mart
from quotetrail.warehouse import write_table

BACKUP = Table("quality_test", "quotes_backup", "quality")


@pytest.fixture
def corrupted_quotes(spark, seed_run):
    """quotetrail.quotes with one quote's offsets shifted; restored afterwards."""
    quotes = mart("quotes")
    write_table(spark.table(quotes.qualified), BACKUP)
    backup = spark.table(BACKUP.qualified)
    target = backup.orderBy("quote_id").first().quote_id
    write_table(shift_offsets(backup, target), quotes)
    yield target
    write_table(spark.table(BACKUP.qualified), quotes)


def test_critical_failure_raises_after_writing_results_and_report(spark, engine_settings, corrupted_quotes):
    with pytest.raises(validate.QualityGateError, match="publishing stopped"):
        validate.main("gate-test", ["quotes"], settings=engine_settings)
    failed = spark.sql(
        """
        select rule, unexpected_rows from quality.validation_results
        where run_id = 'gate-test' and not success and severity = 'critical'
        """
    ).collect()
    assert [row.rule for row in failed] == ["provenance"]
    assert corrupted_quotes in failed[0].unexpected_rows
    page = (engine_settings.site_dir / "report" / "index.html").read_text()
    assert "Publishing was stopped" in page


def test_publish_runs_only_after_validation_succeeds():
    from airflow.dag_processing.dagbag import DagBag

    from quotetrail.config import DAGS_DIR

    dag = DagBag(dag_folder=str(DAGS_DIR)).dags["quotetrail"]
    publish = dag.get_task("publish_marts")
    assert publish.upstream_task_ids == {"validate"}
    assert publish.trigger_rule == "all_success"
