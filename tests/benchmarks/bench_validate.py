"""The `validate` step at three sizes (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/bench_validate.py [--paragraphs 50000] [--megabytes 5]
        [--work /tmp/quotetrail-bench-validate] [--reuse]

Runs `quotetrail run` on the seed articles from a fresh QUOTETRAIL_HOME with its
own engine (``--reuse`` takes the environment's QUOTETRAIL_HOME and ports, which
already hold a seed run, and leaves their engine running), then times
validation with the engine warm:

- on the seeds' tables;
- on a corpus of at least ``--paragraphs`` paragraphs, made in the warehouse by
  copying every seed table's rows with the copy's number appended to each key
  and foreign key, so that every rule holds on the copies as on the seeds;
- on one article of ``--megabytes`` MB (bench_large_article's), after a
  `quotetrail run` on it, whose own validate task time is printed too.

For each it prints the time of the suites alone (GX, the results table and the
Data Docs), of the whole validate step (the quality report and lineage
included), the number of Spark jobs the suites ran, and the load average,
since the machine may be shared. A check whose cost is a product of two table
sizes shows here as a time that grows much faster than the rows.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from bench_large_article import build_article

QUOTETRAIL = str(Path(sys.executable).parent / "quotetrail")
TASK_LINE = re.compile(r"^\s+(\S+) ended after ([\d.]+) s$", re.M)
#: Columns holding a key of a copied row (or a list of them): each copy appends its number.
SIZES = ("seeds", "corpus", "article")
KEY_COLUMNS = (
    "article_id",
    "quote_span_id",
    "quote_id",
    "non_attribution_id",
    "utterance_id",
    "variant_id",
    "finding_id",
)
KEY_LISTS = ("quote_ids", "article_ids", "utterance_ids")
#: Tables copied per article; outlets and speakers are shared by all copies.
COPIED = (
    "bronze.articles",
    "bronze.paragraphs",
    "bronze.quote_spans",
    "quotetrail.articles",
    "quotetrail.quotes",
    "quotetrail.attributions",
    "quotetrail.non_attributions",
    "quotetrail.utterances",
    "quotetrail.quote_variants",
    "quotetrail.consistency_findings",
)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def _spark_jobs(settings) -> int:
    """Jobs the engine has started so far, from the Spark UI's REST API."""
    base = f"http://127.0.0.1:{settings.ui_port}/api/v1/applications"
    with urllib.request.urlopen(base) as response:
        app = json.load(response)[0]["id"]
    with urllib.request.urlopen(f"{base}/{app}/jobs") as response:
        return max((job["jobId"] + 1 for job in json.load(response)), default=0)


def time_validate(spark, settings, label: str) -> None:
    """Print the suites' time and the whole validate step's time on the tables as they are."""
    from quotetrail.jobs import validate
    from quotetrail.quality.suites import load_suites, suite_parameters
    from quotetrail.quality.validate import run_suites

    paragraphs = spark.table("bronze.paragraphs").count()
    quotes = spark.table("quotetrail.quotes").count()
    load_before = _load()
    jobs = _spark_jobs(settings)
    started = time.monotonic()
    specs = load_suites(parameters=suite_parameters(settings, replace_published=True))
    summary = run_suites(spark, settings, specs, f"bench-{label}", datetime.now(UTC))
    suites_seconds = time.monotonic() - started
    jobs = _spark_jobs(settings) - jobs
    started = time.monotonic()
    try:
        validate.main(f"bench-{label}-step", replace_published=True, settings=settings)
    except validate.QualityGateError:
        pass  # the failed checks are printed below
    step_seconds = time.monotonic() - started
    failed = sorted({(r.suite, r.rule) for r in summary.results if not r.success})
    print(
        f"{label:<8} {paragraphs:7d} paragraphs {quotes:7d} quotes: "
        f"{len(summary.results)} checks in {suites_seconds:6.1f} s ({jobs} Spark jobs), "
        f"validate step {step_seconds:6.1f} s; load before {load_before}, after {_load()}; failed: {failed}",
        flush=True,
    )


