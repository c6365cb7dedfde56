"""Every landing file is accounted for: an article or a quarantine row with its reason.

Runs the ingest job's own read, parse and select steps on the real engine over a
generated folder of more than forty kinds of broken, hidden, special and linked
files, and checks each file's inputs against what came out for it.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bad_inputs import ARTICLE, write_bad_inputs
from quotetrail.jobs import ingest_articles as ingest
from quotetrail.landing import list_landing

AT = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)
RUN = "manual__2026-05-01T12:00:00+00:00"


@pytest.fixture(scope="module")
def ingested(spark, tmp_path_factory):
    folder = tmp_path_factory.mktemp("bad-input").resolve()
    expected = write_bad_inputs(folder, tmp_path_factory.mktemp("elsewhere").resolve())
    parsed = ingest.parse_documents(ingest.read_landing(spark, list_landing(folder))).cache()
    known = ingest.nothing_known(spark)
    outcomes: dict[str, list[str]] = defaultdict(list)
    for row in ingest.select_articles(parsed, known, AT, RUN).select("source_file").collect():
        outcomes[row.source_file].append(ARTICLE)
    quarantined = ingest.select_quarantine(parsed, known, AT, RUN).select(
        "source_file", "line_number", "reason"
    )
    for row in quarantined.collect():
        outcomes[row.source_file].append(row.reason)
    yield expected, {str(Path(source).relative_to(folder)): found for source, found in outcomes.items()}
    # The session's engine serves every later test, which must not find this frame cached.
    parsed.unpersist(blocking=True)


def test_the_corpus_has_forty_kinds_of_file(ingested):
    expected, _ = ingested
    assert len(expected) >= 40


def test_every_file_is_accounted_for(ingested):
    expected, found = ingested
    assert sorted(found) == sorted(expected)
    for name, outcomes in expected.items():
        assert len(found[name]) == len(outcomes), (name, found[name])


def test_every_input_gets_its_own_outcome(ingested):
    expected, found = ingested
    for name, outcomes in expected.items():
        unmatched = list(found[name])
        for outcome in outcomes:
            match = next((got for got in unmatched if _is(got, outcome)), None)
            assert match is not None, (name, outcome, found[name])
            unmatched.remove(match)


def _is(got: str, outcome: str) -> bool:
    """An article is an article; a quarantine row matches its reason's fragment."""
    return got == outcome if ARTICLE in (got, outcome) else outcome in got
