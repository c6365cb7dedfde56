"""Score exported quotes against the hand-checked gold of a real news corpus.

The gold holds no article text: every quote, and every speaker name, is an
article id with character offsets, read from the corpus when scoring. It has
two parts:

* utterance links: pairs of quoted spans in articles of different outlets,
  labelled as the same spoken words (a link) or as tempting look-alikes that
  are not (a stock phrase, the same speaker on another day, another speaker).
  Labelled non-links measure whether matching chains through weak evidence,
  which counting predicted links alone cannot show.
* speakers: who said a direct or mixed quote, as the fullest name mention in
  the article, a description mention ("an aide"), or unknown.

Each corpus has its own gold files, named after it (``polnear_early.jsonl`` ->
``polnear_early_links.jsonl`` and ``polnear_early_speakers.jsonl``), so a later
corpus can be labelled and scored beside the first without renumbering anything.
Predictions are the output of ``quotetrail export quotes --format eval``, of one
run or of several runs concatenated. Every item carries a ``split`` (``dev`` or
``heldout``) so that figures tuned on one part can be checked on the other.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from quotetrail.evaluation import HONORIFICS, SUFFIXES, _utterance_ids

#: Where the early corpus lies beside a checkout (it is third-party text and never copied in).
DEFAULT_CORPUS = Path("../shared/corpus/polnear_early.jsonl")
LINKS_SUFFIX = "_links.jsonl"
SPEAKERS_SUFFIX = "_speakers.jsonl"
SPLITS = ("dev", "heldout")
HELDOUT_FROM = "2016-03-15"
QUOTED_TYPES = ("direct", "mixed")
# A gold quote span holds what is inside the marks; the marks are not part of it.
DOUBLE_QUOTE_MARKS = '"“”«»'
SPEAKER_KINDS = ("person", "organisation", "description", "unknown")
# Titles and articles the press puts before a name or a description; with HONORIFICS they
# are dropped before comparing, so "Sen. Ted Cruz" and "Ted Cruz" agree.
LEADING_WORDS = frozenset(
    "president vice former sen senator rep representative gov governor secretary speaker mayor gen general"
    " attorney judge justice chairman chairwoman gop candidate pope the a an".split()
)


@dataclass(frozen=True)
class Span:
    """Characters ``start`` to ``end`` of one corpus article."""

    article_id: str
    start: int
    end: int


@dataclass(frozen=True)
class LinkPair:
    """Two quoted spans in articles of different outlets, and whether they are one utterance."""

    a: Span
    b: Span
    link: bool
    kind: str
    split: str


@dataclass(frozen=True)
class SpeakerItem:
    """A quoted span and the mention naming who said it (None when the article does not say)."""

    quote: Span
    speaker: Span | None
    kind: str
    split: str


class GoldError(ValueError):
    """A gold, corpus or prediction file that cannot be read, with its line number."""


def _json_lines(path: Path) -> Iterable[tuple[int, dict]]:
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if line.strip():
                try:
                    yield number, json.loads(line)
                except json.JSONDecodeError as exc:
                    raise GoldError(f"{path}:{number}: not JSON ({exc})") from exc


def _span(value: dict) -> Span:
    return Span(str(value["article_id"]), int(value["start"]), int(value["end"]))


def load_links(path: Path) -> list[LinkPair]:
    """The labelled pairs of a links file."""
    try:
        return [
            LinkPair(_span(row["a"]), _span(row["b"]), bool(row["link"]), str(row["kind"]), str(row["split"]))
            for _, row in _json_lines(path)
        ]
    except (KeyError, TypeError, ValueError) as exc:
        raise GoldError(f"{path}: malformed link pair ({exc!r})") from exc


def load_speakers(path: Path) -> list[SpeakerItem]:
    """The speaker items of a speakers file."""
    try:
        return [
            SpeakerItem(
                _span(row["quote"]),
                _span(row["speaker"]) if row["speaker"] else None,
                str(row["kind"]),
                str(row["split"]),
            )
            for _, row in _json_lines(path)
        ]
    except (KeyError, TypeError, ValueError) as exc:
        raise GoldError(f"{path}: malformed speaker item ({exc!r})") from exc


def load_corpus(path: Path) -> dict[str, dict]:
    """Corpus articles by id (``text``, ``outlet``, ``published_at``).

    An evaluation file keeps the day under ``meta.date`` instead of ``published_at``.
    """
    articles = {}
    for _, row in _json_lines(path):
        day = row.get("published_at") or (row.get("meta") or {}).get("date") or ""
        articles[str(row["id"])] = {**row, "published_at": day}
    return articles


def gold_paths(gold_dir: Path, corpus: Path) -> tuple[Path, Path]:
    """The links and speakers files of the gold for one corpus file."""
    return gold_dir / f"{corpus.stem}{LINKS_SUFFIX}", gold_dir / f"{corpus.stem}{SPEAKERS_SUFFIX}"


def load_predictions(path: Path) -> dict[str, list[dict]]:
    """Predicted quotes by article id, from the evaluation export format."""
    predictions: dict[str, list[dict]] = {}
    for number, row in _json_lines(path):
        if not isinstance(row, dict) or "id" not in row:
            raise GoldError(f"{path}:{number}: an article object with an 'id' is required")
        predictions[str(row["id"])] = [q for q in row.get("quotes") or [] if isinstance(q, dict)]
    return predictions


def split_of(*published_at: str) -> str:
    """``heldout`` when any of the articles appeared on or after HELDOUT_FROM."""
    return "heldout" if any(day[:10] >= HELDOUT_FROM for day in published_at) else "dev"


def gold_problems(corpus: dict[str, dict], links: list[LinkPair], speakers: list[SpeakerItem]) -> list[str]:
    """Every way the gold disagrees with the corpus it points into; empty when it is sound."""
    problems: list[str] = []
    for n, pair in enumerate(links, 1):
        where = f"link {n}"
        problems += _span_problems(corpus, pair.a, where) + _span_problems(corpus, pair.b, where)
        if pair.a.article_id in corpus and pair.b.article_id in corpus:
            first, second = corpus[pair.a.article_id], corpus[pair.b.article_id]
            if first["outlet"] == second["outlet"]:
                problems.append(f"{where}: both spans are in {first['outlet']}")
            if pair.split != split_of(first["published_at"], second["published_at"]):
                problems.append(f"{where}: split {pair.split!r} does not follow the publication dates")
        if pair.a.article_id == pair.b.article_id and pair.a.start < pair.b.end and pair.b.start < pair.a.end:
            problems.append(f"{where}: spans a and b overlap")
    for n, item in enumerate(speakers, 1):
        where = f"speaker {n}"
        problems += _span_problems(corpus, item.quote, where)
        if item.kind not in SPEAKER_KINDS:
            problems.append(f"{where}: unknown kind {item.kind!r}")
        if (item.speaker is None) != (item.kind == "unknown"):
            problems.append(f"{where}: only kind 'unknown' has no speaker mention")
        if item.speaker is not None:
            problems += _span_problems(corpus, item.speaker, where)
            if item.speaker.article_id != item.quote.article_id:
                problems.append(f"{where}: the speaker mention is in another article")
        if item.quote.article_id in corpus and item.split != split_of(
            corpus[item.quote.article_id]["published_at"]
        ):
            problems.append(f"{where}: split {item.split!r} does not follow the publication date")
    return problems


def _span_problems(corpus: dict[str, dict], span: Span, where: str) -> list[str]:
    article = corpus.get(span.article_id)
    if article is None:
        return [f"{where}: no article {span.article_id!r} in the corpus"]
    text = article["text"]
    if not 0 <= span.start < span.end <= len(text):
        return [f"{where}: offsets {span.start}-{span.end} outside {span.article_id}"]
    piece = text[span.start : span.end]
    if piece != piece.strip().strip(DOUBLE_QUOTE_MARKS):
        return [f"{where}: span {span.start}-{span.end} of {span.article_id} is not stripped"]
    return []


def overlap(quote: dict, span: Span) -> int:
    """Characters a predicted quote's content pieces share with a gold span."""
    content = quote.get("content") or {}
    pieces = content.get("spans") or [[content.get("start"), content.get("end")]]
    total = 0
    for piece in pieces:
        if len(piece) == 2 and piece[0] is not None and piece[1] is not None:
            total += max(0, min(int(piece[1]), span.end) - max(int(piece[0]), span.start))
    return total


