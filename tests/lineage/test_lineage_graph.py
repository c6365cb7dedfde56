"""The graph read back from a log of the whole pipeline: files to reports."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from openlineage.client.event_v2 import RunState

from quotetrail.config import Settings
from quotetrail.lineage.emission import emit
from quotetrail.lineage.events import (
    ActiveRun,
    Assertion,
    ColumnSource,
    input_dataset,
    output_dataset,
    run_event,
    run_events,
)
from quotetrail.lineage.graph import ColumnInput, JobRef, LineageGraph, read_graph
from quotetrail.lineage.naming import DatasetRef, file_dataset, table_dataset

ARTICLE_FIELDS = {"article_id": "string", "outlet": "string", "body": "string"}


def write_pipeline_log(settings: Settings, landing: Path) -> dict[str, DatasetRef]:
    """One run of every step, as the DAG runs them, with the real builders."""
    refs = {
        "file": file_dataset(landing / "001.txt"),
        "articles": table_dataset("bronze", "articles", settings),
        "paragraphs": table_dataset("bronze", "paragraphs", settings),
        "quarantine": table_dataset("bronze", "quarantine", settings),
        "spans": table_dataset("bronze", "quote_spans", settings),
        "quotes": table_dataset("quotetrail", "quotes", settings),
        "report": file_dataset(settings.site_dir / "report"),
    }
    steps = [
        ("quotetrail.ingest", ["file"], ["articles", "paragraphs", "quarantine"]),
        ("quotetrail.extract", ["paragraphs"], ["spans"]),
        ("quotetrail.dbt.quotes", ["spans", "articles"], ["quotes"]),
        ("quotetrail.publish.report", ["quotes"], ["report"]),
    ]
    for job, inputs, outputs in steps:
        with run_events(
            job,
            [input_dataset(refs[name]) for name in inputs],
            [output_dataset(refs[name], fields=ARTICLE_FIELDS) for name in outputs],
            settings=settings,
        ):
            pass
    checks = [
        Assertion(assertion="not_null", success=True, column="quote_id"),
        Assertion(assertion="provenance", success=False, name="quote_at_offsets", severity="error"),
        Assertion(assertion="wording", success=False, column="text", severity="warn"),
        Assertion(assertion="one_speaker", success=False, severity="warn"),
    ]
    with run_events(
        "quotetrail.validate.quotes", [input_dataset(refs["quotes"], assertions=checks)], settings=settings
    ):
        pass
    return refs


@pytest.fixture
def pipeline(settings: Settings, tmp_path: Path) -> tuple[LineageGraph, dict[str, DatasetRef]]:
    refs = write_pipeline_log(settings, tmp_path / "landing")
    return read_graph(settings.lineage_file), refs


def test_walk_follows_the_data_from_file_to_report(
    settings: Settings, pipeline: tuple[LineageGraph, dict[str, DatasetRef]]
) -> None:
    graph, refs = pipeline
    ns = settings.lineage_namespace

    # The shortest way: articles feed the quotes model directly.
    assert graph.walk(refs["file"], refs["report"]) == [
        refs["file"],
        JobRef(ns, "quotetrail.ingest"),
        refs["articles"],
        JobRef(ns, "quotetrail.dbt.quotes"),
        refs["quotes"],
        JobRef(ns, "quotetrail.publish.report"),
        refs["report"],
    ]
    assert graph.walk(refs["paragraphs"], refs["quotes"]) == [
        refs["paragraphs"],
        JobRef(ns, "quotetrail.extract"),
        refs["spans"],
        JobRef(ns, "quotetrail.dbt.quotes"),
        refs["quotes"],
    ]
    assert graph.walk(refs["report"], refs["file"]) == []
    assert graph.walk(refs["quarantine"], refs["report"]) == []


def test_each_dataset_knows_its_schema_producer_and_quality(
    pipeline: tuple[LineageGraph, dict[str, DatasetRef]],
) -> None:
    graph, refs = pipeline

    quotes = graph.datasets[refs["quotes"]]
    assert quotes.fields == list(ARTICLE_FIELDS.items())
    producer = graph.producing_run(refs["quotes"])
    assert producer is not None
    assert (producer.job.name, producer.state) == ("quotetrail.dbt.quotes", "COMPLETE")
    assert producer.started is not None and producer.ended is not None
    assert quotes.quality is not None
    assert quotes.quality.status == "failed"
    assert (quotes.quality.passed, quotes.quality.failed, quotes.quality.warned) == (
        1,
        ("quote_at_offsets",),
        ("wording (text)", "one_speaker"),
    )
    assert graph.producing_run(refs["file"]) is None
    assert graph.datasets[refs["articles"]].quality is None


def test_later_events_win_and_foreign_lines_are_ignored(settings: Settings) -> None:
    quotes = table_dataset("quotetrail", "quotes", settings)
    with run_events(
        "quotetrail.dbt.quotes", outputs=[output_dataset(quotes, fields={"a": "int"})], settings=settings
    ):
        pass
    with settings.lineage_file.open("a") as log:
        log.write("not json\n")
        log.write(json.dumps({"eventType": "START"}) + "\n")
    with run_events(
        "quotetrail.validate.quotes",
        [input_dataset(quotes, assertions=[Assertion(assertion="unique", success=False)])],
        settings=settings,
    ):
        pass
    with run_events(
        "quotetrail.validate.quotes",
        [input_dataset(quotes, assertions=[Assertion(assertion="unique", success=True)])],
        settings=settings,
    ):
        pass
    with pytest.raises(RuntimeError):
        with run_events(
            "quotetrail.dbt.quotes",
            outputs=[output_dataset(quotes, fields={"b": "string"})],
            settings=settings,
        ):
            raise RuntimeError("model failed")

    graph = read_graph(settings.lineage_file)
    node = graph.datasets[quotes]
    assert node.fields == [("b", "string")]
    assert node.quality is not None and node.quality.status == "passed"
    producer = graph.producing_run(quotes)
    assert producer is not None and producer.state == "FAIL"


def test_the_graph_is_what_each_jobs_latest_run_read_and_wrote(settings: Settings, tmp_path: Path) -> None:
    articles = table_dataset("bronze", "articles", settings)
    first, second = file_dataset(tmp_path / "old" / "1.txt"), file_dataset(tmp_path / "new" / "1.txt")
    for landing_file in (first, second):
        with run_events(
            "ingest_articles", [input_dataset(landing_file)], [output_dataset(articles)], settings=settings
        ):
            pass

    graph = read_graph(settings.lineage_file)
    ingest = JobRef(settings.lineage_namespace, "ingest_articles")
    assert graph.edges == {(second, ingest), (ingest, articles)}
    assert len(graph.jobs[ingest]) == 2


def test_an_event_adding_facets_to_a_run_names_no_writer(settings: Settings) -> None:
    """dbt's column lineage, once attached to the run of a model's tests, made that run the writer."""
    staged = table_dataset("bronze", "articles", settings)
    model = table_dataset("quotetrail", "stg_bronze__articles", settings)
    with run_events("stg.build.run", [input_dataset(staged)], [output_dataset(model)], settings=settings):
        pass
    with run_events("stg.build.test", [input_dataset(model)], settings=settings) as test_run:
        pass
    columns = {"article_id": [ColumnSource(staged, "article_id", "TRANSFORMATION")]}
    facets_only = ActiveRun(
        test_run.run_id, test_run.job_name, [], [output_dataset(model, column_lineage=columns)]
    )
    emit(run_event(RunState.OTHER, facets_only, settings.lineage_namespace), settings)

    graph = read_graph(settings.lineage_file)
    producer = graph.producing_run(model)
    assert producer is not None and producer.job.name == "stg.build.run"
    tests = JobRef(settings.lineage_namespace, "stg.build.test")
    assert (tests, model) not in graph.edges and (model, tests) in graph.edges
    assert graph.datasets[model].column_lineage == {
        "article_id": [ColumnInput(staged, "article_id", ("DIRECT/TRANSFORMATION",))]
    }
