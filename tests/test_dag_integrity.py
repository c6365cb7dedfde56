"""The DAG imports cleanly and has the shape the product documents."""

from __future__ import annotations

import pytest

from quotetrail.config import DAGS_DIR


@pytest.fixture(scope="module")
def dag():
    from airflow.dag_processing.dagbag import DagBag

    bag = DagBag(dag_folder=str(DAGS_DIR))
    assert bag.import_errors == {}
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


def test_every_task_is_documented_and_retried_except_the_gate(dag):
    for task in dag.tasks:
        assert task.doc_md, task.task_id
        assert task.retries == (0 if task.task_id == "validate" else 1), task.task_id


def test_dag_metadata(dag):
    assert set(dag.tags) >= {"quotetrail"}
    assert dag.doc_md and "quotetrail" in dag.doc_md
    assert dag.max_active_runs == 1
    assert set(dag.params.keys()) == {"input_dir", "suites"}
