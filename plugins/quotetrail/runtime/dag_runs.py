"""One `quotetrail run` as one Airflow process: ``python -m quotetrail.runtime.dag_runs CONF``.

A run is two DAG runs: the pipeline, then, when it published, the sites DAG
that the published Assets schedule, after which the asset events it consumed
are forgotten, so that a scheduler started later does not publish the sites a
second time. Each DAG runs as `airflow dags test` runs it, but both in this
one process: every further Airflow process would pay Airflow's start, the first
task's set-up and the tear-down again (about 6 s of wall time and 8 s of CPU
time of a 60 s warm seed rebuild on 2 cores). Before the sites DAG a line
:data:`NEXT_DAG` followed by its id is printed, so that the caller writes each
DAG run's log to a file of its own.
"""

from __future__ import annotations

import atexit
import json
import os
import sys

from quotetrail.jobs import plan

DAG_ID = "quotetrail"
PUBLISH_SITES_DAG_ID = "quotetrail_publish_sites"
#: Printed on a line of its own, followed by a DAG id, before that DAG runs.
NEXT_DAG = "[quotetrail] next DAG run: "


def dags_test(dag_id: str, conf: dict) -> bool:
    """`airflow dags test DAG_ID --conf CONF` in this process; whether the DAG run succeeded."""
    from airflow.cli import cli_parser
    from airflow.configuration import write_default_airflow_configuration_if_needed

    write_default_airflow_configuration_if_needed()
    args = cli_parser.get_parser().parse_args(["dags", "test", dag_id, "--conf", json.dumps(conf)])
    try:
        args.func(args)
    except SystemExit as failed:  # "DagRun failed"
        return not failed.code
    return True


def latest_task_state(dag_id: str, task_id: str) -> str | None:
    """The state of ``task_id`` in the latest run of ``dag_id``."""
    from airflow.models import DagRun, TaskInstance
    from airflow.utils.session import create_session
    from sqlalchemy import select

    with create_session() as session:
        return session.scalar(
            select(TaskInstance.state)
            .join(DagRun, (DagRun.dag_id == TaskInstance.dag_id) & (DagRun.run_id == TaskInstance.run_id))
            .where(TaskInstance.dag_id == dag_id, TaskInstance.task_id == task_id)
            .order_by(DagRun.id.desc())
            .limit(1)
        )


def clear_queued_runs(dag_id: str) -> None:
    """Forget the asset events that wait to trigger ``dag_id``, which this process ran itself."""
    from airflow.models.asset import AssetDagRunQueue
    from airflow.utils.session import create_session
    from sqlalchemy import delete

    with create_session() as session:
        session.execute(delete(AssetDagRunQueue).where(AssetDagRunQueue.target_dag_id == dag_id))


def main(conf: dict) -> int:
    """Run the pipeline with ``conf``, then the sites DAG when it published; exit 1 on a failed run."""
    from quotetrail.runtime.assets import retire_moved_table_assets

    retire_moved_table_assets()
    if not dags_test(DAG_ID, conf):
        return 1
    if latest_task_state(DAG_ID, plan.PUBLISH_MARTS.name) != "success":
        return 0  # nothing new: every task after the check was skipped
    print(f"{NEXT_DAG}{PUBLISH_SITES_DAG_ID}", flush=True)
    if not dags_test(PUBLISH_SITES_DAG_ID, {}):
        return 1
    clear_queued_runs(PUBLISH_SITES_DAG_ID)
    return 0


def _exit_unfinalized(code: int) -> None:
    """End the process once every exit handler has run, without finalising the interpreter.

    Tearing down the modules of Airflow, GX, dbt and Spark Connect one by one
    took seconds of the run's wall time (2.8 s at a load average of 5) and
    frees nothing the operating system does not free; only buffered output
    has to be written first.
    """
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        stream.flush()
    os._exit(code)


if __name__ == "__main__":
    exit_code = 1  # when an exception ends main()
    # Registered before any other, so run after all of them.
    atexit.register(lambda: _exit_unfinalized(exit_code))
    exit_code = main(json.loads(sys.argv[1]))
    sys.exit(exit_code)
