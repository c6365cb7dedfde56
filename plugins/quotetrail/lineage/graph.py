"""Read the event log back into a lineage graph.

Every producer's events are read alike (ours, dbt-ol's, the Airflow
provider's). The graph is what the pipeline does now: what the latest run of
each job read and wrote, so that inputs of past runs (another landing folder,
a renamed model) leave the graph instead of piling up in it. For each dataset
it keeps the latest schema, column lineage and data-quality verdict, and the
latest run that wrote it. Lines that are not events are skipped, since the log
is shared with tools we do not control.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from quotetrail.lineage.events import WARN_SEVERITY
from quotetrail.lineage.naming import DatasetRef

_TERMINAL_STATES = frozenset({"COMPLETE", "FAIL", "ABORT"})
#: An event that adds facets to a run which has already said what it reads and
#: writes (dbt's column lineage, say); its datasets make no edge of their own.
_FACETS_ONLY = "OTHER"
_EPOCH = datetime.min.replace(tzinfo=UTC)


@dataclass(frozen=True, order=True)
class JobRef:
    namespace: str
    name: str

    def __str__(self) -> str:
        return f"{self.namespace}/{self.name}"


#: A node of the graph: a dataset or a job.
NodeRef = DatasetRef | JobRef


def node_key(node: NodeRef) -> tuple[str, str, str]:
    """A total order over datasets and jobs, for output that is the same on every run."""
    return (type(node).__name__, node.namespace, node.name)


def edge_key(
    edge: tuple[NodeRef, NodeRef],
) -> tuple[tuple[str, str, str], tuple[str, str, str]]:
    return (node_key(edge[0]), node_key(edge[1]))


@dataclass
class RunInfo:
    run_id: str
    job: JobRef
    state: str
    started: datetime | None = None
    ended: datetime | None = None
    parent_run_id: str | None = None
    reads: set[DatasetRef] = field(default_factory=set)
    writes: set[DatasetRef] = field(default_factory=set)

    @property
    def time(self) -> datetime | None:
        return self.ended or self.started


@dataclass(frozen=True)
class QualityStatus:
    """The verdict of the latest run that checked a dataset."""

    run_id: str
    time: datetime
    passed: int
    failed: tuple[str, ...]
    warned: tuple[str, ...]

    @property
    def status(self) -> Literal["passed", "warning", "failed"]:
        if self.failed:
            return "failed"
        return "warning" if self.warned else "passed"


@dataclass(frozen=True)
class ColumnInput:
    """An input column that an output column is computed from, as a columnLineage facet says."""

    dataset: DatasetRef
    field: str
    transformations: tuple[str, ...] = ()


@dataclass
class DatasetNode:
    ref: DatasetRef
    fields: list[tuple[str, str]] = field(default_factory=list)
    #: output column -> the input columns it comes from
    column_lineage: dict[str, list[ColumnInput]] = field(default_factory=dict)
    producer_run_id: str | None = None
    quality: QualityStatus | None = None
    schema_time: datetime = _EPOCH
    column_lineage_time: datetime = _EPOCH
    produced_time: datetime = _EPOCH


@dataclass
class LineageGraph:
    datasets: dict[DatasetRef, DatasetNode] = field(default_factory=dict)
    jobs: dict[JobRef, list[str]] = field(default_factory=dict)
    runs: dict[str, RunInfo] = field(default_factory=dict)

    @property
    def edges(self) -> set[tuple[NodeRef, NodeRef]]:
        """Dataset -> job for what each job's latest run read, job -> dataset for what it wrote."""
        edges: set[tuple[NodeRef, NodeRef]] = set()
        for job in self.jobs:
            run = self.latest_run(job)
            if run is not None:
                edges.update((ref, job) for ref in run.reads)
                edges.update((job, ref) for ref in run.writes)
        return edges

    def producing_run(self, ref: DatasetRef) -> RunInfo | None:
        node = self.datasets.get(ref)
        if node is None or node.producer_run_id is None:
            return None
        return self.runs.get(node.producer_run_id)

    def latest_run(self, job: JobRef) -> RunInfo | None:
        runs = [self.runs[run_id] for run_id in self.jobs.get(job, [])]
        return max(runs, key=lambda run: run.time or _EPOCH, default=None)

    def walk(self, from_dataset: DatasetRef, to_dataset: DatasetRef) -> list[NodeRef]:
        """The shortest downstream path, datasets and jobs alternating; empty if none."""
        following: dict[NodeRef, list[NodeRef]] = {}
        for source, target in sorted(self.edges, key=edge_key):
            following.setdefault(source, []).append(target)
        came_from: dict[NodeRef, NodeRef | None] = {from_dataset: None}
        queue: deque[NodeRef] = deque([from_dataset])
        while queue:
            node = queue.popleft()
            if node == to_dataset:
                path: list[NodeRef] = []
                step: NodeRef | None = node
                while step is not None:
                    path.append(step)
                    step = came_from[step]
                return path[::-1]
            for target in following.get(node, []):
                if target not in came_from:
                    came_from[target] = node
                    queue.append(target)
        return []


def read_graph(log_file: Path) -> LineageGraph:
    """The graph of every run event in ``log_file`` (empty if there is none yet)."""
    graph = LineageGraph()
    if log_file.exists():
        with log_file.open(encoding="utf-8", errors="replace") as lines:
            for event in _events(lines):
                _add_event(graph, event)
    return graph


