"""What a run costs when the corpus grows (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/bench_incremental.py [--size 10000] [--added 100]
        [--corpus ../shared/corpus/polnear_early.jsonl] [--work /tmp/quotetrail-bench-incremental]

Builds a corpus of ``--size`` + ``--added`` articles from real text as
bench_pipeline.py does (distinct copies, read in place, written under
``--work``), and on one fresh QUOTETRAIL_HOME with its own engine runs, in
order, as a user would:

1. `quotetrail run --input` on the first ``--size`` articles (the full run);
2. the same again, with nothing new;
3. `quotetrail run --input` on a folder holding the other ``--added`` articles;
4. `quotetrail rebuild` on the whole corpus.

It prints each run's wall time and its share of the full run's, the time of
each task, and the load average before and after, since the machine may be
shared. The engine is started before the first run, so no run pays for it.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from bench_pipeline import DEFAULT_CORPUS, QUOTETRAIL, TASK_LINE, build_corpus, environment


def timed(env: dict[str, str], *args: str) -> tuple[float, dict[str, float]]:
    """Wall seconds of one `quotetrail` command, and the seconds of each task it ran."""
    start = time.perf_counter()
    run = subprocess.run([QUOTETRAIL, *args], env=env, capture_output=True, text=True)
    wall = time.perf_counter() - start
    output = run.stdout + run.stderr
    if run.returncode != 0:
        print(output[-3000:], file=sys.stderr)
        raise SystemExit(f"`quotetrail {' '.join(args)}` failed (exit {run.returncode})")
    return wall, {task: float(seconds) for task, seconds in TASK_LINE.findall(output)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=10000)
    parser.add_argument("--added", type=int, default=100)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--work", type=Path, default=Path("/tmp/quotetrail-bench-incremental"))
    parser.add_argument(
        "--ports", type=int, nargs=3, default=[10220, 15220, 4220], metavar=("THRIFT", "CONNECT", "UI")
    )
    args = parser.parse_args()
    if not args.corpus.exists():
        parser.error(f"no corpus at {args.corpus}")
    load_before = os.getloadavg()
    whole = build_corpus(args.corpus, args.size + args.added, args.work / "input")
    lines = whole.read_text(encoding="utf-8").splitlines(keepends=True)
    first, added = args.work / "first", args.work / "added"
    for folder, part in ((first, lines[: args.size]), (added, lines[args.size :])):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "articles.jsonl").write_text("".join(part), encoding="utf-8")
    env = environment(args.work / "home", tuple(args.ports))
    subprocess.run([QUOTETRAIL, "engine", "start"], env=env, capture_output=True, check=True)
    try:
        runs = {
            f"full run ({args.size} articles)": timed(env, "run", "--input", str(first)),
            "nothing new": timed(env, "run", "--input", str(first)),
            f"{args.added} articles added": timed(env, "run", "--input", str(added)),
            f"rebuild ({args.size + args.added} articles)": timed(env, "rebuild"),
        }
    finally:
        subprocess.run([QUOTETRAIL, "engine", "stop"], env=env, capture_output=True)
    full = next(iter(runs.values()))[0]
    tasks = list(dict.fromkeys(task for _, per_task in runs.values() for task in per_task))
    print(f"{'run':<32} {'wall s':>8} {'of full':>8}")
    for name, (wall, _) in runs.items():
        print(f"{name:<32} {wall:>8.1f} {wall / full:>8.1%}")
    print("\nseconds per task" + "".join(f" {name.split(' (')[0][:14]:>14}" for name in runs))
    for task in tasks:
        times = [per_task.get(task) for _, per_task in runs.values()]
        cells = "".join(f" {t:>14.1f}" if t is not None else f" {'skipped':>14}" for t in times)
        print(f"{task:<16}{cells}")
    load = os.getloadavg()
    print(f"\nload average before: {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}")
    print(f"load average after:  {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} ({os.cpu_count()} cores)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
