"""Speed benchmark for quote extraction inside Spark (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/bench_extract.py [--articles 10000] [--seed 7]
    .venv/bin/python tests/benchmarks/bench_extract.py --corpus ../shared/corpus/polnear_early.jsonl

Builds synthetic articles by recombining the paragraphs of the seed articles
(seeds/articles), writes them as JSON Lines, or takes a JSON Lines file of real
articles (``id``, ``text``) where it is, and times two jobs on a local
SparkSession over the same file: the floor (Spark reads the text and counts
quote marks) and the pipeline's own extraction transform,
``quotetrail.jobs.extract_quotes.extract_quote_spans``, which yields one row per quoted span.
The targets are judged on wall-clock throughput inside Spark, articles
per wall second per core, because that is what a pipeline run waits for; the exit
status is non-zero when extraction is under 500 articles/s per core or under a
tenth of the floor. The CPU seconds the Python workers and the JVM used and the
plain Python rate are printed as extra information only, with the load average, so that a slow run
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
from datetime import UTC, datetime
from itertools import islice
from pathlib import Path

from quotetrail.attribution import extract_json
from quotetrail.config import SEED_ARTICLES
from quotetrail.jobs import extract_quotes
from quotetrail.runtime.engine import ARROW_BATCH_ROWS

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


@dataclass
class Timings:
    articles: int
    spans: int
    floor_s: float
    extract_s: float
    worker_cpu_s: float
    jvm_cpu_s: float


@dataclass(frozen=True)
class ProcessCpu:
    """CPU seconds of the processes this benchmark started, split by runtime."""

    python_workers: float
    jvm: float

    def __sub__(self, other: ProcessCpu) -> ProcessCpu:
        return ProcessCpu(self.python_workers - other.python_workers, self.jvm - other.jvm)


def _process_table() -> dict[int, tuple[int, str, list[str]]]:
    """pid -> (parent pid, command name, stat fields after the name) from /proc."""
    table = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue  # the process ended while the table was read
        name = stat[stat.index("(") + 1 : stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2 :].split()
        table[int(entry.name)] = (int(fields[1]), name, fields)
    return table


def process_cpu() -> ProcessCpu:
    """CPU used so far by the JVM and the Python workers below this process.

    The UDF runs in the product's own module, so its CPU is read from the
    operating system rather than timed inside it; this also counts the Arrow
    (de)serialisation the workers do. Reaped workers count through their parent's
    children times, except for the JVM, whose children are the Python daemon.
    """
    table = _process_table()
    children: dict[int, list[int]] = {}
    for pid, (parent, _, _) in table.items():
        children.setdefault(parent, []).append(pid)
    tick = os.sysconf("SC_CLK_TCK")
    python = jvm = 0.0
    pending = list(children.get(os.getpid(), []))
    while pending:
        pid = pending.pop()
        pending += children.get(pid, [])
        _, name, fields = table[pid]
        utime, stime, cutime, cstime = (int(v) / tick for v in fields[11:15])
        if name == "java":
            jvm += utime + stime
        else:
            python += utime + stime + cutime + cstime
    return ProcessCpu(python, jvm)


def timed(job) -> float:
    started = time.perf_counter()
    job()
    return time.perf_counter() - started


def spark_timings(corpus: Path) -> Timings:
    """Wall-clock time of the floor and of extraction over the same file, same session."""
    from pyspark.sql import SparkSession
    from pyspark.sql import functions as F

    os.environ["PYSPARK_PYTHON"] = sys.executable  # workers must import quotetrail
    spark = (
        SparkSession.builder.master(f"local[{CORES}]")
        .appName("bench-extract")
        .config("spark.ui.enabled", "false")
        # The engine's own Arrow batch size, so the benchmark runs what the pipeline runs.
        .config("spark.sql.execution.arrow.maxRecordsPerBatch", str(ARROW_BATCH_ROWS))
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    marks = F.length(F.regexp_replace("text", '[^“”"]', ""))
    texts = spark.read.json(str(corpus))
    articles = texts.select(
        F.col("id").alias("article_id"), F.col("text").alias("body"), F.lit("bench").alias("run_id")
    )
    n = texts.count()

    def spans_of(frame):
        spans = extract_quotes.extract_quote_spans(frame, datetime.now(UTC))
        return spans.agg(F.count("*"), F.sum(F.length("content_text"))).collect()[0][0]

    spans_of(articles.limit(200 * CORES).repartition(CORES))  # start one Python worker per core
    floor_s = timed(lambda: texts.select(marks.alias("m")).agg(F.sum("m")).collect())
    cpu_before = process_cpu()
    spans = 0

    def run() -> None:
        nonlocal spans
        spans = spans_of(articles)

    extract_s = timed(run)
    cpu = process_cpu() - cpu_before
    spark.stop()
    return Timings(n, spans, floor_s, extract_s, cpu.python_workers, cpu.jvm)


def python_rate(corpus: Path, sample: int = 2000) -> float:
    """Articles per CPU second of plain extraction, without Spark."""
    with open(corpus, encoding="utf-8") as lines:
        texts = [json.loads(line)["text"] for line in islice(lines, sample)]
    started = time.process_time()
    for text in texts:
        extract_json(text)
    return len(texts) / (time.process_time() - started)


def report(t: Timings, plain_rate: float, load_before: float, source: str) -> bool:
    floor_rate = t.articles / t.floor_s / CORES
    extract_rate = t.articles / t.extract_s / CORES
    cpu_rate = t.articles / t.worker_cpu_s
    ratio = extract_rate / floor_rate
    print(f"articles: {t.articles} {source}, local[{CORES}]")
    print(f"floor (read + count quote marks): {floor_rate:10.0f} articles/s per core ({t.floor_s:.2f} s)")
    print(
        f"extraction (extract_quote_spans): {extract_rate:10.0f} articles/s per core ({t.extract_s:.2f} s,"
        f" {t.spans} quoted spans)"
    )
    print(f"extraction / floor:               {ratio:10.3f}")
    print("for information, not judged:")
    print(f"  CPU in the Python workers:      {cpu_rate:10.0f} articles per CPU second")
    print(f"  JVM CPU during extraction:      {t.jvm_cpu_s:10.2f} s")
    print(f"  plain Python, CPU time, 1 core: {plain_rate:10.0f} articles/s")
    load = os.getloadavg()
    print(f"  load average before the run:    {load_before:10.2f}")
    print(
        f"  load average after (1/5/15 min): {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} "
        f"({os.cpu_count()} cores)"
    )
    return extract_rate >= TARGET_PER_CORE and ratio >= TARGET_RATIO


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--articles", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument(
        "--corpus", type=Path, help="JSON Lines articles to time, read in place, instead of synthetic ones"
    )
    args = parser.parse_args()
    if args.corpus is not None:
        corpus, source = args.corpus.resolve(), f"from {args.corpus.name}"
    else:
        corpus = Path(tempfile.mkdtemp(prefix="quotetrail-bench-")) / "articles.jsonl"
        build_corpus(args.articles, args.seed, corpus)
        source = "synthetic (seed paragraphs recombined)"
    load_before = os.getloadavg()[0]
    ok = report(spark_timings(corpus), python_rate(corpus), load_before, source)
    print(
        "targets met (wall clock)"
        if ok
        else f"targets missed: >= {TARGET_PER_CORE} articles per wall second per core "
        f"and >= {TARGET_RATIO} of the floor"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
