"""Run the dbt project against the engine's thrift server.

dbt runs as a subprocess of ``dbt-ol`` (openlineage-dbt's wrapper), which reads
dbt's artifacts after the run and emits one lineage event pair per model and
test. Its artifacts and logs go under QUOTETRAIL_HOME, never into the repository.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

from openlineage.client.facet_v2 import parent_run

from quotetrail.config import DBT_PROJECT_DIR, Settings, tools_path
from quotetrail.tables import DBT_RESULTS, DbtNodeResult

log = logging.getLogger(__name__)


class DbtError(RuntimeError):
    """A dbt command failed.

    The message's first line names the models and tests that failed, so the run
    summary (which shows a task's first error line) says what broke; the end of
    dbt's output follows.
    """


# Statuses dbt gives a node that did not succeed (run_results.json).
_FAILED_STATUSES = frozenset({"error", "fail", "runtime error"})
# dbt's status of a node with nothing to run (an exposure), which is not kept.
_NOTHING_RUN = "no-op"
# Failed nodes named on the error's first line; the rest are counted.
_NAMED_FAILURES = 3


def target_dir(settings: Settings) -> Path:
    return settings.home / "dbt" / "target"


def dbt_env(settings: Settings) -> dict[str, str]:
    return {
        **os.environ,
        "PATH": tools_path(),
        "DBT_PROFILES_DIR": str(DBT_PROJECT_DIR),
        "DBT_PROJECT_DIR": str(DBT_PROJECT_DIR),
        "DBT_TARGET_PATH": str(target_dir(settings)),
        "DBT_LOG_PATH": str(settings.home / "dbt" / "logs"),
        "DBT_SEND_ANONYMOUS_USAGE_STATS": "false",
        # Plain lines in the Airflow task log, without terminal colour codes.
        "DBT_USE_COLORS": "false",
        "QUOTETRAIL_ENGINE_HOST": settings.host,
        "QUOTETRAIL_THRIFT_PORT": str(settings.thrift_port),
    }


def _executable(name: str) -> str:
    """Prefer the tool installed beside this interpreter (the project's venv)."""
    local = Path(sys.executable).parent / name
    return str(local) if local.exists() else (shutil.which(name) or name)


def run_dbt(
    settings: Settings,
    args: list[str],
    *,
    with_lineage: bool = False,
    env: dict[str, str] | None = None,
) -> str:
    """Run one dbt command; return its output, raise :class:`DbtError` on failure.

    ``env`` is the whole environment of the command (default :func:`dbt_env`), so
    that variables a caller removed stay removed. Each line dbt prints is logged
    as it comes, so the Airflow task log shows every model's and test's result
    in dbt's own words.
    """
    command = [_executable("dbt-ol" if with_lineage else "dbt"), *args]
    started = datetime.now(UTC)
    lines: list[str] = []
    with subprocess.Popen(
        command,
        cwd=DBT_PROJECT_DIR,
        env=dbt_env(settings) if env is None else env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    ) as process:
        for line in process.stdout:
            lines.append(line.rstrip("\n"))
            log.info("%s", lines[-1])
    if process.returncode != 0:
        failed = _failed_nodes(_node_results(settings, started)) or _last_line(lines)
        tail = "\n".join(lines[-40:])
        raise DbtError(f"`dbt {' '.join(args)}` failed (exit {process.returncode}): {failed}\n{tail}")
    return "\n".join(lines)


def _node_results(settings: Settings, started: datetime) -> list[dict]:
    """The model and test results of the dbt command that started at ``started``.

    Empty when dbt wrote no results of its own (it stopped before running a node,
    as when it cannot reach the engine), since an older run_results.json holds
    another command's results.
    """
    try:
        results = json.loads((target_dir(settings) / "run_results.json").read_text())
    except (OSError, ValueError):
        return []
    if datetime.fromisoformat(results["metadata"]["generated_at"]) < started:
        return []
    return results["results"]


def _failed_nodes(results: list[dict]) -> str:
    """Name each model or test that failed, with dbt's first message line.

    Models come first (a failed model fails the tests on it), then tests, each by
    name: dbt's threads finish nodes in no fixed order, and the same failure
    should read the same every time.
    """
    failed = [
        _describe(result)
        for result in sorted(
            results, key=lambda result: (not result["unique_id"].startswith("model."), _node_name(result))
        )
        if result["status"] in _FAILED_STATUSES
    ]
    named = "; ".join(failed[:_NAMED_FAILURES])
    return named + (f"; and {len(failed) - _NAMED_FAILURES} more" if len(failed) > _NAMED_FAILURES else "")


def _last_line(lines: list[str]) -> str:
    """dbt's last words when it stopped before running a node (often the cause)."""
    return next((line.strip() for line in reversed(lines) if line.strip()), "no output")


def _node_name(result: dict) -> str:
    """A unique id reads ``resource_type.project.name[.hash]``."""
    return result["unique_id"].split(".")[2]


def _describe(result: dict) -> str:
    """``name (status: first line of dbt's message)`` for one failed node."""
    name = _node_name(result)
    message = (result.get("message") or "").strip()
    return f"{name} ({result['status']}: {message.splitlines()[0] if message else 'no message'})"


def _bind_icons_after_render(page: str) -> str:
    """dbt docs' file tree writes ``xlink:href="{{ getIcon(...) }}"`` into its SVG
    icons, which the browser requests literally (two 404s, logged as errors)
    before Angular fills them in; ``ng-attr-`` makes Angular set the attribute
    only once it has a value."""
    return page.replace('<use xlink:href="{{ getIcon(', '<use ng-attr-xlink:href="{{ getIcon(')


def publish_docs(settings: Settings) -> Path:
    """Generate the dbt docs site and copy it to ``site/dbt``.

    The static page embeds the manifest and catalog, so it opens offline from
    disk; the JSON artifacts are copied beside it for tools that read them.
    """
    run_dbt(settings, ["docs", "generate", "--static"])
    site = settings.site_dir / "dbt"
    site.mkdir(parents=True, exist_ok=True)
    target = target_dir(settings)
    page = (target / "static_index.html").read_text(encoding="utf-8")
    (site / "index.html").write_text(_bind_icons_after_render(page), encoding="utf-8")
    for artifact in ("manifest.json", "catalog.json"):
        shutil.copyfile(target / artifact, site / artifact)
    return site / "index.html"


def build(
    settings: Settings, selection: list[str], parent: parent_run.ParentRunFacet | None, run_id: str, step: str
) -> dict[str, int]:
    """``dbt build`` the selected models and data tests, recording their lineage under ``parent``.

    Unit tests are left out: they check each model's SQL on fixed rows, not the
    data, so they belong to the project's test suite rather than to every run,
    where each would cost a Spark job. dbt-ol records each model's run; each
    model's column lineage is then added from its compiled SQL. Every model's and
    test's result is kept in ``quality.dbt_results`` under ``run_id`` and
    ``step``, also when dbt fails, so that the quality report shows dbt's tests
    next to the expectations.
    Returns how many nodes ended in each status, by resource type.
    """
    from quotetrail.lineage.dbt_columns import emit_model_column_lineage
    from quotetrail.lineage.emission import dbt_ol_env
    from quotetrail.runtime import engine

    env = dbt_ol_env(settings, parent, base=dbt_env(settings))
    started = datetime.now(UTC)
    try:
        command = ["build", "--exclude-resource-type", "unit_test", *selection]
        run_dbt(settings, command, with_lineage=True, env=env)
    except DbtError:
        try:
            _keep_node_results(settings, run_id, step, started)
        except Exception:
            log.exception("The failed dbt command's results could not be kept")
        raise
    results = _keep_node_results(settings, run_id, step, started)
    emit_model_column_lineage(engine.connect(settings), settings, target_dir(settings))
    return dict(Counter(f"{result.resource_type} {result.status}" for result in results))


def _keep_node_results(settings: Settings, run_id: str, step: str, started: datetime) -> list[DbtNodeResult]:
    """Replace ``step``'s rows of ``run_id`` in ``quality.dbt_results`` with this command's."""
    from quotetrail.runtime import engine
    from quotetrail.warehouse import replace_partitions

    results = [
        _node_result(run_id, step, result)
        for result in _node_results(settings, started)
        if result["status"] != _NOTHING_RUN
    ]
    if results:
        replace_partitions(engine.connect(settings), DBT_RESULTS, results)
    return results


def _node_result(run_id: str, step: str, result: dict) -> DbtNodeResult:
    timings = [timing["completed_at"] for timing in result.get("timing", []) if timing.get("completed_at")]
    return DbtNodeResult(
        run_id=run_id,
        step=step,
        node=_node_name(result),
        resource_type=result["unique_id"].split(".")[0],
        status=result["status"],
        failures=result.get("failures"),
        message=(result.get("message") or "").strip() or None,
        execution_seconds=float(result.get("execution_time") or 0.0),
        finished_at=datetime.fromisoformat(max(timings)) if timings else datetime.now(UTC),
    )
