"""The log reaches a Marquez-compatible API in order, once, across outages."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator

import pytest
from openlineage.client.event_v2 import RunEvent, RunState

from lineage_receiver import LINEAGE_PATH, Received, Receiver
from quotetrail.config import Settings
from quotetrail.lineage.emission import airflow_openlineage_config, dbt_ol_env, emit
from quotetrail.lineage.events import new_run, parent_facet, run_event
from quotetrail.lineage.forwarder import forward_pending

QUICK = 0.2


@pytest.fixture
def received() -> Received:
    return Received()


@pytest.fixture
def receiver(received: Received) -> Iterator[Receiver]:
    running = Receiver(received)
    yield running
    running.stop()


def make_event(settings: Settings, number: int) -> RunEvent:
    return run_event(RunState.START, new_run(f"quotetrail.test.{number}"), settings.lineage_namespace)


def test_outage_loses_nothing_and_sends_nothing_twice(
    settings: Settings, received: Received, monkeypatch: pytest.MonkeyPatch
) -> None:
    receiver = Receiver(received)
    monkeypatch.setenv("OPENLINEAGE_URL", f"http://127.0.0.1:{receiver.port}/")
    monkeypatch.setenv("OPENLINEAGE_API_KEY", "secret-key")
    events = [make_event(settings, number) for number in range(12)]

    for event in events[:5]:
        emit(event, settings, forward_budget_seconds=QUICK)
    assert len(received.events) == 5

    receiver.stop()
    for event in events[5:9]:
        emit(event, settings, forward_budget_seconds=QUICK)  # must not raise
    outage = forward_pending(settings, budget_seconds=QUICK)
    assert (outage.delivered, outage.pending) == (0, 4)

    receiver = Receiver(received, port=receiver.port)
    try:
        for event in events[9:]:
            emit(event, settings, forward_budget_seconds=QUICK)
        final = forward_pending(settings, budget_seconds=QUICK)
    finally:
        receiver.stop()

    assert final.pending == 0
    assert received.run_ids == [event.run.runId for event in events]
    assert set(received.paths) == {LINEAGE_PATH}
    assert set(received.authorizations) == {"Bearer secret-key"}


def test_a_backend_that_fails_is_not_tried_again_for_every_event(
    settings: Settings, received: Received, receiver: Receiver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the backend fails, recording an event costs no delivery attempt."""
    monkeypatch.setenv("OPENLINEAGE_URL", f"http://127.0.0.1:{receiver.port}")
    monkeypatch.setenv("OPENLINEAGE_ENDPOINT", "not/the/lineage/endpoint")
    emit(make_event(settings, 0), settings, forward_budget_seconds=QUICK)
    after_first = received.attempts
    for number in range(1, 6):
        emit(make_event(settings, number), settings, forward_budget_seconds=QUICK)
    assert after_first > 0
    assert received.attempts == after_first
    assert forward_pending(settings, budget_seconds=QUICK).pending == 6


def test_events_wait_on_disk_until_a_backend_is_configured(
    settings: Settings, received: Received, receiver: Receiver, monkeypatch: pytest.MonkeyPatch
) -> None:
    events = [make_event(settings, number) for number in range(3)]
    for event in events:
        emit(event, settings)
    waiting = forward_pending(settings)
    assert (waiting.delivered, waiting.pending, waiting.endpoint) == (0, 3, None)

    monkeypatch.setenv("OPENLINEAGE_URL", f"http://127.0.0.1:{receiver.port}")
    sent = forward_pending(settings, budget_seconds=QUICK)

    assert (sent.delivered, sent.pending) == (3, 0)
    assert received.run_ids == [event.run.runId for event in events]
    assert forward_pending(settings, budget_seconds=QUICK).delivered == 0


def test_an_event_the_backend_refuses_does_not_block_the_rest(
    settings: Settings, received: Received, receiver: Receiver, monkeypatch: pytest.MonkeyPatch
) -> None:
    events = [make_event(settings, number) for number in range(3)]
    refused = events[1].run.runId
    received.reject = lambda event: event["run"]["runId"] == refused
    for event in events:
        emit(event, settings)
    with settings.lineage_file.open("a") as log:
        log.write("not an event\n")
    monkeypatch.setenv("OPENLINEAGE_URL", f"http://127.0.0.1:{receiver.port}")

    result = forward_pending(settings, budget_seconds=QUICK)

    assert (result.delivered, result.rejected, result.pending) == (2, 2, 0)
    assert received.run_ids == [events[0].run.runId, events[2].run.runId]


CLIENT_EMITS = """
import json, sys
from openlineage.client import OpenLineageClient
from openlineage.client.event_v2 import Job, Run, RunEvent, RunState
config = json.loads(sys.argv[1]) if len(sys.argv) > 1 else None
client = OpenLineageClient(config=config) if config else OpenLineageClient()
client.emit(RunEvent(eventType=RunState.COMPLETE, eventTime="2026-11-20T06:00:00+00:00",
    run=Run(runId="01932f4e-1c2a-7b3d-8e4f-5a6b7c8d9e0f"), job=Job(namespace="quotetrail", name="x")))
"""


def test_external_producers_write_to_the_log_not_to_the_backend(
    settings: Settings, received: Received, receiver: Receiver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """dbt-ol and the Airflow provider use openlineage-python's client with our config."""
    monkeypatch.setenv("OPENLINEAGE_URL", f"http://127.0.0.1:{receiver.port}")
    parent = parent_facet("quotetrail", "quotetrail.dbt_build", "01932f4e-1c2a-7b3d-8e4f-000000000002")
    dbt_env = dbt_ol_env(settings, parent)
    assert "OPENLINEAGE_URL" not in dbt_env
    assert dbt_env["OPENLINEAGE_PARENT_ID"] == (
        "quotetrail/quotetrail.dbt_build/01932f4e-1c2a-7b3d-8e4f-000000000002"
    )
    subprocess.run([sys.executable, "-c", CLIENT_EMITS], env=dbt_env, check=True, timeout=60)

    transport = airflow_openlineage_config(settings)["transport"]
    # The provider builds its client from this config inside Airflow, where
    # OPENLINEAGE_URL may well be set too: the log must still win.
    subprocess.run(
        [sys.executable, "-c", CLIENT_EMITS, json.dumps({"transport": json.loads(transport)})],
        check=True,
        timeout=60,
    )

    lines = settings.lineage_file.read_text().splitlines()
    assert [json.loads(line)["job"]["name"] for line in lines] == ["x", "x"]
    assert received.events == []
    assert forward_pending(settings, budget_seconds=QUICK).delivered == 2
