"""
### quotetrail

Ingests news articles, extracts quotes and speakers, normalizes them with dbt,
matches the same words across outlets, checks everything with Great
Expectations and writes the quality report. When no critical check fails, the
marts are copied to the `published` schema, which triggers
`quotetrail_publish_sites` through their Airflow Assets.

Every step runs on the long-lived quotetrail Spark engine (`quotetrail engine
start`). Trigger with a config to choose the input folder or the suites:
`{"input_dir": "/path/to/articles", "suites": ["quotes"]}`.
"""

from __future__ import annotations

from datetime import timedelta

import pendulum
from airflow.sdk import Param, dag, get_current_context, task

from quotetrail.assets import bronze_assets, mart_assets, published_assets, table_asset
from quotetrail.config import SEED_ARTICLES
from quotetrail.quality.suites import suite_names


def _lineage_parent():
    """The Airflow task run, as the OpenLineage parent of the runs a task starts."""
    from quotetrail.lineage.events import airflow_parent

    return airflow_parent(get_current_context())


def _run(step: str, *args):
    """Run one step of `quotetrail.pipeline`; a deterministic error is not retried."""
    from quotetrail import pipeline
    from quotetrail.steps import run_step

    context = get_current_context()
    return run_step(
        context["task"].task_id, lambda: getattr(pipeline, step)(*args, parent=_lineage_parent())
    )


MATCHING_TABLES = ("utterances", "quote_utterances", "quote_variants", "consistency_findings")


@dag(
    dag_id="quotetrail",
    schedule=None,
    start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
    catchup=False,
    max_active_runs=1,
    tags=["quotetrail", "quotes", "lineage"],
    default_args={"retries": 1, "retry_delay": timedelta(seconds=30)},
    params={
        "input_dir": Param(str(SEED_ARTICLES), type="string", description="Folder of article files."),
        "suites": Param(
            None,
            type=["null", "array"],
            items={"type": "string", "enum": suite_names()},
            uniqueItems=True,
            description="Suites to run; all when empty.",
        ),
    },
    doc_md=__doc__,
)
def quotetrail():
    @task(outlets=bronze_assets("articles", "paragraphs", "quarantine"))
    def ingest() -> dict:
        """Read every .txt, .html and .jsonl file of the input folder into the bronze
        tables articles, paragraphs and quarantine, replacing the previous run's rows."""
        return _run("ingest", get_current_context()["params"]["input_dir"])

    @task(inlets=bronze_assets("articles"), outlets=bronze_assets("quote_spans"))
    def extract(_: dict) -> dict:
        """Find the quotes, speakers and cues of every article into bronze.quote_spans."""
        return _run("extract")

    @task(inlets=bronze_assets("articles", "paragraphs", "quote_spans"))
    def build_staging(_: dict) -> dict:
        """Build and test the dbt staging and intermediate models over thrift."""
        return _run("build_staging")

    @task(outlets=[table_asset(f"matching.{table}") for table in MATCHING_TABLES])
    def match_utterances(_: dict) -> dict:
        """Cluster the quotes of all articles into utterances, align each quote's
        wording to its utterance and record the differences as findings."""
        return _run("match_utterances")

    @task(outlets=mart_assets())
    def build_marts(_: dict) -> dict:
        """Build and test the marts that read the matching step's tables."""
        return _run("build_marts")

    @task(inlets=mart_assets())
    def validate(_: dict) -> dict:
        """Run the expectation suites and write the quality report; a critical failure
        fails this task, after its results and the report are written, and so stops
        publishing."""
        context = get_current_context()
        params = context["params"]
        return _run("validate", context["run_id"], params["suites"], params["input_dir"])

    @task(inlets=mart_assets(), outlets=published_assets())
    def publish(_: dict) -> dict:
        """Copy the checked marts to the published schema that consumers read."""
        return _run("publish")

    publish(validate(build_marts(match_utterances(build_staging(extract(ingest()))))))


quotetrail()
