"""
### quotetrail

Ingests news articles, extracts quotes and speakers, normalizes them with dbt,
checks them with Great Expectations and publishes the dbt docs, the GX Data Docs,
the quality report and the lineage view.

Every step runs on the long-lived quotetrail Spark engine (`quotetrail engine
start`). Trigger with a config to choose the input folder or the suites:
`{"input_dir": "/path/to/articles", "suites": ["quotes"]}`.
"""

from __future__ import annotations

from datetime import timedelta

import pendulum
from airflow.sdk import Param, dag, get_current_context, task
from quotetrail.config import SEED_ARTICLES


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
        "suites": Param(None, type=["null", "array"], description="Suites to run; all when empty."),
    },
    doc_md=__doc__,
)
def quotetrail():
    @task
    def ingest() -> dict:
        """Read every .txt, .html and .jsonl file of the input folder into the bronze
        tables articles, paragraphs and quarantine, replacing the previous run's rows."""
        from quotetrail import pipeline

        return pipeline.ingest(get_current_context()["params"]["input_dir"])

    @task
    def extract(_: dict) -> dict:
        """Find the quotes, speakers and cues of every article into bronze.quote_spans."""
        from quotetrail import pipeline

        return pipeline.extract()

    @task
    def build_staging(_: dict) -> dict:
        """Build and test the dbt staging and intermediate models over thrift."""
        from quotetrail import pipeline

        return pipeline.build_staging()

    @task
    def match_utterances(_: dict) -> dict:
        """Cluster the quotes of all articles into utterances, align each quote's
        wording to its utterance and record the differences as findings."""
        from quotetrail import pipeline

        return pipeline.match_utterances()

    @task
    def build_marts(_: dict) -> dict:
        """Build and test the marts that read the matching step's tables."""
        from quotetrail import pipeline

        return pipeline.build_marts()

    @task(retries=0)
    def validate(_: dict) -> dict:
        """Run the expectation suites; a critical failure stops publishing, after
        its results are written."""
        from quotetrail import pipeline

        context = get_current_context()
        return pipeline.validate(context["run_id"], context["params"]["suites"])

    @task
    def publish(_: dict) -> dict:
        """Write the dbt docs site, the quality report and the lineage view."""
        from quotetrail import pipeline

        return pipeline.publish()

    publish(validate(build_marts(match_utterances(build_staging(extract(ingest()))))))


quotetrail()
