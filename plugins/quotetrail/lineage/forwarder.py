"""Deliver the event log, in order, to a Marquez-compatible lineage API.

The log is the source of truth and the backend is optional: it is reached
only when ``OPENLINEAGE_URL`` is set (with the standard ``OPENLINEAGE_API_KEY``
and ``OPENLINEAGE_ENDPOINT``). A cursor file records how far the log has been
acknowledged by that backend; it is replaced atomically after every
acknowledged event, so an outage or a crash loses no event, and at worst the
one event in flight at a crash is sent again (delivery is at least once, and
in log order). Each call tries for a small, bounded time and then returns
quietly: pending events simply wait for the next call.
"""

from __future__ import annotations

import enum
import fcntl
import http.client
import json
import logging
import os
import time
import urllib.error
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from quotetrail.config import Settings

log = logging.getLogger(__name__)

DEFAULT_ENDPOINT = "api/v1/lineage"
#: Time one call may spend on a backend that does not answer: long enough to
#: ride out a restart blip, short enough not to hold up a pipeline task.
DEFAULT_BUDGET_SECONDS = 2.0
_FIRST_RETRY_DELAY = 0.05
_MIN_REQUEST_TIMEOUT = 0.5
_MAX_REQUEST_TIMEOUT = 10.0
#: Answers that mean "this event will never be accepted": it is skipped so that
#: it cannot block every later event. Anything else (auth, 404, 5xx, network)
#: may heal with a configuration fix or a restart, so the event waits.
_PERMANENT_REJECTIONS = frozenset({400, 413, 415, 422})


@dataclass(frozen=True)
class Backend:
    """Where to send events, from the standard OpenLineage variables."""

    url: str
    api_key: str | None = None

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Backend | None:
        env = os.environ if env is None else env
        base = env.get("OPENLINEAGE_URL", "").strip()
        if not base:
            return None
        endpoint = env.get("OPENLINEAGE_ENDPOINT", "").strip() or DEFAULT_ENDPOINT
        return cls(
            f"{base.rstrip('/')}/{endpoint.lstrip('/')}",
            env.get("OPENLINEAGE_API_KEY") or None,
        )


@dataclass(frozen=True)
class ForwardResult:
    """What one call achieved; ``pending`` events are still waiting in the log."""

    delivered: int
    rejected: int
    pending: int
    endpoint: str | None


class _Outcome(enum.Enum):
    DELIVERED = enum.auto()
    REJECTED = enum.auto()
    LATER = enum.auto()


@dataclass(frozen=True)
class _Cursor:
    """Bytes of the log acknowledged by ``endpoint``.

    The inode tells a log that was deleted and started again from the one the
    offset was counted in.
    """

    endpoint: str
    inode: int
    offset: int


def cursor_path(settings: Settings) -> Path:
    return settings.lineage_file.with_name(settings.lineage_file.name + ".cursor")


def forward_pending(
    settings: Settings,
    *,
    budget_seconds: float = DEFAULT_BUDGET_SECONDS,
    env: Mapping[str, str] | None = None,
) -> ForwardResult:
    """Send every complete, not yet acknowledged log line to the backend, in order."""
    backend = Backend.from_env(env)
    log_file = settings.lineage_file
    if not log_file.exists():
        return ForwardResult(0, 0, 0, backend.url if backend else None)
    if backend is None:
        return ForwardResult(0, 0, _count_pending(log_file, _start_offset(settings, None)), None)

    deadline = time.monotonic() + budget_seconds
    lock_fd = _acquire_lock(log_file, deadline)
    if lock_fd is None:
        # Another process is forwarding right now; it or a later call delivers.
        return ForwardResult(
            0,
            0,
            _count_pending(log_file, _start_offset(settings, backend)),
            backend.url,
        )
    try:
        return _forward_locked(settings, backend, deadline)
    finally:
        os.close(lock_fd)