def _quoted_over(predictions: dict[str, list[dict]], span: Span) -> list[dict]:
    return [
        q
        for q in predictions.get(span.article_id, [])
        if q.get("type") in QUOTED_TYPES and overlap(q, span) > 0
    ]


def predicted_linked(predictions: dict[str, list[dict]], pair: LinkPair) -> bool:
    """Some direct or mixed quote over span a shares an utterance id with one over span b."""
    ids_a = {u for q in _quoted_over(predictions, pair.a) for u in _utterance_ids(q.get("utterance"))}
    ids_b = {u for q in _quoted_over(predictions, pair.b) for u in _utterance_ids(q.get("utterance"))}
    return bool(ids_a & ids_b)


def _ratio(num: int, den: int) -> float | None:
    return num / den if den else None


def score_links(pairs: list[LinkPair], predictions: dict[str, list[dict]]) -> dict:
    """Link precision, recall and F1 over the labelled pairs, and the false links by kind."""
    tp = fp = fn = 0
    false_links: dict[str, int] = {}
    for pair in pairs:
        linked = predicted_linked(predictions, pair)
        if pair.link:
            tp += linked
            fn += not linked
        elif linked:
            fp += 1
            false_links[pair.kind] = false_links.get(pair.kind, 0) + 1
    spans = {span for pair in pairs for span in (pair.a, pair.b)}
    return {
        "links": sum(p.link for p in pairs),
        "non_links": sum(not p.link for p in pairs),
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "precision": _ratio(tp, tp + fp),
        "recall": _ratio(tp, tp + fn),
        "f1": _ratio(2 * tp, 2 * tp + fp + fn),
        "false_links_by_kind": dict(sorted(false_links.items())),
        "spans": len(spans),
        "spans_without_quote": sum(not _quoted_over(predictions, span) for span in spans),
    }


