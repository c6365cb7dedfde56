"""Where lineage events go: one append-only log, shared by every producer.

Our jobs, ``dbt-ol`` and the Airflow OpenLineage provider all write one JSON
event per line to ``Settings.lineage_file``. External producers get there
through openlineage-python's own file transport (append mode), configured by
:func:`client_config`; our own events are appended by :func:`emit`, which then
hands the log to the forwarder. Nobody sends HTTP directly: a backend that is
down must not fail a task, and the log keeps every event until it is back.
"""

from __future__ import annotations

import fcntl
import json
import os
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from openlineage.client.event_v2 import DatasetEvent, JobEvent, RunEvent
from openlineage.client.facet_v2 import parent_run
from openlineage.client.serde import Serde

from quotetrail.config import Settings
from quotetrail.lineage.forwarder import DEFAULT_BUDGET_SECONDS, Backend, forward_pending

#: Variables that would make a client send straight to a backend, around the
#: log. They are kept from producers we start; the forwarder reads them.
_DIRECT_TRANSPORT_VARS = (
    "OPENLINEAGE_URL",
    "OPENLINEAGE_API_KEY",
    "OPENLINEAGE_ENDPOINT",
)
_DIRECT_TRANSPORT_PREFIX = "OPENLINEAGE__TRANSPORT"
#: After a backend left events waiting, this process's later emits do not try
#: it again for this long: a task that records many events must not wait out
#: the delivery budget for each one while the backend is down. The events wait
#: in the log; the run's last step and `quotetrail lineage forward` send them.
BACKEND_DOWN_PAUSE_SECONDS = 60.0
_paused_until: dict[str, float] = {}


def client_config(settings: Settings) -> dict[str, Any]:
    """The one openlineage-python client configuration every producer uses."""
    return {
        "transport": {
            "type": "file",
            "log_file_path": str(settings.lineage_file),
            "append": True,
        }
    }


def write_client_config(settings: Settings) -> Path:
    """Write :func:`client_config` as the YAML file ``OPENLINEAGE_CONFIG`` names."""
    path = settings.lineage_file.parent / "openlineage.yml"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = yaml.safe_dump(client_config(settings), sort_keys=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        # Replace, never rewrite in place: a dbt-ol starting now must not read half a file.
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    return path


def dbt_ol_env(
    settings: Settings,
    parent: parent_run.ParentRunFacet | None = None,
    base: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """Environment for a ``dbt-ol`` subprocess, so that it appends to our log.

    ``base`` defaults to this process's environment. With ``parent``, dbt's
    runs become children of that run (normally the Airflow task's run).
    """
    env = {
        key: value
        for key, value in (os.environ if base is None else base).items()
        if key not in _DIRECT_TRANSPORT_VARS and not key.startswith(_DIRECT_TRANSPORT_PREFIX)
    }
    env["OPENLINEAGE_CONFIG"] = str(write_client_config(settings))
    env["OPENLINEAGE_NAMESPACE"] = settings.lineage_namespace
    if parent is not None:
        env["OPENLINEAGE_PARENT_ID"] = f"{parent.job.namespace}/{parent.job.name}/{parent.run.runId}"
        if parent.root is not None:
            root = parent.root
            env["OPENLINEAGE_ROOT_PARENT_ID"] = f"{root.job.namespace}/{root.job.name}/{root.run.runId}"
    return env


def airflow_openlineage_config(settings: Settings) -> dict[str, str]:
    """Options of Airflow's ``[openlineage]`` section that point the provider at our log."""
    return {
        "transport": json.dumps(client_config(settings)["transport"]),
        "namespace": settings.lineage_namespace,
    }


def airflow_openlineage_env(settings: Settings) -> dict[str, str]:
    """:func:`airflow_openlineage_config` as ``AIRFLOW__OPENLINEAGE__*`` variables."""
    return {
        f"AIRFLOW__OPENLINEAGE__{option.upper()}": value
        for option, value in airflow_openlineage_config(settings).items()
    }


def append_line(log_file: Path, line: str) -> None:
    """Append one event line so that concurrent writers never interleave.

    O_APPEND puts each write at the end of the file; the exclusive lock keeps
    a short write (disk nearly full, signal) from letting another writer in
    between the pieces of one line.
    """
    data = line.rstrip("\n").encode("utf-8") + b"\n"
    log_file.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(log_file, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
    finally:
        os.close(fd)


def emit(
    event: RunEvent | JobEvent | DatasetEvent,
    settings: Settings | None = None,
    *,
    forward_budget_seconds: float = DEFAULT_BUDGET_SECONDS,
) -> None:
    """Record ``event`` in the log, then try to deliver what is pending.

    Delivery problems are never raised: the event is safe on disk and goes
    out with a later call. Once the backend has left events waiting, delivery
    pauses for :data:`BACKEND_DOWN_PAUSE_SECONDS` in this process.
    """
    settings = settings or Settings.from_env()
    append_line(settings.lineage_file, Serde.to_json(event))
    endpoint = Backend.from_env()
    if endpoint is None or time.monotonic() < _paused_until.get(endpoint.url, 0.0):
        return
    result = forward_pending(settings, budget_seconds=forward_budget_seconds)
    if result.pending:
        _paused_until[endpoint.url] = time.monotonic() + BACKEND_DOWN_PAUSE_SECONDS
