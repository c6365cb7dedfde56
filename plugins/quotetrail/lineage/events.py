"""Build OpenLineage run events for our jobs with openlineage-python's own classes.

Using the library's generated classes (not hand-written dicts) keeps every
event on the spec version the client validates, and lets the same facets be
read back by any OpenLineage consumer.
"""

from __future__ import annotations

import traceback
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib.metadata import version
from typing import Any

from openlineage.client.event_v2 import (
    InputDataset,
    Job,
    OutputDataset,
    Run,
    RunEvent,
    RunState,
)
from openlineage.client.facet_v2 import (
    DatasetFacet,
    InputDatasetFacet,
    OutputDatasetFacet,
    RunFacet,
    base_subset_dataset,
    column_lineage_dataset,
    data_quality_assertions_dataset,
    data_quality_metrics_input_dataset,
    dataset_version_dataset,
    error_message_run,
    output_statistics_output_dataset,
    parent_run,
    schema_dataset,
)
from openlineage.client.uuid import generate_new_uuid

from quotetrail.config import Settings
from quotetrail.lineage.emission import emit
from quotetrail.lineage.naming import DatasetRef

#: URI naming this software as the producer of our events and facets.
PRODUCER = f"urn:quotetrail:{version('quotetrail')}"

Assertion = data_quality_assertions_dataset.Assertion
#: An assertion's severity as OpenLineage's facet (and dbt's tests) word it: a failed
#: "error" check stops the run, a failed "warn" check is reported and the run goes on.
ERROR_SEVERITY = "error"
WARN_SEVERITY = "warn"
ColumnMetrics = data_quality_metrics_input_dataset.ColumnMetrics


@dataclass(frozen=True)
class ColumnSource:
    """One input column an output column is computed from.

    ``subtype`` follows the spec's DIRECT transformations: IDENTITY (copied),
    TRANSFORMATION (computed from) or AGGREGATION.
    """

    dataset: DatasetRef
    field: str
    subtype: str = "IDENTITY"
    description: str | None = None


def schema_facet(fields: Mapping[str, str]) -> schema_dataset.SchemaDatasetFacet:
    """Column names and types, in order."""
    return schema_dataset.SchemaDatasetFacet(
        fields=[
            schema_dataset.SchemaDatasetFacetFields(name=name, type=kind) for name, kind in fields.items()
        ],
        producer=PRODUCER,
    )


def column_lineage_facet(
    columns: Mapping[str, Sequence[ColumnSource]],
) -> column_lineage_dataset.ColumnLineageDatasetFacet:
    """The declared mapping from each output column to the input columns it comes from."""
    return column_lineage_dataset.ColumnLineageDatasetFacet(
        fields={
            output: column_lineage_dataset.Fields(
                inputFields=[
                    column_lineage_dataset.InputField(
                        namespace=source.dataset.namespace,
                        name=source.dataset.name,
                        field=source.field,
                        transformations=[
                            column_lineage_dataset.Transformation(
                                type="DIRECT",
                                subtype=source.subtype,
                                description=source.description,
                            )
                        ],
                    )
                    for source in sources
                ]
            )
            for output, sources in columns.items()
        },
        producer=PRODUCER,
    )


def input_dataset(
    ref: DatasetRef,
    *,
    fields: Mapping[str, str] | None = None,
    version: str | None = None,
    assertions: Sequence[Assertion] | None = None,
    row_count: int | None = None,
    column_metrics: Mapping[str, ColumnMetrics] | None = None,
) -> InputDataset:
    """A dataset a job reads; validation jobs attach their checks and metrics to it.

    ``version`` names the exact state read (a landing file's content hash).
    """
    facets: dict[str, DatasetFacet] = {}
    if fields is not None:
        facets["schema"] = schema_facet(fields)
    if version is not None:
        facets["version"] = dataset_version_dataset.DatasetVersionDatasetFacet(
            datasetVersion=version, producer=PRODUCER
        )
    input_facets: dict[str, InputDatasetFacet] = {}
    if assertions is not None:
        input_facets["dataQualityAssertions"] = (
            data_quality_assertions_dataset.DataQualityAssertionsDatasetFacet(
                assertions=list(assertions), producer=PRODUCER
            )
        )
    if row_count is not None or column_metrics is not None:
        input_facets["dataQualityMetrics"] = (
            data_quality_metrics_input_dataset.DataQualityMetricsInputDatasetFacet(
                columnMetrics=dict(column_metrics or {}),
                rowCount=row_count,
                producer=PRODUCER,
            )
        )
    return InputDataset(namespace=ref.namespace, name=ref.name, facets=facets, inputFacets=input_facets)


def output_dataset(
    ref: DatasetRef,
    *,
    fields: Mapping[str, str] | None = None,
    column_lineage: Mapping[str, Sequence[ColumnSource]] | None = None,
    row_count: int | None = None,
    size_bytes: int | None = None,
    partitions: Sequence[Mapping[str, str]] | None = None,
) -> OutputDataset:
    """A dataset a job writes, with what is known about it when the job ends.

    ``partitions`` are the partitions the job wrote, each as its column values,
    when it wrote only those and left the rest of the table as it was.
    """
    facets: dict[str, DatasetFacet] = {}
    if fields is not None:
        facets["schema"] = schema_facet(fields)
    if column_lineage is not None:
        facets["columnLineage"] = column_lineage_facet(column_lineage)
    output_facets: dict[str, OutputDatasetFacet] = {}
    if row_count is not None or size_bytes is not None:
        output_facets["outputStatistics"] = (
            output_statistics_output_dataset.OutputStatisticsOutputDatasetFacet(
                rowCount=row_count, size=size_bytes, producer=PRODUCER
            )
        )
    if partitions is not None:
        output_facets["subset"] = base_subset_dataset.OutputSubsetOutputDatasetFacet(
            outputCondition=base_subset_dataset.PartitionSubsetCondition(
                partitions=[_partition(values) for values in partitions]
            ),
            producer=PRODUCER,
        )
    return OutputDataset(
        namespace=ref.namespace,
        name=ref.name,
        facets=facets,
        outputFacets=output_facets,
    )


