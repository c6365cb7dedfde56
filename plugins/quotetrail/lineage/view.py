"""Render the lineage graph as a page that opens from a file, offline.

The graph is drawn in the browser by Cytoscape.js with its dagre layout
(files -> jobs -> tables -> reports, left to right), copied from
``web/node_modules`` into ``site/lineage/vendor/`` beside the page. The page
holds the graph as JSON and every dataset's and job's details as HTML, so it
needs no server. Names come from events written by tools we do not control:
the template autoescapes every value and ``tojson`` escapes the JSON for a
``<script>`` element.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from datetime import UTC, datetime
from importlib.resources import files
from pathlib import Path
from typing import Literal, get_args

from jinja2 import Environment, PackageLoader, StrictUndefined

from quotetrail.config import WEB_ASSETS_DIR, Settings
from quotetrail.lineage.graph import (
    ColumnInput,
    DatasetNode,
    JobRef,
    LineageGraph,
    NodeRef,
    QualityStatus,
    RunInfo,
    edge_key,
    node_key,
    read_graph,
)
from quotetrail.lineage.naming import FILE_NAMESPACE, DatasetRef
from quotetrail.web_assets import copy_assets

Kind = Literal["file", "job", "table", "report"]
#: In the legend's order: the order in which data flows through them.
KINDS: tuple[Kind, ...] = get_args(Kind)

#: The npm files the page loads, in load order, from ``vendor/``.
SCRIPTS = (
    "cytoscape/dist/cytoscape.min.js",
    "cytoscape-dagre/dist/cytoscape-dagre.min.js",
)
#: The page's own script, beside it.
PAGE_SCRIPT = "lineage.js"


@dataclass(frozen=True)
class DatasetView:
    anchor: str
    ref: DatasetRef
    kind: Kind
    fields: list[tuple[str, str]]
    column_lineage: dict[str, list[ColumnInput]]
    written_by: RunInfo | None
    writer_latest_run: RunInfo | None
    read_by: list[tuple[str, JobRef]]
    quality: QualityStatus | None


@dataclass(frozen=True)
class JobView:
    anchor: str
    ref: JobRef
    latest_run: RunInfo | None
    reads: list[tuple[str, DatasetRef]]
    writes: list[tuple[str, DatasetRef]]


def render_lineage_site(settings: Settings, packages: Path = WEB_ASSETS_DIR) -> Path:
    """Write ``site/lineage/index.html`` with its scripts from the event log; return its path."""
    folder = settings.site_dir / "lineage"
    copy_assets(SCRIPTS, folder / "vendor", site="Lineage view", packages=packages)
    shutil.copyfile(str(files("quotetrail.lineage") / PAGE_SCRIPT), folder / PAGE_SCRIPT)
    target = folder / "index.html"
    # Replace atomically: the page may be served while it is rebuilt.
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_text(render_page(read_graph(settings.lineage_file), settings), encoding="utf-8")
    os.replace(tmp, target)
    return target


def render_page(graph: LineageGraph, settings: Settings) -> str:
    """The page's HTML; ``settings`` tells published reports (under the site) from landing files."""
    environment = Environment(
        loader=PackageLoader("quotetrail.lineage"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    site_dir = settings.site_dir.resolve()
    edges = sorted(graph.edges, key=edge_key)
    shown = sorted({node for edge in edges for node in edge}, key=node_key)
    jobs = [node for node in shown if isinstance(node, JobRef)]
    datasets = [node for node in shown if isinstance(node, DatasetRef)]
    anchors: dict[NodeRef, str] = {ref: f"d{index}" for index, ref in enumerate(datasets)}
    anchors.update({job: f"j{index}" for index, job in enumerate(jobs)})
    kinds: dict[NodeRef, Kind] = {ref: _dataset_kind(ref, site_dir) for ref in datasets}
    kinds.update({job: "job" for job in jobs})
    elements = {
        "nodes": [
            {
                "id": anchors[node],
                "kind": kinds[node],
                "label": _label(node, kinds[node], site_dir),
                "name": str(node),
                "status": _node_status(graph, node),
            }
            for node in shown
        ],
        "edges": [[anchors[source], anchors[target]] for source, target in edges],
    }
    return environment.get_template("lineage.html.j2").render(
        generated=datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC"),
        elements=elements,
        scripts=[f"vendor/{name}" for name in SCRIPTS],
        page_script=PAGE_SCRIPT,
        anchors=anchors,
        kinds=KINDS,
        datasets=[_dataset_view(graph.datasets[ref], kinds[ref], graph, edges, anchors) for ref in datasets],
        jobs=[_job_view(graph, job, anchors) for job in jobs],
        run_count=len(graph.runs),
    )


def _dataset_kind(ref: DatasetRef, site_dir: Path) -> Kind:
    if ref.namespace != FILE_NAMESPACE:
        return "table"
    return "report" if Path(ref.name).is_relative_to(site_dir) else "file"


def _label(node: NodeRef, kind: Kind, site_dir: Path) -> str:
    """The name to draw on the node; the full name shows on hover and in the panel."""
    if kind == "report":
        return str(Path("site") / Path(node.name).relative_to(site_dir))
    if kind == "file":
        return Path(node.name).name or node.name
    return node.name


def _node_status(graph: LineageGraph, node: NodeRef) -> str:
    if isinstance(node, JobRef):
        run = graph.latest_run(node)
        return run.state.lower() if run else "unknown"
    quality = graph.datasets[node].quality
    return quality.status if quality else "unchecked"


def _dataset_view(
    node: DatasetNode,
    kind: Kind,
    graph: LineageGraph,
    edges: list[tuple[NodeRef, NodeRef]],
    anchors: dict[NodeRef, str],
) -> DatasetView:
    written_by = graph.producing_run(node.ref)
    return DatasetView(
        anchor=anchors[node.ref],
        ref=node.ref,
        kind=kind,
        fields=node.fields,
        column_lineage=node.column_lineage,
        written_by=written_by,
        writer_latest_run=graph.latest_run(written_by.job) if written_by else None,
        read_by=[
            (anchors[job], job) for source, job in edges if source == node.ref and isinstance(job, JobRef)
        ],
        quality=node.quality,
    )


def _job_view(graph: LineageGraph, job: JobRef, anchors: dict[NodeRef, str]) -> JobView:
    run = graph.latest_run(job)
    return JobView(
        anchor=anchors[job],
        ref=job,
        latest_run=run,
        reads=[(anchors[ref], ref) for ref in sorted(run.reads)] if run else [],
        writes=[(anchors[ref], ref) for ref in sorted(run.writes)] if run else [],
    )
