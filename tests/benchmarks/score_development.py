"""Extraction quality on the development golds, by part (run on demand, not collected by pytest).

    .venv/bin/python tests/benchmarks/score_development.py [--convention attribution]
        [--kinds speech,writing] [--json]

Extracts the PolNeAR development files (read in place from ../shared/eval) and
scores polnear_dev whole and polnear_train_early in its two parts
(``quotetrail.evaluation.part_of``): ``tune``, which rules may be fitted to, and
``heldback``, which they may not. The gap between the two is the overfitting
the figures would otherwise hide.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path

from quotetrail.attribution import batch
from quotetrail.evaluation import evaluate_files

EVAL_DIR = Path(__file__).resolve().parents[3] / "shared" / "eval"
ROWS = (
    ("polnear_dev", "polnear_dev.jsonl", None),
    ("train_early tune", "polnear_train_early.jsonl", "tune"),
    ("train_early heldback", "polnear_train_early.jsonl", "heldback"),
)
TYPES = ("direct", "mixed", "indirect")


def _figures(report: dict) -> dict:
    at3, at8 = report["thresholds"]["0.3"], report["thresholds"]["0.8"]
    row = {
        "articles": report["articles"]["gold"],
        "gold": report["counts"]["gold_quotes"],
        "pred": report["counts"]["pred_quotes"],
        "f1@0.3": at3["f1"],
        "f1@0.8": at8["f1"],
    }
    for t in TYPES:
        row[f"{t} P@0.3"] = at3["precision_by_pred_type"][t]["precision"]
        row[f"{t} R@0.3"] = at3["recall_by_gold_type"][t]["recall"]
    row["speaker"] = report["speaker"]["strict_accuracy"]
    row["source"] = report["source"]["accuracy"]
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--convention", default="attribution")
    parser.add_argument("--kinds", help="cue kinds reported as quotes (default: the convention's)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = {}
    with tempfile.TemporaryDirectory() as tmp:
        predictions = {}
        for _, name, _ in ROWS:
            if name not in predictions:
                predictions[name] = Path(tmp) / name
                kinds = args.kinds.split(",") if args.kinds else None
                batch.run(EVAL_DIR / name, predictions[name], convention=args.convention, kinds=kinds)
        for label, name, part in ROWS:
            rows[label] = _figures(evaluate_files(EVAL_DIR / name, predictions[name], part=part))
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    columns = list(next(iter(rows.values())))
    print(f"{'':<22}" + "".join(f"{c:>14}" for c in columns))
    for label, row in rows.items():
        cells = (
            f"{v:>14.3f}" if isinstance(v, float) else f"{'n/a' if v is None else v:>14}"
            for v in row.values()
        )
        print(f"{label:<22}" + "".join(cells))


if __name__ == "__main__":
    main()
