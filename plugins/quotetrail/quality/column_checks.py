"""GX's column checks, counted with the table's other counts; their values looked up only on failure.

GX resolves every metric a check may show before it knows whether the check
passes: for a column check, the count of unexpected values (an aggregate, which
GX computes with the table's other aggregates in one Spark query) and a list of
those values (one query per check). The schema suites hold about a hundred
column checks that almost always pass, so the lists were most of validation's
engine calls. The classes here are GX's own checks, validated and rendered as
GX does, except that the values are looked up, with GX's own metrics, only for
a check whose count is not zero.

Suites keep naming GX's types (``expect_column_values_to_not_be_null``...);
:data:`GX_TYPES` gives the class GX runs for each.
"""

from __future__ import annotations

from typing import Any

from great_expectations.core.metric_function_types import SummarizationMetricNameSuffixes
from great_expectations.expectations import (
    ExpectColumnValuesToBeInSet,
    ExpectColumnValuesToBeUnique,
    ExpectColumnValuesToNotBeNull,
)
from great_expectations.validator.validation_graph import ValidationGraph

Suffix = SummarizationMetricNameSuffixes
#: What GX shows of a check's unexpected values, beyond their count.
_LOOKUPS = (
    Suffix.UNEXPECTED_VALUES,
    Suffix.UNEXPECTED_INDEX_LIST,
    Suffix.UNEXPECTED_INDEX_QUERY,
    Suffix.UNEXPECTED_ROWS,
)


class ValuesOnFailure:
    """Mixin for a GX column map expectation: resolve its unexpected values only when there are some."""

    def _metric(self, suffix: Suffix) -> str:
        return f"{self.map_metric}.{suffix.value}"

    def _lookup_names(self, dependencies) -> list[str]:
        return [
            self._metric(suffix)
            for suffix in _LOOKUPS
            if self._metric(suffix) in dependencies.get_metric_names()
        ]

    def get_validation_dependencies(self, execution_engine=None, runtime_configuration=None, **kwargs):
        dependencies = super().get_validation_dependencies(execution_engine, runtime_configuration, **kwargs)
        for name in self._lookup_names(dependencies):
            dependencies.remove_metric_configuration(name)
        return dependencies

    def _validate(self, metrics: dict, runtime_configuration: dict | None = None, execution_engine=None):
        if metrics.get(self._metric(Suffix.UNEXPECTED_COUNT)):
            metrics = {**metrics, **self._look_up(execution_engine, runtime_configuration)}
        else:  # nothing unexpected: the list of unexpected values is known to be empty
            metrics = {**metrics, self._metric(Suffix.UNEXPECTED_VALUES): []}
        return super()._validate(metrics, runtime_configuration, execution_engine)

    def _look_up(self, execution_engine, runtime_configuration: dict | None) -> dict[str, Any]:
        """The metrics GX would have resolved with the count, resolved now on the same batch."""
        wanted = super().get_validation_dependencies(execution_engine, runtime_configuration)
        configurations = {name: wanted.get_metric_configuration(name) for name in self._lookup_names(wanted)}
        graph = ValidationGraph(execution_engine)
        for configuration in configurations.values():
            graph.build_metric_dependency_graph(configuration, runtime_configuration)
        resolved, _ = graph.resolve(runtime_configuration, show_progress_bars=False)
        return {name: resolved.get(configuration.id) for name, configuration in configurations.items()}


class ExpectColumnValuesToNotBeNullCountedFirst(ValuesOnFailure, ExpectColumnValuesToNotBeNull):
    """GX's ``expect_column_values_to_not_be_null``; the null values are listed only when there are some."""


class ExpectColumnValuesToBeUniqueCountedFirst(ValuesOnFailure, ExpectColumnValuesToBeUnique):
    """GX's ``expect_column_values_to_be_unique``; the repeated values are listed only when there are some."""


class ExpectColumnValuesToBeInSetCountedFirst(ValuesOnFailure, ExpectColumnValuesToBeInSet):
    """GX's ``expect_column_values_to_be_in_set``; outside values are listed only when there are some."""


#: The class GX runs for each GX type a suite names, where it is not GX's own.
GX_TYPES = {
    gx_own.expectation_type: counted_first.expectation_type
    for gx_own, counted_first in (
        (ExpectColumnValuesToNotBeNull, ExpectColumnValuesToNotBeNullCountedFirst),
        (ExpectColumnValuesToBeUnique, ExpectColumnValuesToBeUniqueCountedFirst),
        (ExpectColumnValuesToBeInSet, ExpectColumnValuesToBeInSetCountedFirst),
    )
}
