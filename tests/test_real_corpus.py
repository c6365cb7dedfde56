"""The whole pipeline on three weeks of real news from seven outlets.

The articles are read in place from ``../shared/corpus`` (third-party text,
never stored in the repository). The run gets an engine and a home of its own,
so it never disturbs the seed run the other tests read.
"""

from __future__ import annotations

import json
import subprocess
from datetime import date
from pathlib import Path

import pytest

from commands import QUOTETRAIL
from quotetrail.config import REPO_ROOT
from quotetrail.utterances.clustering import WINDOW_DAYS

CORPUS = REPO_ROOT.parent / "shared" / "corpus" / "polnear_early.jsonl"
FIRST_DAY, LAST_DAY = "2016-01-25", "2016-02-14"

pytestmark = pytest.mark.skipif(not CORPUS.exists(), reason=f"{CORPUS} is not here (CI has it)")


@pytest.fixture(scope="module")
def corpus_env(private_home) -> dict[str, str]:
    return private_home("corpus-home")


@pytest.fixture(scope="module")
def corpus_run(tmp_path_factory, corpus_env):
    """`quotetrail run` on the slice; the engine it starts is stopped afterwards."""
    folder = tmp_path_factory.mktemp("corpus-slice")
    with CORPUS.open() as lines, (folder / "slice.jsonl").open("w") as out:
        for line in lines:
            if FIRST_DAY <= json.loads(line)["published_at"][:10] <= LAST_DAY:
                out.write(line)
    try:
        result = subprocess.run(
            [QUOTETRAIL, "run", "--input", str(folder)],
            env=corpus_env,
            capture_output=True,
            text=True,
            timeout=1800,
        )
        yield result
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
    assert corpus_run.returncode == 0, corpus_run.stdout[-3000:] + corpus_run.stderr[-3000:]
    assert "70 (0 quarantined)" in corpus_run.stdout
    assert " 0 failed" in corpus_run.stdout


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
