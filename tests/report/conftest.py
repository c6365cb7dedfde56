"""Fixtures for the report tests: hand-built data, no engine."""

from __future__ import annotations

import pytest
from handbuilt import seed_report

from quotetrail.report import ReportData


@pytest.fixture
def report_data() -> ReportData:
    return seed_report()
