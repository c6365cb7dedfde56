"""The lineage page in a real headless Chromium, opened from disk, offline.

The events are written with the product's own builders: a landing file, the
Spark jobs, a dbt model with column lineage, a check with a warning and a
published report, plus one dataset named by a hostile tool.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from browsing import Opened, open_page
from quotetrail.config import REPO_ROOT, Settings
from quotetrail.lineage.events import (
    Assertion,
    ColumnSource,
    input_dataset,
    output_dataset,
    run_events,
)
from quotetrail.lineage.naming import FILE_CONTENT_FIELD, DatasetRef, file_dataset, table_dataset
from quotetrail.lineage.view import render_lineage_site

SCREENSHOT = REPO_ROOT / "test-artifacts" / "lineage-view.png"
HOSTILE = '<img src=x onerror="alert(1)">'


def _write_events(settings: Settings, landing: Path) -> dict[str, DatasetRef]:
    refs = {
        "file": file_dataset(landing / "001.txt"),
        "articles": table_dataset("bronze", "articles", settings),
        "quotes": table_dataset("quotetrail", "quotes", settings),
        "hostile": table_dataset("bronze", HOSTILE, settings),
        "report": file_dataset(settings.site_dir / "report"),
    }
    articles = {"article_id": "string", "body": "string"}
    quotes = {"quote_id": "string", "article_id": "string", "quote_text": "string"}
    steps = [
        (
            "ingest_articles",
            ["file"],
            {
                "articles": {
                    "article_id": [ColumnSource(refs["file"], FILE_CONTENT_FIELD, "TRANSFORMATION")],
                    "body": [ColumnSource(refs["file"], FILE_CONTENT_FIELD, "TRANSFORMATION")],
                },
                "hostile": {},
            },
        ),
        (
            "quotetrail.quotetrail.quotes.build.run",
            ["articles"],
            {
                "quotes": {
                    "quote_id": [ColumnSource(refs["articles"], "article_id", "TRANSFORMATION")],
                    "article_id": [ColumnSource(refs["articles"], "article_id")],
                    "quote_text": [ColumnSource(refs["articles"], "body", "TRANSFORMATION")],
                }
            },
        ),
        ("publish_report", ["quotes"], {"report": {}}),
    ]
    for job, inputs, outputs in steps:
        with run_events(
            job,
            [input_dataset(refs[name]) for name in inputs],
            [
                output_dataset(
                    refs[name],
                    fields=quotes if name == "quotes" else articles,
                    column_lineage=columns or None,
                )
                for name, columns in outputs.items()
            ],
            settings=settings,
        ):
            pass
    checks = [
        Assertion(assertion="not_null", success=True, column="quote_id"),
        Assertion(assertion="wording", success=False, column="quote_text", severity="warn"),
    ]
    with run_events("validate.quotes", [input_dataset(refs["quotes"], assertions=checks)], settings=settings):
        pass
    return refs


@pytest.fixture
def opened(browser, settings: Settings, tmp_path: Path):
    _write_events(settings, tmp_path / "landing")
    page = render_lineage_site(settings)
    opened = open_page(browser, page.as_uri())
    opened.page.wait_for_function("window.lineageGraph && window.lineageGraph.nodes().length > 0")
    yield opened
    opened.page.close()


def _offline(opened: Opened) -> None:
    assert opened.errors == []
    assert opened.dialogs == []
    assert [url for url in opened.requests if not url.startswith(("file://", "data:"))] == []


def _node_names(page: Page) -> list[str]:
    return sorted(page.evaluate("window.lineageGraph.nodes().map(node => node.data('name'))"))


def test_the_graph_draws_every_node_offline(opened: Opened, settings: Settings, tmp_path: Path) -> None:
    page = opened.page
    expect(page.locator("h1")).to_have_text("quotetrail lineage")
    tables = f"spark://{settings.host}:{settings.thrift_port}"
    ns = settings.lineage_namespace
    assert _node_names(page) == sorted(
        [
            f"file/{(tmp_path / 'landing' / '001.txt').resolve()}",
            f"file/{(settings.site_dir / 'report').resolve()}",
            f"{ns}/ingest_articles",
            f"{ns}/publish_report",
            f"{ns}/quotetrail.quotetrail.quotes.build.run",
            f"{ns}/validate.quotes",
            f"{tables}/bronze.articles",
            f"{tables}/bronze.{HOSTILE}",
            f"{tables}/quotetrail.quotes",
        ]
    )
    assert page.evaluate("window.lineageGraph.edges().length") == 8
    # Files, then jobs, then tables, then reports: each edge points to the right.
    assert page.evaluate(
        "window.lineageGraph.edges().every(e => e.source().position('x') < e.target().position('x'))"
    )
    SCREENSHOT.parent.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOT))
    _offline(opened)


def test_the_legend_shows_the_colours_of_the_nodes(opened: Opened) -> None:
    page = opened.page
    for kind in ("file", "job", "table", "report"):
        swatch = page.evaluate(
            f"getComputedStyle(document.querySelector('.swatch[data-kind={kind}]')).backgroundColor"
        )
        node = page.evaluate(f"window.lineageGraph.nodes('[kind = \"{kind}\"]')[0].style('background-color')")
        assert swatch.replace(" ", "") == node.replace(" ", ""), kind
    _offline(opened)


def test_finding_a_dataset_selects_it_and_shows_its_column_lineage(
    opened: Opened, settings: Settings
) -> None:
    page = opened.page
    page.get_by_label("Find a dataset or job").fill("quotetrail.quotes")
    page.get_by_role("button", name="Find").click()
    tables = f"spark://{settings.host}:{settings.thrift_port}"
    expect(page.get_by_role("status")).to_have_text(f"Found {tables}/quotetrail.quotes")
    assert page.evaluate("window.lineageGraph.nodes(':selected').map(n => n.data('name'))") == [
        f"{tables}/quotetrail.quotes"
    ]
    panel = page.locator("#panel .detail:visible")
    expect(panel).to_have_count(1)
    expect(panel.locator("h2")).to_have_text("quotetrail.quotes")
    expect(panel).to_contain_text("Written by quotetrail/quotetrail.quotetrail.quotes.build.run")
    expect(panel).to_contain_text("COMPLETE")
    expect(panel).to_contain_text("Quality: warning (1 passed, 0 failed, 1 warnings)")
    for reader in ("publish_report", "validate.quotes"):
        expect(panel.get_by_role("link", name=f"{settings.lineage_namespace}/{reader}")).to_be_visible()
    rows = panel.locator("table.column-lineage tr")
    expect(rows).to_have_text(
        [
            re.compile(r"column\s*comes from"),
            re.compile(r"article_id\s*bronze\.articles\.article_id \(DIRECT/IDENTITY\)"),
            re.compile(r"quote_id\s*bronze\.articles\.article_id \(DIRECT/TRANSFORMATION\)"),
            re.compile(r"quote_text\s*bronze\.articles\.body \(DIRECT/TRANSFORMATION\)"),
        ]
    )
    # An input column's dataset leads to its own details.
    panel.get_by_role("link", name="bronze.articles").first.click()
    expect(page.locator("#panel .detail:visible h2")).to_have_text("bronze.articles")
    expect(page.locator("#panel .detail:visible table.column-lineage")).to_contain_text("001.txt.content")
    _offline(opened)


def test_hovering_a_node_shows_its_full_name(opened: Opened, settings: Settings) -> None:
    page = opened.page
    name = f"{settings.lineage_namespace}/quotetrail.quotetrail.quotes.build.run"
    box = page.locator("#graph").bounding_box()
    assert box is not None
    position = page.evaluate(
        f"window.lineageGraph.nodes().filter(n => n.data('name') === {name!r})[0].renderedPosition()"
    )
    page.mouse.move(box["x"] + position["x"], box["y"] + position["y"])
    expect(page.get_by_role("tooltip")).to_have_text(f"{name} (complete)")
    page.mouse.click(box["x"] + position["x"], box["y"] + position["y"])
    expect(page.locator("#panel .detail:visible h2")).to_have_text(name)
    _offline(opened)


def test_a_large_graph_stays_usable(browser, settings: Settings, tmp_path: Path) -> None:
    """160 nodes: 40 files, each read by its own job into its own table, checked by one job."""
    checked = []
    for index in range(40):
        table = table_dataset("bronze", f"part_{index:02}", settings)
        checked.append(table)
        with run_events(
            f"ingest_{index:02}",
            [input_dataset(file_dataset(tmp_path / f"{index:02}.txt"))],
            [output_dataset(table), output_dataset(table_dataset("silver", f"part_{index:02}", settings))],
            settings=settings,
        ):
            pass
    with run_events("validate.all", [input_dataset(table) for table in checked], settings=settings):
        pass

    opened = open_page(browser, render_lineage_site(settings).as_uri())
    page = opened.page
    page.wait_for_function("window.lineageGraph && window.lineageGraph.nodes().length > 0")
    assert page.evaluate("window.lineageGraph.nodes().length") == 161
    page.get_by_label("Find a dataset or job").fill("silver.part_39")
    page.keyboard.press("Enter")
    expect(page.locator("#panel .detail:visible h2")).to_have_text("silver.part_39")
    _offline(opened)
    page.close()
