"""The engine's lifecycle: idempotent start, exact stop, clear errors."""

from __future__ import annotations

import contextlib
import dataclasses
import socket

import pytest

from quotetrail.runtime import engine


def test_start_is_idempotent(engine_settings):
    first = engine.status(engine_settings)
    again = engine.start(engine_settings)
    assert again.running and again.pid == first.pid


def test_stop_ends_exactly_the_process_it_started(engine_settings, tmp_path, free_port):
    other = dataclasses.replace(
        engine_settings,
        home=tmp_path / "other-home",
        thrift_port=free_port(),
        connect_port=free_port(),
        ui_port=free_port(),
    )
    started = engine.start(other)
    assert started.running and started.pid != engine.status(engine_settings).pid
    assert engine.stop(other) is True
    after = engine.status(other)
    assert after.pid is None and not after.thrift_up and not after.connect_up
    assert engine.status(engine_settings).running, "the session's engine must be untouched"
    assert engine.stop(other) is False


def test_a_port_taken_by_another_program_is_named(engine_settings, tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = dataclasses.replace(
            engine_settings, home=tmp_path / "busy", thrift_port=busy.getsockname()[1]
        )
        with pytest.raises(engine.EngineError, match="taken by another process"):
            engine.start(taken)


def test_missing_java_is_explained(monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(engine.EngineError, match="Java 17 or newer is required"):
        engine.check_java()


def test_connect_needs_a_running_engine(engine_settings, tmp_path):
    stopped = dataclasses.replace(engine_settings, home=tmp_path / "none", connect_port=1, thrift_port=2)
    with pytest.raises(engine.EngineError, match="quotetrail engine start"):
        engine.connect(stopped)


def test_a_failed_start_reports_the_engines_own_output(engine_settings, tmp_path, free_port, monkeypatch):
    monkeypatch.setenv("QUOTETRAIL_DRIVER_MEMORY", "plenty")
    broken = dataclasses.replace(
        engine_settings,
        home=tmp_path / "broken",
        thrift_port=free_port(),
        connect_port=free_port(),
        ui_port=free_port(),
    )
    with pytest.raises(engine.EngineError, match="exited during start-up") as error:
        engine.start(broken, timeout=120)
    assert "plenty" in str(error.value)
    assert engine.status(broken).pid is None


def _refused(url: str) -> str:
    """The error a Spark Connect client at ``url`` gets for its first query."""
    from pyspark.sql import SparkSession

    session = SparkSession.builder.remote(url).create()
    try:
        with pytest.raises(Exception) as refused:
            session.range(1).collect()
        return str(refused.value)
    finally:
        with contextlib.suppress(Exception):
            session.stop()


@pytest.mark.parametrize(
    ("credentials", "answer"),
    [("", "No authentication token provided"), ("/;token=not-the-token", "Invalid authentication token")],
)
def test_spark_connect_refuses_clients_without_the_homes_token(engine_settings, spark, credentials, answer):
    assert engine_settings.connect_token
    error = _refused(f"sc://localhost:{engine_settings.connect_port}{credentials}")
    assert "UNAUTHENTICATED" in error and answer in error
    assert spark.range(2).count() == 2


def test_the_home_and_its_token_are_private_and_the_token_never_printed(engine_settings):
    import stat
    import subprocess

    from commands import QUOTETRAIL

    assert stat.S_IMODE(engine_settings.connect_token_file.stat().st_mode) == 0o600
    assert stat.S_IMODE(engine_settings.secrets_dir.stat().st_mode) == 0o700
    shown = subprocess.run([QUOTETRAIL, "engine", "start"], capture_output=True, text=True, timeout=300)
    assert shown.returncode == 0
    assert engine_settings.connect_token not in shown.stdout + shown.stderr


def _listening_addresses(pid: int) -> set[str]:
    """The local addresses of every TCP socket process ``pid`` listens on (from /proc)."""
    from pathlib import Path

    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        with contextlib.suppress(OSError):
            target = fd.readlink().name
            if target.startswith("socket:["):
                inodes.add(target[len("socket:[") : -1])
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        for line in Path(table).read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] == "0A" and fields[9] in inodes:  # 0A: LISTEN
                found.add(fields[1].rsplit(":", 1)[0])
    return found


def test_every_port_of_the_engine_listens_on_loopback_only(engine_settings):
    addresses = _listening_addresses(engine.status(engine_settings).pid)
    # 127.0.0.1 as IPv4, and as an IPv4-mapped IPv6 address, in /proc's byte order.
    loopback = {"0100007F", "0000000000000000FFFF00000100007F"}
    assert addresses and addresses <= loopback, addresses
