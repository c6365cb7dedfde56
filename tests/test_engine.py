"""The engine's lifecycle: idempotent start, exact stop, clear errors."""

from __future__ import annotations

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
