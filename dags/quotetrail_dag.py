"""
### quotetrail

Ingests news articles, extracts quotes and speakers, normalizes them with dbt,
matches the same words across outlets, checks everything with Great
Expectations and writes the quality report. When no critical check fails, the
marts are copied to the `published` schema, which triggers
`quotetrail_publish_sites` through their Airflow Assets.

Every step runs on the long-lived quotetrail Spark engine (`quotetrail engine
start`). The corpus grows run by run: a scheduled run (`QUOTETRAIL_SCHEDULE`,
hourly by default) ingests the files of the landing area that no run has read
and that had landed by the end of its data interval, and extracts the quotes of
the articles they add. Trigger with a config to read another folder, to start
the corpus over from it, or to choose the suites:
`{"input_dir": "/path/to/articles", "replace": true, "suites": ["quotes"]}`.
A run that brings no article the published tables lack skips every task after
`check_new_articles` (shown as skipped) and leaves the published tables and
reports as they are. Matching works on what the run changed: new quotes join
the utterances they match, and every other utterance keeps its rows.
`"rebuild": true` runs every task all the same, extracts the quotes of every
article again and matches every quote (what `quotetrail rebuild` does).
A run with no article, or with less than half the articles or quotes already
published, stops at the quality gate unless `"replace_published": true`.
"""

from __future__ import annotations

from datetime import timedelta

import pendulum
from airflow.sdk import CronDataIntervalTimetable, Param, chain, dag, get_current_context, task

from quotetrail.config import Settings
from quotetrail.jobs import plan
from quotetrail.quality.suites import suite_names
from quotetrail.runtime.assets import assets


def _run(main, *args):
    """Run one job's ``main`` as this task; a deterministic error is not retried.

    Each table the task wrote gets an asset event naming the run, what the job
    reported and where the run's quality report is, so that the Assets view
    leads from an event to the run that made it.
    """
    from quotetrail.airflow_pages import run_report_path
    from quotetrail.lineage.events import airflow_parent
    from quotetrail.runtime.failures import run_step

    context = get_current_context()
    result = run_step(context["task"].task_id, lambda: main(*args, parent=airflow_parent(context)))
    extra = {"run_id": context["run_id"], "result": result, "report": run_report_path(context["run_id"])}
    for outlet in context["task"].outlets:
        context["outlet_events"][outlet].extra = extra
    return result


def _input_dir(params) -> str:
    """The folder the run reads: the one it was given, or the landing area."""
    return params["input_dir"] or str(Settings.from_env().landing_dir)


def _make_landing_area() -> None:
    """A scheduled run may come before anything has landed: an empty landing area is no error."""
    Settings.from_env().landing_dir.mkdir(parents=True, exist_ok=True)


def _timetable(schedule: str | None) -> CronDataIntervalTimetable | None:
    """Runs at the end of each interval of ``schedule``, which is that run's data interval;
    a manual run's interval is the last one that ended before it."""
    return None if schedule is None else CronDataIntervalTimetable(schedule, timezone="UTC")


def _step_task(step: plan.Step, decorator=task):
    """A task named like the step, with the tables it reads and writes as its Assets."""
    return decorator(task_id=step.name, inlets=assets(step.reads), outlets=assets(step.writes))


