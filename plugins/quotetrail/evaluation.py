"""Score quote predictions against gold, as defined in the evaluation FORMAT.md.

The numbers must agree with the shared reference scorer, so every rule here
(trimming, greedy one-to-one matching by overlap, exact fractions at the
thresholds) follows that definition; the code is organised for reuse by the CLI.
"""

from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations
from pathlib import Path

THRESHOLDS: dict[str, Fraction | None] = {"0.3": Fraction(3, 10), "0.8": Fraction(4, 5), "exact": None}
ATTRIBUTE_AT = "0.8"
UTTERANCE_AT = "0.3"
BASE_TYPES = ("direct", "mixed", "indirect")
TRIM = set(" \t\n\r\f\v\u00a0\"'“”‘’„‟‚‛«»‹›`´′″.,;:!?…-‐‑‒–—―")
HONORIFICS = {
    "mr",
    "mrs",
    "ms",
    "miss",
    "mx",
    "messrs",
    "dr",
    "prof",
    "professor",
    "sir",
    "dame",
    "lord",
    "lady",
    "rev",
    "reverend",
    "fr",
    "hon",
    "honourable",
    "honorable",
}
SUFFIXES = {"jr", "sr", "ii", "iii", "iv"}

Intervals = list[tuple[int, int]]

#: Parts of a development gold: rules are tuned on ``tune`` only, so the ``heldback``
#: figures show how much of a gain carries over to articles the rules were not fitted to.
PARTS = ("tune", "heldback")
HELDBACK_PER_100 = 25


class EvaluationError(ValueError):
    """A gold or prediction file that cannot be scored, with its line number."""


def _merge(spans: Intervals) -> Intervals:
    out: Intervals = []
    for s, e in sorted(spans):
        if out and s <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def spans_of(obj: object, length: int) -> Intervals | None:
    """Intervals of a content or source object; None when its offsets are unusable."""
    if not isinstance(obj, dict):
        return None
    raw = obj.get("spans") or ([[obj["start"], obj["end"]]] if "start" in obj and "end" in obj else None)
    if not raw:
        return None
    out = []
    for piece in raw:
        try:
            s, e = int(piece[0]), int(piece[1])
        except (TypeError, ValueError, IndexError):
            return None
        if not 0 <= s <= e <= length:
            return None
        if s < e:
            out.append((s, e))
    return _merge(out)


def positions(text: str, spans: Intervals | None) -> Intervals:
    """Pieces with whitespace, quote marks and punctuation trimmed from both ends."""
    out = []
    for s, e in spans or []:
        while s < e and (text[s] in TRIM or text[s].isspace()):
            s += 1
        while e > s and (text[e - 1] in TRIM or text[e - 1].isspace()):
            e -= 1
        if s < e:
            out.append((s, e))
    return _merge(out)


def _size(a: Intervals) -> int:
    return sum(e - s for s, e in a)


def _common(a: Intervals, b: Intervals) -> int:
    total = 0
    for s1, e1 in a:
        for s2, e2 in b:
            total += max(0, min(e1, e2) - max(s1, s2))
    return total


def name_words(name: object) -> list[str]:
    if not isinstance(name, str):
        return []
    folded = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    words = re.findall(r"\w+", folded.casefold().replace("’", "").replace("'", ""))
    while words and words[0] in HONORIFICS:
        words.pop(0)
    return words


def _surname(name: object) -> str:
    words = name_words(name)
    while len(words) > 1 and words[-1] in SUFFIXES:
        words.pop()
    return words[-1] if words else ""


@dataclass
class ArticleScore:
    """Matches of one article; indices point into its gold and predicted quotes."""

    id: str
    gold_types: list[str]
    pred_types: list[str]
    matched: dict[str, list[tuple[int, int]]]
    fp_on_non_attributions: dict[str, int]
    speaker: dict[str, int] = field(default_factory=lambda: {"pairs": 0, "strict": 0, "lenient": 0})
    source: dict[str, int] = field(default_factory=lambda: {"pairs": 0, "correct": 0})


