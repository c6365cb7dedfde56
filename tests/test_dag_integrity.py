"""The DAG imports cleanly and has the shape the product documents."""

from __future__ import annotations

import pytest

from quotetrail.config import DAGS_DIR


@pytest.fixture(scope="module")
def bag():
    from airflow.dag_processing.dagbag import DagBag

    bag = DagBag(dag_folder=str(DAGS_DIR))
    assert bag.import_errors == {}
    return bag


@pytest.fixture(scope="module")
def dag(bag):
    return bag.dags["quotetrail"]


def test_tasks_run_in_pipeline_order(dag):
    order = [task.task_id for task in dag.topological_sort()]
    assert order == [
        "ingest_articles",
        "check_new_articles",
        "extract_quotes",
        "build_staging",
        "match_utterances",
        "build_marts",
        "validate",
        "publish_marts",
    ]


@pytest.mark.parametrize("dag_id", ["quotetrail", "quotetrail_publish_sites"])
def test_every_task_is_documented_and_retried_once_for_a_lost_engine(bag, dag_id):
    for task in bag.dags[dag_id].tasks:
        assert task.doc_md, task.task_id
        assert task.retries == 1, task.task_id


def test_a_deterministic_error_fails_without_a_retry_and_a_lost_engine_is_retried():
    from airflow.sdk.exceptions import AirflowFailException

    from quotetrail.runtime.failures import run_step

    def bad_input():
        raise ValueError("input folder /nowhere does not exist\nsecond line")

    with pytest.raises(AirflowFailException, match="task ingest: ValueError: input folder /nowhere does not"):
        run_step("ingest", bad_input)

    def lost_engine():
        raise ConnectionRefusedError("Connection refused")

    with pytest.raises(ConnectionRefusedError):
        run_step("ingest", lost_engine)


def test_dag_metadata(dag):
    assert set(dag.tags) >= {"quotetrail"}
    assert dag.doc_md and "quotetrail" in dag.doc_md
    assert dag.max_active_runs == 1
    assert set(dag.params.keys()) == {"input_dir", "replace", "rebuild", "suites", "replace_published"}


def test_every_task_is_a_job_named_like_it_with_the_tables_it_declares_as_assets(dag):
    import importlib

    from quotetrail.jobs import plan

    for task in dag.tasks:
        step = getattr(plan, task.task_id.upper())
        assert callable(importlib.import_module(f"quotetrail.jobs.{task.task_id}").main)
        assert [asset.name for asset in task.inlets] == [table.qualified for table in step.reads]
        assert [asset.name for asset in task.outlets] == [table.qualified for table in step.writes]


def test_the_sites_are_published_whenever_the_marts_are(bag):
    from quotetrail import tables

    sites = bag.dags["quotetrail_publish_sites"]
    assert [task.task_id for task in sites.tasks] == ["publish_sites"]
    assert set(sites.tags) >= {"quotetrail"}
    assert sites.doc_md and "quotetrail_publish_sites" in sites.doc_md
    scheduled_on = {asset.name for asset in sites.timetable.asset_condition.objects}
    assert scheduled_on == {table.qualified for table in tables.PUBLISHED}
    published = {asset.name for asset in bag.dags["quotetrail"].get_task("publish_marts").outlets}
    assert published == scheduled_on


def test_the_suites_param_offers_exactly_the_suites_of_expectations(dag):
    from airflow.sdk.definitions.param import ParamValidationError

    from quotetrail.quality.suites import load_suites

    param = dag.params.get_param("suites")
    assert param.schema["items"]["enum"] == [s.name for s in load_suites()]
    assert param.resolve(["quotes", "utterances"]) == ["quotes", "utterances"]
    assert param.resolve(None) is None
    with pytest.raises(ParamValidationError):
        param.resolve(["quote"])


def test_a_missing_input_folder_fails_ingest_at_once_without_reaching_the_engine(tmp_path):
    from datetime import UTC, datetime

    from airflow.sdk.exceptions import AirflowFailException

    from quotetrail.jobs import ingest_articles
    from quotetrail.runtime.failures import run_step

    missing = tmp_path / "articles"
    with pytest.raises(AirflowFailException, match=f"The input folder {missing} does not exist"):
        run_step(
            "ingest_articles", lambda: ingest_articles.main(str(missing), "manual__x", datetime.now(UTC))
        )


def test_the_dag_runs_on_the_configured_schedule_over_data_intervals(dag):
    from airflow.sdk import CronDataIntervalTimetable

    assert dag.timetable == CronDataIntervalTimetable("0 * * * *", timezone="UTC")
    assert dag.catchup is False


def test_the_schedule_is_set_in_the_configuration_and_a_bad_one_is_refused(monkeypatch):
    from quotetrail.config import Settings

    monkeypatch.setenv("QUOTETRAIL_SCHEDULE", "@daily")
    assert Settings.from_env().schedule == "@daily"
    monkeypatch.setenv("QUOTETRAIL_SCHEDULE", "none")
    assert Settings.from_env().schedule is None
    monkeypatch.setenv("QUOTETRAIL_SCHEDULE", "every hour")
    with pytest.raises(ValueError, match="QUOTETRAIL_SCHEDULE must be a cron expression"):
        Settings.from_env()
