"""Several processes appending at once leave only whole JSON lines."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from quotetrail.config import Settings

WRITERS = 4
EVENTS_PER_WRITER = 25

# Each line is far larger than a pipe buffer or Python's write buffer, the
# sizes at which interleaving would show first.
WRITER = """
import sys
from openlineage.client.event_v2 import RunState
from quotetrail.config import Settings
from quotetrail.lineage.emission import emit
from quotetrail.lineage.events import new_run, output_dataset, run_event
from quotetrail.lineage.naming import table_dataset

settings = Settings.from_env()
writer = sys.argv[1]
fields = {f"column_{writer}_{index:04d}_" + "x" * 40: "string" for index in range(600)}
target = table_dataset("bronze", "articles", settings)
for number in range(int(sys.argv[2])):
    run = new_run(f"writer{writer}.{number}", outputs=[output_dataset(target, fields=fields)])
    emit(run_event(RunState.START, run, settings.lineage_namespace), settings)
"""


def test_concurrent_appends_stay_whole_lines(settings: Settings) -> None:
    env = {**os.environ, "QUOTETRAIL_HOME": str(settings.home)}
    env.pop("OPENLINEAGE_URL", None)
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(writer), str(EVENTS_PER_WRITER)], env=env)
        for writer in range(WRITERS)
    ]
    assert [process.wait(timeout=60) for process in writers] == [0] * WRITERS

    raw = settings.lineage_file.read_bytes()
    assert raw.endswith(b"\n")
    lines = raw.decode("utf-8").splitlines()
    events = [json.loads(line) for line in lines]
    assert len(events) == WRITERS * EVENTS_PER_WRITER
    assert min(len(line) for line in lines) > 32_000
    for writer in range(WRITERS):
        own = [
            event["job"]["name"] for event in events if event["job"]["name"].startswith(f"writer{writer}.")
        ]
        assert own == [f"writer{writer}.{number}" for number in range(EVENTS_PER_WRITER)]
