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


class ArticleFailed(RuntimeError):
    """Extraction raised on one article: a fault of the extractor, not of the input,
    named with the line and the article so that it can be reproduced."""


Outcome = tuple[str | None, int, MalformedLine | ArticleFailed | None]


Job = tuple[int, str, Convention, frozenset[str]]


def predict_line(job: Job) -> Outcome:
    """(prediction JSON or None, number of quotes, error or None) for one input line.

    An article extraction fails on gets no prediction line, since an empty one would
    score and read as an article that quotes nobody; the error says which it was.
    """
    number, line, convention, kinds = job
    try:
        doc = json.loads(line)
    except json.JSONDecodeError as exc:
        return None, 0, MalformedLine(f"line {number}: not JSON ({exc.msg})")
    if (
        not isinstance(doc, dict)
        or not isinstance(doc.get("id"), (str, int))
        or not isinstance(doc.get("text"), str)
    ):
        required = "an object with an 'id' and a string 'text' is required"
        return None, 0, MalformedLine(f"line {number}: {required}")
    try:
        extraction = extract(doc["text"], kinds)
    except Exception as exc:
        failure = f"line {number}, article {doc['id']}: extraction failed ({type(exc).__name__}: {exc})"
        return None, 0, ArticleFailed(failure)
    record = extraction.to_eval(str(doc["id"]), convention)
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
    """Write one prediction line per article; bad lines and articles extraction
    fails on are reported in ``errors``, or raise with ``skip_bad=False``.

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
                            raise type(error)(f"{source}: {error}")
                        result.errors.append(str(error))
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
