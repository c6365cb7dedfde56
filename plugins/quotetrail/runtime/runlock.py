"""One ``quotetrail run`` per home at a time.

Two runs on one home overwrite each other's tables halfway (one run's ingest
deletes the files the other is reading), so a second run is refused with the
first one's pid, start time and input. The lock is an advisory ``flock`` on
``run.lock``: the operating system releases it when its holder dies, however it
dies, so a lock left by a killed run never blocks the next one; the file's
text, which only describes the holder, is then replaced and the takeover named.
"""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime

from quotetrail.config import Settings


class RunLockedError(RuntimeError):
    """Another run holds this home."""


@contextmanager
def run_lock(settings: Settings, input_dir: str) -> Iterator[dict | None]:
    """Hold the home's run lock; yield the stale holder it took over from, if any.

    Raises :class:`RunLockedError`, naming the running run, when the lock is held.
    """
    settings.make_home()
    path = settings.run_lock_file
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise RunLockedError(_refusal(settings, _holder(descriptor))) from None
        stale = _holder(descriptor)
        me = {"pid": os.getpid(), "started_at": datetime.now(UTC).isoformat(timespec="seconds")}
        os.ftruncate(descriptor, 0)
        os.pwrite(descriptor, json.dumps({**me, "input_dir": input_dir}).encode(), 0)
        try:
            yield stale
        finally:
            os.ftruncate(descriptor, 0)
    finally:
        os.close(descriptor)


def _holder(descriptor: int) -> dict | None:
    text = os.pread(descriptor, 4096, 0).decode(errors="replace")
    try:
        return json.loads(text) if text.strip() else None
    except json.JSONDecodeError:
        return None


def _refusal(settings: Settings, holder: dict | None) -> str:
    who = (
        f"pid {holder.get('pid')}, started {holder.get('started_at')}, input {holder.get('input_dir')}"
        if holder
        else "starting up"
    )
    return (
        f"Another quotetrail run is using {settings.home} ({who}). Wait for it to end, "
        "stop it, or give this run its own QUOTETRAIL_HOME."
    )