def name_key(name: str | None) -> tuple[str, ...]:
    """Words that identify a name: casefolded, without punctuation, leading titles or
    suffixes, then the first and last word (so middle names and initials do not count),
    or the one word of a one-word name."""
    if not name:
        return ()
    folded = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    words = re.findall(r"\w+", folded.casefold().replace("’", "").replace("'", ""))
    while len(words) > 1 and (words[0] in HONORIFICS or words[0] in LEADING_WORDS):
        words.pop(0)
    while len(words) > 1 and words[-1] in SUFFIXES:
        words.pop()
    return (words[0], words[-1]) if len(words) > 1 else tuple(words)


def best_quote(predictions: dict[str, list[dict]], span: Span) -> dict | None:
    """The predicted quote of any type sharing the most characters with the span."""
    scored = [(overlap(q, span), k, q) for k, q in enumerate(predictions.get(span.article_id, []))]
    scored = [item for item in scored if item[0] > 0]
    return max(scored, key=lambda item: (item[0], -item[1]))[2] if scored else None


def speaker_correct(item: SpeakerItem, predicted: str | None, corpus: dict[str, dict]) -> bool:
    """Whether a predicted speaker name agrees with the gold item (see the module docstring)."""
    if item.speaker is None:
        return predicted is None
    gold_name = corpus[item.speaker.article_id]["text"][item.speaker.start : item.speaker.end]
    if item.kind == "description" and not predicted:
        return True
    return bool(predicted) and name_key(predicted) == name_key(gold_name)


def score_speakers(
    items: list[SpeakerItem], predictions: dict[str, list[dict]], corpus: dict[str, dict]
) -> dict:
    """Speaker accuracy over the gold items; a quote with no prediction over it is wrong."""
    correct = missing = 0
    by_kind: dict[str, dict[str, int]] = {}
    for item in items:
        quote = best_quote(predictions, item.quote)
        missing += quote is None
        right = quote is not None and speaker_correct(item, quote.get("speaker"), corpus)
        correct += right
        tally = by_kind.setdefault(item.kind, {"items": 0, "correct": 0})
        tally["items"] += 1
        tally["correct"] += right
    return {
        "items": len(items),
        "correct": correct,
        "accuracy": _ratio(correct, len(items)),
        "missing_quote": missing,
        "by_kind": dict(sorted(by_kind.items())),
    }


