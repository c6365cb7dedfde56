"""Article text is untrusted: quotes carrying HTML and script are shown, never run.

Runs the whole pipeline on two hostile articles (replacing the seed tables, so
this module sorts after the ones that read them), then opens every page the
run published in Chromium.
"""

from __future__ import annotations

import json
import subprocess

import pytest

from browsing import open_page
from commands import QUOTETRAIL

SCRIPT = "<script>alert('quote')</script>"
IMAGE = "<img src=x onerror=alert('image')>"


def _article(verb: str, outlet: str) -> dict:
    text = (
        "Mayor Jane Roe spoke to reporters on Monday.\n\n"
        f"“We will {SCRIPT} {verb} the {IMAGE} city budget at all costs,” Roe said."
    )
    return {"id": f"hostile-{verb}", "outlet": outlet, "text": text}


@pytest.fixture(scope="module")
def hostile_run(tmp_path_factory, engine_settings):
    folder = tmp_path_factory.mktemp("hostile")
    articles = [_article("defend", "<b>Evil</b> Times"), _article("protect", 'Daily "><i>Mark')]
    (folder / "hostile.jsonl").write_text("\n".join(json.dumps(a) for a in articles) + "\n")
    result = subprocess.run(
        [QUOTETRAIL, "run", "--input", str(folder), "--replace-published"],
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return engine_settings


def test_the_payloads_reach_the_quotes_and_the_findings(hostile_run, spark):
    quotes = [row.content_text for row in spark.table("quotetrail.quotes").collect()]
    assert any(SCRIPT in text and IMAGE in text for text in quotes)
    findings = spark.table("quotetrail.consistency_findings").collect()
    assert any({"defend", "protect"} <= {f.quote_words, f.reference_words} for f in findings)


def _pages(site):
    folders = ("report", "lineage", "gx")
    return sorted(path for folder in folders for path in (site / folder).rglob("*.html"))


def test_no_published_page_renders_article_text_as_markup(hostile_run, browser):
    pages = _pages(hostile_run.site_dir)
    assert any(page.parent.name == "report" for page in pages)
    for path in pages:
        opened = open_page(browser, path.as_uri())
        page = opened.page
        assert opened.dialogs == [], path
        assert page.locator('img[src="x"]').count() == 0, path
        # The report carries its findings as a JSON data block, which is never run and
        # cannot be closed early by a value; no script that runs holds article text.
        scripts = page.locator("script:not([type='application/json'])").all_inner_texts()
        assert not any("alert(" in script for script in scripts), path
        blocks = page.locator("script[type='application/json']").all_inner_texts()
        assert not any("<" in block for block in blocks), path
        assert page.locator("b", has_text="Evil").count() == 0, path
        page.close()


def test_the_report_shows_the_payload_as_text(hostile_run, browser):
    opened = open_page(browser, (hostile_run.site_dir / "report" / "index.html").as_uri())
    body = opened.page.locator("body").inner_text()
    assert SCRIPT in body
    assert "<b>Evil</b> Times" in body
    assert opened.errors == []
    opened.page.close()
