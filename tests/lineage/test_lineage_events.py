"""Events built by our builders are valid OpenLineage and carry what they declare."""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from quotetrail.config import Settings
from quotetrail.lineage.emission import airflow_openlineage_env
from quotetrail.lineage.events import (
    Assertion,
    ColumnMetrics,
    ColumnSource,
    airflow_parent,
    input_dataset,
    output_dataset,
    parent_facet,
    run_events,
)
from quotetrail.lineage.naming import file_dataset, table_dataset

Validate = Callable[[Mapping[str, Any]], None]
TASK_RUN = "01932f4e-1c2a-7b3d-8e4f-5a6b7c8d9e0f"
DAG_RUN = "01932f4e-1c2a-7b3d-8e4f-000000000001"
#: A landing file's version: the SHA-256 of its bytes.
CONTENT_VERSION = "sha256:" + "ab" * 32


def logged(settings: Settings) -> list[dict[str, Any]]:
    return [json.loads(line) for line in settings.lineage_file.read_text().splitlines()]


def test_every_event_of_a_run_validates(settings: Settings, validate_event: Validate) -> None:
    article = file_dataset("/landing/articles/001.txt")
    articles = table_dataset("bronze", "articles", settings)
    parent = parent_facet(
        "quotetrail", "quotetrail.ingest", TASK_RUN, root=("quotetrail", "quotetrail", DAG_RUN)
    )
    fields = {"article_id": "string", "body": "string"}
    lineage = {
        "article_id": [ColumnSource(article, "path", "TRANSFORMATION", "hash of the path")],
        "body": [ColumnSource(article, "text")],
    }
    with run_events(
        "quotetrail.ingest",
        [input_dataset(article, version=CONTENT_VERSION)],
        [output_dataset(articles, fields=fields)],
        parent=parent,
        settings=settings,
    ) as run:
        run.outputs = [
            output_dataset(
                articles,
                fields=fields,
                column_lineage=lineage,
                row_count=3,
                size_bytes=2048,
                partitions=[{"run_id": "scheduled__2026-01-01T01:00:00+00:00"}],
            )
        ]
    with run_events(
        "quotetrail.validate.articles",
        [
            input_dataset(
                articles,
                fields=fields,
                assertions=[
                    Assertion(assertion="not_null", success=True, column="article_id", severity="error"),
                    Assertion(assertion="unique", success=False, column="body", severity="warn"),
                ],
                row_count=3,
                column_metrics={"article_id": ColumnMetrics(nullCount=0, distinctCount=3)},
            )
        ],
        settings=settings,
    ):
        pass

    events = logged(settings)
    for event in events:
        validate_event(event)
    assert [event["eventType"] for event in events] == ["START", "COMPLETE", "START", "COMPLETE"]
    assert events[0]["inputs"][0]["facets"]["version"]["datasetVersion"] == CONTENT_VERSION
    assert events[1]["outputs"][0]["outputFacets"]["subset"]["outputCondition"] == {
        "type": "partition",
        "partitions": [
            {
                "identifier": "run_id=scheduled__2026-01-01T01:00:00+00:00",
                "dimensions": {"run_id": "scheduled__2026-01-01T01:00:00+00:00"},
            }
        ],
    }
    start, complete = events[0], events[1]
    assert start["run"]["runId"] == complete["run"]["runId"] != events[2]["run"]["runId"]
    assert uuid.UUID(start["run"]["runId"]).version == 7
    assert complete["run"]["facets"]["parent"]["root"]["run"]["runId"] == DAG_RUN
    written = complete["outputs"][0]
    assert written["outputFacets"]["outputStatistics"]["rowCount"] == 3
    assert "outputStatistics" not in start["outputs"][0]["outputFacets"]
    assert written["facets"]["columnLineage"]["fields"]["body"]["inputFields"][0]["field"] == "text"
    checked = events[3]["inputs"][0]["inputFacets"]
    assert [a["success"] for a in checked["dataQualityAssertions"]["assertions"]] == [True, False]
    assert checked["dataQualityMetrics"]["columnMetrics"]["article_id"]["distinctCount"] == 3


def test_failure_and_interruption_are_recorded(settings: Settings, validate_event: Validate) -> None:
    with pytest.raises(ValueError, match="unbalanced"):
        with run_events("quotetrail.extract", settings=settings):
            raise ValueError("unbalanced quote marks")
    with pytest.raises(KeyboardInterrupt):
        with run_events("quotetrail.extract", settings=settings):
            raise KeyboardInterrupt

    events = logged(settings)
    for event in events:
        validate_event(event)
    assert [event["eventType"] for event in events] == ["START", "FAIL", "START", "ABORT"]
    error = events[1]["run"]["facets"]["errorMessage"]
    assert error["message"] == "ValueError: unbalanced quote marks"
    assert error["programmingLanguage"] == "PYTHON"


def test_airflow_parent_is_the_providers_task_run(
    settings: Settings, validate_event: Validate, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Our child run names the run id the provider derives for its task run."""
    monkeypatch.setenv("AIRFLOW_HOME", str(tmp_path / "airflow"))
    for name, value in airflow_openlineage_env(settings).items():
        monkeypatch.setenv(name, value)
    adapter = pytest.importorskip("airflow.providers.openlineage.plugins.adapter").OpenLineageAdapter

    logical_date = datetime(2026, 11, 20, 6, 0, tzinfo=UTC)
    dag_run = SimpleNamespace(logical_date=logical_date, run_after=logical_date, clear_number=0, conf={})
    task_instance = SimpleNamespace(
        dag_id="quotetrail", task_id="ingest", try_number=2, map_index=-1, dag_run=dag_run
    )
    context = {"ti": task_instance, "dag_run": dag_run}
    task_instance.get_template_context = lambda: context

    parent = airflow_parent(context)

    assert (parent.job.namespace, parent.job.name) == (settings.lineage_namespace, "quotetrail.ingest")
    assert parent.run.runId == adapter.build_task_instance_run_id(
        dag_id="quotetrail", task_id="ingest", try_number=2, logical_date=logical_date, map_index=-1
    )
    assert parent.root is not None
    assert (parent.root.job.namespace, parent.root.job.name) == (settings.lineage_namespace, "quotetrail")
    assert parent.root.run.runId == adapter.build_dag_run_id(
        dag_id="quotetrail", logical_date=logical_date, clear_number=0
    )
    with run_events("quotetrail.ingest", parent=parent, settings=settings):
        pass
    for event in logged(settings):
        validate_event(event)


def test_the_validator_rejects_a_broken_facet(settings: Settings, validate_event: Validate) -> None:
    """Guards the check above: a facet that breaks its own schema must not pass."""
    articles = table_dataset("bronze", "articles", settings)
    assertion = Assertion(assertion="not_null", success=True, column="article_id")
    with run_events(
        "quotetrail.validate.articles", [input_dataset(articles, assertions=[assertion])], settings=settings
    ):
        pass
    event = logged(settings)[0]
    event["inputs"][0]["inputFacets"]["dataQualityAssertions"]["assertions"][0]["success"] = "yes"
    with pytest.raises(Exception, match="is not of type 'boolean'"):
        validate_event(event)
