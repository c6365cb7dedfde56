"""The report in a real headless Chromium: it loads from disk with no errors and reads right.

Uses Debian's Chromium through Playwright (the ``browser`` fixture).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from handbuilt import SCRIPT
from playwright.sync_api import Browser, expect

from browsing import Opened, open_page
from quotetrail.config import REPO_ROOT
from quotetrail.report import ReportData, render_report

SCREENSHOT = REPO_ROOT / "test-artifacts" / "report.png"


@pytest.fixture
def opened(browser: Browser, report_data: ReportData, tmp_path: Path) -> Iterator[Opened]:
    """The rendered report, opened from disk."""
    target = render_report(report_data, tmp_path / "site")
    opened = open_page(browser, target.as_uri())
    yield opened
    opened.page.close()


def test_report_opens_offline_without_errors(opened: Opened) -> None:
    page = opened.page
    finding = page.locator("article.finding", has_text="of the Boston Police Department")
    expect(finding.locator("p.explanation")).to_be_visible()
    herald = finding.locator("div.wording", has_text="Boston Herald")
    expect(herald).to_contain_text("men and women of the Boston Police Department")
    expect(herald.locator("mark")).to_have_text(["of"])
    masslive = finding.locator("div.wording", has_text="MassLive")
    expect(masslive).to_contain_text("men and women on the Boston Police Department")
    expect(masslive.locator("mark")).to_have_text(["on"])
    # Hostile names are shown as text, and no script of theirs ran.
    expect(masslive.locator("span.outlet")).to_have_text(f"MassLive {SCRIPT}")
    expect(page.locator("div.gate.stopped")).to_be_visible()

    SCREENSHOT.parent.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOT), full_page=True)
    assert opened.errors == []
    assert all(url.startswith("file://") for url in opened.requests), opened.requests


def test_filters_hide_and_show_findings(opened: Opened) -> None:
    page = opened.page
    wording = page.locator("article.finding[data-rule=wording]")
    attribution = page.locator("article.finding[data-rule=attribution]")
    expect(page.locator("#shown")).to_have_text("2 of 2 shown")

    page.get_by_label("warning", exact=True).uncheck()
    expect(wording).to_be_hidden()
    expect(attribution).to_be_visible()
    page.get_by_label("warning", exact=True).check()

    page.get_by_label("Search findings").fill("boston herald")
    page.keyboard.press("Enter")
    expect(wording).to_be_visible()
    expect(attribution).to_be_hidden()
    expect(page.locator("#shown")).to_have_text("1 of 2 shown")
    assert opened.errors == []
