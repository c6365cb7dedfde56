"""The whole pipeline on three weeks of real news from seven outlets.

The articles are read in place from ``../shared/corpus`` (third-party text,
never stored in the repository): two weeks in a first run, the third added by a
second, as news arrives. The runs get an engine and a home of their own, so
they never disturb the seed run the other tests read.
"""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path

import pytest

from commands import QUOTETRAIL
from quotetrail.config import REPO_ROOT
from quotetrail.utterances.clustering import WINDOW_DAYS

CORPUS = REPO_ROOT.parent / "shared" / "corpus" / "polnear_early.jsonl"
FIRST_DAY, THIRD_WEEK, LAST_DAY = "2016-01-25", "2016-02-08", "2016-02-14"

pytestmark = pytest.mark.skipif(not CORPUS.exists(), reason=f"{CORPUS} is not here (CI has it)")


@pytest.fixture(scope="module")
def corpus_env(private_home) -> dict[str, str]:
    return private_home("corpus-home")


#: Rows of these tables belong to one article each; only run metadata may differ between runs.
PER_ARTICLE = ("articles", "quotes", "attributions", "non_attributions")
#: Rows of these tables belong to one utterance each.
PER_UTTERANCE = ("utterances", "quote_variants")
#: Every mart, for the rebuild to give again.
MARTS = (*PER_ARTICLE, "outlets", "speakers", *PER_UTTERANCE, "consistency_findings")
RUN_METADATA = {"ingested_at", "extracted_at"}


@dataclass(frozen=True)
class CorpusRun:
    """The run that added the third week, and the per-article tables before it."""

    result: subprocess.CompletedProcess
    earlier: dict[str, list[dict]]


@pytest.fixture(scope="module")
def corpus_run(tmp_path_factory, corpus_env):
    """`quotetrail run` on the first two weeks, then on the third as a second folder;
    the engine it starts is stopped afterwards."""
    folder = tmp_path_factory.mktemp("corpus-slice")
    (folder / "weeks").mkdir()
    (folder / "week3").mkdir()
    with (
        CORPUS.open() as lines,
        (folder / "weeks" / "a.jsonl").open("w") as weeks,
        (folder / "week3" / "b.jsonl").open("w") as week3,
    ):
        for line in lines:
            day = json.loads(line)["published_at"][:10]
            if FIRST_DAY <= day <= LAST_DAY:
                (weeks if day < THIRD_WEEK else week3).write(line)

    def run(input_dir: Path) -> subprocess.CompletedProcess:
        command = [QUOTETRAIL, "run", "--input", str(input_dir)]
        return subprocess.run(command, env=corpus_env, capture_output=True, text=True, timeout=1800)

    try:
        first = run(folder / "weeks")
        assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-3000:]
        exports = tmp_path_factory.mktemp("earlier-exports")
        earlier = {table: _export(corpus_env, table, exports) for table in (*PER_ARTICLE, *PER_UTTERANCE)}
        yield CorpusRun(run(folder / "week3"), earlier)
    finally:
        subprocess.run([QUOTETRAIL, "engine", "stop"], env=corpus_env, capture_output=True, timeout=300)


def _export(env: dict[str, str], table: str, tmp_path: Path) -> list[dict]:
    out = tmp_path / f"{table}.jsonl"
    with out.open("w") as handle:
        subprocess.run(
            [QUOTETRAIL, "export", table], env=env, stdout=handle, check=True, timeout=600, text=True
        )
    return [json.loads(line) for line in out.read_text().splitlines()]


def test_the_run_succeeds_with_every_critical_check_passing(corpus_run):
    result = corpus_run.result
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "26 articles from 1 new files" in result.stdout
    assert "70 (0 quarantined)" in result.stdout
    assert " 0 failed" in result.stdout


