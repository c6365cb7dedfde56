"""Shared fixtures: one real Spark engine for the whole test session.

The engine runs under a temporary QUOTETRAIL_HOME on free ports, so the tests
never touch a user's own data or engine, and is stopped at the end.
"""

from __future__ import annotations

import os
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from commands import QUOTETRAIL

# Airflow reads AIRFLOW_HOME when first imported: keep test imports away from ~/airflow.
os.environ.setdefault("AIRFLOW_HOME", tempfile.mkdtemp(prefix="quotetrail-airflow-"))


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _engine_ports() -> dict[str, str]:
    """The environment of an engine on ports nobody listens on."""
    return {
        "QUOTETRAIL_THRIFT_PORT": str(_free_port()),
        "QUOTETRAIL_CONNECT_PORT": str(_free_port()),
        "QUOTETRAIL_SPARK_UI_PORT": str(_free_port()),
    }


@pytest.fixture(scope="session")
def engine_ports():
    """A function returning the environment of an engine on ports nobody listens on."""
    return _engine_ports


@pytest.fixture(scope="session")
def free_port():
    """A function returning a port nobody listens on."""
    return _free_port


@pytest.fixture(scope="session")
def private_home(tmp_path_factory):
    """A function returning the environment of a home and engine of their own, for a
    module that runs `quotetrail` beside the session's engine: a fresh QUOTETRAIL_HOME
    named after ``name``, free ports, and a driver small enough for two engines at once."""

    def environment(name: str) -> dict[str, str]:
        return {
            **os.environ,
            "QUOTETRAIL_HOME": str(tmp_path_factory.mktemp(name)),
            **_engine_ports(),
            "QUOTETRAIL_DRIVER_MEMORY": "2g",
        }

    return environment


@pytest.fixture(scope="session")
def settings(tmp_path_factory):
    """Settings of the test engine; exported to the environment for subprocesses."""
    from quotetrail.config import Settings

    home = tmp_path_factory.mktemp("quotetrail-home")
    os.environ.update(
        {
            "QUOTETRAIL_HOME": str(home),
            "QUOTETRAIL_THRIFT_PORT": str(_free_port()),
            "QUOTETRAIL_CONNECT_PORT": str(_free_port()),
            "QUOTETRAIL_SPARK_UI_PORT": str(_free_port()),
            "QUOTETRAIL_DRIVER_MEMORY": "3g",
        }
    )
    os.environ.pop("OPENLINEAGE_URL", None)
    return Settings.from_env()


@pytest.fixture(scope="session")
def engine_settings(settings):
    """A running engine for the session."""
    from quotetrail.runtime import engine

    engine.start(settings)
    yield settings
    engine.stop(settings)


@pytest.fixture(scope="session")
def spark(engine_settings):
    """The session's Spark Connect client, closed before the engine stops: a client
    left open retries its release against the stopped engine for minutes at exit."""
    from quotetrail.runtime import engine

    session = engine.connect(engine_settings)
    yield session
    session.stop()


@dataclass(frozen=True)
class SeedRun:
    stdout: str
    #: The Airflow run id, which keys this run's rows of quality.validation_results.
    run_id: str


@pytest.fixture(scope="session")
def seed_run(spark):
    """`quotetrail run` on the seed articles, once for the session."""
    result = subprocess.run([QUOTETRAIL, "run"], capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    run_id = spark.sql("select max_by(run_id, validated_at) from quality.validation_results").first()[0]
    return SeedRun(result.stdout, run_id)


@pytest.fixture(scope="session")
def browser() -> Iterator:
    """Debian's Chromium through Playwright; a missing Chromium fails with the fix, never skips."""
    from playwright.sync_api import sync_playwright

    from browsing import CHROMIUM, CHROMIUM_ARGS

    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install it with `make browser` (apt-get install chromium).")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()
