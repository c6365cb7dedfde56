"""A real Airflow (`quotetrail airflow standalone`) for a test module, and its REST API."""

from __future__ import annotations

import json
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

import pytest

from commands import QUOTETRAIL

#: The states in which a DAG run has ended.
ENDED = frozenset({"success", "failed"})


@dataclass(frozen=True)
class Airflow:
    url: str
    process: subprocess.Popen
    password: str


def request(
    url: str, token: str | None = None, data: dict | None = None, method: str | None = None
) -> tuple[int, str]:
    """One API call: its status and body (JSON when ``data`` is given)."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    body = None
    if data is not None:
        body = json.dumps(data).encode()
        headers["Content-Type"] = "application/json"
    call = urllib.request.Request(url, data=body, headers=headers, method=method)
    try:
        with urllib.request.urlopen(call, timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def _wait_until_healthy(url: str, process: subprocess.Popen, log: Path, timeout: float = 300) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert process.poll() is None, f"quotetrail airflow standalone exited:\n{log.read_text()[-3000:]}"
        try:
            status, body = request(f"{url}/api/v2/monitor/health")
            if status == 200 and json.loads(body)["scheduler"]["status"] == "healthy":
                return
        except (urllib.error.URLError, ConnectionError, KeyError):
            pass
        time.sleep(2)
    pytest.fail(f"Airflow did not become healthy at {url} in {timeout} s")


@contextmanager
def standalone(env: dict[str, str], airflow_home: Path, port: int) -> Iterator[Airflow]:
    """`quotetrail airflow standalone` on ``port``, healthy, stopped on exit; its output
    goes to ``standalone.log`` in ``airflow_home``."""
    airflow_home.mkdir(parents=True, exist_ok=True)
    log = airflow_home / "standalone.log"
    with log.open("w") as output:
        process = subprocess.Popen(
            [QUOTETRAIL, "airflow", "standalone"],
            env={**env, "QUOTETRAIL_AIRFLOW_PORT": str(port)},
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_until_healthy(url, process, log)
        passwords = airflow_home / "simple_auth_manager_passwords.json.generated"
        yield Airflow(url, process, json.loads(passwords.read_text())["admin"])
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=120)


def token(airflow: Airflow) -> str:
    credentials = {"username": "admin", "password": airflow.password}
    status, body = request(f"{airflow.url}/auth/token", data=credentials)
    assert status == 201, body
    return json.loads(body)["access_token"]


def wait_for_dag(airflow: Airflow, token: str, dag_id: str = "quotetrail", timeout: float = 300) -> None:
    """Wait until the DAG processor has parsed ``dag_id``: on a fresh home, the API knows
    no DAG (404) for a while after the services answer."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if request(f"{airflow.url}/api/v2/dags/{dag_id}", token=token)[0] == 200:
            return
        time.sleep(2)
    pytest.fail(f"Airflow did not know the DAG {dag_id} after {timeout} s")


def run_states(airflow: Airflow, token: str, dag_id: str = "quotetrail") -> dict[str, str]:
    """The state of each run of ``dag_id``, by run id."""
    status, body = request(f"{airflow.url}/api/v2/dags/{dag_id}/dagRuns?limit=100", token=token)
    assert status == 200, body
    return {run["dag_run_id"]: run["state"] for run in json.loads(body)["dag_runs"]}


def task_states(airflow: Airflow, token: str, run_id: str, dag_id: str = "quotetrail") -> dict[str, str]:
    status, body = request(
        f"{airflow.url}/api/v2/dags/{dag_id}/dagRuns/{quote(run_id, safe='')}/taskInstances", token=token
    )
    assert status == 200, body
    return {task["task_id"]: task["state"] for task in json.loads(body)["task_instances"]}


def sites_published(airflow: Airflow, token: str) -> list[str]:
    """The states of the sites DAG's runs, once all that the published marts set off have ended."""
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        states = list(run_states(airflow, token, "quotetrail_publish_sites").values())
        if states and set(states) <= ENDED:
            return states
        time.sleep(5)
    pytest.fail("the sites DAG did not run, or did not end, after the marts were published")