def _events(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    for line in lines:
        if not line.endswith("\n") or not line.strip():
            continue
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if isinstance(event, dict) and isinstance(event.get("job"), dict):
            yield event


def _add_event(graph: LineageGraph, event: Mapping[str, Any]) -> None:
    job = JobRef(str(event["job"].get("namespace", "")), str(event["job"].get("name", "")))
    when = _parse_time(event.get("eventTime"))
    run_data = event.get("run") if isinstance(event.get("run"), dict) else None
    run_id = str(run_data.get("runId", "")) if run_data else ""
    state = str(event.get("eventType") or _FACETS_ONLY)
    graph.jobs.setdefault(job, [])
    run = _record_run(graph, job, run_id, state, when, run_data or {}) if run_id else None
    declaring = run if state != _FACETS_ONLY else None

    for dataset in _datasets(event.get("inputs")):
        ref = _ref(dataset)
        node = _node(graph, ref, dataset, when)
        if declaring is not None:
            declaring.reads.add(ref)
        assertions = _facet(dataset, "inputFacets", "dataQualityAssertions") or _facet(
            dataset, "facets", "dataQualityAssertions"
        )
        if assertions and run_id and (node.quality is None or when >= node.quality.time):
            node.quality = _quality(run_id, when, assertions)
    for dataset in _datasets(event.get("outputs")):
        ref = _ref(dataset)
        node = _node(graph, ref, dataset, when)
        if declaring is not None:
            declaring.writes.add(ref)
            if when >= node.produced_time:
                node.producer_run_id, node.produced_time = run_id, when


def _record_run(
    graph: LineageGraph,
    job: JobRef,
    run_id: str,
    state: str,
    when: datetime,
    run_data: Mapping[str, Any],
) -> RunInfo:
    run = graph.runs.get(run_id)
    if run is None:
        run = graph.runs[run_id] = RunInfo(run_id, job, state)
        graph.jobs[job].append(run_id)
    # Events of one run may be logged out of order by different processes:
    # a terminal state is never replaced by a later-logged START.
    if state in _TERMINAL_STATES or run.state not in _TERMINAL_STATES:
        run.state = state
    if state == "START":
        run.started = when
    elif state in _TERMINAL_STATES:
        run.ended = when
    parent = (run_data.get("facets") or {}).get("parent")
    if isinstance(parent, dict) and isinstance(parent.get("run"), dict):
        run.parent_run_id = str(parent["run"].get("runId") or "") or None
    return run


def _datasets(value: Any) -> Iterator[Mapping[str, Any]]:
    if isinstance(value, list):
        yield from (item for item in value if isinstance(item, dict) and "name" in item)


def _ref(dataset: Mapping[str, Any]) -> DatasetRef:
    return DatasetRef(str(dataset.get("namespace", "")), str(dataset["name"]))


def _node(graph: LineageGraph, ref: DatasetRef, dataset: Mapping[str, Any], when: datetime) -> DatasetNode:
    node = graph.datasets.setdefault(ref, DatasetNode(ref))
    schema = _facet(dataset, "facets", "schema")
    if schema and isinstance(schema.get("fields"), list) and when >= node.schema_time:
        node.fields = [
            (str(column.get("name", "")), str(column.get("type") or ""))
            for column in schema["fields"]
            if isinstance(column, dict)
        ]
        node.schema_time = when
    lineage = _facet(dataset, "facets", "columnLineage")
    if lineage and isinstance(lineage.get("fields"), dict) and when >= node.column_lineage_time:
        node.column_lineage = {
            str(column): _column_inputs(sources)
            for column, sources in lineage["fields"].items()
            if isinstance(sources, dict)
        }
        node.column_lineage_time = when
    return node


def _column_inputs(sources: Mapping[str, Any]) -> list[ColumnInput]:
    inputs = []
    for source in sources.get("inputFields") or []:
        if not isinstance(source, dict) or "name" not in source:
            continue
        transformations = tuple(
            "/".join(str(step[key]) for key in ("type", "subtype") if step.get(key))
            for step in source.get("transformations") or []
            if isinstance(step, dict)
        )
        inputs.append(
            ColumnInput(_ref(source), str(source.get("field", "")), tuple(filter(None, transformations)))
        )
    return inputs


def _facet(dataset: Mapping[str, Any], group: str, name: str) -> dict[str, Any] | None:
    facets = dataset.get(group)
    facet = facets.get(name) if isinstance(facets, dict) else None
    return facet if isinstance(facet, dict) else None


def _quality(run_id: str, when: datetime, facet: Mapping[str, Any]) -> QualityStatus:
    passed, failed, warned = 0, [], []
    for assertion in facet.get("assertions") or []:
        if not isinstance(assertion, dict):
            continue
        if assertion.get("success"):
            passed += 1
            continue
        label = str(assertion.get("name") or assertion.get("assertion", ""))
        if assertion.get("column"):
            label = f"{label} ({assertion['column']})"
        (warned if str(assertion.get("severity", "")).lower() == WARN_SEVERITY else failed).append(label)
    return QualityStatus(run_id, when, passed, tuple(failed), tuple(warned))


def _parse_time(value: Any) -> datetime:
    try:
        parsed = datetime.fromisoformat(str(value))
    except ValueError:
        return _EPOCH
    return parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
