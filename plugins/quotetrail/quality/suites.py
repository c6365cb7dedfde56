"""Expectation suites, one per table, defined as YAML files in ``expectations/``.

A suite file names its table and states the schema compactly (`columns`,
`keys`, `not_null`, `accepted_values`, `foreign_keys`); this module expands that
into GX expectations so that the schema rules read as a table contract rather
than forty near-identical blocks. Anything else goes in `expectations`, written
in GX's own suite format (type, kwargs, severity, description, meta).

A rule that restates a threshold of the product (the matching window, the
share of a quote a wording finding must align) names it as a parameter,
``{utterance_window_days}``, filled in from :func:`suite_parameters`, so the
check and the code that it checks read the same number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from quotetrail.config import EXPECTATIONS_DIR, MIN_KEPT_SHARE, Settings
from quotetrail.quality.rules import CRITICAL, INTEGRITY_RULE, SCHEMA_RULE

#: The type of a check written as a query returning the rows that break it
#: (:class:`quotetrail.quality.expectations.ExpectNoRowsFromQuery`).
SQL_CHECK = "expect_no_rows_from_query"


@dataclass(frozen=True)
class Check:
    """One expectation as configured, before GX turns it into a class."""

    type: str
    kwargs: dict
    severity: str = CRITICAL
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
    """Rows whose ``column`` is set but names no row of ``target``.

    ``not exists`` is planned as an anti join on equal keys, linear in both
    tables, whatever the columns' nullability; Spark plans ``not in`` over a
    nullable column as a nested loop over every pair of rows when the target
    is too large to broadcast.
    """
    table, _, target_column = target.rpartition(".")
    query = (
        f"select * from {{batch}} as checked where checked.{column} is not null and not exists "
        f"(select 1 from {table} as target where target.{target_column} = checked.{column})"
    )
    return Check(
        SQL_CHECK,
        {"unexpected_rows_query": query},
        description=f"Every {column} resolves to a row of {table}.",
        meta={"rule": INTEGRITY_RULE},
    )


def suite_parameters(settings: Settings, replace_published: bool = False) -> dict[str, object]:
    """The product's thresholds that suites may name as ``{parameter}`` in their kwargs.

    ``replace_published`` lifts the least share of published rows a run must
    keep, for a user who means to publish a smaller input.
    """
    from quotetrail.utterances.findings import MIN_ALIGNED_SHARE

    return {
        "utterance_window_days": settings.utterance_window_days,
        "min_aligned_share": MIN_ALIGNED_SHARE,
        "min_kept_share": 0 if replace_published else MIN_KEPT_SHARE,
    }


def _fill(value, parameters: dict[str, object]):
    if isinstance(value, str):
        for name, parameter in parameters.items():
            value = value.replace(f"{{{name}}}", str(parameter))
    return value


def _extra_checks(spec: dict, parameters: dict[str, object]) -> list[Check]:
    return [
        Check(
            type=item["type"],
            kwargs={key: _fill(value, parameters) for key, value in item.get("kwargs", {}).items()},
            severity=item.get("severity", CRITICAL),
            description=item.get("description"),
            meta=item.get("meta", {}),
        )
        for item in spec.get("expectations", [])
    ]


def load_suite(path: Path, parameters: dict[str, object] | None = None) -> SuiteSpec:
    """One suite file; ``parameters`` default to those of the environment's settings."""
    if parameters is None:
        parameters = suite_parameters(Settings.from_env())
    try:
        spec = yaml.safe_load(path.read_text())
        return SuiteSpec(
            name=spec["suite"],
            table=spec["table"],
            description=spec.get("description", ""),
            checks=tuple(_schema_checks(spec) + _extra_checks(spec, parameters)),
        )
    except (KeyError, TypeError, yaml.YAMLError) as error:
        raise SuiteError(f"{path}: not a valid suite file ({error!r})") from error


def suite_names(directory: Path = EXPECTATIONS_DIR) -> list[str]:
    """The names of the suites in ``directory``, read without building their checks.

    The DAG lists them as the choices of its ``suites`` parameter, so a wrong
    name is refused in the trigger form instead of minutes later in ``validate``.
    """
    names = []
    for path in sorted(directory.glob("*.yml")):
        try:
            names.append(yaml.safe_load(path.read_text())["suite"])
        except (KeyError, TypeError, yaml.YAMLError) as error:
            raise SuiteError(f"{path}: not a valid suite file ({error!r})") from error
    return names


def load_suites(
    names: list[str] | None = None,
    directory: Path = EXPECTATIONS_DIR,
    parameters: dict[str, object] | None = None,
) -> list[SuiteSpec]:
    """The suites in ``directory``, or only those named; an unknown name is an error."""
    if parameters is None:
        parameters = suite_parameters(Settings.from_env())
    loaded = [load_suite(path, parameters) for path in sorted(directory.glob("*.yml"))]
    suites = {suite.name: suite for suite in loaded}
    if names is None:
        return list(suites.values())
    unknown = sorted(set(names) - set(suites))
    if unknown:
        raise SuiteError(f"Unknown suite(s) {unknown}; available: {sorted(suites)}")
    return [suites[name] for name in names]
