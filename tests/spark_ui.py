"""What the engine has done, as its Spark UI's REST API tells: jobs run, frames cached."""

from __future__ import annotations

import json
import time
import urllib.request


def _get(settings, path: str = ""):
    base = f"http://127.0.0.1:{settings.ui_port}/api/v1/applications"
    with urllib.request.urlopen(base) as response:
        app = json.load(response)[0]["id"]
    with urllib.request.urlopen(f"{base}/{app}/{path}") as response:
        return json.load(response)


def job_count(settings) -> int:
    """Jobs the engine has run so far, once the UI has seen every started job end."""
    seen = None
    while True:
        jobs = _get(settings, "jobs")
        if len(jobs) == seen and all(job["status"] != "RUNNING" for job in jobs):
            return seen
        seen = len(jobs)
        time.sleep(0.5)


def cached_plans(settings) -> list[str]:
    """The plans of the frames the engine holds cached."""
    return [rdd["name"] for rdd in _get(settings, "storage/rdd")]
