"""The static lineage page: self-contained, and every name from the log escaped."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from quotetrail.config import Settings
from quotetrail.lineage.events import Assertion, input_dataset, output_dataset, run_events
from quotetrail.lineage.naming import file_dataset, table_dataset
from quotetrail.lineage.view import render_lineage_site

HOSTILE = '<script>alert("x")</script>'


def test_page_shows_the_graph_and_escapes_every_name(settings: Settings, tmp_path: Path) -> None:
    article = file_dataset(tmp_path / f"{HOSTILE}.txt")
    table = table_dataset("bronze", HOSTILE, settings)
    report = file_dataset(settings.site_dir / "report")
    with run_events(
        f"quotetrail.ingest{HOSTILE}",
        [input_dataset(article)],
        [output_dataset(table, fields={HOSTILE: "string", "article_id": HOSTILE})],
        settings=settings,
    ):
        pass
    with run_events(
        "quotetrail.publish.report",
        [input_dataset(table, assertions=[Assertion(assertion=HOSTILE, success=False, column=HOSTILE)])],
        [output_dataset(report)],
        settings=settings,
    ):
        pass

    page = render_lineage_site(settings)

    assert page == settings.site_dir / "lineage" / "index.html"
    html = page.read_text(encoding="utf-8")
    assert "<script" not in html.lower()
    assert "&lt;script&gt;" in html
    # Offline: nothing is loaded from elsewhere.
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", html)
    svg = ElementTree.fromstring(html[html.index("<svg") : html.index("</svg>") + len("</svg>")])
    assert len(svg.findall(".//{http://www.w3.org/2000/svg}rect")) == 5
    columns = [int(rect.get("x", "0")) for rect in svg.iter("{http://www.w3.org/2000/svg}rect")]
    assert len(set(columns)) == 5, "file, job, table, job, report each get their own column"
    assert "bronze.&lt;script&gt;" in html
    assert "failed" in html
    assert "site/report" in html


def test_page_renders_before_any_event_and_without_datasets(settings: Settings) -> None:
    html = render_lineage_site(settings).read_text(encoding="utf-8")
    assert "No lineage events have been recorded yet." in html
    with run_events("quotetrail", settings=settings):
        pass
    html = render_lineage_site(settings).read_text(encoding="utf-8")
    assert "1 run(s) recorded, none of which read or wrote a dataset." in html
