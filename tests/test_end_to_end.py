"""The whole product on the seed articles: `quotetrail run`, then what it wrote.

One run of the real CLI (engine, Airflow `dags test`, Spark, dbt, GX, lineage)
serves every test in this module.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from commands import QUOTETRAIL
from spark_ui import cached_plans

SEEDS_GOLD = Path(__file__).resolve().parents[2] / "shared" / "eval" / "seeds_gold.jsonl"


@pytest.fixture(scope="module")
def gold():
    return [json.loads(line) for line in SEEDS_GOLD.read_text().splitlines()]


@pytest.fixture(scope="module")
def events(seed_run, engine_settings):
    return [json.loads(line) for line in engine_settings.lineage_file.read_text().splitlines()]


def test_summary_names_counts_and_outputs(seed_run, spark):
    out = seed_run.stdout
    assert "succeeded" in out
    assert "3 (0 quarantined)" in out
    assert "0 failed" in out
    # The run added every article, so each finding is about an article it added.
    findings = spark.table("quotetrail.consistency_findings").count()
    assert findings and f"{findings} ({findings} about articles this run added)" in out
    for output in ("dbt docs", "GX Data Docs", "quality report", "lineage view"):
        assert output in out


def test_three_articles_with_stable_ids(seed_run, spark):
    rows = spark.sql("select document_name, article_id from quotetrail.articles order by 1").collect()
    assert [row.document_name for row in rows] == [
        "000_6224e2dd4404653b",
        "001_89b394fdc0eca745",
        "002_a4664de892463d8e",
    ]
    from quotetrail.articles import article_id

    for row in rows:
        text = (Path(__file__).parents[1] / "seeds" / "articles" / f"{row.document_name}.txt").read_text()
        assert row.article_id == article_id(text)


def test_every_gold_direct_quote_is_found_at_its_offsets(seed_run, spark, gold):
    found = {
        (row.document_name, row.content_start, row.content_end)
        for row in spark.sql(
            "select document_name, content_start, content_end from quotetrail.quotes"
        ).collect()
    }
    expected = {
        (article["id"], quote["content"]["start"], quote["content"]["end"])
        for article in gold
        for quote in article["quotes"]
        if quote["type"] == "direct"
    }
    assert len(expected) == 22
    assert expected <= found


def test_the_seed_files_read_again_add_nothing(seed_run, spark, engine_settings):
    from datetime import UTC, datetime

    from quotetrail.jobs import extract_quotes, ingest_articles

    before = spark.table("bronze.quote_spans").count()
    seeds = str(Path(__file__).parents[1] / "seeds" / "articles")
    ingest_articles.main(seeds, "manual__seeds_again", datetime.now(UTC), settings=engine_settings)
    extract_quotes.main("manual__seeds_again", settings=engine_settings)
    assert spark.table("bronze.articles").count() == 3
    assert spark.table("bronze.quote_spans").count() == before
    assert spark.table("bronze.ingested_files").count() == 3


def test_a_run_leaves_no_ingested_frame_cached_in_the_engine(seed_run, engine_settings):
    """Ingest caches the parsed files; the engine serves every later run and keeps them until released."""
    assert not [plan for plan in cached_plans(engine_settings) if "_parse_batches" in plan]


def test_schema_suites_ran_and_passed(seed_run, spark):
    latest = spark.sql(
        f"""
        select suite, count(*) as checks, count_if(not success and severity = 'critical') as failed
        from quality.validation_results
        where run_id = '{seed_run.run_id}'
        group by suite
        """
    ).collect()
    suites = {row.suite: row for row in latest}
    assert {"articles", "quotes"} <= set(suites)
    assert all(row.failed == 0 for row in latest)
    assert all(row.checks >= 5 for row in latest)


def test_sites_are_written(seed_run, engine_settings):
    site = engine_settings.site_dir
    for page in ("dbt/index.html", "gx/index.html", "report/index.html", "lineage/index.html"):
        assert (site / page).stat().st_size > 1000, page


def test_checked_marts_are_published(seed_run, spark):
    assert spark.table("published.quotes").count() == spark.table("quotetrail.quotes").count() > 0


def _completed_jobs(events):
    return {
        event["job"]["name"]: event
        for event in events
        if event.get("eventType") == "COMPLETE" and "job" in event
    }


def test_lineage_has_each_step_with_the_datasets_dbt_names(events, engine_settings):
    jobs = _completed_jobs(events)
    namespace = f"spark://{engine_settings.host}:{engine_settings.thrift_port}"

    def names(event, side):
        return {(d["namespace"], d["name"]) for d in event[side]}

    assert (namespace, "bronze.articles") in names(jobs["ingest_articles"], "outputs")
    assert any(
        ns == "file" and name.endswith(".txt") for ns, name in names(jobs["ingest_articles"], "inputs")
    )
    assert (namespace, "bronze.articles") in names(jobs["extract_quotes"], "inputs")
    assert (namespace, "bronze.quote_spans") in names(jobs["extract_quotes"], "outputs")
    dbt_inputs = set().union(
        *(names(e, "inputs") for name, e in jobs.items() if name.startswith("quotetrail."))
    )
    assert (namespace, "bronze.quote_spans") in dbt_inputs
    assert any(name.startswith("validate.") for name in jobs)


def test_our_runs_are_children_of_airflow_task_runs(events):
    airflow_runs = {
        event["run"]["runId"]
        for event in events
        if event.get("job", {}).get("name", "").startswith("quotetrail.ingest")
        and "airflow" in event.get("producer", "")
    }
    ingests = [
        event
        for event in events
        if event.get("eventType") == "COMPLETE" and event["job"]["name"] == "ingest_articles"
    ]
    parents = [event["run"]["facets"].get("parent", {}).get("run", {}).get("runId") for event in ingests]
    assert any(parent in airflow_runs for parent in parents), parents


def test_exported_quotes_reproduce_the_gold_utterance_clusters(seed_run, tmp_path):
    from quotetrail.evaluation import evaluate_files

    predictions = tmp_path / "quotes.jsonl"
    with predictions.open("w") as out:
        subprocess.run([QUOTETRAIL, "export", "quotes", "--format", "eval"], stdout=out, check=True)
    report = evaluate_files(SEEDS_GOLD, predictions)
    assert report["utterance"]["gold_pairs"] == 14
    assert report["utterance"]["precision"] == report["utterance"]["recall"] == 1.0
    assert report["thresholds"]["exact"]["recall_by_gold_type"]["direct"]["recall"] == 1.0
    assert report["thresholds"]["exact"]["fp_on_non_attributions"] == 0


def test_findings_name_the_real_differences_between_outlets(seed_run, spark):
    findings = {
        (row.finding_kind, row.quote_words, row.reference_words)
        for row in spark.table("quotetrail.consistency_findings").collect()
    }
    assert ("substituted_words", "of", "on") in findings
    assert ("added_words", "And", "") in findings
    assert ("merged_quote", "because…", "") in findings


def test_a_marked_elision_is_allowed_and_not_a_finding(seed_run, spark):
    [elided] = spark.sql(
        """
        select variants.quote_id, variants.variant_class, variants.is_allowed
        from quotetrail.quote_variants as variants
        where array_contains(variants.edit_kinds, 'marked_elision')
        """
    ).collect()
    assert elided.variant_class == "allowed_edits" and elided.is_allowed
    flagged = spark.sql(
        "select explode(quote_ids) as quote_id from quotetrail.consistency_findings where severity <> 'info'"
    ).collect()
    assert elided.quote_id not in {row.quote_id for row in flagged}


def test_every_dbt_model_and_test_result_is_kept_and_reported(seed_run, spark, engine_settings):
    from quotetrail.config import DBT_PROJECT_DIR
    from quotetrail.runtime.dbt import target_dir

    rows = spark.sql(
        f"""
        select step, resource_type, status, count(*) as nodes from quality.dbt_results
        where run_id = '{seed_run.run_id}' group by step, resource_type, status
        """
    ).collect()
    assert {row.step for row in rows} == {"build_staging", "build_marts"}
    assert {row.status for row in rows} <= {"success", "pass"}
    built = {(row.step, row.resource_type): row.nodes for row in rows}
    models = sorted(DBT_PROJECT_DIR.glob("models/**/*.sql"))
    assert built["build_staging", "model"] + built["build_marts", "model"] == len(models)
    manifest = json.loads((target_dir(engine_settings) / "manifest.json").read_text())
    tests = [node for node in manifest["nodes"].values() if node["resource_type"] == "test"]
    assert sum(nodes for (_, kind), nodes in built.items() if kind == "test") == len(tests)
    # Unit tests check the models' SQL, not the data: tests/test_dbt_unit_tests.py runs them.
    assert {kind for _, kind in built} == {"model", "test"}

    # The seed run's own copy: later tests of the session render site/report for runs of their own.
    report = (engine_settings.run_report_dir(seed_run.run_id) / "index.html").read_text()
    section = report[report.index('<h2 id="dbt">') : report.index('<h2 id="findings">')]
    for step in ("build_staging", "build_marts"):
        tests_passed = sum(nodes for (name, kind), nodes in built.items() if name == step and kind != "model")
        assert f"<code>{step}</code>" in section
        assert (
            f'<td class="num">{built[step, "model"]}</td>\n    <td class="num">{tests_passed}</td>' in section
        )


_ASSET_EVENTS = """
import json
from sqlalchemy import select
from airflow.models.asset import AssetEvent, AssetModel
from airflow.utils.session import create_session
with create_session() as session:
    query = select(AssetModel.name, AssetEvent.extra).join(AssetModel, AssetEvent.asset_id == AssetModel.id)
    rows = session.execute(query).all()
print(json.dumps([[name, extra] for name, extra in rows]))
"""


def test_each_table_written_gets_an_asset_event_that_names_the_run(seed_run, engine_settings):
    import sys

    from quotetrail.jobs import plan
    from quotetrail.runtime.orchestration import airflow_env

    out = subprocess.run(
        [sys.executable, "-c", _ASSET_EVENTS],
        env=airflow_env(engine_settings),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    events = {
        name: extra
        for name, extra in json.loads(out.splitlines()[-1])
        if extra.get("run_id") == seed_run.run_id
    }
    steps = (plan.INGEST_ARTICLES, plan.EXTRACT_QUOTES, plan.MATCH_UTTERANCES, plan.BUILD_MARTS)
    steps += (plan.VALIDATE, plan.PUBLISH_MARTS)
    assert set(events) == {table.qualified for step in steps for table in step.writes}
    assert events["bronze.articles"]["result"]["articles"] == 3
    assert events["quotetrail.quotes"]["report"] == f"quotetrail/runs/{seed_run.run_id}/report/index.html"
