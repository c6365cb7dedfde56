"""Turn landing files into article records, or into a reason why not.

Pure Python so that the rules are tested without Spark; ingestion wraps
:func:`parse_file` once in a Spark UDF. Nothing is dropped silently: every input
that cannot become an article comes back as a :class:`Rejected` record that
ingestion writes to the quarantine table.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import unicodedata
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import PurePath
from typing import ClassVar

SUPPORTED_SUFFIXES = (".txt", ".html", ".htm", ".jsonl")
MAX_TITLE_CHARS = 200
#: Optional ``.jsonl`` fields; each must be a string (or null) when present.
STRING_FIELDS = ("title", "outlet", "url", "published_at", "date")
#: Control characters other than tab, line feed, vertical tab, form feed and
#: carriage return; beyond this share of the text they mean binary data or a
#: wrong encoding guess rather than an article.
_CONTROL = re.compile(r"[\x01-\x08\x0e-\x1f\x7f]")
MAX_CONTROL_SHARE = 0.001
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")

_BYLINE = re.compile(r"^By\s+([A-Z][\w.'’-]+(?:\s+[A-Z][\w.'’-]+){0,3})\s*$", re.MULTILINE)
_FOLLOW_AUTHOR = re.compile(
    r"^Follow\s+([A-Z][\w.'’-]+(?:\s+[A-Z][\w.'’-]+){0,3})\s+on\s+(?:Facebook|X|Twitter)",
    re.MULTILINE,
)
_OUTLET = re.compile(
    r"(?:Read the original (?:article|story) on|originally (?:appeared|published) (?:on|in))"
    r"\s+(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,4})",
)
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n")


@dataclass(frozen=True)
class Article:
    article_id: str
    document_name: str
    source_file: str
    line_number: int | None
    title: str | None
    body: str
    byline: str | None
    outlet: str | None
    #: "metadata" when the input named the outlet, "text" when the article did.
    outlet_source: str | None
    url: str | None
    published_at: str | None


@dataclass(frozen=True)
class Rejected:
    source_file: str
    line_number: int | None
    reason: str
    raw: str


def article_id(body: str) -> str:
    """A stable id from the normalized text: the same article always gets the same id.

    Line endings and Unicode composition are normalized first, so that the same
    text saved on another system or by another tool keeps its id.
    """
    normalized = unicodedata.normalize("NFC", body.replace("\r\n", "\n")).strip()
    return hashlib.sha256(normalized.encode("utf-8")).hexdigest()[:16]


def paragraphs(body: str) -> list[tuple[int, int, int, str]]:
    """(index, start, end, text) of each paragraph, offsets into ``body``."""
    found = []
    start = 0
    for match in [*_PARAGRAPH_BREAK.finditer(body), None]:
        end = match.start() if match else len(body)
        chunk = body[start:end]
        stripped = chunk.strip()
        if stripped:
            offset = start + chunk.index(stripped)
            found.append((len(found), offset, offset + len(stripped), stripped))
        if match:
            start = match.end()
    return found


def _title_from_text(body: str) -> str | None:
    """A first line that reads as a headline: short, alone, no closing punctuation.

    The headline stays in the body so that every offset still points into the
    text exactly as it arrived; Windows line endings are read as plain ones.
    """
    first, sep, rest = body.replace("\r\n", "\n").strip().partition("\n")
    looks_like_headline = (
        sep
        and rest.startswith("\n")
        and len(first) <= MAX_TITLE_CHARS
        and not first.rstrip().endswith((".", "”", '"', ":", ",", "?", "!"))
        and not _BYLINE.match(first)
    )
    return first.strip() if looks_like_headline else None


def _first_group(pattern: re.Pattern[str], text: str) -> str | None:
    match = pattern.search(text)
    return match.group(1).strip().rstrip(".") if match else None


class _TextExtractor(HTMLParser):
    """Visible text of an HTML page, one paragraph per block element."""

    _BLOCKS: ClassVar = {"p", "div", "br", "h1", "h2", "h3", "h4", "li", "blockquote", "section", "article"}
    _SKIP: ClassVar = {"script", "style", "noscript", "nav", "footer", "header"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.title: str | None = None
        self._skip = 0
        self._in_title = False

    def handle_starttag(self, tag: str, attrs) -> None:
        if tag in self._SKIP:
            self._skip += 1
        elif tag == "title":
            self._in_title = True
        elif tag in self._BLOCKS:
            self.parts.append("\n\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in self._SKIP and self._skip:
            self._skip -= 1
        elif tag == "title":
            self._in_title = False
        elif tag in self._BLOCKS:
            self.parts.append("\n\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title = (self.title or "") + data.strip()
        elif not self._skip:
            self.parts.append(data)

    @property
    def title_unclosed(self) -> bool:
        """A ``<title>`` never closed swallows the page: its text cannot be told apart."""
        return self._in_title

    def text(self) -> str:
        joined = re.sub(r"[ \t]+", " ", "".join(self.parts))
        lines = (line.strip() for line in joined.split("\n"))
        return re.sub(r"\n{3,}", "\n\n", "\n".join(lines))


def _article(
    *,
    source_file: str,
    document_name: str,
    body: str,
    line_number: int | None = None,
    title: str | None = None,
    outlet: str | None = None,
    url: str | None = None,
    published_at: str | None = None,
) -> Article | Rejected:
    if not body.strip():
        return Rejected(source_file, line_number, "empty article text", "")
    implausible = implausible_text(body)
    if implausible:
        return Rejected(source_file, line_number, implausible, "")
    text_outlet = None if outlet else _first_group(_OUTLET, body)
    return Article(
        article_id=article_id(body),
        document_name=document_name,
        source_file=source_file,
        line_number=line_number,
        title=title or _title_from_text(body),
        body=body,
        byline=_first_group(_BYLINE, body) or _first_group(_FOLLOW_AUTHOR, body),
        outlet=outlet or text_outlet,
        outlet_source="metadata" if outlet else ("text" if text_outlet else None),
        url=url,
        published_at=published_at,
    )


def implausible_text(text: str) -> str | None:
    """Why ``text`` cannot be an article although it decoded, or None.

    A NUL byte never occurs in prose: it marks binary data, or UTF-16 text
    without a byte-order mark read as UTF-8 (every other byte of English is NUL).
    Other control characters are tolerated in small numbers (stray form feeds
    from a PDF export), not as a share of the text.
    """
    if "\x00" in text:
        return "not plausible text: NUL bytes (binary data, or UTF-16 without a byte-order mark)"
    controls = len(_CONTROL.findall(text))
    if controls > max(1, len(text) * MAX_CONTROL_SHARE):
        return f"not plausible text: {controls} control characters"
    return None


def _field_type_error(record: dict) -> str | None:
    """The first metadata field of a ``.jsonl`` record whose type is wrong, as a reason."""
    if not isinstance(record.get("text"), str):
        return "no string field 'text'"
    identifier = record.get("id")
    if identifier is not None and (isinstance(identifier, bool) or not isinstance(identifier, str | int)):
        return f"field 'id' is {type(identifier).__name__}, not a string or whole number"
    for name in STRING_FIELDS:
        value = record.get(name)
        if value is not None and not isinstance(value, str):
            return f"field '{name}' is {type(value).__name__}, not a string"
    return None


def _parse_jsonl(source_file: str, text: str) -> list[Article | Rejected]:
    records: list[Article | Rejected] = []
    stem = PurePath(source_file).stem
    first_line_of_id: dict[str, int] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as error:
            records.append(Rejected(source_file, number, f"invalid JSON: {error.msg}", line))
            continue
        if not isinstance(record, dict):
            records.append(Rejected(source_file, number, "no string field 'text'", line))
            continue
        type_error = _field_type_error(record)
        if type_error:
            records.append(Rejected(source_file, number, type_error, line))
            continue
        name = str(record.get("id") or f"{stem}:{number}")
        if "id" in record and name in first_line_of_id:
            reason = f"duplicate id '{name}' (first on line {first_line_of_id[name]})"
            records.append(Rejected(source_file, number, reason, line))
            continue
        first_line_of_id.setdefault(name, number)
        records.append(
            _article(
                source_file=source_file,
                document_name=name,
                body=record["text"],
                line_number=number,
                title=record.get("title"),
                outlet=record.get("outlet"),
                url=record.get("url"),
                published_at=record.get("published_at") or record.get("date"),
            )
        )
    return records or [Rejected(source_file, None, "no articles: only blank lines", "")]


def _decode(content: bytes) -> str:
    """UTF-8 (with or without a byte-order mark), or UTF-16 when it starts with one."""
    if content.startswith(_UTF16_BOMS):
        return content.decode("utf-16")
    return content.decode("utf-8-sig")


def parse_file(source_file: str, content: bytes) -> list[Article | Rejected]:
    """Every article in one landing file, or the reasons it holds none."""
    suffix = PurePath(source_file).suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES:
        return [Rejected(source_file, None, f"unsupported file type {suffix or '(none)'}", "")]
    if not content:
        return [Rejected(source_file, None, "empty file", "")]
    try:
        text = _decode(content)
    except UnicodeDecodeError as error:
        return [
            Rejected(
                source_file,
                None,
                f"not {error.encoding.upper()} text: {error.reason} at byte {error.start}",
                "",
            )
        ]
    if suffix == ".jsonl":
        return _parse_jsonl(source_file, text)
    name = PurePath(source_file).stem
    if suffix in (".html", ".htm"):
        extractor = _TextExtractor()
        extractor.feed(text)
        extractor.close()
        if extractor.title_unclosed:
            return [Rejected(source_file, None, "malformed HTML: <title> is never closed", "")]
        title = html.unescape(extractor.title) if extractor.title else None
        return [_article(source_file=source_file, document_name=name, body=extractor.text(), title=title)]
    return [_article(source_file=source_file, document_name=name, body=text)]