def _passes(common: int, union: int, threshold: Fraction | None) -> bool:
    return common == union if threshold is None else Fraction(common, union) >= threshold


def _pred_type(q: object) -> str:
    t = q.get("type") if isinstance(q, dict) else None
    return t if isinstance(t, str) and t else "untyped"


def score_article(gold: dict, pred: dict | None, warnings: list[str]) -> ArticleScore:
    """Match one article's predicted quotes to its gold quotes at every threshold."""
    text = gold["text"]
    if pred is not None and isinstance(pred.get("text"), str) and pred["text"] != text:
        warnings.append(
            f"{gold['id']}: predicted text differs from gold text; offsets are read against the gold text"
        )
    g_quotes = gold.get("quotes") or []
    p_quotes = (pred or {}).get("quotes") or []
    g_pos = [positions(text, spans_of(q.get("content"), len(text))) for q in g_quotes]
    p_pos = []
    for k, q in enumerate(p_quotes):
        raw = spans_of(q.get("content") if isinstance(q, dict) else None, len(text))
        if raw is None:
            warnings.append(
                f"{gold['id']}: predicted quote {k} has no usable content span (counted as a false positive)"
            )
        p_pos.append(positions(text, raw))
    greedy = _greedy(g_pos, p_pos)
    matched = {
        name: [(gi, pi) for gi, pi, c, u in greedy if _passes(c, u, thr)] for name, thr in THRESHOLDS.items()
    }
    na_pos = [
        positions(text, spans_of(n.get("content"), len(text))) for n in gold.get("non_attributions") or []
    ]
    on_na = {
        name: _on_non_attributions(p_pos, na_pos, matched[name], thr) for name, thr in THRESHOLDS.items()
    }
    score = ArticleScore(
        gold["id"], [q.get("type") for q in g_quotes], [_pred_type(q) for q in p_quotes], matched, on_na
    )
    _attributes(score, text, g_quotes, p_quotes)
    return score


def _greedy(g_pos: list[Intervals], p_pos: list[Intervals]) -> list[tuple[int, int, int, int]]:
    """One-to-one pairs (gold, pred, common, union), largest overlap first, ties by index."""
    pairs = []
    for gi, g in enumerate(g_pos):
        for pi, p in enumerate(p_pos):
            common = _common(g, p)
            if common:
                pairs.append((common / (_size(g) + _size(p) - common), gi, pi, common))
    pairs.sort(key=lambda x: (-x[0], x[1], x[2]))
    taken_g: set[int] = set()
    taken_p: set[int] = set()
    greedy = []
    for _, gi, pi, common in pairs:
        if gi not in taken_g and pi not in taken_p:
            taken_g.add(gi)
            taken_p.add(pi)
            greedy.append((gi, pi, common, _size(g_pos[gi]) + _size(p_pos[pi]) - common))
    return greedy


def _on_non_attributions(
    p_pos: list[Intervals], na_pos: list[Intervals], matched: list[tuple[int, int]], thr: Fraction | None
) -> int:
    """Unmatched predictions that overlap a gold non-attribution at the threshold."""
    hit = {pi for _, pi in matched}
    count = 0
    for pi, p in enumerate(p_pos):
        if pi in hit:
            continue
        for a in na_pos:
            common = _common(p, a)
            if common and _passes(common, _size(p) + _size(a) - common, thr):
                count += 1
                break
    return count


def _attributes(score: ArticleScore, text: str, g_quotes: list, p_quotes: list) -> None:
    """Speaker and source accuracy on the pairs matched at the attribute threshold."""
    for gi, pi in score.matched[ATTRIBUTE_AT]:
        g, p = g_quotes[gi], p_quotes[pi]
        if g.get("speaker"):
            score.speaker["pairs"] += 1
            said = p.get("speaker")
            full = " ".join(name_words(said))
            score.speaker["strict"] += bool(said and full and full == " ".join(name_words(g["speaker"])))
            score.speaker["lenient"] += bool(
                said and _surname(said) and _surname(said) == _surname(g["speaker"])
            )
        gold_src = spans_of(g.get("source"), len(text)) if g.get("source") else None
        if gold_src:
            score.source["pairs"] += 1
            pred_src = spans_of(p.get("source"), len(text)) if p.get("source") else None
            score.source["correct"] += bool(pred_src and _common(gold_src, pred_src) > 0)


