"""Every entry of an input folder, read, or with the reason it cannot be.

The folder is listed here rather than by Spark's file sources, which hide names
starting with ``.`` or ``_`` and skip empty files: every entry must end up as an
article or a quarantine row. Symbolic links are read only when they lead to a
regular file inside the input folder, so an input folder cannot make the
pipeline read files its owner did not put there; FIFOs, sockets and devices are
never opened (reading a FIFO would block the run).
"""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

#: Larger files are quarantined unread: no article is this long, and reading
#: one into the driver would risk the run for nothing.
MAX_FILE_BYTES = 64 * 1024 * 1024

_SPECIAL_KINDS = (
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)


@dataclass(frozen=True)
class LandingFile:
    """One entry of the input folder: its bytes, or why it was not read."""

    source_file: str
    content: bytes | None
    reason: str | None = None
    #: When the entry was last written (UTC); None when it could not be looked at.
    landed_at: datetime | None = None

    @property
    def content_hash(self) -> str | None:
        """SHA-256 of the bytes: the same file under any name or path is known by it."""
        return None if self.content is None else content_hash(self.content)


def content_hash(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()


def list_landing(input_dir: Path) -> list[LandingFile]:
    """Every file under ``input_dir``, in path order; a missing folder is an error."""
    if not input_dir.is_dir():
        raise FileNotFoundError(f"Input folder {input_dir} does not exist.")
    root = input_dir.resolve()
    return list(_walk(root, root))


def _walk(folder: Path, root: Path) -> Iterator[LandingFile]:
    try:
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError as error:
        yield LandingFile(str(folder), None, f"folder cannot be read: {error.strerror}")
        return
    for entry in entries:
        path = Path(entry.path)
        if entry.is_symlink():
            yield _follow_link(path, root)
        elif entry.is_dir(follow_symlinks=False):
            yield from _walk(path, root)
        else:
            yield _read(path, path.lstat())


def _follow_link(link: Path, root: Path) -> LandingFile:
    target = Path(os.path.realpath(link))
    if not target.exists():
        return LandingFile(str(link), None, f"broken symbolic link to {os.readlink(link)}")
    if not target.is_relative_to(root):
        return LandingFile(
            str(link), None, f"symbolic link to {target}, outside the input folder: not followed"
        )
    if target.is_dir():
        return LandingFile(str(link), None, "symbolic link to a folder: not followed")
    return _read(link, target.stat())


def read_entry(path: Path) -> LandingFile:
    """One named file, its links followed: what ``quotetrail add`` is given."""
    try:
        return _read(path, path.stat())
    except OSError as error:
        return LandingFile(str(path), None, f"cannot be read: {error.strerror}")


def _read(path: Path, status: os.stat_result) -> LandingFile:
    landed_at = datetime.fromtimestamp(status.st_mtime, UTC)
    if not stat.S_ISREG(status.st_mode):
        kind = next((name for test, name in _SPECIAL_KINDS if test(status.st_mode)), "a special file")
        return LandingFile(str(path), None, f"not a regular file: {kind}", landed_at)
    if status.st_size > MAX_FILE_BYTES:
        reason = f"larger than {MAX_FILE_BYTES // (1024 * 1024)} MB: not read"
        return LandingFile(str(path), None, reason, landed_at)
    try:
        return LandingFile(str(path), path.read_bytes(), None, landed_at)
    except OSError as error:
        return LandingFile(str(path), None, f"cannot be read: {error.strerror}", landed_at)
