"""``quotetrail airflow standalone``: the Airflow services of one machine, on 127.0.0.1.

Airflow's own ``airflow standalone`` starts the scheduler and the triggerer
with log servers that listen on every interface, whatever the configuration
says, and starts the scheduler before the API server answers, so its first
task calls fail with "Connection refused". Here the four services start from
the project's configuration (:func:`quotetrail.runtime.orchestration.airflow_env`):
the API server first, on ``settings.host`` at ``settings.airflow_port``, then
the others once it answers, without log servers; every service shares the
log folder with the API server, which reads the task logs from it directly.
"""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

from quotetrail.config import Settings
from quotetrail.runtime.orchestration import airflow_env, airflow_executable, migrate

#: The services after the API server; ``--skip-serve-logs`` keeps their log
#: servers closed.
_WORKERS = (
    ("scheduler", "--skip-serve-logs"),
    ("dag-processor",),
    ("triggerer", "--skip-serve-logs"),
)
_STOP_SECONDS = 30.0


class StandaloneError(RuntimeError):
    """A service could not start."""


def password_file(settings: Settings) -> Path:
    """Where Airflow's simple auth manager writes the generated admin password."""
    return settings.airflow_home / "simple_auth_manager_passwords.json.generated"


def serve(settings: Settings, ready_timeout: float = 180.0) -> int:
    """Run the services until interrupted (Ctrl+C or SIGTERM) or one of them exits."""
    migrate(settings)
    env = airflow_env(settings)
    airflow = airflow_executable()
    services: list[subprocess.Popen] = []
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        services.append(subprocess.Popen([airflow, "api-server"], env=env))
        _wait_for_port(settings.host, settings.airflow_port, services[0], ready_timeout)
        services.extend(subprocess.Popen([airflow, *command], env=env) for command in _WORKERS)
        print(
            f"Airflow UI: {settings.airflow_url}  (user admin, password in {password_file(settings)})",
            flush=True,
        )
        while all(service.poll() is None for service in services):
            time.sleep(1)
        return 1
    except KeyboardInterrupt:
        return 0
    except StandaloneError as error:
        print(error, file=sys.stderr)
        return 1
    finally:
        _stop(services)


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


def _wait_for_port(host: str, port: int, process: subprocess.Popen, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise StandaloneError(f"The Airflow API server exited with code {process.returncode}.")
        with socket.socket() as sock:
            sock.settimeout(1)
            if sock.connect_ex((host, port)) == 0:
                return
        time.sleep(0.5)
    raise StandaloneError(f"The Airflow API server did not answer on {host}:{port} in {timeout:.0f} s.")


def _stop(services: list[subprocess.Popen]) -> None:
    for service in services:
        if service.poll() is None:
            service.terminate()
    deadline = time.monotonic() + _STOP_SECONDS
    for service in services:
        try:
            service.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            service.kill()
            service.wait()
