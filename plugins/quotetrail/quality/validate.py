"""Run the expectation suites over Spark Connect and keep every result.

Results of every run are written to ``quality.validation_results`` (one
partition per run, so re-running a run replaces only its own rows and history
is kept for trends) and rendered as GX Data Docs in ``site/gx``, which list the
last :data:`DATA_DOCS_RUNS` runs (GX's results of each are kept under
``gx/validations`` in QUOTETRAIL_HOME, one folder per Airflow run). A failed
critical expectation is reported to the caller after the results are written:
what failed is never lost because the run stopped. The publishing rules read
the counts of what is published, so that table exists before any suite runs.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from pyspark.sql import DataFrame, SparkSession

from quotetrail.config import Settings
from quotetrail.quality.query_counts import count_query_rows, counted
from quotetrail.quality.rules import CRITICAL
from quotetrail.quality.suites import Check, SuiteSpec
from quotetrail.tables import PUBLISHED_ROW_COUNTS, VALIDATION_RESULTS, CheckResult
from quotetrail.warehouse import ensure_table, replace_partitions

SAMPLE_ROWS = 20
#: Runs the GX Data Docs keep: each adds one results file and one page per suite.
DATA_DOCS_RUNS = 30


@dataclass(frozen=True)
class ValidationSummary:
    run_id: str
    results: tuple[CheckResult, ...]

    @property
    def critical_failures(self) -> list[CheckResult]:
        return [r for r in self.results if not r.success and r.severity == CRITICAL]


def _describe(check: Check) -> str:
    if check.description:
        return check.description
    column = check.kwargs.get("column")
    readable = check.type.removeprefix("expect_").replace("_", " ")
    return f"{column}: {readable}" if column else readable


def _json_or_none(value) -> str | None:
    return None if value is None else json.dumps(value, default=str)


def _to_result(run_id: str, at: datetime, suite: SuiteSpec, check: Check, gx_result) -> CheckResult:
    details = gx_result.result or {}
    rows = details.get("details", {}).get("unexpected_rows") or details.get("unexpected_rows")
    if rows is not None and hasattr(rows, "to_dict"):
        rows = rows.head(SAMPLE_ROWS).to_dict(orient="records")
    return CheckResult(
        run_id=run_id,
        validated_at=at,
        suite=suite.name,
        table_name=suite.table,
        expectation_type=check.type,
        rule=check.rule,
        severity=check.severity,
        description=_describe(check),
        column_name=check.kwargs.get("column"),
        success=bool(gx_result.success),
        element_count=details.get("element_count"),
        unexpected_count=details.get("unexpected_count"),
        observed_value=_json_or_none(details.get("observed_value")),
        unexpected_rows=_json_or_none(rows[:SAMPLE_ROWS] if isinstance(rows, list) else rows),
        kwargs=json.dumps(check.kwargs, sort_keys=True),
    )


def _gx_suite(gx, suite: SuiteSpec):
    from great_expectations.expectations.expectation_configuration import (
        ExpectationConfiguration,
    )

    from quotetrail.quality.column_checks import GX_TYPES

    expectations = [
        ExpectationConfiguration(
            type=GX_TYPES.get(check.type, check.type),
            kwargs=check.kwargs,
            severity=check.severity,
            description=_gx_description(check),
            meta={**check.meta, "check_index": index},
        ).to_domain_obj()
        for index, check in enumerate(suite.checks)
    ]
    return gx.ExpectationSuite(name=suite.name, expectations=expectations)


def _gx_description(check: Check) -> str | None:
    """What Data Docs print for a check: GX shows no severity, so a warning says it is one."""
    if check.severity == CRITICAL:
        return check.description
    return f"{check.severity.capitalize()}: {_describe(check)}"


def _gx_context(settings: Settings, keep_results: bool = True):
    """A GX context with the engine as its Spark data source.

    Everything GX holds lives in memory and is built again from ``expectations/``
    on each run, except, with ``keep_results``, the validation results: those go
    to a folder of the home, so that the Data Docs index lists past runs.
    """
    import great_expectations as gx
    from great_expectations.data_context.types.base import DataContextConfig, InMemoryStoreBackendDefaults

    # Imported for its side effect: GX registers the custom expectation classes.
    import quotetrail.quality.expectations  # noqa: F401

    config = DataContextConfig(store_backend_defaults=InMemoryStoreBackendDefaults())
    if keep_results:
        config.stores[config.validation_results_store_name] = {
            "class_name": "ValidationResultsStore",
            "store_backend": {
                "class_name": "TupleFilesystemStoreBackend",
                "base_directory": str(settings.gx_results_dir),
            },
        }
    context = gx.get_context(mode="ephemeral", project_config=config)
    source = context.data_sources.add_spark("engine", spark_config={"spark.remote": settings.client_url()})
    return context, source


def _validate_all(
    spark: SparkSession,
    context,
    source,
    suites: list[SuiteSpec],
    frames: list[DataFrame],
    run_id: str,
    at: datetime,
) -> list[CheckResult]:
    """Validate each suite on its frame, the rows of every query check counted first."""
    import great_expectations as gx

    from quotetrail.quality.expectations import ExpectNoRowsFromQuery

    gx_suites = [context.suites.add(_gx_suite(gx, suite)) for suite in suites]
    queries = [
        [e.unexpected_rows_query for e in gx_suite.expectations if isinstance(e, ExpectNoRowsFromQuery)]
        for gx_suite in gx_suites
    ]
    counts = count_query_rows(spark, list(zip(frames, queries, strict=True)))
    results: list[CheckResult] = []
    for suite, gx_suite, frame, known in zip(suites, gx_suites, frames, counts, strict=True):
        with counted(known):
            results += _validate(context, source, suite, gx_suite, frame, run_id, at)
    return results


def _validate(
    context, source, suite: SuiteSpec, gx_suite, frame: DataFrame, run_id: str, at: datetime
) -> list[CheckResult]:
    import great_expectations as gx
    from great_expectations.core.run_identifier import RunIdentifier

    batch = source.add_dataframe_asset(suite.name).add_batch_definition_whole_dataframe(suite.name)
    definition = context.validation_definitions.add(
        gx.ValidationDefinition(name=suite.name, data=batch, suite=gx_suite)
    )
    try:
        outcome = definition.run(
            batch_parameters={"dataframe": frame},
            result_format={"result_format": "COMPLETE", "partial_unexpected_count": SAMPLE_ROWS},
            run_id=RunIdentifier(run_name=run_id, run_time=at),
        )
    finally:
        # GX caches the batch in the engine for its checks; the engine outlives the run.
        frame.unpersist()
    results = [
        _to_result(run_id, at, suite, suite.checks[result.expectation_config.meta["check_index"]], result)
        for result in outcome.results
    ]
    _store_gate_status(context, suite.name, run_id, outcome, results)
    return results


def _store_gate_status(context, suite_name: str, run_id: str, outcome, results: list[CheckResult]) -> None:
    """Store the suite as passed when only warnings failed, as the quality gate reads it.

    GX counts any failed expectation as a failed suite, so Data Docs would show a
    suite with a fired warning as "Failed"; its failed rows stay as GX rendered them.
    """
    passed_gate = not any(not result.success and result.severity == CRITICAL for result in results)
    if outcome.success == passed_gate:
        return
    outcome.success = passed_gate
    store = context.validation_results_store
    for key in store.list_keys():
        if key.expectation_suite_identifier.name == suite_name and key.run_id.run_name == run_id:
            store.set(key, outcome)


def check_frame(settings: Settings, suite: SuiteSpec, frame: DataFrame) -> list[CheckResult]:
    """Validate ``frame`` against ``suite`` without keeping the results.

    Lets a caller check a changed copy of a table, for example to see which rows
    a rule rejects, without touching the table or the results history.
    """
    ensure_table(frame.sparkSession, PUBLISHED_ROW_COUNTS)
    context, source = _gx_context(settings, keep_results=False)
    return _validate_all(frame.sparkSession, context, source, [suite], [frame], "adhoc", datetime.now(UTC))


def run_suites(
    spark: SparkSession,
    settings: Settings,
    suites: list[SuiteSpec],
    run_id: str,
    validated_at: datetime,
) -> ValidationSummary:
    """Validate each suite's table, keep the results, and build the Data Docs."""
    ensure_table(spark, PUBLISHED_ROW_COUNTS)
    context, source = _gx_context(settings)
    frames = [spark.table(suite.table) for suite in suites]
    results = _validate_all(spark, context, source, suites, frames, run_id, validated_at)
    _build_data_docs(context, settings, run_id)
    summary = ValidationSummary(run_id, tuple(results))
    write_results(spark, summary)
    return summary