def _ratio(num: int, den: int) -> float | None:
    return num / den if den else None


def _f1(tp: int, fp: int, fn: int) -> float | None:
    return _ratio(2 * tp, 2 * tp + fp + fn)


def _type_counts(types: list[str]) -> dict[str, int]:
    counts = dict.fromkeys(BASE_TYPES, 0)
    for t in types:
        counts[t] = counts.get(t, 0) + 1
    order = {t: k for k, t in enumerate(BASE_TYPES)}
    return dict(sorted(counts.items(), key=lambda kv: (order.get(kv[0], len(order)), str(kv[0]))))


def _threshold(name: str, per: list[ArticleScore], gold_types: dict, pred_types: dict) -> dict:
    tp = sum(len(a.matched[name]) for a in per)
    n_gold = sum(len(a.gold_types) for a in per)
    n_pred = sum(len(a.pred_types) for a in per)
    recall = {t: {"gold": 0, "matched": 0} for t in gold_types}
    precision = {t: {"pred": 0, "matched": 0} for t in pred_types}
    for a in per:
        hit_g = {gi for gi, _ in a.matched[name]}
        hit_p = {pi for _, pi in a.matched[name]}
        for gi, t in enumerate(a.gold_types):
            recall[t]["gold"] += 1
            recall[t]["matched"] += gi in hit_g
        for pi, t in enumerate(a.pred_types):
            precision[t]["pred"] += 1
            precision[t]["matched"] += pi in hit_p
    for v in recall.values():
        v["recall"] = _ratio(v["matched"], v["gold"])
    for v in precision.values():
        v["precision"] = _ratio(v["matched"], v["pred"])
    fp, fn = n_pred - tp, n_gold - tp
    return {
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "precision": _ratio(tp, tp + fp),
        "recall": _ratio(tp, tp + fn),
        "f1": _f1(tp, fp, fn),
        "recall_by_gold_type": recall,
        "precision_by_pred_type": precision,
        "fp_on_non_attributions": sum(a.fp_on_non_attributions[name] for a in per),
    }


def _utterance_ids(value: object) -> set[str]:
    if value is None:
        return set()
    if isinstance(value, (list, tuple)):
        return {str(v) for v in value if v not in (None, "")}
    return {v for v in str(value).split("+") if v}


def _links(items: list[tuple[str, int, set[str]]]) -> set:
    """Unordered pairs of quotes in different articles sharing an utterance id."""
    members: dict[str, set[tuple[str, int]]] = {}
    for article, k, ids in items:
        for u in ids:
            members.setdefault(u, set()).add((article, k))
    return {(a, b) for group in members.values() for a, b in combinations(sorted(group), 2) if a[0] != b[0]}


def _utterances(gold: dict[str, dict], pred: dict[str, dict], per: list[ArticleScore]) -> dict | None:
    gold_items = [
        (gid, k, _utterance_ids(q.get("utterance")))
        for gid, g in gold.items()
        for k, q in enumerate(g.get("quotes") or [])
    ]
    if not any(ids for _, _, ids in gold_items):
        return None
    pred_items = [
        (gid, k, _utterance_ids(q.get("utterance") if isinstance(q, dict) else None))
        for gid in gold
        for k, q in enumerate((pred.get(gid) or {}).get("quotes") or [])
    ]
    gold_links, pred_links = _links(gold_items), _links(pred_items)
    to_pred = {a.id: dict(a.matched[UTTERANCE_AT]) for a in per}
    correct = 0
    for (ga, gk), (gb, hk) in gold_links:
        pa, pb = to_pred[ga].get(gk), to_pred[gb].get(hk)
        if pa is not None and pb is not None:
            correct += tuple(sorted([(ga, pa), (gb, pb)])) in pred_links
    return {
        "threshold": UTTERANCE_AT,
        "gold_pairs": len(gold_links),
        "pred_pairs": len(pred_links),
        "correct_pairs": correct,
        "precision": _ratio(correct, len(pred_links)),
        "recall": _ratio(correct, len(gold_links)),
        "f1": _f1(correct, len(pred_links) - correct, len(gold_links) - correct),
    }


