"""The bodies of the pipeline's steps, each a thin client of the engine.

The Airflow DAG calls these functions and nothing else, so a step behaves the
same in ``airflow dags test``, in ``airflow standalone`` and in tests. Every step
records its lineage as a child run of the Airflow task run given as ``parent``
and returns a small JSON-serializable summary that Airflow keeps as its XCom.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from openlineage.client.facet_v2 import parent_run

from quotetrail import engine
from quotetrail.config import BRONZE_SCHEMA, DBT_SCHEMA, Settings

Parent = parent_run.ParentRunFacet | None


class QualityGateError(RuntimeError):
    """A critical expectation failed: downstream publishing must not run."""


def _now() -> datetime:
    return datetime.now(UTC)


def ingest(input_dir: str, parent: Parent = None, settings: Settings | None = None) -> dict:
    from quotetrail import ingest as ingest_job
    from quotetrail.lineage.events import run_events
    from quotetrail.lineage.tables import (
        FILE_CONTENT_FIELD,
        columns_from,
        landing_inputs,
        landing_refs,
        table_output,
        table_ref,
    )

    if not Path(input_dir).is_dir():
        # Checked before the engine is reached: the failure is the input's, not Spark's.
        raise FileNotFoundError(f"The input folder {input_dir} does not exist or is not a folder.")
    settings = settings or Settings.from_env()
    spark = engine.connect(settings)
    files = landing_refs(Path(input_dir))
    from_files = {
        column: [(FILE_CONTENT_FIELD, "TRANSFORMATION")]
        for column in ("article_id", "title", "body", "byline", "outlet")
    }
    with run_events("ingest_articles", landing_inputs(files), parent=parent, settings=settings) as run:
        result = ingest_job.run(spark, Path(input_dir), _now())
        articles = f"{BRONZE_SCHEMA}.articles"
        run.outputs = [
            table_output(spark, articles, settings, result.articles, columns_from(files, from_files)),
            table_output(
                spark,
                f"{BRONZE_SCHEMA}.paragraphs",
                settings,
                result.paragraphs,
                columns_from(
                    [table_ref(articles, settings)],
                    {
                        "article_id": [("article_id", "IDENTITY")],
                        "paragraph_text": [("body", "TRANSFORMATION")],
                    },
                ),
            ),
            table_output(spark, f"{BRONZE_SCHEMA}.quarantine", settings, result.quarantined),
        ]
    return {"articles": result.articles, "paragraphs": result.paragraphs, "quarantined": result.quarantined}


def extract(parent: Parent = None, settings: Settings | None = None) -> dict:
    from quotetrail import extract as extract_job
    from quotetrail.lineage.events import run_events
    from quotetrail.lineage.tables import columns_from, table_input, table_output, table_ref

    settings = settings or Settings.from_env()
    spark = engine.connect(settings)
    articles, quote_spans = f"{BRONZE_SCHEMA}.articles", f"{BRONZE_SCHEMA}.quote_spans"
    from_body = [("body", "TRANSFORMATION")]
    lineage = columns_from(
        [table_ref(articles, settings)],
        {
            "article_id": [("article_id", "IDENTITY")],
            **{column: from_body for column in extract_job.TEXT_DERIVED_COLUMNS},
        },
    )
    with run_events(
        "extract_quotes", [table_input(spark, articles, settings)], parent=parent, settings=settings
    ) as run:
        count = extract_job.run(spark, _now())
        run.outputs = [table_output(spark, quote_spans, settings, count, lineage)]
    return {"quote_spans": count}


def _dbt_build(selection: list[str], parent: Parent, settings: Settings) -> None:
    from quotetrail import transform
    from quotetrail.lineage.dbt_columns import emit_model_column_lineage
    from quotetrail.lineage.emission import dbt_ol_env

    env = dbt_ol_env(settings, parent, base=transform.dbt_env(settings))
    transform.run_dbt(settings, ["build", *selection], with_lineage=True, env=env)
    emit_model_column_lineage(engine.connect(settings), settings, transform.target_dir(settings))


def build_staging(parent: Parent = None, settings: Settings | None = None) -> dict:
    """Every model and test that does not read the matching step's tables."""
    _dbt_build(["--exclude", "source:matching+"], parent, settings or Settings.from_env())
    return {"dbt": "staging and intermediate built"}


def match_utterances(parent: Parent = None, settings: Settings | None = None) -> dict:
    from quotetrail import match
    from quotetrail.lineage.events import run_events
    from quotetrail.lineage.tables import table_input, table_output

    settings = settings or Settings.from_env()
    spark = engine.connect(settings)
    inputs = [table_input(spark, match.QUOTES_VIEW, settings)]
    with run_events("match_utterances", inputs, parent=parent, settings=settings) as run:
        counts = match.run(spark, settings.utterance_window_days)
        run.outputs = [
            table_output(spark, f"{match.MATCHING_SCHEMA}.{table}", settings, rows)
            for table, rows in counts.rows_by_table.items()
        ]
    return {"quotes": counts.quotes, "utterances": counts.utterances, "findings": counts.findings}


def build_marts(parent: Parent = None, settings: Settings | None = None) -> dict:
    """The models downstream of the matching step, with their tests."""
    _dbt_build(["--select", "source:matching+"], parent, settings or Settings.from_env())
    return {"dbt": "marts built"}


