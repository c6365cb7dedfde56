"""A critical failure stops publishing, after its results and the report are written."""

from __future__ import annotations

import dataclasses

import pytest
from violations import shift_offsets

from quotetrail.jobs import validate
from quotetrail.quality.suites import load_suites
from quotetrail.quality.validate import check_frame
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


def _publishing_checks(suite):
    return dataclasses.replace(suite, checks=tuple(c for c in suite.checks if c.rule == "publishing"))


def test_the_publishing_rule_fails_a_large_drop_in_quotes(spark, engine_settings, seed_run):
    [quotes_suite] = load_suites(["quotes"])
    published = spark.table("published.quotes").count()
    quotes = spark.table("quotetrail.quotes").orderBy("quote_id")
    [kept] = check_frame(engine_settings, _publishing_checks(quotes_suite), quotes)
    [dropped] = check_frame(engine_settings, _publishing_checks(quotes_suite), quotes.limit(published // 3))
    assert (kept.success, dropped.success) == (True, False)
    assert f'"published_row_count": {published}' in dropped.unexpected_rows


def test_a_run_without_articles_fails_the_publishing_rule(spark, engine_settings, seed_run):
    [articles_suite] = load_suites(["articles"])
    articles = spark.table("quotetrail.articles")
    results = check_frame(engine_settings, _publishing_checks(articles_suite), articles.limit(0))
    assert [r.success for r in results] == [False, False]
    assert {r.severity for r in results} == {"critical"}
