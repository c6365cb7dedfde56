"""The GX Data Docs of the seed run in a real headless Chromium, opened from disk, offline.

Every script, style, font and image comes from the site itself: no request
leaves the machine and no page logs an error, and the pages draw what GX
renders with those scripts (the sortable results table, the status icons).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from browsing import open_page
from quotetrail.config import REPO_ROOT
from quotetrail.quality.suites import load_suites

SCREENSHOT = REPO_ROOT / "test-artifacts" / "gx-data-docs.png"


@pytest.fixture(scope="module")
def site(seed_run, engine_settings):
    return engine_settings.site_dir / "gx"


def _offline(opened) -> None:
    assert opened.errors == []
    assert [url for url in opened.requests if not url.startswith(("file://", "data:"))] == []


def test_the_index_lists_every_suite_with_its_status(browser, site):
    opened = open_page(browser, (site / "index.html").as_uri())
    page = opened.page
    for suite in ("quotes", "utterances", "consistency_findings"):
        expect(page.get_by_role("link", name=suite, exact=True).first).to_be_visible()
    # bootstrap-table draws the sortable header and pages the results, one per suite.
    expect(page.locator("th .sortable").first).to_be_visible()
    expect(page.get_by_text(f"of {len(load_suites())} rows").first).to_be_visible()
    rows = page.locator("tbody tr:visible")  # the validation results, not the hidden suites tab
    assert rows.count() > 0
    assert rows.locator("i.fa-check-circle, i.fa-times").count() == rows.count()
    SCREENSHOT.parent.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOT))
    _offline(opened)
    page.close()


def test_a_validation_page_and_a_suite_page_load_offline(browser, site):
    validation = next(site.glob("validations/quotes/**/*.html"))
    for path, heading in ((validation, "Overview"), (site / "expectations" / "quotes.html", "quotes")):
        opened = open_page(browser, path.as_uri())
        expect(opened.page.get_by_text(heading).first).to_be_visible()
        _offline(opened)
        opened.page.close()


def test_a_suite_whose_only_failure_is_a_warning_shows_as_passed_with_the_warning_named(
    browser, site, spark, seed_run
):
    warned = spark.sql(
        f"""
        select suite, description from quality.validation_results
        where run_id = '{seed_run.run_id}' and not success and severity = 'warning'
        """
    ).collect()
    assert warned, "the seed run fires a warning"
    suite, description = warned[0]
    page = next(site.glob(f"validations/{suite}/{seed_run.run_id}/*/*.html"))
    opened = open_page(browser, page.as_uri())
    expect(opened.page.get_by_text("Status: Succeeded")).to_be_visible()
    expect(opened.page.get_by_text(f"Warning: {description}").first).to_be_visible()
    _offline(opened)
    opened.page.close()
