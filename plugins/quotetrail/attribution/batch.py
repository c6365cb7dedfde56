"""Extract quotes from a JSON Lines file of articles, streaming.

Lines are read and written in bounded batches so memory stays flat whatever the
file size; with several workers each batch is spread over a process pool, since
extraction is pure Python and bound by one core per process.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass, field
from itertools import islice
from multiprocessing import Pool
from pathlib import Path

from quotetrail.attribution.cues import CUE_KINDS, QUOTE_KINDS
from quotetrail.attribution.extract import extract
from quotetrail.attribution.model import Convention

BATCH_LINES = 512
#: The cue kinds each convention reports unless told otherwise. PARC-style attribution
#: annotation (PolNeAR) marks beliefs, intentions and findings as attributions too.
DEFAULT_KINDS: dict[str, frozenset[str]] = {
    "quotation": QUOTE_KINDS,
    "attribution": frozenset(CUE_KINDS),
    "news": QUOTE_KINDS,
}


@dataclass
class BatchResult:
    articles: int = 0
    quotes: int = 0
    errors: list[str] = field(default_factory=list)


class MalformedLine(ValueError):
    """An input line that is not an article with a string ``id`` and ``text``."""


Outcome = tuple[str | None, int, str | None]


Job = tuple[int, str, Convention, frozenset[str]]


def predict_line(job: Job) -> Outcome:
    """(prediction JSON or None, number of quotes, error or None) for one input line."""
    number, line, convention, kinds = job
    try:
        doc = json.loads(line)
    except json.JSONDecodeError as exc:
        return None, 0, f"line {number}: not JSON ({exc.msg})"
    if (
        not isinstance(doc, dict)
        or not isinstance(doc.get("id"), (str, int))
        or not isinstance(doc.get("text"), str)
    ):
        return None, 0, f"line {number}: an object with an 'id' and a string 'text' is required"
    record = extract(doc["text"], kinds).to_eval(str(doc["id"]), convention)
    return json.dumps(record, ensure_ascii=False), len(record["quotes"]), None


def _numbered(handle, convention: Convention, kinds: frozenset[str]) -> Iterator[Job]:
    for number, line in enumerate(handle, 1):
        if line.strip():
            yield number, line, convention, kinds


def run(
    source: Path,
    target: Path,
    workers: int = 1,
    skip_bad: bool = True,
    progress: Callable[[int], None] | None = None,
    convention: Convention = "quotation",
    kinds: Collection[str] | None = None,
) -> BatchResult:
    """Write one prediction line per article; bad lines are reported, or raise.

    ``kinds`` are the cue kinds reported as quotes, by default the convention's.
    """
    chosen = DEFAULT_KINDS[convention] if kinds is None else frozenset(kinds)
    result = BatchResult()
    pool = Pool(workers) if workers > 1 else None
    try:
        with open(source, encoding="utf-8") as inp, open(target, "w", encoding="utf-8") as out:
            lines = _numbered(inp, convention, chosen)
            while batch := list(islice(lines, BATCH_LINES * max(1, workers))):
                done = pool.map(predict_line, batch, chunksize=32) if pool else map(predict_line, batch)
                for record, quotes, error in done:
                    if error is not None:
                        if not skip_bad:
                            raise MalformedLine(f"{source}: {error}")
                        result.errors.append(error)
                        continue
                    out.write(record + "\n")
                    result.articles += 1
                    result.quotes += quotes
                if progress is not None:
                    progress(sum(len(job[1].encode("utf-8")) for job in batch))
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return result
