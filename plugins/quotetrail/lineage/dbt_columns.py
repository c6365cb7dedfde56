"""Column lineage of the dbt models, from dbt's artifacts and openlineage-sql.

dbt-ol parses each model's compiled SELECT with openlineage-sql, which finds
no column lineage without a target table and cannot see through the style
guide's model shape (import CTEs ``x as (select * from relation)`` and a final
``select * from last_cte``). This module gives the parser what it needs: a
``create table`` target, the final star expanded to the model's columns as the
engine reports them, and each import CTE mapped back to the relation it reads.
The result is added to the run dbt-ol reported for the model, as an OTHER event.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path

from openlineage.client.event_v2 import RunState
from openlineage_sql import parse
from pyspark.sql import SparkSession

from quotetrail.config import Settings
from quotetrail.lineage.emission import emit
from quotetrail.lineage.events import ActiveRun, ColumnSource, output_dataset, run_event
from quotetrail.lineage.naming import table_dataset

_IMPORT_CTE = re.compile(r"(\w+)\s+as\s+\(\s*select\s+\*\s+from\s+([\w.`]+)\s*\)", re.IGNORECASE)
_FINAL_STAR = re.compile(r"select\s+\*\s+from\s+(\w+)\s*$", re.IGNORECASE)

_FROM_SQL = "from the model's SQL"

#: output column -> [(input relation "schema.table", input column)]
ColumnMap = dict[str, list[tuple[str, str]]]


def model_column_lineage(compiled_sql: str, target: str, columns: Iterable[str]) -> ColumnMap:
    """Which input columns each output column of one model is computed from."""
    imports = {
        alias.lower(): relation.replace("`", "") for alias, relation in _IMPORT_CTE.findall(compiled_sql)
    }
    select = _FINAL_STAR.sub(
        lambda match: f"select {', '.join(columns)} from {match.group(1)}", compiled_sql.strip()
    )
    parsed = parse([f"create table {target} as {select}"], dialect="sparksql")
    lineage: ColumnMap = {}
    for item in parsed.column_lineage:
        sources = []
        for column in item.lineage:
            if column.origin is None:
                continue
            relation = imports.get(column.origin.name.lower())
            if relation is None and column.origin.schema:
                relation = f"{column.origin.schema}.{column.origin.name}"
            if relation is not None:  # an origin inside the model (a CTE) is not a dataset
                sources.append((relation, column.name))
        if sources:
            lineage[item.descendant.name] = sources
    return lineage


def _dbt_runs(log_file: Path) -> dict[str, tuple[str, str, str]]:
    """unique_id -> (job namespace, job name, run id) of the latest completed dbt-ol run of a model.

    ``dbt build`` reports a model's tests under the model's node too; only the
    model's own run writes the model, so only a run with outputs counts.
    """
    runs = {}
    with log_file.open(encoding="utf-8") as lines:
        for line in lines:
            event = json.loads(line)
            node = event.get("job", {}).get("facets", {}).get("dbt_node")
            if node and event.get("eventType") == "COMPLETE" and event.get("outputs"):
                runs[node["unique_id"]] = (
                    event["job"]["namespace"],
                    event["job"]["name"],
                    event["run"]["runId"],
                )
    return runs


def emit_model_column_lineage(spark: SparkSession, settings: Settings, target_dir: Path) -> int:
    """Add column lineage to every model run of the last dbt invocation; return the edge count."""
    manifest = json.loads((target_dir / "manifest.json").read_text())
    results = json.loads((target_dir / "run_results.json").read_text())["results"]
    runs = _dbt_runs(settings.lineage_file)
    edges = 0
    for result in results:
        node = manifest["nodes"].get(result["unique_id"], {})
        if node.get("resource_type") != "model" or result["status"] != "success":
            continue
        relation = f"{node['schema']}.{node['alias']}"
        lineage = model_column_lineage(node["compiled_code"], relation, spark.table(relation).columns)
        if not lineage or result["unique_id"] not in runs:
            continue
        namespace, job_name, run_id = runs[result["unique_id"]]
        fields = {
            column: [
                ColumnSource(
                    table_dataset(*source.split(".", 1), settings), field, "TRANSFORMATION", _FROM_SQL
                )
                for source, field in sources
            ]
            for column, sources in lineage.items()
        }
        output = output_dataset(table_dataset(node["schema"], node["alias"], settings), column_lineage=fields)
        emit(run_event(RunState.OTHER, ActiveRun(run_id, job_name, [], [output]), namespace), settings)
        edges += sum(len(sources) for sources in lineage.values())
    return edges
