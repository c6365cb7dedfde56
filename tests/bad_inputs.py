"""A folder of hostile and broken landing files, each with the outcome ingest owes it.

Every entry maps a file (relative to the folder) to its outcomes, one per input
the file holds: ``ARTICLE`` or a fragment of the quarantine reason. Used by the
bad-input test and for trying the pipeline by hand on the same folder.
"""

from __future__ import annotations

import json
import os
import socket
from pathlib import Path

ARTICLE = "article"
_STORY = "Mayor {name} spoke to reporters on Monday.\n\n“We will {verb} the budget,” {name} said."


def _story(name: str, verb: str = "defend") -> str:
    return _STORY.format(name=name, verb=verb)


def _lines(*records) -> str:
    return "\n".join(r if isinstance(r, str) else json.dumps(r) for r in records) + "\n"


def write_bad_inputs(folder: Path, outside: Path) -> dict[str, list[str]]:
    """Write the corpus under ``folder`` (and one target file under ``outside``)."""
    expected: dict[str, list[str]] = {}

    def text(name: str, content: str | bytes, *outcomes: str) -> None:
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode() if isinstance(content, str) else content)
        expected[name] = list(outcomes)

    def special(name: str, make, *outcomes: str) -> None:
        make(folder / name)
        expected[name] = list(outcomes)

    # Of identical texts, the first path in sort order is kept: copy.txt.
    text("plain.txt", _story("Ada"), "duplicate of article")
    text(".hidden.txt", _story("Bea"), ARTICLE)
    text("_underscore.txt", _story("Cy"), ARTICLE)
    text("nested/deeper/inner.txt", _story("Dee"), ARTICLE)
    text("UPPER.TXT", _story("Eve"), ARTICLE)
    text("bom.txt", "\ufeff" + _story("Fay"), ARTICLE)
    text("utf16le_bom.txt", b"\xff\xfe" + _story("Gus").encode("utf-16-le"), ARTICLE)
    text("utf16be_bom.txt", b"\xfe\xff" + _story("Hal").encode("utf-16-be"), ARTICLE)
    text("crlf.txt", ("Mayor backs budget\n\n" + _story("Ivy")).replace("\n", "\r\n"), ARTICLE)
    page = f"<html><head><title>Budget</title></head><body><p>{_story('Jo')}</p></body></html>"
    text("page.html", page, ARTICLE)
    text("page.htm", f"<p>{_story('Kai')}</p>", ARTICLE)
    text("copy.txt", _story("Ada"), ARTICLE)
    text("title_only.html", "<html><head><title>Budget</title></head></html>", "empty article text")
    text("latin1.jsonl", '{"text": "Café owner Mo said no."}'.encode("latin-1"), "not UTF-8 text")
    text("empty.txt", b"", "empty file")
    text("empty.jsonl", b"", "empty file")
    text("empty.html", b"", "empty file")
    text(".empty_hidden.txt", b"", "empty file")
    text("blank.txt", " \n\n\t\n", "empty article text")
    text("blank_lines.jsonl", "\n  \n\n", "no articles: only blank lines")
    text("latin1.txt", "Café owner Mo said no.".encode("latin-1"), "not UTF-8 text")
    text("utf16le_no_bom.txt", _story("Kit").encode("utf-16-le"), "NUL bytes")
    text("nul.txt", _story("Lou") + "\x00\x00", "NUL bytes")
    text("controls.txt", "\x01\x02\x03\x04\x05\x06" * 50 + _story("Max"), "control characters")
    unclosed = f"<html><head><title>Budget<body><p>{_story('Ned')}</p>"
    text("unclosed_title.html", unclosed, "<title> is never closed")
    text("script_only.html", "<html><script>var a = 1;</script></html>", "empty article text")
    text("no_suffix", _story("Ola"), "unsupported file type (none)")
    text(".DS_Store", b"\x00\x00\x00\x01Bud1", "unsupported file type (none)")
    text("_SUCCESS", b"", "unsupported file type (none)")
    text("notes.pdf", b"%PDF-1.4", "unsupported file type .pdf")
    text(
        "fields.jsonl",
        _lines(
            {"id": "f1", "text": _story("Pam"), "title": 7},
            {"id": "f2", "text": _story("Quin"), "outlet": ["Herald"]},
            {"id": "f3", "text": _story("Ray"), "url": {"href": "x"}},
            {"id": "f4", "text": _story("Sue"), "published_at": 2016.5},
            {"id": {"x": 1}, "text": _story("Tom")},
            {"id": "f6", "text": _story("Uma"), "date": False},
            {"id": "f7", "title": "no text"},
            {"id": "f8", "text": 42},
            ["a", "list"],
            "{broken",
            {"id": 9, "text": _story("Val")},
        ),
        "field 'title' is int",
        "field 'outlet' is list",
        "field 'url' is dict",
        "field 'published_at' is float",
        "field 'id' is dict",
        "field 'date' is bool",
        "no string field 'text'",
        "no string field 'text'",
        "no string field 'text'",
        "invalid JSON",
        ARTICLE,
    )
    text(
        "ids.jsonl",
        _lines(
            {"id": "same", "text": _story("Wes")},
            {"id": "same", "text": _story("Xia")},
            {"id": "nul", "text": _story("Yan") + "\u0000"},
            {"id": "blank", "text": "   "},
            {"id": "copy", "text": _story("Wes")},
        ),
        ARTICLE,
        "duplicate id 'same'",
        "NUL bytes",
        "empty article text",
        "duplicate of article",
    )
    special("fifo.txt", os.mkfifo, "not a regular file: a FIFO")
    special("socket.txt", _unix_socket, "not a regular file: a socket")
    special("huge.txt", _sparse_file, "larger than 64 MB")
    special("dangling.txt", lambda path: path.symlink_to(folder / "gone.txt"), "broken symbolic link")
    (outside / "secret.txt").write_text(_story("Zed"))
    special("outside.txt", lambda path: path.symlink_to(outside / "secret.txt"), "outside the input folder")
    special("inside_link.txt", lambda path: path.symlink_to(folder / "plain.txt"), "duplicate of article")
    special("folder_link", lambda path: path.symlink_to(folder / "nested"), "symbolic link to a folder")
    special("outside_folder", lambda path: path.symlink_to(outside), "outside the input folder")
    return expected


def _unix_socket(path: Path) -> None:
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(path))


def _sparse_file(path: Path) -> None:
    with path.open("wb") as handle:
        handle.truncate(65 * 1024 * 1024)
