"""Validate OpenLineage events offline against the spec and facet schemas in tests/lineage/schemas."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

SCHEMAS = Path(__file__).parent / "lineage" / "schemas"
RUN_EVENT = "https://openlineage.io/spec/2-0-2/OpenLineage.json#/$defs/RunEvent"
_FACET_GROUPS = {
    "run": ("facets",),
    "job": ("facets",),
    "inputs": ("facets", "inputFacets"),
    "outputs": ("facets", "outputFacets"),
}


def event_validator() -> Callable[[Mapping[str, Any]], None]:
    """Validate an event, and each facet against its own facet schema.

    The core schema only checks that facets are facets; each standard facet
    is also checked against the schema file its ``_schemaURL`` names, and its
    key against the name that file gives it. Files are matched by name, not
    version, since the client may stamp a newer patch version than the copy.
    """
    documents = [json.loads(path.read_text()) for path in sorted(SCHEMAS.rglob("*.json"))]
    registry: Registry = Registry().with_resources(
        (document["$id"], Resource.from_contents(document)) for document in documents
    )
    by_file = {document["$id"].rsplit("/", 1)[1]: document for document in documents}

    def validator(ref: str) -> Draft202012Validator:
        return Draft202012Validator(
            {"$ref": ref}, registry=registry, format_checker=Draft202012Validator.FORMAT_CHECKER
        )

    def check_facet(key: str, facet: Mapping[str, Any]) -> None:
        url, _, pointer = facet["_schemaURL"].partition("#")
        document = by_file.get(url.rsplit("/", 1)[1])
        if document is None or "properties" not in document:
            # A producer's own facet (Airflow's, dbt's): the core schema has
            # already checked that it is a well-formed facet.
            return
        assert key in document["properties"], f"facet {key!r} is not named so in {url}"
        validator(f"{document['$id']}#{pointer}").validate(facet)

    def check(event: Mapping[str, Any]) -> None:
        validator(RUN_EVENT).validate(event)
        for part, groups in _FACET_GROUPS.items():
            holders = event.get(part) or []
            for holder in holders if isinstance(holders, list) else [holders]:
                for group in groups:
                    for key, facet in (holder.get(group) or {}).items():
                        check_facet(key, facet)

    return check