def _forward_locked(settings: Settings, backend: Backend, deadline: float) -> ForwardResult:
    log_file = settings.lineage_file
    inode = log_file.stat().st_ino
    offset = _start_offset(settings, backend)
    delivered = rejected = 0
    with log_file.open("rb") as lines:
        lines.seek(offset)
        for raw in lines:
            if not raw.endswith(b"\n"):
                break  # a writer is still appending this line
            body = raw.strip()
            if body:
                outcome = _deliver(body, backend, deadline) if _is_json(body) else _Outcome.REJECTED
                if outcome is _Outcome.LATER:
                    break
                if outcome is _Outcome.DELIVERED:
                    delivered += 1
                else:
                    rejected += 1
                    log.warning(
                        "Lineage event at byte %d of %s skipped: rejected as invalid",
                        offset,
                        log_file,
                    )
            offset += len(raw)
            _save_cursor(cursor_path(settings), _Cursor(backend.url, inode, offset))
    return ForwardResult(delivered, rejected, _count_pending(log_file, offset), backend.url)


def _is_json(body: bytes) -> bool:
    try:
        json.loads(body)
    except ValueError:
        return False
    return True


def _deliver(body: bytes, backend: Backend, deadline: float) -> _Outcome:
    """POST one event, retrying with exponential backoff until the deadline."""
    delay = _FIRST_RETRY_DELAY
    while True:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return _Outcome.LATER
        status = _post(
            body,
            backend,
            timeout=min(max(remaining, _MIN_REQUEST_TIMEOUT), _MAX_REQUEST_TIMEOUT),
        )
        if status is not None and 200 <= status < 300:
            return _Outcome.DELIVERED
        if status in _PERMANENT_REJECTIONS:
            return _Outcome.REJECTED
        time.sleep(max(0.0, min(delay, deadline - time.monotonic())))
        delay *= 2


def _post(body: bytes, backend: Backend, timeout: float) -> int | None:
    """The HTTP status, or None when the backend could not be reached."""
    headers = {"Content-Type": "application/json"}
    if backend.api_key:
        headers["Authorization"] = f"Bearer {backend.api_key}"
    request = urllib.request.Request(backend.url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return int(response.status)
    except urllib.error.HTTPError as error:
        return int(error.code)
    except (OSError, http.client.HTTPException) as error:
        log.debug("Lineage backend %s unreachable: %s", backend.url, error)
        return None


def _acquire_lock(log_file: Path, deadline: float) -> int | None:
    """Hold the forwarding lock so that two processes never send the same event."""
    lock_path = log_file.with_name(log_file.name + ".forward.lock")
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except BlockingIOError:
            if time.monotonic() >= deadline:
                os.close(fd)
                return None
            time.sleep(_FIRST_RETRY_DELAY)


def _start_offset(settings: Settings, backend: Backend | None) -> int:
    """Where delivery resumes; a new backend or a new log starts from the beginning."""
    cursor = _load_cursor(cursor_path(settings))
    log_stat = settings.lineage_file.stat()
    if cursor is None or cursor.inode != log_stat.st_ino or cursor.offset > log_stat.st_size:
        return 0
    if backend is not None and cursor.endpoint != backend.url:
        return 0
    return cursor.offset


def _load_cursor(path: Path) -> _Cursor | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return _Cursor(str(data["endpoint"]), int(data["inode"]), int(data["offset"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _save_cursor(path: Path, cursor: _Cursor) -> None:
    """Replace the cursor file atomically and durably: no torn or lost position."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    payload = json.dumps({"endpoint": cursor.endpoint, "inode": cursor.inode, "offset": cursor.offset})
    with tmp.open("w", encoding="utf-8") as handle:
        handle.write(payload)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


def _count_pending(log_file: Path, offset: int) -> int:
    with log_file.open("rb") as lines:
        lines.seek(offset)
        return sum(1 for raw in lines if raw.endswith(b"\n") and raw.strip())
