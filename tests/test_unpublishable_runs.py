"""A run with nothing to publish stops at the gate and keeps what is published.

Runs the whole pipeline on an empty input folder after the seed run published
its marts (this replaces the working tables, so the module sorts after the ones
that read them), and checks that the published views still show the seed data.
"""

from __future__ import annotations

import subprocess
from urllib.parse import quote

import pytest

from commands import QUOTETRAIL
from quotetrail.quality.suites import load_suites
from quotetrail.tables import PUBLISHED


def _published(spark) -> dict[str, tuple[int, str]]:
    """Each published mart's row count and the table its view reads."""
    found = {}
    for published in PUBLISHED:
        assert spark.catalog.getTable(published.qualified).tableType == "VIEW"
        definition = spark.sql(f"show create table {published.qualified}").first()[0]
        found[published.name] = (spark.table(published.qualified).count(), definition)
    return found


@pytest.fixture(scope="module")
def empty_run(spark, seed_run, tmp_path_factory):
    before = _published(spark)
    folder = tmp_path_factory.mktemp("empty-input")
    result = subprocess.run(
        [QUOTETRAIL, "run", "--replace", "--input", str(folder)], capture_output=True, text=True, timeout=1800
    )
    # The run replaced the marts from its own session; this one keeps the file
    # listing of the marts it read until told to read them again.
    spark.catalog.refreshTable("quotetrail.articles")
    return before, result


def test_an_empty_input_fails_the_gate_on_the_publishing_rules_alone(spark, empty_run):
    _, result = empty_run
    assert result.returncode != 0
    assert "validate" in result.stdout
    failed = spark.sql(
        """
        select suite, rule from quality.validation_results
        where validated_at = (select max(validated_at) from quality.validation_results)
          and not success and severity = 'critical'
        """
    ).collect()
    assert {(row.suite, row.rule) for row in failed} == {("articles", "publishing"), ("quotes", "publishing")}


def test_an_empty_input_keeps_the_published_marts(spark, empty_run):
    before, _ = empty_run
    assert spark.table("quotetrail.articles").count() == 0
    assert before["articles"][0] > 0 and before["quotes"][0] > 0
    assert _published(spark) == before


def test_the_gx_data_docs_keep_the_earlier_run(spark, seed_run, engine_settings, empty_run):
    latest = spark.sql("select max_by(run_id, validated_at) from quality.validation_results").first()[0]
    assert latest != seed_run.run_id
    site = engine_settings.site_dir / "gx"
    index = (site / "index.html").read_text()
    for run_id in (seed_run.run_id, latest):
        pages = list(site.glob(f"validations/*/{run_id}/*/*.html"))
        assert len(pages) == len(load_suites())
        for page in pages:
            assert quote(page.relative_to(site).as_posix()) in index
