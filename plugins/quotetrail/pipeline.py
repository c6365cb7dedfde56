"""The bodies of the pipeline's steps, each a thin client of the engine.

The Airflow DAG calls these functions and nothing else, so a step behaves the
same in ``airflow dags test``, in ``airflow standalone`` and in tests. Every step
returns a small JSON-serializable summary that Airflow keeps as the task's XCom.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from quotetrail import engine
from quotetrail.config import Settings


class QualityGateError(RuntimeError):
    """A critical expectation failed: downstream publishing must not run."""


def _now() -> datetime:
    return datetime.now(UTC)


def ingest(input_dir: str, settings: Settings | None = None) -> dict:
    from quotetrail import ingest as ingest_job

    settings = settings or Settings.from_env()
    result = ingest_job.run(engine.connect(settings), Path(input_dir), _now())
    return {"articles": result.articles, "paragraphs": result.paragraphs, "quarantined": result.quarantined}


def extract(settings: Settings | None = None) -> dict:
    from quotetrail import extract as extract_job

    settings = settings or Settings.from_env()
    return {"quote_spans": extract_job.run(engine.connect(settings), _now())}


def build_staging(settings: Settings | None = None) -> dict:
    """Every model and test that does not read the matching step's tables."""
    from quotetrail import transform

    settings = settings or Settings.from_env()
    transform.run_dbt(settings, ["build", "--exclude", "source:matching+"], with_lineage=True)
    return {"dbt": "staging and intermediate built"}


def match_utterances(settings: Settings | None = None) -> dict:
    from quotetrail import match

    settings = settings or Settings.from_env()
    counts = match.run(engine.connect(settings))
    return {"quotes": counts.quotes, "utterances": counts.utterances, "findings": counts.findings}


def build_marts(settings: Settings | None = None) -> dict:
    """The models downstream of the matching step, with their tests."""
    from quotetrail import transform

    settings = settings or Settings.from_env()
    transform.run_dbt(settings, ["build", "--select", "source:matching+"], with_lineage=True)
    return {"dbt": "marts built"}


def validate(run_id: str, suites: list[str] | None = None, settings: Settings | None = None) -> dict:
    """Run the suites; raise :class:`QualityGateError` after saving results if a critical one failed."""
    from quotetrail.quality.suites import load_suites
    from quotetrail.quality.validate import run_suites

    settings = settings or Settings.from_env()
    summary = run_suites(engine.connect(settings), settings, load_suites(suites), run_id, _now())
    counts = {
        "passed": summary.count(success=True),
        "failed": summary.count(success=False, severity="critical"),
        "warned": summary.count(success=False, severity="warning"),
    }
    if summary.critical_failures:
        failed = "; ".join(f"{r.suite}: {r.description}" for r in summary.critical_failures[:10])
        raise QualityGateError(f"{counts['failed']} critical expectation(s) failed: {failed}")
    return counts


def publish(settings: Settings | None = None) -> dict:
    from quotetrail import transform

    settings = settings or Settings.from_env()
    return {"dbt_docs": str(transform.publish_docs(settings))}
