"""Whole-pipeline benchmark on real news at growing sizes (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/bench_pipeline.py [--sizes 1000 10000 100000]
        [--corpus ../shared/corpus/polnear_early.jsonl] [--work /tmp/quotetrail-bench]

Builds an N-article corpus from the real articles of ``--corpus`` (read in place;
the copies are written under ``--work``, never into the repository): copy k of an
article gets its own id, a title and a closing line naming the copy, and a
publication day 60 days after copy k-1, so that no two copies print one
utterance (the matching window is 30 days) and every copy's text is distinct.
Each size runs `quotetrail run` from a fresh QUOTETRAIL_HOME with its own
engine, as a new user would, and prints:

- wall time of the whole command and of each task (the CLI's "ended after" lines);
- the quotes the run found and the engine's peak resident memory (VmHWM);
- the scan floor: one Spark job on the same engine that reads the corpus and
  counts its quote marks, the least any pipeline must spend on the input;
- per task, the growth exponent between consecutive sizes
  (log of the time ratio over log of the size ratio: 1.0 is linear);
- the load average before and after, since the machine may be shared.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import subprocess
import sys
import time
from datetime import date, timedelta
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
QUOTETRAIL = str(Path(sys.executable).parent / "quotetrail")
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus" / "polnear_early.jsonl"
COPY_SPACING_DAYS = 60
TASK_LINE = re.compile(r"^\s+(\S+) ended after ([\d.]+) s$", re.M)
QUOTES_LINE = re.compile(r"│ quotes\s+│ (\d+)")


def build_corpus(source: Path, size: int, folder: Path) -> Path:
    """Write ``size`` articles made of distinct copies of the source articles."""
    articles = [json.loads(line) for line in source.read_text(encoding="utf-8").splitlines() if line.strip()]
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "articles.jsonl"
    with target.open("w", encoding="utf-8") as out:
        for n in range(size):
            copy, article = divmod(n, len(articles))
            row = dict(articles[article])
            day = date.fromisoformat(row["published_at"][:10]) + timedelta(days=COPY_SPACING_DAYS * copy)
            row["id"] = f"{row['id']}-copy{copy}"
            row["title"] = f"{row.get('title') or ''} (copy {copy})"
            row["published_at"] = day.isoformat()
            row["text"] = f"{row['text']}\n\nBenchmark copy {copy} of this article."
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    return target


def environment(home: Path, ports: tuple[int, int, int]) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        QUOTETRAIL_HOME=str(home),
        QUOTETRAIL_THRIFT_PORT=str(ports[0]),
        QUOTETRAIL_CONNECT_PORT=str(ports[1]),
        QUOTETRAIL_SPARK_UI_PORT=str(ports[2]),
    )
    return env


def _engine_pid(env: dict[str, str]) -> int | None:
    status = subprocess.run([QUOTETRAIL, "engine", "status"], env=env, capture_output=True, text=True)
    found = re.search(r"pid: (\d+)", status.stdout)
    return int(found.group(1)) if found else None


def _peak_memory_gb(pid: int | None) -> float | None:
    if pid is None:
        return None
    status = Path(f"/proc/{pid}/status").read_text()
    found = re.search(r"VmHWM:\s+(\d+) kB", status)
    return int(found.group(1)) / 1024**2 if found else None


def scan_floor(env: dict[str, str], corpus: Path) -> float:
    """Seconds for one Spark job on the run's engine that reads the corpus and counts quote marks."""
    job = (
        "import sys, time\n"
        "from pyspark.sql import functions as F\n"
        "from quotetrail.config import Settings\n"
        "from quotetrail.runtime import engine\n"
        # The engine's own client: it presents the home's Spark Connect token.
        "spark = engine.connect(Settings.from_env())\n"
        "start = time.perf_counter()\n"
        "marks = F.size(F.split(F.col('text'), '[\"\\u201c\\u201d]')) - 1\n"
        f"spark.read.json({str(corpus)!r}).select(F.sum(marks)).collect()\n"
        "print(time.perf_counter() - start)\n"
    )
    result = subprocess.run([sys.executable, "-c", job], env=env, capture_output=True, text=True, check=True)
    return float(result.stdout.strip().splitlines()[-1])


def run_size(size: int, source: Path, work: Path, ports: tuple[int, int, int]) -> dict:
    """Run the whole pipeline on ``size`` articles from a fresh home; its figures."""
    folder = work / f"n{size}"
    shutil.rmtree(folder, ignore_errors=True)
    corpus = build_corpus(source, size, folder / "input")
    env = environment(folder / "home", ports)
    start = time.perf_counter()
    command = [QUOTETRAIL, "run", "--input", str(corpus.parent)]
    run = subprocess.run(command, env=env, capture_output=True, text=True)
    wall = time.perf_counter() - start
    output = run.stdout + run.stderr
    if run.returncode != 0:
        print(output[-3000:], file=sys.stderr)
        raise SystemExit(f"the run on {size} articles failed (exit {run.returncode})")
    figures = {
        "size": size,
        "wall": wall,
        "tasks": {task: float(seconds) for task, seconds in TASK_LINE.findall(output)},
        "quotes": int(QUOTES_LINE.search(output).group(1)) if QUOTES_LINE.search(output) else None,
        "peak_gb": _peak_memory_gb(_engine_pid(env)),
        "floor": scan_floor(env, corpus),
    }
    subprocess.run([QUOTETRAIL, "engine", "stop"], env=env, capture_output=True, text=True)
    return figures


def exponent(small: float, large: float, small_size: int, large_size: int) -> float:
    """Growth exponent of a time between two sizes: 1.0 grows linearly."""
    return math.log(max(large, 1e-3) / max(small, 1e-3)) / math.log(large_size / small_size)


def report(results: list[dict], load_before: tuple[float, float, float]) -> None:
    tasks = list(dict.fromkeys(task for r in results for task in r["tasks"]))
    print(f"{'articles':>9} {'wall s':>8} {'quotes':>9} {'peak GB':>8} {'floor s':>8} {'wall/floor':>10}")
    for r in results:
        peak = f"{r['peak_gb']:.2f}" if r["peak_gb"] is not None else "-"
        print(
            f"{r['size']:>9} {r['wall']:>8.1f} {r['quotes'] or '-':>9} {peak:>8} {r['floor']:>8.2f}"
            f" {r['wall'] / r['floor']:>10.1f}"
        )
    print("\nseconds per task" + "".join(f" {r['size']:>9}" for r in results) + "   exponent(s)")
    for task in tasks:
        times = [r["tasks"].get(task) for r in results]
        pairs = zip(zip(times, results, strict=True), zip(times[1:], results[1:], strict=True), strict=False)
        growth = [f"{exponent(a, b, r1['size'], r2['size']):.2f}" for (a, r1), (b, r2) in pairs if a and b]
        cells = "".join(f" {t:>9.1f}" if t is not None else f" {'-':>9}" for t in times)
        print(f"{task:<16}{cells}   {' '.join(growth)}")
    load = os.getloadavg()
    print(f"\nload average before: {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}")
    print(f"load average after:  {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} ({os.cpu_count()} cores)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--work", type=Path, default=Path("/tmp/quotetrail-bench"))
    parser.add_argument(
        "--ports", type=int, nargs=3, default=[10210, 15210, 4210], metavar=("THRIFT", "CONNECT", "UI")
    )
    args = parser.parse_args()
    if not args.corpus.exists():
        parser.error(f"no corpus at {args.corpus}")
    load_before = os.getloadavg()
    results = [run_size(size, args.corpus, args.work, tuple(args.ports)) for size in sorted(args.sizes)]
    report(results, load_before)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