def _per_article_row(a: ArticleScore) -> dict:
    row: dict = {"id": a.id, "gold_quotes": len(a.gold_types), "pred_quotes": len(a.pred_types)}
    for name in THRESHOLDS:
        tp = len(a.matched[name])
        fp, fn = len(a.pred_types) - tp, len(a.gold_types) - tp
        row[name] = {
            "tp": tp,
            "fp": fp,
            "fn": fn,
            "precision": _ratio(tp, tp + fp),
            "recall": _ratio(tp, tp + fn),
            "f1": _f1(tp, fp, fn),
        }
    row["speaker"] = {
        "pairs": a.speaker["pairs"],
        "strict_correct": a.speaker["strict"],
        "lenient_correct": a.speaker["lenient"],
    }
    row["source"] = dict(a.source)
    return row


def evaluate(gold: dict[str, dict], pred: dict[str, dict], per_article: bool = False) -> dict:
    """The full report, with the keys of the reference scorer's ``--json`` output."""
    warnings: list[str] = []
    per = [score_article(g, pred.get(gid), warnings) for gid, g in gold.items()]
    extra = sorted(set(pred) - set(gold))
    if extra:
        warnings.append(f"{len(extra)} predicted article(s) not in gold ignored, e.g. {extra[0]!r}")
    gold_types = _type_counts([t for a in per for t in a.gold_types])
    pred_types = _type_counts([t for a in per for t in a.pred_types])
    spk = {k: sum(a.speaker[k] for a in per) for k in ("pairs", "strict", "lenient")}
    src = {k: sum(a.source[k] for a in per) for k in ("pairs", "correct")}
    return {
        "gold_file": None,
        "pred_file": None,
        "articles": {
            "gold": len(gold),
            "pred_matching_gold": len(set(pred) & set(gold)),
            "gold_without_prediction": len(set(gold) - set(pred)),
            "pred_not_in_gold": len(extra),
        },
        "counts": {
            "gold_quotes": sum(len(a.gold_types) for a in per),
            "pred_quotes": sum(len(a.pred_types) for a in per),
            "gold_non_attributions": sum(len(g.get("non_attributions") or []) for g in gold.values()),
            "gold_by_type": gold_types,
            "pred_by_type": pred_types,
        },
        "thresholds": {name: _threshold(name, per, gold_types, pred_types) for name in THRESHOLDS},
        "speaker": {
            "threshold": ATTRIBUTE_AT,
            "pairs": spk["pairs"],
            "strict_correct": spk["strict"],
            "strict_accuracy": _ratio(spk["strict"], spk["pairs"]),
            "lenient_correct": spk["lenient"],
            "lenient_accuracy": _ratio(spk["lenient"], spk["pairs"]),
        },
        "source": {
            "threshold": ATTRIBUTE_AT,
            "pairs": src["pairs"],
            "correct": src["correct"],
            "accuracy": _ratio(src["correct"], src["pairs"]),
        },
        "utterance": _utterances(gold, pred, per),
        "per_article": [_per_article_row(a) for a in per] if per_article else None,
        "warnings": warnings,
    }


def part_of(article_id: str) -> str:
    """The development part of an article: about a quarter is held back, chosen by a hash
    of the id so the split is the same on every machine and for every gold file."""
    bucket = int.from_bytes(hashlib.sha256(article_id.encode("utf-8")).digest()[:4], "big") % 100
    return "heldback" if bucket < HELDBACK_PER_100 else "tune"


