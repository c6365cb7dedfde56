"""Speed benchmark for quote extraction inside Spark (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/bench_extract.py [--articles 10000] [--seed 7]

Builds synthetic articles by recombining the paragraphs of the seed articles
(seeds/articles), writes them as JSON Lines, and times two jobs on a local
SparkSession over the same file: the floor (Spark reads the text and counts
quote marks) and extraction wrapped in a pandas UDF returning one JSON string
per article. The targets are judged on wall-clock throughput inside Spark, articles
per wall second per core, because that is what a pipeline run waits for; the exit
status is non-zero when extraction is under 500 articles/s per core or under a
tenth of the floor. The CPU seconds the UDF itself used and the plain Python rate
are printed as extra information only, with the load average, so that a slow run
on a busy machine can be told from a slow extractor.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from dataclasses import dataclass
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


# A Spark accumulator of the CPU seconds spent inside the UDF; set once the session
# exists, and read by the UDF through this module when Spark unpickles it.
WORKER_CPU = None


@dataclass
class Timings:
    articles: int
    floor_s: float
    extract_s: float
    worker_cpu_s: float


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


def spark_timings(corpus: Path) -> Timings:
    """Wall-clock time of the floor and of extraction over the same file, same session."""
    global WORKER_CPU
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    os.environ["PYSPARK_PYTHON"] = sys.executable  # workers must import quotetrail
    spark = (SparkSession.builder.master(f"local[{CORES}]").appName("bench-extract")
             .config("spark.ui.enabled", "false").getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    WORKER_CPU = spark.sparkContext.accumulator(0.0)
    extract_udf = F.pandas_udf(extract_series, "string")
    marks = F.length(F.regexp_replace("text", '[^“”"]', ""))
    texts = spark.read.json(str(corpus))
    n = texts.count()
    texts.limit(200).select(extract_udf("text")).collect()  # start the Python workers
    floor_s = timed(lambda: texts.select(marks.alias("m")).agg(F.sum("m")).collect())
    warmup_cpu = WORKER_CPU.value
    extract_s = timed(
        lambda: texts.select(F.length(extract_udf("text")).alias("size")).agg(F.sum("size")).collect())
    worker_cpu = WORKER_CPU.value - warmup_cpu
    spark.stop()
    return Timings(n, floor_s, extract_s, worker_cpu)


def python_rate(corpus: Path, sample: int = 2000) -> float:
    """Articles per CPU second of plain extraction, without Spark."""
    with open(corpus, encoding="utf-8") as lines:
        texts = [json.loads(line)["text"] for line in islice(lines, sample)]
    started = time.process_time()
    for text in texts:
        extract_json(text)
    return len(texts) / (time.process_time() - started)


def report(t: Timings, plain_rate: float, load_before: float) -> bool:
    floor_rate = t.articles / t.floor_s / CORES
    extract_rate = t.articles / t.extract_s / CORES
    cpu_rate = t.articles / t.worker_cpu_s
    ratio = extract_rate / floor_rate
    print(f"articles: {t.articles} synthetic (seed paragraphs recombined), local[{CORES}]")
    print(f"floor (read + count quote marks): {floor_rate:10.0f} articles/s per core ({t.floor_s:.2f} s)")
    print(f"extraction (pandas UDF):          {extract_rate:10.0f} articles/s per core ({t.extract_s:.2f} s)")
    print(f"extraction / floor:               {ratio:10.3f}")
    print("for information, not judged:")
    print(f"  extraction CPU in the UDF:      {cpu_rate:10.0f} articles per CPU second")
    print(f"  plain Python, CPU time, 1 core: {plain_rate:10.0f} articles/s")
    load = os.getloadavg()
    print(f"  load average before the run:    {load_before:10.2f}")
    print(f"  load average after (1/5/15 min): {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} "
          f"({os.cpu_count()} cores)")
    return extract_rate >= TARGET_PER_CORE and ratio >= TARGET_RATIO


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    corpus = Path(tempfile.mkdtemp(prefix="quotetrail-bench-")) / "articles.jsonl"
    build_corpus(args.articles, args.seed, corpus)
    load_before = os.getloadavg()[0]
    ok = report(spark_timings(corpus), python_rate(corpus), load_before)
    print("targets met (wall clock)" if ok else
          f"targets missed: >= {TARGET_PER_CORE} articles per wall second per core "
          f"and >= {TARGET_RATIO} of the floor")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