def score(
    links: list[LinkPair],
    speakers: list[SpeakerItem],
    predictions: dict[str, list[dict]],
    corpus: dict[str, dict],
    splits: Iterable[str] = (*SPLITS, "all"),
) -> dict:
    """Link and speaker figures for each split asked for (``all`` is both splits together)."""
    report = {}
    for split in splits:
        chosen_links = [p for p in links if split in ("all", p.split)]
        chosen_speakers = [s for s in speakers if split in ("all", s.split)]
        report[split] = {
            "links": score_links(chosen_links, predictions),
            "speakers": score_speakers(chosen_speakers, predictions, corpus),
        }
    return report


def score_files(pred: Path, corpora: Iterable[Path], gold_dir: Path, split: str = "all") -> dict:
    """Read each corpus and its gold, check the gold, and score the predictions on all of it.

    A corpus needs at least one of its two gold files; the other may be absent.
    """
    articles: dict[str, dict] = {}
    links: list[LinkPair] = []
    speakers: list[SpeakerItem] = []
    for corpus in corpora:
        texts = load_corpus(corpus)
        links_path, speakers_path = gold_paths(gold_dir, corpus)
        if not links_path.exists() and not speakers_path.exists():
            raise GoldError(f"no gold for {corpus.name} in {gold_dir} (expected {links_path.name})")
        corpus_links = load_links(links_path) if links_path.exists() else []
        corpus_speakers = load_speakers(speakers_path) if speakers_path.exists() else []
        problems = gold_problems(texts, corpus_links, corpus_speakers)
        if problems:
            raise GoldError(f"the gold does not fit {corpus}: " + "; ".join(problems[:5]))
        articles.update(texts)
        links += corpus_links
        speakers += corpus_speakers
    splits = (*SPLITS, "all") if split == "all" else (split,)
    return score(links, speakers, load_predictions(pred), articles, splits)


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3f}"


def render(report: dict) -> str:
    """The figures as a text table, one column per split."""
    splits = list(report)
    rows = [
        ("link pairs (links / non-links)", lambda r: f"{r['links']['links']} / {r['links']['non_links']}"),
        ("link precision", lambda r: _fmt(r["links"]["precision"])),
        ("link recall", lambda r: _fmt(r["links"]["recall"])),
        ("link F1", lambda r: _fmt(r["links"]["f1"])),
        ("TP / FP / FN", lambda r: f"{r['links']['tp']} / {r['links']['fp']} / {r['links']['fn']}"),
        ("false links by kind", lambda r: _kinds(r["links"]["false_links_by_kind"])),
        (
            "gold spans without a quote",
            lambda r: f"{r['links']['spans_without_quote']} of {r['links']['spans']}",
        ),
        ("speaker items", lambda r: str(r["speakers"]["items"])),
        ("speaker accuracy", lambda r: _fmt(r["speakers"]["accuracy"])),
        ("speaker quotes not found", lambda r: str(r["speakers"]["missing_quote"])),
    ]
    kinds = sorted({k for r in report.values() for k in r["speakers"]["by_kind"]})
    for kind in kinds:
        rows.append((f"  speaker {kind}", lambda r, kind=kind: _kind_accuracy(r, kind)))
    label_width = max(len(label) for label, _ in rows) + 2
    cells = [[cell(report[s]) for s in splits] for _, cell in rows]
    width = max(12, *(len(c) + 2 for row in cells for c in row))
    lines = [" " * label_width + "".join(f"{s:>{width}}" for s in splits)]
    for (label, _), row in zip(rows, cells, strict=True):
        lines.append(f"{label:<{label_width}}" + "".join(f"{c:>{width}}" for c in row))
    return "\n".join(lines)


def _kinds(counts: dict[str, int]) -> str:
    return ", ".join(f"{kind} {n}" for kind, n in counts.items()) or "none"


def _kind_accuracy(result: dict, kind: str) -> str:
    tally = result["speakers"]["by_kind"].get(kind)
    return f"{tally['correct']}/{tally['items']}" if tally else "-"
