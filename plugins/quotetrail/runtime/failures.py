"""How an Airflow task runs one pipeline step, and how a failure is reported.

A step that fails for a reason a retry cannot change (bad input, a dbt test,
a failed quality gate, a bug) fails its task at once with the error's first
line, instead of waiting for a retry that would fail the same way; only a lost
connection to the engine is worth retrying. The message starts with
:data:`FAILURE_MARK` so that the command line can name the failed task and its
cause from Airflow's log.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

FAILURE_MARK = "quotetrail step failed"
_FAILURE = re.compile(rf"{FAILURE_MARK}: task (?P<task>\w+): (?P<error>.+)")
_TRANSIENT = ("UNAVAILABLE", "Connection refused", "Connection reset", "The engine is not running")


def is_transient(error: BaseException) -> bool:
    """An engine that could not be reached: the one failure a retry may cure."""
    return isinstance(error, ConnectionError) or any(mark in str(error) for mark in _TRANSIENT)


def first_line(error: BaseException) -> str:
    """The error's first non-empty line, with its type: what a user reads first."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    return f"{type(error).__name__}: {lines[0] if lines else 'no message'}"


def run_step(task_id: str, step: Callable[[], T]) -> T:
    """Run ``step``; a deterministic error becomes a failure that Airflow does not retry."""
    from airflow.sdk.exceptions import AirflowFailException

    try:
        return step()
    except Exception as error:
        if is_transient(error):
            raise
        raise AirflowFailException(f"{FAILURE_MARK}: task {task_id}: {first_line(error)}") from error


def failure_in_log(log: Path) -> tuple[str, str] | None:
    """The first failed task and its error line, read from an Airflow log, or None."""
    with log.open(errors="replace") as lines:
        for line in lines:
            match = _FAILURE.search(line)
            if match:
                return match.group("task"), match.group("error").strip().strip("'\"")
    return None