@dag(
    dag_id="quotetrail",
    schedule=_timetable(Settings.from_env().schedule),
    start_date=pendulum.datetime(2026, 1, 1, tz="UTC"),
    catchup=False,
    max_active_runs=1,
    tags=["quotetrail", "quotes", "lineage"],
    default_args={"retries": 1, "retry_delay": timedelta(seconds=30)},
    params={
        "input_dir": Param(
            None,
            type=["null", "string"],
            description="Folder of article files; the landing area when empty.",
        ),
        "replace": Param(
            False,
            type="boolean",
            description="Start the corpus over from the folder instead of adding its new files.",
        ),
        "rebuild": Param(
            False,
            type="boolean",
            description=(
                "Extract, match, check and publish the whole corpus again, even when no new article arrived."
            ),
        ),
        "suites": Param(
            None,
            type=["null", "array"],
            items={"type": "string", "enum": suite_names()},
            uniqueItems=True,
            description="Suites to run; all when empty.",
        ),
        "replace_published": Param(
            False,
            type="boolean",
            description="Publish even when the run has far fewer articles or quotes than published.",
        ),
    },
    doc_md=__doc__,
)
def quotetrail():
    @_step_task(plan.INGEST_ARTICLES)
    def ingest_articles() -> dict:
        """Read the .txt, .html and .jsonl files of the input folder that no run has read
        and that had landed when this run was due (for a scheduled run, the end of its
        data interval) into the bronze tables articles, paragraphs and quarantine, as this
        run's partition; record them in bronze.ingested_files."""
        from quotetrail.jobs import ingest_articles

        context = get_current_context()
        params = context["params"]
        if not params["input_dir"]:
            _make_landing_area()
        return _run(
            ingest_articles.main,
            _input_dir(params),
            context["run_id"],
            context["dag_run"].run_after,
            params["replace"],
        )

    @_step_task(plan.CHECK_NEW_ARTICLES, task.short_circuit)
    def check_new_articles() -> bool:
        """Go on only when the corpus holds articles that are not published yet (or the run
        replaces the corpus, or is asked to rebuild); otherwise every later task is skipped,
        and the published tables and reports stay as they are."""
        from quotetrail.jobs import check_new_articles
        from quotetrail.runtime.failures import run_step

        params = get_current_context()["params"]
        return run_step(
            plan.CHECK_NEW_ARTICLES.name,
            lambda: check_new_articles.main(params["replace"], params["rebuild"]),
        )

    @_step_task(plan.EXTRACT_QUOTES)
    def extract_quotes() -> dict:
        """Find the quotes, speakers and cues of the articles this run added (and of any
        an earlier run left unextracted; of every article for a rebuild) into
        bronze.quote_spans."""
        from quotetrail.jobs import extract_quotes

        context = get_current_context()
        return _run(extract_quotes.main, context["run_id"], context["params"]["rebuild"])

    @_step_task(plan.BUILD_STAGING)
    def build_staging() -> dict:
        """Build and test the dbt staging and intermediate models over thrift; each
        model's and test's result is kept in quality.dbt_results. The marts of one
        article each get the rows of the articles they lack (built whole when the
        run replaces the corpus or rebuilds it, or a document got a newer version)."""
        from quotetrail.jobs import build_staging

        context = get_current_context()
        params = context["params"]
        return _run(build_staging.main, context["run_id"], params["replace"] or params["rebuild"])

    @_step_task(plan.MATCH_UTTERANCES)
    def match_utterances() -> dict:
        """Cluster quotes into utterances, align each quote's wording to its utterance and
        record the differences as findings: again only for what new, changed or removed
        quotes reach (for every quote in a rebuild)."""
        from quotetrail.jobs import match_utterances

        return _run(match_utterances.main, get_current_context()["params"]["rebuild"])

    @_step_task(plan.BUILD_MARTS)
    def build_marts() -> dict:
        """Build and test the marts that read the matching step's tables."""
        from quotetrail.jobs import build_marts

        return _run(build_marts.main, get_current_context()["run_id"])

    @_step_task(plan.VALIDATE)
    def validate() -> dict:
        """Run the expectation suites and write the quality report; a critical failure
        fails this task, after its results and the report are written, and so stops
        publishing."""
        from quotetrail.jobs import validate

        context = get_current_context()
        params = context["params"]
        return _run(
            validate.main,
            context["run_id"],
            params["suites"],
            _input_dir(params),
            params["replace_published"],
        )

    @_step_task(plan.PUBLISH_MARTS)
    def publish_marts() -> dict:
        """Copy the checked marts to the published schema that consumers read."""
        from quotetrail.jobs import publish_marts

        return _run(publish_marts.main)

    chain(
        ingest_articles(),
        check_new_articles(),
        extract_quotes(),
        build_staging(),
        match_utterances(),
        build_marts(),
        validate(),
        publish_marts(),
    )


quotetrail()
