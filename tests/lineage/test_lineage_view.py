"""The lineage page: its graph as JSON, every name from the log escaped, its scripts beside it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from quotetrail.config import Settings
from quotetrail.lineage.events import Assertion, input_dataset, output_dataset, run_events
from quotetrail.lineage.naming import file_dataset, table_dataset
from quotetrail.lineage.view import SCRIPTS, render_lineage_site
from quotetrail.web_assets import MissingAssetsError

HOSTILE = '</script><script>alert("x")</script>'
_GRAPH_JSON = re.compile(r'<script type="application/json" id="lineage-data">(.*?)</script>', re.DOTALL)


def test_page_holds_the_graph_and_escapes_every_name(settings: Settings, tmp_path: Path) -> None:
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
    assert HOSTILE not in html
    assert "&lt;/script&gt;&lt;script&gt;" in html
    graph = json.loads(_GRAPH_JSON.search(html).group(1))
    assert [node["kind"] for node in graph["nodes"]] == ["file", "report", "table", "job", "job"]
    assert f"bronze.{HOSTILE}" in [node["label"] for node in graph["nodes"]]
    assert "site/report" in [node["label"] for node in graph["nodes"]]
    assert len(graph["edges"]) == 4
    assert "failed" in html
    # Offline: every script is a file beside the page, with its package's licence.
    sources = re.findall(r'<script src="([^"]+)"', html)
    assert sources == [*(f"vendor/{name}" for name in SCRIPTS), "lineage.js"]
    for source in sources:
        assert (page.parent / source).is_file()
    assert (page.parent / "vendor" / "cytoscape" / "LICENSE").is_file()


def test_page_renders_before_any_event_and_without_datasets(settings: Settings) -> None:
    html = render_lineage_site(settings).read_text(encoding="utf-8")
    assert "No lineage events have been recorded yet." in html
    with run_events("quotetrail", settings=settings):
        pass
    html = render_lineage_site(settings).read_text(encoding="utf-8")
    assert "1 run(s) recorded, none of which read or wrote a dataset." in html


def test_missing_scripts_name_the_command_that_installs_them(settings: Settings, tmp_path: Path) -> None:
    with pytest.raises(MissingAssetsError, match=r"Lineage view assets are missing .* run `make env`"):
        render_lineage_site(settings, packages=tmp_path / "node_modules")
