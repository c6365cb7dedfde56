"""Scheduled runs keyed to their data intervals: a backfill over past days, and one
day run three times.

A real Airflow (scheduler, API server, DAG processor, triggerer) with a daily
schedule runs on a home and engine of their own. It starts on an empty landing
area, so the run the scheduler starts at once for the latest day finds nothing.
Then the seed articles land on two past days (the days their files were written)
and a backfill over those days runs one DAG run per day. The second day's run is
then cleared and run again, twice, as a user re-runs an interval from the UI.
Tables are read from their Parquet files in the warehouse.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import quote

import pyarrow.parquet as pq
import pytest

from airflow_server import (
    ENDED,
    Airflow,
    request,
    run_states,
    sites_published,
    standalone,
    token,
    wait_for_dag,
)
from commands import QUOTETRAIL
from quotetrail.config import SEED_ARTICLES

DAILY = "0 0 * * *"
#: Columns that say when a run did something; every other value must come out the same.
RUN_METADATA = {
    "ingested_at",
    "extracted_at",
    "validated_at",
    "execution_seconds",
    "finished_at",
    "published_at",
}
#: The seed articles that land on the first day; the others land on the second.
FIRST_DAY_SEEDS = ("000_6224e2dd4404653b.txt", "001_89b394fdc0eca745.txt")
#: One suite keeps the runs short: the other suites are checked on the session's runs.
CONF = {"suites": ["bronze_articles"]}
#: Airflow refuses a backfill (503, "Database is locked") while its scheduler writes to
#: the SQLite metadata database; README says to submit it again.
BACKFILL_TRIES = 10


@dataclass(frozen=True)
class Intervals:
    """The backfill's runs by day, and the warehouse after each run of the second day."""

    runs: dict[str, str]
    states: dict[str, str]
    #: Files each run ingested, by run id.
    ingested: dict[str, set[str]]
    #: Every table's rows without run metadata, after the second day's first, second and third run.
    snapshots: list[dict[str, list[str]]]


def _rows(folder: Path) -> list[str]:
    """A table's rows, read from its Parquet files (partition columns included), without
    run metadata, as sorted JSON."""
    if not any(folder.rglob("*.parquet")):
        return []
    rows = pq.read_table(folder).to_pylist()
    return sorted(
        json.dumps({k: v for k, v in row.items() if k not in RUN_METADATA}, sort_keys=True, default=str)
        for row in rows
    )


def _snapshot(warehouse: Path) -> dict[str, list[str]]:
    """Every table of the warehouse; a published mart as its current version."""
    tables = {}
    for folder in sorted(warehouse.glob("*.db/*")):
        schema = folder.parent.name.removesuffix(".db")
        if schema == "published_versions":
            mart = folder.name.split("__v")[0]
            tables[f"published.{mart}"] = _rows(folder)  # versions sort by time: the last is current
        else:
            tables[f"{schema}.{folder.name}"] = _rows(folder)
    return tables


def _land(landing: Path, day: datetime, names: tuple[str, ...]) -> None:
    """Drop seed files into the landing area as if written at noon on ``day``."""
    folder = landing / f"day-{day:%Y-%m-%d}"
    folder.mkdir()
    noon = (day + timedelta(hours=12)).timestamp()
    for name in names:
        shutil.copy(SEED_ARTICLES / name, folder / name)
        os.utime(folder / name, (noon, noon))


def _until_ended(
    airflow: Airflow, api: str, run_ids: set[str] | None = None, count: int = 1
) -> dict[str, str]:
    """Wait until ``run_ids`` (or at least ``count`` runs) of the pipeline have ended."""
    deadline = time.monotonic() + 1500
    while time.monotonic() < deadline:
        states = run_states(airflow, api)
        watched = {run: state for run, state in states.items() if run_ids is None or run in run_ids}
        if len(watched) >= (len(run_ids) if run_ids else count) and set(watched.values()) <= ENDED:
            return watched
        time.sleep(5)
    pytest.fail(f"the runs did not end: {run_states(airflow, api)}")


