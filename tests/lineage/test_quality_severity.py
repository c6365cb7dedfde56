"""A check's severity reaches the lineage page as the same verdict the run summary gives it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from quotetrail.config import Settings
from quotetrail.lineage.events import input_dataset, run_events
from quotetrail.lineage.graph import read_graph
from quotetrail.lineage.naming import table_dataset
from quotetrail.lineage.view import render_page
from quotetrail.quality.lineage import assertions
from quotetrail.tables import CheckResult


def _result(rule: str, severity: str, success: bool) -> CheckResult:
    return CheckResult(
        run_id="r1",
        validated_at=datetime(2026, 5, 1, tzinfo=UTC),
        suite="quotes",
        table_name="quotetrail.quotes",
        expectation_type=f"expect_{rule}",
        rule=rule,
        severity=severity,
        description=rule,
        column_name=None,
        success=success,
        element_count=3,
        unexpected_count=0 if success else 1,
        observed_value=None,
        unexpected_rows=None,
        kwargs="{}",
    )


@pytest.mark.parametrize(
    ("severity", "status", "warned", "failed"),
    [
        ("warning", "warning", ("expect_context",), ()),
        ("critical", "failed", (), ("expect_context",)),
    ],
)
def test_a_failed_check_shows_on_the_lineage_page_with_its_severity(
    settings: Settings, severity: str, status: str, warned: tuple, failed: tuple
) -> None:
    quotes = table_dataset("quotetrail", "quotes", settings)
    checks = assertions([_result("provenance", "critical", True), _result("context", severity, False)])
    with run_events("validate.quotes", [input_dataset(quotes, assertions=checks)], settings=settings):
        pass

    graph = read_graph(settings.lineage_file)
    quality = graph.datasets[quotes].quality
    assert quality is not None
    assert (quality.status, quality.passed, quality.warned, quality.failed) == (status, 1, warned, failed)
    page = render_page(graph, settings)
    assert f'Quality: <strong class="status-{status}">{status}</strong>' in page
