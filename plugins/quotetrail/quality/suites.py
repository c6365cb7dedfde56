"""Expectation suites, one per table, defined as YAML files in ``expectations/``.

A suite file names its table and states the schema compactly (`columns`,
`keys`, `not_null`, `accepted_values`, `foreign_keys`); this module expands that
into GX expectations so that the schema rules read as a table contract rather
than forty near-identical blocks. Anything else goes in `expectations`, written
in GX's own suite format (type, kwargs, severity, description, meta).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from quotetrail.config import EXPECTATIONS_DIR

SCHEMA_RULE = "schema"
INTEGRITY_RULE = "referential_integrity"


@dataclass(frozen=True)
class Check:
    """One expectation as configured, before GX turns it into a class."""

    type: str
    kwargs: dict
    severity: str = "critical"
    description: str | None = None
    meta: dict = field(default_factory=dict)

    @property
    def rule(self) -> str:
        from quotetrail.quality.expectations import RULES_BY_TYPE

        return self.meta.get("rule") or RULES_BY_TYPE.get(self.type, SCHEMA_RULE)


@dataclass(frozen=True)
class SuiteSpec:
    name: str
    table: str
    description: str
    checks: tuple[Check, ...]


class SuiteError(ValueError):
    """A suite file is malformed; the message names the file and the problem."""


def _schema_checks(spec: dict) -> list[Check]:
    columns: dict[str, str] = spec.get("columns", {})
    checks = [
        Check(
            "expect_table_columns_to_match_set",
            {"column_set": list(columns), "exact_match": True},
            description="The table has exactly the documented columns.",
        )
    ]
    checks += [
        Check("expect_column_values_to_be_of_type", {"column": name, "type_": type_})
        for name, type_ in columns.items()
    ]
    for key in spec.get("keys", []):
        checks.append(Check("expect_column_values_to_not_be_null", {"column": key}))
        checks.append(Check("expect_column_values_to_be_unique", {"column": key}))
    checks += [
        Check("expect_column_values_to_not_be_null", {"column": name}) for name in spec.get("not_null", [])
    ]
    checks += [
        Check("expect_column_values_to_be_in_set", {"column": name, "value_set": values})
        for name, values in spec.get("accepted_values", {}).items()
    ]
    checks += [_foreign_key_check(column, target) for column, target in spec.get("foreign_keys", {}).items()]
    return checks


def _foreign_key_check(column: str, target: str) -> Check:
    table, _, target_column = target.rpartition(".")
    query = (
        f"select * from {{batch}} where {column} is not null and {column} not in "
        f"(select {target_column} from {table} where {target_column} is not null)"
    )
    return Check(
        "unexpected_rows_expectation",
        {"unexpected_rows_query": query},
        description=f"Every {column} resolves to a row of {table}.",
        meta={"rule": INTEGRITY_RULE},
    )


def _extra_checks(spec: dict) -> list[Check]:
    return [
        Check(
            type=item["type"],
            kwargs=item.get("kwargs", {}),
            severity=item.get("severity", "critical"),
            description=item.get("description"),
            meta=item.get("meta", {}),
        )
        for item in spec.get("expectations", [])
    ]


def load_suite(path: Path) -> SuiteSpec:
    try:
        spec = yaml.safe_load(path.read_text())
        return SuiteSpec(
            name=spec["suite"],
            table=spec["table"],
            description=spec.get("description", ""),
            checks=tuple(_schema_checks(spec) + _extra_checks(spec)),
        )
    except (KeyError, TypeError, yaml.YAMLError) as error:
        raise SuiteError(f"{path}: not a valid suite file ({error!r})") from error


def load_suites(names: list[str] | None = None, directory: Path = EXPECTATIONS_DIR) -> list[SuiteSpec]:
    """The suites in ``directory``, or only those named; an unknown name is an error."""
    suites = {suite.name: suite for suite in map(load_suite, sorted(directory.glob("*.yml")))}
    if names is None:
        return list(suites.values())
    unknown = sorted(set(names) - set(suites))
    if unknown:
        raise SuiteError(f"Unknown suite(s) {unknown}; available: {sorted(suites)}")
    return [suites[name] for name in names]
