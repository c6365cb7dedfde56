"""The landing area: where article files wait for the next run to ingest them.

``quotetrail add`` copies files here; people and tools may also drop files in
directly. Each ``add`` puts its files into a folder of its own, named after the
time, so that a new version of ``story.txt`` never overwrites the one before it
(a text file's name is its document name, which is how its versions are told
apart). The folder is filled beside the landing area and moved in whole, so a
run never sees half of it. A file is checked with the rules ingestion applies,
and nothing is copied when any file would be refused: the user fixes the input
while it is still in front of them instead of finding it later in the quarantine.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path, PurePath

from quotetrail import articles, landing

#: How many reasons a refused ``.jsonl`` file shows; the rest are counted.
MAX_REASONS_SHOWN = 3


class RefusedInput(ValueError):
    """Some of the files given would not become articles; nothing was added."""

    def __init__(self, refused: list[tuple[str, str]]) -> None:
        self.refused = refused
        lines = "\n".join(f"  {path}: {reason}" for path, reason in refused)
        super().__init__(
            f"Nothing was added: {len(refused)} file(s) would not become articles.\n{lines}\n"
            "Fix or leave out these files and add again."
        )


@dataclass(frozen=True)
class Candidate:
    """A file given to ``add``: its bytes, and where it goes under the batch folder."""

    entry: landing.LandingFile
    name: PurePath


@dataclass
class AddResult:
    #: Where the files were copied; None when every file was already there.
    batch: Path | None = None
    copied: list[Path] = field(default_factory=list)
    #: (file given, the landing file with the same bytes)
    already_landed: list[tuple[str, str]] = field(default_factory=list)


def candidates(paths: Iterable[Path]) -> Iterator[Candidate]:
    """Every file under ``paths``: a file is named by its own name, a folder's files
    by their path from the folder's parent, so that the folder's name is kept."""
    for path in paths:
        if path.is_dir():
            root = path.resolve()
            for entry in landing.list_landing(root):
                yield Candidate(entry, PurePath(entry.source_file).relative_to(root.parent))
        else:
            yield Candidate(landing.read_entry(path), PurePath(path.name))


def refusal(entry: landing.LandingFile) -> str | None:
    """Why ingestion would not make an article of some of ``entry``'s records, or None."""
    if entry.reason is not None:
        return entry.reason
    rejected = [
        record
        for record in articles.parse_file(entry.source_file, entry.content)
        if isinstance(record, articles.Rejected)
    ]
    if not rejected:
        return None
    shown = [
        f"line {record.line_number}: {record.reason}" if record.line_number else record.reason
        for record in rejected[:MAX_REASONS_SHOWN]
    ]
    more = len(rejected) - len(shown)
    return "; ".join(shown) + (f" (and {more} more)" if more else "")


def landed_hashes(landing_dir: Path) -> dict[str, str]:
    """The files already in the landing area, by the hash of their bytes."""
    if not landing_dir.is_dir():
        return {}
    return {
        entry.content_hash: entry.source_file
        for entry in landing.list_landing(landing_dir)
        if entry.content_hash is not None
    }


def add(paths: Iterable[Path], landing_dir: Path, now: datetime | None = None) -> AddResult:
    """Copy ``paths`` (files or folders) into a new batch folder of the landing area.

    Files whose bytes are already in the landing area are not copied again.
    Raises :class:`RefusedInput`, having copied nothing, when any file would be refused.
    """
    given = list(candidates(paths))
    refused = [(c.entry.source_file, reason) for c in given if (reason := refusal(c.entry)) is not None]
    if refused:
        raise RefusedInput(refused)
    result = AddResult()
    landed = landed_hashes(landing_dir)
    fresh: list[Candidate] = []
    for candidate in given:
        digest = candidate.entry.content_hash
        if digest in landed:
            result.already_landed.append((candidate.entry.source_file, landed[digest]))
        else:
            landed[digest] = candidate.entry.source_file
            fresh.append(candidate)
    if fresh:
        result.batch = _move_in(fresh, landing_dir, now or datetime.now(UTC))
        result.copied = [result.batch / candidate.name for candidate in fresh]
    return result


def _move_in(fresh: list[Candidate], landing_dir: Path, now: datetime) -> Path:
    """Write the files beside the landing area, then move the folder in at once."""
    landing_dir.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".adding-", dir=landing_dir.parent))
    for candidate in fresh:
        target = staging / candidate.name
        target.parent.mkdir(parents=True, exist_ok=True)
        # The bytes that were checked, not the file again: it may have changed since.
        target.write_bytes(candidate.entry.content)
    batch = _batch_name(landing_dir, now)
    os.rename(staging, batch)
    return batch


def _batch_name(landing_dir: Path, now: datetime) -> Path:
    """``added-<UTC time>``, numbered when two adds fall in the same second."""
    stem = f"added-{now.strftime('%Y%m%dT%H%M%SZ')}"
    batch, number = landing_dir / stem, 1
    while batch.exists():
        number += 1
        batch = landing_dir / f"{stem}-{number}"
    return batch
