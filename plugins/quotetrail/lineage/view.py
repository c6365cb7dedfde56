"""Render the lineage graph as one static, self-contained HTML page.

The page must open from a file or any static host with no network, so the
layout is computed here and drawn as inline SVG: no script, no CDN. Names
come from events written by tools we do not control, so the template
autoescapes every value.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from jinja2 import Environment, PackageLoader, StrictUndefined

from quotetrail.config import Settings
from quotetrail.lineage.graph import (
    DatasetNode,
    JobRef,
    LineageGraph,
    NodeRef,
    RunInfo,
    edge_key,
    read_graph,
)
from quotetrail.lineage.naming import FILE_NAMESPACE, DatasetRef

Kind = Literal["file", "job", "table", "report"]

COLUMN_WIDTH = 280
ROW_HEIGHT = 64
NODE_WIDTH = 220
NODE_HEIGHT = 40
MARGIN = 20
_LABEL_CHARS = 30
_ORDERING_SWEEPS = 4


@dataclass(frozen=True)
class NodeView:
    anchor: str
    kind: Kind
    label: str
    title: str
    status: str
    x: int
    y: int


@dataclass(frozen=True)
class EdgeView:
    path: str


@dataclass(frozen=True)
class DatasetView:
    anchor: str
    kind: Kind
    namespace: str
    name: str
    fields: list[tuple[str, str]]
    run: RunInfo | None
    quality_status: str | None
    quality_passed: int
    quality_failed: Sequence[str]
    quality_warned: Sequence[str]


def render_lineage_site(settings: Settings) -> Path:
    """Write ``site/lineage/index.html`` from the event log and return its path."""
    graph = read_graph(settings.lineage_file)
    html = render_page(graph, settings)
    target = settings.site_dir / "lineage" / "index.html"
    target.parent.mkdir(parents=True, exist_ok=True)
    # Replace atomically: the page may be served while it is rebuilt.
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_text(html, encoding="utf-8")
    os.replace(tmp, target)
    return target


def render_page(graph: LineageGraph, settings: Settings) -> str:
    environment = Environment(
        loader=PackageLoader("quotetrail.lineage"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    site_dir = settings.site_dir.resolve()
    jobs = sorted({node for edge in graph.edges for node in edge if isinstance(node, JobRef)})
    datasets = sorted(graph.datasets)
    anchors: dict[NodeRef, str] = {ref: f"d{index}" for index, ref in enumerate(datasets)}
    anchors.update({job: f"j{index}" for index, job in enumerate(jobs)})
    kinds: dict[NodeRef, Kind] = {ref: _dataset_kind(ref, site_dir) for ref in datasets}
    kinds.update({job: "job" for job in jobs})

    positions = _layout([*datasets, *jobs], graph.edges, kinds)
    nodes = [
        NodeView(
            anchor=anchors[node],
            kind=kinds[node],
            label=_short(_label(node, kinds[node], site_dir)),
            title=str(node),
            status=_node_status(graph, node),
            x=x,
            y=y,
        )
        for node, (x, y) in positions.items()
    ]
    edges = [
        EdgeView(_curve(positions[source], positions[target]))
        for source, target in sorted(graph.edges, key=edge_key)
        if source in positions and target in positions
    ]
    width = max((x for x, _ in positions.values()), default=0) + NODE_WIDTH + 2 * MARGIN
    height = max((y for _, y in positions.values()), default=0) + NODE_HEIGHT + 2 * MARGIN
    return environment.get_template("lineage.html.j2").render(
        generated=datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC"),
        nodes=nodes,
        edges=edges,
        width=width,
        height=height,
        node_width=NODE_WIDTH,
        node_height=NODE_HEIGHT,
        datasets=[_dataset_view(graph.datasets[ref], anchors[ref], kinds[ref], graph) for ref in datasets],
        jobs=[(anchors[job], job, graph.latest_run(job)) for job in jobs],
        run_count=len(graph.runs),
    )


def _dataset_kind(ref: DatasetRef, site_dir: Path) -> Kind:
    if ref.namespace != FILE_NAMESPACE:
        return "table"
    return "report" if Path(ref.name).is_relative_to(site_dir) else "file"


def _label(node: NodeRef, kind: Kind, site_dir: Path) -> str:
    if kind == "report":
        return str(Path("site") / Path(node.name).relative_to(site_dir))
    if kind == "file":
        return Path(node.name).name or node.name
    return node.name


def _short(label: str) -> str:
    return label if len(label) <= _LABEL_CHARS else label[: _LABEL_CHARS - 1] + "…"


def _node_status(graph: LineageGraph, node: NodeRef) -> str:
    if isinstance(node, JobRef):
        run = graph.latest_run(node)
        return run.state.lower() if run else "unknown"
    quality = graph.datasets[node].quality
    return quality.status if quality else "unchecked"


def _dataset_view(node: DatasetNode, anchor: str, kind: Kind, graph: LineageGraph) -> DatasetView:
    quality = node.quality
    return DatasetView(
        anchor=anchor,
        kind=kind,
        namespace=node.ref.namespace,
        name=node.ref.name,
        fields=node.fields,
        run=graph.producing_run(node.ref),
        quality_status=quality.status if quality else None,
        quality_passed=quality.passed if quality else 0,
        quality_failed=quality.failed if quality else (),
        quality_warned=quality.warned if quality else (),
    )


def _layout(
    nodes: Sequence[NodeRef],
    edges: Iterable[tuple[NodeRef, NodeRef]],
    kinds: dict[NodeRef, Kind],
) -> dict[NodeRef, tuple[int, int]]:
    """Left-to-right layers by longest path from the sources, then fewer crossings.

    Longest path puts article files first and published reports last, with
    each job one column before what it writes.
    """
    successors: dict[NodeRef, list[NodeRef]] = {node: [] for node in nodes}
    for source, target in sorted(edges, key=edge_key):
        if source in successors and target in successors:
            successors[source].append(target)
    forward = _drop_back_edges(nodes, successors)
    rank = {node: 0 for node in nodes}
    for node in _topological(nodes, forward):
        for target in forward[node]:
            rank[target] = max(rank[target], rank[node] + 1)

    layers: dict[int, list[NodeRef]] = {}
    for node in sorted(nodes, key=lambda n: (kinds[n], n.name, n.namespace)):
        layers.setdefault(rank[node], []).append(node)
    predecessors: dict[NodeRef, list[NodeRef]] = {node: [] for node in nodes}
    for source, targets in forward.items():
        for target in targets:
            predecessors[target].append(source)
    # Barycentre ordering: place each node near the nodes that feed it.
    row = {node: index for layer in layers.values() for index, node in enumerate(layer)}
    for _ in range(_ORDERING_SWEEPS):
        for level in sorted(layers)[1:]:
            layer = layers[level]
            layer.sort(key=lambda n: _mean((row[p] for p in predecessors[n]), default=row[n]))
            row.update({node: index for index, node in enumerate(layer)})
    return {
        node: (MARGIN + level * COLUMN_WIDTH, MARGIN + index * ROW_HEIGHT)
        for level, layer in layers.items()
        for index, node in enumerate(layer)
    }


def _drop_back_edges(
    nodes: Sequence[NodeRef], successors: dict[NodeRef, list[NodeRef]]
) -> dict[NodeRef, list[NodeRef]]:
    """The edges without those closing a cycle (a job that reads what it writes)."""
    forward: dict[NodeRef, list[NodeRef]] = {node: [] for node in nodes}
    state: dict[NodeRef, int] = {}  # 1: on the current path, 2: finished
    for root in nodes:
        if root in state:
            continue
        state[root] = 1
        stack = [(root, iter(successors[root]))]
        while stack:
            node, pending = stack[-1]
            target = next(pending, None)
            if target is None:
                state[node] = 2
                stack.pop()
            elif state.get(target) != 1:
                forward[node].append(target)
                if target not in state:
                    state[target] = 1
                    stack.append((target, iter(successors[target])))
    return forward


def _topological(nodes: Sequence[NodeRef], forward: dict[NodeRef, list[NodeRef]]) -> list[NodeRef]:
    indegree = {node: 0 for node in nodes}
    for targets in forward.values():
        for target in targets:
            indegree[target] += 1
    ready = [node for node in nodes if indegree[node] == 0]
    order: list[NodeRef] = []
    while ready:
        node = ready.pop()
        order.append(node)
        for target in forward[node]:
            indegree[target] -= 1
            if indegree[target] == 0:
                ready.append(target)
    return order


def _mean(values: Iterable[int], default: int) -> float:
    items = list(values)
    return sum(items) / len(items) if items else default


def _curve(source: tuple[int, int], target: tuple[int, int]) -> str:
    x1, y1 = source[0] + NODE_WIDTH, source[1] + NODE_HEIGHT // 2
    x2, y2 = target[0], target[1] + NODE_HEIGHT // 2
    bend = max((x2 - x1) // 2, 40)
    return f"M {x1} {y1} C {x1 + bend} {y1}, {x2 - bend} {y2}, {x2} {y2}"
