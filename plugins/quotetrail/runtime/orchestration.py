"""Airflow, configured for this project, and the way the CLI runs the DAG.

Airflow reads its configuration from ``AIRFLOW__SECTION__KEY`` variables; building
them here keeps the CLI, tests and ``quotetrail airflow standalone`` on one
configuration: AIRFLOW_HOME under QUOTETRAIL_HOME, the project's dags/ and
plugins/ folders, the OpenLineage provider writing into the product's lineage
log, the API server on 127.0.0.1 at one port, and as many parallel task
slots as the machine has cores.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

from quotetrail.config import DAGS_DIR, PLUGINS_DIR, SPARK_SESSION_VARIABLE, Settings, tools_path
from quotetrail.runtime.dag_runs import DAG_ID, NEXT_DAG

_TASK_EVENT = re.compile(r"\[DAG TEST\] (?P<what>starting|end task) task_id=(?P<task>\w+)")


def airflow_env(settings: Settings) -> dict[str, str]:
    from quotetrail.lineage.emission import airflow_openlineage_env

    env = {
        **os.environ,
        "PATH": tools_path(),
        "AIRFLOW_HOME": str(settings.airflow_home),
        "AIRFLOW__CORE__DAGS_FOLDER": str(DAGS_DIR),
        "AIRFLOW__CORE__PLUGINS_FOLDER": str(PLUGINS_DIR),
        "AIRFLOW__CORE__LOAD_EXAMPLES": "False",
        "AIRFLOW__CORE__DAGS_ARE_PAUSED_AT_CREATION": "False",
        "AIRFLOW__LOGGING__BASE_LOG_FOLDER": str(settings.logs_dir / "airflow"),
        # Task runners reach the execution API through BASE_URL, not PORT: both
        # come from the one port setting so that they cannot disagree.
        "AIRFLOW__API__HOST": settings.host,
        "AIRFLOW__API__PORT": str(settings.airflow_port),
        "AIRFLOW__API__BASE_URL": settings.airflow_url,
        # Every task is a client of the one Spark engine; more slots than cores
        # only make the tasks compete for them.
        "AIRFLOW__CORE__PARALLELISM": str(os.cpu_count() or 1),
        **airflow_openlineage_env(settings),
        "QUOTETRAIL_HOME": str(settings.home),
    }
    # The DAG's tasks import quotetrail; make sure they find this checkout.
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PLUGINS_DIR), os.environ.get("PYTHONPATH")]))
    return env


def airflow_executable() -> str:
    """The ``airflow`` of this Python environment, whatever PATH holds."""
    return str(Path(sys.executable).parent / "airflow")


def _airflow(settings: Settings, *args: str, capture: bool = False) -> subprocess.CompletedProcess:
    return subprocess.run(
        [airflow_executable(), *args],
        env=airflow_env(settings),
        capture_output=capture,
        text=True,
        check=False,
    )


def airflow(settings: Settings, args: list[str]) -> int:
    """Any airflow command, with the project's configuration; return its exit code."""
    migrate(settings)
    return _airflow(settings, *args).returncode


#: Airflow's metadata database under its home (Airflow's default SQLite file).
AIRFLOW_DATABASE = "airflow.db"
#: Beside it, the Airflow version the database was last migrated to.
MIGRATED_MARKER = "migrated-for-airflow"


def migrate(settings: Settings) -> None:
    """Create or upgrade Airflow's metadata database, once per installed Airflow version.

    `airflow db migrate` takes seconds even when there is nothing to do, and
    every run and Airflow command needs the database: it runs only when the
    database is missing or was migrated by another Airflow version.
    """
    settings.make_home()
    settings.airflow_home.mkdir(parents=True, exist_ok=True)
    settings.lineage_file.parent.mkdir(parents=True, exist_ok=True)
    marker = settings.airflow_home / MIGRATED_MARKER
    installed = version("apache-airflow")
    database = settings.airflow_home / AIRFLOW_DATABASE
    if database.exists() and marker.exists() and marker.read_text() == installed:
        return
    result = _airflow(settings, "db", "migrate", capture=True)
    if result.returncode != 0:
        raise RuntimeError(f"`airflow db migrate` failed:\n{result.stdout}\n{result.stderr}")
    marker.write_text(installed)