def validate(
    run_id: str,
    suites: list[str] | None = None,
    input_dir: str | None = None,
    parent: Parent = None,
    settings: Settings | None = None,
) -> dict:
    """Run the suites, keep their results and write the quality report.

    Raises :class:`QualityGateError` after everything is written when a critical
    expectation failed, so the report shows what stopped publishing.
    """
    from quotetrail.quality.lineage import emit_validation_lineage
    from quotetrail.quality.suites import load_suites, suite_parameters
    from quotetrail.quality.validate import run_suites

    settings = settings or Settings.from_env()
    spark = engine.connect(settings)
    specs = load_suites(suites, parameters=suite_parameters(settings))
    summary = run_suites(spark, settings, specs, run_id, _now())
    emit_validation_lineage(spark, settings, specs, summary, parent)
    _write_report(spark, settings, run_id, input_dir, parent)
    counts = {
        "passed": summary.count(success=True),
        "failed": summary.count(success=False, severity="critical"),
        "warned": summary.count(success=False, severity="warning"),
    }
    if summary.critical_failures:
        failed = "; ".join(f"{r.suite}: {r.description}" for r in summary.critical_failures[:10])
        raise QualityGateError(
            f"{counts['failed']} critical expectation(s) failed, publishing stopped: {failed}"
        )
    return counts


def _write_report(spark, settings: Settings, run_id: str, input_dir: str | None, parent: Parent) -> None:
    from quotetrail.lineage.events import run_events
    from quotetrail.lineage.tables import table_input
    from quotetrail.quality.validate import RESULTS_TABLE
    from quotetrail.report import load_report_data, render_report

    marts = ("consistency_findings", "quote_variants", "quotes", "articles")
    tables = [RESULTS_TABLE, *(f"{DBT_SCHEMA}.{mart}" for mart in marts)]
    inputs = [table_input(spark, table, settings) for table in tables]
    page_dir = settings.site_dir / "report"
    with run_events("publish_report", inputs, parent=parent, settings=settings) as run:
        render_report(load_report_data(spark, run_id, input_dir), settings.site_dir)
        _keep_run_report(page_dir, settings.run_report_dir(run_id))
        run.outputs = [_site_output(page_dir)]


def _keep_run_report(page_dir: Path, run_dir: Path) -> None:
    """Copy the report to the run's own folder, which the run's page in Airflow links to;
    ``site/report`` holds the latest run only."""
    import shutil

    shutil.rmtree(run_dir, ignore_errors=True)
    shutil.copytree(page_dir, run_dir)


def _site_output(folder: Path):
    from quotetrail.lineage.events import output_dataset
    from quotetrail.lineage.naming import file_dataset

    return output_dataset(file_dataset(folder))


def _mart_inputs(spark, settings: Settings) -> list:
    from quotetrail.assets import MARTS
    from quotetrail.lineage.tables import table_input

    return [table_input(spark, f"{DBT_SCHEMA}.{mart}", settings) for mart in MARTS]


def publish(parent: Parent = None, settings: Settings | None = None) -> dict:
    """Copy the checked marts to the ``published`` schema, which consumers read.

    Only a run whose critical checks passed gets here, so ``published`` always
    holds the last data that passed them.
    """
    from quotetrail.assets import MARTS, PUBLISHED_SCHEMA
    from quotetrail.lineage.events import run_events
    from quotetrail.lineage.tables import columns_from, table_fields, table_output, table_ref
    from quotetrail.warehouse import write_table

    settings = settings or Settings.from_env()
    spark = engine.connect(settings)
    with run_events("publish_marts", _mart_inputs(spark, settings), parent=parent, settings=settings) as run:
        outputs = []
        for mart in MARTS:
            source = f"{DBT_SCHEMA}.{mart}"
            rows = write_table(spark.table(source), mart, PUBLISHED_SCHEMA)
            identity = {column: [(column, "IDENTITY")] for column in table_fields(spark, source)}
            lineage = columns_from([table_ref(source, settings)], identity)
            outputs.append(table_output(spark, f"{PUBLISHED_SCHEMA}.{mart}", settings, rows, lineage))
        run.outputs = outputs
    return {"published_marts": len(MARTS)}


def _count_rows(spark) -> None:
    """Record the row count of every table the dbt docs describe.

    Spark keeps a table's size when it writes it but counts its rows only when
    asked, and dbt docs show a missing count as "0 rows".
    """
    from quotetrail.match import MATCHING_SCHEMA

    for schema in (BRONZE_SCHEMA, MATCHING_SCHEMA, DBT_SCHEMA):
        for table in spark.catalog.listTables(schema):
            if table.tableType != "VIEW":
                spark.sql(f"analyze table {schema}.{table.name} compute statistics")


def publish_sites(parent: Parent = None, settings: Settings | None = None) -> dict:
    """Write the dbt docs site and the lineage view, then deliver pending lineage."""
    from quotetrail import transform
    from quotetrail.lineage.events import input_dataset, run_events
    from quotetrail.lineage.forwarder import forward_pending
    from quotetrail.lineage.naming import file_dataset
    from quotetrail.lineage.view import render_lineage_site

    settings = settings or Settings.from_env()
    spark = engine.connect(settings)
    with run_events(
        "publish_dbt_docs", _mart_inputs(spark, settings), parent=parent, settings=settings
    ) as run:
        _count_rows(spark)
        docs = transform.publish_docs(settings)
        run.outputs = [_site_output(docs.parent)]
    events = input_dataset(file_dataset(settings.lineage_file))
    with run_events("publish_lineage_view", [events], parent=parent, settings=settings) as run:
        lineage_page = render_lineage_site(settings)
        run.outputs = [_site_output(lineage_page.parent)]
    forward_pending(settings)
    return {"dbt_docs": str(docs), "lineage": str(lineage_page)}