def _build_data_docs(context, settings: Settings, run_id: str) -> None:
    """Render the suites' pages, this run's pages and the index.

    Older runs' pages are kept as they were, not rendered again.
    """
    from quotetrail.quality.data_docs_assets import vendor_assets

    site = settings.site_dir / "gx"
    site.mkdir(parents=True, exist_ok=True)
    _forget_old_runs(context.validation_results_store, site)
    context.add_data_docs_site(
        "quotetrail",
        {
            "class_name": "SiteBuilder",
            "store_backend": {"class_name": "TupleFilesystemStoreBackend", "base_directory": str(site)},
            "site_index_builder": {"class_name": "DefaultSiteIndexBuilder"},
        },
    )
    this_run = [key for key in context.validation_results_store.list_keys() if key.run_id.run_name == run_id]
    suites = context.expectations_store.list_keys()
    context.build_data_docs(site_names=["quotetrail"], resource_identifiers=[*suites, *this_run])
    vendor_assets(site)


def _forget_old_runs(store, site: Path) -> None:
    """Drop the results and pages of all but the last :data:`DATA_DOCS_RUNS` runs."""
    keys = store.list_keys()
    started = {}
    for key in keys:
        run = key.run_id
        started[run.run_name] = max(run.run_time, started.get(run.run_name, run.run_time))
    kept = set(sorted(started, key=started.get)[-DATA_DOCS_RUNS:])
    for key in keys:
        if key.run_id.run_name not in kept:
            store.remove_key(key)
            site.joinpath("validations", *key.to_tuple()).with_suffix(".html").unlink(missing_ok=True)


def write_results(spark: SparkSession, summary: ValidationSummary) -> None:
    """Replace this run's partition of the results table, keeping other runs."""
    replace_partitions(spark, VALIDATION_RESULTS, list(summary.results))