@dataclass(frozen=True)
class DagRun:
    exit_code: int
    #: The log of the last DAG run: the one that failed, when one did.
    log_path: Path
    #: The engine's pid when it stopped while the DAG ran, else None.
    engine_died: int | None = None
    #: The tasks that ran; a task Airflow skipped or never reached is not among them.
    tasks_run: frozenset[str] = frozenset()


def run_dags(
    settings: Settings, conf: dict, on_event: Callable[[str, str], None], spark_session: str
) -> DagRun:
    """Run the pipeline with ``conf``, then the sites DAG when it published, in one
    Airflow process (:mod:`quotetrail.runtime.dag_runs`; call :func:`migrate` first).

    Airflow's own output goes to one log file per DAG run; ``on_event(task_id,
    "start"|"end")`` is called as tasks start and end so the caller can show
    progress. Every Spark Connect client of the run joins the session
    ``spark_session``, so the caller can interrupt the run's Spark jobs
    (:func:`quotetrail.engine.interrupt`).

    Airflow runs in a process group of its own: when the caller is interrupted
    (Ctrl-C, SIGTERM), or the engine dies, the whole group is stopped, tasks
    and tools included, instead of running on unseen.
    """
    settings.logs_dir.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "quotetrail.runtime.dag_runs", json.dumps(conf)]
    env = {**airflow_env(settings), SPARK_SESSION_VARIABLE: spark_session}
    log_path = _log_path(settings, DAG_ID)
    log = log_path.open("w")
    with subprocess.Popen(
        command,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
    ) as process:
        watch = _EngineWatch(settings, process)
        started: set[str] = set()
        try:
            for line in process.stdout:
                if line.startswith(NEXT_DAG):
                    log.close()
                    log_path = _log_path(settings, line.removeprefix(NEXT_DAG).strip())
                    log = log_path.open("w")
                    continue
                log.write(line)
                match = _TASK_EVENT.search(line)
                if match:
                    event = "start" if match.group("what") == "starting" else "end"
                    if event == "start":
                        started.add(match.group("task"))
                    on_event(match.group("task"), event)
        except BaseException:
            stop_process_group(process)
            raise
        finally:
            watch.stop()
            log.close()
    return DagRun(process.returncode, log_path, watch.died, frozenset(started))


def _log_path(settings: Settings, dag_id: str) -> Path:
    # The pid keeps two runs started in the same second from writing one file.
    return settings.logs_dir / f"{dag_id}-{time.strftime('%Y%m%dT%H%M%S')}-{os.getpid()}.log"


class _EngineWatch(threading.Thread):
    """Stops the DAG's process group as soon as the engine process is gone.

    Without it, every task would retry its lost connection for minutes before
    the run failed with no word of the engine.
    """

    INTERVAL_SECONDS = 1.0

    def __init__(self, settings: Settings, process: subprocess.Popen) -> None:
        from quotetrail.runtime import engine

        super().__init__(daemon=True)
        self._settings, self._process = settings, process
        self._pid = engine.status(settings).pid
        self._stopped = threading.Event()
        self.died: int | None = None
        self.start()

    def run(self) -> None:
        from quotetrail.runtime import engine

        while self._pid is not None and not self._stopped.wait(self.INTERVAL_SECONDS):
            if engine.status(self._settings).pid != self._pid:
                self.died = self._pid
                # Nothing a task does without the engine is worth waiting for.
                stop_process_group(self._process, grace_seconds=0.5)
                return

    def stop(self) -> None:
        self._stopped.set()


def stop_process_group(process: subprocess.Popen, grace_seconds: float = 5.0) -> None:
    """SIGTERM the process's group, then SIGKILL what is left after ``grace_seconds``.

    ``airflow dags test`` does not end on SIGTERM while a task runs, hence the kill.
    """
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(timeout=grace_seconds)
        except subprocess.TimeoutExpired:
            continue
        # The group may outlive its leader (a task's dbt): make sure it is gone.
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        return
