"""One very long article through the whole pipeline (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/bench_large_article.py [--megabytes 5] [--work /tmp/quotetrail-large]

Builds one article of about ``--megabytes`` MB by repeating the paragraphs of the
seed articles (each repeat numbered, so no two paragraphs are equal), runs
`quotetrail run` on it from a fresh QUOTETRAIL_HOME with its own engine, as a
new user would, and prints the wall time of each task (the CLI's "ended after"
lines) with the load average, since the machine may be shared. A check whose
cost is a product of two table sizes (paragraphs x body length) shows here as
a validate time of minutes.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
QUOTETRAIL = str(Path(sys.executable).parent / "quotetrail")
SEEDS = REPO / "seeds" / "articles"
TASK_LINE = re.compile(r"^\s+(\S+) ended after ([\d.]+) s$", re.M)


def build_article(megabytes: float, folder: Path) -> Path:
    paragraphs = [
        paragraph.strip()
        for seed in sorted(SEEDS.glob("*.txt"))
        for paragraph in seed.read_text(encoding="utf-8").split("\n\n")
        if paragraph.strip()
    ]
    target_chars = int(megabytes * 1024 * 1024)
    parts, size, repeat = ["A very long article"], 0, 0
    while size < target_chars:
        for paragraph in paragraphs:
            parts.append(f"{paragraph} ({repeat})")
            size += len(parts[-1]) + 2
        repeat += 1
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "long.txt"
    target.write_text("\n\n".join(parts), encoding="utf-8")
    return target


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--megabytes", type=float, default=5.0)
    parser.add_argument("--work", type=Path, default=Path("/tmp/quotetrail-large"))
    args = parser.parse_args()
    shutil.rmtree(args.work, ignore_errors=True)
    article = build_article(args.megabytes, args.work / "input")
    env = {
        **os.environ,
        "QUOTETRAIL_HOME": str(args.work / "home"),
        "QUOTETRAIL_THRIFT_PORT": str(_free_port()),
        "QUOTETRAIL_CONNECT_PORT": str(_free_port()),
        "QUOTETRAIL_SPARK_UI_PORT": str(_free_port()),
    }
    print(f"article: {article.stat().st_size / 1e6:.1f} MB, load average before: {os.getloadavg()}")
    started = time.monotonic()
    try:
        result = subprocess.run(
            [QUOTETRAIL, "run", "--input", str(article.parent)], env=env, capture_output=True, text=True
        )
    finally:
        subprocess.run([QUOTETRAIL, "engine", "stop"], env=env, capture_output=True)
    print(f"exit code {result.returncode}, whole run {time.monotonic() - started:.1f} s")
    for task, seconds in TASK_LINE.findall(result.stderr):
        print(f"  {task:<20} {float(seconds):8.1f} s")
    print(f"load average after (1/5/15 min): {os.getloadavg()} on {os.cpu_count()} cores")
    if result.returncode != 0:
        print(result.stdout[-3000:])
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
