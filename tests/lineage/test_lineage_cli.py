"""`quotetrail lineage forward` and `quotetrail lineage view`."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from quotetrail.cli import app
from quotetrail.config import Settings
from quotetrail.lineage.events import output_dataset, run_events
from quotetrail.lineage.naming import table_dataset


def test_forward_and_view_commands(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUOTETRAIL_HOME", str(settings.home))
    articles = table_dataset("bronze", "articles", settings)
    with run_events("quotetrail.ingest", outputs=[output_dataset(articles)], settings=settings):
        pass
    runner = CliRunner()

    forwarded = runner.invoke(app, ["lineage", "forward"])
    assert forwarded.exit_code == 0, forwarded.output
    assert "OPENLINEAGE_URL is not set; 2 event(s) wait in the log" in forwarded.output

    viewed = runner.invoke(app, ["lineage", "view"])
    assert viewed.exit_code == 0, viewed.output
    page = Path(viewed.output.strip())
    assert page == settings.site_dir / "lineage" / "index.html"
    html = page.read_text(encoding="utf-8")
    assert "quotetrail.ingest" in html
    assert "bronze.articles" in html
