"""The corpus grows run by run: the real command line, engine and Airflow, in order.

Five `quotetrail run`s on a home and engine of their own: the seeds on a fresh
home, the same again with nothing new (which rebuilds nothing), then synthetic
articles and a new version of a seed added to the landing area, then a folder
holding files and articles already ingested next to one new article, then
`--replace` with the seeds alone. Each test reads what one run left; the tables
are read through `quotetrail export`, the Parquet files of the warehouse and the
published pages straight from disk, and the task states from Airflow.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from commands import QUOTETRAIL
from openlineage_schemas import event_validator
from quotetrail.config import SEED_ARTICLES
from synthetic_news import synthetic_article, write_jsonl

#: The seed whose text a later file changes: a new version of the same document.
REVISED_SEED = "000_6224e2dd4404653b.txt"
BRONZE_TABLES = ("articles", "paragraphs", "quarantine", "quote_spans", "ingested_files")
#: What a rebuild writes after ingest: the marts and matching tables, check results,
#: published copies, and the pages (the lineage view, re-drawn from the event log
#: after every run, is not among them).
REBUILT_FOLDERS = (
    "warehouse/quotetrail.db",
    "warehouse/matching.db",
    "warehouse/quality.db",
    "warehouse/published_versions.db",
    "site/report",
    "site/dbt",
    "site/gx",
)


@dataclass(frozen=True)
class After:
    """What one run printed and left in the warehouse."""

    stdout: str
    tables: dict[str, list[dict]]
    #: sha256 of every file of the bronze schema's folder, by relative path.
    files: dict[str, str]
    #: sha256 of every file of REBUILT_FOLDERS, by path relative to the home.
    rebuilt: dict[str, str]
    #: State of each task of the run in Airflow, by task id.
    task_states: dict[str, str]
    #: The OpenLineage COMPLETE event of the run's ingest.
    ingest_event: dict
    #: The quality report's page as the run left it.
    report: str = ""


def _quotetrail(env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([QUOTETRAIL, *args], env=env, capture_output=True, text=True, timeout=1800)


def _export(env: dict[str, str], table: str) -> list[dict]:
    result = _quotetrail(env, "export", table)
    assert result.returncode == 0, result.stderr
    return sorted((json.loads(line) for line in result.stdout.splitlines()), key=json.dumps)


def _hashes(folder: Path, relative_to: Path) -> dict[str, str]:
    return {
        str(path.relative_to(relative_to)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in folder.rglob("*")
        if path.is_file()
    }


def _airflow_json(env: dict[str, str], *args: str) -> list[dict]:
    """What an `airflow ... -o json` command printed: its last line (warnings come before it)."""
    result = _quotetrail(env, "airflow", *args, "-o", "json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def _task_states(env: dict[str, str]) -> dict[str, str]:
    """The task states of the DAG's latest run, as Airflow's UI shows them."""
    latest = max(_airflow_json(env, "dags", "list-runs", "quotetrail"), key=lambda run: run["start_date"])
    states = _airflow_json(env, "tasks", "states-for-dag-run", "quotetrail", latest["run_id"])
    return {task["task_id"]: task["state"] for task in states}


def _last_ingest_event(home: Path) -> dict:
    events = [json.loads(line) for line in (home / "lineage" / "events.jsonl").read_text().splitlines()]
    return [e for e in events if e["eventType"] == "COMPLETE" and e["job"]["name"] == "ingest_articles"][-1]


@pytest.fixture(scope="module")
def runs(tmp_path_factory, private_home, engine_ports) -> dict[str, After]:
    env = private_home("incremental-home")
    home = Path(env["QUOTETRAIL_HOME"])
    given = tmp_path_factory.mktemp("given")
    revised = given / "revised" / REVISED_SEED
    revised.parent.mkdir()
    revised.write_text((SEED_ARTICLES / REVISED_SEED).read_text() + "\n\nThis article was updated.\n")
    write_jsonl(given / "monday" / "wire.jsonl", range(2))
    again = given / "again"
    again.mkdir()
    shutil.copy(SEED_ARTICLES / "001_89b394fdc0eca745.txt", again / "copy_of_a_seed.txt")
    write_jsonl(again / "wire.jsonl", range(1, 3))

    found: dict[str, After] = {}

    def run(name: str, *args: str) -> None:
        # One suite: these runs are about what the corpus holds, which the other
        # suites' tests check on the session's runs.
        result = _quotetrail(env, "run", "--suite", "bronze_articles", *args)
        assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
        tables = {table: _export(env, f"bronze.{table}") for table in BRONZE_TABLES}
        tables["marts"] = _export(env, "articles")
        tables["findings"] = _export(env, "consistency_findings")
        tables["run_history"] = _export(env, "quality.run_history")
        rebuilt = {}
        for folder in REBUILT_FOLDERS:
            rebuilt.update(_hashes(home / folder, home))
        found[name] = After(
            result.stdout,
            tables,
            _hashes(home / "warehouse" / "bronze.db", home),
            rebuilt,
            _task_states(env),
            _last_ingest_event(home),
            (home / "site" / "report" / "index.html").read_text(),
        )

    try:
        run("seeds")
        # The engine moves to other ports; the home and its Airflow database stay.
        _quotetrail(env, "engine", "stop")
        env.update(engine_ports())
        run("nothing_new")
        for _ in range(2):
            added = _quotetrail(env, "add", str(given / "monday"), str(revised))
            assert added.returncode == 0, added.stderr
        found["second_add"] = After(added.stdout, {}, {}, {}, {}, {})
        run("added")
        run("folder", "--input", str(again))
        run("replaced", "--replace", "--input", str(SEED_ARTICLES))
        yield found
    finally:
        _quotetrail(env, "engine", "stop")


def _by_id(rows: list[dict], key: str) -> dict[str, dict]:
    return {row[key]: row for row in rows}


def test_a_fresh_home_runs_the_seeds_from_its_new_landing_area(runs):
    seeds = runs["seeds"]
    assert "3 articles from 3 new files" in seeds.stdout
    assert {row["document_name"] for row in seeds.tables["marts"]} == {
        path.stem for path in SEED_ARTICLES.iterdir()
    }
    assert [row["articles"] for row in seeds.tables["ingested_files"]] == [1, 1, 1]


def test_a_run_with_nothing_new_leaves_every_bronze_file_as_it_was(runs):
    """Also after the engine moved to other ports: the tables keep their Airflow assets."""
    assert "0 articles from 0 new files" in runs["nothing_new"].stdout
    assert runs["nothing_new"].files == runs["seeds"].files
    assert runs["nothing_new"].tables == runs["seeds"].tables


def test_a_run_with_nothing_new_skips_every_task_after_the_check_and_says_so(runs):
    nothing_new = runs["nothing_new"]
    ran = {"ingest_articles": "success", "check_new_articles": "success"}
    assert nothing_new.task_states == {**dict.fromkeys(runs["seeds"].task_states, "skipped"), **ran}
    assert "no new article arrived" in " ".join(nothing_new.stdout.split())
    assert set(runs["seeds"].task_states.values()) == {"success"}
    assert "no new article arrived" not in " ".join(runs["seeds"].stdout.split())


def test_a_run_with_nothing_new_leaves_marts_published_tables_and_pages_byte_identical(runs):
    seeds, nothing_new = runs["seeds"], runs["nothing_new"]
    assert any(path.startswith("warehouse/published_versions.db/") for path in seeds.rebuilt)
    assert any(path.startswith("site/report/") for path in seeds.rebuilt)
    assert nothing_new.rebuilt == seeds.rebuilt


def test_a_run_that_adds_articles_rebuilds_and_publishes_again(runs):
    assert set(runs["added"].task_states.values()) == {"success"}
    published = {
        path for path in runs["added"].rebuilt if path.startswith("warehouse/published_versions.db/")
    }
    assert published - set(runs["seeds"].rebuilt)


def _new_findings_card(report: str) -> int:
    return int(re.search(r'<span class="n">(\d+)</span><span class="l">new findings</span>', report).group(1))


def test_each_report_says_what_its_run_added_and_which_findings_are_new(runs):
    seeds, added = runs["seeds"], runs["added"]
    assert "added 3 articles from 3 files" in " ".join(seeds.report.split())
    assert "added 3 articles from 2 files" in " ".join(added.report.split())
    # The seeds run added every article: each of its findings is new.
    assert seeds.tables["findings"]
    assert _new_findings_card(seeds.report) == len(seeds.tables["findings"])
    articles = {row["article_id"] for row in added.tables["articles"] if row not in seeds.tables["articles"]}
    new = [row for row in added.tables["findings"] if articles & set(row["article_ids"])]
    assert _new_findings_card(added.report) == len(new)


def test_the_run_history_keeps_a_row_for_each_validated_run(runs):
    history = sorted(runs["folder"].tables["run_history"], key=lambda row: row["validated_at"])
    # The run with nothing new validated nothing, and so left no row.
    assert [(row["added_articles"], row["added_files"]) for row in history] == [(3, 3), (3, 2), (1, 1)]
    assert [row["articles"] for row in history] == [3, 5, 6]
    assert {row["checks_failed"] for row in history} == {0}
    assert runs["folder"].report.count('<tr class="current">') == 1
    assert all(row["run_id"] in runs["folder"].report for row in history)


def test_adding_the_same_files_twice_copies_them_once(runs):
    assert "Nothing new to add." in runs["second_add"].stdout
    assert "3 articles from 2 new files" in runs["added"].stdout


def test_adding_articles_appends_and_changes_no_row_of_another_article(runs):
    before, after = runs["seeds"], runs["added"]
    for table in ("articles", "paragraphs", "quote_spans", "quarantine", "ingested_files"):
        kept = [row for row in after.tables[table] if row in before.tables[table]]
        assert kept == before.tables[table], table
    # The first run's Parquet files are untouched, byte for byte.
    assert before.files.items() <= after.files.items()
    new_ids = {row["article_id"] for row in after.tables["articles"]} - {
        row["article_id"] for row in before.tables["articles"]
    }
    assert len(new_ids) == 3
    new_spans = [row for row in after.tables["quote_spans"] if row not in before.tables["quote_spans"]]
    assert new_spans and {row["article_id"] for row in new_spans} <= new_ids


def test_a_changed_text_is_a_new_version_and_the_newest_is_current(runs):
    before, after = runs["seeds"], runs["added"]
    document = Path(REVISED_SEED).stem
    versions = [row for row in after.tables["articles"] if row["document_name"] == document]
    assert len(versions) == 2
    newest = max(versions, key=lambda row: row["ingested_at"])
    current = _by_id(after.tables["marts"], "document_name")
    assert current[document]["article_id"] == newest["article_id"]
    assert len(after.tables["marts"]) == 5
    unchanged = {row["document_name"]: row["article_id"] for row in before.tables["marts"]}
    for name, article_id in unchanged.items():
        if name != document:
            assert current[name]["article_id"] == article_id


def test_a_folder_adds_only_its_new_articles_and_files(runs):
    before, after = runs["added"], runs["folder"]
    assert "1 articles from 1 new files" in after.stdout
    read = [row for row in after.tables["ingested_files"] if row not in before.tables["ingested_files"]]
    assert [(Path(row["source_file"]).name, row["articles"], row["quarantined"]) for row in read] == [
        ("wire.jsonl", 1, 1)
    ]
    duplicate = synthetic_article(1)["id"]
    [reason] = [row["reason"] for row in after.tables["quarantine"] if row not in before.tables["quarantine"]]
    assert reason.startswith("duplicate of article ") and "/landing/added-" in reason
    assert duplicate in {row["document_name"] for row in after.tables["marts"]}
    assert len(after.tables["marts"]) == 6


def _mart_files(after: After, mart: str) -> dict[str, str]:
    """The Parquet files of a mart, by path, with their sha256."""
    return {
        path: digest
        for path, digest in after.rebuilt.items()
        if f"/quotetrail.db/{mart}/" in path and path.endswith(".parquet")
    }


def test_the_marts_of_one_article_each_get_the_new_articles_appended_or_are_built_whole(runs):
    # A run that brings only new documents appends their rows: the files stay.
    for mart in ("articles", "non_attributions"):
        assert _mart_files(runs["added"], mart).items() <= _mart_files(runs["folder"], mart).items(), mart
    assert len(_mart_files(runs["folder"], "articles")) > len(_mart_files(runs["added"], "articles"))
    # A newer version of a document leaves a row to remove: the marts are built whole.
    for mart in ("articles", "non_attributions"):
        assert not _mart_files(runs["seeds"], mart).keys() & _mart_files(runs["added"], mart).keys(), mart


def test_replace_starts_the_corpus_over_from_the_folder(runs):
    replaced = runs["replaced"]
    assert len(replaced.tables["articles"]) == len(replaced.tables["marts"]) == 3
    assert len(replaced.tables["ingested_files"]) == 3
    assert len({row["run_id"] for table in BRONZE_TABLES for row in replaced.tables[table]}) == 1
    assert {row["article_id"] for row in replaced.tables["quote_spans"]} <= {
        row["article_id"] for row in replaced.tables["articles"]
    }


def _consumed(event: dict) -> set[tuple[str, str]]:
    """(path, version) of each input the event names with a version: the files the run consumed."""
    return {
        (d["name"], d["facets"]["version"]["datasetVersion"])
        for d in event["inputs"]
        if "version" in d["facets"]
    }


def _partitions(event: dict) -> list[list[dict] | None]:
    return [
        d["outputFacets"]["subset"]["outputCondition"]["partitions"]
        if "subset" in d["outputFacets"]
        else None
        for d in event["outputs"]
    ]


def test_each_ingest_names_the_files_it_consumed_with_their_hashes_and_the_partition_it_wrote(runs):
    check = event_validator()
    before, after = runs["seeds"], runs["added"]
    read = [row for row in after.tables["ingested_files"] if row not in before.tables["ingested_files"]]
    [run_id] = {row["run_id"] for row in read}
    assert _consumed(after.ingest_event) == {
        (str(Path(row["source_file"]).resolve()), f"sha256:{row['content_hash']}") for row in read
    }
    partition = [{"identifier": f"run_id={run_id}", "dimensions": {"run_id": run_id}}]
    assert _partitions(after.ingest_event) == [partition] * 4
    # The files earlier runs consumed stay inputs, so the graph still leads from them.
    assert {d["name"] for d in before.ingest_event["inputs"]} <= {
        d["name"] for d in after.ingest_event["inputs"]
    }
    for name in ("seeds", "nothing_new", "added", "replaced"):
        check(runs[name].ingest_event)


def test_an_ingest_that_consumed_nothing_names_no_file_as_consumed_and_a_replace_no_partition(runs):
    nothing_new, replaced = runs["nothing_new"].ingest_event, runs["replaced"].ingest_event
    assert _consumed(nothing_new) == set()
    assert all(partitions is not None for partitions in _partitions(nothing_new))
    assert len(_consumed(replaced)) == 3
    assert _partitions(replaced) == [None] * 4