def _ingested(warehouse: Path) -> dict[str, set[str]]:
    files: dict[str, set[str]] = {}
    for row in pq.read_table(warehouse / "bronze.db" / "ingested_files").to_pylist():
        files.setdefault(row["run_id"], set()).add(Path(row["source_file"]).name)
    return files


def _create_backfill(url: str, api: str, backfill: dict) -> tuple[int, str]:
    """Submit the backfill as a user would, again while Airflow answers that its SQLite
    database is locked."""
    for _ in range(BACKFILL_TRIES):
        status, body = request(f"{url}/api/v2/backfills", api, data=backfill)
        if status != 503 or "Database is locked" not in body:
            break
        time.sleep(2)
    return status, body


@pytest.fixture(scope="module")
def intervals(private_home, free_port) -> Intervals:
    env = {**private_home("intervals-home"), "QUOTETRAIL_SCHEDULE": DAILY}
    home = Path(env["QUOTETRAIL_HOME"])
    warehouse = home / "warehouse"
    (home / "landing").mkdir(parents=True)
    today = datetime.now(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    first, second = today - timedelta(days=3), today - timedelta(days=2)
    command = [QUOTETRAIL, "engine", "start"]
    started = subprocess.run(command, env=env, capture_output=True, text=True, timeout=600)
    assert started.returncode == 0, started.stderr
    try:
        with standalone(env, home / "airflow", free_port()) as airflow:
            api = token(airflow)
            wait_for_dag(airflow, api)
            # The scheduler's run of the latest day, on the empty landing area.
            latest = _until_ended(airflow, api)
            _land(home / "landing", first, FIRST_DAY_SEEDS)
            _land(
                home / "landing",
                second,
                tuple(sorted({p.name for p in SEED_ARTICLES.iterdir()} - set(FIRST_DAY_SEEDS))),
            )
            status, body = _create_backfill(
                airflow.url,
                api,
                {
                    "dag_id": "quotetrail",
                    "from_date": first.isoformat(),
                    "to_date": second.isoformat(),
                    "max_active_runs": 1,
                    "dag_run_conf": CONF,
                },
            )
            assert status == 200, body
            states = _until_ended(airflow, api, count=len(latest) + 2)
            backfilled = sorted(run for run in states if run.startswith("backfill__"))
            runs = dict(zip(("first", "second"), backfilled, strict=True))
            sites_published(airflow, api)
            snapshots = [_snapshot(warehouse)]
            for _ in range(2):
                run_url = f"{airflow.url}/api/v2/dags/quotetrail/dagRuns/{quote(runs['second'], safe='')}"
                status, body = request(f"{run_url}/clear", api, data={"dry_run": False})
                assert status == 200, body
                states.update(_until_ended(airflow, api, {runs["second"]}))
                sites_published(airflow, api)
                snapshots.append(_snapshot(warehouse))
            return Intervals(runs, states, _ingested(warehouse), snapshots)
    finally:
        subprocess.run([QUOTETRAIL, "engine", "stop"], env=env, capture_output=True, timeout=300)


def test_a_backfill_runs_each_past_day_on_the_files_that_had_landed_by_its_end(intervals):
    assert {intervals.states[run] for run in intervals.runs.values()} == {"success"}
    seeds = {path.name for path in SEED_ARTICLES.iterdir()}
    assert intervals.ingested[intervals.runs["first"]] == set(FIRST_DAY_SEEDS)
    assert intervals.ingested[intervals.runs["second"]] == seeds - set(FIRST_DAY_SEEDS)
    assert set(intervals.ingested) == set(intervals.runs.values())


def test_running_a_day_three_times_leaves_every_table_as_it_was_but_for_run_metadata(intervals):
    first, *again = intervals.snapshots
    for table in ("bronze.articles", "quotetrail.quotes", "quality.validation_results", "published.quotes"):
        assert first[table], f"{table} is empty"
    for snapshot in again:
        assert snapshot.keys() == first.keys()
        assert [table for table in first if snapshot[table] != first[table]] == []
