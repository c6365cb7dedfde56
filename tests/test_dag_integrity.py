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
        "ingest",
        "extract",
        "build_staging",
        "match_utterances",
        "build_marts",
        "validate",
        "publish",
    ]


@pytest.mark.parametrize("dag_id", ["quotetrail", "quotetrail_publish_sites"])
def test_every_task_is_documented_and_retried_once_for_a_lost_engine(bag, dag_id):
    for task in bag.dags[dag_id].tasks:
        assert task.doc_md, task.task_id
        assert task.retries == 1, task.task_id


def test_a_deterministic_error_fails_without_a_retry_and_a_lost_engine_is_retried():
    from airflow.sdk.exceptions import AirflowFailException

    from quotetrail.steps import run_step

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
    assert set(dag.params.keys()) == {"input_dir", "suites"}


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
    from airflow.sdk.exceptions import AirflowFailException

    from quotetrail import pipeline
    from quotetrail.steps import run_step

    missing = tmp_path / "articles"
    with pytest.raises(AirflowFailException, match=f"The input folder {missing} does not exist"):
        run_step("ingest", lambda: pipeline.ingest(str(missing)))