def _copied(spark, name: str, copies: int):
    from pyspark.sql import functions as F

    seed = spark.table(_seed_copy(name))
    suffix = F.concat(F.lit("-"), F.col("copy").cast("string"))
    columns = []
    for field in seed.schema:
        column = F.col(field.name)
        if field.name in KEY_COLUMNS:
            column = F.concat(column, suffix)
        elif field.name in KEY_LISTS:
            column = F.transform(column, lambda key: F.concat(key, suffix))
        columns.append(column.alias(field.name))
    return seed.crossJoin(spark.range(copies).withColumnRenamed("id", "copy")).select(*columns)


def _seed_copy(name: str) -> str:
    return f"bench_seed.{name.replace('.', '__')}"


@contextmanager
def scaled_corpus(spark, paragraphs: int) -> Iterator[None]:
    """The seed run's tables replaced by as many numbered copies as give ``paragraphs``
    paragraphs, and put back afterwards.

    Rows are inserted into the tables as they are defined, so that the bronze
    tables stay partitioned by run and a later run can still replace its partition.
    """
    spark.sql("create database if not exists bench_seed")
    for name in COPIED:
        spark.table(name).write.mode("overwrite").format("parquet").saveAsTable(_seed_copy(name))
    copies = math.ceil(paragraphs / spark.table(_seed_copy("bronze.paragraphs")).count())
    try:
        for name in COPIED:
            _copied(spark, name, copies).write.insertInto(name, overwrite=True)
        yield
    finally:
        for name in COPIED:
            spark.table(_seed_copy(name)).write.insertInto(name, overwrite=True)
        spark.sql("drop database bench_seed cascade")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--paragraphs", type=int, default=50_000)
    parser.add_argument("--megabytes", type=float, default=5.0)
    parser.add_argument("--work", type=Path, default=Path("/tmp/quotetrail-bench-validate"))
    parser.add_argument("--sizes", nargs="+", choices=SIZES, default=SIZES)
    parser.add_argument("--reuse", action="store_true", help="the environment's home, holding a seed run")
    args = parser.parse_args()
    if not args.reuse:
        shutil.rmtree(args.work, ignore_errors=True)
        os.environ.update(
            {
                "QUOTETRAIL_HOME": str(args.work / "home"),
                "QUOTETRAIL_THRIFT_PORT": str(_free_port()),
                "QUOTETRAIL_CONNECT_PORT": str(_free_port()),
                "QUOTETRAIL_SPARK_UI_PORT": str(_free_port()),
            }
        )
    from quotetrail.config import Settings
    from quotetrail.runtime import engine

    settings = Settings.from_env()
    print(f"{os.cpu_count()} cores, load average {_load()}", flush=True)
    try:
        if not args.reuse:
            subprocess.run([QUOTETRAIL, "run"], check=True, capture_output=True)
        spark = engine.connect(settings)
        if "seeds" in args.sizes:
            time_validate(spark, settings, "seeds")
        if "corpus" in args.sizes:
            with scaled_corpus(spark, args.paragraphs):
                time_validate(spark, settings, "corpus")
        if "article" in args.sizes:
            _time_article(spark, settings, args)
        spark.stop()
    finally:
        if not args.reuse:
            subprocess.run([QUOTETRAIL, "engine", "stop"], capture_output=True)
    return 0


def _time_article(spark, settings, args) -> None:
    article = build_article(args.megabytes, args.work / "input")
    result = subprocess.run(
        [QUOTETRAIL, "run", "--input", str(article.parent), "--replace-published"],
        capture_output=True,
        text=True,
    )
    tasks = dict(TASK_LINE.findall(result.stderr))
    print(
        f"article  {article.stat().st_size / 1e6:.1f} MB: run exit code {result.returncode}, "
        f"validate task {tasks.get('validate', '?')} s; load {_load()}",
        flush=True,
    )
    time_validate(spark, settings, "article")


if __name__ == "__main__":
    sys.exit(main())
