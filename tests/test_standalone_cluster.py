"""The same pipeline on a Spark standalone cluster: a master and two workers on this machine.

The cluster is started from the Spark distribution inside the PySpark wheel,
bound to 127.0.0.1 on free ports, and the engine is pointed at it with
QUOTETRAIL_SPARK_MASTER, as a deployment on real hosts would be. Its executors
are separate JVMs with their own Python workers, so ingestion's Python code
must reach them through the package archive, and the marts must come out as
the session's local-mode engine built them from the same seeds.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from commands import QUOTETRAIL
from quotetrail.runtime.engine import spark_home
from quotetrail.tables import MART_NAMES

WORKERS = 2
#: Memory each worker offers its executor; with the engine's 2 GB driver the
#: cluster needs about 4 GB, below which the test is skipped rather than run out of memory.
WORKER_MEMORY = "1g"
NEEDED_BYTES = 4 * 1024**3
#: Columns that say when a row was made, which differ between any two runs.
RUN_TIME_COLUMNS = ("extracted_at", "ingested_at")

pytestmark = pytest.mark.cluster


def _available_memory() -> int:
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemAvailable:"):
            return int(line.split()[1]) * 1024
    return 0


def _spark_class(env: dict[str, str], log: Path, *args: str) -> subprocess.Popen:
    with log.open("wb") as out:
        return subprocess.Popen(
            [str(spark_home() / "bin" / "spark-class"), *args],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def _alive_workers(ui_port: int) -> int:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{ui_port}/json/", timeout=5) as response:
            return json.load(response)["aliveworkers"]
    except OSError:
        return 0


@pytest.fixture(scope="module")
def master_url(tmp_path_factory, free_port) -> Iterator[str]:
    """A standalone master and two one-core workers on 127.0.0.1; stopped afterwards."""
    if _available_memory() < NEEDED_BYTES:
        pytest.skip(f"a standalone cluster needs {NEEDED_BYTES // 1024**3} GB of free memory")
    folder = tmp_path_factory.mktemp("standalone")
    env = {
        **os.environ,
        "SPARK_HOME": str(spark_home()),
        "SPARK_LOCAL_IP": "127.0.0.1",
        # The master's REST submission server would open a fixed, public port.
        "SPARK_MASTER_OPTS": "-Dspark.master.rest.enabled=false",
    }
    port, ui_port = free_port(), free_port()
    url = f"spark://127.0.0.1:{port}"
    processes = [
        _spark_class(
            env,
            folder / "master.log",
            "org.apache.spark.deploy.master.Master",
            *("--host", "127.0.0.1", "--port", str(port), "--webui-port", str(ui_port)),
        )
    ]
    try:
        for number in range(WORKERS):
            processes.append(
                _spark_class(
                    env,
                    folder / f"worker{number}.log",
                    "org.apache.spark.deploy.worker.Worker",
                    *("--host", "127.0.0.1", "--cores", "1", "--memory", WORKER_MEMORY),
                    *("--webui-port", str(free_port()), "--work-dir", str(folder / f"work{number}")),
                    url,
                )
            )
        deadline = time.monotonic() + 300
        while _alive_workers(ui_port) < WORKERS:
            assert time.monotonic() < deadline, (folder / "master.log").read_text()[-3000:]
            time.sleep(2)
        yield url
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(timeout=60)


def _marts(env: dict[str, str]) -> dict[str, list[dict]]:
    """Every mart's rows, without run times, with source files by name, in a stable order."""
    marts = {}
    for name in MART_NAMES:
        result = subprocess.run(
            [QUOTETRAIL, "export", name], env=env, capture_output=True, text=True, timeout=600
        )
        assert result.returncode == 0, result.stderr
        rows = []
        for line in result.stdout.splitlines():
            row = {k: v for k, v in json.loads(line).items() if k not in RUN_TIME_COLUMNS}
            if "source_file" in row:
                row["source_file"] = Path(row["source_file"]).name
            rows.append(row)
        marts[name] = sorted(rows, key=lambda row: json.dumps(row, sort_keys=True))
    return marts


@pytest.fixture(scope="module")
def cluster_run(master_url, private_home) -> Iterator[dict[str, str]]:
    """`quotetrail run` on the seeds, fresh home, engine on the cluster."""
    env = {**private_home("cluster-home"), "QUOTETRAIL_SPARK_MASTER": master_url}
    try:
        # One suite: this is about what the cluster computes, which the marts show.
        result = subprocess.run(
            [QUOTETRAIL, "run", "--suite", "bronze_articles"],
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
        )
        assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
        yield env
    finally:
        subprocess.run([QUOTETRAIL, "engine", "stop"], env=env, capture_output=True, timeout=120)


def test_the_cluster_builds_the_marts_local_mode_builds(cluster_run, seed_run):
    on_cluster, local = _marts(cluster_run), _marts(dict(os.environ))
    assert on_cluster["quotes"], "the seeds gave no quotes"
    for name in MART_NAMES:
        assert on_cluster[name] == local[name], name


def _where_quotetrail_is(batches):
    import pandas as pd

    import quotetrail

    for _ in batches:
        yield pd.DataFrame({"path": [quotetrail.__file__]})


def test_the_executors_import_the_package_from_its_archive(cluster_run, monkeypatch):
    """An executor's Python finds quotetrail in the archive the session handed it,
    ahead of any installed copy: a cluster's hosts need not have it installed."""
    import sys

    from pyspark import cloudpickle
    from pyspark.sql import SparkSession

    from quotetrail.config import Settings

    for variable in ("QUOTETRAIL_HOME", "QUOTETRAIL_CONNECT_PORT", "QUOTETRAIL_THRIFT_PORT"):
        monkeypatch.setenv(variable, cluster_run[variable])
    monkeypatch.setenv("QUOTETRAIL_SPARK_MASTER", cluster_run["QUOTETRAIL_SPARK_MASTER"])
    settings = Settings.from_env()
    # This test module is not on the executors' path: send the function itself.
    cloudpickle.register_pickle_by_value(sys.modules[__name__])
    # A client of its own, as each task process has: `engine.connect` would hand back
    # this process's client of the session's local engine, and stopping it would end the session's.
    spark = SparkSession.builder.remote(settings.client_url()).create()
    spark.addArtifacts(str(settings.package_archive), pyfile=True)
    try:
        paths = spark.range(2).mapInPandas(_where_quotetrail_is, "path string").collect()
    finally:
        spark.stop()
    assert paths
    archive = settings.package_archive.name
    assert all(archive in row.path for row in paths), paths


def test_the_package_archive_holds_the_package_without_compiled_files(tmp_path):
    import zipfile

    from quotetrail.config import Settings
    from quotetrail.runtime.engine import build_package_archive

    with zipfile.ZipFile(build_package_archive(Settings(home=tmp_path))) as archive:
        names = archive.namelist()
    assert {"quotetrail/__init__.py", "quotetrail/attribution/extract.py"} <= set(names)
    assert "quotetrail/report/templates/report.html.j2" in names
    assert not [name for name in names if "__pycache__" in name or name.endswith(".pyc")]
