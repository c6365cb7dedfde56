"""`quotetrail docs` serves the generated dbt docs site, and says what to do when there is none."""

from __future__ import annotations

import os
import socket
import subprocess
import urllib.request
from pathlib import Path

from commands import QUOTETRAIL

PAGE = "<!doctype html><title>quotetrail dbt docs</title><p>lineage</p>"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _docs(home: Path, port: int) -> subprocess.Popen:
    env = {**os.environ, "QUOTETRAIL_HOME": str(home)}
    return subprocess.Popen(
        [QUOTETRAIL, "docs", "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_docs_serves_the_site(tmp_path):
    site = tmp_path / "site" / "dbt"
    site.mkdir(parents=True)
    (site / "index.html").write_text(PAGE, encoding="utf-8")
    port = _free_port()
    server = _docs(tmp_path, port)
    try:
        line = server.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in line
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10) as response:
            assert response.status == 200
            assert response.read().decode() == PAGE
    finally:
        server.terminate()
        server.communicate(timeout=10)


def test_docs_without_a_site_says_to_run_first(tmp_path):
    result = subprocess.run(
        [QUOTETRAIL, "docs", "--port", str(_free_port())],
        env={**os.environ, "QUOTETRAIL_HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert "quotetrail run" in result.stderr
    assert str(tmp_path / "site" / "dbt") in result.stderr


def test_the_docs_give_every_table_its_true_row_count(seed_run, spark, engine_settings):
    import json

    catalog = json.loads((engine_settings.site_dir / "dbt" / "catalog.json").read_text())
    tables = {
        f"{node['metadata']['schema']}.{node['metadata']['name']}": node["stats"]
        for node in [*catalog["nodes"].values(), *catalog["sources"].values()]
        if node["metadata"]["type"] == "table"
    }
    assert {"quotetrail.quotes", "bronze.articles", "matching.utterances"} <= set(tables)
    for table, stats in tables.items():
        assert stats["rows"]["value"] == spark.table(table).count(), table
    assert tables["quotetrail.quotes"]["rows"]["value"] > 0
