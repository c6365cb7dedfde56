"""The dbt models' SQL on fixed input rows: the project's dbt unit tests.

They check the SQL, not the data, so the pipeline's runs leave them out; they
run here, on the test engine, once the seed run has built the models (dbt reads
the columns of a model's parents from the warehouse).
"""

from __future__ import annotations

import dataclasses
import json

from quotetrail.runtime.dbt import run_dbt, target_dir


def test_every_unit_test_of_the_models_passes(seed_run, engine_settings, tmp_path):
    # A home of its own keeps the seed run's dbt artifacts, which other tests read.
    settings = dataclasses.replace(engine_settings, home=tmp_path)

    run_dbt(settings, ["test", "--select", "test_type:unit"])

    manifest = json.loads((target_dir(settings) / "manifest.json").read_text())
    results = json.loads((target_dir(settings) / "run_results.json").read_text())["results"]
    assert sorted(result["unique_id"] for result in results) == sorted(manifest["unit_tests"])
    assert {result["status"] for result in results} == {"pass"}
    assert len(results) >= 10
