"""The evaluate path on the shared dev gold, and agreement with the reference scorer."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from quotetrail.cli import app
from quotetrail.evaluation import PARTS, evaluate_files, part_of

EVAL_DIR = Path(__file__).resolve().parents[3] / "shared" / "eval"
SEEDS = EVAL_DIR / "seeds_gold.jsonl"
POLNEAR = EVAL_DIR / "polnear_dev.jsonl"
needs_gold = pytest.mark.skipif(not SEEDS.exists(), reason="shared evaluation data is absent")


def predict(gold: Path, target: Path, convention: str = "quotation") -> Path:
    result = CliRunner().invoke(
        app, ["extract", "--input", str(gold), "--output", str(target), "--convention", convention]
    )
    assert result.exit_code == 0, result.output
    return target


@needs_gold
def test_seed_targets(tmp_path):
    report = evaluate_files(SEEDS, predict(SEEDS, tmp_path / "seeds.jsonl"))
    exact = report["thresholds"]["exact"]
    assert exact["recall_by_gold_type"]["direct"]["recall"] == 1.0
    assert exact["recall_by_gold_type"]["mixed"]["recall"] == 1.0
    assert all(report["thresholds"][t]["fp_on_non_attributions"] == 0 for t in ("0.3", "0.8", "exact"))
    assert report["speaker"]["strict_accuracy"] == 1.0
    assert report["source"]["accuracy"] == 1.0


@needs_gold
def test_evaluate_command_prints_tables(tmp_path):
    pred = predict(SEEDS, tmp_path / "seeds.jsonl")
    result = CliRunner().invoke(app, ["evaluate", "--gold", str(SEEDS), "--pred", str(pred)])
    assert result.exit_code == 0 and "recall by gold type" in result.output


@pytest.mark.skipif(not (EVAL_DIR / "score.py").exists(), reason="reference scorer is absent")
@pytest.mark.parametrize(("gold", "convention"), [(SEEDS, "quotation"), (POLNEAR, "attribution")])
def test_agrees_with_reference_scorer(tmp_path, gold, convention):
    pred = predict(gold, tmp_path / "pred.jsonl", convention)
    ref = subprocess.run(
        [sys.executable, "score.py", "--gold", str(gold), "--pred", str(pred), "--json"],
        cwd=EVAL_DIR,
        capture_output=True,
        text=True,
        check=True,
    )
    assert evaluate_files(gold, pred) == json.loads(ref.stdout)


def test_parts_split_articles_by_id_hash():
    ids = [f"outlet_2016-01-{k:02d}_story-{k}" for k in range(1, 400)]
    parts = [part_of(i) for i in ids]
    assert parts == [part_of(i) for i in ids]
    assert set(parts) == set(PARTS)
    assert 0.15 < parts.count("heldback") / len(parts) < 0.35


@needs_gold
def test_evaluate_part_scores_only_that_part(tmp_path):
    pred = predict(POLNEAR, tmp_path / "pred.jsonl", "attribution")
    whole = evaluate_files(POLNEAR, pred)
    tune = evaluate_files(POLNEAR, pred, part="tune")
    held = evaluate_files(POLNEAR, pred, part="heldback")
    assert tune["articles"]["gold"] + held["articles"]["gold"] == whole["articles"]["gold"]
    assert tune["counts"]["gold_quotes"] + held["counts"]["gold_quotes"] == whole["counts"]["gold_quotes"]
    result = CliRunner().invoke(
        app, ["evaluate", "--gold", str(POLNEAR), "--pred", str(pred), "--part", "elsewhere"]
    )
    assert result.exit_code == 2