def _partition(values: Mapping[str, str]) -> base_subset_dataset.Partition:
    """One partition by its column values; its identifier is Hive's path segment (``run_id=...``)."""
    identifier = "/".join(f"{column}={value}" for column, value in values.items())
    return base_subset_dataset.Partition(dimensions=dict(values), identifier=identifier)


def parent_facet(
    namespace: str,
    job_name: str,
    run_id: str,
    root: tuple[str, str, str] | None = None,
) -> parent_run.ParentRunFacet:
    """Link a run to the run that started it; ``root`` is (namespace, job name, run id)."""
    root_facet = None
    if root is not None:
        root_namespace, root_name, root_run_id = root
        root_facet = parent_run.Root(
            run=parent_run.RootRun(runId=root_run_id),
            job=parent_run.RootJob(namespace=root_namespace, name=root_name),
        )
    return parent_run.ParentRunFacet(
        run=parent_run.Run(runId=run_id),
        job=parent_run.Job(namespace=namespace, name=job_name),
        root=root_facet,
        producer=PRODUCER,
    )


def airflow_parent(context: Mapping[str, Any]) -> parent_run.ParentRunFacet:
    """The parent facet naming the Airflow task run that runs this code.

    The Airflow OpenLineage provider does not hand its run id to the task; it
    derives it deterministically from the task instance. We ask the provider's
    own macros for it (and for the root: the DAG run, or whatever started the
    DAG run), so our child runs attach to exactly the runs it reports. Its
    namespace is ``Settings.lineage_namespace`` when Airflow is configured by
    ``airflow_openlineage_config``.
    """
    from airflow.providers.openlineage.plugins import macros

    task_instance = context["ti"]
    return parent_facet(
        macros.lineage_job_namespace(),
        macros.lineage_job_name(task_instance),
        macros.lineage_run_id(task_instance),
        root=(
            macros.lineage_root_job_namespace(task_instance),
            macros.lineage_root_job_name(task_instance),
            macros.lineage_root_run_id(task_instance),
        ),
    )


@dataclass
class ActiveRun:
    """A run in progress; the body may replace its datasets with what it learned.

    START carries the datasets declared up front; COMPLETE carries these
    lists as they are when the body ends (row counts, sizes, checks).
    """

    run_id: str
    job_name: str
    inputs: list[InputDataset] = field(default_factory=list)
    outputs: list[OutputDataset] = field(default_factory=list)


def run_event(
    state: RunState,
    run: ActiveRun,
    namespace: str,
    run_facets: Mapping[str, RunFacet] | None = None,
) -> RunEvent:
    """One event of ``run``, stamped now, carrying its current datasets."""
    return RunEvent(
        eventType=state,
        eventTime=datetime.now(UTC).isoformat(),
        run=Run(runId=run.run_id, facets=dict(run_facets or {})),
        job=Job(namespace=namespace, name=run.job_name),
        inputs=list(run.inputs),
        outputs=list(run.outputs),
        producer=PRODUCER,
    )


def new_run(
    job_name: str,
    inputs: Sequence[InputDataset] = (),
    outputs: Sequence[OutputDataset] = (),
) -> ActiveRun:
    """A run with a fresh, time-ordered (UUIDv7) run id."""
    return ActiveRun(str(generate_new_uuid()), job_name, list(inputs), list(outputs))


@contextmanager
def run_events(
    job_name: str,
    inputs: Sequence[InputDataset] = (),
    outputs: Sequence[OutputDataset] = (),
    *,
    parent: parent_run.ParentRunFacet | None = None,
    settings: Settings | None = None,
) -> Iterator[ActiveRun]:
    """Emit START, then COMPLETE, or FAIL with the error, for one run of ``job_name``."""
    settings = settings or Settings.from_env()
    run = new_run(job_name, inputs, outputs)
    base_facets: dict[str, RunFacet] = {"parent": parent} if parent is not None else {}

    def send(state: RunState, extra: Mapping[str, RunFacet] | None = None) -> None:
        facets = {**base_facets, **(extra or {})}
        emit(run_event(state, run, settings.lineage_namespace, facets), settings)

    send(RunState.START)
    try:
        yield run
    except Exception as error:
        send(RunState.FAIL, {"errorMessage": error_facet(error)})
        raise
    except BaseException:
        # Interrupted, not failed: the spec's ABORT.
        send(RunState.ABORT)
        raise
    send(RunState.COMPLETE)


def error_facet(error: BaseException) -> error_message_run.ErrorMessageRunFacet:
    return error_message_run.ErrorMessageRunFacet(
        message=f"{type(error).__name__}: {error}",
        programmingLanguage="PYTHON",
        stackTrace="".join(traceback.format_exception(error)),
        producer=PRODUCER,
    )