def load(path: str | Path, is_gold: bool) -> dict[str, dict]:
    """Articles of a JSON Lines file by id; errors name the file and line."""
    docs: dict[str, dict] = {}
    with open(path, encoding="utf-8") as handle:
        for n, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                doc = json.loads(line)
            except json.JSONDecodeError as exc:
                raise EvaluationError(f"{path}:{n}: not JSON ({exc})") from exc
            if not isinstance(doc, dict) or "id" not in doc:
                raise EvaluationError(f"{path}:{n}: an article object with an 'id' is required")
            if doc["id"] in docs:
                raise EvaluationError(f"{path}:{n}: duplicate article id {doc['id']!r}")
            if is_gold and not isinstance(doc.get("text"), str):
                raise EvaluationError(f"{path}:{n}: gold article without text")
            docs[doc["id"]] = doc
    return docs


def evaluate_files(
    gold_path: str | Path, pred_path: str | Path, per_article: bool = False, part: str | None = None
) -> dict:
    """The report of a gold file, or of one development part of it (see ``part_of``)."""
    gold = load(gold_path, True)
    if part is not None:
        if part not in PARTS:
            raise EvaluationError(f"part must be one of {', '.join(PARTS)}, not {part!r}")
        gold = {gid: doc for gid, doc in gold.items() if part_of(gid) == part}
    report = evaluate(gold, load(pred_path, False), per_article)
    report["gold_file"], report["pred_file"] = str(gold_path), str(pred_path)
    return report


def _fmt(x: float | None) -> str:
    return "  n/a" if x is None else f"{x:.3f}"


def render(report: dict) -> str:
    """The report as readable text tables."""
    c = report["counts"]
    lines = [
        f"gold: {report['gold_file']}  ({report['articles']['gold']} articles, {c['gold_quotes']} quotes: "
        + ", ".join(f"{t} {n}" for t, n in c["gold_by_type"].items())
        + f"; {c['gold_non_attributions']} non-attributions)",
        f"pred: {report['pred_file']}  ({c['pred_quotes']} quotes: "
        + (", ".join(f"{t} {n}" for t, n in c["pred_by_type"].items() if n) or "none")
        + ")",
        "",
        f"{'match':<8}{'P':>7}{'R':>7}{'F1':>7}{'TP':>7}{'FP':>7}{'FN':>7}{'FP on non-attr':>16}",
    ]
    for name, t in report["thresholds"].items():
        lines.append(
            f"{name:<8}{_fmt(t['precision']):>7}{_fmt(t['recall']):>7}{_fmt(t['f1']):>7}"
            f"{t['tp']:>7}{t['fp']:>7}{t['fn']:>7}{t['fp_on_non_attributions']:>16}"
        )
    tables = (
        ("recall_by_gold_type", "recall by gold type", "gold", "recall"),
        ("precision_by_pred_type", "precision by pred type", "pred", "precision"),
    )
    for key, label, count, value in tables:
        lines += ["", f"{label:<24}{'n':>6}" + "".join(f"{n:>8}" for n in THRESHOLDS)]
        for t, row in report["thresholds"]["0.3"][key].items():
            if row[count]:
                vals = "".join(f"{_fmt(report['thresholds'][n][key][t][value]):>8}" for n in THRESHOLDS)
                lines.append(f"  {t:<22}{row[count]:>6}{vals}")
    s, src, u = report["speaker"], report["source"], report["utterance"]
    lines += [
        "",
        f"speaker (matched at {s['threshold']}, gold speaker set): n={s['pairs']}  "
        f"strict {_fmt(s['strict_accuracy'])}  lenient {_fmt(s['lenient_accuracy'])}",
        f"source span (matched at {src['threshold']}, gold source set): n={src['pairs']}  "
        f"accuracy {_fmt(src['accuracy'])}",
    ]
    if u is None:
        lines.append("utterance links: gold has no utterance ids")
    else:
        lines.append(
            f"utterance links (via {u['threshold']}): gold {u['gold_pairs']}, "
            f"pred {u['pred_pairs']}, "
            f"correct {u['correct_pairs']}  P {_fmt(u['precision'])}  R {_fmt(u['recall'])}  "
            f"F1 {_fmt(u['f1'])}"
        )
    lines += [f"warning: {w}" for w in report["warnings"]]
    return "\n".join(lines)
