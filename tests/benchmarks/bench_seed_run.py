"""A whole run over the seed articles on a warm engine (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/bench_seed_run.py [--runs 5] [--work /tmp/quotetrail-bench-seed]

On one fresh QUOTETRAIL_HOME under ``--work`` with its own engine (started
first, so that no run pays for it), runs `quotetrail run` once, which lands
and ingests the three seed articles, then times ``--runs`` times each:

- `quotetrail rebuild`: every step on the corpus (extract, dbt, matching,
  the checks, publishing, the sites), which is what a warm full run costs;
- `quotetrail run --replace`: the corpus started over from the landing area.

It prints, for each command, the median, minimum and maximum of its wall time,
of each task (the CLI's "ended after" lines) and of the time spent outside the
tasks (Airflow's start, the command's own work), with the load average before
each run, since the machine may be shared.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
from pathlib import Path

from bench_incremental import timed
from bench_pipeline import QUOTETRAIL, environment

COMMANDS = {"rebuild": ("rebuild",), "run --replace": ("run", "--replace")}
OUTSIDE_TASKS = "(outside tasks)"


def _spread(values: list[float]) -> str:
    return f"{statistics.median(values):>8.1f} {min(values):>8.1f} {max(values):>8.1f}"


Figures = list[dict[str, float]]


def _measure(env: dict[str, str], args: tuple[str, ...], runs: int) -> tuple[Figures, list[float]]:
    """Per run: the seconds of the whole command, of each task and outside them,
    and the 1-minute load average before it."""
    figures, loads = [], []
    for _ in range(runs):
        loads.append(os.getloadavg()[0])
        wall, tasks = timed(env, *args)
        figures.append({"whole": wall, **tasks, OUTSIDE_TASKS: wall - sum(tasks.values())})
    return figures, loads


def _print(name: str, figures: Figures, loads: list[float]) -> None:
    print(
        f"\nquotetrail {name}: {len(figures)} runs, load average before each: "
        + " ".join(f"{load:.2f}" for load in loads)
    )
    print(f"{'seconds':<20} {'median':>8} {'min':>8} {'max':>8}")
    for key in dict.fromkeys(key for run in figures for key in run):
        print(f"{key:<20} {_spread([run[key] for run in figures if key in run])}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path("/tmp/quotetrail-bench-seed"))
    parser.add_argument(
        "--ports", type=int, nargs=3, default=[10230, 15230, 4230], metavar=("THRIFT", "CONNECT", "UI")
    )
    args = parser.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    env = environment(args.work / "home", tuple(args.ports))
    subprocess.run([QUOTETRAIL, "engine", "start"], env=env, capture_output=True, check=True)
    try:
        timed(env, "run")
        measured = {name: _measure(env, command, args.runs) for name, command in COMMANDS.items()}
    finally:
        subprocess.run([QUOTETRAIL, "engine", "stop"], env=env, capture_output=True)
    for name, (figures, loads) in measured.items():
        _print(name, figures, loads)
    load = os.getloadavg()
    print(f"\nload average after: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} ({os.cpu_count()} cores)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
