"""A killed run leaves nothing behind; an engine that dies mid-run is reported as such.

Runs on a home and an engine of its own, since the engine is killed at the end.
The input is many copies of the seed articles, so that extraction keeps a Spark
job running long enough to be interrupted.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from commands import QUOTETRAIL
from quotetrail.config import SEED_ARTICLES

COPIES = 400


@pytest.fixture(scope="module")
def private_env(private_home):
    env = private_home("interrupted-home")
    subprocess.run([QUOTETRAIL, "engine", "start"], env=env, check=True, capture_output=True, timeout=600)
    yield env
    subprocess.run([QUOTETRAIL, "engine", "stop"], env=env, capture_output=True, timeout=300)


@pytest.fixture(scope="module")
def many_articles(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("many-articles")
    seeds = [path.read_text(encoding="utf-8") for path in sorted(SEED_ARTICLES.glob("*.txt"))]
    with (folder / "copies.jsonl").open("w", encoding="utf-8") as out:
        for copy in range(COPIES):
            for number, text in enumerate(seeds):
                out.write(json.dumps({"id": f"{number}-{copy}", "text": f"{text}\n\nCopy {copy}."}) + "\n")
    return folder


class _Run:
    """`quotetrail run` in the background, its stdout and stderr collected line by line by
    reader threads (the only readers of the pipes); used as a context manager, it stops
    the run if a test fails before the run ends."""

    def __init__(self, env: dict[str, str], input_dir: Path) -> None:
        self.process = subprocess.Popen(
            [QUOTETRAIL, "run", "--input", str(input_dir)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.stdout: list[str] = []
        self.stderr: list[str] = []
        self._readers = [
            threading.Thread(target=_collect, args=(self.process.stdout, self.stdout), daemon=True),
            threading.Thread(target=_collect, args=(self.process.stderr, self.stderr), daemon=True),
        ]
        for reader in self._readers:
            reader.start()

    def __enter__(self) -> _Run:
        return self

    def __exit__(self, *exc) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=120)

    def wait_for(self, text: str, timeout: float = 1800) -> None:
        deadline = time.monotonic() + timeout
        while not any(text in line for line in self.stderr):
            assert self.process.poll() is None, "".join(self.stderr)
            assert time.monotonic() < deadline, f"no {text!r} in: {''.join(self.stderr)}"
            time.sleep(0.5)

    def finish(self, timeout: float = 120) -> str:
        self.process.wait(timeout=timeout)
        for reader in self._readers:
            reader.join(timeout=10)
        return "".join(self.stdout + self.stderr)


def _collect(pipe, lines: list[str]) -> None:
    for line in pipe:
        lines.append(line)


def _running_jobs(env: dict[str, str]) -> list[int] | None:
    """Ids of the engine's running Spark jobs, from its UI's REST API; None when it does not answer."""
    base = f"http://127.0.0.1:{env['QUOTETRAIL_SPARK_UI_PORT']}/api/v1/applications"
    try:
        with urllib.request.urlopen(base, timeout=30) as answer:
            [app] = json.load(answer)
        with urllib.request.urlopen(f"{base}/{app['id']}/jobs?status=running", timeout=30) as answer:
            return [job["jobId"] for job in json.load(answer)]
    except OSError:
        return None


def _until(condition, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.5)
    return condition()


def _airflow_processes(home: str) -> list[int]:
    """Processes started for runs on ``home``: Airflow, its tasks and their tools."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            environ = (entry / "environ").read_bytes()
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if f"AIRFLOW_HOME={home}/airflow".encode() in environ and b"java" not in cmdline:
            found.append(int(entry.name))
    return found


def test_a_killed_run_stops_its_airflow_child_and_its_spark_jobs(private_env, many_articles):
    with _Run(private_env, many_articles) as run:
        run.wait_for("ingest_articles ended")
        assert _until(lambda: bool(_running_jobs(private_env)), 300), "no Spark job started after ingest"
        assert _airflow_processes(private_env["QUOTETRAIL_HOME"])
        run.process.send_signal(signal.SIGTERM)
        output = run.finish()
    assert run.process.returncode != 0
    assert "stopped" in output
    assert _until(lambda: not _airflow_processes(private_env["QUOTETRAIL_HOME"]), 30)
    assert _until(lambda: _running_jobs(private_env) == [], 60), _running_jobs(private_env)


def test_an_engine_that_dies_mid_run_is_reported(private_env, many_articles):
    with _Run(private_env, many_articles) as run:
        run.wait_for("ingest_articles ended")
        engine_pid = int((Path(private_env["QUOTETRAIL_HOME"]) / "engine.pid").read_text())
        os.kill(engine_pid, signal.SIGKILL)
        killed_at = time.monotonic()
        output = run.finish(timeout=120)
    print(f"reported {time.monotonic() - killed_at:.1f} s after the engine was killed")
    assert run.process.returncode != 0
    assert f"The Spark engine (pid {engine_pid}) stopped during the run" in output
    assert _until(lambda: not _airflow_processes(private_env["QUOTETRAIL_HOME"]), 30)