def test_a_run_without_input_after_folder_runs_brings_no_seed_article_in(corpus_run, corpus_env):
    """A scheduled run of a home that grew from folders finds an empty landing area of
    its own: the seed articles given to a new home never join this corpus."""
    result = subprocess.run([QUOTETRAIL, "run"], env=corpus_env, capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "seed articles were added" not in result.stdout
    assert "0 articles from 0 new files" in result.stdout
    assert "70 (0 quarantined)" in result.stdout


def test_a_third_week_changes_no_row_of_an_earlier_article(corpus_run, corpus_env, tmp_path):
    """News added to the corpus leaves what the earlier articles said, who said it and
    which utterance it belongs to as it was, unless a new quote joins that utterance,
    which keeps its id."""
    earlier_articles = {row["article_id"] for row in corpus_run.earlier["articles"]}
    for table in PER_ARTICLE:
        now = [row for row in _export(corpus_env, table, tmp_path) if row["article_id"] in earlier_articles]
        assert _rows(now) == _rows(corpus_run.earlier[table]), table


def test_an_utterance_no_quote_of_the_third_week_joins_keeps_its_rows(corpus_run, corpus_env, tmp_path):
    """Matching works on what the new quotes reach: an utterance that no quote of the
    third week joins keeps its row and its variants, however the corpus grew."""
    earlier_articles = {row["article_id"] for row in corpus_run.earlier["articles"]}
    variants = _export(corpus_env, "quote_variants", tmp_path)
    joined = {row["utterance_id"] for row in variants if row["article_id"] not in earlier_articles}
    now = {"utterances": _export(corpus_env, "utterances", tmp_path), "quote_variants": variants}
    for table in PER_UTTERANCE:
        before = [row for row in corpus_run.earlier[table] if row["utterance_id"] not in joined]
        after = [row for row in now[table] if row["utterance_id"] not in joined]
        assert before and _rows(after) == _rows(before), table


def _rows(table_rows: list[dict]) -> set[str]:
    """A table's rows without their run metadata, comparable as a set."""
    return {
        json.dumps({k: v for k, v in row.items() if k not in RUN_METADATA}, sort_keys=True)
        for row in table_rows
    }


def test_ids_are_unique_in_every_table(corpus_run, corpus_env, tmp_path):
    keys = {
        "quotes": "quote_id",
        "utterances": "utterance_id",
        "consistency_findings": "finding_id",
        "speakers": "speaker_id",
    }
    for table, key in keys.items():
        ids = [row[key] for row in _export(corpus_env, table, tmp_path)]
        assert len(ids) == len(set(ids)), table
        assert ids or table == "consistency_findings", f"{table} is empty"
    variants = _export(corpus_env, "quote_variants", tmp_path)
    pairs = [(row["quote_id"], row["utterance_id"]) for row in variants]
    assert len(pairs) == len(set(pairs))


def test_findings_set_outlets_against_each_other_within_the_window(corpus_run, corpus_env, tmp_path):
    utterances = {row["utterance_id"]: row for row in _export(corpus_env, "utterances", tmp_path)}
    cross_outlet = [u for u in utterances.values() if u["outlet_count"] > 1]
    assert cross_outlet, "three weeks of seven outlets share no quote"
    findings = _export(corpus_env, "consistency_findings", tmp_path)
    for finding in findings:
        assert len(set(finding["outlet_labels"])) >= 2, finding["explanation"]
    for utterance in cross_outlet:
        first, last = utterance["first_published_on"], utterance["last_published_on"]
        assert (date.fromisoformat(last) - date.fromisoformat(first)).days <= WINDOW_DAYS


def test_a_rebuild_gives_every_mart_the_two_runs_built_row_for_row(corpus_run, corpus_env, tmp_path):
    """`quotetrail rebuild` extracts every article again and matches the whole corpus
    in one pass; the corpus that two runs grew holds exactly the same rows."""
    grown = {table: _export(corpus_env, table, tmp_path) for table in MARTS}
    started = datetime.now(UTC).replace(tzinfo=None)
    result = subprocess.run(
        [QUOTETRAIL, "rebuild"], env=corpus_env, capture_output=True, text=True, timeout=1800
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    rebuilt = {table: _export(corpus_env, table, tmp_path) for table in MARTS}
    for table in MARTS:
        assert rebuilt[table] or table == "consistency_findings", f"{table} is empty"
        assert _rows(rebuilt[table]) == _rows(grown[table]), table
    assert min(datetime.fromisoformat(quote["extracted_at"]) for quote in rebuilt["quotes"]) > started


def test_a_failed_step_names_its_task_and_error_without_a_retry(corpus_run, corpus_env, tmp_path):
    """An input with no article after a published corpus fails the publishing rules: a
    deterministic error, so one try, and the summary says where and why. (It replaces
    the working tables, so it runs last.)"""
    result = subprocess.run(
        [QUOTETRAIL, "run", "--replace", "--input", str(tmp_path)],
        env=corpus_env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert result.returncode != 0
    assert "failed task" in result.stdout and "validate" in result.stdout
    assert "critical" in result.stdout
    log = Path(result.stderr.split("Airflow's log:")[-1].strip().split()[0])
    assert "up_for_retry" not in log.read_text().lower()
